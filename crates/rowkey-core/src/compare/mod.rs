//! Two designs side by side: the differences between two analysis reports (and, with a
//! table size, two growth simulations: [`compare_growth`]) (what `rowkey
//! compare` prints, what the playground's compare table shows), each with both values, which
//! one is better and why.
//!
//! Only what differs is listed: two reports of the same design give no differences. Figures
//! are compared as they are shown (a deviation rate to 0.1 %, a share to 0.1 %), so sampling
//! noise below what a reader can see is not reported as a difference.

mod growth;

pub use growth::{
    compare_growth, compare_growth_outcomes, GrowthOutcome, GrowthPair, OutcomeVerdict,
};

use crate::analyze::lint::{Rule, Severity};
use crate::analyze::stats::Verdict;
use crate::analyze::verdict::verdict_word;
use crate::analyze::Report;
use crate::i18n::catalogue::{compare as msg, lint};
use crate::i18n::{Arg, Entry, Message};
use serde::Serialize;

/// Which design a difference favours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Better {
    /// The first design (A).
    A,
    /// The second design (B).
    B,
    /// Neither: the figures differ but one is not better than the other (a region count, a
    /// query only one design has, an informational lint).
    Neither,
}

/// One aspect in which the two reports differ.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct Difference {
    /// Stable id of the aspect: `verdict`, `deviation_pct`, `write_spread`, `busiest_share`,
    /// `dead_regions`, `regions`, `mean_key_length`, `memory_bytes`, `collisions`,
    /// `scans:<query name>`, `lint:<rule>`.
    pub aspect: String,
    /// The aspect for people, e.g. "deviation (max-min)/mean".
    pub label: String,
    /// A's figure (the number compared; `None` when A has no such figure, e.g. a query only B
    /// has). Verdicts are 0 good, 1 acceptable, 2 needs work; a lint is 1 present, 0 absent.
    pub a: Option<f64>,
    /// B's figure, as `a`.
    pub b: Option<f64>,
    /// A's figure as shown.
    pub a_text: String,
    /// B's figure as shown.
    pub b_text: String,
    /// Which is better.
    pub better: Better,
    /// Why, in one short sentence.
    pub why: String,
}

/// The differences between two reports.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct Comparison {
    /// Every aspect in which A and B differ, in the order: verdict, spread, regions, keys,
    /// queries, lints.
    pub differences: Vec<Difference>,
}

/// What `rowkey compare --format json` prints (and the JS module returns): both reports, each
/// exactly as `rowkey analyze --format json` gives it, and their differences.
#[derive(Debug, Serialize)]
pub struct Pair<'a> {
    /// The first design's report.
    pub a: &'a Report,
    /// The second design's report.
    pub b: &'a Report,
    /// Where they differ.
    pub differences: &'a [Difference],
    /// Each design's growth simulation, when one was asked for (`rowkey compare --rows`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub growth: Option<GrowthPair<'a>>,
}

/// Which way a figure is better.
#[derive(Clone, Copy)]
pub(crate) enum Goal {
    Lower,
    Higher,
    None,
}

fn verdict_rank(v: Verdict) -> f64 {
    match v {
        Verdict::Good => 0.0,
        Verdict::Acceptable => 1.0,
        Verdict::NeedsWork => 2.0,
    }
}

pub(crate) struct Builder {
    pub(crate) out: Vec<Difference>,
}

impl Builder {
    /// Add a numeric difference unless the two figures read the same (`a_text == b_text`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn figure(
        &mut self,
        aspect: &str,
        label: &'static Entry,
        (a, b): (f64, f64),
        (a_text, b_text): (String, String),
        goal: Goal,
        why: &'static Entry,
    ) {
        self.figure_labelled(
            aspect,
            Message::new(label),
            (a, b),
            (a_text, b_text),
            goal,
            why,
        );
    }

    /// [`Builder::figure`] with a label that has arguments (a query's name).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn figure_labelled(
        &mut self,
        aspect: &str,
        label: Message,
        (a, b): (f64, f64),
        (a_text, b_text): (String, String),
        goal: Goal,
        why: &'static Entry,
    ) {
        if a_text == b_text {
            return;
        }
        let better = match goal {
            Goal::Lower if a < b => Better::A,
            Goal::Lower if b < a => Better::B,
            Goal::Higher if a > b => Better::A,
            Goal::Higher if b > a => Better::B,
            _ => Better::Neither,
        };
        self.out.push(Difference {
            aspect: aspect.to_string(),
            label: label.to_string(),
            a: Some(a),
            b: Some(b),
            a_text,
            b_text,
            better,
            why: Message::new(why).to_string(),
        });
    }
}

