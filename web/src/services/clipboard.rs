//! The clipboard: the async Clipboard API, else a hidden textarea and `execCommand("copy")`
//! (a page that is not a secure context has no `navigator.clipboard`, and the API refuses when
//! the page lacks focus or permission). The caller learns whether the text was copied, so it
//! never says "copied" when it was not.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Copy `text` to the clipboard; `true` when one of the two ways did.
pub async fn copy_text(text: &str) -> bool {
    write_with_api(text).await || copy_with_textarea(text)
}

/// Through `navigator.clipboard.writeText`, when there is one.
async fn write_with_api(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let navigator = window.navigator();
    // Absent outside secure contexts: calling through it there would throw.
    let present = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .is_ok_and(|c| !c.is_undefined() && !c.is_null());
    if !present {
        return false;
    }
    JsFuture::from(navigator.clipboard().write_text(text))
        .await
        .is_ok()
}

/// Through a hidden textarea, selected, and `document.execCommand("copy")`. Focus goes back
/// where it was.
fn copy_with_textarea(text: &str) -> bool {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let Some(body) = doc.body() else {
        return false;
    };
    let Some(area) = doc
        .create_element("textarea")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
    else {
        return false;
    };
    let before = doc.active_element();
    area.set_value(text);
    let _ = area.set_attribute("readonly", "");
    let _ = area.set_attribute("aria-hidden", "true");
    // In the viewport (so selecting it does not scroll the page) but not seen.
    let _ = area.set_attribute(
        "style",
        "position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none",
    );
    if body.append_child(&area).is_err() {
        return false;
    }
    // `copy` copies the selection of the focused element.
    let _ = area.focus();
    area.select();
    let copied = doc
        .dyn_ref::<web_sys::HtmlDocument>()
        .and_then(|d| d.exec_command("copy").ok())
        .unwrap_or(false);
    let _ = body.remove_child(&area);
    if let Some(el) = before.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = el.focus();
    }
    copied
}
