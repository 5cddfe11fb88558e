//! The plain objects the API exchanges with JavaScript, and their TypeScript declarations.

use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/**
 * The bytes of WebAssembly memory the module holds now (0 before `init`). A call that leaves it
 * holding more than 32 MiB is followed by a fresh instance, so this falls back after a large
 * answer.
 */
export function memoryBytes(): number;

/** A byte range in a text (byte offsets). */
export interface Span { start: number; end: number; }

/** What kind of problem an error reports (stable, unlike the message text). */
export type ErrorKind =
  | "unexpected_char" | "unexpected_token" | "unexpected_end" | "unclosed_delimiter"
  | "unmatched_delimiter" | "unterminated_string" | "invalid_escape" | "control_character"
  | "invalid_number" | "number_too_large" | "empty_segment" | "empty_generator"
  | "nesting_too_deep" | "unknown_function" | "unknown_transform" | "unknown_generator"
  | "misplaced_function" | "argument_count" | "argument_type" | "out_of_range"
  | "invalid_argument" | "invalid_pattern" | "invalid_weights" | "type_mismatch"
  | "division_by_zero" | "csv_missing_header" | "csv_field_count" | "csv_syntax"
  | "csv_unavailable" | "invalid_json" | "unsupported_version" | "empty_template" | "missing"
  | "duplicate" | "invalid_name" | "reserved_name" | "unknown_field" | "missing_generator"
  | "invalid_splits" | "missing_field_value" | "not_an_int" | "not_utf8" | "date_out_of_range"
  | "value_too_long" | "key_too_long" | "internal";

/**
 * An error thrown by this module: `message` is what the `rowkey` CLI prints after `error: `;
 * `kind`, when present, says which problem it is (for a template or design error, the first one's).
 */
export interface RowKeyError extends Error { kind?: ErrorKind; span?: Span; path?: string; }

/** One segment of a checked template. */
export interface SegmentInfo {
  span: Span;
  source: string;
  transforms: string[];
  /** "str", "int", "long" or "bytes". */
  output: string;
  /** Shortest and longest byte width the segment can produce. */
  width: { min: number; max: number };
  fields: string[];
}

/** The result of `checkTemplate`. */
export interface CheckResult {
  ok: boolean;
  /** The template in normal form (when ok). */
  normalized: string | null;
  segments: SegmentInfo[];
  fields: string[];
  errors: { kind: ErrorKind; message: string; span: Span }[];
}

/** A key in the three forms. */
export interface EncodedKey { binary: string; hex: string; bytes: Uint8Array; length: number; }

/** One sample row. */
export interface SampleRow { row: number; key: string; hex: string; length: number; values: Record<string, string>; }

/** A design's split keys. */
export interface SplitsResult { algorithm: string; keys: string[]; hex: string[]; note: string | null; }

/** A column family with the HBase shell's attributes (a plain name is a string). */
export interface FamilyDoc {
  name: string; VERSIONS?: number; COMPRESSION?: string; BLOOMFILTER?: string; TTL?: number;
  DATA_BLOCK_ENCODING?: string; BLOCKSIZE?: number; IN_MEMORY?: boolean;
}

/** A design document (see the README); only `template` is required. */
export interface DesignDoc {
  version?: number; name?: string; template: string;
  fields?: Record<string, string>;
  sample?: { count?: number; seed?: number };
  splits?: { algorithm?: string; regions?: number; first?: string | null; last?: string | null; start?: string | null; end?: string | null; keys?: string[] };
  queries?: { name: string; bind: Record<string, string> }[];
  table?: { name?: string; families?: (string | FamilyDoc)[] };
  data?: string | null;
  sizing?: { rows: number; row_bytes: number; max_filesize?: number; days?: number; row_bytes_field?: string };
}

/** What `size` returns (and `Report.sizing`): the regions HBase reaches and the suggested pre-split. */
export interface Sizing {
  rows: number; row_bytes: number; max_filesize: number; total_bytes: number;
  regions: number; presplit: number; presplit_region_bytes: number; summary: string; why: string;
}

/** A verdict in the seed articles' terms. */
export type Verdict = "good" | "acceptable" | "needs_work";

