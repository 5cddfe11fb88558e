//! The `lang` option every function takes: which language the messages of its answer (lints,
//! notes, errors) are written in.

use crate::args::{text, Options};
use crate::errors::arg_error;
use rowkey_core::i18n::{with_lang, Lang};
use rowkey_core::ErrorKind;
use wasm_bindgen::prelude::*;

/// The language `options.lang` names (`"en"` when absent): `"en"`, `"zh-CN"`, or any tag
/// [`Lang::parse`] knows (`"zh"`, `"en-US"`). Anything else is an `Error` naming the choices.
pub(crate) fn lang_of(options: &Options) -> Result<Lang, JsValue> {
    let value = options.get("lang")?;
    if value.is_undefined() || value.is_null() {
        return Ok(Lang::En);
    }
    // A language tag is short; a longer text is refused before it is copied.
    let tag = text("options.lang", &value, 64)?;
    // The workers' rule and words, under the option's name (`options.lang: …`).
    rowkey_protocol::lang::parse_request_lang(Some(&tag))
        .map_err(|m| arg_error(ErrorKind::InvalidArgument, &format!("options.{m}"), "lang"))
}

/// Run `f` in the language `options` asks for, so everything it returns or throws is written
/// in that language.
pub(crate) fn in_lang<T>(
    options: &Options,
    f: impl FnOnce() -> Result<T, JsValue>,
) -> Result<T, JsValue> {
    with_lang(lang_of(options)?, f)
}
