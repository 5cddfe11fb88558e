//! Each region's top values in a partial: the SpaceSaving sketches, written out and read back.
//!
//! Layout (little-endian), after the runs: `u8` 0 (no top values asked for) or 1, then the
//! values per field (u32), the sketches' capacity (u32), the fields (u32 count, each u32
//! length + UTF-8), and for each region: its keys (u64), its keys that do not match the template
//! (u64 count, u64 first line; 0, 0 when none), its state (u8: 0 no sketch, 1 sketches, 2
//! dropped) and with sketches, for each field: its capacity (u32), total (u64), floor (u64) and
//! counters (u32 count, each u32 length + UTF-8 value, u64 count, u64 error).

use super::codec::Cursor;
use crate::decode::space_saving::{Counter, SpaceSaving};
use crate::decode::top::{RegionTop, RegionTops, Unmatched, CAPACITY, MAX_VALUE_BYTES};

/// A partial's top values: the counts and how many values per field the report gives.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct PartialTops {
    pub(crate) tops: RegionTops,
    pub(crate) per_field: u32,
}

fn put_u32(b: &mut Vec<u8>, n: u32) {
    b.extend_from_slice(&n.to_le_bytes());
}

fn put_u64(b: &mut Vec<u8>, n: u64) {
    b.extend_from_slice(&n.to_le_bytes());
}

fn put_text(b: &mut Vec<u8>, t: &str) {
    put_u32(b, t.len() as u32);
    b.extend_from_slice(t.as_bytes());
}

/// Write `tops` (or their absence).
pub(crate) fn put_tops(b: &mut Vec<u8>, tops: Option<&PartialTops>) {
    let Some(t) = tops else {
        b.push(0);
        return;
    };
    b.push(1);
    put_u32(b, t.per_field);
    put_u32(b, t.tops.capacity() as u32);
    put_u32(b, t.tops.fields().len() as u32);
    t.tops.fields().iter().for_each(|f| put_text(b, f));
    for r in t.tops.regions() {
        put_u64(b, r.keys);
        let u = r.unmatched.unwrap_or(Unmatched { count: 0, first: 0 });
        put_u64(b, u.count);
        put_u64(b, u.first);
        match (&r.sketches, r.dropped) {
            (_, true) => b.push(2),
            (None, false) => b.push(0),
            (Some(sketches), false) => {
                b.push(1);
                for s in sketches {
                    put_u32(b, s.capacity() as u32);
                    put_u64(b, s.total());
                    put_u64(b, s.floor());
                    put_u32(b, s.counters().len() as u32);
                    for c in s.counters() {
                        put_text(b, &c.value);
                        put_u64(b, c.count);
                        put_u64(b, c.error);
                    }
                }
            }
        }
    }
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
    let capacity = r.u32()? as usize;
    if per_field == 0 || per_field as usize > CAPACITY || !(1..=CAPACITY).contains(&capacity) {
        return Err(ReadError::Bad);
    }
    let n = r.u32()? as usize;
    let mut fields = Vec::new();
    for _ in 0..r.at_most(n, 4)? {
        fields.push(text(r)?);
    }
    let mut regions = Vec::new();
    for &count in counts {
        let keys = r.u64()?;
        let (unmatched, first) = (r.u64()?, r.u64()?);
        if keys != count || unmatched > keys {
            return Err(ReadError::Bad);
        }
        let mut region = RegionTop {
            keys,
            unmatched: (unmatched > 0).then_some(Unmatched {
                count: unmatched,
                first,
            }),
            sketches: None,
            dropped: false,
        };
        match r.u8()? {
            0 => {}
            2 => region.dropped = true,
            1 => {
                let mut sketches = Vec::new();
                for _ in 0..fields.len() {
                    sketches.push(sketch(r, keys - unmatched)?);
                }
                region.sketches = Some(sketches);
            }
            _ => return Err(ReadError::Bad),
        }
        regions.push(region);
    }
    let tops = RegionTops::from_parts(fields, capacity, regions).ok_or(ReadError::Bad)?;
    Ok(Some(PartialTops { tops, per_field }))
}

/// One sketch of a region whose matching keys number `matching`.
fn sketch(r: &mut Cursor<'_>, matching: u64) -> Result<SpaceSaving, ReadError> {
    let capacity = r.u32()? as usize;
    let total = r.u64()?;
    let floor = r.u64()?;
    let n = r.u32()? as usize;
    if total > matching || !(1..=CAPACITY).contains(&capacity) {
        return Err(ReadError::Bad);
    }
    let mut counters = Vec::new();
    for _ in 0..r.at_most(n, 20)? {
        let value = text(r)?;
        if value.len() > MAX_VALUE_BYTES + '…'.len_utf8() {
            return Err(ReadError::Bad);
        }
        counters.push(Counter {
            value,
            count: r.u64()?,
            error: r.u64()?,
        });
    }
    SpaceSaving::from_parts(capacity, total, floor, counters).ok_or(ReadError::Bad)
}

fn text(r: &mut Cursor<'_>) -> Result<String, ReadError> {
    String::from_utf8(r.bytes()?.to_vec()).map_err(|_| ReadError::Bad)
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
