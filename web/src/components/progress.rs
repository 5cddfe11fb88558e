//! The analysis progress indicator.

use crate::state::Analysis;
use yew::prelude::*;

/// Props of [`ProgressView`].
#[derive(Properties, PartialEq)]
pub struct ProgressProps {
    /// The worker's state.
    pub analysis: Analysis,
}

/// The progress indicator.
#[component]
pub fn ProgressView(props: &ProgressProps) -> Html {
    let _ = props;
    html! {}
}
