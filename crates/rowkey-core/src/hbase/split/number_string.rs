//! `HexStringSplit` and `DecimalStringSplit`: rows as fixed-width numbers in a radix.

use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};

use super::biginteger::parse_java_biginteger;
use super::limits::{array_len, check_bound, check_split_bytes};
use super::{RegionSplitterAlgorithm, SplitError};
use crate::hbase::shell::java_string_from_utf8;
use crate::hbase::to_string_binary;
use crate::java::{pad_left, utf16_len};

/// `RegionSplitter.NumberStringSplit`: split keys are numbers written as fixed-width text in
/// some radix, the way `HexStringSplit` (MD5-prefixed keys) and `DecimalStringSplit` see rows.
///
/// Rows parse like `new BigInteger(text, radix)` (either case, optional sign, leading zeros);
/// keys print like `BigInteger.toString(radix)` (lowercase) left-padded with `0` to the length
/// of the last row *as the user typed it*. The first row's text does not change that width.
///
/// ```
/// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
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
    /// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
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
    /// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
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

impl RegionSplitterAlgorithm for NumberStringSplit {
    fn name(&self) -> &'static str {
        self.name
    }

    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
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
    /// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
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
    /// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
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
    /// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
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
