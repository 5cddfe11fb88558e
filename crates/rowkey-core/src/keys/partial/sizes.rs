//! Each region's bytes in a partial, when the dump gave row sizes (`analyze --partial
//! --keys-sizes`): written out and read back.
//!
//! Layout (little-endian), after the top values: `u8` 0 (no row sizes) or 1, then each region's
//! bytes (u64 each, as many as regions).

use super::codec::Cursor;
use super::PartialError;

/// Write `bytes` (or their absence).
pub(crate) fn put_sizes(b: &mut Vec<u8>, bytes: Option<&[u64]>) {
    let Some(bytes) = bytes else {
        b.push(0);
        return;
    };
    b.push(1);
    bytes
        .iter()
        .for_each(|n| b.extend_from_slice(&n.to_le_bytes()));
}

/// Read each of `regions` regions' bytes back; `Err(None)` when they do not hold together.
pub(crate) fn read_sizes(
    r: &mut Cursor<'_>,
    regions: usize,
) -> Result<Option<Vec<u64>>, Option<PartialError>> {
    match r.u8().map_err(Some)? {
        0 => Ok(None),
        1 => {
            let mut bytes = Vec::new();
            for _ in 0..r.at_most(regions, 8).map_err(Some)? {
                bytes.push(r.u64().map_err(Some)?);
            }
            // A total that does not fit is no sum of real row sizes.
            if bytes
                .iter()
                .try_fold(0u64, |a, &n| a.checked_add(n))
                .is_none()
            {
                return Err(None);
            }
            Ok(Some(bytes))
        }
        _ => Err(None),
    }
}

/// Add `other`'s bytes to `mine`, region by region.
pub(crate) fn add(mine: &mut [u64], other: &[u64]) {
    for (a, b) in mine.iter_mut().zip(other) {
        *a = a.saturating_add(*b);
    }
}
