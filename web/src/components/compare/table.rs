//! The differences between A's and B's reports, one row each, the better value marked.

use crate::components::lints_panel::with_code;
use crate::i18n::texts::compare as text;
use crate::i18n::{t, use_lang};
use rowkey_core::compare::{Better, Comparison};
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`DifferencesTable`].
#[derive(Properties, PartialEq, Clone)]
pub struct DifferencesTableProps {
    /// The comparison of the two current reports.
    pub comparison: Rc<Comparison>,
}

/// The differences table.
#[component]
pub fn DifferencesTable(props: &DifferencesTableProps) -> Html {
    let lang = use_lang();
    let diffs = &props.comparison.differences;
    if diffs.is_empty() {
        return html! { <p class="muted" data-testid="compare-none">{ t(lang, text::NONE) }</p> };
    }
    let cell = |value: &str, better: bool| {
        if better {
            html! {
                <td class="better" data-better="true" title={t(lang, text::BETTER_TITLE)}>
                    <span aria-hidden="true">{ "✓ " }</span>{ value.to_string() }
                </td>
            }
        } else {
            html! { <td>{ value.to_string() }</td> }
        }
    };
    let rows = diffs.iter().map(|d| {
        let better = match d.better {
            Better::A => "a",
            Better::B => "b",
            Better::Neither => "neither",
        };
        html! {
            <tr data-testid="compare-row" data-aspect={d.aspect.clone()} data-better={better}>
                <th scope="row">{ with_code(&d.label) }</th>
                { cell(&d.a_text, d.better == Better::A) }
                { cell(&d.b_text, d.better == Better::B) }
                <td class="muted">{ d.why.clone() }</td>
            </tr>
        }
    });
    html! {
        <table class="compare-table" data-testid="compare-table">
            <caption>{ t(lang, text::CAPTION) }</caption>
            <thead>
                <tr>
                    <th scope="col">{ t(lang, text::ASPECT) }</th>
                    <th scope="col">{ "A" }</th>
                    <th scope="col">{ "B" }</th>
                    <th scope="col">{ t(lang, text::WHY) }</th>
                </tr>
            </thead>
            <tbody>{ for rows }</tbody>
        </table>
    }
}
