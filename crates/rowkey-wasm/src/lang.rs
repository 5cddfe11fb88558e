//! The `lang` option every function takes: which language the messages of its answer (lints,
//! notes, errors) are written in.

use crate::errors::js_error;
use rowkey_core::i18n::{with_lang, Lang};
use wasm_bindgen::prelude::*;

/// The language `options.lang` names (`"en"` when absent): `"en"`, `"zh-CN"`, or any tag
/// [`Lang::parse`] knows (`"zh"`, `"en-US"`). Anything else is an `Error` naming the choices.
pub(crate) fn lang_of(options: Option<&JsValue>) -> Result<Lang, JsValue> {
    let Some(options) = options.filter(|o| o.is_object()) else {
        return Ok(Lang::En);
    };
    let value = js_sys::Reflect::get(options, &"lang".into()).unwrap_or(JsValue::UNDEFINED);
    if value.is_undefined() || value.is_null() {
        return Ok(Lang::En);
    }
    let tag = value.as_string();
    tag.as_deref().and_then(Lang::parse).ok_or_else(|| {
        js_error(
            &format!(
                "options.lang: unknown language {}; choose \"en\" or \"zh-CN\"",
                tag.map_or_else(|| "(not a string)".to_owned(), |t| format!("\"{t}\""))
            ),
            None,
            Some("lang"),
        )
    })
}

/// Run `f` in the language `options` asks for, so everything it returns or throws is written
/// in that language.
pub(crate) fn in_lang<T>(
    options: Option<&JsValue>,
    f: impl FnOnce() -> Result<T, JsValue>,
) -> Result<T, JsValue> {
    with_lang(lang_of(options)?, f)
}
