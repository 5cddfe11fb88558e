//! The versioned design document (v1): the one JSON shape the app, the CLI and the wasm API read
//! and write, and that share links carry.
//!
//! ```json
//! { "version": 1, "name": "E-commerce orders",
//!   "template": "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}",
//!   "fields": { "user_id": "pattern(\"user######\")", "order_time": "timestamp(\"2024-02-15T00:00:00Z\", 500)" },
//!   "sample": { "count": 100000, "seed": 42 },
//!   "splits": { "algorithm": "salt", "regions": 100 },
//!   "queries": [ { "name": "orders of a user", "bind": { "user_id": "user000123" } } ],
//!   "table": { "name": "orders", "families": ["d"] },
//!   "data": "user_id,city\nuser000001,Hangzhou\n",
//!   "sizing": { "rows": 2000000000, "row_bytes": 300 } }
//! ```
//! Every member except `template` may be left out and takes its default. [`Design::to_json`]
//! writes only what differs from the defaults (plus `version` and `template`), which keeps share
//! links short; [`Design::to_json_pretty`] writes everything. Unknown members are rejected, so a
//! typo is reported instead of silently ignored.
//!
//! ```
//! use rowkey_core::design::Design;
//! let d = Design::from_json(r#"{"version": 1, "template": "{id}", "fields": {"id": "seq(1, 1)"}}"#).unwrap();
//! assert_eq!(d.sample.count, 100_000);
//! assert!(d.validate().is_empty());
//! assert_eq!(d.to_json(), r#"{"version":1,"template":"{id}","fields":{"id":"seq(1, 1)"}}"#);
//! ```

mod document;
mod error;
mod family;
mod full;
mod maps;
mod rename;
mod size;
pub mod sizing;
mod splits;
mod validate;

pub use document::{check_document_bytes, document_text, document_too_large, read_document};
pub use error::DesignError;
pub use family::{
    BloomType, Compression, DataBlockEncoding, Family, FamilyAttrs, BLOCKSIZE_RANGE, MAX_TTL,
};
pub use rename::RenameError;
pub use size::check_design_size;
pub use sizing::{Sizing, DEFAULT_MAX_FILESIZE};
pub use splits::{
    RegionSplitter, SplitAlgorithmInfo, SplitSetting, SplitSettingsError, SPLIT_ALGORITHMS,
};
pub use validate::MAX_REGIONS;

use crate::i18n::catalogue::design as D;
use crate::i18n::{Arg, Message};
use crate::{ErrorKind, Span};
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

/// The document version this build reads and writes.
///
/// ```
/// assert_eq!(rowkey_core::design::Design::new("{id}").version, rowkey_core::design::VERSION);
/// ```
pub const VERSION: u32 = 1;

/// A row-key design: template, field generators, sample, splits, queries and table.
///
/// ```
/// use rowkey_core::design::{Design, SplitAlgorithm};
/// let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
/// d.fields.insert("id".into(), "pattern(\"user######\")".into());
/// d.splits.algorithm = SplitAlgorithm::HexString;
/// let back = Design::from_json(&d.to_json()).unwrap();
/// assert_eq!(back, d);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Design {
    /// Document version; this build reads [`VERSION`].
    #[serde(default = "default_version")]
    pub version: u32,
    /// A name for people (the page title shows it).
    #[serde(default = "default_name", skip_serializing_if = "is_default_name")]
    pub name: String,
    /// The row-key template, e.g. `{user_id}_{ts | rev}`.
    pub template: String,
    /// Field name to generator expression, in document order.
    #[serde(
        default,
        skip_serializing_if = "IndexMap::is_empty",
        deserialize_with = "maps::fields"
    )]
    pub fields: IndexMap<String, String>,
    /// How many sample rows, from which seed.
    #[serde(default, skip_serializing_if = "Sample::is_default")]
    pub sample: Sample,
    /// How the table is pre-split.
    #[serde(default, skip_serializing_if = "Splits::is_default")]
    pub splits: Splits,
    /// Named reads to plan: which fields each binds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub queries: Vec<Query>,
    /// The HBase table the design is for.
    #[serde(default, skip_serializing_if = "Table::is_default")]
    pub table: Table,
    /// Pasted CSV text with a header row, read by `csv("col")` generators.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<String>,
    /// The expected table size, for the region count it reaches (left out: no sizing).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sizing: Option<Sizing>,
}

