//! The operations of a pipeline: applied to a value in place where possible ([`apply`]), and
//! run backwards from what they wrote, for `rowkey decode` ([`unapply`]). Each is a `match` on
//! [`Op`] with no catch-all arm, so a new operation says both here or does not compile.

use super::{write_decimal, Res, Value, ValueType};
use crate::i18n::catalogue::encode as E;
use crate::i18n::{Arg, Message};
use crate::java::{self, JInt, Width};
use crate::plan::ir::{Inverse, Length, Op, OpAt, Preimage, Unit};
use crate::readback::{int_width, narrow, opaque, Known, Partial};
use crate::{ErrorKind, Span, SpannedError};

/// Load a field value as the type the checker gave the field. Text given for a field whose
/// generator makes ints (a query's bound value, a pasted CSV cell) is read with
/// `Long.parseLong`, as the key's Java code would.
pub(super) fn load_field(
    v: &Value,
    ty: ValueType,
    buf: &mut Vec<u8>,
    span: Span,
) -> Result<Res, SpannedError> {
    Ok(match (v, ty) {
        (Value::Int(i), ValueType::Int(w)) => Res::Int(match w {
            crate::java::Width::Int => JInt::Int(i.to_int()),
            crate::java::Width::Long => JInt::Long(i.as_i64()),
        }),
        // A value of another type than declared is read the way Java would write it.
        (Value::Int(i), _) => {
            write_decimal(buf, *i);
            Res::Buf
        }
        (Value::Str(_) | Value::Bytes(_), ValueType::Int(w)) => {
            let bytes = match v {
                Value::Str(s) => s.as_bytes(),
                Value::Bytes(b) => b.as_slice(),
                Value::Int(_) => &[],
            };
            let text = String::from_utf8_lossy(bytes);
            let n = parse_java_long(&text).map_err(|e| {
                let entry = match e {
                    ParseLongError::NotANumber => E::FIELD_NOT_DECIMAL,
                    ParseLongError::OutOfRange => E::FIELD_NOT_LONG,
                };
                SpannedError::new(
                    ErrorKind::NotAnInt,
                    Message::new(entry).arg("value", quote(&text)),
                    span,
                )
            })?;
            Res::Int(match w {
                crate::java::Width::Int => JInt::Int(n as i32),
                crate::java::Width::Long => JInt::Long(n),
            })
        }
        (Value::Str(s), _) => {
            buf.extend_from_slice(s.as_bytes());
            Res::Buf
        }
        (Value::Bytes(b), _) => {
            buf.extend_from_slice(b);
            Res::Buf
        }
    })
}

fn int(r: Res, span: Span) -> Result<JInt, SpannedError> {
    match r {
        Res::Int(v) => Ok(v),
        Res::Buf => Err(SpannedError::new(
            ErrorKind::Internal,
            crate::msg!(E::INTERNAL, what = "expected an int"),
            span,
        )),
    }
}

fn text(buf: &[u8], span: Span) -> Result<&str, SpannedError> {
    std::str::from_utf8(buf)
        .map_err(|_| SpannedError::new(ErrorKind::NotUtf8, crate::msg!(E::NOT_UTF8), span))
}

