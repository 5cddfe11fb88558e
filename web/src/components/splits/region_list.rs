//! The regions of the latest analysis, with their split keys.

use crate::components::decode_panel::KeyButton;
use crate::i18n::texts::splits as text;
use crate::i18n::{t, use_lang, Entry, Lang, Message};
use crate::state::SplitsEdit;
use rowkey_core::analyze::report::{RegionReport, Skew};
use rowkey_core::analyze::Report;
use rowkey_core::design::{SplitAlgorithm, Splits, MAX_REGIONS};
use rowkey_core::i18n::Arg;
use std::rc::Rc;
use yew::prelude::*;

/// Regions listed before "Show all" (a table of 65 536 rows would stall the page).
const LIST_LIMIT: usize = 200;

/// A key cell: toStringBinary, or a muted word for the table's open ends.
fn key_cell(key: &str, open: &'static Entry, lang: Lang) -> Html {
    if key.is_empty() {
        html! { <td class="key open">{ t(lang, open) }</td> }
    } else {
        // Split keys read back from toStringBinary; text keys also show their UTF-8 text.
        let text = rowkey_core::hbase::utf8_text(&rowkey_core::hbase::to_bytes_binary(key));
        html! {
            <td class="key mono">
                <KeyButton key_bytes={rowkey_core::hbase::to_bytes_binary(key)} label={key.to_owned()} testid="split-decode">
                    { key.to_owned() }
                </KeyButton>
                if let Some(text) = text {
                    <span class="key-text" data-testid="split-key-text" title={t(lang, text::KEY_TEXT_TITLE)}>{ text }</span>
                }
            </td>
        }
    }
}

fn region_row(i: usize, r: &RegionReport, lang: Lang) -> Html {
    let skew = match r.skew {
        Some(Skew::Hot) => Some(("hot", t(lang, text::HOT))),
        Some(Skew::Cold) => Some(("cold", t(lang, text::COLD))),
        None => None,
    };
    let class = classes!(
        "region",
        r.dead.then_some("dead"),
        skew.as_ref().map(|(c, _)| *c),
        (i == 0).then_some("first")
    );
    let testid = (i > 0).then_some("split-key");
    let title = Message::new(text::REGION_TITLE)
        .arg("i", Arg::Int(i as i128))
        .arg("count", Arg::Int(r.count.into()))
        .arg("share", format!("{:.2}", r.share * 100.0))
        .arg("expected", format!("{:.2}", r.expected_share * 100.0))
        .render(lang);
    html! {
        <tr class={class} data-testid={testid} data-region={i.to_string()} title={title}>
            <td class="num">{ i }</td>
            { key_cell(&r.start, text::OPEN_START, lang) }
            { key_cell(&r.end, text::OPEN_END, lang) }
            <td class="num">{ r.count }</td>
            <td class="num">{ format!("{:.1}%", r.share * 100.0) }</td>
            <td class="flags">
                if r.dead { <span class="tag dead">{ t(lang, text::DEAD) }</span> }
                if let Some((c, label)) = skew { <span class={classes!("tag", c)}>{ label }</span> }
            </td>
        </tr>
    }
}

/// Props of [`RegionList`].
#[derive(Properties, PartialEq)]
pub struct RegionListProps {
    /// The split settings (switching to auto keeps the rest of them).
    pub splits: Splits,
    /// The analysis.
    pub report: Option<Rc<Report>>,
    /// New settings.
    pub on_change: Callback<SplitsEdit>,
}