/// The sample the analyses run on.
///
/// ```
/// use rowkey_core::design::Sample;
/// assert_eq!(Sample::default(), Sample { count: 100_000, seed: 42 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Sample {
    /// Number of rows, `1..=MAX_SAMPLE_COUNT`.
    #[serde(skip_serializing_if = "is_default_count")]
    pub count: u64,
    /// The seed every generator and `salt(N)` derives its stream from.
    #[serde(skip_serializing_if = "is_default_seed")]
    pub seed: u64,
}

/// How split keys are chosen. Its JSON value is [`SplitAlgorithm::name`];
/// [`SPLIT_ALGORITHMS`] describes each one and the settings it reads.
///
/// ```
/// use rowkey_core::design::SplitAlgorithm;
/// assert_eq!(serde_json::to_string(&SplitAlgorithm::HexString).unwrap(), "\"hexstring\"");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SplitAlgorithm {
    /// One region, no split keys.
    #[default]
    None,
    /// RegionSplitter `HexStringSplit` over `first..last`.
    HexString,
    /// RegionSplitter `DecimalStringSplit` over `first..last`.
    Decimal,
    /// RegionSplitter `UniformSplit` (8 raw bytes).
    Uniform,
    /// `Admin.createTable(desc, start, end, regions)` through `Bytes.split`.
    Range,
    /// One region per salt or hash bucket of the template's leading segment.
    Salt,
    /// Quantiles of the sorted sample keys.
    Quantile,
    /// The split keys listed in `keys`.
    Explicit,
    /// Even splits over the keyspace the template can reach.
    Auto,
}

/// Pre-split settings.
///
/// ```
/// use rowkey_core::design::{SplitAlgorithm, Splits};
/// let s = Splits::default();
/// assert_eq!((s.algorithm, s.regions), (SplitAlgorithm::None, 16));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Splits {
    /// The algorithm.
    #[serde(skip_serializing_if = "is_default_algorithm")]
    pub algorithm: SplitAlgorithm,
    /// Number of regions, `1..=MAX_REGIONS`.
    #[serde(skip_serializing_if = "is_default_regions")]
    pub regions: u32,
    /// RegionSplitter's first row (`-D split.algorithm.firstrow`) for `hexstring` / `decimal`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first: Option<String>,
    /// RegionSplitter's last row (`-D split.algorithm.lastrow`) for `hexstring` / `decimal`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last: Option<String>,
    /// Start key for `range`, in toStringBinary notation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// End key for `range`, in toStringBinary notation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
    /// Split keys for `explicit`, in toStringBinary notation.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub keys: Vec<String>,
    /// What `quantile` regions hold equal amounts of: keys (HashChoreWoker's rule) or, with a
    /// `sizing` section, bytes (each sample row weighing its size).
    #[serde(skip_serializing_if = "is_default_by")]
    pub by: SplitBy,
}

/// What `quantile` splits cut equal amounts of.
///
/// ```
/// use rowkey_core::design::{Design, SplitBy};
/// let d = Design::from_json(r#"{"template": "{id}", "fields": {"id": "seq(0, 1)", "len": "seq(1, 1)"},
///     "splits": {"algorithm": "quantile", "by": "bytes"},
///     "sizing": {"rows": 100, "row_bytes": 1, "row_bytes_field": "len"}}"#).unwrap();
/// assert_eq!(d.splits.by, SplitBy::Bytes);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SplitBy {
    /// Equal key counts (HashChoreWoker's rule).
    #[default]
    Keys,
    /// Equal bytes: the rule with each row weighing its size from the design's `sizing`.
    Bytes,
}

/// A named read: which fields it knows.
///
/// ```
/// use rowkey_core::design::Query;
/// let q: Query = serde_json::from_str(r#"{"name": "by user", "bind": {"user_id": "u1", "day": 20240215}}"#).unwrap();
/// assert_eq!(q.bind["day"], "20240215");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Query {
    /// Shown in the query list; unique within a design.
    pub name: String,
    /// Field name to the value the query knows (integers are kept as their decimal text).
    #[serde(
        default,
        skip_serializing_if = "IndexMap::is_empty",
        deserialize_with = "maps::bindings"
    )]
    pub bind: IndexMap<String, String>,
}

/// The HBase table.
///
/// ```
/// use rowkey_core::design::Table;
/// assert_eq!(Table::default(), Table { name: "t".into(), families: vec!["d".into()] });
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Table {
    /// `[namespace:]qualifier`.
    #[serde(skip_serializing_if = "is_default_table_name")]
    pub name: String,
    /// Column families: names, or objects with a name and the shell's attributes
    /// ([`Family`]).
    #[serde(
        skip_serializing_if = "is_default_families",
        deserialize_with = "family::capped_families"
    )]
    pub families: Vec<Family>,
}

