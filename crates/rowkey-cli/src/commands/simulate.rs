//! `rowkey simulate`: the table growing through HBase's split policies.

use crate::cli::{GrowthArgs, PolicyArg};
use crate::fail::Fail;
use crate::width::{columns, left, right};
use rowkey_core::format::grouped;
use rowkey_core::i18n::{catalogue::cli as text, Message};
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
        Fail::msg(super::at_place(place, e.message))
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
    let growth = if r.servers == 1 {
        text::SIM_GROWTH_ONE
    } else {
        text::SIM_GROWTH_MANY
    };
    // Figures go in as text, formatted as the English report always printed them.
    let _ = writeln!(
        s,
        "{}",
        Message::new(growth)
            .arg("rows", grouped(r.rows))
            .arg("row_bytes", grouped(r.row_bytes))
            .arg("total", size(r.total_bytes))
            .arg("sample", grouped(r.sample))
            .arg("per_key", format!("{:.1}", r.rows_per_key))
            .arg("servers", r.servers.to_string())
    );
    let name = Policy::parse(p.name)
        .map(|policy| policy.label().to_string())
        .unwrap_or_else(|_| p.name.to_owned());
    let _ = writeln!(
        s,
        "{}",
        Message::new(text::SIM_POLICY)
            .arg("name", name)
            .arg("class", p.class)
            .arg("rule", p.rule.clone())
    );
    let _ = writeln!(
        s,
        "{}",
        Message::new(text::SIM_SIZES)
            .arg("max", size(p.max_filesize))
            .arg("flush", size(p.flush_size))
            .arg("initial", size(p.initial_size))
    );
    let regions = if r.splits.len() == 1 {
        text::SIM_REGIONS_ONE
    } else {
        text::SIM_REGIONS_MANY
    };
    let _ = writeln!(
        s,
        "{}",
        Message::new(regions)
            .arg("start", r.initial_regions.to_string())
            .arg("end", r.final_regions.len().to_string())
            .arg("splits", r.splits.len().to_string())
    );
    let heads = [
        text::SIM_COL_TIMELINE,
        text::SIM_COL_ROWS,
        text::SIM_COL_REGIONS,
        text::SIM_COL_HOT,
        text::SIM_COL_BUSIEST,
    ]
    .map(|e| Message::new(e).to_string());
    // Each column as wide as its figures or its heading, whichever is wider on screen; the
    // first holds only its heading.
    let cols = columns(&[9, 18, 7, 4, 7], &heads);
    let _ = writeln!(
        s,
        "\n{}  {}  {}  {}  {}",
        left(&heads[0], cols[0]),
        right(&heads[1], cols[1]),
        right(&heads[2], cols[2]),
        right(&heads[3], cols[3]),
        right(&heads[4], cols[4])
    );
    for w in &r.timeline {
        let _ = writeln!(
            s,
            "{}  {}  {}  {}  {}",
            left("", cols[0]),
            right(&grouped(w.rows_written), cols[1]),
            right(&w.regions.to_string(), cols[2]),
            right(&w.hot_regions.to_string(), cols[3]),
            right(&pct(w.busiest_share), cols[4])
        );
    }
    let _ = writeln!(s, "\n{}", Message::new(text::SIM_FINAL));
    let start = Message::new(text::SIM_TABLE_START).to_string();
    let end = Message::new(text::SIM_TABLE_END).to_string();
    let shown = r.final_regions.len().min(FULL_TABLE);
    for f in &r.final_regions[..shown] {
        let _ = writeln!(
            s,
            "  {} .. {} {}  {}",
            left(if f.start.is_empty() { &start } else { &f.start }, 24),
            left(if f.end.is_empty() { &end } else { &f.end }, 24),
            right(&size(f.bytes), 10),
            right(&grouped(f.writes_last_window), 14)
        );
    }
    if shown < r.final_regions.len() {
        let _ = writeln!(
            s,
            "{}",
            Message::new(text::SIM_MORE).arg("more", (r.final_regions.len() - shown).to_string())
        );
    }
    let _ = writeln!(
        s,
        "\n{}",
        Message::new(text::SIM_LAST_WINDOW)
            .arg("hot", r.hot_regions_last_window.to_string())
            .arg("regions", r.final_regions.len().to_string())
            .arg("busiest", pct(r.busiest_share_last_window))
    );
    let _ = writeln!(
        s,
        "{}",
        Message::new(text::SIM_NEXT_WRITES)
            .arg("writes", grouped(r.end_reach.writes))
            .arg("hot", r.end_reach.reached.to_string())
            .arg("regions", r.end_reach.regions.to_string())
            .arg("even", format!("{:.0}", r.end_reach.even))
            .arg("busiest", pct(r.end_reach.busiest_share))
    );
    let _ = writeln!(
        s,
        "{}",
        Message::new(text::SIM_VERDICT).arg("summary", r.verdict.summary.clone())
    );
    let _ = writeln!(s, "\n{}", Message::new(text::SIM_APPROXIMATIONS));
    for a in &r.approximations {
        let _ = writeln!(s, "  - {a}");
    }
    s
}
