//! The figures around the plot: the verdict, the statistics, and a callout on dead or badly
//! unequal regions with the fix.

use crate::components::lints_panel::with_code;
use crate::format::{fmt_int, fmt_mean, fmt_num, fmt_pct};
use rowkey_core::analyze::report::{RegionReport, Skew};
use rowkey_core::analyze::stats::{Stats, Verdict};
use rowkey_core::analyze::verdict::VerdictReport;
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

fn verdict_class(v: Verdict) -> &'static str {
    match v {
        Verdict::Good => "good",
        Verdict::Acceptable => "acceptable",
        Verdict::NeedsWork => "needs-work",
    }
}

/// The verdict: the worse of the totals' (the articles' deviation rate) and the writes over time
/// (how many regions a time window's writes reach), with the sentences that decided it (the
/// same ones the CLI prints). Compact (the embed): the figures only, the sentences on hover.
pub(super) fn verdict(stats: &Stats, v: &VerdictReport, compact: bool) -> Html {
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
            <span class="verdict-badge">{ v.level.label() }</span>
            // Read as "good: deviation rate …" by screen readers and in the text content.
            <span class="visually-hidden">{ ": " }</span>
            <span class="verdict-text">
                { "deviation rate " }<strong>{ format!("{} %", fmt_num(stats.deviation_pct, 1)) }</strong>
                { " · writes per time window reach " }
                <strong data-testid="write-concurrency">
                    { format!("{} of {} regions", fmt_num(c.regions_per_window, 1), fmt_int(c.regions as u64)) }
                </strong>
                { ", busiest region " }<strong data-testid="busiest-share">{ fmt_pct(c.busiest_share) }</strong>
                { format!(" (even {})", fmt_pct(c.even_share)) }
                if !compact {
                    <span class="muted">{ " — totals: under 10 % deviation good, 10–20 % acceptable, over 20 % needs work; writes: a time-ordered key needs work whatever the totals" }</span>
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
pub(super) fn stats_list(stats: &Stats) -> Html {
    let stat = |label: &'static str, value: String, title: &'static str| {
        html! { <div class="stat" title={title}><dt>{ label }</dt><dd>{ value }</dd></div> }
    };
    html! {
        <dl class="stats" data-testid="stats">
            { stat("keys", fmt_int(stats.keys), "Sample keys counted") }
            { stat("regions", fmt_int(stats.regions as u64), "Regions of the table (split keys + 1)") }
            { stat("min", fmt_int(stats.min), "Fewest keys in a region") }
            { stat("max", fmt_int(stats.max), "Most keys in a region") }
            { stat("mean", fmt_mean(stats.mean), "Mean keys per region") }
            { stat("deviation", format!("{} %", fmt_num(stats.deviation_pct, 1)), "(max − min) / mean") }
            { stat("CV", fmt_num(stats.cv, 3), "Coefficient of variation: standard deviation / mean") }
            { stat("Gini", fmt_num(stats.gini, 3), "0: perfectly even; towards 1: all keys in one region") }
            { stat("hottest", format!("#{}", stats.hottest_region), "The region with the most keys") }
            { stat("its share", fmt_pct(stats.hottest_share), "The hottest region's share of all keys") }
        </dl>
    }
}

/// The statistics on one line (the embed).
pub(super) fn stats_line(stats: &Stats) -> Html {
    html! {
        <p class="stats compact-stats" data-testid="stats">
            { format!("{} keys · {} regions · {}–{} per region · CV {} · hottest #{} {}",
                fmt_int(stats.keys), fmt_int(stats.regions as u64), fmt_int(stats.min), fmt_int(stats.max),
                fmt_num(stats.cv, 2), stats.hottest_region, fmt_pct(stats.hottest_share)) }
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
) -> Option<Html> {
    let Flags { dead, hot, cold } = flags;
    if dead == 0 && hot + cold == 0 {
        return None;
    }
    let remainder_line = remainder.map(|(i, note)| format!("Region {i}: {note}."));
    let mut lines = Vec::new();
    if dead > 0 {
        lines.push(format!(
            "{dead} dead region{}: no key this template can produce falls in {}.",
            if dead == 1 { "" } else { "s" },
            if dead == 1 { "it" } else { "them" }
        ));
    }
    if hot + cold > 0 {
        lines.push(format!(
            "{} badly unequal region{} ({hot} hot, {cold} cold): the expected share is over twice or under half the even share.",
            hot + cold,
            if hot + cold == 1 { "" } else { "s" }
        ));
    }
    if compact {
        // One line in the embed; the full text on hover.
        let short = [
            (dead > 0).then(|| format!("{dead} dead region{}", if dead == 1 { "" } else { "s" })),
            (hot > 0).then(|| format!("{hot} hot")),
            (cold > 0).then(|| format!("{cold} cold")),
            remainder.map(|(i, _)| format!("#{i} is the split's remainder")),
        ];
        let short: Vec<String> = short.into_iter().flatten().collect();
        lines.extend(remainder_line);
        return Some(html! {
            <div class="callout warn" role="note" title={lines.join(" ")}>
                <p class="callout-line">
                    <strong>{ short.join(" · ") }</strong>
                    { if dead > 0 { ": no key can land in the dead ones" } else { ": expected shares far from even" } }
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
                    title="Split where this template's keys actually fall, into even shares"
                    onclick={Callback::from(move |_| on_auto.emit(()))}>{ "Use auto splits" }</button>
            }
        </div>
    })
}
