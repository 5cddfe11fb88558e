//! How many sample rows one analysis can afford.
//!
//! Every row of the sample is generated and encoded (twice for quantile splits), so the cost of
//! an analysis is rows × the cost of one key. Ordinary designs cost a few hundred bytes of work
//! per key and run their whole sample (10 million keys in about a second per core). A design
//! with thousands of segments, keys of tens of kilobytes or segments that hash the rest of a long
//! key costs a thousand times more per key; for those the analysis runs the first rows that fit
//! in [`MAX_SAMPLE_WORK`] and says so, instead of running for minutes.
//!
//! The cost is counted in units of roughly one byte handled, from the plan and the first keys,
//! never from a clock: the same design gives the same rows on every machine, in the CLI, the JS
//! module and the page.

use crate::design::DesignError;
use crate::i18n::{catalogue::report as msg, Message};
use crate::plan::ir::{Expr, Src};
use crate::plan::PlanPart;
use crate::sample::Compiled;
use serde::{Deserialize, Serialize};

pub use crate::limits::MAX_SAMPLE_WORK;

/// Units per plan part per key (the interpreter's dispatch, copying a literal, formatting).
const PART_COST: u64 = 64;

/// Units per field per key (drawing its value; every thread draws every row's values).
const FIELD_COST: u64 = 24;

/// Units per key byte per segment that reads `rest` (hashing the tail of the key again).
const REST_BYTE_COST: u64 = 8;

/// Units per byte a transform produces on the way to the key (`hex` of a long value, even when
/// `left(4)` keeps four of its bytes).
const OP_BYTE_COST: u64 = 2;

/// Units per key for everything else (region lookup, counters, fingerprint).
const ROW_COST: u64 = 64;

/// Keys encoded to learn how long this design's keys are.
const PROBE_ROWS: u64 = 16;

/// The rows an analysis runs.
///
/// ```
/// use rowkey_core::analyze::budget::sample_rows;
/// use rowkey_core::{design::Design, sample::Compiled};
/// let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
/// d.fields.insert("id".into(), "seq(0, 1)".into());
/// let c = Compiled::new(&d).unwrap();
/// let rows = sample_rows(&c, 10_000_000).unwrap();
/// assert_eq!(rows.analysed, 10_000_000); // an ordinary key affords the largest sample
/// assert!(rows.note.is_none());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SampleRows {
    /// The rows asked for (the design's `sample.count`, or `--count`).
    pub requested: u64,
    /// The rows analysed: all of them unless a key is too costly for the work budget.
    pub analysed: u64,
    /// Why fewer rows were analysed, when they were.
    pub note: Option<Message>,
}

/// Work units one key of this design costs, from its plan and its longest key and costliest
/// transforms among the first 16 rows (`PROBE_ROWS`).
///
/// # Errors
///
/// A [`DesignError`] naming the row when one of the first rows cannot be generated.
pub fn key_cost(compiled: &Compiled, requested: u64) -> Result<u64, DesignError> {
    let plan = compiled.plan();
    let mut longest = 0u64;
    let mut op_bytes = 0u64;
    let mut sampler = compiled.sampler().with_count(requested.min(PROBE_ROWS));
    let mut key = Vec::new();
    let mut before = sampler.work();
    while let Some(r) = sampler.next_into(&mut key) {
        r?;
        longest = longest.max(key.len() as u64);
        op_bytes = op_bytes.max(sampler.work().wrapping_sub(before));
        before = sampler.work();
    }
    let rest_readers = plan
        .parts()
        .iter()
        .filter(|p| matches!(p, PlanPart::Segment(e) if e.reads_rest()))
        .count() as u64;
    let parts = plan.parts().len() as u64;
    let fields = compiled.field_specs().len() as u64;
    // A literal run through transforms is worked through again on every row (a 100,000-character
    // string hashed a million times), though the key it leaves is short.
    let literal_work: u64 = plan
        .parts()
        .iter()
        .map(|p| match p {
            PlanPart::Segment(e) => literal_work(e),
            _ => 0,
        })
        .fold(0, u64::saturating_add);
    Ok(ROW_COST
        .saturating_add(literal_work.saturating_mul(REST_BYTE_COST))
        .saturating_add(parts.saturating_mul(PART_COST))
        .saturating_add(fields.saturating_mul(FIELD_COST))
        .saturating_add(longest)
        .saturating_add(op_bytes.saturating_mul(OP_BYTE_COST))
        .saturating_add(
            longest
                .saturating_mul(rest_readers)
                .saturating_mul(REST_BYTE_COST),
        ))
}

