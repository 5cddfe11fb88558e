//! `rowkey analyze --keys F --keys-sizes`: regions weighed in bytes from `key<TAB>bytes` lines
//! or a csv size column, and a bad size refused naming its line (and column).

use crate::common::{fails, ok};
use std::io::Write;

fn file(text: &[u8]) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(text).unwrap();
    f
}

fn design() -> tempfile::NamedTempFile {
    let json = serde_json::json!({
        "version": 1,
        "name": "bytes",
        "template": "{id}",
        "fields": {"id": "pattern(\"k##\")"},
        "splits": {"algorithm": "explicit", "keys": ["k5"]}
    });
    file(json.to_string().as_bytes())
}

fn path(f: &tempfile::NamedTempFile) -> String {
    f.path().to_str().unwrap().to_string()
}

#[test]
fn a_csv_size_column_is_read_by_default_or_by_name() {
    let d = design();
    let dump = file(b"key,bytes,size\nk10,100,1\nk20,300,2\nk70,100,3\n");
    let (d, dump) = (path(&d), path(&dump));
    let base = ["analyze", &d, "--keys", &dump, "--keys-format", "csv"];
    let json = ok(&[&base[..], &["--keys-sizes", "--format", "json"]].concat());
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (
            v["regions"][0]["bytes"].as_u64(),
            v["regions"][1]["bytes"].as_u64()
        ),
        (Some(400), Some(100))
    );
    assert_eq!(v["bytes"]["total"], 500);
    let json = ok(&[&base[..], &["--keys-sizes=size", "--format", "json"]].concat());
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (
            v["regions"][0]["bytes"].as_u64(),
            v["regions"][1]["bytes"].as_u64()
        ),
        (Some(3), Some(3))
    );
    let text = ok(&[&base[..], &["--keys-sizes"]].concat());
    assert!(
        text.contains("region 0: 400 B, 80.0 % of all bytes"),
        "{text}"
    );
}

#[test]
fn a_bad_csv_size_names_its_line_and_column() {
    let d = design();
    let dump = file(b"key,bytes\nk10,100\nk20,1.5\n");
    let err = fails(&["analyze", &path(&d), "--keys", &path(&dump), "--keys-sizes"]);
    assert!(
        err.contains(
            "line 3: column 2 (`bytes`): the row size `1.5` is not a whole number of bytes"
        ),
        "{err}"
    );
    let lines = file(b"k10\t100\n");
    let err = fails(&[
        "analyze",
        &path(&d),
        "--keys",
        &path(&lines),
        "--keys-format",
        "lines",
        "--keys-sizes=bytes",
    ]);
    assert!(err.contains("for the csv format only, not lines"), "{err}");
}

#[test]
fn partials_with_sizes_merge_to_what_the_whole_dump_gives() {
    let d = design();
    let mut whole = Vec::new();
    let mut parts = [Vec::new(), Vec::new()];
    for i in 0..400u64 {
        let line = format!("k{:02}\t{}\n", (i * 37) % 100, 50 + (i * 13) % 400);
        whole.extend_from_slice(line.as_bytes());
        parts[usize::from(i >= 150)].extend_from_slice(line.as_bytes());
    }
    let whole = file(&whole);
    let mut text = String::new();
    for (i, p) in parts.iter().enumerate().rev() {
        let p = file(p);
        text += &ok(&[
            "analyze",
            &path(&d),
            "--keys",
            &path(&p),
            "--keys-format",
            "lines",
            "--keys-sizes",
            "--partial",
            "--part",
            &i.to_string(),
        ]);
    }
    let partials = file(text.as_bytes());
    let merged = ok(&["merge", &path(&partials), "--format", "json"]);
    let single = ok(&[
        "analyze",
        &path(&d),
        "--keys",
        &path(&whole),
        "--keys-format",
        "lines",
        "--keys-sizes",
        "--format",
        "json",
    ]);
    let (m, s): (serde_json::Value, serde_json::Value) = (
        serde_json::from_str(&merged).unwrap(),
        serde_json::from_str(&single).unwrap(),
    );
    assert!(s["bytes"]["total"].as_u64().unwrap() > 0);
    assert_eq!(m["bytes"], s["bytes"]);
    assert_eq!(m["regions"], s["regions"]);
    // A part without sizes is refused, naming what differs.
    let plain = file(b"k10\n");
    text += &ok(&[
        "analyze",
        &path(&d),
        "--keys",
        &path(&plain),
        "--keys-format",
        "lines",
        "--partial",
        "--part",
        "5",
    ]);
    let partials = file(text.as_bytes());
    let err = fails(&["merge", &path(&partials)]);
    assert!(err.contains("row sizes"), "{err}");
}

