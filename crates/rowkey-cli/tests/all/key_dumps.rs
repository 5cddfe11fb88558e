//! Key dumps read for what they are: the order they are in (a scan or a sorted file says
//! nothing of write time), the format they are in (told from their lines, and a format given
//! that they do not look like is warned of), and nothing lost without a word.

use crate::common;
use common::{fails, ok, rowkey, run};
use std::io::Write;

/// A design with four regions over `k0000`..`k9999`.
fn design_file() -> tempfile::NamedTempFile {
    let json = serde_json::json!({
        "version": 1,
        "name": "dumps",
        "template": "{id}",
        "fields": {"id": "pattern(\"k####\")"},
        "splits": {"algorithm": "explicit", "keys": ["k2500", "k5000", "k7500"]}
    });
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(json.to_string().as_bytes()).unwrap();
    f
}

fn file(bytes: &[u8]) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(bytes).unwrap();
    f.flush().unwrap();
    f
}

/// Keys `k0000`..`k9999` every 7th, in key order or scrambled (a fixed permutation).
fn keys(sorted: bool) -> Vec<String> {
    let mut ids: Vec<u32> = (0..10_000).step_by(7).collect();
    if !sorted {
        let n = ids.len();
        ids = (0..n).map(|i| ids[(i * 389) % n]).collect();
    }
    ids.iter().map(|i| format!("k{i:04}")).collect()
}

/// The shell's scan output of `rows`: header, one cell per row, summary and timing.
fn scan_of(rows: &[String]) -> String {
    let mut s = String::from("hbase:001:0> scan 'dumps'\nROW                    COLUMN+CELL\n");
    for r in rows {
        s.push_str(&format!(
            " {r:<22} column=d:v, timestamp=2024-02-15T10:00:00.123, value=1\n"
        ));
    }
    s.push_str(&format!("{} row(s)\nTook 0.0213 seconds\n", rows.len()));
    s
}

fn analyze(d: &str, extra: &[&str]) -> (serde_json::Value, String) {
    let mut args = vec!["analyze", d, "--format", "json"];
    args.extend_from_slice(extra);
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{args:?}: {err}");
    (serde_json::from_str(&out).expect("a JSON report"), err)
}

fn reasons(r: &serde_json::Value) -> String {
    r["verdict"]["reasons"].to_string()
}

#[test]
fn scan_output_and_sorted_files_are_key_order_with_no_write_time_claim() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let sorted = keys(true);
    let scan = file(scan_of(&sorted).as_bytes());
    let (r, _) = analyze(d, &["--keys", scan.path().to_str().unwrap()]);
    assert_eq!(r["keys_read"], sorted.len());
    assert_eq!(r["dump"]["format"], "scan");
    assert_eq!(r["dump"]["order"], "key");
    assert!(r["dump"]["order_why"]
        .as_str()
        .unwrap()
        .contains("a scan returns rows in key order"));
    // No heatmap, no verdict on writes over time: the order says nothing of them.
    assert_eq!(r["heatmap"]["windows"], 0);
    assert_eq!(r["verdict"]["writes"], "good");
    assert!(
        reasons(&r).contains("writes over time are not judged"),
        "{r}"
    );
    assert!(
        !reasons(&r).contains("time-ordered") && !reasons(&r).contains("time window"),
        "{}",
        reasons(&r)
    );

    let lines = file(sorted.join("\n").as_bytes());
    let path = lines.path().to_str().unwrap();
    let (r, _) = analyze(d, &["--keys", path]);
    assert_eq!(r["dump"]["order"], "key");
    assert!(r["dump"]["order_why"]
        .as_str()
        .unwrap()
        .contains("keys are sorted (unsigned byte order)"));
    assert_eq!(r["heatmap"]["windows"], 0);
    // The same file said to be in write order: one region at a time is a time hotspot.
    let (r, _) = analyze(d, &["--keys", path, "--order", "insertion"]);
    assert_eq!(r["dump"]["order"], "insertion");
    assert!(r["heatmap"]["windows"].as_u64().unwrap() > 1);
    assert_eq!(r["verdict"]["writes"], "needs_work", "{}", reasons(&r));
    // The text report says which order it took, and why.
    let text = ok(&["analyze", d, "--keys", path]);
    assert!(
        text.contains("key order: the 1429 keys are sorted (unsigned byte order)"),
        "{text}"
    );
}

