//! Growth: the table written day after day while HBase's split policy splits its regions, run
//! in the analysis worker (`worker_simulate`). Shows the region count over time, the regions
//! after growth with their sizes, and where the writes land at the end, so a partition prefix
//! that collapses onto one region per partition shows next to a hashed prefix that stays spread.

use crate::components::number_box::NumberBox;
use crate::format::fmt_binary_short as size;
use crate::i18n::texts::growth_panel as text;
use crate::i18n::{t, use_lang, Entry, Lang, Message};
use crate::services::analysis::{growth_report, simulate_job, AnalysisClient, WorkerEvent};
use rowkey_core::design::sizing::parse_count;
use rowkey_core::design::Design;
use rowkey_core::i18n::Arg;
use rowkey_core::simulate::{parse_size, policy::Policy, GrowthReport, SimulateOptions};
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// What a policy does, naming its HBase class.
pub(crate) fn policy_note(lang: Lang, p: Policy) -> String {
    t(
        lang,
        match p {
            Policy::Stepping => text::POLICY_STEPPING,
            Policy::Increasing => text::POLICY_INCREASING,
            Policy::Constant => text::POLICY_CONSTANT,
            Policy::Disabled => text::POLICY_DISABLED,
        },
    )
}

/// Sampled keys the panel's runs use: enough for the shape, quick in a browser tab.
const SAMPLE: u64 = 200_000;
/// The most timeline windows (one a day up to this many days).
const MAX_WINDOWS: u64 = 60;
/// Regions listed before the rest are summarised.
const SHOWN: usize = 80;

/// Props of [`GrowthPanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct GrowthPanelProps {
    /// The design to grow.
    pub design: Design,
}

#[derive(Clone, PartialEq)]
enum Outcome {
    Report(Rc<GrowthReport>),
    Error(String),
    /// Settings that do not parse: their message is said in the page's language at each render,
    /// so a language switch translates it too.
    Invalid(Typed),
}

/// The growth settings as the user typed them.
#[derive(Clone, PartialEq, Debug)]
pub(crate) struct Typed {
    rows_day: String,
    bytes: String,
    days: String,
    servers: String,
    policy: Policy,
}

impl Typed {
    /// The settings typed into the boxes.
    pub(crate) fn new(
        rows_day: String,
        bytes: String,
        days: String,
        servers: String,
        policy: Policy,
    ) -> Self {
        Typed {
            rows_day,
            bytes,
            days,
            servers,
            policy,
        }
    }

    /// The simulation's options, or what is wrong with the settings, in `lang`.
    pub(crate) fn options(&self, lang: Lang) -> Result<SimulateOptions, String> {
        options(
            &self.rows_day,
            &self.bytes,
            &self.days,
            &self.servers,
            self.policy,
            lang,
        )
    }
}

fn input_value(r: &NodeRef) -> String {
    r.cast::<HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default()
}

/// The simulation's options from the boxes, or what is wrong with one of them.
pub(crate) fn options(
    rows_day: &str,
    bytes: &str,
    days: &str,
    servers: &str,
    policy: Policy,
    lang: Lang,
) -> Result<SimulateOptions, String> {
    let bad =
        |entry: &'static Entry| move |e: String| Message::new(entry).arg("error", e).render(lang);
    let rows_day = parse_count(rows_day).map_err(|e| bad(text::BAD_ROWS)(e.to_string()))?;
    let row_bytes = parse_size(bytes).map_err(|e| bad(text::BAD_BYTES)(e.to_string()))?;
    let days = parse_count(days).map_err(|e| bad(text::BAD_DAYS)(e.to_string()))?;
    let servers = parse_count(servers).map_err(|e| bad(text::BAD_SERVERS)(e.to_string()))?;
    let rows = rows_day.checked_mul(days).ok_or_else(|| {
        Message::new(text::TOO_MANY_ROWS)
            .arg("rows", Arg::Int(rows_day.into()))
            .arg("days", Arg::Int(days.into()))
            .render(lang)
    })?;
    Ok(SimulateOptions {
        rows,
        row_bytes,
        policy,
        // More servers than a u32 holds are refused by the simulation's own check, as any
        // count over its limit.
        servers: u32::try_from(servers).unwrap_or(u32::MAX),
        sample: SAMPLE,
        windows: days.clamp(1, MAX_WINDOWS) as u32,
        ..SimulateOptions::default()
    })
}

