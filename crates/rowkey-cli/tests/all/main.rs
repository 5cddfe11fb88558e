//! The `rowkey` command's integration tests, in one binary so that the CLI and the core are
//! linked once, not once per file. `cargo test -p rowkey-cli --test all -- keys::` runs one
//! module's tests.

mod cli;
mod common;
mod compare;
mod decode;
mod hostile_designs;
mod key_dumps;
mod keys;
mod lang;
mod lang_text;
mod numbers;
mod region_bytes;
mod region_metrics;
mod simulate;
mod size;
mod top_values;
mod unicode_fields;
