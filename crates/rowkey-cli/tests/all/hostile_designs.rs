//! Every design gets an answer: the real `rowkey` binary, given a hostile design or
//! flag, exits 0 with output or 2 with `error: ...` — never a panic, an abort, a stack overflow
//! or an allocation failure — within a watchdog and under a memory budget.
//!
//! Two sources of designs run through one assertion ([`answers`]):
//! - hand-written hostile cases, the ones the issue names and their neighbours;
//! - a property test over designs built from the generator / transform grammar
//!   (`fuzz/src/grammar.rs`, shared with the `design_grammar` fuzz target).
//!
//! The watchdog is a generous bound to catch hangs, not a speed measure: a child still running
//! after it is killed and reported. The memory budget is an address-space limit (`ulimit -v`)
//! set by `sh` before it execs the binary, so an unbounded allocation fails inside the child
//! (an abort the test reports) instead of taking the machine down.

#[path = "../../../../fuzz/src/grammar.rs"]
#[allow(dead_code)]
mod grammar;

use proptest::prelude::*;
use std::ffi::OsString;
use std::io::Read;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// A hang, not a slow machine: the slowest sane answer (a debug build on a busy machine) is
/// a few seconds.
const WATCHDOG: Duration = Duration::from_secs(30);

/// Address space for one run, in KiB (`ulimit -v`): 1 GiB, against the issue's 300 MB peak RSS
/// for `analyze`, leaves room for thread stacks and allocator arenas without letting a design
/// that needs gigabytes through.
const MEMORY_KIB: u64 = 1024 * 1024;

/// HBase's longest row key (`Short.MAX_VALUE` bytes), the bound `encode` applies.
const MAX_KEY_BYTES: usize = 32_767;

/// What one run of the binary did.
#[derive(Debug)]
struct Run {
    /// What was run, for messages.
    shown: String,
    /// `None` when the watchdog killed it.
    status: Option<std::process::ExitStatus>,
    elapsed: Duration,
    stdout: Captured,
    stderr: Captured,
}

/// A stream read to its end, keeping only its head (an answer can be gigabytes).
#[derive(Debug, Default)]
struct Captured {
    head: Vec<u8>,
    total: u64,
    longest_line: usize,
}

impl Captured {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.head).into_owned()
    }
}

fn capture(mut r: impl Read) -> Captured {
    const HEAD: usize = 8 * 1024;
    let mut c = Captured::default();
    let mut line = 0usize;
    let mut buf = vec![0u8; 64 * 1024];
    while let Ok(n) = r.read(&mut buf) {
        if n == 0 {
            break;
        }
        let chunk = &buf[..n];
        c.total += n as u64;
        if c.head.len() < HEAD {
            let take = (HEAD - c.head.len()).min(n);
            c.head.extend_from_slice(&chunk[..take]);
        }
        for &b in chunk {
            if b == b'\n' {
                c.longest_line = c.longest_line.max(line);
                line = 0;
            } else {
                line += 1;
            }
        }
    }
    c.longest_line = c.longest_line.max(line);
    c
}

/// Run `rowkey ARGS` under the memory budget and the watchdog.
fn rowkey(args: &[OsString]) -> Run {
    let bin = env!("CARGO_BIN_EXE_rowkey");
    let shown = std::iter::once("rowkey".to_owned())
        .chain(args.iter().map(|a| {
            let a = a.to_string_lossy();
            if a.len() > 60 {
                format!("{}…({} bytes)", head(&a, 40), a.len())
            } else {
                a.into_owned()
            }
        }))
        .collect::<Vec<_>>()
        .join(" ");
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {MEMORY_KIB} && exec \"$0\" \"$@\""))
        .arg(bin)
        .args(args)
        // glibc reserves 64 MiB of address space per malloc arena (up to 8 per core): that is
        // not memory the design uses, so keep it from eating the budget.
        .env("MALLOC_ARENA_MAX", "2")
        .env_remove("RUST_BACKTRACE")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot start sh");
    let out = child.stdout.take().expect("stdout is piped");
    let err = child.stderr.take().expect("stderr is piped");
    let out = thread::spawn(move || capture(out));
    let err = thread::spawn(move || capture(err));
    let start = Instant::now();
    let status = loop {
        match child.try_wait().expect("cannot wait for rowkey") {
            Some(status) => break Some(status),
            None if start.elapsed() > WATCHDOG => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            None => thread::sleep(Duration::from_millis(10)),
        }
    };
    Run {
        shown,
        status,
        elapsed: start.elapsed(),
        stdout: out.join().expect("stdout reader"),
        stderr: err.join().expect("stderr reader"),
    }
}

