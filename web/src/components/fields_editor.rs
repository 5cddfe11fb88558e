//! The fields: each field's generator (validated), sample count and seed, pasted CSV.

use indexmap::IndexMap;
use rowkey_core::design::{DesignError, Sample};
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`FieldsEditor`].
#[derive(Properties, PartialEq)]
pub struct FieldsEditorProps {
    /// Field name → generator expression.
    pub fields: IndexMap<String, String>,
    /// Fields the template reads (in template order).
    pub template_fields: Vec<String>,
    /// Design errors (those under `fields.*`, `sample.*`, `data` belong here).
    pub errors: Rc<Vec<DesignError>>,
    /// Sample count and seed.
    pub sample: Sample,
    /// Pasted CSV data.
    pub data: Option<String>,
    /// Set a field's generator (adds the field if new).
    pub on_set: Callback<(String, String)>,
    /// Rename a field.
    pub on_rename: Callback<(String, String)>,
    /// Remove a field.
    pub on_remove: Callback<String>,
    /// Sample count and seed.
    pub on_sample: Callback<Sample>,
    /// Pasted CSV data.
    pub on_data: Callback<Option<String>>,
}

/// The fields editor.
#[component]
pub fn FieldsEditor(props: &FieldsEditorProps) -> Html {
    let _ = props;
    html! { <section class="panel fields" /> }
}
