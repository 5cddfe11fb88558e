//! `rowkey analyze`: the design's regions, distribution, lints and queries.

use crate::fail::Fail;
use crate::width::{columns, left, right};
use rowkey_core::analyze::lint::Severity;
use rowkey_core::analyze::query::QueryKind;
use rowkey_core::analyze::report::{ReportSource, Skew};
use rowkey_core::analyze::stats::Verdict;
use rowkey_core::analyze::{analyze, AnalyzeOptions, Report};
use rowkey_core::format;
use rowkey_core::i18n::{
    catalogue::cli as text, catalogue::lint, catalogue::verdict, Arg, Message,
};
use rowkey_core::keys::KeysAnalysis;
use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;

/// Regions printed in full before the text report summarises.
const FULL_TABLE: usize = 64;

/// The options of `rowkey analyze`.
#[derive(Debug)]
pub struct Options {
    pub json: bool,
    pub count: Option<u64>,
    pub threads: Option<usize>,
    pub memory_rows: Option<u64>,
    pub all_regions: bool,
    /// Top values per field and region to decode and give.
    pub top: Option<usize>,
    /// The dump gives row sizes: `key<TAB>bytes` lines, or the csv column named (`None`:
    /// the one headed `bytes`).
    pub sizes: Option<Option<String>>,
    /// Read the verdict, deviation and hottest region in bytes.
    pub weigh_bytes: bool,
    pub keys: Option<super::keys::KeysSource>,
    /// Write a partial (its part number and form) instead of a report.
    pub partial: Option<(Option<u32>, super::merge::PartialFormat)>,
    /// Files of the real table's region metrics.
    pub metrics: Vec<std::path::PathBuf>,
    /// Their form, when given.
    pub metrics_format: Option<rowkey_core::metrics::MetricsFormat>,
}

pub fn analyze_cmd(path: &Path, o: Options) -> Result<(), Fail> {
    let no_sizes = || {
        Fail::msg(Message::new(rowkey_core::i18n::catalogue::verdict::WEIGH_NO_SIZES).to_string())
    };
    if o.weigh_bytes && o.keys.is_some() && o.sizes.is_none() {
        // Refused before a long dump is read for nothing.
        return Err(no_sizes());
    }
    let compiled = super::design::load_design(path)?;
    if o.weigh_bytes && o.keys.is_none() && compiled.design().sizing.is_none() {
        // The sample's rows weigh what the design's sizing says; refused before it runs.
        return Err(no_sizes());
    }
    // Read before the analysis, so a bad file fails at once.
    let metrics = super::metrics::read_files(&o.metrics, o.metrics_format)?;
    let mut opts = AnalyzeOptions::for_design(&compiled);
    // The whole analysis runs on this count, the quantile step included.
    opts.run.count = super::design::sample_count(o.count, opts.run.count)?;
    if let Some(t) = o.threads {
        opts.run.threads = t.clamp(1, 64);
    }
    if let Some(m) = o.memory_rows {
        opts.memory_rows = m;
    }
    let design_fail = |e: rowkey_core::design::DesignError| {
        Fail::msg(super::at_place(
            path.display().to_string(),
            e.render("", Some(compiled.design())),
        ))
    };
    if let (Some(source), Some((part, form))) = (&o.keys, o.partial) {
        let mut analysis = KeysAnalysis::for_partial(compiled.clone(), source.format()?, opts)
            .map_err(design_fail)?
            .with_order(source.order());
        if let Some(k) = o.top {
            analysis = analysis.with_top(k);
        }
        analysis = with_sizes(analysis, &o.sizes);
        source.stream(&mut |chunk| analysis.push(chunk).map(|_| ()))?;
        let partial = analysis.partial(part).map_err(|e| source.error(&e))?;
        return super::merge::write_partial(&partial, form);
    }
    let report = match &o.keys {
        None => {
            // Top values and bytes are counted in the analysis's own pass.
            let mut opts = opts;
            opts.top = o.top;
            opts.bytes = true;
            let mut report = analyze(&compiled, opts).map_err(design_fail)?;
            if o.weigh_bytes {
                rowkey_core::analyze::bytes::weigh_in_bytes(&mut report)
                    .map_err(|e| Fail::msg(e.to_string()))?;
            }
            report
        }
        Some(source) => {
            let mut analysis = KeysAnalysis::new(compiled.clone(), source.format()?, opts, false)
                .map_err(design_fail)?
                .with_order(source.order());
            if let Some(k) = o.top {
                analysis = analysis.with_top(k);
            }
            analysis = with_sizes(analysis, &o.sizes);
            source.stream(&mut |chunk| analysis.push(chunk).map(|_| ()))?;
            let mut report = analysis.finish().map_err(|e| source.error(&e))?;
            if o.weigh_bytes {
                rowkey_core::analyze::bytes::weigh_in_bytes(&mut report)
                    .map_err(|e| Fail::msg(e.to_string()))?;
            }
            if let (true, Some(dump)) = (o.json, &report.dump) {
                // The JSON holds them too; a script's reader sees them on the terminal.
                for line in dump_notes(dump) {
                    eprintln!("{}", super::at_place(source.name(), line));
                }
            }
            report
        }
    };
    let metrics = metrics
        .map(|m| super::metrics::compare(&report, m))
        .transpose()?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if o.json {
        // Written as it is serialised: the JSON of a report with long split keys is several
        // times their size, and need not be held whole.
        match &metrics {
            None => super::write_json(&mut out, &report)?,
            Some(m) => super::write_json(&mut out, &super::metrics::WithMetrics::new(&report, m))?,
        }
    } else {
        let mut text = render_text(&report, compiled.design().template.as_str(), o.all_regions);
        if let Some(m) = &metrics {
            text.push_str(&super::metrics::render_text(m, o.all_regions));
        }
        out.write_all(text.as_bytes())?;
    }
    out.flush()?;
    Ok(())
}

