//! Regions from split keys, and which region a key falls in (unsigned lexicographic order, as
//! HBase compares rows).

/// The regions a sorted list of split keys defines: `["", s1), [s1, s2), …, [sN, "")`.
///
/// ```
/// use rowkey_core::analyze::Regions;
/// let r = Regions::new(vec![b"4".to_vec(), b"8".to_vec()]);
/// assert_eq!(r.len(), 3);
/// assert_eq!(r.region_of(b"0abc"), 0);
/// assert_eq!(r.region_of(b"4"), 1);      // a split key starts its region
/// assert_eq!(r.region_of(b"\xff"), 2);
/// ```
#[derive(Clone, Debug)]
pub struct Regions {
    splits: Vec<Vec<u8>>,
    /// The first 8 bytes of each split key as a big-endian number (zero-padded): most
    /// comparisons are settled by one integer compare.
    heads: Vec<u64>,
    /// For each 2-byte prefix, the first candidate region and one past the last; a key's
    /// region is then a short binary search (most often none at all).
    index: Vec<(u32, u32)>,
}

impl Regions {
    /// Regions from split keys; they are sorted and de-duplicated first (what HBase's
    /// createTable does with the keys it is given, refusing duplicates: the `splits` lint
    /// reports those).
    pub fn new(mut splits: Vec<Vec<u8>>) -> Regions {
        crate::order::sort(&mut splits);
        splits.dedup();
        splits.retain(|k| !k.is_empty());
        let index = if splits.len() > 16 {
            // Both ends only move forward as the prefix grows: one walk over the split keys.
            let (mut first, mut last) = (0usize, 0usize);
            (0..=u16::MAX)
                .map(|p| {
                    let lo = [(p >> 8) as u8, p as u8];
                    while first < splits.len() && splits[first].as_slice() <= &lo[..] {
                        first += 1;
                    }
                    // Every key with this 2-byte prefix is below [p0, p1 + 1] (or [p0 + 1]).
                    let bound = match (p as u8).checked_add(1) {
                        Some(b) => Some(([lo[0], b], 2)),
                        None => lo[0].checked_add(1).map(|a| ([a, 0], 1)),
                    };
                    match bound {
                        Some((bytes, n)) => {
                            while last < splits.len() && splits[last].as_slice() < &bytes[..n] {
                                last += 1;
                            }
                        }
                        None => last = splits.len(),
                    }
                    (first as u32, last as u32)
                })
                .collect()
        } else {
            Vec::new()
        };
        let heads = splits.iter().map(|s| head(s)).collect();
        Regions {
            splits,
            heads,
            index,
        }
    }

    /// The split keys, sorted.
    pub fn splits(&self) -> &[Vec<u8>] {
        &self.splits
    }

    /// Number of regions.
    pub fn len(&self) -> usize {
        self.splits.len() + 1
    }

    /// Always false: a table has at least one region.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Start and end row of region `i` (empty: the table's start or end).
    pub fn bounds(&self, i: usize) -> (&[u8], &[u8]) {
        let start = if i == 0 {
            &[][..]
        } else {
            &self.splits[i - 1][..]
        };
        let end = self.splits.get(i).map_or(&[][..], |s| &s[..]);
        (start, end)
    }

    /// The region holding `key`.
    #[inline]
    pub fn region_of(&self, key: &[u8]) -> usize {
        let (lo, hi) = if self.index.is_empty() || key.len() < 2 {
            (0, self.splits.len())
        } else {
            let (lo, hi) = self.index[((key[0] as usize) << 8) | key[1] as usize];
            (lo as usize, hi as usize)
        };
        let k = head(key);
        // split <= key, decided on the 8-byte heads unless they are equal (rare, so that
        // branch is predicted; the `<` is not, so it is arithmetic, not a branch).
        let le = |i: usize| {
            let h = self.heads[i];
            (h < k) | (h == k && self.splits[i].as_slice() <= key)
        };
        // The splits <= key are a prefix of lo..hi; its end, searched without a branch on the
        // comparisons (hashed keys make each one a coin toss that a branch would mispredict).
        let (mut base, mut size) = (lo, hi - lo);
        if size == 0 {
            return lo;
        }
        while size > 1 {
            let half = size / 2;
            base += half * usize::from(le(base + half));
            size -= half;
        }
        base + usize::from(le(base))
    }

    /// Indexes of the regions that `[start, stop)` overlaps (empty `stop`: to the end).
    pub fn overlapping(&self, start: &[u8], stop: &[u8]) -> std::ops::Range<usize> {
        let first = self.splits.partition_point(|s| s.as_slice() <= start);
        let last = if stop.is_empty() {
            self.len()
        } else {
            // Regions starting before `stop` overlap; a region starting at `stop` does not.
            self.splits.partition_point(|s| s.as_slice() < stop) + 1
        };
        first..last.max(first + 1)
    }
}

/// The first 8 bytes of `b` as a big-endian number, zero-padded. Zero-padding keeps the order:
/// if `head(a) < head(b)` then `a < b`; equal heads need the full comparison.
#[inline]
pub(crate) fn head(b: &[u8]) -> u64 {
    // Most keys are longer than 8 bytes: one load, where the padded copy below is a
    // variable-length copy through memory in wasm.
    if let Some(first) = b.first_chunk::<8>() {
        return u64::from_be_bytes(*first);
    }
    let mut buf = [0u8; 8];
    let n = b.len().min(8);
    buf[..n].copy_from_slice(&b[..n]);
    u64::from_be_bytes(buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexed_lookup_matches_binary_search() {
        let splits: Vec<Vec<u8>> = (1..=1023u32)
            .map(|i| format!("{:04x}", i * 64).into_bytes())
            .collect();
        let r = Regions::new(splits.clone());
        let mut keys: Vec<Vec<u8>> = vec![
            vec![],
            vec![0],
            vec![0xff; 3],
            b"0".to_vec(),
            b"0040".to_vec(),
            b"003f".to_vec(),
        ];
        keys.extend((0..5000u32).map(|i| format!("{:04x}_{i}", i * 13).into_bytes()));
        keys.extend(splits.iter().cloned());
        for k in keys {
            let want = splits.partition_point(|s| s.as_slice() <= k.as_slice());
            assert_eq!(r.region_of(&k), want, "{k:?}");
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        /// Split keys over a 3-byte alphabet (so that 8-byte heads are often equal and long
        /// keys share prefixes), with and without the 2-byte index (more than 16 splits), and
        /// keys of every length: the region is where a plain binary search puts the key.
        #[test]
        fn region_of_is_a_plain_binary_search(
            splits in proptest::collection::vec(proptest::collection::vec(0u8..3, 0..12), 0..60),
            keys in proptest::collection::vec(proptest::collection::vec(0u8..3, 0..14), 1..80),
        ) {
            let r = Regions::new(splits);
            for k in keys {
                let want = r.splits().partition_point(|s| s.as_slice() <= k.as_slice());
                proptest::prop_assert_eq!(r.region_of(&k), want, "{:?}", k);
            }
        }
    }

    #[test]
    fn overlapping_ranges() {
        let r = Regions::new(vec![b"b".to_vec(), b"d".to_vec()]);
        assert_eq!(r.overlapping(b"", b""), 0..3);
        assert_eq!(r.overlapping(b"b", b"c"), 1..2);
        assert_eq!(r.overlapping(b"a", b"b"), 0..1);
        assert_eq!(r.overlapping(b"a", b"b\x00"), 0..2);
        assert_eq!(r.overlapping(b"d", b""), 2..3);
    }
}
