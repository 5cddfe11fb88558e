//! The text reports in Chinese: `analyze`, `simulate`, `compare` and `size` on a preset leave no
//! English words but identifiers and the design's own names, and print the English run's figures.

use crate::common;

use common::rowkey;
use std::collections::BTreeSet;

const DESIGN: &str = "../../presets/ecommerce-orders.json";
const OTHER: &str = "../../presets/md5-prefix.json";
/// A growth simulation of [`DESIGN`] that splits (50M rows of 300 bytes past 1G regions).
const SIMULATE: &[&str] = &[
    "simulate",
    DESIGN,
    "--rows",
    "50000000",
    "--row-bytes",
    "300",
    "--sample",
    "20000",
    "--max-filesize",
    "1G",
];

/// HBase's terms and identifiers, which Chinese engineers write in English too, and the CLI's
/// own names (flags' values, algorithm and policy names).
const ALLOWED: &[&str] = &[
    // HBase terms the issue keeps in English.
    "hbase",
    "region",
    "regions",
    "regionserver",
    "rowkey",
    "flush",
    "memstore",
    "store",
    "compaction",
    "balancer",
    "scan",
    "cell",
    "quantile",
    "json",
    "format",
    // Split algorithms and policies, as `--algorithm` and `--policy` take them.
    "salt",
    "stepping",
    "increasing",
    "constant",
    "disabled",
    "hexstring",
    "uniform",
    "decimal",
    "auto",
    // Template transforms and generator names a report quotes.
    "javahash",
    "pattern",
    "timestamp",
];

/// Run `rowkey --lang <lang> <args>` with no locale in the environment; the status must be 0.
fn run(lang: &str, args: &[&str]) -> String {
    let mut cmd = rowkey();
    for k in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(k);
    }
    let out = cmd
        .arg("--lang")
        .arg(lang)
        .args(args)
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?} in {lang}: {stderr}");
    String::from_utf8(out.stdout).expect("utf-8 stdout")
}

/// The words of `text` outside `code spans`: tokens of ASCII letters only.
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        // Odd parts are inside backticks, on a line that opened one.
        if i % 2 == 1 {
            continue;
        }
        // A token joined by `.`, `_` or `-` (org.apache.hadoop, user_id, key-length,
        // --all-regions) is an identifier, not a word.
        out.extend(
            part.split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')))
                .map(|t| t.trim_end_matches('.'))
                .filter(|t| !t.is_empty() && t.chars().all(|c| c.is_ascii_alphabetic()))
                .map(str::to_owned),
        );
    }
    out
}

