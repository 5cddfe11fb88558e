//! What makes a dialog modal: focus moves in when it opens, Tab cycles within it, Escape or a
//! click on the backdrop closes it, and focus goes back to where it was.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The handlers a modal dialog puts on its elements. See [`use_modal`].
pub struct Modal {
    /// The first focusable element (focused on open; Shift+Tab from it goes to `last`).
    pub first: NodeRef,
    /// The last focusable element (Tab from it goes back to `first`).
    pub last: NodeRef,
    /// For the dialog element: Escape closes, Tab stays inside.
    pub onkeydown: Callback<KeyboardEvent>,
    /// For the backdrop: a click on the backdrop itself (not one bubbled from the dialog) closes.
    pub backdrop_click: Callback<MouseEvent>,
}

fn active_element() -> Option<web_sys::HtmlElement> {
    web_sys::window()?
        .document()?
        .active_element()?
        .dyn_into::<web_sys::HtmlElement>()
        .ok()
}

/// The element matching `selector` (the button that opens a dialog).
fn element(selector: &str) -> Option<web_sys::HtmlElement> {
    web_sys::window()?
        .document()?
        .query_selector(selector)
        .ok()??
        .dyn_into::<web_sys::HtmlElement>()
        .ok()
}

/// Modal behaviour for a dialog shown while `open`; `opener` selects the element that gets the
/// focus back when the one that had it before is gone (e.g. `[data-testid="open-presets"]`).
///
/// ```ignore
/// let modal = use_modal(props.open, "[data-testid=\"open-presets\"]", props.on_close.clone());
/// html! { <div class="modal-backdrop" onclick={modal.backdrop_click}>
///     <div role="dialog" onkeydown={modal.onkeydown}><button ref={modal.first} /> … </div></div> }
/// ```
#[hook]
pub fn use_modal(open: bool, opener: &'static str, on_close: Callback<()>) -> Modal {
    let first = use_node_ref();
    let last = use_node_ref();
    // Where focus was before the dialog opened; `Some` also means "it was open".
    let previous = use_mut_ref(|| None::<Option<web_sys::HtmlElement>>);
    {
        let first = first.clone();
        use_effect_with(open, move |open| {
            if *open {
                *previous.borrow_mut() = Some(active_element());
                if let Some(el) = first.cast::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            } else if let Some(prev) = previous.borrow_mut().take() {
                if let Some(el) = prev
                    .filter(|e| e.is_connected())
                    .or_else(|| element(opener))
                {
                    let _ = el.focus();
                }
            }
            || ()
        });
    }
    let onkeydown = {
        let cb = on_close.clone();
        let (first, last) = (first.clone(), last.clone());
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "Escape" => {
                e.prevent_default();
                cb.emit(());
            }
            "Tab" => {
                let (f, l, a) = (
                    first.cast::<web_sys::HtmlElement>(),
                    last.cast::<web_sys::HtmlElement>(),
                    active_element(),
                );
                if let (Some(f), Some(l), Some(a)) = (f, l, a) {
                    if e.shift_key() && a == f {
                        e.prevent_default();
                        let _ = l.focus();
                    } else if !e.shift_key() && a == l {
                        e.prevent_default();
                        let _ = f.focus();
                    }
                }
            }
            _ => {}
        })
    };
    let backdrop_click = Callback::from(move |e: MouseEvent| {
        if e.target() == e.current_target() {
            on_close.emit(());
        }
    });
    Modal {
        first,
        last,
        onkeydown,
        backdrop_click,
    }
}
