//! Identical keys in a stream of any length, within bounded memory.
//!
//! Each distinct key's 64-bit fingerprint is counted in a map while there are at most
//! [`MAX_PRINTS`] of them: up to that, the count is exact. Past it the map keeps only the
//! fingerprints whose top `level` bits are zero (a hash-chosen half, then quarter, … of the
//! distinct keys, with every occurrence of each), and the repeats it sees are scaled by
//! `2^level` (distinct sampling): exactly 0 when no key repeats, close otherwise.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

pub use crate::limits::MAX_FINGERPRINTS as MAX_PRINTS;

/// The fingerprints are hashes already: spread them with one multiplication (the sampled ones
/// share their top bits, which the map must not depend on).
#[derive(Default)]
struct PrintHasher(u64);

impl Hasher for PrintHasher {
    fn finish(&self) -> u64 {
        self.0.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// The fingerprints counted, with how often each was seen.
#[derive(Clone)]
enum Prints {
    /// While a stream is counted: a table, each key's fingerprint found in one probe.
    Table(HashMap<u64, u32, BuildHasherDefault<PrintHasher>>),
    /// Read back from a partial or merged: sorted by fingerprint, as the byte form writes
    /// them, so that merging two is one pass over both lists.
    Sorted(Vec<(u64, u32)>),
}

impl Prints {
    fn len(&self) -> usize {
        match self {
            Prints::Table(t) => t.len(),
            Prints::Sorted(v) => v.len(),
        }
    }

    /// Keep only the fingerprints counted at `level`.
    fn thin(&mut self, level: u32) {
        match self {
            Prints::Table(t) => t.retain(|p, _| p.leading_zeros() >= level),
            Prints::Sorted(v) => v.retain(|&(p, _)| p.leading_zeros() >= level),
        }
    }

    /// Sightings beyond each fingerprint's first.
    fn seen_again(&self) -> u64 {
        let again = |n: u32| u64::from(n) - 1;
        match self {
            Prints::Table(t) => t.values().map(|&n| again(n)).sum(),
            Prints::Sorted(v) => v.iter().map(|&(_, n)| again(n)).sum(),
        }
    }

    /// The fingerprints sorted, with their counts.
    fn sorted(&self) -> std::borrow::Cow<'_, [(u64, u32)]> {
        match self {
            Prints::Table(t) => {
                let v: Vec<(u64, u32)> = t.iter().map(|(&p, &n)| (p, n)).collect();
                radix_sorted(v).into()
            }
            Prints::Sorted(v) => v.as_slice().into(),
        }
    }
}

/// `v` sorted by fingerprint, each fingerprint once (a table's keys): a least-significant-digit
/// radix sort, a byte a pass, passes where every fingerprint has the same byte skipped (those
/// at a sampling level share their top bits). A partial sorts its up to 2^15 fingerprints at
/// every finish, where a comparison sort took about 280 instructions a fingerprint.
fn radix_sorted(mut v: Vec<(u64, u32)>) -> Vec<(u64, u32)> {
    if v.len() < 64 {
        v.sort_unstable();
        return v;
    }
    let mut spare = vec![(0u64, 0u32); v.len()];
    for shift in (0..64).step_by(8) {
        let mut counts = [0usize; 256];
        for &(p, _) in &v {
            counts[(p >> shift) as usize & 0xff] += 1;
        }
        if counts.contains(&v.len()) {
            continue;
        }
        let mut at = 0;
        for c in counts.iter_mut() {
            let n = *c;
            *c = at;
            at += n;
        }
        for &e in &v {
            let digit = (e.0 >> shift) as usize & 0xff;
            spare[counts[digit]] = e;
            counts[digit] += 1;
        }
        std::mem::swap(&mut v, &mut spare);
    }
    v
}

/// Counts repeated keys (see the module).
#[derive(Clone)]
pub(crate) struct Duplicates {
    prints: Prints,
    level: u32,
    examples: Vec<Vec<u8>>,
    /// The most fingerprints held while counting ([`MAX_PRINTS`] unless told).
    cap: usize,
}

impl Default for Duplicates {
    fn default() -> Duplicates {
        Duplicates {
            prints: Prints::Table(HashMap::default()),
            level: 0,
            examples: Vec::new(),
            cap: MAX_PRINTS,
        }
    }
}

impl std::fmt::Debug for Duplicates {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Duplicates")
            .field("prints", &self.prints.len())
            .field("level", &self.level)
            .finish()
    }
}

