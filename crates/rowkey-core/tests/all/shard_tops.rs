//! Who is in each region and each region's bytes, counted in the sample analysis's own pass:
//! counted in shards they give the one-pass report while the counts are exact, and past the
//! sketches' capacity every share stays within the bound the report states, checked against
//! an exact count of the same sample made here.

use rowkey_core::analyze::distribution::Acc;
use rowkey_core::analyze::{analyze, AnalyzeOptions, Regions, Report, ShardedAnalysis};
use rowkey_core::design::Design;
use rowkey_core::gen::{FieldGen, GeneratorSpec};
use rowkey_core::sample::Compiled;
use rowkey_core::value::Value;
use std::collections::HashMap;

/// Few values per field and region (exact sketches), rows sized by a field outside the key.
fn exact_design() -> Design {
    Design::from_json(
        r#"{"template": "{c}_{u}_{n | i32}",
            "fields": {"c": "choice(\"a\": 1, \"b\": 3, \"c\": 2, \"d\": 1)", "u": "pattern(\"u#\")",
                       "n": "int(0, 40)", "len": "int(10, 5000)"},
            "splits": {"algorithm": "explicit", "keys": ["b", "b_u5", "c"]},
            "sample": {"count": 30000},
            "sizing": {"rows": 1000000, "row_bytes": 100, "row_bytes_field": "len"}}"#,
    )
    .unwrap()
}

fn options(c: &Compiled, top: usize) -> AnalyzeOptions {
    let mut opts = AnalyzeOptions::for_design(c);
    opts.run.threads = 1;
    opts.top = Some(top);
    opts.bytes = true;
    opts
}

/// The report of `shards` shards, each through its byte form, last shard first.
fn sharded(c: &Compiled, opts: AnalyzeOptions, shards: usize) -> Report {
    let job = ShardedAnalysis::new(c, opts).unwrap();
    let parts = (0..shards)
        .rev()
        .map(|s| {
            let bytes = job.shard(c, s, shards, &mut |_, _| {}).unwrap().to_bytes();
            Acc::from_bytes(&bytes).unwrap()
        })
        .collect();
    job.finish(c, parts).unwrap()
}

#[test]
fn sharded_tops_and_bytes_are_the_single_pass_while_exact() {
    let c = Compiled::new(&exact_design()).unwrap();
    let opts = options(&c, 3);
    let one = analyze(&c, opts).unwrap();
    let top = one.top.as_ref().expect("top values were asked for");
    assert_eq!(top.capacity, 64);
    assert!(one.regions.iter().all(|r| !r.top.is_empty()));
    // Exact: at most 41 values of any field in a region.
    assert!(one
        .regions
        .iter()
        .flat_map(|r| &r.top)
        .all(|t| t.error == 0.0));
    // Each region's bytes, summed here from the size field's own stream.
    let spec = GeneratorSpec::parse("int(10, 5000)").unwrap();
    let mut sizes = FieldGen::new(&spec, c.design().sample.seed, "len", None).unwrap();
    let regions = Regions::new(vec![b"b".to_vec(), b"b_u5".to_vec(), b"c".to_vec()]);
    let mut want = [0u64; 4];
    let mut value = Value::Str(String::new());
    for (row, key) in c.sampler().with_count(30_000).enumerate() {
        sizes.fill(row as u64, &mut value);
        let Value::Int(n) = &value else {
            panic!("{value:?}")
        };
        want[regions.region_of(&key.unwrap())] += n.as_i64() as u64;
    }
    let got: Vec<u64> = one.regions.iter().map(|r| r.bytes.unwrap()).collect();
    assert_eq!(got, want);
    let json = serde_json::to_string(&one).unwrap();
    for shards in [2, 3, 7] {
        let report = sharded(&c, opts, shards);
        assert_eq!(
            serde_json::to_string(&report).unwrap(),
            json,
            "{shards} shards"
        );
    }
    // Threads are shards too.
    let mut threaded = opts;
    threaded.run.threads = 3;
    assert_eq!(
        serde_json::to_string(&analyze(&c, threaded).unwrap()).unwrap(),
        json
    );
}

