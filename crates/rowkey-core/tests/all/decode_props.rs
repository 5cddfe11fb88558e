//! Keys read back through their template: every preset's sample and designs from the fuzz
//! grammar decode to the values that made them, and a key changed at one byte is reported at
//! that byte.

use crate::grammar;

use proptest::prelude::*;
use rowkey_core::decode::decode;
use rowkey_core::design::Design;
use rowkey_core::java::Width;
use rowkey_core::plan::ir::{IntRule, Inverse, Op, Src};
use rowkey_core::plan::{Plan, PlanPart};
use rowkey_core::sample::Compiled;
use rowkey_core::value::Value;
use std::path::PathBuf;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Fields some segment gives back whole: read directly, through ops each of which has one
/// input for each output, where a parse reads text whose spelling the ops before it keep (not
/// `reverse | dec`: `0001` and `001` parse alike).
fn invertible_fields(plan: &Plan) -> Vec<usize> {
    let mut out = Vec::new();
    for part in plan.parts() {
        let PlanPart::Segment(e) = part else { continue };
        let Src::Field { index, .. } = e.source else {
            continue;
        };
        let whole = e.ops.iter().all(|o| {
            matches!(
                o.op,
                Op::ParseInt { .. }
                    | Op::IntToStr
                    | Op::Dec(0)
                    | Op::HexInt(_)
                    | Op::HexBytes(0)
                    | Op::Int(IntRule::Rev)
                    | Op::Int(IntRule::Add(_))
                    | Op::Int(IntRule::Sub(_))
                    | Op::I64
                    | Op::Reverse
                    | Op::Sortable
                    | Op::Desc
                    | Op::Utf8
            )
        }) && e.ops.iter().enumerate().all(|(i, o)| {
            !matches!(o.op, Op::ParseInt { .. })
                || o.op
                    .inverse_in(e.ops[..i].iter().map(|b| &b.op), Width::Long)
                    != Inverse::None
        });
        if whole {
            out.push(index);
        }
    }
    out
}

/// Whether `decoded` is `value` cut by an `i32`, `i16` or `i8` that a segment applies straight to
/// field `index` (after at most its parse as a long).
fn cut_by_cast(plan: &Plan, index: usize, value: &Value, decoded: &Value) -> bool {
    let Ok(n) = value.display().parse::<i64>() else {
        return false;
    };
    plan.parts().iter().any(|part| {
        let PlanPart::Segment(e) = part else {
            return false;
        };
        if !matches!(e.source, Src::Field { index: i, .. } if i == index) {
            return false;
        }
        let cast = e
            .ops
            .iter()
            .map(|o| &o.op)
            .find(|op| !matches!(op, Op::ParseInt { .. }));
        let cut = match cast {
            Some(Op::I32) => i64::from(n as i32),
            Some(Op::I16) => i64::from(n as i16),
            Some(Op::I8) => i64::from(n as i8),
            _ => return false,
        };
        decoded.display() == cut.to_string()
    })
}

/// Whether text `original` and the decoded value are the same number (`054` and `54`).
fn same_number(original: &Value, decoded: &Value) -> bool {
    let Value::Str(text) = original else {
        return false;
    };
    matches!(
        (text.parse::<i64>(), decoded.display().parse::<i64>()),
        (Ok(a), Ok(b)) if a == b
    )
}

/// Decode `rows` keys of `design`: the counts of keys that matched and of fields recovered.
fn round_trip(design: &Design, rows: u64) -> (u64, u64) {
    let Ok(compiled) = Compiled::new(design) else {
        return (0, 0);
    };
    let plan = compiled.plan().clone();
    let whole = invertible_fields(&plan);
    let mut sampler = compiled.sampler().with_count(rows);
    let (mut matched, mut recovered) = (0, 0);
    let mut key = Vec::new();
    while let Some(r) = sampler.next_into(&mut key) {
        if r.is_err() {
            continue;
        }
        let values: Vec<Value> = sampler.values().to_vec();
        let d = decode(&plan, &key);
        for (name, v) in &d.fields {
            let i = plan.fields().iter().position(|f| f == name).unwrap();
            // A field cast straight to a narrower int reads back as the bytes hold it: its value
            // cut to the cast's width when it did not fit (what the docs promise).
            if v.display() != values[i].display() && cut_by_cast(&plan, i, &values[i], v) {
                recovered += 1;
                continue;
            }
            // Text read as a number reads back in canonical form: `054` as `54`, which
            // writes the same key (what the docs promise).
            if v.display() != values[i].display() && same_number(&values[i], v) {
                recovered += 1;
                continue;
            }
            assert_eq!(
                v.display(),
                values[i].display(),
                "field {name} of key {:?} from {}",
                rowkey_core::hbase::to_string_binary(&key),
                plan.text()
            );
            recovered += 1;
        }
        match &d.mismatch {
            None => {
                matched += 1;
                for &i in &whole {
                    assert!(
                        d.fields.iter().any(|(n, _)| *n == plan.fields()[i]),
                        "field {} not recovered from {:?} ({})",
                        plan.fields()[i],
                        rowkey_core::hbase::to_string_binary(&key),
                        plan.text()
                    );
                }
            }
            Some(m) => assert!(
                m.undecided,
                "a key the template made does not match it at byte {}: {} (key {:?}, template {})",
                m.offset,
                m.expected,
                rowkey_core::hbase::to_string_binary(&key),
                plan.text()
            ),
        }
    }
    (matched, recovered)
}