impl Duplicates {
    pub(crate) fn add(&mut self, key: &[u8]) {
        let print = xxhash_rust::xxh3::xxh3_64(key);
        if print.leading_zeros() < self.level {
            return;
        }
        // Counting more keys into a partial read back (not done in practice) needs the table.
        if let Prints::Sorted(v) = &self.prints {
            self.prints = Prints::Table(v.iter().copied().collect());
        }
        let Prints::Table(table) = &mut self.prints else {
            return;
        };
        let n = table.entry(print).or_insert(0);
        *n = n.saturating_add(1);
        if *n == 2 && self.examples.len() < 3 {
            self.examples.push(key.to_vec());
        }
        if table.len() > self.cap {
            self.level += 1;
            let level = self.level;
            table.retain(|p, _| p.leading_zeros() >= level);
        }
    }

    /// An empty count that holds at most `cap` fingerprints (as [`Duplicates::within`]), its
    /// table made that large at once: a part of more distinct keys than `cap` grows it to that
    /// size within its first keys, rehashing it a dozen times on the way.
    pub(crate) fn with_cap(cap: usize) -> Duplicates {
        let cap = cap.min(MAX_PRINTS);
        Duplicates {
            prints: Prints::Table(HashMap::with_capacity_and_hasher(
                cap + 1,
                BuildHasherDefault::default(),
            )),
            level: 0,
            examples: Vec::new(),
            cap,
        }
    }

