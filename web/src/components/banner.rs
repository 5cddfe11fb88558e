//! A dismissible message across the top (a link that could not be read, an import that failed,
//! a copy that did not reach the clipboard).

use crate::i18n::texts::banner as text;
use crate::i18n::{t, use_lang};
use crate::state::{Banner, BannerKind};
use yew::prelude::*;

/// Props of [`BannerView`].
#[derive(Properties, PartialEq)]
pub struct BannerProps {
    /// The message, if any.
    pub banner: Option<Banner>,
    /// Hide it.
    pub on_dismiss: Callback<()>,
}

/// How long an info banner stays before it hides itself. Errors stay until dismissed.
const INFO_MS: u32 = 8_000;

/// The banner.
#[component]
pub fn BannerView(props: &BannerProps) -> Html {
    let lang = use_lang();
    {
        // A new info banner starts its own timer; a replaced or dismissed one cancels it (the
        // cleanup drops the timeout).
        let on_dismiss = props.on_dismiss.clone();
        use_effect_with(props.banner.clone(), move |banner| {
            let timer = banner
                .as_ref()
                .filter(|b| b.kind == BannerKind::Info)
                .map(|_| gloo_timers::callback::Timeout::new(INFO_MS, move || on_dismiss.emit(())));
            move || drop(timer)
        });
    }
    // Text the page could not copy: selected, so that Ctrl+C / ⌘C copies it.
    let copy_ref = use_node_ref();
    {
        let copy_ref = copy_ref.clone();
        use_effect_with(props.banner.clone(), move |_| {
            if let Some(input) = copy_ref.cast::<web_sys::HtmlInputElement>() {
                let _ = input.focus();
                input.select();
            }
        });
    }
    let Some(b) = &props.banner else {
        return html! {};
    };
    let kind = match b.kind {
        BannerKind::Error => "error",
        BannerKind::Info => "info",
    };
    let dismiss = {
        let cb = props.on_dismiss.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div class={classes!("banner", kind)} role="alert" data-testid="banner">
            // The icon's glyph comes from CSS so that the text of the banner is just the message.
            <span class="banner-icon" aria-hidden="true" />
            <span class="banner-msg">{ b.message.clone() }</span>
            if let Some(text) = &b.copy {
                <input class="banner-copy mono" data-testid="banner-copy" type="text" readonly=true
                    value={text.clone()} aria-label={t(lang, text::COPY_LABEL)} ref={copy_ref} />
            }
            <button type="button" class="banner-dismiss" data-testid="banner-dismiss" onclick={dismiss}
                aria-label={t(lang, text::DISMISS_LABEL)} title={t(lang, text::DISMISS)}>{ "×" }</button>
        </div>
    }
}
