//! Region split points exactly as HBase computes them: `RegionSplitter`'s `HexStringSplit`,
//! `DecimalStringSplit` and `UniformSplit`, `Bytes.split`, and what
//! `Admin.createTable(desc, startKey, endKey, numRegions)` turns into split keys.
//!
//! Every function mirrors one upstream method, including its arithmetic (`BigInteger`, here
//! [`num_bigint`]), its `int` counts (hence the `i32` parameters), the order of its checks and the
//! exception each check throws ([`SplitError::hbase_message`]). Split keys come back as
//! `Vec<Vec<u8>>`; for the string algorithms they are the ASCII bytes of the hex/decimal text.
//!
//! ```
//! use rowkey_core::hbase::split::{regions_from_splits, NumberStringSplit, SplitAlgorithm};
//! let hex = NumberStringSplit::hex_string();
//! let splits = hex.split(4).unwrap();
//! assert_eq!(splits, vec![b"40000000".to_vec(), b"80000000".to_vec(), b"c0000000".to_vec()]);
//! assert_eq!(regions_from_splits(&splits).len(), 4);
//! ```

use std::cmp::Ordering;
use std::fmt;

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{One, Signed, Zero};

use super::bytes::{compare, to_bytes_binary, to_string_binary};
use super::shell::java_string_from_utf8;
use crate::java::{pad_left, utf16_len};

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
                    crate::limits::human_bytes(*bytes),
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

/// `RegionSplitter.SplitAlgorithm`: what the `RegionSplitter` tool and `create ... {SPLITALGO =>
/// ...}` call. Implemented by [`NumberStringSplit`] (`HexStringSplit`, `DecimalStringSplit`) and
/// [`UniformSplit`]; [`split_algorithm`] picks one by name.
///
/// ```
/// use rowkey_core::hbase::split::split_algorithm;
/// let mut algo = split_algorithm("UniformSplit").unwrap();
/// algo.set_last_row("\\xFF").unwrap();
/// assert_eq!(algo.split(4).unwrap(), vec![vec![0x40], vec![0x80], vec![0xc0]]);
/// ```
pub trait SplitAlgorithm: fmt::Debug {
    /// The upstream class name.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{SplitAlgorithm, UniformSplit};
    /// assert_eq!(UniformSplit::default().name(), "UniformSplit");
    /// ```
    fn name(&self) -> &'static str;

    /// `split(int numRegions)`: the `numRegions - 1` split keys between the first and last rows
    /// (what `create 'T', 'cf', {NUMREGIONS => n, SPLITALGO => '...'}` pre-splits on).
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
    /// let keys = NumberStringSplit::decimal_string().split(2).unwrap();
    /// assert_eq!(keys, vec![b"50000000".to_vec()]);
    /// ```
    fn split(&self, num_regions: i32) -> Result<Vec<Vec<u8>>, SplitError>;

    /// `split(start, end, numSplits, inclusive)`: the points cutting `start..end` into
    /// `numSplits` equal parts; with `inclusive` the two ends are part of the result.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
    /// let hex = NumberStringSplit::hex_string();
    /// let keys = hex.split_range(b"40000000", b"7fffffff", 3, true).unwrap();
    /// assert_eq!(keys.len(), 4);
    /// assert_eq!(keys[1], b"55555555");
    /// ```
    fn split_range(
        &self,
        start: &[u8],
        end: &[u8],
        num_splits: i32,
        inclusive: bool,
    ) -> Result<Vec<Vec<u8>>, SplitError>;

    /// `split(start, end)`: the row that halves a region (where `RegionSplitter -r` splits it).
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
    /// let dec = NumberStringSplit::decimal_string();
    /// assert_eq!(dec.midpoint(b"00000000", b"50000000").unwrap(), b"25000000");
    /// ```
    fn midpoint(&self, start: &[u8], end: &[u8]) -> Result<Vec<u8>, SplitError>;

    /// `firstRow()`: the first row of the keyspace, as this algorithm writes it.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
    /// assert_eq!(NumberStringSplit::hex_string().first_row(), b"00000000");
    /// ```
    fn first_row(&self) -> Vec<u8>;

    /// `lastRow()`: the last row of the keyspace.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{SplitAlgorithm, UniformSplit};
    /// assert_eq!(UniformSplit::default().last_row(), vec![0xff; 8]);
    /// ```
    fn last_row(&self) -> Vec<u8>;

    /// `setFirstRow(String)`, as `RegionSplitter --firstrow` passes it.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{SplitAlgorithm, UniformSplit};
    /// let mut u = UniformSplit::default();
    /// u.set_first_row("\\x10").unwrap();
    /// assert_eq!(u.first_row(), vec![0x10]);
    /// ```
    fn set_first_row(&mut self, input: &str) -> Result<(), SplitError>;

    /// `setLastRow(String)`, as `RegionSplitter --lastrow` passes it.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{SplitAlgorithm, UniformSplit};
    /// let mut u = UniformSplit::default();
    /// u.set_last_row("z").unwrap();
    /// assert_eq!(u.last_row(), b"z");
    /// ```
    fn set_last_row(&mut self, input: &str) -> Result<(), SplitError>;

    /// `strToRow(String)`: user text to a row.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
    /// assert_eq!(NumberStringSplit::hex_string().str_to_row("AB").unwrap(), b"000000ab");
    /// ```
    fn str_to_row(&self, input: &str) -> Result<Vec<u8>, SplitError>;

    /// `rowToStr(byte[])`: a row as `Bytes.toStringBinary` shows it.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{SplitAlgorithm, UniformSplit};
    /// assert_eq!(UniformSplit::default().row_to_str(&[0x80, b'a']), "\\x80a");
    /// ```
    fn row_to_str(&self, row: &[u8]) -> String {
        to_string_binary(row)
    }
}

