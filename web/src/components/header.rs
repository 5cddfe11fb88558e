//! The top bar: design name, presets, share, iframe snippet, theme.

use crate::state::{Analysis, Theme};
use yew::prelude::*;

/// Props of [`Header`].
#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    /// The design's name.
    pub name: AttrValue,
    /// The theme.
    pub theme: Theme,
    /// The worker's state.
    pub analysis: Analysis,
    /// Milliseconds the last analysis took.
    pub analysis_ms: Option<f64>,
    /// Rename the design.
    pub on_rename: Callback<String>,
    /// Cycle the theme.
    pub on_theme: Callback<()>,
    /// Share: put the design in the URL (new history entry) and copy the link.
    pub on_share: Callback<()>,
    /// Copy the iframe snippet.
    pub on_copy_iframe: Callback<()>,
    /// Open the preset gallery.
    pub on_presets: Callback<()>,
}

/// The top bar.
#[component]
pub fn Header(props: &HeaderProps) -> Html {
    html! { <header class="topbar"><h1>{ props.name.clone() }</h1></header> }
}
