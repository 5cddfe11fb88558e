//! Integers spelt as key bytes: decimal text, digit groups in any radix, and two's complement.

use super::int::{jint, IntAbs};
use super::{Abs, Trend};
use crate::java::Width;
use crate::keyspace::lang::{self, digits_needed, write_num, ByteLang};
use crate::keyspace::ByteSet;

/// Decimal text of the integers `lo..=hi` (uniform), zero-padded to `pad` as `%0Wd` does.
pub fn decimal_lang(lo: i128, hi: i128, pad: usize) -> ByteLang {
    // In floating point: the range may be as wide as i128 allows.
    let total = hi as f64 - lo as f64 + 1.0;
    let mut alts = Vec::new();
    if lo < 0 {
        let (a, b) = (hi.min(-1).unsigned_abs(), lo.unsigned_abs());
        let mags = digit_groups(a, b, 10, pad.saturating_sub(1));
        let n = (b - a) as f64 + 1.0;
        let neg = ByteLang::cat(vec![ByteLang::Lit(b"-".to_vec()), mags]);
        alts.push((neg, n / total));
    }
    if hi >= 0 {
        let (a, b) = (lo.max(0) as u128, hi as u128);
        alts.push((digit_groups(a, b, 10, pad), ((b - a) as f64 + 1.0) / total));
    }
    ByteLang::alt(alts)
}

/// Unpadded (or `pad`-padded) numbers `a..=b` in `radix`, grouped by digit count.
fn digit_groups(a: u128, b: u128, radix: u16, pad: usize) -> ByteLang {
    let fit = lang::max_digits(radix);
    if pad > fit {
        // Every digit past u128's width is a zero: spell that run once, not in every group.
        let zeros = ByteLang::Lit(vec![lang::digit_byte(0, radix); pad - fit]);
        return ByteLang::cat(vec![zeros, digit_groups(a, b, radix, fit)]);
    }
    let mut alts = Vec::new();
    let total = (b - a) as f64 + 1.0;
    let mut lo = a;
    while lo <= b {
        let d = digits_needed(lo, radix);
        let group_max = (radix as u128)
            .checked_pow(d as u32)
            .map_or(u128::MAX, |p| p - 1);
        let hi = b.min(group_max);
        let width = d.max(pad);
        alts.push((
            ByteLang::Num {
                lo,
                hi,
                radix,
                width,
            },
            ((hi - lo) as f64 + 1.0) / total,
        ));
        if hi == u128::MAX {
            break;
        }
        lo = hi + 1;
    }
    ByteLang::alt(alts)
}

/// Two's complement bytes of `lo..=hi` narrowed to `bytes` bytes, big-endian.
pub(super) fn binary_lang(v: &IntAbs, bytes: usize) -> ByteLang {
    let bits = 8 * bytes as u32;
    let modulus = 1i128 << bits;
    let (min, max) = (-(modulus / 2), modulus / 2 - 1);
    if let Some(values) = &v.values {
        return ByteLang::set(
            values
                .iter()
                .map(|&(x, w)| {
                    (
                        write_num((x as i128).rem_euclid(modulus) as u128, 256, bytes),
                        w,
                    )
                })
                .collect(),
        );
    }
    if v.lo < min || v.hi > max {
        return ByteLang::cells(ByteSet::ALL, bytes);
    }
    let total = (v.hi - v.lo + 1) as f64;
    let mut alts = Vec::new();
    if v.lo < 0 {
        let (a, b) = (v.lo + modulus, v.hi.min(-1) + modulus);
        alts.push((
            ByteLang::Num {
                lo: a as u128,
                hi: b as u128,
                radix: 256,
                width: bytes,
            },
            (b - a + 1) as f64 / total,
        ));
    }
    if v.hi >= 0 {
        let (a, b) = (v.lo.max(0), v.hi);
        alts.push((
            ByteLang::Num {
                lo: a as u128,
                hi: b as u128,
                radix: 256,
                width: bytes,
            },
            (b - a + 1) as f64 / total,
        ));
    }
    ByteLang::alt(alts)
}

/// The key bytes of a value: ints as decimal text.
pub fn to_text(v: Abs) -> (ByteLang, Trend) {
    match v {
        Abs::Text(l, t) => (l, t),
        Abs::Int(i) => (int_to_decimal(&i, 0), i.trend),
    }
}

/// Digits of the widest `long` with its sign: zero padding past this is the same run of zeros
/// for every value.
const LONG_DEC: usize = 20;

pub(super) fn int_to_decimal(i: &IntAbs, pad: usize) -> ByteLang {
    match &i.values {
        // Padded wider than any value needs: the shared zeros once, then the values at the
        // widest width (a set of long strings would repeat them for every value).
        Some(values) if pad > LONG_DEC => {
            let zeros = ByteLang::Lit(vec![b'0'; pad - LONG_DEC]);
            let mut alts = Vec::new();
            for negative in [true, false] {
                let group: Vec<(Vec<u8>, f64)> = values
                    .iter()
                    .filter(|&&(v, _)| (v < 0) == negative)
                    .map(|&(v, w)| {
                        let s = crate::java::format_dec(jint(v, i.width), LONG_DEC).into_bytes();
                        (s[usize::from(negative)..].to_vec(), w)
                    })
                    .collect();
                if group.is_empty() {
                    continue;
                }
                let mass = group.iter().map(|g| g.1).sum::<f64>();
                let sign = ByteLang::Lit(if negative { b"-".to_vec() } else { Vec::new() });
                alts.push((
                    ByteLang::cat(vec![sign, zeros.clone(), ByteLang::set(group)]),
                    mass,
                ));
            }
            ByteLang::alt(alts)
        }
        Some(values) => ByteLang::set(
            values
                .iter()
                .map(|&(v, w)| {
                    (
                        crate::java::format_dec(jint(v, i.width), pad).into_bytes(),
                        w,
                    )
                })
                .collect(),
        ),
        None => decimal_lang(i.lo, i.hi, pad),
    }
}

/// `%0Wx` of a Java int or long (negative values as their two's complement), lowercase,
/// zero-padded to `w` digits.
pub(super) fn hex_int_lang(i: &IntAbs, w: usize) -> ByteLang {
    let bits = if i.width == Width::Int { 32 } else { 64 };
    match &i.values {
        Some(values) => ByteLang::set(
            values
                .iter()
                .map(|&(x, p)| (crate::java::format_hex(jint(x, i.width), w).into_bytes(), p))
                .collect(),
        ),
        None => {
            let m = 1i128 << bits;
            let total = (i.hi - i.lo + 1) as f64;
            let mut alts = Vec::new();
            if i.lo < 0 {
                let (a, b) = ((i.lo + m) as u128, (i.hi.min(-1) + m) as u128);
                alts.push((digit_groups(a, b, 16, w), (b - a + 1) as f64 / total));
            }
            if i.hi >= 0 {
                let (a, b) = (i.lo.max(0) as u128, i.hi as u128);
                alts.push((digit_groups(a, b, 16, w), (b - a + 1) as f64 / total));
            }
            ByteLang::alt(alts)
        }
    }
}
