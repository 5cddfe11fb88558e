//! The keyspace ruler: bytes 0x00..0xFF, zoomable into a prefix, reachable ranges shaded, split points drawn.
//!
//! At each zoom level (a key prefix, empty at first) the ruler shows, for every possible next
//! byte, whether any key the template can produce continues the prefix with it and how dense
//! those keys are; the split keys under the prefix are drawn where they cut. Split lines that
//! fall where no key can start are the wasted regions the HBase book warns about.

use crate::components::chart_frame::{hatch_defs, text_table, ChartFrame};
use crate::format::{byte_label, fmt_pct};
use crate::hooks::use_box_width;
use crate::state::Shared;
use rowkey_core::hbase::to_string_binary;
use rowkey_core::keyspace::Keyspace;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`KeyspaceRuler`].
#[derive(Properties, PartialEq)]
pub struct KeyspaceRulerProps {
    /// The keyspace model.
    pub keyspace: Option<Shared<Keyspace>>,
    /// Split keys, sorted.
    pub splits: Rc<Vec<Vec<u8>>>,
}

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

/// What the model says about keys continuing the prefix with one byte.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Cell {
    reachable: bool,
    /// Share of all keys in `[prefix+b, prefix+b+1)`.
    share: f64,
}

/// One zoom level: the 256 cells and the prefix's own share.
#[derive(Clone, Debug, PartialEq)]
struct Level {
    cells: Vec<Cell>,
    /// Share of all keys under the prefix.
    total: f64,
    /// The largest cell share (for normalising the density).
    max: f64,
}

/// The first row after every key starting with `prefix` (empty: the end of the table).
fn successor(prefix: &[u8]) -> Vec<u8> {
    let mut s = prefix.to_vec();
    while let Some(last) = s.pop() {
        if last < 0xFF {
            s.push(last + 1);
            return s;
        }
    }
    Vec::new()
}

/// The 256 cells under `prefix`.
fn level(ks: &Keyspace, prefix: &[u8]) -> Level {
    let mut start = prefix.to_vec();
    start.push(0);
    let cells: Vec<Cell> = (0..=255u8)
        .map(|b| {
            let mut lo = prefix.to_vec();
            lo.push(b);
            // The last byte's range ends where the prefix's range ends.
            let hi = if b == 0xFF {
                successor(prefix)
            } else {
                let mut hi = prefix.to_vec();
                hi.push(b + 1);
                hi
            };
            let reachable = ks.reachable(&lo, &hi);
            let share = if reachable { ks.share(&lo, &hi) } else { 0.0 };
            Cell { reachable, share }
        })
        .collect();
    let total = ks.share(prefix, &successor(prefix));
    let max = cells.iter().map(|c| c.share).fold(0.0, f64::max);
    Level { cells, total, max }
}

/// A split key under the prefix, where it cuts.
#[derive(Clone, Debug, PartialEq)]
struct SplitMark {
    key: Vec<u8>,
    /// Position in bytes from the left (0.0..256.0).
    pos: f64,
    /// The byte under it; `None` when the split key is the prefix itself.
    byte: Option<u8>,
    /// It lies where no key can start.
    in_gap: bool,
}

fn split_marks(splits: &[Vec<u8>], prefix: &[u8], level: &Level) -> Vec<SplitMark> {
    splits
        .iter()
        .filter(|k| k.starts_with(prefix))
        .map(|k| {
            let rest = &k[prefix.len()..];
            match rest.first() {
                None => SplitMark {
                    key: k.clone(),
                    pos: 0.0,
                    byte: None,
                    in_gap: false,
                },
                Some(&b) => {
                    // The following bytes place the line within the byte's column.
                    let frac = rest.get(1).map_or(0.0, |&c| c as f64 / 256.0)
                        + rest.get(2).map_or(0.0, |&c| c as f64 / 65536.0);
                    SplitMark {
                        key: k.clone(),
                        pos: b as f64 + frac,
                        byte: Some(b),
                        in_gap: !level.cells[b as usize].reachable,
                    }
                }
            }
        })
        .collect()
}

/// The bytes to show when fitting the view to the keys: every reachable byte and every split
/// line, a byte of margin on each side, at least 16 bytes wide.
fn view_range(level: &Level, marks: &[SplitMark]) -> (usize, usize) {
    let reach = (0..256).filter(|&b| level.cells[b].reachable);
    let split = marks.iter().filter_map(|m| m.byte.map(usize::from));
    let all: Vec<usize> = reach.chain(split).collect();
    let (Some(&min), Some(&max)) = (all.iter().min(), all.iter().max()) else {
        return (0, 255);
    };
    let (mut lo, mut hi) = (min.saturating_sub(1), (max + 1).min(255));
    while hi - lo + 1 < 16 {
        lo = lo.saturating_sub(1);
        if hi - lo + 1 < 16 && hi < 255 {
            hi += 1;
        }
    }
    (lo, hi)
}

