//! ChaCha8 words, four blocks at a time across SIMD lanes: the stream of `rand_chacha` 0.3's
//! `ChaCha8Rng`, word for word.
//!
//! The generators draw one 64-bit word per random digit, so in the browser (where `rand_chacha`
//! has no SIMD code) the block function was a quarter of a sample's time. Four consecutive blocks
//! are independent, so they are computed as four lanes of every state word: plain `[u32; 4]`
//! arithmetic that the compiler turns into one vector instruction per step (wasm `simd128`).
//! Natively `rand_chacha`'s own AVX2 code is faster still, so [`Keystream`] is that there. The
//! output is frozen by the share-link format (see [`super::rng`]); `tests` checks this file's
//! words against `rand_chacha`'s natively (the portable form); the wasm form, which keeps the
//! state in `v128`s and transposes the blocks out, is checked by the wasm tests (rowkey-wasm:
//! the core on wasm32 against the same designs computed natively).

// Natively only the tests use the lanes (the generators use `rand_chacha` there).
#![cfg_attr(not(any(test, target_arch = "wasm32")), allow(dead_code))]

/// The keystream the generators use: the lanes below in wasm, `rand_chacha` natively.
#[cfg(target_arch = "wasm32")]
pub(crate) type Keystream = ChaCha8;
/// The keystream the generators use: the lanes below in wasm, `rand_chacha` natively.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) type Keystream = native::ChaCha8;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use rand_core::{RngCore, SeedableRng};

    /// `rand_chacha`'s ChaCha8 (runtime-detected AVX2), with [`super::ChaCha8`]'s interface.
    #[derive(Clone, Debug)]
    pub(crate) struct ChaCha8(rand_chacha::ChaCha8Rng);

    impl ChaCha8 {
        pub(crate) fn new(key: [u8; 32], stream: u64) -> Self {
            let mut rng = rand_chacha::ChaCha8Rng::from_seed(key);
            rng.set_stream(stream);
            ChaCha8(rng)
        }

        #[inline]
        pub(crate) fn next_u64(&mut self) -> u64 {
            self.0.next_u64()
        }
    }
}

/// Four lanes of one state word.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
type Lanes = [u32; 4];

/// "expand 32-byte k".
const SIGMA: [u32; 4] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574];

/// Words per refill: four 16-word blocks.
const BUF: usize = 64;

/// A ChaCha8 keystream as 32-bit words: 256-bit key, 64-bit block counter from 0, 64-bit
/// stream id (rand_chacha's "djb" layout: words 12–13 the counter, 14–15 the stream).
#[derive(Clone)]
pub(crate) struct ChaCha8 {
    key: [u32; 8],
    stream: u64,
    counter: u64,
    buf: [u32; BUF],
    /// The next unread word of `buf`; `BUF` when it is spent.
    index: usize,
}

impl std::fmt::Debug for ChaCha8 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The key is the design seed: not secret, but the words would fill a screen.
        f.debug_struct("ChaCha8")
            .field("stream", &self.stream)
            .field("counter", &self.counter)
            .field("index", &self.index)
            .finish_non_exhaustive()
    }
}

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
fn add(a: Lanes, b: Lanes) -> Lanes {
    [
        a[0].wrapping_add(b[0]),
        a[1].wrapping_add(b[1]),
        a[2].wrapping_add(b[2]),
        a[3].wrapping_add(b[3]),
    ]
}

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
fn xor_rotl(a: Lanes, b: Lanes, n: u32) -> Lanes {
    [
        (a[0] ^ b[0]).rotate_left(n),
        (a[1] ^ b[1]).rotate_left(n),
        (a[2] ^ b[2]).rotate_left(n),
        (a[3] ^ b[3]).rotate_left(n),
    ]
}

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
fn quarter(x: &mut [Lanes; 16], a: usize, b: usize, c: usize, d: usize) {
    x[a] = add(x[a], x[b]);
    x[d] = xor_rotl(x[d], x[a], 16);
    x[c] = add(x[c], x[d]);
    x[b] = xor_rotl(x[b], x[c], 12);
    x[a] = add(x[a], x[b]);
    x[d] = xor_rotl(x[d], x[a], 8);
    x[c] = add(x[c], x[d]);
    x[b] = xor_rotl(x[b], x[c], 7);
}

/// Eight rounds: four double rounds of columns then diagonals, on four blocks at once.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
fn rounds(x: &mut [Lanes; 16]) {
    for _ in 0..4 {
        quarter(x, 0, 4, 8, 12);
        quarter(x, 1, 5, 9, 13);
        quarter(x, 2, 6, 10, 14);
        quarter(x, 3, 7, 11, 15);
        quarter(x, 0, 5, 10, 15);
        quarter(x, 1, 6, 11, 12);
        quarter(x, 2, 7, 8, 13);
        quarter(x, 3, 4, 9, 14);
    }
}

