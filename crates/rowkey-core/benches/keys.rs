//! Reading and analysing a key dump: 3 million keys of
//! `{md5 | hex | left(4)}_user{n}` as toStringBinary lines (the `binary` format) and as raw
//! lines, pushed in 1 MiB chunks as `rowkey analyze --keys` reads a file, over 1024
//! HexStringSplit regions: parse, region, lengths, heatmap, identical keys.
//!
//! Run with `cargo bench -p rowkey-core --bench keys`; divan prints keys per second (one core).

use divan::counter::ItemsCount;
use divan::Bencher;
use rowkey_core::analyze::AnalyzeOptions;
use rowkey_core::design::{Design, SplitAlgorithm};
use rowkey_core::keys::{KeyFormat, KeysAnalysis};
use rowkey_core::sample::Compiled;

fn main() {
    divan::main();
}

const KEYS: u64 = 3_000_000;

fn design() -> Compiled {
    let mut d = Design::new("{concat(\"user\", n) | md5 | hex | left(4)}_{concat(\"user\", n)}");
    d.fields.insert("n".into(), "seq(0, 1)".into());
    d.splits.algorithm = SplitAlgorithm::HexString;
    d.splits.regions = 1024;
    d.splits.first = Some("0000".into());
    d.splits.last = Some("ffff".into());
    Compiled::new(&d).expect("the benchmark design is valid")
}

/// The design's first [`KEYS`] sample keys as a key dump, one per line; every 16th key gets a
/// binary byte so that the binary format decodes escapes too.
fn dump(c: &Compiled) -> Vec<u8> {
    let mut out = Vec::with_capacity(KEYS as usize * 16);
    let mut sampler = c.sampler().with_count(KEYS);
    let mut key = Vec::new();
    let mut i = 0u64;
    while let Some(r) = sampler.next_into(&mut key) {
        r.expect("samples");
        if i.is_multiple_of(16) {
            key.push(0xff);
        }
        out.extend_from_slice(rowkey_core::hbase::to_string_binary(&key).as_bytes());
        out.push(b'\n');
        i += 1;
    }
    out
}

fn run(c: &Compiled, format: KeyFormat, bytes: &[u8]) -> u64 {
    let mut opts = AnalyzeOptions::for_design(c);
    opts.run.threads = 1;
    let mut a = KeysAnalysis::new(c.clone(), format, opts, false).expect("prepares");
    for chunk in bytes.chunks(1 << 20) {
        a.push(chunk).expect("parses");
    }
    a.finish().expect("reports").keys_read.unwrap_or(0)
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn analyze_3m_binary_keys_1024_regions(bencher: Bencher<'_, '_>) {
    let c = design();
    let bytes = dump(&c);
    bencher
        .counter(ItemsCount::new(KEYS))
        .bench_local(|| divan::black_box(run(&c, KeyFormat::Binary, &bytes)));
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn analyze_3m_raw_lines_1024_regions(bencher: Bencher<'_, '_>) {
    let c = design();
    let bytes = dump(&c);
    bencher
        .counter(ItemsCount::new(KEYS))
        .bench_local(|| divan::black_box(run(&c, KeyFormat::Lines, &bytes)));
}

/// What an analysis costs without keys (splits, keyspace, lints, queries): the part of the
/// figures above that does not grow with the file.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn analyze_no_keys_1024_regions(bencher: Bencher<'_, '_>) {
    let c = design();
    bencher.bench_local(|| divan::black_box(run(&c, KeyFormat::Binary, b"")));
}

/// Parsing alone: the binary format's keys decoded and dropped.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn parse_3m_binary_keys(bencher: Bencher<'_, '_>) {
    let c = design();
    let bytes = dump(&c);
    bencher.counter(ItemsCount::new(KEYS)).bench_local(|| {
        let mut r = rowkey_core::keys::KeyReader::new(KeyFormat::Binary);
        let mut n = 0u64;
        for chunk in bytes.chunks(1 << 20) {
            r.push(chunk, &mut |_| n += 1).expect("parses");
        }
        divan::black_box(n)
    });
}

/// The partial path as Spark's executors run it (`rowkey-spark`, `analyze --partial`): keys
/// arrive one by one as bytes and a partial comes out, with its quantile sketch and the
/// repeated-key fingerprints.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn partial_3m_keys_pushed_1024_regions(bencher: Bencher<'_, '_>) {
    let c = design();
    let mut keys = Vec::with_capacity(KEYS as usize);
    let mut sampler = c.sampler().with_count(KEYS);
    let mut key = Vec::new();
    while let Some(r) = sampler.next_into(&mut key) {
        r.expect("samples");
        keys.push(key.clone());
    }
    bencher.counter(ItemsCount::new(KEYS)).bench_local(|| {
        let opts = AnalyzeOptions::for_design(&c);
        let mut a = KeysAnalysis::for_partial(c.clone(), KeyFormat::Lines, opts).expect("prepares");
        for k in &keys {
            a.push_key(k).expect("counts");
        }
        divan::black_box(a.partial(Some(0)).expect("partial"))
    });
}
