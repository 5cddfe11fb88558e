//! The cluster's own numbers: per-region store-file and memstore sizes and request counts, read
//! exactly as HBase prints them, and set beside the design's predicted regions.
//!
//! Three forms are read ([`MetricsFormat`]): a region server's JMX JSON
//! (`/jmx?qry=Hadoop:service=HBase,name=RegionServer,sub=Regions`), the master UI's table page
//! (`table.jsp?name=TABLE`, saved as HTML) and the shell's `list_regions 'TABLE'` output. The
//! JMX names regions by their *encoded* name only, so it is read together with one of the
//! other two, whose full region names (`table,startKey,regionId.encoded.`) give each encoded
//! name its start key ([`combine`]). [`compare`] then matches the table's regions to the
//! design's by start and end key and judges the real table with the key-count verdict's
//! thresholds.
//!
//! ```
//! use rowkey_core::metrics::{read, MetricsFormat};
//! let text = " SERVER_NAME | START_KEY | SIZE | REQ |\n ----------- | --------- | ---- | --- |\n rs1,16020,1 |           |   12 |   5 |\n rs1,16020,1 |         m |    3 |   9 |\n 2 rows\n";
//! let file = read(text.as_bytes(), None).unwrap();
//! assert_eq!(file.format, MetricsFormat::Shell);
//! assert_eq!(file.regions[1].start.as_deref(), Some(&b"m"[..]));
//! assert_eq!(file.regions[0].store_file_bytes, Some(12 << 20));
//! ```

mod formats;
mod keys;
mod matching;
mod units;

pub use formats::{detect, MetricsFormat};
pub use matching::{
    combine, compare, Combined, Figure, MetricsReport, Observed, RegionMetrics, TableVerdict,
    Unmatched, UnmatchedKind,
};

use crate::i18n::catalogue::metrics as msg;
use crate::i18n::{Arg, Message};
use serde::Serialize;
use std::fmt;

/// The largest file of region metrics read: a region server's `/jmx` for 2,000 regions is
/// under 10 MiB, the master UI's table page of its default 10,000 regions about 9 MiB. A file
/// is read whole and parsed within this, which keeps the CLI under its 300 MB.
pub const MAX_INPUT_BYTES: usize = 32 << 20;

/// The most regions read from all the files together: more than any table this tool compares
/// against a design (HBase tables rarely pass a few tens of thousands), and what keeps the
/// matching's memory bounded.
pub const MAX_REGIONS: usize = 200_000;

/// One region as a file of metrics shows it; a number HBase does not print in that form is
/// `None`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ObservedRegion {
    /// The table, `ns:table` outside the default namespace.
    pub table: Option<String>,
    /// The encoded region name (the MD5 hex that ends a full region name).
    pub encoded: Option<String>,
    /// The start key's bytes, when the form shows it.
    pub start: Option<Vec<u8>>,
    /// The end key's bytes (empty: the last region), when the form shows it.
    pub end: Option<Vec<u8>>,
    /// The region server, as the form shows it.
    pub server: Option<String>,
    /// Store-file bytes (`storeFileSize`, `StorefileSize`, `SIZE` in MB).
    pub store_file_bytes: Option<u64>,
    /// Memstore bytes (`memStoreSize`, `MemSize`).
    pub memstore_bytes: Option<u64>,
    /// Read requests since the region opened.
    pub read_requests: Option<u64>,
    /// Write requests since the region opened.
    pub write_requests: Option<u64>,
    /// Read and write requests together, where only the total is printed (`REQ`).
    pub requests: Option<u64>,
    /// Where it was read: a 1-based line, or 0 for a JMX field.
    pub line: usize,
}

/// A file of region metrics, read.
#[derive(Clone, Debug, PartialEq)]
pub struct MetricsFile {
    /// Its form.
    pub format: MetricsFormat,
    /// Its regions, in the order it lists them (secondary replicas left out).
    pub regions: Vec<ObservedRegion>,
    /// What was noticed while reading (a page showing only part of the table, replicas left out).
    pub notes: Vec<Message>,
}

/// Why a file of region metrics cannot be read: where (a line or a field) and what.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MetricsError {
    /// The 1-based line, when the problem is on one.
    pub line: Option<usize>,
    /// The JSON field or column, when the problem is in one.
    pub field: Option<String>,
    /// What is wrong.
    pub message: Message,
}

impl MetricsError {
    fn new(message: Message) -> MetricsError {
        MetricsError {
            line: None,
            field: None,
            message,
        }
    }

    fn at_line(line: usize, message: Message) -> MetricsError {
        MetricsError {
            line: Some(line),
            ..MetricsError::new(message)
        }
    }

    fn at_field(field: impl Into<String>, message: Message) -> MetricsError {
        MetricsError {
            field: Some(field.into()),
            ..MetricsError::new(message)
        }
    }

    /// The error as one sentence, its place first (`line 7: …`, `` field `…`: … ``).
    pub fn to_message(&self) -> Message {
        let inner = match &self.field {
            Some(f) => crate::msg!(
                msg::AT_FIELD,
                field = f.as_str(),
                message = self.message.clone()
            ),
            None => self.message.clone(),
        };
        match self.line {
            Some(l) => crate::msg!(msg::AT_LINE, line = Arg::Int(l as i128), message = inner),
            None => inner,
        }
    }
}

impl fmt::Display for MetricsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_message())
    }
}

impl std::error::Error for MetricsError {}

/// Read a file of region metrics: in `format`, or in the form [`detect`] tells. A forced format
/// the text does not read as fails saying what the text looks like.
///
/// # Errors
///
/// A [`MetricsError`], with its line where there is one, when the input passes its size limit, is
/// not UTF-8, is not in a format this reads (or in `format`), or is a malformed file of its format.
///
/// ```
/// use rowkey_core::metrics::{read, MetricsFormat};
/// let err = read(b"{\"beans\" : [ {", None).unwrap_err();
/// assert_eq!(err.line, Some(1));
/// assert!(err.to_string().contains("ends before it is complete"), "{err}");
/// let jmx = br#"{"beans":[{"name":"Hadoop:service=HBase,name=RegionServer,sub=Regions"}]}"#;
/// let err = read(jmx, Some(MetricsFormat::Shell)).unwrap_err();
/// assert!(err.to_string().contains("looks like a region server's JMX JSON"), "{err}");
/// ```
pub fn read(bytes: &[u8], format: Option<MetricsFormat>) -> Result<MetricsFile, MetricsError> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(MetricsError::new(crate::msg!(
            msg::TOO_LARGE,
            mib = Arg::Count((MAX_INPUT_BYTES >> 20) as u64)
        )));
    }
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let line = bytes[..e.valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        MetricsError::at_line(line, crate::msg!(msg::NOT_UTF8))
    })?;
    let seen = detect(text);
    match (format, seen) {
        (Some(given), seen) => formats::parse(text, given).map_err(|e| match seen {
            Some(s) if s != given => MetricsError::new(crate::msg!(
                msg::WRONG_FORMAT,
                given = given.describe(),
                seen = s.describe(),
                error = e.to_message()
            )),
            _ => e,
        }),
        (None, Some(seen)) => formats::parse(text, seen),
        (None, None) => Err(MetricsError::new(crate::msg!(msg::UNKNOWN_FORMAT))),
    }
}
