//! The language a request asks for: `www/worker.js` sets it from the request's `lang` before
//! calling in, and every entry point runs inside it, so reports and errors come back in it.

use rowkey_core::i18n::{with_lang, Lang};
use std::cell::Cell;
use wasm_bindgen::prelude::*;

thread_local! {
    static REQUEST: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Set the language of the calls that follow: `"en"` (also when absent), `"zh-CN"` or any tag
/// [`Lang::parse`] knows. Throws an `Error` naming the choices for any other.
#[wasm_bindgen]
pub fn worker_lang(tag: Option<String>) -> Result<(), JsValue> {
    let lang = rowkey_protocol::lang::parse_request_lang(tag.as_deref())
        .map_err(|m| JsValue::from(js_sys::Error::new(&m.to_string())))?;
    REQUEST.with(|r| r.set(lang));
    // The quick worker's answers (exports, the ruler) render messages outside any entry point's
    // scope: the worker serves one page in one language at a time, so the thread follows it.
    rowkey_core::i18n::set_lang(lang);
    Ok(())
}

/// Run `f` in the language of the current request.
pub(crate) fn in_request_lang<T>(f: impl FnOnce() -> T) -> T {
    with_lang(REQUEST.with(Cell::get), f)
}

/// Must the Chinese texts be loaded ([`worker_zh_texts`]) before a request in `tag` is answered?
/// Only in a build without them compiled in (the page's wasm), for a Chinese request, once.
///
/// ```ignore
/// // www/worker.js
/// if (worker_zh_texts_needed(lang)) worker_zh_texts(await (await fetch(ZH_URL)).text());
/// ```
#[wasm_bindgen]
pub fn worker_zh_texts_needed(tag: Option<String>) -> bool {
    rowkey_protocol::lang::parse_request_lang(tag.as_deref())
        .is_ok_and(|lang| lang == Lang::ZhCn && !rowkey_core::i18n::zh_texts_ready())
}

/// Loads the Chinese texts from the site's `lang/zh-CN.json` (its text). Throws an `Error`
/// saying what is wrong with a file that cannot be read as the texts.
#[wasm_bindgen]
pub fn worker_zh_texts(json: &str) -> Result<(), JsValue> {
    rowkey_core::i18n::load_zh_texts(json)
        .map_err(|m| JsValue::from(js_sys::Error::new(&m.render(Lang::En))))
}
