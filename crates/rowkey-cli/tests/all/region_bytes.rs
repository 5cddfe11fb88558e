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
    // From partials of the same rows (two parts, with sizes): the same key.
    let d = design();
    let partial = |rows: &[u8], part: &str, sizes: bool| {
        let f = file(rows);
        let mut args = vec![
            "analyze".to_string(),
            path(&d),
            "--keys".into(),
            path(&f),
            "--keys-format".into(),
            "lines".into(),
            "--partial".into(),
            "--part".into(),
            part.into(),
        ];
        if sizes {
            args.push("--keys-sizes".into());
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        file(ok(&args).as_bytes())
    };
    let a = partial(b"e\t100\nc\t400\nf\t200\n", "1", true);
    let b = partial(b"b\t100\na\t100\nd\t100\n", "0", true);
    let from_partials = |paths: &[&tempfile::NamedTempFile], by: &str| {
        let mut args = vec!["split", "quantile", "--regions", "2", "--by", by];
        let paths: Vec<String> = paths.iter().map(|p| path(p)).collect();
        for p in &paths {
            args.extend(["--from-partial", p.as_str()]);
        }
        ok_or_err(&args)
    };
    assert_eq!(from_partials(&[&a, &b], "bytes"), Ok("d\n".to_string()));
    // By keys the partials' keys are a..f (the sizes read apart): the 4th of 6 starts region 2.
    assert_eq!(from_partials(&[&b, &a], "keys"), Ok("d\n".to_string()));
    let sizeless = partial(b"a\nb\n", "2", false);
    let err = from_partials(&[&sizeless], "bytes").unwrap_err();
    assert!(err.contains("the partial has no row sizes"), "{err}");
}

/// The standard output of a command that succeeds, or its standard error.
fn ok_or_err(args: &[&str]) -> Result<String, String> {
    let (code, out, err) = crate::common::run(args);
    if code == 0 {
        Ok(out)
    } else {
        Err(err)
    }
}

/// A design whose rows' sizes come from its `len` field, with `template`.
fn sized_design(template: &str, len: &str, sizing: serde_json::Value) -> tempfile::NamedTempFile {
    let json = serde_json::json!({
        "template": template,
        "fields": {"user": "pattern(\"u#\")", "len": len},
        "splits": {"algorithm": "explicit", "keys": ["u3", "u7"]},
        "sample": {"count": 2000, "seed": 11},
        "sizing": sizing
    });
    file(json.to_string().as_bytes())
}

