//! `rowkey simulate`: the table growing through HBase's split policies.

use crate::cli::{GrowthArgs, PolicyArg};
use crate::fail::Fail;
use rowkey_core::format::grouped;
use rowkey_core::simulate::policy::Policy;
use rowkey_core::simulate::{simulate, GrowthReport, SimulateOptions};
use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;

/// Final regions printed before the text report summarises.
const FULL_TABLE: usize = 40;

/// The core's options from the command line's.
pub fn options(rows: u64, row_bytes: u64, growth: &GrowthArgs) -> SimulateOptions {
    SimulateOptions {
        rows,
        row_bytes,
        policy: match growth.policy {
            PolicyArg::Stepping => Policy::Stepping,
            PolicyArg::Increasing => Policy::Increasing,
            PolicyArg::Constant => Policy::Constant,
            PolicyArg::Disabled => Policy::Disabled,
        },
        max_filesize: growth.max_filesize,
        flush_size: growth.flush_size,
        servers: growth.servers,
        sample: growth.sample,
        windows: growth.windows,
    }
}

pub fn simulate_cmd(path: &Path, opts: &SimulateOptions, json: bool) -> Result<(), Fail> {
    let compiled = super::design::load_design(path)?;
    let report = simulate(&compiled, opts, &mut |_, _| {}).map_err(|e| {
        let place = if e.path.is_empty()
            || [
                "rows",
                "row_bytes",
                "max_filesize",
                "flush_size",
                "servers",
                "sample",
                "windows",
            ]
            .contains(&e.path.as_str())
        {
            format!("--{}", e.path.replace('_', "-"))
        } else {
            path.display().to_string()
        };
        Fail::msg(format!("{place}: {}", e.message))
    })?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if json {
        super::write_json(&mut out, &report)?;
    } else {
        out.write_all(render_text(&report).as_bytes())?;
    }
    out.flush()?;
    Ok(())
}

fn size(bytes: u64) -> String {
    const UNITS: [&str; 6] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
    let mut v = bytes as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{bytes} B")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

fn pct(share: f64) -> String {
    format!("{:.1} %", share * 100.0)
}

/// The report for people: the policy, the timeline, the final regions and the verdict.
pub fn render_text(r: &GrowthReport) -> String {
    let mut s = String::new();
    let p = &r.policy;
    let _ = writeln!(
        s,
        "growth     {} rows × (key + {} B) = {}, {} sampled keys ({:.1} rows each), {} server{}",
        grouped(r.rows),
        grouped(r.row_bytes),
        size(r.total_bytes),
        grouped(r.sample),
        r.rows_per_key,
        r.servers,
        if r.servers == 1 { "" } else { "s" }
    );
    let _ = writeln!(s, "policy     {} ({}): {}", p.name, p.class, p.rule);
    let _ = writeln!(
        s,
        "sizes      max filesize {}, flush size {}, initial size {}",
        size(p.max_filesize),
        size(p.flush_size),
        size(p.initial_size)
    );
    let _ = writeln!(
        s,
        "regions    {} at the start, {} at the end ({} split{})",
        r.initial_regions,
        r.final_regions.len(),
        r.splits.len(),
        if r.splits.len() == 1 { "" } else { "s" }
    );
    let _ = writeln!(s, "\ntimeline   rows written        regions  hot  busiest");
    for w in &r.timeline {
        let _ = writeln!(
            s,
            "           {:>18}  {:>7}  {:>4}  {:>7}",
            grouped(w.rows_written),
            w.regions,
            w.hot_regions,
            pct(w.busiest_share)
        );
    }
    let _ = writeln!(
        s,
        "\nfinal regions (start .. end, size, writes in the last window)"
    );
    let shown = r.final_regions.len().min(FULL_TABLE);
    for f in &r.final_regions[..shown] {
        let _ = writeln!(
            s,
            "  {:<24} .. {:<24} {:>10}  {:>14}",
            if f.start.is_empty() {
                "(start)"
            } else {
                &f.start
            },
            if f.end.is_empty() { "(end)" } else { &f.end },
            size(f.bytes),
            grouped(f.writes_last_window)
        );
    }
    if shown < r.final_regions.len() {
        let _ = writeln!(
            s,
            "  … {} more (--format json lists every region)",
            r.final_regions.len() - shown
        );
    }
    let _ = writeln!(
        s,
        "\nlast window {} of {} regions take writes, the busiest {}",
        r.hot_regions_last_window,
        r.final_regions.len(),
        pct(r.busiest_share_last_window)
    );
    let _ = writeln!(s, "verdict    {}", r.verdict.summary);
    let _ = writeln!(s, "\napproximations:");
    for a in &r.approximations {
        let _ = writeln!(s, "  - {a}");
    }
    s
}
