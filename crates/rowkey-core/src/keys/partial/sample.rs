//! A mergeable sample of a stream's distinct keys for quantile split keys.
//!
//! Every distinct key is kept while their bytes fit in [`SAMPLE_BUDGET`]. Past it, only the keys
//! whose 64-bit hash has at least `level` leading zero bits stay (a hash-chosen half, quarter, …
//! of the distinct keys), `level` rising until they fit. Which keys are kept depends on the keys
//! alone, never on their order or on how the stream was cut, so merging samples (the union at the
//! higher level, then thinned until it fits) is associative and commutative and gives the sample
//! of the whole stream.
//!
//! HashChoreWoker steps over the sorted distinct keys; a sample at level `L` stands for
//! `2^L` distinct keys per kept key, so the `i`-th split key is the kept key at index
//! `i · step / 2^L`. Its rank among the distinct keys is off by at most [`rank_error`]`(m)` of
//! the distinct keys, with `m` the keys kept: the kept keys below rank `r` are a binomial
//! count of `r` trials at `2^-L`, whose standard deviation, read back as a rank, is
//! `√(r · 2^L)`, at most `1 / √m` of the distinct keys (at `r` = all of them); the bound is three
//! of those, `3 / √m` (exact when `L = 0`).

use std::collections::HashSet;

/// The most key bytes (each key's length plus [`KEY_OVERHEAD`]) a sample holds.
pub const SAMPLE_BUDGET: u64 = 8 << 20;

/// Bytes counted per kept key beside its own.
pub const KEY_OVERHEAD: u64 = 8;

/// The rank error of a sample of `kept` keys at a level above 0, as a fraction of the distinct
/// keys (0 when every distinct key is kept).
///
/// ```
/// use rowkey_core::keys::partial::rank_error;
/// assert!((rank_error(10_000, 3) - 0.03).abs() < 1e-12);
/// assert_eq!(rank_error(10_000, 0), 0.0);
/// ```
pub fn rank_error(kept: u64, level: u32) -> f64 {
    if level == 0 {
        0.0
    } else {
        3.0 / (kept.max(1) as f64).sqrt()
    }
}

/// The distinct-key sample (see the module).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DistinctSample {
    /// A hash set, not a sorted one: most keys of a stream are looked up and many inserted,
    /// and only a finished sample is read in order ([`DistinctSample::keys`] sorts).
    keys: HashSet<Vec<u8>>,
    bytes: u64,
    level: u32,
    budget: u64,
}

/// A key's sampling hash.
pub(crate) fn sample_hash(key: &[u8]) -> u64 {
    // Seeded apart from the duplicate fingerprints, so the two thinnings are independent.
    xxhash_rust::xxh3::xxh3_64_with_seed(key, 0x0005_eed0_f5a4_d11e)
}

impl DistinctSample {
    /// An empty sample within [`SAMPLE_BUDGET`].
    pub fn new() -> DistinctSample {
        DistinctSample::within(SAMPLE_BUDGET)
    }

    /// An empty sample within `budget` bytes.
    pub fn within(budget: u64) -> DistinctSample {
        DistinctSample {
            budget,
            ..DistinctSample::default()
        }
    }

    /// A sample read back: its keys (distinct, each at `level`; the reader checks they rise),
    /// level and budget.
    pub(crate) fn from_parts(
        keys: Vec<Vec<u8>>,
        level: u32,
        budget: u64,
    ) -> Option<DistinctSample> {
        if level > 64 || keys.iter().any(|k| sample_hash(k).leading_zeros() < level) {
            return None;
        }
        let bytes = keys.iter().map(|k| k.len() as u64 + KEY_OVERHEAD).sum();
        let keys: HashSet<Vec<u8>> = keys.into_iter().collect();
        (bytes <= budget).then_some(DistinctSample {
            keys,
            bytes,
            level,
            budget,
        })
    }

    /// One more key.
    pub fn add(&mut self, key: &[u8]) {
        if sample_hash(key).leading_zeros() < self.level || self.keys.contains(key) {
            return;
        }
        self.bytes += key.len() as u64 + KEY_OVERHEAD;
        self.keys.insert(key.to_vec());
        self.fit();
    }

    /// Thin the sample until it fits its budget.
    fn fit(&mut self) {
        while self.bytes > self.budget && self.level < 64 {
            self.thin_to(self.level + 1);
        }
    }

    /// Keep only the keys whose hash has `level` leading zeros, and say the sample is at it.
    fn thin_to(&mut self, level: u32) {
        self.level = level;
        let mut gone = 0;
        self.keys.retain(|k| {
            let keep = sample_hash(k).leading_zeros() >= level;
            if !keep {
                gone += k.len() as u64 + KEY_OVERHEAD;
            }
            keep
        });
        self.bytes -= gone;
    }

    /// The sample of both streams (the smaller budget holds).
    pub fn merge(&mut self, other: DistinctSample) {
        self.budget = self.budget.min(other.budget);
        let level = self.level.max(other.level);
        // Both sides' keys at the higher level: the lower side kept some the other dropped.
        // Only a rise thins what is held; the other side's keys are thinned as they come, so a
        // merge costs the smaller side, not the sum held.
        if level > self.level {
            self.thin_to(level);
        }
        for key in other.keys {
            if sample_hash(&key).leading_zeros() >= level && !self.keys.contains(&key) {
                self.bytes += key.len() as u64 + KEY_OVERHEAD;
                self.keys.insert(key);
            }
        }
        self.fit();
    }

    /// The kept keys, sorted.
    pub fn keys(&self) -> impl Iterator<Item = &Vec<u8>> {
        let mut sorted: Vec<&Vec<u8>> = self.keys.iter().collect();
        sorted.sort_unstable();
        sorted.into_iter()
    }

    /// Keys kept.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether no key is kept.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// Each kept key stands for `2^level` distinct keys.
    pub fn level(&self) -> u32 {
        self.level
    }

    /// The byte budget.
    pub fn budget(&self) -> u64 {
        self.budget
    }

    /// HashChoreWoker's split keys for `rows` keys read and `regions` regions: every
    /// `rows / regions`-th distinct key, found in the sample (see the module). `None` when
    /// `rows / regions` is 0.
    pub fn split_keys(&self, rows: u64, regions: u32) -> Option<(Vec<Vec<u8>>, u64, u64)> {
        let base = rows / u64::from(regions.max(1));
        if base == 0 {
            return None;
        }
        let scale = 1u128 << self.level.min(64);
        let distinct = (self.keys.len() as u128 * scale).min(u128::from(u64::MAX)) as u64;
        let wanted = regions.saturating_sub(1) as usize;
        let mut out = Vec::with_capacity(wanted);
        let kept: Vec<&Vec<u8>> = self.keys().collect();
        for i in 1..=wanted as u128 {
            let rank = i * u128::from(base);
            if rank >= u128::from(distinct) {
                break;
            }
            // The kept key whose estimated rank is nearest.
            let at = ((rank + scale / 2) / scale) as usize;
            match kept.get(at) {
                Some(k) => out.push((*k).clone()),
                None => break,
            }
        }
        Some((out, distinct, base))
    }
}
