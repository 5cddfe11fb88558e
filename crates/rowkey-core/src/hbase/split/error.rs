//! [`SplitError`]: why HBase (or this tool's limits) refuse a split request, with the exception
//! upstream throws.

use std::fmt;

use super::{MAX_SPLIT_BOUND_LENGTH, MAX_SPLIT_KEYS, MAX_SPLIT_KEY_BYTES};
use crate::hbase::to_string_binary;

/// Why HBase refuses a split request (or, for [`SplitError::TooManySplitKeys`], why this tool
/// does). [`Display`](fmt::Display) explains it to a user and quotes what HBase says;
/// [`SplitError::hbase_message`] is the upstream exception text alone.
///
/// ```
/// use rowkey_core::hbase::split::bytes_split;
/// let err = bytes_split(b"b", b"a", 1).unwrap_err();
/// assert_eq!(err.hbase_message(), "java.lang.IllegalArgumentException: b <= a");
/// assert!(err.to_string().contains("must sort after"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum SplitError {
    /// A row is not a number in the algorithm's radix (`new BigInteger(row, radix)` threw).
    InvalidNumber {
        /// `HexStringSplit`, `DecimalStringSplit` or `getHexSplits`.
        algorithm: &'static str,
        /// The text that failed to parse.
        input: String,
        /// The `NumberFormatException` message Java gives.
        java_message: String,
    },
    /// The configured last row is not greater than the first row (`split(n)`).
    LastRowNotAfterFirst {
        /// The algorithm's name.
        algorithm: &'static str,
        /// The first row as configured (user text, or `toStringBinary` for `UniformSplit`).
        first: String,
        /// The last row as configured.
        last: String,
    },
    /// `split(start, end, n, inclusive)` of a number split with `end <= start`.
    EndNotAfterStartRow {
        /// The algorithm's name.
        algorithm: &'static str,
        /// The start row, `toStringBinary`.
        start: String,
        /// The end row, `toStringBinary`.
        end: String,
    },
    /// More regions requested than there are distinct rows in the range.
    GranularityTooFine {
        /// The algorithm's name.
        algorithm: &'static str,
        /// Regions requested.
        regions: i32,
        /// `last - first + 1`, decimal.
        range: String,
    },
    /// A count that makes Java allocate a negative-sized array (`n < 1` regions).
    NegativeCount {
        /// The method that was called.
        algorithm: &'static str,
        /// What was counted ("regions", "splits"...).
        what: &'static str,
        /// The count the caller passed.
        given: i32,
        /// The array size Java tried to allocate.
        array_size: i32,
    },
    /// A number split's midpoint with an end row of zero (`checkArgument(!e.equals(ZERO))`).
    ZeroEndRow {
        /// The algorithm's name.
        algorithm: &'static str,
    },
    /// `Bytes.split`: after padding, `b` does not sort after `a`.
    EndNotAfterStart {
        /// The start key.
        start: Vec<u8>,
        /// The end key.
        end: Vec<u8>,
    },
    /// `Bytes.split` asked for no split points.
    NonPositiveSplitCount {
        /// The `num` passed to `Bytes.split`.
        num: i32,
    },
    /// `Admin.createTable(desc, start, end, n)` with `n < 3`.
    TooFewRegions {
        /// Regions requested.
        regions: i32,
    },
    /// `Admin.createTable(desc, start, end, n)` with `start >= end`.
    StartNotBeforeEnd {
        /// The start key.
        start: Vec<u8>,
        /// The end key.
        end: Vec<u8>,
    },
    /// An empty split key (`verifySplitKeys`).
    EmptySplitKey,
    /// The same split key twice (`verifySplitKeys`).
    DuplicateSplitKey {
        /// The repeated key.
        key: Vec<u8>,
    },
    /// More split keys than [`MAX_SPLIT_KEYS`]; HBase would try, and run out of memory.
    TooManySplitKeys {
        /// Split keys the request needs.
        requested: i64,
    },
    /// The split keys would take more than [`MAX_SPLIT_KEY_BYTES`] (worked out from their count
    /// and width before any is made).
    SplitKeysTooLarge {
        /// Split keys the request needs.
        keys: u64,
        /// Bytes they would take, at most.
        bytes: u128,
    },
    /// A first/last row or range bound longer than [`MAX_SPLIT_BOUND_LENGTH`].
    BoundTooLong {
        /// Which bound ("first row", "start key"...).
        what: &'static str,
        /// Its length in bytes (characters for the number splits).
        length: usize,
    },
}

