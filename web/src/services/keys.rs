//! The keys panel's side of the analysis worker: a key file (a `File` the user picked or
//! dropped, or a `Blob` of pasted text) analysed against the design's splits in a worker of its
//! own. The worker reads the blob itself in slices, so a file of hundreds of megabytes never
//! sits in the page's memory, and nothing is sent anywhere: a `Blob` crosses to the worker by
//! reference, inside this browser.

use super::analysis::{AnalysisClient, WorkerEvent};
use crate::i18n::texts::notices as text;
use crate::i18n::Message;
use rowkey_core::analyze::Report;
use rowkey_core::i18n::current_lang;
use rowkey_core::keys::pages::DumpIndex;
use rowkey_protocol::{JobRequest, KeysJob, QuantileAnswer, ReportAnswer};
use std::rc::Rc;
use wasm_bindgen::JsValue;
use web_sys::Blob;

/// How the key file is written (the worker's and the CLI's `--keys-format` names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeysFormat {
    /// Told from the file's first lines (the default, as in the CLI).
    Auto,
    /// Each line's raw bytes.
    Lines,
    /// One `Bytes.toStringBinary` key per line.
    Binary,
    /// One hex key per line.
    Hex,
    /// The HBase shell's `scan` output.
    Scan,
    /// CSV: the first column, or the named one.
    Csv,
}

impl KeysFormat {
    /// Every format, in the order the choice lists them.
    pub const ALL: [KeysFormat; 6] = [
        KeysFormat::Auto,
        KeysFormat::Lines,
        KeysFormat::Binary,
        KeysFormat::Hex,
        KeysFormat::Scan,
        KeysFormat::Csv,
    ];

    /// The name the worker (and the CLI) reads.
    pub fn name(self) -> &'static str {
        match self {
            KeysFormat::Auto => "auto",
            KeysFormat::Lines => "lines",
            KeysFormat::Binary => "binary",
            KeysFormat::Hex => "hex",
            KeysFormat::Scan => "scan",
            KeysFormat::Csv => "csv",
        }
    }

    /// From [`KeysFormat::name`].
    pub fn from_name(name: &str) -> Option<KeysFormat> {
        Self::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// The order the file's keys are in (the worker's and the CLI's `--order` names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeysOrderChoice {
    /// A scan or a sorted file is key order; another file write order.
    Auto,
    /// The order the rows were written in.
    Insertion,
    /// Sorted by key.
    Key,
}

impl KeysOrderChoice {
    /// Every choice, in the order the menu lists them.
    pub const ALL: [KeysOrderChoice; 3] = [
        KeysOrderChoice::Auto,
        KeysOrderChoice::Insertion,
        KeysOrderChoice::Key,
    ];

    /// The name the worker (and the CLI) reads.
    pub fn name(self) -> &'static str {
        match self {
            KeysOrderChoice::Auto => "auto",
            KeysOrderChoice::Insertion => "insertion",
            KeysOrderChoice::Key => "key",
        }
    }

    /// From [`KeysOrderChoice::name`].
    pub fn from_name(name: &str) -> Option<KeysOrderChoice> {
        Self::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// Where the keys come from: a file, or text pasted into the panel (made a `Blob` here, so
/// that the worker reads both the same way).
#[derive(Clone, Debug, PartialEq)]
pub struct KeysSource {
    /// The bytes.
    pub blob: Blob,
    /// The file's name, or `None` for pasted text.
    pub name: Option<String>,
    /// Bytes in all.
    pub bytes: u64,
}

impl KeysSource {
    /// A picked or dropped file.
    pub fn file(file: web_sys::File) -> KeysSource {
        KeysSource {
            name: Some(file.name()),
            bytes: file.size() as u64,
            blob: file.into(),
        }
    }

    /// Pasted text, as its UTF-8 bytes (what `lines` reads from a file of the same text).
    pub fn pasted(text: &str) -> Result<KeysSource, String> {
        let parts = js_sys::Array::of1(&JsValue::from_str(text));
        let blob = Blob::new_with_str_sequence(&parts).map_err(|e| {
            Message::new(text::PASTE_UNREADABLE)
                .arg("error", format!("{e:?}"))
                .render(current_lang())
        })?;
        Ok(KeysSource {
            bytes: blob.size() as u64,
            blob,
            name: None,
        })
    }
}

/// What a keys job reports.
#[derive(Clone, Debug, PartialEq)]
pub enum KeysEvent {
    /// Bytes read of bytes in all.
    Progress {
        /// Bytes read.
        done: u64,
        /// Bytes in all.
        total: u64,
    },
    /// The report on the keys against the design's splits.
    Done {
        /// The report (`source` is `keys`, `keys_read` says how many).
        report: Rc<Report>,
        /// The split keys (toStringBinary) a quantile over the keys gives for the design's
        /// region count, when the worker could compute them.
        splits: Option<Suggestion>,
        /// Milliseconds in the worker.
        ms: f64,
        /// The dump's index of record boundaries, from which its pages are read.
        index: Option<Rc<DumpIndex>>,
    },
    /// The keys could not be read or analysed: why, and the file's line when it is one line.
    Failed {
        /// What is wrong.
        message: String,
        /// The 1-based line.
        line: Option<u64>,
    },
}

/// The split keys (toStringBinary) a quantile over a key dump gives, or why there are none.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion {
    /// Cut by key count (HashChoreWoker's rule).
    pub by_keys: Result<Vec<String>, String>,
    /// Cut by the rows' bytes, when the dump's lines give row sizes.
    pub by_bytes: Option<Result<Vec<String>, String>>,
}

