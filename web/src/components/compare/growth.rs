//! Compare mode's growth: the Growth panel's settings, A and B each simulated growing in a worker
//! of its own, and their outcomes (as `rowkey compare --rows` compares them) for the
//! differences table.

use crate::components::growth_panel::{policy_note, Typed};
use crate::components::number_box::NumberBox;
use crate::i18n::texts::compare as text;
use crate::i18n::texts::growth_panel as growth_text;
use crate::i18n::{t, use_lang, Lang, Message};
use crate::services::analysis::{self, AnalysisClient, WorkerEvent};
use rowkey_core::compare::GrowthOutcome;
use rowkey_core::design::Design;
use rowkey_core::i18n::Arg;
use rowkey_core::simulate::policy::Policy;
use rowkey_core::simulate::SimulateOptions;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Both outcomes of one run, with the design revisions they were simulated for.
#[derive(Clone, Debug, PartialEq)]
pub struct GrowthRun {
    /// A's and B's revisions when the run started.
    pub revisions: (u64, u64),
    /// A's outcome.
    pub a: GrowthOutcome,
    /// B's outcome.
    pub b: GrowthOutcome,
}

/// One side's answer.
type Answer = Result<GrowthOutcome, String>;

/// A run in progress: the two workers and what each answered so far.
#[derive(Default)]
struct Pending {
    a: Option<Answer>,
    b: Option<Answer>,
}

/// A side's worker: its one answer lands in `pending`, and `done` is called with both.
fn side_client(
    pending: Rc<RefCell<Pending>>,
    is_a: bool,
    done: Rc<dyn Fn(Answer, Answer)>,
) -> AnalysisClient {
    let answer = move |r: Answer| {
        let both = {
            let mut p = pending.borrow_mut();
            if is_a {
                p.a = Some(r);
            } else {
                p.b = Some(r);
            }
            match (&p.a, &p.b) {
                (Some(_), Some(_)) => p.a.take().zip(p.b.take()),
                _ => None,
            }
        };
        if let Some((a, b)) = both {
            done(a, b);
        }
    };
    AnalysisClient::separate(move |event| match event {
        WorkerEvent::Progress { .. } | WorkerEvent::Interim { .. } => {}
        WorkerEvent::Done { data, .. } => answer(
            analysis::growth_report(&data)
                .map(|r| GrowthOutcome::of(&r))
                .map_err(|e| {
                    Message::new(text::GROWTH_UNREADABLE)
                        .arg("error", e)
                        .render(rowkey_core::i18n::current_lang())
                }),
        ),
        WorkerEvent::Failed { message, .. } | WorkerEvent::Crashed { message, .. } => {
            answer(Err(message))
        }
    })
}

/// What went wrong with the last Run.
#[derive(Clone, PartialEq, Debug)]
enum Failure {
    /// Settings that do not parse, said again in the page's language at each render.
    Invalid(Typed),
    /// A side's simulation failed, or its worker could not start.
    Said(String),
}

/// Props of [`GrowthSettings`].
#[derive(Properties, PartialEq, Clone)]
pub struct GrowthSettingsProps {
    /// A's design and revision.
    pub a: Design,
    /// A's revision.
    pub a_revision: u64,
    /// B's design.
    pub b: Design,
    /// B's revision.
    pub b_revision: u64,
    /// The last run's outcomes, if any.
    pub run: Option<Rc<GrowthRun>>,
    /// A run finished (both outcomes), or a new one started (`None`).
    pub on_run: Callback<Option<Rc<GrowthRun>>>,
}

/// Why `side`'s simulation failed, in `lang`.
fn side_failed(side: &str, why: &str, lang: Lang) -> String {
    Message::new(text::GROWTH_FAILED)
        .arg("side", side)
        .arg("error", why)
        .render(lang)
}

fn input_value(r: &NodeRef) -> String {
    r.cast::<HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default()
}