/// The regions of the latest analysis: start key (the split key), end key, sample keys, share,
/// dead / hot / cold; "switch to auto" when any is dead or skewed.
#[component]
pub fn RegionList(props: &RegionListProps) -> Html {
    let lang = use_lang();
    let show_all = use_state(|| false);
    let Some(report) = &props.report else {
        return html! {
            <div class="split-keys-wrap">
                <p class="muted">{ t(lang, text::NO_ANALYSIS) }</p>
                <div data-testid="split-keys" class="split-keys empty"></div>
            </div>
        };
    };
    let regions = &report.regions;
    let dead = regions.iter().filter(|r| r.dead).count();
    let hot = regions.iter().filter(|r| r.skew == Some(Skew::Hot)).count();
    let cold = regions
        .iter()
        .filter(|r| r.skew == Some(Skew::Cold))
        .count();
    let algo = props.splits.algorithm;
    let stale = report.splits.algorithm != algo;
    let offer_auto = (dead + hot + cold) > 0 && algo != SplitAlgorithm::Auto;
    let on_auto = {
        let regions = u32::try_from(regions.len()).unwrap_or(MAX_REGIONS);
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| on_change.emit(SplitsEdit::Auto { regions }))
    };
    let shown = if *show_all {
        regions.len()
    } else {
        regions.len().min(LIST_LIMIT)
    };
    let mut summary = Message::new(text::SUMMARY)
        .arg("keys", Arg::Int(report.splits.keys.len() as i128))
        .arg("regions", Arg::Int(regions.len() as i128))
        .render(lang);
    for (n, what) in [
        (dead, text::SUMMARY_DEAD),
        (hot, text::SUMMARY_HOT),
        (cold, text::SUMMARY_COLD),
    ] {
        if n > 0 {
            summary.push_str(
                &Message::new(what)
                    .arg("n", Arg::Int(n as i128))
                    .render(lang),
            );
        }
    }
    let kept = match (report.splits.kept_bytes, report.splits.algorithm) {
        (Some(b), SplitAlgorithm::Quantile) => Some(
            Message::new(text::KEPT)
                .arg("bytes", Arg::Bytes(b))
                .render(lang),
        ),
        _ => None,
    };
    let toggle = {
        let show_all = show_all.clone();
        Callback::from(move |_: MouseEvent| show_all.set(!*show_all))
    };
    html! {
        <div class="split-keys-wrap">
            <div class="split-summary">
                <span>{ summary }</span>
                if stale { <span class="muted">{ t(lang, text::STALE) }</span> }
                if offer_auto {
                    <button type="button" class="primary" data-testid="switch-auto" onclick={on_auto}
                        title={t(lang, text::AUTO_TITLE)}>
                        { t(lang, if dead > 0 { text::AUTO_DEAD } else { text::AUTO_EVEN }) }
                    </button>
                }
            </div>
            if let Some(note) = &report.splits.note { <p class="split-note muted">{ note.render(lang) }</p> }
            if let Some(k) = kept { <p class="split-note muted">{ k }</p> }
            <div class="split-keys-scroll" tabindex="0" role="region" aria-label={t(lang, text::TABLE_ARIA)}>
                <table data-testid="split-keys" class="split-keys">
                    <caption class="visually-hidden">{ t(lang, text::CAPTION) }</caption>
                    <thead>
                        <tr>
                            <th scope="col" class="num">{ "#" }</th>
                            <th scope="col">{ t(lang, text::COL_START) }</th>
                            <th scope="col">{ t(lang, text::COL_END) }</th>
                            <th scope="col" class="num">{ t(lang, text::COL_KEYS) }</th>
                            <th scope="col" class="num">{ t(lang, text::COL_SHARE) }</th>
                            <th scope="col">{ t(lang, text::COL_FLAGS) }</th>
                        </tr>
                    </thead>
                    <tbody>
                        { for regions.iter().take(shown).enumerate().map(|(i, r)| region_row(i, r, lang)) }
                    </tbody>
                </table>
            </div>
            if regions.len() > LIST_LIMIT {
                <button type="button" class="link" onclick={toggle}>
                    { if *show_all {
                        Message::new(text::SHOW_FIRST).arg("n", Arg::Int(LIST_LIMIT as i128)).render(lang)
                    } else {
                        Message::new(text::SHOW_ALL).arg("n", Arg::Int(regions.len() as i128)).render(lang)
                    } }
                </button>
            }
        </div>
    }
}
