//! The x86_64 lane counts that need CPU features beyond the baseline, chosen at run time.
//!
//! The lane code itself ([`super::schedule::hash_all`]) is safe Rust; `multiversion` compiles a
//! copy of it with AVX2 or AVX-512F enabled and calls that copy only on a CPU that has the
//! feature, with no `unsafe` in this crate. `is_x86_feature_detected!` decides whether a lane
//! count is offered at all, so that asking for 8 or 16 lanes on a CPU without them is an error
//! rather than a slow run of the baseline copy.

pub(super) use x86::{has_x16, has_x8, x16, x8};

mod x86 {
    use super::super::schedule::hash_all;
    use multiversion::multiversion;

    /// 16 lanes with AVX-512 when this CPU has it: `false` (and nothing written) when it does not.
    pub(in super::super) fn x16(inputs: &[&[u8]], out: &mut [[u8; 16]]) -> bool {
        if !has_x16() {
            return false;
        }
        x16_lanes(inputs, out);
        true
    }

    /// 8 lanes with AVX2 when this CPU has it: `false` (and nothing written) when it does not.
    pub(in super::super) fn x8(inputs: &[&[u8]], out: &mut [[u8; 16]]) -> bool {
        if !has_x8() {
            return false;
        }
        x8_lanes(inputs, out);
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

    /// Plain arrays: LLVM turns 16 lanes into AVX-512 instructions on its own.
    #[multiversion(targets("x86_64+avx512f"))]
    fn x16_lanes(inputs: &[&[u8]], out: &mut [[u8; 16]]) {
        hash_all::<16, [u32; 16]>(inputs, out);
    }

    #[multiversion(targets("x86_64+avx2"))]
    fn x8_lanes(inputs: &[&[u8]], out: &mut [[u8; 16]]) {
        hash_all::<8, super::super::word::Word8>(inputs, out);
    }
}
