//! The preset gallery: every seed scenario as a full design.

use rowkey_core::design::Design;
use yew::prelude::*;

/// Props of [`PresetGallery`].
#[derive(Properties, PartialEq)]
pub struct PresetGalleryProps {
    /// Whether the gallery is open.
    pub open: bool,
    /// Close it.
    pub on_close: Callback<()>,
    /// Load a preset.
    pub on_load: Callback<Design>,
}

/// The gallery.
#[component]
pub fn PresetGallery(props: &PresetGalleryProps) -> Html {
    let _ = props;
    html! {}
}
