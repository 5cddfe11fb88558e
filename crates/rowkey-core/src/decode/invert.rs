//! Each operation run backwards: from the bytes (or int) it gave, what its input was — exactly,
//! in part, or not at all.
//!
//! Whether an operation can be read back, and so which one to name when a value is lost, is its
//! fact ([`Op::inverse_in`], from [`Op::facts`]); how it is read back is said here, in a
//! `match` on [`Op`] with no catch-all arm, so a new transform does not compile until it is.

use super::Partial;
use crate::java::{JInt, Width};
use crate::plan::ir::{Expr, IntRule, Inverse, Length, Op, Src, Unit};
use crate::value::ValueType;

/// What is known of a value at one step of a pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Known {
    /// Text or bytes, exactly.
    Bytes(Vec<u8>),
    /// An int, exactly.
    Int(JInt),
    /// Part of it.
    Partial(Partial),
    /// Nothing: `transform` (as written) loses what came before it.
    Opaque(String),
}

/// Why bytes cannot have come out of a transform (`dec` never writes `x`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct NotForm {
    /// The transform as written.
    pub transform: String,
    /// What it was given to read back.
    pub found: Vec<u8>,
}

/// The type each op of `expr` receives, in order.
fn input_types(expr: &Expr) -> Vec<ValueType> {
    let mut ty = match &expr.source {
        Src::Field { ty, .. } => *ty,
        Src::Str(_) | Src::Rest => ValueType::Str,
        Src::Int(i) => ValueType::Int(i.width()),
        Src::Concat(_) => ValueType::Bytes,
        Src::Salt { .. } => ValueType::Int(Width::Int),
    };
    let mut out = Vec::with_capacity(expr.ops.len());
    for op in expr.ops.iter().map(|o| &o.op) {
        out.push(ty);
        ty = output_type(op, ty);
    }
    out
}

fn output_type(op: &Op, ty: ValueType) -> ValueType {
    let width = |w: Width| match ty {
        ValueType::Int(t) => ValueType::Int(t.promote(w)),
        _ => ValueType::Int(w),
    };
    match op {
        Op::ParseInt { .. } | Op::Crc32 | Op::Int(IntRule::Rev) => ValueType::Int(Width::Long),
        Op::JavaHash | Op::ArrayHash => ValueType::Int(Width::Int),
        Op::Int(IntRule::Mod(n))
        | Op::Int(IntRule::AbsMod(n))
        | Op::Int(IntRule::And(n))
        | Op::Int(IntRule::Add(n))
        | Op::Int(IntRule::Sub(n))
        | Op::Int(IntRule::Mul(n))
        | Op::Int(IntRule::Div(n)) => width(n.width()),
        Op::Int(IntRule::Abs) => ty,
        Op::IntToStr
        | Op::Dec(_)
        | Op::HexInt(_)
        | Op::HexBytes(_)
        | Op::HexBytesLeft(_)
        | Op::Date(_) => ValueType::Str,
        Op::Left(..)
        | Op::Right(..)
        | Op::Slice(..)
        | Op::Reverse
        | Op::Upper
        | Op::Lower
        | Op::PadLeft(..)
        | Op::PadRight(..) => ty,
        Op::Md5 | Op::I64 | Op::I32 | Op::I16 | Op::I8 | Op::Sortable | Op::Desc | Op::Utf8 => {
            ValueType::Bytes
        }
    }
}

/// Run `expr`'s operations backwards from `bytes`, the segment's bytes in the key: what its
/// source held. `text` is the template (for naming transforms).
pub(crate) fn invert(expr: &Expr, bytes: &[u8], text: &str) -> Result<Known, NotForm> {
    let name = |i: usize| {
        let s = expr.ops[i].span;
        text.get(s.start..s.end).unwrap_or("?").to_string()
    };
    let mut cur = Known::Bytes(bytes.to_vec());
    if matches!(expr.ty, ValueType::Int(_)) {
        // An int at the end of a segment is written as decimal text.
        cur = Known::Int(parse_decimal(bytes, expr.ty).ok_or_else(|| NotForm {
            transform: "dec".into(),
            found: bytes.to_vec(),
        })?);
    }
    let types = input_types(expr);
    for i in (0..expr.ops.len()).rev() {
        let prev = i.checked_sub(1).map(|p| &expr.ops[p].op);
        cur = match cur {
            Known::Bytes(_) | Known::Int(_) => step_back(&expr.ops[i].op, cur, types[i], prev)
                .map_err(|found| NotForm {
                    transform: name(i),
                    found,
                })?,
            Known::Partial(p) => match expr.ops[i].op {
                // A type change or a parse of text keeps what is known.
                Op::Utf8 | Op::ParseInt { .. } => Known::Partial(p),
                _ if lossy(expr, &types, i) => Known::Opaque(name(i)),
                _ => Known::Opaque(name(i + 1)),
            },
            Known::Opaque(_) if lossy(expr, &types, i) => Known::Opaque(name(i)),
            Known::Opaque(t) => Known::Opaque(t),
        };
        if let Known::Opaque(t) = &cur {
            if t.is_empty() {
                cur = Known::Opaque(name(i));
            }
        }
    }
    Ok(cur)
}

