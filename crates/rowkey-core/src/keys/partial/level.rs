//! One level of a [`super::KeySketch`]: its keys' bytes one after another in one buffer, where
//! each key ends, and each key's 8-byte big-endian head beside it. Sorting and merging a level
//! compare the heads, integers in two flat arrays, and read a key's bytes only where heads are
//! equal; a level of keys each in its own heap buffer made every comparison chase a pointer,
//! and every key read cost a buffer of its own.
//!
//! A level above 0 is a few sorted runs: a compaction below appends the keys it sends up as
//! one run, and the runs are merged only when this level compacts itself (or is written),
//! where merging each run into the level as it came rewrote the whole level at every
//! compaction below it. The keys held are the same either way; only their order in the
//! buffer differs until they are merged.
//!
//! Level 1 of a sketch that samples (see [`super::sketch`]) also takes single keys as they
//! come, in no order: such a level is *loose*, sorted whole when it compacts or is written.

use crate::analyze::head;
use std::cmp::Ordering;

/// Keys in one buffer, with their heads (see the module).
#[derive(Clone, Debug, Default)]
pub(crate) struct Level {
    /// Each key's first 8 bytes, big-endian, zero-padded: unsigned byte order on them is the
    /// keys' order wherever they differ.
    heads: Vec<u64>,
    /// Where each key ends in `bytes`.
    ends: Vec<usize>,
    bytes: Vec<u8>,
    /// Where each sorted run after the first begins (levels above 0; see the module).
    cuts: Vec<usize>,
    /// Whether keys were pushed one by one in no order (see the module).
    loose: bool,
}

/// Two levels are the same keys in the same order, their runs merged (the heads follow from
/// the keys).
impl PartialEq for Level {
    fn eq(&self, other: &Level) -> bool {
        if self.cuts.is_empty() && other.cuts.is_empty() && !self.loose && !other.loose {
            return self.ends == other.ends && self.bytes == other.bytes;
        }
        self.len() == other.len() && self.in_order().eq(other.in_order())
    }
}

/// Runs a level merges by looking at each run's next key; past this many, it sorts.
const MERGE_RUNS: usize = 8;

impl Eq for Level {}

