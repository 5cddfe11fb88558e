//! Keys per region, observed against expected, dead regions marked, the verdict and statistics.

mod bars;
mod plot;
mod summary;

use crate::components::chart_frame::{chart_names, placeholder, text_table, ChartFrame};
use crate::format::{fmt_int, fmt_num, fmt_pct};
use crate::hooks::use_box_width;
use bars::{bars, row, MAX_BARS};
use plot::{plot_svg, Plot};
use rowkey_core::analyze::Report;
use rowkey_core::design::SplitAlgorithm;
use std::rc::Rc;
use summary::{callout, stats_line, stats_list, verdict, Flags};
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
    /// Which of two charts on one page this is (`a`, `b`: compare mode), so that each `<svg>`
    /// has its own id and downloads under its own name.
    #[prop_or_default]
    pub side: Option<AttrValue>,
}

/// The regions chart.
#[component]
pub fn RegionsChart(props: &RegionsChartProps) -> Html {
    let box_ref = use_node_ref();
    let vw = use_box_width(box_ref.clone());
    let hover = use_state(|| None::<usize>);
    let table_open = use_state(|| false);
    let (svg_id, file) = chart_names("chart-regions", "regions", props.side.as_deref());
    let bars = use_memo(props.report.clone(), |r| {
        r.as_ref().map(|r| bars(&r.regions)).unwrap_or_default()
    });
    let Some(report) = props.report.as_ref().filter(|r| !r.regions.is_empty()) else {
        return html! {
            <ChartFrame title="Keys per region" svg_id={svg_id.clone()} file={file.clone()}
                testid="regions-chart" class={classes!("regions-chart", props.compact.then_some("compact"))} empty=true>
                { placeholder("Analysing…") }
            </ChartFrame>
        };
    };
    let stats = &report.stats;
    let n = report.regions.len();
    let flags = Flags::of(&report.regions);
    let compact = props.compact;

    let remainder = report
        .regions
        .iter()
        .enumerate()
        .find_map(|(i, r)| r.note.as_deref().map(|note| (i, note)));
    let callout = callout(
        flags,
        remainder,
        compact,
        !compact && report.splits.algorithm != SplitAlgorithm::Auto,
        props.on_auto.clone(),
    );
    let plot = Plot::new(vw, compact, callout.is_some(), &bars, n);
    let aria = format!(
        "Keys per region: {} regions, {} keys, deviation rate {} %, {} dead, {} hot, {} cold",
        n,
        stats.keys,
        fmt_num(stats.deviation_pct, 1),
        flags.dead,
        flags.hot,
        flags.cold
    );
    let svg = plot_svg(&plot, &bars, compact, flags, aria, &hover, &svg_id);

    let readout = match (*hover).and_then(|i| bars.get(i)) {
        Some(b) => html! { <p class="chart-readout">{ b.describe() }</p> },
        None => html! {
            <p class="chart-readout muted">
                { if n > MAX_BARS { format!("{n} regions, {} per bar. Hover a bar for exact figures.", plot.chunk) } else { "Hover a bar for exact figures.".to_string() } }
            </p>
        },
    };

    let text = if *table_open || compact {
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
        <ChartFrame title="Keys per region" svg_id={svg_id.clone()} file={file.clone()}
            testid="regions-chart" class={classes!("regions-chart", compact.then_some("compact"))}
            text={text} on_table_toggle={on_table_toggle} hidden_text={props.compact}>
            { verdict(stats, &report.verdict, compact) }
            if compact {
                { stats_line(stats) }
            } else {
                { stats_list(stats) }
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