/// The eight rounds with wasm's 128-bit vectors: LLVM does not vectorise the portable form (it
/// keeps one lane per scalar register), so the lanes are `v128`s here. Rotations by 16 and 8
/// are byte shuffles, one instruction instead of two shifts and an or.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline(always)]
fn rounds_v128(v: &mut [core::arch::wasm32::v128; 16]) {
    use core::arch::wasm32::{
        i8x16_shuffle, u32x4_add, u32x4_shl, u32x4_shr, v128, v128_or, v128_xor,
    };
    #[inline(always)]
    fn rotl(v: v128, n: u32) -> v128 {
        match n {
            16 => i8x16_shuffle::<2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13>(v, v),
            8 => i8x16_shuffle::<3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14>(v, v),
            _ => v128_or(u32x4_shl(v, n), u32x4_shr(v, 32 - n)),
        }
    }
    #[inline(always)]
    fn quarter(v: &mut [v128; 16], a: usize, b: usize, c: usize, d: usize) {
        v[a] = u32x4_add(v[a], v[b]);
        v[d] = rotl(v128_xor(v[d], v[a]), 16);
        v[c] = u32x4_add(v[c], v[d]);
        v[b] = rotl(v128_xor(v[b], v[c]), 12);
        v[a] = u32x4_add(v[a], v[b]);
        v[d] = rotl(v128_xor(v[d], v[a]), 8);
        v[c] = u32x4_add(v[c], v[d]);
        v[b] = rotl(v128_xor(v[b], v[c]), 7);
    }
    for _ in 0..4 {
        quarter(v, 0, 4, 8, 12);
        quarter(v, 1, 5, 9, 13);
        quarter(v, 2, 6, 10, 14);
        quarter(v, 3, 7, 11, 15);
        quarter(v, 0, 5, 10, 15);
        quarter(v, 1, 6, 11, 12);
        quarter(v, 2, 7, 8, 13);
        quarter(v, 3, 4, 9, 14);
    }
}

impl ChaCha8 {
    /// The keystream of `key` on stream `stream`, from block 0.
    pub(crate) fn new(key: [u8; 32], stream: u64) -> Self {
        let mut words = [0u32; 8];
        for (w, chunk) in words.iter_mut().zip(key.chunks_exact(4)) {
            *w = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
        }
        ChaCha8 {
            key: words,
            stream,
            counter: 0,
            buf: [0; BUF],
            index: BUF,
        }
    }

    /// The next four blocks into `buf`, block after block.
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    fn refill(&mut self) {
        let mut x = [[0u32; 4]; 16];
        for (w, s) in SIGMA.iter().enumerate() {
            x[w] = [*s; 4];
        }
        for (w, k) in self.key.iter().enumerate() {
            x[4 + w] = [*k; 4];
        }
        let counters = [0u64, 1, 2, 3].map(|lane| self.counter.wrapping_add(lane));
        x[12] = counters.map(|c| c as u32);
        x[13] = counters.map(|c| (c >> 32) as u32);
        x[14] = [self.stream as u32; 4];
        x[15] = [(self.stream >> 32) as u32; 4];
        let start = x;
        rounds(&mut x);
        for (w, (now, was)) in x.iter().zip(&start).enumerate() {
            let sum = add(*now, *was);
            for (lane, v) in sum.iter().enumerate() {
                self.buf[16 * lane + w] = *v;
            }
        }
        self.counter = self.counter.wrapping_add(4);
        self.index = 0;
    }

