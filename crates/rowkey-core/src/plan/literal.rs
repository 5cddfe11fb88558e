//! Integer literals with Java's typing: an `int` unless it needs to be a `long`.

use crate::i18n::catalogue::plan as P;
use crate::i18n::Message;
use crate::java::JInt;
use crate::ErrorKind;

/// The Java value of an integer literal as the template language reads it.
///
/// - Decimal: an `int` if it fits, else a `long` (Java would demand an `L`; a key designer
///   should not have to).
/// - Hex (`0x…`): up to 8 digits is an `int` *bit pattern*, as in Java (`0xffffffff` is `-1`);
///   longer is a `long`.
/// - An `L` / `l` suffix makes it a `long`.
/// - A leading `-` negates (with wrap-around, as Java's unary minus on the literal's type).
///
/// An error says its kind (an invalid number, or one out of range) and a message.
///
/// # Errors
///
/// The error kind and message when the text is not a Java integer literal or its value does not fit
/// an `int` (a `long` with `L`).
///
/// ```
/// use rowkey_core::java::JInt;
/// use rowkey_core::plan::parse_int_literal;
/// assert_eq!(parse_int_literal("0x7fffffff"), Ok(JInt::Int(i32::MAX)));
/// assert_eq!(parse_int_literal("0xffffffff"), Ok(JInt::Int(-1)));
/// assert_eq!(parse_int_literal("0xffffffffL"), Ok(JInt::Long(0xffff_ffff)));
/// assert_eq!(parse_int_literal("10000000000"), Ok(JInt::Long(10_000_000_000)));
/// assert_eq!(parse_int_literal("-2147483648"), Ok(JInt::Int(i32::MIN)));
/// assert!(parse_int_literal("99999999999999999999").is_err());
/// assert!(parse_int_literal("007").is_err());
/// ```
pub fn parse_int_literal(text: &str) -> Result<JInt, (ErrorKind, Message)> {
    let (negative, rest) = match text.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, text),
    };
    let (long, rest) = match rest.strip_suffix(['L', 'l']) {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let (hex, digits) = match rest.strip_prefix("0x").or_else(|| rest.strip_prefix("0X")) {
        Some(d) => (true, d),
        None => (false, rest),
    };
    let radix = if hex { 16 } else { 10 };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return Err((
            ErrorKind::InvalidNumber,
            crate::msg!(P::NOT_A_NUMBER, text = text),
        ));
    }
    if !hex && digits.len() > 1 && digits.starts_with('0') {
        return Err((
            ErrorKind::InvalidNumber,
            crate::msg!(P::LEADING_ZERO, text = text),
        ));
    }
    let out_of_range = || {
        (
            ErrorKind::NumberTooLarge,
            crate::msg!(P::OUT_OF_LONG_RANGE, text = text),
        )
    };
    let magnitude = u128::from_str_radix(digits, radix).map_err(|_| out_of_range())?;
    if hex {
        if !long && magnitude <= u32::MAX as u128 {
            let v = magnitude as u32 as i32;
            return Ok(JInt::Int(if negative { v.wrapping_neg() } else { v }));
        }
        if magnitude > u64::MAX as u128 {
            return Err(out_of_range());
        }
        let v = magnitude as u64 as i64;
        return Ok(JInt::Long(if negative { v.wrapping_neg() } else { v }));
    }
    let signed: i128 = if negative {
        -(magnitude as i128)
    } else {
        magnitude as i128
    };
    if !long && i32::try_from(signed).is_ok() {
        return Ok(JInt::Int(signed as i32));
    }
    i64::try_from(signed)
        .map(JInt::Long)
        .map_err(|_| out_of_range())
}
