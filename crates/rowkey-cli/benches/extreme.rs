//! The extreme designs, measured: wall time and peak RSS of the release `rowkey` for
//! each, printed as a table (`cargo bench -p rowkey-cli --bench extreme`, or `cargo xtask
//! bench`). A benchmark, not a test: nothing here passes or fails; a case that crashes, is
//! refused or is stopped at the limits prints what happened and the next case runs.
//!
//! Peak RSS comes from GNU time (`/usr/bin/time -f %M`, exact: the kernel's maxrss of the
//! child) when the machine has it, else from polling `VmHWM` in `/proc/PID/status` every few
//! milliseconds (a lower bound, shown as `>=N`: growth in the last poll interval before exit is
//! missed; a case stopped at the time limit shows this too). Each case runs under `ulimit -v`
//! and a time limit, so that a case that needs 20 GB is stopped and reported instead of taking
//! the machine down.

use std::fmt::Write as _;
use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Longest a case may run before it is killed.
const TIME_LIMIT: Duration = Duration::from_secs(120);

/// Address space a case may take (KiB): 6 GiB, a third of a 24 GB machine.
const MEMORY_KIB: u64 = 6 * 1024 * 1024;

/// GNU time, for the exact maxrss.
const GNU_TIME: &str = "/usr/bin/time";

