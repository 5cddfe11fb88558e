//! The Java peer (`bench/java/RowKeyLoop.java`): compiled with `javac` into `target/bench-java`
//! and run with `java` when the machine has a JDK.
//!
//! Each JVM runs the loop twice: the first run is what an engineer who runs it once sees (the
//! JIT still compiling), the second the same loop warm. The best of each over the JVMs is kept.

use crate::root;
use std::process::Command;
use std::time::{Duration, Instant};

/// What the peer did.
#[derive(Debug)]
pub enum Outcome {
    /// No `javac` or `java` on PATH.
    NoJdk,
    /// It would not compile or run.
    Failed(String),
    /// It ran.
    Ran(Figures),
}

/// The peer's figures.
#[derive(Debug)]
pub struct Figures {
    /// The first loop in a fresh JVM, best over the JVMs.
    pub first: Loop,
    /// The second loop in the same JVM, best over the JVMs.
    pub second: Loop,
    /// The whole `java` process (start-up, both loops, exit), best over the JVMs.
    pub jvm_total: Duration,
    /// Keys per loop.
    pub keys: u64,
    /// Whether its counts per region equal rowkey's.
    pub check: Check,
}

/// One timed loop.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Loop {
    pub wall: Duration,
    /// The loop thread's CPU time: steadier than the wall time on a busy machine.
    pub cpu: Duration,
}

/// The peer's counts against rowkey's.
#[derive(Debug)]
pub enum Check {
    Equal,
    Differ(String),
    /// rowkey's own run failed, so there is nothing to compare with.
    NoReference,
}

/// The loop's arguments: rowkey's design in numbers (`bench/md5-10m.json`).
const KEYS: u64 = 10_000_000;
const REGIONS: u64 = 1024;

/// Compile and run the peer in `jvms` fresh JVMs; compare its counts with `expected`.
pub fn run(expected: Option<&[u64]>, jvms: usize) -> Outcome {
    let has = |tool: &str| {
        Command::new(tool)
            .arg("-version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !has("javac") || !has("java") {
        return Outcome::NoJdk;
    }
    match compile_and_run(expected, jvms) {
        Ok(f) => Outcome::Ran(f),
        Err(e) => Outcome::Failed(e),
    }
}

fn compile_and_run(expected: Option<&[u64]>, jvms: usize) -> Result<Figures, String> {
    let classes = root().join("target").join("bench-java");
    crate::run_cmd({
        let mut c = Command::new("javac");
        c.arg("-d")
            .arg(&classes)
            .arg(root().join("bench").join("java").join("RowKeyLoop.java"));
        c
    })?;
    let mut firsts = Vec::new();
    let mut seconds = Vec::new();
    let mut totals = Vec::new();
    let mut counts: Option<Vec<u64>> = None;
    for _ in 0..jvms {
        let start = Instant::now();
        let out = Command::new("java")
            .arg("-cp")
            .arg(&classes)
            .arg("RowKeyLoop")
            .args([KEYS.to_string(), REGIONS.to_string(), "2".to_owned()])
            .output()
            .map_err(|e| format!("cannot start java: {e}"))?;
        totals.push(start.elapsed());
        if !out.status.success() {
            return Err(format!(
                "java RowKeyLoop failed ({}): {}",
                out.status,
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        let text = String::from_utf8_lossy(&out.stdout);
        let runs = parse_runs(&text)?;
        eprintln!(
            "xtask: bench: Java peer loops: {}",
            runs.iter()
                .map(|r| format!(
                    "{:.3} s (cpu {:.3} s)",
                    r.wall.as_secs_f64(),
                    r.cpu.as_secs_f64()
                ))
                .collect::<Vec<_>>()
                .join(", ")
        );
        firsts.push(runs[0]);
        seconds.push(runs[1]);
        counts = Some(parse_counts(&text)?);
    }
    let counts = counts.ok_or("no JVM ran")?;
    let check = match expected {
        None => Check::NoReference,
        Some(e) if e == counts.as_slice() => Check::Equal,
        Some(e) => Check::Differ(describe_difference(e, &counts)),
    };
    let best = |v: &[Loop]| v.iter().min_by_key(|l| l.wall).copied().unwrap_or_default();
    Ok(Figures {
        first: best(&firsts),
        second: best(&seconds),
        jvm_total: totals.iter().min().copied().unwrap_or_default(),
        keys: KEYS,
        check,
    })
}

/// `run R: K keys in S s, cpu C s` lines: the loops, in order (at least two).
fn parse_runs(text: &str) -> Result<Vec<Loop>, String> {
    let seconds = |s: &str| {
        s.trim()
            .trim_end_matches('s')
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite() && *v >= 0.0)
            .map(Duration::from_secs_f64)
    };
    let runs: Vec<Loop> = text
        .lines()
        .filter(|l| l.starts_with("run "))
        .filter_map(|l| l.split_once(" in ")?.1.split_once(", cpu "))
        .filter_map(|(wall, cpu)| {
            Some(Loop {
                wall: seconds(wall)?,
                cpu: seconds(cpu)?,
            })
        })
        .collect();
    if runs.len() < 2 {
        return Err(format!("the peer printed {} loop times, not 2", runs.len()));
    }
    Ok(runs)
}

/// The `counts: C0 C1 ...` line.
fn parse_counts(text: &str) -> Result<Vec<u64>, String> {
    text.lines()
        .find_map(|l| l.strip_prefix("counts:"))
        .ok_or("the peer printed no counts")?
        .split_whitespace()
        .map(|c| c.parse().map_err(|e| format!("count `{c}`: {e}")))
        .collect()
}

fn describe_difference(rowkey: &[u64], java: &[u64]) -> String {
    if rowkey.len() != java.len() {
        return format!("{} regions in rowkey, {} in Java", rowkey.len(), java.len());
    }
    let differ = rowkey.iter().zip(java).filter(|(a, b)| a != b).count();
    let first = rowkey
        .iter()
        .zip(java)
        .position(|(a, b)| a != b)
        .unwrap_or_default();
    format!(
        "{differ} of {} regions differ (first: region {first}, rowkey {} vs Java {})",
        rowkey.len(),
        rowkey[first],
        java[first]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_peers_output() {
        let text = "run 1: 10 keys in 2.500 s, cpu 2.000 s\n\
                    run 2: 10 keys in 1.250 s, cpu 1.125 s\ncounts: 3 0 7\n";
        let ms = Duration::from_millis;
        assert_eq!(
            parse_runs(text),
            Ok(vec![
                Loop {
                    wall: ms(2500),
                    cpu: ms(2000)
                },
                Loop {
                    wall: ms(1250),
                    cpu: ms(1125)
                }
            ])
        );
        // A line without its CPU time is not a loop's.
        assert!(parse_runs("run 1: 1 keys in 2.5 s\nrun 2: 1 keys in 2.5 s\n").is_err());
        assert_eq!(parse_counts(text), Ok(vec![3, 0, 7]));
        assert!(parse_runs("run 1: 10 keys in 2.500 s, cpu 1 s\n").is_err());
        assert!(parse_counts("run 1: 10 keys in 2.500 s\n").is_err());
    }

    #[test]
    fn names_the_first_region_that_differs() {
        assert_eq!(
            describe_difference(&[1, 2, 3], &[1, 5, 4]),
            "2 of 3 regions differ (first: region 1, rowkey 2 vs Java 5)"
        );
        assert_eq!(
            describe_difference(&[1], &[1, 2]),
            "1 regions in rowkey, 2 in Java"
        );
    }
}
