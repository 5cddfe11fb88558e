//! Tells the core's code whether this build of it is optimised for size (`opt-level` "s" or
//! "z": the page's wasm, Cargo.toml's `web` profile) or for speed (the CLI, the JS module, the
//! engines): `cfg(rowkey_size_optimised)`. Some hot loops are written differently for each,
//! as what the compiler inlines differs (`encode::append`).

fn main() {
    println!("cargo::rustc-check-cfg=cfg(rowkey_size_optimised)");
    // Cargo gives a build script the opt-level of the package as the profile builds it
    // (package overrides included).
    if matches!(std::env::var("OPT_LEVEL").as_deref(), Ok("s" | "z")) {
        println!("cargo::rustc-cfg=rowkey_size_optimised");
    }
}
