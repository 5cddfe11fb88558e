//! The random streams behind every generator and `salt(N)`, and the exact integer and float
//! mappings on top of them.
//!
//! Share links must reproduce the same keys on every platform and in every future version, so
//! nothing here depends on `rand`'s distributions (which have changed between versions) or on
//! `rand_core`'s `seed_from_u64` expansion: only the ChaCha8 block function (a fixed, published
//! algorithm) and the code in this file decide the values.
//!
//! Derivation (frozen, part of the share-link format):
//! - key: the 32-byte ChaCha key is the design seed as 8 little-endian bytes followed by the 24
//!   ASCII bytes of [`KEY_DOMAIN`] (`rowkey-playground/gen/v1`);
//! - stream (the 64-bit ChaCha nonce): for a field, the FNV-1a 64 hash of the field name's UTF-8
//!   bytes shifted right by one bit (so the top bit is 0); reserved streams have the top bit set,
//!   and `salt(N)` uses [`SALT_STREAM`] = `1 << 63`;
//! - words: `next_u64` of `rand_chacha` 0.3's `ChaCha8Rng` (block counter from 0, two 32-bit
//!   output words little-endian, low word first);
//! - `below(n)`: Lemire's multiply-shift with rejection: `m = x * n` in 128 bits, reject while
//!   the low 64 bits are below `2^64 mod n`, the answer is the high 64 bits;
//! - `unit_f64`: `(x >> 11) as f64 * 2^-53`, in `[0, 1)`.

use super::chacha::Keystream;

/// The 24 bytes that complete the ChaCha key after the seed; changing them changes every sample.
///
/// ```
/// assert_eq!(rowkey_core::gen::KEY_DOMAIN, b"rowkey-playground/gen/v1");
/// ```
pub const KEY_DOMAIN: &[u8; 24] = b"rowkey-playground/gen/v1";

/// The stream reserved for the template's `salt(N)` sources. Field streams never have the top
/// bit set, so no field name can collide with it.
///
/// ```
/// use rowkey_core::gen::{field_stream, SALT_STREAM};
/// assert_ne!(field_stream("salt"), SALT_STREAM);
/// ```
pub const SALT_STREAM: u64 = 1 << 63;

/// FNV-1a, 64 bits: offset basis `0xcbf29ce484222325`, prime `0x100000001b3`.
///
/// Written out here rather than taken from a crate so that the stream of a field can never change
/// under us.
///
/// ```
/// use rowkey_core::gen::fnv1a64;
/// assert_eq!(fnv1a64(b""), 0xcbf29ce484222325);
/// assert_eq!(fnv1a64(b"a"), 0xaf63dc4c8601ec8c);
/// ```
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The ChaCha stream id of a field: its FNV-1a 64 hash with the top bit cleared.
///
/// ```
/// use rowkey_core::gen::{field_stream, fnv1a64};
/// assert_eq!(field_stream("user_id"), fnv1a64(b"user_id") >> 1);
/// assert!(field_stream("user_id") < 1 << 63);
/// ```
pub fn field_stream(field: &str) -> u64 {
    fnv1a64(field.as_bytes()) >> 1
}

/// A deterministic random stream: ChaCha8 keyed by the design seed, on one 64-bit stream id.
#[derive(Clone, Debug)]
pub(crate) struct Stream {
    rng: Keystream,
}

impl Stream {
    /// The stream `stream` of the design seeded with `seed`.
    pub(crate) fn new(seed: u64, stream: u64) -> Self {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        key[8..].copy_from_slice(KEY_DOMAIN);
        Stream {
            rng: Keystream::new(key, stream),
        }
    }

    /// The stream of field `field`.
    pub(crate) fn for_field(seed: u64, field: &str) -> Self {
        Stream::new(seed, field_stream(field))
    }

