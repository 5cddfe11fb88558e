//! The core's MD5-only loop (`crates/rowkey-core/examples/md5_only.rs`): the same inputs hashed
//! and nothing else, multi-lane and scalar. It prints one JSON line,
//! `{"keys":N,"seconds":S,"lanes":L,"keys_per_s":K}`; `--scalar` hashes one key at a time.

use crate::{root, run_cmd};
use std::process::Command;

/// What the loop did.
#[derive(Debug)]
pub enum Outcome {
    /// The example is not in this tree.
    NotBuilt,
    Failed(String),
    Ran {
        lanes: u64,
        /// Best of the multi-lane runs.
        keys_per_s: f64,
        /// Best of the scalar runs.
        scalar_keys_per_s: f64,
    },
}

/// The keys each run hashes: the benchmark design's count.
const KEYS: &str = "10000000";

/// Build the example and run it `runs` times each way.
pub fn run(runs: usize) -> Outcome {
    let source = root()
        .join("crates")
        .join("rowkey-core")
        .join("examples")
        .join("md5_only.rs");
    if !source.exists() {
        return Outcome::NotBuilt;
    }
    match build_and_run(runs) {
        Ok(o) => o,
        Err(e) => Outcome::Failed(e),
    }
}

fn build_and_run(runs: usize) -> Result<Outcome, String> {
    run_cmd(crate::cmd(
        "cargo",
        &[
            "build",
            "--release",
            "-p",
            "rowkey-core",
            "--example",
            "md5_only",
        ],
    ))?;
    let bin = root()
        .join("target")
        .join("release")
        .join("examples")
        .join("md5_only");
    let mut best: Option<Line> = None;
    let mut best_scalar: Option<Line> = None;
    for _ in 0..runs {
        for scalar in [false, true] {
            let mut c = Command::new(&bin);
            c.arg(KEYS);
            if scalar {
                c.arg("--scalar");
            }
            let out = c
                .output()
                .map_err(|e| format!("cannot start {}: {e}", bin.display()))?;
            if !out.status.success() {
                return Err(format!(
                    "md5_only failed ({}): {}",
                    out.status,
                    String::from_utf8_lossy(&out.stderr).trim()
                ));
            }
            let line = parse(&String::from_utf8_lossy(&out.stdout))?;
            let slot = if scalar { &mut best_scalar } else { &mut best };
            if slot.as_ref().is_none_or(|b| line.keys_per_s > b.keys_per_s) {
                *slot = Some(line);
            }
        }
    }
    let (best, scalar) = best.zip(best_scalar).ok_or("no run")?;
    Ok(Outcome::Ran {
        lanes: best.lanes,
        keys_per_s: best.keys_per_s,
        scalar_keys_per_s: scalar.keys_per_s,
    })
}

#[derive(Debug, PartialEq)]
struct Line {
    lanes: u64,
    keys_per_s: f64,
}

/// The last JSON line of the output.
fn parse(stdout: &str) -> Result<Line, String> {
    let line = stdout
        .lines()
        .rev()
        .find(|l| l.trim_start().starts_with('{'))
        .ok_or("md5_only printed no JSON line")?;
    let v: serde_json::Value =
        serde_json::from_str(line).map_err(|e| format!("md5_only's line `{line}`: {e}"))?;
    let lanes = v["lanes"].as_u64().ok_or("md5_only's line has no lanes")?;
    let keys_per_s = match v["keys_per_s"].as_f64() {
        Some(k) => k,
        // The rate from its parts, should an older example print only those.
        None => {
            let keys = v["keys"].as_f64().ok_or("md5_only's line has no keys")?;
            let seconds = v["seconds"]
                .as_f64()
                .ok_or("md5_only's line has no seconds")?;
            keys / seconds
        }
    };
    Ok(Line { lanes, keys_per_s })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_last_json_line() {
        let out = "warming up\n{\"keys\":10,\"seconds\":0.5,\"lanes\":16,\"keys_per_s\":20.0}\n";
        assert_eq!(
            parse(out),
            Ok(Line {
                lanes: 16,
                keys_per_s: 20.0
            })
        );
        assert_eq!(
            parse("{\"keys\":10,\"seconds\":0.5,\"lanes\":1}"),
            Ok(Line {
                lanes: 1,
                keys_per_s: 20.0
            })
        );
        assert!(parse("no json here").is_err());
        assert!(parse("{\"keys\":10}").is_err());
    }
}
