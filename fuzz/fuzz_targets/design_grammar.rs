//! Structure-aware: the bytes are choices in the generator / transform grammar
//! (`fuzz/src/grammar.rs`), so nearly every input is a design that checks, with wide ranges,
//! extreme numbers, every transform after every source, many segments, deep nesting and absurd
//! splits; then the same pipeline as `design_doc`.
//!
//! `cargo +nightly fuzz run design_grammar -- -timeout=10 -rss_limit_mb=2048 -max_len=256`

#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core_fuzz::{grammar, harness};

/// `ROWKEY_GRAMMAR_NO_HUGE=1`: leave out the segment and column counts known to be slow, so a
/// long run looks for other problems.
fn no_huge() -> bool {
    static NO_HUGE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *NO_HUGE.get_or_init(|| std::env::var_os("ROWKEY_GRAMMAR_NO_HUGE").is_some())
}

fuzz_target!(|data: &[u8]| {
    let design = if no_huge() {
        grammar::design_without_huge_sizes(data)
    } else {
        grammar::design(data)
    };
    harness::run_text(&design);
});
