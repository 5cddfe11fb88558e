//! Who is in each region (`analyze --top`): shares from a key dump with known heavy hitters
//! against an independent exact count, partials merged against one stream, the JSON's shape,
//! and keys that do not match the template counted with their first line.

use rowkey_core::analyze::AnalyzeOptions;
use rowkey_core::decode::space_saving::SpaceSaving;
use rowkey_core::decode::top::{RegionTops, CAPACITY, MAX_COUNTERS, MIN_CAPACITY};
use rowkey_core::design::{Design, SplitAlgorithm};
use rowkey_core::keys::partial::KeysPartial;
use rowkey_core::keys::{KeyFormat, KeysAnalysis};
use rowkey_core::sample::Compiled;
use std::collections::HashMap;

/// `{tenant}|{user}|{n}` split at `m`: tenants `a…` and `b1` in region 0, `x…` in region 1.
fn design() -> Compiled {
    let mut d = Design::new("{tenant}|{user}|{n}");
    d.fields.insert("tenant".into(), "pattern(\"t#\")".into());
    d.fields.insert("user".into(), "pattern(\"u####\")".into());
    d.fields.insert("n".into(), "seq(0, 1)".into());
    d.splits.algorithm = SplitAlgorithm::Explicit;
    d.splits.keys = vec!["m".into()];
    Compiled::new(&d).unwrap()
}

/// A dump of 20,000 lines: in region 0 tenant `b1` on about 40 % of the keys and user `u0007`
/// on 25 %, then 3,000 other users; region 1 has tenant `x9` and a handful of users. Some lines
/// are blank, some keys do not match the template. Each line's tenant and user, or `None` for
/// a line that is no key or does not match, are returned beside it.
fn dump() -> (Vec<u8>, Vec<Option<(String, String)>>) {
    let (mut text, mut truth) = (Vec::new(), Vec::new());
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for i in 0..20_000u64 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let line = match i {
            _ if i % 997 == 500 => None,
            _ if i % 1_499 == 700 => Some(("bad".to_string(), String::new())),
            _ if i.is_multiple_of(5) => Some(("x9".to_string(), format!("u{:04}", x % 7))),
            _ => {
                let tenant = if x % 10 < 4 {
                    "b1".to_string()
                } else {
                    format!("a{}", x % 50)
                };
                let user = if (x >> 8).is_multiple_of(4) {
                    "u0007".to_string()
                } else {
                    format!("u{:04}", (x >> 12) % 3_000)
                };
                Some((tenant, user))
            }
        };
        match line {
            None => {
                text.extend_from_slice(b"\n");
                truth.push(None);
            }
            Some((t, _)) if t == "bad" => {
                // Either side of the split.
                let side = if i.is_multiple_of(2) { "a" } else { "z" };
                text.extend_from_slice(format!("{side}-not-a-key-{i}\n").as_bytes());
                truth.push(None);
            }
            Some((t, u)) => {
                text.extend_from_slice(format!("{t}|{u}|{i}\n").as_bytes());
                truth.push(Some((t, u)));
            }
        }
    }
    (text, truth)
}

/// Exact counts per region: keys, (field, value) → keys, and the lines that do not match.
struct Exact {
    keys: [u64; 2],
    values: [HashMap<(String, String), u64>; 2],
    unmatched: [Vec<u64>; 2],
}

fn exact(text: &[u8], truth: &[Option<(String, String)>]) -> Exact {
    let mut e = Exact {
        keys: [0; 2],
        values: [HashMap::new(), HashMap::new()],
        unmatched: [Vec::new(), Vec::new()],
    };
    for (i, (line, t)) in text.split(|&b| b == b'\n').zip(truth).enumerate() {
        if line.is_empty() {
            continue;
        }
        let region = usize::from(line >= b"m".as_slice());
        e.keys[region] += 1;
        match t {
            None => e.unmatched[region].push(i as u64 + 1),
            Some((tenant, user)) => {
                for kv in [("tenant", tenant), ("user", user)] {
                    *e.values[region]
                        .entry((kv.0.to_string(), kv.1.clone()))
                        .or_default() += 1;
                }
            }
        }
    }
    e
}

fn analysis() -> KeysAnalysis {
    let c = design();
    let opts = AnalyzeOptions::for_design(&c);
    KeysAnalysis::new(c, KeyFormat::Lines, opts, false)
        .unwrap()
        .with_top(3)
}