/// The shares a reader sees, to 0.1 %.
pub(crate) fn share_text(share: f64) -> String {
    format!("{:.1} %", share * 100.0)
}

/// The differences between report `a` and report `b`.
///
/// ```
/// use rowkey_core::analyze::{analyze, AnalyzeOptions};
/// use rowkey_core::compare::{compare, Better};
/// use rowkey_core::design::{Design, SplitAlgorithm};
/// use rowkey_core::sample::Compiled;
/// let report = |template: &str| {
///     let mut d = Design::new(template);
///     d.fields.insert("id".into(), "seq(0, 1)".into());
///     d.splits.algorithm = SplitAlgorithm::Quantile;
///     d.splits.regions = 8;
///     d.sample.count = 10_000;
///     let c = Compiled::new(&d).unwrap();
///     analyze(&c, AnalyzeOptions::for_design(&c)).unwrap()
/// };
/// let (seq, hashed) = (report("{id | dec(10)}"), report("{id | md5 | hex | left(4)}_{id}"));
/// let diff = compare(&seq, &hashed);
/// let spread = diff.differences.iter().find(|d| d.aspect == "write_spread").unwrap();
/// assert_eq!(spread.better, Better::B);
/// assert!(compare(&seq, &seq).differences.is_empty());
/// ```
pub fn compare(a: &Report, b: &Report) -> Comparison {
    let mut d = Builder { out: Vec::new() };
    let (va, vb) = (&a.verdict, &b.verdict);
    d.figure(
        "verdict",
        msg::VERDICT,
        (verdict_rank(va.level), verdict_rank(vb.level)),
        (
            verdict_word(va.level).to_string(),
            verdict_word(vb.level).to_string(),
        ),
        Goal::Lower,
        msg::VERDICT_WHY,
    );
    d.figure(
        "deviation_pct",
        msg::DEVIATION,
        (a.stats.deviation_pct, b.stats.deviation_pct),
        (
            format!("{:.1} %", a.stats.deviation_pct),
            format!("{:.1} %", b.stats.deviation_pct),
        ),
        Goal::Lower,
        msg::DEVIATION_WHY,
    );
    let (ca, cb) = (&va.concurrency, &vb.concurrency);
    d.figure(
        "write_spread",
        msg::WRITE_SPREAD,
        (ca.regions_per_window, cb.regions_per_window),
        (
            spread_text(ca.regions_per_window, ca.regions),
            spread_text(cb.regions_per_window, cb.regions),
        ),
        Goal::Higher,
        msg::WRITE_SPREAD_WHY,
    );
    d.figure(
        "busiest_share",
        msg::BUSIEST_SHARE,
        (ca.busiest_share, cb.busiest_share),
        (share_text(ca.busiest_share), share_text(cb.busiest_share)),
        Goal::Lower,
        msg::BUSIEST_SHARE_WHY,
    );
    let dead = |r: &Report| r.regions.iter().filter(|g| g.dead).count() as f64;
    let (da, db) = (dead(a), dead(b));
    d.figure(
        "dead_regions",
        msg::DEAD_REGIONS,
        (da, db),
        (da.to_string(), db.to_string()),
        Goal::Lower,
        msg::DEAD_REGIONS_WHY,
    );
    let (ra, rb) = (a.regions.len() as f64, b.regions.len() as f64);
    d.figure(
        "regions",
        msg::REGIONS,
        (ra, rb),
        (ra.to_string(), rb.to_string()),
        Goal::None,
        msg::REGIONS_WHY,
    );
    let (la, lb) = (a.key_lengths.lengths.mean, b.key_lengths.lengths.mean);
    d.figure(
        "mean_key_length",
        msg::MEAN_KEY_LENGTH,
        (la, lb),
        (length_text(la), length_text(lb)),
        Goal::Lower,
        msg::MEAN_KEY_LENGTH_WHY,
    );
    let (ma, mb) = (a.key_lengths.memory_bytes, b.key_lengths.memory_bytes);
    d.figure(
        "memory_bytes",
        msg::MEMORY,
        (ma as f64, mb as f64),
        (
            memory_text(ma, a.key_lengths.memory_rows),
            memory_text(mb, b.key_lengths.memory_rows),
        ),
        Goal::Lower,
        msg::MEMORY_WHY,
    );
    let (xa, xb) = (a.collisions.count, b.collisions.count);
    d.figure(
        "collisions",
        msg::COLLISIONS,
        (xa as f64, xb as f64),
        (xa.to_string(), xb.to_string()),
        Goal::Lower,
        msg::COLLISIONS_WHY,
    );
    queries(&mut d, a, b);
    lints(&mut d, a, b);
    Comparison { differences: d.out }
}

