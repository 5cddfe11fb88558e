//! The compact, read-only view for iframes in internal docs (`?embed=1&view=regions|heatmap|keys`).
//!
//! Made for a box about 600 × 400 px: the design's name and template on top, the chosen chart,
//! one line summing up the lints, and a link that opens the same design for editing.

use crate::components::regions_chart::RegionsChart;
use crate::hooks::use_quick;
use crate::i18n::texts::embed as text;
use crate::i18n::{t, use_lang, Entry, Lang, Message};
use crate::lazy::panels::{Heatmap, SampleTable};
use crate::services::url;
use crate::state::{AppState, EmbedView, Theme};
use rowkey_core::analyze::lint::{Lint, Severity};
use rowkey_core::design::Design;
use rowkey_core::preview::Preview;
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
    pub label: &'static Entry,
    /// What a reader of the docs page sees in it.
    pub shows: &'static Entry,
    /// The iframe height that shows it whole at 600 px wide, in CSS pixels.
    pub height: u32,
}

/// Every view of the embedded mode, in the order the iframe dialog offers them.
pub const VIEWS: [ViewChoice; 3] = [
    ViewChoice {
        view: EmbedView::Regions,
        label: text::VIEW_REGIONS,
        shows: text::VIEW_REGIONS_SHOWS,
        height: 460,
    },
    ViewChoice {
        view: EmbedView::Heatmap,
        label: text::VIEW_HEATMAP,
        shows: text::VIEW_HEATMAP_SHOWS,
        height: 460,
    },
    ViewChoice {
        view: EmbedView::Keys,
        label: text::VIEW_KEYS,
        shows: text::VIEW_KEYS_SHOWS,
        height: 520,
    },
];

/// The `<iframe>` tag that embeds `design` (whose link fragment is `fragment`) showing `view`,
/// in `theme` (`System`: whatever the reader's system prefers), its title in `lang`. Relative to
/// this page's address, so it works wherever the playground is served from.
pub fn iframe_snippet(
    design: &Design,
    fragment: &str,
    choice: &ViewChoice,
    theme: Theme,
    lang: Lang,
) -> String {
    let theme = (theme != Theme::System).then(|| theme.name());
    let title = Message::new(text::IFRAME_TITLE)
        .arg("name", design.name.as_str())
        .arg("view", crate::case::lowercase(choice.label(lang)))
        .render(lang);
    format!(
        "<iframe src=\"{}\" title=\"{}\" width=\"100%\" height=\"{}\" style=\"border:0\" loading=\"lazy\"></iframe>",
        // The URL has no `"` (the path is percent-encoded, the design base64url): as it is,
        // so it reads the same as the address bar.
        url::embed_url(fragment, choice.view.name(), theme),
        escape_attr(&title),
        choice.height,
    )
}

impl ViewChoice {
    /// The view's name in `lang` (`&'static`: the dialog hands it on to the message after a
    /// copy).
    pub fn label(&self, lang: Lang) -> &'static str {
        self.label.template(lang)
    }
}

/// Text made safe inside a double-quoted HTML attribute.
fn escape_attr(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// One line on the lints: how many of each severity, and the most serious finding.
fn lints_line(lints: Option<&[Lint]>, unfinished: bool, lang: Lang) -> Html {
    let Some(lints) = lints else {
        let said = if unfinished {
            text::UNFINISHED
        } else {
            text::CHECKING
        };
        return html! { <p class="embed-lints muted">{ t(lang, said) }</p> };
    };
    if lints.is_empty() {
        return html! { <p class="embed-lints ok"><span class="embed-lint-icon" aria-hidden="true">{ "✓" }</span>{ t(lang, text::NO_LINTS) }</p> };
    }
    let count = |s: Severity| lints.iter().filter(|l| l.severity == s).count();
    let (errors, warnings, infos) = (
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Info),
    );
    let count_of = |n: usize, entry| (n > 0).then(|| Message::new(entry).arg("n", n).render(lang));
    let counts: Vec<String> = [
        count_of(errors, text::ERRORS),
        count_of(warnings, text::WARNINGS),
        count_of(infos, text::NOTES),
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
            <strong>{ counts.join(&t(lang, text::LIST_SEP)) }</strong>
            <span class="embed-lint-first">{ Message::new(text::FIRST_LINT).arg("rule", first.rule.to_string()).arg("message", first.message.to_string()).render(lang) }</span>
        </p>
    }
}

/// Sample keys the embed's keys view shows: as many as a 460-pixel frame shows whole.
const EMBED_KEYS: u64 = 8;

/// The embedded view.
#[component]
pub fn EmbedLayout(props: &EmbedLayoutProps) -> Html {
    let lang = use_lang();
    let s = &props.state;
    let report = s.latest_report().cloned();
    let view = props.view.unwrap_or(EmbedView::Regions);
    // The design's own link (as the page would write it), once the browser has compressed it.
    let open = crate::hooks::use_link(Some(&s.design)).map(|f| url::open_url(&f));
    let errors = s.errors();
    // The keys view's rows, from the quick worker.
    let preview = use_quick::<Preview>(
        (view == EmbedView::Keys)
            .then(|| s.checked())
            .flatten()
            .map(|_| {
                rowkey_protocol::FirstRequest::Preview {
                    design: s.design.clone(),
                    count: EMBED_KEYS,
                }
                .into()
            }),
    );
    html! {
        <div class="app embed" data-view={view.name()} data-revision={s.revision.to_string()}
            data-report-revision={s.report.as_ref().map_or(0, |(r, _)| *r).to_string()}>
            <header class="embed-bar">
                <div class="embed-title">
                    <strong class="embed-name" translate="no" title={s.design.name.clone()}>{ s.design.name.clone() }</strong>
                    <a class="embed-open" href={open} target="_blank" rel="noopener"
                        title={t(lang, text::OPEN_TITLE)}>{ t(lang, text::OPEN) }</a>
                </div>
                <code class="embed-template" tabindex="0" aria-label={t(lang, text::TEMPLATE_LABEL)}>{ s.design.template.clone() }</code>
            </header>
            if !errors.is_empty() {
                <p class="embed-lints danger">
                    { Message::new(text::DESIGN_ERRORS)
                        .arg("n", errors.len())
                        .arg("message", errors.first().map(|e| e.message.to_string()).unwrap_or_default())
                        .render(lang) }
                </p>
            }
            { match view {
                EmbedView::Regions => html! { <RegionsChart report={report.clone()} on_auto={Callback::noop()} compact=true /> },
                EmbedView::Heatmap => html! { <Heatmap report={report.clone()} compact=true /> },
                EmbedView::Keys => html! { <SampleTable preview={preview.clone()} seed={s.design.sample.seed} /> },
            } }
            // The interim report (its counts) has no lints yet: checking until the whole one.
            { lints_line(report.as_ref().filter(|_| !s.report_interim).map(|r| r.lints.as_slice()), s.report_unfinished(), lang) }
        </div>
    }
}