/// `RegionSplitter.newSplitAlgoInstance`: the algorithm for a class name, simple
/// (`HexStringSplit`) or binary (`org.apache.hadoop.hbase.util.RegionSplitter$HexStringSplit`).
/// The playground's own names `hexstring`, `decimal` and `uniform` are accepted too.
///
/// ```
/// use rowkey_core::hbase::split::split_algorithm;
/// assert_eq!(split_algorithm("hexstring").unwrap().name(), "HexStringSplit");
/// assert!(split_algorithm("MD5Split").is_none());
/// ```
pub fn split_algorithm(name: &str) -> Option<Box<dyn SplitAlgorithm>> {
    let simple = name
        .strip_prefix("org.apache.hadoop.hbase.util.RegionSplitter$")
        .unwrap_or(name);
    match simple {
        "HexStringSplit" | "hexstring" => Some(Box::new(NumberStringSplit::hex_string())),
        "DecimalStringSplit" | "decimal" => Some(Box::new(NumberStringSplit::decimal_string())),
        "UniformSplit" | "uniform" => Some(Box::new(UniformSplit::default())),
        _ => None,
    }
}

/// `RegionSplitter.NumberStringSplit`: split keys are numbers written as fixed-width text in
/// some radix, the way `HexStringSplit` (MD5-prefixed keys) and `DecimalStringSplit` see rows.
///
/// Rows parse like `new BigInteger(text, radix)` (either case, optional sign, leading zeros);
/// keys print like `BigInteger.toString(radix)` (lowercase) left-padded with `0` to the length
/// of the last row *as the user typed it*. The first row's text does not change that width.
///
/// ```
/// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
/// let mut dec = NumberStringSplit::decimal_string();
/// dec.set_last_row("99").unwrap();
/// assert_eq!(dec.split(3).unwrap(), vec![b"33".to_vec(), b"66".to_vec()]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumberStringSplit {
    name: &'static str,
    radix: u32,
    first_row: String,
    first_row_int: BigInt,
    last_row: String,
    last_row_int: BigInt,
    row_comparison_length: usize,
}

impl NumberStringSplit {
    fn new(name: &'static str, min_row: &str, max_row: &str, radix: u32) -> Self {
        NumberStringSplit {
            name,
            radix,
            first_row: min_row.to_owned(),
            // Upstream starts from ZERO rather than parsing DEFAULT_MIN, which is the same value.
            first_row_int: BigInt::zero(),
            last_row: max_row.to_owned(),
            last_row_int: parse_java_biginteger(max_row, radix).unwrap_or_else(|_| BigInt::zero()),
            row_comparison_length: utf16_len(max_row),
        }
    }

    /// `new HexStringSplit()`: rows `00000000`..`FFFFFFFF`, keys lowercase hex.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
    /// let hex = NumberStringSplit::hex_string();
    /// assert_eq!(hex.last_row(), b"ffffffff");
    /// assert_eq!(hex.split(2).unwrap(), vec![b"80000000".to_vec()]);
    /// ```
    pub fn hex_string() -> Self {
        Self::new("HexStringSplit", "00000000", "FFFFFFFF", 16)
    }

    /// `new DecimalStringSplit()`: rows `00000000`..`99999999`.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
    /// let dec = NumberStringSplit::decimal_string();
    /// assert_eq!(dec.split(4).unwrap()[0], b"25000000");
    /// ```
    pub fn decimal_string() -> Self {
        Self::new("DecimalStringSplit", "00000000", "99999999", 10)
    }

    /// The radix rows are written in (16 or 10).
    ///
    /// ```
    /// assert_eq!(rowkey_core::hbase::split::NumberStringSplit::hex_string().radix(), 16);
    /// ```
    pub fn radix(&self) -> u32 {
        self.radix
    }

    fn parse(&self, text: &str) -> Result<BigInt, SplitError> {
        parse_java_biginteger(text, self.radix).map_err(|java_message| SplitError::InvalidNumber {
            algorithm: self.name,
            input: text.to_owned(),
            java_message,
        })
    }

    /// `convertToBigInteger`: an empty row is 0, anything else is its UTF-8 text as a number.
    fn row_to_int(&self, row: &[u8], what: &'static str) -> Result<BigInt, SplitError> {
        check_bound(what, row.len())?;
        if row.is_empty() {
            Ok(BigInt::zero())
        } else {
            // Bytes.toString: Java's UTF-8 decoding, malformed input replaced.
            self.parse(&String::from_utf16_lossy(&java_string_from_utf8(row)))
        }
    }

    /// `convertToByte(BigInteger)`.
    fn int_to_row(&self, value: &BigInt) -> Vec<u8> {
        pad_left(
            &value.to_str_radix(self.radix),
            self.row_comparison_length,
            '0',
        )
        .into_bytes()
    }

    /// The rows of the `numSplits - 1` points `s + i * ((e - s + 1) / numSplits)` shared by
    /// `split(n)` and `split(start, end, n, inclusive)`, with their checks in upstream's order,
    /// `s` and `e` themselves around them when `inclusive`. The size of the result is checked
    /// against [`MAX_SPLIT_KEY_BYTES`] before any row is made.
    fn even_rows(
        &self,
        s: &BigInt,
        e: &BigInt,
        num_splits: i32,
        inclusive: bool,
    ) -> Result<Vec<Vec<u8>>, SplitError> {
        // +1 because the last row is inclusive.
        let range = e - s + BigInt::one();
        if range < BigInt::from(num_splits) {
            return Err(SplitError::GranularityTooFine {
                algorithm: self.name,
                regions: num_splits,
                range: range.to_string(),
            });
        }
        let count = array_len(self.name, "region", num_splits, num_splits.wrapping_sub(1))?;
        let ends = if inclusive { 2 } else { 0 };
        // Every point lies in s..=e, so no row is wider than the wider end (and its sign).
        let digits =
            |v: &BigInt| (v.bits() as f64 / f64::from(self.radix).log2()).ceil() as u64 + 1;
        let width = (self.row_comparison_length as u64).max(digits(s).max(digits(e)));
        check_split_bytes(count as u64 + ends, width)?;
        // count >= 0 means num_splits >= 1: no division by zero.
        let size = range / BigInt::from(num_splits);
        let mut out = Vec::with_capacity(count + ends as usize);
        if inclusive {
            out.push(self.int_to_row(s));
        }
        // The last region gets all the slop, as upstream's comment admits.
        let mut point = s.clone();
        for _ in 0..count {
            point += &size;
            out.push(self.int_to_row(&point));
        }
        if inclusive {
            out.push(self.int_to_row(e));
        }
        Ok(out)
    }
}