/** The analysis report: the same JSON as `rowkey analyze --format json`. */
export interface Report {
  /** "keys" for analyzeKeys (then with keys_read), "sample" otherwise. */
  source: "sample" | "keys"; keys_read?: number;
  /** For analyzeKeys: the format and order the keys were read in and why, lines passed over,
   *  and warnings when the lines look like another format than the one given. */
  dump?: { format: string; format_why: string | null; order: "insertion" | "key"; order_why: string; skipped_lines: number; first_skipped_line: number | null; warnings: string[] };
  name: string; template: string;
  splits: { algorithm: string; keys: string[]; note: string | null; kept_bytes: number | null };
  /** With `top`: each region's top values of each decoded field (largest share first; `share` of the region's keys, never under the true one; `error` the most it can be over, 0 while exact) and its keys that do not match the template (`first`: the dump's 1-based line, or the sample index from 0). */
  regions: { start: string; end: string; count: number; share: number; expected_share: number; dead: boolean; skew: "hot" | "cold" | null; note: string | null;
    top?: TopValue[]; unmatched?: { count: number; first: number } }[];
  /** With `top`: how the top values were counted (SpaceSaving sketches of `capacity` counters per region and field) and how far off they can be. */
  top?: { per_field: number; capacity: number; max_error: number; unmatched: number; regions_dropped: number; note: string };
  /** `stats.verdict` judges the totals only (the deviation rate); `verdict` is the one to show. */
  stats: { keys: number; regions: number; min: number; max: number; mean: number; deviation_pct: number; cv: number; gini: number; verdict: Verdict; hottest_region: number; hottest_share: number };
  /** The worse of the totals' verdict and the writes-over-time one (write concurrency from the heatmap, and a leading segment that rises or falls with insertion order), with why. */
  verdict: {
    level: Verdict; totals: Verdict; writes: Verdict;
    concurrency: { windows: number; regions: number; even_share: number; busiest_share: number; worst_share: number; regions_per_window: number; regions_overall: number; spread: number };
    ordered_lead: { segment: string; rises: boolean } | null;
    reasons: string[];
  };
  heatmap: { windows: number; rows_per_window: number; cells: number[][] };
  key_lengths: { min: number; max: number; mean: number; histogram: [number, number][]; memory_rows: number; memory_bytes: number };
  collisions: { count: number; distinct: number; examples: string[]; unique_by: string | null };
  lints: { rule: string; severity: "error" | "warning" | "info"; message: string; why: string; span: Span | null }[];
  queries: { name: string; kind: "get" | "scan" | "full_scan"; scans: number; ranges: { start: string; stop: string; regions: number[] }[]; note: string }[];
  keyspace: { approximate: boolean; note: string | null };
  sample: { requested: number; analysed: number; note: string | null };
  sizing?: Sizing;
}

/** One of a region's most frequent values of a decoded field (`Report.regions[i].top`). */
export interface TopValue { field: string; value: string; share: number; error: number; }

/** One key read back through the template: the same JSON as `rowkey decode --format json`. */
export interface DecodedKey {
  /** The key in toStringBinary. */
  key: string;
  /** Every byte accounted for and every recomputable part equal. */
  matches: boolean;
  /** Fields recovered in full, as `rowkey sample --format csv` writes them. */
  fields: Record<string, string>;
  /** Fields known in part: a prefix, suffix, middle piece, padded or cased value, an int range or a time cut to its precision. */
  partial: ({ field: string; message: string } & (
    | { kind: "prefix" | "suffix" | "case"; value: string }
    | { kind: "middle"; value: string; from: number }
    | { kind: "padded"; value: string; fill: string }
    | { kind: "range"; low: number; high: number }
    | { kind: "time"; value: string; from_ms: number; to_ms: number }))[];
  /** Parts that cannot be inverted: the segment, its bytes (toStringBinary), the transform that loses the value. */
  opaque: { segment: string; bytes: string; transform: string }[];
  /** Where the key stops matching (`undecided`: only cannot be split with certainty from there). */
  mismatch?: { offset: number; expected: string; undecided: boolean };
}

/** A region of the real table and its numbers (keys in toStringBinary; `null` where the form does not print it). */
export interface ObservedRegion {
  start: string; end: string; encoded: string | null; server: string | null;
  store_file_bytes: number | null; memstore_bytes: number | null;
  read_requests: number | null; write_requests: number | null; requests: number | null;
  bytes_share: number | null; writes_share: number | null;
}

/** One measure over the real table's regions, judged with the key-count thresholds. */
export interface MetricsFigure {
  measure: "store_file_bytes" | "write_requests" | "requests"; regions: number; total: number;
  deviation_pct: number; verdict: Verdict; largest_share: number; largest_start: string; even_share: number;
}

/** What `regionsMetrics` returns: the report with the real table's numbers, as `rowkey analyze --regions-metrics F --format json`. */
export interface MetricsResult extends Report {
  metrics: {
    formats: ("jmx" | "master-ui" | "shell")[]; table: string | null; observed_regions: number;
    /** The design's regions, each with the table's region of the same bounds (`null`: split or merged since). */
    regions: { region: number; start: string; end: string; predicted_share: number; sample_share: number; observed: ObservedRegion | null }[];
    /** The table's regions that no longer match the design's splits. */
    unmatched: { kind: "split" | "merged" | "moved"; first_region: number; last_region: number; observed: ObservedRegion }[];
    verdict: { level: Verdict; bytes: MetricsFigure | null; writes: MetricsFigure | null; reasons: string[] };
    notes: string[];
  };
}
"#;

