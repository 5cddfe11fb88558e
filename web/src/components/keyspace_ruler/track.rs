//! The track: 256 (or, fitted, fewer) byte columns under the prefix, reachable runs shaded by
//! density, split keys drawn where they cut, hex ticks and the printable ASCII ranges.

use super::model::{Cell, Level, SplitMark};
use crate::components::chart_frame::hatch_defs;
use crate::i18n::texts::keyspace_ruler as tx;
use crate::i18n::{t, Lang, Message};
use rowkey_core::hbase::to_string_binary;
use rowkey_core::i18n::Arg;
use yew::prelude::*;

/// Geometry in viewBox units.
const LEFT: f64 = 10.0;
const RIGHT: f64 = 10.0;
const TRACK_TOP: f64 = 22.0;
const TRACK_H: f64 = 84.0;
const H: f64 = 158.0;
/// Beyond this many split lines under one prefix, their labels are left off.
const LABELLED_SPLITS: usize = 40;
/// Beyond this many split keys under one prefix, keys drawn in the same pixel share a line.
const MAX_SPLIT_LINES: usize = 512;

/// What the readout shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Hover {
    /// A byte column.
    Byte(u8),
    /// A split line (an index into the bins).
    Split(usize),
}

/// The bytes `lo..=hi` across a box `vw` wide.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Track {
    lo: usize,
    hi: usize,
    span: usize,
    /// Width of one byte's column.
    cw: f64,
    vw: f64,
}

impl Track {
    /// Bytes `lo..=hi` across `vw`.
    pub(super) fn new(vw: f64, (lo, hi): (usize, usize)) -> Track {
        let span = hi - lo + 1;
        Track {
            lo,
            hi,
            span,
            cw: (vw - LEFT - RIGHT) / span as f64,
            vw,
        }
    }

    /// Where position `pos` (in bytes from the left of the full ruler) is drawn.
    fn x(&self, pos: f64) -> f64 {
        LEFT + (pos - self.lo as f64) * self.cw
    }
}

/// The split lines: each a range of `marks`, one per mark, or (many split keys) one line per
/// pixel column, standing for every key drawn there (a table of 65,535 regions must not make
/// 65,535 SVG elements).
pub(super) fn split_lines(marks: &[SplitMark], track: &Track) -> Vec<(usize, usize)> {
    let x = |pos: f64| track.x(pos);
    if marks.len() <= MAX_SPLIT_LINES {
        (0..marks.len()).map(|i| (i, i + 1)).collect()
    } else {
        let mut bins: Vec<(usize, usize)> = Vec::new();
        for (i, m) in marks.iter().enumerate() {
            let px = x(m.pos).floor();
            match bins.last_mut() {
                Some((a, b)) if x(marks[*a].pos).floor() == px => *b = i + 1,
                _ => bins.push((i, i + 1)),
            }
        }
        bins
    }
}

