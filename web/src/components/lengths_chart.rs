//! Key length distribution and the memory estimate for a row count you type.

use crate::components::chart_frame::{analysing, nice_ticks, text_table, ChartFrame};
use crate::format::{fmt_bytes, fmt_int, fmt_short};
use crate::hooks::use_box_width;
use crate::i18n::texts::lengths_chart as text;
use crate::i18n::{t, use_lang, Message};
use rowkey_core::analyze::report::DEFAULT_MEMORY_ROWS;
use rowkey_core::analyze::Report;
use rowkey_core::i18n::Arg;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`LengthsChart`].
#[derive(Properties, PartialEq, Clone)]
pub struct LengthsChartProps {
    /// The analysis.
    pub report: Option<Rc<Report>>,
}

const H: f64 = 190.0;
const LEFT: f64 = 46.0;
const RIGHT: f64 = 12.0;
const TOP: f64 = 24.0;
const BOTTOM: f64 = 30.0;
/// The seed article's reference lengths: keep keys within 16 bytes; 100 bytes is too long.
const IDEAL: usize = 16;
const BAD: usize = 100;

/// A count typed by a person (`100,000,000`, `1e8`, `100 million`): the core's rule for counts
/// ([`rowkey_core::design::sizing::parse_count`]), as the sizing panel reads them.
fn parse_count(s: &str) -> Option<f64> {
    rowkey_core::design::sizing::parse_count(s)
        .ok()
        .map(|n| n as f64)
}