impl SplitAlgorithm for NumberStringSplit {
    fn name(&self) -> &'static str {
        self.name
    }

    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
    /// let mut hex = NumberStringSplit::hex_string();
    /// hex.set_last_row("ffff").unwrap();
    /// assert_eq!(hex.split(10).unwrap()[1], b"3332"); // floor(65536 / 10) * 2, the slop goes last
    /// assert!(hex.split(70000).is_err()); // more regions than rows
    /// assert!(hex.split(1).unwrap().is_empty()); // one region needs no split key
    /// ```
    fn split(&self, num_regions: i32) -> Result<Vec<Vec<u8>>, SplitError> {
        if self.last_row_int <= self.first_row_int {
            return Err(SplitError::LastRowNotAfterFirst {
                algorithm: self.name,
                first: self.first_row.clone(),
                last: self.last_row.clone(),
            });
        }
        self.even_rows(&self.first_row_int, &self.last_row_int, num_regions, false)
    }

    fn split_range(
        &self,
        start: &[u8],
        end: &[u8],
        num_splits: i32,
        inclusive: bool,
    ) -> Result<Vec<Vec<u8>>, SplitError> {
        let s = self.row_to_int(start, "start row")?;
        let e = self.row_to_int(end, "end row")?;
        if e <= s {
            return Err(SplitError::EndNotAfterStartRow {
                algorithm: self.name,
                start: to_string_binary(start),
                end: to_string_binary(end),
            });
        }
        self.even_rows(&s, &e, num_splits, inclusive)
    }

    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
    /// let hex = NumberStringSplit::hex_string();
    /// assert_eq!(hex.midpoint(b"", b"80000000").unwrap(), b"40000000");
    /// assert_eq!(hex.midpoint(b"0000000a", b"0000000b").unwrap(), b"0000000a");
    /// ```
    fn midpoint(&self, start: &[u8], end: &[u8]) -> Result<Vec<u8>, SplitError> {
        let s = self.row_to_int(start, "start row")?;
        let e = self.row_to_int(end, "end row")?;
        if e.is_zero() {
            return Err(SplitError::ZeroEndRow {
                algorithm: self.name,
            });
        }
        // BigInteger.divide truncates toward zero, as BigInt's `/` does.
        Ok(self.int_to_row(&((s + e) / BigInt::from(2)).abs()))
    }

    fn first_row(&self) -> Vec<u8> {
        self.int_to_row(&self.first_row_int)
    }

    fn last_row(&self) -> Vec<u8> {
        self.int_to_row(&self.last_row_int)
    }

    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
    /// let mut hex = NumberStringSplit::hex_string();
    /// hex.set_first_row("ABCDEF00").unwrap();
    /// assert_eq!(hex.first_row(), b"abcdef00");
    /// assert!(hex.set_first_row("xyz").is_err());
    /// ```
    fn set_first_row(&mut self, input: &str) -> Result<(), SplitError> {
        // Before parsing: BigInteger parsing is quadratic in the digits.
        check_bound("first row", utf16_len(input))?;
        // Upstream stores the text before parsing it; a bad row still shows in later messages.
        self.first_row = input.to_owned();
        self.first_row_int = self.parse(input)?;
        Ok(())
    }

    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, SplitAlgorithm};
    /// let mut hex = NumberStringSplit::hex_string();
    /// hex.set_last_row("FF").unwrap();
    /// assert_eq!(hex.split(4).unwrap(), vec![b"40".to_vec(), b"80".to_vec(), b"c0".to_vec()]);
    /// ```
    fn set_last_row(&mut self, input: &str) -> Result<(), SplitError> {
        check_bound("last row", utf16_len(input))?;
        self.last_row = input.to_owned();
        self.last_row_int = self.parse(input)?;
        self.row_comparison_length = utf16_len(input);
        Ok(())
    }

    fn str_to_row(&self, input: &str) -> Result<Vec<u8>, SplitError> {
        check_bound("row", utf16_len(input))?;
        Ok(self.int_to_row(&self.parse(input)?))
    }
}

/// `RegionSplitter.UniformSplit`: rows are raw bytes and the keyspace is split evenly as one big
/// unsigned number, with [`bytes_split_with`]. Defaults: first row empty, last row 8 x `0xFF`;
/// rows given as text are read with `Bytes.toBytesBinary`.
///
/// ```
/// use rowkey_core::hbase::split::{SplitAlgorithm, UniformSplit};
/// let uniform = UniformSplit::default();
/// assert_eq!(uniform.split(2).unwrap(), vec![vec![0x80, 0, 0, 0, 0, 0, 0, 0]]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UniformSplit {
    first_row: Vec<u8>,
    last_row: Vec<u8>,
}

impl Default for UniformSplit {
    fn default() -> Self {
        UniformSplit {
            first_row: Vec::new(),
            last_row: vec![0xff; 8],
        }
    }
}

impl UniformSplit {
    /// `setFirstRow(byte[])`.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{SplitAlgorithm, UniformSplit};
    /// let mut u = UniformSplit::default();
    /// u.set_first_row_bytes(vec![0x10]);
    /// assert_eq!(u.first_row(), vec![0x10]);
    /// ```
    pub fn set_first_row_bytes(&mut self, row: Vec<u8>) {
        self.first_row = row;
    }

    /// `setLastRow(byte[])`.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{SplitAlgorithm, UniformSplit};
    /// let mut u = UniformSplit::default();
    /// u.set_last_row_bytes(b"z".to_vec());
    /// assert_eq!(u.last_row(), b"z");
    /// ```
    pub fn set_last_row_bytes(&mut self, row: Vec<u8>) {
        self.last_row = row;
    }

