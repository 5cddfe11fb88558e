//! Merging the partials of any cut of a key stream, in any order and grouping, gives the
//! single stream's report in every exact field; thinned samples stay within their rank error.

use super::*;
use crate::design::{Design, SplitAlgorithm};
use crate::keys::{KeyFormat, KeysAnalysis};
use proptest::prelude::*;

fn compiled() -> Compiled {
    let mut d = Design::new("{id}_{n}");
    d.fields.insert("id".into(), "pattern(\"u##\")".into());
    d.fields.insert("n".into(), "seq(0, 1)".into());
    d.splits.algorithm = SplitAlgorithm::Explicit;
    d.splits.keys = vec!["u2".into(), "u5".into(), "u\\x80".into()];
    Compiled::new(&d).unwrap()
}

fn hex(keys: &[Vec<u8>]) -> Vec<u8> {
    let mut out = Vec::new();
    for k in keys {
        out.extend(k.iter().flat_map(|b| format!("{b:02x}").into_bytes()));
        out.push(b'\n');
    }
    out
}

fn options(c: &Compiled) -> AnalyzeOptions {
    let mut o = AnalyzeOptions::for_design(c);
    o.run.threads = 1;
    o
}

fn partial_of(keys: &[Vec<u8>], part: u32) -> KeysPartial {
    let c = compiled();
    let mut a = KeysAnalysis::for_partial(c.clone(), KeyFormat::Hex, options(&c)).unwrap();
    a.push(&hex(keys)).unwrap();
    let p = a.partial(Some(part)).unwrap();
    // Every partial crosses the byte form, as it does between machines.
    KeysPartial::from_bytes(&p.to_bytes()).unwrap()
}

fn single(keys: &[Vec<u8>]) -> Report {
    let c = compiled();
    let mut a = KeysAnalysis::new(c.clone(), KeyFormat::Hex, options(&c), false).unwrap();
    a.push(&hex(keys)).unwrap();
    a.finish().unwrap()
}

/// Merge `parts` as the binary tree `cuts` describes (each cut splits a run in two).
fn merge_tree(mut parts: Vec<KeysPartial>, cuts: &[usize]) -> KeysPartial {
    if parts.len() == 1 {
        return parts.pop().unwrap();
    }
    let at = cuts.first().map_or(1, |c| c % (parts.len() - 1) + 1);
    let right = parts.split_off(at);
    let rest = cuts.get(1..).unwrap_or(&[]);
    let mut left = merge_tree(parts, rest);
    let right = merge_tree(right, rest.get(1..).unwrap_or(&[]));
    // Merged partials cross the byte form too.
    left.merge(right).unwrap();
    KeysPartial::from_text(&left.to_text()).unwrap()
}

fn exact_fields(r: &Report) -> serde_json::Value {
    let v = serde_json::to_value(r).unwrap();
    serde_json::json!({
        "keys_read": v["keys_read"],
        "regions": v["regions"],
        "stats": v["stats"],
        "totals": v["verdict"]["totals"],
        "key_lengths": v["key_lengths"],
        "count": v["collisions"]["count"],
        "distinct": v["collisions"]["distinct"],
        "lints": v["lints"],
        "sample": v["sample"],
    })
}