const DEFAULT_NAME: &str = "Untitled design";
const DEFAULT_COUNT: u64 = 100_000;
const DEFAULT_SEED: u64 = 42;
const DEFAULT_REGIONS: u32 = 16;

fn default_version() -> u32 {
    VERSION
}
fn default_name() -> String {
    DEFAULT_NAME.to_owned()
}
fn is_default_name(v: &str) -> bool {
    v == DEFAULT_NAME
}
fn is_default_count(v: &u64) -> bool {
    *v == DEFAULT_COUNT
}
fn is_default_seed(v: &u64) -> bool {
    *v == DEFAULT_SEED
}
fn is_default_algorithm(v: &SplitAlgorithm) -> bool {
    *v == SplitAlgorithm::None
}
fn is_default_by(v: &SplitBy) -> bool {
    *v == SplitBy::Keys
}
fn is_default_regions(v: &u32) -> bool {
    *v == DEFAULT_REGIONS
}
fn is_default_table_name(v: &str) -> bool {
    v == "t"
}
fn is_default_families(v: &[Family]) -> bool {
    v.len() == 1 && v[0] == "d"
}

impl Default for Sample {
    fn default() -> Self {
        Sample {
            count: DEFAULT_COUNT,
            seed: DEFAULT_SEED,
        }
    }
}

impl Sample {
    fn is_default(&self) -> bool {
        *self == Sample::default()
    }
}

impl Default for Splits {
    fn default() -> Self {
        Splits {
            algorithm: SplitAlgorithm::None,
            regions: DEFAULT_REGIONS,
            first: None,
            last: None,
            start: None,
            end: None,
            keys: Vec::new(),
            by: SplitBy::Keys,
        }
    }
}

impl Splits {
    /// The most bytes of split keys made outside an analysis (the playground's check of the
    /// settings and its exports): the split algorithms make keys about as long as their
    /// bounds, one per region, so huge bounds with many regions would take gigabytes; larger
    /// sets are left to the analysis, which says what is wrong.
    pub const QUICK_SPLIT_BYTES: u64 = 16 << 20;

    fn is_default(&self) -> bool {
        *self == Splits::default()
    }

    /// About how many bytes the split keys of these settings take: regions × (the longest
    /// bound + the cost of a key). An upper bound for `hexstring`, `decimal`, `uniform` and
    /// `range`.
    ///
    /// ```
    /// use rowkey_core::design::{SplitAlgorithm, Splits};
    /// let mut s = Splits { algorithm: SplitAlgorithm::HexString, regions: 65_536, ..Splits::default() };
    /// assert!(s.bytes_estimate() <= Splits::QUICK_SPLIT_BYTES);
    /// s.first = Some("0".repeat(10_000));
    /// assert!(s.bytes_estimate() > Splits::QUICK_SPLIT_BYTES);
    /// ```
    pub fn bytes_estimate(&self) -> u64 {
        let longest = [&self.first, &self.last, &self.start, &self.end]
            .into_iter()
            .filter_map(|b| b.as_ref().map(String::len))
            .max()
            .unwrap_or(0) as u64;
        u64::from(self.regions).saturating_mul(longest.saturating_add(24))
    }
}

impl Default for Table {
    fn default() -> Self {
        Table {
            name: "t".into(),
            families: vec!["d".into()],
        }
    }
}

impl Table {
    fn is_default(&self) -> bool {
        *self == Table::default()
    }
}

impl Default for Design {
    /// Every default, with an empty template (which [`Design::validate`] reports).
    ///
    /// ```
    /// let d = rowkey_core::design::Design::default();
    /// assert_eq!(d.validate()[0].path, "template");
    /// ```
    fn default() -> Self {
        Design::new("")
    }
}

impl Design {
    /// A design with this template and every other part at its default.
    ///
    /// ```
    /// let d = rowkey_core::design::Design::new("{id}");
    /// assert_eq!((d.version, d.name.as_str(), d.template.as_str()), (1, "Untitled design", "{id}"));
    /// ```
    pub fn new(template: impl Into<String>) -> Self {
        Design {
            version: VERSION,
            name: default_name(),
            template: template.into(),
            fields: IndexMap::new(),
            sample: Sample::default(),
            splits: Splits::default(),
            queries: Vec::new(),
            table: Table::default(),
            data: None,
            sizing: None,
        }
    }

