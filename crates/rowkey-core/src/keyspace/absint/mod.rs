//! Abstract interpretation of a compiled template: for each segment, the language of byte
//! strings it can produce (from the field generators and the transforms), and whether it rises
//! or falls with insertion order.

use super::lang::{digits_needed, write_num, Lang, MAX_ENUM_BYTES, MAX_SET};
use super::ByteSet;
use crate::encode::ValueType;
use crate::gen::{CsvData, Generator, GeneratorSpec, Literals, PatternPiece};
use crate::java::{JInt, Width};
use crate::plan::ir::{Expr, Op, Src, Unit};

/// How a value moves as rows are written in insertion order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Trend {
    /// Never decreases (sequence numbers, timestamps).
    Increasing,
    /// Never increases (reversed timestamps).
    Decreasing,
    /// No order (hashes, salts, random values).
    None,
}

impl Trend {
    fn flip(self) -> Trend {
        match self {
            Trend::Increasing => Trend::Decreasing,
            Trend::Decreasing => Trend::Increasing,
            Trend::None => Trend::None,
        }
    }
}

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

/// A value's possibilities.
#[derive(Clone, Debug)]
pub enum Abs {
    /// An integer.
    Int(IntAbs),
    /// Text or bytes.
    Text(Lang, Trend),
}

