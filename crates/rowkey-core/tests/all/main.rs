//! The core's integration tests, in one binary so that the core is linked once, not once per
//! file. `cargo test -p rowkey-core --test all -- layers::` runs one module's tests.

/// The fuzz grammar, shared by the corpus replay and the decode properties.
#[path = "../../../../fuzz/src/grammar.rs"]
#[allow(dead_code)]
mod grammar;

mod batch_keys;
mod catalogued_sources;
mod compact_report;
mod compare_simulate_zh;
mod decode_props;
mod errors_zh;
mod fuzz_corpus;
mod gen_golden;
mod gen_props;
mod java_props;
mod layers;
mod links;
mod page_areas;
mod quantile_bytes;
mod region_bytes;
mod region_metrics;
mod report_notes_zh;
mod shard_tops;
mod shards;
mod template_props;
mod top_values;
mod unicode_links;
mod vectors;
