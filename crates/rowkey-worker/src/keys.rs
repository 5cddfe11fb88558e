//! The worker's analysis of a key dump the user loads in the page: pushed in slices as the
//! worker reads the file, so a file of any size is never held whole.

use rowkey_core::analyze::Regions;
use rowkey_core::analyze::{AnalyzeOptions, SplitKeys};
use rowkey_core::hbase::to_string_binary;
use rowkey_core::keys::pages::DumpIndex;
use rowkey_core::keys::{KeyFormat, KeysAnalysis, KeysError, OrderChoice, Row};
use rowkey_protocol::{QuantileAnswer, ReportAnswer, WorkerAnswer, WorkerError};
use wasm_bindgen::prelude::*;

fn plain(message: &str) -> JsValue {
    js_sys::Error::new(message).into()
}

/// An `Error` whose message says what is wrong and where, with the 1-based `line` of the dump
/// in its [`WorkerError`] (none when the error is not about one line).
fn keys_error(e: &KeysError) -> JsValue {
    let mut error = WorkerError::plain(rowkey_core::ErrorKind::InvalidArgument, e.message.clone());
    error.line = (e.line > 0).then_some(e.line);
    error.text = e.to_string();
    crate::thrown(&error)
}

/// One key dump being analysed against a design's splits: made by [`worker_keys_job`], then
/// `push` every slice of the file in order, then `finish` (the report, the dump's index of record
/// boundaries and, if wanted, the quantile split keys).
///
/// The job holds its work behind a trait object made in the `keys` chunk of the split build
/// (`chunk::keys`): the key-dump readers and their analysis stay out of the wasm the
/// page fetches before its first chart.
#[wasm_bindgen]
#[derive(Debug)]
pub struct KeysJob {
    work: Box<dyn DumpWork>,
}

/// A key dump's analysis as [`KeysJob`] runs it.
pub(crate) trait DumpWork: std::fmt::Debug {
    fn push(&mut self, chunk: &[u8], done: f64, total: f64) -> Result<JsValue, JsValue>;
    fn finish(&mut self, quantile: Option<u32>, started: f64) -> Result<JsValue, JsValue>;
}

/// What [`worker_keys_job`] was asked for.
#[derive(Debug)]
pub(crate) struct JobOptions {
    pub(crate) design_json: String,
    pub(crate) format: String,
    pub(crate) column: Option<String>,
    pub(crate) order: Option<String>,
    pub(crate) top: Option<u32>,
    pub(crate) sizes: Option<bool>,
}

/// A job for a design (JSON) and a key format (`auto`, `lines`, `binary`, `hex`, `scan`, `csv`;
/// `column` = the csv column's header, the first column when absent) and order (`auto` when
/// absent, `insertion`, `key`); with `top`, each region's `top` values of each field too (the
/// keys decoded, as `rowkey analyze --keys F --top N`); with `sizes`, each line is
/// `key<TAB>bytes` (csv: the `bytes` column) and the regions are weighed in bytes too
/// (`--keys-sizes`). A `Promise`: the split build fetches the key dump's code (the `keys`
/// chunk) the first time. Throws an `Error` (with `path`, `detail`, … for a design error, as
/// `worker_analyze`), or one saying the chunk could not be fetched (`worker.chunk-not-loaded`).
#[wasm_bindgen]
pub async fn worker_keys_job(
    design_json: String,
    format: String,
    column: Option<String>,
    order: Option<String>,
    top: Option<u32>,
    sizes: Option<bool>,
) -> Result<KeysJob, JsValue> {
    let code = crate::chunk::keys()
        .await
        .map_err(|crate::chunk::Failed(e)| e)?;
    let options = JobOptions {
        design_json,
        format,
        column,
        order,
        top,
        sizes,
    };
    Ok(KeysJob {
        work: (code.job)(options)?,
    })
}

#[wasm_bindgen]
impl KeysJob {
    /// Read the next slice of the file (cut anywhere), `done` of the file's `total` bytes read
    /// with it. Returns the progress message (bytes read, keys read so far); throws an `Error`
    /// with the [`WorkerError`]'s `line` (1-based) for a line that does not parse.
    pub fn push(&mut self, chunk: &[u8], done: f64, total: f64) -> Result<JsValue, JsValue> {
        self.work.push(chunk, done, total)
    }

    /// The end of the file: the report's message (`report`: JSON text, the sample report's
    /// shape with `"source": "keys"` and `keys_read`; `compact`: the same report for the page,
    /// as `worker_analyze` gives it), with the dump's index of record boundaries (for its
    /// pages, [`crate::KeysPager`]) and, for `quantile` regions, HashChoreWoker's split keys over
    /// the keys read (or why there are none); `started` as for `worker_analyze`. `push` must
    /// not follow.
    pub fn finish(&mut self, quantile: Option<u32>, started: f64) -> Result<JsValue, JsValue> {
        self.work.finish(quantile, started)
    }
}