    /// The counted fingerprints, sorted, with how often each was seen.
    pub(crate) fn prints(&self) -> std::borrow::Cow<'_, [(u64, u32)]> {
        self.prints.sorted()
    }

    /// The same counts, held as a sorted list (what a partial keeps and merges).
    pub(crate) fn to_sorted(&self) -> Duplicates {
        Duplicates {
            prints: Prints::Sorted(self.prints.sorted().into_owned()),
            level: self.level,
            examples: self.examples.clone(),
            cap: self.cap,
        }
    }

    /// Fingerprints read back from [`Duplicates::prints`] at `level` (sorted, each once; the
    /// reader checks); `None` when they could not have been counted (a print below the level, a
    /// zero count, too many).
    pub(crate) fn from_parts(
        prints: Vec<(u64, u32)>,
        level: u32,
        examples: Vec<Vec<u8>>,
    ) -> Option<Duplicates> {
        let fits = level <= 64
            && prints.len() <= MAX_PRINTS
            && examples.len() <= 3
            && prints
                .iter()
                .all(|&(p, n)| n > 0 && p.leading_zeros() >= level);
        fits.then_some(Duplicates {
            prints: Prints::Sorted(prints),
            level,
            examples,
            cap: MAX_PRINTS,
        })
    }

    /// Count `other`'s keys too: the fingerprints of both streams, thinned as one stream's would
    /// be. The examples are the smallest of both sides' (a stream's first three repeats depend
    /// on where it was cut). Both lists are merged as sorted lists, in one pass, and the sum is
    /// kept sorted.
    pub(crate) fn merge(&mut self, other: &Duplicates) {
        let mut level = self.level.max(other.level);
        let keep = |p: u64| p.leading_zeros() >= level;
        let (a, b) = (self.prints.sorted(), other.prints.sorted());
        let mut out = Vec::with_capacity(a.len() + b.len());
        let (mut i, mut j) = (0, 0);
        while i < a.len() || j < b.len() {
            let next = match (a.get(i), b.get(j)) {
                (Some(&(p, n)), Some(&(q, m))) if p == q => {
                    (i, j) = (i + 1, j + 1);
                    (p, n.saturating_add(m))
                }
                (Some(&x), Some(&y)) if x.0 < y.0 => {
                    i += 1;
                    x
                }
                (Some(&x), None) => {
                    i += 1;
                    x
                }
                (_, Some(&y)) => {
                    j += 1;
                    y
                }
                (None, None) => break,
            };
            if keep(next.0) {
                out.push(next);
            }
        }
        drop((a, b));
        while out.len() > self.cap {
            level += 1;
            out.retain(|&(p, _)| p.leading_zeros() >= level);
        }
        self.prints = Prints::Sorted(out);
        self.level = level;
        self.examples.extend(other.examples.iter().cloned());
        self.examples.sort_unstable();
        self.examples.dedup();
        self.examples.truncate(3);
    }

    /// Counts that hold at most `cap` fingerprints (thinned now, and as keys come): the same
    /// as counting within [`MAX_PRINTS`] and thinning at the end, since the level only rises.
    pub(crate) fn within(mut self, cap: usize) -> Duplicates {
        self.cap = cap.min(MAX_PRINTS);
        let cap = self.cap;
        while self.prints.len() > cap && self.level < 64 {
            self.level += 1;
            self.prints.thin(self.level);
        }
        self
    }

    /// Keys repeating an earlier one (exact when [`Duplicates::exact`]), at most `keys`.
    pub(crate) fn repeats(&self, keys: u64) -> u64 {
        (self.prints.seen_again() << self.level).min(keys)
    }

    /// Whether every distinct key is still counted.
    pub(crate) fn exact(&self) -> bool {
        self.level == 0
    }

    /// The fraction of distinct keys counted, as `1 / 2^level`.
    pub(crate) fn level(&self) -> u32 {
        self.level
    }

    /// Up to three repeated keys.
    pub(crate) fn examples(&self) -> &[Vec<u8>] {
        &self.examples
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        /// Distinct fingerprints, some sharing their top bits as a sampling level makes them:
        /// the radix sort gives what a comparison sort gives.
        #[test]
        fn radix_sorted_is_sorted(
            prints in proptest::collection::hash_set(proptest::prelude::any::<u64>(), 0..600),
            level in 0u32..20,
        ) {
            let table: HashMap<u64, u32> =
                prints.iter().map(|&p| (p >> level, (p % 7) as u32)).collect();
            let v: Vec<(u64, u32)> = table.into_iter().collect();
            let mut want = v.clone();
            want.sort_unstable();
            proptest::prop_assert_eq!(radix_sorted(v), want);
        }
    }

    #[test]
    fn exact_while_small_bounded_and_close_when_large() {
        let mut d = Duplicates::default();
        for i in 0..1000u32 {
            d.add(&(i % 700).to_be_bytes());
        }
        assert_eq!((d.repeats(1000), d.exact()), (300, true));
        assert_eq!(d.examples().len(), 3);
        let mut d = Duplicates::default();
        let n = 3 * MAX_PRINTS as u32;
        for i in 0..n {
            d.add(&i.to_be_bytes());
            // Every fifth key again: n / 5 repeats.
            if i % 5 == 0 {
                d.add(&i.to_be_bytes());
            }
        }
        assert!(!d.exact() && d.prints.len() <= MAX_PRINTS);
        let want = f64::from(n / 5);
        let got = d.repeats(u64::from(n) * 2) as f64;
        assert!((got - want).abs() / want < 0.05, "{got} vs {want}");
        let mut d = Duplicates::default();
        for i in 0..n {
            d.add(&i.to_le_bytes());
        }
        assert_eq!(d.repeats(u64::from(n)), 0);
    }
}
