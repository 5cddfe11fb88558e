//! The verdict on a design: how evenly its keys spread over the regions in total (the seed
//! articles' deviation rate) and how many regions its writes reach at any one time (write
//! concurrency, from the heatmap).
//!
//! The two differ exactly where the articles' central lesson lies: a key that rises with time
//! (`{order_time}_{user_id}`) can end evenly spread over quantile splits while every write of each
//! moment goes to one region — the last one, in production. So the final verdict is the worse of
//! the two, and says which figure decided it.

use super::distribution::Heatmap;
use super::stats::{Stats, Verdict};
use crate::i18n::catalogue::verdict as msg;
use crate::i18n::{Arg, Message};
use serde::Serialize;

/// A time window's writes reaching at least this fraction of the regions the whole sample
/// reaches (in effective regions) is good.
pub const SPREAD_GOOD: f64 = 0.8;

/// Under this fraction the writes are time-ordered: each moment's writes go to a few regions
/// while the rest idle. Between this and [`SPREAD_GOOD`] is acceptable.
pub const SPREAD_NEEDS_WORK: f64 = 0.5;

/// How the writes of each time window spread over the regions.
#[derive(Clone, Debug, Default, PartialEq, Serialize, serde::Deserialize)]
pub struct WriteConcurrency {
    /// Time windows measured (those with at least two writes).
    pub windows: usize,
    /// Regions of the table.
    pub regions: usize,
    /// `1 / regions`: the share each region would take of a perfectly spread window.
    pub even_share: f64,
    /// The busiest region's share of its window's writes, mean over the windows weighted by
    /// their writes.
    pub busiest_share: f64,
    /// The largest busiest-region share of any window.
    pub worst_share: f64,
    /// The regions a window's writes reach, in effective regions: `1 / P(two writes of the same
    /// window land in the same region)`, pooled over the windows (so a region that takes one
    /// stray write does not count as a whole region).
    pub regions_per_window: f64,
    /// The same over the whole sample: the regions the keys reach in total.
    pub regions_overall: f64,
    /// `regions_per_window / regions_overall`: 1 when every moment's writes spread like the
    /// whole sample, `1 / regions` when each moment writes to a single region.
    pub spread: f64,
}

impl WriteConcurrency {
    /// The figures of a heatmap.
    ///
    /// ```
    /// use rowkey_core::analyze::{distribution::Heatmap, verdict::WriteConcurrency};
    /// // Four regions, four windows: each window writes to one region only.
    /// let ordered = Heatmap { windows: 4, rows_per_window: 10, cells: vec![
    ///     vec![10, 0, 0, 0], vec![0, 10, 0, 0], vec![0, 0, 10, 0], vec![0, 0, 0, 10]] };
    /// let c = WriteConcurrency::of(&ordered);
    /// assert_eq!((c.busiest_share, c.worst_share, c.even_share), (1.0, 1.0, 0.25));
    /// assert_eq!(c.regions_per_window, 1.0);
    /// assert!((c.spread - 0.25).abs() < 0.02, "{}", c.spread);
    /// // The same totals, every window spread over all four.
    /// let spread = Heatmap { windows: 4, rows_per_window: 10, cells: vec![
    ///     vec![3, 2, 3, 2], vec![2, 3, 2, 3], vec![3, 2, 2, 3], vec![2, 3, 3, 2]] };
    /// let c = WriteConcurrency::of(&spread);
    /// assert_eq!(c.busiest_share, 0.3);
    /// assert!(c.spread > 0.8, "{}", c.spread);
    /// ```
    pub fn of(heat: &Heatmap) -> WriteConcurrency {
        let regions = heat.cells.len().max(1);
        let mut windows = 0usize;
        let (mut busiest, mut rows, mut worst) = (0u64, 0u64, 0.0f64);
        // Pairs of writes in the same window and region, and pairs in the same window.
        let (mut same_region, mut pairs) = (0f64, 0f64);
        let mut totals = vec![0u64; heat.cells.len()];
        for w in 0..heat.windows {
            let column = heat
                .cells
                .iter()
                .map(|r| u64::from(r.get(w).copied().unwrap_or(0)));
            let (mut n, mut max, mut same) = (0u64, 0u64, 0f64);
            for (r, c) in column.enumerate() {
                n += c;
                max = max.max(c);
                same += c as f64 * (c as f64 - 1.0);
                totals[r] += c;
            }
            if n < 2 {
                continue;
            }
            windows += 1;
            busiest += max;
            rows += n;
            worst = worst.max(max as f64 / n as f64);
            same_region += same;
            pairs += n as f64 * (n as f64 - 1.0);
        }
        let keys: u64 = totals.iter().sum();
        let overall_same: f64 = totals.iter().map(|&c| c as f64 * (c as f64 - 1.0)).sum();
        let overall_pairs = keys as f64 * (keys as f64 - 1.0);
        // Unbiased estimates of the collision probability; a window where no two writes share a
        // region reaches (at least) every region.
        let effective = |same: f64, pairs: f64| {
            if pairs <= 0.0 || same <= 0.0 {
                regions as f64
            } else {
                (pairs / same).min(regions as f64)
            }
        };
        let regions_per_window = effective(same_region, pairs);
        let regions_overall = effective(overall_same, overall_pairs);
        WriteConcurrency {
            windows,
            regions,
            even_share: 1.0 / regions as f64,
            busiest_share: if rows > 0 {
                busiest as f64 / rows as f64
            } else {
                0.0
            },
            worst_share: worst,
            regions_per_window,
            regions_overall,
            spread: if windows == 0 {
                1.0
            } else {
                (regions_per_window / regions_overall).min(1.0)
            },
        }
    }

