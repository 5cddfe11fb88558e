//! Every cap the tool puts on what it computes, in one place, and the checks every front end
//! (the CLI, the JS module, the playground) shares. README.md's "Limits" table lists the same
//! values with the reason for each.
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
use crate::i18n::{Arg, Message};

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

/// The most bytes `rowkey import` reads: split-key listings of real tables are a few MiB.
pub const MAX_IMPORT_BYTES: u64 = 64 << 20;

/// The largest design document read from a file, standard input or JavaScript text: the same
/// as the largest design a share link may inflate to.
pub const MAX_DESIGN_BYTES: usize = MAX_INFLATED;

/// The longest template, in bytes. Real templates are a line; this bounds what the page
/// compiles and highlights on its own thread on every edit.
pub const MAX_TEMPLATE_BYTES: usize = 64 << 10;

/// The most segments a template may have, counted as its `{` (a bound found without parsing).
/// Keys are made of a handful of parts, and thousands still compile and sample in a moment;
/// every segment costs a plan step, a keyspace model part and a tinted span in the page.
pub const MAX_TEMPLATE_SEGMENTS: usize = 4_096;

/// The most field generators a design may have (each is a row in the page's fields editor).
pub const MAX_FIELDS: usize = 1_000;

/// The most column families a table may have. HBase advises one to three (each family is a
/// store of its own per region); checking family names against each other is quadratic.
pub const MAX_FAMILIES: usize = 1_000;

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
/// ```
/// use rowkey_core::i18n::catalogue::design::TOO_MANY_FAMILIES;
/// use rowkey_core::limits::{check_count, MAX_FAMILIES};
/// assert!(check_count(TOO_MANY_FAMILIES, 3, MAX_FAMILIES).is_ok());
/// let e = check_count(TOO_MANY_FAMILIES, 300_000, MAX_FAMILIES).unwrap_err();
/// assert!(e.to_string().contains("300,000 column families"));
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
pub fn check_key_length(length: usize) -> Result<(), Message> {
    if length > MAX_KEY_LENGTH {
        Err(Message::new(E::KEY_TOO_LONG)
            .arg("len", Arg::Int(length as i128))
            .arg("max", Arg::Int(MAX_KEY_LENGTH as i128)))
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
pub fn check_sample_count(count: u64) -> Result<u64, Message> {
    let max = Arg::Int(MAX_SAMPLE_COUNT.into());
    if sample_count_ok(count) {
        Ok(count)
    } else if count == 0 {
        Err(Message::new(E::SAMPLE_COUNT_ZERO).arg("max", max))
    } else {
        Err(Message::new(E::SAMPLE_COUNT_OVER)
            .arg("count", Arg::Int(count.into()))
            .arg("max", max))
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
