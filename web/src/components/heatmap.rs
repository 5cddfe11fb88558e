//! The region × time heatmap of writes in insertion order.
//!
//! Rows are regions (in key order, top to bottom), columns are windows of consecutive rows in
//! the order they are written. Sequential keys draw a hot diagonal that moves down the table as
//! time passes (every write lands in the last region); salted or hashed keys an even field.

use crate::components::chart_frame::{
    analysing, chart_names, index_ticks, label_width, text_table, ChartFrame,
};
use crate::format::{fmt_int, fmt_short};
use crate::hooks::use_box_width;
use crate::i18n::texts::heatmap as text;
use crate::i18n::{t, use_lang, Lang, Message};
use rowkey_core::analyze::verdict::verdict_word;
use rowkey_core::analyze::Report;
use rowkey_core::i18n::Arg;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`Heatmap`].
#[derive(Properties, PartialEq, Clone)]
pub struct HeatmapProps {
    /// The analysis.
    pub report: Option<Rc<Report>>,
    /// Compact (embedded): a shorter chart.
    #[prop_or_default]
    pub compact: bool,
    /// Which of two charts on one page this is (`a`, `b`: compare mode), so that each `<svg>`
    /// has its own id and downloads under its own name.
    #[prop_or_default]
    pub side: Option<AttrValue>,
}

/// Most rows drawn: beyond this, neighbouring regions share a row.
const MAX_ROWS: usize = 256;
/// Colour steps of the scale (plus "no writes").
const LEVELS: u32 = 8;

const LEFT: f64 = 44.0;
const RIGHT: f64 = 10.0;
const TOP: f64 = 26.0;
const BOTTOM: f64 = 32.0;

/// The heatmap's rows after grouping regions.
#[derive(Clone, Debug, PartialEq)]
struct Grid {
    /// Regions per row.
    chunk: usize,
    /// Regions in all.
    regions: usize,
    windows: usize,
    rows_per_window: u64,
    /// `cells[row][window]`.
    cells: Vec<Vec<u64>>,
    /// Writes per window.
    window_totals: Vec<u64>,
    max: u64,
    /// The top of the colour scale: the busiest cell, and at least twice what a row would get
    /// if writes were spread evenly, so sampling noise around an even spread does not span the
    /// whole scale (an even field looks even; a hot spot still stands out).
    scale: u64,
    keys: u64,
}

fn grid(report: &Report) -> Grid {
    let hm = &report.heatmap;
    let regions = hm.cells.len();
    let windows = hm
        .windows
        .max(hm.cells.iter().map(Vec::len).max().unwrap_or(0));
    let chunk = regions.div_ceil(MAX_ROWS).max(1);
    let cells: Vec<Vec<u64>> = hm
        .cells
        .chunks(chunk)
        .map(|rows| {
            let mut acc = vec![0u64; windows];
            for r in rows {
                for (w, &c) in r.iter().enumerate() {
                    if let Some(a) = acc.get_mut(w) {
                        *a += c as u64;
                    }
                }
            }
            acc
        })
        .collect();
    let mut window_totals = vec![0u64; windows];
    for row in &cells {
        for (w, &c) in row.iter().enumerate() {
            window_totals[w] += c;
        }
    }
    let max = cells.iter().flatten().copied().max().unwrap_or(0);
    let busiest_window = window_totals.iter().copied().max().unwrap_or(0);
    let even = busiest_window as f64 * chunk as f64 / regions.max(1) as f64;
    let scale = max.max((2.0 * even).ceil() as u64);
    Grid {
        chunk,
        regions,
        windows,
        rows_per_window: hm.rows_per_window.max(1),
        cells,
        window_totals,
        max,
        scale,
        keys: report.stats.keys,
    }
}

impl Grid {
    /// The colour step of a count: 0 for none, else 1..=LEVELS.
    fn level(&self, c: u64) -> u32 {
        if c == 0 || self.scale == 0 {
            0
        } else {
            ((c as f64 / self.scale as f64 * LEVELS as f64).ceil() as u32).clamp(1, LEVELS)
        }
    }

    fn row_label(&self, row: usize, lang: Lang) -> String {
        let first = row * self.chunk;
        let last = ((row + 1) * self.chunk).min(self.regions).saturating_sub(1);
        if first == last {
            Message::new(text::ROW_ONE)
                .arg("i", int(first))
                .render(lang)
        } else {
            Message::new(text::ROW_MANY)
                .arg("first", int(first))
                .arg("last", int(last))
                .render(lang)
        }
    }

    /// Rows (in insertion order) written in window `w`.
    fn window_rows(&self, w: usize) -> (u64, u64) {
        let a = w as u64 * self.rows_per_window;
        let b = ((w as u64 + 1) * self.rows_per_window).min(self.keys.max(a + 1));
        (a, b.saturating_sub(1))
    }

