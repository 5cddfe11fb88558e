//! The analysis worker's entry points (called from `www/worker.js` in a Web Worker).
//!
//! Linked into the page's wasm (`rowkey-web` depends on this crate): the worker instantiates the
//! page's own compiled module, so the browser fetches and compiles the core once. The core's
//! hot paths stay optimised for speed (the `web` profile), the UI around them for size.
//!
//! Every entry point gives back the message `www/worker.js` posts to the page as it is (with the
//! request's `id` added): `{answer}`, the JSON text of a [`WorkerAnswer`], and beside a report's
//! answer the report itself (`report`, `compact`). A progress callback is called with such a
//! message too, and [`worker_failed`] makes the message for an error an entry point threw.

use rowkey_core::analyze::{analyze_counts, compact, AnalyzeOptions};
use rowkey_core::design::{read_document, DesignError};
use rowkey_core::i18n::catalogue::worker as W;
use rowkey_core::i18n::Message;
use rowkey_core::limits::check_sample_count;
use rowkey_core::sample::Compiled;
use rowkey_core::ErrorKind;
use rowkey_protocol::{ReportAnswer, WorkerAnswer, WorkerError};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

mod chunk;
mod keys;
mod lang;
mod pages;
mod quick;
mod shard;
pub use keys::{worker_keys_job, KeysJob};
pub use lang::{worker_lang, worker_zh_texts, worker_zh_texts_needed};
pub use pages::{worker_keys_pager, KeysPager};
pub use quick::worker_quick;
pub use shard::{worker_shard, worker_sharded_job, ShardedJob};

/// An `Error` whose message is `e`'s text and whose `error` property is `e` as JSON (a
/// [`WorkerError`]): `www/worker.js` passes it on to the page, which shows it where it is.
pub(crate) fn thrown(e: &WorkerError) -> JsValue {
    let err = js_sys::Error::new(&e.text);
    let _ = js_sys::Reflect::set(
        &err,
        &JsValue::from_str("error"),
        &JsValue::from_str(&e.to_json()),
    );
    err.into()
}

/// The message that carries `answer` (`{answer}`, its JSON text).
pub(crate) fn message(answer: &WorkerAnswer) -> js_sys::Object {
    let m = js_sys::Object::new();
    let _ = js_sys::Reflect::set(
        &m,
        &JsValue::from_str("answer"),
        &JsValue::from_str(&answer.to_json()),
    );
    m
}

/// The message for a request that failed with `err`: an `Error` an entry point threw (with the
/// [`WorkerError`] it made, when it made one: [`thrown`]) or one the worker's script threw
/// before calling in (the Chinese texts not found, say). `www/worker.js` posts it; a trap is
/// not an error (the instance is dead, and the script says so without calling in).
#[wasm_bindgen]
pub fn worker_failed(err: &JsValue) -> JsValue {
    let error = js_sys::Reflect::get(err, &JsValue::from_str("error"))
        .ok()
        .and_then(|e| e.as_string())
        .and_then(|text| WorkerError::from_json(&text).ok());
    let message_text = match err.dyn_ref::<js_sys::Error>() {
        Some(e) => String::from(e.message()),
        None => err.as_string().unwrap_or_else(|| format!("{err:?}")),
    };
    message(&WorkerAnswer::Failed {
        message: message_text,
        error,
    })
    .into()
}

/// Milliseconds on the worker's clock (`performance.now()`) since `started`, a time taken on
/// the same clock when the request came.
pub(crate) fn elapsed_ms(started: f64) -> f64 {
    let global = js_sys::global();
    let now = js_sys::Reflect::get(&global, &JsValue::from_str("performance"))
        .ok()
        .and_then(|performance| {
            let now = js_sys::Reflect::get(&performance, &JsValue::from_str("now")).ok()?;
            now.dyn_into::<js_sys::Function>()
                .ok()?
                .call0(&performance)
                .ok()?
                .as_f64()
        })
        .unwrap_or(started);
    (now - started).max(0.0)
}

/// An `Error` for a problem in the design, with where it is ([`thrown`]).
fn design_error(e: &DesignError) -> JsValue {
    thrown(&WorkerError::from_design(e))
}

