//! Compare mode: the current design is A, a copy is B (analysed in its own worker), and the
//! page shows where their reports differ and their charts side by side. The editors change A
//! or B ("Editing: A | B"); B's name, template and regions can also be typed here. Leaving
//! keeps A or B.
//!
//! B's state is an [`AppState`] of its own, held by the App next to A's ([`use_compare`]) and
//! driven by the same reducer, so B's edits, revisions and worker answers follow exactly the
//! rules A's do.

mod growth;
mod side;
mod table;
#[cfg(test)]
mod zh_tests;

pub use side::{follow_link, use_compare, EditingSwitch};

use crate::components::heatmap::Heatmap;
use crate::components::regions_chart::RegionsChart;
use crate::components::splits::read_regions;
use crate::hooks::{use_typed_commit, Draft};
use crate::i18n::texts::compare as text;
use crate::i18n::texts::splits as splits_text;
use crate::i18n::{t, use_lang, Message};
use crate::state::{Action, Analysis, AppState};
use rowkey_core::analyze::Report;
use rowkey_core::compare::{compare, compare_growth_outcomes};
use rowkey_core::design::{Design, SplitAlgorithm};
use rowkey_core::i18n::Arg;
use std::rc::Rc;
use table::DifferencesTable;
use yew::prelude::*;

/// Props of [`CompareButton`].
#[derive(Properties, PartialEq, Clone)]
pub struct CompareButtonProps {
    /// Enter compare mode.
    pub on_open: Callback<()>,
}

/// The button that enters compare mode.
#[component]
pub fn CompareButton(props: &CompareButtonProps) -> Html {
    let lang = use_lang();
    let on_open = props.on_open.reform(|_: MouseEvent| ());
    html! {
        <div class="compare-open">
            <button type="button" data-testid="compare-open" title={t(lang, text::OPEN_TITLE)}
                onclick={on_open}>{ t(lang, text::OPEN) }</button>
        </div>
    }
}

/// Props of [`CompareView`].
#[derive(Properties, PartialEq, Clone)]
pub struct CompareViewProps {
    /// A's latest report.
    pub a_report: Option<Rc<Report>>,
    /// Is A's report for its current revision?
    pub a_current: bool,
    /// Is A's report the interim one (its counts: no lints or queries' scans yet)?
    #[prop_or_default]
    pub a_interim: bool,
    /// A's design (for the growth simulation).
    pub a: Design,
    /// A's revision.
    pub a_revision: u64,
    /// B's state (the App holds it: see [`use_compare`]).
    pub b: UseReducerHandle<AppState>,
    /// Leave compare mode: `None` keeps A, `Some(b)` keeps B.
    pub on_leave: Callback<Option<Design>>,
    /// A's "switch to auto splits" (from A's chart).
    pub on_a_auto: Callback<()>,
}

