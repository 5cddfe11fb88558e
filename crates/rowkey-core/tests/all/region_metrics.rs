//! The cluster's own region numbers, read from fixtures shaped exactly as HBase prints them
//! (`testdata/metrics/README.md` says after which upstream code), matched to the design's
//! regions, and bad input of every kind failing with where and what.

use rowkey_core::analyze::stats::Verdict;
use rowkey_core::analyze::{analyze, AnalyzeOptions, Report};
use rowkey_core::design::Design;
use rowkey_core::metrics::{
    combine, compare, read, MetricsFile, MetricsFormat, MetricsReport, UnmatchedKind, MAX_REGIONS,
};
use rowkey_core::sample::Compiled;
use std::path::PathBuf;

fn fixture(name: &str) -> Vec<u8> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata/metrics")
        .join(name);
    std::fs::read(&p).unwrap_or_else(|e| panic!("{p:?}: {e}"))
}

fn text(name: &str) -> String {
    String::from_utf8(fixture(name)).unwrap()
}

fn report() -> Report {
    let d = Design::from_json(&text("orders.design.json")).unwrap();
    let c = Compiled::new(&d).unwrap();
    analyze(&c, AnalyzeOptions::for_design(&c)).unwrap()
}

fn metrics(files: &[&str]) -> MetricsReport {
    let read: Vec<MetricsFile> = files
        .iter()
        .map(|f| read(&fixture(f), None).unwrap_or_else(|e| panic!("{f}: {e}")))
        .collect();
    compare(&report(), combine(&read).unwrap()).unwrap()
}

/// The encoded names in the fixtures, by start key (MD5 of `orders,<start>,<regionId>`).
const ENCODED: [(&str, &str); 6] = [
    ("", "36eb6af1cc2df6d831553479b4e6cce8"),
    ("1_", "e8465c0d018c273fe33c16ff70488dad"),
    ("2_", "aab82c72eaaba1cbb5c87e26468bc09a"),
    ("2_user004211", "5a650d9d42543ee14707a74c9da2249e"),
    ("3_", "abadaa12b06a71ef421fe1e85b2b339f"),
    ("5_", "45587caa75baf9913c92e4232681aa15"),
];

/// Store-file bytes of each region in the JMX files, in the same order.
const STORE_BYTES: [u64; 6] = [
    1_288_490_189,
    1_310_720_000,
    671_088_640,
    654_311_424,
    2_684_354_560,
    1_299_227_034,
];

#[test]
fn each_format_is_detected_and_read() {
    let shell = read(&fixture("list_regions.txt"), None).unwrap();
    let page = read(&fixture("table.html"), None).unwrap();
    let jmx = read(&fixture("rs1.jmx.json"), None).unwrap();
    assert_eq!(shell.format, MetricsFormat::Shell);
    assert_eq!(page.format, MetricsFormat::MasterUi);
    assert_eq!(jmx.format, MetricsFormat::Jmx);
    for file in [&shell, &page] {
        assert_eq!(file.regions.len(), 6);
        for (r, (start, encoded)) in file.regions.iter().zip(ENCODED) {
            assert_eq!(r.start.as_deref(), Some(start.as_bytes()));
            assert_eq!(r.encoded.as_deref(), Some(encoded));
            assert_eq!(r.table.as_deref(), Some("orders"));
        }
        assert_eq!(file.regions[2].end.as_deref(), Some(&b"2_user004211"[..]));
    }
    // The shell prints whole MB, truncated; REQ is reads and writes together.
    for (r, bytes) in shell.regions.iter().zip(STORE_BYTES) {
        assert_eq!(r.store_file_bytes, Some(bytes >> 20 << 20));
    }
    assert_eq!(shell.regions[0].requests, Some(1_048_576 + 2_097_152));
    assert_eq!(shell.regions[0].write_requests, None);
    // The page prints byteDesc to two decimals: within half a unit in the last place.
    for (r, bytes) in page.regions.iter().zip(STORE_BYTES) {
        let read = r.store_file_bytes.unwrap() as f64;
        assert!(
            (read - bytes as f64).abs() <= 0.005 * (1u64 << 30) as f64,
            "{read} vs {bytes}"
        );
    }
    assert_eq!(page.regions[1].read_requests, Some(1_002_311));
    assert_eq!(page.regions[1].write_requests, Some(2_150_004));
    assert_eq!(page.regions[1].memstore_bytes, Some(25 << 20));
    // The JMX: three regions of `orders` and one of `users`, exact bytes.
    assert_eq!(jmx.regions.len(), 4);
    let first = jmx
        .regions
        .iter()
        .find(|r| r.encoded.as_deref() == Some(ENCODED[0].1))
        .unwrap();
    assert_eq!(first.store_file_bytes, Some(STORE_BYTES[0]));
    assert_eq!(first.write_requests, Some(2_097_152));
    assert_eq!(first.start, None);
    assert!(jmx
        .regions
        .iter()
        .any(|r| r.table.as_deref() == Some("users")));
}

