//! Simplified Chinese texts loaded at run time: the page's wasm is built without the core's
//! `zh-texts` feature (its English first load stays light), so a page shown in Chinese loads
//! them first from the site's `lang/zh-CN.json` (id → text for every entry of the core and of
//! the page, generated from the catalogues by `cargo xtask texts`).

use super::catalogue::common;
use super::Message;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The loaded table (the first one loaded stays: every load reads the same file).
static ZH: OnceLock<HashMap<String, String>> = OnceLock::new();

/// The loaded Chinese text of the entry `id`, if a table is loaded and has it.
pub(super) fn zh(id: &str) -> Option<&'static str> {
    ZH.get()?.get(id).map(String::as_str)
}

/// Whether a table of Chinese texts is loaded (or compiled in: then none is needed).
///
/// ```
/// // Native builds have the texts compiled in (the `zh-texts` feature, on by default).
/// assert!(rowkey_core::i18n::zh_texts_ready());
/// ```
pub fn zh_texts_ready() -> bool {
    cfg!(feature = "zh-texts") || ZH.get().is_some()
}

/// Loads the Chinese texts from `json` (an object of id → text, as `cargo xtask texts` writes
/// it). The first table loaded stays; loading again only reads the file. Completeness is the
/// tests' business (the file is generated from the catalogues and checked against them): the
/// loader names no entry, so that a build does not keep every entry's English text for it.
///
/// # Errors
///
/// The message when the JSON does not read as a table of texts, or the table is empty.
///
/// ```
/// use rowkey_core::i18n::{catalogue::common::INTERNAL, load_zh_texts, Lang, Message};
/// assert!(load_zh_texts("[1, 2]").is_err());
/// assert!(load_zh_texts("{}").is_err());
/// // Natively the texts are compiled in: they win over a loaded table.
/// assert!(load_zh_texts(r#"{"common.internal": "别的"}"#).is_ok());
/// let m = Message::new(INTERNAL).arg("what", "x");
/// assert_eq!(m.render(Lang::ZhCn), "内部错误（RowKey Playground 的缺陷）：x");
/// ```
pub fn load_zh_texts(json: &str) -> Result<(), Message> {
    let table: HashMap<String, String> = serde_json::from_str(json)
        .map_err(|e| Message::new(common::TEXTS_MALFORMED).arg("error", e.to_string()))?;
    if table.is_empty() {
        return Err(Message::new(common::TEXTS_EMPTY));
    }
    // A second load (a test, a second try) keeps the first table: the same file.
    let _ = ZH.set(table);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Entry;

    #[test]
    fn a_file_that_is_not_the_texts_is_refused() {
        let err = load_zh_texts(r#"{"demo.bare": 3}"#).unwrap_err();
        assert_eq!(err.id(), common::TEXTS_MALFORMED.id);
        let err = load_zh_texts("<html>Not found</html>").unwrap_err();
        assert!(err
            .render(super::super::Lang::En)
            .starts_with("not a JSON object of texts"));
        assert_eq!(
            load_zh_texts("{}").unwrap_err().id(),
            common::TEXTS_EMPTY.id
        );
    }

    #[test]
    fn a_loaded_text_fills_an_entry_without_one() {
        const BARE: &Entry = &Entry {
            id: "demo.loaded",
            en: "Loaded",
            zh: "",
        };
        load_zh_texts(r#"{"demo.loaded": "已加载"}"#).unwrap();
        assert_eq!(BARE.zh_text(), Some("已加载"));
        assert_eq!(BARE.template(super::super::Lang::ZhCn), "已加载");
    }
}