    /// The next 64 random bits.
    #[inline]
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.rng.next_u64()
    }

    /// Uniform in `[0, n)`; `n == 0` means the full `u64` range.
    #[inline]
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return self.next_u64();
        }
        let (mut high, mut low) = wide_mul(self.next_u64(), n);
        if low < n {
            // 2^64 mod n: the low products below it would make some answers more likely.
            let threshold = n.wrapping_neg() % n;
            while low < threshold {
                (high, low) = wide_mul(self.next_u64(), n);
            }
        }
        high
    }

    /// Push `count` characters of `alphabet` (at most 256 of them), each `alphabet[below(len)]`:
    /// the same draws, in the same order, as `count` calls of [`Stream::below`], in one loop
    /// with the rejection threshold worked out once.
    #[inline]
    pub(crate) fn push_drawn(&mut self, alphabet: &[u8], count: usize, s: &mut String) {
        let n = alphabet.len() as u64;
        if n == 0 {
            return;
        }
        // Characters gather in a small array and join the string a chunk at a time: pushing
        // them one by one cost a capacity check and a length update each.
        let mut chunk = [0u8; 32];
        let mut left = count;
        while left > 0 {
            let k = left.min(chunk.len());
            for slot in &mut chunk[..k] {
                let (mut high, mut low) = wide_mul(self.next_u64(), n);
                if low < n {
                    // 2^64 mod n (below n): a low product below it is rejected and drawn
                    // again. Worked out only here, almost never: a 64-bit remainder is a
                    // real division in wasm, and this loop runs per character.
                    let threshold = n.wrapping_neg() % n;
                    while low < threshold {
                        (high, low) = wide_mul(self.next_u64(), n);
                    }
                }
                *slot = alphabet[high as usize];
            }
            // The alphabets are ASCII, so this is one check and one copy.
            match std::str::from_utf8(&chunk[..k]) {
                Ok(text) => s.push_str(text),
                Err(_) => s.extend(chunk[..k].iter().map(|&b| char::from(b))),
            }
            left -= k;
        }
    }

    /// Uniform in `[lo, hi]` (inclusive, `lo <= hi`), over the whole `i64` range if asked.
    #[inline]
    pub(crate) fn between(&mut self, lo: i64, hi: i64) -> i64 {
        // hi - lo + 1 as an unsigned count; 0 means all 2^64 values.
        let span = (hi.wrapping_sub(lo) as u64).wrapping_add(1);
        lo.wrapping_add(self.below(span) as i64)
    }

    /// Uniform in `[0, 1)` with 53 random bits.
    #[inline]
    pub(crate) fn unit_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / 9_007_199_254_740_992.0)
    }
}

/// `x * n` as (high, low) 64-bit halves.
///
/// wasm has no 64×64→128 multiply: a `u128` product there is a call to a software routine, once
/// per random digit. Below 2^32 (every alphabet, most ranges) two 64-bit products make it exactly.
#[inline]
fn wide_mul(x: u64, n: u64) -> (u64, u64) {
    if cfg!(target_arch = "wasm32") && n >> 32 == 0 {
        split_mul(x, n)
    } else {
        let m = u128::from(x) * u128::from(n);
        ((m >> 64) as u64, m as u64)
    }
}

/// [`wide_mul`] for `n < 2^32` from two 64-bit products: `x·n = b·2^32 + a` with `a`, `b` the
/// products of `x`'s halves.
#[inline]
fn split_mul(x: u64, n: u64) -> (u64, u64) {
    const LOW32: u64 = 0xffff_ffff;
    let a = (x & LOW32) * n;
    let b = (x >> 32) * n;
    let c = (b & LOW32) + (a >> 32);
    ((b >> 32) + (c >> 32), (c << 32) | (a & LOW32))
}

/// The random source of the template's `salt(N)` segments: one stream per design, separate from
/// every field's stream, so adding a salt never changes a field and adding a field never changes
/// a salt.
///
/// ```
/// use rowkey_core::gen::salt_rng;
/// let mut a = salt_rng(42);
/// let mut b = salt_rng(42);
/// let xs: Vec<u32> = (0..5).map(|_| a.next_below(10)).collect();
/// assert!(xs.iter().all(|&x| x < 10));
/// assert_eq!(xs, (0..5).map(|_| b.next_below(10)).collect::<Vec<_>>());
/// ```
#[derive(Clone, Debug)]
pub struct SaltRng {
    stream: Stream,
}

impl SaltRng {
    /// Uniform in `[0, n)`. `n == 0` has no such value and gives 0 without using the stream.
    ///
    /// ```
    /// let mut s = rowkey_core::gen::salt_rng(7);
    /// assert_eq!(s.next_below(1), 0);
    /// assert_eq!(s.next_below(0), 0);
    /// ```
    pub fn next_below(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        self.stream.below(u64::from(n)) as u32
    }
}