#[test]
fn regions_split_or_merged_since_the_design_are_said_not_forced() {
    for files in [
        &["list_regions.txt"][..],
        &["table.html"],
        &["rs1.jmx.json", "list_regions.txt", "rs2.jmx.json"],
    ] {
        let m = metrics(files);
        assert_eq!(m.table.as_deref(), Some("orders"), "{files:?}");
        assert_eq!(m.observed_regions, 6);
        let matched: Vec<usize> = m
            .regions
            .iter()
            .filter(|r| r.observed.is_some())
            .map(|r| r.region)
            .collect();
        assert_eq!(matched, [0, 1, 5], "{files:?}");
        let kinds: Vec<(UnmatchedKind, usize, usize, &str)> = m
            .unmatched
            .iter()
            .map(|u| {
                (
                    u.kind,
                    u.first_region,
                    u.last_region,
                    u.observed.start.as_str(),
                )
            })
            .collect();
        assert_eq!(
            kinds,
            [
                (UnmatchedKind::Split, 2, 2, "2_"),
                (UnmatchedKind::Split, 2, 2, "2_user004211"),
                (UnmatchedKind::Merged, 3, 4, "3_"),
            ],
            "{files:?}"
        );
    }
}

#[test]
fn jmx_numbers_join_the_list_by_encoded_name() {
    let m = metrics(&["list_regions.txt", "rs1.jmx.json", "rs2.jmx.json"]);
    let observed: Vec<u64> = m
        .regions
        .iter()
        .filter_map(|r| r.observed.as_ref())
        .chain(m.unmatched.iter().map(|u| &u.observed))
        .map(|o| o.store_file_bytes.unwrap())
        .collect();
    let mut expected = vec![STORE_BYTES[0], STORE_BYTES[1], STORE_BYTES[5]];
    expected.extend([STORE_BYTES[2], STORE_BYTES[3], STORE_BYTES[4]]);
    assert_eq!(observed, expected);
    let o = m.regions[5].observed.as_ref().unwrap();
    assert_eq!(
        (o.read_requests, o.write_requests),
        (Some(1_010_101), Some(2_123_456))
    );
    // The other table's regions on both servers are left out, and said to be.
    let notes: Vec<String> = m.notes.iter().map(|n| n.to_string()).collect();
    assert!(
        notes
            .iter()
            .any(|n| n.contains("2 regions of other tables")),
        "{notes:?}"
    );
    // The verdict on bytes: the merged region holds the most, against an even sixth.
    let total: u64 = STORE_BYTES.iter().sum();
    let max = *STORE_BYTES.iter().max().unwrap();
    let min = *STORE_BYTES.iter().min().unwrap();
    let bytes = m.verdict.bytes.as_ref().unwrap();
    assert_eq!(bytes.largest_start, "3_");
    assert!((bytes.largest_share - max as f64 / total as f64).abs() < 1e-12);
    let dev = (max - min) as f64 / (total as f64 / 6.0) * 100.0;
    assert!((bytes.deviation_pct - dev).abs() < 1e-9);
    assert_eq!(bytes.verdict, Verdict::of(dev));
    assert_eq!(m.verdict.level, Verdict::NeedsWork);
    assert_eq!(m.verdict.writes.as_ref().unwrap().measure, "write_requests");
    // The shell alone judges requests, which are all it prints.
    let shell = metrics(&["list_regions.txt"]);
    assert_eq!(shell.verdict.writes.as_ref().unwrap().measure, "requests");
}