fn key_strategy() -> impl Strategy<Value = Vec<u8>> {
    // Few distinct bytes: repeats, shared prefixes and keys on every side of the splits.
    prop::collection::vec(
        prop::sample::select(vec![b'u', b'1', b'2', b'5', b'9', 0x80, 0]),
        0..5,
    )
    .prop_map(|mut k| {
        k.insert(0, b'u');
        k
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn any_cut_order_and_grouping_merges_to_the_single_stream(
        keys in prop::collection::vec(key_strategy(), 0..300),
        cuts in prop::collection::vec(0usize..300, 0..6),
        order in prop::collection::vec(any::<u32>(), 8),
        tree in prop::collection::vec(any::<usize>(), 8),
    ) {
        let mut bounds: Vec<usize> = cuts.iter().map(|c| c % (keys.len() + 1)).collect();
        bounds.push(0);
        bounds.push(keys.len());
        bounds.sort_unstable();
        let mut parts: Vec<KeysPartial> = bounds
            .windows(2)
            .enumerate()
            .map(|(i, w)| partial_of(&keys[w[0]..w[1]], i as u32))
            .collect();
        // Any order: sort by an arbitrary weight per part.
        let mut weighted: Vec<(u32, KeysPartial)> = parts
            .drain(..)
            .enumerate()
            .map(|(i, p)| (order[i % order.len()].wrapping_mul(i as u32 + 1), p))
            .collect();
        weighted.sort_by_key(|(w, _)| *w);
        let parts: Vec<KeysPartial> = weighted.into_iter().map(|(_, p)| p).collect();
        let merged = merge_tree(parts, &tree);
        prop_assert_eq!(merged.rows(), keys.len() as u64);
        prop_assert_eq!(merged.key_bytes(), keys.iter().map(|k| k.len() as u64).sum::<u64>());
        prop_assert_eq!(exact_fields(&merged.report().unwrap()), exact_fields(&single(&keys)));
        // The quantile sample is every distinct key here: HashChoreWoker's keys exactly.
        let mut sorted = keys.clone();
        sorted.sort();
        for regions in [2u32, 3, 7] {
            let want = crate::analyze::splits::quantile_cut(&sorted, keys.len() as u64, regions)
                .ok()
                .map(|(k, _, _)| k);
            let got = merged.quantile(regions).ok().map(|s| s.keys);
            prop_assert_eq!(got, want);
        }
    }

    #[test]
    fn thinned_samples_merge_to_the_single_streams_sample(
        keys in prop::collection::vec(prop::collection::vec(any::<u8>(), 1..6), 0..400),
        cut in 0usize..400,
    ) {
        let budget = 40 * (4 + KEY_OVERHEAD);
        let mut whole = DistinctSample::within(budget);
        keys.iter().for_each(|k| whole.add(k));
        let cut = cut % (keys.len() + 1);
        let (mut a, mut b) = (DistinctSample::within(budget), DistinctSample::within(budget));
        keys[..cut].iter().for_each(|k| a.add(k));
        keys[cut..].iter().for_each(|k| b.add(k));
        let mut ba = b.clone();
        a.merge(b);
        ba.merge(a.clone());
        prop_assert_eq!(&a, &whole);
        prop_assert_eq!(&ba, &whole);
    }
}

/// A sample thinned many times over still cuts split keys within the stated rank error of the
/// exact HashChoreWoker keys.
#[test]
fn thinned_split_keys_are_within_the_rank_error() {
    let keys: Vec<Vec<u8>> = (0..200_000u64)
        .map(|i| {
            crate::keys::partial::sample::sample_hash(&i.to_le_bytes())
                .to_be_bytes()
                .to_vec()
        })
        .collect();
    let budget = 4000 * (8 + KEY_OVERHEAD);
    let mut parts: Vec<DistinctSample> = keys
        .chunks(30_000)
        .map(|c| {
            let mut s = DistinctSample::within(budget);
            c.iter().for_each(|k| s.add(k));
            s
        })
        .collect();
    let mut sample = parts.remove(0);
    parts.into_iter().for_each(|p| sample.merge(p));
    assert!(
        sample.level() > 0 && sample.len() >= 1000,
        "{}",
        sample.len()
    );
    let mut sorted = keys.clone();
    sorted.sort();
    sorted.dedup();
    let regions = 16;
    let rows = keys.len() as u64;
    let (exact, _, base) = crate::analyze::splits::quantile_cut(&sorted, rows, regions).unwrap();
    let (got, _, _) = sample.split_keys(rows, regions).unwrap();
    assert_eq!(got.len(), exact.len());
    let error = rank_error(sample.len() as u64, sample.level());
    let allowed = (error * sorted.len() as f64).ceil() as i64;
    for (i, k) in got.iter().enumerate() {
        let rank = sorted.partition_point(|s| s < k) as i64;
        let want = ((i as u64 + 1) * base) as i64;
        assert!(
            (rank - want).abs() <= allowed,
            "split {i}: rank {rank}, want {want} ± {allowed}"
        );
    }
}

#[test]
fn damaged_partials_are_refused_saying_why() {
    let p = partial_of(&[b"u1".to_vec(), b"u7".to_vec()], 0);
    let bytes = p.to_bytes();
    let err = |b: &[u8]| KeysPartial::read(b).unwrap_err().to_string();
    assert!(err(b"hello").starts_with("not a rowkey partial"));
    assert!(err(&bytes[..bytes.len() - 3]).contains("cut short"));
    let mut corrupt = bytes.clone();
    corrupt[40] ^= 0x10;
    assert!(err(&corrupt).contains("checksum"));
    let mut newer = bytes.clone();
    newer[4] = 9;
    assert!(err(&newer).contains("format version 9"));
    for n in 0..bytes.len() {
        assert!(KeysPartial::from_bytes(&bytes[..n]).is_err(), "{n}");
    }
    assert_eq!(KeysPartial::read(&bytes).unwrap().rows(), 2);
    assert_eq!(KeysPartial::read(p.to_text().as_bytes()).unwrap().rows(), 2);
}