impl Level {
    /// Keys held.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    /// The `i`-th key.
    #[inline]
    pub(crate) fn key(&self, i: usize) -> &[u8] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.bytes[start..self.ends[i]]
    }

    /// The keys, in the order held.
    pub(crate) fn iter(&self) -> impl ExactSizeIterator<Item = &[u8]> + '_ {
        (0..self.len()).map(|i| self.key(i))
    }

    /// The keys in the level's order: as held for one run (level 0 is always one), the runs
    /// merged for more (sorted; what the byte form writes).
    pub(crate) fn in_order(&self) -> impl Iterator<Item = &[u8]> + '_ {
        let order = self.merged_order();
        (0..self.len()).map(move |i| self.key(order.as_ref().map_or(i, |o| o[i])))
    }

    /// The last key.
    pub(crate) fn last(&self) -> Option<&[u8]> {
        self.len().checked_sub(1).map(|i| self.key(i))
    }

    /// One more key at the end.
    #[inline]
    pub(crate) fn push(&mut self, key: &[u8]) {
        self.push_with_head(head(key), key);
    }

    #[inline]
    fn push_with_head(&mut self, head: u64, key: &[u8]) {
        self.heads.push(head);
        self.bytes.extend_from_slice(key);
        self.ends.push(self.bytes.len());
    }

    /// One more key at the end, in no order with the others (the level is then sorted whole
    /// when it compacts or is written).
    #[inline]
    pub(crate) fn push_loose(&mut self, key: &[u8]) {
        self.push(key);
        self.loose = true;
    }

    /// The last key's head.
    #[inline]
    pub(crate) fn last_head(&self) -> Option<u64> {
        self.heads.last().copied()
    }

    /// The last key taken off.
    #[inline]
    pub(crate) fn pop(&mut self) {
        if self.ends.pop().is_some() {
            self.heads.pop();
            self.bytes.truncate(self.ends.last().copied().unwrap_or(0));
            if self.cuts.last().is_some_and(|&c| c >= self.ends.len()) {
                self.cuts.pop();
            }
        }
    }

    /// Key `i` of `from` at the end, in the last run.
    #[inline]
    pub(crate) fn push_from(&mut self, from: &Level, i: usize) {
        self.push_with_head(from.heads[i], from.key(i));
    }

    /// The keys of `from` at the places `picked` gives (in sorted order) at the end, as one
    /// more run.
    pub(crate) fn push_run(&mut self, from: &Level, picked: impl Iterator<Item = usize>) {
        let start = self.len();
        let (least, _) = picked.size_hint();
        self.heads.reserve(least);
        self.ends.reserve(least);
        for i in picked {
            let begin = if i == 0 { 0 } else { from.ends[i - 1] };
            self.heads.push(from.heads[i]);
            self.bytes
                .extend_from_slice(&from.bytes[begin..from.ends[i]]);
            self.ends.push(self.bytes.len());
        }
        if start > 0 && self.len() > start {
            self.cuts.push(start);
        }
    }

    /// No key, the buffers kept.
    pub(crate) fn clear(&mut self) {
        self.heads.clear();
        self.ends.clear();
        self.bytes.clear();
        self.cuts.clear();
        self.loose = false;
    }

    /// Unsigned byte order of key `i` of `self` against key `j` of `other`.
    #[inline]
    fn cmp_at(&self, i: usize, other: &Level, j: usize) -> Ordering {
        self.heads[i]
            .cmp(&other.heads[j])
            .then_with(|| self.key(i).cmp(other.key(j)))
    }

    /// The places of the keys in unsigned byte order. Equal keys are the same bytes, so any
    /// such order gives the same keys in the same order. Heads and places are sorted together
    /// as one integer each; only a run of equal heads is sorted again by the keys' bytes.
    pub(crate) fn sorted_order(&self) -> Vec<usize> {
        let mut pairs: Vec<u128> = self
            .heads
            .iter()
            .enumerate()
            .map(|(i, &h)| (u128::from(h) << 64) | i as u128)
            .collect();
        pairs.sort_unstable();
        let mut order: Vec<usize> = pairs.iter().map(|&p| p as u64 as usize).collect();
        let mut start = 0;
        while start < pairs.len() {
            let head = pairs[start] >> 64;
            let mut end = start + 1;
            while end < pairs.len() && pairs[end] >> 64 == head {
                end += 1;
            }
            if end - start > 1 {
                order[start..end].sort_unstable_by(|&a, &b| self.key(a).cmp(self.key(b)));
            }
            start = end;
        }
        order
    }

    /// The places of the keys in unsigned byte order when the level holds more than one
    /// run or is loose; `None` when it is one (sorted, for a level above 0).
    pub(crate) fn merged_order(&self) -> Option<Vec<usize>> {
        if self.loose {
            return Some(self.sorted_order());
        }
        if self.cuts.is_empty() {
            return None;
        }
        if self.cuts.len() >= MERGE_RUNS {
            return Some(self.sorted_order());
        }
        // Adjacent runs merged two by two, a pass halving the runs: each place is compared
        // about log2(runs) times, where picking the least of every run's next key compared it
        // with each run.
        let mut bounds: Vec<usize> = std::iter::once(0)
            .chain(self.cuts.iter().copied())
            .chain([self.len()])
            .collect();
        let mut order: Vec<usize> = (0..self.len()).collect();
        let mut spare = vec![0; self.len()];
        while bounds.len() > 2 {
            let mut next = Vec::with_capacity(bounds.len() / 2 + 2);
            for w in bounds.windows(3).step_by(2) {
                self.merge_places(
                    &order[w[0]..w[1]],
                    &order[w[1]..w[2]],
                    &mut spare[w[0]..w[2]],
                );
                next.push(w[0]);
            }
            if bounds.len().is_multiple_of(2) {
                // An odd run out, copied as it is.
                let (a, b) = (bounds[bounds.len() - 2], bounds[bounds.len() - 1]);
                spare[a..b].copy_from_slice(&order[a..b]);
                next.push(a);
            }
            next.push(self.len());
            bounds = next;
            std::mem::swap(&mut order, &mut spare);
        }
        Some(order)
    }

    /// The places `a` and `b` (each in key order) as one list in key order, into `out`.
    fn merge_places(&self, a: &[usize], b: &[usize], out: &mut [usize]) {
        let (mut i, mut j) = (0, 0);
        for slot in out.iter_mut() {
            let take_b = match (a.get(i), b.get(j)) {
                (Some(&x), Some(&y)) => self.cmp_at(y, self, x).is_lt(),
                (None, _) => true,
                (_, None) => false,
            };
            if take_b {
                *slot = b[j];
                j += 1;
            } else {
                *slot = a[i];
                i += 1;
            }
        }
    }

    /// Every key of `from` at the end, in its order (level 0: no runs kept).
    pub(crate) fn append(&mut self, from: &Level) {
        let base = self.bytes.len();
        self.heads.extend_from_slice(&from.heads);
        self.bytes.extend_from_slice(&from.bytes);
        self.ends.extend(from.ends.iter().map(|e| e + base));
    }

    /// Every key of `from` at the end, its runs kept as runs of `self` (a level above 0).
    pub(crate) fn append_runs(&mut self, from: &Level) {
        let start = self.len();
        self.append(from);
        self.loose |= from.loose;
        if start > 0 && from.len() > 0 {
            self.cuts.push(start);
        }
        self.cuts.extend(from.cuts.iter().map(|c| c + start));
    }

    /// Bytes of the keys held.
    pub(crate) fn byte_len(&self) -> usize {
        self.bytes.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(keys: &[Vec<u8>]) -> Level {
        let mut l = Level::default();
        keys.iter().for_each(|k| l.push(k));
        l
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        /// Keys over a 3-byte alphabet, so 8-byte heads are often equal and short keys end in
        /// zero bytes: the head-first order is the plain unsigned byte order, and a level of
        /// sorted runs, merged, gives the sorted whole.
        #[test]
        fn head_first_order_is_byte_order(
            keys in proptest::collection::vec(proptest::collection::vec(0u8..3, 0..12), 0..200),
            runs in 0usize..200,
        ) {
            let mut want = keys.clone();
            want.sort_unstable();
            let l = level(&keys);
            let got: Vec<Vec<u8>> = l.sorted_order().into_iter().map(|i| l.key(i).to_vec()).collect();
            proptest::prop_assert_eq!(&got, &want);
            // 1 to 13 sorted runs (merged run by run, or sorted past `MERGE_RUNS`).
            let mut out = Level::default();
            for chunk in keys.chunks((keys.len() / (1 + runs % 12)).max(1)) {
                let l = level(chunk);
                out.push_run(&l, l.sorted_order().into_iter());
            }
            proptest::prop_assert_eq!(out.in_order().map(<[u8]>::to_vec).collect::<Vec<_>>(), want.clone());
            proptest::prop_assert_eq!(out, level(&want));
        }
    }
}