    fn check_order(&self, start: &[u8], end: &[u8]) -> Result<(), SplitError> {
        if compare(end, start) == Ordering::Greater {
            Ok(())
        } else {
            Err(SplitError::LastRowNotAfterFirst {
                algorithm: "UniformSplit",
                first: to_string_binary(start),
                last: to_string_binary(end),
            })
        }
    }
}

impl SplitAlgorithm for UniformSplit {
    fn name(&self) -> &'static str {
        "UniformSplit"
    }

    /// ```
    /// use rowkey_core::hbase::split::{SplitAlgorithm, UniformSplit};
    /// let mut u = UniformSplit::default();
    /// u.set_first_row("a").unwrap();
    /// u.set_last_row("z").unwrap();
    /// assert_eq!(u.split(5).unwrap(), vec![b"f".to_vec(), b"k".to_vec(), b"p".to_vec(), b"u".to_vec()]);
    /// assert!(u.split(1).is_err()); // Bytes.split refuses 0 split points
    /// ```
    fn split(&self, num_regions: i32) -> Result<Vec<Vec<u8>>, SplitError> {
        check_bound("first row", self.first_row.len())?;
        check_bound("last row", self.last_row.len())?;
        self.check_order(&self.first_row, &self.last_row)?;
        let mut splits = bytes_split_with(
            &self.first_row,
            &self.last_row,
            true,
            num_regions.wrapping_sub(1),
        )?;
        strip_ends(&mut splits);
        Ok(splits)
    }

    /// ```
    /// use rowkey_core::hbase::split::{SplitAlgorithm, UniformSplit};
    /// let u = UniformSplit::default();
    /// let keys = u.split_range(&[0x00], &[0xff], 3, true).unwrap();
    /// assert_eq!(keys, vec![vec![0x00], vec![0x55], vec![0xaa], vec![0xff]]);
    /// ```
    fn split_range(
        &self,
        start: &[u8],
        end: &[u8],
        num_splits: i32,
        inclusive: bool,
    ) -> Result<Vec<Vec<u8>>, SplitError> {
        // An empty row means "the start/end of the table" here, unlike in `midpoint`.
        let start = if start.is_empty() {
            &self.first_row
        } else {
            start
        };
        let end = if end.is_empty() { &self.last_row } else { end };
        self.check_order(start, end)?;
        let mut splits = bytes_split_with(start, end, true, num_splits.wrapping_sub(1))?;
        if !inclusive {
            strip_ends(&mut splits);
        }
        Ok(splits)
    }

    /// ```
    /// use rowkey_core::hbase::split::{SplitAlgorithm, UniformSplit};
    /// let u = UniformSplit::default();
    /// assert_eq!(u.midpoint(b"a", b"b").unwrap(), b"a\x80");
    /// ```
    fn midpoint(&self, start: &[u8], end: &[u8]) -> Result<Vec<u8>, SplitError> {
        let mut splits = bytes_split(start, end, 1)?;
        Ok(splits.swap_remove(1))
    }

    fn first_row(&self) -> Vec<u8> {
        self.first_row.clone()
    }

    fn last_row(&self) -> Vec<u8> {
        self.last_row.clone()
    }

    fn set_first_row(&mut self, input: &str) -> Result<(), SplitError> {
        let row = to_bytes_binary(input);
        check_bound("first row", row.len())?;
        self.first_row = row;
        Ok(())
    }

    fn set_last_row(&mut self, input: &str) -> Result<(), SplitError> {
        let row = to_bytes_binary(input);
        check_bound("last row", row.len())?;
        self.last_row = row;
        Ok(())
    }

    fn str_to_row(&self, input: &str) -> Result<Vec<u8>, SplitError> {
        let row = to_bytes_binary(input);
        check_bound("row", row.len())?;
        Ok(row)
    }
}

/// `Arrays.copyOfRange(splits, 1, splits.length - 1)`: drop the two range ends.
fn strip_ends(splits: &mut Vec<Vec<u8>>) {
    splits.pop();
    splits.remove(0);
}

/// `Bytes.split(a, b, num)`: `[a, p1, ..., p_num, b]`, the `num` points splitting `a..b` into
/// `num + 1` equal parts (end exclusive). See [`bytes_split_with`].
///
/// ```
/// use rowkey_core::hbase::split::bytes_split;
/// let keys = bytes_split(b"a", b"z", 4).unwrap();
/// assert_eq!(keys, vec![b"a".to_vec(), b"f".to_vec(), b"k".to_vec(), b"p".to_vec(), b"u".to_vec(), b"z".to_vec()]);
/// ```
pub fn bytes_split(a: &[u8], b: &[u8], num: i32) -> Result<Vec<Vec<u8>>, SplitError> {
    bytes_split_with(a, b, false, num)
}

