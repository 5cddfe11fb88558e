//! What every CLI test file needs: run `rowkey` and read its status, stdout and stderr.
// Each test module uses part of it.
#![allow(dead_code)]

use assert_cmd::Command;

/// The `rowkey` binary of this build.
pub fn rowkey() -> Command {
    Command::cargo_bin("rowkey").expect("binary builds")
}

/// Run and return (status, stdout, stderr).
pub fn run(args: &[&str]) -> (i32, String, String) {
    let out = rowkey().args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8 stdout"),
        String::from_utf8(out.stderr).expect("utf-8 stderr"),
    )
}

/// Run, expect success, return stdout.
pub fn ok(args: &[&str]) -> String {
    let (code, out, err) = run(args);
    assert_eq!(code, 0, "{args:?} failed: {err}");
    out
}

/// Run, expect the usage/input error exit (2) with an `error:` message and no panic; return stderr.
pub fn fails(args: &[&str]) -> String {
    let (code, out, err) = run(args);
    assert_eq!(code, 2, "{args:?} should exit 2, got {code}: {out}{err}");
    assert!(err.starts_with("error:"), "{args:?}: {err}");
    assert!(
        !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
        "{err}"
    );
    err
}
