//! The reference of sources and transforms: one click inserts one.

use rowkey_core::plan::catalog::{CatalogEntry, EntryKind, CATALOG};
use yew::prelude::*;

/// Props of [`Reference`].
#[derive(Properties, PartialEq)]
pub struct ReferenceProps {
    /// Insert this snippet at the cursor.
    pub on_insert: Callback<String>,
}

/// Whether `entry` matches the filter text (any of its words, case-insensitive).
fn matches(entry: &CatalogEntry, filter: &str) -> bool {
    let filter = filter.trim().to_lowercase();
    filter.is_empty()
        || [entry.name, entry.syntax, entry.types, entry.meaning]
            .iter()
            .any(|s| s.to_lowercase().contains(&filter))
}

/// Whether the window is wide enough for the reference to start open.
fn wide_screen() -> bool {
    web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|w| w.as_f64())
        .is_some_and(|w| w >= 1200.0)
}

/// The reference.
#[component]
pub fn Reference(props: &ReferenceProps) -> Html {
    let filter = use_state(String::new);
    // Decided once: a narrow screen starts with the reference folded away.
    let open_at_start = use_memo((), |_| wide_screen());
    let oninput = {
        let filter = filter.clone();
        Callback::from(move |e: InputEvent| {
            filter.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let group = |kind: EntryKind, title: &str| {
        let items: Vec<Html> = CATALOG
            .iter()
            .filter(|e| e.kind == kind && matches(e, &filter))
            .map(|e| {
                let insert = e.insert.to_string();
                let on_insert = props.on_insert.clone();
                let onclick = Callback::from(move |_: MouseEvent| on_insert.emit(insert.clone()));
                html! {
                    <li>
                        <button type="button" class="ref-item" data-testid={format!("ref-{}", e.name)} {onclick}
                            title={format!("Insert {}", e.insert)}
                            aria-label={format!("Insert {}: {}", e.syntax, e.meaning)}>
                            <span class="ref-head">
                                <code class="ref-syntax">{ e.syntax }</code>
                                <span class="ref-types mono">{ e.types }</span>
                            </span>
                            <span class="ref-meaning">{ e.meaning }</span>
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
    let none = CATALOG.iter().all(|e| !matches(e, &filter));
    html! {
        <section class="panel reference">
            <details open={*open_at_start}>
                <summary><h2>{ "Reference" }</h2><span class="muted summary-hint">{ "sources and transforms: click one to insert it" }</span></summary>
                <div class="ref-filter">
                    <input type="search" placeholder="Filter: hash, int, pad…" aria-label="Filter the reference"
                        value={(*filter).clone()} {oninput} />
                </div>
                <div class="ref-body">
                    { group(EntryKind::Source, "Sources") }
                    { group(EntryKind::Transform, "Transforms") }
                    if none { <p class="muted">{ "Nothing matches." }</p> }
                </div>
            </details>
        </section>
    }
}
