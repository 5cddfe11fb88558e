//! Exports: shell create, SPLITS_FILE, Java, Phoenix DDL, design JSON, sample CSV; copy or download.

use crate::state::Shared;
use rowkey_core::analyze::Report;
use rowkey_core::design::Design;
use rowkey_core::sample::Compiled;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`ExportsPanel`].
#[derive(Properties, PartialEq)]
pub struct ExportsPanelProps {
    /// The design.
    pub design: Design,
    /// The compiled design.
    pub compiled: Option<Shared<Compiled>>,
    /// The analysis (its split keys).
    pub report: Option<Rc<Report>>,
}

/// The exports panel.
#[component]
pub fn ExportsPanel(props: &ExportsPanelProps) -> Html {
    let _ = props;
    html! { <section class="panel exports" /> }
}
