//! Running an analysis: the design's split keys and regions made ([`prepare`]), its sample
//! counted (in one pass or in shards), and the report built from the counts ([`build`]).
//!
//! A report is built in two steps: what the counts say ([`counts`]: regions, figures,
//! verdict, key lengths, bytes), then what the design's rules add ([`complete`]: the lints and
//! the queries' scans). [`analyze_counts`] stops after the first, so that a front end can show
//! the counts before the rest (the browser's worker does, and fetches the rest's code after).

use super::split_notes::{remainder_note, remainder_splitter, splits_in_time};
use super::{
    AnalyzeOptions, CollisionReport, KeyLengthReport, KeyspaceReport, RegionReport, Report,
    ReportSource, Skew, SplitsReport, SKEW_FACTOR,
};
use crate::analyze::distribution::{self, RunOptions};
use crate::analyze::lint::{self, Lint, LintInput, Observed};
use crate::analyze::query;
use crate::analyze::stats::{Stats, Verdict};
use crate::analyze::verdict::judge;
use crate::analyze::{split_keys, Regions};
use crate::design::DesignError;
use crate::hbase::to_string_binary;
use crate::i18n::{catalogue::report as msg, Message};
use crate::keyspace::Keyspace;
use crate::sample::Compiled;

/// Analyse a compiled design.
///
/// # Errors
///
/// A [`DesignError`] when the split keys cannot be made or a sample row cannot be generated.
///
/// ```
/// use rowkey_core::analyze::{analyze, AnalyzeOptions};
/// use rowkey_core::design::{Design, SplitAlgorithm};
/// use rowkey_core::sample::Compiled;
/// let mut d = Design::new("{id | md5 | hex | left(16)}");
/// d.fields.insert("id".into(), "seq(0, 1)".into());
/// d.splits.algorithm = SplitAlgorithm::Range;
/// d.splits.start = Some("0000000000000000".into());
/// d.splits.end = Some("ffffffffffffffff".into());
/// d.splits.regions = 10;
/// d.sample.count = 10_000;
/// let c = Compiled::new(&d).unwrap();
/// let report = analyze(&c, AnalyzeOptions::for_design(&c)).unwrap();
/// let dead: Vec<usize> = (0..10).filter(|&i| report.regions[i].dead).collect();
/// assert_eq!(dead, [0, 3, 4, 5, 6, 7]);
/// ```
pub fn analyze(compiled: &Compiled, opts: AnalyzeOptions) -> Result<Report, DesignError> {
    analyze_with_progress(compiled, opts, &mut |_, _| {})
}