fn regions_bytes(v: &serde_json::Value) -> Vec<u64> {
    v["regions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["bytes"].as_u64().unwrap())
        .collect()
}

#[test]
fn a_size_field_weighs_each_sample_row_as_rowkey_sample_prints_it() {
    let sizing = serde_json::json!({"rows": 1_000_000, "row_bytes": 300, "row_bytes_field": "len"});
    // `len` in the key, so `rowkey sample` prints it; and the same design without it in the
    // key: `u3#…` falls in the region `u3` does, and `len` draws from its own stream.
    let shown = sized_design("{user}#{len}", "int(10, 5000)", sizing.clone());
    let hidden = sized_design("{user}", "int(10, 5000)", sizing);
    let csv = ok(&["sample", &path(&shown), "--format", "csv"]);
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let (key_col, len_col) = (col("key"), col("len"));
    let mut expected = [0u64; 3];
    let mut rows = 0u64;
    for line in lines {
        let cells: Vec<&str> = line.split(',').collect();
        let key = cells[key_col].as_bytes();
        let region = usize::from(key >= b"u3".as_slice()) + usize::from(key >= b"u7".as_slice());
        expected[region] += cells[len_col].parse::<u64>().unwrap();
        rows += 1;
    }
    assert_eq!(rows, 2000);
    let total: u64 = expected.iter().sum();
    for d in [&shown, &hidden] {
        let v: serde_json::Value =
            serde_json::from_str(&ok(&["analyze", &path(d), "--format", "json"])).unwrap();
        assert_eq!(regions_bytes(&v), expected);
        assert_eq!(v["bytes"]["total"], total);
        let share = v["regions"][1]["bytes_share"].as_f64().unwrap();
        assert!((share - expected[1] as f64 / total as f64).abs() < 1e-12);
        // Sizing reads the sample's mean row size, not the stated 300.
        assert_eq!(v["sizing"]["row_bytes"], (total + rows / 2) / rows);
        let summary = v["sizing"]["summary"].as_str().unwrap();
        assert!(summary.contains("row size from `len`"), "{summary}");
    }
}

#[test]
fn a_constant_row_size_weighs_the_sample_like_its_keys() {
    let d = sized_design(
        "{user}",
        "int(10, 5000)",
        serde_json::json!({"rows": 1_000_000, "row_bytes": 300}),
    );
    let v: serde_json::Value =
        serde_json::from_str(&ok(&["analyze", &path(&d), "--format", "json"])).unwrap();
    for r in v["regions"].as_array().unwrap() {
        assert_eq!(r["bytes"].as_u64(), r["count"].as_u64().map(|n| n * 300));
        assert_eq!(r["bytes_share"], r["share"]);
    }
    assert_eq!(v["bytes"]["total"], 2000 * 300);
    // The stated size is what the sizing uses.
    assert_eq!(v["sizing"]["row_bytes"], 300);
    let text = ok(&["analyze", &path(&d)]);
    assert!(text.contains("of all bytes"), "{text}");
}

#[test]
fn weigh_bytes_reads_a_designs_sample_in_bytes() {
    // Every row 1 byte: the bytes' verdict is the keys'.
    let d = sized_design(
        "{user}#{len}",
        "seq(1, 0)",
        serde_json::json!({"rows": 1000, "row_bytes": 1, "row_bytes_field": "len"}),
    );
    let keys: serde_json::Value =
        serde_json::from_str(&ok(&["analyze", &path(&d), "--format", "json"])).unwrap();
    assert_eq!(keys["bytes"]["weighs_verdict"], false);
    let json = ok(&["analyze", &path(&d), "--weigh", "bytes", "--format", "json"]);
    let bytes: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(bytes["bytes"]["weighs_verdict"], true);
    // Every row weighs 1 byte, so the verdict in bytes is the verdict in keys.
    assert_eq!(bytes["verdict"]["totals"], keys["verdict"]["totals"]);
    let uneven = sized_design(
        "{user}",
        "zipf(1000, 1.2)",
        serde_json::json!({"rows": 1000, "row_bytes": 1, "row_bytes_field": "len"}),
    );
    let text = ok(&["analyze", &path(&uneven), "--weigh", "bytes"]);
    assert!(text.contains("bytes in total: deviation rate"), "{text}");
}

#[test]
fn a_bad_size_field_is_refused_at_its_path() {
    let with = |len: &str, field: &str| {
        sized_design(
            "{user}",
            len,
            serde_json::json!({"rows": 1000, "row_bytes": 100, "row_bytes_field": field}),
        )
    };
    let err = fails(&["analyze", &path(&with("int(1, 9)", "size"))]);
    assert!(
        err.contains("sizing.row_bytes_field: no field `size` in `fields`"),
        "{err}"
    );
    let err = fails(&["analyze", &path(&with("pattern(\"##\")", "len"))]);
    assert!(
        err.contains("sizing.row_bytes_field: field `len` makes str values"),
        "{err}"
    );
    // The design is refused wherever it is read, not only by analyze.
    let err = fails(&["sample", &path(&with("hexstr(4)", "len"))]);
    assert!(err.contains("sizing.row_bytes_field"), "{err}");
    let err = fails(&["analyze", &path(&with("int(-5, -1)", "len"))]);
    assert!(
        err.contains("sizing.row_bytes_field: sample row 0: field `len` gave -"),
        "{err}"
    );
    let err = fails(&[
        "analyze",
        &path(&with("int(2000000000, 2100000000)", "len")),
    ]);
    assert!(
        err.contains("a row's size must be from 0 to 1 GiB"),
        "{err}"
    );
    // A design without sizing cannot weigh its sample in bytes, refused before it runs.
    let err = fails(&["analyze", &path(&design()), "--weigh", "bytes"]);
    assert!(err.contains("or the design a `sizing`"), "{err}");
}

/// A design whose quantile splits are cut by bytes, its rows' sizes from `len`.
fn bytes_quantile_design(by: &str, sizing: bool) -> tempfile::NamedTempFile {
    let mut json = serde_json::json!({
        // `len` in the key, so `rowkey sample --format csv` prints each row's size.
        "template": "{user}_{n}_{len}",
        "fields": {"user": "pattern(\"u##\")", "n": "int(0, 9999)", "len": "int(10, 5000)"},
        "splits": {"algorithm": "quantile", "regions": 8, "by": by},
        "sample": {"count": 3000, "seed": 5},
    });
    if sizing {
        json["sizing"] =
            serde_json::json!({"rows": 1_000_000, "row_bytes": 300, "row_bytes_field": "len"});
    }
    file(json.to_string().as_bytes())
}

#[test]
fn a_designs_quantile_splits_by_bytes_are_split_quantile_by_bytes_over_its_sample() {
    let d = bytes_quantile_design("bytes", true);
    let design_keys = ok(&["export", &path(&d), "--to", "splits-file"]);
    // The independent route: the sample as csv with its sizes, cut by `split quantile`.
    let csv = file(ok(&["sample", &path(&d), "--format", "csv"]).as_bytes());
    let cut = ok(&[
        "split",
        "quantile",
        "--regions",
        "8",
        "--keys",
        &path(&csv),
        "--keys-format",
        "csv",
        "--keys-column",
        "key",
        "--keys-sizes=len",
        "--by",
        "bytes",
    ]);
    assert_eq!(design_keys, cut);
    assert_eq!(design_keys.lines().count(), 7);
    let by_keys = ok(&[
        "export",
        &path(&bytes_quantile_design("keys", true)),
        "--to",
        "splits-file",
    ]);
    assert_ne!(by_keys, design_keys);
    // Cutting by bytes needs the quantile algorithm and a sizing section: said at `splits.by`.
    let err = fails(&["analyze", &path(&bytes_quantile_design("bytes", false))]);
    assert!(
        err.contains("splits.by") && err.contains("add a `sizing` section"),
        "{err}"
    );
    let err = fails(&["analyze", &path(&bytes_quantile_design("rows", true))]);
    assert!(err.contains("splits.by"), "{err}");
}
