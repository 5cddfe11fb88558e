//! A mergeable quantile sketch of byte strings (KLL) for quantile split keys.
//!
//! While a stream's keys number at most [`EXACT_KEYS`] (and take at most [`EXACT_BYTES`]),
//! the sketch holds every one of them and split keys are HashChoreWoker's, exactly. Past that
//! it is a KLL sketch (Karnin, Lang, Liberty 2016): levels of sorted keys, a key at level `h`
//! standing for `2^h` keys of the stream. When the keys held pass the capacity, the lowest
//! level over its own capacity (`k · (2/3)^(depth − h)`, at least 8) is sorted and every other
//! key of it, from an offset of 0 or 1, moves up a level. The offset is a hash of the keys
//! compacted, not a random draw, so the same keys in the same order always give the same
//! sketch, on any machine.
//!
//! Each compaction at level `h` moves any rank by `0` or `±2^h`, each way equally likely: the
//! sketch counts its compactions per level, and the rank error it states is three standard
//! deviations of their sum, `3 · √(Σ compactions_h · 4^h)` keys ([`KeySketch::rank_error`]).
//! Merging two sketches joins their levels and compacts until they fit: associative and
//! commutative in what it guarantees (the keys held can differ with the grouping; the error
//! stated covers every grouping).
//!
//! **The sampler** (KLL's, for the lowest level). Once the sketch is [`SAMPLE_DEPTH`] levels
//! deep (after about 270,000 distinct keys), keys may come in pairs: one key of each pair,
//! chosen by a hash of both keys' 8-byte heads and the pair's place in the stream, goes to
//! level 1, standing for both; the other is dropped. That is a compaction of a level of two
//! keys, and it is counted as one at level 0: for any key `y`, when one key of the pair sorts
//! at or below `y` and the other above, the rank the sketch gives `y` moves by `+1` or `−1`,
//! each equally likely (the hash does not look at `y`), and by `0` otherwise, so the pair adds
//! a variance of at most `1 = 4^0`, independent of the other pairs' and compactions' moves.
//! The rank error stated, `3 · √(Σ compactions_h · 4^h)`, so includes the sampler's.
//!
//! How much it may add is bounded: the sampler pairs keys only while level 0's compactions
//! (its pairs among them) stay below [`SAMPLER_SHARE`] = 3 times the sum the levels above
//! make, `Σ_{h≥1} compactions_h · 4^h`; past that, keys go to level 0 one by one until a
//! compaction above makes room. So the variance is at most 4 times what the levels above
//! make, and the error stated at most twice theirs. The levels' sum grows about as the square
//! of the keys (their error is about a fixed fraction of the keys), the pairs only linearly,
//! so the sampler pairs a growing share of the keys: for 1,250,000 distinct keys about 70 %
//! of them, the error stated going from 0.114 % to 0.198 %; for 10,000,000 nearly all, from
//! 0.119 % to 0.133 %. Each key paired is one key less to sort and merge. A pair left open
//! when the stream ends (or merges) is a key at level 0 like any other, and below
//! [`EXACT_KEYS`] nothing is sampled. A sampled sketch is still levels of keys standing for
//! `2^h` keys each and compactions per level: its byte form, how it is read and how it merges
//! are those of any other.
//!
//! HashChoreWoker steps over the sorted *distinct* keys; the sketch ranks keys with their
//! repeats. A table's row keys are distinct, and then the two are the same; with `R` repeats
//! among `D` distinct keys the split key for distinct rank `t` is looked up at rank
//! `t · rows / D`, and its distinct rank is within `R` more keys of `t`
//! ([`KeySketch::split_keys`]).
//!
//! A sketch holds at most about `3k + 8 · depth` keys (6,600 with [`K`] = 2048, whatever the
//! key count), or [`EXACT_KEYS`] while exact.

use super::level::Level;
use crate::analyze::head;
use crate::analyze::splits::quantile_cut;

/// The sketch's accuracy parameter: the top level holds up to `K` keys.
pub const K: u32 = 2048;

/// The most keys a sketch holds exactly (every key, HashChoreWoker's split keys exactly).
pub const EXACT_KEYS: usize = 8192;

/// The most key bytes a sketch holds exactly.
pub const EXACT_BYTES: u64 = 256 << 10;

/// The fewest keys a level may hold before it compacts.
const MIN_WIDTH: usize = 8;

/// The deepest a sketch goes: `2^63` keys at the top level is more than any stream.
pub const MAX_LEVELS: usize = 64;

