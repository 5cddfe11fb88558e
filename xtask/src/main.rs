//! Project tasks, so that one command does each job on a fresh machine.
//!
//! - `cargo xtask serve`: install what is missing, build the playground and serve it.
//! - `cargo xtask ready`: install what is missing, then everything CI runs: formatting, lints
//!   (native and wasm), every test (cargo, wasm in headless Chromium), the release build, and the
//!   Playwright tests in headless Chromium. `.ci/run` calls it.
//! - `cargo xtask bench`: the benchmarks, with their figures printed (the core's divan benches,
//!   the extreme-design table of time and peak memory, the browser benchmark), ending with issue
//!   10's table (`bench.rs`); `--spark` only the Spark benchmark.
//! - `cargo xtask spark`: the Python package on a real Spark (`spark.rs`).
//!
//! Each install step checks first, so a machine that has everything starts at once.

mod bench;
mod dev;
mod pkg;
mod serve;
mod setup;
#[cfg(test)]
mod source_size;
mod spark;
mod split;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let task = args.first().map(String::as_str).unwrap_or("help");
    let rest = &args[args.len().min(1)..];
    let result = match task {
        "ready" | "test" => ready(),
        "serve" => serve::serve(rest),
        "build" => setup::web_tools().and_then(|()| build_web()),
        "pkg" => dev::pkg(rest),
        "e2e" => setup::all()
            .and_then(|()| build_web())
            .and_then(|()| e2e(rest)),
        "bench" => bench::run_all(rest),
        "spark" => spark::test(rest),
        "texts" => texts(),
        "split-page" => split::split_page(),
        "help" | "--help" | "-h" => {
            println!("{HELP}");
            Ok(())
        }
        other => Err(format!("unknown task `{other}`\n\n{HELP}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: error: {e}");
            ExitCode::FAILURE
        }
    }
}

const HELP: &str = "usage: cargo xtask <task>

tasks:
  serve [--port N]   install what is missing, build the playground (release) and serve it
                     on http://127.0.0.1:8080 (rebuilds on change)
  serve --dev [--port N]
                     the same with the fast development build (profile web-dev: no LTO, no
                     wasm-opt), for editing the UI; plain `trunk serve` builds the same
  serve --dist [--no-build] [--port N]
                     build dist/ (unless --no-build) and serve it as production would:
                     precompressed brotli/gzip by Accept-Encoding; --port 0 picks a free port
  ready              install what is missing, then everything CI runs: fmt, clippy (native and
                     wasm32), cargo tests, the Python package on Spark, wasm tests in headless
                     Chromium, the release build, and the Playwright browser tests
  build              the release build of the playground into dist/ (with the JS module)
  pkg [--if-missing] the JavaScript module package: crates/rowkey-wasm -> pkg/rowkey-wasm
                     (--if-missing: only when it is not there; Trunk's pre_build hook runs it)
  e2e [args]         build, then only the Playwright tests (args go to `playwright test`)
  bench [--quick]    the benchmarks (divan), the extreme-design table (time and peak RSS of
                     the release CLI per hostile case), the browser benchmark, and last issue
                     10's table (10M md5 keys against the Java peer, target/bench-table.md);
                     --quick skips divan and the extreme designs
  spark [args]       the Python package rowkey-spark on a real Spark in local mode: make the
                     environment target/py/venv (pinned PySpark, pyarrow, maturin, pytest) when
                     missing, build the package into it, run its tests (args go to pytest)
  bench --spark      only the Spark benchmark: keys/s per core of rowkey-spark and of a
                     hand-written PySpark job on the same keys, partial sizes, merge times
  texts              write www/lang/zh-CN.json, the Chinese texts the page loads before it
                     renders in Chinese, from the core's and the page's catalogues
  split-page         Trunk's post_build hook (Trunkfile): cut the page's wasm at its split
                     points into the staging folder (src/split.rs)";

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// PATH with the npm tools (wasm-opt from binaryen) and cargo's bin first, as Trunk needs.
pub fn tool_path() -> String {
    let npm_bin = root().join("node_modules").join(".bin");
    let cargo_home = std::env::var("CARGO_HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|_| {
            PathBuf::from(std::env::var("HOME").unwrap_or_default()).join(".cargo")
        });
    format!(
        "{}:{}:{}",
        npm_bin.display(),
        cargo_home.join("bin").display(),
        std::env::var("PATH").unwrap_or_default()
    )
}

/// A command run from the repository root with the tool PATH.
pub fn cmd(program: &str, args: &[&str]) -> Command {
    let mut c = Command::new(program);
    c.args(args).current_dir(root()).env("PATH", tool_path());
    c
}

