//! Keys per region, observed against expected, dead regions marked, the verdict and statistics.

use rowkey_core::analyze::Report;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`RegionsChart`].
#[derive(Properties, PartialEq)]
pub struct RegionsChartProps {
    /// The analysis.
    pub report: Option<Rc<Report>>,
    /// Switch the splits to `auto`.
    pub on_auto: Callback<()>,
    /// Compact (embedded).
    #[prop_or_default]
    pub compact: bool,
}

/// The regions chart.
#[component]
pub fn RegionsChart(props: &RegionsChartProps) -> Html {
    let _ = props;
    html! { <section class="panel chart" /> }
}