/// The track's SVG. Hovering sets `hover`; clicking a reachable byte zooms `prefix` into it.
#[allow(clippy::too_many_arguments)]
pub(super) fn track_svg(
    lang: Lang,
    track: &Track,
    level: &Level,
    marks: &[SplitMark],
    bins: &[(usize, usize)],
    prefix: &UseStateHandle<Vec<u8>>,
    hover: &UseStateHandle<Option<Hover>>,
    aria: String,
) -> Html {
    let Track {
        lo,
        hi,
        span,
        cw,
        vw,
    } = *track;
    let x = |pos: f64| track.x(pos);
    let track_bottom = TRACK_TOP + TRACK_H;

    let p: Vec<u8> = (**prefix).clone();
    let zoom = |b: u8| {
        let prefix = prefix.clone();
        let hover = hover.clone();
        let p = p.clone();
        Callback::from(move |_: MouseEvent| {
            let mut next = p.clone();
            next.push(b);
            hover.set(None);
            prefix.set(next);
        })
    };

    // Reachable runs, merged where the density looks the same, to keep the SVG light.
    let mut shapes: Vec<Html> = Vec::new();
    let mut b = lo;
    while b <= hi {
        let c = level.cells[b];
        if !c.reachable {
            b += 1;
            continue;
        }
        let q = |c: &Cell| {
            if level.max > 0.0 {
                (c.share / level.max * 24.0).round() as u32
            } else {
                0
            }
        };
        let mut e = b + 1;
        while e <= hi && level.cells[e].reachable && q(&level.cells[e]) == q(&c) {
            e += 1;
        }
        let density = if level.max > 0.0 {
            c.share / level.max
        } else {
            0.0
        };
        let dh = (TRACK_H * density).max(1.5);
        // At least 2 px, so a single reachable byte in the full view stays visible.
        let run_w = ((e - b) as f64 * cw).max(2.0);
        shapes.push(html! {
            <g class="reach-run">
                <rect class="reach" x={x(b as f64).to_string()} y={TRACK_TOP.to_string()}
                    width={run_w.to_string()} height={TRACK_H.to_string()} />
                <rect class="density" x={x(b as f64).to_string()} y={(track_bottom - dh).to_string()}
                    width={run_w.to_string()} height={dh.to_string()} />
            </g>
        });
        b = e;
    }

    // One invisible column per byte for hovering and clicking.
    let hits = (lo as u8..=hi as u8).map(|b| {
        let cell = level.cells[b as usize];
        let onmouseenter = {
            let hover = hover.clone();
            Callback::from(move |_: MouseEvent| hover.set(Some(Hover::Byte(b))))
        };
        let onclick = cell.reachable.then(|| zoom(b));
        html! {
            <rect class={classes!("hit", cell.reachable.then_some("zoomable"))}
                x={x(b as f64).to_string()} y={TRACK_TOP.to_string()} width={cw.to_string()} height={TRACK_H.to_string()}
                {onmouseenter} {onclick} />
        }
    });

    let labelled = marks.len() <= LABELLED_SPLITS;
    // A dot heads each split line unless it would overlap the previous one.
    let mut last_dot = f64::NEG_INFINITY;
    let split_views = bins.iter().enumerate().map(|(bi, &(a, b))| {
        let group = &marks[a..b];
        let m = &group[0];
        let sx = x(m.pos);
        let dot = labelled && sx - last_dot >= 7.0;
        if dot {
            last_dot = sx;
        }
        let onmouseenter = {
            let hover = hover.clone();
            Callback::from(move |_: MouseEvent| hover.set(Some(Hover::Split(bi))))
        };
        let gaps = group.iter().filter(|m| m.in_gap).count();
        let key = to_string_binary(&m.key);
        let title = if group.len() == 1 {
            Message::new(tx::SPLIT_KEY_TIP)
                .arg("key", key.as_str())
                .arg("gap", if m.in_gap { t(lang, tx::NO_START_TIP) } else { String::new() })
                .render(lang)
        } else {
            Message::new(tx::SPLIT_KEYS_TIP)
                .arg("n", Arg::Int(group.len() as i128))
                .arg("first", key.as_str())
                .arg("last", to_string_binary(&group[group.len() - 1].key))
                .arg(
                    "gaps",
                    if gaps > 0 {
                        Message::new(tx::GAPS_TIP)
                            .arg("gaps", Arg::Int(gaps as i128))
                            .render(lang)
                    } else {
                        String::new()
                    },
                )
                .render(lang)
        };
        html! {
            <g class={classes!("split-mark", (gaps > 0).then_some("in-gap"))} data-key={key} {onmouseenter}>
                <title>{ title }</title>
                <line class="split-hit" x1={sx.to_string()} x2={sx.to_string()} y1="4" y2={track_bottom.to_string()} />
                <line class="split-line" x1={sx.to_string()} x2={sx.to_string()} y1="12" y2={track_bottom.to_string()} />
                if dot {
                    <circle class="split-dot" cx={sx.to_string()} cy="10" r="3" />
                }
            </g>
        }
    });

    // Hex ticks (every byte when they fit) and the printable ASCII ranges, so "where the
    // digits are" is plain.
    let each_byte = span <= 48;
    let step = if each_byte {
        1
    } else {
        [4usize, 8, 16, 32]
            .into_iter()
            .find(|s| span / s <= 10)
            .unwrap_or(32)
    };
    let tick_bytes: Vec<usize> = if each_byte {
        (lo..=hi).collect()
    } else {
        (lo.div_ceil(step) * step..=hi).step_by(step).collect()
    };
    let ticks = tick_bytes.into_iter().map(|v| {
        // Ticks mark a byte's left edge; labels of single bytes sit in the middle.
        let tx = x(v as f64);
        let label = if each_byte && (0x21..=0x7E).contains(&v) && v != 0x5C {
            (v as u8 as char).to_string()
        } else {
            format!("{v:02X}")
        };
        let lx = if each_byte { tx + cw / 2.0 } else { tx };
        let anchor = if !each_byte && v == lo { "start" } else { "middle" };
        html! {
            <g class="tick">
                <line class="axis" x1={tx.to_string()} x2={tx.to_string()} y1={track_bottom.to_string()} y2={(track_bottom + 4.0).to_string()} />
                <text class="axis-label" x={lx.to_string()} y={(track_bottom + 14.0).to_string()} text-anchor={anchor}>{ label }</text>
            </g>
        }
    });
    let end_tick = (!each_byte && hi == 255).then(|| html! {
        <text class="axis-label" x={(x(256.0)).to_string()} y={(track_bottom + 14.0).to_string()} text-anchor="end">{ "FF" }</text>
    });
    let ranges = [("0-9", 0x30usize, 0x39usize), ("A-Z", 0x41, 0x5A), ("a-z", 0x61, 0x7A)]
        .into_iter()
        .filter(|&(_, a, b)| a <= hi && b >= lo)
        .map(|(label, a, b)| {
            let (x1, x2) = (x(a.max(lo) as f64), x(b.min(hi) as f64 + 1.0));
            let y0 = track_bottom + 22.0;
            html! {
                <g class="ascii-range">
                    <path class="bracket" d={format!("M{x1:.2} {y0} v4 H{x2:.2} v-4")} />
                    <text class="axis-label" x={((x1 + x2) / 2.0).to_string()} y={(y0 + 16.0).to_string()} text-anchor="middle">{ label }</text>
                </g>
            }
        });
    html! {
        <svg id="chart-ruler" class="chart-svg" viewBox={format!("0 0 {vw} {H}")} role="img" aria-label={aria}
            onmouseleave={{ let hover = hover.clone(); Callback::from(move |_: MouseEvent| hover.set(None)) }}>
            { hatch_defs("ks-hatch") }
            <rect class="chart-bg" x="0" y="0" width={vw.to_string()} height={H.to_string()} />
            <rect class="gap-zone" x={LEFT.to_string()} y={TRACK_TOP.to_string()} width={(vw - LEFT - RIGHT).to_string()}
                height={TRACK_H.to_string()} fill="url(#ks-hatch)" />
            { for shapes }
            if let Some(Hover::Byte(b)) = **hover {
                <rect class="hover-col" x={x(b as f64).to_string()} y={TRACK_TOP.to_string()} width={cw.max(1.0).to_string()} height={TRACK_H.to_string()} />
            }
            <g class="hits">{ for hits }</g>
            <line class="axis" x1={LEFT.to_string()} x2={(vw - RIGHT).to_string()} y1={track_bottom.to_string()} y2={track_bottom.to_string()} />
            { for ticks }
            { end_tick.unwrap_or_default() }
            { for ranges }
            <g class="splits">{ for split_views }</g>
        </svg>
    }
}
