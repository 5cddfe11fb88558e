//! A mergeable byte-weighted quantile sketch of byte strings, for split keys that cut equal
//! bytes (`split quantile --by bytes --from-partial`).
//!
//! Rows come in with their sizes and are held as they are, each key with its row's bytes,
//! while at most [`EXACT_KEYS`] of them (and [`EXACT_BYTES`] of keys) are held. Past that they
//! are spread over the levels of a KLL sketch by binary decomposition: a row of `w` bytes puts
//! its key at level `h` for each bit `h` set in `w`, and a key at level `h` stands for `2^h`
//! bytes, so the bytes of every key are kept exactly. The levels then compact as the key sketch's
//! do ([`super::KeySketch`]: the lowest level over its capacity is sorted and every other key,
//! from an offset that is a hash of the keys, moves up a level), and a sketch that never
//! compacted still holds every row's bytes exactly: its split keys are those of
//! [`split_keys_by_bytes`](crate::keys::quantile_bytes::split_keys_by_bytes) over all the rows.
//!
//! Each compaction at level `h` moves any byte rank by `0` or `±2^h` bytes, each way equally
//! likely. With `σ² = Σ compactions_h · 4^h` and `2^H` the bytes a key of the deepest level
//! stands for, the rank error stated is `ε = (3σ + 2^H) / T` of the total bytes `T`
//! ([`ByteSketch::rank_error`]): the bytes before each split key are within `ε · T` of those
//! before the exact rule's key, give or take the bytes of the one key just before either
//! (neither rule splits a key's rows).
//!
//! A sketch holds at most [`EXACT_KEYS`] rows with their sizes and about `3k + 8 · depth` keys
//! in its levels (some 6,600 with `k` = 2048; `depth` is at most 64, the bits of a byte count),
//! whatever the row count.

use super::codec::Cursor;
use super::sketch::{
    capacity_all, cmp_keys, level_to_compact, merge_sorted, offset, EXACT_BYTES, EXACT_KEYS,
    MAX_LEVELS,
};
use super::PartialError;
use crate::keys::reader::MAX_LINE_BYTES;

/// A byte-weighted KLL sketch of byte strings (see the module).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ByteSketch {
    /// Rows held as they came, each key with its row's bytes.
    rows: Vec<(Vec<u8>, u64)>,
    /// Bytes of the keys of `rows`.
    row_key_bytes: u64,
    /// `levels[h]`: sorted keys standing for `2^h` bytes each.
    levels: Vec<Vec<Vec<u8>>>,
    /// Compactions made at each level.
    compactions: Vec<u64>,
    /// Bytes the sketch stands for.
    total: u64,
    /// Keys held in the levels.
    held: usize,
}

impl ByteSketch {
    /// An empty sketch.
    ///
    /// ```
    /// use rowkey_core::keys::partial::ByteSketch;
    /// let mut s = ByteSketch::new();
    /// for i in 0..200_000u32 {
    ///     // Rows of 100 bytes, but every key below 1,000 takes 100,100.
    ///     s.add(&i.to_be_bytes(), if i < 1_000 { 100_100 } else { 100 });
    /// }
    /// assert!(!s.exact() && s.rank_error() < 0.01);
    /// // 119.9 MB in all: the first region ends near key 600, where 60 MB is reached.
    /// let (keys, _) = s.split_keys(2).unwrap();
    /// let first = u32::from_be_bytes(keys[0].as_slice().try_into().unwrap());
    /// assert!((first as i64 - 600).abs() < 20, "{first}");
    /// ```
    pub fn new() -> ByteSketch {
        ByteSketch::default()
    }

    /// One more row: its key and its bytes.
    pub fn add(&mut self, key: &[u8], size: u64) {
        self.rows.push((key.to_vec(), size));
        self.row_key_bytes += key.len() as u64;
        self.total = self.total.saturating_add(size);
        if self.rows.len() > EXACT_KEYS || self.row_key_bytes > EXACT_BYTES {
            self.spread();
        }
    }

    /// The sketch of both streams.
    pub fn merge(&mut self, other: ByteSketch) {
        self.rows.extend(other.rows);
        self.row_key_bytes += other.row_key_bytes;
        self.total = self.total.saturating_add(other.total);
        while self.levels.len() < other.levels.len() {
            self.levels.push(Vec::new());
            self.compactions.push(0);
        }
        for (h, (level, c)) in other.levels.into_iter().zip(other.compactions).enumerate() {
            let mine = std::mem::take(&mut self.levels[h]);
            self.held += level.len();
            self.levels[h] = merge_sorted(mine, level);
            self.compactions[h] = self.compactions[h].saturating_add(c);
        }
        if self.rows.len() > EXACT_KEYS || self.row_key_bytes > EXACT_BYTES {
            self.spread();
        }
        self.fit();
    }

