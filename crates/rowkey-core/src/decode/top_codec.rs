//! The byte form of [`RegionTops`], shared by the two places that carry them between
//! processes: a key dump's partial (`crate::keys`) and a shard of the sample's analysis
//! (`crate::analyze::distribution::Acc`). Each brings its own reader ([`Source`]), so a bad or
//! cut form is reported in its own words.
//!
//! Layout (little-endian): the sketches' capacity (u32), the fields (u32 count, each u32
//! length + UTF-8), and for each region: its keys (u64), its keys that do not match the
//! template (u64 count, u64 first; 0, 0 when none), its state (u8: 0 no sketch, 1 sketches,
//! 2 dropped) and with sketches, for each field: its capacity (u32), total (u64), floor (u64)
//! and counters (u32 count, each u32 length + UTF-8 value, u64 count, u64 error).

use super::space_saving::{Counter, SpaceSaving};
use super::top::{RegionTop, RegionTops, Unmatched, CAPACITY, MAX_VALUE_BYTES};

/// A cursor over bytes read back: reading past the end is the reader's own error.
pub(crate) trait Source<'a> {
    /// What a cut or bad form is reported as.
    type Error;
    /// One byte.
    fn u8(&mut self) -> Result<u8, Self::Error>;
    /// A little-endian u32.
    fn u32(&mut self) -> Result<u32, Self::Error>;
    /// A little-endian u64.
    fn u64(&mut self) -> Result<u64, Self::Error>;
    /// A u32 length and that many bytes.
    fn bytes(&mut self) -> Result<&'a [u8], Self::Error>;
    /// `n` when the bytes left can hold `n` items of at least `size` bytes each (so a count
    /// read from the input never sizes memory beyond the input).
    fn at_most(&self, n: usize, size: usize) -> Result<usize, Self::Error>;
    /// The error for bytes that cannot be top values.
    fn bad(&self) -> Self::Error;
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

/// Write `tops`.
pub(crate) fn put(b: &mut Vec<u8>, tops: &RegionTops) {
    put_u32(b, tops.capacity() as u32);
    put_u32(b, tops.fields().len() as u32);
    tops.fields().iter().for_each(|f| put_text(b, f));
    for r in tops.regions() {
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

/// Read top values back for regions whose key counts are `counts` (each region's keys must be
/// its count, each sketch's total at most its matching keys).
pub(crate) fn read<'a, S: Source<'a>>(r: &mut S, counts: &[u64]) -> Result<RegionTops, S::Error> {
    let capacity = r.u32()? as usize;
    if !(1..=CAPACITY).contains(&capacity) {
        return Err(r.bad());
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
            return Err(r.bad());
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
            _ => return Err(r.bad()),
        }
        regions.push(region);
    }
    RegionTops::from_parts(fields, capacity, regions).ok_or_else(|| r.bad())
}

/// One sketch of a region whose matching keys number `matching`.
fn sketch<'a, S: Source<'a>>(r: &mut S, matching: u64) -> Result<SpaceSaving, S::Error> {
    let capacity = r.u32()? as usize;
    let total = r.u64()?;
    let floor = r.u64()?;
    let n = r.u32()? as usize;
    if total > matching || !(1..=CAPACITY).contains(&capacity) {
        return Err(r.bad());
    }
    let mut counters = Vec::new();
    for _ in 0..r.at_most(n, 20)? {
        let value = text(r)?;
        if value.len() > MAX_VALUE_BYTES + '…'.len_utf8() {
            return Err(r.bad());
        }
        counters.push(Counter {
            value,
            count: r.u64()?,
            error: r.u64()?,
        });
    }
    SpaceSaving::from_parts(capacity, total, floor, counters).ok_or_else(|| r.bad())
}

fn text<'a, S: Source<'a>>(r: &mut S) -> Result<String, S::Error> {
    let bytes = r.bytes()?;
    String::from_utf8(bytes.to_vec()).map_err(|_| r.bad())
}
