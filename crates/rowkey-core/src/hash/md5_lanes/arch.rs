//! The one place the core uses `unsafe`: instructions of CPU features, which Rust lets safe code
//! use only inside functions marked with those features.
//!
//! - x86_64, AVX2 / AVX-512: the lane code itself is safe Rust
//!   ([`super::schedule::hash_all`]); the wrappers below compile it with wider vector
//!   instructions enabled. Calling them from code without those features takes an `unsafe`
//!   block, because running them on a CPU without the features is undefined behaviour. Each call
//!   is made right after `is_x86_feature_detected!` confirmed the running CPU has every feature
//!   the wrapper enables, and the wrappers take only safe references.
//! - AVX2's [`Word`] of 8 lanes (`Avx2`): LLVM leaves much of the portable `[u32; 8]` form
//!   scalar, so its operations are AVX2 intrinsics on values (no pointers). Each is in an
//!   `unsafe` block because a trait method cannot be marked with a target feature; the type is
//!   private to this module and used only inside `x8_avx2`, which runs only after detection.
//! - SSE2, the x86_64 [`Word`] of 4 lanes: value intrinsics, each in an `unsafe` block only
//!   because the compiler does not count features enabled for the whole build as it counts
//!   `#[target_feature]`. SSE2 is enabled: the impl exists only when
//!   `cfg(target_feature = "sse2")` says so, as every x86_64 target's baseline does. (wasm's
//!   `simd128` intrinsics need no `unsafe`: that impl is in [`super::word`].)
#![allow(unsafe_code)]

#[cfg(target_arch = "x86_64")]
use super::word::Word;

