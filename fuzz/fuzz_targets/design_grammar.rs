//! Structure-aware: the bytes are choices in the generator / transform grammar
//! (`fuzz/src/grammar.rs`), so nearly every input is a design that checks, with wide ranges,
//! extreme numbers, every transform after every source, many segments, deep nesting and absurd
//! splits; then the same pipeline as `design_doc`.
//!
//! `cargo +nightly fuzz run design_grammar -- -timeout=10 -rss_limit_mb=2048 -max_len=256`

#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core_fuzz::{grammar, harness};

fuzz_target!(|data: &[u8]| {
    harness::run_text(&grammar::design(data));
});
