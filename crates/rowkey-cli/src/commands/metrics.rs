//! `rowkey analyze --regions-metrics`: the real table's region numbers read, matched to the
//! report's regions, and shown beside the prediction.

use crate::fail::Fail;
use crate::width::{columns, left, right};
use rowkey_core::analyze::stats::Verdict;
use rowkey_core::analyze::Report;
use rowkey_core::format;
use rowkey_core::i18n::catalogue::{cli as text, metrics as msg, verdict};
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::metrics::{
    combine, compare as match_regions, read, MetricsFile, MetricsFormat, MetricsReport, Observed,
    MAX_INPUT_BYTES,
};
use serde::Serialize;
use std::fmt::Write as _;
use std::io::Read;
use std::path::PathBuf;

/// Design regions listed in full before the text summarises.
const FULL_TABLE: usize = 64;

/// Unmatched regions listed before the text summarises.
const UNMATCHED_SHOWN: usize = 32;

/// The files read, with the names they were given by.
pub struct Loaded {
    files: Vec<(String, MetricsFile)>,
}

/// The files matched to a report, and what was read from each.
pub struct Compared {
    report: MetricsReport,
    read: Vec<Message>,
}

/// A report with its `metrics` section, as `--format json` writes it.
#[derive(Serialize)]
pub struct WithMetrics<'a> {
    #[serde(flatten)]
    report: &'a Report,
    metrics: &'a MetricsReport,
}

impl<'a> WithMetrics<'a> {
    pub fn new(report: &'a Report, metrics: &'a Compared) -> Self {
        WithMetrics {
            report,
            metrics: &metrics.report,
        }
    }
}

/// Read every file (at most [`MAX_INPUT_BYTES`] each); `None` when none is given.
pub fn read_files(
    paths: &[PathBuf],
    format: Option<MetricsFormat>,
) -> Result<Option<Loaded>, Fail> {
    if paths.is_empty() {
        return Ok(None);
    }
    let mut files = Vec::with_capacity(paths.len());
    for path in paths {
        let stdin = path.as_os_str() == "-";
        let name = if stdin {
            "-".to_owned()
        } else {
            path.display().to_string()
        };
        let mut bytes = Vec::new();
        let limit = MAX_INPUT_BYTES as u64 + 1;
        let io = |e: std::io::Error| Fail::msg(super::at_place(name.as_str(), e.to_string()));
        if stdin {
            std::io::stdin().lock().take(limit).read_to_end(&mut bytes)
        } else {
            std::fs::File::open(path)
                .map_err(io)?
                .take(limit)
                .read_to_end(&mut bytes)
        }
        .map_err(io)?;
        let file = read(&bytes, format)
            .map_err(|e| Fail::msg(super::at_place(name.as_str(), e.to_message())))?;
        files.push((name, file));
    }
    Ok(Some(Loaded { files }))
}

/// Match the files' regions to the report's.
pub fn compare(report: &Report, loaded: Loaded) -> Result<Compared, Fail> {
    let read = loaded
        .files
        .iter()
        .map(|(name, f)| {
            Message::new(msg::READ)
                .arg("file", name.as_str())
                .arg("format", f.format.describe())
                .arg("regions", Arg::Count(f.regions.len() as u64))
        })
        .collect();
    let files: Vec<MetricsFile> = loaded.files.into_iter().map(|(_, f)| f).collect();
    let fail = |e: rowkey_core::metrics::MetricsError| {
        Fail::msg(super::at_place("--regions-metrics", e.to_message()))
    };
    let combined = combine(&files).map_err(fail)?;
    let report = match_regions(report, combined).map_err(fail)?;
    Ok(Compared { report, read })
}

fn size(v: Option<u64>) -> String {
    // Binary units, as HBase's own pages and byteDesc count them.
    v.map_or_else(|| "–".to_owned(), |v| format::binary_bytes(v.into()))
}

fn figure(v: Option<u64>) -> String {
    v.map_or_else(|| "–".to_owned(), |v| v.to_string())
}

fn share(v: Option<f64>) -> String {
    v.map_or_else(|| "–".to_owned(), format::percent)
}

/// The writes column: write requests, or all requests where only those are printed.
fn writes(o: &Observed) -> Option<u64> {
    o.write_requests.or(o.requests)
}

