//! `--lang` and the locale environment: the same analysis in English and Chinese.

use crate::common;

use common::rowkey;
use std::io::Write;

const DESIGN: &str = r#"{"template":"{ts}_{id}","fields":{"ts":"timestamp(\"2024-02-15T00:00:00Z\", 100)","id":"uuid()"}}"#;

fn design() -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().expect("temp file");
    f.write_all(DESIGN.as_bytes()).expect("write");
    f
}

/// Run `rowkey` with only the locale variables given (the rest of the environment kept).
fn run_env(args: &[&str], env: &[(&str, &str)]) -> (i32, String, String) {
    let mut cmd = rowkey();
    for k in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(k);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8 stdout"),
        String::from_utf8(out.stderr).expect("utf-8 stderr"),
    )
}

fn hotspot_line(report: &str) -> &str {
    report
        .lines()
        .find(|l| l.contains("[hotspot]"))
        .unwrap_or_else(|| panic!("no hotspot lint in\n{report}"))
}

#[test]
fn lang_flag_and_locale_choose_the_language() {
    let d = design();
    let path = d.path().to_str().expect("utf-8 path");
    let (code, en, err) = run_env(&["analyze", path], &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        hotspot_line(&en).starts_with(
            "  warning[hotspot] `{ts}` at 0..4 rises with insertion order: every write goes to \
             the last region"
        ),
        "{en}"
    );
    assert!(en.contains("\nlints\n") && en.contains("    why: regions hold"));
    let (code, zh, err) = run_env(&["--lang", "zh-CN", "analyze", path], &[]);
    assert_eq!(code, 0, "{err}");
    let line = hotspot_line(&zh);
    assert!(
        line.starts_with("  警告[hotspot] `{ts}`（位置 0..4） 随写入顺序单调递增"),
        "{zh}"
    );
    assert!(
        line.contains("`{ts | javahash | absmod(16) | dec(2)}_`"),
        "{line}"
    );
    assert!(
        zh.contains("\n检查结果\n") && zh.contains("    原因："),
        "{zh}"
    );
    // The environment, POSIX style: LANG, overridden by LC_ALL; `--lang` beats both.
    let (_, by_lang, _) = run_env(&["analyze", path], &[("LANG", "zh_CN.UTF-8")]);
    assert_eq!(hotspot_line(&by_lang), line);
    let (_, by_lc_all, _) = run_env(
        &["analyze", path],
        &[("LANG", "zh_CN.UTF-8"), ("LC_ALL", "en_US.UTF-8")],
    );
    assert_eq!(hotspot_line(&by_lc_all), hotspot_line(&en));
    let (_, flag_wins, _) = run_env(
        &["analyze", "--lang", "en", path],
        &[("LC_ALL", "zh_CN.UTF-8")],
    );
    assert_eq!(hotspot_line(&flag_wins), hotspot_line(&en));
    // JSON keeps its keys; its messages follow the language.
    let (_, json, _) = run_env(&["--lang", "zh", "analyze", path, "--format", "json"], &[]);
    let v: serde_json::Value = serde_json::from_str(&json).expect("json");
    let lint = v["lints"]
        .as_array()
        .and_then(|l| l.iter().find(|l| l["rule"] == "hotspot"))
        .expect("hotspot lint");
    assert!(
        lint["message"].as_str().unwrap().contains("单调递增"),
        "{lint}"
    );
    assert!(
        lint["why"].as_str().unwrap().contains("RegionServer"),
        "{lint}"
    );
}

#[test]
fn an_unknown_language_is_a_clear_error() {
    let (code, out, err) = run_env(&["--lang", "fr", "analyze", "x.json"], &[]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("unknown language `fr`; choose en or zh-CN"),
        "{err}"
    );
    // A locale the product does not speak falls back to English rather than failing.
    let d = design();
    let path = d.path().to_str().expect("utf-8 path");
    let (code, out, err) = run_env(&["analyze", path], &[("LANG", "fr_FR.UTF-8")]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("warning[hotspot]"), "{out}");
}

#[test]
fn compare_speaks_chinese_when_asked() {
    let (a, b) = (
        "../../presets/partition.json",
        "../../presets/md5-prefix.json",
    );
    let args = |lang: &'static str| ["--lang", lang, "compare", a, b, "--count", "20000"];
    let (code, en, err) = run_env(&args("en"), &[]);
    assert_eq!(code, 0, "{err}");
    let (code, zh, err) = run_env(&args("zh-CN"), &[]);
    assert_eq!(code, 0, "{err}");
    let header = |t: &str| t.lines().nth(5).unwrap_or("").to_owned();
    assert!(header(&en).starts_with("aspect") && header(&en).ends_with("better"));
    assert!(
        header(&zh).starts_with("方面") && header(&zh).ends_with("更好"),
        "{zh}"
    );
    let whys = |t: &str, w: &str| t.lines().filter(|l| l.trim_start().starts_with(w)).count();
    assert!(whys(&en, "why: ") >= 3, "{en}");
    assert_eq!(whys(&en, "why: "), whys(&zh, "原因："), "{zh}");
    // The same rows, figures and tally in both.
    assert_eq!(en.lines().count(), zh.lines().count());
    let digits = |t: &str| -> String { t.chars().filter(char::is_ascii_digit).collect() };
    let tally = |t: &str| digits(t.lines().last().unwrap_or(""));
    assert_eq!(tally(&en), tally(&zh));
    assert!(zh.lines().last().unwrap().starts_with("共 "), "{zh}");
    assert!(en
        .lines()
        .last()
        .unwrap()
        .contains(" difference(s): A is better in "));
}

/// A file holding `text`.
fn file_of(text: &str) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().expect("temp file");
    f.write_all(text.as_bytes()).expect("write");
    f
}

#[test]
fn import_errors_and_flag_prefixes_follow_the_language() {
    let splits = file_of("Total number of splits = 3\n10\n=> [\"10\"\n");
    let path = splits.path().to_str().expect("utf-8 path");
    let args = ["import", "--from", "get-splits", path];
    let (code, _, en) = run_env(&[&["--lang", "en"][..], &args].concat(), &[]);
    assert_ne!(code, 0);
    assert!(
        en.contains(&format!("{path}:3: the list is not closed: `]` is missing")),
        "{en}"
    );
    let (code, _, zh) = run_env(&[&["--lang", "zh-CN"][..], &args].concat(), &[]);
    assert_ne!(code, 0);
    assert!(
        zh.contains(&format!("{path}:3：列表没有闭合：缺少 `]`")),
        "{zh}"
    );

    let d = design();
    let keys = file_of("00ff\n");
    let args = [
        "analyze",
        d.path().to_str().expect("utf-8 path"),
        "--keys",
        keys.path().to_str().expect("utf-8 path"),
        "--keys-format",
        "hex",
        "--keys-column",
        "k",
    ];
    let (_, _, en) = run_env(&[&["--lang", "en"][..], &args].concat(), &[]);
    assert!(
        en.contains("--keys-column: a key column is for the csv format only, not `hex`"),
        "{en}"
    );
    let (_, _, zh) = run_env(&[&["--lang", "zh-CN"][..], &args].concat(), &[]);
    assert!(
        zh.contains("--keys-column：key 列只适用于 csv 格式，不适用于 `hex`"),
        "{zh}"
    );
}
