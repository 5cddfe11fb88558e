//! Java semantics the articles, HBase, Phoenix and OpenTSDB rely on: `int`/`long` arithmetic with
//! binary numeric promotion and wrap-around, `String.hashCode` over UTF-16, `Arrays.hashCode(byte[])`,
//! `Integer/Long.toHexString` and `String.format("%0Wd" / "%0Wx")`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A Java integer value that remembers its width: `int` (32 bits) or `long` (64 bits).
///
/// Arithmetic follows Java: an `int` op `int` is an `int`; if either side is a `long` the other is
/// widened (sign-extended) and the result is a `long`; overflow wraps; `%` takes the sign of the
/// dividend; `Math.abs(Integer.MIN_VALUE)` stays negative.
///
/// ```
/// use rowkey_core::java::JInt;
/// assert_eq!(JInt::Int(i32::MAX).wrapping_add(JInt::Int(1)), JInt::Int(i32::MIN));
/// assert_eq!(JInt::Int(-7).checked_rem(JInt::Int(3)), Some(JInt::Int(-1)));
/// assert_eq!(JInt::Int(i32::MIN).abs(), JInt::Int(i32::MIN));
/// assert_eq!(JInt::Int(-1).and(JInt::Long(0xffff_ffff)), JInt::Long(0xffff_ffff));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JInt {
    /// A Java `int`.
    Int(i32),
    /// A Java `long`.
    Long(i64),
}

/// The width of a [`JInt`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Width {
    /// 32-bit `int`.
    Int,
    /// 64-bit `long`.
    Long,
}

impl Width {
    /// Its bits: 32 or 64.
    ///
    /// ```
    /// assert_eq!(rowkey_core::java::Width::Int.bits(), 32);
    /// ```
    pub fn bits(self) -> u32 {
        match self {
            Width::Int => 32,
            Width::Long => 64,
        }
    }

    /// Binary numeric promotion: `long` wins.
    pub fn promote(self, other: Width) -> Width {
        if self == Width::Long || other == Width::Long {
            Width::Long
        } else {
            Width::Int
        }
    }

    /// The Java type name.
    pub fn java_name(self) -> &'static str {
        match self {
            Width::Int => "int",
            Width::Long => "long",
        }
    }
}

macro_rules! binop {
    ($(#[$m:meta])* $name:ident, $op:ident) => {
        $(#[$m])*
        pub fn $name(self, rhs: JInt) -> JInt {
            match (self, rhs) {
                (JInt::Int(a), JInt::Int(b)) => JInt::Int(a.$op(b)),
                (a, b) => JInt::Long(a.as_i64().$op(b.as_i64())),
            }
        }
    };
}

impl JInt {
    /// The width of this value.
    pub fn width(self) -> Width {
        match self {
            JInt::Int(_) => Width::Int,
            JInt::Long(_) => Width::Long,
        }
    }

    /// Widened to `long` (sign-extending), as Java does in mixed arithmetic.
    pub fn as_i64(self) -> i64 {
        match self {
            JInt::Int(v) => v as i64,
            JInt::Long(v) => v,
        }
    }

    /// Java's narrowing `(int)` cast: the low 32 bits.
    pub fn to_int(self) -> i32 {
        self.as_i64() as i32
    }

    binop!(
        /// `a + b` with Java wrap-around.
        wrapping_add, wrapping_add
    );
    binop!(
        /// `a - b` with Java wrap-around.
        wrapping_sub, wrapping_sub
    );
    binop!(
        /// `a * b` with Java wrap-around.
        wrapping_mul, wrapping_mul
    );

    /// `a & b` (the `int` side is sign-extended if the other is a `long`).
    pub fn and(self, rhs: JInt) -> JInt {
        match (self, rhs) {
            (JInt::Int(a), JInt::Int(b)) => JInt::Int(a & b),
            (a, b) => JInt::Long(a.as_i64() & b.as_i64()),
        }
    }

    /// `a / b`, truncating toward zero; `MIN / -1` wraps to `MIN`; `None` when `b == 0`
    /// (Java throws `ArithmeticException`).
    pub fn checked_div(self, rhs: JInt) -> Option<JInt> {
        match (self, rhs) {
            (_, b) if b.as_i64() == 0 => None,
            (JInt::Int(a), JInt::Int(b)) => Some(JInt::Int(a.wrapping_div(b))),
            (a, b) => Some(JInt::Long(a.as_i64().wrapping_div(b.as_i64()))),
        }
    }

    /// `a % b` with the sign of `a`; `None` when `b == 0`.
    pub fn checked_rem(self, rhs: JInt) -> Option<JInt> {
        match (self, rhs) {
            (_, b) if b.as_i64() == 0 => None,
            (JInt::Int(a), JInt::Int(b)) => Some(JInt::Int(a.wrapping_rem(b))),
            (a, b) => Some(JInt::Long(a.as_i64().wrapping_rem(b.as_i64()))),
        }
    }

    /// `Math.abs(a)`: `Math.abs(Integer.MIN_VALUE) == Integer.MIN_VALUE` (and likewise for long).
    pub fn abs(self) -> JInt {
        match self {
            JInt::Int(a) => JInt::Int(a.wrapping_abs()),
            JInt::Long(a) => JInt::Long(a.wrapping_abs()),
        }
    }

    /// Decimal text, as Java string concatenation (`"" + x`) writes it.
    pub fn to_decimal(self) -> String {
        self.as_i64().to_string()
    }

    /// `Integer.toHexString` / `Long.toHexString`: lowercase, two's complement, no padding.
    ///
    /// ```
    /// use rowkey_core::java::JInt;
    /// assert_eq!(JInt::Int(-1).to_hex_string(), "ffffffff");
    /// assert_eq!(JInt::Long(-1).to_hex_string(), "ffffffffffffffff");
    /// assert_eq!(JInt::Int(255).to_hex_string(), "ff");
    /// ```
    pub fn to_hex_string(self) -> String {
        match self {
            JInt::Int(v) => format!("{:x}", v as u32),
            JInt::Long(v) => format!("{:x}", v as u64),
        }
    }
}

impl fmt::Display for JInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_i64())
    }
}

