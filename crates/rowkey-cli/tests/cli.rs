//! The `rowkey` command as scripts call it: outputs, exit codes, error messages.

use assert_cmd::Command;

fn rowkey() -> Command {
    Command::cargo_bin("rowkey").expect("binary builds")
}

/// Run and return (status, stdout, stderr).
fn run(args: &[&str]) -> (i32, String, String) {
    let out = rowkey().args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8 stdout"),
        String::from_utf8(out.stderr).expect("utf-8 stderr"),
    )
}

fn ok(args: &[&str]) -> String {
    let (code, out, err) = run(args);
    assert_eq!(code, 0, "{args:?} failed: {err}");
    out
}

fn fails(args: &[&str]) -> String {
    let (code, out, err) = run(args);
    assert_eq!(code, 2, "{args:?} should exit 2, got {code}: {out}{err}");
    assert!(err.starts_with("error:"), "{args:?}: {err}");
    assert!(
        !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
        "{err}"
    );
    err
}

#[test]
fn encode_seed_presets() {
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "{id | md5 | hex | left(4)}_{id}",
            &["id=user123"],
            "6ad1_user123",
        ),
        (
            "{id | crc32 | and(0xffff) | hex(4)}_{id}",
            &["id=abc"],
            "41c2_abc",
        ),
        (
            "{user_id}|{action}|{ts | rev}",
            &["user_id=u1", "action=click", "ts=0"],
            "u1|click|9223372036854775807",
        ),
        (
            "{ts | i64}{seq | i32}",
            &["ts=1708000000000", "seq=-1"],
            "\\x00\\x00\\x01\\x8D\\xAC\\xBB\\xB8\\x00\\xFF\\xFF\\xFF\\xFF",
        ),
        ("{phone | reverse}", &["phone=13800138000"], "00083100831"),
        (
            "{id | mod(10) | i64}{id | i64}",
            &["id=19"],
            "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x09\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x13",
        ),
    ];
    for (template, sets, want) in cases {
        let mut args = vec!["encode", "--template", template];
        for s in *sets {
            args.extend(["--set", s]);
        }
        assert_eq!(ok(&args), format!("{want}\n"), "{template}");
    }
}

#[test]
fn encode_hex_and_set_bytes() {
    let out = ok(&[
        "encode",
        "-t",
        "{ts | i64}{seq | i32}",
        "--set",
        "ts=1708000000000",
        "--set",
        "seq=-1",
        "--format",
        "hex",
    ]);
    assert_eq!(out, "0000018dacbbb800ffffffff\n");
    let out = ok(&[
        "encode",
        "-t",
        "{raw}{id}",
        "--set-bytes",
        "raw=\\x00\\xFF",
        "--set",
        "id=7",
        "--format",
        "hex",
    ]);
    assert_eq!(out, "00ff37\n");
    // The Phoenix salt over the bytes that follow it.
    let out = ok(&[
        "encode",
        "-t",
        "{phoenix_salt(16)}{k}",
        "--set-bytes",
        "k=user0",
        "--format",
        "hex",
    ]);
    assert_eq!(out, format!("{:02x}7573657230\n", (140207716 % 16)));
}

#[test]
fn salt_is_seeded() {
    let a = ok(&[
        "encode",
        "-t",
        "{salt(1000)}_{id}",
        "--set",
        "id=x",
        "--seed",
        "7",
    ]);
    let b = ok(&[
        "encode",
        "-t",
        "{salt(1000)}_{id}",
        "--set",
        "id=x",
        "--seed",
        "7",
    ]);
    assert_eq!(a, b);
    let n: u32 = a.trim().trim_end_matches("_x").parse().unwrap();
    assert!(n < 1000);
}