/// What a run must have done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    /// A result (0) or a clean error (2).
    Answer,
    /// A result: the design is fine and must work.
    Result,
}

/// The one assertion: exit 0 with output, or 2 with a message starting `error:`; never killed
/// by a signal, never a panic message, never past the watchdog.
fn answers(run: &Run, expect: Expect) -> Result<(), String> {
    let stderr = run.stderr.text();
    let tail = |s: &str| {
        let s = s.trim_end();
        let mut from = s.len().saturating_sub(600);
        while !s.is_char_boundary(from) {
            from += 1;
        }
        s[from..].to_owned()
    };
    let Some(status) = run.status else {
        return Err(format!(
            "`{}`: no answer within {:?} (killed by the watchdog); stderr: {}",
            run.shown,
            WATCHDOG,
            tail(&stderr)
        ));
    };
    if let Some(sig) = status.signal() {
        return Err(format!(
            "`{}`: killed by signal {sig} after {:.1?} (abort, stack overflow or allocation failure \
             under the {} MiB budget); stderr: {}",
            run.shown,
            run.elapsed,
            MEMORY_KIB / 1024,
            tail(&stderr)
        ));
    }
    if stderr.contains("panicked") || stderr.contains("memory allocation of") {
        return Err(format!("`{}`: {}", run.shown, tail(&stderr)));
    }
    match status.code() {
        Some(0) if run.stdout.total > 0 => Ok(()),
        Some(0) => Err(format!("`{}`: exit 0 with no output", run.shown)),
        Some(2) if expect == Expect::Result => Err(format!(
            "`{}`: this design must work, but: {}",
            run.shown,
            tail(&stderr)
        )),
        Some(2) if stderr.starts_with("error:") => Ok(()),
        Some(2) => Err(format!(
            "`{}`: exit 2 without `error:` first: {}",
            run.shown,
            tail(&stderr)
        )),
        other => Err(format!(
            "`{}`: exit {other:?}: {}",
            run.shown,
            tail(&stderr)
        )),
    }
}