/// The design in `design_json`, compiled; otherwise an `Error` saying what is wrong (with where,
/// as [`design_error`] gives it, when there is one error in the design).
fn compile(design_json: &str) -> Result<Compiled, JsValue> {
    let plain = |m: String| JsValue::from(js_sys::Error::new(&m));
    // The same limit and words as the CLI's and the JS module's reading of a design.
    let design = read_document(design_json).map_err(|e| design_error(&e))?;
    Compiled::new(&design).map_err(|errs| match errs.as_slice() {
        [one] => design_error(one),
        _ => plain(
            errs.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n"),
        ),
    })
}

/// A progress callback that calls `progress(message)` with a [`WorkerAnswer::Progress`]'s
/// message (a failing callback does not stop the work).
fn reporter(progress: &js_sys::Function) -> impl FnMut(u64, u64) + '_ {
    move |done, total| {
        let answer = WorkerAnswer::Progress {
            done,
            total,
            keys: None,
        };
        let _ = progress.call1(&JsValue::NULL, &message(&answer));
    }
}

/// The worker's analysis options: `count` sample keys (the design's own when not a number ≥ 1),
/// one thread, splits that fail reported in the report rather than failing it, each region's
/// `top` values per field when asked for (at most the sketches' capacity), and the regions
/// weighed in bytes when the design's `sizing` says how big a row is (as `rowkey analyze` weighs
/// them: a constant `row_bytes`, or each row's `row_bytes_field` value, the sizing then read
/// from the sample's mean). Both are counted in the sample's own pass, by every shard.
fn analysis_options(
    compiled: &Compiled,
    count: f64,
    top: Option<u32>,
) -> Result<AnalyzeOptions, JsValue> {
    let mut opts = AnalyzeOptions::for_design(compiled);
    if count.is_finite() && count >= 1.0 {
        // The page sends the design's own (checked) count; anything else is refused with the
        // same words as everywhere, never quietly cut.
        opts.run.count = check_sample_count(count as u64)
            .map_err(|m| JsValue::from(js_sys::Error::new(&m.to_string())))?;
    }
    opts.run.threads = 1;
    // The playground shows why splits fail next to everything else, instead of failing.
    opts.strict_splits = false;
    opts.top = top
        .filter(|k| *k > 0)
        .map(|k| (k as usize).min(rowkey_core::decode::top::CAPACITY));
    opts.bytes = true;
    Ok(opts)
}

/// The message for a report: [`WorkerAnswer::Report`] with `answer`, and beside it the report
/// in the compact form (`compact`, a `Uint8Array`, [`rowkey_core::analyze::compact`]), which the
/// page reads: its messages cross as ids and arguments. The JSON text of an analysis report is
/// made only for a request that asks for it ([`worker_report_json`]).
fn report_message<R: serde::Serialize>(
    report: &R,
    answer: ReportAnswer,
) -> Result<JsValue, JsValue> {
    let plain = |m: String| JsValue::from(js_sys::Error::new(&m));
    let bytes = compact::value_to_bytes(report).map_err(|e| plain(e.to_string()))?;
    let m = message(&WorkerAnswer::Report(answer));
    js_sys::Reflect::set(
        &m,
        &JsValue::from_str("compact"),
        &js_sys::Uint8Array::from(bytes.as_slice()).into(),
    )?;
    Ok(m.into())
}

/// The JSON text of an analysis report from its compact form (a report message's `compact`), as
/// `rowkey analyze --format json` writes a report: for the readers of the worker's messages
/// that want the JSON (the browser tests ask with `json: true`). A Promise: the JSON writer of
/// every report type is code the page never runs, in a chunk of the split build.
#[wasm_bindgen]
pub async fn worker_report_json(compact: Vec<u8>) -> Result<String, JsValue> {
    chunk::report_json(compact)
        .await
        .map_err(|chunk::Failed(e)| e)
}

/// [`worker_report_json`]'s work.
fn report_json_now(compact: &[u8]) -> Result<String, JsValue> {
    let plain = |m: String| JsValue::from(js_sys::Error::new(&m));
    let report: rowkey_core::analyze::Report =
        compact::value_from_bytes(compact).map_err(|e| plain(e.to_string()))?;
    serde_json::to_string(&report).map_err(|e| plain(e.to_string()))
}

