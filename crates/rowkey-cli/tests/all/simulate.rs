//! `rowkey simulate`: the seed's partition case collapses onto one region per partition after
//! growth, an MD5-prefixed design stays spread, and bad numbers are refused with the option named.

use crate::common;
use common::{fails, ok};
use serde_json::Value;
use std::path::PathBuf;

fn preset(name: &str) -> String {
    format!("{}/../../presets/{name}.json", env!("CARGO_MANIFEST_DIR"))
}

fn simulate_json(design: &str, extra: &[&str]) -> Value {
    let path = preset(design);
    let mut args = vec![
        "simulate",
        path.as_str(),
        "--rows",
        "200M",
        "--row-bytes",
        "1000",
        "--sample",
        "200000",
        "--format",
        "json",
    ];
    args.extend_from_slice(extra);
    serde_json::from_str(&ok(&args)).expect("json")
}

fn u(v: &Value) -> u64 {
    v.as_u64().expect("a number")
}

/// What every report must hold whatever the design: the final regions tile the key space in
/// order, their rows and bytes add up to what was written, and the last window's writes add up
/// to the rows of that window.
fn check_consistent(r: &Value, key_bytes: u64) {
    let regions = r["final_regions"].as_array().unwrap();
    assert_eq!(regions[0]["start"], "");
    assert_eq!(regions.last().unwrap()["end"], "");
    for pair in regions.windows(2) {
        assert_eq!(pair[0]["end"], pair[1]["start"]);
    }
    let rows: u64 = regions.iter().map(|x| u(&x["rows"])).sum();
    assert_eq!(rows, 200_000_000);
    // Every key of these designs has the same length: the bytes are known without the tool.
    assert_eq!(u(&r["total_bytes"]), 200_000_000 * (key_bytes + 1000));
    let bytes: u64 = regions.iter().map(|x| u(&x["bytes"])).sum();
    assert!(bytes.abs_diff(u(&r["total_bytes"])) <= regions.len() as u64);
    let timeline = r["timeline"].as_array().unwrap();
    assert_eq!(timeline.len(), 10);
    let last_window = u(&timeline[9]["rows_written"]) - u(&timeline[8]["rows_written"]);
    let writes: u64 = regions.iter().map(|x| u(&x["writes_last_window"])).sum();
    assert_eq!(writes, last_window);
    let hot = regions
        .iter()
        .filter(|x| u(&x["writes_last_window"]) > 0)
        .count();
    assert_eq!(u(&r["hot_regions_last_window"]), hot as u64);
    assert_eq!(u(&timeline[9]["regions"]), regions.len() as u64);
    // Every split passed its threshold, and the splits account for the regions added.
    let splits = r["splits"].as_array().unwrap();
    for s in splits {
        assert!(u(&s["bytes"]) > u(&s["threshold"]), "{s}");
    }
    assert_eq!(
        u(&r["initial_regions"]) + splits.len() as u64,
        regions.len() as u64
    );
}

#[test]
fn partition_design_collapses_onto_one_region_per_partition() {
    let r = simulate_json("partition", &[]);
    // {id | mod(10) | i64}{id | i64}: 16-byte keys.
    check_consistent(&r, 16);
    assert_eq!(r["initial_regions"], 10);
    let regions = r["final_regions"].as_array().unwrap();
    // ~189 GB over 10 GiB regions: the table grows well past its 10 pre-split regions…
    assert!(regions.len() >= 20, "{}", regions.len());
    // …but the last window's writes land on exactly one region per partition: the one holding
    // that partition's highest ids, which sorts last among the partition's regions.
    assert_eq!(r["hot_regions_last_window"], 10);
    // The writes that come next reach the same ten: one region per partition.
    assert_eq!(r["end_reach"]["reached"], 10);
    for x in regions.iter().filter(|x| u(&x["writes_last_window"]) > 0) {
        let end = x["end"].as_str().unwrap();
        assert!(
            end.is_empty() || end.len() == 32 && end.starts_with(&"\\x00".repeat(7)),
            "a hot region should end at the next partition's start, not at {end}"
        );
    }
    assert_eq!(r["verdict"]["first"], "spread");
    assert_eq!(r["verdict"]["last"], "narrowed");
    assert_eq!(r["verdict"]["survives"], false);
    assert_eq!(r["policy"]["name"], "stepping");
    assert_eq!(
        r["policy"]["class"],
        "org.apache.hadoop.hbase.regionserver.SteppingSplitPolicy"
    );
    assert_eq!(r["policy"]["initial_size"], 256u64 << 20);
}

