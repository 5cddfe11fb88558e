//! The release `rowkey analyze` on the benchmark design: wall time and peak RSS, best of N.
//!
//! Peak RSS comes from GNU time (`/usr/bin/time -f %M`: the kernel's maxrss of the child,
//! exact) when the machine has it, else from polling `VmHWM` in `/proc/PID/status` every 5 ms
//! (a lower bound, shown as `>=`), as the extreme-design bench does. GNU time also gives the
//! CPU time (user + system), steadier than the wall time when other work shares the machine.

use crate::root;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// GNU time, for the exact maxrss.
const GNU_TIME: &str = "/usr/bin/time";

/// What the runs of one configuration measured.
#[derive(Debug)]
pub struct Measured {
    /// Threads asked for (`None`: rowkey's default, every core).
    pub threads: Option<usize>,
    /// The cores rowkey sees, for keys/s per core.
    pub cores: usize,
    /// The best wall time of the runs.
    pub best: Duration,
    /// Every run's wall time, in order.
    pub walls: Vec<Duration>,
    /// CPU time (user + system) of the best run, when GNU time measured it.
    pub cpu: Option<Duration>,
    /// The largest peak RSS of the runs, in KiB.
    pub peak_kib: u64,
    /// Whether `peak_kib` is exact (GNU time) or a polled lower bound.
    pub peak_exact: bool,
    /// Keys analysed (the report's `stats.keys`).
    pub keys: u64,
    /// Keys per region, in region order (the report's `regions[].count`).
    pub counts: Vec<u64>,
}

impl Measured {
    /// Keys per second per core used: one thread is one core, the default uses all of them.
    pub fn keys_per_s_per_core(&self) -> f64 {
        let cores = self.threads.unwrap_or(self.cores).max(1) as f64;
        self.keys as f64 / self.best.as_secs_f64() / cores
    }
}

/// `rowkey analyze DESIGN --format json [--threads N]`, `runs` times.
pub fn analyze(design: &Path, threads: Option<usize>, runs: usize) -> Result<Measured, String> {
    let bin = root().join("target").join("release").join("rowkey");
    let report = root().join("target").join("bench-analyze.json");
    let mut args = vec![
        "analyze".to_owned(),
        design.to_string_lossy().into_owned(),
        "--format".to_owned(),
        "json".to_owned(),
    ];
    if let Some(t) = threads {
        args.extend(["--threads".to_owned(), t.to_string()]);
    }
    let mut walls = Vec::new();
    let mut cpus = Vec::new();
    let mut peak_kib = 0;
    let mut peak_exact = true;
    let mut first: Option<(u64, Vec<u64>)> = None;
    for _ in 0..runs {
        let run = measure(&bin, &args, &report)?;
        walls.push(run.wall);
        cpus.push(run.cpu);
        peak_kib = peak_kib.max(run.peak_kib);
        peak_exact &= run.exact;
        let read = read_report(&report)?;
        match &first {
            None => first = Some(read),
            // Each run must do the same work, or the best time means nothing.
            Some(f) if *f != read => {
                return Err("two runs of the same design gave different counts".into())
            }
            Some(_) => {}
        }
    }
    let (keys, counts) = first.ok_or("no run")?;
    let (at, best) = walls
        .iter()
        .copied()
        .enumerate()
        .min_by_key(|(_, w)| *w)
        .ok_or("no run")?;
    eprintln!(
        "xtask: bench: rowkey analyze, threads {}: {}",
        threads.map_or("default".to_owned(), |t| t.to_string()),
        walls
            .iter()
            .map(|w| format!("{:.3} s", w.as_secs_f64()))
            .collect::<Vec<_>>()
            .join(", ")
    );
    Ok(Measured {
        threads,
        cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
        best,
        walls,
        cpu: cpus[at],
        peak_kib,
        peak_exact,
        keys,
        counts,
    })
}

struct Run {
    wall: Duration,
    cpu: Option<Duration>,
    peak_kib: u64,
    exact: bool,
}

fn measure(bin: &Path, args: &[String], report: &Path) -> Result<Run, String> {
    let gnu_time = Path::new(GNU_TIME).exists();
    let rss_file = root().join("target").join("bench-maxrss");
    let _ = std::fs::remove_file(&rss_file);
    let mut cmd = if gnu_time {
        let mut c = Command::new(GNU_TIME);
        c.arg("-q")
            .arg("-f")
            .arg("%M %U %S")
            .arg("-o")
            .arg(&rss_file)
            .arg(bin);
        c
    } else {
        Command::new(bin)
    };
    let out = std::fs::File::create(report)
        .map_err(|e| format!("cannot write {}: {e}", report.display()))?;
    let start = Instant::now();
    let mut child = cmd
        .args(args)
        .stdin(Stdio::null())
        .stdout(out)
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", bin.display()))?;
    let mut polled = 0;
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| e.to_string())? {
            break s;
        }
        // Polled even under GNU time (whose child is rowkey), should its line be unreadable.
        polled = polled.max(vm_hwm_kib(child.id()).unwrap_or(0));
        std::thread::sleep(Duration::from_millis(5));
    };
    let wall = start.elapsed();
    if !status.success() {
        return Err(format!("rowkey {} failed ({status})", args.join(" ")));
    }
    let timed = std::fs::read_to_string(&rss_file)
        .ok()
        .and_then(|s| parse_gnu_time(&s));
    Ok(match timed {
        Some((peak_kib, cpu)) => Run {
            wall,
            cpu: Some(cpu),
            peak_kib,
            exact: true,
        },
        None => Run {
            wall,
            cpu: None,
            peak_kib: polled,
            exact: false,
        },
    })
}

/// GNU time's `%M %U %S` line (maxrss KiB, user s, system s): peak and CPU time.
fn parse_gnu_time(text: &str) -> Option<(u64, Duration)> {
    let line = text.lines().last()?;
    let mut words = line.split_whitespace();
    let peak = words.next()?.parse().ok()?;
    let mut cpu = 0.0;
    for _ in 0..2 {
        cpu += words.next()?.parse::<f64>().ok()?;
    }
    Some((peak, Duration::try_from_secs_f64(cpu).ok()?))
}

/// The largest `VmHWM` (KiB) of `pid` and its children: under GNU time, rowkey is its child.
fn vm_hwm_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let own = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok());
    let children =
        std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children")).unwrap_or_default();
    children
        .split_whitespace()
        .filter_map(|c| c.parse().ok())
        .filter_map(vm_hwm_kib)
        .chain(own)
        .max()
}

/// The key count and the per-region counts of an analysis report.
fn read_report(path: &Path) -> Result<(u64, Vec<u64>), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let report: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("rowkey's report is not JSON: {e}"))?;
    let keys = report["stats"]["keys"]
        .as_u64()
        .ok_or("the report has no stats.keys")?;
    let counts = report["regions"]
        .as_array()
        .ok_or("the report has no regions")?
        .iter()
        .map(|r| r["count"].as_u64().ok_or("a region without a count"))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((keys, counts))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_gnu_times_line() {
        assert_eq!(
            parse_gnu_time("10240 2.50 0.25\n"),
            Some((10240, Duration::from_millis(2750)))
        );
        // A warning from time comes before its line.
        assert_eq!(
            parse_gnu_time("Command exited with non-zero status 2\n99 0.00 0.01\n"),
            Some((99, Duration::from_millis(10)))
        );
        assert_eq!(parse_gnu_time("10240\n"), None);
        assert_eq!(parse_gnu_time(""), None);
    }
}