/// `String.format("%0Wd", x)`: zero-padded to `width` characters, the sign counted in the width
/// and written before the zeros (`%05d` of -42 is `-0042`).
///
/// ```
/// use rowkey_core::java::{format_dec, JInt};
/// assert_eq!(format_dec(JInt::Int(7), 2), "07");
/// assert_eq!(format_dec(JInt::Int(-42), 5), "-0042");
/// assert_eq!(format_dec(JInt::Int(123), 2), "123");
/// ```
pub fn format_dec(x: JInt, width: usize) -> String {
    let mut out = Vec::new();
    write_dec(&mut out, x, width);
    String::from_utf8(out).unwrap_or_default()
}

/// [`format_dec`] appended to `out`, without an intermediate string (the sampling loop).
///
/// ```
/// use rowkey_core::java::{write_dec, JInt};
/// let mut out = b"k".to_vec();
/// write_dec(&mut out, JInt::Int(-42), 5);
/// assert_eq!(out, b"k-0042");
/// ```
pub fn write_dec(out: &mut Vec<u8>, x: JInt, width: usize) {
    let v = x.as_i64();
    let mut digits = itoa::Buffer::new();
    let digits = digits.format(v.unsigned_abs()).as_bytes();
    let used = usize::from(v < 0) + digits.len();
    if v < 0 {
        out.push(b'-');
    }
    for _ in 0..width.saturating_sub(used) {
        out.push(b'0');
    }
    out.extend_from_slice(digits);
}

/// `String.format("%0Wx", x)`: lowercase two's complement hex (`int` as 32 bits, `long` as 64),
/// left-padded with zeros to `width`.
///
/// ```
/// use rowkey_core::java::{format_hex, JInt};
/// assert_eq!(format_hex(JInt::Long(0x41c2), 4), "41c2");
/// assert_eq!(format_hex(JInt::Int(10), 4), "000a");
/// assert_eq!(format_hex(JInt::Int(-1), 4), "ffffffff");
/// ```
pub fn format_hex(x: JInt, width: usize) -> String {
    let mut out = Vec::new();
    write_hex(&mut out, x, width);
    String::from_utf8(out).unwrap_or_default()
}

/// [`format_hex`] appended to `out`, without an intermediate string (the sampling loop).
///
/// ```
/// use rowkey_core::java::{write_hex, JInt};
/// let mut out = b"k".to_vec();
/// write_hex(&mut out, JInt::Int(-1), 4);
/// write_hex(&mut out, JInt::Int(10), 4);
/// write_hex(&mut out, JInt::Long(0), 0);
/// assert_eq!(out, b"kffffffff000a0");
/// ```
pub fn write_hex(out: &mut Vec<u8>, x: JInt, width: usize) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let u = match x {
        JInt::Int(v) => u64::from(v as u32),
        JInt::Long(v) => v as u64,
    };
    let digits = (64 - u.leading_zeros() as usize).div_ceil(4).max(1);
    for _ in 0..width.saturating_sub(digits) {
        out.push(b'0');
    }
    for k in (0..digits).rev() {
        out.push(HEX[((u >> (4 * k)) & 0xf) as usize]);
    }
}

/// `String.hashCode()`: `s[0]*31^(n-1) + ... + s[n-1]` over UTF-16 code units, `int` overflow.
///
/// ```
/// use rowkey_core::java::string_hash;
/// assert_eq!(string_hash(""), 0);
/// assert_eq!(string_hash("A"), 65);
/// assert_eq!(string_hash("polygenelubricants"), i32::MIN);
/// ```
pub fn string_hash(s: &str) -> i32 {
    // ASCII is the common case and its UTF-16 units are its bytes.
    if s.is_ascii() {
        return s
            .bytes()
            .fold(0i32, |h, b| h.wrapping_mul(31).wrapping_add(b as i32));
    }
    s.encode_utf16()
        .fold(0i32, |h, u| h.wrapping_mul(31).wrapping_add(u as i32))
}