#[test]
fn md5_prefixed_design_stays_spread() {
    let r = simulate_json("md5-prefix", &[]);
    // {id | md5 | hex | left(4)}_{id} with id user######: 4 + 1 + 10 bytes.
    check_consistent(&r, 15);
    let regions = r["final_regions"].as_array().unwrap();
    assert!(regions.len() > 16, "{}", regions.len());
    assert_eq!(u(&r["hot_regions_last_window"]), regions.len() as u64);
    assert!(r["busiest_share_last_window"].as_f64().unwrap() < 3.0 / regions.len() as f64);
    assert_eq!(r["verdict"]["last"], "spread");
    assert_eq!(r["verdict"]["survives"], true);
}

#[test]
fn policies_change_the_splits() {
    // Disabled never splits; constant at 10 GiB splits no sooner than stepping does.
    let d = simulate_json("md5-prefix", &["--policy", "disabled"]);
    assert_eq!(d["splits"].as_array().unwrap().len(), 0);
    assert_eq!(d["final_regions"].as_array().unwrap().len(), 16);
    let c = simulate_json(
        "md5-prefix",
        &["--policy", "constant", "--max-filesize", "5G"],
    );
    for s in c["splits"].as_array().unwrap() {
        assert_eq!(u(&s["threshold"]), 5 << 30);
    }
    let i = simulate_json(
        "partition",
        &["--policy", "increasing", "--servers", "2", "--windows", "5"],
    );
    assert_eq!(i["timeline"].as_array().unwrap().len(), 5);
    assert_eq!(i["servers"], 2);
}

#[test]
fn text_report_and_bad_numbers() {
    let path = preset("partition");
    let out = ok(&[
        "simulate",
        &path,
        "--rows",
        "2e7",
        "--row-bytes",
        "1K",
        "--sample",
        "10000",
    ]);
    assert!(
        out.contains(
            "policy     stepping (org.apache.hadoop.hbase.regionserver.SteppingSplitPolicy)"
        ),
        "{out}"
    );
    assert!(out.contains("approximations:"), "{out}");
    let err = fails(&["simulate", &path, "--rows", "0", "--row-bytes", "1"]);
    assert!(err.contains("--rows: 0 rows"), "{err}");
    let err = fails(&["simulate", &path, "--rows", "1e15", "--row-bytes", "16G"]);
    assert!(err.contains("--row-bytes"), "{err}");
    let err = fails(&[
        "simulate",
        &path,
        "--rows",
        "1e6",
        "--row-bytes",
        "1",
        "--max-filesize",
        "1K",
    ]);
    assert!(err.contains("--max-filesize"), "{err}");
    let err = fails(&["simulate", &path, "--rows", "1e6", "--row-bytes", "10 GiBs"]);
    assert!(err.contains("not a size unit"), "{err}");
    let err = fails(&[
        "simulate",
        &path,
        "--rows",
        "1e6",
        "--row-bytes",
        "1",
        "--policy",
        "x",
    ]);
    assert!(err.contains("stepping"), "{err}");
}

// The growth outcome is write concurrency at a moment: a time-first key writes to one region
// whatever the rows per day and the sample size, and loses to a salted key in `simulate` and
// `compare` alike.

const FIELDS: &str = r#""fields": {
    "device_id": "pattern(\"dev-#####\")",
    "ts": "timestamp(\"2024-02-15T00:00:00Z\", 1000)",
    "metric": "choice(\"cpu\", \"mem\", \"disk\", \"net\")"
  }"#;