#[test]
fn a_list_that_leaves_gaps_is_said() {
    let full = text("list_regions.txt");
    // Regions [1_, 2_) and [3_, 5_) dropped, and the summary made to agree.
    let kept: String = full
        .lines()
        .filter(|l| !l.contains(ENCODED[1].1) && !l.contains(ENCODED[4].1))
        .map(|l| format!("{}\n", l.replace(" 6 rows", " 4 rows")))
        .collect();
    let file = read(kept.as_bytes(), None).unwrap();
    let m = compare(&report(), combine(&[file]).unwrap()).unwrap();
    let notes: Vec<String> = m.notes.iter().map(|n| n.to_string()).collect();
    assert!(
        notes.iter().any(|n| n.starts_with(
            "the regions read leave 2 gaps in the keyspace (first: from `1_` to `2_`)"
        )),
        "{notes:?}"
    );
    assert!(metrics(&["list_regions.txt"]).notes.is_empty());
}

#[test]
fn regions_whose_bounds_cross_the_design_have_moved() {
    // Keys only, no region names: [1_, 2_x) crosses the bound 2_, [2_x, end) several.
    let shell = "  START_KEY |    END_KEY |  SIZE |\n ---------- | ---------- | ----- |\n            |         1_ |    10 |\n         1_ |        2_x |    10 |\n        2_x |            |    10 |\n 3 rows\n";
    let file = read(shell.as_bytes(), None).unwrap();
    let m = compare(&report(), combine(&[file]).unwrap()).unwrap();
    let kinds: Vec<(UnmatchedKind, usize, usize)> = m
        .unmatched
        .iter()
        .map(|u| (u.kind, u.first_region, u.last_region))
        .collect();
    assert_eq!(
        kinds,
        [(UnmatchedKind::Moved, 1, 2), (UnmatchedKind::Moved, 2, 5)]
    );
    assert!(m.regions[0].observed.is_some());
    assert_eq!(m.table, None);
    // Every region the same size: the real table is even in bytes.
    assert_eq!(m.verdict.bytes.as_ref().unwrap().verdict, Verdict::Good);
}

#[test]
fn secondary_replicas_in_jmx_are_left_out() {
    let full = text("rs1.jmx.json");
    let replica = format!(
        "Namespace_default_table_orders_region_{}_metric_replicaid\" : 0",
        ENCODED[0].1
    );
    assert!(full.contains(&replica));
    let with = full.replace(&replica, &replica.replace(": 0", ": 1"));
    let file = read(with.as_bytes(), None).unwrap();
    assert_eq!(file.regions.len(), 3);
    assert!(file.notes[0]
        .to_string()
        .contains("1 secondary replica left out"));
}

#[test]
fn jmx_alone_asks_for_the_region_list() {
    let jmx = read(&fixture("rs1.jmx.json"), None).unwrap();
    let e = combine(&[jmx]).unwrap_err().to_string();
    assert!(e.contains("encoded name"), "{e}");
    assert!(e.contains("list_regions 'TABLE'"), "{e}");
    assert!(e.contains("master UI"), "{e}");
}

fn err(bytes: &[u8], format: Option<MetricsFormat>) -> String {
    read(bytes, format).unwrap_err().to_string()
}

#[test]
fn truncated_json_names_its_line() {
    let full = text("rs1.jmx.json");
    let cut = &full[..full.len() / 2];
    let line = cut.lines().count();
    let e = err(cut.as_bytes(), None);
    assert!(e.starts_with(&format!("line {line}: ")), "{e}");
    assert!(e.contains("ends before it is complete"), "{e}");
    let e = err(b"{\"beans\" : [ { \"name\" : 1, } ] }", None);
    assert!(e.starts_with("line 1: not valid JSON"), "{e}");
    let e = err(
        b"{\"beans\" : [ {\"name\" : \"java.lang:type=Memory\"} ] }",
        None,
    );
    assert!(e.contains("beans found: java.lang:type=Memory"), "{e}");
}

