//! Field names may be any Unicode identifier (`订单号`): a design that uses them checks,
//! encodes, samples, analyses and exports like the same design with ASCII names, and its keys
//! are byte for byte the same (a field's name never reaches the key).

mod common;
use common::{fails, ok, rowkey};

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

    // The same keys, byte for byte.
    let zh_keys = ok(&["sample", &zh, "--count", "50", "--format", "hex"]);
    assert_eq!(
        zh_keys,
        ok(&["sample", &en, "--count", "50", "--format", "hex"])
    );
    assert_eq!(zh_keys.lines().count(), 50);

    // The analysis finds the same regions, and the query binds the Chinese field.
    let zh_report: serde_json::Value =
        serde_json::from_str(&ok(&["analyze", &zh, "--format", "json"])).expect("JSON report");
    let en_report: serde_json::Value =
        serde_json::from_str(&ok(&["analyze", &en, "--format", "json"])).expect("JSON report");
    assert_eq!(zh_report["splits"], en_report["splits"]);
    assert_eq!(zh_report["regions"], en_report["regions"]);
    let text = ok(&["analyze", &zh]);
    assert!(text.contains("一个用户的订单"), "{text}");

    // Every export comes out; the ones that name fields name them as written.
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
    assert_eq!(
        ok(&[
            "encode",
            "--template",
            "{订单号 | dec(4)}_{用户}",
            "--set",
            "订单号=42",
            "--set",
            "用户=张三",
        ]),
        "0042_张三\n"
    );
    // A name cannot start with a digit in any script.
    let err = fails(&["check", "--template", "{１号}"]);
    assert!(err.contains("unexpected"), "{err}");
    let (code, _, err) = {
        let out = rowkey()
            .args(["check", "--template", "{订单号 | md6}"])
            .output()
            .expect("runs");
        (
            out.status.code(),
            String::from_utf8(out.stdout).expect("utf-8"),
            String::from_utf8(out.stderr).expect("utf-8"),
        )
    };
    assert_eq!(code, Some(2));
    assert!(err.contains("unknown transform `md6`"), "{err}");
    assert!(err.contains("  {订单号 | md6}\n         ^^^"), "{err}");
}
