//! Who is in a region: each region's most frequent values of each decoded field, counted in
//! bounded memory with a SpaceSaving sketch (Metwally, Agrawal, El Abbadi, 2005).
//!
//! A sketch of capacity `m` keeps `m` counters. While a field has at most `m` distinct values in a
//! region its counts are exact. Past that, a value's count is over-estimated by at most the
//! smallest counter, itself at most `n / m` for `n` keys counted, and every value with more than
//! `n / m` keys is among those kept: a share is off by at most `1 / m` (1.6 % at the default 64),
//! and each reported value carries its own bound (`error`).

use super::Decoded;
use std::collections::HashMap;

/// Counters per region and field.
pub const CAPACITY: usize = 64;

/// One SpaceSaving sketch.
#[derive(Clone, Debug, Default)]
pub struct SpaceSaving {
    /// (value, count, over-estimate bound).
    counters: Vec<(String, u64, u64)>,
    index: HashMap<String, usize>,
    total: u64,
}

impl SpaceSaving {
    /// Count one occurrence of `value`.
    pub fn add(&mut self, value: &str) {
        self.total += 1;
        if let Some(&i) = self.index.get(value) {
            self.counters[i].1 += 1;
            return;
        }
        if self.counters.len() < CAPACITY {
            self.index.insert(value.to_string(), self.counters.len());
            self.counters.push((value.to_string(), 1, 0));
            return;
        }
        // Replace the smallest counter: the newcomer may have been counted there before.
        let Some((i, _)) = self.counters.iter().enumerate().min_by_key(|(_, c)| c.1) else {
            return;
        };
        let old = std::mem::take(&mut self.counters[i].0);
        self.index.remove(&old);
        let min = self.counters[i].1;
        self.counters[i] = (value.to_string(), min + 1, min);
        self.index.insert(value.to_string(), i);
    }

    /// Occurrences counted.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// The `k` largest counters, largest first (ties by value): (value, count, bound).
    pub fn top(&self, k: usize) -> Vec<(String, u64, u64)> {
        let mut v = self.counters.clone();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        v.truncate(k);
        v
    }
}

/// One of a region's top values.
#[derive(Clone, Debug, PartialEq)]
pub struct TopValue {
    /// The field.
    pub field: String,
    /// The value, as `rowkey sample --format csv` writes it.
    pub value: String,
    /// Its share of the region's keys (0–1).
    pub share: f64,
    /// At most this much of the share may be over-counted (0 while the counts are exact).
    pub error: f64,
}

/// Each region's top field values, and the keys that do not match the template.
///
/// ```
/// use rowkey_core::decode::{decode, top::RegionTops};
/// use rowkey_core::plan::Plan;
/// let plan = Plan::compile("{user}_{n | i32}").unwrap();
/// let mut tops = RegionTops::new(1);
/// for (line, key) in [&b"u42_\0\0\0\x01"[..], b"u42_\0\0\0\x02", b"u7_\0\0\0\x03", b"bad"].iter().enumerate() {
///     tops.add(0, &decode(&plan, key), line as u64 + 1);
/// }
/// let top = tops.top(0, 1);
/// assert_eq!((top[0].field.as_str(), top[0].value.as_str()), ("user", "u42"));
/// assert_eq!(top[0].share, 0.5);
/// assert_eq!(tops.unmatched(), (1, Some(4)));
/// ```
#[derive(Clone, Debug)]
pub struct RegionTops {
    keys: Vec<u64>,
    sketches: Vec<Vec<(String, SpaceSaving)>>,
    unmatched: u64,
    first_unmatched: Option<u64>,
}

impl RegionTops {
    /// Empty, for `regions` regions.
    pub fn new(regions: usize) -> RegionTops {
        RegionTops {
            keys: vec![0; regions],
            sketches: vec![Vec::new(); regions],
            unmatched: 0,
            first_unmatched: None,
        }
    }

    /// Count one decoded key of region `region`, read at `line` (1-based) of its source.
    pub fn add(&mut self, region: usize, d: &Decoded, line: u64) {
        let Some(count) = self.keys.get_mut(region) else {
            return;
        };
        *count += 1;
        if !d.matches {
            self.unmatched += 1;
            self.first_unmatched.get_or_insert(line);
            return;
        }
        let sketches = &mut self.sketches[region];
        for (name, value) in &d.fields {
            let i = match sketches.iter().position(|(n, _)| n == name) {
                Some(i) => i,
                None => {
                    sketches.push((name.clone(), SpaceSaving::default()));
                    sketches.len() - 1
                }
            };
            sketches[i].1.add(&value.display());
        }
    }

    /// Keys that did not match the template, and the line of the first.
    pub fn unmatched(&self) -> (u64, Option<u64>) {
        (self.unmatched, self.first_unmatched)
    }

    /// Region `region`'s `k` top values of each field, largest share first.
    pub fn top(&self, region: usize, k: usize) -> Vec<TopValue> {
        let (Some(&keys), Some(sketches)) = (self.keys.get(region), self.sketches.get(region))
        else {
            return Vec::new();
        };
        let mut out: Vec<TopValue> = sketches
            .iter()
            .flat_map(|(field, s)| {
                s.top(k)
                    .into_iter()
                    .map(move |(value, count, err)| TopValue {
                        field: field.clone(),
                        value,
                        share: count as f64 / keys as f64,
                        error: err as f64 / keys as f64,
                    })
            })
            .collect();
        out.sort_by(|a, b| b.share.total_cmp(&a.share));
        out
    }
}
