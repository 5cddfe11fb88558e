//! The figures around the plot: the verdict, the statistics, and a callout on dead or badly
//! unequal regions with the fix.

use crate::components::lints_panel::with_code;
use crate::format::{fmt_int, fmt_mean, fmt_num};
use crate::i18n::texts::regions_chart as text;
use crate::i18n::{t, Entry, Lang, Message};
use rowkey_core::analyze::bytes::BytesReport;
use rowkey_core::analyze::report::{RegionReport, Skew};
use rowkey_core::analyze::stats::{Stats, Verdict};
use rowkey_core::analyze::verdict::verdict_word;
use rowkey_core::analyze::verdict::VerdictReport;
use rowkey_core::i18n::Arg;
use yew::prelude::*;

/// How many regions are dead, hot and cold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Flags {
    pub(super) dead: usize,
    pub(super) hot: usize,
    pub(super) cold: usize,
}

impl Flags {
    /// The counts over `regions`.
    pub(super) fn of(regions: &[RegionReport]) -> Flags {
        Flags {
            dead: regions.iter().filter(|r| r.dead).count(),
            hot: regions.iter().filter(|r| r.skew == Some(Skew::Hot)).count(),
            cold: regions
                .iter()
                .filter(|r| r.skew == Some(Skew::Cold))
                .count(),
        }
    }
}

pub(super) fn verdict_class(v: Verdict) -> &'static str {
    match v {
        Verdict::Good => "good",
        Verdict::Acceptable => "acceptable",
        Verdict::NeedsWork => "needs-work",
    }
}

/// The verdict: the worse of the totals' (the articles' deviation rate) and the writes over time
/// (how many regions a time window's writes reach), with the sentences that decided it (the
/// same ones the CLI prints). Compact (the embed): the figures only, the sentences on hover.
/// `deviation_pct`: the totals' deviation rate the verdict reads (in keys, or in bytes).
pub(super) fn verdict(deviation_pct: f64, v: &VerdictReport, compact: bool, lang: Lang) -> Html {
    let pct = |p: String| Message::new(text::PERCENT).arg("p", p).render(lang);
    let vclass = verdict_class(v.level);
    let c = &v.concurrency;
    let reasons = v
        .reasons
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    html! {
        <div class={classes!("verdict", vclass)} data-testid="verdict" data-verdict={vclass}
            data-writes={verdict_class(v.writes)} data-totals={verdict_class(v.totals)}
            title={compact.then(|| reasons.clone())}>
            <span class="verdict-badge">{ verdict_word(v.level).render(lang) }</span>
            // Read as "good: deviation rate …" by screen readers and in the text content.
            <span class="visually-hidden">{ ": " }</span>
            <span class="verdict-text">
                { t(lang, text::DEVIATION_RATE) }<strong data-testid="verdict-deviation">{ pct(fmt_num(deviation_pct, 1)) }</strong>
                { t(lang, text::WRITES_REACH) }
                <strong data-testid="write-concurrency">
                    { Message::new(text::OF_REGIONS)
                        .arg("x", fmt_num(c.regions_per_window, 1))
                        .arg("n", c.regions)
                        .render(lang) }
                </strong>
                { t(lang, text::BUSIEST) }<strong data-testid="busiest-share">{ Message::render_arg(&Arg::Percent(c.busiest_share), lang) }</strong>
                { Message::new(text::EVEN).arg("p", Arg::Percent(c.even_share)).render(lang) }
                if !compact {
                    <span class="muted">{ t(lang, text::VERDICT_RULE) }</span>
                }
            </span>
            if !compact {
                <ul class="verdict-why" data-testid="verdict-why">
                    { for v.reasons.iter().map(|r| html! { <li>{ with_code(&r.to_string()) }</li> }) }
                </ul>
            }
        </div>
    }
}

/// The statistics as a list of terms.
pub(super) fn stats_list(stats: &Stats, lang: Lang) -> Html {
    let stat = |label: &'static Entry, value: String, title: &'static Entry| {
        html! { <div class="stat" title={t(lang, title)}><dt>{ t(lang, label) }</dt><dd>{ value }</dd></div> }
    };
    let pct = |p: String| Message::new(text::PERCENT).arg("p", p).render(lang);
    html! {
        <dl class="stats" data-testid="stats">
            { stat(text::STAT_KEYS, fmt_int(stats.keys), text::STAT_KEYS_TIP) }
            { stat(text::STAT_REGIONS, fmt_int(stats.regions as u64), text::STAT_REGIONS_TIP) }
            { stat(text::STAT_MIN, fmt_int(stats.min), text::STAT_MIN_TIP) }
            { stat(text::STAT_MAX, fmt_int(stats.max), text::STAT_MAX_TIP) }
            { stat(text::STAT_MEAN, fmt_mean(stats.mean), text::STAT_MEAN_TIP) }
            { stat(text::STAT_DEVIATION, pct(fmt_num(stats.deviation_pct, 1)), text::STAT_DEVIATION_TIP) }
            { stat(text::STAT_CV, fmt_num(stats.cv, 3), text::STAT_CV_TIP) }
            { stat(text::STAT_GINI, fmt_num(stats.gini, 3), text::STAT_GINI_TIP) }
            { stat(text::STAT_HOTTEST, format!("#{}", stats.hottest_region), text::STAT_HOTTEST_TIP) }
            { stat(text::STAT_SHARE, Message::render_arg(&Arg::Percent(stats.hottest_share), lang), text::STAT_SHARE_TIP) }
        </dl>
    }
}