/// The growth settings of compare mode: the Growth panel's rows per day, bytes per row, days
/// and policy; its Run simulates A and B at once, each in a worker of its own.
#[component]
pub fn GrowthSettings(props: &GrowthSettingsProps) -> Html {
    let lang = use_lang();
    let rows_ref = use_node_ref();
    let bytes_ref = use_node_ref();
    let days_ref = use_node_ref();
    let policy = use_state(|| Policy::Stepping);
    let running = use_state(|| false);
    let error = use_state(|| None::<Failure>);
    // The options of the last run, for the page's tests to run `rowkey compare` alike.
    let used = use_state(|| None::<SimulateOptions>);
    let clients = use_mut_ref(|| None::<(AnalysisClient, AnalysisClient)>);
    {
        // The workers go with compare mode.
        let clients = clients.clone();
        use_effect_with((), move |_| {
            move || {
                if let Some((a, b)) = clients.borrow_mut().take() {
                    let _ = a.cancel();
                    let _ = b.cancel();
                }
            }
        });
    }
    let on_policy = {
        let policy = policy.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(p) = Policy::parse(&v) {
                policy.set(p);
            }
        })
    };
    let run = {
        let (rows_ref, bytes_ref, days_ref) =
            (rows_ref.clone(), bytes_ref.clone(), days_ref.clone());
        let (policy, running, error, used, clients) = (
            policy.clone(),
            running.clone(),
            error.clone(),
            used.clone(),
            clients.clone(),
        );
        let props = props.clone();
        Callback::from(move |_: MouseEvent| {
            let typed = Typed::new(
                input_value(&rows_ref),
                input_value(&bytes_ref),
                input_value(&days_ref),
                "1".to_owned(),
                *policy,
            );
            let opts = match typed.options(lang) {
                Ok(o) => o,
                Err(_) => {
                    error.set(Some(Failure::Invalid(typed)));
                    return;
                }
            };
            error.set(None);
            props.on_run.emit(None);
            let revisions = (props.a_revision, props.b_revision);
            let done: Rc<dyn Fn(Answer, Answer)> = {
                let (running, error, on_run) =
                    (running.clone(), error.clone(), props.on_run.clone());
                Rc::new(move |a: Answer, b: Answer| {
                    running.set(false);
                    match (a, b) {
                        (Ok(a), Ok(b)) => on_run.emit(Some(Rc::new(GrowthRun { revisions, a, b }))),
                        (Err(why), _) => {
                            error.set(Some(Failure::Said(side_failed("A", &why, lang))))
                        }
                        (_, Err(why)) => {
                            error.set(Some(Failure::Said(side_failed("B", &why, lang))))
                        }
                    }
                })
            };
            let pending = Rc::new(RefCell::new(Pending::default()));
            let (ca, cb) = (
                side_client(pending.clone(), true, done.clone()),
                side_client(pending, false, done),
            );
            let job = analysis::simulate_job(&opts);
            let json = |d: &Design| -> Rc<str> { crate::state::analysable(d).to_json().into() };
            let started = ca
                .start_job(json(&props.a), &job, None)
                .and_then(|_| cb.start_job(json(&props.b), &job, None));
            if let Some((a, b)) = clients.borrow_mut().replace((ca, cb)) {
                let _ = a.cancel();
                let _ = b.cancel();
            }
            match started {
                Ok(_) => {
                    used.set(Some(opts));
                    running.set(true);
                }
                Err(why) => error.set(Some(Failure::Said(why))),
            }
        })
    };
    let boxes: [(&str, String, &NodeRef, &str); 3] = [
        (
            "compare-growth-rows",
            t(lang, growth_text::ROWS_PER_DAY),
            &rows_ref,
            "1,000,000",
        ),
        (
            "compare-growth-row-bytes",
            t(lang, growth_text::ROW_BYTES),
            &bytes_ref,
            "1000",
        ),
        (
            "compare-growth-days",
            t(lang, growth_text::DAYS),
            &days_ref,
            "200",
        ),
    ];
    let stale = props
        .run
        .as_ref()
        .is_some_and(|r| r.revisions != (props.a_revision, props.b_revision));
    let attr = |of: fn(&SimulateOptions) -> String| used.as_ref().map(of);
    let summary = props.run.as_ref().map(|r| {
        let line = |side: &str, o: &GrowthOutcome| {
            Message::new(text::GROWTH_SUMMARY)
                .arg("side", side)
                .arg("regions", o.final_regions.len().to_string())
                .arg("writes", Arg::Count(o.end_reach.writes))
                .arg("hot", o.end_reach.reached.to_string())
                .arg("even", format!("{:.0}", o.end_reach.even))
                .arg(
                    "busiest",
                    format!("{:.1}", o.end_reach.busiest_share * 100.0),
                )
                .render(lang)
        };
        html! {
            <ul class="muted" data-testid="compare-growth-summary">
                <li>{ line("A", &r.a) }</li>
                <li>{ line("B", &r.b) }</li>
            </ul>
        }
    });
    html! {
        <div class="compare-growth" data-testid="compare-growth" data-running={running.to_string()}
            data-done={props.run.is_some().to_string()} data-stale={stale.to_string()}
            data-rows={attr(|u| u.rows.to_string())} data-row-bytes={attr(|u| u.row_bytes.to_string())}
            data-policy={attr(|u| u.policy.name().to_owned())} data-servers={attr(|u| u.servers.to_string())}
            data-sample={attr(|u| u.sample.to_string())} data-windows={attr(|u| u.windows.to_string())}>
            <h3>{ t(lang, text::GROWTH_TITLE) }</h3>
            <p class="muted">{ t(lang, text::GROWTH_NOTE) }</p>
            <div class="sizing-inputs">
                { for boxes.iter().map(|(id, label, r, default)| html! {
                    <div class="field">
                        <label for={*id}>{ label.clone() }</label>
                        <NumberBox id={*id} default={*default} node_ref={(*r).clone()} />
                    </div>
                }) }
                <div class="field">
                    <label for="compare-growth-policy">{ t(lang, growth_text::POLICY) }</label>
                    <select id="compare-growth-policy" data-testid="compare-growth-policy" onchange={on_policy}>
                        { for Policy::ALL.into_iter().map(|p| html! {
                            <option value={p.name()} selected={p == *policy}>{ p.name() }</option>
                        }) }
                    </select>
                </div>
            </div>
            <p class="muted">{ policy_note(lang, *policy) }</p>
            <div class="actions">
                <button type="button" data-testid="compare-growth-run" onclick={run} disabled={*running}>{ t(lang, text::GROWTH_RUN) }</button>
                if *running {
                    <span role="status" data-testid="compare-growth-running">{ t(lang, text::GROWTH_RUNNING) }</span>
                }
            </div>
            if let Some(e) = &*error {
                <p class="error-text" role="alert" data-testid="compare-growth-error">{ match e {
                    Failure::Invalid(typed) => typed.options(lang).err().unwrap_or_default(),
                    Failure::Said(why) => why.clone(),
                } }</p>
            }
            if stale {
                <p class="muted" role="status">{ t(lang, text::GROWTH_STALE) }</p>
            }
            // A placeholder when there is no summary yet: a child that appears only after a
            // run would shift the unkeyed children Yew matches, and the boxes above would be
            // made anew with their defaults.
            if let Some(summary) = summary {
                { summary }
            }
        </div>
    }
}
