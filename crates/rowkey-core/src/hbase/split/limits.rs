//! How many and how large split keys one call makes, and the checks that run before any key is
//! made (upstream has no limits: it runs out of heap instead).

use super::SplitError;

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

/// Java's `new T[size]`: a negative size throws, a huge one runs out of heap. Returns the
/// size as a count when it is usable.
pub(super) fn array_len(
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
pub(super) fn check_bound(what: &'static str, length: usize) -> Result<(), SplitError> {
    if length > MAX_SPLIT_BOUND_LENGTH {
        Err(SplitError::BoundTooLong { what, length })
    } else {
        Ok(())
    }
}

/// `keys` split keys of at most `width` bytes fit in [`MAX_SPLIT_KEY_BYTES`].
pub(super) fn check_split_bytes(keys: u64, width: u64) -> Result<(), SplitError> {
    let bytes = u128::from(keys) * u128::from(width);
    if bytes > u128::from(MAX_SPLIT_KEY_BYTES) {
        Err(SplitError::SplitKeysTooLarge { keys, bytes })
    } else {
        Ok(())
    }
}
