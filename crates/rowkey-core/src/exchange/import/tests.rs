//! Every format against HBase's own output, and what each refuses.

use super::list_regions::is_replica_region_name;
use super::rest::{json_values_at_most, MAX_JSON_VALUES};
use super::*;

fn keys(format: ImportFormat, text: &str) -> Vec<Vec<u8>> {
    match import(format, text) {
        Ok(k) => k,
        Err(e) => panic!("{format}: {e}\n{text}"),
    }
}

fn err(format: ImportFormat, text: &str) -> ImportError {
    match import(format, text) {
        Ok(k) => panic!("{format} should fail, got {k:?}\n{text}"),
        Err(e) => e,
    }
}

fn v(keys: &[&[u8]]) -> Vec<Vec<u8>> {
    keys.iter().map(|k| k.to_vec()).collect()
}

#[test]
fn detects_the_format_of_hbase_output() {
    let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/../rowkey-cli/tests/fixtures/");
    let read = |n: &str| std::fs::read_to_string(format!("{fixtures}{n}")).unwrap();
    for (file, format) in [
        ("get_splits.txt", ImportFormat::GetSplits),
        ("get_splits_unsplit.txt", ImportFormat::GetSplits),
        ("list_regions.txt", ImportFormat::ListRegions),
        ("regions.json", ImportFormat::RestJson),
        ("regions.xml", ImportFormat::RestJson),
        ("list.txt", ImportFormat::List),
    ] {
        let text = read(file);
        assert_eq!(ImportFormat::detect(&text), format, "{file}");
        // What is detected reads.
        assert!(import(format, &text).is_ok(), "{file}");
    }
    assert_eq!(
        ImportFormat::detect("\u{feff}  [1, 2]"),
        ImportFormat::RestJson
    );
    // Not JSON after all: a list whose first key starts with a brace.
    assert_eq!(ImportFormat::detect("{a\n"), ImportFormat::List);
    assert_eq!(ImportFormat::detect(""), ImportFormat::List);
}

