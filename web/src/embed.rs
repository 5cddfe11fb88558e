//! The compact, read-only view for iframes in internal docs (`?embed=1&view=regions|heatmap|keys`).
//!
//! Made for a box about 600 × 400 px: the design's name and template on top, the chosen chart,
//! one line summing up the lints, and a link that opens the same design for editing.

use crate::components::heatmap::Heatmap;
use crate::components::regions_chart::RegionsChart;
use crate::components::sample_table::SampleTable;
use crate::format::plural;
use crate::services::url;
use crate::state::{AppState, EmbedView, Theme};
use rowkey_core::analyze::lint::{Lint, Severity};
use rowkey_core::design::Design;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`EmbedLayout`].
#[derive(Properties, PartialEq)]
pub struct EmbedLayoutProps {
    /// The app state.
    pub state: Rc<AppState>,
    /// What to show (`None`: regions and lints).
    pub view: Option<EmbedView>,
}

/// A view the embedded mode offers, as the iframe dialog lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ViewChoice {
    /// The view (`?view=`).
    pub view: EmbedView,
    /// Its name for people.
    pub label: &'static str,
    /// What a reader of the docs page sees in it.
    pub shows: &'static str,
    /// The iframe height that shows it whole at 600 px wide, in CSS pixels.
    pub height: u32,
}

/// Every view of the embedded mode, in the order the iframe dialog offers them.
pub const VIEWS: [ViewChoice; 3] = [
    ViewChoice {
        view: EmbedView::Regions,
        label: "Keys per region",
        shows: "the verdict, each region's share against the expected one, dead and hot regions",
        height: 460,
    },
    ViewChoice {
        view: EmbedView::Heatmap,
        label: "Writes over time",
        shows: "region × time heatmap: where each moment's writes go, in insertion order",
        height: 460,
    },
    ViewChoice {
        view: EmbedView::Keys,
        label: "Sample keys",
        shows: "the first ten keys as HBase prints them, coloured by segment",
        height: 520,
    },
];

/// The `<iframe>` tag that embeds `design` showing `view`, in `theme` (`System`: whatever the
/// reader's system prefers). Relative to this page's address, so it works wherever the
/// playground is served from.
pub fn iframe_snippet(design: &Design, choice: &ViewChoice, theme: Theme) -> String {
    let theme = (theme != Theme::System).then(|| theme.name());
    format!(
        "<iframe src=\"{}\" title=\"RowKey Playground: {}, {}\" width=\"100%\" height=\"{}\" style=\"border:0\" loading=\"lazy\"></iframe>",
        // The URL has no `"` (the path is percent-encoded, the design base64url): as it is,
        // so it reads the same as the address bar.
        url::embed_url(design, choice.view.name(), theme),
        escape_attr(&design.name),
        choice.label.to_lowercase(),
        choice.height,
    )
}

/// Text made safe inside a double-quoted HTML attribute.
fn escape_attr(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// One line on the lints: how many of each severity, and the most serious finding.
fn lints_line(lints: Option<&[Lint]>) -> Html {
    let Some(lints) = lints else {
        return html! { <p class="embed-lints muted">{ "Checking the design…" }</p> };
    };
    if lints.is_empty() {
        return html! { <p class="embed-lints ok"><span class="embed-lint-icon" aria-hidden="true">{ "✓" }</span>{ "No lints: nothing to warn about." }</p> };
    }
    let count = |s: Severity| lints.iter().filter(|l| l.severity == s).count();
    let (errors, warnings, infos) = (
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Info),
    );
    let plural = |n: usize, one: &str, many: &str| (n > 0).then(|| plural(n, one, many));
    let counts: Vec<String> = [
        plural(errors, "error", "errors"),
        plural(warnings, "warning", "warnings"),
        plural(infos, "note", "notes"),
    ]
    .into_iter()
    .flatten()
    .collect();
    // Lints come most serious first.
    let first = &lints[0];
    let class = match first.severity {
        Severity::Error => "danger",
        Severity::Warning => "warn",
        Severity::Info => "info",
    };
    let all: Vec<String> = lints
        .iter()
        .map(|l| format!("[{}] {}", l.rule, l.message))
        .collect();
    html! {
        <p class={classes!("embed-lints", class)} title={all.join("\n")}>
            <span class="embed-lint-icon" aria-hidden="true">{ if class == "info" { "ℹ" } else { "⚠" } }</span>
            <strong>{ counts.join(", ") }</strong>
            <span class="embed-lint-first">{ format!(" · {}: {}", first.rule, first.message) }</span>
        </p>
    }
}

/// The embedded view.
#[component]
pub fn EmbedLayout(props: &EmbedLayoutProps) -> Html {
    let s = &props.state;
    let report = s.latest_report().cloned();
    let view = props.view.unwrap_or(EmbedView::Regions);
    let open = url::open_url(&s.design);
    let errors = s.errors();
    html! {
        <div class="app embed" data-view={view.name()} data-revision={s.revision.to_string()}
            data-report-revision={s.report.as_ref().map_or(0, |(r, _)| *r).to_string()}>
            <header class="embed-bar">
                <div class="embed-title">
                    <strong class="embed-name" title={s.design.name.clone()}>{ s.design.name.clone() }</strong>
                    <a class="embed-open" href={open} target="_blank" rel="noopener"
                        title="Open this design in the playground, in a new tab">{ "Open in playground ↗" }</a>
                </div>
                <code class="embed-template" tabindex="0" aria-label="Row key template">{ s.design.template.clone() }</code>
            </header>
            if !errors.is_empty() {
                <p class="embed-lints danger">
                    { format!("This design has {} error(s): {}", errors.len(), errors.first().map(|e| e.message.to_string()).unwrap_or_default()) }
                </p>
            }
            { match view {
                EmbedView::Regions => html! { <RegionsChart report={report.clone()} on_auto={Callback::noop()} compact=true /> },
                EmbedView::Heatmap => html! { <Heatmap report={report.clone()} compact=true /> },
                EmbedView::Keys => html! { <SampleTable compiled={s.compiled().cloned().map(crate::state::Shared)} rows={10} /> },
            } }
            { lints_line(report.as_ref().map(|r| r.lints.as_slice())) }
        </div>
    }
}
