//! The ruler in words: the readout of what is hovered, the summary line, and the text
//! equivalent (tables) for screen readers and the "show as table" view.

use super::model::{Level, SplitMark};
use super::track::Hover;
use crate::components::chart_frame::{text_table, text_table_with_keys};
use crate::format::byte_label;
use crate::i18n::texts::keyspace_ruler as tx;
use crate::i18n::{t, Lang, Message};
use rowkey_core::hbase::to_string_binary;
use rowkey_core::i18n::Arg;
use yew::prelude::*;

/// What is hovered, in words; a hint when nothing is. `bins` are the split lines (ranges of
/// `marks`), as drawn.
pub(super) fn readout(
    lang: Lang,
    hover: Option<Hover>,
    level: &Level,
    marks: &[SplitMark],
    bins: &[(usize, usize)],
    p: &[u8],
) -> Html {
    let int = |n: usize| Arg::Int(n as i128);
    let with_n = |entry, n: usize| Message::new(entry).arg("n", int(n)).render(lang);
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
                        { Message::new(tx::BYTE_SHARE).arg("rel", Arg::Percent(rel)).arg("all", Arg::Percent(c.share)).render(lang) }
                        if splits_here > 0 { { with_n(tx::SPLITS_HERE, splits_here) } }
                        { t(lang, tx::CLICK_TO_ZOOM) }
                    } else {
                        <span class="gap-text">{ t(lang, tx::NO_KEY_STARTS) }</span>
                        if splits_here > 0 { { with_n(tx::WASTED_SPLITS, splits_here) } }
                    }
                </p>
            }
        }
        Some(Hover::Split(bi)) => match bins.get(bi).map(|&(a, b)| &marks[a..b]) {
            Some([m]) => html! {
                <p class="chart-readout">
                    { t(lang, tx::SPLIT_KEY) }<code>{ to_string_binary(&m.key) }</code>
                    { match m.byte { Some(b) => Message::new(tx::NEXT_BYTE_IS).arg("byte", byte_label(b)).render(lang), None => t(lang, tx::PREFIX_ITSELF) } }
                    if m.in_gap { <span class="gap-text">{ t(lang, tx::NO_START_HERE) }</span> }
                </p>
            },
            Some(group) if !group.is_empty() => {
                let gaps = group.iter().filter(|m| m.in_gap).count();
                html! {
                    <p class="chart-readout">
                        { with_n(tx::GROUP, group.len()) }<code>{ to_string_binary(&group[0].key) }</code>
                        { " … " }<code>{ to_string_binary(&group[group.len() - 1].key) }</code>
                        if gaps > 0 { <span class="gap-text">{ Message::new(tx::GROUP_GAPS).arg("gaps", int(gaps)).render(lang) }</span> }
                    </p>
                }
            }
            _ => Html::default(),
        },
        None => html! {
            <p class="chart-readout muted">
                { t(lang, tx::HINT) }
            </p>
        },
    }
}

/// How many split keys there are under and around the prefix `p`, and how many fall where no
/// key can start.
pub(super) fn summary(
    lang: Lang,
    level: &Level,
    p: &[u8],
    marks: &[SplitMark],
    before: usize,
    after: usize,
) -> Html {
    let reachable = level.cells.iter().filter(|c| c.reachable).count();
    let in_gap = marks.iter().filter(|m| m.in_gap).count();
    let int = |n: usize| Arg::Int(n as i128);
    html! {
        <p class="ruler-summary">
            { Message::new(tx::REACHABLE).arg("n", int(reachable)).render(lang) }
            if !p.is_empty() { { Message::new(tx::PREFIX_SHARE).arg("p", Arg::Percent(level.total)).render(lang) } }
            { " · " }
            if marks.is_empty() {
                { t(lang, tx::NO_SPLITS) }
            } else if in_gap > 0 {
                <strong class="gap-text">{ Message::new(tx::IN_GAP).arg("gaps", int(in_gap)).arg("n", int(marks.len())).render(lang) }</strong>
            } else {
                { Message::new(tx::ALL_REACHABLE).arg("n", int(marks.len())).render(lang) }
            }
            if before + after > 0 && !p.is_empty() {
                <span class="muted">{ Message::new(tx::AROUND).arg("before", int(before)).arg("after", int(after)).render(lang) }</span>
            }
        </p>
    }
}

/// The text equivalent: runs of reachable and unreachable bytes, then the split keys.
pub(super) fn tables(lang: Lang, level: &Level, marks: &[SplitMark], prefix_label: &str) -> Html {
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
            t(lang, if r { tx::YES } else { tx::NO }),
            if r {
                Message::render_arg(&Arg::Percent(share), lang)
            } else {
                "–".into()
            },
        ]);
        b = e;
    }
    let next_caption = Message::new(tx::NEXT_BYTES_CAPTION)
        .arg("prefix", prefix_label)
        .render(lang);
    let splits_caption = if marks.len() > 512 {
        Message::new(tx::SPLITS_CAPTION_FIRST)
            .arg("n", Arg::Int(marks.len() as i128))
            .render(lang)
    } else {
        t(lang, tx::SPLITS_CAPTION)
    };
    html! {
        <>
            { text_table(&next_caption, &[&t(lang, tx::COL_BYTES), &t(lang, tx::COL_REACHABLE), &t(lang, tx::COL_SHARE)], runs) }
            if !marks.is_empty() {
                { text_table_with_keys(&splits_caption, &[&t(lang, tx::COL_SPLIT_KEY), &t(lang, tx::COL_NEXT_BYTE), &t(lang, tx::COL_WHERE)],
                    marks.iter().take(512).map(|m| vec![
                        to_string_binary(&m.key),
                        m.byte.map(byte_label).unwrap_or_else(|| t(lang, tx::THE_PREFIX)),
                        t(lang, if m.in_gap { tx::NO_START } else { tx::REACHABLE_CELL }),
                    ]).collect(), &[0]) }
            }
        </>
    }
}