    /// Read a design from JSON.
    ///
    /// Syntax errors give the line and column (and a span into `text`); type errors give the path
    /// of the offending member (in a build with the `json-paths` feature, the default; without
    /// it their path is empty, see [`Design::read_json`]); a document of another version is
    /// refused before its members are read, since they may mean something else there. Semantics
    /// are checked separately by [`Design::validate`].
    ///
    /// ```
    /// use rowkey_core::design::Design;
    /// let e = Design::from_json(r#"{"template": "{id}", "splits": {"regions": "ten"}}"#).unwrap_err();
    /// assert_eq!(e.to_string(), r#"splits.regions: invalid type: string "ten", expected u32"#);
    ///
    /// let e = Design::from_json("{\n  \"template\": \"{id}\",\n}").unwrap_err();
    /// assert_eq!(e.to_string(), "JSON syntax error at line 3, column 1: trailing comma");
    ///
    /// let e = Design::from_json(r#"{"version": 7, "template": "{id}"}"#).unwrap_err();
    /// assert_eq!(e.to_string(), "version: unsupported design version 7; this build reads version 1");
    ///
    /// let e = Design::from_json(r#"{"template": "{id}", "tabel": {}}"#).unwrap_err();
    /// assert!(e.to_string().starts_with("tabel: unknown field `tabel`, expected one of"));
    ///
    /// // Editors that save UTF-8 "with signature" put a byte-order mark first: it is skipped.
    /// assert!(Design::from_json("\u{feff}{\"template\": \"{id}\"}").is_ok());
    /// ```
    ///
    /// # Errors
    ///
    /// A [`DesignError`] naming the path and line of the first member that is not JSON of the
    /// right shape, or a document past the size limits.
    pub fn from_json(text: &str) -> Result<Design, DesignError> {
        Design::read_json(text).map_err(|e| e.error)
    }

    /// [`Design::from_json`], saying also whether the error's path is known: it is not for a
    /// member of the wrong type or shape in a build without the `json-paths` feature, which
    /// parses without tracking where it is (a build with it words the same error with its path).
    ///
    /// ```
    /// use rowkey_core::design::Design;
    /// let e = Design::read_json(r#"{"template": "{id}", "sample": {"count": "ten"}}"#).unwrap_err();
    /// assert_eq!(e.placed, cfg!(feature = "json-paths"));
    /// assert!(e.error.to_string().contains(r#"invalid type: string "ten""#));
    ///
    /// // Syntax errors and versions are placed in every build.
    /// assert!(Design::read_json("{\"template\": }").unwrap_err().placed);
    /// assert!(Design::read_json(r#"{"version": 2, "template": "{id}"}"#).unwrap_err().placed);
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ReadError`] saying where the text stops being a design.
    pub fn read_json(text: &str) -> Result<Design, ReadError> {
        #[cfg(feature = "json-paths")]
        return read_with(text, members_placed);
        #[cfg(not(feature = "json-paths"))]
        return read_with(text, members_unplaced);
    }

    /// [`Design::read_json`] with every error placed, whatever the build's `json-paths`: for a
    /// build that reads designs quickly without paths and asks for the path only when an error
    /// needs it (the page's quick worker, in a chunk fetched on first use), so that the
    /// tracking's code is linked only where this is called.
    ///
    /// ```
    /// use rowkey_core::design::Design;
    /// let e = Design::read_json_placed(r#"{"template": "{id}", "sample": {"count": "ten"}}"#).unwrap_err();
    /// assert!(e.placed);
    /// assert_eq!(e.error.path, "sample.count");
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ReadError`] saying where the text stops being a design, its member always named.
    #[cfg(feature = "path-tracking")]
    pub fn read_json_placed(text: &str) -> Result<Design, ReadError> {
        read_with(text, members_placed)
    }

    /// Compact JSON with only what differs from the defaults (`version` and `template` are
    /// always written): the form share links carry.
    ///
    /// ```
    /// let d = rowkey_core::design::Design::new("{id}");
    /// assert_eq!(d.to_json(), r#"{"version":1,"template":"{id}"}"#);
    /// ```
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Pretty JSON with every member written out, defaults included: the form to save or read.
    ///
    /// ```
    /// let d = rowkey_core::design::Design::new("{id}");
    /// let text = d.to_json_pretty();
    /// assert!(text.contains("\"regions\": 16"));
    /// assert!(text.contains("\"first\": null"));
    /// ```
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(&full::Full::from(self)).unwrap_or_default()
    }
}

