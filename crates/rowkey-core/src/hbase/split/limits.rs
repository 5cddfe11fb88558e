//! How many and how large split keys one call makes, and the checks that run before any key is
//! made (upstream has no limits: it runs out of heap instead).

use super::SplitError;
pub use crate::limits::{MAX_SPLIT_BOUND_LENGTH, MAX_SPLIT_KEYS, MAX_SPLIT_KEY_BYTES};

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
