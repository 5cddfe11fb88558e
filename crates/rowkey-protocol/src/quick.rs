//! The quick worker's requests and its own answer types.
//!
//! The quick worker (a second instance of the analysis worker's wasm, `worker_quick`) answers
//! what the page shows from the core's heavy parts. Each operation is a [`QuickRequest`]
//! variant; its answer is JSON text of the type named on the variant.

use rowkey_core::analyze::stats::Verdict;
use rowkey_core::analyze::Report;
use rowkey_core::design::{Design, Splits};
use serde::{Deserialize, Serialize};

/// One request to the quick worker. On the wire: a JSON object whose one member names the
/// request's group (`first` or `more`) and holds a [`FirstRequest`] or a [`MoreRequest`], itself
/// an object whose one member is named after the operation (kebab case) and holds its arguments.
///
/// The two groups are read apart: the worker's main path reads a first-screen request whole and
/// leaves the others' arguments unread ([`QuickRequest::first_from_json`]), so that the code
/// reading them is only in the split build's `quick_more` chunk, which reads the whole request
/// again ([`QuickRequest::from_json`]). Tagged outside the arguments, so that a request is read
/// in one pass: an enum tagged inside its object is buffered whole first, and its reading code
/// is many times larger.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_protocol::quick::{FirstRequest, MoreRequest, QuickRequest};
/// let r: QuickRequest = FirstRequest::Preview { design: Design::new("{id}"), count: 3 }.into();
/// assert!(r.to_json().starts_with(r#"{"first":{"preview":{"design":"#));
/// let r: QuickRequest = MoreRequest::LinkError { fragment: "#d=x".into(), second: true }.into();
/// assert_eq!(r.to_json(), r##"{"more":{"link-error":{"fragment":"#d=x","second":true}}}"##);
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum QuickRequest {
    /// An operation the page asks for before its first chart, answered by the worker's main
    /// path.
    First(FirstRequest),
    /// Any other operation, answered by code the first chart never runs.
    More(MoreRequest),
}

/// What the worker's main path reads of a request (see [`QuickRequest`]): the group's member
/// name, and the arguments of a first-screen request only.
#[derive(Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Head {
    First(Box<FirstRequest>),
    More(serde::de::IgnoredAny),
}

/// The operations the page asks the quick worker for before its first chart (its template
/// editor's segment chips, the design's errors, the sample rows); each variant's doc names the
/// type its answer is the JSON text of.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstRequest {
    /// Per template segment, its plan part and key byte widths: `Vec<`[`SegmentModel`]`>`.
    Segments {
        /// The design.
        design: Design,
    },
    /// Every error a full compile of the design finds (`[]` when it compiles): a
    /// `Vec<rowkey_core::design::DesignError>`.
    Check {
        /// The design.
        design: Design,
        /// The language the errors are wanted in: asking again in another one renders them
        /// again (the worker answers in the language the request is posted with).
        #[serde(default)]
        lang: rowkey_core::i18n::Lang,
    },
    /// The first `count` sample rows (capped by the worker): a `rowkey_core::preview::Preview`.
    Preview {
        /// The design.
        design: Design,
        /// Rows wanted.
        count: u64,
    },
}