/// A design document's text read as [`Design::read_json`] says, its members by `members` (with
/// or without their paths tracked: two readers, so a build links only the one it calls).
fn read_with(
    text: &str,
    members: fn(&str) -> Result<Design, ReadError>,
) -> Result<Design, ReadError> {
    let text = strip_bom(text);
    let placed = |error| ReadError {
        error,
        placed: true,
    };
    #[derive(Deserialize)]
    struct Peek {
        version: Option<serde_json::Value>,
    }
    // serde would also accept a struct written as a positional array; a document is an object.
    let trimmed = text.trim_start();
    if !trimmed.is_empty() && !trimmed.starts_with('{') {
        return Err(placed(DesignError::new(
            ErrorKind::InvalidJson,
            "",
            crate::msg!(D::NOT_AN_OBJECT),
        )));
    }
    match serde_json::from_str::<Peek>(text) {
        Err(e) if e.is_syntax() || e.is_eof() => return Err(placed(json_error(text, &e, ""))),
        Ok(Peek {
            version: Some(serde_json::Value::Number(n)),
        }) if n.as_u64() != Some(u64::from(VERSION)) => {
            return Err(placed(DesignError::new(
                ErrorKind::UnsupportedVersion,
                "version",
                unsupported_version(&n.to_string()),
            )))
        }
        _ => {}
    }
    members(text)
}

pub(crate) fn unsupported_version(v: &str) -> Message {
    crate::msg!(
        D::UNSUPPORTED_VERSION,
        version = v,
        supported = Arg::Int(VERSION.into())
    )
}

/// Why [`Design::read_json`] could not read a design.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadError {
    /// What is wrong and where, as [`Design::from_json`] says it.
    pub error: DesignError,
    /// Whether `error.path` is known: false only for a member of the wrong type or shape read
    /// without the `json-paths` feature (its path is then empty).
    pub placed: bool,
}

/// The design's members, from a document whose syntax and version are already checked, each
/// error with the path of its member.
#[cfg(feature = "path-tracking")]
fn members_placed(text: &str) -> Result<Design, ReadError> {
    let placed = |error| ReadError {
        error,
        placed: true,
    };
    let mut de = serde_json::Deserializer::from_str(text);
    let design: Design = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." { String::new() } else { path };
        placed(json_error(text, e.inner(), &path))
    })?;
    de.end().map_err(|e| placed(json_error(text, &e, "")))?;
    Ok(design)
}

/// The design's members, from a document whose syntax and version are already checked: the
/// same design as with `json-paths`, but an error in a member does not know which member.
#[cfg(not(feature = "json-paths"))]
fn members_unplaced(text: &str) -> Result<Design, ReadError> {
    serde_json::from_str(text).map_err(|e| ReadError {
        placed: e.is_syntax() || e.is_eof(),
        error: json_error(text, &e, ""),
    })
}

/// A serde_json error as a [`DesignError`], with its position as a span into `text` rather than
/// in the message (serde_json appends " at line L column C" to every message).
fn json_error(text: &str, e: &serde_json::Error, path: &str) -> DesignError {
    let (line, column) = (e.line(), e.column());
    let full = e.to_string();
    let suffix = format!(" at line {line} column {column}");
    let message = full.strip_suffix(&suffix).unwrap_or(&full);
    let span = (line > 0).then(|| Span::at(offset_of(text, line, column)));
    // serde_json's words stay English; they are only ever an argument of our own message.
    let message = if e.is_syntax() || e.is_eof() {
        crate::msg!(
            D::JSON_SYNTAX,
            line = Arg::Int(line as i128),
            column = Arg::Int(column as i128),
            detail = message
        )
    } else if let Some(ours) = family::take_error(message) {
        ours
    } else {
        crate::msg!(D::JSON_SHAPE, detail = message)
    };
    DesignError {
        kind: ErrorKind::InvalidJson,
        path: path.to_owned(),
        message,
        span,
    }
}

/// Byte offset of serde_json's 1-based line and byte column.
fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let line_start = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum::<usize>();
    (line_start + column.saturating_sub(1)).min(text.len())
}

/// `text` without a leading UTF-8 byte-order mark, which some editors write and JSON forbids.
///
/// ```
/// assert_eq!(rowkey_core::design::strip_bom("\u{feff}{}"), "{}");
/// ```
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

#[cfg(test)]
mod tests;
