//! The `rowkey` command as scripts call it: outputs, exit codes, error messages.

use crate::common;
use common::{fails, ok, rowkey, run};

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

// ---------------------------------------------------------------------------------------------
// split, import, export

fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A file of the HBase test vectors (`testdata/hbase`).
fn vectors(name: &str) -> serde_json::Value {
    let path = format!("{}/../../testdata/hbase/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A vector's key as toStringBinary: the vectors write a key as a string, or as
/// `{"hex": ..., "string_binary": ...}`.
fn binary(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        other => other["string_binary"]
            .as_str()
            .unwrap_or_else(|| panic!("no string_binary in {other}"))
            .to_owned(),
    }
}

fn lines_of(keys: &[String]) -> String {
    keys.iter().map(|k| format!("{k}\n")).collect()
}

#[test]
fn split_examples() {
    assert_eq!(
        ok(&["split", "hexstring", "--regions", "4"]),
        "40000000\n80000000\nc0000000\n"
    );
    assert_eq!(ok(&["split", "decimal", "--regions", "2"]), "50000000\n");
    assert_eq!(
        ok(&["split", "uniform", "--regions", "2"]),
        "\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x00\n"
    );
    assert_eq!(
        ok(&["split", "uniform", "--regions", "2", "--format", "hex"]),
        "8000000000000000\n"
    );
    assert_eq!(ok(&["split", "hexstring", "--regions", "1"]), "");
    assert_eq!(
        ok(&["split", "decimal", "--regions", "3", "--last", "99"]),
        "33\n66\n"
    );
    assert_eq!(
        ok(&[
            "split",
            "uniform",
            "--regions",
            "4",
            "--first",
            "\\x00",
            "--last",
            "\\xFF"
        ]),
        "@\n\\x80\n\\xC0\n"
    );
}

#[test]
fn split_matches_region_splitter_vectors() {
    let mut checked = 0;
    for (file, algo) in [
        ("hexstring_split.json", "hexstring"),
        ("decimal_split.json", "decimal"),
        ("uniform_split.json", "uniform"),
    ] {
        let v = vectors(file);
        for case in v["cases"].as_array().unwrap() {
            if case["method"] != "split(int)" {
                continue;
            }
            let regions = case["num_regions"].to_string();
            let mut args = vec!["split", algo, "--regions", &regions];
            if let Some(first) = case["first_row"].as_str() {
                args.extend(["--first", first]);
            }
            if let Some(last) = case["last_row"].as_str() {
                args.extend(["--last", last]);
            }
            let id = case["id"].as_str().unwrap();
            if let Some(error) = case["error"].as_str() {
                let err = fails(&args);
                assert!(err.contains(error), "{id}: {err}");
            } else {
                let want: Vec<String> = case["splits"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(binary)
                    .collect();
                assert_eq!(ok(&args), lines_of(&want), "{id}");
            }
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} cases");
}

#[test]
fn split_range_matches_create_table_vectors() {
    let v = vectors("bytes_split.json");
    let cases = v["create_table"].as_array().unwrap();
    assert!(!cases.is_empty());
    for case in cases {
        let id = case["id"].as_str().unwrap();
        let start = binary(&case["start_key"]);
        let end = binary(&case["end_key"]);
        let regions = case["num_regions"].to_string();
        let args = [
            "split",
            "range",
            "--start",
            &start,
            "--end",
            &end,
            "--regions",
            &regions,
        ];
        if let Some(error) = case["error"].as_str() {
            let err = fails(&args);
            assert!(err.contains(error), "{id}: {err}");
        } else {
            let want: Vec<String> = case["split_keys"]
                .as_array()
                .unwrap()
                .iter()
                .map(binary)
                .collect();
            assert_eq!(ok(&args), lines_of(&want), "{id}");
        }
    }
    // The range's own example: 10 regions over the 16-digit hex text, ends included.
    let out = ok(&[
        "split",
        "range",
        "--start",
        "0000000000000000",
        "--end",
        "ffffffffffffffff",
        "--regions",
        "10",
    ]);
    assert_eq!(out.lines().count(), 9);
    assert!(out.starts_with("0000000000000000\n6\\xF6"));
}

#[test]
fn split_refusals_say_why() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["hexstring", "--regions", "0"],
            "NegativeArraySizeException",
        ),
        (&["decimal", "--regions", "-1"], "at least 1 region"),
        (&["uniform", "--regions", "1"], "num cannot be <= 0"),
        (
            &[
                "hexstring",
                "--regions",
                "2",
                "--first",
                "ff",
                "--last",
                "0f",
            ],
            "last row (0f) is configured less than first row (ff)",
        ),
        (
            &["hexstring", "--regions", "2", "--first", "xyz"],
            "is not a hexadecimal number",
        ),
        (
            &["decimal", "--regions", "200", "--last", "99"],
            "split granularity (200) is greater than the range (100)",
        ),
        (
            &["hexstring", "--regions", "2000000"],
            "more than this tool computes",
        ),
        (
            &["range", "--start", "a", "--end", "z", "--regions", "2"],
            "Must create at least three regions",
        ),
        (
            &["range", "--start", "z", "--end", "a", "--regions", "5"],
            "Start key must be smaller than end key",
        ),
        (
            &["range", "--start", "", "--end", "\\xFF", "--regions", "4"],
            "Empty split key",
        ),
        (&["range", "--regions", "4"], "needs --start and --end"),
        (
            &["range", "--start", "a", "--regions", "4"],
            "needs --start and --end",
        ),
        (
            &[
                "range",
                "--start",
                "a",
                "--end",
                "b",
                "--regions",
                "4",
                "--last",
                "c",
            ],
            "range takes --start and --end",
        ),
        (
            &["uniform", "--regions", "4", "--start", "a"],
            "--start/--end are for range",
        ),
        (&["hexstring"], "--regions"),
        (&["md5", "--regions", "4"], "invalid value"),
        (&["hexstring", "--regions", "99999999999"], "invalid value"),
    ];
    for (args, want) in cases {
        let mut all = vec!["split"];
        all.extend_from_slice(args);
        let err = fails(&all);
        assert!(err.contains(want), "{args:?}: {err}");
    }
    // A refusal quotes HBase's own exception.
    let err = fails(&[
        "split",
        "range",
        "--start",
        "a",
        "--end",
        "z",
        "--regions",
        "2",
    ]);
    assert!(
        err.contains("HBase refuses: java.lang.IllegalArgumentException"),
        "{err}"
    );
}

