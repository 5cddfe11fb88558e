//! The fuzz smoke run that `cargo test` (and so CI) can afford, on stable: every seed of the
//! fuzz corpus (`fuzz/seeds/`), every preset and every minimised crash the fuzzers found
//! (`fuzz/regressions/`) through the fuzz targets' own function (`fuzz/src/harness.rs`), plus a
//! fixed set of designs from the grammar (`fuzz/src/grammar.rs`).
//!
//! cargo-fuzz needs a nightly compiler, which a fresh machine does not have; a replay needs
//! none and finds every regression of an input once found. Each input runs in a child process
//! (this test binary again, running [`replay_one`]) under an address-space limit and a
//! watchdog, as libFuzzer would run it with `-rss_limit_mb` and `-timeout`: a stack overflow or
//! an allocation failure then fails one input with its name, not the whole test binary.
//!
//! The harness round-trips share links, which needs the core's `deflate` feature (on by default).

#![cfg(feature = "deflate")]

use crate::grammar;
#[path = "../../../../fuzz/src/harness.rs"]
#[allow(dead_code)]
mod harness;

use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The input [`replay_one`] runs, set only in the child.
const REPLAY: &str = "ROWKEY_FUZZ_REPLAY";

/// libFuzzer's `-timeout=10`, doubled for a debug build on a busy machine.
const WATCHDOG: Duration = Duration::from_secs(30);

/// libFuzzer's `-rss_limit_mb=2048`, as an address-space limit in KiB.
const MEMORY_KIB: u64 = 2 * 1024 * 1024;

/// Grammar designs replayed from fixed choice strings.
const GRAMMAR_DESIGNS: u64 = 24;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A `.grammar` file holds the choices of a `design_grammar` input; anything else is a design
/// document for `design_doc`.
fn run_file(path: &Path) {
    let bytes = std::fs::read(path).expect("read the input");
    if path.extension().is_some_and(|e| e == "grammar") {
        harness::run_text(&grammar_design(&bytes));
    } else {
        harness::run_bytes(&bytes);
    }
}

/// The design a `design_grammar` input stands for, as the fuzz target made it: without the huge
/// sizes when `ROWKEY_GRAMMAR_NO_HUGE` is set, as in the target.
fn grammar_design(bytes: &[u8]) -> String {
    if std::env::var_os("ROWKEY_GRAMMAR_NO_HUGE").is_some() {
        grammar::design_without_huge_sizes(bytes)
    } else {
        grammar::design(bytes)
    }
}

/// In the child: the one input named by `ROWKEY_FUZZ_REPLAY`; a no-op in a normal run.
/// `ROWKEY_GRAMMAR_PRINT=FILE` prints the design a `design_grammar` input stands for instead
/// (`cargo test -p rowkey-core --test all -- fuzz_corpus::replay_one --nocapture`).
#[test]
fn replay_one() {
    if let Ok(n) = std::env::var("ROWKEY_GRAMMAR_PRINT_N") {
        println!("{}", grammar::design(&choices_for(n.parse().expect("N"))));
        return;
    }
    if let Ok(path) = std::env::var("ROWKEY_GRAMMAR_PRINT") {
        let bytes = std::fs::read(&path).expect("read the input");
        println!("{}", grammar_design(&bytes));
        return;
    }
    if let Ok(path) = std::env::var(REPLAY) {
        if let Some(choices) = path.strip_prefix("grammar:") {
            let n: u64 = choices.parse().expect("grammar:N");
            harness::run_text(&grammar::design(&choices_for(n)));
        } else {
            run_file(Path::new(&path));
        }
    }
}

/// A fixed, varied choice string (SplitMix64), so the replayed grammar designs never change.
fn choices_for(n: u64) -> Vec<u8> {
    let mut x = n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (0..256)
        .map(|_| {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            (z ^ (z >> 31)) as u8
        })
        .collect()
}

