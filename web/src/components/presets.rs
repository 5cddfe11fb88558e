//! The preset gallery: every seed scenario as a full design, each card saying which problem it
//! shows (a tag and one line) so a new user can pick the case closest to their table.
//!
//! A modal dialog: focus moves into it when it opens, Tab cycles within it, Escape (or a click
//! outside) closes it, and focus goes back to where it was (the Presets button).

use crate::format::fmt_int;
use crate::hooks::use_modal;
use crate::presets::{Preset, Tone, PRESETS};
use rowkey_core::design::{Design, SplitAlgorithm};
use yew::prelude::*;

/// Props of [`PresetGallery`].
#[derive(Properties, PartialEq)]
pub struct PresetGalleryProps {
    /// Whether the gallery is open.
    pub open: bool,
    /// Close it.
    pub on_close: Callback<()>,
    /// Load a preset.
    pub on_load: Callback<Design>,
}

/// How the splits of a preset read on its card: `hexstring × 16`, `explicit (9 keys)`.
fn splits_label(d: &Design) -> String {
    let name = d.splits.algorithm.name();
    match d.splits.algorithm {
        SplitAlgorithm::None => "no pre-split".into(),
        SplitAlgorithm::Explicit => format!("explicit ({} keys)", d.splits.keys.len()),
        _ => format!("{name} × {}", d.splits.regions),
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
fn tone_title(tone: Tone) -> &'static str {
    match tone {
        Tone::Problem => "Shows a problem to recognise",
        Tone::Fix => "Shows a remedy",
        Tone::TradeOff => "A remedy with a cost",
    }
}

/// The gallery.
#[component]
pub fn PresetGallery(props: &PresetGalleryProps) -> Html {
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
        let Preset { slug, tag, tone, shows, .. } = **p;
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
                        <span class="preset-name">{ d.name.clone() }</span>
                        <span class={classes!("preset-tag", tone.name())} data-testid="preset-tag"
                            title={tone_title(tone)}>{ tag }</span>
                    </span>
                    <span class="preset-shows" data-testid="preset-shows">{ with_code(shows) }</span>
                    <code class="preset-template">{ d.template.clone() }</code>
                    <span class="preset-meta">
                        <span>{ format!("splits: {}", splits_label(d)) }</span>
                        <span>{ match d.fields.len() { 1 => "1 field".to_string(), n => format!("{n} fields") } }</span>
                        <span>{ format!("{} rows", fmt_int(d.sample.count)) }</span>
                    </span>
                </button>
            </li>
        }
    });
    html! {
        <div class="modal-backdrop" onclick={modal.backdrop_click}>
            <div class="modal preset-gallery" role="dialog" aria-modal="true" aria-labelledby="preset-title"
                data-testid="preset-gallery" onkeydown={modal.onkeydown}>
                <div class="modal-head">
                    <h2 id="preset-title">{ "Presets" }</h2>
                    <span class="muted">{ "The scenarios of the seed articles, each a complete design; the tag says what it shows: " }
                        <span class="preset-tag problem">{ "a problem" }</span>{ " " }
                        <span class="preset-tag fix">{ "a remedy" }</span>{ " " }
                        <span class="preset-tag trade-off">{ "a remedy with a cost" }</span>
                        { ". Loading one replaces the current design." }</span>
                    <button type="button" class="icon-btn modal-close" ref={modal.first} onclick={close}
                        aria-label="Close presets">{ "×" }</button>
                </div>
                <ul class="preset-grid">{ for cards }</ul>
            </div>
        </div>
    }
}
