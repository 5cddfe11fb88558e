//! Regions weighed in bytes: HBase splits a region by its store files' size, not its row
//! count, so when a key dump gives each row's size the report says each region's bytes, their
//! share and how uneven they are.

use super::stats::{Stats, Verdict};
use super::verdict::{judge_totals, verdict_word};
use super::Report;
use crate::design::{DesignError, Sizing};
use crate::gen::{FieldGen, GeneratorSpec};
use crate::i18n::catalogue::sizing_input as sizing_msg;
use crate::i18n::{catalogue::verdict as msg, Arg, Message};
use crate::java::JInt;
use crate::limits::MAX_ROW_BYTES;
use crate::value::Value;
use crate::ErrorKind;
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
    if let Some(rows) = report.keys_read {
        size_from_measured(report, sizing, rows, None);
    }
}

/// Weigh the regions of the design's own sample in bytes ([`apply`]), when its `sizing` says how
/// big a row is: every row `row_bytes` (then the bytes' shares are the keys'), or, with
/// `row_bytes_field`, `measured`: each region's bytes, every row weighing the value its field
/// generated for that row (the field's own stream, so the values are the ones `rowkey sample`
/// prints, whether or not the template uses the field), counted in the analysis's own pass
/// (`AnalyzeOptions::bytes`); the sizing then reads the sample's mean row size.
pub(crate) fn apply_sample(report: &mut Report, sizing: &Sizing, measured: Option<&[u64]>) {
    match (measured, sizing.row_bytes_field.as_deref()) {
        (Some(per_region), Some(field)) => {
            apply(report, per_region, None);
            size_from_measured(report, Some(sizing), report.sample.analysed, Some(field));
        }
        _ => {
            // Every row weighs `row_bytes`: the regions' counts of the sample say their bytes.
            let per_region: Vec<u64> = report
                .regions
                .iter()
                .map(|r| r.count.saturating_mul(sizing.row_bytes))
                .collect();
            apply(report, &per_region, None);
        }
    }
}

/// Each sample row's size: the design's constant `row_bytes`, or its size field's value.
pub(crate) enum RowSize<'a> {
    Constant(u64),
    Field {
        name: &'a str,
        generator: Box<FieldGen>,
        value: Value,
    },
}

impl<'a> RowSize<'a> {
    pub(crate) fn new(
        sizing: &'a Sizing,
        design: &'a crate::design::Design,
        data: Option<&crate::gen::CsvData>,
    ) -> Result<Self, DesignError> {
        let Some(name) = sizing.row_bytes_field.as_deref() else {
            return Ok(RowSize::Constant(sizing.row_bytes));
        };
        let path = "sizing.row_bytes_field";
        let expr = design.fields.get(name).ok_or_else(|| {
            DesignError::new(
                ErrorKind::UnknownField,
                path,
                crate::msg!(sizing_msg::ROW_BYTES_FIELD_UNKNOWN, field = name),
            )
        })?;
        let spec = GeneratorSpec::parse(expr)
            .map_err(|e| DesignError::wrap(format!("fields.{name}"), e))?;
        let generator = FieldGen::new(&spec, design.sample.seed, name, data).map_err(|m| {
            DesignError::new(ErrorKind::InvalidArgument, format!("fields.{name}"), m)
        })?;
        Ok(RowSize::Field {
            name,
            generator: Box::new(generator),
            value: Value::Int(JInt::Long(0)),
        })
    }

    /// Pass over the next `rows` rows (another shard's), as [`RowSize::row`] would.
    pub(crate) fn skip(&mut self, rows: u64) {
        if let RowSize::Field {
            generator, value, ..
        } = self
        {
            generator.skip(rows, value);
        }
    }

    /// Row `row`'s size (rows in order from 0).
    pub(crate) fn row(&mut self, row: u64) -> Result<u64, DesignError> {
        let (name, generator, value) = match self {
            RowSize::Constant(n) => return Ok(*n),
            RowSize::Field {
                name,
                generator,
                value,
            } => (name, generator, value),
        };
        generator.fill(row, value);
        let n = match value {
            Value::Int(i) => i.as_i64(),
            _ => -1,
        };
        match u64::try_from(n) {
            Ok(n) if n <= MAX_ROW_BYTES => Ok(n),
            _ => Err(DesignError::new(
                ErrorKind::OutOfRange,
                "sizing.row_bytes_field",
                crate::msg!(
                    sizing_msg::ROW_SIZE_OUT_OF_RANGE,
                    row = Arg::Int(row.into()),
                    field = *name,
                    bytes = Arg::Int(n.into()),
                    max = Arg::Int(MAX_ROW_BYTES.into())
                ),
            )),
        }
    }
}

/// The design's `sizing` with the row size measured over `rows` rows (a dump's, or the sample's
/// when `field` gave their sizes): their mean bytes (rounded, at least 1) instead of the
/// design's `row_bytes`, and the summary saying so. Left as it was when no row was read or the
/// measured sizing is out of range.
fn size_from_measured(
    report: &mut Report,
    sizing: Option<&Sizing>,
    rows: u64,
    field: Option<&str>,
) {
    let (Some(design), Some(b)) = (sizing, &report.bytes) else {
        return;
    };
    if rows == 0 || b.total == 0 {
        return;
    }
    let mean = (u128::from(b.total) + u128::from(rows / 2)) / u128::from(rows);
    let measured = Sizing {
        row_bytes: u64::try_from(mean).unwrap_or(u64::MAX).max(1),
        ..design.clone()
    };
    if let Ok(mut r) = super::sizing::size(&measured) {
        r.summary = match field {
            None => crate::msg!(
                crate::i18n::catalogue::sizing::MEASURED,
                summary = r.summary,
                rows = Arg::Int(rows.into()),
                design = crate::format::bytes(design.row_bytes)
            ),
            Some(field) => crate::msg!(
                crate::i18n::catalogue::sizing::MEASURED_SAMPLE,
                summary = r.summary,
                field = field,
                rows = Arg::Int(rows.into()),
                design = crate::format::bytes(design.row_bytes)
            ),
        };
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