    /// The verdict on the writes over time: `None` when it cannot be measured (one region, or
    /// fewer than two windows with writes).
    pub fn verdict(&self) -> Option<Verdict> {
        if self.regions < 2 || self.windows < 2 {
            None
        } else if self.spread >= SPREAD_GOOD {
            Some(Verdict::Good)
        } else if self.spread >= SPREAD_NEEDS_WORK {
            Some(Verdict::Acceptable)
        } else {
            Some(Verdict::NeedsWork)
        }
    }

    /// The figure in one sentence, e.g. "each time window's writes reach 1.1 of 10 regions
    /// (the whole sample reaches 10.0); the busiest region takes 97.5 % of a window's writes on
    /// average (even: 10.0 %)".
    pub fn describe(&self) -> Message {
        crate::msg!(
            msg::CONCURRENCY,
            per = format!("{:.1}", self.regions_per_window),
            regions = Arg::Int(self.regions as i128),
            overall = format!("{:.1}", self.regions_overall),
            busiest = Arg::Percent(self.busiest_share),
            worst = Arg::Percent(self.worst_share),
            even = Arg::Percent(self.even_share)
        )
    }
}

/// A leading key segment that rises or falls with insertion order, as the plan shows it.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct OrderedLead {
    /// The segment as written with its span, e.g. `` `{order_time}` at 0..12 ``.
    pub segment: String,
    /// `true` when it rises (new writes go to the last region), `false` when it falls (the
    /// first).
    pub rises: bool,
}

/// The final verdict and what decided it.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct VerdictReport {
    /// The worse of `totals` and `writes`.
    pub level: Verdict,
    /// The verdict on the keys per region in total (the deviation rate; same as
    /// `stats.verdict`).
    pub totals: Verdict,
    /// The verdict on the writes over time (write concurrency, and a time-ordered lead);
    /// `good` when it cannot be measured and the plan shows no ordered lead.
    pub writes: Verdict,
    /// The write-concurrency figures.
    pub concurrency: WriteConcurrency,
    /// The leading segment that moves with insertion order, when the plan shows one.
    pub ordered_lead: Option<OrderedLead>,
    /// Why, one sentence per figure, the deciding one first (serialised in the caller's
    /// language).
    pub reasons: Vec<Message>,
}

impl Default for VerdictReport {
    fn default() -> Self {
        VerdictReport {
            level: Verdict::Good,
            totals: Verdict::Good,
            writes: Verdict::Good,
            concurrency: WriteConcurrency::default(),
            ordered_lead: None,
            reasons: Vec::new(),
        }
    }
}