/// At most `n` bytes of `s`, cut at a character boundary.
fn head(s: &str, n: usize) -> &str {
    let mut end = n.min(s.len());
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

fn os(args: &[&str]) -> Vec<OsString> {
    args.iter().map(OsString::from).collect()
}

/// Every command a user runs on a design file, each through [`answers`]; `sample` keys must
/// also fit in an HBase row key (one key-length rule for every command).
fn design_answers(path: &Path, expect: Expect) -> Result<(), String> {
    design_answers_until(path, expect, false)
}

/// [`design_answers`]; with `first_failure`, stop at the first command that fails (while
/// shrinking, one failure is all that matters, and each can take the whole watchdog).
fn design_answers_until(path: &Path, expect: Expect, first_failure: bool) -> Result<(), String> {
    let p = path.as_os_str().to_owned();
    let mut failures = Vec::new();
    let commands: [Vec<OsString>; 4] = [
        vec!["analyze".into(), p.clone()],
        [
            vec!["sample".into(), p.clone()],
            os(&["--count", "5", "--format", "hex"]),
        ]
        .concat(),
        [vec!["export".into(), p.clone()], os(&["--to", "shell"])].concat(),
        [
            vec!["export".into(), p.clone()],
            os(&["--to", "csv", "--count", "5"]),
        ]
        .concat(),
    ];
    for (i, args) in commands.iter().enumerate() {
        if first_failure && !failures.is_empty() {
            break;
        }
        let run = rowkey(args);
        if let Err(e) = answers(&run, expect) {
            failures.push(e);
        } else if i == 1 && run.status.and_then(|s| s.code()) == Some(0) {
            let longest = run.stdout.longest_line / 2;
            if longest > MAX_KEY_BYTES {
                failures.push(format!(
                    "`{}` printed a key of {longest} bytes, over HBase's {MAX_KEY_BYTES}",
                    run.shown
                ));
            }
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n"))
    }
}

/// A design document, written to a temporary file, through [`design_answers`].
fn design_text_answers(json: &str, expect: Expect, first_failure: bool) -> Result<(), String> {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("design.json");
    std::fs::write(&path, json).expect("write the design");
    design_answers_until(&path, expect, first_failure)
}

fn check(result: Result<(), String>) {
    if let Err(e) = result {
        panic!("\n{e}\n");
    }
}

fn seed(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/seeds")
        .join(format!("{name}.json"))
}

// --- The shipped presets: the harness itself must not cry wolf. ---

#[test]
fn every_preset_works_under_the_budget() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../presets");
    let mut presets: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("presets/")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    presets.sort();
    assert!(presets.len() >= 10, "{presets:?}");
    let failures: Vec<String> = presets
        .iter()
        .filter_map(|p| design_answers(p, Expect::Result).err())
        .collect();
    assert!(failures.is_empty(), "\n{}\n", failures.join("\n"));
}

// --- Hand-written hostile designs (fuzz/seeds/, also the fuzz seed corpus). ---

/// A 15-digit random id: a very common key part, which must work.
#[test]
fn wide_int_range() {
    check(design_answers(&seed("wide-int"), Expect::Result));
}

#[test]
fn whole_long_range_and_18_digit_ranges() {
    check(design_answers(
        &seed("wide-int-long-extremes"),
        Expect::Result,
    ));
}

/// `{x | add(0)}` with `x = text(1,3)`: `sample` says why; `analyze` and `export` must too.
#[test]
fn text_piped_into_an_int_transform() {
    check(design_answers(&seed("text-into-int"), Expect::Answer));
}

#[test]
fn md5_bytes_into_int_transforms() {
    check(design_answers(&seed("md5-then-dec"), Expect::Answer));
}

#[test]
fn timestamp_rate_1e_minus_100() {
    check(design_answers(&seed("timestamp-tiny-rate"), Expect::Answer));
}

#[test]
fn timestamp_rate_1e300() {
    check(design_answers(&seed("timestamp-huge-rate"), Expect::Answer));
}

/// 3,000 `{id}` segments: analysis must be linear in segments, so this is quick.
#[test]
fn three_thousand_segments() {
    check(design_answers(&seed("segments-3000"), Expect::Result));
}

#[test]
fn ten_thousand_segments() {
    let json = format!(
        // One-byte values: the key (10,000 bytes) stays inside HBase's limit, so the design must
        // work; with `seq` ids it would pass 32,767 bytes and be refused (the key-length rule).
        r#"{{"template": "{}", "fields": {{"id": "choice(\"a\", \"b\")"}}, "splits": {{"algorithm": "auto"}}}}"#,
        "{id}".repeat(10_000)
    );
    check(design_text_answers(&json, Expect::Result, false));
}

/// A `pad(32000)` key with quantile splits over a 1,000,000-key sample: ~32 GB of keys if kept.
#[test]
fn pad_32000_key_with_quantile_splits() {
    check(design_answers(&seed("pad-32000-quantile"), Expect::Answer));
}

/// Keys over HBase's limit: every command must apply the one key-length rule.
#[test]
fn key_over_the_hbase_limit() {
    // Each part is under the limit, so the template checks; the key is not.
    let json = r#"{"template": "{id | pad(30000)}{id | pad(30000)}", "fields": {"id": "seq(1, 1)"}, "sample": {"count": 100}}"#;
    check(design_text_answers(json, Expect::Answer, false));
}

#[test]
fn hexstring_with_10000_char_first_and_last() {
    check(design_answers(
        &seed("hexstring-long-bounds"),
        Expect::Answer,
    ));
}

#[test]
fn range_with_100kb_bounds() {
    check(design_answers(&seed("range-100kb-bounds"), Expect::Answer));
}

#[test]
fn csv_header_of_100000_columns() {
    check(design_answers(&seed("csv-wide-header"), Expect::Answer));
}

#[test]
fn concat_nested_2000_deep() {
    check(design_answers(&seed("deep-concat"), Expect::Answer));
}

#[test]
fn rest_salts_and_a_zipf_exponent_of_1e_minus_100() {
    check(design_answers(&seed("rest-salt"), Expect::Answer));
}

/// A design saved with a UTF-8 byte-order mark is the same design.
#[test]
fn design_with_a_byte_order_mark() {
    check(design_answers(&seed("bom"), Expect::Result));
}

/// Minimised inputs the fuzz targets and the property test found (fuzz/regressions/): design
/// documents, or `design_grammar` choice strings (`.grammar`).
#[test]
fn fuzz_regressions() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/regressions");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut files: Vec<PathBuf> = entries.map(|e| e.expect("entry").path()).collect();
    files.sort();
    let failures: Vec<String> = files
        .iter()
        .filter_map(|p| {
            // A `.grammar` file is a `design_grammar` input: the choices, not the design.
            let result = if p.extension().is_some_and(|e| e == "grammar") {
                let choices = std::fs::read(p).expect("read the input");
                design_text_answers(&grammar::design(&choices), Expect::Answer, false)
            } else {
                design_answers(p, Expect::Answer)
            };
            result.err().map(|e| format!("{}:\n{e}", p.display()))
        })
        .collect();
    assert!(failures.is_empty(), "\n{}\n", failures.join("\n\n"));
}