/// The section for people: the files read, each design region beside the table's, the
/// regions that no longer match, and the verdict on the real table.
pub fn render_text(c: &Compared, all_regions: bool) -> String {
    let m = &c.report;
    let mut s = String::new();
    let _ = writeln!(s, "\n{}", Message::new(msg::HEADING));
    for line in c.read.iter().chain(&m.notes) {
        let _ = writeln!(s, "  {line}");
    }
    let by_writes = m
        .regions
        .iter()
        .filter_map(|r| r.observed.as_ref())
        .chain(m.unmatched.iter().map(|u| &u.observed))
        .any(|o| o.write_requests.is_some());
    let col = |e| Message::new(e).to_string();
    let heads = [
        col(text::COL_REGION),
        col(text::COL_START),
        col(msg::COL_PREDICTED),
        col(msg::COL_STORE),
        col(msg::COL_MEMSTORE),
        col(msg::COL_BYTES_SHARE),
        col(msg::COL_READS),
        col(if by_writes {
            msg::COL_WRITES
        } else {
            msg::COL_REQUESTS
        }),
        col(if by_writes {
            msg::COL_WRITES_SHARE
        } else {
            msg::COL_REQUESTS_SHARE
        }),
    ];
    let width = m
        .regions
        .iter()
        .map(|r| r.start.len())
        .max()
        .unwrap_or(0)
        .clamp(5, 40);
    let cols = columns(&[6, width, 9, 10, 10, 8, 12, 12, 9], &heads);
    let mut line = |cells: [String; 9]| {
        let mut row = String::new();
        for (i, cell) in cells.iter().enumerate() {
            if i > 0 {
                row.push_str("  ");
            }
            row.push_str(&if i == 1 {
                left(cell, cols[i])
            } else {
                right(cell, cols[i])
            });
        }
        let _ = writeln!(s, "{}", row.trim_end());
    };
    line(heads.clone());
    let mut shown: Vec<usize> = (0..m.regions.len()).collect();
    if !all_regions && m.regions.len() > FULL_TABLE {
        // The largest by bytes, and the first that the table no longer has.
        let mut by_bytes: Vec<usize> = shown
            .iter()
            .copied()
            .filter(|&i| m.regions[i].observed.is_some())
            .collect();
        by_bytes.sort_by(|&a, &b| {
            let b_of = |i: usize| m.regions[i].observed.as_ref().and_then(|o| o.bytes_share);
            b_of(b)
                .partial_cmp(&b_of(a))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        let mut pick: Vec<usize> = by_bytes.into_iter().take(24).collect();
        pick.extend(
            shown
                .iter()
                .copied()
                .filter(|&i| m.regions[i].observed.is_none())
                .take(24),
        );
        pick.sort_unstable();
        shown = pick;
    }
    let clip = |t: &str| {
        if t.len() > width {
            format!("{}…", &t[..width - 1])
        } else {
            t.to_owned()
        }
    };
    let mut last = None;
    for i in shown {
        if last.is_some_and(|l: usize| l + 1 != i) {
            line(std::array::from_fn(|k| {
                if k == 0 {
                    "…".into()
                } else {
                    String::new()
                }
            }));
        }
        last = Some(i);
        let r = &m.regions[i];
        let mut cells: [String; 9] = std::array::from_fn(|_| String::new());
        cells[0] = i.to_string();
        cells[1] = clip(&r.start);
        cells[2] = format::percent(r.predicted_share);
        match &r.observed {
            Some(o) => {
                cells[3] = size(o.store_file_bytes);
                cells[4] = size(o.memstore_bytes);
                cells[5] = share(o.bytes_share);
                cells[6] = figure(o.read_requests);
                cells[7] = figure(writes(o));
                cells[8] = share(o.writes_share);
            }
            None => cells[3] = format!("({})", Message::new(msg::NOT_OBSERVED)),
        }
        line(cells);
    }
    if !m.unmatched.is_empty() {
        let _ = writeln!(
            s,
            "{}",
            Message::new(msg::UNMATCHED_HEADING).arg("count", Arg::Count(m.unmatched.len() as u64))
        );
        for u in m.unmatched.iter().take(UNMATCHED_SHOWN) {
            let _ = writeln!(s, "  {}", u.line());
        }
        if m.unmatched.len() > UNMATCHED_SHOWN {
            let _ = writeln!(
                s,
                "{}",
                Message::new(text::QUERY_MORE)
                    .arg("more", (m.unmatched.len() - UNMATCHED_SHOWN).to_string())
            );
        }
    }
    let level = match m.verdict.level {
        Verdict::Good => verdict::GOOD,
        Verdict::Acceptable => verdict::ACCEPTABLE,
        Verdict::NeedsWork => verdict::NEEDS_WORK,
    };
    let _ = writeln!(
        s,
        "\n{}",
        Message::new(msg::VERDICT).arg("level", Message::new(level).to_string().to_uppercase())
    );
    for reason in &m.verdict.reasons {
        let _ = writeln!(s, "           {reason}");
    }
    s
}