const FIXTURE_KEYS: &str = "10\n20\\x00\na|b\nuser\\xFF\\x00\n";

#[test]
fn import_each_format_from_fixtures() {
    for (from, file) in [
        ("list", "list.txt"),
        ("get-splits", "get_splits.txt"),
        ("splits-file", "splits.txt"),
        ("list-regions", "list_regions.txt"),
        ("rest-json", "regions.json"),
        ("rest-json", "regions.xml"),
    ] {
        assert_eq!(
            ok(&["import", "--from", from, &fixture(file)]),
            FIXTURE_KEYS,
            "{from} {file}"
        );
    }
    assert_eq!(
        ok(&[
            "import",
            "--from",
            "list-regions",
            &fixture("list_regions.txt"),
            "--format",
            "hex"
        ]),
        "3130\n323000\n617c62\n75736572ff00\n"
    );
    assert_eq!(
        ok(&[
            "import",
            "--from",
            "get-splits",
            &fixture("get_splits_unsplit.txt")
        ]),
        ""
    );
}

#[test]
fn import_reads_stdin() {
    let out = rowkey()
        .args(["import", "--from", "get-splits", "-"])
        .write_stdin("Total number of splits = 2\n=> [\"\\\\x00k\"]\n")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "\\x00k\n");
    let out = rowkey()
        .args(["import", "--from", "splits-file", "-", "--format", "hex"])
        .write_stdin(b"a\xff\r\nb\n".to_vec())
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "61fd\n62\n");
}

#[test]
fn import_errors_name_file_and_line() {
    let cases: &[(&str, &[u8], &str)] = &[
        ("splits-file", b"a\n\nb\n", ":2: blank line"),
        (
            "get-splits",
            b"Total number of splits = 3\n=> [\"a\"]\n",
            ":1: `Total number of splits = 3` means 2",
        ),
        ("get-splits", b"", ":1: no get_splits output"),
        ("list", b"a\n'b\n", ":2: unterminated"),
        ("list", b"ok\n\xff\xfe\n", ":2: byte 0xFF is not UTF-8"),
        (
            "list-regions",
            b"nothing here\n",
            ":1: no list_regions table",
        ),
        (
            "rest-json",
            b"{\"Region\": [\n{\"startKey\": \"!!\"}]}",
            ":2: region 1: startKey `!!` is not base64",
        ),
        (
            "rest-json",
            b"{\"Region\": ",
            ":1: not a REST regions document",
        ),
        (
            "rest-json",
            b"\x7fELF\x02\x01\x01\x00\x00\xff",
            "is not UTF-8",
        ),
    ];
    for (from, content, want) in cases {
        let f = design_file("");
        std::fs::write(f.path(), content).unwrap();
        let path = f.path().to_str().unwrap();
        let err = fails(&["import", "--from", from, path]);
        assert!(err.starts_with(&format!("error: {path}:")), "{err}");
        assert!(err.contains(want), "{from}: {err}");
    }
    // Empty input is no keys where the format allows it.
    for from in ["list", "splits-file"] {
        let f = design_file("");
        assert_eq!(
            ok(&["import", "--from", from, f.path().to_str().unwrap()]),
            ""
        );
    }
    let err = fails(&["import", "--from", "list", "/definitely/not/here.txt"]);
    assert!(
        err.contains("/definitely/not/here.txt: cannot read it"),
        "{err}"
    );
    fails(&["import", "--from", "csv", &fixture("list.txt")]);
    fails(&["import", &fixture("list.txt")]);
}

const EXPORT_DESIGN: &str = r#"{
  "version": 1, "name": "Orders",
  "template": "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}",
  "fields": { "user_id": "pattern(\"user######\")" },
  "sample": { "count": 50, "seed": 7 },
  "splits": { "algorithm": "hexstring", "regions": 4 },
  "table": { "name": "ns:orders", "families": ["d", "m"] }
}"#;

