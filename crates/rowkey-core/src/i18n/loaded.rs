//! Simplified Chinese texts loaded at run time: the page's wasm is built without the core's
//! `zh-texts` feature (its English first load stays light), so a page shown in Chinese loads
//! them first from the site's `lang/zh-CN.json` (id → text for every entry of the core and of
//! the page, generated from the catalogues by `cargo xtask texts`).

use super::catalogue::{common, AREAS};
use super::{Entry, Message};
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

/// Loads the Chinese texts from `json` (an object of id → text), checking that it has a text
/// for every entry of the core and of `required` (the caller's own catalogue) whose text is not
/// compiled in. The first table loaded stays; loading again only checks.
///
/// ```
/// use rowkey_core::i18n::{catalogue::common::INTERNAL, load_zh_texts, Lang, Message};
/// assert!(load_zh_texts("[1, 2]", []).is_err());
/// // Natively every text is compiled in, so an empty table is enough and changes nothing.
/// assert!(load_zh_texts("{}", []).is_ok());
/// let m = Message::new(INTERNAL).arg("what", "x");
/// assert_eq!(m.render(Lang::ZhCn), "内部错误（RowKey Playground 的缺陷）：x");
/// ```
pub fn load_zh_texts<'a>(
    json: &str,
    required: impl IntoIterator<Item = &'a Entry>,
) -> Result<(), Message> {
    let table: HashMap<String, String> = serde_json::from_str(json)
        .map_err(|e| Message::new(common::TEXTS_MALFORMED).arg("error", e.to_string()))?;
    let core = AREAS.iter().flat_map(|a| a.iter()).copied();
    let missing = core
        .chain(required)
        .find(|e| e.zh.is_empty() && table.get(e.id).is_none_or(|t| t.trim().is_empty()));
    if let Some(e) = missing {
        return Err(Message::new(common::TEXTS_MISSING).arg("id", e.id));
    }
    // A second load (another view asking, a test) keeps the first table: the same file.
    let _ = ZH.set(table);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_without_a_needed_text_is_refused() {
        // The core's texts are compiled in here, so an entry of the caller's with no inline
        // text stands for one the file must have.
        const BARE: &Entry = &Entry {
            id: "demo.bare",
            en: "Bare",
            zh: "",
        };
        let err = load_zh_texts(r#"{"demo.other": "别的"}"#, [BARE]).unwrap_err();
        assert_eq!(err.id(), common::TEXTS_MISSING.id);
        assert!(err.render(super::super::Lang::En).contains("demo.bare"));
        let err = load_zh_texts(r#"{"demo.bare": 3}"#, [BARE]).unwrap_err();
        assert_eq!(err.id(), common::TEXTS_MALFORMED.id);
    }

    #[test]
    fn a_loaded_text_fills_an_entry_without_one() {
        const BARE: &Entry = &Entry {
            id: "demo.loaded",
            en: "Loaded",
            zh: "",
        };
        load_zh_texts(r#"{"demo.loaded": "已加载"}"#, [BARE]).unwrap();
        assert_eq!(BARE.zh_text(), Some("已加载"));
        assert_eq!(BARE.template(super::super::Lang::ZhCn), "已加载");
    }
}
