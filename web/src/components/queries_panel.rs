//! The queries: edit them, and see the scans each needs with their start/stop rows.

use rowkey_core::analyze::query::QueryReport;
use rowkey_core::design::Query;
use yew::prelude::*;

/// Props of [`QueriesPanel`].
#[derive(Properties, PartialEq)]
pub struct QueriesPanelProps {
    /// The design's queries.
    pub queries: Vec<Query>,
    /// What each needs (from the latest analysis).
    pub reports: Vec<QueryReport>,
    /// The template's fields (what a query can bind).
    pub fields: Vec<String>,
    /// New queries.
    pub on_change: Callback<Vec<Query>>,
}

/// The queries panel.
#[component]
pub fn QueriesPanel(props: &QueriesPanelProps) -> Html {
    let _ = props;
    html! { <section class="panel queries" /> }
}
