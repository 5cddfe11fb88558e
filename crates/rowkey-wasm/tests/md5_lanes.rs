//! The core's MD5 lanes as the browser runs them: 4 lanes of wasm SIMD (`v128`, enabled for
//! wasm32 in `.cargo/config.toml`) against the scalar `md5` crate, in headless Chromium. The
//! core's own tests check every lane count natively; this checks the wasm build.
#![cfg(target_arch = "wasm32")]

use rowkey_core::hash::{md5, md5_lanes, md5_many, md5_many_with, Lanes};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn four_simd_lanes_match_the_md5_crate() {
    assert_eq!(md5_lanes(), 4, "the wasm build has simd128");
    assert!(!Lanes::X8.available() && !Lanes::X16.available());
    // Mixed lengths across the block boundaries (0, 55, 56, 63, 64, 65, 119, 120, …), in a batch
    // that is not a multiple of the lane count.
    let owned: Vec<Vec<u8>> = (0..203usize)
        .map(|n| (0..n).map(|i| (i * 7 + n) as u8).collect())
        .collect();
    let inputs: Vec<&[u8]> = owned.iter().map(Vec::as_slice).collect();
    let mut out = vec![[0u8; 16]; inputs.len()];
    md5_many(&inputs, &mut out);
    for (input, digest) in inputs.iter().zip(&out) {
        assert_eq!(*digest, md5(input), "{} bytes", input.len());
    }
    let mut four = vec![[0u8; 16]; inputs.len()];
    md5_many_with(Lanes::X4, &inputs, &mut four).unwrap();
    assert_eq!(four, out);
}