/// Compare mode.
#[component]
pub fn CompareView(props: &CompareViewProps) -> Html {
    let lang = use_lang();
    let b = &props.b;
    {
        // B follows the page's language as A does, so the two sides and their differences
        // speak one language (each report renders its messages in it; nothing is re-made).
        let (d, b_lang) = (b.dispatcher(), b.lang);
        use_effect_with(lang, move |lang| {
            if b_lang != *lang {
                d.dispatch(Action::SetLang(*lang));
            }
        });
    }
    let b_report = b.latest_report().cloned();
    let b_current = b.report.as_ref().is_some_and(|(r, _)| *r == b.revision);
    // The growth outcome, once simulated, follows the reports' differences, as in `rowkey
    // compare --rows`.
    let growth_run = use_state(|| None::<Rc<growth::GrowthRun>>);
    // Interim reports (counts only) are drawn, but compared once whole: their lints and
    // queries' scans are still being made.
    let whole = !props.a_interim && !b.report_interim;
    let comparison = match (&props.a_report, &b_report) {
        (Some(a), Some(br)) if whole => {
            let mut c = compare(a, br);
            if let Some(run) = &*growth_run {
                c.differences
                    .extend(compare_growth_outcomes(&run.a, &run.b));
            }
            Some(Rc::new(c))
        }
        _ => None,
    };
    let on_growth = {
        let growth_run = growth_run.clone();
        Callback::from(move |run| growth_run.set(run))
    };
    let d = b.dispatcher();
    let on_template = {
        let d = d.clone();
        Callback::from(move |e: InputEvent| {
            let el: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            d.dispatch(Action::SetTemplate(el.value()));
        })
    };
    let on_name = {
        let d = d.clone();
        Callback::from(move |e: InputEvent| {
            let el: web_sys::HtmlInputElement = e.target_unchecked_into();
            d.dispatch(Action::SetName(el.value()));
        })
    };
    // B's region count follows the main Regions box's rule: read when typing pauses (or on
    // Enter / blur), a value out of range refused with the same reason, B kept at its count.
    let b_regions = {
        let d = d.clone();
        let splits = b.design.splits.clone();
        use_typed_commit(
            b.design.splits.regions.to_string().into(),
            Callback::from(move |(typed, draft): (String, Draft)| {
                if let Ok(n) = read_regions(&typed, lang) {
                    draft.sent(n.to_string());
                    if n != splits.regions {
                        let mut s = splits.clone();
                        s.regions = n;
                        d.dispatch(Action::SetSplits(s));
                    }
                }
            }),
        )
    };
    let b_regions_problem = b_regions
        .draft()
        .typed()
        .filter(|_| !b_regions.is_waiting())
        .and_then(|typed| read_regions(&typed, lang).err())
        .map(|why| {
            Message::new(splits_text::STILL_USING)
                .arg("why", why)
                .arg("regions", Arg::Int(b.design.splits.regions.into()))
                .render(lang)
        });
    let on_b_auto = {
        let d = d.clone();
        let splits = b.design.splits.clone();
        Callback::from(move |_| {
            let mut s = splits.clone();
            s.algorithm = SplitAlgorithm::Auto;
            d.dispatch(Action::SetSplits(s));
        })
    };
    let keep_a = props.on_leave.reform(|_: MouseEvent| None);
    let keep_b = {
        let design = b.design.clone();
        props
            .on_leave
            .reform(move |_: MouseEvent| Some(design.clone()))
    };
    let b_errors = b.errors();
    let b_status = match &b.analysis {
        Analysis::Idle => "idle",
        Analysis::Running { .. } => "running",
        Analysis::Failed(_) => "failed",
        Analysis::Crashed(_) => "crashed",
        Analysis::Cancelled => "cancelled",
    };
    let b_failure = match &b.analysis {
        Analysis::Failed(why) | Analysis::Crashed(why) => {
            Some(Message::new(text::B_FAILED).arg("error", why).render(lang))
        }
        _ => None,
    };
    let both_current = props.a_current && b_current && whole;
    html! {
        <section class="panel compare" data-testid="compare" data-b-analysis={b_status}
            data-b-revision={b.revision.to_string()}
            data-current={both_current.to_string()} aria-labelledby="compare-title">
            <div class="compare-head">
                <h2 id="compare-title">{ t(lang, text::TITLE) }</h2>
                <button type="button" data-testid="compare-keep-a" onclick={keep_a}>{ t(lang, text::KEEP_A) }</button>
                <button type="button" data-testid="compare-keep-b" onclick={keep_b}>{ t(lang, text::KEEP_B) }</button>
            </div>
            <p class="muted">{ t(lang, text::INTRO) }</p>
            <div class="compare-b-editor">
                <label for="compare-b-name">{ t(lang, text::B_NAME) }</label>
                <input id="compare-b-name" data-testid="compare-b-name" type="text"
                    value={b.design.name.clone()} oninput={on_name} />
                <label for="compare-b-template">{ t(lang, text::B_TEMPLATE) }</label>
                <textarea id="compare-b-template" data-testid="compare-b-template" class="mono"
                    rows="2" spellcheck="false" value={b.design.template.clone()}
                    oninput={on_template} />
                <label for="compare-b-regions">{ t(lang, text::B_REGIONS) }</label>
                <input id="compare-b-regions" data-testid="compare-b-regions" type="text"
                    inputmode="numeric" spellcheck="false" autocomplete="off"
                    value={b_regions.draft().value()} oninput={b_regions.oninput()}
                    onkeydown={b_regions.onkeydown()} onblur={b_regions.onblur()}
                    aria-invalid={b_regions_problem.is_some().to_string()}
                    aria-describedby={b_regions_problem.is_some().then_some("compare-b-regions-error")} />
                if let Some(why) = b_regions_problem {
                    <div id="compare-b-regions-error" class="field-msg error-text" role="alert"
                        data-testid="compare-b-regions-error">{ why }</div>
                }
                <ul class="tpl-errors" data-testid="compare-b-errors" aria-live="polite">
                    { for b_errors.iter().map(|e| html! { <li class="error-text">{ e.to_string() }</li> }) }
                </ul>
                if let Some(why) = b_failure {
                    <p class="error-text" role="alert" data-testid="compare-b-failed">{ why }</p>
                }
            </div>
            {
                match comparison {
                    Some(c) => html! {
                        <>
                            if !both_current {
                                <p class="stale-note muted" role="status">{ t(lang, text::STALE) }</p>
                            }
                            <DifferencesTable comparison={c} />
                        </>
                    },
                    None => html! { <p class="muted" role="status" data-testid="compare-waiting">{ t(lang, text::WAITING) }</p> },
                }
            }
            <growth::GrowthSettings a={props.a.clone()} a_revision={props.a_revision}
                b={b.design.clone()} b_revision={b.revision} run={(*growth_run).clone()}
                on_run={on_growth} />
            <div class="compare-charts">
                <div class="compare-side" data-testid="compare-a">
                    <h3>{ "A" }</h3>
                    <RegionsChart report={props.a_report.clone()} on_auto={props.on_a_auto.clone()} compact=true side="a" />
                    <Heatmap report={props.a_report.clone()} compact=true side="a" />
                </div>
                <div class="compare-side" data-testid="compare-b">
                    <h3>{ "B" }</h3>
                    <RegionsChart report={b_report.clone()} on_auto={on_b_auto} compact=true side="b" />
                    <Heatmap report={b_report} compact=true side="b" />
                </div>
            </div>
        </section>
    }
}
