//! The split step of the page's build: the wasm cut at its split points into a main wasm,
//! fetched before the first chart, and chunks fetched on first use.
//!
//! The page is built with the `split` feature (`www/index.html`): the code the first chart does
//! not run is behind `#[wasm_split]` split points, and the linker keeps its relocations in the
//! wasm (`web/build.rs`). Trunk has no split step, so this one is its `post_build` hook
//! (`Trunkfile`: `cargo xtask split-page`), for `trunk build`, `trunk serve` and the xtask tasks
//! alike. It reads the wasm cargo linked (wasm-bindgen drops the relocations), cuts it with
//! `wasm_split_cli_support`, makes the page's module from the main part with wasm-bindgen (in
//! place of the one Trunk made from the whole wasm) and, in a release build, shrinks every part
//! with wasm-opt. The chunks' loader (`__wasm_split.js`) fetches a chunk by a URL relative to
//! itself and instantiates it against the instance of the realm that asks (the page or a
//! worker), so a worker that reaches a split point loads the chunk itself.

use crate::{root, run};
use std::path::Path;

/// The loader of the chunks, beside the page's module.
const LOADER: &str = "__wasm_split.js";

/// `cargo xtask split-page`, Trunk's `post_build` hook: split the wasm of the build Trunk just
/// made (`TRUNK_PROFILE`) into its staging folder (`TRUNK_STAGING_DIR`).
pub fn split_page() -> Result<(), String> {
    let staging = std::env::var_os("TRUNK_STAGING_DIR")
        .map(std::path::PathBuf::from)
        .ok_or("split-page is Trunk's post_build hook: TRUNK_STAGING_DIR is not set")?;
    let release = std::env::var("TRUNK_PROFILE").is_ok_and(|p| p == "release");
    // The cargo profiles `www/index.html` names for Trunk's release and development builds.
    let profile = if release { "web" } else { "web-dev" };
    split_into(&staging, profile, release)
}

/// Cut `target/wasm32-unknown-unknown/<profile>/rowkey-web.wasm` into `out` (the page's module
/// and its chunks); `optimise`: run wasm-opt on each part.
fn split_into(out: &Path, profile: &str, optimise: bool) -> Result<(), String> {
    let root = root();
    let linked_name = format!("target/wasm32-unknown-unknown/{profile}/rowkey-web.wasm");
    let work = root.join("target").join("wasm-split").join(profile);
    let linked = std::fs::read(root.join(&linked_name))
        .map_err(|e| format!("cannot read {linked_name} (Trunk's build of the page): {e}"))?;
    if work.exists() {
        std::fs::remove_dir_all(&work)
            .map_err(|e| format!("cannot clear {}: {e}", work.display()))?;
    }
    std::fs::create_dir_all(&work).map_err(|e| format!("cannot create {}: {e}", work.display()))?;
    let main = work.join("rowkey-web_split.wasm");
    let link_name = format!("./{LOADER}");
    let split = wasm_split_cli_support::transform({
        let mut options = wasm_split_cli_support::Options::new(&linked);
        options.output_dir = &work;
        options.main_out_path = &main;
        options.main_module = "./rowkey-web.js";
        options.link_name = &link_name;
        options.target.web();
        options
    })
    .map_err(|e| format!("splitting {linked_name}: {e:?}"))?;
    drop(linked);
    // The page's module from the main part: its exports as the chunks import them (lld's kept,
    // names not demangled), in place of the module Trunk made from the whole wasm.
    run(
        "wasm-bindgen",
        &[
            "--target",
            "web",
            "--no-typescript",
            "--keep-lld-exports",
            "--no-demangle",
            "--out-name",
            "rowkey-web",
            "--out-dir",
            &out.to_string_lossy(),
            &main.to_string_lossy(),
        ],
    )?;
    let mut wasm = vec![out.join("rowkey-web_bg.wasm")];
    for chunk in &split.split_modules {
        let name = chunk
            .file_name()
            .ok_or_else(|| format!("a chunk without a name: {}", chunk.display()))?;
        let to = out.join(name);
        copy(chunk, &to)?;
        wasm.push(to);
    }
    copy(&work.join(LOADER), &out.join(LOADER))?;
    if optimise {
        for file in &wasm {
            wasm_opt(file)?;
        }
    }
    let mut chunks: Vec<String> = split
        .prefetch_map
        .iter()
        .map(|(point, files)| format!("{point} ({})", files.join(", ")))
        .collect();
    chunks.sort();
    eprintln!(
        "xtask: split the page's wasm; chunks fetched on first use: {}",
        chunks.join("; ")
    );
    Ok(())
}

fn copy(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::copy(from, to)
        .map(|_| ())
        .map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), to.display()))
}

/// wasm-opt as Trunk ran it on the whole wasm before (`-Oz --converge`, binaryen from npm),
/// with the features the wasm32 build uses named: a chunk carries no `target_features` section
/// to detect them from.
fn wasm_opt(file: &Path) -> Result<(), String> {
    let file = file.to_string_lossy();
    run(
        "wasm-opt",
        &[
            "-Oz",
            "--converge",
            "--enable-simd",
            "--enable-bulk-memory",
            "--enable-nontrapping-float-to-int",
            "--enable-sign-ext",
            "--enable-mutable-globals",
            "--enable-reference-types",
            "--enable-multivalue",
            "-o",
            &file,
            &file,
        ],
    )
}
