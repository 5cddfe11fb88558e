//! The analysis worker's jobs: what a message to `www/worker.js` carries besides its `id`, the
//! design (JSON text) and the language.

use serde::{Deserialize, Serialize};

/// One job for the analysis worker, tagged by `kind` (kebab case). A key dump's file cannot be
/// serialised: the page puts it beside the request, as `keys.blob`.
///
/// ```
/// use rowkey_protocol::JobRequest;
/// let j = JobRequest::Analyze { count: 1000 };
/// assert_eq!(j.to_json(), r#"{"kind":"analyze","count":1000}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum JobRequest {
    /// Analyse `count` sample keys: answered with the analysis report.
    Analyze {
        /// Sample keys (the design's own count, checked by the page).
        count: u64,
    },
    /// Simulate the table growing: answered with the growth report.
    Simulate {
        /// JSON text of [`rowkey_core::simulate::SimulateOptions`] (`worker_simulate` reads
        /// it with the design's own error words).
        options: String,
    },
    /// Analyse a key dump: answered with the analysis report of its keys.
    Keys {
        /// How to read it.
        keys: KeysJob,
    },
}

/// How a key dump is read (its file goes beside, as `blob`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeysJob {
    /// The format's name (`auto`, `lines`, `binary`, `hex`, `scan`, `csv`).
    pub format: String,
    /// The order's name (`auto`, `insertion`, `key`).
    pub order: String,
    /// The csv column (its header name); the first column when none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<String>,
    /// Regions to cut quantile split keys for from the dump's keys.
    pub quantile: u32,
}

impl JobRequest {
    /// The request as JSON text (the page turns it into the message's object).
    pub fn to_json(&self) -> String {
        // Serialising these types cannot fail: every map key is a string.
        serde_json::to_string(self).unwrap_or_default()
    }
}