#[test]
fn weigh_bytes_reads_the_verdict_in_bytes_in_analyze_and_merge() {
    let d = design();
    // Even keys, region 0's rows ten times larger.
    let mut dump = Vec::new();
    for i in 0..100u64 {
        let size = if i < 50 { 1_000 } else { 100 };
        dump.extend_from_slice(format!("k{i:02}\t{size}\n").as_bytes());
    }
    let dump = file(&dump);
    let args = |extra: &[&str]| -> Vec<String> {
        let mut a: Vec<String> = [
            "analyze",
            &path(&d),
            "--keys",
            &path(&dump),
            "--keys-format",
            "lines",
            "--keys-sizes",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        a.extend(extra.iter().map(|s| s.to_string()));
        a
    };
    let run = |extra: &[&str]| {
        let a = args(extra);
        ok(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let keys: serde_json::Value = serde_json::from_str(&run(&["--format", "json"])).unwrap();
    let bytes: serde_json::Value =
        serde_json::from_str(&run(&["--weigh", "bytes", "--format", "json"])).unwrap();
    assert_eq!(keys["verdict"]["totals"], "good");
    assert_eq!(bytes["verdict"]["totals"], "needs_work");
    assert_eq!(bytes["verdict"]["level"], "needs_work");
    assert_eq!(bytes["bytes"]["weighs_verdict"], true);
    let text = run(&["--weigh", "bytes"]);
    assert!(text.contains("bytes in total: deviation rate"), "{text}");
    // From partials, the same verdict.
    let partial = run(&["--partial"]);
    let partials = file(partial.as_bytes());
    let merged: serde_json::Value = serde_json::from_str(&ok(&[
        "merge",
        &path(&partials),
        "--weigh",
        "bytes",
        "--format",
        "json",
    ]))
    .unwrap();
    assert_eq!(merged["verdict"], bytes["verdict"]);
    // Without sizes: refused at once, and for partials without them.
    let err = fails(&["analyze", &path(&d), "--weigh", "bytes"]);
    assert!(
        err.contains("the regions cannot be weighed in bytes: no row sizes"),
        "{err}"
    );
    let plain = file(b"k10\n");
    let p = ok(&["analyze", &path(&d), "--keys", &path(&plain), "--partial"]);
    let p = file(p.as_bytes());
    let err = fails(&["merge", &path(&p), "--weigh", "bytes"]);
    assert!(
        err.contains("the regions cannot be weighed in bytes"),
        "{err}"
    );
}

#[test]
fn split_quantile_by_bytes_cuts_equal_bytes() {
    // a..f: 1,000 bytes; two regions cut where 500 bytes lie before the key.
    let dump = file(b"a\t100\nb\t100\nc\t400\nd\t100\ne\t100\nf\t200\n");
    let keys = ok(&[
        "split",
        "quantile",
        "--regions",
        "2",
        "--keys",
        &path(&dump),
        "--keys-format",
        "lines",
        "--by",
        "bytes",
    ]);
    assert_eq!(keys, "d\n");
    let by_keys = ok(&[
        "split",
        "quantile",
        "--regions",
        "2",
        "--keys",
        &path(&dump),
        "--keys-format",
        "lines",
    ]);
    assert_ne!(by_keys, keys);
    let csv = file(b"key,size\na,100\nb,100\nc,400\nd,100\ne,100\nf,200\n");
    let keys = ok(&[
        "split",
        "quantile",
        "--regions",
        "2",
        "--keys",
        &path(&csv),
        "--keys-format",
        "csv",
        "--by",
        "bytes",
        "--keys-sizes=size",
    ]);
    assert_eq!(keys, "d\n");
    let err = fails(&["split", "hexstring", "--regions", "4", "--by", "bytes"]);
    assert!(
        err.contains("--by bytes is for `split quantile --keys F`"),
        "{err}"
    );
    let err = fails(&[
        "split",
        "quantile",
        "--regions",
        "2",
        "--from-partial",
        &path(&dump),
        "--by",
        "bytes",
    ]);
    assert!(err.contains("partials do not keep the sizes"), "{err}");
}
