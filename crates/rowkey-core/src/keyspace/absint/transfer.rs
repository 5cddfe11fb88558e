//! The transfer function of every operation: what a value can be after it.

use super::arith::{hash_int, int_op};
use super::int::to_int;
use super::numbers::{binary_lang, hex_int_lang, int_to_decimal, to_text};
use super::text::{date, pad};
use super::{Abs, Trend};
use crate::keyspace::lang::Lang;
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
            Abs::Text(pad(&l, *w, *c, left), if left { t } else { Trend::None })
        }
        Op::Date(f) => date(&to_int(v), f),
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

fn bytes_of(v: Abs) -> (Lang, Trend) {
    to_text(v)
}
