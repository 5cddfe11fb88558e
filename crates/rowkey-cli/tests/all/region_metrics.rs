//! `rowkey analyze --regions-metrics`: the real table's numbers beside the prediction, from
//! the fixtures in `testdata/metrics/` (shaped as HBase prints them), in text and JSON, in
//! English and Chinese, and bad files failing with where and what.

use crate::common;
use common::{fails, ok};
use std::io::Write;

fn path(name: &str) -> String {
    format!(
        "{}/../../testdata/metrics/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn design() -> String {
    path("orders.design.json")
}

#[test]
fn text_puts_each_region_beside_its_prediction() {
    let out = ok(&[
        "analyze",
        &design(),
        "--regions-metrics",
        &path("list_regions.txt"),
        &path("rs1.jmx.json"),
        &path("rs2.jmx.json"),
    ]);
    let (_, section) = out.split_once("The cluster's own numbers\n").unwrap();
    assert!(section.contains("list_regions.txt: the shell's list_regions output, 6 regions"));
    assert!(section.contains("rs1.jmx.json: a region server's JMX JSON (sub=Regions), 4 regions"));
    assert!(section.contains("2 regions of other tables in the JMX metrics left out"));
    let row = section
        .lines()
        .find(|l| l.trim_start().starts_with("5  5_"))
        .unwrap();
    // 1 299 227 034 bytes, 23 MiB of memstore, reads and writes from the JMX.
    for cell in ["16.7 %", "1.21 GiB", "23.00 MiB", "1010101", "2123456"] {
        assert!(row.contains(cell), "{cell} in {row}");
    }
    assert!(section.contains("2  2_        16.7 %  (no region of the table has these bounds)"));
    assert!(section.contains("3 regions of the table no longer match the design's splits:"));
    assert!(section.contains("[3_, 5_) in design region 3–4: merged since the design"));
    assert!(section.contains("[2_user004211, 3_) in design region 2: split since the design"));
    assert!(section.contains("Real table: NEEDS WORK"));
    assert!(section.contains("the largest region (starting at `3_`) holds 33.9 % of the bytes"));
}

#[test]
fn json_has_a_metrics_section_beside_the_report() {
    let out = ok(&[
        "analyze",
        &design(),
        "--format",
        "json",
        "--regions-metrics",
        &path("table.html"),
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["regions"].as_array().unwrap().len(),
        6,
        "the report is whole"
    );
    let m = &v["metrics"];
    assert_eq!(m["formats"], serde_json::json!(["master-ui"]));
    assert_eq!(m["table"], "orders");
    assert_eq!(m["observed_regions"], 6);
    let r1 = &m["regions"][1]["observed"];
    assert_eq!(r1["encoded"], "e8465c0d018c273fe33c16ff70488dad");
    assert_eq!(r1["read_requests"], 1_002_311);
    assert_eq!(r1["write_requests"], 2_150_004);
    assert!(m["regions"][2]["observed"].is_null());
    let kinds: Vec<&str> = m["unmatched"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["split", "split", "merged"]);
    assert_eq!(m["verdict"]["level"], "needs_work");
    assert_eq!(m["verdict"]["bytes"]["largest_start"], "3_");
}

#[test]
fn reasons_and_headings_follow_the_language() {
    let text = ok(&[
        "--lang",
        "zh-CN",
        "analyze",
        &design(),
        "--regions-metrics",
        &path("list_regions.txt"),
    ]);
    assert!(text.contains("集群的实际数值"), "{text}");
    assert!(text.contains("实际表："), "{text}");
    assert!(text.contains("设计之后已合并"), "{text}");
}

#[test]
fn jmx_alone_says_what_else_to_give() {
    let err = fails(&[
        "analyze",
        &design(),
        "--regions-metrics",
        &path("rs1.jmx.json"),
    ]);
    assert!(
        err.contains("--regions-metrics: the JMX metrics name each region by its encoded name"),
        "{err}"
    );
    assert!(err.contains("list_regions 'TABLE'"), "{err}");
}

#[test]
fn a_bad_file_fails_naming_the_file_and_line_before_the_analysis() {
    let full = std::fs::read_to_string(path("rs2.jmx.json")).unwrap();
    let mut cut = tempfile::NamedTempFile::new().unwrap();
    cut.write_all(&full.as_bytes()[..full.len() / 3]).unwrap();
    let name = cut.path().display().to_string();
    let err = fails(&["analyze", &design(), "--regions-metrics", &name]);
    assert!(err.contains(&format!("{name}: line ")), "{err}");
    assert!(err.contains("the JSON ends before it is complete"), "{err}");
    let err = fails(&[
        "analyze",
        &design(),
        "--regions-metrics",
        &path("README.md"),
    ]);
    assert!(err.contains("cannot tell what the file holds"), "{err}");
}

#[test]
fn a_forced_format_the_file_is_not_is_said() {
    let err = fails(&[
        "analyze",
        &design(),
        "--regions-metrics",
        &path("list_regions.txt"),
        "--regions-metrics-format",
        "master-ui",
    ]);
    assert!(
        err.contains("read as the master UI's table page (table.jsp), the file fails"),
        "{err}"
    );
    assert!(
        err.contains("it looks like the shell's list_regions output"),
        "{err}"
    );
    // Forced to the form it is, it reads.
    ok(&[
        "analyze",
        &design(),
        "--regions-metrics",
        &path("list_regions.txt"),
        "--regions-metrics-format",
        "shell",
    ]);
}