/// The encoder draws `salt(N)` values through this: the generator layer sits above the
/// evaluator, so the evaluator names only the trait.
///
/// ```
/// use rowkey_core::{encode::{Encoder, Value}, gen::salt_rng, plan::Plan};
/// let plan = Plan::compile("{salt(16)}_{id}").unwrap();
/// let (mut a, mut b) = (Vec::new(), Vec::new());
/// let row = [Value::Str("u1".into())];
/// Encoder::new(&plan).encode_into(&row, &mut salt_rng(42), &mut a).unwrap();
/// let first = salt_rng(42).next_below(16);
/// Encoder::new(&plan).encode_into(&row, &mut |_| first, &mut b).unwrap();
/// assert_eq!(a, b);
/// ```
impl crate::encode::SaltSource for SaltRng {
    fn next_below(&mut self, n: u32) -> u32 {
        SaltRng::next_below(self, n)
    }
}

/// The salt stream of the design seeded with `seed` (ChaCha stream [`SALT_STREAM`]).
///
/// ```
/// let mut s = rowkey_core::gen::salt_rng(42);
/// assert!(s.next_below(16) < 16);
/// ```
pub fn salt_rng(seed: u64) -> SaltRng {
    SaltRng {
        stream: Stream::new(seed, SALT_STREAM),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv_reference_vectors() {
        // From the FNV reference test suite.
        assert_eq!(fnv1a64(b"foobar"), 0x85944171f73967e8);
    }

    #[test]
    fn the_split_product_is_the_wide_product() {
        let mut s = Stream::new(3, 4);
        for i in 0..100_000u64 {
            let x = s.next_u64();
            let n = match i % 4 {
                0 => i + 1,
                1 => 10,
                2 => u64::from(u32::MAX) - i,
                _ => x >> 32,
            };
            let m = u128::from(x) * u128::from(n);
            assert_eq!(split_mul(x, n), ((m >> 64) as u64, m as u64), "{x} * {n}");
        }
        for (x, n) in [(u64::MAX, u64::from(u32::MAX)), (0, 7), (u64::MAX, 1)] {
            let m = u128::from(x) * u128::from(n);
            assert_eq!(split_mul(x, n), ((m >> 64) as u64, m as u64));
        }
    }

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut s = Stream::new(1, 2);
        let mut seen = [false; 7];
        for _ in 0..1000 {
            let x = s.below(7);
            seen[x as usize] = true;
        }
        assert!(seen.iter().all(|&b| b));
        assert_eq!(Stream::new(1, 2).below(1), 0);
    }

    /// The run loop draws exactly what one `below` per character draws, and leaves the stream
    /// at the same place (runs longer than its 32-byte chunk included).
    #[test]
    fn push_drawn_is_below_per_character() {
        for alphabet in [&b"0123456789"[..], b"abcdefghijklmnopqrstuvwxyz", b"01"] {
            for count in [0, 1, 6, 31, 32, 33, 70] {
                let (mut a, mut b) = (Stream::new(7, 3), Stream::new(7, 3));
                let mut got = String::new();
                a.push_drawn(alphabet, count, &mut got);
                let want: String = (0..count)
                    .map(|_| char::from(alphabet[b.below(alphabet.len() as u64) as usize]))
                    .collect();
                assert_eq!(got, want);
                assert_eq!(a.next_u64(), b.next_u64());
            }
        }
        let mut s = Stream::new(1, 1);
        let mut out = String::new();
        s.push_drawn(b"", 5, &mut out);
        assert!(out.is_empty());
    }

    #[test]
    fn between_full_range_does_not_panic() {
        let mut s = Stream::new(1, 2);
        let _ = s.between(i64::MIN, i64::MAX);
        assert_eq!(s.between(5, 5), 5);
        let x = s.between(-3, 3);
        assert!((-3..=3).contains(&x));
    }

    #[test]
    fn unit_is_below_one() {
        let mut s = Stream::new(9, 9);
        for _ in 0..1000 {
            let u = s.unit_f64();
            assert!((0.0..1.0).contains(&u));
        }
    }

    #[test]
    fn streams_differ() {
        let a = Stream::new(42, field_stream("a")).next_u64();
        let b = Stream::new(42, field_stream("b")).next_u64();
        let salt = Stream::new(42, SALT_STREAM).next_u64();
        assert_ne!(a, b);
        assert_ne!(a, salt);
        assert_ne!(Stream::new(43, field_stream("a")).next_u64(), a);
    }
}