/// Analyse a design (JSON) with `count` sample keys, calling `progress` with a progress message
/// as the sample runs; with `top`, each region's `top` values of each field too (decoded in the
/// same pass, as `rowkey analyze --top N`). Returns (a `Promise` of) the report's message
/// (`report_message`; `started`: `performance.now()` when the request came); throws an `Error`
/// saying what is wrong, with its [`WorkerError`] (design path and span) as [`thrown`] sets it.
///
/// With `interim`, `progress` first gets the report of the counts (an interim report message:
/// [`rowkey_core::analyze::analyze_counts`], without lints, queries' scans or top values), which
/// is all the page's charts need and takes a fraction of the whole. The whole report's code (the
/// `report` chunk of the split build) is fetched after it, on first use, once `shown` resolves:
/// when the page says it has shown the interim report ([`rowkey_protocol::InterimShown`]), so
/// that the fetch never competes with the first chart.
#[wasm_bindgen]
pub async fn worker_analyze(
    design_json: String,
    count: f64,
    progress: js_sys::Function,
    top: Option<u32>,
    interim: Option<bool>,
    shown: Option<js_sys::Promise>,
    started: f64,
) -> Result<JsValue, JsValue> {
    let (compiled, opts) = crate::lang::in_request_lang(|| {
        let compiled = compile(&design_json)?;
        let opts = analysis_options(&compiled, count, top)?;
        if interim == Some(true) {
            let report = analyze_counts(&compiled, opts, &mut reporter(&progress))
                .map_err(|e| design_error(&e))?;
            let first = report_message(
                &report,
                ReportAnswer {
                    ms: elapsed_ms(started),
                    interim: true,
                    ..ReportAnswer::default()
                },
            )?;
            // A page that cannot take the interim report still gets the whole one.
            let _ = progress.call1(&JsValue::NULL, &first);
        }
        Ok::<_, JsValue>((compiled, opts))
    })?;
    if let (Some(true), Some(shown)) = (interim, shown) {
        // Whether it resolves or not, the report is completed.
        let _ = wasm_bindgen_futures::JsFuture::from(shown).await;
    }
    let code = chunk::report().await.map_err(|chunk::Failed(e)| e)?;
    crate::lang::in_request_lang(|| {
        let report = (code.analyze)(&compiled, opts, &mut reporter(&progress))
            .map_err(|e| design_error(&e))?;
        report_message(
            &report,
            ReportAnswer {
                ms: elapsed_ms(started),
                ..ReportAnswer::default()
            },
        )
    })
}

/// Simulate the table growing ([`rowkey_core::simulate`]): `options_json` is a
/// [`SimulateOptions`](rowkey_core::simulate::SimulateOptions) in JSON (a member left out: the
/// CLI's default). Calls `progress` with a progress message as it runs and returns (a `Promise`
/// of) the growth report's message (`report_message`, its messages crossing as ids and arguments
/// in the compact form; `started` as for [`worker_analyze`]); throws an `Error` naming the
/// option or design part at fault. The split build fetches the simulation's code, a chunk of the
/// wasm the first chart does not need, the first time it runs ([`chunk`]).
#[wasm_bindgen]
pub async fn worker_simulate(
    design_json: String,
    options_json: String,
    progress: js_sys::Function,
    started: f64,
) -> Result<JsValue, JsValue> {
    chunk::simulate(design_json, options_json, progress, started)
        .await
        .map_err(|chunk::Failed(e)| e)
}

/// The growth simulation's work, in the `growth` chunk of the split build.
fn simulate_now(
    design_json: &str,
    options_json: &str,
    progress: &js_sys::Function,
    started: f64,
) -> Result<JsValue, JsValue> {
    crate::lang::in_request_lang(|| {
        use rowkey_core::simulate::{simulate, SimulateOptions};
        let compiled = compile(design_json)?;
        let opts: SimulateOptions = serde_json::from_str(options_json).map_err(|e| {
            let m = Message::new(W::SIM_OPTIONS_JSON).arg("error", e.to_string());
            thrown(&WorkerError::plain(ErrorKind::InvalidArgument, m))
        })?;
        let mut report_progress = reporter(progress);
        let report =
            simulate(&compiled, &opts, &mut report_progress).map_err(|e| design_error(&e))?;
        report_message(
            &report,
            ReportAnswer {
                ms: elapsed_ms(started),
                ..ReportAnswer::default()
            },
        )
    })
}