#[test]
fn an_unsorted_file_is_insertion_order_and_its_writes_are_judged() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let f = file(keys(false).join("\n").as_bytes());
    let (r, _) = analyze(d, &["--keys", f.path().to_str().unwrap()]);
    assert_eq!(r["dump"]["order"], "insertion");
    assert!(r["dump"]["order_why"]
        .as_str()
        .unwrap()
        .contains("not sorted (line "));
    assert!(r["heatmap"]["windows"].as_u64().unwrap() > 1);
    assert_eq!(r["verdict"]["writes"], "good", "{}", reasons(&r));
    // Said to be key order, it is taken so.
    let (r, _) = analyze(d, &["--keys", f.path().to_str().unwrap(), "--order", "key"]);
    assert_eq!(
        (r["dump"]["order"].as_str(), r["dump"]["order_why"].as_str()),
        (Some("key"), Some("as given"))
    );
}

#[test]
fn a_scan_read_as_lines_is_warned_of_and_auto_reads_it_right() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let rows = keys(true);
    let scan = file(scan_of(&rows).as_bytes());
    let p = scan.path().to_str().unwrap();
    let (r, err) = analyze(d, &["--keys", p, "--keys-format", "lines"]);
    // Header, prompt, summary and timing lines become keys: said twice over.
    assert_eq!(r["keys_read"], rows.len() + 4);
    let warnings = r["dump"]["warnings"].to_string();
    assert!(
        warnings.contains("the dump looks like `scan` (line 2 is the scan output's `ROW  COLUMN+CELL` header), not `lines`"),
        "{warnings}"
    );
    assert!(warnings.contains("4 lines read as `lines` keys look like the scan output's header, summary or prompt (first: line 1)"), "{warnings}");
    assert!(err.contains("warning: the dump looks like `scan`"), "{err}");
    // The default reads it as what it is.
    let (r, err) = analyze(d, &["--keys", p]);
    assert_eq!(r["keys_read"], rows.len());
    assert_eq!(r["dump"]["format"], "scan");
    assert_eq!(r["dump"]["warnings"], serde_json::json!([]));
    assert!(
        err.contains("read as `scan`: line 2 is the scan output's"),
        "{err}"
    );
}

#[test]
fn auto_tells_each_format_from_the_lines() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let cases: [(&[u8], &str, u64); 6] = [
        (b"k0001\\x00\nk9000\n", "binary", 2),
        (b"6b30303031\n6b39303030\n6b3030\n", "hex", 3),
        (b"rowkey,amount\nk0001,3\n\"k9,000\",4\n", "csv", 2),
        (b"k0001\xff\nk9000\n", "lines", 2),
        (b"k0001\nk9000\n", "binary", 2),
        (
            b"ROW  COLUMN+CELL\n k1  column=d:v, timestamp=1, value=2\n1 row(s)\n",
            "scan",
            1,
        ),
    ];
    for (bytes, format, n) in cases {
        let f = file(bytes);
        let (r, _) = analyze(d, &["--keys", f.path().to_str().unwrap()]);
        assert_eq!(
            r["dump"]["format"],
            format,
            "{}",
            String::from_utf8_lossy(bytes)
        );
        assert_eq!(r["keys_read"], n, "{format}");
        assert!(r["dump"]["format_why"].is_string());
        // Given as binary, each of the others is warned of.
        if !matches!(format, "binary" | "lines") {
            let (code, _, err) = run(&[
                "analyze",
                d,
                "--keys",
                f.path().to_str().unwrap(),
                "--keys-format",
                "binary",
                "--format",
                "json",
            ]);
            assert!(
                err.contains(&format!("the dump looks like `{format}`")),
                "{format} ({code}): {err}"
            );
        }
    }
    // A format given explicitly is never second-guessed into another.
    let hex = file(b"6b30303031\n");
    let (r, _) = analyze(
        d,
        &[
            "--keys",
            hex.path().to_str().unwrap(),
            "--keys-format",
            "lines",
        ],
    );
    assert_eq!(r["dump"]["format"], "lines");
    assert!(r["dump"]["format_why"].is_null());
}

