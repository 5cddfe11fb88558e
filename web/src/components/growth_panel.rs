//! Growth: the table written day after day while HBase's split policy splits its regions, run
//! in the analysis worker (`worker_simulate`). Shows the region count over time, the regions
//! after growth with their sizes, and where the writes land at the end, so a partition prefix
//! that collapses onto one region per partition shows next to a hashed prefix that stays spread.

use rowkey_core::design::sizing::parse_count;
use rowkey_core::design::Design;
use rowkey_core::format::grouped;
use rowkey_core::simulate::{parse_size, policy::Policy};
use serde_json::Value;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    HtmlInputElement, HtmlSelectElement, MessageEvent, Worker, WorkerOptions, WorkerType,
};
use yew::prelude::*;

/// Every user-visible string of the panel, in one place (for the translation of issue 14).
pub(crate) mod text {
    pub const TITLE: &str = "Growth";
    pub const NOTE: &str = "the table growing through HBase's split policy";
    pub const ROWS_PER_DAY: &str = "Rows per day";
    pub const ROW_BYTES: &str = "Bytes per row";
    pub const DAYS: &str = "Days";
    pub const POLICY: &str = "Split policy";
    pub const SERVERS: &str = "Region servers";
    pub const RUN: &str = "Simulate growth";
    pub const CANCEL: &str = "Cancel";
    pub const RUNNING: &str = "Simulating…";
    pub const CHART: &str = "Regions over time (light: all regions, dark: regions taking writes)";
    pub const FINAL: &str = "Regions after growth: size, and the writes of the last day(s)";
    pub const MORE: &str = "more regions (the CLI's --format json lists all)";
    pub const APPROX: &str = "Approximations";
    pub const BAD_ROWS: &str = "Rows per day: ";
    pub const BAD_BYTES: &str = "Bytes per row: ";
    pub const BAD_DAYS: &str = "Days: ";
    pub const BAD_SERVERS: &str = "Region servers: ";
    pub const WORKER: &str = "cannot start the worker: ";

    /// What a policy does, naming its HBase class.
    pub fn policy(p: super::Policy) -> &'static str {
        match p {
            super::Policy::Stepping => "SteppingSplitPolicy (HBase 2.x's default): a region splits at 2 × the flush size (256 MB) while the table has one region on its server, then at the max filesize (10 GB).",
            super::Policy::Increasing => "IncreasingToUpperBoundRegionSplitPolicy (the default before 2.0): splits at min(10 GB, 256 MB × R³), R being the table's regions on the server.",
            super::Policy::Constant => "ConstantSizeRegionSplitPolicy: a region splits when it passes the max filesize (hbase.hregion.max.filesize, 10 GB).",
            super::Policy::Disabled => "DisabledRegionSplitPolicy: regions never split; only the pre-split regions take the data.",
        }
    }

    pub fn hot(hot: u64, regions: usize, busiest: f64) -> String {
        format!(
            "At the end, writes land on {hot} of {regions} regions (the busiest takes {:.1} %).",
            busiest * 100.0
        )
    }

    pub fn summary(rows: u64, bytes: &str, splits: usize, from: u64, to: usize) -> String {
        format!(
            "{} rows, {bytes}: {splits} splits, {from} → {to} regions.",
            rowkey_core::format::grouped(rows)
        )
    }

    pub fn progress(pct: f64) -> String {
        format!("{pct:.0} %")
    }
}

/// Sampled keys the panel's runs use: enough for the shape, quick in a browser tab.
const SAMPLE: u64 = 200_000;
/// The most timeline windows (one a day up to this many days).
const MAX_WINDOWS: u64 = 60;
/// Regions listed before the rest are summarised.
const SHOWN: usize = 80;

/// Props of [`GrowthPanel`].
#[derive(Properties, PartialEq)]
pub struct GrowthPanelProps {
    /// The design to grow.
    pub design: Design,
}

/// A running simulation: its worker and the handler it keeps alive.
struct Job {
    worker: Worker,
    _on_message: Closure<dyn FnMut(JsValue)>,
}

#[derive(Clone, PartialEq)]
enum Outcome {
    Report(Rc<Value>),
    Error(String),
}

