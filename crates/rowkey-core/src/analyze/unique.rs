//! Keys that cannot repeat, by construction: then the sample needs no fingerprints to count
//! identical keys (there are none), which saves 8 bytes per key and a sort.

use crate::gen::Generator;
use crate::keyspace::Keyspace;
use crate::plan::ir::{Expr, Src};
use crate::plan::PlanPart;
use crate::sample::Compiled;

/// Whether `seq(start, step)` gives `count` different values: it moves, and does not wrap around
/// within the sample (`start + (count - 1) * step` stays in range).
fn seq_never_repeats(start: i64, step: i64, count: u64) -> bool {
    step != 0
        && i64::try_from(start as i128 + (count.saturating_sub(1) as i128) * step as i128).is_ok()
}

/// The field that makes every key distinct, if the template provably does: a `seq` field
/// (never repeating within the sample) reaches the key through operations that lose nothing,
/// at a fixed offset (every part before it has a fixed length), as the last part or with a
/// fixed length itself — so two different rows cannot produce the same bytes.
///
/// ```
/// use rowkey_core::{analyze::unique::unique_field, design::Design, keyspace::Keyspace, sample::Compiled};
/// let mut d = Design::new("{n | md5 | hex | left(4)}_{concat(\"user\", n)}");
/// d.fields.insert("n".into(), "seq(0, 1)".into());
/// let c = Compiled::new(&d).unwrap();
/// assert_eq!(unique_field(&c, &Keyspace::new(&c)), Some("n".to_string()));
/// let mut d = Design::new("{n | mod(10)}_{x}");
/// d.fields.insert("n".into(), "seq(0, 1)".into());
/// d.fields.insert("x".into(), "text(1, 3)".into());
/// let c = Compiled::new(&d).unwrap();
/// assert_eq!(unique_field(&c, &Keyspace::new(&c)), None);
/// ```
pub fn unique_field(compiled: &Compiled, keyspace: &Keyspace) -> Option<String> {
    let plan = compiled.plan();
    let count = compiled.design().sample.count;
    let unique: Vec<bool> = compiled
        .field_specs()
        .iter()
        .map(|spec| match spec.generator() {
            Generator::Seq { start, step } => seq_never_repeats(*start, *step, count),
            _ => false,
        })
        .collect();
    let langs = keyspace.parts();
    let last = plan.parts().len().checked_sub(1)?;
    for (i, part) in plan.parts().iter().enumerate() {
        if let PlanPart::Segment(e) = part {
            let (min, max) = langs[i].len_range();
            if i == last || min == max {
                if let Some(f) = lossless_field(e) {
                    if unique[f] {
                        return Some(plan.fields()[f].clone());
                    }
                }
            }
        }
        let (min, max) = langs[i].len_range();
        if min != max {
            return None;
        }
    }
    None
}

/// Whether no two of the first `count` rows can give the same key, by construction: some field
/// never repeats within those rows (a `seq` that does not wrap, or a `timestamp` whose rows'
/// slots are at least a millisecond apart: its values then strictly rise) and reaches the key
/// through operations that lose nothing, with its bytes recoverable from the key: every part
/// before it has a fixed length, and it has a fixed length itself or every part after it does.
///
/// Wider than [`unique_field`], which the report names as `unique_by` (its answer stays what it
/// was); this one only decides whether the sample needs fingerprints to count repeated keys:
/// when it holds there are none to count.
///
/// ```
/// use rowkey_core::{analyze::unique::distinct_by_construction, design::Design, sample::Compiled};
/// let mut d = Design::new("{user}_{t | rev}_{order}");
/// d.fields.insert("user".into(), "pattern(\"user###\")".into());
/// d.fields.insert("t".into(), "timestamp(\"2024-02-15T00:00:00Z\", 500)".into());
/// d.fields.insert("order".into(), "pattern(\"ORD####\")".into());
/// let c = Compiled::new(&d).unwrap();
/// assert!(distinct_by_construction(&c, 1_000_000));
/// // Two thousand rows a second share milliseconds: times repeat.
/// d.fields.insert("t".into(), "timestamp(\"2024-02-15T00:00:00Z\", 2000)".into());
/// let c = Compiled::new(&d).unwrap();
/// assert!(!distinct_by_construction(&c, 1_000_000));
/// ```
pub fn distinct_by_construction(compiled: &Compiled, count: u64) -> bool {
    let plan = compiled.plan();
    let never_repeats: Vec<bool> = compiled
        .field_specs()
        .iter()
        .map(|spec| match spec.generator() {
            Generator::Seq { start, step } => seq_never_repeats(*start, *step, count),
            Generator::Timestamp { start_ms, rate } => strictly_rising(*start_ms, *rate, count),
            _ => false,
        })
        .collect();
    // The lengths over the rows that run, not the design's own count of them.
    let keyspace = Keyspace::for_rows(compiled, count);
    let langs = keyspace.parts();
    let fixed: Vec<bool> = (0..plan.parts().len())
        .map(|i| {
            let (min, max) = langs[i].len_range();
            min == max
        })
        .collect();
    for (i, part) in plan.parts().iter().enumerate() {
        if let PlanPart::Segment(e) = part {
            let delimited = fixed[i] || fixed[i + 1..].iter().all(|&f| f);
            if delimited && lossless_field(e).is_some_and(|f| never_repeats[f]) {
                return true;
            }
        }
        if !fixed[i] {
            return false;
        }
    }
    false
}

