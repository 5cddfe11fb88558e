//! Regions weighed in bytes: HBase splits a region by its store files' size, not its row
//! count, so when a key dump gives each row's size the report says each region's bytes, their
//! share and how uneven they are.

use super::stats::{Stats, Verdict};
use super::verdict::{judge_totals, verdict_word};
use super::Report;
use crate::design::Sizing;
use crate::i18n::{catalogue::verdict as msg, Arg, Message};
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
    /// Whether the report's verdict reads the totals in bytes rather than keys
    /// ([`weigh_in_bytes`]).
    #[serde(default)]
    pub weighs_verdict: bool,
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
            weighs_verdict: false,
        }
    }
}

/// Put each region's `bytes` (in key order) and their share into `report`, and the figures
/// over all; with the design's `sizing`, size the table from the measured mean row size
/// (the mean of the rows read, in place of `row_bytes`). Counts of another number of regions
/// are left out.
pub fn apply(report: &mut Report, bytes: &[u64], sizing: Option<&Sizing>) {
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
    size_from_measured(report, sizing);
}

/// The design's `sizing` with the row size measured from the dump: the mean bytes of the rows
/// read (rounded, at least 1) instead of the design's `row_bytes`, and the summary saying so.
/// Left as it was when no row was read or the measured sizing is out of range.
fn size_from_measured(report: &mut Report, sizing: Option<&Sizing>) {
    let (Some(design), Some(b), Some(rows)) = (sizing, &report.bytes, report.keys_read) else {
        return;
    };
    if rows == 0 || b.total == 0 {
        return;
    }
    let mean = (u128::from(b.total) + u128::from(rows / 2)) / u128::from(rows);
    let measured = Sizing {
        row_bytes: u64::try_from(mean).unwrap_or(u64::MAX).max(1),
        ..*design
    };
    if let Ok(mut r) = super::sizing::size(&measured) {
        r.summary = crate::msg!(
            crate::i18n::catalogue::sizing::MEASURED,
            summary = r.summary,
            rows = Arg::Int(rows.into()),
            design = crate::format::bytes(design.row_bytes)
        );
        report.sizing = Some(r);
    }
}

/// Read the report's verdict in bytes (`analyze --weigh bytes`): the totals' verdict, its
/// deviation and the hottest region are the bytes', the writes over time are judged as before,
/// and the verdict's level is the worse of the two. The other reasons (a remainder region, splits
/// that cannot be made) are kept.
///
/// # Errors
///
/// The message when the report has no row sizes to weigh the regions with.
///
/// ```
/// use rowkey_core::analyze::{bytes, AnalyzeOptions, stats::Verdict};
/// use rowkey_core::design::{Design, SplitAlgorithm};
/// use rowkey_core::keys::{KeyFormat, KeysAnalysis};
/// use rowkey_core::sample::Compiled;
/// let mut d = Design::new("{id}");
/// d.fields.insert("id".into(), "pattern(\"u#\")".into());
/// d.splits.algorithm = SplitAlgorithm::Explicit;
/// d.splits.keys = vec!["u5".into()];
/// let c = Compiled::new(&d).unwrap();
/// let opts = AnalyzeOptions::for_design(&c);
/// let mut a = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap().with_sizes();
/// a.push(b"u1\t900\nu7\t100\n").unwrap();
/// let mut r = a.finish().unwrap();
/// assert_eq!(r.verdict.totals, Verdict::Good); // one key each
/// bytes::weigh_in_bytes(&mut r).unwrap();
/// assert_eq!(r.verdict.totals, Verdict::NeedsWork); // 900 bytes against 100
/// ```
pub fn weigh_in_bytes(report: &mut Report) -> Result<(), Message> {
    let per_region: Option<Vec<u64>> = report.regions.iter().map(|r| r.bytes).collect();
    let (Some(per_region), Some(block)) = (per_region, report.bytes.as_mut()) else {
        return Err(Message::new(msg::WEIGH_NO_SIZES));
    };
    let stats = Stats::of(&per_region);
    let reason = crate::msg!(
        msg::TOTALS_BYTES,
        dev = format!("{:.1}", stats.deviation_pct),
        label = verdict_word(stats.verdict),
        region = Arg::Int(stats.hottest_region as i128),
        share = crate::format::percent(stats.hottest_share)
    );
    block.weighs_verdict = true;
    let v = &report.verdict;
    let judged = judge_totals(
        stats.verdict,
        reason,
        &report.heatmap,
        v.ordered_lead.clone(),
    );
    // The totals' and the writes' reasons come from the judgement, in its order; a reason put
    // before them (splits that cannot be made) stays first, those after them stay after.
    let before = usize::from(v.reasons.first().is_some_and(split_unmade));
    let mut reasons: Vec<Message> = v.reasons[..before].to_vec();
    reasons.extend(judged.reasons);
    reasons.extend(v.reasons.iter().skip(before + 2).cloned());
    let unmade = before == 1;
    report.verdict = super::verdict::VerdictReport {
        level: if unmade {
            Verdict::NeedsWork
        } else {
            judged.level
        },
        totals: judged.totals,
        writes: if unmade {
            Verdict::NeedsWork
        } else {
            judged.writes
        },
        reasons,
        ..judged
    };
    Ok(())
}

/// Whether `reason` says the splits cannot be made as designed.
fn split_unmade(reason: &Message) -> bool {
    reason.id() == msg::SPLITS_UNMADE.id
}