/// `analysis` reading the row sizes asked for, if any.
fn with_sizes(analysis: KeysAnalysis, sizes: &Option<Option<String>>) -> KeysAnalysis {
    match sizes {
        None => analysis,
        Some(None) => analysis.with_sizes(),
        Some(Some(column)) => analysis.with_size_column(column.clone()),
    }
}

/// What is said of how a dump was read.
fn dump_notes(d: &rowkey_core::keys::DumpReport) -> Vec<String> {
    let why = d.format_why.as_ref().map(ToString::to_string);
    let warnings: Vec<String> = d.warnings.iter().map(ToString::to_string).collect();
    super::keys::dump_notes(
        &d.format,
        why.as_deref(),
        &warnings,
        d.skipped_lines,
        d.first_skipped_line,
    )
}

fn bar(share: f64, scale: f64) -> String {
    const WIDTH: f64 = 30.0;
    let cells = if scale > 0.0 {
        (share / scale * WIDTH).round() as usize
    } else {
        0
    };
    "#".repeat(cells.min(WIDTH as usize))
}

/// The report for people: a region table with bars, the verdict, lints and queries.
pub fn render_text(r: &Report, template: &str, all_regions: bool) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}", r.name);
    let _ = writeln!(
        s,
        "{}",
        Message::new(text::REPORT_TEMPLATE).arg("template", r.template.as_str())
    );
    let kl = &r.key_lengths;
    let source = if r.source == ReportSource::Keys {
        text::SOURCE_KEY_DUMP
    } else {
        text::SOURCE_SAMPLED
    };
    // Figures go in as text, formatted as the English report always printed them.
    let _ = writeln!(
        s,
        "{}",
        Message::new(text::REPORT_KEYS)
            .arg("keys", r.stats.keys.to_string())
            .arg("source", Message::new(source))
            .arg("min", kl.lengths.min.to_string())
            .arg("max", kl.lengths.max.to_string())
            .arg("mean", format!("{:.1}", kl.lengths.mean))
            .arg("rows", kl.memory_rows.to_string())
            .arg("bytes", format::bytes(kl.memory_bytes))
    );
    let algo = r.splits.algorithm.name();
    let _ = write!(
        s,
        "{}",
        Message::new(text::REPORT_SPLITS)
            .arg("algo", algo)
            .arg("regions", r.regions.len().to_string())
    );
    if let Some(note) = &r.splits.note {
        let _ = write!(
            s,
            "{}",
            Message::new(text::REPORT_SPLITS_NOTE).arg("note", note.to_string())
        );
    }
    if let Some(k) = r.splits.kept_bytes {
        let _ = write!(
            s,
            "{}",
            Message::new(text::REPORT_SPLITS_KEPT).arg("bytes", format::bytes(k))
        );
    }
    let _ = writeln!(s);
    let dead = r.regions.iter().filter(|g| g.dead).count();
    if dead > 0 {
        let _ = writeln!(
            s,
            "{}",
            Message::new(text::REPORT_DEAD).arg("dead", dead.to_string())
        );
    }
    if let Some(note) = r.keyspace.note.as_ref().filter(|_| r.keyspace.approximate) {
        let _ = writeln!(
            s,
            "{}",
            Message::new(text::REPORT_KEYSPACE).arg("note", note.to_string())
        );
    }
    if let Some(note) = &r.sample.note {
        let _ = writeln!(
            s,
            "{}",
            Message::new(text::REPORT_SAMPLE).arg("note", note.to_string())
        );
    }
    if let Some(dump) = &r.dump {
        let _ = writeln!(
            s,
            "{}",
            Message::new(text::REPORT_DUMP)
                .arg("format", dump.format.as_str())
                .arg("order", dump.order.to_string())
                .arg("why", dump.order_why.clone())
        );
        for line in dump_notes(dump) {
            let _ = writeln!(s, "           {line}");
        }
    }
    if let Some(sizing) = &r.sizing {
        s.push_str(&super::size::render_text(sizing));
    }
    let _ = writeln!(s);

    let scale = r
        .regions
        .iter()
        .map(|g| g.share.max(g.expected_share))
        .fold(0.0, f64::max);
    let width = r
        .regions
        .iter()
        .map(|g| g.start.len().max(g.end.len()))
        .max()
        .unwrap_or(0)
        .clamp(5, 40);
    let col = |e| Message::new(e).to_string();
    let heads = [
        col(text::COL_REGION),
        col(text::COL_START),
        col(text::COL_END),
        col(text::COL_KEYS),
        col(text::COL_SHARE),
        col(text::COL_EXPECTED),
    ];
    // Each column as wide as its figures or its heading, whichever is wider on screen.
    let cols = columns(&[6, width, width, 9, 8, 8], &heads);
    let _ = writeln!(
        s,
        "{}  {}  {}  {}  {}  {}",
        right(&heads[0], cols[0]),
        left(&heads[1], cols[1]),
        left(&heads[2], cols[2]),
        right(&heads[3], cols[3]),
        right(&heads[4], cols[4]),
        right(&heads[5], cols[5])
    );
    let mut shown: Vec<usize> = (0..r.regions.len()).collect();
    if !all_regions && r.regions.len() > FULL_TABLE {
        let mut by_count = shown.clone();
        by_count.sort_by_key(|&i| r.regions[i].count);
        let mut pick: Vec<usize> = by_count
            .iter()
            .take(8)
            .chain(by_count.iter().rev().take(8))
            .copied()
            .collect();
        pick.extend(
            (0..r.regions.len())
                .filter(|&i| r.regions[i].dead || r.regions[i].skew.is_some())
                .take(32),
        );
        pick.sort_unstable();
        pick.dedup();
        shown = pick;
        let _ = writeln!(
            s,
            "{}",
            Message::new(text::REPORT_SHOWING).arg("regions", r.regions.len().to_string())
        );
    }
    let top_shown = shown.clone();
    let mut last = None;
    for i in shown {
        if last.is_some_and(|l: usize| l + 1 != i) {
            let _ = writeln!(s, "{}", right("…", cols[0]));
        }
        last = Some(i);
        let g = &r.regions[i];
        let clip = |t: &str| {
            if t.len() > width {
                format!("{}…", &t[..width - 1])
            } else {
                t.to_owned()
            }
        };
        let skew = match g.skew {
            Some(Skew::Hot) => Some(text::FLAG_HOT),
            Some(Skew::Cold) => Some(text::FLAG_COLD),
            None => None,
        };
        let flag = match (g.dead, skew, g.note.is_some()) {
            (true, _, _) => format!("  {}", Message::new(text::FLAG_DEAD)),
            (false, Some(f), false) => format!("  {}", Message::new(f)),
            (false, Some(f), true) => format!(
                "  {}",
                Message::new(text::FLAG_REMAINDER).arg("flag", Message::new(f))
            ),
            (false, None, _) => String::new(),
        };
        let _ = writeln!(
            s,
            "{}  {}  {}  {}  {}  {}  {}{flag}",
            right(&i.to_string(), cols[0]),
            left(&clip(&g.start), cols[1]),
            left(&clip(&g.end), cols[2]),
            right(&g.count.to_string(), cols[3]),
            right(&format::percent(g.share), cols[4]),
            right(&format::percent(g.expected_share), cols[5]),
            bar(g.share, scale)
        );
    }
    for (i, g) in r.regions.iter().enumerate() {
        if let Some(note) = &g.note {
            let _ = writeln!(
                s,
                "{}",
                Message::new(text::REPORT_REGION_NOTE)
                    .arg("region", i.to_string())
                    .arg("note", note.to_string())
            );
        }
    }
    top_lines(&mut s, r, &top_shown);
    bytes_lines(&mut s, r, &top_shown);
    let st = &r.stats;
    let _ = writeln!(s);
    let v = &r.verdict;
    let level = match v.level {
        Verdict::Good => verdict::GOOD,
        Verdict::Acceptable => verdict::ACCEPTABLE,
        Verdict::NeedsWork => verdict::NEEDS_WORK,
    };
    let _ = writeln!(
        s,
        "{}",
        Message::new(text::REPORT_VERDICT)
            .arg("level", Message::new(level).to_string().to_uppercase())
    );
    for reason in &v.reasons {
        let _ = writeln!(s, "           {reason}");
    }
    let _ = writeln!(
        s,
        "{}",
        Message::new(text::REPORT_STATS)
            .arg("dev", format!("{:.1}", st.deviation_pct))
            .arg("min", st.min.to_string())
            .arg("max", st.max.to_string())
            .arg("mean", format!("{:.1}", st.mean))
            .arg("cv", format!("{:.3}", st.cv))
            .arg("gini", format!("{:.3}", st.gini))
            .arg("hottest", st.hottest_region.to_string())
            .arg("share", format::percent(st.hottest_share))
    );
    let c = &r.collisions;
    if let Some(f) = &c.unique_by {
        let _ = writeln!(
            s,
            "{}",
            Message::new(text::COLLISIONS_UNIQUE).arg("field", f.as_str())
        );
    } else if c.count == 0 {
        let _ = writeln!(
            s,
            "{}",
            Message::new(text::COLLISIONS_NONE).arg("distinct", c.distinct.to_string())
        );
    } else {
        let _ = writeln!(
            s,
            "{}",
            Message::new(text::COLLISIONS_SOME)
                .arg("count", c.count.to_string())
                .arg("distinct", c.distinct.to_string())
                .arg("examples", c.examples.join(", "))
        );
    }
    if !r.lints.is_empty() {
        let _ = writeln!(s, "\n{}", Message::new(text::LINTS));
        for l in &r.lints {
            let sev = match l.severity {
                Severity::Error => lint::SEVERITY_ERROR,
                Severity::Warning => lint::SEVERITY_WARNING,
                Severity::Info => lint::SEVERITY_INFO,
            };
            let _ = writeln!(s, "  {}[{}] {}", Message::new(sev), l.rule, l.message);
            if let Some(span) = l.span {
                let caret = rowkey_core::render_caret("", template, span);
                for line in caret.lines().skip(1) {
                    let _ = writeln!(s, "    {line}");
                }
            }
            let why = Message::new(text::LINT_WHY).arg("why", l.why.clone());
            let _ = writeln!(s, "    {why}");
        }
    }
    if !r.queries.is_empty() {
        let _ = writeln!(s, "\n{}", Message::new(text::QUERIES));
        for q in &r.queries {
            let kind = match (q.kind, q.scans == 1) {
                (QueryKind::Get, true) => text::KIND_GET,
                (QueryKind::Get, false) => text::KIND_GETS,
                (QueryKind::Scan, true) => text::KIND_SCAN,
                (QueryKind::Scan, false) => text::KIND_SCANS,
                (QueryKind::FullScan, _) => text::KIND_FULL_SCAN,
            };
            let _ = writeln!(
                s,
                "{}",
                Message::new(text::QUERY_LINE)
                    .arg("name", q.name.as_str())
                    .arg("scans", q.scans.to_string())
                    .arg("kind", Message::new(kind))
                    .arg("note", q.note.to_string())
            );
            for range in q.ranges.iter().take(8) {
                let regions: Vec<String> = range.regions.iter().map(usize::to_string).collect();
                let _ = writeln!(
                    s,
                    "{}",
                    Message::new(text::QUERY_RANGE)
                        .arg("start", range.start.as_str())
                        .arg("stop", range.stop.as_str())
                        .arg("regions", regions.join(","))
                );
            }
            if q.ranges.len() > 8 {
                let _ = writeln!(
                    s,
                    "{}",
                    Message::new(text::QUERY_MORE).arg("more", (q.ranges.len() - 8).to_string())
                );
            }
        }
    }
    s
}

