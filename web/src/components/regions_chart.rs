//! Keys per region, observed against expected, dead regions marked, the verdict and statistics.

use crate::components::chart_frame::{
    hatch_defs, index_ticks, nice_ticks, placeholder, text_table, ChartFrame,
};
use crate::format::{fmt_int, fmt_mean, fmt_num, fmt_pct, fmt_pct_axis};
use crate::hooks::use_box_width;
use rowkey_core::analyze::report::{RegionReport, Skew};
use rowkey_core::analyze::stats::Verdict;
use rowkey_core::analyze::Report;
use rowkey_core::design::SplitAlgorithm;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`RegionsChart`].
#[derive(Properties, PartialEq)]
pub struct RegionsChartProps {
    /// The analysis.
    pub report: Option<Rc<Report>>,
    /// Switch the splits to `auto`.
    pub on_auto: Callback<()>,
    /// Compact (embedded).
    #[prop_or_default]
    pub compact: bool,
}

/// Most bars drawn: beyond this, neighbouring regions share a bar (the SVG stays light).
const MAX_BARS: usize = 512;
/// Up to this many bars, each gets its own expected-share marker and "dead" label.
const DETAILED_BARS: usize = 40;

/// Chart geometry in viewBox units (the SVG scales to its box).
const LEFT: f64 = 46.0;
const RIGHT: f64 = 10.0;
const TOP: f64 = 24.0;
const BOTTOM: f64 = 30.0;

/// One bar: one region, or a run of neighbouring regions when there are very many.
#[derive(Clone, Debug, PartialEq)]
struct Bar {
    /// First region index.
    first: usize,
    /// Regions in this bar.
    len: usize,
    count: u64,
    share: f64,
    expected: f64,
    /// Regions in the bar that are dead.
    dead: usize,
    hot: usize,
    cold: usize,
    start: String,
    end: String,
}

impl Bar {
    fn all_dead(&self) -> bool {
        self.dead == self.len
    }

    /// The CSS class for the bar's state, most serious first.
    fn state(&self) -> &'static str {
        if self.all_dead() {
            "dead"
        } else if self.hot > 0 {
            "hot"
        } else if self.cold > 0 {
            "cold"
        } else {
            "even"
        }
    }

    fn label(&self) -> String {
        if self.len == 1 {
            format!("Region {}", self.first)
        } else {
            format!("Regions {}–{}", self.first, self.first + self.len - 1)
        }
    }

    fn note(&self) -> String {
        let mut parts = Vec::new();
        if self.all_dead() {
            parts.push("dead: no key can fall here".to_string());
        } else if self.dead > 0 {
            parts.push(format!("{} dead", self.dead));
        }
        if self.hot > 0 {
            parts.push(if self.len == 1 {
                "hot: over twice the even share expected".into()
            } else {
                format!("{} hot", self.hot)
            });
        }
        if self.cold > 0 {
            parts.push(if self.len == 1 {
                "cold: under half the even share expected".into()
            } else {
                format!("{} cold", self.cold)
            });
        }
        parts.join(", ")
    }

    /// The exact figures, for the tooltip and the readout.
    fn describe(&self) -> String {
        let note = self.note();
        format!(
            "{}: [{}, {}) · {} keys · {} observed · {} expected{}",
            self.label(),
            row(&self.start, true),
            row(&self.end, false),
            fmt_int(self.count),
            fmt_pct(self.share),
            fmt_pct(self.expected),
            if note.is_empty() {
                String::new()
            } else {
                format!(" · {note}")
            }
        )
    }
}

/// A region boundary as shown: toStringBinary, or what an empty row means there.
fn row(s: &str, start: bool) -> String {
    if !s.is_empty() {
        s.to_string()
    } else if start {
        "(table start)".into()
    } else {
        "(table end)".into()
    }
}

/// Group the regions into at most [`MAX_BARS`] bars of neighbours.
fn bars(regions: &[RegionReport]) -> Vec<Bar> {
    let chunk = regions.len().div_ceil(MAX_BARS).max(1);
    regions
        .chunks(chunk)
        .enumerate()
        .map(|(i, rs)| Bar {
            first: i * chunk,
            len: rs.len(),
            count: rs.iter().map(|r| r.count).sum(),
            share: rs.iter().map(|r| r.share).sum(),
            expected: rs.iter().map(|r| r.expected_share).sum(),
            dead: rs.iter().filter(|r| r.dead).count(),
            hot: rs.iter().filter(|r| r.skew == Some(Skew::Hot)).count(),
            cold: rs.iter().filter(|r| r.skew == Some(Skew::Cold)).count(),
            start: rs.first().map(|r| r.start.clone()).unwrap_or_default(),
            end: rs.last().map(|r| r.end.clone()).unwrap_or_default(),
        })
        .collect()
}

