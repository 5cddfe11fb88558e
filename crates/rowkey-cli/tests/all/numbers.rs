//! Every count and size flag reads the one number rule: a comma groups threes or is refused
//! with the flag named, and a size means the same bytes in `size` and `simulate`.

use crate::common;
use common::{fails, ok};
use serde_json::Value;

fn preset(name: &str) -> String {
    format!("{}/../../presets/{name}.json", env!("CARGO_MANIFEST_DIR"))
}

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&ok(args)).expect("json")
}

#[test]
fn a_comma_that_does_not_group_threes_is_refused_naming_the_flag() {
    let err = fails(&["size", "--rows", "1,5", "--row-bytes", "300"]);
    assert!(err.contains("--rows") && err.contains("in threes"), "{err}");
    let err = fails(&["size", "--rows", "1000", "--row-bytes", "2,5"]);
    assert!(
        err.contains("--row-bytes") && err.contains("in threes"),
        "{err}"
    );
    let path = preset("ecommerce-orders");
    let err = fails(&["simulate", &path, "--rows", "1,5", "--row-bytes", "1"]);
    assert!(err.contains("--rows") && err.contains("in threes"), "{err}");
    let err = fails(&["analyze", &path, "--count", "1,5"]);
    assert!(
        err.contains("--count") && err.contains("in threes"),
        "{err}"
    );
    let v = json(&[
        "size",
        "--rows",
        "1,500",
        "--row-bytes",
        "300",
        "--format",
        "json",
    ]);
    assert_eq!(v["rows"], 1500);
    let v = json(&[
        "size",
        "--rows",
        "20亿",
        "--row-bytes",
        "300",
        "--format",
        "json",
    ]);
    assert_eq!(v["rows"], 2_000_000_000u64);
}

#[test]
fn ten_gb_is_the_same_bytes_in_size_and_simulate() {
    let sized = json(&[
        "size",
        "--rows",
        "1000",
        "--row-bytes",
        "300",
        "--max-filesize",
        "10GB",
        "--format",
        "json",
    ]);
    let path = preset("ecommerce-orders");
    let grown = json(&[
        "simulate",
        &path,
        "--rows",
        "1000",
        "--row-bytes",
        "300",
        "--max-filesize",
        "10GB",
        "--sample",
        "1000",
        "--format",
        "json",
    ]);
    assert_eq!(sized["max_filesize"], 10_737_418_240u64);
    assert_eq!(grown["policy"]["max_filesize"], sized["max_filesize"]);
    let kb = json(&[
        "size",
        "--rows",
        "1",
        "--row-bytes",
        "1KB",
        "--format",
        "json",
    ]);
    assert_eq!(kb["total_bytes"], 1024);
}

#[test]
fn the_documented_most_rows_can_be_simulated() {
    let path = preset("ecommerce-orders");
    let v = json(&[
        "simulate",
        &path,
        "--rows",
        "1e15",
        "--row-bytes",
        "0",
        "--max-filesize",
        "1P",
        "--sample",
        "10000",
        "--format",
        "json",
    ]);
    assert_eq!(v["rows"], 1_000_000_000_000_000u64);
    // One more row than the most is still refused, naming the flag.
    let err = fails(&[
        "simulate",
        &path,
        "--rows",
        "1000000000000001",
        "--row-bytes",
        "0",
    ]);
    assert!(err.contains("--rows"), "{err}");
}
