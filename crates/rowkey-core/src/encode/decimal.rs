//! Decimal text of integers straight into a key buffer, for the sampling loop.
//!
//! Every `_{ts | rev}` and `dec(2)` segment formats a number per key. `itoa` (a dependency,
//! so size-optimised in the browser build and called out of line) was a twentieth of a key's
//! time there; this is the same two-digits-at-a-time method, written here so it inlines into
//! the loop, and with wide values cut into 32-bit pieces (see [`digits`]). `tests` checks it
//! against `itoa` and `java::write_dec`.

/// `"00" "01" … "99"`: two digits per lookup.
const PAIRS: &[u8; 200] = b"\
0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Digits of `u64::MAX`.
const MAX_DIGITS: usize = 20;

/// `x / 100` as a multiplication: LLVM leaves integer divisions by constants as divisions in
/// wasm (it counts them as cheap there), and a division is many times a multiplication's cost.
/// Exact for every `u32` (`tests` checks the edges and a sweep).
#[inline(always)]
fn div100(x: u32) -> u32 {
    ((u64::from(x) * 0x51eb_851f) >> 37) as u32
}

/// `v / 10^8`: natively the compiler's own multiply-high; in wasm (no 64-bit multiply-high,
/// so LLVM and V8 leave a 64-bit division, tens of cycles) the same multiplication by
/// `ceil(2^90 / 10^8)` made of four 32-bit products. Exact for every `u64`:
/// `m·10^8 − 2^90 = 875776 < 2^26` (Granlund–Montgomery).
#[inline(always)]
fn div_1e8(v: u64) -> u64 {
    if cfg!(target_arch = "wasm32") {
        mul_high(v, 0xabcc_7711_8461_cefd) >> 26
    } else {
        v / 100_000_000
    }
}

/// The high 64 bits of `a·b`, from 32-bit halves.
#[inline(always)]
fn mul_high(a: u64, b: u64) -> u64 {
    const LOW: u64 = 0xffff_ffff;
    let (a0, a1, b0, b1) = (a & LOW, a >> 32, b & LOW, b >> 32);
    let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
    let mid = (p00 >> 32) + (p01 & LOW) + (p10 & LOW);
    p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32)
}

/// Two digits of `v < 100` at `buf[at..at + 2]`.
#[inline(always)]
fn pair(v: u32, buf: &mut [u8; MAX_DIGITS], at: usize) {
    let i = v as usize * 2;
    buf[at] = PAIRS[i];
    buf[at + 1] = PAIRS[i + 1];
}

/// The decimal digits of `v` at the end of `buf`; returns where they start.
///
/// Wide values are cut into eight-digit pieces first and the pieces are written in 32-bit
/// arithmetic: wasm has no 64-bit multiply-high, so every 64-bit division by a constant stays a
/// real division there (a 19-digit number took ten of them), while a 32-bit one becomes a
/// multiplication.
#[inline(always)]
fn digits(v: u64, buf: &mut [u8; MAX_DIGITS]) -> usize {
    const EIGHT: u64 = 100_000_000;
    let mut at = MAX_DIGITS;
    let mut v = v;
    while v >= EIGHT {
        let q = div_1e8(v);
        let mut piece = (v - q * EIGHT) as u32;
        v = q;
        for _ in 0..4 {
            let q = div100(piece);
            at -= 2;
            pair(piece - 100 * q, buf, at);
            piece = q;
        }
    }
    let mut v = v as u32;
    while v >= 100 {
        let q = div100(v);
        at -= 2;
        pair(v - 100 * q, buf, at);
        v = q;
    }
    if v >= 10 {
        at -= 2;
        pair(v, buf, at);
    } else {
        at -= 1;
        buf[at] = b'0' + v as u8;
    }
    at
}

/// Append `v` in decimal (Java's `"" + v`).
#[inline]
pub(crate) fn write_i64(out: &mut Vec<u8>, v: i64) {
    write_padded(out, v, 0);
}