fn verdict_class(v: Verdict) -> &'static str {
    match v {
        Verdict::Good => "good",
        Verdict::Acceptable => "acceptable",
        Verdict::NeedsWork => "needs-work",
    }
}

/// The regions chart.
#[component]
pub fn RegionsChart(props: &RegionsChartProps) -> Html {
    let box_ref = use_node_ref();
    let vw = use_box_width(box_ref.clone());
    let hover = use_state(|| None::<usize>);
    let table_open = use_state(|| false);
    let bars = use_memo(props.report.clone(), |r| {
        r.as_ref().map(|r| bars(&r.regions)).unwrap_or_default()
    });
    let Some(report) = props.report.as_ref().filter(|r| !r.regions.is_empty()) else {
        return html! {
            <ChartFrame title="Keys per region" svg_id="chart-regions" file="regions"
                testid="regions-chart" class={classes!("regions-chart", props.compact.then_some("compact"))} empty=true>
                { placeholder("Analysing…") }
            </ChartFrame>
        };
    };
    let stats = &report.stats;
    let n = report.regions.len();
    let dead = report.regions.iter().filter(|r| r.dead).count();
    let hot = report
        .regions
        .iter()
        .filter(|r| r.skew == Some(Skew::Hot))
        .count();
    let cold = report
        .regions
        .iter()
        .filter(|r| r.skew == Some(Skew::Cold))
        .count();
    let compact = props.compact;

    // The verdict, in the articles' terms.
    let vclass = verdict_class(stats.verdict);
    let verdict = html! {
        <div class={classes!("verdict", vclass)} data-testid="verdict" data-verdict={vclass}>
            <span class="verdict-badge">{ stats.verdict.label() }</span>
            // Read as "good: deviation rate …" by screen readers and in the text content.
            <span class="visually-hidden">{ ": " }</span>
            <span class="verdict-text">
                { "deviation rate " }<strong>{ format!("{} %", fmt_num(stats.deviation_pct, 1)) }</strong>
                <span class="muted">{ " (max − min) / mean: under 10 % good, 10–20 % acceptable, over 20 % needs work" }</span>
            </span>
        </div>
    };

    let stat = |label: &'static str, value: String, title: &'static str| {
        html! { <div class="stat" title={title}><dt>{ label }</dt><dd>{ value }</dd></div> }
    };
    let stats_view = html! {
        <dl class="stats" data-testid="stats">
            { stat("keys", fmt_int(stats.keys), "Sample keys counted") }
            { stat("regions", fmt_int(stats.regions as u64), "Regions of the table (split keys + 1)") }
            { stat("min", fmt_int(stats.min), "Fewest keys in a region") }
            { stat("max", fmt_int(stats.max), "Most keys in a region") }
            { stat("mean", fmt_mean(stats.mean), "Mean keys per region") }
            { stat("deviation", format!("{} %", fmt_num(stats.deviation_pct, 1)), "(max − min) / mean") }
            { stat("CV", fmt_num(stats.cv, 3), "Coefficient of variation: standard deviation / mean") }
            { stat("Gini", fmt_num(stats.gini, 3), "0: perfectly even; towards 1: all keys in one region") }
            { stat("hottest", format!("#{}", stats.hottest_region), "The region with the most keys") }
            { stat("its share", fmt_pct(stats.hottest_share), "The hottest region's share of all keys") }
        </dl>
    };

    // Dead or badly unequal regions: say so, and offer the fix.
    let callout = (dead > 0 || hot + cold > 0).then(|| {
        let mut lines = Vec::new();
        if dead > 0 {
            lines.push(format!(
                "{dead} dead region{}: no key this template can produce falls in {}.",
                if dead == 1 { "" } else { "s" },
                if dead == 1 { "it" } else { "them" }
            ));
        }
        if hot + cold > 0 {
            lines.push(format!(
                "{} badly unequal region{} ({hot} hot, {cold} cold): the expected share is over twice or under half the even share.",
                hot + cold,
                if hot + cold == 1 { "" } else { "s" }
            ));
        }
        let can_switch = !compact && report.splits.algorithm != SplitAlgorithm::Auto;
        let on_auto = props.on_auto.clone();
        if compact {
            // One line in the embed; the full text on hover.
            let short = [
                (dead > 0).then(|| format!("{dead} dead region{}", if dead == 1 { "" } else { "s" })),
                (hot > 0).then(|| format!("{hot} hot")),
                (cold > 0).then(|| format!("{cold} cold")),
            ];
            let short: Vec<String> = short.into_iter().flatten().collect();
            return html! {
                <div class="callout warn" role="note" title={lines.join(" ")}>
                    <p class="callout-line">
                        <strong>{ short.join(" · ") }</strong>
                        { if dead > 0 { ": no key can land in the dead ones" } else { ": expected shares far from even" } }
                    </p>
                </div>
            };
        }
        html! {
            <div class="callout warn" role="note">
                <div class="callout-text">{ for lines.into_iter().map(|l| html! { <p>{ l }</p> }) }</div>
                if can_switch {
                    <button type="button" class="primary" data-testid="switch-auto"
                        title="Split where this template's keys actually fall, into even shares"
                        onclick={Callback::from(move |_| on_auto.emit(()))}>{ "Use auto splits" }</button>
                }
            </div>
        }
    });

    // Geometry.
    let h = match (compact, callout.is_some()) {
        (false, _) => 250.0,
        (true, false) => 170.0,
        (true, true) => 150.0,
    };
    let plot_w = vw - LEFT - RIGHT;
    let plot_h = h - TOP - BOTTOM;
    let nb = bars.len().max(1);
    let bw = plot_w / nb as f64;
    let gap = if nb <= 64 { (bw * 0.18).min(6.0) } else { 0.0 };
    let chunk = n.div_ceil(MAX_BARS).max(1);
    let even = chunk as f64 / n as f64;
    let top_value = bars
        .iter()
        .map(|b| b.share.max(b.expected))
        .fold(even, f64::max)
        * 1.08;
    let (_, yticks) = nice_ticks(top_value, 4);
    let ymax = yticks.last().copied().unwrap_or(1.0).max(f64::MIN_POSITIVE);
    let y = |v: f64| TOP + plot_h * (1.0 - (v / ymax).clamp(0.0, 1.0));
    let x = |i: usize| LEFT + bw * i as f64;
    let detailed = nb <= DETAILED_BARS;

    let grid = yticks.iter().map(|&t| {
        let yy = y(t);
        html! {
            <g class="tick">
                <line class="grid" x1={LEFT.to_string()} x2={(vw - RIGHT).to_string()} y1={yy.to_string()} y2={yy.to_string()} />
                <text class="axis-label" x={(LEFT - 5.0).to_string()} y={(yy + 3.5).to_string()} text-anchor="end">{ fmt_pct_axis(t) }</text>
            </g>
        }
    });
    let xlabels = index_ticks(nb, if compact { 8 } else { 12 })
        .into_iter()
        .map(|i| {
            let cx = x(i) + bw / 2.0;
            let label = bars.get(i).map_or(i, |b| b.first).to_string();
            html! { <text class="axis-label" x={cx.to_string()} y={(h - BOTTOM + 13.0).to_string()} text-anchor="middle">{ label }</text> }
        });

    let bar_views = bars.iter().enumerate().map(|(i, b)| {
        let bx = x(i) + gap / 2.0;
        let w = (bw - gap).max(0.5);
        let yb = y(b.share);
        let onmouseenter = {
            let hover = hover.clone();
            Callback::from(move |_: MouseEvent| hover.set(Some(i)))
        };
        let state = b.state();
        let partly_dead = b.dead > 0 && !b.all_dead();
        html! {
            <g class={classes!("region-bar", state, partly_dead.then_some("partly-dead"), (*hover == Some(i)).then_some("hovered"))}
                data-testid="region-bar" data-index={b.first.to_string()}
                data-dead={b.all_dead().to_string()} data-count={b.count.to_string()}
                data-expected={format!("{:.6}", b.expected)} data-share={format!("{:.6}", b.share)}
                onmouseenter={onmouseenter}>
                <title>{ b.describe() }</title>
                <rect class="hit" x={x(i).to_string()} y={TOP.to_string()} width={bw.to_string()} height={plot_h.to_string()} />
                if b.all_dead() {
                    <rect class="dead-zone" x={bx.to_string()} y={TOP.to_string()} width={w.to_string()} height={plot_h.to_string()} fill="url(#rc-hatch)" />
                    if detailed && w >= 30.0 {
                        <rect class="dead-label-bg" x={(bx + w / 2.0 - 15.0).to_string()} y={(TOP + plot_h / 2.0 - 9.0).to_string()} width="30" height="14" rx="3" />
                        <text class="dead-label" x={(bx + w / 2.0).to_string()} y={(TOP + plot_h / 2.0 + 2.0).to_string()} text-anchor="middle">{ "dead" }</text>
                    } else if detailed && w >= 10.0 {
                        <text class="dead-label"
                            transform={format!("translate({} {}) rotate(-90)", bx + w / 2.0 + 3.5, TOP + plot_h - 6.0)}
                            x="0" y="0">{ "dead" }</text>
                    }
                } else if partly_dead {
                    <rect class="dead-strip" x={bx.to_string()} y={(TOP + plot_h - 4.0).to_string()} width={w.to_string()} height="4" fill="url(#rc-hatch)" />
                }
                if b.share > 0.0 {
                    <rect class="bar" x={bx.to_string()} y={yb.to_string()} width={w.to_string()} height={(TOP + plot_h - yb).max(0.0).to_string()} />
                }
                if detailed && !b.all_dead() {
                    <line class="expected" x1={(bx - 1.5).to_string()} x2={(bx + w + 1.5).to_string()}
                        y1={y(b.expected).to_string()} y2={y(b.expected).to_string()} />
                }
            </g>
        }
    });
    // Many bars: the expected shares as one step line rather than a marker per bar.
    let expected_path = (!detailed).then(|| {
        let mut d = String::new();
        for (i, b) in bars.iter().enumerate() {
            let yy = y(b.expected);
            if i == 0 {
                d.push_str(&format!("M{:.2} {:.2}", x(0), yy));
            } else {
                d.push_str(&format!("V{yy:.2}"));
            }
            d.push_str(&format!("H{:.2}", x(i + 1)));
        }
        html! { <path class="expected-line" d={d} /> }
    });
    let even_y = y(even);

    // The legend, inside the SVG so exports keep it.
    let mut legend: Vec<(&str, &str)> = vec![
        ("swatch-bar", "observed"),
        ("swatch-expected", "expected"),
        ("swatch-even", "even share"),
    ];
    if dead > 0 {
        legend.push(("swatch-dead", "dead"));
    }
    if hot > 0 {
        legend.push(("swatch-hot", "hot"));
    }
    if cold > 0 {
        legend.push(("swatch-cold", "cold"));
    }
    let mut lx = LEFT;
    let legend_view = legend.into_iter().map(|(class, label)| {
        let at = lx;
        lx += 26.0 + label.len() as f64 * 6.2;
        html! {
            <g class={classes!("legend-item", class)}>
                if class == "swatch-expected" {
                    <line class="expected" x1={at.to_string()} x2={(at + 14.0).to_string()} y1="10" y2="10" />
                } else if class == "swatch-even" {
                    <line class="even-line" x1={at.to_string()} x2={(at + 14.0).to_string()} y1="10" y2="10" />
                } else if class == "swatch-dead" {
                    <rect class="dead-zone" x={at.to_string()} y="4" width="14" height="12" fill="url(#rc-hatch)" />
                } else {
                    <rect class="bar" x={at.to_string()} y="4" width="14" height="12" />
                }
                <text class="legend-label" x={(at + 18.0).to_string()} y="14">{ label }</text>
            </g>
        }
    }).collect::<Html>();

    let aria = format!(
        "Keys per region: {} regions, {} keys, deviation rate {} %, {} dead, {} hot, {} cold",
        n,
        stats.keys,
        fmt_num(stats.deviation_pct, 1),
        dead,
        hot,
        cold
    );
    let svg = html! {
        <svg id="chart-regions" class="chart-svg" viewBox={format!("0 0 {vw} {h}")} role="img" aria-label={aria}
            onmouseleave={{ let hover = hover.clone(); Callback::from(move |_: MouseEvent| hover.set(None)) }}>
            { hatch_defs("rc-hatch") }
            <rect class="chart-bg" x="0" y="0" width={vw.to_string()} height={h.to_string()} />
            { for grid }
            { legend_view }
            <g class="bars">{ for bar_views }</g>
            { expected_path.unwrap_or_default() }
            <line class="even-line" x1={LEFT.to_string()} x2={(vw - RIGHT).to_string()} y1={even_y.to_string()} y2={even_y.to_string()} />
            <line class="axis" x1={LEFT.to_string()} x2={(vw - RIGHT).to_string()} y1={(TOP + plot_h).to_string()} y2={(TOP + plot_h).to_string()} />
            { for xlabels }
            <text class="axis-title" x={(vw - RIGHT).to_string()} y={(h - 3.0).to_string()} text-anchor="end">{ "region →" }</text>
            <text class="axis-title" x="4" y="14">{ "share" }</text>
        </svg>
    };

    let readout = match (*hover).and_then(|i| bars.get(i)) {
        Some(b) => html! { <p class="chart-readout">{ b.describe() }</p> },
        None => html! {
            <p class="chart-readout muted">
                { if n > MAX_BARS { format!("{n} regions, {chunk} per bar. Hover a bar for exact figures.") } else { "Hover a bar for exact figures.".to_string() } }
            </p>
        },
    };

    let text = if *table_open || props.compact {
        text_table(
            "Keys per region",
            &[
                "region",
                "start row",
                "end row",
                "keys",
                "observed",
                "expected",
                "note",
            ],
            bars.iter()
                .map(|b| {
                    vec![
                        if b.len == 1 {
                            b.first.to_string()
                        } else {
                            format!("{}–{}", b.first, b.first + b.len - 1)
                        },
                        row(&b.start, true),
                        row(&b.end, false),
                        fmt_int(b.count),
                        fmt_pct(b.share),
                        fmt_pct(b.expected),
                        b.note(),
                    ]
                })
                .collect(),
        )
    } else {
        Html::default()
    };
    let on_table_toggle = {
        let t = table_open.clone();
        Callback::from(move |open: bool| t.set(open))
    };

    html! {
        <ChartFrame title="Keys per region" svg_id="chart-regions" file="regions"
            testid="regions-chart" class={classes!("regions-chart", compact.then_some("compact"))}
            text={text} on_table_toggle={on_table_toggle} hidden_text={props.compact}>
            { verdict }
            if compact {
                <p class="stats compact-stats" data-testid="stats">
                    { format!("{} keys · {} regions · {}–{} per region · CV {} · hottest #{} {}",
                        fmt_int(stats.keys), fmt_int(stats.regions as u64), fmt_int(stats.min), fmt_int(stats.max),
                        fmt_num(stats.cv, 2), stats.hottest_region, fmt_pct(stats.hottest_share)) }
                </p>
            } else {
                { stats_view }
            }
            { callout.unwrap_or_default() }
            // Where the figures are of fewer rows or of a coarser model than asked, say so.
            if let Some(note) = report.sample.note.clone() {
                <p class="chart-note muted" data-testid="sample-note">{ note }</p>
            }
            if let Some(note) = report.keyspace.note.clone().filter(|_| report.keyspace.approximate) {
                <p class="chart-note muted" data-testid="keyspace-note">{ note }</p>
            }
            <div class="chart-box" ref={box_ref}>{ svg }</div>
            { readout }
        </ChartFrame>
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn region(count: u64, dead: bool) -> RegionReport {
        RegionReport {
            start: String::new(),
            end: String::new(),
            count,
            share: 0.0,
            expected_share: 0.0,
            dead,
            skew: None,
        }
    }

    #[test]
    fn many_regions_share_bars() {
        let rs: Vec<RegionReport> = (0..65_536).map(|i| region(i % 3, i % 2 == 0)).collect();
        let b = bars(&rs);
        assert!(b.len() <= MAX_BARS);
        assert_eq!(b.iter().map(|b| b.len).sum::<usize>(), 65_536);
        assert_eq!(b[1].first, 128);
        assert!(!b[0].all_dead());
        let one = bars(&[region(5, true)]);
        assert_eq!(one.len(), 1);
        assert!(one[0].all_dead());
        assert_eq!(one[0].state(), "dead");
        assert!(bars(&[]).is_empty());
    }
}