/// A span for JS.
#[derive(Serialize)]
pub struct SpanDto {
    pub start: usize,
    pub end: usize,
}

impl From<rowkey_core::Span> for SpanDto {
    fn from(s: rowkey_core::Span) -> Self {
        SpanDto {
            start: s.start,
            end: s.end,
        }
    }
}

/// Min and max widths.
#[derive(Serialize)]
pub struct WidthDto {
    pub min: usize,
    pub max: usize,
}

/// A segment.
#[derive(Serialize)]
pub struct SegmentDto {
    pub span: SpanDto,
    pub source: String,
    pub transforms: Vec<String>,
    pub output: &'static str,
    pub width: WidthDto,
    pub fields: Vec<String>,
}

/// A template error.
#[derive(Serialize)]
pub struct ErrorDto {
    pub kind: rowkey_core::ErrorKind,
    pub message: String,
    pub span: SpanDto,
}

/// `checkTemplate`'s result.
#[derive(Serialize)]
pub struct CheckDto {
    pub ok: bool,
    pub normalized: Option<String>,
    pub segments: Vec<SegmentDto>,
    pub fields: Vec<String>,
    pub errors: Vec<ErrorDto>,
}

/// A sample row.
#[derive(Serialize)]
pub struct SampleRowDto {
    pub row: u64,
    pub key: String,
    pub hex: String,
    pub length: usize,
    pub values: indexmap_like::Map,
}

/// `splits`'s result.
#[derive(Serialize)]
pub struct SplitsDto {
    pub algorithm: String,
    pub keys: Vec<String>,
    pub hex: Vec<String>,
    pub note: Option<String>,
}

impl SplitsDto {
    /// Split keys as `splits` and `quantileSplits` give them: toStringBinary and hex, with the
    /// note in the request's language.
    pub fn of(algorithm: &str, s: rowkey_core::analyze::SplitKeys) -> SplitsDto {
        use rowkey_core::hbase::{to_hex, to_string_binary};
        SplitsDto {
            algorithm: algorithm.to_owned(),
            keys: s.keys.iter().map(|k| to_string_binary(k)).collect(),
            hex: s.keys.iter().map(|k| to_hex(k)).collect(),
            note: s.note.map(|m| m.to_string()),
        }
    }
}

/// An ordered string map serialised as a JS object (field order kept).
pub mod indexmap_like {
    use serde::ser::{Serialize, SerializeMap, Serializer};

    /// Ordered pairs.
    #[derive(Default)]
    pub struct Map(pub Vec<(String, String)>);

    impl Serialize for Map {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut m = s.serialize_map(Some(self.0.len()))?;
            for (k, v) in &self.0 {
                m.serialize_entry(k, v)?;
            }
            m.end()
        }
    }
}

#[cfg(test)]
mod tests {
    /// The TypeScript union is written by hand; it must name every kind the core can report.
    #[test]
    fn ts_error_kind_lists_every_kind() {
        // The custom section's const is taken by `wasm_bindgen`; read the declaration here.
        let union = include_str!("types.rs")
            .split("export type ErrorKind =")
            .nth(1)
            .and_then(|rest| rest.split(';').next())
            .expect("the ErrorKind union");
        let listed: Vec<&str> = union
            .split('|')
            .map(|s| s.trim().trim_matches('"'))
            .filter(|s| !s.is_empty())
            .collect();
        let core: Vec<&str> = rowkey_core::ErrorKind::ALL
            .iter()
            .map(|k| k.as_str())
            .collect();
        assert_eq!(listed, core);
    }

    /// The document type's `sizing` is written by hand too; it must name every member the core
    /// reads and writes, and no other.
    #[test]
    fn ts_sizing_lists_every_member() {
        let declared = include_str!("types.rs")
            .split("  sizing?: {")
            .nth(1)
            .and_then(|rest| rest.split('}').next())
            .expect("the sizing type");
        let mut listed: Vec<String> = declared
            .split(';')
            .filter_map(|m| m.split(':').next())
            .map(|name| name.trim().trim_end_matches('?').to_string())
            .filter(|name| !name.is_empty())
            .collect();
        let every = rowkey_core::design::Sizing {
            rows: 1,
            row_bytes: 1,
            max_filesize: 1 << 30,
            days: Some(1),
            row_bytes_field: Some("len".into()),
        };
        let json = serde_json::to_value(&every).expect("sizing serialises");
        let mut members: Vec<String> = json
            .as_object()
            .expect("an object")
            .keys()
            .cloned()
            .collect();
        listed.sort();
        members.sort();
        assert_eq!(listed, members);
    }
}