#[test]
fn bad_numbers_name_their_field() {
    let full = text("rs1.jmx.json");
    let field = format!(
        "Namespace_default_table_orders_region_{}_metric_storeFileSize",
        ENCODED[0].1
    );
    let line = full.lines().find(|l| l.contains(&field)).unwrap();
    for (value, says) in [
        ("-5", "-5 is not a whole number"),
        ("1.0E30", "is not plausible"),
        ("\"big\"", "\"big\" is not a whole number"),
    ] {
        let bad = full.replace(line, &format!("    \"{field}\" : {value},"));
        let e = err(bad.as_bytes(), None);
        assert!(e.starts_with(&format!("field `{field}`: ")), "{e}");
        assert!(e.contains(says), "{e}");
    }
    let shell = text("list_regions.txt").replace(" 1228 |", "   -3 |");
    let e = err(shell.as_bytes(), None);
    assert!(
        e.starts_with("line 4: field `SIZE`: -3 is not a whole number"),
        "{e}"
    );
    let page =
        text("table.html").replace("<td>1,002,311</td>", "<td>99,999,999,999,999,999,999</td>");
    let e = err(page.as_bytes(), None);
    assert!(e.contains("field `ReadRequests (6,082,753)`"), "{e}");
    assert!(e.contains("is not plausible"), "{e}");
    let page = text("table.html").replacen("1.20 GB", "1.20 parsecs", 1);
    let e = err(page.as_bytes(), None);
    assert!(e.contains("`1.20 parsecs` is not a size"), "{e}");
}

#[test]
fn html_without_the_region_table_says_what_it_found() {
    let page = text("table.html");
    let start = page.find("<table id=\"regionServerDetailsTable\"").unwrap();
    let end = page[start..].find("</table>").unwrap() + start + "</table>".len();
    let without = format!("{}{}", &page[..start], &page[end..]);
    let e = err(without.as_bytes(), None);
    assert!(e.starts_with("the page has no region table"), "{e}");
    assert!(e.contains("Attribute Name | Value | Description"), "{e}");
    let e = err(b"<html><body><p>Table not found</p></body></html>", None);
    assert!(e.contains("headings found: \u{2013}"), "{e}");
}

#[test]
fn missing_columns_are_named() {
    let shell = " SERVER_NAME |  SIZE |\n ----------- | ----- |\n rs1,16020,1 |     3 |\n 1 rows\n";
    let e = err(shell.as_bytes(), None);
    assert!(
        e.starts_with("line 1: columns missing: REGION_NAME, START_KEY"),
        "{e}"
    );
    let page = text("table.html")
        .replace("<th>Name(6)</th>", "<th>Region</th>")
        .replace("<th>Start Key</th>", "<th>First row</th>");
    let e = err(page.as_bytes(), None);
    assert!(
        e.contains(
            ": columns missing: Name, Start Key (columns read: Region, Region Server, ReadRequests"
        ),
        "{e}"
    );
    // A row with fewer cells than the headings.
    let page = text("table.html").replacen("<td>OPEN</td>", "", 1);
    let e = err(page.as_bytes(), None);
    assert!(e.contains("the row has 10 cells, the header 11"), "{e}");
}

#[test]
fn keys_that_do_not_parse_are_named_with_their_line() {
    let shell = "hbase:001:0> list_regions 't', {}, ['START_KEY', 'SIZE']\n  START_KEY |  SIZE |\n ---------- | ----- |\n            |     1 |\n      caf\u{e9} |     2 |\n 2 rows\n";
    let e = err(shell.as_bytes(), None);
    assert!(
        e.starts_with(
            "line 5: field `START_KEY`: `caf\u{e9}` is not a key as toStringBinary prints it"
        ),
        "{e}"
    );
    assert!(e.contains("U+00E9"), "{e}");
    let bad_name = text("list_regions.txt")
        .replace("orders,1_,1732752000000.", "orders,1_\\xzz,1732752000000.");
    let e = err(bad_name.as_bytes(), None);
    assert!(e.starts_with("line 5: field `REGION_NAME`: "), "{e}");
    assert!(e.contains("backslash"), "{e}");
}

