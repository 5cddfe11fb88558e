//! The page's texts: one module per component (or group of small ones), each a
//! [`rowkey_core::catalogue!`] with ids `ui.<component>.<what>`. [`ALL`] lists every module for
//! the completeness test; add a new module to both lists.

#[cfg(test)]
use rowkey_core::i18n::Entry;

pub mod banner;
pub mod chart_frame;
pub mod common;
pub mod compare;
pub mod embed;
pub mod exports_panel;
pub mod fields_editor;
pub mod growth_panel;
pub mod header;
pub mod heatmap;
pub mod intro;
pub mod keys_panel;
pub mod keyspace_ruler;
pub mod lengths_chart;
pub mod lints_panel;
pub mod notices;
pub mod presets;
pub mod progress;
pub mod queries_panel;
pub mod reference;
pub mod regions_chart;
pub mod sample_table;
pub mod sizing_panel;
pub mod splits;
pub mod template_editor;

/// Every module's entries (for the completeness test).
#[cfg(test)]
pub const ALL: &[&[&Entry]] = &[
    banner::ENTRIES,
    chart_frame::ENTRIES,
    common::ENTRIES,
    compare::ENTRIES,
    embed::ENTRIES,
    exports_panel::ENTRIES,
    fields_editor::ENTRIES,
    growth_panel::ENTRIES,
    header::ENTRIES,
    heatmap::ENTRIES,
    intro::ENTRIES,
    keyspace_ruler::ENTRIES,
    keys_panel::ENTRIES,
    lengths_chart::ENTRIES,
    lints_panel::ENTRIES,
    notices::ENTRIES,
    presets::ENTRIES,
    progress::ENTRIES,
    queries_panel::ENTRIES,
    reference::ENTRIES,
    regions_chart::ENTRIES,
    sample_table::ENTRIES,
    sizing_panel::ENTRIES,
    splits::ENTRIES,
    template_editor::ENTRIES,
];

#[cfg(test)]
mod tests {
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn every_text_is_translated() {
        let problems = rowkey_core::i18n::check(super::ALL.iter().flat_map(|a| a.iter()).copied());
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