/// The width in bits of a cast that reads back a value which may have been cut: a cast to a
/// narrower int straight from the field (or its parsed text) reads back what the bytes hold,
/// which is the value only when it fitted ([`Op::inverse_in`]). `None` when the segment has no
/// such cast.
pub(super) fn cut_bits(expr: &Expr) -> Option<u32> {
    let types = input_types(expr);
    expr.ops.iter().enumerate().find_map(|(i, at)| {
        let prev = i.checked_sub(1).map(|p| &expr.ops[p].op);
        let input = int_width(types[i]);
        let input_bits = input.bits();
        match at.op.facts().loss {
            crate::plan::ir::Loss::Narrow(bits)
                if bits < input_bits && at.op.inverse_in(prev, input) == Inverse::Exact =>
            {
                Some(bits)
            }
            _ => None,
        }
    })
}

/// Whether the op at `i` can lose what reached it ([`Op::loses_in`]): the one to name when a
/// value is lost is the first such op.
fn lossy(expr: &Expr, types: &[ValueType], i: usize) -> bool {
    let prev = i.checked_sub(1).map(|p| &expr.ops[p].op);
    expr.ops[i].op.loses_in(prev, int_width(types[i]))
}

/// The width of an int of type `ty`; text and bytes are read as a `long`.
fn int_width(ty: ValueType) -> Width {
    match ty {
        ValueType::Int(w) => w,
        _ => Width::Long,
    }
}

fn opaque() -> Known {
    Known::Opaque(String::new())
}

/// `s` read as the canonical decimal text of an int of type `ty`.
fn parse_decimal(s: &[u8], ty: ValueType) -> Option<JInt> {
    let t = std::str::from_utf8(s).ok()?;
    let digits = t.strip_prefix('-').unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    narrow(JInt::Long(t.parse::<i64>().ok()?), ty)
}

/// `v` as a value of `ty`, when it fits.
fn narrow(v: JInt, ty: ValueType) -> Option<JInt> {
    match ty {
        ValueType::Int(Width::Int) => i32::try_from(v.as_i64()).ok().map(JInt::Int),
        _ => Some(JInt::Long(v.as_i64())),
    }
}

fn text(b: &[u8]) -> Result<&str, Vec<u8>> {
    std::str::from_utf8(b).map_err(|_| b.to_vec())
}

/// One op backwards from an exact output. `Err` holds bytes the op cannot have written.
fn step_back(op: &Op, out: Known, ty: ValueType, prev: Option<&Op>) -> Result<Known, Vec<u8>> {
    let int_in = |v: JInt| -> Result<Known, Vec<u8>> {
        Ok(narrow(v, ty).map(Known::Int).unwrap_or_else(opaque))
    };
    match out {
        Known::Int(v) => match op {
            Op::Int(IntRule::Add(n)) => int_in(v.wrapping_sub(*n)),
            Op::Int(IntRule::Sub(n)) => int_in(v.wrapping_add(*n)),
            Op::Int(IntRule::Rev) => int_in(JInt::Long(i64::MAX).wrapping_sub(v)),
            Op::Int(IntRule::Div(n)) => Ok(div_range(v, *n, ty)),
            Op::ParseInt { .. } => Ok(Known::Bytes(v.to_decimal().into_bytes())),
            Op::Crc32
            | Op::JavaHash
            | Op::ArrayHash
            | Op::Int(IntRule::Mod(_))
            | Op::Int(IntRule::AbsMod(_))
            | Op::Int(IntRule::And(_))
            | Op::Int(IntRule::Abs)
            | Op::Int(IntRule::Mul(_)) => Ok(opaque()),
            Op::IntToStr
            | Op::Md5
            | Op::Dec(_)
            | Op::HexInt(_)
            | Op::HexBytes(_)
            | Op::HexBytesLeft(_)
            | Op::Left(..)
            | Op::Right(..)
            | Op::Slice(..)
            | Op::Reverse
            | Op::Upper
            | Op::Lower
            | Op::PadLeft(..)
            | Op::PadRight(..)
            | Op::Date(_)
            | Op::I64
            | Op::I32
            | Op::I16
            | Op::I8
            | Op::Sortable
            | Op::Desc
            | Op::Utf8 => Ok(opaque()),
        },
        Known::Bytes(b) => bytes_back(op, b, ty, prev),
        other => Ok(other),
    }
}

