//! Query fan-out: for each named query (which fields it knows), the gets or scans it needs,
//! their start/stop rows, and the regions each touches.

use crate::keyspace::Keyspace;
use crate::sample::Compiled;
use serde::Serialize;

/// What kind of read a query turns into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum QueryKind {
    /// Every part of the key is known: one get per salt bucket (or one get).
    Get,
    /// A known prefix: one scan per prefix.
    Scan,
    /// Nothing known at the start of the key: the whole table is scanned.
    FullScan,
}

/// One scan (or get) range.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScanRange {
    /// Start row (inclusive), toStringBinary.
    pub start: String,
    /// Stop row (exclusive), toStringBinary; empty for the end of the table.
    pub stop: String,
    /// Indexes of the regions the range touches.
    pub regions: Vec<usize>,
}

/// The reads one query needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QueryReport {
    /// The query's name.
    pub name: String,
    /// Get, scan or full scan.
    pub kind: QueryKind,
    /// How many gets or scans.
    pub scans: usize,
    /// Each range.
    pub ranges: Vec<ScanRange>,
    /// A one-line explanation (why this many, what stopped the prefix).
    pub note: String,
}

/// The reads each of the design's queries needs, against these split keys (sorted).
pub fn plan_queries(
    compiled: &Compiled,
    nominal: &Keyspace,
    split_keys: &[Vec<u8>],
) -> Vec<QueryReport> {
    let _ = (compiled, nominal, split_keys);
    Vec::new()
}