#[test]
fn export_each_target() {
    let f = design_file(EXPORT_DESIGN);
    let path = f.path().to_str().unwrap();
    assert_eq!(
        ok(&["export", path, "--to", "shell"]),
        "create_namespace 'ns'\ncreate 'ns:orders', 'd', 'm', SPLITS => ['40000000', '80000000', \
         'c0000000']\n"
    );
    assert_eq!(
        ok(&["export", path, "--to", "shell-numregions"]),
        "create_namespace 'ns'\ncreate 'ns:orders', 'd', 'm', {NUMREGIONS => 4, SPLITALGO => \
         'HexStringSplit'}\n"
    );
    assert_eq!(
        ok(&["export", path, "--to", "regionsplitter"]),
        "hbase org.apache.hadoop.hbase.util.RegionSplitter ns:orders HexStringSplit -c 4 -f d:m\n"
    );
    let site = ok(&["export", path, "--to", "hbase-site"]);
    assert!(
        site.contains("<name>hbase.regionserver.region.split.policy</name>"),
        "{site}"
    );
    // A target that cannot express the design: refused with the reason, nothing on stdout.
    let err = fails(&["export", path, "--to", "cbt"]);
    assert!(
        err.contains("cannot export --to cbt: Bigtable has no namespaces"),
        "{err}"
    );
    assert_eq!(
        ok(&["export", path, "--to", "splits-file"]),
        "40000000\n80000000\nc0000000\n"
    );
    let java = ok(&["export", path, "--to", "java"]);
    assert!(
        java.contains("byte[][] splits = new byte[][] {\n    Bytes.toBytesBinary(\"40000000\"),"),
        "{java}"
    );
    assert!(java.contains("TableName.valueOf(\"ns:orders\")"));
    assert!(java.contains("ColumnFamilyDescriptorBuilder.of(\"m\")"));
    let ddl = ok(&["export", path, "--to", "phoenix"]);
    assert!(ddl.contains("CREATE TABLE \"ns\".\"orders\" ("), "{ddl}");
    assert!(
        ddl.ends_with("SPLIT ON ('40000000', '80000000', 'c0000000');\n"),
        "{ddl}"
    );
    let design = ok(&["export", path, "--to", "design"]);
    let again = design_file(&design);
    assert_eq!(
        ok(&["export", again.path().to_str().unwrap(), "--to", "design"]),
        design
    );
    assert!(design.contains("\"first\": null"));
    // CSV is the sample's CSV, one implementation.
    assert_eq!(
        ok(&["export", path, "--to", "csv", "--count", "7"]),
        ok(&["sample", path, "--count", "7", "--format", "csv"])
    );
    assert_eq!(ok(&["export", path, "--to", "csv"]).lines().count(), 51);
    let err = fails(&["export", path, "--to", "shell", "--count", "3"]);
    assert!(err.contains("--count"), "{err}");
    let err = fails(&["export", path, "--to", "csv", "--count", "99999999999"]);
    assert!(err.contains("over the limit"), "{err}");
}

#[test]
fn split_takes_region_splitter_class_names() {
    let short = ok(&["split", "decimal", "--regions", "4"]);
    assert_eq!(short, "25000000\n50000000\n75000000\n");
    for name in [
        "DecimalStringSplit",
        "org.apache.hadoop.hbase.util.RegionSplitter$DecimalStringSplit",
    ] {
        assert_eq!(ok(&["split", name, "--regions", "4"]), short, "{name}");
    }
    let hex = ok(&["split", "HexStringSplit", "--regions", "2"]);
    assert_eq!(hex, "80000000\n");
    let uniform = ok(&[
        "split",
        "org.apache.hadoop.hbase.util.RegionSplitter$UniformSplit",
        "--regions",
        "2",
    ]);
    assert_eq!(uniform, "\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x00\n");
    let err = fails(&["split", "MD5Split", "--regions", "2"]);
    assert!(err.contains("invalid value 'MD5Split'"), "{err}");
}

#[test]
fn export_phoenix_salted_design() {
    let f = design_file(
        r#"{"template": "{phoenix_salt(8)}{host}\\x00{ts | i64 | sortable}",
            "fields": {"host": "pattern(\"h##\")", "ts": "seq(0, 1000)"},
            "splits": {"algorithm": "explicit", "keys": ["\\x01", "\\x02"]},
            "table": {"name": "metrics", "families": ["m"]}}"#,
    );
    let ddl = ok(&["export", f.path().to_str().unwrap(), "--to", "phoenix"]);
    assert!(
        ddl.contains("\"ROWKEY\" VARBINARY NOT NULL PRIMARY KEY"),
        "{ddl}"
    );
    assert!(
        ddl.ends_with(")\nSALT_BUCKETS = 8, DEFAULT_COLUMN_FAMILY = 'm';\n"),
        "{ddl}"
    );
    assert!(!ddl.contains("SPLIT ON ("), "{ddl}");
}

/// Split keys that hold every byte value between them, and the characters each target quotes.
fn every_byte_keys() -> Vec<String> {
    let all: Vec<u8> = (0..=255).collect();
    let mut keys: Vec<Vec<u8>> = all.chunks(16).map(<[u8]>::to_vec).collect();
    keys.extend([
        b"it's".to_vec(),
        b"back\\slash".to_vec(),
        b"\"q\"#{x}".to_vec(),
        b" spaced ".to_vec(),
        b"#hash".to_vec(),
    ]);
    keys.iter()
        .map(|k| rowkey_core::hbase::to_string_binary(k))
        .collect()
}