/// The statistics read in bytes, as a list of terms.
pub(super) fn bytes_stats_list(b: &BytesReport, regions: usize, lang: Lang) -> Html {
    let stat = |label: &'static Entry, value: String, title: &'static Entry| {
        html! { <div class="stat" title={t(lang, title)}><dt>{ t(lang, label) }</dt><dd>{ value }</dd></div> }
    };
    let pct = |p: String| Message::new(text::PERCENT).arg("p", p).render(lang);
    let size = |n: u64| Message::render_arg(&Arg::Bytes(n), lang);
    html! {
        <dl class="stats" data-testid="stats" data-weigh="bytes">
            { stat(text::STAT_BYTES, size(b.total), text::STAT_BYTES_TIP) }
            { stat(text::STAT_REGIONS, fmt_int(regions as u64), text::STAT_REGIONS_TIP) }
            { stat(text::STAT_MIN, size(b.min), text::STAT_MIN_BYTES_TIP) }
            { stat(text::STAT_MAX, size(b.max), text::STAT_MAX_BYTES_TIP) }
            { stat(text::STAT_MEAN, size(b.mean.round() as u64), text::STAT_MEAN_BYTES_TIP) }
            { stat(text::STAT_DEVIATION, pct(fmt_num(b.deviation_pct, 1)), text::STAT_DEVIATION_TIP) }
            { stat(text::STAT_CV, fmt_num(b.cv, 3), text::STAT_CV_TIP) }
            { stat(text::STAT_HOTTEST, format!("#{}", b.hottest_region), text::STAT_HOTTEST_BYTES_TIP) }
            { stat(text::STAT_SHARE, Message::render_arg(&Arg::Percent(b.hottest_share), lang), text::STAT_SHARE_BYTES_TIP) }
        </dl>
    }
}

/// The statistics on one line (the embed).
pub(super) fn stats_line(stats: &Stats, lang: Lang) -> Html {
    html! {
        <p class="stats compact-stats" data-testid="stats">
            { Message::new(text::STATS_LINE)
                .arg("keys", stats.keys)
                .arg("regions", stats.regions)
                .arg("min", stats.min)
                .arg("max", stats.max)
                .arg("cv", fmt_num(stats.cv, 2))
                .arg("i", Arg::Int(stats.hottest_region as i128))
                .arg("share", Arg::Percent(stats.hottest_share))
                .render(lang) }
        </p>
    }
}

/// Dead or badly unequal regions: say so, and offer the fix (`on_auto`, when `can_switch`).
/// Compact (the embed): one line, the full text on hover.
/// `remainder`: the region the split algorithm gives the remainder of the keyspace, with why
/// (its flag is not a key-design hotspot).
pub(super) fn callout(
    flags: Flags,
    remainder: Option<(usize, &str)>,
    compact: bool,
    can_switch: bool,
    on_auto: Callback<()>,
    lang: Lang,
) -> Option<Html> {
    let int = |n: usize| Arg::Int(n as i128);
    let Flags { dead, hot, cold } = flags;
    if dead == 0 && hot + cold == 0 {
        return None;
    }
    let remainder_line = remainder.map(|(i, note)| {
        Message::new(text::REMAINDER_LINE)
            .arg("i", int(i))
            .arg("note", note)
            .render(lang)
    });
    let mut lines = Vec::new();
    if dead > 0 {
        lines.push(
            Message::new(text::DEAD_LINE)
                .arg("n", int(dead))
                .render(lang),
        );
    }
    if hot + cold > 0 {
        lines.push(
            Message::new(text::UNEQUAL_LINE)
                .arg("n", int(hot + cold))
                .arg("hot", int(hot))
                .arg("cold", int(cold))
                .render(lang),
        );
    }
    if compact {
        // One line in the embed; the full text on hover.
        let short = [
            (dead > 0).then(|| {
                Message::new(text::DEAD_SHORT)
                    .arg("n", int(dead))
                    .render(lang)
            }),
            (hot > 0).then(|| Message::new(text::HOT_N).arg("n", int(hot)).render(lang)),
            (cold > 0).then(|| Message::new(text::COLD_N).arg("n", int(cold)).render(lang)),
            remainder.map(|(i, _)| {
                Message::new(text::REMAINDER_SHORT)
                    .arg("i", int(i))
                    .render(lang)
            }),
        ];
        let short: Vec<String> = short.into_iter().flatten().collect();
        lines.extend(remainder_line);
        return Some(html! {
            <div class="callout warn" role="note" title={lines.join(" ")}>
                <p class="callout-line">
                    <strong>{ short.join(" · ") }</strong>
                    { t(lang, if dead > 0 { text::DEAD_TAIL } else { text::UNEQUAL_TAIL }) }
                </p>
            </div>
        });
    }
    Some(html! {
        <div class="callout warn" role="note">
            <div class="callout-text">
                { for lines.into_iter().map(|l| html! { <p>{ l }</p> }) }
                if let Some(line) = remainder_line {
                    <p data-testid="remainder-note">{ line }</p>
                }
            </div>
            if can_switch {
                <button type="button" class="primary" data-testid="switch-auto"
                    title={t(lang, text::AUTO_TIP)}
                    onclick={Callback::from(move |_| on_auto.emit(()))}>{ t(lang, text::AUTO) }</button>
            }
        </div>
    })
}