/// Apply one operation. Ints are returned; text and bytes stay in `buf`.
pub(super) fn apply(
    op: &Op,
    span: Span,
    r: Res,
    buf: &mut Vec<u8>,
    tmp: &mut Vec<u8>,
) -> Result<Res, SpannedError> {
    let set_str = |buf: &mut Vec<u8>, s: &str| {
        buf.clear();
        buf.extend_from_slice(s.as_bytes());
        Res::Buf
    };
    Ok(match op {
        Op::ParseInt { needed_by } => {
            let s = text(buf, span)?;
            Res::Int(JInt::Long(parse_java_long(s).map_err(|e| {
                let entry = match e {
                    ParseLongError::NotANumber => E::NEEDS_INT_NOT_DECIMAL,
                    ParseLongError::OutOfRange => E::NEEDS_INT_NOT_LONG,
                };
                SpannedError::new(
                    ErrorKind::NotAnInt,
                    Message::new(entry)
                        .arg("transform", *needed_by)
                        .arg("value", quote(s)),
                    span,
                )
            })?))
        }
        Op::IntToStr => {
            let v = int(r, span)?;
            buf.clear();
            write_decimal(buf, v);
            Res::Buf
        }
        Op::Md5 => {
            let d = crate::hash::md5(buf);
            buf.clear();
            buf.extend_from_slice(&d);
            Res::Buf
        }
        Op::Crc32 => Res::Int(JInt::Long(crate::hash::crc32(buf))),
        Op::JavaHash => Res::Int(JInt::Int(java::string_hash(text(buf, span)?))),
        Op::ArrayHash => Res::Int(JInt::Int(java::array_hash(buf))),
        Op::Int(rule) => Res::Int(rule.apply(int(r, span)?).ok_or_else(|| div0(span))?),
        Op::Dec(w) => {
            let v = int(r, span)?;
            buf.clear();
            if *w == 0 {
                write_decimal(buf, v);
            } else {
                java::write_dec(buf, v, *w);
            }
            Res::Buf
        }
        Op::HexInt(w) => {
            let v = int(r, span)?;
            buf.clear();
            java::write_hex(buf, v, *w);
            Res::Buf
        }
        Op::HexBytes(w) => {
            hex_bytes_into(buf, tmp, *w, usize::MAX);
            Res::Buf
        }
        Op::HexBytesLeft(n) => {
            hex_bytes_into(buf, tmp, 0, *n);
            Res::Buf
        }
        Op::Left(n, unit) => {
            substring(buf, span, *unit, |len| (0, (*n).min(len)))?;
            Res::Buf
        }
        Op::Right(n, unit) => {
            substring(buf, span, *unit, |len| (len.saturating_sub(*n), len))?;
            Res::Buf
        }
        Op::Slice(a, b, unit) => {
            substring(buf, span, *unit, |len| ((*a).min(len), (*b).min(len)))?;
            Res::Buf
        }
        Op::Reverse => {
            let s: String = text(buf, span)?.chars().rev().collect();
            set_str(buf, &s)
        }
        Op::Upper => {
            let s = text(buf, span)?.to_uppercase();
            set_str(buf, &s)
        }
        Op::Lower => {
            let s = text(buf, span)?.to_lowercase();
            set_str(buf, &s)
        }
        Op::PadLeft(w, c) => {
            let s = java::pad_left(text(buf, span)?, *w, *c);
            set_str(buf, &s)
        }
        Op::PadRight(w, c) => {
            let s = java::pad_right(text(buf, span)?, *w, *c);
            set_str(buf, &s)
        }
        Op::Date(f) => {
            let ms = int(r, span)?.as_i64();
            let dt = chrono::DateTime::from_timestamp_millis(ms).ok_or_else(|| {
                SpannedError::new(
                    ErrorKind::DateOutOfRange,
                    crate::msg!(E::DATE_OUT_OF_RANGE, ms = Arg::Int(ms.into())),
                    span,
                )
            })?;
            let cannot = || {
                SpannedError::new(
                    ErrorKind::DateOutOfRange,
                    crate::msg!(
                        E::DATE_CANNOT_FORMAT,
                        format = f.text.as_str(),
                        ms = Arg::Int(ms.into())
                    ),
                    span,
                )
            };
            // Not a format only when a core without `time-checks` compiled it unread.
            let items = f.items().ok_or_else(cannot)?;
            let mut s = String::new();
            use std::fmt::Write;
            write!(s, "{}", dt.format_with_items(items.iter())).map_err(|_| cannot())?;
            set_str(buf, &s)
        }
        Op::I64 => set_bytes(buf, &int(r, span)?.as_i64().to_be_bytes()),
        Op::I32 => set_bytes(buf, &int(r, span)?.to_int().to_be_bytes()),
        Op::I16 => set_bytes(buf, &(int(r, span)?.as_i64() as i16).to_be_bytes()),
        Op::I8 => set_bytes(buf, &[int(r, span)?.as_i64() as u8]),
        Op::Sortable => {
            if let Some(b) = buf.first_mut() {
                *b ^= 0x80;
            }
            Res::Buf
        }
        Op::Desc => {
            buf.iter_mut().for_each(|b| *b = !*b);
            Res::Buf
        }
        Op::Utf8 => Res::Buf,
    })
}

/// The last operation of `ops` run backwards from what it wrote (`out`, known exactly), given
/// the type it received (`ty`) and the operations before it: what it received, exactly, in
/// part ([`Known::Partial`]) or not at all ([`Known::Opaque`]). `Err` holds bytes it cannot
/// have written. What is known only in part is handed on by [`keeps_partial`].
pub(crate) fn unapply(ops: &[OpAt], out: Known, ty: ValueType) -> Result<Known, Vec<u8>> {
    let Some((last, before)) = ops.split_last() else {
        return Ok(out);
    };
    match out {
        // The parse of text a text operation wrote (`right(2)`, `reverse`) reads back as the
        // number's canonical text, which that operation may never have written (`Op::inverse_in`).
        Known::Int(_)
            if matches!(last.op, Op::ParseInt { .. })
                && last
                    .op
                    .inverse_in(before.iter().map(|o| &o.op), Width::Long)
                    == Inverse::None =>
        {
            Ok(opaque())
        }
        Known::Int(v) => Ok(int_back(&last.op, v, ty)),
        Known::Bytes(b) => bytes_back(&last.op, b, ty, before),
        other => Ok(other),
    }
}

