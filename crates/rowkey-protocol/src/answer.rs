//! What a worker answers a request with: one [`WorkerAnswer`] per message, made by the worker's
//! Rust entry points and read by the page, so that neither side names a kind of message as a
//! string and `www/worker.js` only relays.

use crate::WorkerError;
use serde::{Deserialize, Serialize};

/// One answer of a worker to a request, tagged by its variant's name (externally, kebab case:
/// `{"progress": {…}}`). It crosses as JSON text in the message's `answer`. A report itself
/// goes beside it, in the message's `report` (JSON text, for people and tests) and `compact`
/// (bytes, [`rowkey_core::analyze::compact`], which the page reads): a large report carried as
/// a string inside this JSON would be escaped and read twice.
///
/// ```
/// use rowkey_protocol::{ReportAnswer, WorkerAnswer};
/// let a = WorkerAnswer::Progress { done: 10, total: 100, keys: None };
/// assert_eq!(a.to_json(), r#"{"progress":{"done":10,"total":100}}"#);
/// assert_eq!(WorkerAnswer::from_json(&a.to_json()), Ok(a));
/// let r = WorkerAnswer::Report(ReportAnswer { ms: 12.5, shards: Some(2), local: Some(1), ..Default::default() });
/// assert_eq!(r.to_json(), r#"{"report":{"ms":12.5,"shards":2,"local":1}}"#);
/// assert!(WorkerAnswer::from_json(r#"{"result":{}}"#).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WorkerAnswer {
    /// The job is moving (and the worker alive).
    Progress {
        /// Sample rows done, or bytes of a key dump read.
        done: u64,
        /// Of that many.
        total: u64,
        /// A key dump's keys read so far.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        keys: Option<u64>,
    },
    /// The job's report (an analysis's, a growth simulation's or a key dump's) is beside this
    /// answer, in the message's `report` and `compact`.
    Report(ReportAnswer),
    /// A quick request's answer: the JSON text of the type its operation answers with (see
    /// [`crate::QuickRequest`]).
    Quick {
        /// The answer's JSON text.
        answer: String,
    },
    /// The request has a problem; the worker is still usable.
    Failed {
        /// What is wrong, as the user reads it.
        message: String,
        /// What kind, where and which message, when the worker's own code said.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        error: Option<WorkerError>,
    },
}

/// What an answer with a report says beside the report.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ReportAnswer {
    /// Milliseconds from the request to the report, on the worker's clock.
    pub ms: f64,
    /// The report of the counts alone (no lints, queries' scans or top values), sent while the
    /// rest is made: the whole report of the same job follows (`JobRequest::Analyze`'s
    /// `interim`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub interim: bool,
    /// The shards a sharded analysis was counted in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shards: Option<u32>,
    /// Of those, the shards the worker counted itself (1 unless a helper failed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub local: Option<u32>,
    /// A key dump's quantile split keys, when the job asked for them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quantile: Option<QuantileAnswer>,
    /// For a key dump whose lines give row sizes: the quantile split keys that cut regions of
    /// equal bytes, when the job asked for quantile split keys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quantile_bytes: Option<QuantileAnswer>,
    /// A key dump's index of record boundaries, from which the page asks for its pages
    /// ([`crate::KeysPageJob`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<rowkey_core::keys::pages::DumpIndex>,
}

/// HashChoreWoker's split keys over a key dump's keys, or why there are none.
///
/// ```
/// use rowkey_protocol::QuantileAnswer;
/// let q = QuantileAnswer::Keys { keys: vec!["a\\x00".into()], note: None };
/// assert_eq!(serde_json::to_string(&q).unwrap(), r#"{"keys":{"keys":["a\\x00"]}}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum QuantileAnswer {
    /// The split keys, each as `Bytes.toStringBinary` writes it, and a note on how they were cut.
    Keys {
        /// The split keys.
        keys: Vec<String>,
        /// How they were cut, in the request's language, when there is something to say.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        note: Option<String>,
    },
    /// Why no split keys could be cut.
    Failed {
        /// What is wrong, as the user reads it.
        message: String,
    },
}

impl WorkerAnswer {
    /// The answer as the JSON text that crosses.
    pub fn to_json(&self) -> String {
        // Serialising these types cannot fail: every map key is a string.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The answer in `text`, or serde's words for what is wrong with it (a worker of another
    /// build, say).
    pub fn from_json(text: &str) -> Result<WorkerAnswer, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}