/// The depth from which the sketch may sample: each pair of keys that comes is one key at
/// level 1 (see the module). A stream of distinct keys reaches it after about 270,000 keys;
/// shallower, the few pairs the rule below allows leave level 1 unsorted, and sorting it
/// whole costs more than merging its runs saves.
pub const SAMPLE_DEPTH: usize = 8;

/// The most level 0's compactions (the sampler's pairs among them) may add to the variance of
/// the rank error, as a multiple of what the levels above add: 3, so the error stated is at most
/// twice what the levels above make it (see the module).
pub const SAMPLER_SHARE: u64 = 3;

/// SplitMix64's finaliser: the sampler's choice.
#[inline]
fn mix(n: u64) -> u64 {
    let mut z = n.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A KLL sketch of byte strings (see the module).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeySketch {
    /// `levels[h]`: keys standing for `2^h` keys each (level 0 in the order they came, a level
    /// above as sorted runs, merged when it compacts or is written).
    levels: Vec<Level>,
    /// Compactions made at each level (their sum makes the rank error).
    compactions: Vec<u64>,
    /// Keys the sketch stands for.
    rows: u64,
    /// Bytes of the keys held.
    bytes: u64,
    /// Keys held.
    held: usize,
    /// A level's buffers, reused by the next compaction (see [`Spare`]).
    spare: Spare,
    /// Whether level 0's last key is the first of a pair the sampler has yet to close (see
    /// the module).
    pending: Pending,
    /// What [`KeySketch::over`] holds the keys to, made whenever the depth or the exactness
    /// changes rather than at every key.
    limit: Limit,
}

/// The most keys and key bytes a sketch may hold as it is (see [`KeySketch::over`]); follows
/// from the levels and compactions, so not part of what the sketch is.
#[derive(Clone, Copy, Debug, Default)]
struct Limit {
    held: usize,
    bytes: u64,
    /// Pairs the sampler may still make before the levels above compact again (see the module).
    pairs: u64,
}

impl PartialEq for Limit {
    fn eq(&self, _: &Limit) -> bool {
        true
    }
}

impl Eq for Limit {}

/// Whether a pair is open (see [`KeySketch`]'s `pending`): not part of what the sketch is (a
/// pair left open is a key at level 0, as any other).
#[derive(Clone, Copy, Debug, Default)]
struct Pending(bool);

impl PartialEq for Pending {
    fn eq(&self, _: &Pending) -> bool {
        true
    }
}

impl Eq for Pending {}

/// The buffers of a level a compaction emptied, which the next compaction writes into: a
/// compaction writes a new level above, so without them each one allocates. Not part of what
/// the sketch is (equality, the byte form).
#[derive(Clone, Debug, Default)]
struct Spare(Level);

impl PartialEq for Spare {
    fn eq(&self, _: &Spare) -> bool {
        true
    }
}

impl Eq for Spare {}

/// The offset of a compaction: a hash of the keys compacted (see the module).
pub(super) fn offset(keys: &[Vec<u8>], level: usize) -> usize {
    offset_of(keys.len(), |i| &keys[i], level)
}

/// [`offset`] of the `n` keys `key` gives by their place, in sorted order.
fn offset_of<'k>(n: usize, key: impl Fn(usize) -> &'k [u8], level: usize) -> usize {
    let mut h = xxhash_rust::xxh3::Xxh3::with_seed(0x6b11_5ee7_c0a1_e5ce ^ level as u64);
    for i in (0..n).step_by((n / 16).max(1)) {
        let k = key(i);
        h.update(&(k.len() as u32).to_le_bytes());
        h.update(k);
    }
    (h.digest() & 1) as usize
}

impl KeySketch {
    /// An empty sketch.
    ///
    /// ```
    /// use rowkey_core::keys::partial::KeySketch;
    /// let mut s = KeySketch::new();
    /// (0..100_000u32).for_each(|i| s.add(&i.to_be_bytes()));
    /// assert!(s.len() < 7_000 && s.rank_error() < 0.003);
    /// let (keys, _, _) = s.split_keys(100_000, 4, 0).unwrap();
    /// let middle = u32::from_be_bytes(keys[1].as_slice().try_into().unwrap());
    /// assert!((middle as i64 - 50_000).abs() < 300);
    /// ```
    pub fn new() -> KeySketch {
        let mut s = KeySketch {
            levels: vec![Level::default()],
            compactions: vec![0],
            ..KeySketch::default()
        };
        s.set_limit();
        s
    }

