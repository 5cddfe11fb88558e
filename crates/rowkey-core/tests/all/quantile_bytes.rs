//! Quantile split keys cutting equal bytes: against an exact computation over a generated dump
//! (prefix sums over the sorted rows, searched for each multiple of the step), and equal to
//! HashChoreWoker's keys when every row weighs one byte.

use rowkey_core::keys::quantile_bytes::split_keys_by_bytes;
use rowkey_core::keys::{quantile_split_keys, KeyFormat, KeyReader, KeyReservoir};
use std::collections::BTreeMap;

/// The exact cut, written apart from the core's walk: the distinct keys' weights, their
/// prefix sums, and for each multiple `j × base` the first key whose bytes before it reach it.
fn exact(rows: &[(String, u64)], regions: u64) -> Vec<Vec<u8>> {
    let mut weights: BTreeMap<&str, u64> = BTreeMap::new();
    for (k, n) in rows {
        *weights.entry(k).or_default() += n;
    }
    let keys: Vec<(&str, u64)> = weights.into_iter().collect();
    let mut before = vec![0u64];
    for (_, n) in &keys {
        before.push(before.last().unwrap() + n);
    }
    let base = before.last().unwrap() / regions;
    let mut out: Vec<Vec<u8>> = Vec::new();
    for j in 1..regions {
        // The first key with bytes before it at or past j × base (and past 0).
        let at = before[..keys.len()].partition_point(|&c| c < (j * base).max(1));
        if at < keys.len() {
            let key = keys[at].0.as_bytes().to_vec();
            if out.last() != Some(&key) {
                out.push(key);
            }
        }
    }
    out
}

fn rng(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

#[test]
fn byte_weighted_splits_match_the_exact_cut_on_a_generated_dump() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for case in 0..40u64 {
        let n = 50 + rng(&mut seed) % 3_000;
        // Skewed sizes: a few rows far larger than the rest, keys that repeat.
        let rows: Vec<(String, u64)> = (0..n)
            .map(|_| {
                let key = format!("user{:05}", rng(&mut seed) % (n * 2 / 3 + 1));
                let size = match rng(&mut seed) % 50 {
                    0 => 50_000 + rng(&mut seed) % 100_000,
                    _ => 100 + rng(&mut seed) % 900,
                };
                (key, size)
            })
            .collect();
        let regions = 2 + case % 20;
        // Through the reader, as a dump of `key<TAB>bytes` lines.
        let text: String = rows.iter().map(|(k, n)| format!("{k}\t{n}\n")).collect();
        let mut reader = KeyReader::new(KeyFormat::Lines).with_sizes();
        let mut r = KeyReservoir::default();
        reader
            .push_rows(text.as_bytes(), &mut |row| {
                r.add_sized(row.key, row.size.unwrap())
            })
            .unwrap();
        let got = split_keys_by_bytes(&r.sized_keys(), regions as u32).unwrap();
        assert_eq!(got.keys, exact(&rows, regions), "case {case}");
        // The note says how they were cut.
        let note = got.note.unwrap().to_string();
        assert!(note.starts_with("cut by bytes from the"), "{note}");
    }
}

#[test]
fn one_byte_rows_of_distinct_keys_give_hashchorewokers_keys() {
    let mut seed = 7u64;
    for case in 0..30u32 {
        let n = 20 + rng(&mut seed) % 2_000;
        let mut keys: Vec<Vec<u8>> = (0..n)
            .map(|i| format!("k{:x}", i * 2_654_435_761 % 1_000_003).into_bytes())
            .collect();
        keys.dedup();
        let (mut plain, mut sized) = (KeyReservoir::default(), KeyReservoir::default());
        for k in &keys {
            plain.add(k);
            sized.add_sized(k, 1);
        }
        let regions = 2 + case % 16;
        assert_eq!(
            split_keys_by_bytes(&sized.sized_keys(), regions)
                .unwrap()
                .keys,
            quantile_split_keys(&plain.keys(), regions).unwrap().keys,
            "case {case}"
        );
    }
}

#[test]
fn too_few_bytes_or_regions_are_refused() {
    let mut r = KeyReservoir::default();
    r.add_sized(b"a", 1);
    r.add_sized(b"b", 0);
    let err = split_keys_by_bytes(&r.sized_keys(), 2)
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("2 regions of equal bytes need at least 2 keys and 2 bytes"),
        "{err}"
    );
    assert!(split_keys_by_bytes(&r.sized_keys(), 1).is_err());
}

/// A one-field design whose splits are the analysis's business only (the cut ignores them).
fn analysis(quantile: bool) -> rowkey_core::keys::KeysAnalysis {
    use rowkey_core::analyze::AnalyzeOptions;
    use rowkey_core::design::Design;
    use rowkey_core::sample::Compiled;
    let mut d = Design::new("{id}");
    d.fields
        .insert("id".into(), "pattern(\"user#####\")".into());
    let c = Compiled::new(&d).unwrap();
    let opts = AnalyzeOptions::for_design(&c);
    rowkey_core::keys::KeysAnalysis::new(c, KeyFormat::Lines, opts, quantile).unwrap()
}

#[test]
fn the_key_analysis_cuts_the_same_bytes_as_the_exact_cut() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for case in 0..12u64 {
        let n = 100 + rng(&mut seed) % 4_000;
        let rows: Vec<(String, u64)> = (0..n)
            .map(|_| {
                let key = format!("user{:05}", rng(&mut seed) % (n + 1));
                let size = match rng(&mut seed) % 40 {
                    0 => 20_000 + rng(&mut seed) % 80_000,
                    _ => 200 + rng(&mut seed) % 800,
                };
                (key, size)
            })
            .collect();
        let regions = 2 + case % 12;
        let text: String = rows.iter().map(|(k, n)| format!("{k}\t{n}\n")).collect();
        // Fed in two chunks cut mid-line, as the page's worker reads a file.
        let mut a = analysis(true).with_sizes();
        let cut = text.len() / 3;
        a.push(&text.as_bytes()[..cut]).unwrap();
        a.push(&text.as_bytes()[cut..]).unwrap();
        assert_eq!(
            a.quantile_by_bytes(regions as u32).unwrap().keys,
            exact(&rows, regions),
            "case {case}"
        );
    }
}

#[test]
fn the_key_analysis_refuses_to_cut_bytes_it_was_not_given() {
    let mut a = analysis(true);
    a.push(b"user00001\nuser00002\nuser00003\n").unwrap();
    let err = a.quantile_by_bytes(2).unwrap_err().to_string();
    assert!(err.contains("no row sizes"), "{err}");
    let mut kept = analysis(false).with_sizes();
    kept.push(b"user00001\t10\nuser00002\t10\n").unwrap();
    let err = kept.quantile_by_bytes(2).unwrap_err().to_string();
    assert!(err.contains("keeps no keys"), "{err}");
}