fn chart(r: &GrowthReport, lang: Lang) -> Html {
    let timeline = &r.timeline;
    let max = timeline.iter().map(|w| w.regions).max().unwrap_or(1).max(1) as f64;
    let n = timeline.len().max(1) as f64;
    let (w, h) = (600.0, 140.0);
    let bar = w / n;
    html! {
        <figure class="growth-chart">
            <figcaption class="muted">{ t(lang, text::CHART) }</figcaption>
            <svg data-testid="growth-chart" viewBox={format!("0 0 {w} {}", h + 14.0)} width="100%" role="img"
                aria-label={t(lang, text::CHART)}>
                { for timeline.iter().enumerate().map(|(i, win)| {
                    let (regions, hot) = (win.regions as u64, win.hot_regions as u64);
                    let rh = regions as f64 / max * h;
                    let hh = hot as f64 / max * h;
                    let x = i as f64 * bar;
                    html! {
                        <g data-testid="growth-window" data-regions={regions.to_string()} data-hot={hot.to_string()}>
                            <title>{ Message::new(text::WINDOW)
                                .arg("rows", win.rows_written)
                                .arg("regions", Arg::Int(regions.into()))
                                .arg("hot", Arg::Int(hot.into()))
                                .render(lang) }</title>
                            <rect x={format!("{:.1}", x + 1.0)} y={format!("{:.1}", h - rh)} width={format!("{:.1}", (bar - 2.0).max(1.0))} height={format!("{rh:.1}")} fill="#9ec5fe" />
                            <rect x={format!("{:.1}", x + 1.0)} y={format!("{:.1}", h - hh)} width={format!("{:.1}", (bar - 2.0).max(1.0))} height={format!("{hh:.1}")} fill="#0b5ed7" />
                        </g>
                    }
                }) }
                <text x="0" y={format!("{}", h + 12.0)} font-size="10">{ "0" }</text>
                <text x={format!("{}", w)} y={format!("{}", h + 12.0)} font-size="10" text-anchor="end">{ Message::new(text::MAX_REGIONS).arg("max", format!("{max}")).render(lang) }</text>
            </svg>
        </figure>
    }
}

fn regions(r: &GrowthReport, lang: Lang) -> Html {
    let list = &r.final_regions;
    let biggest = list.iter().map(|x| x.bytes).max().unwrap_or(1).max(1) as f64;
    html! {
        <div class="growth-regions">
            <p class="muted">{ t(lang, text::FINAL) }</p>
            <ol data-testid="growth-regions" class="mono" style="list-style:none;padding:0;margin:0;font-size:11px">
                { for list.iter().take(SHOWN).map(|x| {
                    let (bytes, writes) = (x.bytes, x.writes_last_window);
                    let hot = writes > 0;
                    let start = x.start.as_str();
                    html! {
                        <li data-testid="growth-region" data-hot={hot.to_string()}
                            style="display:grid;grid-template-columns:14em 1fr 6em 8em;gap:4px;align-items:center">
                            <span style="overflow:hidden;text-overflow:ellipsis;white-space:nowrap" title={start.to_owned()}>
                                { if start.is_empty() { t(lang, text::START) } else { start.to_owned() } }
                            </span>
                            <span style="background:#e9ecef;height:8px;display:block">
                                <span style={format!("display:block;height:8px;width:{:.1}%;background:{}", bytes as f64 / biggest * 100.0, if hot { "#d63384" } else { "#6c757d" })}></span>
                            </span>
                            <span>{ size(bytes) }</span>
                            <span>{ if hot { format!("✎ {}", Message::render_arg(&Arg::Count(writes), lang)) } else { String::new() } }</span>
                        </li>
                    }
                }) }
            </ol>
            if list.len() > SHOWN {
                <p class="muted">{ Message::new(text::MORE).arg("n", Arg::Int((list.len() - SHOWN) as i128)).render(lang) }</p>
            }
        </div>
    }
}