/// The design's own names (fields, queries, table, template): user data, never translated.
fn user_words(paths: &[&str]) -> BTreeSet<String> {
    paths
        .iter()
        .flat_map(|p| {
            let text = std::fs::read_to_string(p).expect("preset");
            text.split(|c: char| !c.is_ascii_alphabetic())
                .filter(|w| !w.is_empty())
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .map(|w| w.to_ascii_lowercase())
        .collect()
}

/// English words of four letters or more left in `zh`, with the line each is on.
fn english_left(zh: &str, user: &BTreeSet<String>) -> Vec<String> {
    let mut left = Vec::new();
    for line in zh.lines() {
        // Backticks pair up within a line; a key or template in a report is user data.
        for w in words(line) {
            let lower = w.to_ascii_lowercase();
            if w.len() >= 4
                && !ALLOWED.contains(&lower.as_str())
                && !user.contains(&lower)
                // A class name (SteppingSplitPolicy) or a Java/HBase identifier in CamelCase.
                && !w.chars().skip(1).any(|c| c.is_ascii_uppercase())
            {
                left.push(format!("{w:?} in {line:?}"));
            }
        }
    }
    left
}

/// Every run of digits, in order.
fn figures(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|d| !d.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The report in both languages: Chinese with no English left, and the same figures in the same
/// order (`skip` drops lines whose figures a locale writes its own way, e.g. 1 亿 for 100,000,000).
fn check(args: &[&str], user: &BTreeSet<String>) {
    let en = run("en", args);
    let zh = run("zh-CN", args);
    assert_ne!(en, zh, "{args:?}: the Chinese report is the English one");
    let left = english_left(&zh, user);
    assert!(
        left.is_empty(),
        "{args:?}: English left in the Chinese report:\n{}\n\n{zh}",
        left.join("\n")
    );
    assert_eq!(
        en.lines().count(),
        zh.lines().count(),
        "{args:?}: line counts differ\n{en}\n{zh}"
    );
    for (e, z) in en.lines().zip(zh.lines()) {
        // Lint messages come from the core and group their counts for the locale (1 亿);
        // every other line prints its figures as the English one does.
        if grouped_by_locale(z) {
            continue;
        }
        assert_eq!(
            figures(e),
            figures(z),
            "{args:?}: figures differ between\n  {e}\n  {z}"
        );
    }
}

/// A line whose counts the Chinese locale groups its own way (万, 亿).
fn grouped_by_locale(line: &str) -> bool {
    line.contains('亿') || line.contains('万')
}

#[test]
fn analyze_in_chinese_has_no_english_and_the_same_figures() {
    let user = user_words(&[DESIGN]);
    check(&["analyze", DESIGN, "--count", "20000"], &user);
    check(
        &["analyze", DESIGN, "--count", "20000", "--all-regions"],
        &user,
    );
}

#[test]
fn simulate_in_chinese_has_no_english_and_the_same_figures() {
    let user = user_words(&[DESIGN]);
    for policy in ["stepping", "increasing", "constant", "disabled"] {
        check(&[SIMULATE, &["--policy", policy]].concat(), &user);
    }
}

#[test]
fn compare_in_chinese_has_no_english_and_the_same_figures() {
    let user = user_words(&[DESIGN, OTHER]);
    check(&["compare", DESIGN, OTHER, "--count", "20000"], &user);
}

#[test]
fn size_in_chinese_has_no_english_and_the_same_figures() {
    let user = user_words(&[]);
    for rows in ["1000", "2000000000"] {
        check(&["size", "--rows", rows, "--row-bytes", "300"], &user);
    }
}

#[test]
fn the_scanner_finds_english_and_skips_identifiers() {
    let user = user_words(&[DESIGN]);
    let left = english_left(
        "分裂策略 stepping，HBase 类 org.apache.SteppingSplitPolicy `{order_id}` [key-length]\n\
         the busiest region. Orders",
        &user,
    );
    assert_eq!(left.len(), 1, "{left:?}");
    assert!(left[0].starts_with("\"busiest\""), "{left:?}");
    assert_eq!(figures("a 1,024 b 9.5 %"), ["1", "024", "9", "5"]);
}

/// The cells of a table line: runs of text between gaps of two spaces or more, each as its
/// first and one-past-last display column (a Chinese character takes two).
fn cells(line: &str) -> Vec<(usize, usize)> {
    use unicode_width::UnicodeWidthChar;
    let mut out = Vec::new();
    let (mut col, mut spaces, mut start) = (0, 0, None::<usize>);
    let mut last_end = 0;
    for c in line.chars() {
        if c == ' ' {
            spaces += 1;
            if spaces == 2 {
                if let Some(s) = start.take() {
                    out.push((s, last_end));
                }
            }
        } else {
            if start.is_none() {
                start = Some(col);
            }
            spaces = 0;
            last_end = col + c.width().unwrap_or(0);
        }
        col += c.width().unwrap_or(0);
    }
    if let Some(s) = start {
        out.push((s, last_end));
    }
    out
}

/// Every line after the heading (up to the first blank line) has each cell under a heading: it
/// starts where the heading starts (left-aligned text) or ends where it ends (right-aligned
/// figures). Cells past the last heading (a share's bar, a flag) are free.
fn assert_lines_up_with_heading(report: &str, heading_starts: &str) {
    let mut lines = report.lines();
    let heading = lines
        .find(|l| l.trim_start().starts_with(heading_starts))
        .unwrap_or_else(|| panic!("no heading {heading_starts:?} in:\n{report}"));
    let heads = cells(heading);
    assert!(heads.len() >= 4, "{heading:?}: {heads:?}");
    let last = heads.last().expect("headings").1;
    let mut rows = 0;
    for line in lines.take_while(|l| !l.trim().is_empty()) {
        for (s, e) in cells(line) {
            if s >= last {
                continue;
            }
            assert!(
                heads.iter().any(|&(hs, he)| hs == s || he == e),
                "{line:?}: the cell at columns {s}..{e} is under no heading of {heading:?} {heads:?}"
            );
        }
        rows += 1;
    }
    assert!(rows >= 3, "only {rows} rows under {heading:?}");
}

#[test]
fn chinese_tables_line_up_by_display_width() {
    let analyze = run("zh-CN", &["analyze", DESIGN, "--count", "20000"]);
    assert_lines_up_with_heading(&analyze, "编号");
    let simulate = run("zh-CN", SIMULATE);
    assert_lines_up_with_heading(&simulate, "时间线");
    // The same tables in English line up too (their headings are never wider than the figures).
    assert_lines_up_with_heading(
        &run("en", &["analyze", DESIGN, "--count", "20000"]),
        "region",
    );
}

#[test]
fn the_alignment_check_catches_a_table_padded_by_characters() {
    // `{:>6}` pads 编号 by its 2 characters, not its 4 columns: it ends 2 columns too far.
    let padded = format!(
        "{:>6}  {:<5}  {:>9}\n{:>6}  {:<5}  {:>9}\n{:>6}  {:<5}  {:>9}\n{:>6}  {:<5}  {:>9}\n",
        "编号", "起始", "key 数", 0, "a", 10, 1, "b", 20, 2, "c", 30
    );
    let caught = std::panic::catch_unwind(|| assert_lines_up_with_heading(&padded, "编号"));
    assert!(caught.is_err(), "{padded}");
}