#[test]
fn shares_match_an_exact_count_within_the_stated_bound() {
    let (text, truth) = dump();
    let e = exact(&text, &truth);
    let mut a = analysis();
    for chunk in text.chunks(4_093) {
        a.push(chunk).unwrap();
    }
    let r = a.finish().unwrap();
    let top = r
        .top
        .as_ref()
        .expect("the report says how top values were counted");
    assert_eq!(top.capacity, CAPACITY as u64);
    assert_eq!(top.max_error, 1.0 / CAPACITY as f64);
    assert!(
        top.note.to_string().contains("at most 1.56 %"),
        "{}",
        top.note
    );
    for (i, region) in r.regions.iter().enumerate() {
        assert_eq!(region.count, e.keys[i]);
        assert!(!region.top.is_empty());
        for t in &region.top {
            let truth = e.values[i][&(t.field.clone(), t.value.clone())] as f64 / e.keys[i] as f64;
            assert!(t.share >= truth - 1e-12, "{t:?} under {truth}");
            assert!(t.share - truth <= t.error + 1e-12, "{t:?} vs {truth}");
            assert!(t.error <= top.max_error);
        }
        let u = region.unmatched.expect("some keys do not match");
        assert_eq!(u.count, e.unmatched[i].len() as u64);
        assert_eq!(u.first, e.unmatched[i][0]);
    }
    // The heavy hitters come first, and the few values of region 1 are counted exactly.
    let of = |i: usize, field: &str| -> Vec<&str> {
        r.regions[i]
            .top
            .iter()
            .filter(|t| t.field == field)
            .map(|t| t.value.as_str())
            .collect()
    };
    assert_eq!(of(0, "tenant")[0], "b1");
    assert_eq!(of(0, "user")[0], "u0007");
    assert_eq!(of(1, "tenant"), ["x9"]);
    for t in &r.regions[1].top {
        assert_eq!(t.error, 0.0);
        let truth = e.values[1][&(t.field.clone(), t.value.clone())] as f64 / e.keys[1] as f64;
        assert_eq!(t.share, truth);
    }
}

#[test]
fn partials_merge_within_the_bound_and_exactly_while_exact() {
    let (text, truth) = dump();
    let e = exact(&text, &truth);
    let whole = {
        let mut a = analysis();
        a.push(&text).unwrap();
        a.finish().unwrap()
    };
    // Three parts cut at line boundaries, each read on its own, written out and read back.
    let lines: Vec<&[u8]> = text.split_inclusive(|&b| b == b'\n').collect();
    let cuts = [0, 6_000, 13_000, lines.len()];
    let parts: Vec<KeysPartial> = (0..3)
        .map(|p| {
            let c = design();
            let opts = AnalyzeOptions::for_design(&c);
            let mut a = KeysAnalysis::for_partial(c, KeyFormat::Lines, opts)
                .unwrap()
                .with_top(3);
            a.push(&lines[cuts[p]..cuts[p + 1]].concat()).unwrap();
            let text = a.partial(Some(p as u32)).unwrap().to_text();
            assert!(text.starts_with("rowkey-partial-v5:"));
            KeysPartial::from_text(&text).unwrap()
        })
        .collect();
    // In two groupings and orders.
    let mut left = parts[0].clone();
    left.merge(parts[1].clone()).unwrap();
    left.merge(parts[2].clone()).unwrap();
    let mut right = parts[2].clone();
    let mut bc = parts[1].clone();
    bc.merge(parts[0].clone()).unwrap();
    right.merge(bc).unwrap();
    for merged in [&left, &right] {
        let r = merged.report().unwrap();
        let top = r.top.as_ref().unwrap();
        assert!(top.max_error <= 1.0 / CAPACITY as f64);
        for (i, region) in r.regions.iter().enumerate() {
            for t in &region.top {
                let truth =
                    e.values[i][&(t.field.clone(), t.value.clone())] as f64 / e.keys[i] as f64;
                assert!(t.share >= truth - 1e-12 && t.share - truth <= t.error + 1e-12);
                assert!(t.error <= top.max_error + 1e-12, "{t:?}");
            }
            // The first key that does not match is part 0's, at its line in part 0.
            assert_eq!(region.unmatched, whole.regions[i].unmatched);
        }
        assert_eq!(r.regions[0].top[0].value, whole.regions[0].top[0].value);
        // Region 1's values fit the sketches: merged, they are the one stream's exactly.
        assert_eq!(r.regions[1].top, whole.regions[1].top);
    }
    // A partial without top values does not merge with one that has them.
    let c = design();
    let opts = AnalyzeOptions::for_design(&c);
    let mut plain = KeysAnalysis::for_partial(c, KeyFormat::Lines, opts).unwrap();
    plain.push(b"b1|u0001|1\n").unwrap();
    let err = left
        .clone()
        .merge(plain.partial(Some(9)).unwrap())
        .unwrap_err();
    assert!(err.to_string().contains("top values"), "{err}");
    // The previous layout is refused as older, naming its version.
    let mut older = parts[0].to_bytes();
    older[4] = 2;
    let err = KeysPartial::from_bytes(&older).unwrap_err().to_string();
    assert!(
        err.contains("format version 2, made by an older rowkey"),
        "{err}"
    );
}

