//! One level of a [`super::KeySketch`]: its keys' bytes one after another in one buffer, where
//! each key ends, and each key's 8-byte big-endian head beside it. Sorting and merging a level
//! compare the heads, integers in two flat arrays, and read a key's bytes only where heads are
//! equal; a level of keys each in its own heap buffer made every comparison chase a pointer,
//! and every key read cost a buffer of its own.

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
}

/// Two levels are the same keys in the same order (the heads follow from the keys).
impl PartialEq for Level {
    fn eq(&self, other: &Level) -> bool {
        self.ends == other.ends && self.bytes == other.bytes
    }
}

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

    /// Key `i` of `from` at the end.
    #[inline]
    fn push_from(&mut self, from: &Level, i: usize) {
        self.push_with_head(from.heads[i], from.key(i));
    }

    /// No key, the buffers kept.
    pub(crate) fn clear(&mut self) {
        self.heads.clear();
        self.ends.clear();
        self.bytes.clear();
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

    /// `self` (sorted) and the keys of `from` at the places `picked` gives (in sorted order),
    /// merged into `out` (emptied first), sorted.
    pub(crate) fn merge_into(
        &self,
        from: &Level,
        picked: impl Iterator<Item = usize>,
        out: &mut Level,
    ) {
        out.clear();
        out.heads.reserve(self.len());
        out.ends.reserve(self.len());
        out.bytes.reserve(self.bytes.len());
        let mut j = 0;
        for i in picked {
            while j < self.len() && from.cmp_at(i, self, j).is_ge() {
                out.push_from(self, j);
                j += 1;
            }
            out.push_from(from, i);
        }
        for j in j..self.len() {
            out.push_from(self, j);
        }
    }

    /// Every key of `from` at the end, in its order.
    pub(crate) fn append(&mut self, from: &Level) {
        let base = self.bytes.len();
        self.heads.extend_from_slice(&from.heads);
        self.bytes.extend_from_slice(&from.bytes);
        self.ends.extend(from.ends.iter().map(|e| e + base));
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
        /// zero bytes: the head-first order is the plain unsigned byte order, and merging a
        /// sorted level with every other key of another gives the sorted whole.
        #[test]
        fn head_first_order_is_byte_order(
            keys in proptest::collection::vec(proptest::collection::vec(0u8..3, 0..12), 0..200),
            cut in 0usize..200,
        ) {
            let mut want = keys.clone();
            want.sort_unstable();
            let l = level(&keys);
            let got: Vec<Vec<u8>> = l.sorted_order().into_iter().map(|i| l.key(i).to_vec()).collect();
            proptest::prop_assert_eq!(&got, &want);
            let cut = cut.min(keys.len());
            let (a, b) = (level(&keys[..cut]), level(&keys[cut..]));
            let a_sorted = level(&a.sorted_order().into_iter().map(|i| a.key(i).to_vec()).collect::<Vec<_>>());
            let mut out = Level::default();
            a_sorted.merge_into(&b, b.sorted_order().into_iter(), &mut out);
            proptest::prop_assert_eq!(out.iter().map(<[u8]>::to_vec).collect::<Vec<_>>(), want);
        }
    }
}