/// Whether a value known in part before `op` (read backwards: after it) stays known in part
/// through it: only a type change or the parse of text does not touch the value.
pub(crate) fn keeps_partial(op: &Op) -> bool {
    match op {
        Op::Utf8 | Op::ParseInt { .. } => true,
        Op::IntToStr
        | Op::Md5
        | Op::Crc32
        | Op::JavaHash
        | Op::ArrayHash
        | Op::Int(_)
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
        | Op::Desc => false,
    }
}

/// `op` backwards from the int it gave.
fn int_back(op: &Op, v: JInt, ty: ValueType) -> Known {
    match op {
        Op::Int(rule) => match rule.preimage(v) {
            Preimage::Exact(x) => narrow(x, ty).map(Known::Int).unwrap_or_else(opaque),
            Preimage::Range { low, high } if matches!(ty, ValueType::Int(_)) => {
                Known::Partial(Partial::Range { low, high })
            }
            Preimage::Range { .. } | Preimage::Unknown => opaque(),
        },
        Op::ParseInt { .. } => Known::Bytes(v.to_decimal().into_bytes()),
        Op::Crc32 | Op::JavaHash | Op::ArrayHash => opaque(),
        // These give text or bytes, never an int.
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
        | Op::Utf8 => opaque(),
    }
}

/// `op` backwards from the text or bytes it gave.
fn bytes_back(op: &Op, b: Vec<u8>, ty: ValueType, before: &[OpAt]) -> Result<Known, Vec<u8>> {
    let prev = before.last().map(|o| &o.op);
    let int_ty = match ty {
        ValueType::Int(_) => ty,
        ValueType::Str | ValueType::Bytes => ValueType::Int(Width::Long),
    };
    Ok(match op {
        Op::IntToStr | Op::Dec(_) => {
            let t = utf8(&b)?;
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
            let t = utf8(&b)?;
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
        Op::HexBytes(w) => return hex_bytes_back(b, *w, prev),
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
        Op::Reverse => Known::Bytes(utf8(&b)?.chars().rev().collect::<String>().into_bytes()),
        Op::Upper => return case_back(b, true),
        Op::Lower => return case_back(b, false),
        Op::PadLeft(w, c) => return pad_back(b, *w, *c, true, prev),
        Op::PadRight(w, c) => return pad_back(b, *w, *c, false, prev),
        Op::Date(f) => crate::readback::time::read_back(f, utf8(&b)?).ok_or(b)?,
        // A cast that cannot be read back where it stands (`Op::inverse_in`): bytes of its
        // width are its output, of a value not known.
        Op::I32 | Op::I16 | Op::I8
            if op.inverse_in(before.iter().map(|o| &o.op), int_width(int_ty)) == Inverse::None =>
        {
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
        // It gives an int, never text.
        Op::ParseInt { .. } => return Err(b),
        Op::Md5 => opaque(),
        // These give an int, never text; each integer rule too.
        Op::Crc32 | Op::JavaHash | Op::ArrayHash | Op::Int(_) => opaque(),
    })
}

/// `hex` of bytes backwards, zero-padded to `w`.
fn hex_bytes_back(b: Vec<u8>, w: usize, prev: Option<&Op>) -> Result<Known, Vec<u8>> {
    if w > 0 && b.len() <= w {
        // Leading zero digits may be padding or zero bytes.
        if b.iter().all(|c| matches!(c, b'0'..=b'9' | b'a'..=b'f')) {
            return Ok(opaque());
        }
        return Err(b);
    }
    // Bytes of a fixed length (`i16 | hex`) write a fixed number of digits. Digits read back
    // as a number (`| i64` after it) lose their leading zeros: they are put back.
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
        Ok(v) if b.iter().all(|c| !c.is_ascii_uppercase()) => Ok(Known::Bytes(v)),
        _ => Err(b),
    }
}

/// `upper` (or `lower`) backwards: text in that case, known in part when it has letters.
fn case_back(b: Vec<u8>, upper: bool) -> Result<Known, Vec<u8>> {
    let t = utf8(&b)?;
    let mapped = if upper {
        t.to_uppercase()
    } else {
        t.to_lowercase()
    };
    if mapped != t {
        return Err(b);
    }
    Ok(if t.to_lowercase() == t.to_uppercase() {
        Known::Bytes(b)
    } else {
        Known::Partial(Partial::Case(t.to_string()))
    })
}

/// `pad` (`left`) or `rpad` backwards: the text without its fill where that is sure.
fn pad_back(
    b: Vec<u8>,
    w: usize,
    c: char,
    left: bool,
    prev: Option<&Op>,
) -> Result<Known, Vec<u8>> {
    let t = utf8(&b)?;
    if java::utf16_len(t) > w {
        return Ok(Known::Bytes(b));
    }
    let core = if left {
        t.trim_start_matches(c)
    } else {
        t.trim_end_matches(c)
    };
    let from_int = matches!(prev, Some(Op::IntToStr) | Some(Op::Dec(0)));
    Ok(if core.len() == t.len() {
        // No fill at the edge: nothing was added.
        Known::Bytes(b)
    } else if from_int && left {
        // Decimal text never starts with a zero, except zero itself.
        let core = if core.is_empty() && c == '0' {
            "0"
        } else {
            core
        };
        if c != '0' && core.starts_with('0') && core.len() > 1 {
            return Err(b);
        }
        Known::Bytes(core.as_bytes().to_vec())
    } else if from_int && !c.is_ascii_digit() && c != '-' && !core.is_empty() {
        Known::Bytes(core.as_bytes().to_vec())
    } else {
        Known::Partial(Partial::Padded {
            value: core.to_string(),
            fill: c,
        })
    })
}

fn utf8(b: &[u8]) -> Result<&str, Vec<u8>> {
    std::str::from_utf8(b).map_err(|_| b.to_vec())
}

fn units(b: &[u8], unit: Unit) -> Result<usize, Vec<u8>> {
    match unit {
        Unit::Byte => Ok(b.len()),
        Unit::Char => Ok(java::utf16_len(utf8(b)?)),
    }
}

fn shown(b: &[u8], unit: Unit) -> String {
    match unit {
        Unit::Char => String::from_utf8_lossy(b).into_owned(),
        Unit::Byte => crate::hbase::to_string_binary(b),
    }
}

/// Replace `buf` with its lowercase hex, zero-padded to `width`, keeping only the first
/// `limit` digits.
fn hex_bytes_into(buf: &mut Vec<u8>, tmp: &mut Vec<u8>, width: usize, limit: usize) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    tmp.clear();
    let digits = buf.len() * 2;
    tmp.extend(std::iter::repeat_n(b'0', width.saturating_sub(digits)));
    for &b in buf.iter() {
        if tmp.len() >= limit {
            break;
        }
        tmp.push(HEX[(b >> 4) as usize]);
        tmp.push(HEX[(b & 0xf) as usize]);
    }
    tmp.truncate(limit);
    std::mem::swap(buf, tmp);
}

