//! Keys from an Arrow binary or string array's buffers (what `DataFrame.mapInArrow` hands a
//! Python function): validity bitmap, offsets and data, read here with no per-key Python work.
//! Every offset is checked, so a malformed array is an error, never a read out of bounds.

use crate::texts;
use rowkey_core::i18n::{Arg, Message};

/// One Arrow array of keys, as its buffers.
#[derive(Clone, Copy, Debug)]
pub struct ArrowArray<'a> {
    /// The validity bitmap (bit `i` set: row `i` has a key), absent when no row is null.
    pub validity: Option<&'a [u8]>,
    /// `length + 1` offsets from `offset` on, little-endian `i32` (`i64` when `wide`).
    pub offsets: &'a [u8],
    /// The keys' bytes.
    pub data: &'a [u8],
    /// The array's first row in its buffers (a sliced array's offset).
    pub offset: usize,
    /// Rows.
    pub length: usize,
    /// `LargeBinary` / `LargeString`: 64-bit offsets.
    pub wide: bool,
}

fn bad(what: &str) -> Message {
    Message::new(texts::ARROW_BAD).arg("what", what.to_string())
}

/// Hand each key of `a` to `each`, in row order. A null row, or offsets that leave the data,
/// are refused.
///
/// ```
/// use _rowkey::{arrow_keys, ArrowArray};
/// let offsets: Vec<u8> = [0i32, 2, 2, 5].iter().flat_map(|o| o.to_le_bytes()).collect();
/// let a = ArrowArray { validity: None, offsets: &offsets, data: b"abxyz", offset: 0, length: 3, wide: false };
/// let mut keys = Vec::new();
/// arrow_keys(&a, |k| keys.push(k.to_vec())).unwrap();
/// assert_eq!(keys, [b"ab".to_vec(), b"".to_vec(), b"xyz".to_vec()]);
/// ```
pub fn arrow_keys(a: &ArrowArray<'_>, mut each: impl FnMut(&[u8])) -> Result<(), Message> {
    let width = if a.wide { 8 } else { 4 };
    let first = a.offset.checked_mul(width).ok_or_else(|| bad("offsets"))?;
    let end = a
        .length
        .checked_add(1)
        .and_then(|n| n.checked_mul(width))
        .and_then(|n| n.checked_add(first))
        .ok_or_else(|| bad("offsets"))?;
    let offsets = a.offsets.get(first..end).ok_or_else(|| bad("offsets"))?;
    let at = |i: usize| -> Option<usize> {
        let b = offsets.get(i * width..(i + 1) * width)?;
        let v = if a.wide {
            i64::from_le_bytes(b.try_into().ok()?)
        } else {
            i64::from(i32::from_le_bytes(b.try_into().ok()?))
        };
        usize::try_from(v).ok()
    };
    if let Some(v) = a.validity {
        if v.len() < (a.offset + a.length).div_ceil(8) {
            return Err(bad("validity"));
        }
    }
    let mut start = at(0).ok_or_else(|| bad("offsets"))?;
    for row in 0..a.length {
        let stop = at(row + 1).ok_or_else(|| bad("offsets"))?;
        if let Some(v) = a.validity {
            let bit = a.offset + row;
            if v[bit / 8] & (1 << (bit % 8)) == 0 {
                return Err(Message::new(texts::NULL_KEY).arg("index", Arg::Int(row as i128)));
            }
        }
        let key = a.data.get(start..stop).ok_or_else(|| bad("data"))?;
        each(key);
        start = stop;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offsets(o: &[i32]) -> Vec<u8> {
        o.iter().flat_map(|o| o.to_le_bytes()).collect()
    }

    fn read(a: &ArrowArray<'_>) -> Result<Vec<Vec<u8>>, String> {
        let mut keys = Vec::new();
        arrow_keys(a, |k| keys.push(k.to_vec()))
            .map(|()| keys)
            .map_err(|m| m.to_string())
    }

    #[test]
    fn a_sliced_wide_array_reads_from_its_offset() {
        let o: Vec<u8> = [0i64, 1, 3, 6]
            .iter()
            .flat_map(|o| o.to_le_bytes())
            .collect();
        let a = ArrowArray {
            validity: None,
            offsets: &o,
            data: b"abbccc",
            offset: 1,
            length: 2,
            wide: true,
        };
        assert_eq!(read(&a).unwrap(), [b"bb".to_vec(), b"ccc".to_vec()]);
    }

    #[test]
    fn a_null_row_is_named() {
        let o = offsets(&[0, 1, 1, 2]);
        let a = ArrowArray {
            validity: Some(&[0b101]),
            offsets: &o,
            data: b"ab",
            offset: 0,
            length: 3,
            wide: false,
        };
        let e = read(&a).unwrap_err();
        assert!(e.contains("key 1 ") && e.contains("None"), "{e}");
    }

    #[test]
    fn offsets_outside_the_data_or_falling_are_refused() {
        let data = b"abc";
        for (o, length) in [
            (offsets(&[0, 4]), 1),
            (offsets(&[2, 1]), 1),
            (offsets(&[0, -1]), 1),
            (offsets(&[0, 1]), 2),
        ] {
            let a = ArrowArray {
                validity: None,
                offsets: &o,
                data,
                offset: 0,
                length,
                wide: false,
            };
            let e = read(&a).unwrap_err();
            assert!(e.contains("Arrow array"), "{e}");
        }
        let o = offsets(&[0, 1, 2]);
        let a = ArrowArray {
            validity: Some(&[]),
            offsets: &o,
            data,
            offset: 0,
            length: 2,
            wide: false,
        };
        assert!(read(&a).unwrap_err().contains("validity"));
    }

    #[test]
    fn an_offset_past_usize_is_refused_not_wrapped() {
        let a = ArrowArray {
            validity: None,
            offsets: &[],
            data: b"",
            offset: usize::MAX / 2,
            length: usize::MAX / 2,
            wide: true,
        };
        assert!(read(&a).is_err());
    }
}
