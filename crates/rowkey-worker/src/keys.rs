//! The worker's analysis of a key dump the user loads in the page: pushed in slices as the
//! worker reads the file, so a file of any size is never held whole.

use rowkey_core::analyze::AnalyzeOptions;
use rowkey_core::hbase::to_string_binary;
use rowkey_core::keys::{KeyFormat, KeysAnalysis, KeysError, OrderChoice, Row};
use rowkey_protocol::{ListedKey, WorkerError, MAX_LISTED_KEYS};
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

/// One key dump being analysed against a design's splits: `new`, then `push` every slice of
/// the file in order, then `finish` (the report) and, if wanted, `quantile`.
#[wasm_bindgen]
#[derive(Debug)]
pub struct KeysJob {
    analysis: KeysAnalysis,
    /// The first keys of the dump, with their lines, kept as the analysis reads them.
    listed: Vec<ListedKey>,
}

/// A sink that keeps the keys it is handed while fewer than [`MAX_LISTED_KEYS`] are kept.
fn lister(listed: &mut Vec<ListedKey>) -> impl FnMut(Row<'_>) + '_ {
    move |row| {
        if listed.len() < MAX_LISTED_KEYS {
            listed.push(ListedKey {
                line: row.line,
                key: row.key.to_vec(),
            });
        }
    }
}

#[wasm_bindgen]
impl KeysJob {
    /// A job for a design (JSON) and a key format (`auto`, `lines`, `binary`, `hex`, `scan`,
    /// `csv`; `column` = the csv column's header, the first column when absent) and order
    /// (`auto` when absent, `insertion`, `key`); with `top`, each region's `top` values of each
    /// field too (the keys decoded, as `rowkey analyze --keys F --top N`); with `sizes`, each
    /// line is `key<TAB>bytes` (csv: the `bytes` column) and the regions are weighed in bytes
    /// too (`--keys-sizes`). Throws an `Error` (with `path`, `detail`, … for a design error, as
    /// `worker_analyze`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        design_json: &str,
        format: &str,
        column: Option<String>,
        order: Option<String>,
        top: Option<u32>,
        sizes: Option<bool>,
    ) -> Result<KeysJob, JsValue> {
        crate::lang::in_request_lang(|| {
            let format = KeyFormat::named(format, column).map_err(|m| plain(&m.to_string()))?;
            let order: OrderChoice = order
                .as_deref()
                .unwrap_or("auto")
                .parse()
                .map_err(|m: rowkey_core::i18n::Message| plain(&m.to_string()))?;
            let compiled = super::compile(design_json)?;
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
            Ok(KeysJob {
                analysis,
                listed: Vec::new(),
            })
        })
    }

    /// Read the next slice of the file (cut anywhere). Returns the keys read so far; throws an
    /// `Error` with `line` (1-based) and `detail` for a line that does not parse.
    pub fn push(&mut self, chunk: &[u8]) -> Result<f64, JsValue> {
        crate::lang::in_request_lang(|| {
            self.analysis
                .push_seeing(chunk, &mut lister(&mut self.listed))
                .map(|n| n as f64)
                .map_err(|e| keys_error(&e))
        })
    }

    /// The end of the file: the report as `{report, compact}` (`report`: JSON text, the sample
    /// report's shape with `"source": "keys"` and `keys_read`; `compact`: the same report for
    /// the page, as `worker_analyze` gives it). May be called again; `push` must not follow.
    pub fn finish(&mut self) -> Result<JsValue, JsValue> {
        crate::lang::in_request_lang(|| {
            // A last line with no line break is listed too.
            self.analysis
                .end_seeing(&mut lister(&mut self.listed))
                .map_err(|e| keys_error(&e))?;
            let report = self.analysis.report().map_err(|e| keys_error(&e))?;
            crate::report_answer(&report)
        })
    }

    /// The first keys of the dump (at most [`MAX_LISTED_KEYS`]) with their lines, as JSON text
    /// of a `Vec<`[`ListedKey`]`>`: the page lists them in "Your keys" to be decoded. Kept as
    /// the analysis read them (after `finish`, every key; before, those read so far).
    pub fn listed(&mut self) -> String {
        serde_json::to_string(&self.listed).unwrap_or_default()
    }

    /// HashChoreWoker's split keys over the keys read for `regions` regions, as a JSON object
    /// `{"keys": [toStringBinary…], "note": "…"}`. Ends the input as `finish` does.
    pub fn quantile(&mut self, regions: u32) -> Result<String, JsValue> {
        crate::lang::in_request_lang(|| {
            let split = self
                .analysis
                .quantile(regions)
                .map_err(|e| keys_error(&e))?;
            let keys: Vec<String> = split.keys.iter().map(|k| to_string_binary(k)).collect();
            serde_json::to_string(&serde_json::json!({ "keys": keys, "note": split.note }))
                .map_err(|e| plain(&e.to_string()))
        })
    }
}
