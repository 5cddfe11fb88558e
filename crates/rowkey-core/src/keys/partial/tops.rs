//! Each region's top values in a partial: the SpaceSaving sketches, written out and read back.
//!
//! Layout (little-endian), after the runs: `u8` 0 (no top values asked for) or 1, then the
//! values per field (u32) and the counts in the layout of `crate::decode::top_codec` (the first
//! key that does not match given by its line).

use super::codec::Cursor;
use crate::decode::top::{RegionTops, CAPACITY};
use crate::decode::top_codec;

/// A partial's top values: the counts and how many values per field the report gives.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PartialTops {
    pub(crate) tops: RegionTops,
    pub(crate) per_field: u32,
}

/// Write `tops` (or their absence).
pub(crate) fn put_tops(b: &mut Vec<u8>, tops: Option<&PartialTops>) {
    let Some(t) = tops else {
        b.push(0);
        return;
    };
    b.push(1);
    b.extend_from_slice(&t.per_field.to_le_bytes());
    top_codec::put(b, &t.tops);
}

/// Read top values back for `regions` regions whose key counts are `counts`; `Err(())` when
/// they cannot be a partial's (the caller names the part of the partial that is bad).
pub(crate) fn read_tops(
    r: &mut Cursor<'_>,
    counts: &[u64],
) -> Result<Option<PartialTops>, ReadError> {
    match r.u8()? {
        0 => return Ok(None),
        1 => {}
        _ => return Err(ReadError::Bad),
    }
    let per_field = r.u32()?;
    if per_field == 0 || per_field as usize > CAPACITY {
        return Err(ReadError::Bad);
    }
    let tops = top_codec::read(&mut Tops(r), counts)?;
    Ok(Some(PartialTops { tops, per_field }))
}

/// A partial's cursor, read as top values.
struct Tops<'c, 'a>(&'c mut Cursor<'a>);

impl<'a> top_codec::Source<'a> for Tops<'_, 'a> {
    type Error = ReadError;
    fn u8(&mut self) -> Result<u8, ReadError> {
        Ok(self.0.u8()?)
    }
    fn u32(&mut self) -> Result<u32, ReadError> {
        Ok(self.0.u32()?)
    }
    fn u64(&mut self) -> Result<u64, ReadError> {
        Ok(self.0.u64()?)
    }
    fn bytes(&mut self) -> Result<&'a [u8], ReadError> {
        Ok(self.0.bytes()?)
    }
    fn at_most(&self, n: usize, size: usize) -> Result<usize, ReadError> {
        Ok(self.0.at_most(n, size)?)
    }
    fn bad(&self) -> ReadError {
        ReadError::Bad
    }
}

/// Why top values could not be read: the bytes ran out, or they are not a partial's.
pub(crate) enum ReadError {
    Cut(super::PartialError),
    Bad,
}

impl From<super::PartialError> for ReadError {
    fn from(e: super::PartialError) -> ReadError {
        ReadError::Cut(e)
    }
}
