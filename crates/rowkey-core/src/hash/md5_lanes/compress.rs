//! One MD5 compression (RFC 1321) of N independent blocks at once, one per lane of a vector
//! [`Word`]: every step is the same for every lane, so each is a handful of vector instructions
//! (`vpaddd`, `vprold`, `vpternlogd` with AVX-512; `i32x4.add` and shifts with wasm simd128).

use super::word::Word;

/// The MD5 chaining values of N lanes: words A, B, C, D, lane by lane.
pub(super) type State<const N: usize> = [[u32; N]; 4];

/// One 64-byte block of N lanes as 16 little-endian words, word-major (`m[w][lane]`).
pub(super) type Block<const N: usize> = [[u32; N]; 16];

/// MD5's initial chaining value (RFC 1321, 3.3).
pub(super) const IV: [u32; 4] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476];

#[inline(always)]
fn f<const N: usize, W: Word<N>>(x: W, y: W, z: W) -> W {
    z.xor(x.and(y.xor(z)))
}

#[inline(always)]
fn g<const N: usize, W: Word<N>>(x: W, y: W, z: W) -> W {
    y.xor(z.and(x.xor(y)))
}

#[inline(always)]
fn h<const N: usize, W: Word<N>>(x: W, y: W, z: W) -> W {
    x.xor(y).xor(z)
}

#[inline(always)]
fn i<const N: usize, W: Word<N>>(x: W, y: W, z: W) -> W {
    y.xor(x.or(z.xor(W::splat(u32::MAX))))
}

/// `b + ((a + fun(b, c, d) + m + k) <<< s)` in every lane: the new value of `a`.
#[inline(always)]
#[allow(clippy::too_many_arguments)] // the RFC's step, argument for argument
fn step<const N: usize, W: Word<N>>(
    a: W,
    b: W,
    c: W,
    d: W,
    m: W,
    k: u32,
    s: u32,
    fun: impl Fn(W, W, W) -> W,
) -> W {
    b.add(a.add(fun(b, c, d)).add(m.add(W::splat(k))).rotl(s))
}