fn width_range(w: Width) -> (i128, i128) {
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
        sorted.sort_by_key(|v| v.0);
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

    fn full(width: Width) -> IntAbs {
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
    fn map_values(
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
    fn bounded(lo: i128, hi: i128, width: Width, trend: Trend) -> IntAbs {
        let (min, max) = width_range(width);
        if lo < min || hi > max {
            IntAbs::full(width)
        } else {
            IntAbs::range(lo, hi, width, trend)
        }
    }
}

fn jint(v: i64, w: Width) -> JInt {
    match w {
        Width::Int => JInt::Int(v as i32),
        Width::Long => JInt::Long(v),
    }
}

/// Decimal text of the integers `lo..=hi` (uniform), zero-padded to `pad` as `%0Wd` does.
pub fn decimal_lang(lo: i128, hi: i128, pad: usize) -> Lang {
    // In floating point: the range may be as wide as i128 allows.
    let total = hi as f64 - lo as f64 + 1.0;
    let mut alts = Vec::new();
    if lo < 0 {
        let (a, b) = (hi.min(-1).unsigned_abs(), lo.unsigned_abs());
        let mags = digit_groups(a, b, 10, pad.saturating_sub(1));
        let n = (b - a) as f64 + 1.0;
        let neg = Lang::cat(vec![Lang::Lit(b"-".to_vec()), mags]);
        alts.push((neg, n / total));
    }
    if hi >= 0 {
        let (a, b) = (lo.max(0) as u128, hi as u128);
        alts.push((digit_groups(a, b, 10, pad), ((b - a) as f64 + 1.0) / total));
    }
    Lang::alt(alts)
}

/// Unpadded (or `pad`-padded) numbers `a..=b` in `radix`, grouped by digit count.
fn digit_groups(a: u128, b: u128, radix: u16, pad: usize) -> Lang {
    let fit = super::lang::max_digits(radix);
    if pad > fit {
        // Every digit past u128's width is a zero: spell that run once, not in every group.
        let zeros = Lang::Lit(vec![super::lang::digit_byte(0, radix); pad - fit]);
        return Lang::cat(vec![zeros, digit_groups(a, b, radix, fit)]);
    }
    let mut alts = Vec::new();
    let total = (b - a) as f64 + 1.0;
    let mut lo = a;
    while lo <= b {
        let d = digits_needed(lo, radix);
        let group_max = (radix as u128)
            .checked_pow(d as u32)
            .map_or(u128::MAX, |p| p - 1);
        let hi = b.min(group_max);
        let width = d.max(pad);
        alts.push((
            Lang::Num {
                lo,
                hi,
                radix,
                width,
            },
            ((hi - lo) as f64 + 1.0) / total,
        ));
        if hi == u128::MAX {
            break;
        }
        lo = hi + 1;
    }
    Lang::alt(alts)
}

/// Two's complement bytes of `lo..=hi` narrowed to `bytes` bytes, big-endian.
fn binary_lang(v: &IntAbs, bytes: usize) -> Lang {
    let bits = 8 * bytes as u32;
    let modulus = 1i128 << bits;
    let (min, max) = (-(modulus / 2), modulus / 2 - 1);
    if let Some(values) = &v.values {
        return Lang::set(
            values
                .iter()
                .map(|&(x, w)| {
                    (
                        write_num((x as i128).rem_euclid(modulus) as u128, 256, bytes),
                        w,
                    )
                })
                .collect(),
        );
    }
    if v.lo < min || v.hi > max {
        return Lang::cells(ByteSet::ALL, bytes);
    }
    let total = (v.hi - v.lo + 1) as f64;
    let mut alts = Vec::new();
    if v.lo < 0 {
        let (a, b) = (v.lo + modulus, v.hi.min(-1) + modulus);
        alts.push((
            Lang::Num {
                lo: a as u128,
                hi: b as u128,
                radix: 256,
                width: bytes,
            },
            (b - a + 1) as f64 / total,
        ));
    }
    if v.hi >= 0 {
        let (a, b) = (v.lo.max(0), v.hi);
        alts.push((
            Lang::Num {
                lo: a as u128,
                hi: b as u128,
                radix: 256,
                width: bytes,
            },
            (b - a + 1) as f64 / total,
        ));
    }
    Lang::alt(alts)
}

/// The language of a generator's values (text), or its integer range.
pub fn generator_abs(spec: &GeneratorSpec, data: Option<&CsvData>, count: u64) -> Abs {
    let last = count.saturating_sub(1) as i128;
    let text = |l: Lang| Abs::Text(l, Trend::None);
    match spec.generator() {
        Generator::Seq { start, step } => {
            let end = (*start as i128).saturating_add(last.saturating_mul(*step as i128));
            let trend = match step.signum() {
                1 => Trend::Increasing,
                -1 => Trend::Decreasing,
                _ => Trend::None,
            };
            Abs::Int(IntAbs::bounded(*start as i128, end, Width::Long, trend))
        }
        Generator::Int { lo, hi } => Abs::Int(IntAbs::range(
            *lo as i128,
            *hi as i128,
            Width::Long,
            Trend::None,
        )),
        Generator::Zipf { n, .. } => {
            Abs::Int(IntAbs::range(1, *n as i128, Width::Long, Trend::None))
        }
        Generator::Timestamp { start_ms, rate } => {
            // A tiny rate makes the span infinite (or NaN for a zero one): past i64 either way,
            // which `bounded` turns into the full range. `as` saturates, so this cannot wrap.
            let span = ((count as f64) * 1000.0 / rate).ceil();
            let span = if span.is_nan() {
                i128::MAX
            } else {
                span as i128
            };
            Abs::Int(IntAbs::bounded(
                *start_ms as i128,
                (*start_ms as i128).saturating_add(span),
                Width::Long,
                Trend::Increasing,
            ))
        }
        Generator::Uuid => {
            let hex = ByteSet::hex_lower();
            let dash = ByteSet::of(b"-");
            let mut cells = Vec::with_capacity(36);
            for i in 0..36 {
                cells.push(match i {
                    8 | 13 | 18 | 23 => dash,
                    14 => ByteSet::of(b"4"),
                    19 => ByteSet::of(b"89ab"),
                    _ => hex,
                });
            }
            text(Lang::Cells(cells))
        }
        Generator::Phone { prefixes } => {
            let n = prefixes.len().max(1) as f64;
            text(Lang::alt(
                prefixes
                    .iter()
                    .map(|p| {
                        let rest = 11usize.saturating_sub(p.len());
                        (
                            Lang::cat(vec![
                                Lang::Lit(p.as_bytes().to_vec()),
                                Lang::cells(ByteSet::digits(), rest),
                            ]),
                            1.0 / n,
                        )
                    })
                    .collect(),
            ))
        }
        Generator::Choice { values, weights } => {
            let ws: Vec<f64> = match weights {
                Some(w) => w.clone(),
                None => vec![1.0; values.len()],
            };
            literals_abs(values, &ws)
        }
        Generator::List { values } => literals_abs(values, &vec![1.0; values.len()]),
        Generator::Pattern { pieces, .. } => text(Lang::cat(
            pieces
                .iter()
                .map(|p| match p {
                    PatternPiece::Literal(s) => Lang::Lit(s.as_bytes().to_vec()),
                    PatternPiece::Digit => Lang::cells(ByteSet::digits(), 1),
                    PatternPiece::Lower => Lang::cells(ByteSet::from_ranges(&[(b'a', b'z')]), 1),
                    PatternPiece::Alnum => {
                        Lang::cells(ByteSet::from_ranges(&[(b'0', b'9'), (b'a', b'z')]), 1)
                    }
                })
                .collect(),
        )),
        Generator::HexStr { len } => text(Lang::cells(ByteSet::hex_lower(), *len)),
        Generator::Text { min, max } => {
            text(Lang::run(ByteSet::from_ranges(&[(b'a', b'z')]), *min, *max))
        }
        Generator::Csv { column } => match data.and_then(|d| d.column(column)) {
            Some(col) => match col.ints() {
                Some(ints) => Abs::Int(IntAbs::set(
                    ints.iter().map(|&v| (v, 1.0)).collect(),
                    Width::Long,
                    Trend::None,
                )),
                None => text(Lang::set(
                    col.cells()
                        .iter()
                        .map(|c| (c.as_bytes().to_vec(), 1.0))
                        .collect(),
                )),
            },
            None => text(Lang::run(ByteSet::from_ranges(&[(0x20, 0x7e)]), 0, 64)),
        },
    }
}

fn literals_abs(values: &Literals, weights: &[f64]) -> Abs {
    match values {
        Literals::Str(v) => Abs::Text(
            Lang::set(
                v.iter()
                    .zip(weights)
                    .map(|(s, &w)| (s.as_bytes().to_vec(), w))
                    .collect(),
            ),
            Trend::None,
        ),
        Literals::Int(v) => Abs::Int(IntAbs::set(
            v.iter().zip(weights).map(|(&x, &w)| (x, w)).collect(),
            Width::Long,
            Trend::None,
        )),
    }
}

/// Context for interpreting one template.
#[derive(Debug)]
pub struct Interp<'a> {
    /// Each plan field's possible values.
    pub fields: &'a [Abs],
    /// Hash the known values of small inputs exactly (the keys this design's data makes), or
    /// treat every hash as uniform over its range (the buckets the template defines).
    pub exact_hashes: bool,
}

impl Interp<'_> {
    /// The possibilities of a checked pipeline, given the language of what follows it (`rest`).
    pub fn expr(&self, e: &Expr, rest: &Lang) -> Abs {
        let mut v = match &e.source {
            Src::Field { index, ty } => match (&self.fields[*index], ty) {
                (Abs::Int(i), ValueType::Int(w)) => Abs::Int(IntAbs {
                    width: *w,
                    ..i.clone()
                }),
                (a, _) => a.clone(),
            },
            Src::Str(s) => Abs::Text(Lang::Lit(s.as_bytes().to_vec()), Trend::None),
            Src::Int(v) => Abs::Int(IntAbs::set(vec![(v.as_i64(), 1.0)], v.width(), Trend::None)),
            Src::Salt { buckets, .. } => Abs::Int(IntAbs::range(
                0,
                *buckets as i128 - 1,
                Width::Int,
                Trend::None,
            )),
            Src::Rest => Abs::Text(rest.clone(), Trend::None),
            Src::Concat(args) => {
                let mut trend = None;
                let parts = args
                    .iter()
                    .map(|a| {
                        let (l, t) = to_text(self.expr(a, rest));
                        trend.get_or_insert(t);
                        l
                    })
                    .collect();
                Abs::Text(Lang::cat(parts), trend.unwrap_or(Trend::None))
            }
        };
        for op in &e.ops {
            v = apply(&op.op, v, self.exact_hashes);
        }
        v
    }
}

