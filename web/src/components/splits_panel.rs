//! The split-key generator: algorithm, regions, rows, and a box for pasted keys or shell / REST output.

use rowkey_core::analyze::Report;
use rowkey_core::design::Splits;
use std::rc::Rc;
use yew::prelude::*;

use crate::state::Banner;

/// Props of [`SplitsPanel`].
#[derive(Properties, PartialEq)]
pub struct SplitsPanelProps {
    /// The split settings.
    pub splits: Splits,
    /// The analysis (its split keys and dead regions).
    pub report: Option<Rc<Report>>,
    /// New settings.
    pub on_change: Callback<Splits>,
    /// Tell the user something (an import that failed).
    pub on_banner: Callback<Banner>,
}

/// The splits panel.
#[component]
pub fn SplitsPanel(props: &SplitsPanelProps) -> Html {
    let _ = props;
    html! { <section class="panel splits" /> }
}