#[test]
fn every_preset_decodes_its_own_sample() {
    let mut dir: Vec<PathBuf> = std::fs::read_dir(repo().join("presets"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    dir.sort();
    assert!(!dir.is_empty());
    let mut fully = 0;
    let total = dir.len() as u64;
    for path in dir {
        let design = Design::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let (matched, recovered) = round_trip(&design, 300);
        // A template that cannot be split without the field generators' widths
        // (`{caller}{callee}`) is undecided for every key; the others read every key back.
        assert!(matched == 300 || matched == 0, "{}", path.display());
        fully += u64::from(matched == 300);
        eprintln!(
            "{}: {matched} of 300 keys matched, {recovered} fields recovered",
            path.display()
        );
    }
    assert!(
        fully * 4 >= total * 3,
        "only {fully} of {total} presets decode"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn grammar_designs_decode_to_their_values(bytes in prop::collection::vec(any::<u8>(), 0..96)) {
        if let Ok(design) = Design::from_json(&grammar::design_without_huge_sizes(&bytes)) {
            round_trip(&design, 20);
        }
    }

    #[test]
    fn a_changed_byte_is_found_there(id in "[a-z0-9]{1,12}", ts in 0i64..4_000_000_000_000, pick in 0usize..6) {
        let plan = Plan::compile("{id | md5 | hex | left(4)}_{id}_{ts | rev | i64}").unwrap();
        let mut key = plan
            .encode(&rowkey_core::encode::Record::from_text([("id", id.as_str()), ("ts", &ts.to_string())]))
            .unwrap();
        // A digit of the hash prefix (checked against the id read later), or a separator.
        let at = match pick {
            0..=3 => pick,
            4 => 4,
            _ => 5 + id.len(),
        };
        key[at] = match key[at] {
            b'_' => b'~',
            b'0' => b'1',
            _ => b'0',
        };
        let d = decode(&plan, &key);
        prop_assert!(!d.matches);
        let m = d.mismatch.unwrap();
        prop_assert!(!m.undecided);
        prop_assert_eq!(m.offset, at);
    }
}

/// A dump with known heavy hitters in a region: the sketch's shares against a count of every
/// value kept in full, within the stated bound, and exact while the values fit.
#[test]
fn region_top_values_match_an_exact_count() {
    use rowkey_core::decode::top::{RegionTops, CAPACITY};
    use std::collections::HashMap;
    let plan = Plan::compile("{user}|{n | i32}").unwrap();
    // user u1 on 30 % of the keys, u2 on 15 %, then 2,000 users once or twice each.
    let mut users = Vec::new();
    for i in 0..10_000u32 {
        let u = match i % 20 {
            0..=5 => "u1".to_string(),
            6..=8 => "u2".to_string(),
            _ => format!("x{}", (i * 7919) % 2_000),
        };
        users.push(u);
    }
    let mut tops = RegionTops::new(2, plan.fields().to_vec());
    let mut exact: HashMap<&str, u64> = HashMap::new();
    for (line, u) in users.iter().enumerate() {
        let key = [u.as_bytes(), b"|", &(line as i32).to_be_bytes()].concat();
        tops.add(0, &decode(&plan, &key), line as u64 + 1);
        *exact.entry(u.as_str()).or_default() += 1;
    }
    tops.add(0, &decode(&plan, b"no separator"), 10_001);
    let keys = users.len() as f64 + 1.0;
    let top = tops.top(0, 3);
    let users_top: Vec<_> = top.iter().filter(|t| t.field == "user").collect();
    assert_eq!(users_top[0].value, "u1");
    assert_eq!(users_top[1].value, "u2");
    for t in &users_top {
        let truth = exact[t.value.as_str()] as f64 / keys;
        assert!(t.share >= truth && t.share - truth <= t.error + 1e-12);
        assert!(t.error <= 1.0 / CAPACITY as f64);
    }
    let unmatched = tops.region(0).unwrap().unmatched.unwrap();
    assert_eq!((unmatched.count, unmatched.first), (1, 10_001));
    // Few distinct values: exact.
    let mut small = RegionTops::new(1, plan.fields().to_vec());
    for (i, u) in ["a", "b", "a", "c", "a", "b"].iter().enumerate() {
        let key = [u.as_bytes(), b"|", &(i as i32).to_be_bytes()].concat();
        small.add(0, &decode(&plan, &key), i as u64 + 1);
    }
    let t = small.top(0, 3);
    let users: Vec<(&str, f64, f64)> = t
        .iter()
        .filter(|t| t.field == "user")
        .map(|t| (t.value.as_str(), t.share, t.error))
        .collect();
    assert_eq!(
        users,
        [
            ("a", 0.5, 0.0),
            ("b", 2.0 / 6.0, 0.0),
            ("c", 1.0 / 6.0, 0.0)
        ]
    );
    assert!(tops.top(1, 3).is_empty());
}