/// The quick worker's other operations (the panels shown after the first chart, imports, files,
/// links); each variant's doc names the type its answer is the JSON text of.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoreRequest {
    /// The keyspace ruler's level under `prefix`: a [`RulerLevel`].
    Ruler {
        /// The design.
        design: Design,
        /// The bytes zoomed into.
        #[serde(default)]
        prefix: Vec<u8>,
    },
    /// The export `kind` (an export id): an [`ExportAnswer`].
    Export {
        /// The design.
        design: Design,
        /// The export's id (`rowkey_core::exchange`'s kinds).
        kind: String,
        /// The latest analysis's quantile split keys (toStringBinary), when it cut them.
        #[serde(default)]
        quantile: Option<Vec<String>>,
    },
    /// The sample CSV of `count` keys, as `rowkey export --to csv` writes it: a `String`.
    Csv {
        /// The design.
        design: Design,
        /// Keys in the CSV.
        count: u64,
    },
    /// Whether RegionSplitter accepts `splits` and the algorithm's default rows.
    SplitCheck {
        /// Split settings not yet in a design.
        #[serde(default)]
        splits: Splits,
    },
    /// The split keys in a paste read as `format` (a format name, or `auto`), or where and why
    /// they cannot be read: an [`ImportAnswer`].
    Import {
        /// The format's name.
        format: String,
        /// The pasted text.
        text: String,
    },
    /// Why a share link's design (its second design when `second`) cannot be read, naming a
    /// wrongly typed member: an `Option<String>`.
    LinkError {
        /// The link's fragment.
        fragment: String,
        /// The link's second design rather than its first.
        #[serde(default)]
        second: bool,
    },
    /// A report file's text read and checked: a `rowkey_core::analyze::Report`. The page posts
    /// the file beside the request and the worker fills `text` in, off the page's thread
    /// ([`QuickRequest::with_file_text`]).
    OpenReport {
        /// The file's text.
        #[serde(default)]
        text: String,
    },
    /// `key` read back through the design's template: a [`DecodedKey`].
    Decode {
        /// The design.
        design: Design,
        /// The key's bytes.
        key: Vec<u8>,
    },
    /// The real table's region numbers (each text a `list_regions` output, a master UI table
    /// page or a region server's JMX JSON, told apart as `rowkey analyze --regions-metrics`
    /// tells them) set beside `report`'s regions: a [`MetricsAnswer`].
    RegionsMetrics {
        /// The analysis the numbers are set beside, crossing in its compact form
        /// ([`compact_report`]).
        #[serde(with = "compact_report")]
        report: Box<Report>,
        /// The texts pasted or loaded.
        texts: Vec<String>,
    },
}

impl From<FirstRequest> for QuickRequest {
    fn from(r: FirstRequest) -> QuickRequest {
        QuickRequest::First(r)
    }
}

impl From<MoreRequest> for QuickRequest {
    fn from(r: MoreRequest) -> QuickRequest {
        QuickRequest::More(r)
    }
}

impl QuickRequest {
    /// The request as the JSON text that crosses to the worker.
    ///
    /// ```
    /// use rowkey_protocol::quick::{MoreRequest, QuickRequest};
    /// let r = QuickRequest::More(MoreRequest::SplitCheck { splits: Default::default() });
    /// assert!(r.to_json().starts_with(r#"{"more":{"split-check":{"splits":"#));
    /// ```
    pub fn to_json(&self) -> String {
        // Serialising these types cannot fail: every map key is a string.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The request in `text`, or serde's words for what is wrong with it (an unknown
    /// operation included).
    ///
    /// ```
    /// use rowkey_protocol::QuickRequest;
    /// assert!(QuickRequest::from_json(r#"{"more":{"nope":{}}}"#).unwrap_err().contains("nope"));
    /// assert!(QuickRequest::from_json(r#"{"nope":{}}"#).unwrap_err().contains("nope"));
    /// ```
    pub fn from_json(text: &str) -> Result<QuickRequest, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    /// The first-screen request in `text`; `None` for a request of the other group, whose
    /// arguments are skipped unread (read it whole with [`QuickRequest::from_json`], which says
    /// what is wrong with them); serde's words for what is wrong with the rest.
    ///
    /// ```
    /// use rowkey_core::design::Design;
    /// use rowkey_protocol::quick::{FirstRequest, MoreRequest, QuickRequest};
    /// let first = FirstRequest::Segments { design: Design::new("{id}") };
    /// let text = QuickRequest::from(first.clone()).to_json();
    /// assert_eq!(QuickRequest::first_from_json(&text), Ok(Some(first)));
    /// let text = QuickRequest::from(MoreRequest::OpenReport { text: "{}".into() }).to_json();
    /// assert_eq!(QuickRequest::first_from_json(&text), Ok(None));
    /// // Only read as JSON: what is wrong with it is said when it is read whole.
    /// let bad = r#"{"more":{"nope":{}}}"#;
    /// assert_eq!(QuickRequest::first_from_json(bad), Ok(None));
    /// assert!(QuickRequest::first_from_json(r#"{"first":{"nope":{}}}"#).is_err());
    /// assert!(QuickRequest::first_from_json(r#"{"more":{"#).is_err());
    /// ```
    pub fn first_from_json(text: &str) -> Result<Option<FirstRequest>, String> {
        match serde_json::from_str(text).map_err(|e| e.to_string())? {
            Head::First(r) => Ok(Some(*r)),
            Head::More(_) => Ok(None),
        }
    }

    /// The request with the text of the file the page posted beside it: the report file of
    /// [`MoreRequest::OpenReport`]. Other requests take no file and come back as they are.
    ///
    /// ```
    /// use rowkey_protocol::quick::{MoreRequest, QuickRequest};
    /// let r = QuickRequest::from(MoreRequest::OpenReport { text: String::new() });
    /// let r = r.with_file_text("{}".into());
    /// assert_eq!(r, MoreRequest::OpenReport { text: "{}".into() }.into());
    /// ```
    pub fn with_file_text(self, file_text: String) -> QuickRequest {
        match self {
            QuickRequest::More(MoreRequest::OpenReport { .. }) => {
                QuickRequest::More(MoreRequest::OpenReport { text: file_text })
            }
            other => other,
        }
    }
}

/// A template segment in the keyspace model (the answer to [`FirstRequest::Segments`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SegmentModel {
    /// Index of its part in the plan.
    pub part: usize,
    /// The fewest bytes it makes.
    pub min: usize,
    /// The most bytes it makes.
    pub max: usize,
}

