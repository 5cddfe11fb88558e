//! `Bytes.split`: the points cutting a key range into equal parts, as one big unsigned number.

use std::cmp::Ordering;

use num_bigint::BigUint;
use num_traits::Zero;

use super::limits::{array_len, check_bound, check_split_bytes};
use super::SplitError;
use crate::hbase::compare;

/// `Bytes.split(a, b, num)`: `[a, p1, ..., p_num, b]`, the `num` points splitting `a..b` into
/// `num + 1` equal parts (end exclusive). See [`bytes_split_with`].
///
/// # Errors
///
/// What [`bytes_split_with`] refuses.
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
/// # Errors
///
/// A [`SplitError`] when `num + 2` is not an array length Java allows, a key is longer than
/// [`MAX_SPLIT_BOUND_LENGTH`](crate::limits::MAX_SPLIT_BOUND_LENGTH), `num <= 0`, or `b <= a` after
/// padding.
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
