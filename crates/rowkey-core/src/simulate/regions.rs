//! The simulated table's regions: their sizes, the servers they are on, and for each a bounded
//! sample of its keys to find the median at a split.
//!
//! **Bounded memory.** A region keeps at most `cap` of its keys: the ones with the lowest
//! priorities, a priority being a hash of the key's sample index (a bottom-k sample, uniform
//! over the region's keys). A daughter keeps the parent's kept keys on its side and the
//! parent's admission bound, so it stays a uniform sample of its own keys. Every kept key
//! counts its bytes plus [`KEPT_OVERHEAD`]; when the total passes the budget, `cap` halves
//! for every region (down to [`MIN_CAP`]; past that the run stops with an error), so the kept
//! keys never hold more than the budget.
//!
//! **Long keys.** Kept keys are stored without the prefix every key written so far shares (a
//! `pad(32000)` id is 32,000 bytes of which a few differ): the set keeps the prefix every kept
//! key shares once, and
//! when a key shares less of it, every kept key takes back the part no longer shared. Kept keys
//! are compared among themselves as stored; a split key is the prefix and the stored part.
//!
//! **Regions that cannot split.** A region whose kept keys are all equal (every key the same)
//! cannot be cut; it is marked so, and not sorted again at every write while it stays over its
//! threshold, until a different key is kept in it.

use crate::i18n::{catalogue::simulate as msg, Arg, Message};
use crate::limits::MAX_SPLIT_KEY_BYTES;

/// Bytes counted for each kept key beyond its own: its `Vec`, priority, index and weight.
pub const KEPT_OVERHEAD: u64 = 56;
/// Keys a region keeps at most at the start.
pub const START_CAP: usize = 1024;
/// The fewest keys a region may be cut down to keep; a median from fewer is too rough.
pub const MIN_CAP: usize = 16;

#[derive(Clone, Debug)]
pub(crate) struct Kept {
    /// The key without the set's shared prefix ([`RegionSet::prefix`]).
    pub key: Vec<u8>,
    pub prio: u64,
    pub index: u64,
}

#[derive(Clone, Debug)]
pub(crate) struct Region {
    /// The first row (empty: the table's start).
    pub start: Vec<u8>,
    pub rows: u64,
    pub bytes: u64,
    pub server: u32,
    /// Rows written in the current window.
    pub window_rows: u64,
    /// The window `window_rows` counts (regions not written since count 0 for the current).
    pub window: u32,
    pub kept: Vec<Kept>,
    /// Keys with a priority below this are kept (the bottom-k bound).
    pub bound: u64,
    /// Every kept key is the same, so the region cannot be cut (until a different one is kept).
    pub uncuttable: bool,
}

impl Region {
    fn new(start: Vec<u8>, server: u32) -> Region {
        Region {
            start,
            rows: 0,
            bytes: 0,
            server,
            window_rows: 0,
            window: 0,
            kept: Vec::new(),
            bound: u64::MAX,
            uncuttable: false,
        }
    }

    pub fn rows_in(&self, window: u32) -> u64 {
        if self.window == window {
            self.window_rows
        } else {
            0
        }
    }
}

/// The key chosen to split a region and how its rows divide.
pub(crate) struct Cut {
    pub key: Vec<u8>,
    /// The share of the parent's (sampled) bytes below the key.
    pub low_share: f64,
}

#[derive(Debug)]
pub(crate) struct RegionSet {
    pub regions: Vec<Region>,
    /// Regions per server.
    pub per_server: Vec<u64>,
    next_server: u32,
    pub cap: usize,
    pub kept_bytes: u64,
    budget: u64,
    /// The prefix every key kept so far shares (`None` before the first), kept once rather
    /// than in each kept key.
    prefix: Option<Vec<u8>>,
    /// How many leading bytes every region's start but the first (the empty one) shares.
    starts_shared: usize,
    /// The bytes of every region's first row, against [`MAX_SPLIT_KEY_BYTES`].
    pub start_bytes: u64,
    /// The longest first row.
    longest_start: usize,
}

