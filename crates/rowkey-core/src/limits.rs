//! Every cap the core puts on its input and on what it computes, in one place, and the checks
//! every front end (the CLI, the JS module, the playground) shares. docs/limits.md lists the
//! ones a user meets, with the reason for each (a test keeps its figures equal to these).
//!
//! Not here: facts of the formats themselves (a `long`'s 20 decimal digits, the year 9999 a
//! timestamp stops at, HBase's largest TTL is here because a design is checked against it),
//! how much the page and the CLI show of a list, and the caps of the key-dump reader's partial
//! reports (`keys::partial`).
//!
//! The caps keep memory bounded whatever the input: each one is checked *before* the work it
//! guards is allocated, and its error names the limit and the figure that passed it.
//!
//! ```
//! use rowkey_core::limits::{check_key_length, check_sample_count, MAX_KEY_LENGTH};
//! assert!(check_key_length(MAX_KEY_LENGTH).is_ok());
//! assert!(check_key_length(40_000).unwrap_err().to_string().contains("40000 bytes"));
//! assert!(check_sample_count(0).is_err());
//! assert_eq!(check_sample_count(20_000), Ok(20_000));
//! ```

use crate::i18n::catalogue::encode as E;
use crate::i18n::catalogue::limits as L;
use crate::i18n::{Arg, Message};
use crate::{ErrorKind, Span};

/// The largest sample: ten million rows is what the playground can analyse in a browser tab.
/// Design validation, `rowkey sample` / `export --to csv` / `analyze` and the JS module's counts
/// all check it through [`check_sample_count`] or [`sample_count_ok`].
pub const MAX_SAMPLE_COUNT: u64 = 10_000_000;

/// The longest row key: HBase's `HConstants.MAX_ROW_LENGTH = Short.MAX_VALUE` (a row's length is
/// stored in two signed bytes). One rule for `encode`, `sample`, `export` and `analyze`.
pub const MAX_KEY_LENGTH: usize = i16::MAX as usize;

/// The most regions a design may ask for. HBase tables rarely have more than a few thousand
/// regions (every region costs memstore, file handles and master bookkeeping on a cluster of
/// region servers that each host a few hundred), so a larger number is almost surely a typo.
///
/// ```
/// use rowkey_core::design::{Design, MAX_REGIONS};
/// let mut d = Design::new("{id}");
/// d.splits.regions = MAX_REGIONS + 1;
/// assert_eq!(d.validate()[0].path, "splits.regions");
/// ```
pub const MAX_REGIONS: u32 = 65_536;

/// The most split keys one call will produce. Upstream has no such limit, it runs out of heap
/// instead; a browser tab must not try to allocate a billion keys because of a typo.
pub const MAX_SPLIT_KEYS: usize = 1_000_000;

/// The most bytes of split keys one call will produce (the keys' own bytes), checked from the
/// key count and width before any key is made. A table's split keys are kilobytes in practice;
/// this leaves room for 65,536 keys of 256 bytes (and for [`MAX_SPLIT_KEYS`] of RegionSplitter's
/// 8-character rows), and keeps what is printed and analysed from
/// them (toStringBinary can write each byte as four characters, JSON as five) well inside the
/// CLI's 300 MB.
pub const MAX_SPLIT_KEY_BYTES: u64 = 16 << 20;

/// The longest first/last row, range bound or row to halve, in bytes (characters for the
/// number splits): HBase's row key limit, `Short.MAX_VALUE`. Split keys are row keys, and a
/// bound longer than any row sorts where its first 32,767 bytes do, so nothing is lost.
pub const MAX_SPLIT_BOUND_LENGTH: usize = i16::MAX as usize;

/// The largest design a link may inflate to: far beyond any real design, small enough that a
/// crafted link cannot exhaust memory.
pub const MAX_INFLATED: usize = 4 << 20;

/// The longest link fragment read, checked before anything is decoded: 2 MiB, what the
/// roomiest browsers keep of a URL, and more than the largest design compresses to.
pub const MAX_LINK_LENGTH: usize = 2 << 20;