    /// Move the rows held into the levels, each key at the levels of its size's bits.
    fn spread(&mut self) {
        let mut rows = std::mem::take(&mut self.rows);
        self.row_key_bytes = 0;
        rows.sort_unstable_by(|a, b| cmp_keys(&a.0, &b.0));
        let bits = rows.iter().fold(0u64, |a, &(_, w)| a | w);
        for h in 0..(64 - bits.leading_zeros() as usize) {
            let keys: Vec<Vec<u8>> = rows
                .iter()
                .filter(|&&(_, w)| (w >> h) & 1 == 1)
                .map(|(k, _)| k.clone())
                .collect();
            if keys.is_empty() {
                continue;
            }
            while self.levels.len() <= h {
                self.levels.push(Vec::new());
                self.compactions.push(0);
            }
            self.held += keys.len();
            let mine = std::mem::take(&mut self.levels[h]);
            self.levels[h] = merge_sorted(mine, keys);
        }
        self.fit();
    }

    /// Compact until the keys held in the levels fit.
    fn fit(&mut self) {
        while self.held > capacity_all(self.levels.len()) {
            let Some(h) = level_to_compact(&self.levels) else {
                return;
            };
            if self.levels[h].len() < 2 || !self.compact(h) {
                return;
            }
        }
    }

    /// Move every other key of level `h` up a level (an odd one out stays); false when `h` is
    /// the deepest level allowed.
    fn compact(&mut self, h: usize) -> bool {
        if h + 1 >= MAX_LEVELS {
            return false;
        }
        if h + 1 == self.levels.len() {
            self.levels.push(Vec::new());
            self.compactions.push(0);
        }
        let mut keys = std::mem::take(&mut self.levels[h]);
        let stay = if keys.len() % 2 == 1 {
            keys.pop()
        } else {
            None
        };
        let from = offset(&keys, h);
        let n = keys.len();
        let up: Vec<Vec<u8>> = keys
            .into_iter()
            .enumerate()
            .filter_map(|(i, k)| (i % 2 == from).then_some(k))
            .collect();
        self.held -= n - up.len();
        self.levels[h].extend(stay);
        let above = std::mem::take(&mut self.levels[h + 1]);
        self.levels[h + 1] = merge_sorted(above, up);
        self.compactions[h] = self.compactions[h].saturating_add(1);
        true
    }

    /// Whether every row's bytes are held exactly (the sketch never compacted).
    pub fn exact(&self) -> bool {
        self.compactions.iter().all(|&c| c == 0)
    }

    /// Bytes the sketch stands for.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// Keys held: the rows held with their sizes and the keys in the levels.
    pub fn len(&self) -> usize {
        self.rows.len() + self.held
    }

    /// Whether no key is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The rank error stated, as a fraction of the bytes (0 while exact; see the module).
    pub fn rank_error(&self) -> f64 {
        if self.total == 0 || self.exact() {
            return 0.0;
        }
        let variance: f64 = self
            .compactions
            .iter()
            .enumerate()
            .map(|(h, &c)| c as f64 * 4f64.powi(h as i32))
            .sum();
        let deepest = self.levels.iter().rposition(|l| !l.is_empty()).unwrap_or(0);
        (3.0 * variance.sqrt() + 2f64.powi(deepest as i32)) / self.total as f64
    }

    /// The split keys cutting `regions` regions of equal bytes (the rule of
    /// [`crate::keys::quantile_bytes`]) and the distinct keys walked; `None` when the bytes
    /// are fewer than the regions.
    pub fn split_keys(&self, regions: u32) -> Option<(Vec<Vec<u8>>, u64)> {
        let base = self.total / u64::from(regions.max(1));
        if base == 0 {
            return None;
        }
        let mut all: Vec<(&[u8], u64)> = self
            .rows
            .iter()
            .map(|(k, w)| (k.as_slice(), *w))
            .chain(
                self.levels
                    .iter()
                    .enumerate()
                    .flat_map(|(h, l)| l.iter().map(move |k| (k.as_slice(), 1u64 << h))),
            )
            .collect();
        all.sort_unstable_by(|a, b| cmp_keys(a.0, b.0));
        let wanted = regions.saturating_sub(1) as usize;
        Some(crate::keys::quantile_bytes::cut_by_weight(
            all, base, wanted,
        ))
    }
}