#[test]
fn convert_both_ways() {
    assert_eq!(
        ok(&["convert", "--from", "hex", "--to", "binary", "00ff41"]),
        "\\x00\\xFFA\n"
    );
    assert_eq!(
        ok(&[
            "convert",
            "--from",
            "binary",
            "--to",
            "hex",
            "user\\x00\\x01"
        ]),
        "757365720001\n"
    );
    // toBytesBinary: lowercase hex is not an escape; the backslash is dropped.
    assert_eq!(
        ok(&["convert", "--from", "binary", "--to", "hex", "\\xff"]),
        "786666\n"
    );
    assert_eq!(
        ok(&["convert", "--from", "binary", "--to", "binary", "-\\x5C"]),
        "-\\x5C\n"
    );
    fails(&["convert", "--from", "hex", "--to", "binary", "abc"]);
}

#[test]
fn check_prints_normal_form() {
    assert_eq!(
        ok(&[
            "check",
            "--template",
            "{ user_id|md5 |hex|left( 4 )}_{user_id}"
        ]),
        "{user_id | md5 | hex | left(4)}_{user_id}\n"
    );
    assert_eq!(ok(&["check", "--template", "a\\x41\\x00"]), "aA\\x00\n");
}

#[test]
fn template_errors_have_carets() {
    let err = fails(&["check", "--template", "{id | md5 | mod(3)}"]);
    assert_eq!(
        err,
        "error: template: mod needs an int; `md5` gives bytes (hash it with `arrayhash` or `crc32` first)\n  {id | md5 | mod(3)}\n              ^^^^^^\n"
    );
    let err = fails(&["encode", "--template", "{id | md6}", "--set", "id=1"]);
    assert!(
        err.contains("did you mean `md5`?") && err.contains("^^^"),
        "{err}"
    );
}

#[test]
fn bad_input_never_panics() {
    let deep = format!("{{{}x{}}}", "concat(".repeat(5000), ")".repeat(5000));
    let huge = "{x | md5 | hex}".repeat(5_000);
    let long_literal = "a".repeat(40_000);
    let cases: Vec<Vec<&str>> = vec![
        vec!["encode", "--template", ""],
        vec!["encode", "--template", "{"],
        vec!["encode", "--template", "}"],
        vec!["encode", "--template", "{x | nope(1)}", "--set", "x=1"],
        vec!["encode", "--template", "{x | mod(0)}", "--set", "x=1"],
        vec!["encode", "--template", "{x | rev}"],
        vec!["encode", "--template", "{x | rev}", "--set", "x=12a"],
        vec![
            "encode",
            "--template",
            "{x | i64}",
            "--set",
            "x=99999999999999999999",
        ],
        vec![
            "encode",
            "--template",
            "{x | add(99999999999999999999)}",
            "--set",
            "x=1",
        ],
        vec![
            "encode",
            "--template",
            "{x | date(\"%Y\")}",
            "--set",
            "x=9223372036854775807",
        ],
        vec!["encode", "--template", &deep],
        vec!["encode", "--template", &long_literal],
        vec!["encode", "--template", "{x}", "--set", "y=1"],
        vec!["encode", "--template", "{x}", "--set", "=1"],
        vec!["encode", "--template", "{x}", "--format", "base64"],
        vec!["check", "--template", &huge, "--nonsense"],
        vec!["sample", "/definitely/not/here.json"],
    ];
    for args in cases {
        let err = fails(&args);
        assert!(err.len() < 20_000, "message too long for {:?}", &args[..2]);
    }
    // An empty template is a valid (empty) key.
    assert_eq!(ok(&["check", "--template", ""]), "\n");
}

#[test]
fn help_has_examples() {
    for cmd in ["encode", "convert", "check", "sample"] {
        let out = ok(&[cmd, "--help"]);
        assert!(out.contains("Examples:"), "{cmd} --help: {out}");
        assert!(out.contains("rowkey "), "{cmd}");
    }
    assert!(ok(&["--help"]).contains("Examples:"));
}

fn design_file(json: &str) -> tempfile::NamedTempFile {
    use std::io::Write;
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(json.as_bytes()).unwrap();
    f
}

