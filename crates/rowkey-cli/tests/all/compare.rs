//! `rowkey compare`: two presets' reports exactly as `rowkey analyze` gives them, and their
//! differences checked against figures read from those reports here.

use serde_json::Value;
use std::collections::BTreeSet;

use crate::common;
use common::{fails, ok};

const A: &str = "../../presets/partition.json";
const B: &str = "../../presets/md5-prefix.json";
const ORDERS: &str = "../../presets/order-simple.json";

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&ok(args)).expect("json")
}

fn analyze(path: &str) -> Value {
    json(&["analyze", path, "--format", "json", "--count", "20000"])
}

/// The difference with this aspect, if listed.
fn find<'a>(v: &'a Value, aspect: &str) -> Option<&'a Value> {
    v["differences"]
        .as_array()
        .expect("differences")
        .iter()
        .find(|d| d["aspect"] == aspect)
}

fn rank(verdict: &Value) -> f64 {
    match verdict.as_str().expect("verdict") {
        "good" => 0.0,
        "acceptable" => 1.0,
        "needs_work" => 2.0,
        other => panic!("unknown verdict {other}"),
    }
}

/// Which side a lower (or higher) figure favours, as the reports give the figures.
fn better(a: f64, b: f64, lower: bool) -> &'static str {
    match (a < b, b < a) {
        (true, _) if lower => "a",
        (_, true) if lower => "b",
        (true, _) => "b",
        (_, true) => "a",
        _ => "neither",
    }
}

#[test]
fn compare_json_holds_both_reports_and_their_differences() {
    for (pa, pb) in [(A, B), (ORDERS, B)] {
        let v = json(&["compare", pa, pb, "--format", "json", "--count", "20000"]);
        let (ra, rb) = (analyze(pa), analyze(pb));
        assert_eq!(v["a"], ra, "A's report is `analyze`'s");
        assert_eq!(v["b"], rb, "B's report is `analyze`'s");

        let figure =
            |aspect: &str, fa: f64, fb: f64, lower: bool, shown_equal: bool| match find(&v, aspect)
            {
                Some(d) => {
                    assert_eq!(d["a"].as_f64(), Some(fa), "{aspect}");
                    assert_eq!(d["b"].as_f64(), Some(fb), "{aspect}");
                    assert_eq!(d["better"], better(fa, fb, lower), "{aspect}");
                    assert!(!d["why"].as_str().unwrap().is_empty());
                }
                None => assert!(shown_equal, "{aspect}: {fa} vs {fb} is not listed"),
            };
        let (va, vb) = (rank(&ra["verdict"]["level"]), rank(&rb["verdict"]["level"]));
        figure("verdict", va, vb, true, va == vb);
        let dev = |r: &Value| r["stats"]["deviation_pct"].as_f64().unwrap();
        let (da, db) = (dev(&ra), dev(&rb));
        figure(
            "deviation_pct",
            da,
            db,
            true,
            format!("{da:.1}") == format!("{db:.1}"),
        );
        let rpw = |r: &Value| {
            r["verdict"]["concurrency"]["regions_per_window"]
                .as_f64()
                .unwrap()
        };
        let (wa, wb) = (rpw(&ra), rpw(&rb));
        figure("write_spread", wa, wb, false, false);
        let dead = |r: &Value| {
            r["regions"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|g| g["dead"] == true)
                .count() as f64
        };
        figure(
            "dead_regions",
            dead(&ra),
            dead(&rb),
            true,
            dead(&ra) == dead(&rb),
        );
        let len = |r: &Value| r["key_lengths"]["mean"].as_f64().unwrap();
        let (la, lb) = (len(&ra), len(&rb));
        figure(
            "mean_key_length",
            la,
            lb,
            true,
            format!("{la:.1}") == format!("{lb:.1}"),
        );
        let n = |r: &Value| r["regions"].as_array().unwrap().len() as f64;
        let regions = find(&v, "regions").expect("10 against 16 regions");
        assert_eq!(
            (regions["a"].as_f64(), regions["b"].as_f64()),
            (Some(n(&ra)), Some(n(&rb)))
        );
        assert_eq!(regions["better"], "neither");

        // Lints: exactly the rules found in one report and not the other.
        let rules = |r: &Value| -> BTreeSet<String> {
            r["lints"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| l["rule"].as_str().unwrap().to_string())
                .collect()
        };
        let (la, lb) = (rules(&ra), rules(&rb));
        let want: BTreeSet<String> = la
            .symmetric_difference(&lb)
            .map(|r| format!("lint:{r}"))
            .collect();
        let got: BTreeSet<String> = v["differences"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|d| {
                d["aspect"]
                    .as_str()
                    .filter(|a| a.starts_with("lint:"))
                    .map(String::from)
            })
            .collect();
        assert_eq!(got, want);
        // Scans per query, matched by name.
        for q in ra["queries"].as_array().unwrap() {
            let name = q["name"].as_str().unwrap();
            let other = rb["queries"]
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["name"] == name);
            let d = find(&v, &format!("scans:{name}"));
            match other {
                Some(p) if p["scans"] == q["scans"] => assert!(d.is_none(), "{name}"),
                Some(p) => assert_eq!(d.unwrap()["b"], p["scans"].as_f64().unwrap()),
                None => assert_eq!(d.expect(name)["b"], Value::Null),
            }
        }
    }
}