#[test]
fn export_then_import_round_trips_through_the_cli() {
    let keys = every_byte_keys();
    let design = serde_json::json!({
        "template": "{id}",
        "fields": {"id": "seq(1, 1)"},
        "splits": {"algorithm": "explicit", "keys": keys},
        "table": {"name": "t1", "families": ["d"]},
    });
    let f = design_file(&design.to_string());
    let path = f.path().to_str().unwrap();
    let want = lines_of(&keys);

    // SPLITS_FILE out, SPLITS_FILE in.
    let file = ok(&["export", path, "--to", "splits-file"]);
    assert_eq!(file, want);
    let saved = design_file(&file);
    assert_eq!(
        ok(&[
            "import",
            "--from",
            "splits-file",
            saved.path().to_str().unwrap()
        ]),
        want
    );

    // Shell out: one single-quoted literal per line; pasted as a list, they import back.
    let shell = ok(&["export", path, "--to", "shell"]);
    assert!(
        shell.starts_with("create 't1', 'd', SPLITS => [\n"),
        "{shell}"
    );
    let literals: Vec<&str> = shell
        .lines()
        .skip(1)
        .take(keys.len())
        .map(|l| l.trim().trim_end_matches(','))
        .collect();
    assert!(literals
        .iter()
        .all(|l| l.starts_with('\'') && l.ends_with('\'')));
    for (literal, key) in literals.iter().zip(&keys) {
        assert_eq!(
            rowkey_core::hbase::shell::ruby_literal_to_bytes(literal).unwrap(),
            rowkey_core::hbase::to_bytes_binary(key),
            "{literal}"
        );
    }
    let pasted = design_file(&literals.join("\n"));
    assert_eq!(
        ok(&["import", "--from", "list", pasted.path().to_str().unwrap()]),
        want
    );

    // get_splits of the table the shell would create: the keys sorted, as Ruby inspects them.
    let mut sorted: Vec<Vec<u8>> = keys
        .iter()
        .map(|k| rowkey_core::hbase::to_bytes_binary(k))
        .collect();
    sorted.sort();
    let shown: Vec<String> = sorted
        .iter()
        .map(|k| rowkey_core::hbase::to_string_binary(k))
        .collect();
    let inspected: Vec<String> = shown
        .iter()
        .map(|k| {
            format!(
                "\"{}\"",
                k.replace('\\', "\\\\")
                    .replace('"', "\\\"")
                    .replace("#{", "\\#{")
            )
        })
        .collect();
    let paste = format!(
        "Total number of splits = {}\n{}Took 0.0200 seconds\n=> [{}]\n",
        keys.len() + 1,
        lines_of(&shown),
        inspected.join(", ")
    );
    let got = design_file(&paste);
    assert_eq!(
        ok(&[
            "import",
            "--from",
            "get-splits",
            got.path().to_str().unwrap()
        ]),
        lines_of(&shown)
    );
}

#[test]
fn export_errors() {
    let err = fails(&["export", "/definitely/not/here.json", "--to", "shell"]);
    assert!(err.contains("cannot read"), "{err}");
    let f = design_file(
        r#"{"template": "{a}", "fields": {"a": "seq(1,1)"}, "splits": {"algorithm": "range"}}"#,
    );
    let err = fails(&["export", f.path().to_str().unwrap(), "--to", "shell"]);
    assert!(err.contains("splits.start"), "{err}");
    let f = design_file(
        r#"{"template": "{a}", "fields": {"a": "seq(1,1)"}, "splits": {"algorithm": "hexstring", "regions": 4, "first": "ff", "last": "0f"}}"#,
    );
    let err = fails(&["export", f.path().to_str().unwrap(), "--to", "splits-file"]);
    assert!(err.contains("HBase refuses"), "{err}");
    fails(&["export", "x.json"]);
    fails(&["export", "x.json", "--to", "yaml"]);
    // Design and CSV exports do not need split keys.
    assert!(ok(&[
        "export",
        f.path().to_str().unwrap(),
        "--to",
        "csv",
        "--count",
        "1"
    ])
    .starts_with("row,a,key"));
}

#[test]
fn new_commands_have_help_examples() {
    for cmd in ["split", "import", "export"] {
        let out = ok(&[cmd, "--help"]);
        assert!(out.contains("Examples:"), "{cmd} --help: {out}");
        assert!(out.contains(&format!("rowkey {cmd} ")), "{cmd}");
    }
}

fn preset(name: &str) -> String {
    format!("{}/../../presets/{name}.json", env!("CARGO_MANIFEST_DIR"))
}

fn analyze_json(args: &[&str]) -> serde_json::Value {
    let mut all = vec!["analyze"];
    all.extend_from_slice(args);
    all.extend(["--format", "json"]);
    serde_json::from_str(&ok(&all)).expect("analyze prints JSON")
}

