//! The analysis benchmark of the analysis issue: 10 million keys of
//! `{concat("user", n) | md5 | hex | left(4)}_{concat("user", n)}` (`n = seq(0, 1)`) over 1024
//! HexStringSplit regions `0000`..`ffff`: generate, encode, assign regions, count, heatmap.
//!
//! Run with `cargo bench -p rowkey-core --bench analyze`. Peak memory is measured separately
//! (`/usr/bin/time -v rowkey analyze ...`), see the README.

use divan::Bencher;
use rowkey_core::analyze::{analyze, AnalyzeOptions};
use rowkey_core::design::{Design, SplitAlgorithm};
use rowkey_core::sample::Compiled;

fn main() {
    divan::main();
}

fn design(count: u64) -> Compiled {
    let mut d = Design::new("{concat(\"user\", n) | md5 | hex | left(4)}_{concat(\"user\", n)}");
    d.fields.insert("n".into(), "seq(0, 1)".into());
    d.splits.algorithm = SplitAlgorithm::HexString;
    d.splits.regions = 1024;
    d.splits.first = Some("0000".into());
    d.splits.last = Some("ffff".into());
    d.sample.count = count;
    Compiled::new(&d).expect("the benchmark design is valid")
}

#[divan::bench(sample_count = 3, sample_size = 1)]
fn analyze_10m_md5_1024_regions(bencher: Bencher<'_, '_>) {
    let c = design(10_000_000);
    bencher.bench_local(|| {
        let report = analyze(&c, AnalyzeOptions::for_design(&c)).expect("analyzes");
        divan::black_box(report.stats.keys)
    });
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn analyze_1m_md5_one_thread(bencher: Bencher<'_, '_>) {
    let c = design(1_000_000);
    bencher.bench_local(|| {
        let mut opts = AnalyzeOptions::for_design(&c);
        opts.run.threads = 1;
        divan::black_box(analyze(&c, opts).expect("analyzes").stats.keys)
    });
}

/// The e-commerce preset at `count` keys, sized by a row-size field outside the key
/// (`analyze --top 3` of a sized design: top values and bytes counted in the same pass).
fn sized_preset(count: u64) -> Compiled {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../presets/ecommerce-orders.json"
    );
    let text = std::fs::read_to_string(path).expect("the preset is in the repository");
    let mut d = Design::from_json(&text).expect("the preset parses");
    d.fields
        .insert("payload_len".into(), "zipf(4000, 1.1)".into());
    d.sizing = Some(
        serde_json::from_str(
            r#"{"rows": 100000000, "row_bytes": 300, "row_bytes_field": "payload_len"}"#,
        )
        .expect("the sizing parses"),
    );
    d.sample.count = count;
    Compiled::new(&d).expect("the benchmark design is valid")
}

/// `analyze --top 3` of the sized preset, 1 million keys, on 1 or 2 threads.
#[divan::bench(sample_count = 3, sample_size = 1, args = [1, 2])]
fn analyze_1m_sized_top3(bencher: Bencher<'_, '_>, threads: usize) {
    let c = sized_preset(1_000_000);
    let mut opts = AnalyzeOptions::for_design(&c);
    opts.run.threads = threads;
    opts.top = Some(3);
    opts.bytes = true;
    bencher.bench_local(|| {
        let report = analyze(&c, opts).expect("analyzes");
        divan::black_box(report.bytes.expect("weighed").total)
    });
}
