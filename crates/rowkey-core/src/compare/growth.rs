//! Two growth simulations compared: what `rowkey compare --rows` adds.

use super::{share_text, Builder, Difference, Goal};
use crate::i18n::{catalogue::compare as msg, Message};
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
/// table ends with, how many take the last window's writes, the busiest one's share of them,
/// and whether the write spread survives growth. Only what differs as shown is listed.
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
///     format!(r#"{{"final_regions": [{{}}, {{}}, {{}}, {{}}], "hot_regions_last_window": {hot},
///         "busiest_share_last_window": {share}, "verdict": {{"survives": {survives}}}}}"#)
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
    /// Regions that took writes in the last window.
    pub hot_regions_last_window: usize,
    /// The busiest region's share of the last window's writes.
    pub busiest_share_last_window: f64,
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
            hot_regions_last_window: r.hot_regions_last_window,
            busiest_share_last_window: r.busiest_share_last_window,
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
    let (ha, hb) = (
        a.hot_regions_last_window as f64,
        b.hot_regions_last_window as f64,
    );
    d.figure(
        "growth_hot_regions",
        msg::GROWTH_HOT,
        (ha, hb),
        (of_text(ha, na), of_text(hb, nb)),
        Goal::Higher,
        msg::GROWTH_HOT_WHY,
    );
    let (sa, sb) = (a.busiest_share_last_window, b.busiest_share_last_window);
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

/// `part of all`, each as f64 prints it (`3 of 8`).
fn of_text(part: f64, all: f64) -> String {
    Message::new(msg::WRITE_SPREAD_FIGURE)
        .arg("per", part.to_string())
        .arg("of", all.to_string())
        .to_string()
}