// --- Designs past a size cap, growing values, and exports of hostile names. ---

/// Every export target the CLI has.
const EXPORT_TARGETS: [&str; 10] = [
    "shell",
    "splits-file",
    "java",
    "phoenix",
    "design",
    "csv",
    "shell-numregions",
    "regionsplitter",
    "cbt",
    "hbase-site",
];

/// `sample`, `analyze`, `simulate` and `export` to every target, each through [`answers`];
/// returns the runs (the caller checks what they said).
fn every_command(json: &str) -> Vec<Run> {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("design.json");
    std::fs::write(&path, json).expect("write the design");
    let p = path.as_os_str().to_owned();
    let mut commands: Vec<Vec<OsString>> = vec![
        [vec!["sample".into(), p.clone()], os(&["--count", "5"])].concat(),
        vec!["analyze".into(), p.clone()],
        [
            vec!["simulate".into(), p.clone()],
            os(&["--rows", "1e9", "--row-bytes", "100"]),
        ]
        .concat(),
    ];
    for t in EXPORT_TARGETS {
        // Five rows say as much about the design as the default count (which a design of
        // 32,000-byte keys is refused: `csv_of_huge_keys_is_refused_up_front`).
        let count: &[&str] = if t == "csv" { &["--count", "5"] } else { &[] };
        commands.push(
            [
                vec!["export".into(), p.clone()],
                os(&["--to", t]),
                os(count),
            ]
            .concat(),
        );
    }
    let runs: Vec<Run> = commands.iter().map(|a| rowkey(a)).collect();
    let failures: Vec<String> = runs
        .iter()
        .filter_map(|r| {
            // A table of one region has no split keys: its SPLITS_FILE is empty.
            let empty_splits = r.shown.ends_with("--to splits-file")
                && r.status.and_then(|s| s.code()) == Some(0)
                && r.stderr.total == 0;
            if empty_splits {
                return None;
            }
            answers(r, Expect::Answer).err()
        })
        .collect();
    assert!(failures.is_empty(), "\n{}\n", failures.join("\n"));
    runs
}

/// Every command refuses the design, and each says `words` (the limit it passed).
fn every_command_refuses(json: &str, words: &[&str]) {
    for run in every_command(json) {
        let stderr = run.stderr.text();
        assert_eq!(
            run.status.and_then(|s| s.code()),
            Some(2),
            "`{}` must refuse: {stderr}",
            run.shown
        );
        for w in words {
            assert!(
                stderr.contains(w),
                "`{}` must say {w:?}: {stderr}",
                run.shown
            );
        }
    }
}

#[test]
fn two_hundred_thousand_segments_are_refused_naming_the_limit() {
    let json = format!(
        r#"{{"template": "{}", "fields": {{"id": "choice(\"a\", \"b\")"}}}}"#,
        "{id}".repeat(200_000)
    );
    every_command_refuses(&json, &["over the limit of 262,144 bytes for a template"]);
}