/// What the keyspace model says about keys continuing a prefix with one byte.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RulerCell {
    /// Whether any key falls in the cell.
    pub reachable: bool,
    /// Share of all keys in `[prefix+b, prefix+b+1)`.
    pub share: f64,
}

/// One zoom level of the keyspace ruler (the answer to [`MoreRequest::Ruler`]): the 256
/// cells and the prefix's own share.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RulerLevel {
    /// The prefix it is the level of.
    pub prefix: Vec<u8>,
    /// Whether any key starts with the prefix.
    pub prefix_reachable: bool,
    /// One cell per next byte, 0 to 255.
    pub cells: Vec<RulerCell>,
    /// Share of all keys under the prefix.
    pub total: f64,
    /// The largest cell share (for normalising the density).
    pub max: f64,
}

impl RulerLevel {
    /// A level with a cell for every byte (the drawing indexes them by byte).
    pub fn is_whole(&self) -> bool {
        self.cells.len() == 256
    }
}

/// What RegionSplitter says of some split settings (the answer to [`MoreRequest::SplitCheck`]):
/// it finds out by making their split keys, with big-number arithmetic the page's wasm does not
/// carry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SplitCheck {
    /// The settings checked: the answer applies to these only.
    pub splits: Splits,
    /// HBase's refusal, in the request's language (settings named as the panel names them), or
    /// none.
    pub error: Option<String>,
    /// The only problem is a `range` key not given yet (the user is typing the other one).
    pub missing: bool,
    /// The algorithm's default first and last rows as the panel shows them, when it has them.
    pub rows: Option<(String, String)>,
}

impl SplitCheck {
    /// Whether this answer is about `s`.
    pub fn is_for(&self, s: &Splits) -> bool {
        self.splits == *s
    }
}

/// One export, ready to show, copy and download (the answer to [`MoreRequest::Export`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExportAnswer {
    /// The export's text (for the CSV, its first rows: see `csv_count`).
    pub text: String,
    /// The file name to save it as.
    pub file: String,
    /// Its media type.
    pub mime: String,
    /// What to know about it, in the request's language (where quantile keys came from, how a
    /// CSV was capped).
    pub note: Option<String>,
    /// For the CSV: `text` is a preview, and Copy / Download make this many keys.
    pub csv_count: Option<u64>,
}

/// A paste read into split keys (the answer to [`MoreRequest::Import`]): the format used, and
/// the keys or where and why they cannot be read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportAnswer {
    /// The format's name (the one detected for `auto`).
    pub format: String,
    /// The keys, when the paste reads.
    #[serde(default)]
    pub keys: Option<Vec<Vec<u8>>>,
    /// Where and why it does not.
    #[serde(default)]
    pub error: Option<ImportFailure>,
}

/// Where and why a paste cannot be read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportFailure {
    /// The 1-based line.
    pub line: usize,
    /// The 1-based column, when known.
    pub column: Option<usize>,
    /// The importer's message, in the request's language.
    pub message: String,
}