/// Bytes of sample keys a `quantile` split may hold at once (keys plus 64 bytes of bookkeeping
/// each). A sample that fits is used whole, so the split keys are exactly HashChoreWoker's; a
/// larger one is thinned to a reservoir of keys chosen with the design's seed.
pub const MAX_QUANTILE_SAMPLE_BYTES: u64 = 64 << 20;

/// The largest CSV of sample keys written to a file or standard output: 4 GiB, room for ten
/// million ordinary keys with their fields, refused up front for keys of tens of kilobytes.
pub const MAX_CSV_BYTES: u64 = 4 << 30;

/// The largest CSV of sample keys made as one string in memory (the page's and the JS module's
/// download), where a wasm instance holds it whole.
pub const MAX_CSV_TEXT_BYTES: u64 = 256 << 20;

/// The most bytes `rowkey import` reads: split-key listings of real tables are a few MiB.
pub const MAX_IMPORT_BYTES: u64 = 64 << 20;

/// The largest design document read from a file, standard input or JavaScript text: the same
/// as the largest design a share link may inflate to.
pub const MAX_DESIGN_BYTES: usize = MAX_INFLATED;

/// The most segments (`{...}`) a template may hold. Keys are made of a handful of parts, and
/// thousands still compile and sample in a moment; every segment costs a plan step, a keyspace
/// model part and a tinted span in the page's editor, which works on the page's own thread, so
/// refusing more before anything is built per segment keeps every command and the page fast.
pub const MAX_TEMPLATE_SEGMENTS: usize = 10_000;

/// The most syntax nodes (sources, transforms and their arguments) a template may hold: four
/// per byte of the longest row key. The parser stops at this count.
pub const MAX_TEMPLATE_NODES: usize = 4 * MAX_KEY_LENGTH;

/// The longest template text, in bytes: 256 KiB, room for [`MAX_TEMPLATE_SEGMENTS`] segments
/// with transforms and far past any template a person writes, checked before the template is
/// read (the page compiles and highlights the template on its own thread on every edit).
pub const MAX_TEMPLATE_BYTES: usize = 256 << 10;

/// The most column families a design's table may have. HBase advises two or three (every
/// family is a store with its own memstore and files, flushed together); Cloud Bigtable allows
/// at most 100 per table. The same 100 here, so a table any target accepts passes and a pasted
/// list of thousands is refused before anything is made per family.
pub const MAX_FAMILIES: usize = 100;

/// The most bytes one value may grow to inside a segment (`rest | hex`, a long `concat`):
/// four row keys. Past any row key, so a value that shrinks again (`{rest | hex | left(4)}`,
/// `rest` being at most one key) still works, but a chain that doubles at every step
/// (`utf8 | hex` repeated, `{rest}{rest}…`) is refused when the template is checked if its
/// bound is known, and otherwise stops with an error at the step that passes this, never
/// allocating more.
pub const MAX_VALUE_BYTES: usize = 4 * (MAX_KEY_LENGTH + 1);