/// Append `v` in decimal, zero-padded after the sign to at least `width` characters in all:
/// Java's `String.format("%0Wd", v)`, as `java::write_dec` makes it.
#[inline]
pub(crate) fn write_padded(out: &mut Vec<u8>, v: i64, width: usize) {
    let mut buf = [0u8; MAX_DIGITS];
    let at = digits(v.unsigned_abs(), &mut buf);
    let text = &buf[at..];
    let negative = v < 0;
    let used = usize::from(negative) + text.len();
    out.reserve(width.max(used));
    if negative {
        out.push(b'-');
    }
    // Pushes, not `resize` and `extend_from_slice`: see [`super::append`].
    for _ in used..width {
        out.push(b'0');
    }
    super::append::append(out, text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::java::{write_dec, JInt};

    fn samples() -> Vec<i64> {
        let mut v = vec![
            0,
            1,
            -1,
            9,
            10,
            11,
            99,
            100,
            101,
            999,
            1000,
            i64::MAX,
            i64::MIN,
        ];
        v.extend([
            i64::MIN + 1,
            i64::MAX - 1,
            -10,
            -99,
            -100,
            1_707_955_200_000,
        ]);
        // Every power of ten and its neighbours, both signs.
        let mut p: i64 = 1;
        for _ in 0..19 {
            for x in [p - 1, p, p + 1] {
                v.extend([x, -x]);
            }
            p = p.saturating_mul(10);
        }
        // A spread of values from a simple generator (xorshift), so every digit pair occurs.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            v.push(x as i64);
            v.push((x >> (x % 60)) as i64);
        }
        v
    }

    #[test]
    fn the_division_by_a_hundred_is_exact() {
        for x in (0..=u32::MAX)
            .step_by(9973)
            .chain([u32::MAX, u32::MAX - 1, 99, 100, 101])
        {
            assert_eq!(div100(x), x / 100, "{x}");
        }
        for x in 0..1_000_000 {
            assert_eq!(div100(x), x / 100, "{x}");
        }
    }

    #[test]
    fn the_wasm_division_by_ten_to_the_eighth_is_exact() {
        let wasm = |v: u64| mul_high(v, 0xabcc_7711_8461_cefd) >> 26;
        for v in samples() {
            let v = v as u64;
            for x in [v, v.wrapping_add(1), v.wrapping_sub(1), v / 3] {
                assert_eq!(wasm(x), x / 100_000_000, "{x}");
                assert_eq!(div_1e8(x), x / 100_000_000, "{x}");
            }
        }
        // Around every multiple of 10^8 near the top, where an inexact multiplier fails first.
        for k in (0..=u64::MAX / 100_000_000).rev().take(2000) {
            for x in [k * 100_000_000, (k * 100_000_000).saturating_sub(1)] {
                assert_eq!(wasm(x), x / 100_000_000, "{x}");
            }
        }
        assert_eq!(wasm(u64::MAX), u64::MAX / 100_000_000);
        for (a, b) in [
            (u64::MAX, u64::MAX),
            (1 << 32, 1 << 32),
            (12345, 0),
            (u64::MAX, 2),
        ] {
            assert_eq!(
                mul_high(a, b),
                ((u128::from(a) * u128::from(b)) >> 64) as u64
            );
        }
    }

    #[test]
    fn plain_decimal_is_itoa() {
        for v in samples() {
            let mut out = b"key_".to_vec();
            write_i64(&mut out, v);
            let want = format!("key_{}", itoa::Buffer::new().format(v));
            assert_eq!(out, want.as_bytes(), "{v}");
        }
    }

    #[test]
    fn padded_decimal_is_java_format() {
        for v in samples().into_iter().step_by(7) {
            for width in [0, 1, 2, 3, 5, 19, 20, 21, 25] {
                let (mut ours, mut java) = (b"x".to_vec(), b"x".to_vec());
                write_padded(&mut ours, v, width);
                write_dec(&mut java, JInt::Long(v), width);
                assert_eq!(ours, java, "{v} width {width}");
            }
        }
        let mut out = Vec::new();
        write_padded(&mut out, -7, 4);
        assert_eq!(out, b"-007");
    }
}
