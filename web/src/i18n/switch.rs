//! The page's language switch: Chinese loads its texts first, and the thread's language is set
//! before the state's, so every message renders in the new language at the next render.

use crate::i18n::texts::notices as text;
use crate::i18n::{Lang, Message};
use crate::services::storage;
use crate::state::{Action, AppState, Banner};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The notice of Chinese texts that did not load: in English, which the page stays in.
pub(crate) fn zh_failed_notice(why: String) -> String {
    Message::new(text::ZH_TEXTS_FAILED)
        .arg("error", why)
        .render(Lang::En)
}

/// Switches the page to `lang`, remembered as the user's choice; Chinese loads its texts first
/// (the page stays as it is meanwhile: no flash of English in a Chinese page). If they cannot
/// be had, the page stays in its language, says why, and the menu shows that language again.
pub(crate) fn switch_lang(d: UseReducerDispatcher<AppState>, lang: Lang) {
    if !crate::i18n::zh_texts::needed(lang) {
        storage::save_lang(lang.tag());
        rowkey_core::i18n::set_lang(lang);
        d.dispatch(Action::SetLang(lang));
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        match crate::i18n::zh_texts::ensure(lang).await {
            Ok(()) => {
                storage::save_lang(lang.tag());
                rowkey_core::i18n::set_lang(lang);
                d.dispatch(Action::SetLang(lang));
            }
            Err(why) => {
                reset_lang_select();
                d.dispatch(Action::ShowBanner(Banner::error(zh_failed_notice(why))));
            }
        }
    });
}

/// Puts the language menu back on the page's language (English: only Chinese can fail to load),
/// since the user's pick of it never reached the state it renders from.
fn reset_lang_select() {
    let select = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-testid=lang-select]").ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok());
    if let Some(select) = select {
        select.set_value(rowkey_core::i18n::current_lang().tag());
    }
}
