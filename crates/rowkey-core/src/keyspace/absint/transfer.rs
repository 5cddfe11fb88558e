//! The transfer functions of every operation: what a value can be after it, as the keyspace
//! models it ([`apply`]) and as the decoder's coarser shape of a segment does ([`shape_after`]).

use super::arith::{hash_int, int_op};
use super::int::to_int;
use super::numbers::{binary_lang, hex_int_lang, int_to_decimal, to_text};
use super::text::{date, pad};
use super::{Abs, Trend};
use crate::keyspace::lang::ByteLang;
use crate::keyspace::ByteSet;
use crate::plan::ir::{IntHash, Length, Op, Unit};
use crate::readback::{date_width, digits, int, Alphabet, Shape, ANY};

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
            let uniform = |_: &ByteLang| ByteLang::cells(ByteSet::ALL, 16);
            let out = if exact_hashes {
                l.map_strings(|s| crate::hash::md5(s).to_vec(), uniform)
            } else {
                uniform(&l)
            };
            Abs::Text(out, Trend::None)
        }
        Op::Crc32 => hash_int(v, IntHash::Crc32, exact_hashes),
        Op::JavaHash => hash_int(v, IntHash::JavaHash, exact_hashes),
        Op::ArrayHash => hash_int(v, IntHash::ArrayHash, exact_hashes),
        Op::Int(rule) => Abs::Int(int_op(to_int(v), *rule)),
        Op::Dec(w) => {
            let i = to_int(v);
            Abs::Text(int_to_decimal(&i, *w), i.trend)
        }
        Op::HexInt(w) => {
            let i = to_int(v);
            Abs::Text(
                hex_int_lang(&i, *w),
                if i.lo >= 0 { i.trend } else { Trend::None },
            )
        }
        Op::HexBytes(w) => {
            let (l, t) = bytes_of(v);
            Abs::Text(l.hex(*w), t)
        }
        Op::HexBytesLeft(n) => {
            let (l, t) = bytes_of(v);
            Abs::Text(l.hex(0).slice(0, *n), t)
        }
        Op::Left(n, unit) => cut(v, *unit, *n, true, |l| l.slice(0, *n)),
        Op::Right(n, unit) => cut(v, *unit, *n, false, |l| l.right(*n)),
        Op::Slice(a, b, unit) => cut(v, *unit, *b, *a == 0, |l| l.slice(*a, *b)),
        Op::Reverse => {
            let (l, _) = bytes_of(v);
            Abs::Text(l.reverse(), Trend::None)
        }
        Op::Upper => case(v, u8::to_ascii_uppercase),
        Op::Lower => case(v, u8::to_ascii_lowercase),
        Op::PadLeft(w, c) => {
            let (l, t) = bytes_of(v);
            Abs::Text(pad(&l, *w, *c, true), t)
        }
        Op::PadRight(w, c) => {
            let (l, _) = bytes_of(v);
            Abs::Text(pad(&l, *w, *c, false), Trend::None)
        }
        Op::Date(f) => date(&to_int(v), f),
        Op::I64 => binary(v, 8),
        Op::I32 => binary(v, 4),
        Op::I16 => binary(v, 2),
        Op::I8 => binary(v, 1),
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