/// A well-mixed priority from a sample index (SplitMix64's finaliser): uniform, repeatable.
pub(crate) fn priority(index: u64) -> u64 {
    let mut z = index.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl RegionSet {
    /// Regions from sorted, distinct, non-empty split keys, placed round-robin on `servers`.
    pub fn new(splits: Vec<Vec<u8>>, servers: u32, budget: u64) -> RegionSet {
        let mut set = RegionSet {
            regions: Vec::with_capacity(splits.len() + 1),
            per_server: vec![0; servers.max(1) as usize],
            next_server: 0,
            cap: START_CAP,
            kept_bytes: 0,
            budget,
            prefix: None,
            starts_shared: 0,
            start_bytes: 0,
            longest_start: 0,
        };
        for start in std::iter::once(Vec::new()).chain(splits) {
            if !start.is_empty() {
                set.share_start(&start);
            }
            set.start_bytes += start.len() as u64;
            set.longest_start = set.longest_start.max(start.len());
            let server = set.place();
            set.regions.push(Region::new(start, server));
        }
        set
    }

    /// The next server in round-robin order.
    fn place(&mut self) -> u32 {
        let s = self.next_server;
        self.next_server = (s + 1) % self.per_server.len() as u32;
        self.per_server[s as usize] += 1;
        s
    }

    /// The region a key falls in. When the key starts with the prefix every region's start
    /// shares (long keys that differ only at their end), only the bytes after it are compared.
    pub fn region_of(&self, key: &[u8]) -> usize {
        let shared = self.starts_shared;
        let prefix = self.regions.get(1).map_or(&[][..], |r| &r.start[..shared]);
        let at = if shared > 0 && key.starts_with(prefix) {
            let rest = &key[shared..];
            self.regions
                .partition_point(|r| r.start.len() < shared || &r.start[shared..] <= rest)
        } else {
            self.regions.partition_point(|r| r.start.as_slice() <= key)
        };
        at.saturating_sub(1)
    }

    /// Why the regions cannot go on splitting, if they cannot: their first rows are split keys,
    /// held by the set and by the report, so their bytes stay under the one cap on split-key
    /// bytes (long keys otherwise take gigabytes as the table grows).
    ///
    /// # Errors
    ///
    /// The message when the regions' start keys take more than
    /// [`MAX_SPLIT_KEY_BYTES`](crate::limits::MAX_SPLIT_KEY_BYTES) bytes.
    pub fn check_start_bytes(&self) -> Result<(), Message> {
        if self.start_bytes <= MAX_SPLIT_KEY_BYTES {
            return Ok(());
        }
        Err(crate::msg!(
            msg::SPLIT_KEY_BYTES,
            max = crate::limits::mib(MAX_SPLIT_KEY_BYTES),
            regions = Arg::Int(self.regions.len() as i128),
            longest = Arg::Int(self.longest_start as i128)
        ))
    }

    /// Shorten [`RegionSet::starts_shared`] to what `start`, a new region's first row, shares.
    fn share_start(&mut self, start: &[u8]) {
        match self.regions.get(1) {
            None => self.starts_shared = start.len(),
            Some(first) => {
                let shared = first.start[..self.starts_shared]
                    .iter()
                    .zip(start)
                    .take_while(|(a, b)| a == b)
                    .count();
                self.starts_shared = shared;
            }
        }
    }

    /// Write `rows` rows of `bytes` in all under `key` (sample index `index`) in `window`;
    /// returns the region. `Err` when the kept keys cannot fit the budget any more.
    ///
    /// # Errors
    ///
    /// Why, in the current language, when the keys kept to find split points cannot fit their
    /// budget any more.
    pub fn write(
        &mut self,
        key: &[u8],
        index: u64,
        rows: u64,
        bytes: u64,
        window: u32,
    ) -> Result<usize, String> {
        let i = self.region_of(key);
        let cap = self.cap;
        let r = &mut self.regions[i];
        r.rows += rows;
        r.bytes = r.bytes.saturating_add(bytes);
        if r.window != window {
            r.window = window;
            r.window_rows = 0;
        }
        r.window_rows += rows;
        let prio = priority(index);
        if prio < r.bound {
            self.share_prefix(key);
            let plen = self.prefix.as_ref().map_or(0, Vec::len);
            let stored = &key[plen..];
            let r = &mut self.regions[i];
            if r.uncuttable && r.kept.first().is_some_and(|k| k.key != stored) {
                r.uncuttable = false;
            }
            r.kept.push(Kept {
                key: stored.to_vec(),
                prio,
                index,
            });
            self.kept_bytes += stored.len() as u64 + KEPT_OVERHEAD;
            if r.kept.len() > cap {
                self.kept_bytes -= evict_top(r);
            }
        }
        while self.kept_bytes > self.budget {
            if self.cap <= MIN_CAP {
                return Err(crate::msg!(
                    msg::KEPT_KEYS_BUDGET,
                    budget = crate::limits::mib(self.budget),
                    regions = Arg::Int(self.regions.len() as i128),
                    cap = Arg::Int(self.cap as i128)
                )
                .to_string());
            }
            self.cap /= 2;
            let cap = self.cap;
            for r in &mut self.regions {
                while r.kept.len() > cap {
                    self.kept_bytes -= evict_top(r);
                }
            }
        }
        Ok(i)
    }

    /// Shorten the shared prefix to what `key` shares with it, giving every kept key back the
    /// part no longer shared.
    fn share_prefix(&mut self, key: &[u8]) {
        let Some(prefix) = &mut self.prefix else {
            self.prefix = Some(key.to_vec());
            return;
        };
        if key.starts_with(prefix) {
            return;
        }
        let shared = prefix.iter().zip(key).take_while(|(a, b)| a == b).count();
        if shared == prefix.len() {
            return;
        }
        let back = prefix.split_off(shared);
        let mut kept = 0u64;
        for r in &mut self.regions {
            for k in &mut r.kept {
                k.key.splice(0..0, back.iter().copied());
                kept += 1;
            }
        }
        self.kept_bytes += kept * back.len() as u64;
    }

    /// Where region `i` would split: the median of its kept keys by size (each key weighing
    /// its length plus `row_bytes`, as every sampled key stands for the same number of rows).
    /// `None` when it keeps fewer than two distinct keys: a region of one row cannot split
    /// (and is marked so until a different key is kept in it).
    pub fn cut(&mut self, i: usize, row_bytes: u64) -> Option<Cut> {
        if self.regions[i].uncuttable {
            return None;
        }
        let cut = self.median(i, row_bytes);
        self.regions[i].uncuttable = cut.is_none();
        cut
    }

    fn median(&self, i: usize, row_bytes: u64) -> Option<Cut> {
        let r = &self.regions[i];
        let plen = self.prefix.as_ref().map_or(0, Vec::len) as u64;
        let mut keys: Vec<&Kept> = r.kept.iter().collect();
        keys.sort_unstable_by(|a, b| a.key.cmp(&b.key));
        let weight = |k: &Kept| (plen + k.key.len() as u64 + row_bytes) as f64;
        let total: f64 = keys.iter().map(|k| weight(k)).sum();
        let mut below = 0.0;
        let mut at = keys.len();
        for (j, k) in keys.iter().enumerate() {
            if below + weight(k) > total / 2.0 {
                at = j;
                break;
            }
            below += weight(k);
        }
        // The cut must leave keys on both sides: move past keys equal to the first one.
        let first = keys.first()?.key.as_slice();
        let mut at = at.max(1);
        while at < keys.len() && keys[at].key.as_slice() == first {
            at += 1;
        }
        let stored = keys.get(at)?.key.as_slice();
        let low: f64 = keys
            .iter()
            .take_while(|k| k.key.as_slice() < stored)
            .map(|k| weight(k))
            .sum();
        let mut key = self.prefix.clone().unwrap_or_default();
        key.extend_from_slice(stored);
        Some(Cut {
            key,
            low_share: low / total,
        })
    }

    /// Split region `i` at `cut`; the low daughter keeps the parent's server, the high one goes
    /// to the next server round-robin. `current` is the row index of the write that caused the
    /// split (its daughter counts the window's rows that the kept keys cannot place).
    pub fn split(&mut self, i: usize, cut: Cut, window: u32, window_start: u64) {
        self.share_start(&cut.key);
        self.start_bytes += cut.key.len() as u64;
        self.longest_start = self.longest_start.max(cut.key.len());
        let server = self.place();
        let plen = self.prefix.as_ref().map_or(0, Vec::len);
        let stored = cut.key.get(plen..).unwrap_or_default();
        let parent = &mut self.regions[i];
        let (low_kept, high_kept): (Vec<Kept>, Vec<Kept>) = std::mem::take(&mut parent.kept)
            .into_iter()
            .partition(|k| k.key.as_slice() < stored);
        let low_rows = (parent.rows as f64 * cut.low_share).round() as u64;
        let low_bytes = (parent.bytes as f64 * cut.low_share).round() as u64;
        // The window's rows divide as the kept keys written in this window do.
        let window_rows = parent.rows_in(window);
        let in_window = |k: &&Kept| k.index >= window_start;
        let (lw, hw) = (
            low_kept.iter().filter(in_window).count(),
            high_kept.iter().filter(in_window).count(),
        );
        let low_window = if lw + hw == 0 {
            0
        } else {
            (window_rows as f64 * lw as f64 / (lw + hw) as f64).round() as u64
        };
        let high = Region {
            start: cut.key,
            rows: parent.rows - low_rows.min(parent.rows),
            bytes: parent.bytes - low_bytes.min(parent.bytes),
            server,
            window_rows: window_rows - low_window.min(window_rows),
            window,
            kept: high_kept,
            bound: parent.bound,
            uncuttable: false,
        };
        parent.rows = low_rows.min(parent.rows);
        parent.bytes = low_bytes.min(parent.bytes);
        parent.window = window;
        parent.window_rows = low_window.min(window_rows);
        parent.kept = low_kept;
        parent.uncuttable = false;
        self.regions.insert(i + 1, high);
    }
}

/// Drop the kept key with the highest priority and lower the bound to it; returns the bytes
/// freed.
fn evict_top(r: &mut Region) -> u64 {
    let Some((j, _)) = r.kept.iter().enumerate().max_by_key(|(_, k)| k.prio) else {
        return 0;
    };
    let k = r.kept.swap_remove(j);
    r.bound = k.prio;
    k.key.len() as u64 + KEPT_OVERHEAD
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filled(keys: &[&[u8]]) -> RegionSet {
        let mut set = RegionSet::new(Vec::new(), 1, u64::MAX);
        for (i, k) in keys.iter().enumerate() {
            set.write(k, i as u64, 1, 10, 0).unwrap();
        }
        set
    }

    #[test]
    fn cut_is_the_median_by_size() {
        let mut set = filled(&[b"a", b"b", b"c", b"d"]);
        let cut = set.cut(0, 0).unwrap();
        assert_eq!(cut.key, b"c");
        assert_eq!(cut.low_share, 0.5);
        // One long key outweighs three short ones: the cut moves next to it.
        let mut set = filled(&[b"a", b"b", b"c", &[b'd'; 100]]);
        assert_eq!(set.cut(0, 0).unwrap().key, vec![b'd'; 100]);
    }

    #[test]
    fn one_distinct_key_cannot_split() {
        assert!(filled(&[b"x", b"x", b"x"]).cut(0, 5).is_none());
        assert!(filled(&[]).cut(0, 5).is_none());
        assert_eq!(filled(&[b"x", b"x", b"y"]).cut(0, 0).unwrap().key, b"y");
    }

    #[test]
    fn a_region_of_equal_keys_is_marked_until_a_different_key_is_kept() {
        let mut set = filled(&[b"x".as_slice(); 50]);
        assert!(set.cut(0, 0).is_none());
        assert!(set.regions[0].uncuttable);
        set.write(b"x", 50, 1, 10, 0).unwrap();
        assert!(set.cut(0, 0).is_none());
        set.write(b"y", 51, 1, 10, 0).unwrap();
        assert!(!set.regions[0].uncuttable);
        assert_eq!(set.cut(0, 0).unwrap().key, b"y");
    }

    #[test]
    fn long_keys_are_kept_without_their_shared_prefix() {
        let key = |i: u32| {
            let mut k = vec![b'0'; 32_000];
            k[31_990..].copy_from_slice(format!("{i:010}").as_bytes());
            k
        };
        let mut set = RegionSet::new(Vec::new(), 1, u64::MAX);
        for i in 0..100 {
            set.write(&key(i), i as u64, 1, 10, 0).unwrap();
        }
        // 100 keys of 32,000 bytes cost their differing bytes, not 3.2 MB.
        assert!(
            set.kept_bytes < 100 * (16 + KEPT_OVERHEAD),
            "{}",
            set.kept_bytes
        );
        let cut = set.cut(0, 0).unwrap();
        assert_eq!(cut.key, key(50));
        set.split(0, cut, 0, 0);
        assert_eq!(set.region_of(&key(49)), 0);
        assert_eq!(set.region_of(&key(50)), 1);
        // Keys without the starts' shared prefix are placed by a whole comparison.
        assert_eq!(
            (set.region_of(b""), set.region_of(b"0"), set.region_of(b"1")),
            (0, 0, 1)
        );
        // A key that shares less gives every kept key back the part no longer shared.
        set.write(b"1", 100, 1, 10, 0).unwrap();
        assert!(set.regions[0].kept.iter().all(|k| k.key.len() == 32_000));
        assert_eq!(set.cut(1, 0).unwrap().key, key(75));
    }

    #[test]
    fn split_keeps_order_and_totals() {
        let mut set = filled(&[b"a", b"b", b"c", b"d"]);
        let cut = set.cut(0, 0).unwrap();
        set.split(0, cut, 0, 0);
        assert_eq!(set.regions.len(), 2);
        assert_eq!(set.regions[1].start, b"c");
        assert_eq!(set.regions[0].rows + set.regions[1].rows, 4);
        assert_eq!(set.regions[0].bytes + set.regions[1].bytes, 40);
        assert_eq!(set.region_of(b"b"), 0);
        assert_eq!(set.region_of(b"c"), 1);
    }

    #[test]
    fn kept_keys_stay_within_the_budget() {
        let budget = 100 * (1 + KEPT_OVERHEAD);
        let mut set = RegionSet::new(Vec::new(), 1, budget);
        for i in 0..10_000u64 {
            set.write(&[(i % 251) as u8], i, 1, 1, 0).unwrap();
            assert!(set.kept_bytes <= budget);
        }
        assert!(set.cap < START_CAP && set.regions[0].kept.len() <= set.cap);
        let mut tight = RegionSet::new(Vec::new(), 1, 4 * (1 + KEPT_OVERHEAD));
        let err = (0..100u64)
            .map(|i| tight.write(&[i as u8], i, 1, 1, 0))
            .find_map(Result::err)
            .unwrap();
        assert!(err.contains("--sample"), "{err}");
    }
}
