//! The one place the core uses `unsafe`: calling the AVX2 / AVX-512 builds of the lane code.
//!
//! The lane code itself is safe, portable Rust ([`super::schedule::hash_all`]); the wrappers
//! below only compile it with wider vector instructions enabled. A `#[target_feature]` function
//! may be called from code without those features only in an `unsafe` block, because running it
//! on a CPU without them is undefined behaviour. Each call is made right after
//! `is_x86_feature_detected!` confirmed the running CPU has every feature the wrapper enables,
//! and the wrappers take only safe references, so nothing else can go wrong.
#![allow(unsafe_code)]

use super::schedule::hash_all;

/// 16 lanes with AVX-512 when this CPU has it: `false` (and nothing written) when it does not.
pub(super) fn x16(inputs: &[&[u8]], out: &mut [[u8; 16]]) -> bool {
    if !std::arch::is_x86_feature_detected!("avx512f") {
        return false;
    }
    // SAFETY: the CPU has AVX-512F, the only feature `x16_avx512` enables.
    unsafe { x16_avx512(inputs, out) };
    true
}

/// 8 lanes with AVX2 when this CPU has it: `false` (and nothing written) when it does not.
pub(super) fn x8(inputs: &[&[u8]], out: &mut [[u8; 16]]) -> bool {
    if !std::arch::is_x86_feature_detected!("avx2") {
        return false;
    }
    // SAFETY: the CPU has AVX2, the only feature `x8_avx2` enables.
    unsafe { x8_avx2(inputs, out) };
    true
}

/// Whether [`x16`] runs here.
pub(super) fn has_x16() -> bool {
    std::arch::is_x86_feature_detected!("avx512f")
}

/// Whether [`x8`] runs here.
pub(super) fn has_x8() -> bool {
    std::arch::is_x86_feature_detected!("avx2")
}

#[target_feature(enable = "avx512f")]
fn x16_avx512(inputs: &[&[u8]], out: &mut [[u8; 16]]) {
    hash_all::<16>(inputs, out);
}

#[target_feature(enable = "avx2")]
fn x8_avx2(inputs: &[&[u8]], out: &mut [[u8; 16]]) {
    hash_all::<8>(inputs, out);
}