#[test]
fn a_cut_or_misaligned_list_is_said() {
    let full = text("list_regions.txt");
    let lines: Vec<&str> = full.lines().collect();
    let cut: String = lines
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != 6)
        .map(|(_, l)| format!("{l}\n"))
        .collect();
    let e = err(cut.as_bytes(), None);
    assert!(
        e.starts_with("line 9: the summary says 6 rows but 5 were read"),
        "{e}"
    );
    let e = err(
        b"Can not find region: t,,1.abc. , it may be disabled or in transition\n",
        Some(MetricsFormat::Shell),
    );
    assert!(e.starts_with("line 1: list_regions stopped"), "{e}");
}

#[test]
fn a_million_regions_fail_at_the_limit_in_bounded_memory() {
    let mut shell = String::from("  START_KEY |  SIZE |\n ---------- | ----- |\n");
    for i in 0..1_000_000u32 {
        shell.push_str(&format!(" {:>10} |     1 |\n", format!("k{i:07}")));
    }
    shell.push_str(" 1000000 rows\n");
    let e = err(shell.as_bytes(), None);
    let line = MAX_REGIONS + 3;
    assert!(
        e.starts_with(&format!("line {line}: more than 200,000 regions")),
        "{e}"
    );
    let huge = vec![b' '; rowkey_core::metrics::MAX_INPUT_BYTES + 1];
    assert!(err(&huge, None).contains("larger than 32 MiB"));
}

#[test]
fn a_format_given_that_the_file_is_not_is_said() {
    let e = err(&fixture("table.html"), Some(MetricsFormat::Jmx));
    assert!(e.contains("read as a region server's JMX JSON"), "{e}");
    assert!(e.contains("looks like the master UI's table page"), "{e}");
    let e = err(b"key,size\nk1,3\n", None);
    assert!(e.starts_with("cannot tell what the file holds"), "{e}");
}

#[test]
fn errors_and_reasons_read_in_chinese() {
    use rowkey_core::i18n::{with_lang, Lang};
    let e = read(&fixture("rs1.jmx.json"), Some(MetricsFormat::Shell)).unwrap_err();
    let zh = with_lang(Lang::ZhCn, || e.to_string());
    assert!(
        zh.contains("该文件看起来是RegionServer 的 JMX JSON"),
        "{zh}"
    );
    let m = metrics(&["list_regions.txt"]);
    let zh = with_lang(Lang::ZhCn, || m.verdict.reasons[0].to_string());
    assert!(zh.starts_with("store file 字节数：偏差率"), "{zh}");
}

/// Texts made of the characters the readers split on (and multi-byte ones between them) never
/// panic, in any form: each is read or refused with a message.
#[test]
fn arbitrary_text_is_read_or_refused_never_a_panic() {
    const PARTS: [&str; 24] = [
        "<",
        ">",
        "&",
        ";",
        "&#x5c;",
        "|",
        " |",
        " ",
        "\\",
        "\\x",
        "\n",
        "\u{e9}",
        "\u{4e2d}",
        "<table>",
        "<tr>",
        "<th>Name</th>",
        "<td>",
        "Start Key",
        "{\"beans\":[",
        "\"",
        ":",
        "-",
        " SERVER_NAME | START_KEY |\n ----------- | --------- |\n",
        "Namespace_x_table_t_region_",
    ];
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..3000 {
        let len = (next() % 40) as usize;
        let text: String = (0..len).map(|_| PARTS[(next() % 24) as usize]).collect();
        for format in [
            None,
            Some(MetricsFormat::Jmx),
            Some(MetricsFormat::MasterUi),
            Some(MetricsFormat::Shell),
        ] {
            if let Err(e) = read(text.as_bytes(), format) {
                assert!(!e.to_string().is_empty());
            }
        }
    }
}