#[test]
fn analyze_hbase_book_case_and_auto() {
    let path = preset("hbase-book-hex");
    let r = analyze_json(&[&path, "--count", "20000"]);
    let regions = r["regions"].as_array().unwrap();
    assert_eq!(regions.len(), 10);
    let dead: Vec<usize> = (0..10).filter(|&i| regions[i]["dead"] == true).collect();
    assert_eq!(dead, [0, 3, 4, 5, 6, 7]);
    for i in &dead {
        assert_eq!(regions[*i]["count"], 0);
        assert_eq!(regions[*i]["expected_share"], 0.0);
    }
    // The same key with `auto` splits: no dead region, every share near a tenth.
    let text = std::fs::read_to_string(&path).unwrap();
    let mut design: serde_json::Value = serde_json::from_str(&text).unwrap();
    design["splits"] = serde_json::json!({"algorithm": "auto", "regions": 10});
    let f = design_file(&design.to_string());
    let r = analyze_json(&[f.path().to_str().unwrap(), "--count", "20000"]);
    for g in r["regions"].as_array().unwrap() {
        assert_eq!(g["dead"], false);
        assert!(
            (g["expected_share"].as_f64().unwrap() - 0.1).abs() < 0.002,
            "{g}"
        );
        assert!((g["share"].as_f64().unwrap() - 0.1).abs() < 0.02, "{g}");
    }
    assert_eq!(r["stats"]["verdict"], "good");
}

#[test]
fn analyze_json_has_the_documented_fields() {
    let r = analyze_json(&[&preset("ecommerce-orders"), "--count", "5000"]);
    for key in [
        "regions",
        "stats",
        "heatmap",
        "lints",
        "queries",
        "collisions",
        "key_lengths",
        "splits",
    ] {
        assert!(r.get(key).is_some(), "missing {key}");
    }
    for key in ["start", "end", "count", "share", "expected_share", "dead"] {
        assert!(r["regions"][0].get(key).is_some(), "regions[].{key}");
    }
    for key in [
        "keys",
        "min",
        "max",
        "mean",
        "deviation_pct",
        "cv",
        "gini",
        "verdict",
    ] {
        assert!(r["stats"].get(key).is_some(), "stats.{key}");
    }
    assert_eq!(r["stats"]["keys"], 5000);
    let q = &r["queries"][0];
    assert_eq!(q["name"], "orders of a user");
    assert_eq!(q["scans"], 1);
    // The bucket of user000123 is computed, so the scan starts at its exact prefix.
    let start = q["ranges"][0]["start"].as_str().unwrap();
    let bucket = (rowkey_core::java::string_hash("user000123") & 0x7fffffff) % 100;
    assert_eq!(start, format!("{bucket:02}_user000123_"));
    let cells = r["heatmap"]["cells"].as_array().unwrap();
    assert_eq!(cells.len(), r["regions"].as_array().unwrap().len());
    let total: u64 = cells
        .iter()
        .flat_map(|row| row.as_array().unwrap())
        .map(|c| c.as_u64().unwrap())
        .sum();
    assert_eq!(total, 5000);
}

#[test]
fn every_preset_analyzes() {
    let dir = format!("{}/../../presets", env!("CARGO_MANIFEST_DIR"));
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let p = path.to_str().unwrap();
        let text = ok(&["analyze", p, "--count", "3000"]);
        assert!(text.contains("verdict"), "{p}");
        let r = analyze_json(&[p, "--count", "3000"]);
        assert_eq!(r["stats"]["keys"], 3000, "{p}");
        n += 1;
    }
    assert!(n >= 17);
}

#[test]
fn analyze_does_not_depend_on_threads() {
    let p = preset("iot-metrics");
    let a = ok(&[
        "analyze",
        &p,
        "--count",
        "20000",
        "--threads",
        "1",
        "--format",
        "json",
    ]);
    let b = ok(&[
        "analyze",
        &p,
        "--count",
        "20000",
        "--threads",
        "2",
        "--format",
        "json",
    ]);
    assert_eq!(a, b);
}

#[test]
fn analyze_lints_and_errors() {
    let f = design_file(
        r#"{"template": "{ts}_{id}", "fields": {"ts": "timestamp(\"2024-02-15T00:00:00Z\", 100)", "id": "seq(1, 1)"}, "splits": {"algorithm": "uniform", "regions": 4}}"#,
    );
    let r = analyze_json(&[f.path().to_str().unwrap(), "--count", "1000"]);
    let rules: Vec<&str> = r["lints"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["rule"].as_str().unwrap())
        .collect();
    assert!(rules.contains(&"hotspot"), "{rules:?}");
    let f = design_file(
        r#"{"template": "{id}", "fields": {"id": "seq(1, 1)"}, "splits": {"algorithm": "explicit", "keys": ["b", "a", "a", ""]}}"#,
    );
    let r = analyze_json(&[f.path().to_str().unwrap(), "--count", "100"]);
    let splits: Vec<&serde_json::Value> = r["lints"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["rule"] == "splits")
        .collect();
    assert!(!splits.is_empty());
    assert_eq!(splits[0]["severity"], "error");
    let f = design_file(
        r#"{"template": "{id}", "fields": {"id": "seq(1, 1)"}, "splits": {"algorithm": "range", "regions": 2, "start": "a", "end": "b"}}"#,
    );
    let err = fails(&["analyze", f.path().to_str().unwrap()]);
    assert!(
        err.contains("three regions") || err.contains("at least"),
        "{err}"
    );
    fails(&["analyze", &preset("md5-prefix"), "--count", "0"]);
}