/// A verdict's label as a sentence uses it (`good`, `needs work`).
pub fn verdict_word(v: Verdict) -> Message {
    Message::new(match v {
        Verdict::Good => msg::GOOD,
        Verdict::Acceptable => msg::ACCEPTABLE,
        Verdict::NeedsWork => msg::NEEDS_WORK,
    })
}

fn rank(v: Verdict) -> u8 {
    match v {
        Verdict::Good => 0,
        Verdict::Acceptable => 1,
        Verdict::NeedsWork => 2,
    }
}

/// Judge a design from its totals, its heatmap and the ordered lead the plan shows.
///
/// ```
/// use rowkey_core::analyze::{distribution::Heatmap, stats::{Stats, Verdict}, verdict::judge};
/// // Quantile splits over a time-first key: even totals, one region per moment.
/// let heat = Heatmap { windows: 4, rows_per_window: 10, cells: vec![
///     vec![10, 0, 0, 0], vec![0, 10, 0, 0], vec![0, 0, 10, 0], vec![0, 0, 0, 10]] };
/// let v = judge(&Stats::of(&[10, 10, 10, 10]), &heat, None);
/// assert_eq!((v.totals, v.writes, v.level), (Verdict::Good, Verdict::NeedsWork, Verdict::NeedsWork));
/// assert!(v.reasons[0].to_string().starts_with("writes are time-ordered"), "{}", v.reasons[0]);
/// ```
pub fn judge(stats: &Stats, heat: &Heatmap, lead: Option<OrderedLead>) -> VerdictReport {
    let totals_reason = crate::msg!(
        msg::TOTALS,
        dev = format!("{:.1}", stats.deviation_pct),
        label = verdict_word(stats.verdict)
    );
    judge_totals(stats.verdict, totals_reason, heat, lead)
}