/// `Bytes.split(a, b, inclusive, num)`, with `iterateOnSplits`:
///
/// 1. the shorter key is padded with `0x00` to the longer one's length (`padTail`);
/// 2. `b <= a` after padding is an error, so is `num <= 0`;
/// 3. with `A`, `B` the padded keys as unsigned numbers, `diff = B - A` (`+ 1` if `inclusive`);
///    while `diff < num + 1` both keys grow by one `0x00` byte (multiplying `diff` by 256);
/// 4. point `i` (1..=num) is `A + i * floor(diff / (num + 1))`, written with the padded length.
///
/// The result has `num + 2` keys: the caller's own `a` and `b` at the ends, unless step 3 grew
/// them, then the grown keys. Upstream's `null` return (a failed division) cannot happen.
///
/// ```
/// use rowkey_core::hbase::split::bytes_split_with;
/// // 0x00..0x01 holds no room for 3 points: both ends grow a 0x00 byte.
/// let keys = bytes_split_with(&[0x00], &[0x01], false, 3).unwrap();
/// assert_eq!(keys, vec![vec![0, 0], vec![0, 0x40], vec![0, 0x80], vec![0, 0xc0], vec![1, 0]]);
/// // inclusive counts b itself: diff = 2, so the one point is 0x01 == b.
/// assert_eq!(bytes_split_with(&[0x00], &[0x01], true, 1).unwrap()[1], vec![0x01]);
/// ```
pub fn bytes_split_with(
    a: &[u8],
    b: &[u8],
    inclusive: bool,
    num: i32,
) -> Result<Vec<Vec<u8>>, SplitError> {
    // `new byte[num + 2][]` comes before any check, with int overflow.
    array_len("Bytes.split", "split point", num, num.wrapping_add(2))?;
    check_bound("start key", a.len())?;
    check_bound("end key", b.len())?;
    let len = a.len().max(b.len());
    let mut a_padded = a.to_vec();
    a_padded.resize(len, 0);
    let mut b_padded = b.to_vec();
    b_padded.resize(len, 0);
    if compare(&a_padded, &b_padded) != Ordering::Less {
        return Err(SplitError::EndNotAfterStart {
            start: a.to_vec(),
            end: b.to_vec(),
        });
    }
    if num <= 0 {
        return Err(SplitError::NonPositiveSplitCount { num });
    }
    // num + 2 did not overflow, so num + 1 does not either.
    let parts = BigUint::from(num as u32 + 1);
    let mut first = a.to_vec();
    let mut last = b.to_vec();
    let (start, interval) = loop {
        let start = BigUint::from_bytes_be(&a_padded);
        let stop = BigUint::from_bytes_be(&b_padded);
        let mut diff = stop - &start;
        if inclusive {
            diff += 1u32;
        }
        if diff >= parts {
            break (start, diff / &parts);
        }
        // Upstream recurses with the grown keys, and then returns those as the ends.
        a_padded.push(0);
        b_padded.push(0);
        first.clone_from(&a_padded);
        last.clone_from(&b_padded);
    };
    let width = a_padded.len();
    check_split_bytes(num as u64 + 2, width as u64)?;
    let mut out = Vec::with_capacity(num as usize + 2);
    out.push(first);
    for i in 1..=num as u32 {
        let point = &start + &interval * i;
        // Upstream prefixes 0x01 0x00 and strips it again; the point never exceeds `b`, so it
        // always fits in `width` bytes.
        out.push(fixed_width_be(&point, width));
    }
    out.push(last);
    Ok(out)
}

fn fixed_width_be(value: &BigUint, width: usize) -> Vec<u8> {
    let digits = if value.is_zero() {
        Vec::new()
    } else {
        value.to_bytes_be()
    };
    let mut out = vec![0u8; width.saturating_sub(digits.len())];
    out.extend_from_slice(&digits);
    out
}

/// The split keys `Admin.createTable(desc, startKey, endKey, numRegions)` sends (the client's
/// private `getSplitKeys`), before `verifySplitKeys`: `Bytes.split(start, end, n - 3)` with the
/// start and end keys included, so only `n - 2` regions cover `start..end`.
///
/// ```
/// use rowkey_core::hbase::split::admin_split_keys;
/// let keys = admin_split_keys(b"a", b"z", 5).unwrap();
/// assert_eq!(keys, vec![b"a".to_vec(), b"i".to_vec(), b"q".to_vec(), b"z".to_vec()]);
/// assert_eq!(admin_split_keys(b"a", b"z", 3).unwrap(), vec![b"a".to_vec(), b"z".to_vec()]);
/// ```
pub fn admin_split_keys(
    start: &[u8],
    end: &[u8],
    num_regions: i32,
) -> Result<Vec<Vec<u8>>, SplitError> {
    if num_regions < 3 {
        return Err(SplitError::TooFewRegions {
            regions: num_regions,
        });
    }
    if compare(start, end) != Ordering::Less {
        return Err(SplitError::StartNotBeforeEnd {
            start: start.to_vec(),
            end: end.to_vec(),
        });
    }
    if num_regions == 3 {
        return Ok(vec![start.to_vec(), end.to_vec()]);
    }
    // Upstream double-checks the count ("Unable to split key range into enough regions");
    // Bytes.split always returns num + 2 keys, so that check never fires.
    bytes_split(start, end, num_regions - 3)
}

/// `verifySplitKeys`, run on every `createTable` with split keys: sorts them (unsigned
/// lexicographic) and rejects an empty key or a repeated one.
///
/// ```
/// use rowkey_core::hbase::split::verify_split_keys;
/// let mut keys = vec![b"b".to_vec(), b"a".to_vec()];
/// verify_split_keys(&mut keys).unwrap();
/// assert_eq!(keys, vec![b"a".to_vec(), b"b".to_vec()]);
/// assert!(verify_split_keys(&mut vec![b"a".to_vec(), b"a".to_vec()]).is_err());
/// ```
pub fn verify_split_keys(keys: &mut [Vec<u8>]) -> Result<(), SplitError> {
    keys.sort_unstable_by(|x, y| compare(x, y));
    let mut last: Option<&Vec<u8>> = None;
    for key in keys.iter() {
        if key.is_empty() {
            return Err(SplitError::EmptySplitKey);
        }
        if last == Some(key) {
            return Err(SplitError::DuplicateSplitKey { key: key.clone() });
        }
        last = Some(key);
    }
    Ok(())
}

/// What `Admin.createTable(desc, startKey, endKey, numRegions)` creates: [`admin_split_keys`]
/// then [`verify_split_keys`]. `numRegions < 3`, `start >= end`, padded keys that are equal
/// (`a` .. `a\x00`) and an empty start key are all refused, as HBase refuses them.
///
/// ```
/// use rowkey_core::hbase::split::create_table_splits;
/// let keys = create_table_splits(&[0x00], &[0xff], 4).unwrap();
/// assert_eq!(keys, vec![vec![0x00], vec![0x7f], vec![0xff]]);
/// assert!(create_table_splits(b"", &[0xff], 4).is_err()); // "" becomes an empty split key
/// ```
pub fn create_table_splits(
    start: &[u8],
    end: &[u8],
    num_regions: i32,
) -> Result<Vec<Vec<u8>>, SplitError> {
    let mut keys = admin_split_keys(start, end, num_regions)?;
    verify_split_keys(&mut keys)?;
    Ok(keys)
}