#[test]
fn three_hundred_thousand_families_are_refused_naming_the_limit() {
    let families: Vec<String> = (0..300_000).map(|i| format!("\"f{i}\"")).collect();
    let json = format!(
        r#"{{"template": "{{id}}", "fields": {{"id": "seq(1, 1)"}}, "table": {{"name": "t", "families": [{}]}}}}"#,
        families.join(",")
    );
    every_command_refuses(&json, &["table.families", "100 column families"]);
}

#[test]
fn chains_that_double_a_value_are_refused_when_checked() {
    let chain = " | utf8 | hex".repeat(20);
    let over_text = format!(
        r#"{{"template": "{{name{chain} | left(4)}}", "fields": {{"name": "text(1, 20)"}}}}"#
    );
    every_command_refuses(
        &over_text,
        &["times the length of its input", "131072 bytes"],
    );
    let over_rest = format!(
        r#"{{"template": "{}{{id}}", "fields": {{"id": "seq(1, 1)"}}}}"#,
        "{rest | hex}".repeat(30)
    );
    every_command_refuses(&over_rest, &["times the length of its input"]);
}

/// Long text through a chain that stays under the cap with short text: the value stops at the
/// cap when a row is made, with the cap named, never allocating gigabytes.
#[test]
fn chains_over_long_text_stop_at_the_value_cap() {
    let chain = " | utf8 | hex".repeat(12);
    let json = format!(
        r#"{{"template": "{{name{chain} | left(4)}}", "fields": {{"name": "text(1000, 2000)"}}}}"#
    );
    let runs = every_command(&json);
    // The commands that make keys: `sample`, `analyze`, `simulate` and the CSV export.
    let making_keys = runs[..3]
        .iter()
        .chain(runs.iter().filter(|r| r.shown.contains("--to csv")));
    for run in making_keys {
        let stderr = run.stderr.text();
        assert_eq!(
            run.status.and_then(|s| s.code()),
            Some(2),
            "`{}`",
            run.shown
        );
        assert!(stderr.contains("131072 bytes"), "`{}`: {stderr}", run.shown);
    }
}

/// A chain under the cap with short text makes long values on the way to a four-byte key:
/// each command runs as many keys as its work budget affords, and says so.
#[test]
fn chains_over_short_text_run_within_the_work_budget() {
    let chain = " | utf8 | hex".repeat(12);
    let json = format!(
        r#"{{"template": "{{name{chain} | left(4)}}", "fields": {{"name": "text(1, 20)"}}, "sample": {{"count": 10000000}}}}"#
    );
    let runs = every_command(&json);
    let analyze = runs[1].stdout.text();
    assert!(analyze.contains("of 10,000,000 sample rows"), "{analyze}");
    let simulate = runs[2].stdout.text();
    assert!(simulate.contains("sampled keys instead of"), "{simulate}");
}

/// A CSV of the default 100,000 keys of 32,000 bytes would be about 9 GiB: refused before any
/// of it is written, naming the count that fits.
#[test]
fn csv_of_huge_keys_is_refused_up_front() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("design.json");
    std::fs::write(
        &path,
        r#"{"template": "{id | pad(32000)}", "fields": {"id": "seq(1, 1)"}}"#,
    )
    .expect("write the design");
    for command in [
        &["export", "--to", "csv"][..],
        &["sample", "--format", "csv"],
    ] {
        let args = [
            os(&command[..1]),
            vec![path.as_os_str().to_owned()],
            os(&command[1..]),
        ]
        .concat();
        let run = rowkey(&args);
        let stderr = run.stderr.text();
        assert_eq!(run.status.and_then(|s| s.code()), Some(2), "{stderr}");
        assert_eq!(run.stdout.total, 0, "nothing is written");
        assert!(stderr.contains("ask for at most 44,"), "{stderr}");
    }
}

