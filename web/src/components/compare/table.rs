//! The differences between A's and B's reports, one row each, the better value marked.

use rowkey_core::compare::{Better, Comparison};
use std::rc::Rc;
use yew::prelude::*;

/// Every user-visible string of the table.
mod text {
    pub const CAPTION: &str = "Where A and B differ";
    pub const ASPECT: &str = "Aspect";
    pub const A: &str = "A";
    pub const B: &str = "B";
    pub const WHY: &str = "Why";
    pub const BETTER_MARK: &str = "✓ ";
    pub const BETTER_TITLE: &str = "the better value";
    pub const NONE: &str = "No differences: the two designs' reports read the same.";
}

/// Props of [`DifferencesTable`].
#[derive(Properties, PartialEq, Clone)]
pub struct DifferencesTableProps {
    /// The comparison of the two current reports.
    pub comparison: Rc<Comparison>,
}

/// The differences table.
#[component]
pub fn DifferencesTable(props: &DifferencesTableProps) -> Html {
    let diffs = &props.comparison.differences;
    if diffs.is_empty() {
        return html! { <p class="muted" data-testid="compare-none">{ text::NONE }</p> };
    }
    let cell = |value: &str, better: bool| {
        if better {
            html! {
                <td class="better" data-better="true" title={text::BETTER_TITLE}>
                    <span aria-hidden="true">{ text::BETTER_MARK }</span>{ value.to_string() }
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
                <th scope="row">{ d.label.clone() }</th>
                { cell(&d.a_text, d.better == Better::A) }
                { cell(&d.b_text, d.better == Better::B) }
                <td class="muted">{ d.why.clone() }</td>
            </tr>
        }
    });
    html! {
        <table class="compare-table" data-testid="compare-table">
            <caption>{ text::CAPTION }</caption>
            <thead>
                <tr>
                    <th scope="col">{ text::ASPECT }</th>
                    <th scope="col">{ text::A }</th>
                    <th scope="col">{ text::B }</th>
                    <th scope="col">{ text::WHY }</th>
                </tr>
            </thead>
            <tbody>{ for rows }</tbody>
        </table>
    }
}
