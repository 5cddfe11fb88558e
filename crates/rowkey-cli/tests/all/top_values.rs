//! `rowkey analyze --top`: each region's top field values and unmatched keys, in text and
//! JSON, for a key dump (lines) and for the design's sample (sample indexes).

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
        "name": "tenants",
        "template": "{tenant}|{user}",
        "fields": {"tenant": "pattern(\"t#\")", "user": "pattern(\"u##\")"},
        "splits": {"algorithm": "explicit", "keys": ["t5"]}
    });
    file(json.to_string().as_bytes())
}

#[test]
fn a_dump_gives_each_regions_top_values_and_first_unmatched_line() {
    let d = design();
    // Region 0: t1 on 3 of 4 keys, u07 on 2; line 3 is blank and line 5 has no separator.
    let dump = file(b"t1|u07\nt1|u07\n\nt2|u01\nt3-no-separator\nt1|u02\nt9|u05\n");
    let path = |f: &tempfile::NamedTempFile| f.path().to_str().unwrap().to_string();
    let (d, dump) = (path(&d), path(&dump));
    let json = ok(&[
        "analyze", &d, "--keys", &dump, "--top", "2", "--format", "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let r0 = &v["regions"][0];
    assert_eq!(r0["count"], 5);
    let top = r0["top"].as_array().unwrap();
    // Shares of the region's 5 keys (the unmatched one included), largest first.
    let pairs: Vec<(String, String, f64)> = top
        .iter()
        .map(|t| {
            (
                t["field"].as_str().unwrap().to_string(),
                t["value"].as_str().unwrap().to_string(),
                t["share"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(pairs[0], ("tenant".into(), "t1".into(), 0.6));
    assert_eq!(pairs[1], ("user".into(), "u07".into(), 0.4));
    assert_eq!(pairs.len(), 4);
    assert_eq!(r0["unmatched"]["count"], 1);
    assert_eq!(r0["unmatched"]["first"], 5);
    assert_eq!(v["regions"][1]["top"][0]["value"], "t9");
    assert!(v["regions"][1].get("unmatched").is_none());
    assert_eq!(v["top"]["capacity"], 64);
    let text = ok(&["analyze", &d, "--keys", &dump, "--top", "1"]);
    assert!(
        text.contains("region 0: `tenant` = `t1` takes 60.0 % of its keys; `user` = `u07` takes 40.0 % of its keys"),
        "{text}"
    );
    assert!(
        text.contains("region 0: 1 key does not match the template (the first at line 5)"),
        "{text}"
    );
    // Without --top the report is as before: no top values.
    let plain = ok(&["analyze", &d, "--keys", &dump, "--format", "json"]);
    assert!(!plain.contains("\"top\""));
    assert!(fails(&["analyze", &d, "--top", "0"]).contains("--top"));
}

#[test]
fn the_sample_gives_top_values_too() {
    let d = design();
    let d = d.path().to_str().unwrap();
    let json = ok(&[
        "analyze", d, "--count", "2000", "--top", "1", "--format", "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    // 10 tenants, 5 per region: each about a fifth of its region, counted exactly.
    for region in v["regions"].as_array().unwrap() {
        let t = &region["top"][0];
        assert_eq!(t["error"], 0.0);
        assert!(t["share"].as_f64().unwrap() > 0.1, "{t}");
        assert!(region.get("unmatched").is_none());
    }
}