/// Scans per query, matched by the query's name.
fn queries(d: &mut Builder, a: &Report, b: &Report) {
    let mut names: Vec<&str> = a.queries.iter().map(|q| q.name.as_str()).collect();
    for q in &b.queries {
        if !names.contains(&q.name.as_str()) {
            names.push(&q.name);
        }
    }
    for name in names {
        let qa = a.queries.iter().find(|q| q.name == name);
        let qb = b.queries.iter().find(|q| q.name == name);
        let aspect = format!("scans:{name}");
        let label = crate::msg!(msg::QUERY_READS, name = name);
        match (qa, qb) {
            (Some(qa), Some(qb)) => d.figure_labelled(
                &aspect,
                label,
                (qa.scans as f64, qb.scans as f64),
                (qa.scans.to_string(), qb.scans.to_string()),
                Goal::Lower,
                msg::QUERY_READS_WHY,
            ),
            (qa, qb) => d.out.push(Difference {
                aspect,
                label: label.to_string(),
                a: qa.map(|q| q.scans as f64),
                b: qb.map(|q| q.scans as f64),
                a_text: qa.map_or("—".into(), |q| q.scans.to_string()),
                b_text: qb.map_or("—".into(), |q| q.scans.to_string()),
                better: Better::Neither,
                why: crate::msg!(msg::QUERY_ONE_SIDE).to_string(),
            }),
        }
    }
}

/// Lint rules found in one report and not the other.
fn lints(d: &mut Builder, a: &Report, b: &Report) {
    let mut rules: Vec<(Rule, Severity)> = Vec::new();
    for l in a.lints.iter().chain(&b.lints) {
        match rules.iter_mut().find(|(r, _)| *r == l.rule) {
            Some((_, s)) => *s = (*s).min(l.severity),
            None => rules.push((l.rule, l.severity)),
        }
    }
    let has = |r: &Report, rule: Rule| r.lints.iter().any(|l| l.rule == rule);
    for (rule, severity) in rules {
        let (ia, ib) = (has(a, rule), has(b, rule));
        if ia == ib {
            continue;
        }
        let level = Message::new(match severity {
            Severity::Error => lint::SEVERITY_ERROR,
            Severity::Warning => lint::SEVERITY_WARNING,
            Severity::Info => lint::SEVERITY_INFO,
        })
        .to_string();
        let text = |on: bool| if on { level.clone() } else { "—".into() };
        let (better, why) = match severity {
            Severity::Info => (Better::Neither, msg::LINT_INFO_WHY),
            _ if ia => (Better::B, msg::LINT_B_AVOIDS),
            _ => (Better::A, msg::LINT_A_AVOIDS),
        };
        d.out.push(Difference {
            aspect: format!("lint:{rule}"),
            label: crate::msg!(msg::LINT, rule = rule.id()).to_string(),
            a: Some(f64::from(u8::from(ia))),
            b: Some(f64::from(u8::from(ib))),
            a_text: text(ia),
            b_text: text(ib),
            better,
            why: Message::new(why).to_string(),
        });
    }
}