/// The cheap size facts of a design, checked before its template is parsed or anything is
/// made per segment or per family: the template's length in bytes, its segments (counted by a
/// scan that allocates nothing and stops past the cap) and the table's column families. The
/// first one over its cap is the error, naming the limit and the design path (`template`
/// with the span of the first segment past the cap, or `table.families`).
///
/// Every front end calls it through [`crate::design::Design::validate`]; a front end that
/// parses the template on its own (the page's editor) calls it first.
///
/// # Errors
///
/// A [`SizeError`] for the first cap passed: a template longer than [`MAX_TEMPLATE_BYTES`], more
/// segments than [`MAX_TEMPLATE_SEGMENTS`], or more than [`MAX_FAMILIES`] column families.
///
/// ```
/// use rowkey_core::limits::{check_design_size, MAX_FAMILIES, MAX_TEMPLATE_SEGMENTS};
/// assert!(check_design_size("{id}_{ts}", 1).is_ok());
/// let many = "{id}".repeat(MAX_TEMPLATE_SEGMENTS + 1);
/// let e = check_design_size(&many, 1).unwrap_err();
/// assert_eq!(e.path, "template");
/// assert_eq!(e.span.map(|s| s.start), Some(4 * MAX_TEMPLATE_SEGMENTS));
/// assert!(e.message.to_string().contains("10,001 segments"));
/// assert!(e.message.to_string().contains("limit of 10,000 segments"));
/// let e = check_design_size("{id}", MAX_FAMILIES + 1).unwrap_err();
/// assert_eq!(e.path, "table.families");
/// assert!(e.message.to_string().contains("100 column families"));
/// ```
pub fn check_design_size(template: &str, families: usize) -> Result<(), SizeError> {
    if template.len() > MAX_TEMPLATE_BYTES {
        return Err(SizeError {
            path: "template",
            message: crate::msg!(
                L::TEMPLATE_TOO_LONG,
                len = Arg::Count(template.len() as u64),
                max = Arg::Count(MAX_TEMPLATE_BYTES as u64)
            ),
            span: None,
        });
    }
    if let Some(at) = segment_past_cap(template) {
        return Err(SizeError {
            path: "template",
            message: crate::msg!(
                L::TOO_MANY_SEGMENTS,
                count = Arg::Count(memchr::memchr_iter(b'{', template.as_bytes()).count() as u64),
                max = Arg::Count(MAX_TEMPLATE_SEGMENTS as u64)
            ),
            span: Some(at),
        });
    }
    if families > MAX_FAMILIES {
        return Err(SizeError {
            path: "table.families",
            message: crate::msg!(
                L::TOO_MANY_FAMILIES,
                count = Arg::Count(families as u64),
                max = Arg::Count(MAX_FAMILIES as u64)
            ),
            span: None,
        });
    }
    Ok(())
}

/// A design over one of the size caps [`check_design_size`] checks: where (a design path),
/// what, and for a template the span of the first segment past the cap. Its kind is
/// [`ErrorKind::OutOfRange`]; a `DesignError` is made from it with `From`.
///
/// ```
/// let e = rowkey_core::limits::check_design_size("{id}", 101).unwrap_err();
/// let d: rowkey_core::design::DesignError = e.into();
/// assert_eq!(d.path, "table.families");
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct SizeError {
    /// `template` or `table.families`.
    pub path: &'static str,
    /// The limit and the figure that passed it.
    pub message: Message,
    /// The first segment past the cap, for `template`.
    pub span: Option<Span>,
}

impl SizeError {
    /// What kind of problem it is: always [`ErrorKind::OutOfRange`].
    pub fn kind(&self) -> ErrorKind {
        ErrorKind::OutOfRange
    }
}

/// The message of a template with more than [`MAX_TEMPLATE_SEGMENTS`] segments (the parser
/// says the same).
pub(crate) fn too_many_segments() -> Message {
    crate::msg!(
        L::TOO_MANY_SEGMENTS_PARSED,
        max = Arg::Count(MAX_TEMPLATE_SEGMENTS as u64)
    )
}

/// The span of the first `{` past [`MAX_TEMPLATE_SEGMENTS`] segment openings, if there is one.
/// It reads the template's escapes (`\{` is a literal brace) and strings inside segments (a
/// `}` in `"..."` does not close one), nothing more: the parser reports every other problem.
fn segment_past_cap(template: &str) -> Option<Span> {
    let bytes = template.as_bytes();
    let (mut segments, mut i) = (0usize, 0usize);
    let (mut in_segment, mut in_string) = (false, false);
    while i < bytes.len() {
        match (bytes[i], in_segment, in_string) {
            (b'\\', _, _) => i += 1,
            (b'"', true, _) => in_string = !in_string,
            (b'{', false, _) => {
                segments += 1;
                if segments > MAX_TEMPLATE_SEGMENTS {
                    return Some(Span::new(i, i + 1));
                }
                in_segment = true;
            }
            (b'}', true, false) => in_segment = false,
            _ => {}
        }
        i += 1;
    }
    None
}

