//! The developer's loop: `cargo xtask serve --dev` (Trunk's debug build with the `web-dev`
//! profile: no LTO, no wasm-opt) and the JS module package that plain `trunk serve` needs.
//!
//! `www/index.html` copies `pkg/rowkey-wasm` into `dist/` for the JS example page, and only
//! `cargo xtask pkg` makes that folder. Trunk's `pre_build` hook (in `Trunkfile`) runs
//! `cargo xtask pkg --if-missing`, so a fresh checkout's plain `trunk serve` builds it once;
//! after that the hook returns at once, and `cargo xtask pkg` rebuilds it on demand.

use crate::{root, run, setup};

/// `cargo xtask pkg [--if-missing]`.
pub fn pkg(args: &[String]) -> Result<(), String> {
    if args.iter().any(|a| a == "--if-missing") && pkg_present() {
        eprintln!(
            "xtask: pkg/rowkey-wasm is there (run `cargo xtask pkg` to rebuild the JS module)"
        );
        return Ok(());
    }
    setup::web_tools()?;
    crate::pkg::build()
}

/// Whether `pkg/rowkey-wasm` holds a built package.
fn pkg_present() -> bool {
    let dir = root().join("pkg").join("rowkey-wasm");
    [
        "package.json",
        "rowkey_wasm.js",
        "rowkey_wasm_glue.js",
        "rowkey_wasm_bg.wasm",
    ]
    .iter()
    .all(|f| dir.join(f).is_file())
}

/// `cargo xtask serve --dev [--port N]`: Trunk without `--release`, so each wasm is built with
/// the `web-dev` profile (`data-cargo-profile-dev` in `www/index.html`) and wasm-opt is skipped:
/// a change rebuilds in seconds rather than the minutes fat LTO and `-Oz` take. The page is
/// larger and slower than the release build: measure with `cargo xtask serve --dist`.
pub fn serve_dev(port: &str) -> Result<(), String> {
    setup::web_tools()?;
    pkg(&["--if-missing".to_owned()])?;
    eprintln!("xtask: the development build will be at http://127.0.0.1:{port}/ once built");
    run("trunk", &["serve", "--offline", "--port", port])
}
