//! The lane operations MD5 needs, for one vector of N 32-bit words.
//!
//! Plain `[u32; N]` arrays are the portable form: LLVM turns them into AVX-512 instructions
//! reliably (16 lanes), but not into 128-bit ones: it keeps most of a 4-lane `[u32; 4]`
//! compression in scalar registers on x86_64 (SSE2) and wasm `simd128` (checked in the
//! generated code), where a rotate costs three vector instructions. Those name their vector
//! types explicitly: wasm's `v128` (its `simd128` intrinsics are safe when the build enables the
//! feature, as `.cargo/config.toml` does) and x86_64's `wide::u32x4` / `wide::u32x8` (safe
//! wrappers over SSE2, and AVX2 where the build enables it; inlined into [`super::arch`]'s AVX2
//! build, LLVM schedules their two SSE2 halves at least as well as 256-bit intrinsics did).

/// One vector of N 32-bit lanes.
pub(super) trait Word<const N: usize>: Copy {
    fn from_lanes(lanes: [u32; N]) -> Self;
    fn to_lanes(self) -> [u32; N];
    fn splat(v: u32) -> Self;
    fn add(self, o: Self) -> Self;
    fn and(self, o: Self) -> Self;
    fn or(self, o: Self) -> Self;
    fn xor(self, o: Self) -> Self;
    /// Rotate every lane left by `s` bits (`0 < s < 32`; always a constant after inlining).
    fn rotl(self, s: u32) -> Self;
}

impl<const N: usize> Word<N> for [u32; N] {
    #[inline(always)]
    fn from_lanes(lanes: [u32; N]) -> Self {
        lanes
    }
    #[inline(always)]
    fn to_lanes(self) -> [u32; N] {
        self
    }
    #[inline(always)]
    fn splat(v: u32) -> Self {
        [v; N]
    }
    #[inline(always)]
    fn add(self, o: Self) -> Self {
        zip(self, o, u32::wrapping_add)
    }
    #[inline(always)]
    fn and(self, o: Self) -> Self {
        zip(self, o, |a, b| a & b)
    }
    #[inline(always)]
    fn or(self, o: Self) -> Self {
        zip(self, o, |a, b| a | b)
    }
    #[inline(always)]
    fn xor(self, o: Self) -> Self {
        zip(self, o, |a, b| a ^ b)
    }
    #[inline(always)]
    fn rotl(mut self, s: u32) -> Self {
        for v in &mut self {
            *v = v.rotate_left(s);
        }
        self
    }
}

#[inline(always)]
fn zip<const N: usize>(mut a: [u32; N], b: [u32; N], f: impl Fn(u32, u32) -> u32) -> [u32; N] {
    for (a, b) in a.iter_mut().zip(b) {
        *a = f(*a, b);
    }
    a
}

/// wasm SIMD: 4 lanes of `v128`.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd128 {
    use std::arch::wasm32::*;

    impl super::Word<4> for v128 {
        #[inline(always)]
        fn from_lanes(l: [u32; 4]) -> Self {
            u32x4(l[0], l[1], l[2], l[3])
        }
        #[inline(always)]
        fn to_lanes(self) -> [u32; 4] {
            [
                u32x4_extract_lane::<0>(self),
                u32x4_extract_lane::<1>(self),
                u32x4_extract_lane::<2>(self),
                u32x4_extract_lane::<3>(self),
            ]
        }
        #[inline(always)]
        fn splat(v: u32) -> Self {
            u32x4_splat(v)
        }
        #[inline(always)]
        fn add(self, o: Self) -> Self {
            i32x4_add(self, o)
        }
        #[inline(always)]
        fn and(self, o: Self) -> Self {
            v128_and(self, o)
        }
        #[inline(always)]
        fn or(self, o: Self) -> Self {
            v128_or(self, o)
        }
        #[inline(always)]
        fn xor(self, o: Self) -> Self {
            v128_xor(self, o)
        }
        #[inline(always)]
        fn rotl(self, s: u32) -> Self {
            v128_or(u32x4_shl(self, s), u32x4_shr(self, 32 - s))
        }
    }
}

/// The x86_64 8-lane word for the AVX2 build.
#[cfg(target_arch = "x86_64")]
pub(super) type Word8 = wide::u32x8;

/// x86_64: `wide`'s vectors, SSE2 (the x86_64 baseline) for 4 lanes; for 8, AVX2 when the
/// whole build enables it, else two SSE2 halves.
#[cfg(target_arch = "x86_64")]
mod x86_wide {
    macro_rules! wide_word {
        ($n:literal, $t:ty) => {
            impl super::Word<$n> for $t {
                #[inline(always)]
                fn from_lanes(l: [u32; $n]) -> Self {
                    <$t>::new(l)
                }
                #[inline(always)]
                fn to_lanes(self) -> [u32; $n] {
                    self.to_array()
                }
                #[inline(always)]
                fn splat(v: u32) -> Self {
                    <$t>::splat(v)
                }
                #[inline(always)]
                fn add(self, o: Self) -> Self {
                    self + o
                }
                #[inline(always)]
                fn and(self, o: Self) -> Self {
                    self & o
                }
                #[inline(always)]
                fn or(self, o: Self) -> Self {
                    self | o
                }
                #[inline(always)]
                fn xor(self, o: Self) -> Self {
                    self ^ o
                }
                #[inline(always)]
                fn rotl(self, s: u32) -> Self {
                    (self << s) | (self >> (32 - s))
                }
            }
        };
    }
    wide_word!(4, wide::u32x4);
    wide_word!(8, wide::u32x8);
}