/// `java.util.Arrays.hashCode(byte[])`: `h = 1; h = 31*h + b` over *signed* bytes.
/// Phoenix's `SaltingUtil`, OpenTSDB's salt and HBaseWD's `OneByteSimpleHash` use this.
///
/// ```
/// use rowkey_core::java::array_hash;
/// assert_eq!(array_hash(b""), 1);
/// assert_eq!(array_hash(b"user0"), 140207716);
/// assert_eq!(array_hash(&[0xff]), 31 - 1);
/// ```
pub fn array_hash(bytes: &[u8]) -> i32 {
    bytes.iter().fold(1i32, |h, &b| {
        h.wrapping_mul(31).wrapping_add(b as i8 as i32)
    })
}

/// Left-pad `s` with `fill` to `width` characters (UTF-16 code units, as Java counts length);
/// longer strings are returned unchanged.
pub fn pad_left(s: &str, width: usize, fill: char) -> String {
    let len = utf16_len(s);
    if len >= width {
        return s.to_owned();
    }
    let mut out = fill_text(fill, (width - len) / fill.len_utf16().max(1), s.len());
    out.push_str(s);
    out
}

/// Right-pad `s` with `fill` to `width` characters; longer strings are returned unchanged.
pub fn pad_right(s: &str, width: usize, fill: char) -> String {
    let len = utf16_len(s);
    if len >= width {
        return s.to_owned();
    }
    let mut out = String::with_capacity(s.len() + (width - len) * fill.len_utf8());
    out.push_str(s);
    out.push_str(&fill_text(fill, (width - len) / fill.len_utf16().max(1), 0));
    out
}

/// `n` copies of `fill`, with room for `more` bytes after them: copied in blocks rather than
/// pushed a character at a time (a `pad(32000)` runs for every key).
fn fill_text(fill: char, n: usize, more: usize) -> String {
    let mut one = [0u8; 4];
    let unit: &str = fill.encode_utf8(&mut one);
    let mut out = unit.repeat(n);
    out.reserve(more);
    out
}

/// The Java `String.length()`: UTF-16 code units.
pub fn utf16_len(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().map(char::len_utf16).sum()
    }
}

/// Java `s.substring(from, to)` in UTF-16 code units, with `from`/`to` clamped to the length
/// (Java would throw; a key designer wants the short value kept as it is).
///
/// A cut through a surrogate pair leaves half a pair, which Java's `getBytes(UTF_8)` writes as
/// `?`; this returns `?` for that half, so the encoded bytes match.
///
/// ```
/// use rowkey_core::java::substring;
/// assert_eq!(substring("ORD20240215000123", 11, 17), "000123");
/// assert_eq!(substring("abc", 1, 99), "bc");
/// assert_eq!(substring("😀x", 1, 3), "?x");
/// ```
pub fn substring(s: &str, from: usize, to: usize) -> String {
    if s.is_ascii() {
        let to = to.min(s.len());
        let from = from.min(to);
        return s[from..to].to_owned();
    }
    let units: Vec<u16> = s.encode_utf16().collect();
    let to = to.min(units.len());
    let from = from.min(to);
    char::decode_utf16(units[from..to].iter().copied())
        .map(|r| r.unwrap_or('?'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn promotion_sign_extends() {
        assert_eq!(JInt::Int(-1).wrapping_add(JInt::Long(1)), JInt::Long(0));
        assert_eq!(
            JInt::Int(i32::MIN).wrapping_sub(JInt::Int(1)),
            JInt::Int(i32::MAX)
        );
        assert_eq!(
            JInt::Long(i64::MAX).wrapping_add(JInt::Int(1)),
            JInt::Long(i64::MIN)
        );
    }

    #[test]
    fn division_like_java() {
        assert_eq!(JInt::Int(-7).checked_div(JInt::Int(2)), Some(JInt::Int(-3)));
        assert_eq!(
            JInt::Int(i32::MIN).checked_div(JInt::Int(-1)),
            Some(JInt::Int(i32::MIN))
        );
        assert_eq!(
            JInt::Int(i32::MIN).checked_rem(JInt::Int(-1)),
            Some(JInt::Int(0))
        );
        assert_eq!(JInt::Int(5).checked_div(JInt::Int(0)), None);
        assert_eq!(JInt::Long(5).checked_rem(JInt::Int(0)), None);
    }

    #[test]
    fn hex_formats() {
        assert_eq!(format_hex(JInt::Long(-1), 4), "ffffffffffffffff");
        assert_eq!(format_dec(JInt::Long(i64::MIN), 3), "-9223372036854775808");
        assert_eq!(format_dec(JInt::Int(0), 0), "0");
    }

    #[test]
    fn string_hash_utf16() {
        // "😀" is the surrogate pair d83d de00.
        assert_eq!(string_hash("😀"), 0xd83d * 31 + 0xde00);
        assert_eq!(string_hash("é"), 0xe9);
    }

    #[test]
    fn padding() {
        assert_eq!(pad_left("7", 3, '0'), "007");
        assert_eq!(pad_right("ab", 4, ' '), "ab  ");
        assert_eq!(pad_left("abcd", 2, '0'), "abcd");
    }
}