impl SplitError {
    /// The exception HBase throws for this request, as `class: message` (what the golden vectors
    /// record). Only [`SplitError::EndNotAfterStartRow`] cannot be exact: upstream prints a Java
    /// array identity there (`[B@1b6d3586`), shown as `[B@…`.
    ///
    /// ```
    /// use rowkey_core::hbase::split::create_table_splits;
    /// let err = create_table_splits(b"a", b"b", 2).unwrap_err();
    /// assert_eq!(
    ///     err.hbase_message(),
    ///     "java.lang.IllegalArgumentException: Must create at least three regions"
    /// );
    /// ```
    pub fn hbase_message(&self) -> String {
        const IAE: &str = "java.lang.IllegalArgumentException";
        match self {
            SplitError::InvalidNumber { java_message, .. } => {
                format!("java.lang.NumberFormatException: {java_message}")
            }
            SplitError::LastRowNotAfterFirst { first, last, .. } => {
                format!("{IAE}: last row ({last}) is configured less than first row ({first})")
            }
            SplitError::EndNotAfterStartRow { end, .. } => {
                format!("{IAE}: last row ({end}) is configured less than first row ([B@…)")
            }
            SplitError::GranularityTooFine { regions, range, .. } => format!(
                "java.lang.IllegalStateException: split granularity ({regions}) is greater than \
                 the range ({range})"
            ),
            SplitError::NegativeCount { array_size, .. } => {
                format!("java.lang.NegativeArraySizeException: {array_size}")
            }
            SplitError::ZeroEndRow { .. } => IAE.to_owned(),
            SplitError::EndNotAfterStart { .. } => format!("{IAE}: b <= a"),
            SplitError::NonPositiveSplitCount { .. } => format!("{IAE}: num cannot be <= 0"),
            SplitError::TooFewRegions { .. } => {
                format!("{IAE}: Must create at least three regions")
            }
            SplitError::StartNotBeforeEnd { .. } => {
                format!("{IAE}: Start key must be smaller than end key")
            }
            SplitError::EmptySplitKey => {
                format!("{IAE}: Empty split key must not be passed in the split keys.")
            }
            SplitError::DuplicateSplitKey { key } => {
                let k = to_string_binary(key);
                format!("{IAE}: All split keys must be unique, found duplicate: {k}, {k}")
            }
            SplitError::TooManySplitKeys { .. } | SplitError::SplitKeysTooLarge { .. } => {
                "java.lang.OutOfMemoryError".to_owned()
            }
            // HBase takes any length; the limit is this tool's.
            SplitError::BoundTooLong { .. } => String::new(),
        }
    }
}

impl fmt::Display for SplitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SplitError::InvalidNumber {
                algorithm, input, ..
            } => {
                let kind = if algorithm.starts_with("Decimal") {
                    "decimal"
                } else {
                    "hexadecimal"
                };
                write!(f, "{algorithm}: `{input}` is not a {kind} number")?;
            }
            SplitError::LastRowNotAfterFirst {
                algorithm,
                first,
                last,
            } => write!(
                f,
                "{algorithm}: the first row ({first}) must be less than the last row ({last})"
            )?,
            SplitError::EndNotAfterStartRow {
                algorithm,
                start,
                end,
            } => write!(
                f,
                "{algorithm}: the end row ({end}) must be greater than the start row ({start})"
            )?,
            SplitError::GranularityTooFine {
                algorithm,
                regions,
                range,
            } => write!(
                f,
                "{algorithm} cannot make {regions} regions: the range holds only {range} rows"
            )?,
            SplitError::NegativeCount {
                algorithm,
                what,
                given,
                ..
            } => write!(f, "{algorithm} needs at least 1 {what}, got {given}")?,
            SplitError::ZeroEndRow { algorithm } => write!(
                f,
                "{algorithm}: the end row of a range to halve must not be 0"
            )?,
            SplitError::EndNotAfterStart { start, end } => write!(
                f,
                "the end key ({}) must sort after the start key ({}) once both are padded \
                 with 0x00 to the same length",
                to_string_binary(end),
                to_string_binary(start)
            )?,
            SplitError::NonPositiveSplitCount { num } => {
                write!(f, "Bytes.split needs at least 1 split point, got {num}")?
            }
            SplitError::TooFewRegions { regions } => write!(
                f,
                "createTable(start, end, n) needs at least 3 regions, got {regions}"
            )?,
            SplitError::StartNotBeforeEnd { start, end } => write!(
                f,
                "createTable(start, end, n): the start key ({}) must be smaller than the end \
                 key ({})",
                to_string_binary(start),
                to_string_binary(end)
            )?,
            SplitError::EmptySplitKey => f.write_str("a split key must not be empty")?,
            SplitError::DuplicateSplitKey { key } => write!(
                f,
                "split key {} appears more than once",
                to_string_binary(key)
            )?,
            SplitError::TooManySplitKeys { requested } => {
                return write!(
                    f,
                    "{requested} split keys is more than this tool computes \
                     (at most {MAX_SPLIT_KEYS})"
                );
            }
            SplitError::SplitKeysTooLarge { keys, bytes } => {
                return write!(
                    f,
                    "the split keys would take {} ({keys} keys computed); the limit is {} of \
                     split keys (ask for fewer regions or shorter rows)",
                    crate::format::binary_bytes(*bytes),
                    crate::limits::mib(MAX_SPLIT_KEY_BYTES)
                );
            }
            SplitError::BoundTooLong { what, length } => {
                return write!(
                    f,
                    "the {what} is {length} bytes long; the limit is {MAX_SPLIT_BOUND_LENGTH} \
                     bytes (HBase's row key limit: split keys are row keys)"
                );
            }
        }
        write!(f, " (HBase refuses: {})", self.hbase_message())
    }
}

impl std::error::Error for SplitError {}