/// The key-length chart.
#[component]
pub fn LengthsChart(props: &LengthsChartProps) -> Html {
    let lang = use_lang();
    let box_ref = use_node_ref();
    let vw = use_box_width(box_ref.clone());
    let hover = use_state(|| None::<usize>);
    let default_rows = props
        .report
        .as_ref()
        .map_or(DEFAULT_MEMORY_ROWS, |r| r.key_lengths.memory_rows);
    let rows_text = use_state(|| fmt_int(default_rows));
    let cells_text = use_state(|| "1".to_string());

    let Some(report) = props.report.as_ref() else {
        return html! {
            <ChartFrame title={t(lang, text::TITLE)} svg_id="chart-lengths" file="key-lengths"
                testid="lengths-chart" class="lengths-chart" empty=true>
                { analysing(lang) }
            </ChartFrame>
        };
    };
    let kl = &report.key_lengths;
    let lengths = &kl.lengths;
    let total: u64 = lengths.histogram.iter().map(|&(_, c)| c).sum();

    // The x axis starts at 0 so the reference lengths sit where they belong.
    let show_bad = lengths.max + 20 >= BAD;
    let xmax = (lengths.max + 2)
        .max(IDEAL + 4)
        .max(if show_bad { BAD + 4 } else { 0 }) as f64;
    let plot_w = vw - LEFT - RIGHT;
    let plot_h = H - TOP - BOTTOM;
    let ux = plot_w / xmax;
    let x = |len: f64| LEFT + len * ux;
    let cmax = lengths.histogram.iter().map(|&(_, c)| c).max().unwrap_or(0) as f64;
    let (_, yticks) = nice_ticks(cmax * 1.05, 4);
    let ymax = yticks.last().copied().unwrap_or(1.0).max(1.0);
    let y = |v: f64| TOP + plot_h * (1.0 - (v / ymax).clamp(0.0, 1.0));
    let bottom = TOP + plot_h;

    let grid = yticks.iter().map(|&t| {
        let yy = y(t);
        html! {
            <g class="tick">
                <line class="grid" x1={LEFT.to_string()} x2={(vw - RIGHT).to_string()} y1={yy.to_string()} y2={yy.to_string()} />
                <text class="axis-label" x={(LEFT - 5.0).to_string()} y={(yy + 3.5).to_string()} text-anchor="end">{ fmt_short(t) }</text>
            </g>
        }
    });
    let (xstep, _) = nice_ticks(xmax, 8);
    let xstep = xstep.max(1.0) as usize;
    let xticks = (0..xmax as usize).step_by(xstep).map(|l| {
        let xx = x(l as f64 + 0.5);
        html! { <text class="axis-label" x={xx.to_string()} y={(bottom + 13.0).to_string()} text-anchor="middle">{ l.to_string() }</text> }
    });
    let describe = |len: usize, c: u64| {
        let share = if total > 0 {
            c as f64 / total as f64
        } else {
            0.0
        };
        Message::new(text::DESCRIBE)
            .arg("len", Arg::Int(len as i128))
            .arg("n", c)
            .arg("share", Arg::Percent(share))
            .render(lang)
    };
    let bars = lengths.histogram.iter().enumerate().map(|(i, &(len, c))| {
        let gap = (ux * 0.15).min(3.0);
        let yy = y(c as f64);
        let onmouseenter = {
            let hover = hover.clone();
            Callback::from(move |_: MouseEvent| hover.set(Some(i)))
        };
        html! {
            <g class={classes!("length-bar", (len > IDEAL).then_some("over-ideal"), (len > BAD).then_some("over-bad"))}
                data-length={len.to_string()} data-count={c.to_string()} {onmouseenter}>
                <title>{ describe(len, c) }</title>
                <rect class="hit" x={x(len as f64).to_string()} y={TOP.to_string()} width={ux.max(2.0).to_string()} height={plot_h.to_string()} />
                <rect class="bar" x={(x(len as f64) + gap / 2.0).to_string()} y={yy.to_string()}
                    width={(ux - gap).max(1.0).to_string()} height={(bottom - yy).max(0.5).to_string()} />
            </g>
        }
    });
    // Reference labels on the top line, the mean's one line lower, so they never collide.
    let vline = |at: f64, class: &'static str, label: String, anchor: &'static str, ty: f64| {
        let xx = x(at);
        let tx = if anchor == "end" { xx - 3.0 } else { xx + 3.0 };
        html! {
            <g class={classes!("ref", class)}>
                <line x1={xx.to_string()} x2={xx.to_string()} y1={(TOP - 12.0).to_string()} y2={bottom.to_string()} />
                <text x={tx.to_string()} y={ty.to_string()} text-anchor={anchor}>{ label }</text>
            </g>
        }
    };
    let mean_x = lengths.mean + 0.5;
    // Keep the mean's label clear of the 16-byte line's.
    let mean_anchor = if mean_x > xmax * 0.75 { "end" } else { "start" };
    let aria = Message::new(text::ARIA)
        .arg("min", Arg::Int(lengths.min as i128))
        .arg("mean", format!("{:.1}", lengths.mean))
        .arg("max", Arg::Int(lengths.max as i128))
        .arg("ideal", Arg::Int(IDEAL as i128))
        .render(lang);
    let at = |entry, n: usize| {
        Message::new(entry)
            .arg("n", Arg::Int(n as i128))
            .render(lang)
    };
    let svg = html! {
        <svg id="chart-lengths" class="chart-svg" viewBox={format!("0 0 {vw} {H}")} role="img" aria-label={aria}
            onmouseleave={{ let hover = hover.clone(); Callback::from(move |_: MouseEvent| hover.set(None)) }}>
            <rect class="chart-bg" x="0" y="0" width={vw.to_string()} height={H.to_string()} />
            { for grid }
            <g class="bars">{ for bars }</g>
            // The lines sit after the 16- and 100-byte bars: keys left of them are within the length.
            { vline(IDEAL as f64 + 1.0, "ideal", at(text::IDEAL, IDEAL), "end", TOP - 3.0) }
            if show_bad { { vline(BAD as f64 + 1.0, "bad", at(text::TOO_LONG, BAD), "start", TOP - 3.0) } }
            { vline(mean_x, "mean", Message::new(text::MEAN_LINE).arg("m", format!("{:.1}", lengths.mean)).render(lang), mean_anchor, TOP + 9.0) }
            <line class="axis" x1={LEFT.to_string()} x2={(vw - RIGHT).to_string()} y1={bottom.to_string()} y2={bottom.to_string()} />
            { for xticks }
            <text class="axis-title" x={(vw - RIGHT).to_string()} y={(H - 3.0).to_string()} text-anchor="end">{ t(lang, text::AXIS_X) }</text>
            <text class="axis-title" x="4" y="14">{ t(lang, text::AXIS_Y) }</text>
        </svg>
    };

    let readout = match (*hover).and_then(|i| lengths.histogram.get(i)) {
        Some(&(len, c)) => html! { <p class="chart-readout">{ describe(len, c) }</p> },
        None => html! { <p class="chart-readout muted">{ t(lang, text::HOVER) }</p> },
    };

    // The memory estimate.
    let rows = parse_count(&rows_text);
    let cells = parse_count(&cells_text).filter(|&c| c >= 1.0);
    let estimate = rows.zip(cells).map(|(r, c)| r * lengths.mean * c);
    let on_rows = {
        let t = rows_text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                t.set(i.value());
            }
        })
    };
    let on_cells = {
        let t = cells_text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                t.set(i.value());
            }
        })
    };
    let compare = |len: f64| match rows.zip(cells) {
        Some((r, c)) => fmt_bytes((r * len * c).max(0.0).round() as u64),
        None => "–".into(),
    };
    let memory = html! {
        <div class="memory">
            <div class="memory-inputs">
                <label>
                    <span>{ t(lang, text::ROWS) }</span>
                    <input data-testid="memory-rows" type="text" inputmode="numeric" size="14"
                        value={(*rows_text).clone()} oninput={on_rows} aria-invalid={rows.is_none().to_string()}
                        aria-describedby="memory-note" />
                </label>
                <span aria-hidden="true">{ "×" }</span>
                <label>
                    <span>{ t(lang, text::CELLS) }</span>
                    <input data-testid="memory-cells" type="text" inputmode="numeric" size="4"
                        value={(*cells_text).clone()} oninput={on_cells} aria-invalid={cells.is_none().to_string()} />
                </label>
                <span aria-hidden="true">{ format!("× {:.1} B =", lengths.mean) }</span>
                <output data-testid="memory-estimate" class="memory-estimate" aria-live="polite"
                    title={estimate.map(|e| Message::new(text::BYTES).arg("n", e.round() as u64).render(lang)).unwrap_or_default()}>
                    { estimate.map(|e| fmt_bytes(e.max(0.0).round() as u64)).unwrap_or_else(|| "–".into()) }
                </output>
            </div>
            if rows.is_none() { <p class="error-text">{ t(lang, text::BAD_ROWS) }</p> }
            if cells.is_none() { <p class="error-text">{ t(lang, text::BAD_CELLS) }</p> }
            <p class="note muted" id="memory-note">
                { t(lang, text::MEMORY_NOTE) }
                { Message::new(text::SAME_ROWS)
                    .arg("ideal", Arg::Int(IDEAL as i128))
                    .arg("a", compare(IDEAL as f64))
                    .arg("bad", Arg::Int(BAD as i128))
                    .arg("b", compare(BAD as f64))
                    .render(lang) }
            </p>
        </div>
    };

    let head = [text::COL_LENGTH, text::COL_KEYS, text::COL_SHARE].map(|e| t(lang, e));
    let table = text_table(
        &t(lang, text::CAPTION),
        &head.each_ref().map(String::as_str),
        lengths
            .histogram
            .iter()
            .map(|&(len, c)| {
                vec![
                    len.to_string(),
                    fmt_int(c),
                    Message::render_arg(
                        &Arg::Percent(if total > 0 {
                            c as f64 / total as f64
                        } else {
                            0.0
                        }),
                        lang,
                    ),
                ]
            })
            .collect(),
    );

    html! {
        <ChartFrame title={t(lang, text::TITLE)} svg_id="chart-lengths" file="key-lengths"
            testid="lengths-chart" class="lengths-chart" text={table}>
            <dl class="stats mini">
                <div class="stat"><dt>{ t(lang, text::MIN) }</dt><dd>{ format!("{} B", lengths.min) }</dd></div>
                <div class="stat"><dt>{ t(lang, text::MEAN) }</dt><dd>{ format!("{:.1} B", lengths.mean) }</dd></div>
                <div class="stat"><dt>{ t(lang, text::MAX) }</dt><dd>{ format!("{} B", lengths.max) }</dd></div>
            </dl>
            <div class="chart-box" ref={box_ref}>{ svg }</div>
            { readout }
            { memory }
        </ChartFrame>
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn counts_as_people_type_them() {
        assert_eq!(parse_count("100,000,000"), Some(1e8));
        assert_eq!(parse_count("1_000"), Some(1000.0));
        assert_eq!(parse_count("1e9"), Some(1e9));
        assert_eq!(parse_count(""), None);
        assert_eq!(parse_count("-5"), None);
        assert_eq!(parse_count("lots"), None);
    }
}