/// The most field generators a design may have (each is a row in the page's fields editor).
pub const MAX_FIELDS: usize = 1_000;

/// The most queries a design may have (each is a form in the page).
pub const MAX_QUERIES: usize = 100;

/// The most field bindings of all queries together (each is a row of inputs in the page).
pub const MAX_QUERY_BINDINGS: usize = 1_000;

/// The most bytes of pasted CSV data a design may carry: sample values for `csv(...)`
/// generators, read again on every edit.
pub const MAX_DATA_BYTES: usize = 1 << 20;

/// Why `count` items of a design part cannot be held, if `count` is past `max`: `entry` is the
/// message naming the part, given `count` and `max` (the one shape of the design size checks
/// in `design::check_design_size`).
///
/// # Errors
///
/// `entry`'s message with `count` and `max` when `count` is over `max`.
///
/// ```
/// use rowkey_core::i18n::catalogue::design::TOO_MANY_FIELDS;
/// use rowkey_core::limits::{check_count, MAX_FIELDS};
/// assert!(check_count(TOO_MANY_FIELDS, 3, MAX_FIELDS).is_ok());
/// let e = check_count(TOO_MANY_FIELDS, 300_000, MAX_FIELDS).unwrap_err();
/// assert!(e.to_string().contains("300,000 fields"));
/// assert!(e.to_string().contains("limit of 1,000"));
/// ```
pub fn check_count(
    entry: &'static crate::i18n::Entry,
    count: usize,
    max: usize,
) -> Result<(), Message> {
    if count > max {
        Err(Message::new(entry).arg("count", count).arg("max", max))
    } else {
        Ok(())
    }
}

/// Why a key of `length` bytes cannot be a row key, if it cannot: the message every command
/// gives (the sampler puts the row in front of it).
///
/// ```
/// use rowkey_core::limits::check_key_length;
/// assert_eq!(
///     check_key_length(40_000).unwrap_err().to_string(),
///     "the key is 40000 bytes: HBase refuses row keys longer than 32767 bytes (HConstants.MAX_ROW_LENGTH)"
/// );
/// ```
///
/// # Errors
///
/// A message naming the limit when `length` passes [`MAX_KEY_LENGTH`].
pub fn check_key_length(length: usize) -> Result<(), Message> {
    if length > MAX_KEY_LENGTH {
        Err(crate::msg!(
            E::KEY_TOO_LONG,
            len = Arg::Int(length as i128),
            max = Arg::Int(MAX_KEY_LENGTH as i128)
        ))
    } else {
        Ok(())
    }
}

/// Whether `count` is a usable sample size, `1..=MAX_SAMPLE_COUNT`. A sample of 0 keys is
/// refused everywhere: it has no keys to sort, split or analyse, so asking for one is a mistake
/// to report, not an empty result to print.
///
/// ```
/// use rowkey_core::limits::{sample_count_ok, MAX_SAMPLE_COUNT};
/// assert!(!sample_count_ok(0));
/// assert!(sample_count_ok(1) && sample_count_ok(MAX_SAMPLE_COUNT));
/// assert!(!sample_count_ok(MAX_SAMPLE_COUNT + 1));
/// ```
pub fn sample_count_ok(count: u64) -> bool {
    (1..=MAX_SAMPLE_COUNT).contains(&count)
}

/// `count` if it is a usable sample size, else why not (the one check behind `sample`,
/// `export --to csv`, `analyze` and the JS module's counts).
///
/// ```
/// use rowkey_core::limits::check_sample_count;
/// assert!(check_sample_count(0).unwrap_err().to_string().contains("at least 1"));
/// let over = check_sample_count(99_999_999_999).unwrap_err().to_string();
/// assert!(over.contains("over the limit of 10000000"));
/// ```
///
/// # Errors
///
/// A message naming the limit when `count` is 0 or passes [`MAX_SAMPLE_COUNT`].
pub fn check_sample_count(count: u64) -> Result<u64, Message> {
    let max = Arg::Int(MAX_SAMPLE_COUNT.into());
    if sample_count_ok(count) {
        Ok(count)
    } else if count == 0 {
        Err(crate::msg!(E::SAMPLE_COUNT_ZERO, max = max))
    } else {
        Err(crate::msg!(
            E::SAMPLE_COUNT_OVER,
            count = Arg::Int(count.into()),
            max = max
        ))
    }
}

