//! Sample keys: toStringBinary and hex, bytes coloured by the segment that made them, lengths.

use crate::state::Shared;
use rowkey_core::sample::Compiled;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`SampleTable`].
#[derive(Properties, PartialEq)]
pub struct SampleTableProps {
    /// The compiled design (none while it has errors).
    pub compiled: Option<Shared<Compiled>>,
    /// Rows to show.
    #[prop_or(25)]
    pub rows: usize,
}

/// The sample keys table.
#[component]
pub fn SampleTable(props: &SampleTableProps) -> Html {
    let _ = props;
    html! { <section class="panel sample-keys" /> }
}
