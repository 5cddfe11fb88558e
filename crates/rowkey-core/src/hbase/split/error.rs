//! [`SplitError`]: why HBase (or this tool's limits) refuse a split request, with the exception
//! upstream throws.

use std::fmt;

use super::{MAX_SPLIT_BOUND_LENGTH, MAX_SPLIT_KEYS, MAX_SPLIT_KEY_BYTES};
use crate::hbase::to_string_binary;
use crate::i18n::catalogue::hbase as H;
use crate::i18n::{Arg, Message};

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

impl SplitError {
    /// The explanation, then what HBase throws, in the language it is read in: what
    /// [`Display`](fmt::Display) writes.
    pub fn to_message(&self) -> Message {
        let int = |n: i64| Arg::Int(n.into());
        let reason = match self {
            SplitError::InvalidNumber {
                algorithm, input, ..
            } => {
                let entry = if algorithm.starts_with("Decimal") {
                    H::NOT_DECIMAL
                } else {
                    H::NOT_HEX
                };
                Message::new(entry)
                    .arg("algorithm", *algorithm)
                    .arg("input", input)
            }
            SplitError::LastRowNotAfterFirst {
                algorithm,
                first,
                last,
            } => crate::msg!(
                H::LAST_NOT_AFTER_FIRST,
                algorithm = *algorithm,
                first = first,
                last = last
            ),
            SplitError::EndNotAfterStartRow {
                algorithm,
                start,
                end,
            } => crate::msg!(
                H::END_NOT_AFTER_START_ROW,
                algorithm = *algorithm,
                start = start,
                end = end
            ),
            SplitError::GranularityTooFine {
                algorithm,
                regions,
                range,
            } => crate::msg!(
                H::GRANULARITY_TOO_FINE,
                algorithm = *algorithm,
                regions = int((*regions).into()),
                range = range
            ),
            SplitError::NegativeCount {
                algorithm,
                what,
                given,
                ..
            } => crate::msg!(
                H::NEGATIVE_COUNT,
                algorithm = *algorithm,
                what = term(what),
                given = int((*given).into())
            ),
            SplitError::ZeroEndRow { algorithm } => {
                crate::msg!(H::ZERO_END_ROW, algorithm = *algorithm)
            }
            SplitError::EndNotAfterStart { start, end } => crate::msg!(
                H::END_NOT_AFTER_START,
                end = to_string_binary(end),
                start = to_string_binary(start)
            ),
            SplitError::NonPositiveSplitCount { num } => {
                crate::msg!(H::NON_POSITIVE_SPLIT_COUNT, num = int((*num).into()))
            }
            SplitError::TooFewRegions { regions } => {
                crate::msg!(H::TOO_FEW_REGIONS, regions = int((*regions).into()))
            }
            SplitError::StartNotBeforeEnd { start, end } => crate::msg!(
                H::START_NOT_BEFORE_END,
                start = to_string_binary(start),
                end = to_string_binary(end)
            ),
            SplitError::EmptySplitKey => crate::msg!(H::EMPTY_SPLIT_KEY),
            SplitError::DuplicateSplitKey { key } => {
                crate::msg!(H::DUPLICATE_SPLIT_KEY, key = to_string_binary(key))
            }
            // This tool's limits: HBase would try, so there is no exception to quote.
            SplitError::TooManySplitKeys { requested } => {
                return crate::msg!(
                    H::TOO_MANY_SPLIT_KEYS,
                    requested = int(*requested),
                    max = Arg::Int(MAX_SPLIT_KEYS as i128)
                );
            }
            SplitError::SplitKeysTooLarge { keys, bytes } => {
                return crate::msg!(
                    H::SPLIT_KEYS_TOO_LARGE,
                    size = crate::format::binary_bytes(*bytes),
                    keys = Arg::Int((*keys).into()),
                    limit = crate::limits::mib(MAX_SPLIT_KEY_BYTES)
                );
            }
            SplitError::BoundTooLong { what, length } => {
                return crate::msg!(
                    H::BOUND_TOO_LONG,
                    what = term(what),
                    length = Arg::Int(*length as i128),
                    max = Arg::Int(MAX_SPLIT_BOUND_LENGTH as i128)
                );
            }
        };
        crate::msg!(H::REFUSES, reason = reason, hbase = self.hbase_message())
    }
}

/// A count's or a bound's noun, from the catalogue when it has it.
fn term(what: &str) -> Arg {
    let entry = match what {
        "region" => H::TERM_REGION,
        "split point" => H::TERM_SPLIT_POINT,
        "first row" => H::TERM_FIRST_ROW,
        "last row" => H::TERM_LAST_ROW,
        "start row" => H::TERM_START_ROW,
        "end row" => H::TERM_END_ROW,
        "start key" => H::TERM_START_KEY,
        "end key" => H::TERM_END_KEY,
        other => return Arg::Text(other.to_owned()),
    };
    Arg::Msg(Box::new(Message::new(entry)))
}

impl fmt::Display for SplitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_message())
    }
}

impl std::error::Error for SplitError {}