/// A 15-digit random id (exact digit trees, then a stack overflow) and text read as
/// an int (`add` over `text`) get an answer: a report, or a clean `error:`.
#[test]
fn wide_ranges_and_text_read_as_int_get_an_answer() {
    let wide = design_file(
        r#"{"version":1,"name":"x","template":"{id}_x","fields":{"id":"int(0, 1000000000000000)"},"sample":{"count":1000,"seed":1},"splits":{"algorithm":"quantile","regions":8}}"#,
    );
    let path = wide.path().to_str().unwrap();
    let text = ok(&["analyze", path]);
    assert!(text.contains("quantile: 8 regions"), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["analyze", path, "--format", "json"])).unwrap();
    assert_eq!(json["regions"].as_array().map(Vec::len), Some(8));
    // Every region holds sample keys, so none may be called dead.
    for g in json["regions"].as_array().unwrap() {
        assert!(
            g["count"].as_u64().unwrap() > 0 && g["dead"] == false,
            "{g}"
        );
    }
    assert_eq!(json["keyspace"]["approximate"], false);
    ok(&["export", path, "--to", "shell"]);

    let as_int = design_file(
        r#"{"version":1,"name":"x","template":"{x | add(0)}","fields":{"x":"text(1,3)"}}"#,
    );
    let path = as_int.path().to_str().unwrap();
    let sample = fails(&["sample", path]);
    assert!(sample.contains("`add` needs an int"), "{sample}");
    let analyze = fails(&["analyze", path]);
    assert!(analyze.contains("`add` needs an int"), "{analyze}");
    let (code, _, err) = run(&["export", path, "--to", "shell"]);
    assert!(
        code == 0 || (code == 2 && err.starts_with("error:")),
        "{code}: {err}"
    );
}

/// A template too long to model exactly is analysed with a coarser model, and the report says
/// so (in JSON and in the text).
#[test]
fn an_approximate_keyspace_is_reported() {
    let template = vec!["{id}"; 3000].join("_");
    let design = serde_json::json!({
        "version": 1, "name": "long", "template": template,
        "fields": {"id": "seq(1, 1)"}, "sample": {"count": 200, "seed": 1},
        "splits": {"algorithm": "auto", "regions": 4}
    });
    let f = design_file(&design.to_string());
    let path = f.path().to_str().unwrap();
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["analyze", path, "--format", "json"])).unwrap();
    assert_eq!(json["keyspace"]["approximate"], true);
    assert!(json["keyspace"]["note"]
        .as_str()
        .unwrap()
        .contains("approximate"));
    // Sound: regions that sample keys landed in are never dead.
    for g in json["regions"].as_array().unwrap() {
        assert!(
            g["count"].as_u64().unwrap() == 0 || g["dead"] == false,
            "{g}"
        );
    }
    let text = ok(&["analyze", path]);
    assert!(text.contains("keyspace   approximate:"), "{text}");
    // An exact model says nothing.
    let f = design_file(ECOMMERCE);
    let text = ok(&["analyze", f.path().to_str().unwrap()]);
    assert!(!text.contains("approximate"), "{text}");
}

// ---------------------------------------------------------------------------------------------
// limits: every cap exits 2 with `error:` naming the limit and the figure

#[test]
fn split_keys_are_capped_before_they_are_made() {
    let first = "0".repeat(10_000);
    let last = "f".repeat(10_000);
    let err = fails(&[
        "split",
        "hexstring",
        "--regions",
        "1000000",
        "--first",
        &first,
        "--last",
        &last,
    ]);
    assert!(err.contains("would take 9.31 GiB"), "{err}");
    assert!(err.contains("the limit is 16 MiB of split keys"), "{err}");
    // The same request under the limit prints its keys.
    let out = ok(&[
        "split",
        "hexstring",
        "--regions",
        "100",
        "--first",
        &first,
        "--last",
        &last,
    ]);
    assert_eq!(out.lines().count(), 99);
    let a = "a".repeat(100_000);
    let b = "b".repeat(100_000);
    let err = fails(&[
        "split",
        "range",
        "--regions",
        "65536",
        "--start",
        &a,
        "--end",
        &b,
    ]);
    assert!(err.contains("the start key is 100000 bytes long"), "{err}");
    assert!(err.contains("the limit is 32767 bytes"), "{err}");
    let a = "a".repeat(30_000);
    let b = "b".repeat(30_000);
    let err = fails(&[
        "split",
        "range",
        "--regions",
        "65536",
        "--start",
        &a,
        "--end",
        &b,
    ]);
    assert!(
        err.contains("would take 1.83 GiB (65535 keys computed)"),
        "{err}"
    );
    let err = fails(&[
        "split",
        "decimal",
        "--regions",
        "2",
        "--last",
        &"9".repeat(40_000),
    ]);
    assert!(err.contains("the last row is 40000 bytes long"), "{err}");
}

