//! The language menu in the top bar: each language in its own name, as language menus are
//! written, so that someone who cannot read the current one still finds theirs.

use crate::i18n::{t, texts, use_lang, Lang};
use yew::prelude::*;

/// Props of [`LangSelect`].
#[derive(Properties, PartialEq)]
pub struct LangSelectProps {
    /// Switch to a language.
    pub on_change: Callback<Lang>,
}

/// A `<select>` of the languages the page speaks, showing the current one.
#[component]
pub fn LangSelect(props: &LangSelectProps) -> Html {
    let lang = use_lang();
    let onchange = {
        let cb = props.on_change.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(lang) = Lang::parse(&v) {
                cb.emit(lang);
            }
        })
    };
    let label = t(lang, texts::common::LANGUAGE);
    html! {
        <select class="lang-select" data-testid="lang-select" aria-label={label.clone()} title={label} {onchange}>
            { for Lang::ALL.iter().map(|l| html! {
                <option value={l.tag()} selected={*l == lang} lang={l.tag()}>{ l.native_name() }</option>
            }) }
        </select>
    }
}
