//! `org.apache.hadoop.hbase.util.Bytes`: the encodings HBase stores and shows.

use std::cmp::Ordering;

/// `Bytes.toStringBinary`: a byte prints as itself iff `0x20 <= b <= 0x7E` and `b != b'\\'`,
/// otherwise as `\xHH` with uppercase hex. This is how HBase shows keys, and how this tool does.
///
/// ```
/// use rowkey_core::hbase::to_string_binary;
/// assert_eq!(to_string_binary(b"ab\x00\\\xff"), "ab\\x00\\x5C\\xFF");
/// ```
pub fn to_string_binary(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 8);
    push_string_binary(&mut out, bytes);
    out
}

/// Append the `toStringBinary` form of `bytes` to `out` (no allocation beyond growing `out`).
pub fn push_string_binary(out: &mut String, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &b in bytes {
        if (0x20..=0x7e).contains(&b) && b != b'\\' {
            out.push(b as char);
        } else {
            out.push('\\');
            out.push('x');
            out.push(HEX[(b >> 4) as usize] as char);
            out.push(HEX[(b & 0xf) as usize] as char);
        }
    }
}

/// `Bytes.toBytesBinary` as of HBASE-30304 (the behaviour of current HBase):
/// `\xHH` with *uppercase* hex digits is one byte; `\x` followed by anything else drops just the
/// backslash; a `\x` escape cut short by the end of the string is kept as literal text; every
/// other character becomes the low 8 bits of its UTF-16 code unit (not UTF-8).
///
/// ```
/// use rowkey_core::hbase::to_bytes_binary;
/// assert_eq!(to_bytes_binary("a\\x00\\xFF"), vec![b'a', 0, 0xff]);
/// assert_eq!(to_bytes_binary("\\xff"), b"xff".to_vec()); // lowercase is not an escape
/// assert_eq!(to_bytes_binary("caf\u{e9}"), vec![b'c', b'a', b'f', 0xe9]);
/// ```
pub fn to_bytes_binary(input: &str) -> Vec<u8> {
    let units: Vec<u16> = input.encode_utf16().collect();
    to_bytes_binary_utf16(&units)
}

/// [`to_bytes_binary`] of a Java string given as its UTF-16 code units, which may hold what a
/// Rust string cannot (a lone surrogate keeps its low 8 bits like any other unit).
///
/// ```
/// use rowkey_core::hbase::to_bytes_binary_utf16;
/// let units: Vec<u16> = "\\x41".encode_utf16().chain([0xd800]).collect();
/// assert_eq!(to_bytes_binary_utf16(&units), vec![b'A', 0x00]);
/// ```
pub fn to_bytes_binary_utf16(units: &[u16]) -> Vec<u8> {
    let mut out = Vec::with_capacity(units.len());
    let mut i = 0;
    while i < units.len() {
        let ch = units[i];
        if ch == u16::from(b'\\') && units.len() > i + 3 && units[i + 1] == u16::from(b'x') {
            match (upper_hex_digit(units[i + 2]), upper_hex_digit(units[i + 3])) {
                (Some(hi), Some(lo)) => {
                    out.push((hi << 4) | lo);
                    i += 4;
                }
                // A bogus escape: HBase skips the backslash and reads on from the `x`.
                _ => i += 1,
            }
        } else {
            out.push(ch as u8);
            i += 1;
        }
    }
    out
}

fn upper_hex_digit(u: u16) -> Option<u8> {
    match u {
        0x30..=0x39 => Some((u - 0x30) as u8),
        0x41..=0x46 => Some((u - 0x41 + 10) as u8),
        _ => None,
    }
}

/// Lowercase hex of `bytes` (what `--format hex` prints).
///
/// ```
/// assert_eq!(rowkey_core::hbase::to_hex(&[0x0a, 0xff]), "0aff");
/// ```
pub fn to_hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    push_hex(&mut s, bytes);
    s
}

/// Append lowercase hex of `bytes` to `out`.
pub fn push_hex(out: &mut String, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    for &b in bytes {
        out.push(HEX[(b >> 4) as usize] as char);
        out.push(HEX[(b & 0xf) as usize] as char);
    }
}

/// Parse hex text (either case, even length, optional whitespace between bytes) into bytes.
///
/// # Errors
///
/// A message when the text (blanks left out) has an odd number of digits or a character that is not
/// a hex digit.
///
/// ```
/// assert_eq!(rowkey_core::hbase::from_hex("0aFF").unwrap(), vec![0x0a, 0xff]);
/// assert!(rowkey_core::hbase::from_hex("abc").is_err());
/// ```
pub fn from_hex(text: &str) -> Result<Vec<u8>, String> {
    let digits: Vec<(usize, char)> = text
        .char_indices()
        .filter(|(_, c)| !c.is_whitespace())
        .collect();
    if !digits.len().is_multiple_of(2) {
        return Err(format!(
            "hex needs an even number of digits, got {}",
            digits.len()
        ));
    }
    digits
        .chunks(2)
        .map(|pair| {
            let hi = pair[0].1.to_digit(16);
            let lo = pair[1].1.to_digit(16);
            match (hi, lo) {
                (Some(h), Some(l)) => Ok((h * 16 + l) as u8),
                _ => {
                    let (at, c) = if hi.is_none() { pair[0] } else { pair[1] };
                    Err(format!("`{c}` at offset {at} is not a hex digit"))
                }
            }
        })
        .collect()
}

/// `Bytes.toBytes(long)`: 8 bytes, big-endian two's complement.
pub fn long_bytes(v: i64) -> [u8; 8] {
    v.to_be_bytes()
}

/// `Bytes.toBytes(int)`: 4 bytes, big-endian two's complement.
pub fn int_bytes(v: i32) -> [u8; 4] {
    v.to_be_bytes()
}

/// `Bytes.toBytes(short)`: 2 bytes, big-endian two's complement.
pub fn short_bytes(v: i16) -> [u8; 2] {
    v.to_be_bytes()
}

/// `Bytes.compareTo`: unsigned lexicographic order, a prefix sorts first. This is the order of
/// rows in a table and of region boundaries.
///
/// ```
/// use std::cmp::Ordering;
/// use rowkey_core::hbase::compare;
/// assert_eq!(compare(&[0x7f], &[0x80]), Ordering::Less); // unsigned, not Java's signed byte
/// assert_eq!(compare(b"ab", b"abc"), Ordering::Less);
/// ```
pub fn compare(a: &[u8], b: &[u8]) -> Ordering {
    a.cmp(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn string_binary_round_trips_all_bytes() {
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(to_bytes_binary(&to_string_binary(&all)), all);
    }

    #[test]
    fn truncated_escape_is_literal() {
        assert_eq!(to_bytes_binary("\\x4"), b"\\x4".to_vec());
        assert_eq!(to_bytes_binary("\\x41\\x4"), b"A\\x4".to_vec());
        assert_eq!(to_bytes_binary("a\\"), b"a\\".to_vec());
    }

    #[test]
    fn supplementary_chars_are_truncated_units() {
        assert_eq!(to_bytes_binary("\u{1F600}"), vec![0x3d, 0x00]);
    }
}