/// A limit in binary units, as the limits are chosen: `64 MiB`.
///
/// ```
/// assert_eq!(rowkey_core::limits::mib(64 << 20), "64 MiB");
/// ```
pub fn mib(n: u64) -> String {
    if n >= 1 << 20 && n.is_multiple_of(1 << 20) {
        format!("{} MiB", n >> 20)
    } else if n >= 1 << 10 && n.is_multiple_of(1 << 10) {
        format!("{} KiB", n >> 10)
    } else {
        format!("{n} bytes")
    }
}

// Templates

/// How many calls may nest inside each other's arguments. Recursion depth is bounded by this, so
/// no input can overflow the stack.
pub const MAX_CALL_DEPTH: usize = 32;

/// After this many errors parsing stops; more would not help anyone and could be one per byte.
pub const MAX_PARSE_ERRORS: usize = 100;

/// The largest `salt(N)` bucket count: a Java `int`.
pub const MAX_SALT: i64 = i32::MAX as i64;

/// The largest `phoenix_salt(N)` bucket count: Phoenix's salt is one byte.
pub const MAX_PHOENIX_SALT: i64 = 256;

// Generators

/// The longest string `pattern`, `hexstr` and `text` may produce. Row keys are meant to be short
/// (HBase's hard limit is 32 KiB); this keeps a typo like `hexstr(100000)` from stalling a sample.
///
/// ```
/// use rowkey_core::gen::{GeneratorSpec, MAX_STR_LEN};
/// assert!(GeneratorSpec::parse(&format!("hexstr({MAX_STR_LEN})")).is_ok());
/// assert!(GeneratorSpec::parse(&format!("hexstr({})", MAX_STR_LEN + 1)).is_err());
/// ```
pub const MAX_STR_LEN: usize = 4096;

/// The largest `n` of `zipf(n, s)`.
///
/// ```
/// use rowkey_core::gen::{GeneratorSpec, MAX_ZIPF_N};
/// assert!(GeneratorSpec::parse(&format!("zipf({}, 1)", MAX_ZIPF_N + 1)).is_err());
/// ```
pub const MAX_ZIPF_N: u64 = 10_000_000;

// The keyspace model

/// The most work units (one per state plus one per edge) an automaton may take. Every query
/// walks states and edges, so this bounds both the memory (a unit is about 24 bytes) and the
/// time of building and querying: a few hundred thousand units build in milliseconds, even in
/// wasm on the browser's main thread, where the playground compiles the keyspace on every edit.
/// Parts of a language that do not fit are built coarser (see `Nfa::is_approximate`).
pub const MAX_NFA_UNITS: usize = 300_000;

/// The most model weight ([`ByteLang::weight`](crate::keyspace::ByteLang::weight): nodes, set strings, cells) a keyspace keeps over
/// all its parts. A unit is some 60 bytes (a set string and its weight) and the model is held
/// four times (segments, parts, whole key, the memo of repeated pipelines), so this caps it
/// near 30 MB per keyspace (an analysis builds two). A template within it (a hundred segments
/// over sets of 1000 values) is modelled exactly; past it, the parts further right are coarse.
pub const MAX_MODEL_WEIGHT: usize = 1 << 17;

/// The most weight a `rest` is modelled with exactly (it is copied for the segment reading it,
/// and its known strings hashed): past this, rest is its alphabet and length range.
pub const MAX_REST_WEIGHT: usize = 4096;

/// The most weight all `rest`s of one template copy together, so that many segments reading
/// `rest` stay linear in the template's size.
pub const MAX_REST_CLONES: usize = 1 << 20;

/// The most strings a finite set keeps before it is approximated.
pub const MAX_SET: usize = 4096;