struct Case {
    name: &'static str,
    args: Vec<String>,
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn seed(name: &str) -> String {
    repo()
        .join("fuzz/seeds")
        .join(format!("{name}.json"))
        .to_string_lossy()
        .into_owned()
}

fn args(a: &[&str]) -> Vec<String> {
    a.iter().map(|s| (*s).to_owned()).collect()
}

fn cases(scratch: &Path) -> Vec<Case> {
    let preset = |n: &str| {
        repo()
            .join("presets")
            .join(format!("{n}.json"))
            .to_string_lossy()
            .into_owned()
    };
    let write = |name: &str, text: &str| {
        let p = scratch.join(name);
        std::fs::write(&p, text).expect("write a bench input");
        p.to_string_lossy().into_owned()
    };
    let segments_10000 = write(
        "segments-10000.json",
        &format!(
            r#"{{"template": "{}", "fields": {{"id": "seq(1, 1)"}}, "splits": {{"algorithm": "auto"}}}}"#,
            "{id}".repeat(10_000)
        ),
    );
    let segments_200k = write(
        "segments-200000.json",
        &format!(
            r#"{{"template": "{}", "fields": {{"id": "choice(\"a\", \"b\")"}}}}"#,
            "{id}".repeat(200_000)
        ),
    );
    let families: Vec<String> = (0..300_000).map(|i| format!("\"f{i}\"")).collect();
    let families_300k = write(
        "families-300000.json",
        &format!(
            r#"{{"template": "{{id}}", "fields": {{"id": "seq(1, 1)"}}, "table": {{"name": "t", "families": [{}]}}}}"#,
            families.join(",")
        ),
    );
    let growing = write(
        "utf8-hex-20.json",
        &format!(
            r#"{{"template": "{{name{} | left(4)}}", "fields": {{"name": "text(1000, 2000)"}}}}"#,
            " | utf8 | hex".repeat(20)
        ),
    );
    let same_keys = write("same-keys.json", r#"{"template": "{\"k\"}", "fields": {}}"#);
    let long_keys = write(
        "pad-32000.json",
        r#"{"template": "{id | pad(32000)}", "fields": {"id": "seq(1, 1)"}}"#,
    );
    let control_name = write(
        "control-name.json",
        r#"{"name": "a\u0001b\u0007", "template": "{id}", "fields": {"id": "seq(1, 1)"}, "table": {"name": "t", "families": ["a,b"]}}"#,
    );
    let simulate =
        |design: &str| args(&["simulate", design, "--rows", "1e9", "--row-bytes", "100"]);
    // The issue's import: 248 MiB of one-character lines.
    let import = write("one-char-lines.txt", &"a\n".repeat(124 * 1024 * 1024));
    let first = "0".repeat(10_000);
    let last = "f".repeat(10_000);
    let start = "a".repeat(100_000);
    let end = "z".repeat(100_000);
    vec![
        Case {
            name: "baseline: analyze order-simple (100,000 keys)",
            args: args(&["analyze", &preset("order-simple")]),
        },
        Case {
            name: "analyze int(0, 10^15)",
            args: args(&["analyze", &seed("wide-int")]),
        },
        Case {
            name: "analyze int over the whole long range",
            args: args(&["analyze", &seed("wide-int-long-extremes")]),
        },
        Case {
            name: "analyze {x | add(0)}, x = text(1,3)",
            args: args(&["analyze", &seed("text-into-int")]),
        },
        Case {
            name: "export --to shell {x | add(0)}",
            args: args(&["export", &seed("text-into-int"), "--to", "shell"]),
        },
        Case {
            name: "analyze timestamp rate 1e-100",
            args: args(&["analyze", &seed("timestamp-tiny-rate")]),
        },
        Case {
            name: "analyze 3,000 {id} segments",
            args: args(&["analyze", &seed("segments-3000")]),
        },
        Case {
            name: "analyze 10,000 {id} segments",
            args: args(&["analyze", &segments_10000]),
        },
        Case {
            name: "analyze pad(32000) quantile, 1,000,000 sample",
            args: args(&["analyze", &seed("pad-32000-quantile")]),
        },
        Case {
            name: "analyze CSV header of 100,000 columns",
            args: args(&["analyze", &seed("csv-wide-header")]),
        },
        Case {
            name: "analyze range splits, 100 KB bounds, 65,536 regions",
            args: args(&["analyze", &seed("range-100kb-bounds")]),
        },
        Case {
            name: "split hexstring 1,000,000 regions, 10,000-char first/last",
            args: args(&[
                "split",
                "hexstring",
                "--regions",
                "1000000",
                "--first",
                &first,
                "--last",
                &last,
            ]),
        },
        Case {
            name: "split range 100 KB bounds, 65,536 regions",
            args: args(&[
                "split",
                "range",
                "--start",
                &start,
                "--end",
                &end,
                "--regions",
                "65536",
            ]),
        },
        Case {
            name: "analyze 200,000 {id} segments (refused: segment cap)",
            args: args(&["analyze", &segments_200k]),
        },
        Case {
            name: "export --to shell 300,000 families (refused: family cap)",
            args: args(&["export", &families_300k, "--to", "shell"]),
        },
        Case {
            name: "analyze `utf8 | hex` × 20 over text(1000, 2000) (refused)",
            args: args(&["analyze", &growing]),
        },
        Case {
            name: "simulate 1e9 rows, every key the same",
            args: simulate(&same_keys),
        },
        Case {
            name: "simulate 1e9 rows, pad(32000) keys",
            args: simulate(&long_keys),
        },
        Case {
            name: "export --to cbt, family `a,b` (refused)",
            args: args(&["export", &control_name, "--to", "cbt"]),
        },
        Case {
            name: "import 248 MiB of one-character lines",
            args: args(&["import", "--from", "list", &import]),
        },
    ]
}

/// What one case did.
struct Measured {
    wall: Duration,
    /// Peak RSS in MB, `>=N` when only polled.
    peak: String,
    outcome: String,
}

/// The largest `VmHWM` of `pid` and its children: the child is GNU time (or sh) with rowkey
/// under it, and a case stopped at the time limit leaves no maxrss file behind.
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

fn measure(bin: &str, case: &Case, scratch: &Path) -> Measured {
    let gnu_time = Path::new(GNU_TIME).exists();
    let rss_file = scratch.join("maxrss");
    let _ = std::fs::remove_file(&rss_file);
    // sh sets the limit, then execs (GNU time, which runs) rowkey; stdout is discarded, as a
    // case's answer can be gigabytes.
    let script = if gnu_time {
        format!(
            "ulimit -v {MEMORY_KIB} && f=\"$1\" && shift && exec {GNU_TIME} -q -f %M -o \"$f\" \"$0\" \"$@\"",
        )
    } else {
        format!("ulimit -v {MEMORY_KIB} && exec \"$0\" \"$@\"")
    };
    let mut cmd = Command::new("sh");
    cmd.arg("-c").arg(script).arg(bin);
    if gnu_time {
        // "$1" is where time writes the maxrss; the script shifts it off before rowkey's own
        // arguments.
        cmd.arg(&rss_file);
    }
    // Its own process group, so that the time limit stops rowkey and not only GNU time.
    let mut child = cmd
        .process_group(0)
        .args(&case.args)
        .env("MALLOC_ARENA_MAX", "2")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start sh");
    let stderr = child.stderr.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stderr.take(256 * 1024).read_to_string(&mut s);
        s
    });
    let start = Instant::now();
    let mut polled = None;
    let mut killed = false;
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if let Some(k) = vm_hwm_kib(child.id()) {
            polled = Some(polled.map_or(k, |p: u64| p.max(k)));
        }
        if start.elapsed() > TIME_LIMIT {
            let group = format!("-{}", child.id());
            let _ = Command::new("kill").args(["-KILL", "--", &group]).status();
            let _ = child.kill();
            killed = true;
            break child.wait().expect("wait");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let wall = start.elapsed();
    let stderr = reader.join().unwrap_or_default();
    let exact = std::fs::read_to_string(&rss_file)
        .ok()
        .and_then(|s| s.lines().last().and_then(|l| l.trim().parse::<u64>().ok()));
    let peak = match (exact, polled) {
        (Some(k), _) => format!("{:.1}", k as f64 / 1024.0),
        (None, Some(k)) => format!(">={:.1}", k as f64 / 1024.0),
        (None, None) => "?".to_owned(),
    };
    // The first line that says what happened: after a panic's `thread ... panicked at FILE`
    // header, its message.
    let first_line = |s: &str| {
        let mut lines = s
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with("Command "));
        let mut line = lines.next().unwrap_or("").to_owned();
        if line.contains("panicked at") {
            let at = line.rsplit('/').next().unwrap_or("").to_owned();
            line = format!("panic at {at} {}", lines.next().unwrap_or(""));
        }
        line.chars().take(100).collect::<String>()
    };
    let outcome = if killed {
        format!("KILLED at the {TIME_LIMIT:?} limit")
    } else if let Some(sig) = status.signal() {
        format!("SIGNAL {sig}: {}", first_line(&stderr))
    } else {
        match status.code() {
            Some(0) => "ok".to_owned(),
            Some(2) => format!(
                "error: {}",
                first_line(stderr.trim_start_matches("error: "))
            ),
            // GNU time reports a child killed by a signal as its own status (128 + signal).
            Some(c) if gnu_time && c > 128 => {
                format!("SIGNAL {}: {}", c - 128, first_line(&stderr))
            }
            Some(c) => format!("exit {c}: {}", first_line(&stderr)),
            None => "no status".to_owned(),
        }
    };
    Measured {
        wall,
        peak,
        outcome,
    }
}