    /// The limit of the keys held, for the sketch's depth and exactness now.
    fn set_limit(&mut self) {
        self.limit = if self.exact() {
            Limit {
                held: EXACT_KEYS,
                bytes: EXACT_BYTES,
                pairs: 0,
            }
        } else {
            Limit {
                held: capacity_all(self.levels.len()),
                bytes: u64::MAX,
                pairs: self.pairs_allowed(),
            }
        };
    }

    /// The pairs the sampler may make now: none before [`SAMPLE_DEPTH`], then as many as keep
    /// level 0's compactions within [`SAMPLER_SHARE`] times the variance of the levels above's.
    fn pairs_allowed(&self) -> u64 {
        if self.levels.len() < SAMPLE_DEPTH {
            return 0;
        }
        let above: f64 = self
            .compactions
            .iter()
            .enumerate()
            .skip(1)
            .map(|(h, &c)| c as f64 * 4f64.powi(h as i32))
            .sum();
        let room = SAMPLER_SHARE as f64 * above - self.compactions[0] as f64;
        if room > 0.0 {
            room.min(u64::MAX as f64) as u64
        } else {
            0
        }
    }

    /// A sketch read back: its levels (each but level 0 sorted; the reader checks) and its
    /// compactions per level; `None` when they could not have been made.
    pub(crate) fn from_parts(
        levels: Vec<Level>,
        compactions: Vec<u64>,
        rows: u64,
    ) -> Option<KeySketch> {
        if levels.is_empty() || levels.len() > MAX_LEVELS || compactions.len() != levels.len() {
            return None;
        }
        let weight: u128 = levels
            .iter()
            .enumerate()
            .map(|(h, l)| (l.len() as u128) << h)
            .sum();
        let held = levels.iter().map(Level::len).sum::<usize>();
        let exact = levels.len() == 1 && compactions[0] == 0;
        // A compaction keeps the weight: the keys held stand for every key read.
        let most = if exact {
            EXACT_KEYS
        } else {
            capacity_all(levels.len())
        };
        let fits = weight == u128::from(rows) && held <= most;
        let bytes = levels.iter().map(|l| l.byte_len() as u64).sum();
        let mut s = KeySketch {
            levels,
            compactions,
            rows,
            bytes,
            held,
            spare: Spare::default(),
            pending: Pending::default(),
            limit: Limit::default(),
        };
        s.set_limit();
        fits.then_some(s)
    }

    /// Whether every key counted is held.
    pub fn exact(&self) -> bool {
        self.levels.len() <= 1 && self.compactions.iter().all(|&c| c == 0)
    }

    /// One more key.
    #[inline]
    pub fn add(&mut self, key: &[u8]) {
        if self.levels.is_empty() {
            *self = KeySketch::new();
        }
        self.rows = self.rows.saturating_add(1);
        if self.pending.0 {
            self.close_pair(key);
            return;
        }
        if self.limit.pairs > 0 {
            self.pending.0 = true;
        }
        self.levels[0].push(key);
        self.held += 1;
        self.bytes += key.len() as u64;
        if self.over() {
            self.fit();
        }
    }

    /// The second key of a pair whose first is level 0's last: one of the two, chosen by a
    /// hash of both keys' heads and the place, moves to level 1 (standing for both), the other
    /// is dropped, and level 0 counts a compaction (see the module). The keys held stay as
    /// many, so nothing compacts.
    #[inline]
    fn close_pair(&mut self, key: &[u8]) {
        self.pending.0 = false;
        let (low, high) = self.levels.split_at_mut(1);
        let (level0, level1) = (&mut low[0], &mut high[0]);
        let first = level0.last_head().unwrap_or(0);
        let pick = mix(first ^ head(key).rotate_left(29) ^ self.rows);
        let dropped = if pick & 1 == 1 {
            let dropped = level0.last().map_or(0, <[u8]>::len);
            level1.push_loose(key);
            dropped
        } else {
            if let Some(k) = level0.last() {
                level1.push_loose(k);
            }
            key.len()
        };
        level0.pop();
        self.bytes = self.bytes + key.len() as u64 - dropped as u64;
        self.compactions[0] = self.compactions[0].saturating_add(1);
        self.limit.pairs = self.limit.pairs.saturating_sub(1);
    }

    /// Whether the keys held are over what the sketch may hold.
    #[inline]
    fn over(&self) -> bool {
        self.held > self.limit.held || self.bytes > self.limit.bytes
    }

    /// Compact until the keys held fit.
    fn fit(&mut self) {
        while self.over() {
            let Some(h) = level_to_compact_by(self.levels.len(), |h| self.levels[h].len()) else {
                return;
            };
            if self.levels[h].len() < 2 || !self.compact(h) {
                return;
            }
        }
    }

