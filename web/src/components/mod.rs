//! One component per file, each with its `XxxProps`.

pub mod banner;
pub mod chart_frame;
pub mod compare;
pub mod decode_panel;
pub mod embed_dialog;
pub mod exports_panel;
pub mod fields_editor;
pub mod growth_panel;
pub mod header;
pub mod heatmap;
pub mod intro;
pub mod keys_dump;
pub mod keys_goto;
pub mod keys_list;
pub mod keys_panel;
pub mod keys_suggest;
pub mod keyspace_ruler;
pub mod lang_select;
pub mod lengths_chart;
pub mod lints_panel;
pub mod metrics_panel;
pub mod number_box;
pub mod presets;
pub mod progress;
pub mod queries_panel;
pub mod reference;
pub mod regions_chart;
pub mod sample_table;
pub mod sizing_panel;
pub mod source_switch;
pub mod splits;
pub mod template_editor;
#[cfg(test)]
mod zh_tests;
#[cfg(test)]
mod zh_tests_splits;
