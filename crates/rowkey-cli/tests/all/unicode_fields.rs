//! Field names may be any Unicode identifier (`订单号`): a design that uses them checks,
//! encodes, samples, analyses and exports like the same design with ASCII names. (Its sample
//! values differ: each field's random stream is seeded with the field's name.)

use crate::common;
use common::{fails, ok};

/// The design with its two fields named `user` and `order`.
fn design(user: &str, order: &str) -> String {
    format!(
        r#"{{
  "version": 1,
  "name": "orders",
  "template": "{{{user} | md5 | hex | left(4)}}_{{{user}}}_{{{order} | dec(6)}}",
  "fields": {{ "{user}": "pattern(\"u####\")", "{order}": "seq(1, 1)" }},
  "sample": {{ "count": 2000, "seed": 7 }},
  "splits": {{ "algorithm": "hexstring", "regions": 8 }},
  "queries": [ {{ "name": "一个用户的订单", "bind": {{ "{user}": "u0042" }} }} ],
  "table": {{ "name": "orders", "families": ["d"] }}
}}"#
    )
}

fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("writes");
    path.to_str().expect("utf-8 path").to_owned()
}

#[test]
fn chinese_field_names_work_like_ascii_ones() {
    let dir = tempfile::tempdir().expect("temp dir");
    let zh = write(dir.path(), "zh.json", &design("用户", "订单号"));
    let en = write(dir.path(), "en.json", &design("user", "order"));

    // Each sample key is what `encode` makes of its row's values.
    let zh_keys = ok(&["sample", &zh, "--count", "50", "--format", "hex"]);
    assert_eq!(zh_keys.lines().count(), 50);
    let csv = ok(&["sample", &zh, "--count", "5", "--format", "csv"]);
    let mut lines = csv.lines();
    let header = lines.next().expect("a header");
    assert!(header.starts_with("row,用户,订单号,key,"), "{header}");
    let template = "{用户 | md5 | hex | left(4)}_{用户}_{订单号 | dec(6)}";
    for (i, line) in lines.enumerate() {
        let cells: Vec<&str> = line.split(',').collect();
        assert_eq!(cells[2], (i + 1).to_string(), "{line}");
        let (user, order) = (format!("用户={}", cells[1]), format!("订单号={}", cells[2]));
        let args = ["encode", "-t", template, "--set", &user, "--set", &order];
        assert_eq!(ok(&args).trim_end(), cells[3], "{line}");
    }

    // The analysis has the same splits and regions, and the query binds the Chinese field.
    let zh_report: serde_json::Value =
        serde_json::from_str(&ok(&["analyze", &zh, "--format", "json"])).expect("JSON report");
    let en_report: serde_json::Value =
        serde_json::from_str(&ok(&["analyze", &en, "--format", "json"])).expect("JSON report");
    assert_eq!(zh_report["splits"], en_report["splits"]);
    let regions = |r: &serde_json::Value| r["regions"].as_array().map(Vec::len);
    assert_eq!(regions(&zh_report), regions(&en_report));
    assert_eq!(regions(&zh_report), Some(8));
    let text = ok(&["analyze", &zh]);
    assert!(text.contains("一个用户的订单"), "{text}");

    // Every export comes out; the ones that show the template show the names as written.
    for to in ["shell", "splits-file", "java", "phoenix"] {
        assert_eq!(
            ok(&["export", &zh, "--to", to]),
            ok(&["export", &en, "--to", to])
                .replace("{user", "{用户")
                .replace("{order", "{订单号"),
            "{to}"
        );
    }
    let csv = ok(&["export", &zh, "--to", "csv", "--count", "3"]);
    assert!(csv.starts_with("row,用户,订单号,key,"), "{csv}");
    let again = write(
        dir.path(),
        "again.json",
        &ok(&["export", &zh, "--to", "design"]),
    );
    assert_eq!(
        ok(&["sample", &again, "--count", "50", "--format", "hex"]),
        zh_keys
    );
}

#[test]
fn unicode_names_in_check_and_encode() {
    assert_eq!(
        ok(&["check", "--template", "{订单号|md5|hex}_{é}"])
            .lines()
            .next(),
        Some("{订单号 | md5 | hex}_{é}")
    );
    let args = [
        "encode",
        "--template",
        "{订单号 | dec(4)}_{用户}",
        "--set",
        "订单号=42",
        "--set",
        "用户=张三",
        "--format",
        "hex",
    ];
    let want: String = "0042_张三".bytes().map(|b| format!("{b:02x}")).collect();
    assert_eq!(ok(&args), format!("{want}\n"));
    // A name cannot start with a digit in any script.
    let err = fails(&["check", "--template", "{１号}"]);
    assert!(err.contains("names are Unicode identifiers"), "{err}");
    let err = fails(&["check", "--template", "{订单号 | md6}"]);
    assert!(err.contains("unknown transform `md6`"), "{err}");
    assert!(err.contains("  {订单号 | md6}\n         ^^^"), "{err}");
}