/// The HBase reference guide's `getHexSplits(startKey, endKey, numRegions)` ("Pre-splitting
/// tables"): `numRegions - 1` keys `start + i * floor((end - start) / numRegions)` for
/// `i = 1..numRegions`, formatted `%016x`. Unlike `HexStringSplit` the range is not inclusive,
/// so its keys can differ by one (`7fffffffffffffff` against `8000000000000000` for 2 regions),
/// and every key is 16 hex digits whatever the rows look like.
///
/// ```
/// use rowkey_core::hbase::split::book_hex_splits;
/// let keys = book_hex_splits("0000000000000000", "ffffffffffffffff", 2).unwrap();
/// assert_eq!(keys, vec![b"7fffffffffffffff".to_vec()]);
/// ```
pub fn book_hex_splits(
    start_key: &str,
    end_key: &str,
    num_regions: i32,
) -> Result<Vec<Vec<u8>>, SplitError> {
    const NAME: &str = "getHexSplits";
    let count = array_len(NAME, "region", num_regions, num_regions.wrapping_sub(1))?;
    check_bound("start key", utf16_len(start_key))?;
    check_bound("end key", utf16_len(end_key))?;
    let parse = |text: &str| {
        parse_java_biginteger(text, 16).map_err(|java_message| SplitError::InvalidNumber {
            algorithm: NAME,
            input: text.to_owned(),
            java_message,
        })
    };
    let lowest = parse(start_key)?;
    let highest = parse(end_key)?;
    // Every key lies between the two bounds: none is wider than the wider one, sign included.
    let hex_digits = |v: &BigInt| v.bits().div_ceil(4) + 1;
    let width = hex_digits(&lowest).max(hex_digits(&highest)).max(16);
    check_split_bytes(count as u64, width)?;
    let increment = (highest - &lowest) / BigInt::from(num_regions);
    let first = lowest + &increment;
    Ok((0..count as u64)
        .map(|i| format_java_hex(&(&first + &increment * BigInt::from(i)), 16).into_bytes())
        .collect())
}

/// `String.format("%0<width>x", bigInteger)`: sign first, then zeros, then lowercase digits.
fn format_java_hex(value: &BigInt, width: usize) -> String {
    let digits = value.magnitude().to_str_radix(16);
    let sign = if value.sign() == Sign::Minus { "-" } else { "" };
    let zeros = width.saturating_sub(sign.len() + digits.len());
    format!("{sign}{}{digits}", "0".repeat(zeros))
}

/// The regions a table with these split keys has: `["", s1), [s1, s2), ..., [s(N-1), "")`, an
/// empty key meaning the start or end of the table.
///
/// ```
/// use rowkey_core::hbase::split::regions_from_splits;
/// let regions = regions_from_splits(&[b"m".to_vec()]);
/// assert_eq!(regions, vec![(vec![], b"m".to_vec()), (b"m".to_vec(), vec![])]);
/// assert_eq!(regions_from_splits(&[]), vec![(vec![], vec![])]);
/// ```
pub fn regions_from_splits(splits: &[Vec<u8>]) -> Vec<(Vec<u8>, Vec<u8>)> {
    let mut bounds = Vec::with_capacity(splits.len() + 2);
    bounds.push(Vec::new());
    bounds.extend(splits.iter().cloned());
    bounds.push(Vec::new());
    bounds
        .windows(2)
        .map(|w| (w[0].clone(), w[1].clone()))
        .collect()
}

/// Java's `new T[size]`: a negative size throws, a huge one runs out of heap. Returns the
/// size as a count when it is usable.
fn array_len(
    algorithm: &'static str,
    what: &'static str,
    given: i32,
    size: i32,
) -> Result<usize, SplitError> {
    if size < 0 {
        return Err(SplitError::NegativeCount {
            algorithm,
            what,
            given,
            array_size: size,
        });
    }
    let size = size as usize;
    if size > MAX_SPLIT_KEYS {
        return Err(SplitError::TooManySplitKeys {
            requested: size as i64,
        });
    }
    Ok(size)
}

/// A first/last row or bound of `length` is within [`MAX_SPLIT_BOUND_LENGTH`].
fn check_bound(what: &'static str, length: usize) -> Result<(), SplitError> {
    if length > MAX_SPLIT_BOUND_LENGTH {
        Err(SplitError::BoundTooLong { what, length })
    } else {
        Ok(())
    }
}

/// `keys` split keys of at most `width` bytes fit in [`MAX_SPLIT_KEY_BYTES`].
fn check_split_bytes(keys: u64, width: u64) -> Result<(), SplitError> {
    let bytes = u128::from(keys) * u128::from(width);
    if bytes > u128::from(MAX_SPLIT_KEY_BYTES) {
        Err(SplitError::SplitKeysTooLarge { keys, bytes })
    } else {
        Ok(())
    }
}

/// `Integer.parseInt` digit groups per radix, as `java.math.BigInteger.digitsPerInt`: the
/// constructor parses (and reports bad digits) one group at a time.
const DIGITS_PER_INT: [usize; 37] = [
    0, 0, 30, 19, 15, 13, 11, 11, 10, 9, 9, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6,
    6, 6, 6, 6, 6, 6, 6, 5,
];

