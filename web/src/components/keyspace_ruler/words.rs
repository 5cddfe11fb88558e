//! The ruler in words: the readout of what is hovered, the summary line, and the text
//! equivalent (tables) for screen readers and the "show as table" view.

use super::model::{Level, SplitMark};
use super::track::Hover;
use crate::components::chart_frame::text_table;
use crate::format::{byte_label, fmt_pct};
use rowkey_core::hbase::to_string_binary;
use yew::prelude::*;

/// What is hovered, in words; a hint when nothing is. `bins` are the split lines (ranges of
/// `marks`), as drawn.
pub(super) fn readout(
    hover: Option<Hover>,
    level: &Level,
    marks: &[SplitMark],
    bins: &[(usize, usize)],
    p: &[u8],
) -> Html {
    match hover {
        Some(Hover::Byte(b)) => {
            let c = level.cells[b as usize];
            let mut next = p.to_vec();
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
    }
}

/// How many split keys there are under and around the prefix `p`, and how many fall where no
/// key can start.
pub(super) fn summary(
    level: &Level,
    p: &[u8],
    marks: &[SplitMark],
    before: usize,
    after: usize,
) -> Html {
    let reachable = level.cells.iter().filter(|c| c.reachable).count();
    let in_gap = marks.iter().filter(|m| m.in_gap).count();
    html! {
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
    }
}

/// The text equivalent: runs of reachable and unreachable bytes, then the split keys.
pub(super) fn tables(level: &Level, marks: &[SplitMark], prefix_label: &str) -> Html {
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
    html! {
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
    }
}