/// The most bytes an enumeration may spell out (strings times their longest length). Sets are
/// kept for exact hashing and bucket lists; past this a long-key set (4096 strings of a
/// 32767-byte key would be 134 MB) is modelled by its shape instead.
pub const MAX_ENUM_BYTES: u128 = 1 << 24;

/// The longest string the model describes position by position. No key is longer than HBase's
/// row limit, so a part past it only needs to be "some bytes of these lengths" (the encoder
/// refuses the key anyway); without the cap a chain of `hex` over `rest` doubles a fixed length
/// into gigabytes of per-position sets before any key is made.
pub const MAX_MODEL_CELLS: usize = crate::limits::MAX_KEY_LENGTH;

// Analyses

/// Work units one analysis may spend on its sample: a few seconds on this project's 2-core
/// reference machine, and five times what 10 million ordinary keys cost.
pub const MAX_SAMPLE_WORK: u64 = 16_000_000_000;

/// The most ranges one query is planned with; past this a fan-out stops the prefix instead.
pub const MAX_RANGES: usize = 4096;

/// The most lints of one rule a report lists; the rest are counted in one more lint of that
/// rule. A template that repeats a mistake thousands of times (`{id}` × 3,000) gets a readable
/// list, not thousands of copies.
pub const MAX_LINTS_PER_RULE: usize = 20;

/// The most salt buckets a `salt` split enumerates.
pub const MAX_SALT_BUCKETS: u128 = 65_536;

/// The most heatmap cells (regions × windows) kept.
pub const MAX_HEAT_CELLS: usize = 4_000_000;

// Key dumps

/// The most windows (the sample's heatmap has 60).
pub const MAX_HEAT_WINDOWS: usize = 60;

/// The largest report file read (a report of the most regions, with its heatmap, is some
/// tens of megabytes).
pub const MAX_REPORT_BYTES: u64 = 64 << 20;

/// The longest line (or csv record) read: a key dump's lines are keys (HBase caps a row at
/// 32 767 bytes) or shell cells; anything longer is not a key dump, and holding it would let
/// memory grow with the file.
pub const MAX_LINE_BYTES: usize = 16 << 20;

/// The most fingerprints held (about 16 bytes each in the map: some 8–16 MiB).
pub const MAX_FINGERPRINTS: usize = 1 << 19;

// Imports

/// The most JSON values a REST document may hold: a region is half a dozen, so this is room for
/// far more regions than [`MAX_SPLIT_KEYS`] allows, while a parsed document stays well under
/// 100 MB however its values are packed (a `[0,0,...]` of 64 MiB would be a billion bytes).
pub const MAX_JSON_VALUES: usize = 2_000_000;

// Simulation

/// Bytes the regions' kept keys may hold at most (see `regions`).
pub const MAX_KEPT_BYTES: u64 = 64 << 20;

/// The most windows a timeline has.
pub const MAX_SIMULATION_WINDOWS: u32 = 1000;

/// The most servers: far more than any HBase cluster runs.
pub const MAX_SERVERS: u32 = 10_000;

// Sizing and column families

/// The largest `MAX_FILESIZE` a Java `long` holds.
pub const MAX_MAX_FILESIZE: u64 = i64::MAX as u64;

/// The most rows a sizing takes: a thousand trillion, far beyond any HBase table; more is a typo.
pub const MAX_ROWS: u64 = 1_000_000_000_000_000;

/// The largest row: HBase's `hbase.table.max.rowsize` default (1 GiB), above which a get or
/// scan of the row fails.
pub const MAX_ROW_BYTES: u64 = 1024 * 1024 * 1024;

/// The largest table a sizing takes: 1 EiB, more than any HBase cluster stores.
pub const MAX_TOTAL_BYTES: u128 = 1 << 60;

/// The longest span a sizing's rows may arrive over: a century.
pub const MAX_DAYS: u64 = 36_500;

/// HBase's largest TTL (`HConstants.FOREVER`, `Integer.MAX_VALUE`).
pub const MAX_TTL: u32 = i32::MAX as u32;