#[test]
fn the_same_design_twice_has_no_differences() {
    let v = json(&["compare", B, B, "--format", "json", "--count", "5000"]);
    assert_eq!(v["differences"], serde_json::json!([]));
    let text = ok(&["compare", B, B, "--count", "5000"]);
    assert!(
        text.ends_with("no differences: the two reports read the same\n"),
        "{text}"
    );
}

#[test]
fn compare_text_is_a_side_by_side_table_with_the_better_value_marked() {
    let text = ok(&["compare", A, B, "--count", "20000"]);
    let v = json(&["compare", A, B, "--format", "json", "--count", "20000"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        format!("A          {}", v["a"]["name"].as_str().unwrap())
    );
    assert_eq!(
        lines[2],
        format!("B          {}", v["b"]["name"].as_str().unwrap())
    );
    let header = lines
        .iter()
        .position(|l| l.starts_with("aspect"))
        .expect("header");
    assert!(lines[header].ends_with("better"), "{}", lines[header]);
    let a_col = lines[header].find("  A").unwrap();
    let b_col = lines[header].find("  B").unwrap();
    let diffs = v["differences"].as_array().unwrap();
    // One row and one `why` line per difference, in the JSON's order.
    for (i, d) in diffs.iter().enumerate() {
        let row = lines[header + 1 + 2 * i];
        let why = lines[header + 2 + 2 * i];
        assert!(row.starts_with(d["label"].as_str().unwrap()), "{row}");
        let (at, bt) = (d["a_text"].as_str().unwrap(), d["b_text"].as_str().unwrap());
        let chars: Vec<char> = row.chars().collect();
        let a_cell: String = chars[a_col..].iter().collect();
        let b_cell: String = chars[b_col..].iter().collect();
        let mark = |side: &str| if d["better"] == side { "✓ " } else { "  " };
        assert!(a_cell.starts_with(&format!("{}{at}", mark("a"))), "{row}");
        assert!(b_cell.starts_with(&format!("{}{bt}", mark("b"))), "{row}");
        let letter = match d["better"].as_str().unwrap() {
            "a" => "A",
            "b" => "B",
            _ => "–",
        };
        assert!(row.trim_end().ends_with(letter), "{row}");
        assert_eq!(
            why.trim_start(),
            format!("why: {}", d["why"].as_str().unwrap())
        );
    }
    assert!(text.contains(&format!("{} difference(s)", diffs.len())));
}

#[test]
fn a_bad_design_says_which_file_and_where() {
    let dir = std::env::temp_dir().join(format!("rowkey-compare-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.json");
    std::fs::write(
        &bad,
        "{\"template\": \"{id | nope}\", \"fields\": {\"id\": \"seq(0, 1)\"}}",
    )
    .unwrap();
    let err = fails(&["compare", A, bad.to_str().unwrap()]);
    assert!(err.contains("bad.json") && err.contains("nope"), "{err}");
    let err = fails(&["compare", A, "/nonexistent/b.json"]);
    assert!(err.contains("cannot read /nonexistent/b.json"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn rows_adds_each_designs_growth_and_its_differences() {
    let sim = [
        "--rows",
        "200000000",
        "--row-bytes",
        "100",
        "--sample",
        "100000",
    ];
    let mut args = vec!["compare", A, B, "--format", "json", "--count", "20000"];
    args.extend(sim);
    let v = json(&args);
    let simulate = |path: &str| {
        let mut args = vec!["simulate", path, "--format", "json"];
        args.extend(sim);
        json(&args)
    };
    let (ga, gb) = (simulate(A), simulate(B));
    assert_eq!(v["growth"]["a"], ga, "A's growth is `simulate`'s");
    assert_eq!(v["growth"]["b"], gb, "B's growth is `simulate`'s");
    let hot = |g: &Value| g["end_reach"]["reached"].as_f64().unwrap();
    let busiest = |g: &Value| g["end_reach"]["busiest_share"].as_f64().unwrap();
    let survives = |g: &Value| f64::from(u8::from(g["verdict"]["survives"] == true));
    for (aspect, fa, fb, lower) in [
        ("growth_hot_regions", hot(&ga), hot(&gb), false),
        ("growth_busiest_share", busiest(&ga), busiest(&gb), true),
        ("growth_survives", survives(&ga), survives(&gb), false),
    ] {
        match find(&v, aspect) {
            Some(d) => {
                assert_eq!(
                    (d["a"].as_f64(), d["b"].as_f64()),
                    (Some(fa), Some(fb)),
                    "{aspect}"
                );
                assert_eq!(d["better"], better(fa, fb, lower), "{aspect}");
            }
            None => assert_eq!(fa, fb, "{aspect} differs but is not listed"),
        }
    }
    // The partition design writes to its ten partitions at once, the MD5 one to all 16.
    assert!(hot(&ga) < hot(&gb), "{} vs {}", hot(&ga), hot(&gb));
    assert_eq!(find(&v, "growth_hot_regions").unwrap()["better"], "b");
    // Without --rows there is no growth part; --rows needs --row-bytes.
    assert!(
        json(&["compare", A, B, "--format", "json", "--count", "2000"])
            .get("growth")
            .is_none()
    );
    let (code, _, err) = common::run(&["compare", A, B, "--rows", "1000"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--row-bytes"), "{err}");
}
