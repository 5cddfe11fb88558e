//! The preset gallery: every seed scenario as a full design, each card saying which problem it
//! shows (a tag and one line) so a new user can pick the case closest to their table.
//!
//! A modal dialog: focus moves into it when it opens, Tab cycles within it, Escape (or a click
//! outside) closes it, and focus goes back to where it was (the Presets button).

use crate::hooks::use_modal;
use crate::i18n::texts::presets as text;
use crate::i18n::{t, use_lang, Lang, Message};
use crate::presets::{Preset, Tone, PRESETS};
use rowkey_core::design::{Design, SplitAlgorithm};
use yew::prelude::*;

/// Props of [`PresetGallery`].
#[derive(Properties, PartialEq, Clone)]
pub struct PresetGalleryProps {
    /// Whether the gallery is open.
    pub open: bool,
    /// Close it.
    pub on_close: Callback<()>,
    /// Load a preset.
    pub on_load: Callback<Design>,
}

/// How the splits of a preset read on its card: `hexstring × 16`, `explicit (9 keys)`.
fn splits_label(d: &Design, lang: Lang) -> String {
    let name = d.splits.algorithm.name();
    match d.splits.algorithm {
        SplitAlgorithm::None => t(lang, text::NO_PRE_SPLIT),
        SplitAlgorithm::Explicit => Message::new(text::EXPLICIT)
            .arg("n", d.splits.keys.len())
            .render(lang),
        // The algorithm's name is HBase's or the design's, the same in every language: code.
        _ => format!("`{name}` × {}", d.splits.regions),
    }
}

/// A card's line, with `backticked` parts as code.
fn with_code(text: &str) -> Html {
    text.split('`')
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                html! { <code>{ part }</code> }
            } else {
                html! { { part } }
            }
        })
        .collect()
}

/// What the colour of a card's tag means.
fn tone_title(tone: Tone, lang: Lang) -> String {
    t(
        lang,
        match tone {
            Tone::Problem => text::TONE_PROBLEM,
            Tone::Fix => text::TONE_FIX,
            Tone::TradeOff => text::TONE_TRADE_OFF,
        },
    )
}

/// The blank design's template.
const BLANK_TEMPLATE: &str = "{id}";

/// A design to start from scratch: one field, read by the template, and nothing else.
fn blank_design() -> Design {
    let mut d = Design::new(BLANK_TEMPLATE);
    d.name = "my-design".into();
    d.fields.insert("id".into(), "seq(1, 1)".into());
    d
}

/// The gallery.
#[component]
pub fn PresetGallery(props: &PresetGalleryProps) -> Html {
    let lang = use_lang();
    let presets = use_memo((), |_| {
        PRESETS
            .iter()
            .filter_map(|p| Design::from_json(p.json).ok().map(|d| (p, d)))
            .collect::<Vec<_>>()
    });
    let modal = use_modal(
        props.open,
        "[data-testid=\"open-presets\"]",
        props.on_close.clone(),
    );
    if !props.open {
        return html! {};
    }
    let close = {
        let cb = props.on_close.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let n = presets.len();
    let cards = presets.iter().enumerate().map(|(i, (p, d))| {
        let Preset { slug, name, tag, tone, shows, .. } = **p;
        let onclick = {
            let on_load = props.on_load.clone();
            let d = d.clone();
            Callback::from(move |_: MouseEvent| on_load.emit(d.clone()))
        };
        let node = if i + 1 == n { modal.last.clone() } else { NodeRef::default() };
        html! {
            <li key={slug}>
                <button type="button" class="preset-card" data-testid={format!("preset-{slug}")} ref={node} {onclick}
                    data-tone={tone.name()}>
                    <span class="preset-head">
                        <span class="preset-name">{ t(lang, name) }</span>
                        <span class={classes!("preset-tag", tone.name())} data-testid="preset-tag"
                            title={tone_title(tone, lang)}>{ t(lang, tag) }</span>
                    </span>
                    <span class="preset-shows" data-testid="preset-shows">{ with_code(&t(lang, shows)) }</span>
                    <code class="preset-template">{ d.template.clone() }</code>
                    <span class="preset-meta">
                        <span>{ with_code(&Message::new(text::SPLITS).arg("splits", splits_label(d, lang)).render(lang)) }</span>
                        <span>{ Message::new(text::FIELDS).arg("n", d.fields.len()).render(lang) }</span>
                        <span>{ Message::new(text::ROWS).arg("rows", d.sample.count).render(lang) }</span>
                    </span>
                </button>
            </li>
        }
    });
    // A blank design: one field and its template, nothing of a preset's queries, splits,
    // sizing or data, to start one's own.
    let blank = {
        let on_load = props.on_load.clone();
        Callback::from(move |_: MouseEvent| on_load.emit(blank_design()))
    };
    html! {
        <div class="modal-backdrop" onclick={modal.backdrop_click}>
            <div class="modal preset-gallery" role="dialog" aria-modal="true" aria-labelledby="preset-title"
                data-testid="preset-gallery" onkeydown={modal.onkeydown}>
                <div class="modal-head">
                    <h2 id="preset-title">{ t(lang, text::TITLE) }</h2>
                    <span class="muted">{ t(lang, text::INTRO) }
                        <span class="preset-tag problem">{ t(lang, text::A_PROBLEM) }</span>{ " " }
                        <span class="preset-tag fix">{ t(lang, text::A_REMEDY) }</span>{ " " }
                        <span class="preset-tag trade-off">{ t(lang, text::A_TRADE_OFF) }</span>
                        { t(lang, text::INTRO_END) }</span>
                    <button type="button" class="icon-btn modal-close" ref={modal.first} onclick={close}
                        aria-label={t(lang, text::CLOSE)}>{ "×" }</button>
                </div>
                <ul class="preset-grid">
                    <li key="blank">
                        <button type="button" class="preset-card blank" data-testid="preset-blank" onclick={blank}>
                            <span class="preset-head">
                                <span class="preset-name">{ t(lang, text::BLANK) }</span>
                            </span>
                            <span class="preset-shows">{ t(lang, text::BLANK_SHOWS) }</span>
                            <code class="preset-template">{ BLANK_TEMPLATE }</code>
                        </button>
                    </li>
                    { for cards }
                </ul>
            </div>
        </div>
    }
}
