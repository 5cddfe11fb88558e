//! The reference of sources and transforms: one click inserts one.

use yew::prelude::*;
/// Props of [`Reference`].
#[derive(Properties, PartialEq)]
pub struct ReferenceProps {
    /// Insert this snippet at the cursor.
    pub on_insert: Callback<String>,
}

/// The reference.
#[component]
pub fn Reference(props: &ReferenceProps) -> Html {
    let _ = props;
    html! { <section class="panel reference" /> }
}
