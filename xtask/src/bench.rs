//! `cargo xtask bench`: every benchmark, ending with one table of the headline figures next to
//! their targets (also written to `target/bench-table.md`).
//!
//! - the core's divan benches and the extreme-design table (skipped with `--quick`);
//! - the 10M md5 design (`bench/md5-10m.json`) through the release `rowkey analyze`, on every core
//!   and on one, best of 3, with peak RSS;
//! - the Java peer (`bench/java/RowKeyLoop.java`) doing the same job, when a JDK is present; its
//!   counts per region must equal rowkey's;
//! - the core's MD5-only multi-lane loop (`crates/rowkey-core/examples/md5_only.rs`), the
//!   practical limit of the full analysis;
//! - the browser benchmark (`e2e/bench.spec.ts`, whose figures land in `e2e/bench-figures.txt`).
//!
//! Figures only: nothing here compares a time with a target to pass or fail. A part that cannot
//! run says so in its rows, the others still run, and the task fails at the end.

mod browser;
mod java;
mod md5_only;
mod native;
mod table;

use crate::{root, run, setup};
use std::path::PathBuf;

/// The design, as a file both rowkey and the table name.
const DESIGN: &str = "bench/md5-10m.json";

/// Runs of each timed native figure; the best is reported.
const RUNS: usize = 3;

/// `cargo xtask bench [--quick | --spark]`.
pub fn run_all(args: &[String]) -> Result<(), String> {
    let quick = match args {
        [] => false,
        [flag] if flag == "--quick" => true,
        [flag] if flag == "--spark" => return spark(),
        other => {
            return Err(format!(
                "bench takes only --quick or --spark, got {}",
                other.join(" ")
            ))
        }
    };
    let mut failed: Vec<String> = Vec::new();
    let mut note = |what: &str, r: Result<(), String>| {
        if let Err(e) = r {
            eprintln!("xtask: bench: {what} failed: {e}");
            failed.push(what.to_owned());
        }
    };
    if !quick {
        note(
            "divan benches",
            run("cargo", &["bench", "-p", "rowkey-core"]),
        );
        // The extreme designs and flags: wall time and peak RSS of the release CLI for
        // each, a table whatever each case does, so the figures compare before and after a fix.
        note(
            "extreme-design table",
            run(
                "cargo",
                &["bench", "-p", "rowkey-cli", "--bench", "extreme"],
            ),
        );
    }
    run("cargo", &["build", "--release", "-p", "rowkey-cli"])?;
    let design = root().join(DESIGN);
    let all_cores = native::analyze(&design, None, RUNS);
    let one_core = native::analyze(&design, Some(1), RUNS);
    let expected = all_cores.as_ref().ok().map(|m| m.counts.clone());
    let java = java::run(expected.as_deref(), RUNS);
    let md5 = md5_only::run(RUNS);
    let browser = match setup::all().and_then(|()| crate::build_web()) {
        Ok(()) => browser::run_spec(),
        Err(e) => browser::Figures {
            list: Vec::new(),
            error: Some(e),
        },
    };
    for (what, r) in [
        ("rowkey analyze, all cores", all_cores.as_ref().err()),
        ("rowkey analyze, one thread", one_core.as_ref().err()),
        ("browser benchmark", browser.error.as_ref()),
    ] {
        if let Some(e) = r {
            note(what, Err(e.clone()));
        }
    }
    match &java {
        java::Outcome::Failed(e) => note("Java peer", Err(e.clone())),
        java::Outcome::Ran(f) => {
            if let java::Check::Differ(e) = &f.check {
                note("Java peer's counts", Err(e.clone()));
            }
        }
        java::Outcome::NoJdk => {}
    }
    if let md5_only::Outcome::Failed(e) = &md5 {
        note("MD5-only loop", Err(e.clone()));
    }
    let text = table::render(&table::Inputs {
        design: DESIGN,
        runs: RUNS,
        all_cores: &all_cores,
        one_core: &one_core,
        java: &java,
        md5: &md5,
        browser: &browser,
    });
    let out = table_path();
    if let Err(e) =
        std::fs::create_dir_all(root().join("target")).and_then(|()| std::fs::write(&out, &text))
    {
        failed.push(format!("writing {}: {e}", out.display()));
    }
    println!("\n{text}");
    println!("(also in {})", out.display());
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "parts of the benchmark failed: {}",
            failed.join(", ")
        ))
    }
}

/// Where the table is written.
fn table_path() -> PathBuf {
    root().join("target").join("bench-table.md")
}

/// `cargo xtask bench --spark`: rowkey-spark (release build) against a hand-written PySpark job
/// on the same keys, in one run; the script prints its figures and writes them to
/// `target/spark-bench.md`.
fn spark() -> Result<(), String> {
    crate::spark::setup()?;
    let rowkey = crate::spark::cli(true)?;
    crate::spark::build_package(true)?;
    crate::run_cmd(crate::spark::python_cmd(
        &["python/rowkey-spark/bench/spark_bench.py"],
        &rowkey,
    ))
}
