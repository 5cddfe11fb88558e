//! The root component.

use yew::prelude::*;

/// The playground.
#[component]
pub fn App() -> Html {
    html! { <main id="app"><h1>{ "RowKey Playground" }</h1></main> }
}