    /// [`ChaCha8::refill`] in wasm: the state stays in `v128`s from start to finish, and the
    /// four blocks leave their lanes by 4×4 transposes, a vector per four words, where the
    /// portable form went through arrays and stored word by word. Once per 32 draws, so out of
    /// line: every draw site does not need a copy.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    #[inline(never)]
    fn refill(&mut self) {
        use core::arch::wasm32::{
            i32x4_shuffle, i64x2_shuffle, u32x4, u32x4_add, u32x4_extract_lane, u32x4_splat, v128,
        };
        let c = [0u64, 1, 2, 3].map(|lane| self.counter.wrapping_add(lane));
        let k = self.key;
        let start: [v128; 16] = [
            u32x4_splat(SIGMA[0]),
            u32x4_splat(SIGMA[1]),
            u32x4_splat(SIGMA[2]),
            u32x4_splat(SIGMA[3]),
            u32x4_splat(k[0]),
            u32x4_splat(k[1]),
            u32x4_splat(k[2]),
            u32x4_splat(k[3]),
            u32x4_splat(k[4]),
            u32x4_splat(k[5]),
            u32x4_splat(k[6]),
            u32x4_splat(k[7]),
            u32x4(c[0] as u32, c[1] as u32, c[2] as u32, c[3] as u32),
            u32x4(
                (c[0] >> 32) as u32,
                (c[1] >> 32) as u32,
                (c[2] >> 32) as u32,
                (c[3] >> 32) as u32,
            ),
            u32x4_splat(self.stream as u32),
            u32x4_splat((self.stream >> 32) as u32),
        ];
        let mut v = start;
        rounds_v128(&mut v);
        for g in 0..4 {
            let w = 4 * g;
            // Rows: words w..w+4, each with the four blocks in its lanes.
            let [a, b, c, d] = [0, 1, 2, 3].map(|i| u32x4_add(v[w + i], start[w + i]));
            let ab_low = i32x4_shuffle::<0, 4, 1, 5>(a, b);
            let ab_high = i32x4_shuffle::<2, 6, 3, 7>(a, b);
            let cd_low = i32x4_shuffle::<0, 4, 1, 5>(c, d);
            let cd_high = i32x4_shuffle::<2, 6, 3, 7>(c, d);
            // Block `n`'s words w..w+4.
            let blocks = [
                i64x2_shuffle::<0, 2>(ab_low, cd_low),
                i64x2_shuffle::<1, 3>(ab_low, cd_low),
                i64x2_shuffle::<0, 2>(ab_high, cd_high),
                i64x2_shuffle::<1, 3>(ab_high, cd_high),
            ];
            for (n, block) in blocks.iter().enumerate() {
                let at = 16 * n + w;
                self.buf[at..at + 4].copy_from_slice(&[
                    u32x4_extract_lane::<0>(*block),
                    u32x4_extract_lane::<1>(*block),
                    u32x4_extract_lane::<2>(*block),
                    u32x4_extract_lane::<3>(*block),
                ]);
            }
        }
        self.counter = self.counter.wrapping_add(4);
        self.index = 0;
    }

    /// The next 64 bits: two words, the first the low half (rand_core's `BlockRng::next_u64`,
    /// including a pair that straddles two refills).
    #[inline]
    pub(crate) fn next_u64(&mut self) -> u64 {
        let i = self.index;
        if i < BUF - 1 {
            self.index = i + 2;
            return (u64::from(self.buf[i + 1]) << 32) | u64::from(self.buf[i]);
        }
        if i >= BUF {
            self.refill();
            self.index = 2;
            return (u64::from(self.buf[1]) << 32) | u64::from(self.buf[0]);
        }
        let low = u64::from(self.buf[BUF - 1]);
        self.refill();
        self.index = 1;
        (u64::from(self.buf[0]) << 32) | low
    }

    /// The next 32 bits (one word).
    #[cfg(test)]
    pub(crate) fn next_u32(&mut self) -> u32 {
        if self.index >= BUF {
            self.refill();
        }
        let v = self.buf[self.index];
        self.index += 1;
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_chacha::ChaCha8Rng;
    use rand_core::{RngCore, SeedableRng};

    fn reference(key: [u8; 32], stream: u64) -> ChaCha8Rng {
        let mut r = ChaCha8Rng::from_seed(key);
        r.set_stream(stream);
        r
    }

    fn key(seed: u64) -> [u8; 32] {
        let mut k = [0u8; 32];
        k[..8].copy_from_slice(&seed.to_le_bytes());
        k[8..].copy_from_slice(crate::gen::KEY_DOMAIN);
        k
    }

    #[test]
    fn words_are_rand_chacha_words() {
        for (seed, stream) in [(0, 0), (42, 1 << 63), (u64::MAX, 12345), (7, u64::MAX >> 1)] {
            let (mut ours, mut theirs) = (
                ChaCha8::new(key(seed), stream),
                reference(key(seed), stream),
            );
            // Several refills, so the counter's lanes and carries are exercised.
            for i in 0..1000 {
                assert_eq!(
                    ours.next_u64(),
                    theirs.next_u64(),
                    "seed {seed} stream {stream} word {i}"
                );
            }
        }
    }

    #[test]
    fn a_pair_straddling_two_blocks_is_read_as_rand_core_does() {
        let (mut ours, mut theirs) = (ChaCha8::new(key(9), 3), reference(key(9), 3));
        // One odd word first, so every later 64-bit read is misaligned and one straddles.
        assert_eq!(ours.next_u32(), theirs.next_u32());
        for i in 0..300 {
            assert_eq!(ours.next_u64(), theirs.next_u64(), "word {i}");
            if i % 37 == 0 {
                assert_eq!(ours.next_u32(), theirs.next_u32(), "odd word after {i}");
            }
        }
    }

    #[test]
    fn every_key_byte_counts() {
        let mut k = key(5);
        for byte in 0..32 {
            k[byte] ^= 0x5a;
            let (mut ours, mut theirs) = (ChaCha8::new(k, 77), reference(k, 77));
            for _ in 0..70 {
                assert_eq!(ours.next_u64(), theirs.next_u64(), "key byte {byte}");
            }
        }
    }
}