#[cfg(target_arch = "x86_64")]
pub(super) use x86::{has_x16, has_x8, x16, x8};

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::super::schedule::hash_all;

    /// 16 lanes with AVX-512 when this CPU has it: `false` (and nothing written) when it does not.
    pub(in super::super) fn x16(inputs: &[&[u8]], out: &mut [[u8; 16]]) -> bool {
        if !std::arch::is_x86_feature_detected!("avx512f") {
            return false;
        }
        // SAFETY: the CPU has AVX-512F, the only feature `x16_avx512` enables.
        unsafe { x16_avx512(inputs, out) };
        true
    }

    /// 8 lanes with AVX2 when this CPU has it: `false` (and nothing written) when it does not.
    pub(in super::super) fn x8(inputs: &[&[u8]], out: &mut [[u8; 16]]) -> bool {
        if !std::arch::is_x86_feature_detected!("avx2") {
            return false;
        }
        // SAFETY: the CPU has AVX2, the only feature `x8_avx2` enables.
        unsafe { x8_avx2(inputs, out) };
        true
    }

    /// Whether [`x16`] runs here.
    pub(in super::super) fn has_x16() -> bool {
        std::arch::is_x86_feature_detected!("avx512f")
    }

    /// Whether [`x8`] runs here.
    pub(in super::super) fn has_x8() -> bool {
        std::arch::is_x86_feature_detected!("avx2")
    }

    #[target_feature(enable = "avx512f")]
    fn x16_avx512(inputs: &[&[u8]], out: &mut [[u8; 16]]) {
        hash_all::<16, [u32; 16]>(inputs, out);
    }

    #[target_feature(enable = "avx2")]
    fn x8_avx2(inputs: &[&[u8]], out: &mut [[u8; 16]]) {
        hash_all::<8, Avx2>(inputs, out);
    }

    use std::arch::x86_64::*;

    /// 8 lanes in an AVX2 register. Private: only `x8_avx2` makes and uses these.
    #[derive(Clone, Copy)]
    struct Avx2(__m256i);

    /// An AVX2 intrinsic; see the module's safety argument.
    macro_rules! avx2 {
        ($($body:tt)*) => {
            // SAFETY: `Avx2` values are made and used only inside `x8_avx2`, which runs only
            // once `x8` has detected AVX2; the intrinsic takes no pointers.
            unsafe { $($body)* }
        };
    }

    impl super::Word<8> for Avx2 {
        #[inline(always)]
        fn from_lanes(l: [u32; 8]) -> Self {
            let l = l.map(|v| v as i32);
            Avx2(avx2!(_mm256_set_epi32(
                l[7], l[6], l[5], l[4], l[3], l[2], l[1], l[0]
            )))
        }
        #[inline(always)]
        fn to_lanes(self) -> [u32; 8] {
            let v = self.0;
            avx2! {
                [
                    _mm256_extract_epi32::<0>(v) as u32,
                    _mm256_extract_epi32::<1>(v) as u32,
                    _mm256_extract_epi32::<2>(v) as u32,
                    _mm256_extract_epi32::<3>(v) as u32,
                    _mm256_extract_epi32::<4>(v) as u32,
                    _mm256_extract_epi32::<5>(v) as u32,
                    _mm256_extract_epi32::<6>(v) as u32,
                    _mm256_extract_epi32::<7>(v) as u32,
                ]
            }
        }
        #[inline(always)]
        fn splat(v: u32) -> Self {
            Avx2(avx2!(_mm256_set1_epi32(v as i32)))
        }
        #[inline(always)]
        fn add(self, o: Self) -> Self {
            Avx2(avx2!(_mm256_add_epi32(self.0, o.0)))
        }
        #[inline(always)]
        fn and(self, o: Self) -> Self {
            Avx2(avx2!(_mm256_and_si256(self.0, o.0)))
        }
        #[inline(always)]
        fn or(self, o: Self) -> Self {
            Avx2(avx2!(_mm256_or_si256(self.0, o.0)))
        }
        #[inline(always)]
        fn xor(self, o: Self) -> Self {
            Avx2(avx2!(_mm256_xor_si256(self.0, o.0)))
        }
        #[inline(always)]
        fn rotl(self, s: u32) -> Self {
            avx2! {
                let left = _mm256_sll_epi32(self.0, _mm_cvtsi32_si128(s as i32));
                let right = _mm256_srl_epi32(self.0, _mm_cvtsi32_si128(32 - s as i32));
                Avx2(_mm256_or_si256(left, right))
            }
        }
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2 {
    use std::arch::x86_64::*;

    /// An SSE2 intrinsic; see the module's safety argument.
    macro_rules! sse2 {
        ($($body:tt)*) => {
            // SAFETY: this module is compiled only when the build enables SSE2 (every x86_64
            // target does), and the intrinsic takes no pointers.
            unsafe { $($body)* }
        };
    }

    impl super::Word<4> for __m128i {
        #[inline(always)]
        fn from_lanes(l: [u32; 4]) -> Self {
            sse2!(_mm_set_epi32(
                l[3] as i32,
                l[2] as i32,
                l[1] as i32,
                l[0] as i32
            ))
        }
        #[inline(always)]
        fn to_lanes(self) -> [u32; 4] {
            sse2! {
                [
                    _mm_cvtsi128_si32(self) as u32,
                    _mm_cvtsi128_si32(_mm_shuffle_epi32::<1>(self)) as u32,
                    _mm_cvtsi128_si32(_mm_shuffle_epi32::<2>(self)) as u32,
                    _mm_cvtsi128_si32(_mm_shuffle_epi32::<3>(self)) as u32,
                ]
            }
        }
        #[inline(always)]
        fn splat(v: u32) -> Self {
            sse2!(_mm_set1_epi32(v as i32))
        }
        #[inline(always)]
        fn add(self, o: Self) -> Self {
            sse2!(_mm_add_epi32(self, o))
        }
        #[inline(always)]
        fn and(self, o: Self) -> Self {
            sse2!(_mm_and_si128(self, o))
        }
        #[inline(always)]
        fn or(self, o: Self) -> Self {
            sse2!(_mm_or_si128(self, o))
        }
        #[inline(always)]
        fn xor(self, o: Self) -> Self {
            sse2!(_mm_xor_si128(self, o))
        }
        #[inline(always)]
        fn rotl(self, s: u32) -> Self {
            sse2! {
                let left = _mm_sll_epi32(self, _mm_cvtsi32_si128(s as i32));
                let right = _mm_srl_epi32(self, _mm_cvtsi32_si128(32 - s as i32));
                _mm_or_si128(left, right)
            }
        }
    }
}