fn field(v: &JsValue, k: &str) -> JsValue {
    js_sys::Reflect::get(v, &JsValue::from_str(k)).unwrap_or(JsValue::UNDEFINED)
}

fn size(bytes: u64) -> String {
    const UNITS: [&str; 6] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
    let (mut v, mut u) = (bytes as f64, 0);
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{bytes} B")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

fn input_value(r: &NodeRef) -> String {
    r.cast::<HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default()
}

/// The options JSON from the boxes, or what is wrong with one of them.
pub(crate) fn options(
    rows_day: &str,
    bytes: &str,
    days: &str,
    servers: &str,
    policy: Policy,
) -> Result<String, String> {
    let rows_day = parse_count(rows_day).map_err(|e| format!("{}{e}", text::BAD_ROWS))?;
    let row_bytes = parse_size(bytes).map_err(|e| format!("{}{e}", text::BAD_BYTES))?;
    let days = parse_count(days).map_err(|e| format!("{}{e}", text::BAD_DAYS))?;
    let servers = parse_count(servers).map_err(|e| format!("{}{e}", text::BAD_SERVERS))?;
    let rows = rows_day.checked_mul(days).ok_or_else(|| {
        format!(
            "{}{rows_day} × {days} days is too many rows",
            text::BAD_ROWS
        )
    })?;
    Ok(serde_json::json!({
        "rows": rows,
        "row_bytes": row_bytes,
        "policy": policy.name(),
        "servers": servers,
        "sample": SAMPLE,
        "windows": days.clamp(1, MAX_WINDOWS),
    })
    .to_string())
}

fn chart(r: &Value) -> Html {
    let timeline = r["timeline"].as_array().cloned().unwrap_or_default();
    let max = timeline
        .iter()
        .filter_map(|w| w["regions"].as_u64())
        .max()
        .unwrap_or(1)
        .max(1) as f64;
    let n = timeline.len().max(1) as f64;
    let (w, h) = (600.0, 140.0);
    let bar = w / n;
    html! {
        <figure class="growth-chart">
            <figcaption class="muted">{ text::CHART }</figcaption>
            <svg data-testid="growth-chart" viewBox={format!("0 0 {w} {}", h + 14.0)} width="100%" role="img"
                aria-label={text::CHART}>
                { for timeline.iter().enumerate().map(|(i, win)| {
                    let regions = win["regions"].as_u64().unwrap_or(0);
                    let hot = win["hot_regions"].as_u64().unwrap_or(0);
                    let rh = regions as f64 / max * h;
                    let hh = hot as f64 / max * h;
                    let x = i as f64 * bar;
                    html! {
                        <g data-testid="growth-window" data-regions={regions.to_string()} data-hot={hot.to_string()}>
                            <title>{ format!("{}: {regions} regions, {hot} taking writes", grouped(win["rows_written"].as_u64().unwrap_or(0))) }</title>
                            <rect x={format!("{:.1}", x + 1.0)} y={format!("{:.1}", h - rh)} width={format!("{:.1}", (bar - 2.0).max(1.0))} height={format!("{rh:.1}")} fill="#9ec5fe" />
                            <rect x={format!("{:.1}", x + 1.0)} y={format!("{:.1}", h - hh)} width={format!("{:.1}", (bar - 2.0).max(1.0))} height={format!("{hh:.1}")} fill="#0b5ed7" />
                        </g>
                    }
                }) }
                <text x="0" y={format!("{}", h + 12.0)} font-size="10">{ "0" }</text>
                <text x={format!("{}", w)} y={format!("{}", h + 12.0)} font-size="10" text-anchor="end">{ format!("max {max} regions") }</text>
            </svg>
        </figure>
    }
}

fn regions(r: &Value) -> Html {
    let list = r["final_regions"].as_array().cloned().unwrap_or_default();
    let biggest = list
        .iter()
        .filter_map(|x| x["bytes"].as_u64())
        .max()
        .unwrap_or(1)
        .max(1) as f64;
    html! {
        <div class="growth-regions">
            <p class="muted">{ text::FINAL }</p>
            <ol data-testid="growth-regions" class="mono" style="list-style:none;padding:0;margin:0;font-size:11px">
                { for list.iter().take(SHOWN).map(|x| {
                    let bytes = x["bytes"].as_u64().unwrap_or(0);
                    let writes = x["writes_last_window"].as_u64().unwrap_or(0);
                    let hot = writes > 0;
                    let start = x["start"].as_str().unwrap_or("");
                    html! {
                        <li data-testid="growth-region" data-hot={hot.to_string()}
                            style="display:grid;grid-template-columns:14em 1fr 6em 8em;gap:4px;align-items:center">
                            <span style="overflow:hidden;text-overflow:ellipsis;white-space:nowrap" title={start.to_owned()}>
                                { if start.is_empty() { "(start)" } else { start } }
                            </span>
                            <span style="background:#e9ecef;height:8px;display:block">
                                <span style={format!("display:block;height:8px;width:{:.1}%;background:{}", bytes as f64 / biggest * 100.0, if hot { "#d63384" } else { "#6c757d" })}></span>
                            </span>
                            <span>{ size(bytes) }</span>
                            <span>{ if hot { format!("✎ {}", grouped(writes)) } else { String::new() } }</span>
                        </li>
                    }
                }) }
            </ol>
            if list.len() > SHOWN {
                <p class="muted">{ format!("… {} {}", list.len() - SHOWN, text::MORE) }</p>
            }
        </div>
    }
}

fn result(r: &Value) -> Html {
    let final_regions = r["final_regions"].as_array().map_or(0, Vec::len);
    let hot = r["hot_regions_last_window"].as_u64().unwrap_or(0);
    let busiest = r["busiest_share_last_window"].as_f64().unwrap_or(0.0);
    let survives = r["verdict"]["survives"].as_bool().unwrap_or(false);
    let approximations = r["approximations"].as_array().cloned().unwrap_or_default();
    html! {
        <div data-testid="growth-result">
            <p data-testid="growth-summary">{ text::summary(
                r["rows"].as_u64().unwrap_or(0),
                &size(r["total_bytes"].as_u64().unwrap_or(0)),
                r["splits"].as_array().map_or(0, Vec::len),
                r["initial_regions"].as_u64().unwrap_or(0),
                final_regions,
            ) }</p>
            { chart(r) }
            <p data-testid="growth-hot" data-hot={hot.to_string()} data-regions={final_regions.to_string()}>
                <strong>{ text::hot(hot, final_regions, busiest) }</strong>
            </p>
            <p data-testid="growth-verdict" data-survives={survives.to_string()}
                class={if survives { "ok-text" } else { "error-text" }}>
                { r["verdict"]["summary"].as_str().unwrap_or("") }
            </p>
            { regions(r) }
            <details>
                <summary>{ text::APPROX }</summary>
                <ul>{ for approximations.iter().map(|a| html! { <li>{ a.as_str().unwrap_or("") }</li> }) }</ul>
            </details>
        </div>
    }
}

/// The Growth panel.
#[component]
pub fn GrowthPanel(props: &GrowthPanelProps) -> Html {
    let rows_ref = use_node_ref();
    let bytes_ref = use_node_ref();
    let days_ref = use_node_ref();
    let servers_ref = use_node_ref();
    let policy = use_state(|| Policy::Stepping);
    let progress = use_state(|| None::<f64>);
    let outcome = use_state(|| None::<Outcome>);
    let job = use_mut_ref(|| None::<Job>);

    let stop = {
        let job = job.clone();
        move || {
            if let Some(j) = job.borrow_mut().take() {
                j.worker.terminate();
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
            let opts = match options(
                &input_value(&rows_ref),
                &input_value(&bytes_ref),
                &input_value(&days_ref),
                &input_value(&servers_ref),
                *policy,
            ) {
                Ok(o) => o,
                Err(e) => {
                    outcome.set(Some(Outcome::Error(e)));
                    return;
                }
            };
            let wopts = WorkerOptions::new();
            wopts.set_type(WorkerType::Module);
            let worker = match Worker::new_with_options("./worker.js", &wopts) {
                Ok(w) => w,
                Err(e) => {
                    outcome.set(Some(Outcome::Error(format!("{}{e:?}", text::WORKER))));
                    return;
                }
            };
            let (progress2, outcome2, job2) = (progress.clone(), outcome.clone(), job.clone());
            let on_message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
                let Ok(e) = e.dyn_into::<MessageEvent>() else {
                    return;
                };
                let data = e.data();
                let finish = |o: Outcome| {
                    if let Some(j) = job2.borrow_mut().take() {
                        j.worker.terminate();
                    }
                    progress2.set(None);
                    outcome2.set(Some(o));
                };
                match field(&data, "type").as_string().as_deref() {
                    Some("progress") => {
                        let done = field(&data, "done").as_f64().unwrap_or(0.0);
                        let total = field(&data, "total").as_f64().unwrap_or(1.0).max(1.0);
                        progress2.set(Some(done / total));
                    }
                    Some("result") => {
                        let report = field(&data, "report").as_string().unwrap_or_default();
                        match serde_json::from_str::<Value>(&report) {
                            Ok(v) => finish(Outcome::Report(Rc::new(v))),
                            Err(e) => finish(Outcome::Error(e.to_string())),
                        }
                    }
                    _ => finish(Outcome::Error(
                        field(&data, "message")
                            .as_string()
                            .unwrap_or_else(|| "the simulation failed".into()),
                    )),
                }
            });
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            let msg = js_sys::Object::new();
            let set = |k: &str, v: JsValue| {
                let _ = js_sys::Reflect::set(&msg, &JsValue::from_str(k), &v);
            };
            set("id", JsValue::from_f64(1.0));
            set("kind", JsValue::from_str("simulate"));
            set(
                "design",
                JsValue::from_str(&crate::state::analysable(&design).to_json()),
            );
            set("options", JsValue::from_str(&opts));
            if let Err(e) = worker.post_message(&msg) {
                worker.terminate();
                outcome.set(Some(Outcome::Error(format!("{}{e:?}", text::WORKER))));
                return;
            }
            *job.borrow_mut() = Some(Job {
                worker,
                _on_message: on_message,
            });
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
    let boxes: [(&str, &str, &NodeRef, &str); 4] = [
        ("growth-rows", text::ROWS_PER_DAY, &rows_ref, "1,000,000"),
        ("growth-row-bytes", text::ROW_BYTES, &bytes_ref, "1000"),
        ("growth-days", text::DAYS, &days_ref, "200"),
        ("growth-servers", text::SERVERS, &servers_ref, "1"),
    ];
    html! {
        <section class="panel growth" aria-labelledby="growth-title" data-testid="growth-panel">
            <h2 id="growth-title">{ text::TITLE }<span class="muted head-note">{ text::NOTE }</span></h2>
            <div class="sizing-inputs">
                { for boxes.iter().map(|(id, label, r, default)| html! {
                    <div class="field">
                        <label for={*id}>{ *label }</label>
                        <input id={*id} data-testid={*id} type="text" inputmode="decimal" class="mono"
                            spellcheck="false" autocomplete="off" ref={(*r).clone()} value={*default} />
                    </div>
                }) }
                <div class="field">
                    <label for="growth-policy">{ text::POLICY }</label>
                    <select id="growth-policy" data-testid="growth-policy" onchange={on_policy}>
                        { for Policy::ALL.into_iter().map(|p| html! {
                            <option value={p.name()} selected={p == *policy}>{ p.name() }</option>
                        }) }
                    </select>
                </div>
            </div>
            <p class="muted" data-testid="growth-policy-note">{ text::policy(*policy) }</p>
            <div class="actions">
                <button type="button" data-testid="growth-run" onclick={run} disabled={progress.is_some()}>{ text::RUN }</button>
                if let Some(p) = *progress {
                    <span data-testid="growth-progress" role="status">{ format!("{} {}", text::RUNNING, text::progress(p * 100.0)) }</span>
                    <button type="button" data-testid="growth-cancel" onclick={cancel}>{ text::CANCEL }</button>
                }
            </div>
            { match &*outcome {
                Some(Outcome::Report(r)) => result(r),
                Some(Outcome::Error(e)) => html! { <p class="error-text" role="alert" data-testid="growth-error">{ e.clone() }</p> },
                None => html! {},
            } }
        </section>
    }
}
