//! One design document through everything a user can do with it: read (BOM-tolerant), check,
//! sample a few rows, analyse a small sample, and every export. Shared by the cargo-fuzz targets
//! and by `crates/rowkey-core/tests/all/fuzz_corpus.rs`, which replays the seed corpus in
//! `cargo test` (that file includes this one with `#[path]`, so it may use nothing but
//! `rowkey-core` and std).
//!
//! Errors are fine: any `Err` is an answer. What must never happen is a panic, an abort (stack
//! overflow, allocation failure) or a blow-up in time or memory; libFuzzer's `-timeout` and
//! `-rss_limit_mb` catch the last two, the test's watchdog the first.

use rowkey_core::analyze::{analyze, sampled_split_keys, AnalyzeOptions};
use rowkey_core::design::Design;
use rowkey_core::exchange;
use rowkey_core::link;
use rowkey_core::sample::Compiled;

/// The sample size every step uses: enough to reach every code path of the analysis (quantile
/// splits, heatmap windows, collisions) while keeping one input well under a second.
pub const SMALL_COUNT: u64 = 200;

/// Keys printed by `sample`.
pub const SAMPLE_ROWS: u64 = 5;

/// What became of one input, for the replay test to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Not UTF-8, or not a design document: refused with an error.
    NotADesign,
    /// A design that does not check (template, generators, splits…): refused with errors.
    Refused,
    /// Checked; every step ran, each to a result or an error.
    Ran,
}

/// Run `bytes` as a design document through every step. Panics only where the product does.
pub fn run_bytes(bytes: &[u8]) -> Outcome {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Outcome::NotADesign;
    };
    run_text(text)
}

/// [`run_bytes`] for text.
pub fn run_text(text: &str) -> Outcome {
    // A file saved by a Windows editor starts with a BOM; the design is the same.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let Ok(mut design) = Design::from_json(text) else {
        return Outcome::NotADesign;
    };
    // The design's own count can be 10 million; the paths taken do not depend on it.
    design.sample.count = design.sample.count.clamp(1, SMALL_COUNT);
    run_design(&design)
}

/// A parsed design through check, sample, analyse and every export.
pub fn run_design(design: &Design) -> Outcome {
    // A share link carries the same design: it must come back unchanged (or, for a design
    // too large for a link, be refused with an error).
    let fragment = link::encode(design);
    if let Ok(back) = link::decode(&fragment) {
        assert_eq!(
            &back, design,
            "the share link {fragment} changes the design"
        );
    }
    let Ok(compiled) = Compiled::new(design) else {
        return Outcome::Refused;
    };

    // `rowkey sample --count 5`.
    let mut sampler = compiled.sampler().with_count(SAMPLE_ROWS);
    let mut key = Vec::new();
    while let Some(r) = sampler.next_into(&mut key) {
        if r.is_err() {
            break;
        }
    }

    // `rowkey analyze --count 200`, on one thread so that a run is reproducible.
    let mut opts = AnalyzeOptions::for_design(&compiled);
    opts.run.count = SMALL_COUNT;
    opts.run.threads = 1;
    let _ = analyze(&compiled, opts);
    // The playground's way: splits that cannot be made leave one region and a lint.
    opts.strict_splits = false;
    let _ = analyze(&compiled, opts);

    // `rowkey export --to design`: every member written, and it reads back as the same design.
    let exported = exchange::export_design(design);
    let back = Design::from_json(&exported)
        .unwrap_or_else(|e| panic!("export --to design wrote {exported:?}, which fails: {e:?}"));
    assert_eq!(&back, design, "export --to design changes the design");

    // `rowkey export --to csv` and `sample --format csv`.
    let _ = exchange::export_csv(&compiled, SAMPLE_ROWS);

    // `rowkey export --to shell | splits-file | java | phoenix`, with the keys the CLI uses.
    if let Some(keys) = export_keys(&compiled) {
        let _ = exchange::export_shell(design, &keys);
        let _ = exchange::export_splits_file(&keys);
        let _ = exchange::export_java(design, &keys);
        let _ = exchange::export_phoenix(design, &keys, None);
    }
    Outcome::Ran
}

/// The split keys as `rowkey export` makes them (`quantile` from the bounded sample).
fn export_keys(compiled: &Compiled) -> Option<Vec<Vec<u8>>> {
    sampled_split_keys(compiled, compiled.design().sample.count)
        .ok()
        .map(|s| s.keys)
}