/// The quantile split keys a keys job's answer carries, or why there are none.
fn quantile(answer: &ReportAnswer) -> Option<Suggestion> {
    let keys = |q: QuantileAnswer| match q {
        QuantileAnswer::Keys { keys, .. } => Ok(keys),
        QuantileAnswer::Failed { message } => Err(message),
    };
    Some(Suggestion {
        by_keys: keys(answer.quantile.clone()?),
        by_bytes: answer.quantile_bytes.clone().map(keys),
    })
}

/// How a key file is read: its format, the csv column, the order, and whether its lines give
/// row sizes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KeysHow<'a> {
    /// The format.
    pub format: KeysFormat,
    /// The csv column holding the keys (its header), the first when none.
    pub column: Option<&'a str>,
    /// The order the keys are in.
    pub order: KeysOrderChoice,
    /// Each line is `key<TAB>bytes` (csv: the column headed `bytes`).
    pub sizes: bool,
}

/// A handle to the keys worker.
#[derive(Clone, Debug, PartialEq)]
pub struct KeysClient(AnalysisClient);

impl KeysClient {
    /// A client that calls `on_event` for every event of its current job (a new job replaces
    /// the one running, so only the latest is ever answered).
    pub fn new(on_event: impl Fn(KeysEvent) + 'static) -> KeysClient {
        KeysClient(AnalysisClient::separate(move |event| {
            let event = match event {
                WorkerEvent::Progress { done, total, .. } => KeysEvent::Progress { done, total },
                // A key dump's job sends no interim report.
                WorkerEvent::Interim { .. } => return,
                WorkerEvent::Done { ms, data, .. } => match super::analysis::report(&data) {
                    Ok(r) => {
                        let answer = super::analysis::report_answer(&data);
                        KeysEvent::Done {
                            report: Rc::new(r),
                            splits: quantile(&answer),
                            ms,
                            index: answer.index.map(Rc::new),
                        }
                    }
                    Err(e) => KeysEvent::Failed {
                        message: Message::new(text::UNREADABLE)
                            .arg("error", e)
                            .render(current_lang()),
                        line: None,
                    },
                },
                WorkerEvent::Failed { message, line, .. } => KeysEvent::Failed {
                    // The line is shown apart, next to the box.
                    message: line
                        .and_then(|l| message.strip_prefix(&format!("line {l}: ")))
                        .map_or_else(|| message.clone(), str::to_owned),
                    line,
                },
                WorkerEvent::Crashed { message, .. } => KeysEvent::Failed {
                    message: Message::new(text::KEYS_WORKER)
                        .arg("error", message)
                        .render(current_lang()),
                    line: None,
                },
            };
            on_event(event)
        }))
    }

    /// Analyse the keys of `source` (read as `how` says) against `design_json`'s splits,
    /// asking for the quantile split keys of `regions` regions too.
    pub fn start(
        &self,
        design_json: Rc<str>,
        source: &KeysSource,
        how: &KeysHow<'_>,
        regions: u32,
    ) -> Result<u64, String> {
        let job = JobRequest::Keys {
            keys: KeysJob {
                format: how.format.name().to_owned(),
                order: how.order.name().to_owned(),
                column: how.column.filter(|c| !c.is_empty()).map(str::to_owned),
                quantile: regions,
                top: Some(super::analysis::TOP_VALUES),
                sizes: how.sizes,
            },
        };
        self.0.start_job(design_json, &job, Some(&source.blob))
    }

    /// Stop the running job; whether one was running.
    pub fn cancel(&self) -> bool {
        self.0.cancel().is_some()
    }
}
