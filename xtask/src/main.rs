//! Project tasks, so that one command does each job on a fresh machine.
//!
//! - `cargo xtask ready`: everything CI runs (formatting, lints, every test). `.ci/run` calls it.
//! - `cargo xtask bench`: the benchmarks, with their figures printed.
//!
//! Each task first installs what it needs and is missing, then runs.

use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let task = args.first().map(String::as_str).unwrap_or("help");
    let result = match task {
        "ready" | "test" => ready(),
        "bench" => bench(),
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
  ready   format check, clippy (-D warnings), every test: what CI runs
  bench   run the benchmarks (criterion/divan) and print their figures";

/// Run a command, echoing it first; fail with its name if it fails.
fn run(program: &str, args: &[&str]) -> Result<(), String> {
    eprintln!("xtask: $ {program} {}", args.join(" "));
    let status = Command::new(program)
        .args(args)
        .status()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{program} {}` failed ({status})", args.join(" ")))
    }
}

/// Whether `rustup` lists `component` as installed (true when there is no rustup to ask).
fn has_component(component: &str) -> bool {
    match Command::new("rustup")
        .args(["component", "list", "--installed"])
        .output()
    {
        Ok(out) => String::from_utf8_lossy(&out.stdout)
            .lines()
            .any(|l| l.starts_with(component)),
        Err(_) => true,
    }
}

/// Install the toolchain components the checks need, when missing.
fn setup_rust() -> Result<(), String> {
    for component in ["rustfmt", "clippy"] {
        if !has_component(component) {
            run("rustup", &["component", "add", component])?;
        }
    }
    Ok(())
}

fn ready() -> Result<(), String> {
    setup_rust()?;
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
    run("cargo", &["test", "--workspace"])?;
    Ok(())
}

fn bench() -> Result<(), String> {
    run("cargo", &["bench", "-p", "rowkey-core"])
}