    /// Sort level `h` and move every other key of it up a level (an odd one out stays); false
    /// when `h` is the deepest level allowed.
    fn compact(&mut self, h: usize) -> bool {
        if h + 1 >= MAX_LEVELS {
            return false;
        }
        if h + 1 == self.levels.len() {
            self.levels.push(Level::default());
            self.compactions.push(0);
        }
        if h == 0 {
            // The pair left open is compacted with the rest.
            self.pending.0 = false;
        }
        let keys = std::mem::take(&mut self.levels[h]);
        // Level 0 sorts; a level above is sorted runs, merged here (see `Level`).
        let order: Option<Vec<usize>> = if h == 0 {
            Some(keys.sorted_order())
        } else {
            keys.merged_order()
        };
        let at = |i: usize| order.as_ref().map_or(i, |o| o[i]);
        let n = keys.len();
        let even = n - n % 2;
        let from = offset_of(even, |i| keys.key(at(i)), h);
        let up = (from..even).step_by(2).map(at);
        let below = self.levels[h + 1].byte_len();
        self.levels[h + 1].push_run(&keys, up);
        let kept = self.levels[h + 1].byte_len() - below;
        let odd = if even < n {
            keys.key(at(n - 1)).len()
        } else {
            0
        };
        self.held -= even / 2;
        // The keys not sent up, nor the odd one out, are dropped.
        self.bytes -= (keys.byte_len() - kept - odd) as u64;
        // The odd one out (the largest key) stays, in the spare buffers.
        let mut rest = std::mem::take(&mut self.spare.0);
        rest.clear();
        if even < n {
            rest.push_from(&keys, at(n - 1));
        }
        self.levels[h] = rest;
        self.spare.0 = keys;
        self.spare.0.clear();
        self.compactions[h] = self.compactions[h].saturating_add(1);
        self.set_limit();
        true
    }

    /// The sketch of both streams.
    pub fn merge(&mut self, other: KeySketch) {
        if self.levels.is_empty() {
            *self = KeySketch::new();
        }
        // Level 0's last key is no longer a pair's first.
        self.pending.0 = false;
        while self.levels.len() < other.levels.len() {
            self.levels.push(Level::default());
            self.compactions.push(0);
        }
        for (h, (level, c)) in other.levels.into_iter().zip(other.compactions).enumerate() {
            if h == 0 {
                self.levels[0].append(&level);
            } else {
                self.levels[h].append_runs(&level);
            }
            self.compactions[h] = self.compactions[h].saturating_add(c);
        }
        self.rows = self.rows.saturating_add(other.rows);
        self.held += other.held;
        self.bytes += other.bytes;
        self.set_limit();
        self.fit();
    }

    /// The levels: keys at level `h` stand for `2^h` keys each.
    pub(crate) fn levels(&self) -> &[Level] {
        &self.levels
    }

    /// Compactions made at each level.
    pub(crate) fn compactions(&self) -> &[u64] {
        &self.compactions
    }

    /// Keys held.
    pub fn len(&self) -> usize {
        self.held
    }

    /// Whether no key is held.
    pub fn is_empty(&self) -> bool {
        self.held == 0
    }

    /// Keys the sketch stands for.
    pub fn rows(&self) -> u64 {
        self.rows
    }

    /// The rank error stated, as a fraction of the keys counted: three standard deviations of
    /// the compactions' sum, the sampler's pairs among them (0 while exact; see the module).
    pub fn rank_error(&self) -> f64 {
        if self.rows == 0 {
            return 0.0;
        }
        let variance: f64 = self
            .compactions
            .iter()
            .enumerate()
            .map(|(h, &c)| c as f64 * 4f64.powi(h as i32))
            .sum();
        3.0 * variance.sqrt() / self.rows as f64
    }

    /// Every key held with its weight, sorted by key.
    fn weighted(&self) -> Vec<(&[u8], u128)> {
        let mut all: Vec<(&[u8], u128)> = self
            .levels
            .iter()
            .enumerate()
            .flat_map(|(h, l)| l.iter().map(move |k| (k, 1u128 << h)))
            .collect();
        all.sort_unstable();
        all
    }

