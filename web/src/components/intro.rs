//! The purpose strip under the top bar: what the tool is, in one line, and where to start.

use crate::i18n::texts::intro as text;
use crate::i18n::{t, use_lang};
use yew::prelude::*;

/// Props of [`Intro`].
#[derive(Properties, PartialEq)]
pub struct IntroProps {
    /// Open the preset gallery.
    pub on_presets: Callback<()>,
}

/// The strip: the purpose, then "pick a preset" and the guide (a static page in `dist/`,
/// opened in a new tab so the design in this one stays as it is).
#[component]
pub fn Intro(props: &IntroProps) -> Html {
    let lang = use_lang();
    // The guide speaks the page's language, even when only a `?lang=` link chose it.
    let guide = format!("guide.html?lang={}", lang.tag());
    let presets = {
        let cb = props.on_presets.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <p class="intro" data-testid="purpose">
            <span class="intro-purpose">{ t(lang, text::PURPOSE) }</span>
            <span class="intro-start">
                { t(lang, text::NEW_HERE) }
                <button type="button" class="link-btn" data-testid="intro-presets" onclick={presets}
                    aria-haspopup="dialog">{ t(lang, text::PICK_PRESET) }</button>
                { t(lang, text::OR_READ) }
                <a href={guide} target="_blank" rel="noopener" data-testid="guide-link"
                    title={t(lang, text::GUIDE_TITLE)}>{ t(lang, text::GUIDE) }</a>
                { t(lang, text::END) }
            </span>
        </p>
    }
}
