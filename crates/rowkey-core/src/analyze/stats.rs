//! Statistics of keys per region, in the articles' terms ("deviation rate") and the usual ones
//! (coefficient of variation, Gini, hottest region).

use serde::Serialize;

/// The articles' verdict on a deviation rate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Under 10 %.
    #[default]
    Good,
    /// 10–20 %.
    Acceptable,
    /// Over 20 %.
    NeedsWork,
}

impl Verdict {
    /// The verdict for a deviation rate in percent.
    pub fn of(deviation_pct: f64) -> Verdict {
        if deviation_pct < 10.0 {
            Verdict::Good
        } else if deviation_pct <= 20.0 {
            Verdict::Acceptable
        } else {
            Verdict::NeedsWork
        }
    }

    /// As people read it.
    pub fn label(self) -> &'static str {
        match self {
            Verdict::Good => "good",
            Verdict::Acceptable => "acceptable",
            Verdict::NeedsWork => "needs work",
        }
    }
}

/// Keys-per-region statistics.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct Stats {
    /// Keys counted.
    pub keys: u64,
    /// Regions.
    pub regions: usize,
    /// Fewest keys in a region.
    pub min: u64,
    /// Most keys in a region.
    pub max: u64,
    /// Mean keys per region.
    pub mean: f64,
    /// `(max - min) / mean` in percent: the seed articles' deviation rate.
    pub deviation_pct: f64,
    /// Standard deviation / mean.
    pub cv: f64,
    /// Gini coefficient of the counts (0: perfectly even, → 1: all in one region).
    pub gini: f64,
    /// `good` (< 10 %), `acceptable` (10–20 %), `needs work` (> 20 %): the totals only. The
    /// report's `verdict` also judges the writes over time, and is the one to show.
    pub verdict: Verdict,
    /// The region with the most keys.
    pub hottest_region: usize,
    /// Its share of all keys.
    pub hottest_share: f64,
}

impl Stats {
    /// Statistics of `counts` (keys per region).
    ///
    /// ```
    /// use rowkey_core::analyze::stats::{Stats, Verdict};
    /// let s = Stats::of(&[100, 95, 105, 100]);
    /// assert_eq!((s.min, s.max, s.mean), (95, 105, 100.0));
    /// assert_eq!(s.deviation_pct, 10.0);
    /// assert_eq!(s.verdict, Verdict::Acceptable);
    /// assert_eq!(Stats::of(&[0, 0, 10]).gini.round(), 1.0);
    /// ```
    pub fn of(counts: &[u64]) -> Stats {
        let n = counts.len().max(1);
        // Saturating: counts may be bytes, whose sum need not fit.
        let keys: u64 = counts.iter().fold(0u64, |a, &c| a.saturating_add(c));
        let min = counts.iter().copied().min().unwrap_or(0);
        let max = counts.iter().copied().max().unwrap_or(0);
        let mean = keys as f64 / n as f64;
        let deviation_pct = if mean > 0.0 {
            (max - min) as f64 / mean * 100.0
        } else {
            0.0
        };
        let var = counts
            .iter()
            .map(|&c| (c as f64 - mean).powi(2))
            .sum::<f64>()
            / n as f64;
        let cv = if mean > 0.0 { var.sqrt() / mean } else { 0.0 };
        let gini = gini(counts);
        let hottest_region = counts
            .iter()
            .enumerate()
            .max_by_key(|&(i, &c)| (c, std::cmp::Reverse(i)))
            .map_or(0, |(i, _)| i);
        let hottest_share = if keys > 0 {
            max as f64 / keys as f64
        } else {
            0.0
        };
        Stats {
            keys,
            regions: counts.len(),
            min,
            max,
            mean,
            deviation_pct,
            cv,
            gini,
            verdict: Verdict::of(deviation_pct),
            hottest_region,
            hottest_share,
        }
    }
}

/// Gini coefficient: `Σ (2i - n - 1) x_i / (n Σ x)` over the counts sorted ascending.
fn gini(counts: &[u64]) -> f64 {
    let n = counts.len();
    let total: f64 = counts.iter().map(|&c| c as f64).sum();
    if n < 2 || total == 0.0 {
        return 0.0;
    }
    let mut sorted = counts.to_vec();
    sorted.sort_unstable();
    let weighted: f64 = sorted
        .iter()
        .enumerate()
        .map(|(i, &x)| (2.0 * (i as f64 + 1.0) - n as f64 - 1.0) * x as f64)
        .sum();
    weighted / (n as f64 * total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_that_do_not_fit_saturate() {
        let s = Stats::of(&[1 << 63, 1 << 63, 5]);
        assert_eq!(
            (s.keys, s.max, s.min, s.hottest_region),
            (u64::MAX, 1 << 63, 5, 0)
        );
        assert!(s.hottest_share > 0.49 && s.hottest_share < 0.51);
    }

    #[test]
    fn even_counts_are_good() {
        let s = Stats::of(&[10; 8]);
        assert_eq!(s.deviation_pct, 0.0);
        assert_eq!(s.cv, 0.0);
        assert_eq!(s.gini, 0.0);
        assert_eq!(s.verdict, Verdict::Good);
        assert_eq!(s.hottest_share, 0.125);
    }

    #[test]
    fn skew_needs_work() {
        let s = Stats::of(&[1, 1, 1, 97]);
        assert_eq!(s.verdict, Verdict::NeedsWork);
        assert_eq!(s.hottest_region, 3);
        assert!((s.gini - 0.72).abs() < 1e-9, "{}", s.gini);
    }

    #[test]
    fn empty_is_calm() {
        let s = Stats::of(&[0, 0]);
        assert_eq!((s.keys, s.deviation_pct, s.gini), (0, 0.0, 0.0));
    }
}
