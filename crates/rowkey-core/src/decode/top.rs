//! Who is in a region: each region's most frequent values of each decoded field, counted in
//! bounded memory with a [`SpaceSaving`] sketch per region and field, and the keys that do not
//! match the template, with the first of them.
//!
//! A sketch of capacity `m` is exact while a field has at most `m` distinct values in a region.
//! Past that each share is over-estimated by at most `1 / m` (1.6 % at [`CAPACITY`]), merges of
//! partials included ([`SpaceSaving::merge`]), and every value holding more than `1 / m` of the
//! region's keys is among those kept. Each reported value carries its own bound (`error`).
//!
//! Memory: at most [`MAX_COUNTERS`] counters in all, each holding a value of at most
//! [`MAX_VALUE_BYTES`] bytes. Many regions get smaller sketches (down to [`MIN_CAPACITY`]
//! counters, so a bound of `1 / 8`); when even those do not fit, the regions whose first
//! matching key comes after the budget is spent get no top values, and the report counts them.

use super::space_saving::SpaceSaving;
use super::Decoded;
use crate::value::Value;
use serde::{Deserialize, Serialize};

/// Counters per region and field when the budget allows.
pub const CAPACITY: usize = 64;

/// The fewest counters a sketch gets: with fewer, the bound (`1 / m`) says too little.
pub const MIN_CAPACITY: usize = 8;

/// Counters in all regions and fields together.
pub const MAX_COUNTERS: usize = 1 << 18;

/// Values longer than this are kept cut here (`…` appended), so a counter's memory is bounded.
pub const MAX_VALUE_BYTES: usize = 256;

/// Top values reported per field and region unless asked otherwise.
pub const DEFAULT_TOP: usize = 3;

/// One of a region's top values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TopValue {
    /// The field.
    pub field: String,
    /// The value, as `rowkey sample --format csv` writes it.
    pub value: String,
    /// Its share of the region's keys (0–1): never under the true share.
    pub share: f64,
    /// At most this much of the share may be over-counted (0 while the counts are exact).
    pub error: f64,
}

/// Keys of a region that do not match the template.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unmatched {
    /// How many.
    pub count: u64,
    /// The first: its line in the dump, or its index in the sample (from 0).
    pub first: u64,
}

/// One region's counts.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RegionTop {
    /// Keys counted here.
    pub keys: u64,
    /// Keys that do not match the template, and where the first was.
    pub unmatched: Option<Unmatched>,
    /// One sketch per field, once a matching key came (`None` before, or when dropped).
    pub sketches: Option<Vec<SpaceSaving>>,
    /// No sketch could be made within [`MAX_COUNTERS`].
    pub dropped: bool,
}

/// Each region's top field values, and the keys that do not match the template.
///
/// ```
/// use rowkey_core::decode::{decode, top::RegionTops};
/// use rowkey_core::plan::Plan;
/// let plan = Plan::compile("{user}_{n | i32}").unwrap();
/// let mut tops = RegionTops::new(1, plan.fields().to_vec());
/// for (line, key) in [&b"u42_\0\0\0\x01"[..], b"u42_\0\0\0\x02", b"u7_\0\0\0\x03", b"bad"].iter().enumerate() {
///     tops.add(0, &decode(&plan, key), line as u64 + 1);
/// }
/// let top = tops.top(0, 1);
/// assert_eq!((top[0].field.as_str(), top[0].value.as_str()), ("user", "u42"));
/// assert_eq!(top[0].share, 0.5);
/// let u = tops.region(0).unwrap().unmatched.unwrap();
/// assert_eq!((u.count, u.first), (1, 4));
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct RegionTops {
    fields: Vec<String>,
    capacity: usize,
    regions: Vec<RegionTop>,
    counters_left: usize,
}

impl RegionTops {
    /// Empty, for `regions` regions and the template's `fields`.
    pub fn new(regions: usize, fields: Vec<String>) -> RegionTops {
        let cells = regions.max(1).saturating_mul(fields.len().max(1));
        RegionTops {
            capacity: (MAX_COUNTERS / cells).clamp(MIN_CAPACITY, CAPACITY),
            fields,
            regions: vec![RegionTop::default(); regions],
            counters_left: MAX_COUNTERS,
        }
    }

    /// Counters per sketch: shares are over-estimated by at most `1 / capacity`.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// The fields, in template order.
    pub fn fields(&self) -> &[String] {
        &self.fields
    }

    /// Region `region`'s counts.
    pub fn region(&self, region: usize) -> Option<&RegionTop> {
        self.regions.get(region)
    }

    /// Regions whose top values were dropped to stay within [`MAX_COUNTERS`].
    pub fn dropped(&self) -> u64 {
        self.regions.iter().filter(|r| r.dropped).count() as u64
    }

