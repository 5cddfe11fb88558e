//! The page's language: which one (the link's `?lang=`, else the one chosen before, else the
//! browser's), the context every component reads it from, and the page's own texts.
//!
//! The page's texts are declared like the core's, with [`rowkey_core::catalogue!`]: one module
//! per component under [`texts`] (the crate `rowkey-ui-texts`), English and Simplified Chinese
//! side by side, checked by the same [`rowkey_core::i18n::check`] (a text without its
//! translation fails a test). The page's wasm carries no Chinese texts: [`zh_texts`] loads them
//! from the site before the page renders in Chinese. Messages from
//! the core (errors, lints, notes) come rendered in the page's language: the worker is asked in
//! it, and errors found on the page are rendered with [`Message::render`].

pub use rowkey_ui_texts as texts;
pub mod switch;
#[cfg(test)]
mod zh_cn_tests;
pub mod zh_texts;

use crate::services::{storage, url};
pub use rowkey_core::i18n::{Entry, Lang, Message};
use yew::prelude::*;

/// The language the page opens in, and whether the link chose it (`?lang=`: an embed's or a
/// shared link's choice, used but not remembered as the user's).
pub fn initial_lang() -> (Lang, bool) {
    if let Some(lang) = url::query_param("lang").as_deref().and_then(Lang::parse) {
        return (lang, true);
    }
    let chosen = storage::load_lang().as_deref().and_then(Lang::parse);
    (chosen.unwrap_or_else(browser_lang), false)
}

/// The first of `navigator.languages` the page speaks, else English.
fn browser_lang() -> Lang {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return Lang::En;
    };
    let tags: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(nav.language())
        .collect();
    Lang::negotiate(tags.iter().map(String::as_str))
}

/// Puts `lang` on `<html lang>` (screen readers, fonts, hyphenation follow it).
pub fn apply(lang: Lang) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", lang.tag());
    }
}

/// The page's language, from the context the app provides (English outside it, as in tests).
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}

/// A text without arguments in `lang`.
///
/// ```ignore
/// assert_eq!(t(Lang::ZhCn, texts::header::SHARE), "分享");
/// ```
pub fn t(lang: Lang, entry: &'static Entry) -> String {
    Message::new(entry).render(lang)
}