/// [`judge`] with the totals' verdict and its reason given: the regions weighed in bytes
/// rather than keys ([`super::bytes::weigh_in_bytes`]).
pub(crate) fn judge_totals(
    totals: Verdict,
    totals_reason: Message,
    heat: &Heatmap,
    lead: Option<OrderedLead>,
) -> VerdictReport {
    let concurrency = WriteConcurrency::of(heat);
    let figure = concurrency.describe();
    let measured = concurrency.verdict();
    let mut writes_reason = match (&lead, measured) {
        (Some(l), _) => Message::new(if l.rises {
            msg::LEAD_RISES
        } else {
            msg::LEAD_FALLS
        })
        .arg("segment", l.segment.as_str())
        .arg("figure", figure),
        (None, Some(Verdict::NeedsWork)) => crate::msg!(msg::TIME_ORDERED, figure = figure),
        (None, Some(Verdict::Acceptable)) => {
            crate::msg!(msg::PARTLY_TIME_ORDERED, figure = figure)
        }
        (None, Some(_))
            if concurrency.regions_overall < concurrency.regions as f64 * SPREAD_NEEDS_WORK =>
        {
            crate::msg!(msg::LIKE_TOTALS, figure = figure)
        }
        (None, Some(_)) => crate::msg!(msg::SPREAD, figure = figure),
        (None, None) => crate::msg!(msg::NOT_MEASURED),
    };
    let writes = if lead.is_some() {
        Verdict::NeedsWork
    } else {
        measured.unwrap_or(Verdict::Good)
    };
    let level = if rank(writes) > rank(totals) {
        writes
    } else {
        totals
    };
    if writes == Verdict::NeedsWork && totals != Verdict::NeedsWork {
        writes_reason = crate::msg!(
            msg::ALTHOUGH,
            reason = writes_reason,
            label = verdict_word(totals)
        );
    }
    let reasons = if rank(writes) > rank(totals) {
        vec![writes_reason, totals_reason]
    } else {
        vec![totals_reason, writes_reason]
    };
    VerdictReport {
        level,
        totals,
        writes,
        concurrency,
        ordered_lead: lead,
        reasons,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heat(cells: Vec<Vec<u32>>) -> Heatmap {
        Heatmap {
            windows: cells[0].len(),
            rows_per_window: 0,
            cells,
        }
    }

    #[test]
    fn one_region_or_one_window_is_not_measured() {
        let c = WriteConcurrency::of(&heat(vec![vec![5, 5, 5]]));
        assert_eq!(c.verdict(), None);
        let c = WriteConcurrency::of(&heat(vec![vec![5], vec![5]]));
        assert_eq!(c.verdict(), None);
        let v = judge(&Stats::of(&[5, 5]), &heat(vec![vec![5], vec![5]]), None);
        assert_eq!(v.level, Verdict::Good);
    }

    #[test]
    fn an_ordered_lead_needs_work_whatever_the_figures() {
        let even = heat(vec![vec![5, 5], vec![5, 5]]);
        let lead = OrderedLead {
            segment: "`{ts}` at 0..4".into(),
            rises: true,
        };
        let v = judge(&Stats::of(&[10, 10]), &even, Some(lead));
        assert_eq!(v.level, Verdict::NeedsWork);
        assert!(
            v.reasons[0].to_string().contains("`{ts}` at 0..4 rises"),
            "{}",
            v.reasons[0]
        );
        assert!(v.reasons[0].to_string().contains("last region"));
    }

    #[test]
    fn reasons_follow_the_language_with_the_same_figures() {
        use crate::i18n::{with_lang, Lang};
        let h = heat(vec![vec![60, 60, 60], vec![20, 20, 20], vec![20, 20, 20]]);
        let stats = Stats::of(&[180, 60, 60]);
        let dev = format!("{:.1}", stats.deviation_pct);
        let v = judge(&stats, &h, None);
        let en: Vec<String> = v.reasons.iter().map(|r| r.render(Lang::En)).collect();
        let zh: Vec<String> = with_lang(Lang::ZhCn, || {
            v.reasons.iter().map(|r| r.to_string()).collect()
        });
        assert!(
            en[0].starts_with(&format!(
                "keys in total: deviation rate (max − min) / mean {dev} % (needs work"
            )),
            "{}",
            en[0]
        );
        assert!(
            zh[0].starts_with(&format!(
                "rowkey 总体分布：偏差率（最多 − 最少）/ 平均值 为 {dev}%（需要改进"
            )),
            "{}",
            zh[0]
        );
        let busiest = crate::format::percent(v.concurrency.busiest_share);
        assert!(en[1].contains(&busiest), "{}", en[1]);
        assert!(zh[1].contains(&busiest.replace(" %", "%")), "{}", zh[1]);
        // The figures come in the English order: reached, then of how many.
        assert!(zh[1].contains("个 region（共 3 个"), "{}", zh[1]);
    }

    #[test]
    fn uneven_totals_are_not_counted_twice() {
        // Every window has the totals' uneven shape: the writes are not time-ordered.
        let h = heat(vec![vec![60, 60, 60], vec![20, 20, 20], vec![20, 20, 20]]);
        let c = WriteConcurrency::of(&h);
        assert!(c.spread > 0.95, "{}", c.spread);
        let v = judge(&Stats::of(&[180, 60, 60]), &h, None);
        assert_eq!((v.writes, v.level), (Verdict::Good, Verdict::NeedsWork));
        assert!(v.reasons[0].to_string().starts_with("keys in total"));
        assert!(v.reasons[1]
            .to_string()
            .starts_with("writes spread over time:"));
    }

    #[test]
    fn writes_that_all_land_in_one_region_point_at_the_totals() {
        // Every window, and so the whole sample, writes to region 2 of 4.
        let h = heat(vec![vec![0, 0], vec![0, 0], vec![50, 50], vec![0, 0]]);
        let v = judge(&Stats::of(&[0, 0, 100, 0]), &h, None);
        assert_eq!((v.writes, v.level), (Verdict::Good, Verdict::NeedsWork));
        assert!(
            v.reasons[1]
                .to_string()
                .starts_with("writes spread over time like the keys in total"),
            "{}",
            v.reasons[1]
        );
    }
}
