//! The worker's analysis of a key dump the user loads in the page: pushed in slices as the
//! worker reads the file, so a file of any size is never held whole.

use rowkey_core::analyze::AnalyzeOptions;
use rowkey_core::hbase::to_string_binary;
use rowkey_core::keys::{KeyFormat, KeyReader, KeysAnalysis, KeysError, OrderChoice};
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
    /// A second reader of the dump's first slices, for the keys listed in the page; dropped
    /// once they are all read.
    lister: Option<KeyReader>,
    /// The first keys of the dump, with their lines.
    listed: Vec<ListedKey>,
}

impl KeysJob {
    /// Read `chunk` for the listed keys while fewer than [`MAX_LISTED_KEYS`] are.
    fn list(&mut self, chunk: &[u8]) {
        let Some(reader) = self.lister.as_mut() else {
            return;
        };
        let listed = &mut self.listed;
        let read = reader.push_rows(chunk, &mut |row| {
            if listed.len() < MAX_LISTED_KEYS {
                listed.push(ListedKey {
                    line: row.line,
                    key: row.key.to_vec(),
                });
            }
        });
        // Enough keys, or a chunk the reader refuses (the analysis says why): no more listing.
        if read.is_err() || self.listed.len() >= MAX_LISTED_KEYS {
            self.lister = None;
        }
    }
}

#[wasm_bindgen]
impl KeysJob {
    /// A job for a design (JSON) and a key format (`auto`, `lines`, `binary`, `hex`, `scan`,
    /// `csv`; `column` = the csv column's header, the first column when absent) and order
    /// (`auto` when absent, `insertion`, `key`); with `top`, each region's `top` values of each
    /// field too (the keys decoded, as `rowkey analyze --keys F --top N`). Throws an `Error`
    /// (with `path`, `detail`, … for a design error, as `worker_analyze`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        design_json: &str,
        format: &str,
        column: Option<String>,
        order: Option<String>,
        top: Option<u32>,
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
            let lister = Some(KeyReader::new(format.clone()));
            let mut analysis = KeysAnalysis::new(compiled, format, opts, true)
                .map_err(|e| super::design_error(&e))?
                .with_order(order);
            if let Some(k) = top.filter(|k| *k > 0) {
                analysis = analysis.with_top((k as usize).min(rowkey_core::decode::top::CAPACITY));
            }
            Ok(KeysJob {
                analysis,
                lister,
                listed: Vec::new(),
            })
        })
    }

    /// Read the next slice of the file (cut anywhere). Returns the keys read so far; throws an
    /// `Error` with `line` (1-based) and `detail` for a line that does not parse.
    pub fn push(&mut self, chunk: &[u8]) -> Result<f64, JsValue> {
        crate::lang::in_request_lang(|| {
            self.list(chunk);
            self.analysis
                .push(chunk)
                .map(|n| n as f64)
                .map_err(|e| keys_error(&e))
        })
    }

    /// The end of the file: the report as `{report, compact}` (`report`: JSON text, the sample
    /// report's shape with `"source": "keys"` and `keys_read`; `compact`: the same report for
    /// the page, as `worker_analyze` gives it). May be called again; `push` must not follow.
    pub fn finish(&mut self) -> Result<JsValue, JsValue> {
        crate::lang::in_request_lang(|| {
            let report = self.analysis.report().map_err(|e| keys_error(&e))?;
            crate::report_answer(&report)
        })
    }

    /// The first keys of the dump (at most [`MAX_LISTED_KEYS`]) with their lines, as JSON text
    /// of a `Vec<`[`ListedKey`]`>`: the page lists them in "Your keys" to be decoded.
    pub fn listed(&mut self) -> String {
        if let Some(mut reader) = self.lister.take() {
            let listed = &mut self.listed;
            // A last line with no line break; a line the reader refuses is the analysis's to
            // report.
            let _ = reader.finish_rows(&mut |row| {
                if listed.len() < MAX_LISTED_KEYS {
                    listed.push(ListedKey {
                        line: row.line,
                        key: row.key.to_vec(),
                    });
                }
            });
        }
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
