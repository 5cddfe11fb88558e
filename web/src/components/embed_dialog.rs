//! The iframe dialog behind "Copy iframe": which view to embed (keys per region, writes over
//! time, sample keys) and in which theme, the snippet exactly as it will be copied, and a live
//! preview of that view.
//!
//! A modal dialog like the preset gallery: focus moves into it when it opens, Tab cycles within
//! its controls, Escape (or a click outside) closes it, and focus goes back to where it was.

use crate::embed::{iframe_snippet, ViewChoice, VIEWS};
use crate::hooks::{use_link, use_modal};
use crate::i18n::texts::embed as text;
use crate::i18n::{t, use_lang, Entry, Message};
use crate::services::url;
use crate::state::Theme;
use rowkey_core::design::Design;
use yew::prelude::*;

/// Props of [`EmbedDialog`].
#[derive(Properties, PartialEq, Clone)]
pub struct EmbedDialogProps {
    /// Whether the dialog is open.
    pub open: bool,
    /// The design to embed.
    pub design: Design,
    /// Close it.
    pub on_close: Callback<()>,
    /// Copy this snippet; the text says which view, in the page's language (for the message
    /// that follows).
    pub on_copy: Callback<(String, &'static str)>,
}

/// The themes an embed can be given, with how the dialog names them.
const THEMES: [(Theme, &Entry); 3] = [
    (Theme::System, text::THEME_SYSTEM),
    (Theme::Light, text::THEME_LIGHT),
    (Theme::Dark, text::THEME_DARK),
];

/// The dialog.
#[component]
pub fn EmbedDialog(props: &EmbedDialogProps) -> Html {
    let lang = use_lang();
    // Kept while the page is open: the next "Copy iframe" offers the last choice.
    let choice = use_state(|| 0usize);
    let theme = use_state(|| Theme::System);
    let modal = use_modal(
        props.open,
        "[data-testid=\"copy-iframe\"]",
        props.on_close.clone(),
    );
    // Only while open (the URL already has the design compressed on every edit): the browser
    // compresses it in a moment, until then the snippet is empty and Copy waits.
    let link = use_link(props.open.then_some(&props.design));
    if !props.open {
        return html! {};
    }
    let selected: &ViewChoice = &VIEWS[(*choice).min(VIEWS.len() - 1)];
    let snippet = link
        .as_ref()
        .map(|f| iframe_snippet(&props.design, f, selected, *theme, lang))
        .unwrap_or_default();
    let label = selected.label(lang);
    let src = link.as_ref().map(|f| {
        url::embed_url(
            f,
            selected.view.name(),
            (*theme != Theme::System).then(|| theme.name()),
        )
    });

    let close = {
        let cb = props.on_close.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let copy = {
        let cb = props.on_copy.clone();
        let snippet = snippet.clone();
        Callback::from(move |_: MouseEvent| cb.emit((snippet.clone(), label)))
    };
    // Whole, so that Ctrl+C copies the snippet when the clipboard is out of reach.
    let select_all = Callback::from(|e: FocusEvent| {
        e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
            .select()
    });
    let options = VIEWS.iter().enumerate().map(|(i, v)| {
        let onchange = {
            let choice = choice.clone();
            Callback::from(move |_: Event| choice.set(i))
        };
        let name = v.view.name();
        html! {
            <label class="embed-view-option" key={name}>
                <input type="radio" name="embed-view" value={name} checked={i == *choice}
                    data-testid={format!("embed-view-{name}")} {onchange} />
                <span>
                    <strong>{ v.label(lang) }</strong>
                    <span class="muted">{ t(lang, v.shows) }</span>
                </span>
            </label>
        }
    });
    let on_theme = {
        let theme = theme.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            theme.set(Theme::from_name(&v).unwrap_or(Theme::System));
        })
    };
    html! {
        <div class="modal-backdrop" onclick={modal.backdrop_click}>
            <div class="modal embed-dialog" role="dialog" aria-modal="true" aria-labelledby="embed-dialog-title"
                data-testid="embed-dialog" onkeydown={modal.onkeydown}>
                <div class="modal-head">
                    <h2 id="embed-dialog-title">{ t(lang, text::DIALOG_TITLE) }</h2>
                    <span class="muted">{ t(lang, text::DIALOG_INTRO) }</span>
                    <button type="button" class="icon-btn modal-close" ref={modal.first} onclick={close}
                        aria-label={t(lang, text::DIALOG_CLOSE)}>{ "×" }</button>
                </div>
                <div class="embed-dialog-body">
                    <div class="embed-dialog-form">
                        <fieldset class="embed-views">
                            <legend>{ t(lang, text::VIEW) }</legend>
                            { for options }
                        </fieldset>
                        <label class="embed-theme">
                            <span>{ t(lang, text::THEME) }</span>
                            <select data-testid="embed-theme" onchange={on_theme}>
                                { for THEMES.iter().map(|(th, label)| html! {
                                    <option value={th.name()} selected={*th == *theme}>{ t(lang, label) }</option>
                                }) }
                            </select>
                        </label>
                        <label class="embed-snippet-label" for="embed-snippet">{ t(lang, text::SNIPPET) }</label>
                        <textarea id="embed-snippet" class="embed-snippet" data-testid="embed-snippet" readonly=true
                            rows="5" spellcheck="false" value={snippet} onfocus={select_all} />
                        <div class="embed-dialog-actions">
                            <button type="button" class="primary" data-testid="embed-copy" onclick={copy}
                                disabled={link.is_none()}>
                                { Message::new(text::COPY).arg("view", crate::case::lowercase(label)).render(lang) }
                            </button>
                            <a href={src.clone()} target="_blank" rel="noopener" ref={modal.last}
                                data-testid="embed-open">{ t(lang, text::OPEN_VIEW) }</a>
                        </div>
                    </div>
                    <figure class="embed-preview">
                        <figcaption class="muted">{ Message::new(text::PREVIEW_CAPTION).arg("height", i64::from(selected.height)).render(lang) }</figcaption>
                        // Out of the Tab order: the dialog's controls come first, and Tab stays in them.
                        <iframe src={src} title={Message::new(text::PREVIEW_TITLE).arg("view", label).render(lang)} data-testid="embed-preview"
                            tabindex="-1" width="600" height={selected.height.to_string()} />
                    </figure>
                </div>
            </div>
        </div>
    }
}
