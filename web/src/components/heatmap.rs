//! The region × time heatmap of writes in insertion order.

use rowkey_core::analyze::Report;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`Heatmap`].
#[derive(Properties, PartialEq)]
pub struct HeatmapProps {
    /// The analysis.
    pub report: Option<Rc<Report>>,
}

/// The heatmap.
#[component]
pub fn Heatmap(props: &HeatmapProps) -> Html {
    let _ = props;
    html! { <section class="panel chart" /> }
}