/// Bytes of literal text that `e`'s operations work through per row: each literal (also inside
/// `concat`) once per operation after it.
fn literal_work(e: &Expr) -> u64 {
    let ops = e.ops.len() as u64;
    match &e.source {
        Src::Str(s) => (s.len() as u64).saturating_mul(ops),
        Src::Concat(args) => args.iter().fold(0u64, |acc, a| {
            acc.saturating_add(literal_work(a))
                .saturating_add(literal_len(a).saturating_mul(ops))
        }),
        _ => 0,
    }
}

/// Bytes of literal text in `e`'s source, as far as it is known before any row.
fn literal_len(e: &Expr) -> u64 {
    match &e.source {
        Src::Str(s) => s.len() as u64,
        Src::Concat(args) => args.iter().map(literal_len).fold(0, u64::saturating_add),
        _ => 0,
    }
}

/// How many of `requested` rows the analysis runs within [`MAX_SAMPLE_WORK`].
///
/// # Errors
///
/// What [`key_cost`] refuses.
pub fn sample_rows(compiled: &Compiled, requested: u64) -> Result<SampleRows, DesignError> {
    let mut cost = key_cost(compiled, requested)?;
    if compiled.design().splits.algorithm == crate::design::SplitAlgorithm::Quantile {
        // Quantile splits run the sample twice: once to cut the splits, once to count.
        cost = cost.saturating_mul(2);
    }
    let affordable = (MAX_SAMPLE_WORK / cost.max(1)).max(1);
    if requested <= affordable {
        return Ok(SampleRows {
            requested,
            analysed: requested,
            note: None,
        });
    }
    Ok(SampleRows {
        requested,
        analysed: affordable,
        note: Some(crate::msg!(
            msg::SAMPLE_BUDGET,
            analysed = affordable,
            requested = requested,
            cost = cost,
            max = MAX_SAMPLE_WORK
        )),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::Design;

    fn compiled(template: &str, fields: &[(&str, &str)]) -> Compiled {
        let mut d = Design::new(template);
        for (n, g) in fields {
            d.fields.insert((*n).into(), (*g).into());
        }
        Compiled::new(&d).unwrap()
    }

    #[test]
    fn ordinary_designs_run_their_whole_sample() {
        let c = compiled(
            "{u | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{u}_{ts | rev}_{o}",
            &[
                ("u", "pattern(\"user####\")"),
                ("ts", "timestamp(\"2024-02-15T00:00:00Z\", 200)"),
                ("o", "pattern(\"ORD20240215######\")"),
            ],
        );
        let rows = sample_rows(&c, 10_000_000).unwrap();
        assert_eq!(rows.analysed, 10_000_000);
        assert_eq!(rows.note, None);
    }

    #[test]
    fn costly_keys_run_fewer_rows_and_say_so() {
        let template = vec!["{id}"; 10_000].join("_");
        let c = compiled(&template, &[("id", "choice(\"a\", \"b\")")]);
        let rows = sample_rows(&c, 100_000).unwrap();
        assert!(rows.analysed < 100_000 && rows.analysed > 0, "{rows:?}");
        let note = rows.note.unwrap().to_string();
        assert!(note.contains("of 100,000 sample rows"), "{note}");
        // The cost grows with the template: half the segments afford about twice the rows.
        let half = compiled(
            &vec!["{id}"; 5_000].join("_"),
            &[("id", "choice(\"a\", \"b\")")],
        );
        let more = sample_rows(&half, 100_000).unwrap().analysed;
        assert!(more > rows.analysed * 3 / 2, "{more} vs {}", rows.analysed);
    }

    #[test]
    fn values_a_chain_builds_count_though_the_key_is_short() {
        let chain = format!("{{name{} | left(4)}}", " | utf8 | hex".repeat(12));
        let grown = compiled(&chain, &[("name", "text(1,20)")]);
        let short = compiled("{name | utf8 | hex | left(4)}", &[("name", "text(1,20)")]);
        assert!(key_cost(&grown, 100).unwrap() > 1000 * key_cost(&short, 100).unwrap() / 10);
        let rows = sample_rows(&grown, 1_000_000).unwrap();
        assert!(rows.analysed < 100_000, "{rows:?}");
        assert!(rows.note.is_some());
    }

    #[test]
    fn hashing_the_rest_of_a_long_key_counts() {
        let plain = compiled(
            &format!("{}{{id}}", "{id}".repeat(200)),
            &[("id", "pattern(\"##########\")")],
        );
        let hashed = compiled(
            &"{rest | md5 | hex | left(2)}{id}".repeat(200),
            &[("id", "pattern(\"##########\")")],
        );
        assert!(key_cost(&hashed, 100).unwrap() > 10 * key_cost(&plain, 100).unwrap());
    }
}