/// Whether `timestamp(start_ms, rate)` gives strictly rising values over `count` rows. Row `r`'s
/// value lies in `[start + s(r), start + s(r + 1))` with `s(r) = floor(r · 1000 / rate)` in
/// `f64` (see `gen::generators`), so it is enough that every slot is at least a millisecond
/// wide and nothing saturates. With `r · 1000` exact (below 2^53), `1000 / rate >= 1.5` and
/// every `r · 1000 / rate` below 2^50 (rounding error at most 1/16 each), consecutive quotients
/// stay more than one apart, so their floors differ.
fn strictly_rising(start_ms: i64, rate: f64, count: u64) -> bool {
    let rows_ms = count as f64 * 1000.0;
    if !(rate > 0.0 && 1000.0 / rate >= 1.5 && rows_ms < (1u64 << 53) as f64) {
        return false;
    }
    let last = rows_ms / rate;
    last < (1u64 << 50) as f64 && start_ms.checked_add(last as i64 + 1).is_some()
}

/// The field an expression carries without loss: the field itself through reversible
/// operations, or a `concat` of literals and one such field.
fn lossless_field(e: &Expr) -> Option<usize> {
    let reversible = e
        .ops
        .iter()
        .enumerate()
        .all(|(i, at)| at.op.keeps_distinct_in(e.ops[..i].iter().map(|o| &o.op)));
    if !reversible {
        return None;
    }
    match &e.source {
        Src::Field { index, .. } => Some(*index),
        Src::Concat(args) => {
            let mut field = None;
            for a in args {
                match &a.source {
                    Src::Str(_) | Src::Int(_) if a.ops.is_empty() => {}
                    _ => {
                        // Only one variable argument, and it must come last so its end is the
                        // concat's end (decimal text is not prefix-free).
                        if field.is_some() {
                            return None;
                        }
                        field = Some(lossless_field(a)?);
                    }
                }
            }
            let last_is_field = args
                .last()
                .is_some_and(|a| !matches!(a.source, Src::Str(_) | Src::Int(_)));
            if last_is_field {
                field
            } else {
                None
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyze::distribution::{run, RunOptions};
    use crate::analyze::Regions;
    use crate::design::Design;
    use crate::gen::{FieldGen, GeneratorSpec};
    use crate::java::JInt;
    use crate::value::Value;

    /// The generator's own values over `rows` rows, in order.
    fn times(expr: &str, rows: u64) -> Vec<i64> {
        let spec = GeneratorSpec::parse(expr).unwrap();
        let mut g = FieldGen::new(&spec, 42, "t", None).unwrap();
        let mut v = Value::Int(JInt::Long(0));
        (0..rows)
            .map(|row| {
                g.fill(row, &mut v);
                match v {
                    Value::Int(JInt::Long(t)) => t,
                    ref other => panic!("{other:?}"),
                }
            })
            .collect()
    }

    /// Where the rule says a timestamp rises strictly, the generator's values do; rates that
    /// share milliseconds are refused (and do repeat).
    #[test]
    fn strictly_rising_timestamps_rise() {
        let rows = 200_000;
        for rate in [0.001, 1.0, 3.0, 7.0, 333.3, 500.0, 600.0, 666.0] {
            let expr = format!("timestamp(\"2024-02-15T00:00:00Z\", {rate})");
            let spec = GeneratorSpec::parse(&expr).unwrap();
            let Generator::Timestamp { start_ms, rate } = *spec.generator() else {
                panic!("{expr}");
            };
            assert!(strictly_rising(start_ms, rate, rows), "{expr}");
            let t = times(&expr, rows);
            assert!(t.windows(2).all(|w| w[0] < w[1]), "{expr}");
        }
        for rate in [1000.0, 2000.0] {
            let expr = format!("timestamp(\"2024-02-15T00:00:00Z\", {rate})");
            assert!(!strictly_rising(0, rate, rows), "{expr}");
        }
        let t = times("timestamp(\"2024-02-15T00:00:00Z\", 2000)", 1000);
        assert!(t.windows(2).any(|w| w[0] == w[1]));
        // Saturating at i64::MAX would repeat the last millisecond.
        assert!(!strictly_rising(i64::MAX - 10, 1.0, 1000));
        assert!(!strictly_rising(0, 0.001, 1 << 40));
        // Row numbers times 1000 past 2^53 are no longer exact in f64.
        assert!(strictly_rising(0, 600.0, 1 << 40));
        assert!(!strictly_rising(0, 600.0, 1 << 44));
    }

    fn design(template: &str, fields: &[(&str, &str)]) -> Compiled {
        let mut d = Design::new(template);
        for (name, expr) in fields {
            d.fields.insert((*name).into(), (*expr).into());
        }
        Compiled::new(&d).unwrap()
    }

    fn distinct(c: &Compiled, count: u64) -> bool {
        distinct_by_construction(c, count)
    }

    /// The e-commerce preset's keys cannot repeat (its time rises and the order id after it has
    /// a fixed length), and counting them with fingerprints agrees: no repeats.
    #[test]
    fn ecommerce_keys_are_distinct_by_construction() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../presets/ecommerce-orders.json"
        );
        let d = Design::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
        let c = Compiled::new(&d).unwrap();
        assert!(distinct(&c, 1_000_000));
        assert_eq!(unique_field(&c, &Keyspace::new(&c)), None);
        let opts = RunOptions {
            count: 300_000,
            threads: 1,
            windows: 1,
            fingerprints: true,
            tops: false,
            sizes: false,
        };
        let dist = run(&c, &Regions::new(Vec::new()), opts).unwrap();
        assert_eq!((dist.keys, dist.collisions), (300_000, 0));
    }

    #[test]
    fn where_the_distinct_field_sits() {
        let t = ("t", "timestamp(\"2024-02-15T00:00:00Z\", 500)");
        let x = ("x", "text(1, 3)");
        let p = ("p", "pattern(\"ab##\")");
        // Variable text after a time whose decimal length changes within the rows (10^13 ms,
        // 14 digits, comes ten seconds after the start): the time's end is not known.
        let late = ("t", "timestamp(\"2286-11-20T17:46:30Z\", 1)");
        assert!(!distinct(&design("{t}{x}", &[late, x]), 20));
        // The same time over few enough rows keeps 13 digits: a fixed length.
        assert!(distinct(&design("{t}{x}", &[late, x]), 2));
        assert!(distinct(&design("{t}{x}", &[t, x]), 1000));
        // Variable text before it: its start is not known.
        assert!(!distinct(&design("{x}_{t}", &[t, x]), 1000));
        // Fixed on both sides, or the last part.
        assert!(distinct(&design("{p}{t}{p}", &[t, p]), 1000));
        assert!(distinct(&design("{p}_{t}", &[t, p]), 1000));
        // A lossy operation on the time.
        assert!(!distinct(&design("{t | mod(7)}_{p}", &[t, p]), 1000));
        // Random fields alone never make keys distinct.
        assert!(!distinct(&design("{p}_{x}", &[p, x]), 1000));
        // A seq that wraps within the rows repeats.
        let s = ("s", "seq(9223372036854775000, 1)");
        assert!(!distinct(&design("{s}", &[s]), 10_000));
        assert!(distinct(&design("{s}", &[s]), 100));
        // Text a transform wrote, read as a number: 10 and 1 both give `1`.
        let s = ("s", "seq(0, 1)");
        assert!(!distinct(&design("{s | reverse | dec}", &[s]), 100));
        assert!(distinct(&design("{s | dec(12) | i64}", &[s]), 100));
    }
}