/// A key read back through its template (the answer to [`MoreRequest::Decode`]), as
/// `rowkey decode` says it, in the request's language.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DecodedKey {
    /// The key in toStringBinary.
    pub key: String,
    /// Every byte accounted for and every part that can be recomputed equal.
    pub matches: bool,
    /// Fields recovered in full: name and value (as `rowkey sample --format csv` writes it).
    pub fields: Vec<(String, String)>,
    /// Fields known in part: name and what is known of it in words.
    pub partial: Vec<(String, String)>,
    /// Parts that cannot be inverted: the segment in normal form, its bytes in
    /// toStringBinary and the transform that loses the value.
    pub opaque: Vec<(String, String, String)>,
    /// Where the key stops matching, when it does.
    pub mismatch: Option<DecodeMismatch>,
}

/// Where a key stops matching its template.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DecodeMismatch {
    /// The byte offset.
    pub offset: usize,
    /// What was expected there, in words.
    pub expected: String,
    /// Only the split is uncertain from there (the key is not shown not to fit).
    pub undecided: bool,
}

/// The real table's numbers beside the design's regions (the answer to
/// [`MoreRequest::RegionsMetrics`]), or where and why a text cannot be read.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct MetricsAnswer {
    /// The forms read, one per text, described for people.
    pub formats: Vec<String>,
    /// Per design region, the table's region with the same bounds (`None`: none, split or
    /// merged since).
    pub regions: Vec<Option<ObservedNumbers>>,
    /// Whether the files split writes from reads (`writes` are write requests); else `writes`
    /// are all requests, the only count `list_regions` prints.
    pub by_writes: bool,
    /// The table's regions that no longer match the design's splits, said in words.
    pub unmatched: Vec<String>,
    /// The verdict on the real table.
    pub verdict: Verdict,
    /// Why, one sentence per measure.
    pub reasons: Vec<String>,
    /// What was noticed reading and joining the texts.
    pub notes: Vec<String>,
    /// Why the texts cannot be read: the text (1-based), and the message naming the line or
    /// field.
    pub error: Option<(usize, String)>,
}

/// One region's numbers as the table shows them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ObservedNumbers {
    /// Store-file bytes.
    pub store_file_bytes: Option<u64>,
    /// Memstore bytes.
    pub memstore_bytes: Option<u64>,
    /// Read requests.
    pub read_requests: Option<u64>,
    /// Write requests, or all requests where only those are printed.
    pub writes: Option<u64>,
    /// Share of the table's store-file bytes.
    pub bytes_share: Option<f64>,
    /// Share of the table's writes (requests).
    pub writes_share: Option<f64>,
}

/// A report inside a JSON request in its compact form (`rowkey_core::analyze::compact`, as an
/// array of bytes), as the page already holds it: written as JSON, every report type's
/// serde_json writer and reader would be in the wasm fetched before the first chart.
///
/// ```
/// use rowkey_core::analyze::{analyze, AnalyzeOptions};
/// use rowkey_core::{design::Design, sample::Compiled};
/// use rowkey_protocol::quick::{MoreRequest, QuickRequest};
/// let mut d = Design::new("{id}");
/// d.fields.insert("id".into(), "seq(1, 1)".into());
/// d.sample.count = 10;
/// let c = Compiled::new(&d).unwrap();
/// let report = analyze(&c, AnalyzeOptions::for_design(&c)).unwrap();
/// let r = MoreRequest::RegionsMetrics { report: Box::new(report), texts: vec![] };
/// let text = QuickRequest::from(r).to_json();
/// assert!(text.starts_with(r#"{"more":{"regions-metrics":{"report":["#));
/// assert_eq!(QuickRequest::from_json(&text).unwrap().to_json(), text);
/// ```
pub mod compact_report {
    use rowkey_core::analyze::{compact, Report};
    use serde::{de, ser, Deserialize, Deserializer, Serializer};

    /// Write `report` as its compact bytes.
    ///
    /// # Errors
    ///
    /// The serializer's error when the report cannot be put in the compact form.
    pub fn serialize<S: Serializer>(report: &Report, s: S) -> Result<S::Ok, S::Error> {
        let bytes = compact::value_to_bytes(report).map_err(ser::Error::custom)?;
        s.serialize_bytes(&bytes)
    }

    /// Read a report from its compact bytes.
    ///
    /// # Errors
    ///
    /// The deserializer's error when the bytes are not a report of this build.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Box<Report>, D::Error> {
        let bytes = Vec::<u8>::deserialize(d)?;
        compact::value_from_bytes(&bytes)
            .map(Box::new)
            .map_err(de::Error::custom)
    }
}
