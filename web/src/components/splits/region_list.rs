//! The regions of the latest analysis, with their split keys.

use crate::format::fmt_bytes;
use rowkey_core::analyze::report::{RegionReport, Skew};
use rowkey_core::analyze::Report;
use rowkey_core::design::{SplitAlgorithm, Splits, MAX_REGIONS};
use std::rc::Rc;
use yew::prelude::*;

/// Regions listed before "Show all" (a table of 65 536 rows would stall the page).
const LIST_LIMIT: usize = 200;

/// A key cell: toStringBinary, or a muted word for the table's open ends.
fn key_cell(key: &str, open: &str) -> Html {
    if key.is_empty() {
        html! { <td class="key open">{ open.to_owned() }</td> }
    } else {
        // Split keys read back from toStringBinary; text keys also show their UTF-8 text.
        let text = rowkey_core::hbase::utf8_text(&rowkey_core::hbase::to_bytes_binary(key));
        html! {
            <td class="key mono">
                { key.to_owned() }
                if let Some(text) = text {
                    <span class="key-text" data-testid="split-key-text" title="The key's UTF-8 text, decoded">{ text }</span>
                }
            </td>
        }
    }
}

fn region_row(i: usize, r: &RegionReport) -> Html {
    let skew = match r.skew {
        Some(Skew::Hot) => Some(("hot", "hot")),
        Some(Skew::Cold) => Some(("cold", "cold")),
        None => None,
    };
    let class = classes!(
        "region",
        r.dead.then_some("dead"),
        skew.map(|(c, _)| c),
        (i == 0).then_some("first")
    );
    let testid = (i > 0).then_some("split-key");
    let title = format!(
        "region {i}: {} sample keys ({:.2}%), expected {:.2}%",
        r.count,
        r.share * 100.0,
        r.expected_share * 100.0
    );
    html! {
        <tr class={class} data-testid={testid} data-region={i.to_string()} title={title}>
            <td class="num">{ i }</td>
            { key_cell(&r.start, "(start)") }
            { key_cell(&r.end, "(end)") }
            <td class="num">{ r.count }</td>
            <td class="num">{ format!("{:.1}%", r.share * 100.0) }</td>
            <td class="flags">
                if r.dead { <span class="tag dead">{ "dead" }</span> }
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
    pub on_change: Callback<Splits>,
}

/// The regions of the latest analysis: start key (the split key), end key, sample keys, share,
/// dead / hot / cold; "switch to auto" when any is dead or skewed.
#[component]
pub fn RegionList(props: &RegionListProps) -> Html {
    let show_all = use_state(|| false);
    let Some(report) = &props.report else {
        return html! {
            <div class="split-keys-wrap">
                <p class="muted">{ "The split keys and their regions appear when the analysis is done." }</p>
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
        let splits = props.splits.clone();
        let count = regions.len();
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| {
            let mut s = splits.clone();
            // Explicit keys carry their own region count; keep the table's size.
            if s.algorithm == SplitAlgorithm::Explicit {
                s.regions = u32::try_from(count)
                    .unwrap_or(MAX_REGIONS)
                    .clamp(1, MAX_REGIONS);
            }
            s.algorithm = SplitAlgorithm::Auto;
            on_change.emit(s);
        })
    };
    let shown = if *show_all {
        regions.len()
    } else {
        regions.len().min(LIST_LIMIT)
    };
    let mut summary = format!(
        "{} split key{}, {} region{}",
        report.splits.keys.len(),
        if report.splits.keys.len() == 1 {
            ""
        } else {
            "s"
        },
        regions.len(),
        if regions.len() == 1 { "" } else { "s" }
    );
    for (n, what) in [(dead, "dead"), (hot, "hot"), (cold, "cold")] {
        if n > 0 {
            summary.push_str(&format!(", {n} {what}"));
        }
    }
    let kept = match (report.splits.kept_bytes, report.splits.algorithm) {
        (Some(b), SplitAlgorithm::Quantile) => Some(format!(
            "Quantile splits kept {} of sorted sample keys in memory to cut them.",
            fmt_bytes(b)
        )),
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
                if stale { <span class="muted">{ " (previous analysis; updating…)" }</span> }
                if offer_auto {
                    <button type="button" class="primary" data-testid="switch-auto" onclick={on_auto}
                        title="Even splits over the keyspace this template can produce">
                        { if dead > 0 { "Switch to auto (no dead regions)" } else { "Switch to auto (even regions)" } }
                    </button>
                }
            </div>
            if let Some(note) = &report.splits.note { <p class="split-note muted">{ note.clone() }</p> }
            if let Some(k) = kept { <p class="split-note muted">{ k }</p> }
            <div class="split-keys-scroll" tabindex="0" role="region" aria-label="Regions and their split keys">
                <table data-testid="split-keys" class="split-keys">
                    <caption class="visually-hidden">{ "Regions: start key (the split key), end key, sample keys, share, flags" }</caption>
                    <thead>
                        <tr>
                            <th scope="col" class="num">{ "#" }</th>
                            <th scope="col">{ "start key" }</th>
                            <th scope="col">{ "end key" }</th>
                            <th scope="col" class="num">{ "keys" }</th>
                            <th scope="col" class="num">{ "share" }</th>
                            <th scope="col">{ "flags" }</th>
                        </tr>
                    </thead>
                    <tbody>
                        { for regions.iter().take(shown).enumerate().map(|(i, r)| region_row(i, r)) }
                    </tbody>
                </table>
            </div>
            if regions.len() > LIST_LIMIT {
                <button type="button" class="link" onclick={toggle}>
                    { if *show_all { format!("Show the first {LIST_LIMIT}") } else { format!("Show all {} regions", regions.len()) } }
                </button>
            }
        </div>
    }
}
