//! The URL: the design in the fragment (`#v1.…`), view options in the query
//! (`?embed=1&view=regions&theme=dark`). Editing replaces the history entry; Share pushes one.
//!
//! Links are compressed by the browser (`services::link`), which answers later: the fragment
//! is read before the app starts ([`load_fragment`]) and written when its compression is done.

use crate::services::{link, quick};
use rowkey_core::design::Design;
use rowkey_core::link::LinkError;
use std::cell::{Cell, RefCell};

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// The fragment without `#`.
pub fn fragment() -> String {
    window()
        .and_then(|w| w.location().hash().ok())
        .map(|h| h.trim_start_matches('#').to_string())
        .unwrap_or_default()
}

/// A query parameter.
pub fn query_param(name: &str) -> Option<String> {
    let search = window()?.location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok()?;
    params.get(name)
}

/// A link that cannot be read. The page's wasm reads designs without the core's `json-paths`
/// feature (it saves about 11 KB gzipped), so when a member of the link's design has the wrong
/// type or shape it cannot say which; the quick worker, which can, is asked for the words.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkFailure {
    /// What this wasm says (without the member's path when `locate` is set).
    message: String,
    /// The quick worker's `link-error` request, when its words are needed.
    locate: Option<Box<rowkey_protocol::QuickRequest>>,
}

impl LinkFailure {
    fn new(fragment: &str, second: bool, e: LinkError) -> LinkFailure {
        let locate = e.unplaced.then(|| {
            Box::new(rowkey_protocol::QuickRequest::from(
                rowkey_protocol::MoreRequest::LinkError {
                    fragment: fragment.to_owned(),
                    second,
                },
            ))
        });
        LinkFailure {
            message: e.message,
            locate,
        }
    }

    /// Why the link cannot be read, when the words are at hand (not to be asked for).
    pub fn ready(&self) -> Option<&str> {
        self.locate.is_none().then_some(self.message.as_str())
    }

    /// Gives `show` why the link cannot be read: at once, or when the quick worker answers (it
    /// names the wrongly typed member); if it cannot answer, with this wasm's words, unnamed.
    pub fn explain(self, show: impl FnOnce(String) + 'static) {
        let Some(request) = self.locate else {
            return show(self.message);
        };
        let fallback = self.message;
        quick::ask(&request, move |answer| {
            let located = answer
                .ok()
                .and_then(|a| serde_json::from_str::<Option<String>>(&a).ok().flatten());
            show(located.unwrap_or(fallback));
        });
    }
}

/// The designs of the fragment [`load_fragment`] last read.
#[derive(Default)]
struct Loaded {
    first: Option<Result<Design, LinkFailure>>,
    second: Option<Result<Design, LinkFailure>>,
}

thread_local! {
    static LOADED: RefCell<Loaded> = RefCell::default();
    /// The last fragment write asked for: a compression that ends after a later one began
    /// writes nothing (the later edit's fragment wins).
    static WRITES: Cell<u64> = const { Cell::new(0) };
}

/// The fragment of a link being opened (as the page starts, or pasted into the address bar):
/// an edit's fragment still being compressed is then not written, so it cannot replace the link.
pub fn opened_fragment() -> String {
    next_write();
    fragment()
}

/// Reads the designs in fragment `f` (from [`opened_fragment`]), for [`design_from_fragment`]
/// and [`second_from_fragment`].
pub async fn load_fragment(f: String) {
    let loaded = if f.is_empty() {
        Loaded::default()
    } else {
        let first = link::decode(&f)
            .await
            .map_err(|e| LinkFailure::new(&f, false, e));
        let second = link::decode_second(&f)
            .await
            .map(|r| r.map_err(|e| LinkFailure::new(&f, true, e)));
        Loaded {
            first: Some(first),
            second,
        }
    };
    LOADED.with(|l| *l.borrow_mut() = loaded);
}

/// The design in the fragment [`load_fragment`] last read: `None` when there is none, `Some(Err)`
/// when it cannot be read.
pub fn design_from_fragment() -> Option<Result<Design, LinkFailure>> {
    LOADED.with(|l| l.borrow().first.clone())
}

/// The second design in that fragment (compare mode, `&b=v1.…`): `None` when there is none,
/// `Some(Err)` saying why when it cannot be read (the first design is read apart, unaffected).
pub fn second_from_fragment() -> Option<Result<Design, LinkFailure>> {
    LOADED.with(|l| l.borrow().second.clone())
}

/// The share link of `a` and, in compare mode, `b` (this page, current query, the designs in
/// the fragment), which also becomes a new history entry; `Err` with the browser's words
/// when it cannot compress.
pub async fn share_link(a: &Design, b: Option<&Design>) -> Result<String, String> {
    let n = next_write();
    let f = link::encode_pair(a, b).await?;
    set_fragment(n, &f, true);
    Ok(format!("{}#{f}", base_url(None)))
}

/// Put `a` and, in compare mode, `b` in the fragment (as [`write_fragment`] does for one).
pub fn write_pair_fragment(a: &Design, b: Option<&Design>, push: bool) {
    let n = next_write();
    let (a, b) = (a.clone(), b.cloned());
    // A link put in the address bar meanwhile (its `hashchange` may not have run yet) wins.
    let before = fragment();
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(f) = link::encode_pair(&a, b.as_ref()).await {
            if fragment() == before {
                set_fragment(n, &f, push);
            }
        }
    });
}

fn next_write() -> u64 {
    WRITES.with(|w| {
        w.set(w.get() + 1);
        w.get()
    })
}

/// Writes fragment `f` of write `n`, unless a later write has begun.
fn set_fragment(n: u64, f: &str, push: bool) {
    if WRITES.with(Cell::get) != n {
        return;
    }
    let Some(w) = window() else { return };
    let Ok(history) = w.history() else { return };
    let url = format!("#{f}");
    let state = wasm_bindgen::JsValue::NULL;
    let _ = if push {
        history.push_state_with_url(&state, "", Some(&url))
    } else {
        history.replace_state_with_url(&state, "", Some(&url))
    };
}

/// The page URL without fragment and with the given query (`None`: keep the current one).
pub fn base_url(query: Option<&str>) -> String {
    let Some(w) = window() else {
        return String::new();
    };
    let loc = w.location();
    let origin = loc.origin().unwrap_or_default();
    let path = loc.pathname().unwrap_or_default();
    let search = match query {
        Some(q) => q.to_string(),
        None => loc.search().unwrap_or_default(),
    };
    format!("{origin}{path}{search}")
}

/// The playground (not embedded) link of the design whose fragment is `f`.
pub fn open_url(f: &str) -> String {
    format!("{}#{f}", base_url(Some("")))
}

/// The embed URL of the design whose fragment is `f`, showing `view`, in `theme` (`None`: the
/// reader's system theme).
pub fn embed_url(f: &str, view: &str, theme: Option<&str>) -> String {
    let theme = theme.map(|t| format!("&theme={t}")).unwrap_or_default();
    format!(
        "{}#{f}",
        base_url(Some(&format!("?embed=1&view={view}{theme}")))
    )
}

/// Put `design` in the fragment once it is compressed: `push` adds a history entry, otherwise
/// the current entry is replaced (every edit).
pub fn write_fragment(design: &Design, push: bool) {
    write_pair_fragment(design, None, push);
}

/// Set the document title.
pub fn set_title(name: &str) {
    if let Some(doc) = window().and_then(|w| w.document()) {
        doc.set_title(&format!("{name} · RowKey Playground"));
    }
}