/// Run one input in a child; `Err` says how it failed.
fn replay_in_child(input: &str) -> Result<(), String> {
    let me = std::env::current_exe().expect("the test binary");
    // libtest names a test by its path in the binary, without the crate's name.
    let module = module_path!().split_once("::").map_or("", |(_, m)| m);
    let replay_one = format!("{module}::replay_one");
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {MEMORY_KIB} && exec \"$0\" \"$@\""))
        .arg(me)
        .args([
            "--exact",
            replay_one.as_str(),
            "--test-threads",
            "1",
            "--nocapture",
        ])
        .env(REPLAY, input)
        .env("MALLOC_ARENA_MAX", "2")
        // libtest runs the input on a thread of its own: give it the 8 MiB a main thread
        // (the CLI's, libFuzzer's) has, so a stack overflow here is one there too.
        .env("RUST_MIN_STACK", "8388608")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start the replay");
    let stderr = child.stderr.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = std::io::Read::read_to_string(&mut std::io::Read::take(stderr, 64 * 1024), &mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait().expect("wait") {
            Some(s) => break Some(s),
            None if start.elapsed() > WATCHDOG => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            None => std::thread::sleep(Duration::from_millis(10)),
        }
    };
    let stderr = reader.join().unwrap_or_default();
    let why = stderr
        .lines()
        .filter(|l| {
            l.contains("panicked")
                || l.contains("overflow")
                || l.contains("memory allocation")
                || l.starts_with("thread")
        })
        .take(4)
        .collect::<Vec<_>>()
        .join(" / ");
    match status {
        None => Err(format!("{input}: no answer within {WATCHDOG:?}")),
        Some(s) if s.success() => Ok(()),
        Some(s) => Err(match s.signal() {
            Some(sig) => format!("{input}: killed by signal {sig}: {why}"),
            None => format!("{input}: {s}: {why}"),
        }),
    }
}

fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.expect("entry").path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

fn replay_all(inputs: &[String]) {
    let failures: Vec<String> = inputs
        .iter()
        .filter_map(|i| replay_in_child(i).err())
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} inputs failed:\n{}",
        failures.len(),
        inputs.len(),
        failures.join("\n")
    );
}

fn paths(files: Vec<PathBuf>) -> Vec<String> {
    files
        .into_iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect()
}

#[test]
fn presets_replay() {
    let inputs = paths(files(&repo().join("presets")));
    assert!(inputs.len() >= 10, "{inputs:?}");
    replay_all(&inputs);
}

#[test]
fn seed_corpus_replays() {
    let inputs = paths(files(&repo().join("fuzz/seeds")));
    assert!(!inputs.is_empty(), "fuzz/seeds is empty");
    replay_all(&inputs);
}

#[test]
fn fuzz_regressions_replay() {
    replay_all(&paths(files(&repo().join("fuzz/regressions"))));
}

#[test]
fn grammar_designs_replay() {
    let inputs: Vec<String> = (0..GRAMMAR_DESIGNS)
        .map(|n| format!("grammar:{n}"))
        .collect();
    replay_all(&inputs);
}

/// The grammar makes designs that check: a target whose inputs are all refused finds nothing.
#[test]
fn grammar_designs_mostly_check() {
    let checked = (0..64)
        .map(|n| grammar::design(&choices_for(n)))
        .filter(|json| {
            rowkey_core::design::Design::from_json(json)
                .ok()
                .is_some_and(|d| rowkey_core::sample::Compiled::new(&d).is_ok())
        })
        .count();
    println!("{checked} of 64 grammar designs check");
    assert!(checked >= 16, "only {checked} of 64 grammar designs check");
}

/// Empty and all-zero choices are the simplest design, and it works.
#[test]
fn simplest_grammar_design_checks() {
    let json = grammar::design(&[]);
    let d = rowkey_core::design::Design::from_json(&json).expect(&json);
    assert_eq!(harness::run_design(&d), harness::Outcome::Ran, "{json}");
}
