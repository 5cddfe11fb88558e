//! The Simplified Chinese texts, loaded before the page shows Chinese: the page's wasm is built
//! without them (the core's `zh-texts` feature is off), so that an English first load does not
//! carry the language it does not show. The site's `lang/zh-CN.json` (generated from the
//! core's and the page's catalogues by `cargo xtask texts`) has every text; `www/index.html`
//! starts fetching it beside the wasm when it sees the page will open in Chinese.

use rowkey_core::i18n::{load_zh_texts, zh_texts_ready, Lang};
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Where the file is, relative to the page (the embed and the playground share it).
pub const URL: &str = "lang/zh-CN.json";

/// The global where `www/index.html` leaves the fetch it started early (a `Promise<Response>`).
const EARLY_FETCH: &str = "__rowkeyZhTexts";

thread_local! {
    /// Why the texts did not load when the page was to open in Chinese (it opens in English).
    static FAILED: RefCell<Option<String>> = const { RefCell::new(None) };
    /// The file's text once loaded, as a JS string: handed to the workers (which run this same
    /// wasm without the texts) so that they need not fetch the file again.
    static LOADED: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// The texts file as loaded (a JS string), for a worker that needs them; `None` before.
pub fn loaded_text() -> Option<JsValue> {
    LOADED.with(|l| l.borrow().clone())
}

/// Must the texts be loaded before the page shows `lang`? (Chinese, when they are not here.)
pub fn needed(lang: Lang) -> bool {
    lang == Lang::ZhCn && !zh_texts_ready()
}

/// Loads what the page needs to show `lang`: the Chinese texts, unless they are already here
/// or `lang` is English. The error says why, in English (the language the page keeps).
pub async fn ensure(lang: Lang) -> Result<(), String> {
    if !needed(lang) {
        return Ok(());
    }
    let json = fetch_text().await?;
    load_json(&json)?;
    LOADED.with(|l| *l.borrow_mut() = Some(JsValue::from_str(&json)));
    Ok(())
}

/// Loads the Chinese texts from the file's contents (the tests load the committed file).
///
/// ```ignore
/// load_json(include_str!("../../../www/lang/zh-CN.json")).unwrap();
/// ```
pub fn load_json(json: &str) -> Result<(), String> {
    // Not checked against every entry here: naming them all would keep every entry's English
    // text (the CLI's too) in the page's wasm. The file is generated from the catalogues and a
    // test checks it (`rowkey-ui-texts`), and the wasm tests check it complete.
    load_zh_texts(json).map_err(|m| m.render(Lang::En))
}

/// Notes that the texts did not load for the first render (which is then in English).
pub fn set_failed(why: String) {
    FAILED.with(|f| *f.borrow_mut() = Some(why));
}

/// Why the texts did not load for the first render, if they did not (taken: said once).
pub fn take_failed() -> Option<String> {
    FAILED.with(|f| f.borrow_mut().take())
}

/// The file's text: from the fetch `www/index.html` started, else from a fetch of our own.
async fn fetch_text() -> Result<String, String> {
    let window = web_sys::window().ok_or_else(|| "no window".to_owned())?;
    let key = JsValue::from_str(EARLY_FETCH);
    let early = js_sys::Reflect::get(&window, &key)
        .ok()
        .and_then(|v| v.dyn_into::<js_sys::Promise>().ok());
    // Used once: a later try (switching to Chinese after a failure) fetches again.
    let _ = js_sys::Reflect::delete_property(&window, &key);
    let promise = early.unwrap_or_else(|| window.fetch_with_str(URL));
    let response: web_sys::Response = JsFuture::from(promise)
        .await
        .and_then(JsValue::dyn_into)
        .map_err(js_error)?;
    if !response.ok() {
        return Err(format!("HTTP {} {}", response.status(), URL));
    }
    let text = JsFuture::from(response.text().map_err(js_error)?)
        .await
        .map_err(js_error)?;
    text.as_string().ok_or_else(|| format!("{URL} is not text"))
}

/// A thrown JavaScript value as text (`TypeError: Failed to fetch`).
fn js_error(e: JsValue) -> String {
    js_sys::Error::from(e.clone())
        .to_string()
        .as_string()
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}