const ECOMMERCE: &str = r#"{
  "version": 1, "name": "E-commerce orders",
  "template": "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}",
  "fields": {
    "user_id": "pattern(\"user######\")",
    "order_time": "timestamp(\"2024-02-15T00:00:00Z\", 500)",
    "order_id": "pattern(\"ORD############\")"
  },
  "sample": {"count": 1000, "seed": 42}
}"#;

#[test]
fn sample_is_deterministic_and_follows_the_template() {
    let f = design_file(ECOMMERCE);
    let path = f.path().to_str().unwrap();
    let a = ok(&["sample", path, "--count", "50"]);
    let b = ok(&["sample", path, "--count", "50"]);
    assert_eq!(a, b);
    assert_eq!(a.lines().count(), 50);
    // Every key re-encodes to itself from its own CSV row.
    let csv = ok(&["sample", path, "--count", "20", "--format", "csv"]);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next().unwrap(),
        "row,user_id,order_time,order_id,key,key_hex,key_length"
    );
    for (i, line) in lines.enumerate() {
        let cols: Vec<&str> = line.split(',').collect();
        assert_eq!(cols[0], i.to_string());
        let key = ok(&[
            "encode", "--template",
            "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}",
            "--set", &format!("user_id={}", cols[1]),
            "--set", &format!("order_time={}", cols[2]),
            "--set", &format!("order_id={}", cols[3]),
        ]);
        assert_eq!(key.trim_end(), cols[4]);
        assert_eq!(cols[6].parse::<usize>().unwrap(), cols[5].len() / 2);
    }
    let hex = ok(&["sample", path, "--count", "1", "--format", "hex"]);
    assert_eq!(
        rowkey_core::hbase::to_string_binary(&rowkey_core::hbase::from_hex(hex.trim()).unwrap()),
        a.lines().next().unwrap()
    );
    // The design's own count is the default.
    assert_eq!(ok(&["sample", path]).lines().count(), 1000);
}

#[test]
fn sample_reads_stdin() {
    let out = rowkey()
        .args(["sample", "-", "--count", "3"])
        .write_stdin(r#"{"template": "{n | i32}", "fields": {"n": "seq(1, 1)"}}"#)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "\\x00\\x00\\x00\\x01\n\\x00\\x00\\x00\\x02\n\\x00\\x00\\x00\\x03\n"
    );
}

#[test]
fn design_errors_name_the_field() {
    let cases = [
        (
            r#"{"template": "{a}", "fields": {"a": "sequ(1)"}}"#,
            "fields.a: unknown generator `sequ`; did you mean `seq`?",
        ),
        (
            r#"{"template": "{a}", "fields": {"a": "seq(1,1)"}, "splits": {"regions": "ten"}}"#,
            "splits.regions: invalid type",
        ),
        (
            r#"{"template": "{a} {b}", "fields": {"a": "seq(1,1)"}}"#,
            "field `b` has no generator",
        ),
        (
            r#"{"template": "{a | md5 | mod(2)}", "fields": {"a": "seq(1,1)"}}"#,
            "template: mod needs an int",
        ),
        (
            r#"{"template": "{a}", "fields": {"a": "seq(1,1)"}, "sample": {"count": 0}}"#,
            "sample.count",
        ),
        (r#"{"template": "x","#, "JSON syntax error"),
        ("[1, 2]", "a design is a JSON object"),
        ("", "JSON syntax error"),
    ];
    for (json, want) in cases {
        let f = design_file(json);
        let err = fails(&["sample", f.path().to_str().unwrap()]);
        assert!(err.contains(want), "{json}: {err}");
    }
    let f = design_file(r#"{"template": "{a}", "fields": {"a": "seq(1,1)"}}"#);
    let err = fails(&[
        "sample",
        f.path().to_str().unwrap(),
        "--count",
        "99999999999",
    ]);
    assert!(err.contains("over the limit"), "{err}");
}