/// Adds the compression of `block` to `state`, lane by lane, computing with `W`.
#[inline(always)]
pub(super) fn compress<const N: usize, W: Word<N>>(state: &mut State<N>, block: &Block<N>) {
    let m: [W; 16] = block.map(W::from_lanes);
    let [a0, b0, c0, d0] = state.map(W::from_lanes);
    let (mut a, mut b, mut c, mut d) = (a0, b0, c0, d0);
    // Round 1.
    a = step(a, b, c, d, m[0], 0xd76aa478, 7, f);
    d = step(d, a, b, c, m[1], 0xe8c7b756, 12, f);
    c = step(c, d, a, b, m[2], 0x242070db, 17, f);
    b = step(b, c, d, a, m[3], 0xc1bdceee, 22, f);
    a = step(a, b, c, d, m[4], 0xf57c0faf, 7, f);
    d = step(d, a, b, c, m[5], 0x4787c62a, 12, f);
    c = step(c, d, a, b, m[6], 0xa8304613, 17, f);
    b = step(b, c, d, a, m[7], 0xfd469501, 22, f);
    a = step(a, b, c, d, m[8], 0x698098d8, 7, f);
    d = step(d, a, b, c, m[9], 0x8b44f7af, 12, f);
    c = step(c, d, a, b, m[10], 0xffff5bb1, 17, f);
    b = step(b, c, d, a, m[11], 0x895cd7be, 22, f);
    a = step(a, b, c, d, m[12], 0x6b901122, 7, f);
    d = step(d, a, b, c, m[13], 0xfd987193, 12, f);
    c = step(c, d, a, b, m[14], 0xa679438e, 17, f);
    b = step(b, c, d, a, m[15], 0x49b40821, 22, f);
    // Round 2.
    a = step(a, b, c, d, m[1], 0xf61e2562, 5, g);
    d = step(d, a, b, c, m[6], 0xc040b340, 9, g);
    c = step(c, d, a, b, m[11], 0x265e5a51, 14, g);
    b = step(b, c, d, a, m[0], 0xe9b6c7aa, 20, g);
    a = step(a, b, c, d, m[5], 0xd62f105d, 5, g);
    d = step(d, a, b, c, m[10], 0x02441453, 9, g);
    c = step(c, d, a, b, m[15], 0xd8a1e681, 14, g);
    b = step(b, c, d, a, m[4], 0xe7d3fbc8, 20, g);
    a = step(a, b, c, d, m[9], 0x21e1cde6, 5, g);
    d = step(d, a, b, c, m[14], 0xc33707d6, 9, g);
    c = step(c, d, a, b, m[3], 0xf4d50d87, 14, g);
    b = step(b, c, d, a, m[8], 0x455a14ed, 20, g);
    a = step(a, b, c, d, m[13], 0xa9e3e905, 5, g);
    d = step(d, a, b, c, m[2], 0xfcefa3f8, 9, g);
    c = step(c, d, a, b, m[7], 0x676f02d9, 14, g);
    b = step(b, c, d, a, m[12], 0x8d2a4c8a, 20, g);
    // Round 3.
    a = step(a, b, c, d, m[5], 0xfffa3942, 4, h);
    d = step(d, a, b, c, m[8], 0x8771f681, 11, h);
    c = step(c, d, a, b, m[11], 0x6d9d6122, 16, h);
    b = step(b, c, d, a, m[14], 0xfde5380c, 23, h);
    a = step(a, b, c, d, m[1], 0xa4beea44, 4, h);
    d = step(d, a, b, c, m[4], 0x4bdecfa9, 11, h);
    c = step(c, d, a, b, m[7], 0xf6bb4b60, 16, h);
    b = step(b, c, d, a, m[10], 0xbebfbc70, 23, h);
    a = step(a, b, c, d, m[13], 0x289b7ec6, 4, h);
    d = step(d, a, b, c, m[0], 0xeaa127fa, 11, h);
    c = step(c, d, a, b, m[3], 0xd4ef3085, 16, h);
    b = step(b, c, d, a, m[6], 0x04881d05, 23, h);
    a = step(a, b, c, d, m[9], 0xd9d4d039, 4, h);
    d = step(d, a, b, c, m[12], 0xe6db99e5, 11, h);
    c = step(c, d, a, b, m[15], 0x1fa27cf8, 16, h);
    b = step(b, c, d, a, m[2], 0xc4ac5665, 23, h);
    // Round 4.
    a = step(a, b, c, d, m[0], 0xf4292244, 6, i);
    d = step(d, a, b, c, m[7], 0x432aff97, 10, i);
    c = step(c, d, a, b, m[14], 0xab9423a7, 15, i);
    b = step(b, c, d, a, m[5], 0xfc93a039, 21, i);
    a = step(a, b, c, d, m[12], 0x655b59c3, 6, i);
    d = step(d, a, b, c, m[3], 0x8f0ccc92, 10, i);
    c = step(c, d, a, b, m[10], 0xffeff47d, 15, i);
    b = step(b, c, d, a, m[1], 0x85845dd1, 21, i);
    a = step(a, b, c, d, m[8], 0x6fa87e4f, 6, i);
    d = step(d, a, b, c, m[15], 0xfe2ce6e0, 10, i);
    c = step(c, d, a, b, m[6], 0xa3014314, 15, i);
    b = step(b, c, d, a, m[13], 0x4e0811a1, 21, i);
    a = step(a, b, c, d, m[4], 0xf7537e82, 6, i);
    d = step(d, a, b, c, m[11], 0xbd3af235, 10, i);
    c = step(c, d, a, b, m[2], 0x2ad7d2bb, 15, i);
    b = step(b, c, d, a, m[9], 0xeb86d391, 21, i);
    *state = [a0.add(a), b0.add(b), c0.add(c), d0.add(d)].map(W::to_lanes);
}