    /// Count one decoded key of region `region`, found at `at` (its line in a dump, its index
    /// in the sample).
    pub fn add(&mut self, region: usize, d: &Decoded, at: u64) {
        let Some(r) = self.regions.get_mut(region) else {
            return;
        };
        r.keys += 1;
        if !d.matches {
            let u = r.unmatched.get_or_insert(Unmatched {
                count: 0,
                first: at,
            });
            u.count += 1;
            return;
        }
        if r.sketches.is_none() && !r.dropped {
            let need = self.capacity * self.fields.len();
            if need <= self.counters_left {
                self.counters_left -= need;
                r.sketches = Some(vec![SpaceSaving::new(self.capacity); self.fields.len()]);
            } else {
                r.dropped = true;
            }
        }
        let Some(sketches) = &mut r.sketches else {
            return;
        };
        // The decoded fields come in the plan's order, as the sketches do: each is looked for
        // from where the last one was found.
        let mut next = 0;
        let mut digits = itoa::Buffer::new();
        for (name, value) in &d.fields {
            let found = |from: usize| self.fields[from..].iter().position(|f| f == name);
            let Some(i) = found(next.min(self.fields.len()))
                .map(|k| k + next)
                .or_else(|| found(0))
            else {
                continue;
            };
            next = i + 1;
            let text: std::borrow::Cow<'_, str> = match value {
                Value::Str(s) => s.as_str().into(),
                Value::Int(v) => digits.format(v.as_i64()).into(),
                Value::Bytes(_) => value.display().into(),
            };
            sketches[i].add(&value_text(&text));
        }
    }

    /// Region `region`'s `k` top values of each field, largest share first (ties by field
    /// and value): those certainly seen more often than any value without a counter (all of
    /// them while the counts are exact).
    pub fn top(&self, region: usize, k: usize) -> Vec<TopValue> {
        let Some(r) = self.regions.get(region) else {
            return Vec::new();
        };
        let (Some(sketches), true) = (&r.sketches, r.keys > 0) else {
            return Vec::new();
        };
        let keys = r.keys as f64;
        let mut out: Vec<TopValue> = self
            .fields
            .iter()
            .zip(sketches)
            .flat_map(|(field, s)| {
                // Only values certainly counted more often than any value not kept: the
                // others' order is noise within the bound.
                let floor = s.floor();
                s.top(k)
                    .into_iter()
                    .filter(move |c| c.count - c.error > floor)
                    .map(move |c| TopValue {
                        field: field.clone(),
                        value: c.value,
                        share: c.count as f64 / keys,
                        error: c.error as f64 / keys,
                    })
            })
            .collect();
        crate::order::sort_by(&mut out, |a, b| {
            b.share
                .total_cmp(&a.share)
                .then_with(|| a.field.cmp(&b.field))
                .then_with(|| a.value.cmp(&b.value))
        });
        out
    }

    /// Merge another part's counts (same regions and fields; else nothing is merged and
    /// `false` is returned). A region dropped in either part is dropped in the merge: its
    /// top values would leave out that part's keys.
    pub fn merge(&mut self, other: &RegionTops) -> bool {
        if self.regions.len() != other.regions.len() || self.fields != other.fields {
            return false;
        }
        self.capacity = self.capacity.min(other.capacity);
        let need = self.capacity * self.fields.len();
        for (a, b) in self.regions.iter_mut().zip(&other.regions) {
            a.keys += b.keys;
            a.unmatched = match (a.unmatched, b.unmatched) {
                (Some(x), Some(y)) => Some(Unmatched {
                    count: x.count + y.count,
                    first: x.first,
                }),
                (x, y) => x.or(y),
            };
            a.dropped |= b.dropped;
            match (&mut a.sketches, &b.sketches) {
                (_, _) if a.dropped => {}
                (Some(x), Some(y)) => {
                    for (s, t) in x.iter_mut().zip(y) {
                        s.merge(t);
                    }
                }
                (None, Some(y)) => {
                    if need <= self.counters_left {
                        self.counters_left -= need;
                        a.sketches = Some(y.clone());
                    } else {
                        a.dropped = true;
                    }
                }
                _ => {}
            }
            if a.dropped && a.sketches.take().is_some() {
                self.counters_left += need;
            }
        }
        true
    }

    /// [`RegionTops::merge`] for parts counted side by side over interleaved rows (the shards
    /// of the design's sample): the first key that does not match is the earlier of the two
    /// parts' firsts, not the first part's.
    ///
    /// ```
    /// use rowkey_core::decode::{decode, top::RegionTops};
    /// use rowkey_core::plan::Plan;
    /// let plan = Plan::compile("{n | i32}").unwrap();
    /// let (mut a, mut b) = (RegionTops::new(1, plan.fields().to_vec()), RegionTops::new(1, plan.fields().to_vec()));
    /// a.add(0, &decode(&plan, b"bad"), 9);
    /// b.add(0, &decode(&plan, b"bad"), 4);
    /// assert!(a.merge_interleaved(&b));
    /// let u = a.region(0).unwrap().unmatched.unwrap();
    /// assert_eq!((u.count, u.first), (2, 4));
    /// ```
    pub fn merge_interleaved(&mut self, other: &RegionTops) -> bool {
        if !self.merge(other) {
            return false;
        }
        for (a, b) in self.regions.iter_mut().zip(&other.regions) {
            if let (Some(x), Some(y)) = (&mut a.unmatched, b.unmatched) {
                x.first = x.first.min(y.first);
            }
        }
        true
    }

    /// Put together from parts read back (a partial's): `None` when they do not fit.
    pub fn from_parts(
        fields: Vec<String>,
        capacity: usize,
        regions: Vec<RegionTop>,
    ) -> Option<RegionTops> {
        let mut used = 0usize;
        for r in &regions {
            if let Some(s) = &r.sketches {
                if s.len() != fields.len() || s.iter().any(|s| s.capacity() > capacity) {
                    return None;
                }
                used += capacity * fields.len();
            }
        }
        if !(1..=CAPACITY).contains(&capacity) || used > MAX_COUNTERS {
            return None;
        }
        Some(RegionTops {
            fields,
            capacity,
            regions,
            counters_left: MAX_COUNTERS - used,
        })
    }

    /// Every region's counts, in key order.
    pub fn regions(&self) -> &[RegionTop] {
        &self.regions
    }
}

/// A value as kept: cut at [`MAX_VALUE_BYTES`] (on a character boundary) with `…`.
fn value_text(text: &str) -> std::borrow::Cow<'_, str> {
    if text.len() <= MAX_VALUE_BYTES {
        return text.into();
    }
    let mut end = MAX_VALUE_BYTES;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end]).into()
}
