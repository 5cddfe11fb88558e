//! The reference of sources and transforms: one click inserts one.
//!
//! It starts folded (a disclosure under the template) so that the first screen shows the
//! template and the results, not a catalogue; once opened it stays open on later visits.

use crate::components::lints_panel::with_code;
use crate::i18n::texts::reference as text;
use crate::i18n::{t, use_lang, Lang, Message};
use crate::services::storage;
use rowkey_core::plan::reference::{EntryKind, ReferenceEntry, REFERENCE};
use yew::prelude::*;

/// Props of [`Reference`].
#[derive(Properties, PartialEq, Clone)]
pub struct ReferenceProps {
    /// Insert this snippet at the cursor.
    pub on_insert: Callback<String>,
}

/// What `entry` does, in `lang` (the core's English where this page has no translation).
fn meaning(entry: &ReferenceEntry, lang: Lang) -> String {
    text::meaning(entry.name).map_or_else(|| entry.meaning.to_owned(), |m| t(lang, m))
}

/// Whether `entry` matches the filter text (any of its words, case-insensitive), in English or
/// in the page's language.
fn matches(entry: &ReferenceEntry, filter: &str, lang: Lang) -> bool {
    let filter = crate::case::lowercase(filter.trim());
    filter.is_empty()
        || [entry.name, entry.syntax, entry.types, entry.meaning]
            .iter()
            .any(|s| crate::case::lowercase(s).contains(&filter))
        || crate::case::lowercase(&meaning(entry, lang)).contains(&filter)
}

/// The reference.
#[component]
pub fn Reference(props: &ReferenceProps) -> Html {
    let lang = use_lang();
    let filter = use_state(String::new);
    let open = use_state(storage::load_reference_open);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            let now = e
                .target_unchecked_into::<web_sys::Element>()
                .has_attribute("open");
            if now != *open {
                storage::save_reference_open(now);
                open.set(now);
            }
        })
    };
    let oninput = {
        let filter = filter.clone();
        Callback::from(move |e: InputEvent| {
            filter.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let group = |kind: EntryKind, title: String| {
        let items: Vec<Html> = REFERENCE
            .iter()
            .filter(|e| e.kind == kind && matches(e, &filter, lang))
            .map(|e| {
                let insert = e.insert.to_string();
                let on_insert = props.on_insert.clone();
                let onclick = Callback::from(move |_: MouseEvent| on_insert.emit(insert.clone()));
                let what = meaning(e, lang);
                html! {
                    <li>
                        <button type="button" class="ref-item" data-testid={format!("ref-{}", e.name)} {onclick}
                            title={Message::new(text::INSERT_TITLE).arg("snippet", e.insert).render(lang)}
                            aria-label={Message::new(text::INSERT_LABEL).arg("syntax", e.syntax).arg("meaning", what.clone()).render(lang)}>
                            <span class="ref-head">
                                <code class="ref-syntax">{ e.syntax }</code>
                                <span class="ref-types mono">{ e.types }</span>
                            </span>
                            <span class="ref-meaning">{ with_code(&what) }</span>
                        </button>
                    </li>
                }
            })
            .collect();
        if items.is_empty() {
            return html! {};
        }
        html! {
            <div class="ref-group">
                <h3>{ title }</h3>
                <ul class="ref-list">{ for items }</ul>
            </div>
        }
    };
    let none = REFERENCE.iter().all(|e| !matches(e, &filter, lang));
    html! {
        <section class="panel reference">
            <details open={*open} {ontoggle} data-testid="reference">
                <summary data-testid="reference-toggle"><h2>{ t(lang, text::TITLE) }</h2><span class="muted summary-hint">{ t(lang, text::HINT) }</span></summary>
                <div class="ref-filter">
                    <input type="search" placeholder={t(lang, text::FILTER_PLACEHOLDER)} aria-label={t(lang, text::FILTER_LABEL)}
                        value={(*filter).clone()} {oninput} />
                </div>
                <div class="ref-body">
                    { group(EntryKind::Source, t(lang, text::SOURCES)) }
                    { group(EntryKind::Transform, t(lang, text::TRANSFORMS)) }
                    if none { <p class="muted">{ t(lang, text::NOTHING) }</p> }
                </div>
            </details>
        </section>
    }
}
