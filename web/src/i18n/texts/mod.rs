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
pub mod growth_panel;
pub mod header;
pub mod heatmap;
pub mod intro;
pub mod keys_panel;
pub mod lengths_chart;
pub mod lints_panel;
pub mod notices;
pub mod presets;
pub mod progress;
pub mod reference;
pub mod regions_chart;

/// Every module's entries (for the completeness test).
#[cfg(test)]
pub const ALL: &[&[&Entry]] = &[
    banner::ENTRIES,
    chart_frame::ENTRIES,
    common::ENTRIES,
    compare::ENTRIES,
    embed::ENTRIES,
    exports_panel::ENTRIES,
    growth_panel::ENTRIES,
    header::ENTRIES,
    heatmap::ENTRIES,
    intro::ENTRIES,
    keys_panel::ENTRIES,
    lengths_chart::ENTRIES,
    lints_panel::ENTRIES,
    notices::ENTRIES,
    presets::ENTRIES,
    progress::ENTRIES,
    reference::ENTRIES,
    regions_chart::ENTRIES,
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