/// A cheap over-approximation of a value: an integer's range without its known values, a
/// text's coarse shape (per-position byte sets or a run). Modelling from these costs little
/// per segment, whatever the fields hold.
pub fn coarse_abs(v: &Abs) -> Abs {
    match v {
        Abs::Int(i) => Abs::Int(IntAbs {
            values: None,
            ..i.clone()
        }),
        Abs::Text(l, t) => Abs::Text(super::nfa::coarse(l), *t),
    }
}

/// The key bytes of a value: ints as decimal text.
pub fn to_text(v: Abs) -> (Lang, Trend) {
    match v {
        Abs::Text(l, t) => (l, t),
        Abs::Int(i) => (int_to_decimal(&i, 0), i.trend),
    }
}

/// Digits of the widest `long` with its sign: zero padding past this is the same run of zeros
/// for every value.
const LONG_DEC: usize = 20;

fn int_to_decimal(i: &IntAbs, pad: usize) -> Lang {
    match &i.values {
        // Padded wider than any value needs: the shared zeros once, then the values at the
        // widest width (a set of long strings would repeat them for every value).
        Some(values) if pad > LONG_DEC => {
            let zeros = Lang::Lit(vec![b'0'; pad - LONG_DEC]);
            let mut alts = Vec::new();
            for negative in [true, false] {
                let group: Vec<(Vec<u8>, f64)> = values
                    .iter()
                    .filter(|&&(v, _)| (v < 0) == negative)
                    .map(|&(v, w)| {
                        let s = crate::java::format_dec(jint(v, i.width), LONG_DEC).into_bytes();
                        (s[usize::from(negative)..].to_vec(), w)
                    })
                    .collect();
                if group.is_empty() {
                    continue;
                }
                let mass = group.iter().map(|g| g.1).sum::<f64>();
                let sign = Lang::Lit(if negative { b"-".to_vec() } else { Vec::new() });
                alts.push((Lang::cat(vec![sign, zeros.clone(), Lang::set(group)]), mass));
            }
            Lang::alt(alts)
        }
        Some(values) => Lang::set(
            values
                .iter()
                .map(|&(v, w)| {
                    (
                        crate::java::format_dec(jint(v, i.width), pad).into_bytes(),
                        w,
                    )
                })
                .collect(),
        ),
        None => decimal_lang(i.lo, i.hi, pad),
    }
}