/// The `rowkey simulate` command that runs what the panel ran.
fn cli_command(r: &GrowthReport) -> String {
    format!(
        "rowkey simulate design.json --rows {} --row-bytes {} --policy {} --servers {} --sample {} --windows {}",
        r.rows,
        r.row_bytes,
        r.policy.name,
        r.servers,
        r.sample,
        r.timeline.len(),
    )
}

fn result(r: &GrowthReport, lang: Lang) -> Html {
    let final_regions = r.final_regions.len();
    let reach = &r.end_reach;
    let hot = reach.reached as u64;
    let busiest = reach.busiest_share;
    let survives = r.verdict.survives;
    html! {
        <div data-testid="growth-result">
            <p data-testid="growth-summary">{ Message::new(text::SUMMARY)
                .arg("rows", r.rows)
                .arg("bytes", size(r.total_bytes))
                .arg("splits", Arg::Int(r.splits.len() as i128))
                .arg("from", Arg::Int(r.initial_regions as i128))
                .arg("to", Arg::Int(final_regions as i128))
                .render(lang) }</p>
            { chart(r, lang) }
            <p data-testid="growth-hot" data-hot={hot.to_string()} data-regions={final_regions.to_string()}>
                <strong>{ Message::new(text::HOT)
                    .arg("writes", Arg::Count(reach.writes))
                    .arg("hot", Arg::Int(hot.into()))
                    .arg("regions", Arg::Int(final_regions as i128))
                    .arg("even", format!("{:.0}", reach.even))
                    .arg("busiest", format!("{:.1}", busiest * 100.0))
                    .render(lang) }</strong>
            </p>
            <p data-testid="growth-verdict" data-survives={survives.to_string()}
                class={if survives { "ok-text" } else { "error-text" }}>
                { r.verdict.summary.render(lang) }
            </p>
            { regions(r, lang) }
            <p class="muted" data-testid="growth-cli">{ Message::new(text::CLI_SAME)
                .arg("sample", Arg::Count(r.sample))
                .arg("windows", Arg::Int(r.timeline.len() as i128))
                .render(lang) }{ " " }<code>{ cli_command(r) }</code></p>
            <details>
                <summary>{ t(lang, text::APPROX) }</summary>
                <ul>{ for r.approximations.iter().map(|a| html! { <li>{ a.render(lang) }</li> }) }</ul>
            </details>
        </div>
    }
}

