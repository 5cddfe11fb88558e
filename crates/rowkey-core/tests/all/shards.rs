//! The analysis counted in shards (as the browser's worker and its helper workers do) gives the
//! same report, byte for byte as JSON, as the one-thread analysis; a partial of another job or a
//! damaged one is refused with an error.

use rowkey_core::analyze::distribution::Acc;
use rowkey_core::analyze::{analyze, AnalyzeOptions, ShardedAnalysis};
use rowkey_core::design::Design;
use rowkey_core::sample::Compiled;

fn design(template: &str, fields: &[(&str, &str)], count: u64) -> Design {
    let mut d = Design::new(template);
    for (name, generator) in fields {
        d.fields.insert((*name).into(), (*generator).into());
    }
    d.sample.count = count;
    d
}

/// The e-commerce preset the benchmark runs, at `count` keys.
fn ecommerce(count: u64) -> Design {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../presets/ecommerce-orders.json"
    );
    let text = std::fs::read_to_string(path).expect("the preset is in the repository");
    let mut d = Design::from_json(&text).expect("the preset parses");
    d.sample.count = count;
    d
}

fn designs() -> Vec<(&'static str, Design)> {
    vec![
        (
            "md5 prefix",
            design(
                "{id | md5 | hex | left(4)}_{id}",
                &[("id", "seq(0, 1)")],
                70_000,
            ),
        ),
        ("e-commerce preset", ecommerce(90_000)),
        (
            "salted, time-ordered",
            design(
                "{salt(16)}_{ts}_{u}",
                &[
                    ("ts", "timestamp(\"2024-02-15T00:00:00Z\", 1000)"),
                    ("u", "pattern(\"user####\")"),
                ],
                50_000,
            ),
        ),
        (
            "with collisions",
            design(
                "{u | javahash | absmod(20) | dec(2)}_{u}",
                &[("u", "pattern(\"user###\")")],
                40_000,
            ),
        ),
    ]
}

/// The one-thread report and the report of `shards` shards, both as JSON.
fn both(d: &Design, shards: usize) -> (String, String) {
    let c = Compiled::new(d).unwrap();
    let mut opts = AnalyzeOptions::for_design(&c);
    opts.run.threads = 1;
    let one = serde_json::to_string(&analyze(&c, opts).unwrap()).unwrap();
    let job = ShardedAnalysis::new(&c, opts).unwrap();
    // Through the byte form, last shard first: the order they arrive in must not matter.
    let parts = (0..shards)
        .rev()
        .map(|s| {
            let bytes = job.shard(&c, s, shards, &mut |_, _| {}).unwrap().to_bytes();
            Acc::from_bytes(&bytes).unwrap()
        })
        .collect();
    let sharded = serde_json::to_string(&job.finish(&c, parts).unwrap()).unwrap();
    (one, sharded)
}

#[test]
fn shards_give_the_one_thread_report() {
    for (name, d) in designs() {
        for shards in [2, 3] {
            let (one, sharded) = both(&d, shards);
            assert_eq!(sharded, one, "{name}, {shards} shards");
        }
    }
}

#[test]
fn the_collision_design_really_has_collisions() {
    // Otherwise the test above would not check the duplicate count across shards.
    let d = &designs()[3].1;
    let (one, _) = both(d, 2);
    let report: serde_json::Value = serde_json::from_str(&one).unwrap();
    assert!(report["collisions"]["count"].as_u64().unwrap() > 30_000);
    assert!(!report["collisions"]["examples"]
        .as_array()
        .unwrap()
        .is_empty());
}

/// Shards 0 and 1 of 2 of `d`, as bytes.
fn shard_bytes(d: &Design) -> (Compiled, ShardedAnalysis, Vec<Vec<u8>>) {
    let c = Compiled::new(d).unwrap();
    let mut opts = AnalyzeOptions::for_design(&c);
    opts.run.threads = 1;
    let job = ShardedAnalysis::new(&c, opts).unwrap();
    let bytes = (0..2)
        .map(|s| job.shard(&c, s, 2, &mut |_, _| {}).unwrap().to_bytes())
        .collect();
    (c, job, bytes)
}

#[test]
fn a_foreign_or_damaged_partial_is_an_error() {
    let [first, second]: [Design; 2] = [designs()[0].1.clone(), designs()[3].1.clone()];
    let (c, job, mine) = shard_bytes(&first);
    let (_, _, theirs) = shard_bytes(&second);
    let read = |b: &[u8]| Acc::from_bytes(b);
    let finish = |parts: Vec<&[u8]>| -> Result<_, String> {
        let accs = parts
            .into_iter()
            .map(read)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        job.finish(&c, accs).map_err(|e| e.to_string())
    };
    assert!(finish(vec![&mine[0], &mine[1]]).is_ok());
    // Another design's shard.
    let err = finish(vec![&mine[0], &theirs[1]]).unwrap_err();
    assert!(err.contains("another analysis"), "{err}");
    // The same shard twice, or one missing.
    let err = finish(vec![&mine[0], &mine[0]]).unwrap_err();
    assert!(err.contains("missing or repeated"), "{err}");
    let err = finish(vec![&mine[1]]).unwrap_err();
    assert!(err.contains("missing or repeated"), "{err}");
    // Cut short, padded, another version, not a partial at all.
    let b = &mine[1];
    assert!(read(&b[..b.len() - 3]).is_err());
    assert!(read(&[b.as_slice(), &[0]].concat()).is_err());
    let mut other_version = b.clone();
    other_version[4] = 9;
    assert!(read(&other_version).is_err());
    assert!(read(b"").is_err());
    assert!(read(b"{\"keys\": 3}").is_err());
    // A count changed: still reads, but the merge sees it does not add up.
    let mut changed = b.clone();
    changed[45] ^= 1;
    let err = finish(vec![&mine[0], &changed]).unwrap_err();
    assert!(err.contains("do not add up"), "{err}");
    // A fingerprint changed so that it is out of its partition and order (the collision design
    // keeps fingerprints; the md5 one's keys are distinct by construction): refused when read.
    assert!(read(&theirs[1]).is_ok());
    let mut unsorted = theirs[1].clone();
    let at = unsorted.len() - 8;
    unsorted[at..].copy_from_slice(&0u64.to_le_bytes());
    assert!(read(&unsorted).is_err());
    // Every byte of the header, flipped: never a panic, and never the right report unless
    // the header still says the same.
    for i in 0..45 {
        let mut flipped = b.clone();
        flipped[i] ^= 0x40;
        assert!(finish(vec![&mine[0], &flipped]).is_err(), "header byte {i}");
    }
}