fn to_int(v: Abs) -> IntAbs {
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

/// `pad_left` / `pad_right` of a small set of long results: the strings grouped by their
/// padding, each group the padding then (or after) the strings as they were. Falls back to any
/// string over the alphabet in the padded length range when the set cannot be listed.
fn pad_by_length(l: &Lang, w: usize, c: char, left: bool) -> Lang {
    let Some(items) = l.enumerate(MAX_SET as u128) else {
        let (min, max) = l.len_range();
        let mut fill = [0u8; 4];
        let set = l
            .alphabet()
            .union(ByteSet::of(c.encode_utf8(&mut fill).as_bytes()));
        return Lang::run(set, min.max(w), max.max(w));
    };
    // (padding, the strings it pads, their probability)
    type Group = (Vec<u8>, Vec<(Vec<u8>, f64)>, f64);
    let mut groups: Vec<Group> = Vec::new();
    for (s, p) in items {
        let text = String::from_utf8_lossy(&s);
        let padded = if left {
            crate::java::pad_left(&text, w, c)
        } else {
            crate::java::pad_right(&text, w, c)
        }
        .into_bytes();
        // Lossy text (invalid UTF-8) pads differently from its bytes: keep it whole.
        let (pad, body) = if padded.len() >= s.len() && text.as_bytes() == s.as_slice() {
            let n = padded.len() - s.len();
            if left {
                (padded[..n].to_vec(), s)
            } else {
                (padded[s.len()..].to_vec(), s)
            }
        } else {
            (Vec::new(), padded)
        };
        match groups.iter_mut().find(|g| g.0 == pad) {
            Some(g) => {
                g.1.push((body, p));
                g.2 += p;
            }
            None => groups.push((pad, vec![(body, p)], p)),
        }
    }
    Lang::alt(
        groups
            .into_iter()
            .map(|(pad, body, p)| {
                let body = Lang::set(body);
                let parts = if left {
                    vec![Lang::Lit(pad), body]
                } else {
                    vec![body, Lang::Lit(pad)]
                };
                (Lang::cat(parts), p)
            })
            .collect(),
    )
}

fn bytes_of(v: Abs) -> (Lang, Trend) {
    to_text(v)
}

/// Hash outputs are uniform over their range, whatever went in; a small known input set
/// hashes to its exact outputs.
fn hash_int(v: Abs, op: &Op, exact: bool) -> Abs {
    let (l, _) = bytes_of(v);
    if let Some(items) = l.enumerate(MAX_SET as u128).filter(|_| exact) {
        let out: Vec<(i64, f64)> = items
            .iter()
            .map(|(s, w)| {
                let h = match op {
                    Op::Crc32 => crate::hash::crc32(s),
                    Op::JavaHash => crate::java::string_hash(&String::from_utf8_lossy(s)) as i64,
                    _ => crate::java::array_hash(s) as i64,
                };
                (h, *w)
            })
            .collect();
        let w = if matches!(op, Op::Crc32) {
            Width::Long
        } else {
            Width::Int
        };
        return Abs::Int(IntAbs::set(out, w, Trend::None));
    }
    Abs::Int(match op {
        Op::Crc32 => IntAbs {
            lo: 0,
            hi: u32::MAX as i128,
            width: Width::Long,
            values: None,
            trend: Trend::None,
        },
        _ => IntAbs::full(Width::Int),
    })
}

fn int_op(i: IntAbs, op: &Op) -> IntAbs {
    let promote = |n: &JInt| i.width.promote(n.width());
    match op {
        Op::Mod(n) | Op::AbsMod(n) => {
            let w = promote(n);
            let abs = matches!(op, Op::AbsMod(_));
            if let Some(r) = i.map_values(w, Trend::None, |x| {
                x.checked_rem(*n).map(|r| if abs { r.abs() } else { r })
            }) {
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
        Op::And(m) => {
            let w = promote(m);
            if let Some(r) = i.map_values(w, Trend::None, |x| Some(x.and(*m))) {
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
        Op::Abs => {
            if let Some(r) = i.map_values(i.width, Trend::None, |x| Some(x.abs())) {
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
        Op::Add(n) | Op::Sub(n) => {
            let w = promote(n);
            let d = if matches!(op, Op::Add(_)) {
                n.as_i64() as i128
            } else {
                -(n.as_i64() as i128)
            };
            if let Some(r) = i.map_values(w, i.trend, |x| {
                Some(if matches!(op, Op::Add(_)) {
                    x.wrapping_add(*n)
                } else {
                    x.wrapping_sub(*n)
                })
            }) {
                return r;
            }
            IntAbs::bounded(i.lo + d, i.hi + d, w, i.trend)
        }
        Op::Mul(n) => {
            let w = promote(n);
            let k = n.as_i64() as i128;
            let trend = if k < 0 {
                i.trend.flip()
            } else if k == 0 {
                Trend::None
            } else {
                i.trend
            };
            if let Some(r) = i.map_values(w, trend, |x| Some(x.wrapping_mul(*n))) {
                return r;
            }
            let (a, b) = (i.lo.saturating_mul(k), i.hi.saturating_mul(k));
            IntAbs::bounded(a.min(b), a.max(b), w, trend)
        }
        Op::Div(n) => {
            let w = promote(n);
            let k = n.as_i64() as i128;
            let trend = if k < 0 { i.trend.flip() } else { i.trend };
            if let Some(r) = i.map_values(w, trend, |x| x.checked_div(*n)) {
                return r;
            }
            let (a, b) = (i.lo / k, i.hi / k);
            IntAbs::bounded(a.min(b), a.max(b), w, trend)
        }
        Op::Rev => {
            let trend = i.trend.flip();
            if let Some(r) = i.map_values(Width::Long, trend, |x| {
                Some(JInt::Long(i64::MAX).wrapping_sub(x))
            }) {
                return r;
            }
            let max = i64::MAX as i128;
            IntAbs::bounded(max - i.hi, max - i.lo, Width::Long, trend)
        }
        _ => i,
    }
}

/// The effect of one operation.
pub fn apply(op: &Op, v: Abs, exact_hashes: bool) -> Abs {
    match op {
        Op::ParseInt { .. } => Abs::Int(to_int(v)),
        Op::IntToStr => {
            let (l, t) = to_text(v);
            Abs::Text(l, t)
        }
        Op::Md5 => {
            let (l, _) = bytes_of(v);
            let uniform = |_: &Lang| Lang::cells(ByteSet::ALL, 16);
            let out = if exact_hashes {
                l.map_strings(|s| crate::hash::md5(s).to_vec(), uniform)
            } else {
                uniform(&l)
            };
            Abs::Text(out, Trend::None)
        }
        Op::Crc32 | Op::JavaHash | Op::ArrayHash => hash_int(v, op, exact_hashes),
        Op::Mod(_)
        | Op::AbsMod(_)
        | Op::And(_)
        | Op::Abs
        | Op::Add(_)
        | Op::Sub(_)
        | Op::Mul(_)
        | Op::Div(_)
        | Op::Rev => Abs::Int(int_op(to_int(v), op)),
        Op::Dec(w) => {
            let i = to_int(v);
            Abs::Text(int_to_decimal(&i, *w), i.trend)
        }
        Op::HexInt(w) => {
            let i = to_int(v);
            let bits = if i.width == Width::Int { 32 } else { 64 };
            let lang = match &i.values {
                Some(values) => Lang::set(
                    values
                        .iter()
                        .map(|&(x, p)| {
                            (
                                crate::java::format_hex(jint(x, i.width), *w).into_bytes(),
                                p,
                            )
                        })
                        .collect(),
                ),
                None => {
                    let m = 1i128 << bits;
                    let total = (i.hi - i.lo + 1) as f64;
                    let mut alts = Vec::new();
                    if i.lo < 0 {
                        let (a, b) = ((i.lo + m) as u128, (i.hi.min(-1) + m) as u128);
                        alts.push((digit_groups(a, b, 16, *w), (b - a + 1) as f64 / total));
                    }
                    if i.hi >= 0 {
                        let (a, b) = (i.lo.max(0) as u128, i.hi as u128);
                        alts.push((digit_groups(a, b, 16, *w), (b - a + 1) as f64 / total));
                    }
                    Lang::alt(alts)
                }
            };
            Abs::Text(lang, if i.lo >= 0 { i.trend } else { Trend::None })
        }
        Op::HexBytes(w) => {
            let (l, t) = bytes_of(v);
            Abs::Text(l.hex(*w), t)
        }
        Op::HexBytesLeft(n) => {
            let (l, t) = bytes_of(v);
            Abs::Text(l.hex(0).slice(0, *n), t)
        }
        Op::Left(n, unit) | Op::Right(n, unit) | Op::Slice(_, n, unit) => {
            let (l, t) = bytes_of(v);
            let ascii = *unit == Unit::Byte || l.alphabet().iter().all(|b| b < 0x80);
            let out = if !ascii {
                let (min, max) = l.len_range();
                Lang::run(l.alphabet(), 0, max.min(n * 4).max(min.min(*n)))
            } else {
                match op {
                    Op::Left(..) => l.slice(0, *n),
                    Op::Right(..) => l.right(*n),
                    Op::Slice(a, b, _) => l.slice(*a, *b),
                    _ => l,
                }
            };
            let keeps_order = matches!(op, Op::Left(..)) || matches!(op, Op::Slice(0, ..));
            Abs::Text(out, if keeps_order { t } else { Trend::None })
        }
        Op::Reverse => {
            let (l, _) = bytes_of(v);
            Abs::Text(l.reverse(), Trend::None)
        }
        Op::Upper | Op::Lower => {
            let (l, t) = bytes_of(v);
            let upper = matches!(op, Op::Upper);
            Abs::Text(
                l.map_bytes(&|b: u8| {
                    if upper {
                        b.to_ascii_uppercase()
                    } else {
                        b.to_ascii_lowercase()
                    }
                }),
                t,
            )
        }
        Op::PadLeft(w, c) | Op::PadRight(w, c) => {
            let (l, t) = bytes_of(v);
            let left = matches!(op, Op::PadLeft(..));
            let out = match &l {
                // Unpadded numbers padded with zeros are the same numbers at a fixed width.
                Lang::Alt(items)
                    if left
                        && *c == '0'
                        && items
                            .iter()
                            .all(|(x, _)| matches!(x, Lang::Num { radix: 10, .. })) =>
                {
                    // Zeros past u128's digits are the same for every group: spelt once.
                    let fit = super::lang::max_digits(10);
                    let (zeros, w) = (w.saturating_sub(fit), (*w).min(fit));
                    let groups = Lang::alt(
                        items
                            .iter()
                            .map(|(x, p)| match x {
                                Lang::Num {
                                    lo,
                                    hi,
                                    radix,
                                    width,
                                } => (
                                    Lang::Num {
                                        lo: *lo,
                                        hi: *hi,
                                        radix: *radix,
                                        width: (*width).max(w),
                                    },
                                    *p,
                                ),
                                other => (other.clone(), *p),
                            })
                            .collect(),
                    );
                    Lang::cat(vec![Lang::Lit(vec![b'0'; zeros]), groups])
                }
                // Padded, the strings would be too many bytes to list: list each unpadded
                // string once and its padding once per length instead (exact, and small).
                _ if l.count(MAX_SET as u128).is_some_and(|n| {
                    n.saturating_mul(l.len_range().1.max(*w) as u128) > MAX_ENUM_BYTES
                }) =>
                {
                    pad_by_length(&l, *w, *c, left)
                }
                _ => l.map_strings(
                    |s| {
                        let text = String::from_utf8_lossy(s);
                        let padded = if left {
                            crate::java::pad_left(&text, *w, *c)
                        } else {
                            crate::java::pad_right(&text, *w, *c)
                        };
                        padded.into_bytes()
                    },
                    |l| {
                        let (min, max) = l.len_range();
                        let mut fill = [0u8; 4];
                        let set = l
                            .alphabet()
                            .union(ByteSet::of(c.encode_utf8(&mut fill).as_bytes()));
                        Lang::run(set, min.max(*w), max.max(*w))
                    },
                ),
            };
            Abs::Text(out, if left { t } else { Trend::None })
        }
        Op::Date(f) => {
            let i = to_int(v);
            let format = |ms: i64| -> Option<Vec<u8>> {
                let dt = chrono::DateTime::from_timestamp_millis(ms)?;
                Some(
                    dt.format_with_items(f.items.iter())
                        .to_string()
                        .into_bytes(),
                )
            };
            let items: Vec<(Vec<u8>, f64)> = match &i.values {
                Some(values) => values
                    .iter()
                    .filter_map(|&(x, w)| Some((format(x)?, w)))
                    .collect(),
                None => {
                    // Formatting is monotone for big-endian formats; evenly spaced probes give
                    // the distinct outputs and their shares closely enough.
                    let probes = 1024i128;
                    (0..=probes)
                        .filter_map(|k| {
                            let ms = i.lo + (i.hi - i.lo) * k / probes;
                            Some((format(i64::try_from(ms).ok()?)?, 1.0))
                        })
                        .collect()
                }
            };
            let trend = if f.text.starts_with("%Y") {
                i.trend
            } else {
                Trend::None
            };
            if items.is_empty() {
                Abs::Text(
                    Lang::run(ByteSet::from_ranges(&[(0x20, 0x7e)]), 0, 32),
                    Trend::None,
                )
            } else {
                Abs::Text(Lang::set(items), trend)
            }
        }
        Op::I64 | Op::I32 | Op::I16 | Op::I8 => {
            let i = to_int(v);
            let bytes = match op {
                Op::I64 => 8,
                Op::I32 => 4,
                Op::I16 => 2,
                _ => 1,
            };
            let trend = if i.lo >= 0 { i.trend } else { Trend::None };
            Abs::Text(binary_lang(&i, bytes), trend)
        }
        Op::Sortable => {
            let (l, t) = bytes_of(v);
            Abs::Text(l.flip_first_bit(), t)
        }
        Op::Desc => {
            let (l, t) = bytes_of(v);
            Abs::Text(l.invert(), t.flip())
        }
        Op::Utf8 => {
            let (l, t) = bytes_of(v);
            Abs::Text(l, t)
        }
    }
}