/// Run a command, echoing it first; fail with its name if it fails.
pub fn run(program: &str, args: &[&str]) -> Result<(), String> {
    run_cmd(cmd(program, args))
}

/// Run a prepared command, echoing it first.
pub fn run_cmd(mut c: Command) -> Result<(), String> {
    let shown = format!(
        "{} {}",
        c.get_program().to_string_lossy(),
        c.get_args()
            .map(|a| a.to_string_lossy())
            .collect::<Vec<_>>()
            .join(" ")
    );
    eprintln!("xtask: $ {shown}");
    let status = c
        .status()
        .map_err(|e| format!("cannot start `{shown}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{shown}` failed ({status})"))
    }
}

fn ready() -> Result<(), String> {
    setup::all()?;
    run("cargo", &["fmt", "--all", "--", "--check"])?;
    run(
        "cargo",
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    )?;
    let wasm_clippy = [
        "clippy",
        "-p",
        "rowkey-web",
        "-p",
        "rowkey-wasm",
        "-p",
        "rowkey-worker",
        "--target",
        "wasm32-unknown-unknown",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ];
    run("cargo", &wasm_clippy)?;
    // Doc links are checked so the module docs stay true as code moves between files.
    let mut doc = cmd(
        "cargo",
        &[
            "doc",
            "--no-deps",
            "-p",
            "rowkey-core",
            "-p",
            "rowkey-cli",
            "-p",
            "rowkey-wasm",
        ],
    );
    doc.env("RUSTDOCFLAGS", "-D warnings");
    run_cmd(doc)?;
    run("cargo", &["test", "--workspace"])?;
    // The Python package on a real Spark (local mode), with the debug CLI just built.
    spark::test(&[])?;
    wasm_tests()?;
    build_web()?;
    // The JavaScript module as docs tooling uses it: in Node, from `pkg/` (built just now), and
    // against hostile arguments. Not named `*.test.mjs`: Playwright (testDir `e2e/`) would take
    // them for its own.
    run(
        "node",
        &["--test", "e2e/node/module.mjs", "e2e/node/hostile.mjs"],
    )?;
    e2e(&[])?;
    Ok(())
}

/// The wasm tests, in headless Chromium through wasm-bindgen-test-runner and chromedriver: the
/// app's component logic, and the core on wasm32 against the same designs computed natively.
fn wasm_tests() -> Result<(), String> {
    for package in ["rowkey-web", "rowkey-wasm"] {
        let mut c = cmd(
            "cargo",
            &["test", "-p", package, "--target", "wasm32-unknown-unknown"],
        );
        c.env(
            "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
            "wasm-bindgen-test-runner",
        )
        .env("CHROMEDRIVER", setup::CHROMEDRIVER)
        .env("WASM_BINDGEN_TEST_TIMEOUT", "300");
        run_cmd(c)?;
    }
    Ok(())
}

/// Writes the site's Chinese texts file (the page's wasm carries no Chinese texts; it loads
/// this file first when it shows Chinese). `rowkey-ui-texts`'s tests fail when it is stale.
fn texts() -> Result<(), String> {
    // The texts are compiled in only with the core's `zh-texts` feature, which xtask turns on:
    // without it the file would hold empty texts.
    if rowkey_core::i18n::catalogue::common::INTERNAL.zh.is_empty() {
        return Err("the core was built without its `zh-texts` feature: no texts to write".into());
    }
    let path = root().join(rowkey_ui_texts::ZH_CN_FILE);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    std::fs::write(&path, rowkey_ui_texts::zh_cn_json())
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    eprintln!("xtask: wrote {}", path.display());
    Ok(())
}

/// The release build of the playground into `dist/` (never downloads: tools are pinned), with
/// the JavaScript module package its example page uses.
/// Trunk's `post_build` hook splits the page's wasm (`cargo xtask split-page`): what the first
/// chart does not run is fetched after it.
fn build_web() -> Result<(), String> {
    pkg::build()?;
    run("trunk", &["build", "--release", "--offline"])
}

/// The Playwright tests against the release build in `dist/` (they compare the JS module
/// with the native CLI, so that is built too).
fn e2e(args: &[String]) -> Result<(), String> {
    run("cargo", &["build", "-p", "rowkey-cli"])?;
    // The caller's arguments (a spec file, `-g`) before `--project`, whose values are variadic
    // and would swallow a file name.
    let mut all = vec!["playwright", "test", "--config", "e2e/playwright.config.ts"];
    all.extend(args.iter().map(String::as_str));
    all.extend(["--project", "e2e"]);
    run("npx", &all)
}