#[test]
fn imports_stop_at_the_split_key_limits() {
    // One key more than the limit, one character each.
    let many = "a\n".repeat(MAX_SPLIT_KEYS + 1);
    for format in [
        ImportFormat::List,
        ImportFormat::SplitsFile,
        ImportFormat::GetSplits,
    ] {
        let e = err(format, &many);
        assert!(
            e.message
                .to_string()
                .contains("more than 1000000 split keys"),
            "{format}: {e}"
        );
        assert_eq!(e.line, MAX_SPLIT_KEYS + 1, "{format}");
    }
    assert_eq!(
        keys(ImportFormat::List, &"a\n".repeat(MAX_SPLIT_KEYS)).len(),
        MAX_SPLIT_KEYS
    );
    // Fewer, longer keys over the byte limit.
    let long = format!("{}\n", "k".repeat(30_000)).repeat(600);
    for format in [ImportFormat::List, ImportFormat::SplitsFile] {
        let e = err(format, &long);
        assert!(
            e.message.to_string().contains("more than 16 MiB"),
            "{format}: {e}"
        );
        assert!(e.line > 500 && e.line <= 600, "{format}: {}", e.line);
    }
    // A REST document packed with values is refused before it is parsed.
    let packed = format!("{{\"Region\": [{}0]}}", "0,".repeat(MAX_JSON_VALUES));
    let e = err(ImportFormat::RestJson, &packed);
    assert!(
        e.message.to_string().contains("over the limit of 2000000"),
        "{e}"
    );
    // Punctuation inside strings (escaped quotes too) is not counted.
    assert_eq!(
        json_values_at_most(r#"{"a": "x,[:\",", "b": [1, 2]}"#),
        json_values_at_most(r#"{"a": "x", "b": [1, 2]}"#)
    );
}

#[test]
fn list_reads_to_bytes_binary_with_quotes_and_comments() {
    let text = "  # splits\n\n10 \n'20',\n\"\\\\x00\\x01\"\n'it\\'s'\n\\xff\n\"a\\\"b\"\n";
    assert_eq!(
        keys(ImportFormat::List, text),
        v(&[b"10", b"20", b"\x00\x01", b"it's", b"xff", b"a\"b"])
    );
    assert!(keys(ImportFormat::List, "").is_empty());
    assert!(keys(ImportFormat::List, "\n  \n# only comments\n").is_empty());
    // Quotes keep surrounding spaces, which a bare key loses.
    assert_eq!(keys(ImportFormat::List, "' a '\n"), v(&[b" a "]));
}

#[test]
fn list_rejects_what_it_cannot_read() {
    let e = err(ImportFormat::List, "a\n  'b\n");
    assert_eq!((e.line, e.column), (2, Some(3)));
    assert!(e.message.to_string().contains("unterminated"), "{e}");
    assert_eq!(err(ImportFormat::List, "a\n''\n").line, 2);
    assert!(err(ImportFormat::List, "\"a\" b\n")
        .message
        .to_string()
        .contains("after the closing"));
}

#[test]
fn get_splits_hbase_2_output() {
    let text = "hbase:001:0> get_splits 't1'\nTotal number of splits = 5\n10\n20\n30\n\\x00\\xFF\n\
                Took 0.0331 seconds\n=> [\"10\", \"20\", \"30\", \"\\\\x00\\\\xFF\"]\nhbase:002:0> ";
    assert_eq!(
        keys(ImportFormat::GetSplits, text),
        v(&[b"10", b"20", b"30", b"\x00\xff"])
    );
}

#[test]
fn get_splits_variants() {
    // The list alone, with the first region's "" and spread over lines.
    let text = "=> [\"\",\n  \"10\",\n  \"a\\\"b\", \"\\#{x}\"\n]\n";
    assert_eq!(
        keys(ImportFormat::GetSplits, text),
        v(&[b"10", b"a\"b", b"#{x}"])
    );
    // Printed lines only.
    assert_eq!(
        keys(
            ImportFormat::GetSplits,
            "Total number of splits = 2\nk\\x00\n"
        ),
        v(&[b"k\x00"])
    );
    // An unsplit table.
    let text = "Total number of splits = 1\n\nTook 0.0100 seconds\n=> []\n";
    assert!(keys(ImportFormat::GetSplits, text).is_empty());
    let text = "hbase(main):001:0> get_splits 't'\nTotal number of splits = 1\n\n0 row(s) in 0.0200 seconds\n\n=> []\n";
    assert!(keys(ImportFormat::GetSplits, text).is_empty());
    assert_eq!(keys(ImportFormat::GetSplits, "[\"a\"]"), v(&[b"a"]));
    // With the "" counted, as a shell listing it would count it.
    let text = "Total number of splits = 3\n=> [\"\", \"a\"]";
    assert_eq!(keys(ImportFormat::GetSplits, text), v(&[b"a"]));
}

#[test]
fn get_splits_errors() {
    let cases: &[(&str, usize, &str)] = &[
        ("", 1, "no get_splits output"),
        (
            "Total number of splits = 4\n=> [\"a\"]\n",
            1,
            "means 3 split keys",
        ),
        ("Total number of splits = 2\n=> [\"a\"\n", 2, "not closed"),
        ("=> [\"a\" \"b\"]", 1, "expected `,` or `]`"),
        ("=> [a]", 1, "expected a quoted key"),
        ("=> [\"a\"] x", 1, "unexpected `x`"),
        ("=> [\"a\"]\nb\n", 2, "after the `=>` list"),
        ("Total number of splits = 2\nb\n=> [\"a\"]\n", 2, "differs"),
        (
            "Total number of splits = 2\nb\nc\n=> [\"a\"]\n",
            2,
            "2 keys are printed",
        ),
        ("=> [\"a\", \"\"]", 1, "empty key"),
        ("=> [\"#{x}\"]", 1, "interpolation"),
        ("Total number of splits = x\n", 1, "not a count"),
        ("=> nil", 1, "expected the list"),
    ];
    for (text, line, want) in cases {
        let e = err(ImportFormat::GetSplits, text);
        assert_eq!(e.line, *line, "{text}: {e}");
        assert!(e.message.to_string().contains(want), "{text}: {e}");
    }
}

#[test]
fn splits_file_is_read_as_the_shell_reads_it() {
    assert_eq!(
        keys(ImportFormat::SplitsFile, "a\\x00\r\n b \nlast"),
        v(&[b"a\x00", b" b ", b"last"])
    );
    assert!(keys(ImportFormat::SplitsFile, "").is_empty());
    let e = err(ImportFormat::SplitsFile, "a\n\nb\n");
    assert_eq!(e.line, 2);
    assert!(e.message.to_string().contains("blank line"));
    assert_eq!(err(ImportFormat::SplitsFile, "a\n\n").line, 2);
    assert_eq!(err(ImportFormat::SplitsFile, "\u{feff}a\n").line, 1);
    assert_eq!(
        import_bytes(ImportFormat::SplitsFile, b"\xff\xfe\n").unwrap(),
        vec![vec![0xfd, 0xfd]]
    );
}

/// The table exactly as the shell lays it out: every column padded to its widest value.
fn shell_table(columns: &[&str], rows: &[Vec<&str>]) -> String {
    let widths: Vec<usize> = columns
        .iter()
        .enumerate()
        .map(|(i, c)| {
            rows.iter()
                .map(|r| r[i].len())
                .chain([c.len()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: Vec<String>| {
        let mut s = String::new();
        for (c, w) in cells.iter().zip(&widths) {
            s.push_str(&format!(" {c:>w$} |"));
        }
        s + "\n"
    };
    let mut out = line(columns.iter().map(|c| c.to_string()).collect());
    out += &line(widths.iter().map(|w| "-".repeat(*w)).collect());
    for r in rows {
        out += &line(r.iter().map(|c| c.to_string()).collect());
    }
    out + &format!(" {} rows\n", rows.len())
}

#[test]
fn list_regions_reads_start_keys_by_position() {
    let cols = [
        "SERVER_NAME",
        "REGION_NAME",
        "START_KEY",
        "END_KEY",
        "SIZE",
        "REQ",
        "LOCALITY",
    ];
    let rows = vec![
        vec![
            "h1,16020,1",
            "t1,,1700000000001.0123456789abcdef0123456789abcdef.",
            "",
            "10",
            "0",
            "0",
            "0.0",
        ],
        vec![
            "h2,16020,1",
            "t1,a|b\\x00,1700000000001.3123456789abcdef0123456789abcdef.",
            "a|b\\x00",
            "",
            "0",
            "0",
            "0.0",
        ],
        vec![
            "h2,16020,1",
            "t1,10,1700000000001.1123456789abcdef0123456789abcdef.",
            "10",
            "a|b\\x00",
            "0",
            "0",
            "0.0",
        ],
        vec![
            "h1,16020,1",
            "t1,10,1700000000001_0001.2123456789abcdef0123456789abcdef.",
            "10",
            "a|b\\x00",
            "0",
            "0",
            "0.0",
        ],
    ];
    let text = format!(
        "hbase:003:0> list_regions 't1'\n{}Took 0.1 seconds\n",
        shell_table(&cols, &rows)
    );
    assert_eq!(
        keys(ImportFormat::ListRegions, &text),
        v(&[b"10", b"a|b\x00"])
    );
    // Columns chosen by the user, in another order.
    let text = shell_table(
        &["START_KEY", "SERVER_NAME"],
        &[vec!["", "h"], vec!["k", "h"]],
    );
    assert_eq!(keys(ImportFormat::ListRegions, &text), v(&[b"k"]));
}

#[test]
fn list_regions_falls_back_to_splitting_re_spaced_rows() {
    let text =
        "SERVER_NAME | START_KEY | END_KEY |\n--- | --- | --- |\nh | | 5 |\nh |  5 | |\n2 rows\n";
    assert_eq!(keys(ImportFormat::ListRegions, text), v(&[b"5"]));
}

#[test]
fn list_regions_errors() {
    let cases: &[(&str, usize, &str)] = &[
        ("", 1, "no list_regions table"),
        ("SERVER_NAME | END_KEY |\n", 1, "no list_regions table"),
        ("START_KEY |\nxx |\n", 2, "dashes"),
        ("START_KEY |\n", 1, "ends after its header"),
        (
            "START_KEY | SIZE |\n- | - |\na | b | c |\n",
            3,
            "does not line up",
        ),
        ("START_KEY |\n- |\na |\n2 rows\n", 4, "says 2 rows"),
        (
            "Can not find region: x , it may be disabled or in transition\n",
            1,
            "could not list",
        ),
    ];
    for (text, line, want) in cases {
        let e = err(ImportFormat::ListRegions, text);
        assert_eq!(e.line, *line, "{text}: {e}");
        assert!(e.message.to_string().contains(want), "{text}: {e}");
    }
}

#[test]
fn replica_region_names() {
    assert!(is_replica_region_name(
        "t,k,1700000000001_0001.0123456789abcdef0123456789abcdef."
    ));
    assert!(!is_replica_region_name(
        "t,k,1700000000001.0123456789abcdef0123456789abcdef."
    ));
    assert!(!is_replica_region_name(
        "t,a_0001,1.0123456789abcdef0123456789abcdef."
    ));
    assert!(is_replica_region_name("t,k,1_000A"));
}

#[test]
fn rest_json_regions() {
    let text = r#"{"name":"t1","Region":[
        {"endKey":"MTA=","id":1700000000001,"location":"host1:16020","name":"t1,,1700000000001.0123.","startKey":""},
        {"endKey":"","id":1700000000002,"location":"host2:16020","name":"t1,\\x00\\xFF,1700000000002.4567.","startKey":"AP8="},
        {"endKey":"AP8=","id":1700000000001,"location":"host1:16020","name":"t1,10,1700000000001.89ab.","startKey":"MTA"},
        {"endKey":"AP8=","id":1700000000001,"location":"host3:16020","name":"t1,10,1700000000001.89ab.","startKey":"MTA="}
    ]}"#;
    assert_eq!(keys(ImportFormat::RestJson, text), v(&[b"\x00\xff", b"10"]));
    assert!(keys(ImportFormat::RestJson, r#"{"name":"t","Region":[]}"#).is_empty());
}

#[test]
fn rest_json_errors() {
    let cases: &[(&str, usize, &str)] = &[
        ("", 1, "not a REST regions document"),
        ("{\"name\": \"t\"}", 1, "no `Region` member"),
        ("{\"Region\": {}}", 1, "`Region` is not a list"),
        (
            "{\"Region\": [{\"startKey\": 5}]}",
            1,
            "Region[0]: startKey is 5",
        ),
        (
            "{\"Region\": [\n\"MTA=\"]}",
            1,
            "Region[0]: a region is an object",
        ),
        ("{\"Region\": [\n{\"id\": 1}]}", 1, "Region[0]"),
        ("{\"Region\": [\n{\"startKey\": \"@@\"}]}", 2, "not base64"),
        ("{\"Region\": []} x", 1, "trailing characters"),
        ("[1]", 1, "not a JSON object"),
        (
            "{\n\"Region\": [,]}",
            2,
            "not a REST regions document: expected value",
        ),
    ];
    for (text, line, want) in cases {
        let e = err(ImportFormat::RestJson, text);
        assert_eq!(e.line, *line, "{text}: {e}");
        assert!(e.message.to_string().contains(want), "{text}: {e}");
    }
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(import(ImportFormat::RestJson, &deep).is_err());
}

#[test]
fn rest_xml_regions() {
    let text = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><TableInfo name="t1"><Region endKey="MTA=" id="1" location="h:1" name="t1,,1.a." startKey=""/><Region endKey="" id="1" location="h:1" name="t1,10,1.b." startKey="MTA="/><Region id='1' startKey='MTA&#61;' /></TableInfo>"#;
    assert_eq!(keys(ImportFormat::RestJson, text), v(&[b"10"]));
    assert!(err(ImportFormat::RestJson, "<html>")
        .message
        .to_string()
        .contains("TableInfo"));
    assert!(err(ImportFormat::RestJson, "<TableInfo><Region id=1/>")
        .message
        .to_string()
        .contains("not quoted"));
    assert!(err(ImportFormat::RestJson, "<TableInfo><Region id=\"1\"/>")
        .message
        .to_string()
        .contains("no startKey"));
}

proptest::proptest! {
    /// Whatever is pasted, every importer answers (keys or an error on a real line).
    #[test]
    fn importers_never_panic(parts in proptest::collection::vec(proptest::sample::select(vec![
        "|", " | ", "START_KEY", "REGION_NAME", "END_KEY", "\n", "\r\n", "---", " 2 rows", "=>",
        "[", "]", "\"", "'", "\\", "\\x0", "\\xFF", ",", "#", "Total number of splits = 3",
        "Took 0.1 seconds", "<TableInfo>", "<Region ", "startKey=", "\"startKey\"", "\"Region\"",
        "{", "}", ":", "&#", "&amp;", ";", "/>", "MTA=", "é", "中", "\u{feff}", "x", " ", "_0001.",
    ]), 0..40)) {
        let text: String = parts.concat();
        let line_count = text.split('\n').count();
        for format in ImportFormat::ALL {
            if let Err(e) = import(format, &text) {
                proptest::prop_assert!(e.line >= 1 && e.line <= line_count, "{format}: {e}");
            }
        }
    }
}

#[test]
fn non_utf8_input_is_reported_not_guessed() {
    for format in ImportFormat::ALL {
        if format == ImportFormat::SplitsFile {
            continue;
        }
        let e = import_bytes(format, b"\x00\x01\xff\xfe").unwrap_err();
        assert_eq!(e.line, 1, "{format}");
    }
}

#[test]
fn errors_say_their_kind() {
    use ImportErrorKind::*;
    let cases: [(ImportFormat, &[u8], ImportErrorKind); 9] = [
        (ImportFormat::List, b"a\n'b\n", Malformed),
        (ImportFormat::List, b"a\n''\n", EmptyKey),
        (ImportFormat::List, b"ok\nbad\xff\n", NotUtf8),
        (ImportFormat::SplitsFile, b"a\n\nb\n", EmptyKey),
        (ImportFormat::GetSplits, b"hbase> exit\n", FormatNotFound),
        (
            ImportFormat::GetSplits,
            b"Total number of splits = 3\n10\n=> [\"10\", \"20\"]\n",
            Inconsistent,
        ),
        (ImportFormat::ListRegions, b"nothing here\n", FormatNotFound),
        (ImportFormat::RestJson, b"{\"Region\": [", Malformed),
        (ImportFormat::RestJson, b"<html></html>", FormatNotFound),
    ];
    for (format, text, kind) in cases {
        let e = import_bytes(format, text).unwrap_err();
        assert_eq!(
            e.kind,
            kind,
            "{format} {:?}: {e}",
            String::from_utf8_lossy(text)
        );
    }
    let limit = "x\n".repeat(crate::hbase::split::MAX_SPLIT_KEYS + 1);
    assert_eq!(err(ImportFormat::List, &limit).kind, TooLarge);
}

#[test]
fn a_split_key_over_the_row_limit_is_refused_with_its_line() {
    let long = format!("a\n{}\n", "k".repeat(32_768));
    for format in [ImportFormat::List, ImportFormat::SplitsFile] {
        let e = err(format, &long);
        assert_eq!(e.line, 2, "{format}");
        assert!(
            e.message.to_string().contains("longer than 32767 bytes"),
            "{e}"
        );
    }
    let longest = format!("{}\n", "k".repeat(32_767));
    assert_eq!(keys(ImportFormat::List, &longest)[0].len(), 32_767);
}