/// The analysis of one key dump (in the `keys` chunk of the split build).
#[derive(Debug)]
struct Dump {
    analysis: KeysAnalysis,
    /// Keys read so far.
    keys: u64,
    /// The dump's record boundaries, recorded as the analysis reads it: the page reads its
    /// pages from them.
    index: DumpIndex,
    /// The regions of the design's splits, which each boundary records.
    regions: Regions,
    /// Bytes of the dump read.
    bytes: u64,
    /// Whether each line gives its row's size: then the quantile also cuts equal bytes.
    sizes: bool,
}

/// A sink that indexes the keys it is handed, each in its region.
fn indexer<'a>(index: &'a mut DumpIndex, regions: &'a Regions) -> impl FnMut(Row<'_>) + 'a {
    move |row| index.see(row, regions.region_of(row.key) as u32)
}

/// The job [`worker_keys_job`] is asked for, or what is wrong with the request.
pub(crate) fn start(options: JobOptions) -> Result<Box<dyn DumpWork>, JsValue> {
    let JobOptions {
        design_json,
        format,
        column,
        order,
        top,
        sizes,
    } = options;
    crate::lang::in_request_lang(|| {
        let format = KeyFormat::named(&format, column).map_err(|m| plain(&m.to_string()))?;
        let order: OrderChoice = order
            .as_deref()
            .unwrap_or("auto")
            .parse()
            .map_err(|m: rowkey_core::i18n::Message| plain(&m.to_string()))?;
        let compiled = super::compile(&design_json)?;
        let mut opts = AnalyzeOptions::for_design(&compiled);
        opts.run.threads = 1;
        // As the sample analysis in the playground: splits that cannot be made are reported.
        opts.strict_splits = false;
        let mut analysis = KeysAnalysis::new(compiled, format, opts, true)
            .map_err(|e| super::design_error(&e))?
            .with_order(order);
        if let Some(k) = top.filter(|k| *k > 0) {
            analysis = analysis.with_top((k as usize).min(rowkey_core::decode::top::CAPACITY));
        }
        if sizes == Some(true) {
            analysis = analysis.with_sizes();
        }
        Ok(Box::new(Dump {
            regions: analysis.regions().clone(),
            analysis,
            keys: 0,
            index: DumpIndex::new(),
            bytes: 0,
            sizes: sizes == Some(true),
        }) as Box<dyn DumpWork>)
    })
}

impl DumpWork for Dump {
    /// As [`KeysJob::push`].
    fn push(&mut self, chunk: &[u8], done: f64, total: f64) -> Result<JsValue, JsValue> {
        crate::lang::in_request_lang(|| {
            self.bytes += chunk.len() as u64;
            let mut sink = indexer(&mut self.index, &self.regions);
            self.keys = self
                .analysis
                .push_seeing(chunk, &mut sink)
                .map_err(|e| keys_error(&e))?;
            let answer = WorkerAnswer::Progress {
                done: done as u64,
                total: total as u64,
                keys: Some(self.keys),
            };
            Ok(crate::message(&answer).into())
        })
    }

    /// As [`KeysJob::finish`].
    fn finish(&mut self, quantile: Option<u32>, started: f64) -> Result<JsValue, JsValue> {
        crate::lang::in_request_lang(|| {
            // A last line with no line break is indexed too.
            {
                let mut sink = indexer(&mut self.index, &self.regions);
                self.analysis
                    .end_seeing(&mut sink)
                    .map_err(|e| keys_error(&e))?;
            }
            let report = self.analysis.report().map_err(|e| keys_error(&e))?;
            let regions = quantile.filter(|regions| *regions > 0);
            let quantile = regions.map(|regions| answer(self.analysis.quantile(regions)));
            let quantile_bytes = regions
                .filter(|_| self.sizes)
                .map(|regions| answer(self.analysis.quantile_by_bytes(regions)));
            let index = std::mem::take(&mut self.index).finish(self.analysis.read_as(), self.bytes);
            let answer = ReportAnswer {
                ms: crate::elapsed_ms(started),
                quantile,
                quantile_bytes,
                index: Some(index),
                ..ReportAnswer::default()
            };
            crate::report_message(&report, answer)
        })
    }
}

/// Quantile split keys as the page takes them, or why there are none.
fn answer(split: Result<SplitKeys, KeysError>) -> QuantileAnswer {
    match split {
        Ok(split) => QuantileAnswer::Keys {
            keys: split.keys.iter().map(|k| to_string_binary(k)).collect(),
            note: split.note.map(|m| m.to_string()),
        },
        Err(e) => QuantileAnswer::Failed {
            message: e.to_string(),
        },
    }
}