/// What the readout shows.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Hover {
    Byte(u8),
    Split(usize),
}

/// The ruler.
#[component]
pub fn KeyspaceRuler(props: &KeyspaceRulerProps) -> Html {
    let prefix = use_state(Vec::<u8>::new);
    let box_ref = use_node_ref();
    let vw = use_box_width(box_ref.clone());
    let hover = use_state(|| None::<Hover>);
    // Show only the bytes where keys or split keys are (local view option).
    let fit = use_state(|| false);
    let level = use_memo(
        (props.keyspace.clone(), (*prefix).clone()),
        |(ks, prefix)| ks.as_ref().map(|ks| level(ks, prefix)),
    );
    // A new design can leave the zoom where no key goes any more: back to the top then.
    {
        let prefix = prefix.clone();
        use_effect_with(props.keyspace.clone(), move |ks| {
            if let Some(ks) = ks {
                if !prefix.is_empty() && !ks.reachable(&prefix, &successor(&prefix)) {
                    prefix.set(Vec::new());
                }
            }
        });
    }

    let Some(level) = (*level).clone() else {
        return html! {
            <ChartFrame title="Keyspace ruler" svg_id="chart-ruler" file="keyspace"
                testid="keyspace-ruler" class="keyspace-ruler" empty=true>
                { crate::components::chart_frame::placeholder("Fix the template to see its keyspace.") }
            </ChartFrame>
        };
    };
    let p: Vec<u8> = (*prefix).clone();
    let marks = split_marks(&props.splits, &p, &level);
    let before = props
        .splits
        .iter()
        .filter(|k| k.as_slice() < p.as_slice())
        .count();
    let after = props.splits.len() - before - marks.len();
    let in_gap = marks.iter().filter(|m| m.in_gap).count();
    let reachable = level.cells.iter().filter(|c| c.reachable).count();

    let (lo, hi) = if *fit {
        view_range(&level, &marks)
    } else {
        (0usize, 255usize)
    };
    let span = hi - lo + 1;
    let cw = (vw - LEFT - RIGHT) / span as f64;
    let x = |pos: f64| LEFT + (pos - lo as f64) * cw;
    let track_bottom = TRACK_TOP + TRACK_H;

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
    // Many split keys: one line per pixel column, standing for every key drawn there (a table
    // of 65,535 regions must not make 65,535 SVG elements).
    let bins: Vec<(usize, usize)> = if marks.len() <= MAX_SPLIT_LINES {
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
    };
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
            format!("split key {}{}", key, if m.in_gap { ": no key can start here" } else { "" })
        } else {
            format!(
                "{} split keys, {} … {}{}",
                group.len(),
                key,
                to_string_binary(&group[group.len() - 1].key),
                if gaps > 0 { format!(": {gaps} where no key can start") } else { String::new() }
            )
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

    let prefix_label = if p.is_empty() {
        "(all keys)".to_string()
    } else {
        to_string_binary(&p)
    };
    let aria = format!(
        "Keyspace under prefix {prefix_label}: {reachable} of 256 next bytes reachable; {} split keys here, {in_gap} of them where no key can start",
        marks.len()
    );
    let svg = html! {
        <svg id="chart-ruler" class="chart-svg" viewBox={format!("0 0 {vw} {H}")} role="img" aria-label={aria}
            onmouseleave={{ let hover = hover.clone(); Callback::from(move |_: MouseEvent| hover.set(None)) }}>
            { hatch_defs("ks-hatch") }
            <rect class="chart-bg" x="0" y="0" width={vw.to_string()} height={H.to_string()} />
            <rect class="gap-zone" x={LEFT.to_string()} y={TRACK_TOP.to_string()} width={(vw - LEFT - RIGHT).to_string()}
                height={TRACK_H.to_string()} fill="url(#ks-hatch)" />
            { for shapes }
            if let Some(Hover::Byte(b)) = *hover {
                <rect class="hover-col" x={x(b as f64).to_string()} y={TRACK_TOP.to_string()} width={cw.max(1.0).to_string()} height={TRACK_H.to_string()} />
            }
            <g class="hits">{ for hits }</g>
            <line class="axis" x1={LEFT.to_string()} x2={(vw - RIGHT).to_string()} y1={track_bottom.to_string()} y2={track_bottom.to_string()} />
            { for ticks }
            { end_tick.unwrap_or_default() }
            { for ranges }
            <g class="splits">{ for split_views }</g>
        </svg>
    };

    let readout = match *hover {
        Some(Hover::Byte(b)) => {
            let c = level.cells[b as usize];
            let mut next = p.clone();
            next.push(b);
            let rel = if level.total > 0.0 {
                c.share / level.total
            } else {
                0.0
            };
            let splits_here = marks.iter().filter(|m| m.byte == Some(b)).count();
            html! {
                <p class="chart-readout">
                    <code>{ to_string_binary(&next) }</code>{ format!(" · {} · ", byte_label(b)) }
                    if c.reachable {
                        { format!("{} of the keys under this prefix ({} of all)", fmt_pct(rel), fmt_pct(c.share)) }
                        if splits_here > 0 { { format!(" · {splits_here} split key(s)") } }
                        { " · click to zoom in" }
                    } else {
                        <span class="gap-text">{ "no key can start with this" }</span>
                        if splits_here > 0 { { format!(" · {splits_here} split key(s) cut here: wasted") } }
                    }
                </p>
            }
        }
        Some(Hover::Split(bi)) => match bins.get(bi).map(|&(a, b)| &marks[a..b]) {
            Some([m]) => html! {
                <p class="chart-readout">
                    { "split key " }<code>{ to_string_binary(&m.key) }</code>
                    { match m.byte { Some(b) => format!(" · next byte {}", byte_label(b)), None => " · the prefix itself".into() } }
                    if m.in_gap { <span class="gap-text">{ " · no key can start here" }</span> }
                </p>
            },
            Some(group) if !group.is_empty() => {
                let gaps = group.iter().filter(|m| m.in_gap).count();
                html! {
                    <p class="chart-readout">
                        { format!("{} split keys: ", group.len()) }<code>{ to_string_binary(&group[0].key) }</code>
                        { " … " }<code>{ to_string_binary(&group[group.len() - 1].key) }</code>
                        if gaps > 0 { <span class="gap-text">{ format!(" · {gaps} where no key can start") }</span> }
                    </p>
                }
            }
            _ => Html::default(),
        },
        None => html! {
            <p class="chart-readout muted">
                { "Hatched: no key can start there. Hover a byte or a split line for details; click a shaded byte to zoom in." }
            </p>
        },
    };

    // Breadcrumb: every shorter prefix, each a button back to it.
    let crumbs = (0..=p.len()).map(|len| {
        let here = len == p.len();
        let label = if len == 0 {
            "(all keys)".to_string()
        } else {
            to_string_binary(&p[len - 1..len])
        };
        let onclick = {
            let prefix = prefix.clone();
            let target = p[..len].to_vec();
            Callback::from(move |_: MouseEvent| prefix.set(target.clone()))
        };
        html! {
            <>
                if len > 0 { <span class="crumb-sep" aria-hidden="true">{ "›" }</span> }
                if here {
                    <code class="crumb current" aria-current="location">{ label }</code>
                } else {
                    <button type="button" class="crumb link" onclick={onclick}
                        aria-label={format!("Zoom out to {}", if len == 0 { "all keys".to_string() } else { to_string_binary(&p[..len]) })}>
                        <code>{ label }</code>
                    </button>
                }
            </>
        }
    });
    let up = {
        let prefix = prefix.clone();
        let p = p.clone();
        Callback::from(move |_: MouseEvent| {
            let mut q = p.clone();
            q.pop();
            prefix.set(q);
        })
    };
    let on_select = {
        let prefix = prefix.clone();
        let p = p.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            if let Ok(b) = v.parse::<u8>() {
                let mut next = p.clone();
                next.push(b);
                prefix.set(next);
            }
        })
    };
    let controls = html! {
        <div class="ruler-controls">
            <button type="button" data-testid="ruler-up" disabled={p.is_empty()} onclick={up}
                aria-label="Zoom out one byte" title="Zoom out one byte">{ "↑ Up" }</button>
            <nav class="crumbs" aria-label="Key prefix">
                <span class="muted">{ "Prefix " }</span>{ for crumbs }
            </nav>
            <label class="fit-toggle" title="Show only the bytes where keys or split keys are">
                <input type="checkbox" checked={*fit}
                    onchange={{ let fit = fit.clone(); Callback::from(move |_: Event| fit.set(!*fit)) }} />
                { " Fit to keys" }
            </label>
            <label class="zoom-select">
                <span class="visually-hidden">{ "Zoom into next byte" }</span>
                // Keyed by the prefix so it shows "Zoom into…" again at every level.
                <select key={to_string_binary(&p)} onchange={on_select} disabled={reachable == 0} title="Zoom into a next byte">
                    <option value="" selected=true>{ "Zoom into…" }</option>
                    { for (0..=255u8).filter(|&b| level.cells[b as usize].reachable).map(|b| html! {
                        <option value={b.to_string()}>{ byte_label(b) }</option>
                    }) }
                </select>
            </label>
        </div>
    };

    let summary = html! {
        <p class="ruler-summary">
            { format!("{reachable} of 256 next bytes reachable") }
            if !p.is_empty() { { format!(" · {} of all keys under this prefix", fmt_pct(level.total)) } }
            { " · " }
            if marks.is_empty() {
                { "no split key under this prefix" }
            } else if in_gap > 0 {
                <strong class="gap-text">{ format!("{in_gap} of {} split keys fall where no key can start", marks.len()) }</strong>
            } else {
                { format!("{} split keys, all in reachable space", marks.len()) }
            }
            if before + after > 0 && !p.is_empty() {
                <span class="muted">{ format!(" · {before} split keys before this prefix, {after} after") }</span>
            }
        </p>
    };

    // The text equivalent: runs of reachable and unreachable bytes, then the split keys.
    let mut runs: Vec<Vec<String>> = Vec::new();
    let mut b = 0usize;
    while b < 256 {
        let r = level.cells[b].reachable;
        let mut e = b + 1;
        while e < 256 && level.cells[e].reachable == r {
            e += 1;
        }
        let share: f64 = level.cells[b..e].iter().map(|c| c.share).sum();
        runs.push(vec![
            if e - b == 1 {
                byte_label(b as u8)
            } else {
                format!("{} – {}", byte_label(b as u8), byte_label((e - 1) as u8))
            },
            if r { "yes".into() } else { "no".into() },
            if r { fmt_pct(share) } else { "–".into() },
        ]);
        b = e;
    }
    let text = html! {
        <>
            { text_table(&format!("Next bytes after prefix {prefix_label}"), &["bytes", "reachable", "share of all keys"], runs) }
            if !marks.is_empty() {
                { text_table(&if marks.len() > 512 { format!("Split keys under this prefix (the first 512 of {})", marks.len()) } else { "Split keys under this prefix".to_string() }, &["split key", "next byte", "where"],
                    marks.iter().take(512).map(|m| vec![
                        to_string_binary(&m.key),
                        m.byte.map(byte_label).unwrap_or_else(|| "(the prefix)".into()),
                        if m.in_gap { "no key can start here".into() } else { "reachable".into() },
                    ]).collect()) }
            }
        </>
    };

    html! {
        <ChartFrame title="Keyspace ruler" svg_id="chart-ruler" file="keyspace"
            testid="keyspace-ruler" class="keyspace-ruler" text={text}>
            { controls }
            <div class="chart-box" ref={box_ref}>{ svg }</div>
            { summary }
            { readout }
        </ChartFrame>
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use rowkey_core::design::Design;
    use rowkey_core::sample::Compiled;

    #[test]
    fn successor_of_prefixes() {
        assert_eq!(successor(b""), b"");
        assert_eq!(successor(b"a"), b"b");
        assert_eq!(successor(&[0x12, 0xFF]), [0x13]);
        assert_eq!(successor(&[0xFF, 0xFF]), b"");
    }

    #[test]
    fn hex_keys_leave_the_ascii_gap() {
        let mut d = Design::new("{id | md5 | hex | left(16)}");
        d.fields.insert("id".into(), "seq(0, 1)".into());
        let ks = Keyspace::new(&Compiled::new(&d).expect("compiles"));
        let l = level(&ks, b"");
        let reach: Vec<u8> = (0..=255u8)
            .filter(|&b| l.cells[b as usize].reachable)
            .collect();
        assert_eq!(reach, b"0123456789abcdef");
        assert!((l.total - 1.0).abs() < 1e-9);
        // The last byte's range ends at the prefix's end, not at prefix + 0x100.
        let deep = level(&ks, b"f");
        assert!(deep.cells[b'f' as usize].reachable);
        assert!(!deep.cells[0xFF].reachable);
        let splits = vec![b"3".to_vec(), b"A".to_vec(), b"Z".to_vec(), b"c".to_vec()];
        let marks = split_marks(&splits, b"", &l);
        assert_eq!(marks.iter().filter(|m| m.in_gap).count(), 2);
    }
}