fn main() {
    // `cargo bench` passes `--bench`; a filter (any other argument) picks cases by name.
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let bin = env!("CARGO_BIN_EXE_rowkey");
    let scratch = std::env::temp_dir().join(format!("rowkey-extreme-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch dir");
    let how = if Path::new(GNU_TIME).exists() {
        "GNU time maxrss"
    } else {
        "VmHWM polled every 5 ms (a lower bound)"
    };
    println!(
        "extreme cases: release rowkey, limits {:?} and {} GiB of address space; peak RSS from {how}",
        TIME_LIMIT,
        MEMORY_KIB / 1024 / 1024
    );
    let mut table = String::new();
    let _ = writeln!(
        table,
        "{:<60} {:>9} {:>10}  outcome",
        "case", "wall s", "peak MB"
    );
    for case in cases(&scratch) {
        if !filter.is_empty() && !filter.iter().any(|f| case.name.contains(f.as_str())) {
            continue;
        }
        let m = measure(bin, &case, &scratch);
        let line = format!(
            "{:<60} {:>9.2} {:>10}  {}",
            case.name,
            m.wall.as_secs_f64(),
            m.peak,
            m.outcome
        );
        println!("{line}");
        let _ = writeln!(table, "{line}");
    }
    let _ = std::fs::remove_dir_all(&scratch);
    println!("\n{table}");
}