/// What `op` makes of a segment's shape `s`: the coarse model of its output that
/// `rowkey decode` cuts keys with (a fixed width, the bytes it can hold), from the template
/// alone.
pub(crate) fn shape_after(op: &Op, s: Shape) -> Shape {
    let ascii_width = |s: Shape| match s.alphabet {
        Alphabet::Any => None,
        _ => s.width,
    };
    match op {
        Op::ParseInt { .. } | Op::Crc32 | Op::JavaHash | Op::ArrayHash => int(None),
        Op::Int(rule) => int(rule.nonneg_max()),
        Op::IntToStr | Op::Dec(0) => Shape {
            width: s.nonneg_max.filter(|&m| m < 10).map(|_| 1),
            ..int(None)
        },
        Op::Dec(w) => Shape {
            width: s.nonneg_max.filter(|&m| digits(m, 10) <= *w).map(|_| *w),
            ..int(None)
        },
        Op::HexInt(w) => Shape {
            width: s.nonneg_max.filter(|&m| digits(m, 16) <= *w).map(|_| *w),
            alphabet: Alphabet::Hex,
            nonneg_max: None,
        },
        Op::HexBytes(w) => Shape {
            width: s.width.map(|n| (2 * n).max(*w)),
            alphabet: Alphabet::Hex,
            nonneg_max: None,
        },
        Op::HexBytesLeft(n) => Shape {
            width: s.width.map(|k| (2 * k).min(*n)),
            alphabet: Alphabet::Hex,
            nonneg_max: None,
        },
        Op::Left(n, unit) | Op::Right(n, unit) => Shape {
            width: match unit {
                Unit::Byte => s.width.map(|k| k.min(*n)),
                Unit::Char => ascii_width(s).map(|k| k.min(*n)),
            },
            ..s
        },
        Op::Slice(a, b, unit) => Shape {
            width: match unit {
                Unit::Byte => s.width,
                Unit::Char => ascii_width(s),
            }
            .map(|k| k.min(*b).saturating_sub(*a)),
            ..s
        },
        Op::Reverse => s,
        Op::Upper | Op::Lower => Shape {
            width: ascii_width(s),
            ..s
        },
        Op::PadLeft(w, c) | Op::PadRight(w, c) => Shape {
            width: ascii_width(s)
                .filter(|&k| c.is_ascii() && k <= *w)
                .map(|_| *w),
            alphabet: if c.is_ascii() && s.alphabet != Alphabet::Any {
                match s.alphabet {
                    Alphabet::Decimal if *c == '0' => Alphabet::Decimal,
                    Alphabet::Hex if c.is_ascii_digit() => Alphabet::Hex,
                    _ => Alphabet::Ascii,
                }
            } else {
                Alphabet::Any
            },
            nonneg_max: None,
        },
        Op::Date(f) => Shape {
            width: date_width(f),
            alphabet: Alphabet::Any,
            nonneg_max: None,
        },
        // Binary output whose length the facts fix (a digest, a binary int).
        Op::Md5 | Op::I64 | Op::I32 | Op::I16 | Op::I8 => Shape {
            width: match op.facts().length {
                Length::Fixed(n) => Some(n),
                Length::Same | Length::Hex | Length::OfAsciiLength | Length::Varies => None,
            },
            ..ANY
        },
        Op::Sortable | Op::Utf8 => s,
        Op::Desc => Shape {
            alphabet: Alphabet::Any,
            ..s
        },
    }
}

fn bytes_of(v: Abs) -> (ByteLang, Trend) {
    to_text(v)
}

/// `left`, `right` or `slice` (`take`), keeping at most `n` units; `keeps_order` when it keeps
/// the value's start. Non-ASCII text is cut by UTF-16 units, which a byte language cannot
/// follow: then only the lengths are known.
fn cut(
    v: Abs,
    unit: Unit,
    n: usize,
    keeps_order: bool,
    take: impl Fn(ByteLang) -> ByteLang,
) -> Abs {
    let (l, t) = bytes_of(v);
    let ascii = unit == Unit::Byte || l.alphabet().iter().all(|b| b < 0x80);
    let out = if ascii {
        take(l)
    } else {
        let (min, max) = l.len_range();
        ByteLang::run(l.alphabet(), 0, max.min(n * 4).max(min.min(n)))
    };
    Abs::Text(out, if keeps_order { t } else { Trend::None })
}

/// `upper` / `lower`, mapping each ASCII byte.
fn case(v: Abs, map: fn(&u8) -> u8) -> Abs {
    let (l, t) = bytes_of(v);
    Abs::Text(l.map_bytes(&|b: u8| map(&b)), t)
}

/// A big-endian two's complement integer of `bytes` bytes.
fn binary(v: Abs, bytes: usize) -> Abs {
    let i = to_int(v);
    let trend = if i.lo >= 0 { i.trend } else { Trend::None };
    Abs::Text(binary_lang(&i, bytes), trend)
}
