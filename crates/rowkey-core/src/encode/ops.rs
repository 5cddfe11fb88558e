//! The operations of a pipeline, applied to a value in place where possible.

use super::{write_decimal, Res, Value, ValueType};
use crate::i18n::catalogue::encode as E;
use crate::i18n::{Arg, Message};
use crate::java::{self, JInt};
use crate::plan::ir::{Op, Unit};
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
