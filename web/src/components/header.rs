//! The top bar: design name, presets, share, iframe snippet, theme.

use crate::components::lang_select::LangSelect;
use crate::hooks::use_draft;
use crate::i18n::texts::header as text;
use crate::i18n::{t, use_lang, Lang, Message};
use crate::state::{Analysis, Theme};
use yew::prelude::*;

/// Props of [`Header`].
#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    /// The design's name.
    pub name: AttrValue,
    /// The theme.
    pub theme: Theme,
    /// The worker's state.
    pub analysis: Analysis,
    /// Milliseconds the last analysis took.
    pub analysis_ms: Option<f64>,
    /// Rename the design.
    pub on_rename: Callback<String>,
    /// Stop the running analysis (the header stays on screen when the progress line does not).
    #[prop_or_default]
    pub on_cancel: Callback<()>,
    /// Cycle the theme.
    pub on_theme: Callback<()>,
    /// Switch the language.
    #[prop_or_default]
    pub on_lang: Callback<Lang>,
    /// Share: put the design in the URL (new history entry) and copy the link.
    pub on_share: Callback<()>,
    /// Open the iframe (embed) dialog.
    pub on_copy_iframe: Callback<()>,
    /// Open the preset gallery.
    pub on_presets: Callback<()>,
}

/// A small inline icon (decorative: the buttons carry text or a label).
fn icon(path: &'static str) -> Html {
    html! {
        <svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d={path} fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" />
        </svg>
    }
}

const ICON_SYSTEM: &str = "M2 3h12v8H2zM6 14h4M8 11v3";
const ICON_LIGHT: &str = "M8 5a3 3 0 1 0 0 6a3 3 0 1 0 0-6M8 1v1.5M8 13.5V15M1 8h1.5M13.5 8H15M3 3l1 1M12 12l1 1M3 13l1-1M12 4l1-1";
const ICON_DARK: &str = "M13 9.5A5.5 5.5 0 1 1 6.5 3a4.5 4.5 0 0 0 6.5 6.5z";
const ICON_GRID: &str = "M2 2h5v5H2zM9 2h5v5H9zM2 9h5v5H2zM9 9h5v5H9z";
const ICON_LINK: &str =
    "M6.5 9.5l3-3M7 4.5l1-1a2.5 2.5 0 0 1 3.5 3.5l-1 1M9 11.5l-1 1A2.5 2.5 0 0 1 4.5 9l1-1";
const ICON_CODE: &str = "M5.5 4.5L2 8l3.5 3.5M10.5 4.5L14 8l-3.5 3.5";

/// A theme's name inside the theme button's label (`system`, `light`, `dark` in English).
fn theme_name(lang: Lang, theme: Theme) -> String {
    t(
        lang,
        match theme {
            Theme::System => text::THEME_NAME_SYSTEM,
            Theme::Light => text::THEME_NAME_LIGHT,
            Theme::Dark => text::THEME_NAME_DARK,
        },
    )
}

/// The top bar.
#[component]
pub fn Header(props: &HeaderProps) -> Html {
    let lang = use_lang();
    let draft = use_draft(props.name.clone());
    let onchange = {
        let on_rename = props.on_rename.clone();
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if draft.is_dirty() {
                on_rename.emit(v);
            }
        })
    };
    let onkeydown = {
        let draft = draft.clone();
        let name = props.name.clone();
        Callback::from(move |e: KeyboardEvent| {
            let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
            match e.key().as_str() {
                // Enter commits (the change event fires on blur).
                "Enter" => {
                    let _ = input.blur();
                }
                // Escape gives up the typed name: the box shows the design's name again.
                "Escape" => {
                    input.set_value(&name);
                    draft.reset();
                    let _ = input.blur();
                }
                _ => {}
            }
        })
    };
    let (theme_icon, theme_text) = match props.theme {
        Theme::System => (ICON_SYSTEM, t(lang, text::THEME_SYSTEM)),
        Theme::Light => (ICON_LIGHT, t(lang, text::THEME_LIGHT)),
        Theme::Dark => (ICON_DARK, t(lang, text::THEME_DARK)),
    };
    let theme_label = Message::new(text::THEME_LABEL)
        .arg("theme", theme_name(lang, props.theme))
        .arg("next", theme_name(lang, props.theme.next()))
        .render(lang);
    let status = match (&props.analysis, props.analysis_ms) {
        (Analysis::Running { .. }, _) => {
            let cancel = props.on_cancel.clone();
            html! {
                <span class="analysis-status running"><span class="dot" aria-hidden="true" />{ t(lang, text::ANALYSING) }
                    <button type="button" class="small link-button" data-testid="header-cancel"
                        onclick={Callback::from(move |_: MouseEvent| cancel.emit(()))}
                        title={t(lang, text::CANCEL_TITLE)}>{ t(lang, text::CANCEL) }</button>
                </span>
            }
        }
        (Analysis::Failed(_), _) => {
            html! { <span class="analysis-status failed">{ t(lang, text::FAILED) }</span> }
        }
        (Analysis::Crashed(_), _) => {
            html! { <span class="analysis-status failed" data-testid="analysis-crashed">{ t(lang, text::STOPPED) }</span> }
        }
        (Analysis::Cancelled, _) => {
            html! { <span class="analysis-status idle" data-testid="analysis-cancelled-status">{ t(lang, text::CANCELLED) }</span> }
        }
        (Analysis::Idle, Some(ms)) => html! {
            <span class="analysis-status idle" title={t(lang, text::ANALYSED_TITLE)}>
                { Message::new(text::ANALYSED_IN).arg("ms", ms.round() as i64).render(lang) }
            </span>
        },
        (Analysis::Idle, None) => html! {},
    };
    let click = |cb: &Callback<()>| {
        let cb = cb.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <header class="topbar">
            <div class="brand">
                <img src="icon.svg" alt="" width="22" height="22" />
                <span class="product">{ "RowKey Playground" }</span>
            </div>
            <span class="brand-sep" aria-hidden="true">{ "/" }</span>
            <input class="design-name" data-testid="design-name" type="text" aria-label={t(lang, text::DESIGN_NAME)}
                value={draft.value()} oninput={draft.oninput()} {onchange} {onkeydown} spellcheck="false" />
            <span class="status-slot" aria-live="polite">{ status }</span>
            <nav class="top-actions" aria-label={t(lang, text::ACTIONS)}>
                <button type="button" data-testid="open-presets" onclick={click(&props.on_presets)}
                    aria-haspopup="dialog">{ icon(ICON_GRID) }{ t(lang, text::PRESETS) }</button>
                <button type="button" data-testid="share" onclick={click(&props.on_share)}
                    title={t(lang, text::SHARE_TITLE)}>{ icon(ICON_LINK) }{ t(lang, text::SHARE) }</button>
                <button type="button" data-testid="copy-iframe" onclick={click(&props.on_copy_iframe)}
                    aria-haspopup="dialog" title={t(lang, text::COPY_IFRAME_TITLE)}>{ icon(ICON_CODE) }{ t(lang, text::COPY_IFRAME) }</button>
                <button type="button" class="theme-toggle" data-testid="theme-toggle" onclick={click(&props.on_theme)}
                    aria-label={theme_label.clone()} title={theme_label}>{ icon(theme_icon) }<span>{ theme_text }</span></button>
                <LangSelect on_change={props.on_lang.clone()} />
            </nav>
        </header>
    }
}