/// Exact counts of `field`'s values (the text between the `at`-th and next `_` of each key)
/// per region of `splits`.
fn exact_counts(c: &Compiled, splits: &[&str], at: usize) -> Vec<(u64, HashMap<String, u64>)> {
    let regions = Regions::new(splits.iter().map(|s| s.as_bytes().to_vec()).collect());
    let mut out = vec![(0u64, HashMap::new()); regions.len()];
    for key in c.sampler().with_count(c.design().sample.count) {
        let key = key.unwrap();
        let text = String::from_utf8(key.clone()).unwrap();
        let value = text.split('_').nth(at).unwrap().to_string();
        let (keys, counts) = &mut out[regions.region_of(&key)];
        *keys += 1;
        *counts.entry(value).or_insert(0) += 1;
    }
    out
}

#[test]
fn past_the_capacity_merged_shares_stay_within_the_stated_bound() {
    // A thousand values of `h` with heavy hitters, in two regions, counted in 7 shards.
    let d = Design::from_json(
        r#"{"template": "{g}_{h}_{n}",
            "fields": {"g": "choice(\"p\": 1, \"q\": 1)", "h": "zipf(1000, 1.1)", "n": "seq(0, 1)"},
            "splits": {"algorithm": "explicit", "keys": ["q"]},
            "sample": {"count": 60000}}"#,
    )
    .unwrap();
    let c = Compiled::new(&d).unwrap();
    let truth = exact_counts(&c, &["q"], 1);
    assert!(
        truth.iter().all(|(_, values)| values.len() > 64),
        "past the capacity"
    );
    for shards in [1, 2, 7] {
        let report = sharded(&c, options(&c, 10), shards);
        let top = report.top.as_ref().unwrap();
        let bound = top.max_error;
        assert_eq!(bound, 1.0 / top.capacity as f64);
        for (region, (keys, values)) in report.regions.iter().zip(&truth) {
            let hs: Vec<_> = region.top.iter().filter(|t| t.field == "h").collect();
            assert!(hs.len() >= 3, "{shards} shards: {hs:?}");
            for t in hs {
                let true_share = values.get(&t.value).copied().unwrap_or(0) as f64 / *keys as f64;
                // Never under the true share, over it by at most the value's own error, which
                // is at most the stated bound.
                assert!(
                    t.share >= true_share - 1e-12,
                    "{shards}: {t:?} {true_share}"
                );
                assert!(
                    t.share - true_share <= t.error + 1e-12,
                    "{shards}: {t:?} {true_share}"
                );
                assert!(t.error <= bound + 1e-12, "{shards}: {t:?}");
            }
            // Every value over the bound is reported when it is among the top ten.
            let mut heavy: Vec<(&String, &u64)> = values.iter().collect();
            heavy.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            let (value, n) = heavy[0];
            assert!(*n as f64 / *keys as f64 > bound);
            assert!(region
                .top
                .iter()
                .any(|t| t.field == "h" && &t.value == value));
        }
    }
}

#[test]
fn a_shard_with_cut_or_foreign_top_values_is_refused() {
    let c = Compiled::new(&exact_design()).unwrap();
    let job = ShardedAnalysis::new(&c, options(&c, 3)).unwrap();
    let bytes: Vec<Vec<u8>> = (0..2)
        .map(|s| job.shard(&c, s, 2, &mut |_, _| {}).unwrap().to_bytes())
        .collect();
    let b = &bytes[1];
    // Cut anywhere in the top values or bytes at the end: refused when read.
    for cut in 1..400 {
        assert!(Acc::from_bytes(&b[..b.len() - cut]).is_err(), "cut {cut}");
    }
    // A shard counted without top values or bytes belongs to another analysis.
    let plain = ShardedAnalysis::new(&c, AnalyzeOptions::for_design(&c)).unwrap();
    let theirs = plain.shard(&c, 1, 2, &mut |_, _| {}).unwrap();
    let mine = Acc::from_bytes(&bytes[0]).unwrap();
    let err = job.finish(&c, vec![mine, theirs]).unwrap_err().to_string();
    assert!(err.contains("another analysis"), "{err}");
    let ok = (0..2)
        .map(|s| Acc::from_bytes(&bytes[s]).unwrap())
        .collect();
    assert!(job.finish(&c, ok).is_ok());
}
