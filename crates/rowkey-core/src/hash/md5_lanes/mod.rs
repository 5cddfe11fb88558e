//! MD5 of many inputs at once, one input per SIMD lane ("multi-buffer" MD5).
//!
//! MD5 is a chain of dependent steps, so one digest cannot use a vector unit; but the keys of a
//! sample are independent, so N of them go through the same steps side by side, one per 32-bit
//! lane: 16 with AVX-512, 8 with AVX2, 4 with SSE2 (every x86_64) or wasm `simd128` (the browser
//! build enables it in `.cargo/config.toml`). One compression ([`compress`]) is written once
//! over a lane [`word::Word`]: plain `[u32; 16]` arrays, which LLVM turns into AVX-512, and
//! explicit vector types for 8 and 4 lanes, which it does not vectorise well on its own (`wide`'s
//! safe vectors on x86_64, `core::arch::wasm32` on wasm). On x86_64 the widest build is chosen at
//! run time ([`arch`], with `multiversion`), with no `unsafe` in this crate. Results are
//! byte-identical to [`md5`](super::md5) (the `md5` crate) for every lane count, which the
//! tests check for every lane count the machine running them has: CI runs on the development
//! machine, which has AVX-512, so all four there (an AVX2-only machine checks 1, 4 and 8);
//! the wasm build's 4 lanes are checked in Chromium by `crates/rowkey-wasm/tests/md5_lanes.rs`.

#[cfg(target_arch = "x86_64")]
mod arch;
mod compress;
mod schedule;
#[cfg(test)]
mod tests;
mod word;

use std::fmt;

/// How many inputs [`md5_many_with`] hashes side by side.
///
/// ```
/// use rowkey_core::hash::Lanes;
/// assert!(Lanes::X1.available() && Lanes::X4.available());
/// assert_eq!(Lanes::best().count(), rowkey_core::hash::md5_lanes());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lanes {
    /// One at a time, with the `md5` crate: the reference every other lane count must match.
    X1,
    /// 4 lanes of 128-bit vectors: SSE2 on x86_64, `simd128` on wasm32 (when the build enables
    /// it; without it the same code runs, correct but not faster); elsewhere the portable form
    /// (on aarch64 LLVM may use NEON for it; not measured).
    X4,
    /// 8 lanes of AVX2 (x86_64 CPUs that have it).
    X8,
    /// 16 lanes of AVX-512F (x86_64 CPUs that have it).
    X16,
}

impl Lanes {
    /// Every lane count, narrowest first.
    pub const ALL: [Lanes; 4] = [Lanes::X1, Lanes::X4, Lanes::X8, Lanes::X16];

    /// The number of inputs hashed side by side.
    pub fn count(self) -> usize {
        match self {
            Lanes::X1 => 1,
            Lanes::X4 => 4,
            Lanes::X8 => 8,
            Lanes::X16 => 16,
        }
    }

    /// Whether this machine (CPU, and for wasm the build) can run this lane count.
    pub fn available(self) -> bool {
        match self {
            Lanes::X1 | Lanes::X4 => true,
            #[cfg(target_arch = "x86_64")]
            Lanes::X8 => arch::has_x8(),
            #[cfg(target_arch = "x86_64")]
            Lanes::X16 => arch::has_x16(),
            #[cfg(not(target_arch = "x86_64"))]
            Lanes::X8 | Lanes::X16 => false,
        }
    }

    /// The fastest lane count here: the widest available one, except that 4 lanes only count
    /// where they are real vectors (not on wasm32 without `simd128`, nor on targets without a
    /// 128-bit vector unit in their baseline).
    pub fn best() -> Lanes {
        if Lanes::X16.available() {
            Lanes::X16
        } else if Lanes::X8.available() {
            Lanes::X8
        } else if FOUR_LANES_ARE_VECTORS {
            Lanes::X4
        } else {
            Lanes::X1
        }
    }
}

