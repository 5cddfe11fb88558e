//! The share-link fragment of a design, kept up to date.

use crate::services::link;
use rowkey_core::design::Design;
use yew::prelude::*;

/// The fragment (without `#`) that carries `design`: `None` until the browser has compressed
/// it (a moment after each change), if it cannot, or while `design` is `None` (nothing shows a
/// link: the design is then not compressed on every edit a second time, beside the URL's).
///
/// Links are compressed by the browser, which answers later; a view that shows a link (the
/// embed dialog's snippet, an embedded view's "Open") asks for it here.
#[hook]
pub fn use_link(design: Option<&Design>) -> Option<String> {
    let fragment = use_state_eq(|| None::<(Design, String)>);
    let latest = use_mut_ref(|| None::<Design>);
    {
        let fragment = fragment.clone();
        use_effect_with(design.cloned(), move |design| {
            *latest.borrow_mut() = design.clone();
            if let Some(design) = design.clone() {
                wasm_bindgen_futures::spawn_local(async move {
                    // A compression that ends after the next one began keeps out of its way.
                    let f = link::encode(&design).await;
                    if let (Ok(f), Some(now)) = (f, latest.borrow().as_ref()) {
                        if *now == design {
                            fragment.set(Some((design, f)));
                        }
                    }
                });
            }
        });
    }
    // Only the fragment of this design: never a stale one while the next is compressed.
    (*fragment)
        .as_ref()
        .filter(|(d, _)| Some(d) == design)
        .map(|(_, f)| f.clone())
}