/// The Growth panel.
#[component]
pub fn GrowthPanel(props: &GrowthPanelProps) -> Html {
    let lang = use_lang();
    let rows_ref = use_node_ref();
    let bytes_ref = use_node_ref();
    let days_ref = use_node_ref();
    let servers_ref = use_node_ref();
    let policy = use_state(|| Policy::Stepping);
    let progress = use_state(|| None::<f64>);
    let outcome = use_state(|| None::<Outcome>);
    // The running simulation's worker client: one per run, gone when the run ends.
    let job = use_mut_ref(|| None::<AnalysisClient>);

    let stop = {
        let job = job.clone();
        move || {
            if let Some(client) = job.borrow_mut().take() {
                let _ = client.cancel();
            }
        }
    };
    {
        // The worker goes with the panel.
        let stop = stop.clone();
        use_effect_with((), move |_| move || stop());
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
        let (rows_ref, bytes_ref, days_ref, servers_ref) = (
            rows_ref.clone(),
            bytes_ref.clone(),
            days_ref.clone(),
            servers_ref.clone(),
        );
        let (policy, progress, outcome, job) = (
            policy.clone(),
            progress.clone(),
            outcome.clone(),
            job.clone(),
        );
        let design = props.design.clone();
        let stop = stop.clone();
        Callback::from(move |_: MouseEvent| {
            stop();
            let typed = Typed::new(
                input_value(&rows_ref),
                input_value(&bytes_ref),
                input_value(&days_ref),
                input_value(&servers_ref),
                *policy,
            );
            let opts = match typed.options(lang) {
                Ok(o) => o,
                Err(_) => {
                    outcome.set(Some(Outcome::Invalid(typed)));
                    return;
                }
            };
            let (progress2, outcome2, job2) = (progress.clone(), outcome.clone(), job.clone());
            let client = AnalysisClient::separate(move |event| {
                let finish = |o: Outcome| {
                    // The worker goes once it has answered; after this handler returns, as the
                    // handler is the worker's own.
                    if let Some(client) = job2.borrow_mut().take() {
                        wasm_bindgen_futures::spawn_local(async move {
                            let _ = client.cancel();
                        });
                    }
                    progress2.set(None);
                    outcome2.set(Some(o));
                };
                match event {
                    WorkerEvent::Progress { done, total, .. } => {
                        progress2.set(Some(done as f64 / total.max(1) as f64));
                    }
                    // A simulation sends no interim report.
                    WorkerEvent::Interim { .. } => {}
                    WorkerEvent::Done { data, .. } => match growth_report(&data) {
                        Ok(r) => finish(Outcome::Report(Rc::new(r))),
                        Err(e) => finish(Outcome::Error(e)),
                    },
                    WorkerEvent::Failed { message, .. } | WorkerEvent::Crashed { message, .. } => {
                        finish(Outcome::Error(message))
                    }
                }
            });
            let json: Rc<str> = crate::state::analysable(&design).to_json().into();
            if let Err(e) = client.start_job(json, &simulate_job(&opts), None) {
                let _ = client.cancel();
                outcome.set(Some(Outcome::Error(
                    Message::new(text::WORKER).arg("error", e).render(lang),
                )));
                return;
            }
            *job.borrow_mut() = Some(client);
            progress.set(Some(0.0));
        })
    };
    let cancel = {
        let progress = progress.clone();
        let stop = stop.clone();
        Callback::from(move |_: MouseEvent| {
            stop();
            progress.set(None);
        })
    };
    let boxes: [(&str, String, &NodeRef, &str); 4] = [
        (
            "growth-rows",
            t(lang, text::ROWS_PER_DAY),
            &rows_ref,
            "1,000,000",
        ),
        (
            "growth-row-bytes",
            t(lang, text::ROW_BYTES),
            &bytes_ref,
            "1000",
        ),
        ("growth-days", t(lang, text::DAYS), &days_ref, "200"),
        ("growth-servers", t(lang, text::SERVERS), &servers_ref, "1"),
    ];
    html! {
        <section class="panel growth" aria-labelledby="growth-title" data-testid="growth-panel">
            <h2 id="growth-title">{ t(lang, text::TITLE) }<span class="muted head-note">{ t(lang, text::NOTE) }</span></h2>
            <div class="sizing-inputs">
                { for boxes.iter().map(|(id, label, r, default)| html! {
                    <div class="field">
                        <label for={*id}>{ label.clone() }</label>
                        <NumberBox id={*id} default={*default} node_ref={(*r).clone()} />
                    </div>
                }) }
                <div class="field">
                    <label for="growth-policy">{ t(lang, text::POLICY) }</label>
                    <select id="growth-policy" data-testid="growth-policy" onchange={on_policy}>
                        { for Policy::ALL.into_iter().map(|p| html! {
                            <option value={p.name()} selected={p == *policy}>{ p.name() }</option>
                        }) }
                    </select>
                </div>
            </div>
            <p class="muted" data-testid="growth-policy-note">{ policy_note(lang, *policy) }</p>
            <div class="actions">
                <button type="button" data-testid="growth-run" onclick={run} disabled={progress.is_some()}>{ t(lang, text::RUN) }</button>
                if let Some(p) = *progress {
                    <span data-testid="growth-progress" role="status">{ Message::new(text::RUNNING).arg("pct", format!("{:.0}", p * 100.0)).render(lang) }</span>
                    <button type="button" data-testid="growth-cancel" onclick={cancel}>{ t(lang, text::CANCEL) }</button>
                }
            </div>
            { match &*outcome {
                Some(Outcome::Report(r)) => result(r, lang),
                Some(Outcome::Error(e)) => html! { <p class="error-text" role="alert" data-testid="growth-error">{ e.clone() }</p> },
                Some(Outcome::Invalid(typed)) => html! {
                    <p class="error-text" role="alert" data-testid="growth-error">{ typed.options(lang).err().unwrap_or_default() }</p>
                },
                None => html! {},
            } }
        </section>
    }
}
