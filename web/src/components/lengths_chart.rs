//! Key length distribution and the memory estimate for a row count you type.

use rowkey_core::analyze::Report;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`LengthsChart`].
#[derive(Properties, PartialEq)]
pub struct LengthsChartProps {
    /// The analysis.
    pub report: Option<Rc<Report>>,
}

/// The key-length chart.
#[component]
pub fn LengthsChart(props: &LengthsChartProps) -> Html {
    let _ = props;
    html! { <section class="panel chart" /> }
}