    fn describe(&self, row: usize, w: usize, lang: Lang) -> String {
        let c = self
            .cells
            .get(row)
            .and_then(|r| r.get(w))
            .copied()
            .unwrap_or(0);
        let (a, b) = self.window_rows(w);
        let total = self.window_totals.get(w).copied().unwrap_or(0);
        let cell = Message::new(text::DESCRIBE)
            .arg("row", self.row_label(row, lang))
            .arg("w", int(w))
            .arg("a", a)
            .arg("b", b)
            .arg("c", c)
            .render(lang);
        if total > 0 {
            let share = Arg::Percent(c as f64 / total as f64);
            cell + &Message::new(text::OF_WINDOW).arg("p", share).render(lang)
        } else {
            cell
        }
    }

    /// The busiest single cell relative to its window: `(row, window, share)`.
    fn peak(&self) -> Option<(usize, usize, f64)> {
        let mut best: Option<(usize, usize, f64)> = None;
        for (r, row) in self.cells.iter().enumerate() {
            for (w, &c) in row.iter().enumerate() {
                let t = self.window_totals[w];
                if t == 0 {
                    continue;
                }
                let s = c as f64 / t as f64;
                if best.is_none_or(|(_, _, b)| s > b) {
                    best = Some((r, w, s));
                }
            }
        }
        best
    }
}

/// A number written as it is (no thousands grouping), as the chart's labels write indices.
fn int(n: usize) -> Arg {
    Arg::Int(n as i128)
}

