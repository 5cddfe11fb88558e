//! The split build (feature `split`) links the page's wasm with its relocations kept
//! (`--emit-relocs`): `cargo xtask build` reads them to cut the wasm at its split points.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let split = std::env::var_os("CARGO_FEATURE_SPLIT").is_some();
    let wasm = std::env::var("CARGO_CFG_TARGET_FAMILY").is_ok_and(|f| f.contains("wasm"));
    if split && wasm {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
}
