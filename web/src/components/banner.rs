//! A dismissible message across the top (a link that could not be read, an import that failed).

use crate::state::Banner;
use yew::prelude::*;

/// Props of [`BannerView`].
#[derive(Properties, PartialEq)]
pub struct BannerProps {
    /// The message, if any.
    pub banner: Option<Banner>,
    /// Hide it.
    pub on_dismiss: Callback<()>,
}

/// The banner.
#[component]
pub fn BannerView(props: &BannerProps) -> Html {
    match &props.banner {
        Some(b) => html! { <div class="banner" role="alert">{ b.message.clone() }</div> },
        None => html! {},
    }
}
