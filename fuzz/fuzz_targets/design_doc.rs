//! Any bytes as a design document (JSON, a leading BOM allowed): check, sample 5 rows, analyse
//! 200, and every export. No input may panic, abort, or pass libFuzzer's time and memory limits.
//!
//! Run from the repository root (see fuzz/README.md):
//! `cargo +nightly fuzz run design_doc fuzz/corpus/design_doc -- -dict=fuzz/design.dict -timeout=10 -rss_limit_mb=2048`

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    rowkey_core_fuzz::harness::run_bytes(data);
});
