//! The real table's numbers beside the prediction: per design region its predicted share, the
//! store-file size and requests the cluster shows for the region with the same bounds, the
//! table's regions that no longer match the splits, and the verdict on the real table.

use super::summary::verdict_class;
use crate::components::decode_panel::KeyButton;
use crate::i18n::texts::metrics_panel as text;
use crate::i18n::{t, Lang, Message};
use rowkey_core::analyze::verdict::verdict_word;
use rowkey_core::analyze::Report;
use rowkey_core::format::binary_bytes;
use rowkey_core::hbase::to_bytes_binary;
use rowkey_core::i18n::Arg;
use rowkey_protocol::MetricsAnswer;

/// The section under the chart; nothing when the numbers are for other regions than the
/// report's (an answer for the splits of before, until the new one comes).
pub(super) fn observed(report: &Report, m: &MetricsAnswer, lang: Lang) -> Html {
    if m.regions.len() != report.regions.len() {
        return Html::default();
    }
    let share = |v: Option<f64>| {
        v.map_or_else(
            || "–".to_owned(),
            |v| Message::render_arg(&Arg::Percent(v), lang),
        )
    };
    let size = |v: Option<u64>| v.map_or_else(|| "–".to_owned(), |v| binary_bytes(v.into()));
    let figure = |v: Option<u64>| v.map_or_else(|| "–".to_owned(), |v| v.to_string());
    let matched = m.regions.iter().filter(|o| o.is_some()).count();
    let read = Message::new(text::READ)
        .arg("formats", m.formats.join(", "))
        .arg("matched", Arg::Int(matched as i128))
        .arg("regions", Arg::Int(m.regions.len() as i128))
        .render(lang);
    let level = verdict_word(m.verdict).render(lang);
    let (writes, writes_share) = if m.by_writes {
        (text::COL_WRITES, text::COL_WRITES_SHARE)
    } else {
        (text::COL_REQUESTS, text::COL_REQUESTS_SHARE)
    };
    let rows = report.regions.iter().zip(&m.regions).enumerate().map(|(i, (r, o))| {
        let start = if r.start.is_empty() {
            html! { <span class="muted">{ "–" }</span> }
        } else {
            html! {
                <KeyButton key_bytes={to_bytes_binary(&r.start)} label={r.start.clone()} testid="observed-start">
                    <span class="mono">{ r.start.clone() }</span>
                </KeyButton>
            }
        };
        let cells = match o {
            Some(o) => html! {
                <>
                    <td class="num" data-testid="observed-size">{ size(o.store_file_bytes) }</td>
                    <td class="num" data-testid="observed-bytes-share">{ share(o.bytes_share) }</td>
                    <td class="num" data-testid="observed-reads">{ figure(o.read_requests) }</td>
                    <td class="num" data-testid="observed-writes">{ figure(o.writes) }</td>
                    <td class="num">{ share(o.writes_share) }</td>
                </>
            },
            None => html! { <td colspan="5" class="muted" data-testid="observed-none">{ t(lang, text::NOT_IN_TABLE) }</td> },
        };
        html! {
            <tr data-testid="observed-region" data-region={i.to_string()} data-observed={o.is_some().to_string()}>
                <td class="num">{ i }</td>
                <td>{ start }</td>
                <td class="num" data-testid="observed-predicted">{ share(Some(r.expected_share)) }</td>
                { cells }
            </tr>
        }
    });
    html! {
        <div class="observed" data-testid="observed">
            <div class={classes!("verdict", verdict_class(m.verdict))} data-testid="observed-verdict"
                data-verdict={verdict_class(m.verdict)}>
                <span class="verdict-badge">{ Message::new(text::VERDICT).arg("level", level).render(lang) }</span>
            </div>
            <ul class="verdict-why" data-testid="observed-reasons">
                { for m.reasons.iter().map(|r| html! { <li>{ r.clone() }</li> }) }
            </ul>
            <p class="chart-note muted" data-testid="observed-read">{ read }</p>
            { for m.notes.iter().map(|n| html! { <p class="chart-note muted">{ n.clone() }</p> }) }
            <div class="table-scroll">
                <table class="observed-table">
                    <thead>
                        <tr>
                            { for [text::COL_REGION].iter().map(|e| html! { <th scope="col">{ t(lang, e) }</th> }) }
                            <th scope="col">{ t(lang, crate::i18n::texts::regions_chart::COL_START) }</th>
                            { for [text::COL_PREDICTED, text::COL_SIZE, text::COL_BYTES_SHARE, text::COL_READS, writes, writes_share]
                                .iter().map(|e| html! { <th scope="col" class="num">{ t(lang, e) }</th> }) }
                        </tr>
                    </thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            if !m.unmatched.is_empty() {
                <h3>{ t(lang, text::UNMATCHED) }</h3>
                <ul class="observed-unmatched">
                    { for m.unmatched.iter().map(|u| html! { <li data-testid="observed-unmatched">{ u.clone() }</li> }) }
                </ul>
            }
        </div>
    }
}

use yew::prelude::*;