/// `new BigInteger(text, radix)` (JDK 17): at most one sign, only at the front; digits as
/// `Character.digit` reads them (any case, fullwidth forms and other Unicode decimal digits
/// too); the error is the `NumberFormatException` message Java gives.
fn parse_java_biginteger(text: &str, radix: u32) -> Result<BigInt, String> {
    let units: Vec<u16> = text.encode_utf16().collect();
    let len = units.len();
    if len == 0 {
        return Err("Zero length BigInteger".to_owned());
    }
    let minus = units.iter().rposition(|&u| u == u16::from(b'-'));
    let plus = units.iter().rposition(|&u| u == u16::from(b'+'));
    let (sign, mut cursor) = match (minus, plus) {
        (Some(0), None) => (Sign::Minus, 1),
        (None, Some(0)) => (Sign::Plus, 1),
        (None, None) => (Sign::Plus, 0),
        _ => return Err("Illegal embedded sign character".to_owned()),
    };
    if cursor == len {
        return Err("Zero length BigInteger".to_owned());
    }
    while cursor < len && java_digit(units[cursor], radix) == Some(0) {
        cursor += 1;
    }
    if cursor == len {
        return Ok(BigInt::zero());
    }
    let per_group = DIGITS_PER_INT[radix as usize];
    let num_digits = len - cursor;
    let mut group_len = match num_digits % per_group {
        0 => per_group,
        n => n,
    };
    let mut digits = Vec::with_capacity(num_digits);
    while cursor < len {
        let group = &units[cursor..cursor + group_len];
        for &unit in group {
            match java_digit(unit, radix) {
                Some(d) => digits.push(d as u8),
                None => {
                    let under = if radix == 10 {
                        String::new()
                    } else {
                        format!(" under radix {radix}")
                    };
                    return Err(format!(
                        "For input string: \"{}\"{under}",
                        String::from_utf16_lossy(group)
                    ));
                }
            }
        }
        cursor += group_len;
        group_len = per_group;
    }
    let magnitude = BigUint::from_radix_be(&digits, radix).unwrap_or_default();
    Ok(BigInt::from_biguint(sign, magnitude))
}

/// The zero of every run of Unicode decimal digits (category Nd) in the BMP. Java's
/// `Character.digit` reads all of them; `charAt` never sees the supplementary ones whole.
const DECIMAL_ZEROS: [u16; 37] = [
    0x0030, 0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6,
    0x0d66, 0x0de6, 0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80,
    0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0,
    0xff10,
];

