//! `rowkey analyze`: the design's regions, distribution, lints and queries.

use crate::fail::Fail;
use rowkey_core::analyze::lint::Severity;
use rowkey_core::analyze::query::QueryKind;
use rowkey_core::analyze::report::{Skew, Source};
use rowkey_core::analyze::{analyze, AnalyzeOptions, Report};
use rowkey_core::format;
use rowkey_core::i18n::{catalogue::cli as text, Message};
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
    pub keys: Option<super::keys::KeysSource>,
}

pub fn analyze_cmd(path: &Path, o: Options) -> Result<(), Fail> {
    let compiled = super::design::load_design(path)?;
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
        Fail::msg(format!(
            "{}: {}",
            path.display(),
            e.render("", Some(compiled.design()))
        ))
    };
    let report = match &o.keys {
        None => analyze(&compiled, opts).map_err(design_fail)?,
        Some(source) => {
            let mut analysis = KeysAnalysis::new(compiled.clone(), source.format()?, opts, false)
                .map_err(design_fail)?;
            source.stream(&mut |chunk| analysis.push(chunk).map(|_| ()))?;
            analysis.finish().map_err(|e| source.error(&e))?
        }
    };
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if o.json {
        // Written as it is serialised: the JSON of a report with long split keys is several
        // times their size, and need not be held whole.
        super::write_json(&mut out, &report)?;
    } else {
        let text = render_text(&report, compiled.design().template.as_str(), o.all_regions);
        out.write_all(text.as_bytes())?;
    }
    out.flush()?;
    Ok(())
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
    let _ = writeln!(s, "template   {}", r.template);
    let kl = &r.key_lengths;
    let _ = writeln!(
        s,
        "keys       {} {}; length {}..{} bytes, mean {:.1}; {} rows = {} of row keys",
        r.stats.keys,
        if r.source == Source::Keys {
            "read from the key dump"
        } else {
            "sampled"
        },
        kl.lengths.min,
        kl.lengths.max,
        kl.lengths.mean,
        kl.memory_rows,
        format::bytes(kl.memory_bytes)
    );
    let algo = r.splits.algorithm.name();
    let _ = write!(s, "splits     {algo}: {} regions", r.regions.len());
    if let Some(note) = &r.splits.note {
        let _ = write!(s, " ({note})");
    }
    if let Some(k) = r.splits.kept_bytes {
        let _ = write!(
            s,
            "; kept {} of sample keys to compute them",
            format::bytes(k)
        );
    }
    let _ = writeln!(s);
    let dead = r.regions.iter().filter(|g| g.dead).count();
    if dead > 0 {
        let _ = writeln!(
            s,
            "           {dead} dead region(s): no key this template can produce falls in them"
        );
    }
    if let Some(note) = r
        .keyspace
        .note
        .as_deref()
        .filter(|_| r.keyspace.approximate)
    {
        let _ = writeln!(s, "keyspace   approximate: {note}");
    }
    if let Some(note) = &r.sample.note {
        let _ = writeln!(s, "sample     {note}");
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
    let _ = writeln!(
        s,
        "{:>6}  {:<width$}  {:<width$}  {:>9}  {:>8}  {:>8}",
        "region", "start", "end", "keys", "share", "expected"
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
        let _ = writeln!(s, "        ({} regions: showing the 8 fullest, 8 emptiest, and flagged ones; --all-regions for every one)", r.regions.len());
    }
    let mut last = None;
    for i in shown {
        if last.is_some_and(|l: usize| l + 1 != i) {
            let _ = writeln!(s, "{:>6}", "…");
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
        let flag = if g.dead {
            "  DEAD"
        } else {
            match (g.skew, g.note.is_some()) {
                (Some(Skew::Hot), false) => "  hot",
                (Some(Skew::Hot), true) => "  hot (split remainder, see note)",
                (Some(Skew::Cold), false) => "  cold",
                (Some(Skew::Cold), true) => "  cold (split remainder, see note)",
                (None, _) => "",
            }
        };
        let _ = writeln!(
            s,
            "{i:>6}  {:<width$}  {:<width$}  {:>9}  {:>8}  {:>8}  {}{flag}",
            clip(&g.start),
            clip(&g.end),
            g.count,
            format::percent(g.share),
            format::percent(g.expected_share),
            bar(g.share, scale)
        );
    }
    for (i, g) in r.regions.iter().enumerate() {
        if let Some(note) = &g.note {
            let _ = writeln!(s, "note       region {i}: {note}");
        }
    }
    let st = &r.stats;
    let _ = writeln!(s);
    let v = &r.verdict;
    let _ = writeln!(s, "verdict    {}", v.level.label().to_uppercase());
    for reason in &v.reasons {
        let _ = writeln!(s, "           {reason}");
    }
    let _ = writeln!(
        s,
        "stats      deviation (max-min)/mean {:.1} % (min {}, max {}, mean {:.1}); cv {:.3}; gini {:.3}; hottest region {} with {}",
        st.deviation_pct,
        st.min,
        st.max,
        st.mean,
        st.cv,
        st.gini,
        st.hottest_region,
        format::percent(st.hottest_share)
    );
    let c = &r.collisions;
    if let Some(f) = &c.unique_by {
        let _ = writeln!(
            s,
            "collisions none: every key is distinct by construction (`{f}` is a sequence and reaches the key unchanged)"
        );
    } else if c.count == 0 {
        let _ = writeln!(s, "collisions none: {} distinct keys", c.distinct);
    } else {
        let _ = writeln!(
            s,
            "collisions {} keys repeat an earlier key ({} distinct), e.g. {}",
            c.count,
            c.distinct,
            c.examples.join(", ")
        );
    }
    if !r.lints.is_empty() {
        let _ = writeln!(s, "\n{}", Message::new(text::LINTS));
        for l in &r.lints {
            let sev = match l.severity {
                Severity::Error => text::SEVERITY_ERROR,
                Severity::Warning => text::SEVERITY_WARNING,
                Severity::Info => text::SEVERITY_INFO,
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
        let _ = writeln!(s, "\nqueries");
        for q in &r.queries {
            let kind = match q.kind {
                QueryKind::Get => {
                    if q.scans == 1 {
                        "get"
                    } else {
                        "gets"
                    }
                }
                QueryKind::Scan => {
                    if q.scans == 1 {
                        "scan"
                    } else {
                        "scans"
                    }
                }
                QueryKind::FullScan => "full table scan",
            };
            let _ = writeln!(s, "  {}: {} {kind} — {}", q.name, q.scans, q.note);
            for range in q.ranges.iter().take(8) {
                let regions: Vec<String> = range.regions.iter().map(usize::to_string).collect();
                let _ = writeln!(
                    s,
                    "    [{}, {})  region {}",
                    range.start,
                    range.stop,
                    regions.join(",")
                );
            }
            if q.ranges.len() > 8 {
                let _ = writeln!(s, "    … {} more", q.ranges.len() - 8);
            }
        }
    }
    s
}