/// The heatmap.
#[component]
pub fn Heatmap(props: &HeatmapProps) -> Html {
    let lang = use_lang();
    let (svg_id, file) = chart_names("chart-heatmap", "heatmap", props.side.as_deref());
    let box_ref = use_node_ref();
    let vw = use_box_width(box_ref.clone());
    let hover = use_state(|| None::<(usize, usize)>);
    let table_open = use_state(|| false);
    let svg_ref = use_node_ref();
    let grid = use_memo(props.report.clone(), |r| r.as_ref().map(|r| grid(r)));
    let Some(g) = grid
        .as_ref()
        .as_ref()
        .filter(|g| g.windows > 0 && !g.cells.is_empty())
    else {
        // A key dump in key order has no write-time heatmap: say why instead.
        let key_order = props
            .report
            .as_ref()
            .and_then(|r| r.dump.as_ref())
            .filter(|d| d.order == rowkey_core::keys::KeysOrder::Key);
        return html! {
            <ChartFrame title={t(lang, text::TITLE)} svg_id={svg_id.clone()} file={file.clone()}
                testid="heatmap" class={classes!("heatmap", props.compact.then_some("compact"))} empty=true>
                if let Some(d) = key_order {
                    <p class="chart-note" data-testid="heatmap-key-order">{
                        crate::i18n::Message::new(crate::i18n::texts::keys_panel::HEATMAP_KEY_ORDER)
                            .arg("why", d.order_why.clone())
                            .render(lang)
                    }</p>
                } else {
                    { analysing(lang) }
                }
            </ChartFrame>
        };
    };
    let nr = g.cells.len();
    let plot_w = vw - LEFT - RIGHT;
    let plot_h = if props.compact {
        140.0
    } else {
        (nr as f64 * 9.0).clamp(150.0, 300.0)
    };
    let h = TOP + plot_h + BOTTOM;
    let cw = plot_w / g.windows as f64;
    let ch = plot_h / nr as f64;

    // One rect per run of equal colour in a row: an even field is one rect per row.
    let mut rects: Vec<Html> = Vec::new();
    for (r, row) in g.cells.iter().enumerate() {
        let mut w = 0;
        while w < row.len() {
            let lv = g.level(row[w]);
            let mut e = w + 1;
            while e < row.len() && g.level(row[e]) == lv {
                e += 1;
            }
            if lv > 0 {
                rects.push(html! {
                    <rect class="heat" x={format!("{:.2}", LEFT + w as f64 * cw)} y={format!("{:.2}", TOP + r as f64 * ch)}
                        width={format!("{:.2}", (e - w) as f64 * cw)} height={format!("{:.2}", ch)}
                        fill-opacity={format!("{:.3}", lv as f64 / LEVELS as f64)} />
                });
            }
            w = e;
        }
    }

    let onmousemove = {
        let hover = hover.clone();
        let svg_ref = svg_ref.clone();
        let (nr, windows) = (nr, g.windows);
        Callback::from(move |e: MouseEvent| {
            let Some(el) = svg_ref.cast::<web_sys::Element>() else {
                return;
            };
            let rect = el.get_bounding_client_rect();
            if rect.width() <= 0.0 || rect.height() <= 0.0 {
                return;
            }
            // Client pixels to viewBox units (the SVG keeps its aspect ratio).
            let vx = (e.client_x() as f64 - rect.left()) * vw / rect.width();
            let vy = (e.client_y() as f64 - rect.top()) * h / rect.height();
            let col = ((vx - LEFT) / cw).floor();
            let row = ((vy - TOP) / ch).floor();
            let next =
                (col >= 0.0 && row >= 0.0 && (col as usize) < windows && (row as usize) < nr)
                    .then_some((row as usize, col as usize));
            if *hover != next {
                hover.set(next);
            }
        })
    };

    let yticks = index_ticks(nr, if props.compact { 4 } else { 6 }).into_iter().map(|r| {
        let yy = TOP + (r as f64 + 0.5) * ch;
        html! { <text class="axis-label" x={(LEFT - 5.0).to_string()} y={(yy + 3.5).to_string()} text-anchor="end">{ (r * g.chunk).to_string() }</text> }
    });
    let xticks = index_ticks(g.windows, 6).into_iter().map(|w| {
        let xx = LEFT + w as f64 * cw;
        html! {
            <g class="tick">
                <line class="axis" x1={xx.to_string()} x2={xx.to_string()} y1={(TOP + plot_h).to_string()} y2={(TOP + plot_h + 4.0).to_string()} />
                <text class="axis-label" x={xx.to_string()} y={(TOP + plot_h + 14.0).to_string()} text-anchor="middle">
                    { fmt_short((w as u64 * g.rows_per_window) as f64) }
                </text>
            </g>
        }
    });
    // The scale: its steps from "1 write" to the top of the scale.
    let legend_w = 14.0;
    let max_label = Message::new(text::WRITES)
        .arg("n", fmt_short(g.scale as f64))
        .render(lang);
    let legend_x = vw - RIGHT - LEVELS as f64 * legend_w - 30.0 - label_width(&max_label, 6.0);
    let legend = (1..=LEVELS).map(|lv| {
        html! {
            <rect class="heat" x={(legend_x + 22.0 + (lv - 1) as f64 * legend_w).to_string()} y="6" width={legend_w.to_string()} height="12"
                fill-opacity={format!("{:.3}", lv as f64 / LEVELS as f64)} />
        }
    });
    let hover_box = (*hover).map(|(r, w)| {
        html! {
            <rect class="hover-cell" x={(LEFT + w as f64 * cw).to_string()} y={(TOP + r as f64 * ch).to_string()}
                width={cw.to_string()} height={ch.max(1.0).to_string()} />
        }
    });

    let aria = Message::new(text::ARIA)
        .arg("regions", int(g.regions))
        .arg("windows", int(g.windows))
        .arg("rows", Arg::Int(g.rows_per_window.into()))
        .arg("max", Arg::Int(g.max.into()))
        .render(lang);
    let svg = html! {
        <svg id={svg_id.clone()} class="chart-svg" ref={svg_ref} viewBox={format!("0 0 {vw} {h}")} role="img" aria-label={aria}
            {onmousemove} onmouseleave={{ let hover = hover.clone(); Callback::from(move |_: MouseEvent| hover.set(None)) }}>
            <rect class="chart-bg" x="0" y="0" width={vw.to_string()} height={h.to_string()} />
            <rect class="heat-field" x={LEFT.to_string()} y={TOP.to_string()} width={plot_w.to_string()} height={plot_h.to_string()} />
            <g class="cells">{ for rects }</g>
            { hover_box.unwrap_or_default() }
            <rect class="frame" x={LEFT.to_string()} y={TOP.to_string()} width={plot_w.to_string()} height={plot_h.to_string()} />
            { for yticks }
            { for xticks }
            <text class="axis-title" x="4" y="16">{ t(lang, text::AXIS_Y) }</text>
            <text class="axis-title" x={(vw - RIGHT).to_string()} y={(h - 4.0).to_string()} text-anchor="end">{ t(lang, text::AXIS_X) }</text>
            <text class="legend-label" x={legend_x.to_string()} y="16">{ "1" }</text>
            { for legend }
            <text class="legend-label" x={(legend_x + 26.0 + LEVELS as f64 * legend_w).to_string()} y="16">{ max_label }</text>
        </svg>
    };

    let readout = match *hover {
        Some((r, w)) => html! { <p class="chart-readout">{ g.describe(r, w, lang) }</p> },
        None => {
            let even = 1.0 / nr as f64;
            match g.peak() {
                Some((r, w, s)) => html! {
                    <p class="chart-readout muted">
                        { Message::new(text::BUSIEST)
                            .arg("row", g.row_label(r, lang))
                            .arg("share", Arg::Percent(s))
                            .arg("w", int(w))
                            .arg("even", Arg::Percent(even))
                            .render(lang) }
                    </p>
                },
                None => html! { <p class="chart-readout muted">{ t(lang, text::NO_WRITES) }</p> },
            }
        }
    };

    let table = if *table_open || props.compact {
        let head = [
            text::COL_REGIONS,
            text::COL_WRITES,
            text::COL_ACTIVE,
            text::COL_BUSIEST,
            text::COL_ITS,
        ]
        .map(|e| t(lang, e));
        text_table(
            &t(lang, text::CAPTION),
            &head.each_ref().map(String::as_str),
            g.cells
                .iter()
                .enumerate()
                .map(|(r, row)| {
                    let total: u64 = row.iter().sum();
                    let active = row.iter().filter(|&&c| c > 0).count();
                    let (bw, bc) = row
                        .iter()
                        .enumerate()
                        .max_by_key(|&(w, &c)| (c, std::cmp::Reverse(w)))
                        .map_or((0, 0), |(w, &c)| (w, c));
                    let (a, b) = g.window_rows(bw);
                    vec![
                        g.row_label(r, lang),
                        fmt_int(total),
                        Message::new(text::ACTIVE)
                            .arg("active", int(active))
                            .arg("windows", int(g.windows))
                            .render(lang),
                        if bc > 0 {
                            Message::new(text::BUSIEST_WINDOW)
                                .arg("w", int(bw))
                                .arg("a", a)
                                .arg("b", b)
                                .render(lang)
                        } else {
                            "–".into()
                        },
                        fmt_int(bc),
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
        <ChartFrame title={t(lang, text::TITLE)} svg_id={svg_id.clone()} file={file.clone()}
            testid="heatmap" class={classes!("heatmap", props.compact.then_some("compact"))}
            text={table} on_table_toggle={on_table_toggle} hidden_text={props.compact}>
            <div class="chart-box" ref={box_ref}>{ svg }</div>
            { readout }
            // The figure the verdict judges the writes by, where the writes are drawn.
            if let Some(v) = props.report.as_ref().map(|r| &r.verdict).filter(|_| !props.compact) {
                <p class="chart-note" data-testid="heatmap-concurrency" data-writes={v.writes.label().replace(' ', "-")}>
                    <strong>{ write_concurrency_label(v, lang) }</strong>
                    { Message::new(text::SENTENCE)
                        .arg("text", capitalize(&v.concurrency.describe().to_string())
                            + &v.ordered_lead.as_ref().map(|_| t(lang, text::ORDERED_LEAD)).unwrap_or_default())
                        .render(lang) }
                </p>
            }
        </ChartFrame>
    }
}

/// The heading of the write-concurrency note. The writes verdict judges time only (every window
/// spread like the whole sample is good), so when the totals are worse it says so: a key whose
/// writes all land in one region is never headed "good" on its own.
fn write_concurrency_label(v: &rowkey_core::analyze::verdict::VerdictReport, lang: Lang) -> String {
    if v.level != v.writes {
        Message::new(text::CONCURRENCY_SPLIT)
            .arg("writes", verdict_word(v.writes))
            .arg("totals", verdict_word(v.totals))
            .render(lang)
    } else {
        Message::new(text::CONCURRENCY)
            .arg("writes", verdict_word(v.writes))
            .render(lang)
    }
}

/// The sentence with its first letter upper-case.
fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| crate::case::uppercase(c.encode_utf8(&mut [0; 4])) + chars.as_str())
        .unwrap_or_default()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use rowkey_core::analyze::{analyze, AnalyzeOptions};
    use rowkey_core::design::{Design, SplitAlgorithm};
    use rowkey_core::sample::Compiled;

    fn report(template: &str, many: bool) -> Report {
        let mut d = Design::new(template);
        d.fields.insert(
            "ts".into(),
            "timestamp(\"2024-02-15T00:00:00Z\", 100)".into(),
        );
        d.fields.insert("id".into(), "seq(0, 1)".into());
        d.splits.algorithm = SplitAlgorithm::Auto;
        d.splits.regions = if many { 600 } else { 10 };
        d.sample.count = 20_000;
        let c = Compiled::new(&d).expect("compiles");
        analyze(&c, AnalyzeOptions::for_design(&c)).expect("analyses")
    }

    #[test]
    fn sequential_keys_put_each_window_in_one_region() {
        let g = grid(&report("{ts}_{id}", false));
        let (_, _, s) = g.peak().expect("writes");
        assert!(s > 0.9, "{s}");
        assert_eq!(g.cells.iter().flatten().sum::<u64>(), 20_000);
    }

    #[test]
    fn many_regions_are_grouped() {
        crate::test_support::zh_texts();
        let g = grid(&report("{id | md5 | hex}", true));
        assert!(g.cells.len() <= MAX_ROWS);
        assert_eq!(g.cells.iter().flatten().sum::<u64>(), 20_000);
        assert!(g.row_label(0, Lang::En).starts_with("regions 0–"));
        assert!(g.row_label(0, Lang::ZhCn).starts_with("0–"));
    }
}