/// `Character.digit(char, radix)`.
fn java_digit(unit: u16, radix: u32) -> Option<u32> {
    let value = match unit {
        0x41..=0x5a => u32::from(unit - 0x41) + 10,
        0x61..=0x7a => u32::from(unit - 0x61) + 10,
        0xff21..=0xff3a => u32::from(unit - 0xff21) + 10,
        0xff41..=0xff5a => u32::from(unit - 0xff41) + 10,
        _ => {
            let zero = DECIMAL_ZEROS
                .iter()
                .find(|&&z| z <= unit && unit < z + 10)?;
            u32::from(unit - zero)
        }
    };
    (value < radix).then_some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strs(keys: &[Vec<u8>]) -> Vec<&str> {
        keys.iter()
            .map(|k| std::str::from_utf8(k).unwrap())
            .collect()
    }

    #[test]
    fn hex_default_thirds() {
        // range 2^32, size floor(2^32 / 3) = 0x55555555.
        let keys = NumberStringSplit::hex_string().split(3).unwrap();
        assert_eq!(strs(&keys), ["55555555", "aaaaaaaa"]);
    }

    #[test]
    fn decimal_range_slop_goes_last() {
        let mut dec = NumberStringSplit::decimal_string();
        dec.set_first_row("100").unwrap();
        dec.set_last_row("999").unwrap();
        // range 900, size 300.
        assert_eq!(strs(&dec.split(3).unwrap()), ["400", "700"]);
    }

    #[test]
    fn width_comes_from_last_row_text() {
        let mut hex = NumberStringSplit::hex_string();
        hex.set_first_row("0000000000").unwrap();
        hex.set_last_row("ff").unwrap();
        assert_eq!(hex.first_row(), b"00");
        assert_eq!(strs(&hex.split(4).unwrap()), ["40", "80", "c0"]);
    }

    #[test]
    fn number_split_errors_in_upstream_order() {
        let mut dec = NumberStringSplit::decimal_string();
        dec.set_first_row("9999").unwrap();
        dec.set_last_row("0").unwrap();
        let err = dec.split(2).unwrap_err();
        assert_eq!(
            err.hbase_message(),
            "java.lang.IllegalArgumentException: last row (0) is configured less than first row (9999)"
        );
        let mut hex = NumberStringSplit::hex_string();
        hex.set_last_row("f").unwrap();
        assert_eq!(
            hex.split(17).unwrap_err().hbase_message(),
            "java.lang.IllegalStateException: split granularity (17) is greater than the range (16)"
        );
        assert_eq!(
            hex.split(0).unwrap_err().hbase_message(),
            "java.lang.NegativeArraySizeException: -1"
        );
    }

    #[test]
    fn biginteger_parsing_like_java() {
        let p = |s: &str, r: u32| parse_java_biginteger(s, r);
        assert_eq!(p("+0010", 10), Ok(BigInt::from(10)));
        assert_eq!(p("-ff", 16), Ok(BigInt::from(-255)));
        assert_eq!(p("\u{ff11}\u{ff10}", 10), Ok(BigInt::from(10)));
        assert_eq!(p("\u{0661}\u{0662}", 10), Ok(BigInt::from(12)));
        assert_eq!(p("", 16), Err("Zero length BigInteger".into()));
        assert_eq!(p("-", 16), Err("Zero length BigInteger".into()));
        assert_eq!(p("1-2", 16), Err("Illegal embedded sign character".into()));
        assert_eq!(
            p("xyz", 16),
            Err("For input string: \"xyz\" under radix 16".into())
        );
        // Groups of 7 hex digits, the short one first: the bad digit is in the second group.
        assert_eq!(
            p("123456789g", 16),
            Err("For input string: \"456789g\" under radix 16".into())
        );
        assert_eq!(p("12a", 10), Err("For input string: \"12a\"".into()));
    }

    #[test]
    fn negative_rows_print_like_biginteger() {
        let mut hex = NumberStringSplit::hex_string();
        hex.set_first_row("-10").unwrap();
        assert_eq!(hex.first_row(), b"00000-10");
    }

    #[test]
    fn bytes_split_pads_the_shorter_key() {
        let keys = bytes_split(&[0x00], &[0x00, 0x01], 2).unwrap();
        assert_eq!(
            keys,
            vec![
                vec![0, 0, 0],
                vec![0, 0, 0x55],
                vec![0, 0, 0xaa],
                vec![0, 1, 0]
            ]
        );
    }

    #[test]
    fn bytes_split_check_order() {
        assert_eq!(
            bytes_split(b"a", b"a\x00", 1).unwrap_err(),
            SplitError::EndNotAfterStart {
                start: b"a".to_vec(),
                end: b"a\x00".to_vec()
            }
        );
        assert_eq!(
            bytes_split(b"a", b"b", 0).unwrap_err().hbase_message(),
            "java.lang.IllegalArgumentException: num cannot be <= 0"
        );
        // The array allocation fails before any check.
        assert_eq!(
            bytes_split(b"b", b"a", -3).unwrap_err().hbase_message(),
            "java.lang.NegativeArraySizeException: -1"
        );
        assert!(matches!(
            bytes_split(b"a", b"b", i32::MAX),
            Err(SplitError::NegativeCount { .. })
        ));
        assert!(matches!(
            bytes_split(b"a", b"b", 5_000_000),
            Err(SplitError::TooManySplitKeys { .. })
        ));
    }

    #[test]
    fn create_table_keeps_ends() {
        let keys = create_table_splits(b"user0000", b"user9999", 10).unwrap();
        assert_eq!(keys.len(), 9);
        assert_eq!(keys[0], b"user0000");
        assert_eq!(keys[8], b"user9999");
        assert!(matches!(
            create_table_splits(b"b", b"a", 4),
            Err(SplitError::StartNotBeforeEnd { .. })
        ));
    }

    #[test]
    fn uniform_range_defaults_to_table_ends() {
        let u = UniformSplit::default();
        let keys = u.split_range(b"", b"", 4, false).unwrap();
        assert_eq!(keys[0], [0x40, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(keys.len(), 3);
    }

    #[test]
    fn book_splits_are_exclusive() {
        let keys = book_hex_splits("0", "100", 4).unwrap();
        assert_eq!(
            strs(&keys),
            ["0000000000000040", "0000000000000080", "00000000000000c0"]
        );
        assert_eq!(format_java_hex(&BigInt::from(-15), 16), "-00000000000000f");
    }

    #[test]
    fn split_key_bytes_are_capped_before_they_are_made() {
        let mut hex = NumberStringSplit::hex_string();
        hex.set_first_row(&"0".repeat(10_000)).unwrap();
        hex.set_last_row(&"f".repeat(10_000)).unwrap();
        let err = hex.split(1_000_000).unwrap_err();
        assert!(
            matches!(err, SplitError::SplitKeysTooLarge { keys: 999_999, bytes } if bytes >= 9_999_990_000),
            "{err:?}"
        );
        let text = err.to_string();
        assert!(
            text.contains("would take 9.31 GiB (999999 keys computed)"),
            "{text}"
        );
        assert!(text.contains("16 MiB of split keys"), "{text}");
        // Just under the limit is fine: 1,600 keys of 10,000 digits.
        assert_eq!(hex.split(1_601).unwrap().len(), 1_600);
        // Range and inclusive splits are counted with their ends.
        let wide = vec![b'a'; 30_000];
        let mut end = wide.clone();
        end[0] = b'b';
        assert!(matches!(
            create_table_splits(&wide, &end, 65_536),
            Err(SplitError::SplitKeysTooLarge { keys: 65_535, .. })
        ));
        assert_eq!(create_table_splits(&wide, &end, 100).unwrap().len(), 99);
        let uniform = UniformSplit::default();
        assert!(matches!(
            uniform.split_range(&wide, &end, 1_000, true),
            Err(SplitError::SplitKeysTooLarge { keys: 1_001, .. })
        ));
        assert!(matches!(
            book_hex_splits("0", &"f".repeat(20_000), 1_000),
            Err(SplitError::SplitKeysTooLarge { keys: 999, .. })
        ));
    }

    #[test]
    fn bounds_longer_than_a_row_are_refused_before_parsing() {
        let long = "1".repeat(MAX_SPLIT_BOUND_LENGTH + 1);
        for mut algo in [
            Box::new(NumberStringSplit::decimal_string()) as Box<dyn SplitAlgorithm>,
            Box::new(UniformSplit::default()),
        ] {
            let err = algo.set_first_row(&long).unwrap_err();
            assert_eq!(
                err,
                SplitError::BoundTooLong {
                    what: "first row",
                    length: MAX_SPLIT_BOUND_LENGTH + 1
                }
            );
            assert!(
                err.to_string().contains("the limit is 32767 bytes"),
                "{err}"
            );
            assert!(algo.set_last_row(&long).is_err());
            assert!(algo.split_range(long.as_bytes(), b"9", 2, false).is_err());
        }
        let at_limit = "1".repeat(MAX_SPLIT_BOUND_LENGTH);
        let mut dec = NumberStringSplit::decimal_string();
        dec.set_last_row(&at_limit).unwrap();
        assert_eq!(dec.split(2).unwrap()[0].len(), MAX_SPLIT_BOUND_LENGTH);
        assert!(matches!(
            bytes_split(long.as_bytes(), b"9", 1),
            Err(SplitError::BoundTooLong {
                what: "start key",
                ..
            })
        ));
    }

    #[test]
    fn duplicate_message_names_the_key() {
        let mut keys = vec![b"\x00".to_vec(), b"\x00".to_vec()];
        assert_eq!(
            verify_split_keys(&mut keys).unwrap_err().hbase_message(),
            "java.lang.IllegalArgumentException: All split keys must be unique, found duplicate: \\x00, \\x00"
        );
    }
}
