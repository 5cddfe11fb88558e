//! Keys per region, observed against expected, dead regions marked, the verdict and statistics.

mod bars;
mod observed;
mod plot;
mod summary;
mod weigh;
mod who;

use crate::components::chart_frame::{analysing, chart_names, text_table_with_keys, ChartFrame};
use crate::components::decode_panel::DecodeKey;
use crate::format::{fmt_int, fmt_num};
use crate::hooks::use_box_width;
use crate::i18n::texts::regions_chart as text;
use crate::i18n::{t, use_lang, Message};
use bars::{bars, row, MAX_BARS};
use plot::{plot_svg, Plot};
use rowkey_core::analyze::Report;
use rowkey_core::design::SplitAlgorithm;
use rowkey_core::i18n::Arg;
use std::rc::Rc;
use summary::{bytes_stats_list, callout, stats_line, stats_list, verdict, Flags};
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
    /// The real table's numbers for the report's regions (the cluster metrics panel's).
    #[prop_or_default]
    pub metrics: Option<Rc<rowkey_protocol::MetricsAnswer>>,
}

/// The regions chart.
#[component]
pub fn RegionsChart(props: &RegionsChartProps) -> Html {
    let lang = use_lang();
    let box_ref = use_node_ref();
    let vw = use_box_width(box_ref.clone());
    let hover = use_state(|| None::<usize>);
    let table_open = use_state(|| false);
    // The bar picked last (clicked, or Enter / Space on it): who is in it is shown under the chart.
    let picked = use_state(|| None::<usize>);
    let decode = use_context::<DecodeKey>();
    let browse = use_context::<crate::components::keys_list::BrowseRegion>();
    // Whether the verdict and statistics are read in bytes (when the rows' sizes are known).
    let in_bytes = use_state(|| false);
    // The report with its verdict read in bytes by the core, made once per report: switching
    // back and forth re-runs nothing.
    let weighed = use_memo(props.report.clone(), |r| {
        r.as_ref().and_then(weigh::in_bytes)
    });
    let (svg_id, file) = chart_names("chart-regions", "regions", props.side.as_deref());
    let bars = use_memo(props.report.clone(), |r| {
        r.as_ref().map(|r| bars(&r.regions)).unwrap_or_default()
    });
    let Some(report) = props.report.as_ref().filter(|r| !r.regions.is_empty()) else {
        return html! {
            <ChartFrame title={t(lang, text::TITLE)} svg_id={svg_id.clone()} file={file.clone()}
                testid="regions-chart" class={classes!("regions-chart", props.compact.then_some("compact"))} empty=true>
                { analysing(lang) }
            </ChartFrame>
        };
    };
    let stats = &report.stats;
    let n = report.regions.len();
    let bytes_view = report.bytes.as_ref().filter(|_| *in_bytes).zip(
        weighed
            .as_ref()
            .as_ref()
            .and_then(|w| w.as_ref().ok())
            .cloned(),
    );
    let flags = Flags::of(&report.regions);
    let compact = props.compact;

    let remainder = report
        .regions
        .iter()
        .enumerate()
        .find_map(|(i, r)| r.note.as_ref().map(|note| (i, note.render(lang))));
    let callout = callout(
        flags,
        remainder.as_ref().map(|(i, note)| (*i, note.as_str())),
        compact,
        !compact && report.splits.algorithm != SplitAlgorithm::Auto,
        props.on_auto.clone(),
        lang,
    );
    let plot = Plot::new(vw, compact, callout.is_some(), &bars, n);
    let int = |n: usize| Arg::Int(n as i128);
    let aria = Message::new(text::ARIA)
        .arg("regions", int(n))
        .arg("keys", Arg::Int(stats.keys.into()))
        .arg("deviation", fmt_num(stats.deviation_pct, 1))
        .arg("dead", int(flags.dead))
        .arg("hot", int(flags.hot))
        .arg("cold", int(flags.cold))
        .render(lang);
    // A bar picked shows who is in it and its first region's start key decoded (the first
    // region has none); not in the compact charts of compare mode, whose B side has a design
    // of its own.
    let on_pick = decode.filter(|_| !compact).map(|DecodeKey(decode)| {
        let (bars, picked) = (bars.clone(), picked.clone());
        Callback::from(move |i: usize| {
            picked.set(Some(i));
            if let Some(b) = bars.get(i).filter(|b| !b.start.is_empty()) {
                decode.emit(rowkey_core::hbase::to_bytes_binary(&b.start));
            }
        })
    });
    let who = (*picked)
        .and_then(|i| bars.get(i))
        .filter(|_| !compact)
        .map(|b| who::who(report, b, lang, browse.as_ref().map(|b| &b.0)));
    let svg = plot_svg(
        &plot, &bars, compact, flags, aria, &hover, on_pick, &svg_id, lang,
    );

    let readout = match (*hover).and_then(|i| bars.get(i)) {
        Some(b) => html! { <p class="chart-readout">{ b.describe(lang) }</p> },
        None => html! {
            <p class="chart-readout muted">
                { if n > MAX_BARS {
                    Message::new(text::MANY_BARS).arg("n", int(n)).arg("per", int(plot.chunk)).render(lang)
                } else {
                    t(lang, text::HOVER)
                } }
            </p>
        },
    };

    let table = if *table_open || compact {
        let head = [
            text::COL_REGION,
            text::COL_START,
            text::COL_END,
            text::COL_KEYS,
            text::COL_OBSERVED,
            text::COL_EXPECTED,
            text::COL_NOTE,
        ]
        .map(|e| t(lang, e));
        let sized = bars.iter().all(|b| b.bytes.is_some());
        let head: Vec<String> = if sized {
            let mut h = head.to_vec();
            h.splice(
                4..4,
                [text::COL_BYTES, text::COL_BYTES_SHARE].map(|e| t(lang, e)),
            );
            h
        } else {
            head.to_vec()
        };
        text_table_with_keys(
            &t(lang, text::TITLE),
            &head.iter().map(String::as_str).collect::<Vec<_>>(),
            bars.iter()
                .map(|b| {
                    let mut row = vec![
                        if b.len == 1 {
                            b.first.to_string()
                        } else {
                            format!("{}–{}", b.first, b.first + b.len - 1)
                        },
                        row(&b.start, true, lang),
                        row(&b.end, false, lang),
                        fmt_int(b.count),
                        Message::render_arg(&Arg::Percent(b.share), lang),
                        Message::render_arg(&Arg::Percent(b.expected), lang),
                        b.note(lang),
                    ];
                    if let (true, Some((bytes, share))) = (sized, b.bytes) {
                        row.splice(
                            4..4,
                            [
                                Message::render_arg(&Arg::Bytes(bytes), lang),
                                Message::render_arg(&Arg::Percent(share), lang),
                            ],
                        );
                    }
                    row
                })
                .collect(),
            &[1, 2],
        )
    } else {
        Html::default()
    };
    let on_table_toggle = {
        let t = table_open.clone();
        Callback::from(move |open: bool| t.set(open))
    };

    html! {
        <ChartFrame title={t(lang, text::TITLE)} svg_id={svg_id.clone()} file={file.clone()}
            testid="regions-chart" class={classes!("regions-chart", compact.then_some("compact"))}
            text={table} on_table_toggle={on_table_toggle} hidden_text={props.compact}>
            if let (false, Some(b)) = (compact, report.bytes.as_ref()) {
                { weigh::switch(&in_bytes, weighed.as_ref().as_ref(), b, lang) }
            }
            if let Some((b, w)) = &bytes_view {
                { verdict(b.deviation_pct, &w.verdict, compact, lang) }
            } else {
                { verdict(stats.deviation_pct, &report.verdict, compact, lang) }
            }
            if compact {
                { stats_line(stats, lang) }
            } else if let Some((b, _)) = &bytes_view {
                { bytes_stats_list(b, n, lang) }
            } else {
                { stats_list(stats, lang) }
            }
            { callout.unwrap_or_default() }
            // Where the figures are of fewer rows or of a coarser model than asked, say so.
            if let Some(note) = report.sample.note.clone() {
                <p class="chart-note muted" data-testid="sample-note">{ note.render(lang) }</p>
            }
            if let Some(note) = report.keyspace.note.clone().filter(|_| report.keyspace.approximate) {
                <p class="chart-note muted" data-testid="keyspace-note">{ note.render(lang) }</p>
            }
            <div class="chart-box" ref={box_ref}>{ svg }</div>
            { readout }
            { who.unwrap_or_default() }
            if let Some(m) = props.metrics.as_deref() {
                { observed::observed(report, m, lang) }
            }
        </ChartFrame>
    }
}
