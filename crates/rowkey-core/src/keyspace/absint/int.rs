//! Integer values: a range, and the exact values with their probabilities when there are few.

use super::{Abs, Trend};
use crate::java::{JInt, Width};
use crate::keyspace::lang::MAX_SET;
use crate::keyspace::ByteSet;

/// An integer's possible values.
#[derive(Clone, Debug)]
pub struct IntAbs {
    /// Smallest value.
    pub lo: i128,
    /// Largest value.
    pub hi: i128,
    /// Java width.
    pub width: Width,
    /// The exact values with their probabilities, when there are few.
    pub values: Option<Vec<(i64, f64)>>,
    /// Movement with insertion order.
    pub trend: Trend,
}

pub(super) fn width_range(w: Width) -> (i128, i128) {
    match w {
        Width::Int => (i32::MIN as i128, i32::MAX as i128),
        Width::Long => (i64::MIN as i128, i64::MAX as i128),
    }
}

impl IntAbs {
    /// Uniform over `lo..=hi`.
    pub fn range(lo: i128, hi: i128, width: Width, trend: Trend) -> IntAbs {
        let (lo, hi) = (lo.min(hi), lo.max(hi));
        let values = hi
            .checked_sub(lo)
            .is_some_and(|d| d < MAX_SET as i128)
            .then(|| {
                let n = (hi - lo + 1) as f64;
                (lo..=hi).map(|v| (v as i64, 1.0 / n)).collect()
            });
        IntAbs {
            lo,
            hi,
            width,
            values,
            trend,
        }
    }

    /// Exactly these values.
    pub fn set(values: Vec<(i64, f64)>, width: Width, trend: Trend) -> IntAbs {
        let lo = values.iter().map(|v| v.0).min().unwrap_or(0) as i128;
        let hi = values.iter().map(|v| v.0).max().unwrap_or(0) as i128;
        let mut merged: Vec<(i64, f64)> = Vec::new();
        let mut sorted = values;
        crate::order::sort_by_key(&mut sorted, |v| v.0);
        for (v, w) in sorted {
            match merged.last_mut() {
                Some((l, lw)) if *l == v => *lw += w,
                _ => merged.push((v, w)),
            }
        }
        IntAbs {
            lo,
            hi,
            width,
            values: Some(merged),
            trend,
        }
    }

    pub(super) fn full(width: Width) -> IntAbs {
        let (lo, hi) = width_range(width);
        IntAbs {
            lo,
            hi,
            width,
            values: None,
            trend: Trend::None,
        }
    }

    /// Apply a Java operation value by value where the values are known.
    pub(super) fn map_values(
        &self,
        width: Width,
        trend: Trend,
        f: impl Fn(JInt) -> Option<JInt>,
    ) -> Option<IntAbs> {
        let values = self.values.as_ref()?;
        let mapped: Vec<(i64, f64)> = values
            .iter()
            .filter_map(|&(v, w)| f(jint(v, self.width)).map(|r| (r.as_i64(), w)))
            .collect();
        Some(IntAbs::set(mapped, width, trend))
    }

    /// Clamp a computed range to the width; a range that would wrap becomes the full range.
    pub(super) fn bounded(lo: i128, hi: i128, width: Width, trend: Trend) -> IntAbs {
        let (min, max) = width_range(width);
        if lo < min || hi > max {
            IntAbs::full(width)
        } else {
            IntAbs::range(lo, hi, width, trend)
        }
    }
}

pub(super) fn jint(v: i64, w: Width) -> JInt {
    match w {
        Width::Int => JInt::Int(v as i32),
        Width::Long => JInt::Long(v),
    }
}

/// A value read as an integer: text as the numbers it spells (as `parse_int` reads it).
pub(super) fn to_int(v: Abs) -> IntAbs {
    match v {
        Abs::Int(i) => i,
        Abs::Text(l, trend) => match l.enumerate(MAX_SET as u128) {
            Some(items) => {
                let values: Vec<(i64, f64)> = items
                    .into_iter()
                    .filter_map(|(s, w)| {
                        std::str::from_utf8(&s)
                            .ok()?
                            .parse::<i64>()
                            .ok()
                            .map(|v| (v, w))
                    })
                    .collect();
                if values.is_empty() {
                    IntAbs::full(Width::Long)
                } else {
                    IntAbs::set(values, Width::Long, trend)
                }
            }
            None => {
                // Digits of a bounded length parse to a bounded range.
                let (_, max) = l.len_range();
                let numeric = ByteSet::digits().union(ByteSet::of(b"-+"));
                if l.alphabet().iter().all(|b| numeric.contains(b)) && max <= 18 {
                    let m = 10i128.pow(max as u32);
                    let lo = if l.alphabet().contains(b'-') { -m } else { 0 };
                    IntAbs {
                        lo,
                        hi: m - 1,
                        width: Width::Long,
                        values: None,
                        trend,
                    }
                } else {
                    IntAbs {
                        trend,
                        ..IntAbs::full(Width::Long)
                    }
                }
            }
        },
    }
}