#[test]
fn design_split_keys_are_capped_in_analyze_and_export() {
    let a = "a".repeat(30_000);
    let f = design_file(&format!(
        r#"{{"template": "{{id}}", "fields": {{"id": "seq(1, 1)"}}, "sample": {{"count": 10}},
            "splits": {{"algorithm": "uniform", "regions": 65536, "first": "{a}", "last": "b"}}}}"#
    ));
    let path = f.path().to_str().unwrap();
    for args in [
        vec!["analyze", path],
        vec!["export", path, "--to", "shell"],
        vec!["export", path, "--to", "splits-file"],
    ] {
        let err = fails(&args);
        assert!(
            err.contains("the limit is 16 MiB of split keys"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn count_drives_the_quantile_step() {
    let path = preset("order-simple");
    let out = ok(&["analyze", &path, "--count", "20000"]);
    let line = out.lines().find(|l| l.starts_with("splits")).unwrap();
    assert!(line.contains("quantile: 8 regions"), "{line}");
    assert!(line.contains("from 20000 sorted sample keys"), "{line}");
    let report: serde_json::Value = serde_json::from_str(&ok(&[
        "analyze", &path, "--count", "20000", "--format", "json",
    ]))
    .unwrap();
    assert_eq!(report["regions"].as_array().unwrap().len(), 8);
    assert_eq!(report["stats"]["keys"], 20000);
}

#[test]
fn sample_counts_follow_one_rule() {
    let f = design_file(r#"{"template": "{a}", "fields": {"a": "seq(1,1)"}}"#);
    let path = f.path().to_str().unwrap();
    let mut messages = Vec::new();
    for args in [
        vec!["sample", path, "--count", "0"],
        vec!["sample", path, "--count", "0", "--format", "csv"],
        vec!["export", path, "--to", "csv", "--count", "0"],
        vec!["analyze", path, "--count", "0"],
    ] {
        let err = fails(&args);
        assert!(
            err.contains("--count: a sample needs at least 1 key"),
            "{args:?}: {err}"
        );
        messages.push(err);
    }
    messages.dedup();
    assert_eq!(messages.len(), 1, "{messages:?}");
    let err = fails(&["analyze", path, "--count", "99999999999"]);
    assert!(err.contains("over the limit of 10000000"), "{err}");
}

#[test]
fn one_key_length_rule() {
    // A 40,000-byte key, given to encode and generated by a design.
    let long = "x".repeat(40_000);
    let err = fails(&["encode", "--template", "{a}", "--set", &format!("a={long}")]);
    let rule = "the key is 40000 bytes: HBase refuses row keys longer than 32767 bytes";
    assert!(err.contains(rule), "{err}");
    let f = design_file(&format!(
        r#"{{"template": "{{a}}", "fields": {{"a": "choice(\"{long}\")"}}, "sample": {{"count": 5}}}}"#
    ));
    let path = f.path().to_str().unwrap();
    for args in [
        vec!["sample", path],
        vec!["sample", path, "--format", "csv"],
        vec!["export", path, "--to", "csv"],
        vec!["analyze", path],
    ] {
        let err = fails(&args);
        assert!(err.contains(&format!("row 0: {rule}")), "{args:?}: {err}");
    }
    // At the limit a key is made.
    let out = ok(&[
        "encode",
        "--template",
        "{a}",
        "--set",
        &format!("a={}", &long[..32_767]),
    ]);
    assert_eq!(out.trim_end().len(), 32_767);
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let f = design_file("\u{feff}{\"template\": \"{a}\", \"fields\": {\"a\": \"seq(1,1)\"}, \"sample\": {\"count\": 3}}");
    let path = f.path().to_str().unwrap();
    assert_eq!(ok(&["sample", path]), "1\n2\n3\n");
    ok(&["analyze", path]);
    assert!(ok(&["export", path, "--to", "design"]).contains("\"template\": \"{a}\""));
    // Errors still point at the right line once the mark is skipped.
    let f = design_file("\u{feff}{\n  \"template\": \"{a}\",\n}");
    let err = fails(&["sample", f.path().to_str().unwrap()]);
    assert!(err.contains("line 3"), "{err}");
}

#[test]
fn imports_are_streamed_within_their_limits() {
    use std::io::Write;
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all("a\n".repeat(1_000_001).as_bytes()).unwrap();
    let path = f.path().to_str().unwrap();
    let err = fails(&["import", "--from", "list", path]);
    assert!(
        err.contains(":1000001: more than 1000000 split keys"),
        "{err}"
    );
    // Input over the limit, even of comments alone.
    let mut f = tempfile::NamedTempFile::new().unwrap();
    let comment = format!("# {}\n", "c".repeat(1021));
    for _ in 0..65 * 1024 + 1 {
        f.write_all(comment.as_bytes()).unwrap();
    }
    let path = f.path().to_str().unwrap();
    for from in ["list", "splits-file", "rest-json"] {
        let err = fails(&["import", "--from", from, path]);
        assert!(
            err.contains("larger than 64 MiB, the limit of imported input"),
            "{from}: {err}"
        );
    }
    // A streamed list reads what a whole one does: BOM, CRLF, comments, quotes.
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(b"\xEF\xBB\xBF# starts\r\n10\r\n'\\x00\\xFF'\n\n#x\n")
        .unwrap();
    let out = ok(&[
        "import",
        "--from",
        "list",
        f.path().to_str().unwrap(),
        "--format",
        "hex",
    ]);
    assert_eq!(out, "3130\n00ff\n");
}

#[test]
fn a_wide_csv_header_is_read_in_linear_time() {
    let header: Vec<String> = (0..100_000).map(|i| format!("c{i}")).collect();
    let row: Vec<&str> = vec!["1"; 100_000];
    let data = format!("{}\n{}\n", header.join(","), row.join(","));
    let design = serde_json::json!({
        "template": "{x}",
        "fields": {"x": "csv(\"c99999\")"},
        "data": data,
        "sample": {"count": 2}
    });
    let f = design_file(&design.to_string());
    assert_eq!(ok(&["sample", f.path().to_str().unwrap()]), "1\n1\n");
    let dup = format!("{},c5\n{},1\n", header.join(","), row.join(","));
    let design =
        serde_json::json!({"template": "{x}", "fields": {"x": "csv(\"c1\")"}, "data": dup});
    let f = design_file(&design.to_string());
    let err = fails(&["sample", f.path().to_str().unwrap()]);
    assert!(err.contains("names column `c5` twice"), "{err}");
}

#[test]
fn a_design_file_over_the_limit_is_refused_unread() {
    use std::io::Write;
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(b"{\"template\": \"{a}\", \"name\": \"")
        .unwrap();
    f.write_all(&vec![b'n'; 5 << 20]).unwrap();
    f.write_all(b"\"}").unwrap();
    let err = fails(&["sample", f.path().to_str().unwrap()]);
    assert!(
        err.contains("larger than 4 MiB, the limit for a design document"),
        "{err}"
    );
}

/// The orders preset with the time first and quantile splits: even totals, every write of a
/// moment in one region.
fn time_first_orders() -> tempfile::NamedTempFile {
    let text = std::fs::read_to_string(preset("ecommerce-orders")).unwrap();
    let mut design: serde_json::Value = serde_json::from_str(&text).unwrap();
    design["template"] = "{order_time}_{user_id}".into();
    design["splits"] = serde_json::json!({"algorithm": "quantile", "regions": 10});
    design["queries"] = serde_json::json!([]);
    design_file(&design.to_string())
}

#[test]
fn a_time_first_key_needs_work_in_text_and_json() {
    let f = time_first_orders();
    let p = f.path().to_str().unwrap();
    let r = analyze_json(&[p, "--count", "20000"]);
    assert_eq!(r["stats"]["verdict"], "good");
    let v = &r["verdict"];
    assert_eq!(v["level"], "needs_work");
    assert_eq!(v["totals"], "good");
    assert_eq!(v["writes"], "needs_work");
    assert_eq!(v["ordered_lead"]["segment"], "`{order_time}` at 0..12");
    let busiest = v["concurrency"]["busiest_share"].as_f64().unwrap();
    assert!(busiest > 0.9, "{v}");
    let reason = v["reasons"][0].as_str().unwrap();
    let text = ok(&["analyze", p, "--count", "20000"]);
    assert!(text.contains("verdict    NEEDS WORK\n"), "{text}");
    // The text shows the very sentence the JSON carries.
    assert!(text.contains(reason), "{text}");
    assert!(reason.contains(&format!(
        "the busiest region takes {} of a window's writes",
        rowkey_core::format::percent(busiest)
    )));
    // The preset itself (salted) spreads its writes.
    let r = analyze_json(&[&preset("ecommerce-orders"), "--count", "20000"]);
    assert_eq!(r["verdict"]["writes"], "good");
    assert_ne!(r["verdict"]["level"], "needs_work");
}

#[test]
fn md5_preset_repeats_are_the_generators_not_the_key() {
    let r = analyze_json(&[&preset("md5-prefix")]);
    let lints = r["lints"].as_array().unwrap();
    assert!(lints.iter().all(|l| l["rule"] != "not-unique"), "{lints:?}");
    let repeats = lints
        .iter()
        .find(|l| l["rule"] == "sample-repeats")
        .expect("the repeats are reported");
    assert_eq!(repeats["severity"], "info");
    let message = repeats["message"].as_str().unwrap();
    assert!(
        message.contains("makes 1,000,000 distinct values"),
        "{message}"
    );
    let text = ok(&["analyze", &preset("md5-prefix")]);
    assert!(
        text.contains(&format!("info[sample-repeats] {message}")),
        "{text}"
    );
    assert!(!text.contains("[not-unique]"), "{text}");
}

#[test]
fn the_hexstring_remainder_region_is_explained_in_the_text_report() {
    let text = std::fs::read_to_string(preset("md5-prefix")).unwrap();
    let mut design: serde_json::Value = serde_json::from_str(&text).unwrap();
    design["splits"]["regions"] = 1000.into();
    let f = design_file(&design.to_string());
    let p = f.path().to_str().unwrap();
    let r = analyze_json(&[p, "--count", "20000"]);
    let note = r["regions"][999]["note"].as_str().unwrap();
    assert!(note.starts_with("HexStringSplit gives the last region the remainder"));
    let text = ok(&["analyze", p, "--count", "20000"]);
    assert!(text.contains("hot (split remainder, see note)"), "{text}");
    assert!(
        text.contains(&format!("note       region 999: {note}\n")),
        "{text}"
    );
}
