//! A chart's frame: title, SVG and PNG export, and the text equivalent for screen readers.

use yew::prelude::*;
/// Props of [`ChartFrame`].
#[derive(Properties, PartialEq)]
pub struct ChartFrameProps {
    /// The title.
    pub title: AttrValue,
    /// The id of the chart's `<svg>` (for export).
    pub svg_id: AttrValue,
    /// File name stem for exports.
    pub file: AttrValue,
    /// The chart.
    pub children: Html,
    /// The same figures as text (a table or list), for screen readers.
    #[prop_or_default]
    pub text: Html,
}

/// A chart frame.
#[component]
pub fn ChartFrame(props: &ChartFrameProps) -> Html {
    html! { <section class="panel chart"><h2>{ props.title.clone() }</h2>{ props.children.clone() }</section> }
}