/// Whether the 4-lane build of the lane code is vectorised on this target without runtime
/// detection (a baseline 128-bit vector unit).
const FOUR_LANES_ARE_VECTORS: bool = cfg!(any(
    target_arch = "x86_64",
    target_arch = "aarch64",
    all(target_arch = "wasm32", target_feature = "simd128")
));

/// The 4-lane vector type: explicit 128-bit vectors where the target has them for sure, since
/// LLVM leaves much of the portable form scalar at that width (see [`word`] and [`arch`]).
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
type Vector4 = wide::u32x4;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
type Vector4 = std::arch::wasm32::v128;
#[cfg(not(any(
    all(target_arch = "x86_64", target_feature = "sse2"),
    all(target_arch = "wasm32", target_feature = "simd128")
)))]
type Vector4 = [u32; 4];

impl fmt::Display for Lanes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} lane", self.count())?;
        if *self != Lanes::X1 {
            f.write_str("s")?;
        }
        Ok(())
    }
}

/// [`md5_many_with`] was asked for a lane count this machine cannot run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LanesUnavailable(pub Lanes);

impl fmt::Display for LanesUnavailable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "MD5 at {} needs a CPU feature this machine lacks",
            self.0
        )
    }
}

impl std::error::Error for LanesUnavailable {}

/// MD5 of every input, `out[i] = md5(inputs[i])`; any number of inputs of any (mixed) lengths.
/// Runs at the widest lane count this machine has (see [`md5_lanes`]). Pairs inputs with
/// outputs like [`Iterator::zip`]: when the slices differ in length, the extra ones are left
/// alone.
///
/// ```
/// use rowkey_core::hash::{md5, md5_many};
/// let keys: Vec<String> = (0..100).map(|n| format!("user{n}")).collect();
/// let inputs: Vec<&[u8]> = keys.iter().map(|k| k.as_bytes()).collect();
/// let mut out = vec![[0u8; 16]; inputs.len()];
/// md5_many(&inputs, &mut out);
/// assert!(inputs.iter().zip(&out).all(|(k, d)| md5(k) == *d));
/// ```
pub fn md5_many(inputs: &[&[u8]], out: &mut [[u8; 16]]) {
    // The best lane count is always available, so this cannot fail.
    let _ = md5_many_with(Lanes::best(), inputs, out);
}

/// The lane count [`md5_many`] uses here: 16 (AVX-512), 8 (AVX2), 4 (SSE2, NEON or wasm
/// `simd128`), 1 (scalar).
///
/// ```
/// assert!([1, 4, 8, 16].contains(&rowkey_core::hash::md5_lanes()));
/// ```
pub fn md5_lanes() -> usize {
    Lanes::best().count()
}

/// [`md5_many`] at a chosen lane count, for tests and benchmarks; an error (and nothing
/// written) when this machine cannot run it.
///
/// # Errors
///
/// [`LanesUnavailable`] when this machine cannot run `lanes` (nothing is written then).
///
/// ```
/// use rowkey_core::hash::{md5, md5_many_with, Lanes};
/// let mut out = [[0u8; 16]; 2];
/// md5_many_with(Lanes::X4, &[b"abc", b""], &mut out).unwrap();
/// assert_eq!(out, [md5(b"abc"), md5(b"")]);
/// ```
pub fn md5_many_with(
    lanes: Lanes,
    inputs: &[&[u8]],
    out: &mut [[u8; 16]],
) -> Result<(), LanesUnavailable> {
    match lanes {
        Lanes::X1 => {
            for (input, digest) in inputs.iter().zip(out) {
                *digest = super::md5(input);
            }
            Ok(())
        }
        Lanes::X4 => {
            schedule::hash_all::<4, Vector4>(inputs, out);
            Ok(())
        }
        #[cfg(target_arch = "x86_64")]
        Lanes::X8 if arch::x8(inputs, out) => Ok(()),
        #[cfg(target_arch = "x86_64")]
        Lanes::X16 if arch::x16(inputs, out) => Ok(()),
        Lanes::X8 | Lanes::X16 => Err(LanesUnavailable(lanes)),
    }
}
