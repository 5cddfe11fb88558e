//! `rowkey size`, and the sizing lines `rowkey analyze` prints for a design that gives its size.

use std::io::Write;

use crate::common;
use common::{fails, ok};

#[test]
fn size_prints_regions_and_the_presplit() {
    let out = ok(&["size", "--rows", "2e9", "--row-bytes", "300"]);
    assert_eq!(
        out,
        "sizing     2,000,000,000 rows × 300 bytes = 559 GiB → 56 regions of 10.00 GiB\n\
         presplit   56 regions: pre-split into the 56 regions the data will fill, so none has \
         to split while the table grows to this size\n"
    );
    // Grouped and unit forms read the same; a smaller MAX_FILESIZE gives more regions.
    let out = ok(&[
        "size",
        "--rows",
        "2,000,000,000",
        "--row-bytes",
        "300 B",
        "--max-filesize",
        "1GiB",
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["total_bytes"], 600_000_000_000u64);
    assert_eq!(v["max_filesize"], 1u64 << 30);
    assert_eq!(v["regions"], 559);
    assert_eq!(v["presplit"], 559);
    // A table past the cap starts with 1,000 regions.
    let out = ok(&["size", "--rows", "100 billion", "--row-bytes", "1KiB"]);
    assert!(out.contains("→ 9,537 regions"), "{out}");
    assert!(
        out.contains(
            "presplit   1,000 regions: 9,537 regions eventually; start with at most 1,000"
        ),
        "{out}"
    );
}

#[test]
fn size_refuses_bad_numbers_with_where_and_why() {
    let err = fails(&["size", "--rows", "-5", "--row-bytes", "300"]);
    assert!(
        err.contains("--rows") && err.contains("must be a positive number"),
        "{err}"
    );
    let err = fails(&["size", "--rows", "99999999999999999999", "--row-bytes", "3"]);
    assert!(err.contains("too large"), "{err}");
    let err = fails(&["size", "--rows", "10", "--row-bytes", "3 parsecs"]);
    assert!(err.contains("not a size unit"), "{err}");
    let err = fails(&["size", "--rows", "0", "--row-bytes", "300"]);
    assert_eq!(err, "error: sizing.rows: must be at least 1 row, got 0\n");
    let err = fails(&["size", "--rows", "1000", "--row-bytes", "2GiB"]);
    assert!(
        err.contains("sizing.row_bytes") && err.contains("hbase.table.max.rowsize"),
        "{err}"
    );
    let err = fails(&["size", "--rows", "1e15", "--row-bytes", "1GiB"]);
    assert!(err.contains("over 1 EiB"), "{err}");
    let err = fails(&[
        "size",
        "--rows",
        "10",
        "--row-bytes",
        "3",
        "--max-filesize",
        "1MB",
    ]);
    assert!(
        err.contains("sizing.max_filesize") && err.contains("2 MiB"),
        "{err}"
    );
}

fn design_file(json: &str) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().expect("temp file");
    f.write_all(json.as_bytes()).expect("write");
    f
}

#[test]
fn analyze_prints_the_design_sizing() {
    let with = design_file(
        r#"{"template": "{id | md5 | hex | left(4)}_{id}", "fields": {"id": "seq(1, 1)"},
            "sample": {"count": 1000},
            "sizing": {"rows": 500000000, "row_bytes": 1024, "max_filesize": 21474836480}}"#,
    );
    let path = with.path().to_str().expect("path");
    let out = ok(&["analyze", path]);
    assert!(
        out.contains(
            "sizing     500,000,000 rows × 1,024 bytes = 477 GiB → 24 regions of 20.00 GiB\n"
        ),
        "{out}"
    );
    assert!(out.contains("presplit   24 regions: "), "{out}");
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["analyze", path, "--format", "json"])).expect("json");
    assert_eq!(json["sizing"]["regions"], 24);
    assert_eq!(json["sizing"]["presplit"], 24);

    // Without sizing: no sizing line and no sizing member, as before.
    let without = design_file(
        r#"{"template": "{id}", "fields": {"id": "seq(1, 1)"}, "sample": {"count": 100}}"#,
    );
    let path = without.path().to_str().expect("path");
    assert!(!ok(&["analyze", path]).contains("sizing"));
    assert!(!ok(&["analyze", path, "--format", "json"]).contains("\"sizing\""));

    // A design whose sizing is wrong names the member.
    let bad = design_file(
        r#"{"template": "{id}", "fields": {"id": "seq(1, 1)"}, "sizing": {"rows": 1, "row_bytes": 0}}"#,
    );
    let err = fails(&["analyze", bad.path().to_str().expect("path")]);
    assert!(
        err.contains("sizing.row_bytes: must be at least 1 byte per row, got 0"),
        "{err}"
    );
}

#[test]
fn days_give_a_presplit_for_the_first_weeks() {
    // A year of 50 million rows a day: 340 regions in the end, 27 in the first four weeks.
    let out = ok(&[
        "size",
        "--rows",
        "18250000000",
        "--row-bytes",
        "200",
        "--days",
        "365",
    ]);
    assert!(out.contains("→ 340 regions"), "{out}");
    assert!(
        out.contains("presplit   27 regions: 340 regions after 365 days; pre-split into the 27 the first 4 weeks fill"),
        "{out}"
    );
    let err = fails(&["size", "--rows", "1e9", "--row-bytes", "200", "--days", "0"]);
    assert!(err.contains("days"), "{err}");
}
