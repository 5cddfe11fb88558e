//! The lints, each linking to its segment in the editor.

use rowkey_core::analyze::lint::Lint;
use rowkey_core::Span;
use yew::prelude::*;

/// Props of [`LintsPanel`].
#[derive(Properties, PartialEq)]
pub struct LintsPanelProps {
    /// The lints.
    pub lints: Vec<Lint>,
    /// Highlight a span in the editor.
    pub on_focus: Callback<Span>,
}

/// The lints panel.
#[component]
pub fn LintsPanel(props: &LintsPanelProps) -> Html {
    let _ = props;
    html! { <section class="panel lints" /> }
}
