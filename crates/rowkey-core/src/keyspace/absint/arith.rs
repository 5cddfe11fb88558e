//! Transfer functions of the integer operations (Java arithmetic on ranges and value sets) and
//! of the hashes that produce integers.

use super::int::{width_range, IntAbs};
use super::numbers::to_text;
use super::{Abs, Trend};
use crate::java::{JInt, Width};
use crate::keyspace::lang::MAX_SET;
use crate::plan::ir::{IntHash, IntRule};

/// Hash outputs are uniform over their range, whatever went in; a small known input set
/// hashes to its exact outputs.
pub(super) fn hash_int(v: Abs, hash: IntHash, exact: bool) -> Abs {
    let (l, _) = to_text(v);
    if let Some(items) = l.enumerate(MAX_SET as u128).filter(|_| exact) {
        let out: Vec<(i64, f64)> = items.iter().map(|(s, w)| (hash.of(s), *w)).collect();
        return Abs::Int(IntAbs::set(out, hash.width(), Trend::None));
    }
    let (lo, hi) = hash.range();
    Abs::Int(IntAbs::range(lo, hi, hash.width(), Trend::None))
}

/// What an integer can be after `rule`.
pub(super) fn int_op(i: IntAbs, rule: IntRule) -> IntAbs {
    let promote = |n: JInt| i.width.promote(n.width());
    match rule {
        IntRule::Mod(n) | IntRule::AbsMod(n) => {
            let w = promote(n);
            let abs = matches!(rule, IntRule::AbsMod(_));
            if let Some(r) = i.map_values(w, Trend::None, |x| rule.apply(x)) {
                return r;
            }
            let m = (n.as_i64() as i128).abs();
            if i.lo >= 0 && i.hi < m {
                return IntAbs { width: w, ..i };
            }
            let lo = if i.lo < 0 && !abs { -(m - 1) } else { 0 };
            let hi = if i.hi > 0 || abs { m - 1 } else { 0 };
            IntAbs::range(lo, hi, w, Trend::None)
        }
        IntRule::And(m) => {
            let w = promote(m);
            if let Some(r) = i.map_values(w, Trend::None, |x| rule.apply(x)) {
                return r;
            }
            let mask = m.as_i64() as i128;
            if mask < 0 {
                return IntAbs::full(w);
            }
            if i.lo >= 0 && i.hi <= mask && (mask + 1) & mask == 0 {
                return IntAbs { width: w, ..i };
            }
            IntAbs::range(0, mask, w, Trend::None)
        }
        IntRule::Abs => {
            if let Some(r) = i.map_values(i.width, Trend::None, |x| rule.apply(x)) {
                return r;
            }
            if i.lo >= 0 {
                i
            } else if i.hi <= 0 {
                IntAbs::bounded(-i.hi, -i.lo, i.width, i.trend.flip())
            } else {
                IntAbs::range(
                    0,
                    i.hi.max(-i.lo).min(width_range(i.width).1),
                    i.width,
                    Trend::None,
                )
            }
        }
        IntRule::Add(n) | IntRule::Sub(n) => {
            let w = promote(n);
            let d = if matches!(rule, IntRule::Add(_)) {
                n.as_i64() as i128
            } else {
                -(n.as_i64() as i128)
            };
            if let Some(r) = i.map_values(w, i.trend, |x| rule.apply(x)) {
                return r;
            }
            IntAbs::bounded(i.lo + d, i.hi + d, w, i.trend)
        }
        IntRule::Mul(n) => {
            let w = promote(n);
            let k = n.as_i64() as i128;
            let trend = if k < 0 {
                i.trend.flip()
            } else if k == 0 {
                Trend::None
            } else {
                i.trend
            };
            if let Some(r) = i.map_values(w, trend, |x| rule.apply(x)) {
                return r;
            }
            let (a, b) = (i.lo.saturating_mul(k), i.hi.saturating_mul(k));
            IntAbs::bounded(a.min(b), a.max(b), w, trend)
        }
        IntRule::Div(n) => {
            let w = promote(n);
            let k = n.as_i64() as i128;
            let trend = if k < 0 { i.trend.flip() } else { i.trend };
            if let Some(r) = i.map_values(w, trend, |x| rule.apply(x)) {
                return r;
            }
            let (a, b) = (i.lo / k, i.hi / k);
            IntAbs::bounded(a.min(b), a.max(b), w, trend)
        }
        IntRule::Rev => {
            let trend = i.trend.flip();
            if let Some(r) = i.map_values(Width::Long, trend, |x| rule.apply(x)) {
                return r;
            }
            let max = i64::MAX as i128;
            IntAbs::bounded(max - i.hi, max - i.lo, Width::Long, trend)
        }
    }
}