#[test]
fn keys_all_the_same_or_32000_bytes_long_get_an_answer() {
    // Every key the same: `simulate` (the third run) reports a table that cannot split.
    let runs = every_command(r#"{"template": "{\"k\"}", "fields": {}}"#);
    let simulate = &runs[2];
    assert_eq!(
        simulate.status.and_then(|s| s.code()),
        Some(0),
        "{}",
        simulate.stderr.text()
    );
    // 32,000-byte keys: the regions' first rows reach the cap on split-key bytes, named.
    let runs = every_command(r#"{"template": "{id | pad(32000)}", "fields": {"id": "seq(1, 1)"}}"#);
    let simulate = &runs[2];
    if simulate.status.and_then(|s| s.code()) == Some(2) {
        let stderr = simulate.stderr.text();
        assert!(stderr.contains("16 MiB"), "{stderr}");
    }
}

#[test]
fn exports_carry_no_control_character_and_cbt_refuses_bad_families() {
    let json = r#"{"name": "a\u0001b\"</name>\u0007", "template": "{id}", "fields": {"id": "seq(1, 1)"}, "table": {"name": "t", "families": ["d"]}}"#;
    // The exports (every run after `sample`, `analyze` and `simulate`).
    for run in every_command(json).into_iter().skip(3) {
        let out = run.stdout.text();
        assert!(
            !out.chars()
                .any(|c| c.is_control() && c != '\n' && c != '\t'),
            "`{}` wrote a control character: {out:?}",
            run.shown
        );
    }
    for family in ["a,b", "-x", &"f".repeat(65)] {
        let json = format!(
            r#"{{"template": "{{id}}", "fields": {{"id": "seq(1, 1)"}}, "table": {{"name": "t", "families": ["d", "{family}"]}}}}"#
        );
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("design.json");
        std::fs::write(&path, json).expect("write the design");
        let mut args = vec![OsString::from("export"), path.into_os_string()];
        args.extend(os(&["--to", "cbt"]));
        let run = rowkey(&args);
        let stderr = run.stderr.text();
        assert_eq!(
            run.status.and_then(|s| s.code()),
            Some(2),
            "{family}: {stderr}"
        );
        assert!(
            stderr.contains("table.families[1]") && stderr.contains(family),
            "{family}: {stderr}"
        );
    }
}

// --- Hostile flags: the same issue, from the command line. ---

fn flags_answer(args: &[&str]) {
    check(answers(&rowkey(&os(args)), Expect::Answer));
}

#[test]
fn split_hexstring_million_regions_10000_char_bounds() {
    let first = "0".repeat(10_000);
    let last = "f".repeat(10_000);
    flags_answer(&[
        "split",
        "hexstring",
        "--regions",
        "1000000",
        "--first",
        &first,
        "--last",
        &last,
    ]);
}

#[test]
fn split_range_100kb_bounds_65536_regions() {
    let start = "a".repeat(100_000);
    let end = "z".repeat(100_000);
    flags_answer(&[
        "split",
        "range",
        "--start",
        &start,
        "--end",
        &end,
        "--regions",
        "65536",
    ]);
}

#[test]
fn split_uniform_million_regions() {
    flags_answer(&["split", "uniform", "--regions", "1000000"]);
}

/// 32 MiB of one-character lines: memory must follow the keys kept, not 30–40× the input
/// (which is over the budget here). Small enough for a debug build to print in seconds.
#[test]
fn import_32_mib_of_one_character_lines() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("keys.txt");
    std::fs::write(&path, "a\n".repeat(16 * 1024 * 1024)).expect("write the input");
    let p = path.to_string_lossy().into_owned();
    flags_answer(&["import", "--from", "list", &p, "--format", "hex"]);
}

#[test]
fn analyze_count_at_the_limit_is_refused_or_answered() {
    flags_answer(&[
        "analyze",
        &seed("wide-int").to_string_lossy(),
        "--count",
        "18446744073709551615",
    ]);
}

// --- Designs from the grammar. ---

/// Cases per run: bounded so `cargo test` stays around a minute on two cores;
/// `ROWKEY_HOSTILE_CASES=1000` for a longer hunt.
fn cases() -> u32 {
    std::env::var("ROWKEY_HOSTILE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(),
        // A failing case can take the whole watchdog; a few shrink steps are worth it,
        // hundreds are not.
        max_shrink_iters: 6,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn grammar_designs_get_an_answer(choices in prop::collection::vec(any::<u8>(), 0..384)) {
        let json = grammar::design(&choices);
        if let Err(e) = design_text_answers(&json, Expect::Answer, true) {
            let shown = if json.len() > 2000 {
                format!("{}… ({} bytes)", head(&json, 2000), json.len())
            } else {
                json.clone()
            };
            prop_assert!(false, "{e}\ndesign: {shown}");
        }
    }
}
