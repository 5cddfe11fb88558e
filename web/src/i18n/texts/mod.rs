//! The page's texts: one module per component (or group of small ones), each a
//! [`rowkey_core::catalogue!`] with ids `ui.<component>.<what>`. [`ALL`] lists every module for
//! the completeness test; add a new module to both lists.

use rowkey_core::i18n::Entry;

pub mod chart_frame;
pub mod common;
pub mod growth_panel;
pub mod heatmap;
pub mod keys_panel;
pub mod lengths_chart;
pub mod lints_panel;
pub mod regions_chart;

/// Every module's entries.
pub const ALL: &[&[&Entry]] = &[
    common::ENTRIES,
    chart_frame::ENTRIES,
    regions_chart::ENTRIES,
    heatmap::ENTRIES,
    lengths_chart::ENTRIES,
    lints_panel::ENTRIES,
    keys_panel::ENTRIES,
    growth_panel::ENTRIES,
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
