//! Who is in each region: its top values of each decoded field and the keys that do not match
//! the template, put into the report ([`apply`]), for a key dump (counted as it is read, see
//! `crate::keys::KeysAnalysis::with_top`) or for the design's sample (counted in the analysis's
//! own pass, every shard its own rows, when [`AnalyzeOptions::top`](super::AnalyzeOptions::top)
//! asks). Counts merged from shards or partials keep the single sketch's bound: a share is exact
//! while a field has at most `capacity` distinct values in a region, and otherwise
//! over-estimated by at most `1 / capacity` of the region's keys.

use super::Report;
use crate::decode::top::{RegionTops, MAX_COUNTERS};
use crate::i18n::{catalogue::report as msg, Arg, Message};
use serde::{Deserialize, Serialize};

/// How the top values were counted and how far off they can be.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TopReport {
    /// Top values reported per field and region.
    pub per_field: u64,
    /// Counters per field and region.
    pub capacity: u64,
    /// The most any share is over-estimated (`1 / capacity`); each value's own bound is its
    /// `error`.
    pub max_error: f64,
    /// Keys that do not match the template, in all regions.
    pub unmatched: u64,
    /// Regions left without top values to keep memory bounded.
    pub regions_dropped: u64,
    /// The method and its bound in words, and what was dropped.
    pub note: Message,
}

/// Put `tops`' `k` top values per field into each region of `report`, and say how they were
/// counted. Regions that do not line up (another analysis' counts) are left alone.
///
/// ```
/// use rowkey_core::analyze::{analyze, AnalyzeOptions};
/// use rowkey_core::{design::Design, sample::Compiled};
/// let mut d = Design::new("{user}_{n}");
/// d.fields.insert("user".into(), "choice(\"u1\": 3, \"u2\": 1)".into());
/// d.fields.insert("n".into(), "seq(0, 1)".into());
/// d.sample.count = 1_000;
/// let c = Compiled::new(&d).unwrap();
/// let mut opts = AnalyzeOptions::for_design(&c);
/// opts.top = Some(2); // counted in the analysis's pass, then `apply`
/// let report = analyze(&c, opts).unwrap();
/// let top = &report.regions[0].top[0];
/// assert_eq!((top.field.as_str(), top.value.as_str()), ("user", "u1"));
/// assert!(top.share > 0.6 && top.error == 0.0);
/// ```
pub fn apply(report: &mut Report, tops: &RegionTops, k: usize) {
    if tops.regions().len() != report.regions.len() {
        return;
    }
    let mut unmatched = 0;
    for (i, region) in report.regions.iter_mut().enumerate() {
        region.top = tops.top(i, k);
        region.unmatched = tops.region(i).and_then(|r| r.unmatched);
        unmatched += region.unmatched.map_or(0, |u| u.count);
    }
    let capacity = tops.capacity() as u64;
    let bound = crate::format::percent(1.0 / capacity as f64);
    let mut note = crate::msg!(msg::TOP_BOUND, capacity = capacity, bound = bound);
    let dropped = tops.dropped();
    if dropped > 0 {
        let more = crate::msg!(
            msg::TOP_DROPPED,
            regions = Arg::Int(dropped.into()),
            max = Arg::Int(MAX_COUNTERS as i128)
        );
        note = crate::msg!(msg::NOTES, a = note, b = more);
    }
    report.top = Some(TopReport {
        per_field: k as u64,
        capacity,
        max_error: 1.0 / capacity as f64,
        unmatched,
        regions_dropped: dropped,
        note,
    });
}