fn set_bytes(buf: &mut Vec<u8>, bytes: &[u8]) -> Res {
    buf.clear();
    buf.extend_from_slice(bytes);
    Res::Buf
}

fn div0(span: Span) -> SpannedError {
    SpannedError::new(
        ErrorKind::DivisionByZero,
        crate::msg!(E::DIVISION_BY_ZERO),
        span,
    )
}

/// Cut `buf` to the range `cut(len)` gives, counting UTF-16 units for text, bytes otherwise.
fn substring(
    buf: &mut Vec<u8>,
    span: Span,
    unit: Unit,
    cut: impl Fn(usize) -> (usize, usize),
) -> Result<(), SpannedError> {
    if unit == Unit::Byte || buf.is_ascii() {
        let (a, b) = cut(buf.len());
        buf.truncate(b);
        buf.drain(..a.min(b));
        return Ok(());
    }
    let s = text(buf, span)?;
    let (a, b) = cut(java::utf16_len(s));
    let out = java::substring(s, a, b);
    buf.clear();
    buf.extend_from_slice(out.as_bytes());
    Ok(())
}

/// Why `Long.parseLong` refused a string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ParseLongError {
    NotANumber,
    OutOfRange,
}

/// `Long.parseLong(s)`: an optional sign then ASCII digits, within the long range.
pub(crate) fn parse_java_long(s: &str) -> Result<i64, ParseLongError> {
    let digits = s.strip_prefix(['-', '+']).unwrap_or(s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseLongError::NotANumber);
    }
    s.parse::<i64>().map_err(|_| ParseLongError::OutOfRange)
}

fn quote(s: &str) -> String {
    const MAX: usize = 40;
    if s.chars().count() > MAX {
        let cut: String = s.chars().take(MAX).collect();
        format!("\"{cut}…\"")
    } else {
        format!("{s:?}")
    }
}
