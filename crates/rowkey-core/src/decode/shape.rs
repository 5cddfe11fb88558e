//! What the template alone says about a segment's bytes: a fixed width, or the bytes it can
//! hold (to know whether a separator after it can also occur inside it).

use crate::plan::ir::{Expr, IntRule, Length, Op, Src, Unit};

/// A segment's output as far as the template tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    /// Bytes always written, when that number is fixed.
    pub width: Option<usize>,
    /// The bytes it can hold.
    pub alphabet: Alphabet,
    /// For an int: its largest value when it is known never to be negative.
    nonneg_max: Option<u64>,
}

/// The bytes a value can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Alphabet {
    /// `0-9` and `-`.
    Decimal,
    /// `0-9a-f`.
    Hex,
    /// Any ASCII byte.
    Ascii,
    /// Any byte.
    Any,
}

impl Alphabet {
    /// Whether `b` can occur in a value of this alphabet.
    pub fn holds(self, b: u8) -> bool {
        match self {
            Alphabet::Decimal => b.is_ascii_digit() || b == b'-',
            Alphabet::Hex => b.is_ascii_digit() || (b'a'..=b'f').contains(&b),
            Alphabet::Ascii => b.is_ascii(),
            Alphabet::Any => true,
        }
    }
}

const ANY: Shape = Shape {
    width: None,
    alphabet: Alphabet::Any,
    nonneg_max: None,
};

fn digits(mut v: u64, base: u64) -> usize {
    let mut n = 1;
    while v >= base {
        v /= base;
        n += 1;
    }
    n
}

/// The shape of `expr`'s bytes.
pub(crate) fn shape(expr: &Expr) -> Shape {
    let mut s = match &expr.source {
        Src::Str(t) => Shape {
            width: Some(t.len()),
            alphabet: if t.is_ascii() {
                Alphabet::Ascii
            } else {
                Alphabet::Any
            },
            nonneg_max: None,
        },
        Src::Int(i) => Shape {
            width: Some(i.to_decimal().len()),
            alphabet: Alphabet::Decimal,
            nonneg_max: u64::try_from(i.as_i64()).ok(),
        },
        Src::Salt { buckets, .. } => Shape {
            width: None,
            alphabet: Alphabet::Decimal,
            nonneg_max: Some(u64::from(buckets.saturating_sub(1))),
        },
        Src::Field { .. } | Src::Rest | Src::Concat(_) => ANY,
    };
    for op in expr.ops.iter().map(|o| &o.op) {
        s = step(s, op);
    }
    if expr.ty.name() == "int" || expr.ty.name() == "long" {
        // An int at the end of a segment is written as decimal text.
        s = step(s, &Op::IntToStr);
    }
    s
}

fn int(nonneg_max: Option<u64>) -> Shape {
    Shape {
        width: None,
        alphabet: Alphabet::Decimal,
        nonneg_max,
    }
}

fn step(s: Shape, op: &Op) -> Shape {
    let ascii_width = |s: Shape| match s.alphabet {
        Alphabet::Any => None,
        _ => s.width,
    };
    match op {
        Op::ParseInt { .. } | Op::Crc32 | Op::JavaHash | Op::ArrayHash => int(None),
        Op::Int(IntRule::AbsMod(n)) => int(n
            .as_i64()
            .checked_abs()
            .map(|n| (n as u64).saturating_sub(1))),
        Op::Int(IntRule::And(m)) if m.as_i64() >= 0 => int(Some(m.as_i64() as u64)),
        Op::Int(IntRule::Mod(_))
        | Op::Int(IntRule::And(_))
        | Op::Int(IntRule::Abs)
        | Op::Int(IntRule::Add(_))
        | Op::Int(IntRule::Sub(_))
        | Op::Int(IntRule::Mul(_))
        | Op::Int(IntRule::Div(_)) => int(None),
        Op::Int(IntRule::Rev) => int(None),
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

/// The width of a date format when times across the years 1000–9999 and every month and day
/// length all write the same number of bytes.
fn date_width(f: &crate::plan::ir::DateFormat) -> Option<usize> {
    let items = f.items()?;
    // 1000-01-01, 9999-12-31 23:59:59.999, and a day in each month of 2001 at varied hours.
    let mut times: Vec<i64> = vec![-30_610_224_000_000, 253_402_300_799_999];
    times.extend((0..12).map(|m| 978_307_200_000 + m * 2_678_400_000 + m * 3_723_004));
    let mut width = None;
    for ms in times {
        let dt = chrono::DateTime::from_timestamp_millis(ms)?;
        let n = dt.format_with_items(items.iter()).to_string().len();
        match width {
            None => width = Some(n),
            Some(w) if w != n => return None,
            Some(_) => {}
        }
    }
    width
}
