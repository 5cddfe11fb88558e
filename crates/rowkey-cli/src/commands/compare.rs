//! `rowkey compare`: two designs analysed as `rowkey analyze` does, and where they differ.

use crate::fail::Fail;
use crate::width::{left, width as text_width};
use rowkey_core::analyze::{analyze, AnalyzeOptions, Report};
use rowkey_core::compare::{
    compare, compare_growth, Better, Comparison, Difference, GrowthPair, Pair,
};
use rowkey_core::i18n::catalogue::cli as text;
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::simulate::{simulate, GrowthReport, SimulateOptions};
use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;

/// The options of `rowkey compare` (those of `analyze` that change a report, for both designs).
#[derive(Debug)]
pub struct Options {
    pub json: bool,
    pub count: Option<u64>,
    pub threads: Option<usize>,
    pub memory_rows: Option<u64>,
    /// `--rows` and the simulate options: compare the growth outcome too.
    pub growth: Option<SimulateOptions>,
}

/// One design's growth simulation; a bad option names its flag, as `rowkey simulate` does.
fn growth(path: &Path, opts: &SimulateOptions) -> Result<GrowthReport, Fail> {
    let compiled = super::design::load_design(path)?;
    simulate(&compiled, opts, &mut |_, _| {}).map_err(|e| {
        let flags = [
            "rows",
            "row_bytes",
            "max_filesize",
            "flush_size",
            "servers",
            "sample",
            "windows",
        ];
        let place = if flags.contains(&e.path.as_str()) {
            format!("--{}", e.path.replace('_', "-"))
        } else {
            path.display().to_string()
        };
        Fail::msg(super::at_place(place, e.message))
    })
}

/// One design's report with the same options `rowkey analyze` applies.
fn report(path: &Path, o: &Options) -> Result<Report, Fail> {
    let compiled = super::design::load_design(path)?;
    let mut opts = AnalyzeOptions::for_design(&compiled);
    opts.run.count = super::design::sample_count(o.count, opts.run.count)?;
    if let Some(t) = o.threads {
        opts.run.threads = t.clamp(1, 64);
    }
    if let Some(m) = o.memory_rows {
        opts.memory_rows = m;
    }
    analyze(&compiled, opts).map_err(|e| {
        Fail::msg(super::at_place(
            path.display().to_string(),
            e.render("", Some(compiled.design())),
        ))
    })
}

pub fn compare_cmd(a: &Path, b: &Path, o: Options) -> Result<(), Fail> {
    let ra = report(a, &o)?;
    let rb = report(b, &o)?;
    let mut diff = compare(&ra, &rb);
    let grown = match &o.growth {
        Some(opts) => Some((growth(a, opts)?, growth(b, opts)?)),
        None => None,
    };
    if let Some((ga, gb)) = &grown {
        diff.differences.extend(compare_growth(ga, gb));
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if o.json {
        let value = Pair {
            a: &ra,
            b: &rb,
            differences: &diff.differences,
            growth: grown.as_ref().map(|(a, b)| GrowthPair { a, b }),
        };
        super::write_json(&mut out, &value)?;
    } else {
        out.write_all(render_text(&ra, &rb, &diff).as_bytes())?;
    }
    out.flush()?;
    Ok(())
}

/// Marks the better value in the text table.
const BETTER_MARK: &str = "✓ ";

/// The comparison for people: the two designs, then one row per difference with A's and B's
/// values side by side, the better one marked `✓`, and why under it.
pub fn render_text(a: &Report, b: &Report, diff: &Comparison) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "A          {}", a.name);
    let _ = writeln!(s, "           {}", a.template);
    let _ = writeln!(s, "B          {}", b.name);
    let _ = writeln!(s, "           {}", b.template);
    let _ = writeln!(s);
    if diff.differences.is_empty() {
        let _ = writeln!(s, "{}", Message::new(text::NO_DIFFERENCES));
        return s;
    }
    let cell = |d: &Difference, side: Better| {
        let text = if side == Better::A {
            &d.a_text
        } else {
            &d.b_text
        };
        if d.better == side {
            format!("{BETTER_MARK}{text}")
        } else {
            format!("  {text}")
        }
    };
    let width = |f: &dyn Fn(&Difference) -> String, min: usize| {
        diff.differences
            .iter()
            .map(|d| text_width(&f(d)))
            .max()
            .unwrap_or(0)
            .max(min)
    };
    let aspect = Message::new(text::ASPECT).to_string();
    // Each column as wide as its cells or its heading, whichever is wider on screen.
    let wl = width(&|d| d.label.clone(), 6)
        .min(48)
        .max(text_width(&aspect));
    let wa = width(&|d| cell(d, Better::A), 3);
    let wb = width(&|d| cell(d, Better::B), 3);
    let pad = |t: &str, w: usize| left(t, w);
    let _ = writeln!(
        s,
        "{}  {}  {}  {}",
        pad(&aspect, wl),
        pad("  A", wa),
        pad("  B", wb),
        Message::new(text::BETTER)
    );
    for d in &diff.differences {
        let better = match d.better {
            Better::A => "A",
            Better::B => "B",
            Better::Neither => "–",
        };
        let _ = writeln!(
            s,
            "{}  {}  {}  {better}",
            pad(&d.label, wl),
            pad(&cell(d, Better::A), wa),
            pad(&cell(d, Better::B), wb)
        );
        let why = Message::new(text::LINT_WHY).arg("why", &d.why);
        let _ = writeln!(s, "{}  {why}", " ".repeat(wl));
    }
    let count = |side: Better| diff.differences.iter().filter(|d| d.better == side).count();
    let total = Message::new(text::DIFFERENCES_COUNT)
        .arg("n", Arg::Int(diff.differences.len() as i128))
        .arg("a", Arg::Int(count(Better::A) as i128))
        .arg("b", Arg::Int(count(Better::B) as i128));
    let _ = writeln!(s, "\n{total}");
    s
}