#[test]
fn a_scan_row_that_starts_with_a_space_is_read() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let mut rows: Vec<String> = keys(true).into_iter().take(2000).collect();
    for r in rows.iter_mut().step_by(200) {
        r.insert(0, ' ');
    }
    rows.sort();
    let scan = file(scan_of(&rows).as_bytes());
    let (r, _) = analyze(
        d,
        &[
            "--keys",
            scan.path().to_str().unwrap(),
            "--keys-format",
            "scan",
        ],
    );
    assert_eq!(r["keys_read"], rows.len());
    assert_eq!(r["dump"]["skipped_lines"], 0);
    // The rows with a space sort first: region 0 holds them with the others below k2500.
    let below: usize = rows.iter().filter(|k| k.as_str() < "k2500").count();
    assert_eq!(r["regions"][0]["count"], below);
}

#[test]
fn a_csv_quote_never_closed_fails_naming_its_line() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let f = file(b"rowkey,v\nk0001,1\n\"k0002,2\nk0003,3\n");
    let err = fails(&[
        "analyze",
        d,
        "--keys",
        f.path().to_str().unwrap(),
        "--keys-format",
        "csv",
    ]);
    assert!(
        err.contains("line 3: a quote opened on this line is never closed"),
        "{err}"
    );
    let err = fails(&[
        "split",
        "quantile",
        "--regions",
        "2",
        "--keys",
        f.path().to_str().unwrap(),
        "--keys-format",
        "csv",
    ]);
    assert!(err.contains("line 3"), "{err}");
}

#[test]
fn keys_over_hbases_row_limit_are_refused_everywhere_naming_the_line() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let mut bytes = b"k0001\nk0002\n".to_vec();
    bytes.extend(std::iter::repeat_n(b'k', 40_000));
    bytes.extend_from_slice(b"\nk0003\n");
    let f = file(&bytes);
    let p = f.path().to_str().unwrap();
    let over = "line 3: the key is 40000 bytes: HBase refuses row keys longer than 32767 bytes";
    let err = fails(&["analyze", d, "--keys", p]);
    assert!(err.contains(over), "{err}");
    let err = fails(&["split", "quantile", "--regions", "2", "--keys", p]);
    assert!(err.contains(over), "{err}");
    let err = fails(&["import", "--from", "list", p]);
    assert!(
        err.contains(":3: the key is 40000 bytes: HBase refuses row keys longer than 32767"),
        "{err}"
    );
    // 32767 bytes is a row key.
    let mut longest = b"a\n".to_vec();
    longest.extend(std::iter::repeat_n(b'k', 32_767));
    let f = file(&longest);
    let out = ok(&[
        "split",
        "quantile",
        "--regions",
        "2",
        "--keys",
        f.path().to_str().unwrap(),
    ]);
    assert_eq!(out.trim_end().len(), 32_767);
}

#[test]
fn quantile_over_too_few_distinct_keys_says_why_it_gives_fewer_splits() {
    let f = file(b"a\nb\na\nb\na\nb\na\nb\n");
    let out = rowkey()
        .args([
            "split",
            "quantile",
            "--regions",
            "4",
            "--keys",
            f.path().to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("only 0 of the 3 split keys for 4 regions") && err.contains("2 distinct keys"),
        "{err}"
    );
    // With enough distinct keys there is no such note.
    let f = file(b"a\nb\nc\nd\n");
    let (code, out, err) = run(&[
        "split",
        "quantile",
        "--regions",
        "2",
        "--keys",
        f.path().to_str().unwrap(),
    ]);
    assert_eq!((code, out.as_str()), (0, "c\n"));
    assert!(!err.contains("only"), "{err}");
}

#[test]
fn a_value_continued_over_lines_is_counted_as_passed_over() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let f = file(b"ROW  COLUMN+CELL\n k1  column=d:v, timestamp=1, value=two\nlines\n k2  column=d:v, timestamp=1, value=x\n2 row(s)\n");
    let (r, err) = analyze(d, &["--keys", f.path().to_str().unwrap()]);
    assert_eq!(r["keys_read"], 2);
    assert_eq!(
        (
            r["dump"]["skipped_lines"].as_u64(),
            r["dump"]["first_skipped_line"].as_u64()
        ),
        (Some(1), Some(3))
    );
    assert!(err.contains("1 line passed over, not keys"), "{err}");
}