/// [`analyze`], reporting the sample's progress as `(rows done, rows in all)`.
///
/// # Errors
///
/// What [`analyze`] refuses.
pub fn analyze_with_progress(
    compiled: &Compiled,
    opts: AnalyzeOptions,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Report, DesignError> {
    let job = ShardedAnalysis::new(compiled, opts)?;
    let dist = distribution::run_with_progress(compiled, &job.prepared.regions, job.run, progress)?;
    Ok(job.report(compiled, dist))
}

/// An analysis whose sample is counted in shards, each anywhere (the browser's worker runs one
/// and hands the others to helper workers), then finished in one place: the report is the same
/// as [`analyze`]'s with the same options, whatever the number of shards.
///
/// ```
/// use rowkey_core::analyze::{analyze, AnalyzeOptions, ShardedAnalysis};
/// use rowkey_core::{design::Design, sample::Compiled};
/// let mut d = Design::new("{id | md5 | hex | left(2)}_{id}");
/// d.fields.insert("id".into(), "seq(0, 1)".into());
/// d.sample.count = 30_000;
/// let c = Compiled::new(&d).unwrap();
/// let opts = AnalyzeOptions::for_design(&c);
/// let job = ShardedAnalysis::new(&c, opts).unwrap();
/// let parts = (0..2).map(|s| job.shard(&c, s, 2, &mut |_, _| {}).unwrap()).collect();
/// assert_eq!(job.finish(&c, parts).unwrap(), analyze(&c, opts).unwrap());
/// ```
#[derive(Debug)]
pub struct ShardedAnalysis {
    prepared: Prepared,
    run: RunOptions,
}

impl ShardedAnalysis {
    /// Make the split keys and regions (as [`analyze`] does) and decide how the sample runs.
    ///
    /// # Errors
    ///
    /// A [`DesignError`] when the split keys or regions cannot be made.
    pub fn new(compiled: &Compiled, opts: AnalyzeOptions) -> Result<ShardedAnalysis, DesignError> {
        let prepared = prepare(compiled, opts)?;
        let mut run = prepared.opts.run;
        // Keys that cannot repeat need no fingerprints: the count of repeats is zero without them.
        run.fingerprints = prepared.unique.is_none()
            && !crate::analyze::unique::distinct_by_construction(compiled, run.count);
        run.tops = prepared.opts.top.is_some();
        run.sizes = prepared.opts.bytes;
        Ok(ShardedAnalysis { prepared, run })
    }

    /// Count shard `shard` of `shards` ([`distribution::run_shard`]).
    ///
    /// # Errors
    ///
    /// A [`DesignError`] when the shard number is out of range or a row cannot be generated.
    pub fn shard(
        &self,
        compiled: &Compiled,
        shard: usize,
        shards: usize,
        progress: &mut dyn FnMut(u64, u64),
    ) -> Result<distribution::Acc, DesignError> {
        distribution::run_shard(
            compiled,
            &self.prepared.regions,
            self.run,
            shard,
            shards,
            progress,
        )
    }

    /// The report from every shard's counts ([`distribution::finish`]); shards of another
    /// analysis, or missing ones, are an error.
    ///
    /// # Errors
    ///
    /// A [`DesignError`] when the shards are not those of this analysis: missing or repeated, of
    /// another job, or with counts that do not add up.
    pub fn finish(
        &self,
        compiled: &Compiled,
        shards: Vec<distribution::Acc>,
    ) -> Result<Report, DesignError> {
        let dist = distribution::finish(compiled, &self.prepared.regions, self.run, shards)?;
        Ok(self.report(compiled, dist))
    }

    /// The report on what the shards counted, with the top values and bytes they counted.
    fn report(&self, compiled: &Compiled, mut dist: distribution::Distribution) -> Report {
        let (tops, bytes) = (dist.tops.take(), dist.bytes.take());
        let mut report = build(compiled, &self.prepared, dist);
        crate::analyze::row_extras::apply(compiled, &self.prepared.opts, &mut report, tops, bytes);
        report
    }
}

/// The part of [`analyze`]'s report that the sample's counts give, sooner: every region's
/// count and bytes, the figures, verdict, heatmap, key lengths, repeats and sizing, the same as
/// [`analyze`]'s, but no lints, no queries' scans and no top values (`opts.top` is not
/// counted). The browser's worker sends it first, so that the charts are drawn while the rest
/// is made, and fetches the rest's code only then.
///
/// # Errors
///
/// What [`analyze`] refuses.
///
/// ```
/// use rowkey_core::analyze::{analyze, analyze_counts, AnalyzeOptions};
/// use rowkey_core::{design::Design, sample::Compiled};
/// let mut d = Design::new("{ts}_{id}");
/// d.fields.insert("ts".into(), "timestamp(\"2024-02-15T00:00:00Z\", 100)".into());
/// d.fields.insert("id".into(), "seq(0, 1)".into());
/// d.sample.count = 5_000;
/// let c = Compiled::new(&d).unwrap();
/// let opts = AnalyzeOptions::for_design(&c);
/// let (counts, whole) = (analyze_counts(&c, opts, &mut |_, _| {}).unwrap(), analyze(&c, opts).unwrap());
/// assert_eq!((&counts.regions, &counts.verdict), (&whole.regions, &whole.verdict));
/// assert!(counts.lints.is_empty() && !whole.lints.is_empty());
/// ```
pub fn analyze_counts(
    compiled: &Compiled,
    opts: AnalyzeOptions,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Report, DesignError> {
    let job = ShardedAnalysis::new(compiled, AnalyzeOptions { top: None, ..opts })?;
    let mut dist = distribution::run_counts(compiled, &job.prepared.regions, job.run, progress)?;
    let bytes = dist.bytes.take();
    let mut report = counts(compiled, &job.prepared, dist);
    crate::analyze::row_extras::apply(compiled, &job.prepared.opts, &mut report, None, bytes);
    Ok(report)
}

/// What an analysis knows before it counts any key: the design's split keys and regions and
/// its keyspace models. The sample analysis and the analysis of real keys
/// (`crate::keys::KeysAnalysis`) both start here and end in [`build`].
#[derive(Clone, Debug)]
pub(crate) struct Prepared {
    pub(crate) opts: AnalyzeOptions,
    pub(crate) rows: crate::analyze::budget::SampleRows,
    pub(crate) splits: crate::analyze::SplitKeys,
    pub(crate) split_error: Option<Message>,
    pub(crate) kept_bytes: Option<u64>,
    pub(crate) regions: Regions,
    keyspace: Keyspace,
    nominal: Keyspace,
    pub(crate) unique: Option<String>,
}

/// The split keys, regions and keyspace models of a design (see [`Prepared`]).
pub(crate) fn prepare(compiled: &Compiled, opts: AnalyzeOptions) -> Result<Prepared, DesignError> {
    // A key too costly for the whole sample runs fewer rows (and says so), never for minutes.
    let rows = crate::analyze::budget::sample_rows(compiled, opts.run.count)?;
    let mut opts = opts;
    opts.run.count = rows.analysed;
    // The quantile step runs on the sample this analysis runs (`--count` included).
    let sample = crate::analyze::splits::sample_for_splits(compiled, opts.run.count)?;
    let kept_bytes = sample.as_ref().map(|s| s.kept_bytes);
    let (splits, split_error) = match split_keys(compiled, sample.as_ref()) {
        Ok(s) => (s, None),
        Err(e) if !opts.strict_splits => (
            crate::analyze::SplitKeys {
                keys: Vec::new(),
                note: None,
            },
            Some(e.as_message()),
        ),
        Err(e) => return Err(e),
    };
    drop(sample);
    let regions = Regions::new(splits.keys.clone());
    let keyspace = Keyspace::new(compiled);
    let nominal = Keyspace::nominal(compiled);
    let unique = crate::analyze::unique::unique_field(compiled, &keyspace);
    Ok(Prepared {
        opts,
        rows,
        splits,
        split_error,
        kept_bytes,
        regions,
        keyspace,
        nominal,
        unique,
    })
}

/// The report on what was counted over the prepared regions: [`counts`], then [`complete`].
pub(crate) fn build(
    compiled: &Compiled,
    prepared: &Prepared,
    dist: distribution::Distribution,
) -> Report {
    let mut report = counts(compiled, prepared, dist);
    complete(compiled, prepared, &mut report);
    report
}

/// The report's part that the counts give: regions, figures, verdict, heatmap, key lengths,
/// repeats, sizing. No lints and no queries' scans: [`complete`] adds them.
fn counts(compiled: &Compiled, prepared: &Prepared, dist: distribution::Distribution) -> Report {
    let design = compiled.design();
    let Prepared {
        opts,
        rows,
        splits,
        split_error,
        kept_bytes,
        regions,
        keyspace,
        nominal,
        unique,
    } = prepared;
    let (opts, kept_bytes) = (*opts, *kept_bytes);
    let given_keys = &splits.keys;

    let mean_share = 1.0 / regions.len() as f64;
    let region_reports: Vec<RegionReport> = (0..regions.len())
        .map(|i| {
            let (start, end) = regions.bounds(i);
            let dead = !keyspace.reachable(start, end);
            let expected_share = if dead {
                0.0
            } else {
                keyspace.share(start, end)
            };
            let skew = if dead || regions.len() == 1 {
                None
            } else if expected_share > mean_share * SKEW_FACTOR {
                Some(Skew::Hot)
            } else if expected_share < mean_share / SKEW_FACTOR {
                Some(Skew::Cold)
            } else {
                None
            };
            let count = dist.counts[i];
            RegionReport {
                start: to_string_binary(start),
                end: to_string_binary(end),
                count,
                share: if dist.keys > 0 {
                    count as f64 / dist.keys as f64
                } else {
                    0.0
                },
                expected_share,
                dead,
                skew,
                note: None,
                top: Vec::new(),
                unmatched: None,
                bytes: None,
                bytes_share: None,
            }
        })
        .collect();
    let mut region_reports = region_reports;
    remainder_note(design.splits.algorithm, &mut region_reports);

    let observed = Observed {
        keys: dist.keys,
        mean_len: dist.lengths.mean,
        max_len: dist.lengths.max,
        collisions: dist.collisions,
    };
    let lint_input = LintInput {
        compiled,
        keyspace,
        nominal,
        split_keys: given_keys,
        observed: Some(observed),
    };
    let stats = Stats::of(&dist.counts);
    let lead = lint::ordered_lead(&lint_input);
    let splits_note = splits_in_time(design.splits.algorithm, regions.splits(), lead.as_ref())
        .into_iter()
        .chain(splits.note.clone())
        .reduce(|a, b| crate::msg!(msg::NOTES, a = a, b = b));
    let mut verdict = judge(&stats, &dist.heatmap, lead);
    if let Some(last) = region_reports.last().filter(|r| r.note.is_some()) {
        // The totals' figure is driven by the splitter's remainder region: say so by the verdict.
        use crate::i18n::{catalogue::verdict as vmsg, Arg, Message};
        verdict.reasons.push(crate::msg!(
            vmsg::REMAINDER,
            region = Arg::Int((region_reports.len() - 1) as i128),
            flag = Message::new(if last.skew == Some(Skew::Cold) {
                vmsg::COLD
            } else {
                vmsg::HOT
            }),
            splitter = remainder_splitter(design.splits.algorithm)
                .map_or_else(|| Message::new(vmsg::THE_SPLIT_ALGORITHM).into(), Arg::from)
        ));
    }
    if let Some(why) = split_error {
        // A table that cannot be split as designed is judged as the one region it would be.
        use crate::i18n::catalogue::verdict as vmsg;
        verdict.level = Verdict::NeedsWork;
        verdict.writes = Verdict::NeedsWork;
        verdict
            .reasons
            .insert(0, crate::msg!(vmsg::SPLITS_UNMADE, why = why.clone()));
    }
    let keyspace_report = KeyspaceReport::of(&[keyspace, nominal]);
    let memory_bytes = (opts.memory_rows as f64 * dist.lengths.mean).round() as u64;
    Report {
        source: ReportSource::Sample,
        keys_read: None,
        name: design.name.clone(),
        template: compiled.plan().normalized(),
        splits: SplitsReport {
            algorithm: design.splits.algorithm,
            keys: regions
                .splits()
                .iter()
                .map(|k| to_string_binary(k))
                .collect(),
            note: splits_note,
            kept_bytes,
            error: split_error.clone(),
        },
        regions: region_reports,
        stats,
        verdict,
        heatmap: dist.heatmap,
        key_lengths: KeyLengthReport {
            lengths: dist.lengths,
            memory_rows: opts.memory_rows,
            memory_bytes,
        },
        collisions: CollisionReport {
            count: dist.collisions,
            distinct: dist.keys - dist.collisions,
            examples: dist
                .collision_examples
                .iter()
                .map(|k| to_string_binary(k))
                .collect(),
            unique_by: unique.clone(),
        },
        lints: Vec::new(),
        queries: Vec::new(),
        keyspace: keyspace_report,
        sample: rows.clone(),
        // The design was validated when compiled, so its sizing is usable.
        sizing: design
            .sizing
            .as_ref()
            .and_then(|s| crate::analyze::sizing::size(s).ok()),
        dump: None,
        top: None,
        bytes: None,
        fingerprint: Some(crate::analyze::fingerprint::Fingerprint::of(
            design,
            regions.splits(),
        )),
    }
}

/// Add to a report of the prepared design's counts ([`counts`]) what the design's rules say:
/// the lints (split keys that could not be made first) and each query's scans.
fn complete(compiled: &Compiled, prepared: &Prepared, report: &mut Report) {
    let observed = Observed {
        keys: report.collisions.distinct + report.collisions.count,
        mean_len: report.key_lengths.lengths.mean,
        max_len: report.key_lengths.lengths.max,
        collisions: report.collisions.count,
    };
    let lint_input = LintInput {
        compiled,
        keyspace: &prepared.keyspace,
        nominal: &prepared.nominal,
        split_keys: &prepared.splits.keys,
        observed: Some(observed),
    };
    let mut lints = lint::lints(&lint_input);
    if let Some(why) = &prepared.split_error {
        lints.insert(
            0,
            Lint {
                rule: crate::analyze::lint::Rule::Splits,
                severity: crate::analyze::lint::Severity::Error,
                message: crate::msg!(
                    crate::i18n::catalogue::lint::SPLIT_UNMADE,
                    why = why.clone()
                ),
                why: crate::msg!(crate::i18n::catalogue::lint::SPLIT_UNMADE_WHY),
                span: None,
            },
        );
    }
    report.lints = lints;
    report.queries = query::plan_queries(compiled, &prepared.nominal, prepared.regions.splits());
}