    /// HashChoreWoker's split keys for `rows` keys read (`repeats` of them repeating an earlier
    /// key) and `regions` regions: every `rows / regions`-th distinct key (see the module), the
    /// distinct keys counted, and the step. `None` when `rows / regions` is 0.
    pub fn split_keys(
        &self,
        rows: u64,
        regions: u32,
        repeats: u64,
    ) -> Option<(Vec<Vec<u8>>, u64, u64)> {
        if self.exact() {
            let mut sorted: Vec<Vec<u8>> = self
                .levels
                .first()
                .map(|l| l.iter().map(<[u8]>::to_vec).collect())
                .unwrap_or_default();
            sorted.sort_unstable();
            return quantile_cut(&sorted, rows, regions).ok();
        }
        let base = rows / u64::from(regions.max(1));
        if base == 0 {
            return None;
        }
        let distinct = rows.saturating_sub(repeats).max(1);
        let wanted = u64::from(regions.saturating_sub(1));
        let all = self.weighted();
        let total: u128 = all.iter().map(|&(_, w)| w).sum();
        let mut out = Vec::new();
        let (mut at, mut below) = (0usize, 0u128);
        for i in 1..=wanted {
            let t = u128::from(i) * u128::from(base);
            if t >= u128::from(distinct) {
                break;
            }
            // The rank among all keys the held weight gives: the distinct rank scaled.
            let rank = t.saturating_mul(total) / u128::from(distinct);
            while at < all.len() && below + all[at].1 <= rank {
                below += all[at].1;
                at += 1;
            }
            match all.get(at).or(all.last()) {
                Some(&(k, _)) => out.push(k.to_vec()),
                None => break,
            }
        }
        Some((out, distinct, base))
    }
}

/// Unsigned byte order, settled on the first 8 bytes where they differ (most keys): an
/// integer compare instead of a `memcmp` call, which compactions make tens of per key.
#[inline]
pub(super) fn cmp_keys(a: &[u8], b: &[u8]) -> std::cmp::Ordering {
    head(a).cmp(&head(b)).then_with(|| a.cmp(b))
}

/// Two sorted lists of keys as one.
pub(super) fn merge_sorted(a: Vec<Vec<u8>>, b: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut a, mut b) = (a.into_iter().peekable(), b.into_iter().peekable());
    loop {
        let next = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) if cmp_keys(y, x).is_lt() => b.next(),
            (Some(_), _) => a.next(),
            (None, _) => b.next(),
        };
        match next {
            Some(k) => out.push(k),
            None => return out,
        }
    }
}

/// The level of `levels` to compact next: the lowest one at its capacity, else the fullest.
pub(super) fn level_to_compact<T>(levels: &[Vec<T>]) -> Option<usize> {
    level_to_compact_by(levels.len(), |h| levels[h].len())
}

/// [`level_to_compact`] of `depth` levels holding `len(h)` keys each.
fn level_to_compact_by(depth: usize, len: impl Fn(usize) -> usize) -> Option<usize> {
    (0..depth)
        .find(|&h| len(h) >= capacity(h, depth))
        .or_else(|| (0..depth).max_by_key(|&h| len(h)))
}

/// The most keys a level `h` of a sketch `depth` levels deep holds before it compacts.
pub(super) fn capacity(h: usize, depth: usize) -> usize {
    let shrink = (2.0f64 / 3.0).powi((depth - 1 - h) as i32);
    ((f64::from(K) * shrink).ceil() as usize).max(MIN_WIDTH)
}

/// The most keys a sketch `depth` levels deep holds. Asked for at every key, so the sums are
/// made once.
pub(super) fn capacity_all(depth: usize) -> usize {
    static SUMS: std::sync::OnceLock<Vec<usize>> = std::sync::OnceLock::new();
    let sums = SUMS.get_or_init(|| {
        (0..=MAX_LEVELS)
            .map(|d| (0..d).map(|h| capacity(h, d)).sum())
            .collect()
    });
    sums.get(depth).copied().unwrap_or(usize::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        /// Keys over a 3-byte alphabet, so 8-byte heads are often equal and short keys end in
        /// zero bytes: merging two sorted runs head first gives the sorted whole.
        #[test]
        fn head_first_merge_is_byte_order(
            keys in proptest::collection::vec(proptest::collection::vec(0u8..3, 0..12), 0..200),
            cut in 0usize..200,
        ) {
            let mut want = keys.clone();
            want.sort_unstable();
            let cut = cut.min(keys.len());
            let (mut a, mut b) = (keys[..cut].to_vec(), keys[cut..].to_vec());
            a.sort_by(|x, y| cmp_keys(x, y));
            b.sort_by(|x, y| cmp_keys(x, y));
            proptest::prop_assert_eq!(merge_sorted(a, b), want);
        }
    }
}