/// A year at `per_day` rows a day.
fn year(per_day: u64) -> String {
    (per_day * 365).to_string()
}

fn designs(name: &str) -> (tempdir::Dir, PathBuf, PathBuf) {
    let dir = tempdir::Dir::new(name);
    let time_first = dir.path.join("time-first.json");
    std::fs::write(
        &time_first,
        format!(r#"{{"version": 1, "name": "time first", "template": "{{ts}}_{{device_id}}_{{metric}}", {FIELDS}}}"#),
    )
    .unwrap();
    let salted = dir.path.join("salted.json");
    std::fs::write(
        &salted,
        format!(
            r#"{{"version": 1, "name": "salted",
            "template": "{{device_id | javahash | and(0x7fffffff) | mod(10) | dec(1)}}_{{ts}}_{{device_id}}_{{metric}}",
            {FIELDS}, "splits": {{"algorithm": "salt", "regions": 10}}}}"#
        ),
    )
    .unwrap();
    (dir, time_first, salted)
}

fn simulate_year(design: &std::path::Path, rows: &str, sample: &str) -> Value {
    let path = design.to_str().unwrap();
    let args = [
        "simulate",
        path,
        "--rows",
        rows,
        "--row-bytes",
        "200",
        "--sample",
        sample,
        "--format",
        "json",
    ];
    serde_json::from_str(&ok(&args)).expect("json")
}

#[test]
fn a_time_first_key_writes_to_one_region_at_any_rate_and_sample() {
    let (_dir, time_first, salted) = designs("reach-rate");
    for per_day in [1_000_000, 50_000_000] {
        for sample in ["50000", "200000"] {
            let r = simulate_year(&time_first, &year(per_day), sample);
            let reach = &r["end_reach"];
            assert_eq!(
                reach["reached"], 1,
                "{per_day}/day, sample {sample}: {reach}"
            );
            assert_eq!(reach["busiest_share"], 1.0);
            assert_eq!(r["verdict"]["last"], "single");
            assert_eq!(r["verdict"]["survives"], false);
            // An even spread of as many writes would reach nearly every region.
            let regions = r["final_regions"].as_array().unwrap().len() as f64;
            assert!(reach["even"].as_f64().unwrap() > regions * 0.99);
        }
    }
    // The salted key writes to the newest region of each of its ten buckets.
    let r = simulate_year(&salted, &year(50_000_000), "200000");
    assert_eq!(r["end_reach"]["reached"], 10, "{}", r["end_reach"]);
    assert_eq!(r["initial_regions"], 10);
}

#[test]
fn compare_never_ranks_a_time_first_key_better_after_growth() {
    let (_dir, time_first, salted) = designs("reach-compare");
    let (a, b) = (time_first.to_str().unwrap(), salted.to_str().unwrap());
    let rows = year(50_000_000);
    let args = [
        "compare",
        a,
        b,
        "--rows",
        &rows,
        "--row-bytes",
        "200",
        "--sample",
        "100000",
        "--count",
        "20000",
    ];
    let v: Value =
        serde_json::from_str(&ok(&[&args[..], &["--format", "json"][..]].concat())).expect("json");
    let growth: Vec<&Value> = v["differences"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["aspect"].as_str().unwrap().starts_with("growth_"))
        .collect();
    assert!(growth.iter().all(|d| d["better"] != "a"), "{growth:#?}");
    let hot = growth
        .iter()
        .find(|d| d["aspect"] == "growth_hot_regions")
        .expect("the reach differs");
    assert_eq!(hot["better"], "b");
    // The text report says the same, naming the even spread.
    let text = ok(&args);
    assert!(text.contains("(even:"), "{text}");
}

/// A directory removed when dropped.
mod tempdir {
    pub struct Dir {
        pub path: std::path::PathBuf,
    }
    impl Dir {
        pub fn new(name: &str) -> Dir {
            let path = std::env::temp_dir().join(format!("rowkey-{name}-{}", std::process::id()));
            std::fs::create_dir_all(&path).unwrap();
            Dir { path }
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            std::fs::remove_dir_all(&self.path).ok();
        }
    }
}
