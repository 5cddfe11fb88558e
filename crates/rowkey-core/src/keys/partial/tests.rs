//! Merging the partials of any cut of a key stream, in any order and grouping, gives the
//! single stream's report in every exact field; compacted sketches stay within their rank error.

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
    text_partial(&hex(keys), KeyFormat::Hex, Some(part))
}

/// The partial of a dump's text, crossing the byte form as it does between machines.
fn text_partial(text: &[u8], format: KeyFormat, part: Option<u32>) -> KeysPartial {
    let c = compiled();
    let mut a = KeysAnalysis::for_partial(c.clone(), format, options(&c)).unwrap();
    a.push(text).unwrap();
    let p = a.partial(part).unwrap();
    KeysPartial::from_bytes(&p.to_bytes()).unwrap()
}

fn single(keys: &[Vec<u8>]) -> Report {
    single_text(&hex(keys), KeyFormat::Hex)
}

fn single_text(text: &[u8], format: KeyFormat) -> Report {
    let c = compiled();
    let mut a = KeysAnalysis::new(c.clone(), format, options(&c), false).unwrap();
    a.push(text).unwrap();
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

/// The report as JSON, without what a merge does not give exactly: the repeated keys'
/// examples (the first three repeats of one stream depend on where it was cut), and, unless
/// `heat`, the heatmap, the verdict that reads it and the dump's warnings that say it is close.
fn exact_fields(r: &Report, heat: bool) -> serde_json::Value {
    let mut v = serde_json::to_value(r).unwrap();
    v["collisions"]["examples"] = serde_json::Value::Null;
    if !heat {
        v["heatmap"] = serde_json::Value::Null;
        v["verdict"] = serde_json::Value::Null;
        v["dump"]["warnings"] = serde_json::Value::Null;
    }
    v
}

/// Partials of `keys` cut at `bounds`, each part numbered, in an order `order` shuffles.
fn parts_of(keys: &[Vec<u8>], bounds: &[usize], order: &[u32]) -> Vec<KeysPartial> {
    let mut bounds = bounds.to_vec();
    bounds.push(0);
    bounds.push(keys.len());
    bounds.sort_unstable();
    let mut weighted: Vec<(u32, KeysPartial)> = bounds
        .windows(2)
        .enumerate()
        .map(|(i, w)| {
            let weight = order[i % order.len()].wrapping_mul(i as u32 + 1);
            (weight, partial_of(&keys[w[0]..w[1]], i as u32))
        })
        .collect();
    weighted.sort_by_key(|(w, _)| *w);
    weighted.into_iter().map(|(_, p)| p).collect()
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
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Any cut, merged in any order and grouping: every exact field equals the single
    /// stream's, and the quantile keys are HashChoreWoker's (the sample holds every distinct
    /// key here).
    #[test]
    fn any_cut_order_and_grouping_merges_to_the_single_stream(
        keys in prop::collection::vec(key_strategy(), 0..300),
        shape in 0u8..3,
        moved in any::<(usize, usize)>(),
        cuts in prop::collection::vec(0usize..300, 0..6),
        order in prop::collection::vec(any::<u32>(), 8),
        tree in prop::collection::vec(any::<usize>(), 8),
    ) {
        // Unsorted, sorted, or sorted but for one key moved (often across a cut).
        let mut keys = keys;
        if shape > 0 {
            keys.sort();
        }
        if shape == 2 && !keys.is_empty() {
            let k = keys.remove(moved.0 % keys.len());
            keys.insert(moved.1 % (keys.len() + 1), k);
        }
        let bounds: Vec<usize> = cuts.iter().map(|c| c % (keys.len() + 1)).collect();
        let merged = merge_tree(parts_of(&keys, &bounds, &order), &tree);
        prop_assert_eq!(merged.rows(), keys.len() as u64);
        prop_assert_eq!(merged.key_bytes(), keys.iter().map(|k| k.len() as u64).sum::<u64>());
        let single = single(&keys);
        let report = merged.report().unwrap();
        prop_assert_eq!(exact_fields(&report, false), exact_fields(&single, false));
        // The heatmap's totals are exact whatever the cut.
        let totals = |r: &Report| -> Vec<u64> {
            r.heatmap.cells.iter().map(|row| row.iter().map(|&c| u64::from(c)).sum()).collect()
        };
        prop_assert_eq!(totals(&report), totals(&single));
        prop_assert_eq!(report.heatmap.windows, single.heatmap.windows);
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

    /// Cuts at multiples of the whole stream's heatmap window: the heatmap and the verdict that
    /// reads it are the single stream's too, and nothing says they are close.
    #[test]
    fn cuts_on_window_bounds_merge_to_the_single_streams_heatmap(
        keys in prop::collection::vec(key_strategy(), 0..300),
        cuts in prop::collection::vec(0usize..40, 0..8),
        order in prop::collection::vec(any::<u32>(), 8),
        tree in prop::collection::vec(any::<usize>(), 8),
    ) {
        let single = single(&keys);
        let width = single.heatmap.rows_per_window.max(1) as usize;
        let bounds: Vec<usize> = cuts.iter().map(|c| (c * width).min(keys.len())).collect();
        let merged = merge_tree(parts_of(&keys, &bounds, &order), &tree);
        let report = merged.report().unwrap();
        prop_assert_eq!(exact_fields(&report, true), exact_fields(&single, true));
    }

    /// Sketches of any cut of a stream, merged in any order: they stand for every key, stay
    /// within their size, and a sketch that held every key gives HashChoreWoker's keys exactly.
    #[test]
    fn sketches_of_any_cut_merge_within_their_bounds(
        keys in prop::collection::vec(prop::collection::vec(any::<u8>(), 1..6), 0..3000),
        cuts in prop::collection::vec(0usize..3000, 0..6),
        tree in prop::collection::vec(any::<usize>(), 8),
    ) {
        let mut bounds: Vec<usize> = cuts.iter().map(|c| c % (keys.len() + 1)).collect();
        bounds.push(0);
        bounds.push(keys.len());
        bounds.sort_unstable();
        let mut parts: Vec<KeySketch> = bounds
            .windows(2)
            .map(|w| {
                let mut s = KeySketch::new();
                keys[w[0]..w[1]].iter().for_each(|k| s.add(k));
                s
            })
            .collect();
        for &t in &tree {
            if parts.len() < 2 {
                break;
            }
            let i = t % (parts.len() - 1);
            let b = parts.remove(i + 1);
            parts[i].merge(b);
        }
        let mut merged = parts.remove(0);
        parts.into_iter().for_each(|p| merged.merge(p));
        prop_assert_eq!(merged.rows(), keys.len() as u64);
        prop_assert!(merged.len() <= sketch::EXACT_KEYS);
        prop_assert!(merged.exact());
        let mut sorted = keys.clone();
        sorted.sort();
        let want = crate::analyze::splits::quantile_cut(&sorted, keys.len() as u64, 5).ok();
        prop_assert_eq!(merged.split_keys(keys.len() as u64, 5, 0), want);
    }
}

/// Distinct keys in `n` parts of `each` keys: the merged sketch's split keys are within the
/// rank error it states of HashChoreWoker's, and what it states is small.
fn sketch_within_its_rank_error(n: u64, each: u64, regions: u32) -> (f64, f64, usize) {
    let keys: Vec<Vec<u8>> = (0..n * each)
        .map(|i| {
            xxhash_rust::xxh3::xxh3_64(&i.to_le_bytes())
                .to_be_bytes()
                .to_vec()
        })
        .collect();
    let mut parts: Vec<KeySketch> = keys
        .chunks(each as usize)
        .map(|c| {
            let mut s = KeySketch::new();
            c.iter().for_each(|k| s.add(k));
            s
        })
        .collect();
    // A tree of merges, as `treeAggregate` makes.
    while parts.len() > 1 {
        let mut next = Vec::new();
        let mut it = parts.into_iter();
        while let Some(mut a) = it.next() {
            if let Some(b) = it.next() {
                a.merge(b);
            }
            next.push(a);
        }
        parts = next;
    }
    let sketch = parts.remove(0);
    assert!(!sketch.exact());
    assert!(sketch.len() <= 7_000, "{}", sketch.len());
    let mut sorted = keys.clone();
    sorted.sort();
    let rows = keys.len() as u64;
    let (exact, _, base) = crate::analyze::splits::quantile_cut(&sorted, rows, regions).unwrap();
    let (got, _, _) = sketch.split_keys(rows, regions, 0).unwrap();
    assert_eq!(got.len(), exact.len());
    let error = sketch.rank_error();
    let allowed = (error * sorted.len() as f64).ceil() as i64;
    let mut worst = 0i64;
    for (i, k) in got.iter().enumerate() {
        let rank = sorted.partition_point(|s| s < k) as i64;
        let want = ((i as u64 + 1) * base) as i64;
        assert!(
            (rank - want).abs() <= allowed,
            "split {i}: rank {rank}, want {want} ± {allowed}"
        );
        worst = worst.max((rank - want).abs());
    }
    (error, worst as f64 / sorted.len() as f64, sketch.len())
}

/// A sketch compacted many times over, merged from many parts, still cuts split keys within
/// the rank error it states of the exact HashChoreWoker keys.
#[test]
fn compacted_split_keys_are_within_the_rank_error() {
    for (n, each, regions) in [(1, 300_000, 16), (64, 4_000, 100), (16, 60_000, 1000)] {
        let (stated, measured, held) = sketch_within_its_rank_error(n, each, regions);
        eprintln!(
            "{n} parts of {each} keys, {regions} regions: {held} keys held, stated rank error \
             {:.4}%, measured {:.4}%",
            100.0 * stated,
            100.0 * measured
        );
        assert!(stated < 0.005, "{stated}");
    }
}

/// Repeated keys: the split keys stay within the error stated, which counts the repeats.
#[test]
fn repeats_are_within_the_stated_error() {
    let distinct: Vec<Vec<u8>> = (0..100_000u64)
        .map(|i| {
            xxhash_rust::xxh3::xxh3_64(&i.to_le_bytes())
                .to_be_bytes()
                .to_vec()
        })
        .collect();
    let mut keys = distinct.clone();
    // The smallest keys repeat: the worst case for a rank among all keys.
    let mut low = distinct.clone();
    low.sort();
    keys.extend(low[..5_000].iter().cloned());
    let c = compiled();
    let mut a = KeysAnalysis::for_partial(c.clone(), KeyFormat::Hex, options(&c)).unwrap();
    a.push(&hex(&keys)).unwrap();
    let p = a.partial(Some(0)).unwrap();
    let split = p.quantile(10).unwrap();
    let note = split.note.unwrap().to_string();
    let error: f64 = note
        .split('%')
        .next()
        .and_then(|s| s.rsplit(' ').next())
        .and_then(|s| s.parse().ok())
        .unwrap();
    let (exact, _, base) =
        crate::analyze::splits::quantile_cut(&low, keys.len() as u64, 10).unwrap();
    assert_eq!(split.keys.len(), exact.len());
    let allowed = (error / 100.0 * low.len() as f64).ceil() as i64;
    for (i, k) in split.keys.iter().enumerate() {
        let rank = low.partition_point(|s| s < k) as i64;
        let want = ((i as u64 + 1) * base) as i64;
        assert!(
            (rank - want).abs() <= allowed,
            "{note}: split {i} rank {rank} want {want}"
        );
    }
}

/// A partial's size stays bounded whatever the key count: the sketch's keys and the capped
/// fingerprints.
#[test]
fn a_partials_size_is_bounded() {
    let mut sizes = Vec::new();
    for n in [1_000u64, 100_000, 400_000] {
        let keys: Vec<Vec<u8>> = (0..n)
            .map(|i| {
                xxhash_rust::xxh3::xxh3_64(&i.to_le_bytes())
                    .to_be_bytes()
                    .to_vec()
            })
            .collect();
        let c = compiled();
        let mut a = KeysAnalysis::for_partial(c.clone(), KeyFormat::Hex, options(&c)).unwrap();
        a.push(&hex(&keys)).unwrap();
        let p = a.partial(Some(0)).unwrap();
        sizes.push(p.to_bytes().len());
        assert!(p.dups.prints().len() <= MAX_PARTIAL_PRINTS);
        assert!(p.sketch().len() <= 7_000);
    }
    // 12 bytes a fingerprint, 4 + 8 a kept key, and the heatmap of 4 regions.
    let bound = 12 * MAX_PARTIAL_PRINTS + 12 * 7_000 + 20_000;
    assert!(sizes.iter().all(|&s| s < bound), "{sizes:?}");
    assert!(sizes[2] < sizes[1] + 100_000, "{sizes:?}");
}

/// A scan's output cut into parts at line boundaries, its format told from each part: the
/// format and why, the lines passed over (a value's continuation lines) and the key order are
/// the whole output's.
#[test]
fn a_scan_cut_in_parts_reads_as_the_whole_scan() {
    let scan = "ROW  COLUMN+CELL\n u1_1  column=d:v, timestamp=1, value=a\n u1_1  column=d:w, timestamp=1, value=b\n u3_2  column=d:v, timestamp=1, value=two\nlines\n u7_3  column=d:v, timestamp=1, value=x\n u9_4  column=d:v, timestamp=1, value=y\n  more\n u\\x80_5  column=d:v, timestamp=1, value=z\n6 row(s)\n";
    let auto = || KeyFormat::Auto { column: None };
    let single = single_text(scan.as_bytes(), auto());
    let lines: Vec<&str> = scan.split_inclusive('\n').collect();
    for cut in [[1, 3], [3, 5], [5, 8], [0, 8]] {
        let parts = [&lines[..cut[0]], &lines[cut[0]..cut[1]], &lines[cut[1]..]];
        let mut merged: Option<KeysPartial> = None;
        for (i, part) in parts.iter().enumerate().rev() {
            let p = text_partial(part.concat().as_bytes(), auto(), Some(i as u32));
            match &mut merged {
                Some(m) => m.merge(p).unwrap(),
                None => merged = Some(p),
            }
        }
        let report = merged.unwrap().report().unwrap();
        assert_eq!(
            exact_fields(&report, true),
            exact_fields(&single, true),
            "{cut:?}"
        );
        let dump = report.dump.unwrap();
        assert_eq!((dump.skipped_lines, dump.first_skipped_line), (2, Some(5)));
        assert_eq!(dump.order, crate::keys::KeysOrder::Key);
    }
}

/// Sorted parts whose only disorder is across a cut: the merge names the line, as one stream
/// does, and takes the keys as written in that order.
#[test]
fn disorder_across_a_cut_is_found_at_its_line() {
    let keys: Vec<Vec<u8>> = ["u1", "u3", "u2", "u4"]
        .iter()
        .map(|k| k.as_bytes().to_vec())
        .collect();
    let mut merged = partial_of(&keys[2..], 1);
    merged.merge(partial_of(&keys[..2], 0)).unwrap();
    let dump = merged.report().unwrap().dump.unwrap();
    assert_eq!(dump.order, crate::keys::KeysOrder::Insertion);
    assert!(
        dump.order_why.to_string().contains("line 3 sorts before"),
        "{}",
        dump.order_why
    );
    assert_eq!(dump, single(&keys).dump.unwrap());
}

/// Partials that cannot be one stream's parts are refused, saying why.
#[test]
fn parts_of_other_readings_or_counted_twice_are_refused() {
    let err = |mut a: KeysPartial, b: KeysPartial| a.merge(b).unwrap_err().to_string();
    let k = [b"u1".to_vec()];
    assert!(err(partial_of(&k, 0), partial_of(&k, 0)).contains("part 0 is in more than one"));
    let lines = text_partial(b"u1\n", KeyFormat::Lines, Some(1));
    assert!(err(partial_of(&k, 0), lines).contains("its key format"));
    let auto = || KeyFormat::Auto { column: None };
    let as_hex = text_partial(b"0a0b\nff00\n", auto(), Some(0));
    let as_text = text_partial(b"u1\nu\\x802\n", auto(), Some(1));
    let e = err(as_hex, as_text);
    assert!(e.contains("different key formats (binary, hex)"), "{e}");
    // A part read alone as another format than the rest is refused too: here a scan's summary.
    let scan = text_partial(b" u1  column=d:v, timestamp=1, value=a\n", auto(), Some(0));
    let summary = text_partial(b"1 row(s)\n", auto(), Some(1));
    assert!(err(scan, summary).contains("(binary, scan)"));
    // An empty part reads in no format: it merges with any, and changes nothing.
    for format in [KeyFormat::Hex, auto()] {
        let mut one = text_partial(b"7531\n", format.clone(), Some(0));
        let before = one.report().unwrap();
        one.merge(text_partial(b"", format, Some(1))).unwrap();
        assert_eq!(
            exact_fields(&one.report().unwrap(), true),
            exact_fields(&before, true)
        );
    }
}

/// Thousands of parts that stay apart (every other part number) keep the heatmap within its
/// cell bound, and the counts stay exact.
#[test]
fn many_parts_apart_stay_within_the_bound() {
    let mut d = Design::new("{id}");
    d.fields.insert("id".into(), "pattern(\"####\")".into());
    d.splits.algorithm = SplitAlgorithm::Explicit;
    d.splits.keys = (1..2000).map(|i| format!("{:04}", i * 5)).collect();
    let c = Compiled::new(&d).unwrap();
    let mut a = KeysAnalysis::for_partial(c.clone(), KeyFormat::Lines, options(&c)).unwrap();
    let keys: String = (0..100)
        .map(|i| format!("{:04}\n", i * 97 % 10_000))
        .collect();
    a.push(keys.as_bytes()).unwrap();
    let one = a.partial(Some(0)).unwrap();
    let single = one.report().unwrap();
    let parts = 2_100u32;
    let mut merged = one.clone();
    for i in 1..parts {
        let mut p = one.clone();
        p.runs[0].parts = Some((2 * i, 2 * i));
        merged.merge(p).unwrap();
    }
    let cells: usize = merged
        .runs
        .iter()
        .flat_map(|r| &r.heat)
        .map(|p| p.columns.len() * 2000)
        .sum();
    assert!(cells <= crate::keys::heat::MAX_HEAT_CELLS, "{cells}");
    let bytes = merged.to_bytes();
    assert!(bytes.len() < 20 << 20, "{}", bytes.len());
    let merged = KeysPartial::from_bytes(&bytes).unwrap();
    let report = merged.report().unwrap();
    for (m, s) in report.regions.iter().zip(&single.regions) {
        assert_eq!(m.count, s.count * u64::from(parts));
    }
    let heat: u64 = report
        .heatmap
        .cells
        .iter()
        .flatten()
        .map(|&c| u64::from(c))
        .sum();
    assert_eq!(heat, 100 * u64::from(parts));
    let warnings = report.dump.unwrap().warnings;
    assert!(
        warnings
            .iter()
            .any(|w| w.to_string().contains("close to, not equal to")),
        "{warnings:?}"
    );
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
    // A version 1 partial (before the quantile sketch) is refused as older, also as text.
    let mut older = bytes.clone();
    older[4] = 1;
    assert!(err(&older).contains("format version 1, made by an older rowkey"));
    assert!(err(b"rowkey-partial-v1:AAAA").contains("format version 1, made by an older"));
    for n in 0..bytes.len() {
        assert!(KeysPartial::from_bytes(&bytes[..n]).is_err(), "{n}");
    }
    assert_eq!(KeysPartial::read(&bytes).unwrap().rows(), 2);
    assert_eq!(KeysPartial::read(p.to_text().as_bytes()).unwrap().rows(), 2);
}

/// What the fuzz target `partial_reader` checks, over every few bytes of a partial whose
/// sketch is compacted, each changed behind a valid header and checksum: no panic; what reads
/// writes back to the same bytes, gives a report and quantile keys, and merges with itself or
/// is refused.
#[test]
fn changed_bytes_behind_a_valid_checksum_never_panic() {
    let keys: Vec<Vec<u8>> = (0..20_000u64)
        .map(|i| format!("u{}", i * 7919 % 20_000).into_bytes())
        .collect();
    let p = partial_of(&keys, 3);
    assert!(!p.sketch().exact());
    // The same keys with each region's top values, so their bytes are changed as well.
    let c = compiled();
    let mut a = KeysAnalysis::for_partial(c.clone(), KeyFormat::Hex, options(&c))
        .unwrap()
        .with_top(2);
    a.push(&hex(&keys[..2_000])).unwrap();
    let with_top = a.partial(Some(3)).unwrap();
    // And with row sizes, so each region's bytes are changed too.
    let mut a = KeysAnalysis::for_partial(c.clone(), KeyFormat::Lines, options(&c))
        .unwrap()
        .with_sizes();
    let lines: String = keys
        .iter()
        .enumerate()
        .fold(String::new(), |mut s, (i, k)| {
            s += &format!("{}\t{}\n", String::from_utf8_lossy(k), 10 + i * 37 % 900);
            s
        });
    a.push(lines.as_bytes()).unwrap();
    let with_sizes = a.partial(Some(4)).unwrap();
    assert!(!with_sizes.wbytes.as_ref().unwrap().exact());
    for p in [p, with_top, with_sizes] {
        every_few_bytes_changed(&p);
    }
}

fn every_few_bytes_changed(p: &KeysPartial) {
    let bytes = p.to_bytes();
    let body = &bytes[16..bytes.len() - 4];
    let frame = |body: &[u8]| {
        let mut out = b"RKPT".to_vec();
        out.extend_from_slice(&super::codec::VERSION.to_le_bytes());
        out.extend_from_slice(&(body.len() as u64).to_le_bytes());
        out.extend_from_slice(body);
        let crc = crc32fast::hash(&out);
        out.extend_from_slice(&crc.to_le_bytes());
        out
    };
    assert_eq!(frame(body), bytes);
    // Every 499th byte (a prime: each field type is hit somewhere), two ways.
    for at in (0..body.len()).step_by(499) {
        for change in [0x01u8, 0xff] {
            let mut changed = body.to_vec();
            changed[at] ^= change;
            let Ok(read) = KeysPartial::from_bytes(&frame(&changed)) else {
                continue;
            };
            let again = read.to_bytes();
            assert_eq!(KeysPartial::from_bytes(&again).unwrap().to_bytes(), again);
            let _ = read.report();
            let _ = read.quantile(4);
            let _ = read.quantile_by_bytes(4);
            let mut twice = read.clone();
            if twice.merge(read).is_ok() {
                let _ = twice.report();
                let _ = twice.quantile(4);
                let _ = twice.quantile_by_bytes(4);
            }
        }
    }
}

/// Rows of distinct keys with skewed sizes: mostly 100 to 1,000 bytes, one in 50 from 50 to
/// 150 KB, in the order a hash gives.
fn skewed_rows(n: u64, seed: u64) -> Vec<(Vec<u8>, u64)> {
    (0..n)
        .map(|i| {
            let h = xxhash_rust::xxh3::xxh3_64_with_seed(&i.to_le_bytes(), seed);
            let size = match h % 50 {
                0 => 50_000 + (h >> 8) % 100_000,
                _ => 100 + (h >> 8) % 900,
            };
            (format!("u{:016x}", h >> 1).into_bytes(), size)
        })
        .collect()
}

/// The partial of rows given as `key<TAB>bytes` lines, crossing the text form.
fn sized_partial(rows: &[(Vec<u8>, u64)], part: u32) -> KeysPartial {
    let c = compiled();
    let mut a = KeysAnalysis::for_partial(c.clone(), KeyFormat::Lines, options(&c))
        .unwrap()
        .with_sizes();
    let mut text = Vec::new();
    for (k, n) in rows {
        text.extend_from_slice(k);
        text.extend_from_slice(format!("\t{n}\n").as_bytes());
    }
    a.push(&text).unwrap();
    KeysPartial::from_text(&a.partial(Some(part)).unwrap().to_text()).unwrap()
}

/// `split quantile --keys F --by bytes`'s keys over all the rows at once.
fn exact_by_bytes(rows: &[(Vec<u8>, u64)], regions: u32) -> Option<Vec<Vec<u8>>> {
    let mut keys = rows.to_vec();
    keys.sort();
    let all = crate::keys::quantile_bytes::SizedKeys {
        keys,
        rows: rows.len() as u64,
        thinned: false,
    };
    crate::keys::quantile_bytes::split_keys_by_bytes(&all, regions)
        .ok()
        .map(|s| s.keys)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Partials with row sizes of any cut, merged in any order and grouping: while the
    /// byte-weighted sketch holds every row, the split keys by bytes are those of all the rows
    /// at once, and the bytes it stands for are the regions' bytes.
    #[test]
    fn sized_partials_of_any_cut_give_the_exact_keys_by_bytes(
        rows in prop::collection::vec((key_strategy(), 0u64..5_000), 0..300),
        cuts in prop::collection::vec(0usize..300, 0..6),
        order in prop::collection::vec(any::<u32>(), 8),
        tree in prop::collection::vec(any::<usize>(), 8),
    ) {
        let mut bounds: Vec<usize> = cuts.iter().map(|c| c % (rows.len() + 1)).collect();
        bounds.push(0);
        bounds.push(rows.len());
        bounds.sort_unstable();
        let mut parts: Vec<(u32, KeysPartial)> = bounds
            .windows(2)
            .enumerate()
            .map(|(i, w)| {
                let weight = order[i % order.len()].wrapping_mul(i as u32 + 1);
                (weight, sized_partial(&rows[w[0]..w[1]], i as u32))
            })
            .collect();
        parts.sort_by_key(|(w, _)| *w);
        let merged = merge_tree(parts.into_iter().map(|(_, p)| p).collect(), &tree);
        let total: u64 = rows.iter().map(|r| r.1).sum();
        let sketch = merged.wbytes.as_ref().unwrap();
        prop_assert!(sketch.exact());
        prop_assert_eq!(sketch.total(), total);
        for regions in [2u32, 3, 7] {
            let got = merged.quantile_by_bytes(regions).ok().map(|s| s.keys);
            prop_assert_eq!(got, exact_by_bytes(&rows, regions));
        }
    }
}

/// Skewed rows in many parts, tree-merged until the byte-weighted sketch compacted many times:
/// each split key has within the stated error of the bytes before the exact key (give or take
/// the largest row), and the error stated is small.
#[test]
fn compacted_split_keys_by_bytes_are_within_the_rank_error() {
    for (n, each, regions) in [(1u64, 120_000u64, 10u32), (16, 15_000, 100)] {
        let rows = skewed_rows(n * each, n);
        let mut parts: Vec<KeysPartial> = rows
            .chunks(each as usize)
            .enumerate()
            .map(|(i, c)| sized_partial(c, i as u32))
            .collect();
        while parts.len() > 1 {
            let mut next = Vec::new();
            let mut it = parts.into_iter();
            while let Some(mut a) = it.next() {
                if let Some(b) = it.next() {
                    a.merge(b).unwrap();
                }
                next.push(a);
            }
            parts = next;
        }
        let merged = parts.remove(0);
        let sketch = merged.wbytes.clone().unwrap();
        assert!(!sketch.exact());
        assert!(sketch.len() <= 7_000 + EXACT_KEYS, "{}", sketch.len());
        let mut sorted = rows.clone();
        sorted.sort();
        let mut before = vec![0u64];
        for (_, w) in &sorted {
            before.push(before.last().unwrap() + w);
        }
        let total = *before.last().unwrap();
        let rank = |k: &[u8]| before[sorted.partition_point(|(s, _)| s.as_slice() < k)];
        let heaviest = sorted.iter().map(|r| r.1).max().unwrap();
        let exact = exact_by_bytes(&rows, regions).unwrap();
        let split = merged.quantile_by_bytes(regions).unwrap();
        assert_eq!(split.keys.len(), exact.len());
        let error = sketch.rank_error();
        let allowed = (error * total as f64).ceil() as u64 + heaviest;
        let mut worst = 0u64;
        for (i, (got, want)) in split.keys.iter().zip(&exact).enumerate() {
            let off = rank(got).abs_diff(rank(want));
            assert!(
                off <= allowed,
                "split {i}: {off} bytes off, {allowed} allowed"
            );
            worst = worst.max(off);
        }
        eprintln!(
            "{n} parts of {each} rows, {regions} regions: {} keys held, stated error {:.4}%, \
             measured {:.4}% of {total} bytes",
            sketch.len(),
            100.0 * error,
            100.0 * worst as f64 / total as f64
        );
        assert!(error < 0.01, "{error}");
        let note = split.note.unwrap().to_string();
        assert!(note.contains("byte-weighted quantile sketch"), "{note}");
    }
}

/// A version 4 partial (each region's bytes, no byte-weighted sketch) still reads and merges;
/// cutting equal bytes from it, or from a partial without row sizes, is refused saying why.
#[test]
fn older_and_sizeless_partials_refuse_to_cut_by_bytes() {
    let rows = skewed_rows(500, 3);
    let p = sized_partial(&rows, 0);
    let bytes = p.to_bytes();
    let mut sketch = Vec::new();
    super::wsketch::put_sketch(&mut sketch, p.wbytes.as_ref());
    // Version 4: the same body without the sketch, framed as that version.
    let body = &bytes[16..bytes.len() - 4 - sketch.len()];
    let mut v4 = b"RKPT".to_vec();
    v4.extend_from_slice(&4u32.to_le_bytes());
    v4.extend_from_slice(&(body.len() as u64).to_le_bytes());
    v4.extend_from_slice(body);
    let crc = crc32fast::hash(&v4);
    v4.extend_from_slice(&crc.to_le_bytes());
    let old = KeysPartial::from_bytes(&v4).unwrap();
    assert_eq!(old.report().unwrap().bytes, p.report().unwrap().bytes);
    let err = old.quantile_by_bytes(4).unwrap_err().to_string();
    assert!(err.contains("no byte-weighted quantile sketch"), "{err}");
    let text = format!(
        "rowkey-partial-v4:{}",
        base64::Engine::encode(&base64::engine::general_purpose::STANDARD, &v4)
    );
    assert_eq!(KeysPartial::from_text(&text).unwrap().rows(), 500);
    // Merged with a newer part, in either order, the whole has no sketch either.
    let newer = sized_partial(&skewed_rows(100, 4), 1);
    for (mut a, b) in [(old.clone(), newer.clone()), (newer, old)] {
        a.merge(b).unwrap();
        assert!(a.quantile_by_bytes(4).is_err());
        assert_eq!(a.rows(), 600);
    }
    let sizeless = partial_of(&[b"u1".to_vec(), b"u7".to_vec()], 0);
    let err = sizeless.quantile_by_bytes(2).unwrap_err().to_string();
    assert!(err.contains("has no row sizes"), "{err}");
}

/// The worst distance, in ranks, of `sketch`'s split keys for `regions` regions from
/// HashChoreWoker's over `sorted` (distinct keys), and the distance the sketch allows.
fn split_key_distance(sketch: &KeySketch, sorted: &[Vec<u8>], regions: u32) -> (i64, i64) {
    let rows = sorted.len() as u64;
    let (exact, _, base) = crate::analyze::splits::quantile_cut(sorted, rows, regions).unwrap();
    let (got, _, _) = sketch.split_keys(rows, regions, 0).unwrap();
    assert_eq!(got.len(), exact.len());
    let worst = got
        .iter()
        .enumerate()
        .map(|(i, k)| {
            let rank = sorted.partition_point(|s| s < k) as i64;
            (rank - ((i as u64 + 1) * base) as i64).abs()
        })
        .max()
        .unwrap_or(0);
    (worst, (sketch.rank_error() * rows as f64).ceil() as i64)
}

/// Streams deep enough to sample, in several key sets and orders, alone and merged in
/// different groupings: the sampler ran (each pair a compaction at level 0), the error stated
/// stays small, and every split key is within it.
#[test]
fn sampled_split_keys_are_within_the_rank_error_in_any_grouping() {
    let n = 700_000u64;
    for seed in 0..2u64 {
        let keys: Vec<Vec<u8>> = (0..n)
            .map(|i| {
                xxhash_rust::xxh3::xxh3_64(&(i ^ (seed << 40)).to_le_bytes())
                    .to_be_bytes()
                    .to_vec()
            })
            .collect();
        let mut sorted = keys.clone();
        sorted.sort();
        let mut reversed = sorted.clone();
        reversed.reverse();
        for (order, stream) in [
            ("hashed", &keys),
            ("sorted", &sorted),
            ("reversed", &reversed),
        ] {
            let sketch_of = |range: std::ops::Range<usize>| {
                let mut s = KeySketch::new();
                stream[range].iter().for_each(|k| s.add(k));
                s
            };
            let whole = sketch_of(0..n as usize);
            assert!(
                whole.compactions()[0] > n / 8,
                "{order}: the sampler did not run"
            );
            // Parts of 300,000, 300,000 and 100,000 keys, grouped both ways.
            let (a, b, c) = (
                sketch_of(0..300_000),
                sketch_of(300_000..600_000),
                sketch_of(600_000..n as usize),
            );
            let mut left = a.clone();
            left.merge(b.clone());
            left.merge(c.clone());
            let mut right = b;
            right.merge(a);
            let mut right = {
                let mut c = c;
                c.merge(right);
                c
            };
            right.merge(KeySketch::new());
            for (grouping, sketch) in [("whole", &whole), ("(a+b)+c", &left), ("c+(b+a)", &right)] {
                assert_eq!(sketch.rows(), n);
                assert!(sketch.len() <= 7_000, "{}", sketch.len());
                let stated = sketch.rank_error();
                assert!(stated < 0.0025, "{order} {grouping}: {stated}");
                for regions in [10, 100] {
                    let (worst, allowed) = split_key_distance(sketch, &sorted, regions);
                    assert!(
                        worst <= allowed,
                        "seed {seed}, {order}, {grouping}, {regions} regions: {worst} > {allowed}"
                    );
                }
            }
        }
    }
}

/// A sampled sketch's byte form reads back as the same sketch, which then merges as the one
/// written (the pair left open is a key at level 0).
#[test]
fn sampled_sketch_reads_back_and_merges_alike() {
    let keys: Vec<Vec<u8>> = (0..300_001u64)
        .map(|i| {
            xxhash_rust::xxh3::xxh3_64(&i.to_le_bytes())
                .to_be_bytes()
                .to_vec()
        })
        .collect();
    let mut s = KeySketch::new();
    keys.iter().for_each(|k| s.add(k));
    assert!(s.compactions()[0] > 10_000);
    let again = KeySketch::from_parts(s.levels().to_vec(), s.compactions().to_vec(), s.rows())
        .expect("a sampled sketch reads back");
    assert_eq!(again, s);
    let (mut x, mut y) = (s.clone(), again);
    x.merge(s.clone());
    y.merge(s);
    assert_eq!(x, y);
}