fn div_range(v: JInt, n: JInt, ty: ValueType) -> Known {
    let (v, n) = (v.as_i64(), n.as_i64());
    // Only the plain case: a non-negative quotient of a positive divisor.
    if v < 0 || n <= 0 || !matches!(ty, ValueType::Int(_)) {
        return opaque();
    }
    match v
        .checked_mul(n)
        .and_then(|low| low.checked_add(n - 1).map(|high| (low, high)))
    {
        Some((low, high)) => Known::Partial(Partial::Range { low, high }),
        None => opaque(),
    }
}

fn bytes_back(op: &Op, b: Vec<u8>, ty: ValueType, prev: Option<&Op>) -> Result<Known, Vec<u8>> {
    let int_ty = match ty {
        ValueType::Int(_) => ty,
        _ => ValueType::Int(Width::Long),
    };
    Ok(match op {
        Op::IntToStr | Op::Dec(_) => {
            let t = text(&b)?;
            let digits = t.strip_prefix('-').unwrap_or(t);
            if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
                return Err(b);
            }
            match t
                .parse::<i64>()
                .ok()
                .and_then(|v| narrow(JInt::Long(v), int_ty))
            {
                Some(v) => Known::Int(v),
                None => return Err(b),
            }
        }
        Op::HexInt(_) => {
            let t = text(&b)?;
            let t = t.trim_start_matches('0');
            if t.len() > 16 || !t.bytes().all(|c| matches!(c, b'0'..=b'9' | b'a'..=b'f')) {
                return Err(b);
            }
            let v = if t.is_empty() {
                0
            } else {
                u64::from_str_radix(t, 16).map_err(|_| b.clone())?
            };
            match int_ty {
                ValueType::Int(Width::Int) if t.len() <= 8 => {
                    Known::Int(JInt::Int(v as u32 as i32))
                }
                ValueType::Int(Width::Int) => return Err(b),
                _ => Known::Int(JInt::Long(v as i64)),
            }
        }
        Op::HexBytes(w) => {
            if *w > 0 && b.len() <= *w {
                // Leading zero digits may be padding or zero bytes.
                if b.iter().all(|c| matches!(c, b'0'..=b'9' | b'a'..=b'f')) {
                    return Ok(opaque());
                }
                return Err(b);
            }
            // Bytes of a fixed length (`i16 | hex`) write a fixed number of digits. Digits read
            // back as a number (`| i64` after it) lose their leading zeros: they are put back.
            let mut b = b;
            if let Some(Length::Fixed(n)) = prev.map(|p| p.facts().length) {
                if b.len() < 2 * n && b.iter().all(u8::is_ascii_digit) {
                    let mut padded = vec![b'0'; 2 * n - b.len()];
                    padded.extend_from_slice(&b);
                    b = padded;
                }
            }
            if b.len() % 2 == 1 {
                return Err(b);
            }
            match crate::hbase::from_hex(&String::from_utf8_lossy(&b)) {
                Ok(v) if b.iter().all(|c| !c.is_ascii_uppercase()) => Known::Bytes(v),
                _ => return Err(b),
            }
        }
        Op::HexBytesLeft(_) => {
            if !b.iter().all(|c| matches!(c, b'0'..=b'9' | b'a'..=b'f')) {
                return Err(b);
            }
            Known::Partial(Partial::Prefix(format!(
                "hex {}",
                String::from_utf8_lossy(&b)
            )))
        }
        Op::Left(n, unit) => {
            if units(&b, *unit)? < *n {
                Known::Bytes(b)
            } else {
                Known::Partial(Partial::Prefix(shown(&b, *unit)))
            }
        }
        Op::Right(n, unit) => {
            if units(&b, *unit)? < *n {
                Known::Bytes(b)
            } else {
                Known::Partial(Partial::Suffix(shown(&b, *unit)))
            }
        }
        Op::Slice(a, c, unit) => {
            if b.is_empty() {
                opaque()
            } else if *a == 0 && units(&b, *unit)? < c.saturating_sub(*a) {
                Known::Bytes(b)
            } else {
                Known::Partial(Partial::Middle {
                    value: shown(&b, *unit),
                    from: *a,
                })
            }
        }
        Op::Reverse => Known::Bytes(text(&b)?.chars().rev().collect::<String>().into_bytes()),
        Op::Upper | Op::Lower => {
            let t = text(&b)?;
            let fits = match op {
                Op::Upper => t.to_uppercase() == t,
                _ => t.to_lowercase() == t,
            };
            if !fits {
                return Err(b);
            }
            if t.to_lowercase() == t.to_uppercase() {
                Known::Bytes(b)
            } else {
                Known::Partial(Partial::Case(t.to_string()))
            }
        }
        Op::PadLeft(w, c) | Op::PadRight(w, c) => {
            let t = text(&b)?;
            let left = matches!(op, Op::PadLeft(..));
            if crate::java::utf16_len(t) > *w {
                return Ok(Known::Bytes(b));
            }
            let core = if left {
                t.trim_start_matches(*c)
            } else {
                t.trim_end_matches(*c)
            };
            let from_int = matches!(prev, Some(Op::IntToStr) | Some(Op::Dec(0)));
            if core.len() == t.len() {
                // No fill at the edge: nothing was added.
                Known::Bytes(b)
            } else if from_int && left {
                // Decimal text never starts with a zero, except zero itself.
                let core = if core.is_empty() && *c == '0' {
                    "0"
                } else {
                    core
                };
                if *c != '0' && core.starts_with('0') && core.len() > 1 {
                    return Err(b);
                }
                Known::Bytes(core.as_bytes().to_vec())
            } else if from_int && !c.is_ascii_digit() && *c != '-' && !core.is_empty() {
                Known::Bytes(core.as_bytes().to_vec())
            } else {
                Known::Partial(Partial::Padded {
                    value: core.to_string(),
                    fill: *c,
                })
            }
        }
        Op::Date(f) => super::time::read_back(f, text(&b)?).ok_or(b)?,
        // A cast that cannot be read back where it stands (`Op::inverse_in`): bytes of its
        // width are its output, of a value not known.
        Op::I32 | Op::I16 | Op::I8 if op.inverse_in(prev, int_width(int_ty)) == Inverse::None => {
            return match op.facts().length {
                Length::Fixed(width) if b.len() == width => Ok(opaque()),
                _ => Err(b),
            };
        }
        Op::I64 | Op::I32 | Op::I16 | Op::I8 => {
            let v: i64 = match (op, b.as_slice()) {
                (Op::I64, &[a, b1, c, d, e, f, g, h]) => {
                    i64::from_be_bytes([a, b1, c, d, e, f, g, h])
                }
                (Op::I32, &[a, b1, c, d]) => i32::from_be_bytes([a, b1, c, d]).into(),
                (Op::I16, &[a, b1]) => i16::from_be_bytes([a, b1]).into(),
                (Op::I8, &[a]) => (a as i8).into(),
                _ => return Err(b),
            };
            narrow(JInt::Long(v), int_ty)
                .map(Known::Int)
                .unwrap_or_else(opaque)
        }
        Op::Sortable => {
            let mut b = b;
            if let Some(x) = b.first_mut() {
                *x ^= 0x80;
            }
            Known::Bytes(b)
        }
        Op::Desc => Known::Bytes(b.iter().map(|x| !x).collect()),
        Op::Utf8 => Known::Bytes(b),
        Op::ParseInt { .. } => return Err(b),
        Op::Md5
        | Op::Crc32
        | Op::JavaHash
        | Op::ArrayHash
        | Op::Int(IntRule::Mod(_))
        | Op::Int(IntRule::AbsMod(_))
        | Op::Int(IntRule::And(_))
        | Op::Int(IntRule::Abs)
        | Op::Int(IntRule::Add(_))
        | Op::Int(IntRule::Sub(_))
        | Op::Int(IntRule::Mul(_))
        | Op::Int(IntRule::Div(_))
        | Op::Int(IntRule::Rev) => opaque(),
    })
}

fn units(b: &[u8], unit: Unit) -> Result<usize, Vec<u8>> {
    match unit {
        Unit::Byte => Ok(b.len()),
        Unit::Char => Ok(crate::java::utf16_len(text(b)?)),
    }
}

fn shown(b: &[u8], unit: Unit) -> String {
    match unit {
        Unit::Char => String::from_utf8_lossy(b).into_owned(),
        Unit::Byte => crate::hbase::to_string_binary(b),
    }
}
