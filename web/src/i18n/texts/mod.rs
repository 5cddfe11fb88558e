//! The page's texts: one module per component (or group of small ones), each a
//! [`rowkey_core::catalogue!`] with ids `ui.<component>.<what>`. [`ALL`] lists every module for
//! the completeness test; add a new module to both lists.

#[cfg(test)]
use rowkey_core::i18n::Entry;

pub mod banner;
pub mod common;
pub mod embed;
pub mod header;
pub mod intro;
pub mod presets;
pub mod progress;
pub mod reference;

/// Every module's entries (for the completeness test).
#[cfg(test)]
pub const ALL: &[&[&Entry]] = &[
    common::ENTRIES,
    banner::ENTRIES,
    embed::ENTRIES,
    header::ENTRIES,
    intro::ENTRIES,
    presets::ENTRIES,
    progress::ENTRIES,
    reference::ENTRIES,
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
