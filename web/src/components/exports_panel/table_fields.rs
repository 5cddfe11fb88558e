//! The table name and column families the exports create.

use yew::prelude::*;

/// Props of [`TableFields`].
#[derive(Properties, PartialEq)]
pub(super) struct TableFieldsProps {
    /// The table.
    pub(super) table: rowkey_core::design::Table,
    /// A new valid table.
    pub(super) on_change: Callback<rowkey_core::design::Table>,
}

/// The table name and column families the exports create. Text that is not valid (an empty
/// name, no family) stays in the box and is not sent: the design keeps its last valid table.
#[component]
pub(super) fn TableFields(props: &TableFieldsProps) -> Html {
    let name = props.table.name.clone();
    let families = props.table.families.join(", ");
    let on_name = {
        let t = props.table.clone();
        let cb = props.on_change.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let v = v.trim();
            if !v.is_empty() {
                cb.emit(rowkey_core::design::Table {
                    name: v.to_string(),
                    ..t.clone()
                });
            }
        })
    };
    let on_families = {
        let t = props.table.clone();
        let cb = props.on_change.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let families: Vec<String> = v
                .split(',')
                .map(|f| f.trim().to_string())
                .filter(|f| !f.is_empty())
                .collect();
            if !families.is_empty() {
                cb.emit(rowkey_core::design::Table {
                    families,
                    ..t.clone()
                });
            }
        })
    };
    html! {
        <div class="export-table">
            <label>{ "Table " }<input data-testid="table-name" value={name} onchange={on_name} aria-label="Table name" /></label>
            <label>{ "Families " }<input data-testid="table-families" value={families} onchange={on_families} aria-label="Column families, comma-separated" /></label>
        </div>
    }
}
