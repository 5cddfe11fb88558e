//! The SpaceSaving heavy-hitter sketch (Metwally, Agrawal, El Abbadi, 2005) and its merge as a
//! mergeable summary (Agarwal, Cormode, Huang, Phillips, Wei, Yi, 2012).
//!
//! A sketch of capacity `m` keeps `m` counters. While at most `m` distinct values are counted
//! every count is exact. Past that, a newcomer takes the smallest counter's place and count plus
//! one: each count is over-estimated by at most the smallest counter, which is at most `n / m`
//! for `n` values counted, and every value seen more than `n / m` times holds a counter.
//!
//! Merging reads each sketch as the Misra–Gries summary it is equivalent to (each count less the
//! sketch's floor, the most any value not kept can have), adds the summaries, and takes the
//! `(m + 1)`-th largest sum off every counter (Agarwal et al.'s merge). The invariant
//! `Σ lower + m · floor ≤ n` holds for a sketch and is kept by every merge, so after any number
//! of merges in any grouping each value's true count is within `[lower, lower + floor]` and
//! `floor ≤ n / m`: a share is off by at most `1 / m`.

use std::collections::HashMap;
use xxhash_rust::xxh3::Xxh3Builder;

/// One counter: a value and the bounds on how often it was seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counter {
    /// The value.
    pub value: String,
    /// The estimate: never under the true count.
    pub count: u64,
    /// At most this much of `count` may be over-counted.
    pub error: u64,
}

/// A SpaceSaving sketch, or the merge of several.
///
/// ```
/// use rowkey_core::decode::space_saving::SpaceSaving;
/// let mut a = SpaceSaving::new(2);
/// for v in ["x", "x", "y", "z", "x"] {
///     a.add(v);
/// }
/// let top = a.top(1);
/// assert_eq!((top[0].value.as_str(), top[0].count), ("x", 3));
/// assert!(a.floor() <= a.total() / 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpaceSaving {
    counters: Vec<Counter>,
    index: HashMap<String, usize, Xxh3Builder>,
    total: u64,
    capacity: usize,
    /// Set once merged: the most a value not kept can have been counted.
    merged_floor: Option<u64>,
}

impl SpaceSaving {
    /// An empty sketch of `capacity` counters (at least one).
    pub fn new(capacity: usize) -> SpaceSaving {
        SpaceSaving {
            counters: Vec::new(),
            index: HashMap::with_hasher(Xxh3Builder::new()),
            total: 0,
            capacity: capacity.max(1),
            merged_floor: None,
        }
    }

    /// Its counters at most.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Count one occurrence of `value`.
    pub fn add(&mut self, value: &str) {
        self.total += 1;
        if let Some(&i) = self.index.get(value) {
            self.counters[i].count += 1;
            return;
        }
        if self.counters.len() < self.capacity {
            // After a merge, a value not kept may have been counted up to the floor.
            let floor = self.merged_floor.unwrap_or(0);
            self.index.insert(value.to_string(), self.counters.len());
            self.counters.push(Counter {
                value: value.to_string(),
                count: floor + 1,
                error: floor,
            });
            return;
        }
        // The newcomer may have been counted in the smallest counter before: it takes its
        // place and its count, which bounds how much it was over-counted.
        let Some((i, _)) = self
            .counters
            .iter()
            .enumerate()
            .min_by_key(|(_, c)| c.count)
        else {
            return;
        };
        // The evicted value's two strings are reused: a sketch past its capacity counts
        // without allocating.
        let c = &mut self.counters[i];
        let min = c.count;
        let mut key = match self.index.remove_entry(c.value.as_str()) {
            Some((k, _)) => k,
            None => String::new(),
        };
        key.clear();
        key.push_str(value);
        c.value.clear();
        c.value.push_str(value);
        c.count = min + 1;
        c.error = min;
        self.index.insert(key, i);
        if let Some(f) = &mut self.merged_floor {
            *f = (*f).max(min);
        }
    }

