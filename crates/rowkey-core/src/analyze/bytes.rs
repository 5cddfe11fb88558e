//! Regions weighed in bytes: HBase splits a region by its store files' size, not its row
//! count, so when a key dump gives each row's size the report says each region's bytes, their
//! share and how uneven they are.

use super::stats::{Stats, Verdict};
use super::Report;
use serde::{Deserialize, Serialize};

/// The regions weighed in bytes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BytesReport {
    /// Bytes of every row read.
    pub total: u64,
    /// Fewest bytes in a region.
    pub min: u64,
    /// Most bytes in a region.
    pub max: u64,
    /// Mean bytes per region.
    pub mean: f64,
    /// `(max - min) / mean` in percent, in bytes.
    pub deviation_pct: f64,
    /// Standard deviation / mean, in bytes.
    pub cv: f64,
    /// The totals' verdict read in bytes (the same thresholds as in keys).
    pub verdict: Verdict,
    /// The region with the most bytes.
    pub hottest_region: usize,
    /// Its share of all bytes.
    pub hottest_share: f64,
}

impl BytesReport {
    /// The figures of `bytes` (per region).
    ///
    /// ```
    /// use rowkey_core::analyze::bytes::BytesReport;
    /// let b = BytesReport::of(&[100, 300]);
    /// assert_eq!((b.total, b.deviation_pct, b.hottest_region, b.hottest_share), (400, 100.0, 1, 0.75));
    /// ```
    pub fn of(bytes: &[u64]) -> BytesReport {
        let s = Stats::of(bytes);
        BytesReport {
            total: s.keys,
            min: s.min,
            max: s.max,
            mean: s.mean,
            deviation_pct: s.deviation_pct,
            cv: s.cv,
            verdict: s.verdict,
            hottest_region: s.hottest_region,
            hottest_share: s.hottest_share,
        }
    }
}

/// Put each region's `bytes` (in key order) and their share into `report`, and the figures
/// over all. Counts of another number of regions are left out.
pub fn apply(report: &mut Report, bytes: &[u64]) {
    if bytes.len() != report.regions.len() {
        return;
    }
    let b = BytesReport::of(bytes);
    for (region, &n) in report.regions.iter_mut().zip(bytes) {
        region.bytes = Some(n);
        region.bytes_share = Some(if b.total > 0 {
            n as f64 / b.total as f64
        } else {
            0.0
        });
    }
    report.bytes = Some(b);
}
