//! The transfer function of every operation: what a value can be after it.

use super::arith::{hash_int, int_op};
use super::int::{jint, to_int};
use super::numbers::{binary_lang, digit_groups, int_to_decimal, to_text};
use super::{Abs, Trend};
use crate::java::Width;
use crate::keyspace::lang::{self, Lang, MAX_ENUM_BYTES, MAX_SET};
use crate::keyspace::ByteSet;
use crate::plan::ir::{Op, Unit};

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
                    let fit = lang::max_digits(10);
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
