//! The HBase reference guide's `getHexSplits`, which differs from `HexStringSplit` by one.

use num_bigint::{BigInt, Sign};

use super::biginteger::parse_java_biginteger;
use super::limits::{array_len, check_bound, check_split_bytes};
use super::SplitError;
use crate::java::utf16_len;

/// The HBase reference guide's `getHexSplits(startKey, endKey, numRegions)` ("Pre-splitting
/// tables"): `numRegions - 1` keys `start + i * floor((end - start) / numRegions)` for
/// `i = 1..numRegions`, formatted `%016x`. Unlike `HexStringSplit` the range is not inclusive,
/// so its keys can differ by one (`7fffffffffffffff` against `8000000000000000` for 2 regions),
/// and every key is 16 hex digits whatever the rows look like.
///
/// # Errors
///
/// A [`SplitError`] when `num_regions - 1` is not an array length Java allows, a key is too long, a
/// key is not a hex number (Java's `BigInteger` message), or the range cannot be split into that
/// many regions.
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
pub(super) fn format_java_hex(value: &BigInt, width: usize) -> String {
    let digits = value.magnitude().to_str_radix(16);
    let sign = if value.sign() == Sign::Minus { "-" } else { "" };
    let zeros = width.saturating_sub(sign.len() + digits.len());
    format!("{sign}{}{digits}", "0".repeat(zeros))
}
