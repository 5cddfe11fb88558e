//! `new BigInteger(text, radix)` as Java parses it, error messages included.

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::Zero;

/// `Integer.parseInt` digit groups per radix, as `java.math.BigInteger.digitsPerInt`: the
/// constructor parses (and reports bad digits) one group at a time.
const DIGITS_PER_INT: [usize; 37] = [
    0, 0, 30, 19, 15, 13, 11, 11, 10, 9, 9, 8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6,
    6, 6, 6, 6, 6, 6, 6, 5,
];

/// `new BigInteger(text, radix)` (JDK 17): at most one sign, only at the front; digits as
/// `Character.digit` reads them (any case, fullwidth forms and other Unicode decimal digits
/// too); the error is the `NumberFormatException` message Java gives.
pub(super) fn parse_java_biginteger(text: &str, radix: u32) -> Result<BigInt, String> {
    let units: Vec<u16> = text.encode_utf16().collect();
    let len = units.len();
    if len == 0 {
        return Err("Zero length BigInteger".to_owned());
    }
    let minus = units.iter().rposition(|&u| u == u16::from(b'-'));
    let plus = units.iter().rposition(|&u| u == u16::from(b'+'));
    let (sign, mut cursor) = match (minus, plus) {
        (Some(0), None) => (Sign::Minus, 1),
        (None, Some(0)) => (Sign::Plus, 1),
        (None, None) => (Sign::Plus, 0),
        _ => return Err("Illegal embedded sign character".to_owned()),
    };
    if cursor == len {
        return Err("Zero length BigInteger".to_owned());
    }
    while cursor < len && java_digit(units[cursor], radix) == Some(0) {
        cursor += 1;
    }
    if cursor == len {
        return Ok(BigInt::zero());
    }
    let per_group = DIGITS_PER_INT[radix as usize];
    let num_digits = len - cursor;
    let mut group_len = match num_digits % per_group {
        0 => per_group,
        n => n,
    };
    let mut digits = Vec::with_capacity(num_digits);
    while cursor < len {
        let group = &units[cursor..cursor + group_len];
        for &unit in group {
            match java_digit(unit, radix) {
                Some(d) => digits.push(d as u8),
                None => {
                    let under = if radix == 10 {
                        String::new()
                    } else {
                        format!(" under radix {radix}")
                    };
                    return Err(format!(
                        "For input string: \"{}\"{under}",
                        String::from_utf16_lossy(group)
                    ));
                }
            }
        }
        cursor += group_len;
        group_len = per_group;
    }
    let magnitude = BigUint::from_radix_be(&digits, radix).unwrap_or_default();
    Ok(BigInt::from_biguint(sign, magnitude))
}

/// The zero of every run of Unicode decimal digits (category Nd) in the BMP. Java's
/// `Character.digit` reads all of them; `charAt` never sees the supplementary ones whole.
const DECIMAL_ZEROS: [u16; 37] = [
    0x0030, 0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6,
    0x0d66, 0x0de6, 0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80,
    0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0,
    0xff10,
];

/// `Character.digit(char, radix)`.
fn java_digit(unit: u16, radix: u32) -> Option<u32> {
    let value = match unit {
        0x41..=0x5a => u32::from(unit - 0x41) + 10,
        0x61..=0x7a => u32::from(unit - 0x61) + 10,
        0xff21..=0xff3a => u32::from(unit - 0xff21) + 10,
        0xff41..=0xff5a => u32::from(unit - 0xff41) + 10,
        _ => {
            let zero = DECIMAL_ZEROS
                .iter()
                .find(|&&z| z <= unit && unit < z + 10)?;
            u32::from(unit - zero)
        }
    };
    (value < radix).then_some(value)
}
