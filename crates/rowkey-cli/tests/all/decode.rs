//! `rowkey decode`: keys from the design's own sample read back, a changed key named at its
//! byte, a key dump read line by line, and bad input refused with a message.

use crate::common;
use common::{fails, ok};
use std::io::Write;

fn design() -> tempfile::NamedTempFile {
    let json = serde_json::json!({
        "version": 1,
        "template": "{user_id | md5 | hex | left(4)}_{user_id}_{ts | rev | i64}",
        "fields": {
            "user_id": "pattern(\"u##\")",
            "ts": "timestamp(\"2024-02-15T00:00:00Z\", 1000)"
        }
    });
    let mut f = tempfile::NamedTempFile::new().unwrap();
    write!(f, "{json}").unwrap();
    f
}

#[test]
fn sample_keys_read_back_to_their_csv_values() {
    let d = design();
    let path = d.path().to_str().unwrap();
    let keys = ok(&["sample", path, "--count", "5"]);
    let csv = ok(&["sample", path, "--count", "5", "--format", "csv"]);
    let mut file = tempfile::NamedTempFile::new().unwrap();
    write!(file, "{keys}").unwrap();
    let out = ok(&[
        "decode",
        path,
        "--keys",
        file.path().to_str().unwrap(),
        "--keys-format",
        "binary",
        "--format",
        "json",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5);
    let header: Vec<&str> = csv.lines().next().unwrap().split(',').collect();
    for (line, row) in lines.iter().zip(csv.lines().skip(1)) {
        let j: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(j["matches"], true, "{line}");
        for (name, value) in header.iter().zip(row.split(',')) {
            if let Some(v) = j["fields"].get(*name) {
                assert_eq!(v, value, "{line}");
            }
        }
        assert!(j["fields"].get("user_id").is_some() && j["fields"].get("ts").is_some());
    }
}

#[test]
fn a_wrong_hash_is_named_at_its_byte() {
    let d = design();
    let path = d.path().to_str().unwrap();
    let out = ok(&[
        "decode",
        path,
        "--format",
        "json",
        "abcd_u42_\\x7F\\xFF\\xFE:\\xD2\\x05\\x13\\xFF",
    ]);
    let j: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(j["matches"], false);
    assert_eq!(j["mismatch"]["offset"], 0);
    assert_eq!(j["fields"]["user_id"], "u42");
    // The same key in hex.
    let hex = ok(&[
        "decode",
        path,
        "--hex",
        "616263645f7534325f7ffffe3ad20513ff",
    ]);
    assert!(hex.contains("stops matching at byte 0"), "{hex}");
    assert!(hex.contains("user_id = u42"), "{hex}");
}

#[test]
fn bad_input_is_refused_with_a_message() {
    let d = design();
    let path = d.path().to_str().unwrap();
    assert!(fails(&["decode", path]).contains("no keys to decode"));
    assert!(fails(&["decode", path, "--hex", "zz"]).contains("zz"));
    let mut file = tempfile::NamedTempFile::new().unwrap();
    writeln!(file, "x").unwrap();
    let f = file.path().to_str().unwrap();
    assert!(fails(&["decode", path, "k", "--keys", f]).contains("not both"));
    // A key that is too short is decoded as far as it goes, not refused.
    let out = ok(&["decode", path, "ab"]);
    assert!(out.contains("stops matching at byte 2"), "{out}");
}
