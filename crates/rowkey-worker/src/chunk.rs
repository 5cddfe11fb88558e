//! The worker's split points: code the page's first chart never runs, which the split build
//! (`cargo xtask build`, feature `split`) puts in chunks of the wasm, each fetched by the worker
//! that first needs it (`__wasm_split.js`, beside the page's module). Other builds call the code
//! directly.

use wasm_bindgen::JsValue;

/// An operation's error (an `Error` to throw), or its chunk that could not be loaded.
#[derive(Debug)]
pub(crate) struct Failed(pub(crate) JsValue);

#[cfg(all(feature = "split", target_family = "wasm"))]
impl From<wasm_split_helpers::SplitLoaderError> for Failed {
    fn from(e: wasm_split_helpers::SplitLoaderError) -> Self {
        Failed(js_sys::Error::new(&not_loaded(&e.to_string())).into())
    }
}

/// What a request whose chunk could not be loaded answers (`error`: the loader's words).
#[cfg(all(feature = "split", target_family = "wasm"))]
pub(crate) fn not_loaded(error: &str) -> String {
    use rowkey_core::i18n::catalogue::worker as W;
    rowkey_core::i18n::Message::new(W::CHUNK_NOT_LOADED)
        .arg("error", error)
        .to_string()
}

/// [`crate::worker_simulate`]'s work, in the `growth` chunk.
#[cfg(all(feature = "split", target_family = "wasm"))]
#[wasm_split_helpers::wasm_split(growth, fallible)]
pub(crate) fn simulate(
    design_json: String,
    options_json: String,
    progress: js_sys::Function,
    started: f64,
) -> Result<JsValue, Failed> {
    crate::simulate_now(&design_json, &options_json, &progress, started).map_err(Failed)
}

/// [`crate::worker_simulate`]'s work (a build without chunks).
#[cfg(not(all(feature = "split", target_family = "wasm")))]
pub(crate) async fn simulate(
    design_json: String,
    options_json: String,
    progress: js_sys::Function,
    started: f64,
) -> Result<JsValue, Failed> {
    crate::simulate_now(&design_json, &options_json, &progress, started).map_err(Failed)
}

/// [`crate::worker_report_json`]'s work, in the `report_json` chunk.
#[cfg(all(feature = "split", target_family = "wasm"))]
#[wasm_split_helpers::wasm_split(report_json, fallible)]
pub(crate) fn report_json(compact: Vec<u8>) -> Result<String, Failed> {
    crate::report_json_now(&compact).map_err(Failed)
}

/// [`crate::worker_report_json`]'s work (a build without chunks).
#[cfg(not(all(feature = "split", target_family = "wasm")))]
pub(crate) async fn report_json(compact: Vec<u8>) -> Result<String, Failed> {
    crate::report_json_now(&compact).map_err(Failed)
}

/// The key dump's code ([`crate::KeysJob`], [`crate::KeysPager`]): the functions that make a
/// dump's analysis and a page's reading, each behind a trait object, so the key-dump readers,
/// their analysis and what only they use are named only here.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Keys {
    pub(crate) job: MakeJob,
    pub(crate) pager: MakePager,
}

/// Makes a dump's analysis ([`crate::keys::start`]).
type MakeJob = fn(crate::keys::JobOptions) -> Result<Box<dyn crate::keys::DumpWork>, JsValue>;

/// Makes a page's reading: the job's JSON text, the file's size ([`crate::pages::start`]).
type MakePager = fn(&str, f64) -> Result<Box<dyn crate::pages::PageWork>, JsValue>;

fn keys_now() -> Keys {
    Keys {
        job: crate::keys::start,
        pager: crate::pages::start,
    }
}

/// The key dump's code, in the `keys` chunk: fetched by the worker that first loads a dump or
/// reads one of its pages.
#[cfg(all(feature = "split", target_family = "wasm"))]
#[wasm_split_helpers::wasm_split(keys, fallible)]
pub(crate) fn keys() -> Result<Keys, Failed> {
    Ok(keys_now())
}

/// The key dump's code (a build without chunks).
#[cfg(not(all(feature = "split", target_family = "wasm")))]
pub(crate) async fn keys() -> Result<Keys, Failed> {
    Ok(keys_now())
}

/// The code that completes an analysis's report past its counts: the lints, the queries' scans
/// and the regions' top values (decoding every key), for an analysis in one pass
/// ([`rowkey_core::analyze::analyze_with_progress`]) or in shards
/// ([`rowkey_core::analyze::ShardedAnalysis::shard`] and `finish`). The first chart needs only
/// the counts ([`rowkey_core::analyze::analyze_counts`]), so the split build fetches this after
/// it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Report {
    pub(crate) analyze: Analyze,
    pub(crate) shard: Shard,
    pub(crate) finish: Finish,
}

/// A whole analysis ([`rowkey_core::analyze::analyze_with_progress`]).
type Analyze = fn(
    &rowkey_core::sample::Compiled,
    rowkey_core::analyze::AnalyzeOptions,
    &mut dyn FnMut(u64, u64),
) -> Result<rowkey_core::analyze::Report, rowkey_core::design::DesignError>;

/// One shard of a sharded analysis counted ([`rowkey_core::analyze::ShardedAnalysis::shard`]).
type Shard =
    fn(
        &rowkey_core::analyze::ShardedAnalysis,
        &rowkey_core::sample::Compiled,
        usize,
        usize,
        &mut dyn FnMut(u64, u64),
    ) -> Result<rowkey_core::analyze::distribution::Acc, rowkey_core::design::DesignError>;

/// A sharded analysis's report from its shards ([`rowkey_core::analyze::ShardedAnalysis::finish`]).
type Finish = fn(
    &rowkey_core::analyze::ShardedAnalysis,
    &rowkey_core::sample::Compiled,
    Vec<rowkey_core::analyze::distribution::Acc>,
) -> Result<rowkey_core::analyze::Report, rowkey_core::design::DesignError>;

fn report_now() -> Report {
    Report {
        analyze: rowkey_core::analyze::analyze_with_progress,
        shard: rowkey_core::analyze::ShardedAnalysis::shard,
        finish: rowkey_core::analyze::ShardedAnalysis::finish,
    }
}

/// The report's code past the counts, in the `report` chunk: fetched by the worker that first
/// completes a report.
#[cfg(all(feature = "split", target_family = "wasm"))]
#[wasm_split_helpers::wasm_split(report, fallible)]
pub(crate) fn report() -> Result<Report, Failed> {
    Ok(report_now())
}

/// The report's code past the counts (a build without chunks).
#[cfg(not(all(feature = "split", target_family = "wasm")))]
pub(crate) async fn report() -> Result<Report, Failed> {
    Ok(report_now())
}