/// Regions a window's writes reach, of all regions (`2.5 of 8`).
fn spread_text(per: f64, of: usize) -> String {
    crate::msg!(
        msg::WRITE_SPREAD_FIGURE,
        per = format!("{per:.1}"),
        of = Arg::Int(of as i128)
    )
    .to_string()
}

/// A mean key length to one decimal (`23.0 bytes`).
fn length_text(len: f64) -> String {
    crate::msg!(msg::KEY_LENGTH_FIGURE, len = format!("{len:.1}")).to_string()
}

/// Row-key bytes at a row count (`1.60 GB for 100,000,000 rows`).
fn memory_text(bytes: u64, rows: u64) -> String {
    crate::msg!(msg::MEMORY_FIGURE, bytes = Arg::Bytes(bytes), rows = rows).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyze::{analyze, AnalyzeOptions};
    use crate::design::{Design, SplitAlgorithm};
    use crate::sample::Compiled;

    fn report(template: &str, regions: u32) -> Report {
        let mut d = Design::new(template);
        d.fields.insert("id".into(), "seq(0, 1)".into());
        d.splits.algorithm = SplitAlgorithm::Quantile;
        d.splits.regions = regions;
        d.sample.count = 5_000;
        let c = Compiled::new(&d).unwrap();
        analyze(&c, AnalyzeOptions::for_design(&c)).unwrap()
    }

    #[test]
    fn a_sequential_key_loses_to_a_hashed_one_on_every_spread_figure() {
        let seq = report("{id | dec(10)}", 8);
        let md5 = report("{id | md5 | hex | left(4)}_{id}", 8);
        let c = compare(&seq, &md5);
        let get = |aspect: &str| c.differences.iter().find(|d| d.aspect == aspect);
        let v = get("verdict").expect("verdicts differ");
        assert_eq!(
            (v.a_text.as_str(), v.b_text.as_str()),
            ("needs work", "good")
        );
        assert_eq!(v.better, Better::B);
        let w = get("write_spread").unwrap();
        assert_eq!(w.a, Some(seq.verdict.concurrency.regions_per_window));
        assert_eq!(w.b, Some(md5.verdict.concurrency.regions_per_window));
        assert_eq!(w.better, Better::B);
        assert_eq!(get("busiest_share").unwrap().better, Better::B);
        // 10 bytes against 4 + 1 + the decimal id (at most 4 digits under 5,000): B's is shorter.
        let l = get("mean_key_length").unwrap();
        assert_eq!(l.a, Some(10.0));
        assert_eq!(l.b, Some(md5.key_lengths.lengths.mean));
        assert!(md5.key_lengths.lengths.max <= 9);
        assert_eq!(l.better, Better::B);
        assert!(get("regions").is_none());
        // Swapping the sides swaps the winner.
        let back = compare(&md5, &seq);
        assert_eq!(
            back.differences
                .iter()
                .find(|d| d.aspect == "verdict")
                .unwrap()
                .better,
            Better::A
        );
    }

    #[test]
    fn region_counts_and_lints_only_in_one() {
        let a = report("{id | dec(10)}", 8);
        let b = report("{id | dec(10)}", 4);
        let c = compare(&a, &b);
        let r = c
            .differences
            .iter()
            .find(|d| d.aspect == "regions")
            .unwrap();
        assert_eq!(
            (r.a, r.b, r.better),
            (Some(8.0), Some(4.0), Better::Neither)
        );
        let mut with_lint = a.clone();
        with_lint.lints.push(crate::analyze::lint::Lint {
            rule: crate::analyze::lint::Rule::SaltGet,
            severity: Severity::Warning,
            message: crate::msg!(crate::i18n::catalogue::lint::IT),
            why: crate::msg!(crate::i18n::catalogue::lint::IT),
            span: None,
        });
        let c = compare(&with_lint, &a);
        let l = c.differences.iter().find(|d| d.aspect == "lint:salt-get");
        let l = l.expect("a lint in one report only is a difference");
        assert_eq!((l.a, l.b, l.better), (Some(1.0), Some(0.0), Better::B));
    }
}