/// The merge of sketches against exact counts over many random splits of a stream: the
/// true count is always within `[count - error, count]` and the error within `n / m`.
#[test]
fn merged_sketches_keep_the_bound() {
    let mut x: u64 = 12345;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for round in 0..20 {
        let m = 4 + round % 9;
        let parts = 2 + round % 5;
        let mut sketches: Vec<SpaceSaving> = (0..parts).map(|_| SpaceSaving::new(m)).collect();
        let mut truth: HashMap<String, u64> = HashMap::new();
        for i in 0..3_000 {
            let r = next();
            // A skewed stream: a few values often, many rarely.
            let v = if r % 3 == 0 {
                format!("h{}", r % 4)
            } else {
                format!("v{}", r % 500)
            };
            sketches[i % parts].add(&v);
            *truth.entry(v).or_default() += 1;
        }
        // Merge as a tree in a shuffled order.
        while sketches.len() > 1 {
            let j = (next() as usize) % sketches.len();
            let b = sketches.swap_remove(j);
            let k = (next() as usize) % sketches.len();
            sketches[k].merge(&b);
        }
        let s = &sketches[0];
        assert_eq!(s.total(), 3_000);
        assert!(s.floor() <= 3_000 / m as u64, "floor {} m {m}", s.floor());
        for c in s.top(m) {
            let t = truth[&c.value];
            assert!(c.count >= t && c.count - c.error <= t, "{c:?} true {t}");
        }
        // Every value seen more than n / m times is kept.
        let kept: Vec<String> = s.top(m).into_iter().map(|c| c.value).collect();
        for (v, &t) in &truth {
            if t > 3_000 / m as u64 {
                assert!(kept.contains(v), "{v} seen {t} times, m {m}");
            }
        }
    }
}

/// The JSON names each region's top values and leaves them out when not asked for; the
/// compact form carries them.
#[test]
fn the_json_has_top_values_only_when_asked_for() {
    let mut a = analysis();
    a.push(b"b1|u0001|1\nb1|u0002|2\nzz\n").unwrap();
    let r = a.finish().unwrap();
    let json: serde_json::Value = serde_json::to_value(&r).unwrap();
    let top = &json["regions"][0]["top"];
    assert_eq!(top[0]["field"], "tenant");
    assert_eq!(top[0]["value"], "b1");
    assert_eq!(top[0]["share"], 1.0);
    assert_eq!(top[0]["error"], 0.0);
    assert_eq!(json["regions"][1]["unmatched"]["count"], 1);
    assert_eq!(json["regions"][1]["unmatched"]["first"], 3);
    assert!(json["regions"][0].get("unmatched").is_none());
    assert_eq!(json["top"]["per_field"], 3);
    let bytes = rowkey_core::analyze::compact::to_bytes(&r).unwrap();
    let back = rowkey_core::analyze::compact::from_bytes(&bytes).unwrap();
    assert_eq!(back.regions[0].top, r.regions[0].top);
    // Without --top: no top field anywhere.
    let c = design();
    let opts = AnalyzeOptions::for_design(&c);
    let mut plain = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap();
    plain.push(b"b1|u0001|1\n").unwrap();
    let json = serde_json::to_value(plain.finish().unwrap()).unwrap();
    assert!(json.get("top").is_none());
    assert!(json["regions"][0].get("top").is_none());
}

/// 65,536 regions: sketches shrink to the least capacity, and the regions past the counters
/// allowed are dropped and counted, never more counters than allowed.
#[test]
fn many_regions_stay_within_the_counters_allowed() {
    let plan = rowkey_core::plan::Plan::compile("{a}|{b}|{c}|{d}").unwrap();
    let regions = 65_536;
    let mut tops = RegionTops::new(regions, plan.fields().to_vec());
    assert_eq!(tops.capacity(), MIN_CAPACITY);
    for region in 0..regions {
        let key = format!("x|y|z|{region}");
        tops.add(
            region,
            &rowkey_core::decode::decode(&plan, key.as_bytes()),
            1,
        );
    }
    let kept = MAX_COUNTERS / (MIN_CAPACITY * 4);
    assert_eq!(tops.dropped(), (regions - kept) as u64);
    assert_eq!(tops.top(0, 1)[0].share, 1.0);
    assert!(tops.top(regions - 1, 1).is_empty());
}
