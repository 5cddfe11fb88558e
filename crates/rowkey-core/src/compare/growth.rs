//! Two growth simulations compared: what `rowkey compare --rows` adds.

use super::{share_text, Builder, Difference, Goal};
use crate::i18n::{catalogue::compare as msg, Message};
use crate::simulate::reach::WriteReach;
use crate::simulate::GrowthReport;
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

/// A's and B's growth simulations, each as `rowkey simulate --format json` gives it.
#[derive(Debug, Serialize)]
pub struct GrowthPair<'a> {
    /// A's.
    pub a: &'a GrowthReport,
    /// B's.
    pub b: &'a GrowthReport,
}

/// The differences between two growth simulations of the same size and policy: the regions the
/// table ends with, how many of them the writes after growth reach against an even spread of
/// as many writes, the busiest one's share of them, and whether the write spread survives
/// growth. Only what differs as shown is listed.
pub fn compare_growth(a: &GrowthReport, b: &GrowthReport) -> Vec<Difference> {
    compare_growth_outcomes(&GrowthOutcome::of(a), &GrowthOutcome::of(b))
}

/// What [`compare_growth`] reads of a growth simulation: read from a growth report's JSON (as
/// `rowkey simulate --format json` and the worker give it) where only that is at hand, e.g.
/// in the playground, whose simulations run in a worker.
///
/// ```
/// use rowkey_core::compare::{compare_growth_outcomes, GrowthOutcome};
/// let json = |hot: usize, share: f64, survives: bool| {
///     format!(r#"{{"final_regions": [{{}}, {{}}, {{}}, {{}}], "end_reach": {{"writes": 4096,
///         "regions": 4, "reached": {hot}, "even": 4.0, "busiest_share": {share}}},
///         "verdict": {{"survives": {survives}}}}}"#)
/// };
/// let a: GrowthOutcome = serde_json::from_str(&json(1, 1.0, false)).unwrap();
/// let b: GrowthOutcome = serde_json::from_str(&json(4, 0.25, true)).unwrap();
/// let d = compare_growth_outcomes(&a, &b);
/// assert_eq!(d.len(), 3);
/// assert!(d.iter().all(|d| d.better == rowkey_core::compare::Better::B));
/// ```
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct GrowthOutcome {
    /// The regions at the end (only how many counts here).
    pub final_regions: Vec<IgnoredAny>,
    /// Where the writes after growth land.
    pub end_reach: WriteReach,
    /// Does the spread survive?
    pub verdict: OutcomeVerdict,
}

/// Of a growth verdict, whether the spread survives.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct OutcomeVerdict {
    /// Whether the last window is still spread (or no worse than the first).
    pub survives: bool,
}

impl GrowthOutcome {
    /// The outcome of a growth report.
    pub fn of(r: &GrowthReport) -> GrowthOutcome {
        GrowthOutcome {
            final_regions: vec![IgnoredAny; r.final_regions.len()],
            end_reach: r.end_reach.clone(),
            verdict: OutcomeVerdict {
                survives: r.verdict.survives,
            },
        }
    }
}

/// [`compare_growth`] of two outcomes.
pub fn compare_growth_outcomes(a: &GrowthOutcome, b: &GrowthOutcome) -> Vec<Difference> {
    let mut d = Builder { out: Vec::new() };
    let (na, nb) = (a.final_regions.len() as f64, b.final_regions.len() as f64);
    d.figure(
        "growth_regions",
        msg::GROWTH_REGIONS,
        (na, nb),
        (na.to_string(), nb.to_string()),
        Goal::None,
        msg::GROWTH_REGIONS_WHY,
    );
    // Regions written at once spread the load over servers, whatever the table's size: the
    // count is compared as it is; the even spread beside it says how far from ideal each is.
    let (ra, rb) = (&a.end_reach, &b.end_reach);
    d.figure(
        "growth_hot_regions",
        msg::GROWTH_HOT,
        (ra.reached as f64, rb.reached as f64),
        (reach_text(ra), reach_text(rb)),
        Goal::Higher,
        msg::GROWTH_HOT_WHY,
    );
    let (sa, sb) = (ra.busiest_share, rb.busiest_share);
    d.figure(
        "growth_busiest_share",
        msg::GROWTH_BUSIEST,
        (sa, sb),
        (share_text(sa), share_text(sb)),
        Goal::Lower,
        msg::GROWTH_BUSIEST_WHY,
    );
    let yes = |v: bool| Message::new(if v { msg::YES } else { msg::NO }).to_string();
    d.figure(
        "growth_survives",
        msg::GROWTH_SURVIVES,
        (
            f64::from(u8::from(a.verdict.survives)),
            f64::from(u8::from(b.verdict.survives)),
        ),
        (yes(a.verdict.survives), yes(b.verdict.survives)),
        Goal::Higher,
        msg::GROWTH_SURVIVES_WHY,
    );
    d.out
}

/// `3 of 8 (even: 8)`.
fn reach_text(r: &WriteReach) -> String {
    crate::msg!(
        msg::GROWTH_REACH_FIGURE,
        reached = r.reached.to_string(),
        regions = r.regions.to_string(),
        even = format!("{:.0}", r.even)
    )
    .to_string()
}