/// Write `sketch` (or its absence). Layout (little-endian): `u8` 0 (none) or 1, then the bytes
/// stood for (u64), the rows held (u32 count; each u32 length + key bytes + u64 size), and the
/// levels (u32 depth; each: u64 compactions, u32 keys, each u32 length + bytes, sorted).
pub(crate) fn put_sketch(b: &mut Vec<u8>, sketch: Option<&ByteSketch>) {
    let Some(s) = sketch else {
        b.push(0);
        return;
    };
    b.push(1);
    b.extend_from_slice(&s.total.to_le_bytes());
    b.extend_from_slice(&(s.rows.len() as u32).to_le_bytes());
    for (k, w) in &s.rows {
        b.extend_from_slice(&(k.len() as u32).to_le_bytes());
        b.extend_from_slice(k);
        b.extend_from_slice(&w.to_le_bytes());
    }
    b.extend_from_slice(&(s.levels.len() as u32).to_le_bytes());
    for (level, c) in s.levels.iter().zip(&s.compactions) {
        b.extend_from_slice(&c.to_le_bytes());
        b.extend_from_slice(&(level.len() as u32).to_le_bytes());
        for k in level {
            b.extend_from_slice(&(k.len() as u32).to_le_bytes());
            b.extend_from_slice(k);
        }
    }
}

/// Read a sketch back, checked against `bytes`, the rows' bytes it must stand for; `Err(None)`
/// when it does not hold together.
pub(crate) fn read_sketch(
    r: &mut Cursor<'_>,
    bytes: u64,
) -> Result<Option<ByteSketch>, Option<PartialError>> {
    match r.u8().map_err(Some)? {
        0 => return Ok(None),
        1 => {}
        _ => return Err(None),
    }
    let total = r.u64().map_err(Some)?;
    let n = r.u32().map_err(Some)? as usize;
    let mut s = ByteSketch {
        total,
        ..ByteSketch::default()
    };
    let mut weight = 0u128;
    for _ in 0..r.at_most(n, 12).map_err(Some)? {
        let k = r.bytes().map_err(Some)?;
        let w = r.u64().map_err(Some)?;
        if k.len() > MAX_LINE_BYTES {
            return Err(None);
        }
        weight += u128::from(w);
        s.row_key_bytes += k.len() as u64;
        s.rows.push((k.to_vec(), w));
    }
    if s.rows.len() > EXACT_KEYS || s.row_key_bytes > EXACT_BYTES {
        return Err(None);
    }
    let depth = r.u32().map_err(Some)? as usize;
    if depth > MAX_LEVELS {
        return Err(None);
    }
    for h in 0..depth {
        s.compactions.push(r.u64().map_err(Some)?);
        let n = r.u32().map_err(Some)? as usize;
        let mut level: Vec<Vec<u8>> = Vec::new();
        for _ in 0..r.at_most(n, 4).map_err(Some)? {
            let k = r.bytes().map_err(Some)?;
            if k.len() > MAX_LINE_BYTES || level.last().is_some_and(|l| cmp_keys(l, k).is_gt()) {
                return Err(None);
            }
            level.push(k.to_vec());
        }
        weight += (level.len() as u128) << h;
        s.held += level.len();
        s.levels.push(level);
    }
    // The keys held stand for every byte counted, and no more keys than the sketch keeps.
    if weight != u128::from(total) || total != bytes || s.held > capacity_all(depth) {
        return Err(None);
    }
    Ok(Some(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(s: &ByteSketch) -> ByteSketch {
        let mut b = Vec::new();
        put_sketch(&mut b, Some(s));
        let mut r = Cursor::new(&b);
        read_sketch(&mut r, s.total()).unwrap().unwrap()
    }

    #[test]
    fn the_byte_form_reads_back_and_refuses_other_totals() {
        let mut s = ByteSketch::new();
        for i in 0..50_000u32 {
            s.add(&i.to_be_bytes(), u64::from(i % 977) + 1);
        }
        assert!(!s.exact());
        assert_eq!(round_trip(&s), s);
        let mut b = Vec::new();
        put_sketch(&mut b, Some(&s));
        assert!(read_sketch(&mut Cursor::new(&b), s.total() + 1).is_err());
        assert!(s.len() < 7_000 + EXACT_KEYS, "{}", s.len());
    }

    #[test]
    fn one_byte_rows_of_distinct_keys_give_hashchorewokers_keys_while_exact() {
        let keys: Vec<Vec<u8>> = (0..5_000u32)
            .map(|i| (i * 7).to_be_bytes().to_vec())
            .collect();
        let mut s = ByteSketch::new();
        keys.iter().for_each(|k| s.add(k, 1));
        assert!(s.exact());
        let mut sorted = keys.clone();
        sorted.sort();
        let want = crate::analyze::splits::quantile_cut(&sorted, 5_000, 7).unwrap();
        assert_eq!(s.split_keys(7).unwrap(), (want.0, want.1));
    }
}