    /// Values counted.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// The most a value without a counter can have been seen (0 while every value seen has
    /// one); at most `total / capacity`.
    pub fn floor(&self) -> u64 {
        match self.merged_floor {
            Some(f) => f,
            None if self.counters.len() < self.capacity => 0,
            None => self.counters.iter().map(|c| c.count).min().unwrap_or(0),
        }
    }

    /// The `k` largest counters, largest first (ties by value).
    pub fn top(&self, k: usize) -> Vec<Counter> {
        let mut v = self.counters.clone();
        crate::order::sort_by(&mut v, |a, b| {
            b.count.cmp(&a.count).then_with(|| a.value.cmp(&b.value))
        });
        v.truncate(k);
        v
    }

    /// Every counter, in no particular order, for writing the sketch out.
    pub fn counters(&self) -> &[Counter] {
        &self.counters
    }

    /// A sketch read back: its capacity, total, floor and counters (as [`SpaceSaving::counters`]
    /// and [`SpaceSaving::floor`] gave them). `None` when they cannot come from a sketch: more
    /// counters than the capacity, a value twice, counts over the total, or a count whose error
    /// exceeds it.
    pub fn from_parts(
        capacity: usize,
        total: u64,
        floor: u64,
        counters: Vec<Counter>,
    ) -> Option<SpaceSaving> {
        if capacity == 0 || counters.len() > capacity || floor > total {
            return None;
        }
        let mut index = HashMap::with_capacity_and_hasher(counters.len(), Xxh3Builder::new());
        for (i, c) in counters.iter().enumerate() {
            if c.count > total || c.error > c.count || index.insert(c.value.clone(), i).is_some() {
                return None;
            }
        }
        Some(SpaceSaving {
            counters,
            index,
            total,
            capacity,
            merged_floor: Some(floor),
        })
    }

    /// Merge `other` in (Agarwal et al.'s merge of the equivalent Misra–Gries summaries): every
    /// count stays an over-estimate by at most [`SpaceSaving::floor`], and the floor stays at
    /// most `total / capacity` (the smaller capacity of the two is kept).
    ///
    /// ```
    /// use rowkey_core::decode::space_saving::SpaceSaving;
    /// let (mut a, mut b) = (SpaceSaving::new(2), SpaceSaving::new(2));
    /// for v in ["x", "x", "y"] { a.add(v) }
    /// for v in ["x", "z", "z"] { b.add(v) }
    /// a.merge(&b);
    /// assert_eq!(a.total(), 6);
    /// let top = a.top(2);
    /// assert!(top.iter().all(|c| c.count <= 6 && c.count - c.error <= 3));
    /// assert_eq!(top[0].value, "x");
    /// ```
    pub fn merge(&mut self, other: &SpaceSaving) {
        let capacity = self.capacity.min(other.capacity);
        let (f1, f2) = (self.floor(), other.floor());
        // Lower bounds: each count less its sketch's floor.
        let mut sums: HashMap<&str, u64> = HashMap::new();
        for c in &self.counters {
            *sums.entry(c.value.as_str()).or_default() += c.count.saturating_sub(f1);
        }
        for c in &other.counters {
            *sums.entry(c.value.as_str()).or_default() += c.count.saturating_sub(f2);
        }
        let mut sums: Vec<(&str, u64)> = sums.into_iter().collect();
        crate::order::sort_by(&mut sums, |a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(b.0)));
        let cut = sums.get(capacity).map_or(0, |s| s.1);
        let floor = f1 + f2 + cut;
        let counters: Vec<Counter> = sums
            .into_iter()
            .take(capacity)
            .filter(|(_, lower)| *lower > cut)
            .map(|(value, lower)| Counter {
                value: value.to_string(),
                count: lower - cut + floor,
                error: floor,
            })
            .collect();
        self.index = counters
            .iter()
            .enumerate()
            .map(|(i, c)| (c.value.clone(), i))
            .collect();
        self.counters = counters;
        self.total += other.total;
        self.capacity = capacity;
        self.merged_floor = Some(floor);
    }
}
