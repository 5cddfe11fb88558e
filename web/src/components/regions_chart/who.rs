//! Who is in a region: the picked bar's regions' top values of each decoded field with their
//! shares, the bound the counting states, and the keys that do not match the template (how many,
//! and where the first is: its line in the key dump, its index in the sample).

use super::bars::Bar;
use crate::i18n::texts::regions_chart as text;
use crate::i18n::{Lang, Message};
use rowkey_core::analyze::report::{RegionReport, ReportSource};
use rowkey_core::analyze::Report;
use rowkey_core::i18n::Arg;
use yew::prelude::*;

/// Regions of one bar listed at most (a bar holds many only past 512 regions).
const MAX_LISTED: usize = 8;

/// The lines said of one region, as list items: each top value (or that none was found), then
/// its unmatched keys; each item carries its figures as data attributes.
fn region_lines(i: usize, r: &RegionReport, source: ReportSource, lang: Lang) -> Html {
    let region = Arg::Int(i as i128);
    let values = r.top.iter().map(|t| {
        let m = if t.error > 0.0 {
            Message::new(text::WHO_VALUE_ABOUT).arg("error", Arg::Percent(t.error))
        } else {
            Message::new(text::WHO_VALUE)
        };
        let line = m
            .arg("region", region.clone())
            .arg("field", t.field.as_str())
            .arg("value", t.value.as_str())
            .arg("share", Arg::Percent(t.share))
            .render(lang);
        html! {
            <li data-testid="who-value" data-region={i.to_string()} data-field={t.field.clone()}
                data-value={t.value.clone()} data-share={t.share.to_string()} data-error={t.error.to_string()}>{ line }</li>
        }
    });
    let none = (r.top.is_empty() && r.count > r.unmatched.map_or(0, |u| u.count)).then(|| {
        html! {
            <li data-testid="who-none" data-region={i.to_string()}>
                { Message::new(text::WHO_NONE).arg("region", region.clone()).render(lang) }
            </li>
        }
    });
    let unmatched = r.unmatched.map(|u| {
        let entry = match source {
            ReportSource::Keys => text::WHO_UNMATCHED_LINE,
            ReportSource::Sample => text::WHO_UNMATCHED_SAMPLE,
        };
        let line = Message::new(entry)
            .arg("region", region.clone())
            .arg("count", Arg::Count(u.count))
            .arg("first", Arg::Int(u.first.into()))
            .render(lang);
        html! {
            <li data-testid="who-unmatched" data-region={i.to_string()} data-count={u.count.to_string()}
                data-first={u.first.to_string()}>{ line }</li>
        }
    });
    html! {
        <>
            { for values }
            { none.unwrap_or_default() }
            { unmatched.unwrap_or_default() }
        </>
    }
}

/// The drawer under the chart for the picked bar: its regions' top values and unmatched keys
/// and how they were counted, or why they were not; for a key dump, a button to each of its
/// regions' keys in "Your keys" (`browse`, the app's way there).
pub(super) fn who(report: &Report, bar: &Bar, lang: Lang, browse: Option<&Callback<u32>>) -> Html {
    let title = Message::new(text::WHO_TITLE)
        .arg("label", bar.label(lang))
        .render(lang);
    let body = match &report.top {
        None => html! {
            <p class="muted" data-testid="who-not-counted">
                { Message::new(text::WHO_NOT_COUNTED)
                    .arg("max", Arg::Count(crate::services::analysis::TOP_MAX_SAMPLE))
                    .render(lang) }
            </p>
        },
        Some(top) => {
            let listed = bar.len.min(MAX_LISTED);
            let items = (bar.first..bar.first + listed).filter_map(|i| {
                report
                    .regions
                    .get(i)
                    .map(|r| region_lines(i, r, report.source, lang))
            });
            html! {
                <>
                    <ul class="who-lines">
                        { for items }
                        if bar.len > listed {
                            <li class="muted">{ Message::new(text::WHO_MORE)
                                .arg("n", Arg::Int((bar.len - listed) as i128)).render(lang) }</li>
                        }
                    </ul>
                    <p class="chart-note muted" data-testid="who-note">{ top.note.render(lang) }</p>
                </>
            }
        }
    };
    let keys = browse.filter(|_| report.source == ReportSource::Keys).map(|browse| {
        let regions = bar.first..bar.first + bar.len.min(MAX_LISTED);
        html! {
            <p class="who-keys">
                { for regions.map(|i| {
                    let browse = browse.clone();
                    let onclick = Callback::from(move |_: MouseEvent| browse.emit(i as u32));
                    html! {
                        <button type="button" class="small" data-testid="who-show-keys" data-region={i.to_string()} {onclick}>
                            { Message::new(text::SHOW_KEYS).arg("region", Arg::Int(i as i128)).render(lang) }
                        </button>
                    }
                }) }
            </p>
        }
    });
    html! {
        <section class="who" data-testid="region-who" data-region={bar.first.to_string()} aria-live="polite">
            <h3>{ title }</h3>
            { keys.unwrap_or_default() }
            { body }
        </section>
    }
}