/// Each shown region's top values and keys that do not match the template, then how they were
/// counted.
fn top_lines(s: &mut String, r: &Report, shown: &[usize]) {
    let Some(top) = &r.top else {
        return;
    };
    for &i in shown {
        let g = &r.regions[i];
        if !g.top.is_empty() {
            let values: Vec<String> = g
                .top
                .iter()
                .map(|t| {
                    let m = if t.error > 0.0 {
                        Message::new(text::REPORT_TOP_VALUE_ABOUT)
                            .arg("error", format::percent(t.error))
                    } else {
                        Message::new(text::REPORT_TOP_VALUE)
                    };
                    m.arg("field", t.field.as_str())
                        .arg("value", t.value.as_str())
                        .arg("share", format::percent(t.share))
                        .to_string()
                })
                .collect();
            let _ = writeln!(
                s,
                "{}",
                Message::new(text::REPORT_REGION_TOP)
                    .arg("region", i.to_string())
                    .arg("values", values.join("; "))
            );
        }
        if let Some(u) = g.unmatched {
            let entry = match r.source {
                ReportSource::Keys => text::REPORT_UNMATCHED_LINE,
                ReportSource::Sample => text::REPORT_UNMATCHED_SAMPLE,
            };
            let _ = writeln!(
                s,
                "{}",
                Message::new(entry)
                    .arg("region", i.to_string())
                    .arg("count", Arg::Int(u.count.into()))
                    .arg("first", u.first.to_string())
            );
        }
    }
    let _ = writeln!(
        s,
        "{}",
        Message::new(text::REPORT_TOP_NOTE).arg("note", top.note.to_string())
    );
}

/// Each shown region's bytes and share of all bytes, then how uneven the bytes are.
fn bytes_lines(s: &mut String, r: &Report, shown: &[usize]) {
    let Some(b) = &r.bytes else {
        return;
    };
    for &i in shown {
        let g = &r.regions[i];
        if let (Some(bytes), Some(share)) = (g.bytes, g.bytes_share) {
            let _ = writeln!(
                s,
                "{}",
                Message::new(text::REPORT_REGION_BYTES)
                    .arg("region", i.to_string())
                    .arg("bytes", format::bytes(bytes))
                    .arg("share", format::percent(share))
            );
        }
    }
    let _ = writeln!(
        s,
        "{}",
        Message::new(text::REPORT_BYTES)
            .arg("total", format::bytes(b.total))
            .arg("deviation", format!("{:.1} %", b.deviation_pct))
            .arg("region", b.hottest_region.to_string())
            .arg("share", format::percent(b.hottest_share))
    );
}
