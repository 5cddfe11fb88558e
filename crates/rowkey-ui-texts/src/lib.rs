//! The page's texts: one module per component (or group of small ones), each a
//! [`rowkey_core::catalogue!`] with ids `ui.<component>.<what>`. [`ALL`] lists every module (the
//! completeness test, the site's Chinese texts file); add a new module to both lists.
//!
//! A crate of their own, next to the page (`web/`), so that the site's `lang/zh-CN.json`, which
//! the page loads before it renders in Chinese, is generated from them natively
//! ([`zh_cn_json`], `cargo xtask texts`) and checked against the catalogues by a test.
//!
//! ```
//! use rowkey_core::i18n::{Lang, Message};
//! assert_eq!(Message::new(rowkey_ui_texts::header::SHARE).render(Lang::En), "Share");
//! ```

use rowkey_core::i18n::catalogue::AREAS;
use rowkey_core::i18n::Entry;
use std::collections::BTreeMap;

pub mod banner;
pub mod chart_frame;
pub mod common;
pub mod compare;
pub mod decode_panel;
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
pub mod metrics_panel;
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

/// Every module's entries (the completeness test, the Chinese texts file), and the core's
/// meanings of each source and transform, which the page's reference shows.
pub const ALL: &[&[&Entry]] = &[
    banner::ENTRIES,
    chart_frame::ENTRIES,
    common::ENTRIES,
    compare::ENTRIES,
    decode_panel::ENTRIES,
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
    metrics_panel::ENTRIES,
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
    rowkey_core::plan::reference::meanings::ENTRIES,
];

/// Where the site keeps the Chinese texts file, from the workspace's root (Trunk copies `www/lang`
/// into the site).
pub const ZH_CN_FILE: &str = "www/lang/zh-CN.json";

/// The site's Chinese texts file: every entry of the core and of the page, id → Simplified
/// Chinese text, sorted by id, one per line. Empty texts when the core is built without its
/// `zh-texts` feature (they are not compiled in): generate it from a build with them (xtask).
///
/// ```
/// let json = rowkey_ui_texts::zh_cn_json();
/// assert!(json.contains(r#""ui.header.share": "分享""#));
/// ```
pub fn zh_cn_json() -> String {
    let table: BTreeMap<&str, &str> = AREAS
        .iter()
        .chain(ALL)
        .flat_map(|a| a.iter())
        .map(|e| (e.id, e.zh))
        .collect();
    let mut json = serde_json::to_string_pretty(&table).unwrap_or_default();
    json.push('\n');
    json
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_text_is_translated() {
        let problems = rowkey_core::i18n::check(super::ALL.iter().flat_map(|a| a.iter()).copied());
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn the_sites_chinese_texts_file_is_the_catalogues() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/lang/zh-CN.json");
        let file = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            file == super::zh_cn_json(),
            "{} is not the catalogues' Chinese texts: run `cargo xtask texts`",
            super::ZH_CN_FILE
        );
    }
}
