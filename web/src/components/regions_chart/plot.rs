//! The plot: a bar per region (or run of regions) against its expected share, the even share,
//! dead regions hatched, and the legend inside the SVG so that exports keep it.

use super::bars::{Bar, DETAILED_BARS, MAX_BARS};
use super::summary::Flags;
use crate::components::chart_frame::{hatch_defs, index_ticks, label_width, nice_ticks, pct_tick};
use crate::i18n::texts::regions_chart as text;
use crate::i18n::{t, Lang};
use yew::prelude::*;

/// Chart geometry in viewBox units (the SVG scales to its box).
const LEFT: f64 = 46.0;
const RIGHT: f64 = 10.0;
const TOP: f64 = 24.0;
const BOTTOM: f64 = 30.0;

/// Where everything goes, for one width and one set of bars.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Plot {
    vw: f64,
    h: f64,
    plot_h: f64,
    /// Bars drawn (at least 1).
    nb: usize,
    /// Width of a bar's slot, and the gap inside it.
    bw: f64,
    gap: f64,
    /// Regions per bar, and the even share of one bar.
    pub(super) chunk: usize,
    even: f64,
    yticks: Vec<f64>,
    ymax: f64,
    /// Few enough bars for a marker and a label each.
    detailed: bool,
}

impl Plot {
    /// The geometry for `bars` of `n` regions in a box `vw` wide; compact charts (the embed)
    /// are lower, and lower still with a callout above them.
    pub(super) fn new(vw: f64, compact: bool, callout: bool, bars: &[Bar], n: usize) -> Plot {
        let h = match (compact, callout) {
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
            .map(|b| b.share.max(b.expected).max(b.bytes.map_or(0.0, |(_, s)| s)))
            .fold(even, f64::max)
            * 1.08;
        let (_, yticks) = nice_ticks(top_value, 4);
        let ymax = yticks.last().copied().unwrap_or(1.0).max(f64::MIN_POSITIVE);
        Plot {
            vw,
            h,
            plot_h,
            nb,
            bw,
            gap,
            chunk,
            even,
            yticks,
            ymax,
            detailed: nb <= DETAILED_BARS,
        }
    }

    fn x(&self, i: usize) -> f64 {
        LEFT + self.bw * i as f64
    }

    fn y(&self, v: f64) -> f64 {
        TOP + self.plot_h * (1.0 - (v / self.ymax).clamp(0.0, 1.0))
    }
}

/// The chart's SVG; hovering a bar sets `hover` to its index.
#[allow(clippy::too_many_arguments)]
pub(super) fn plot_svg(
    plot: &Plot,
    bars: &[Bar],
    compact: bool,
    flags: Flags,
    aria: String,
    hover: &UseStateHandle<Option<usize>>,
    on_pick: Option<Callback<usize>>,
    svg_id: &str,
    lang: Lang,
) -> Html {
    let Plot {
        vw,
        h,
        plot_h,
        nb,
        bw,
        gap,
        even,
        detailed,
        ..
    } = *plot;
    let Flags { dead, hot, cold } = flags;
    // The bar that holds the chart's one tab stop: the one hovered or focused last.
    let focus_at = (**hover).filter(|i| *i < bars.len()).unwrap_or(0);
    let yticks = &plot.yticks;
    let x = |i: usize| plot.x(i);
    let y = |v: f64| plot.y(v);
    // The pattern's id follows the chart's, so two region charts (compare mode) keep ids unique.
    let hatch_id = format!("{svg_id}-hatch");
    let hatch_fill = format!("url(#{hatch_id})");
    let dead_label = t(lang, text::DEAD_LABEL);

    let grid = yticks.iter().map(|&t| {
        let yy = y(t);
        html! {
            <g class="tick">
                <line class="grid" x1={LEFT.to_string()} x2={(vw - RIGHT).to_string()} y1={yy.to_string()} y2={yy.to_string()} />
                <text class="axis-label" x={(LEFT - 5.0).to_string()} y={(yy + 3.5).to_string()} text-anchor="end">{ pct_tick(lang, t) }</text>
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
        let onclick = on_pick.clone().map(|pick| Callback::from(move |_: MouseEvent| pick.emit(i)));
        let onkeydown = on_pick.clone().map(|pick| Callback::from(move |e: KeyboardEvent| bar_key(&e, i, &pick)));
        // Bars that open something are buttons: one tab stop for the chart (the first bar, or
        // the one last focused), arrow keys between them.
        let tabindex = on_pick.as_ref().map(|_| if i == focus_at { "0" } else { "-1" });
        let role = on_pick.as_ref().map(|_| "button");
        let name = on_pick.as_ref().map(|_| b.action(lang));
        // Who leads the region, for a screen reader after the bar's name.
        let description = on_pick.as_ref().and_then(|_| b.top_text(lang));
        // With the rows' sizes, the keys' bar takes the slot's left part and the bytes' bar
        // stands beside it.
        let (kw, bytes_bar) = match b.bytes {
            Some((_, share)) => (w * 0.6, Some((bx + w * 0.6, w * 0.4, share))),
            None => (w, None),
        };
        let onfocus = on_pick.as_ref().map(|_| {
            let hover = hover.clone();
            Callback::from(move |_: FocusEvent| hover.set(Some(i)))
        });
        let state = b.state();
        let partly_dead = b.dead > 0 && !b.all_dead();
        html! {
            <g class={classes!("region-bar", state, partly_dead.then_some("partly-dead"), (**hover == Some(i)).then_some("hovered"))}
                data-testid="region-bar" data-index={b.first.to_string()}
                data-dead={b.all_dead().to_string()} data-count={b.count.to_string()}
                data-expected={format!("{:.6}", b.expected)} data-share={format!("{:.6}", b.share)}
                data-bytes={b.bytes.map(|(n, _)| n.to_string())} data-bytes-share={b.bytes.map(|(_, s)| format!("{s:.6}"))}
                tabindex={tabindex} role={role} aria-label={name} aria-description={description} focusable={on_pick.as_ref().map(|_| "true")}
                onmouseenter={onmouseenter} onclick={onclick} onkeydown={onkeydown} onfocus={onfocus}>
                <title>{ b.describe(lang) }</title>
                <rect class="hit" x={x(i).to_string()} y={TOP.to_string()} width={bw.to_string()} height={plot_h.to_string()} />
                if b.all_dead() {
                    <rect class="dead-zone" x={bx.to_string()} y={TOP.to_string()} width={w.to_string()} height={plot_h.to_string()} fill={hatch_fill.clone()} />
                    if detailed && w >= 30.0 {
                        <rect class="dead-label-bg" x={(bx + w / 2.0 - 15.0).to_string()} y={(TOP + plot_h / 2.0 - 9.0).to_string()} width="30" height="14" rx="3" />
                        <text class="dead-label" x={(bx + w / 2.0).to_string()} y={(TOP + plot_h / 2.0 + 2.0).to_string()} text-anchor="middle">{ dead_label.clone() }</text>
                    } else if detailed && w >= 10.0 {
                        <text class="dead-label"
                            transform={format!("translate({} {}) rotate(-90)", bx + w / 2.0 + 3.5, TOP + plot_h - 6.0)}
                            x="0" y="0">{ dead_label.clone() }</text>
                    }
                } else if partly_dead {
                    <rect class="dead-strip" x={bx.to_string()} y={(TOP + plot_h - 4.0).to_string()} width={w.to_string()} height="4" fill={hatch_fill.clone()} />
                }
                if b.share > 0.0 {
                    <rect class="bar" x={bx.to_string()} y={yb.to_string()} width={kw.to_string()} height={(TOP + plot_h - yb).max(0.0).to_string()} />
                }
                if let Some((at, width, share)) = bytes_bar.filter(|(_, _, s)| *s > 0.0) {
                    <rect class="bytes-bar" data-testid="bytes-bar" x={at.to_string()} y={y(share).to_string()} width={width.to_string()}
                        height={(TOP + plot_h - y(share)).max(0.0).to_string()} />
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
    let mut legend: Vec<(&str, String)> = vec![
        ("swatch-bar", t(lang, text::LEGEND_OBSERVED)),
        ("swatch-expected", t(lang, text::LEGEND_EXPECTED)),
        ("swatch-even", t(lang, text::LEGEND_EVEN)),
    ];
    if bars.iter().any(|b| b.bytes.is_some()) {
        legend.insert(1, ("swatch-bytes", t(lang, text::LEGEND_BYTES)));
    }
    if dead > 0 {
        legend.push(("swatch-dead", t(lang, text::LEGEND_DEAD)));
    }
    if hot > 0 {
        legend.push(("swatch-hot", t(lang, text::LEGEND_HOT)));
    }
    if cold > 0 {
        legend.push(("swatch-cold", t(lang, text::LEGEND_COLD)));
    }
    let mut lx = LEFT;
    let legend_view = legend.into_iter().map(|(class, label)| {
        let at = lx;
        lx += 26.0 + label_width(&label, 6.2);
        html! {
            <g class={classes!("legend-item", class)}>
                if class == "swatch-expected" {
                    <line class="expected" x1={at.to_string()} x2={(at + 14.0).to_string()} y1="10" y2="10" />
                } else if class == "swatch-even" {
                    <line class="even-line" x1={at.to_string()} x2={(at + 14.0).to_string()} y1="10" y2="10" />
                } else if class == "swatch-bytes" {
                    <rect class="bytes-bar" x={at.to_string()} y="4" width="14" height="12" />
                } else if class == "swatch-dead" {
                    <rect class="dead-zone" x={at.to_string()} y="4" width="14" height="12" fill={hatch_fill.clone()} />
                } else {
                    <rect class="bar" x={at.to_string()} y="4" width="14" height="12" />
                }
                <text class="legend-label" x={(at + 18.0).to_string()} y="14">{ label }</text>
            </g>
        }
    }).collect::<Html>();
    html! {
        <svg id={svg_id.to_owned()} class="chart-svg" viewBox={format!("0 0 {vw} {h}")} role="img" aria-label={aria}
            onmouseleave={{ let hover = hover.clone(); Callback::from(move |_: MouseEvent| hover.set(None)) }}>
            { hatch_defs(&hatch_id) }
            <rect class="chart-bg" x="0" y="0" width={vw.to_string()} height={h.to_string()} />
            { for grid }
            { legend_view }
            <g class="bars">{ for bar_views }</g>
            { expected_path.unwrap_or_default() }
            <line class="even-line" x1={LEFT.to_string()} x2={(vw - RIGHT).to_string()} y1={even_y.to_string()} y2={even_y.to_string()} />
            <line class="axis" x1={LEFT.to_string()} x2={(vw - RIGHT).to_string()} y1={(TOP + plot_h).to_string()} y2={(TOP + plot_h).to_string()} />
            { for xlabels }
            <text class="axis-title" x={(vw - RIGHT).to_string()} y={(h - 3.0).to_string()} text-anchor="end">{ t(lang, text::AXIS_X) }</text>
            <text class="axis-title" x="4" y="14">{ t(lang, text::AXIS_Y) }</text>
        </svg>
    }
}

/// A key pressed on bar `i`: Enter or Space picks it (as a click does); the arrow keys, Home and
/// End move the focus to another bar.
fn bar_key(e: &KeyboardEvent, i: usize, pick: &Callback<usize>) {
    use wasm_bindgen::JsCast;
    let step = match e.key().as_str() {
        "Enter" | " " => {
            e.prevent_default();
            pick.emit(i);
            return;
        }
        "ArrowRight" | "ArrowDown" => Some(true),
        "ArrowLeft" | "ArrowUp" => Some(false),
        "Home" | "End" => None,
        _ => return,
    };
    e.prevent_default();
    // Yew listens at the app's root, so the bar is found from the element the key was pressed on.
    let Some(bar) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| t.closest(".region-bar").ok().flatten())
    else {
        return;
    };
    let target = match step {
        Some(true) => bar.next_element_sibling(),
        Some(false) => bar.previous_element_sibling(),
        None => bar.parent_element().and_then(|p| {
            if e.key() == "Home" {
                p.first_element_child()
            } else {
                p.last_element_child()
            }
        }),
    };
    if let Some(target) = target {
        // An SVG element: its `focus` is called through the object (web-sys binds it on
        // `HtmlElement` only).
        if let Ok(focus) = js_sys::Reflect::get(&target, &"focus".into())
            .and_then(|f| f.dyn_into::<js_sys::Function>())
        {
            let _ = focus.call0(&target);
        }
    }
}
