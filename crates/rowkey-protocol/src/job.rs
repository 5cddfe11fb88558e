//! The analysis worker's jobs: what a message to `www/worker.js` carries besides its `id`, the
//! design (JSON text) and the language.

use serde::{Deserialize, Serialize};

/// One job for the analysis worker, tagged by `kind` (kebab case). A key dump's file cannot be
/// serialised: the page puts it beside the request, as `keys.blob`.
///
/// ```
/// use rowkey_protocol::JobRequest;
/// let j = JobRequest::Analyze { count: 1000, top: None, interim: false };
/// assert_eq!(j.to_json(), r#"{"kind":"analyze","count":1000}"#);
/// let j = JobRequest::Analyze { count: 1000, top: Some(3), interim: true };
/// assert_eq!(j.to_json(), r#"{"kind":"analyze","count":1000,"top":3,"interim":true}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum JobRequest {
    /// Analyse `count` sample keys: answered with the analysis report.
    Analyze {
        /// Sample keys (the design's own count, checked by the page).
        count: u64,
        /// Decode the sample keys and give each region's this many top values of each field
        /// (`rowkey analyze --top N`); none: nothing is decoded.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        top: Option<u32>,
        /// Answer first with the report of the counts (an interim [`crate::ReportAnswer`]:
        /// regions, figures, verdict, key lengths, without lints, queries' scans or top
        /// values), which takes a fraction of the whole, then with the whole report. The
        /// counts, verdict and charts of the two are the same: the page draws its charts from
        /// the first.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        interim: bool,
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
    /// Read one page of a key dump analysed before (its file goes beside, as `blob`):
    /// answered with a quick answer whose text is a [`rowkey_core::keys::pages::KeysPage`].
    KeysPage {
        /// Which page, and how the dump reads.
        page: KeysPageJob,
    },
}

/// The page's word to the analysis worker that it has shown job `shown`'s interim report
/// (`JobRequest::Analyze`'s `interim`): the worker fetches the code that completes the report
/// only then, so that the fetch never competes with the first chart. Not a job: it has no answer.
///
/// ```
/// use rowkey_protocol::InterimShown;
/// assert_eq!(InterimShown { shown: 7 }.to_json(), r#"{"shown":7}"#);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InterimShown {
    /// The job whose interim report was shown.
    pub shown: u64,
}

impl InterimShown {
    /// The message as JSON text (the page turns it into the message's object).
    pub fn to_json(&self) -> String {
        format!(r#"{{"shown":{}}}"#, self.shown)
    }
}

/// One page of a key dump to read, from where the dump's analysis indexed it
/// ([`rowkey_core::keys::pages::DumpIndex`], which the page keeps).
///
/// ```
/// use rowkey_core::keys::pages::PageRequest;
/// use rowkey_core::keys::ReadAs;
/// use rowkey_protocol::{JobRequest, KeysPageJob};
/// let page = KeysPageJob {
///     read: ReadAs { format: "lines".into(), ..ReadAs::default() },
///     bytes: 12,
///     request: PageRequest { from: None, skip: 0, take: 100, region: Some(2), region_keys: None },
///     splits: vec!["m".into()],
/// };
/// let job = JobRequest::KeysPage { page };
/// assert!(job.to_json().starts_with(r#"{"kind":"keys-page","page":{"read":{"format":"lines"},"bytes":12,"#));
/// assert_eq!(JobRequest::from_json(&job.to_json()), Ok(job));
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeysPageJob {
    /// How the dump was read.
    pub read: rowkey_core::keys::ReadAs,
    /// The dump's size when it was read: a file of another size is refused.
    pub bytes: u64,
    /// The page.
    pub request: rowkey_core::keys::pages::PageRequest,
    /// The split keys (toStringBinary) of the report the page shows, which tell each key's
    /// region.
    pub splits: Vec<String>,
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
    /// Decode the dump's keys and give each region's this many top values of each field
    /// (`rowkey analyze --keys F --top N`); none: nothing is decoded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top: Option<u32>,
    /// Each line is `key<TAB>bytes` (in csv, the column headed `bytes`): the regions are
    /// weighed in bytes as well as keys (`rowkey analyze --keys-sizes`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sizes: bool,
}

impl JobRequest {
    /// The request as JSON text (the page turns it into the message's object).
    pub fn to_json(&self) -> String {
        // Serialising these types cannot fail: every map key is a string.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The request in `text`, or serde's words for what is wrong with it.
    pub fn from_json(text: &str) -> Result<JobRequest, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}