#[cfg(test)]
mod docs_tests {
    use super::*;

    /// `n` with thousands separators, as the docs write counts.
    fn count(n: u128) -> String {
        let digits = n.to_string();
        let mut out = String::new();
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(',');
            }
            out.push(c);
        }
        out
    }

    /// A whole number of KiB, MiB or GiB, as the docs write sizes.
    fn size(n: u128) -> String {
        let unit = ["GiB", "MiB", "KiB"]
            .iter()
            .zip([30, 20, 10])
            .find(|(_, shift)| n.is_multiple_of(1 << shift))
            .map(|(u, shift)| format!("{} {u}", n >> shift));
        unit.unwrap_or_else(|| format!("{} bytes", count(n)))
    }

    /// docs/limits.md's table: each row's limit names the figures these constants hold.
    #[test]
    fn the_limits_table_is_the_constants() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/limits.md");
        let docs = std::fs::read_to_string(path).unwrap_or_default();
        let limit = |row: &str| -> String {
            docs.lines()
                .find(|l| l.starts_with(&format!("| {row} |")))
                .and_then(|l| l.split('|').nth(2))
                .unwrap_or_default()
                .to_string()
        };
        let rows: Vec<(&str, Vec<String>)> = vec![
            ("Key length", vec![count(MAX_KEY_LENGTH as u128)]),
            ("Sample count", vec![count(MAX_SAMPLE_COUNT.into())]),
            ("Regions", vec![count(MAX_REGIONS.into())]),
            (
                "Split keys per request",
                vec![count(MAX_SPLIT_KEYS as u128)],
            ),
            (
                "Total split-key bytes",
                vec![size(MAX_SPLIT_KEY_BYTES.into())],
            ),
            (
                "Range bounds, first/last rows",
                vec![count(MAX_SPLIT_BOUND_LENGTH as u128)],
            ),
            (
                "Quantile sample bytes",
                vec![size(MAX_QUANTILE_SAMPLE_BYTES.into())],
            ),
            ("Imported input", vec![size(MAX_IMPORT_BYTES.into())]),
            (
                "Template",
                vec![
                    size(MAX_TEMPLATE_BYTES as u128),
                    count(MAX_TEMPLATE_SEGMENTS as u128),
                    count(MAX_TEMPLATE_NODES as u128),
                ],
            ),
            ("Column families", vec![count(MAX_FAMILIES as u128)]),
            (
                "CSV of the sample",
                vec![size(MAX_CSV_BYTES.into()), size(MAX_CSV_TEXT_BYTES.into())],
            ),
            ("Sample work", vec![count(MAX_SAMPLE_WORK.into())]),
            ("Design document", vec![size(MAX_DESIGN_BYTES as u128)]),
            (
                "Design size",
                vec![
                    count(MAX_FIELDS as u128),
                    count(MAX_QUERIES as u128),
                    count(MAX_QUERY_BINDINGS as u128),
                    size(MAX_DATA_BYTES as u128),
                ],
            ),
            (
                "Share link, before inflating",
                vec![size(MAX_LINK_LENGTH as u128)],
            ),
            (
                "Share link, after inflating",
                vec![size(MAX_INFLATED as u128)],
            ),
            (
                "A value inside a segment",
                vec![size(MAX_VALUE_BYTES as u128)],
            ),
            (
                "Keyspace model",
                vec![
                    count(MAX_NFA_UNITS as u128),
                    count(MAX_MODEL_WEIGHT as u128),
                ],
            ),
            ("Lints per rule", vec![count(MAX_LINTS_PER_RULE as u128)]),
        ];
        for (row, figures) in rows {
            let text = limit(row);
            for figure in figures {
                assert!(
                    text.contains(&figure),
                    "{path}: the row `{row}` does not say {figure}: {text:?}"
                );
            }
        }
        let json_values = docs
            .lines()
            .find(|l| l.starts_with("| Imported input |"))
            .unwrap_or_default();
        assert!(json_values.contains(&format!("{} JSON values", count(MAX_JSON_VALUES as u128))));
    }
}
