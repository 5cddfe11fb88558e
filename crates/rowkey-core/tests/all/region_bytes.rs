//! Regions weighed in bytes: a dump with row sizes (`key<TAB>bytes`) gives each region's bytes
//! equal to an independent sum, and a size that is missing or malformed fails naming its line.

use rowkey_core::analyze::AnalyzeOptions;
use rowkey_core::design::{Design, SplitAlgorithm};
use rowkey_core::keys::{KeyFormat, KeysAnalysis};
use rowkey_core::sample::Compiled;

fn analysis(format: KeyFormat) -> KeysAnalysis {
    let mut d = Design::new("{id}");
    d.fields.insert("id".into(), "pattern(\"k####\")".into());
    d.splits.algorithm = SplitAlgorithm::Explicit;
    d.splits.keys = vec!["k3".into(), "k6".into()];
    let c = Compiled::new(&d).unwrap();
    let opts = AnalyzeOptions::for_design(&c);
    KeysAnalysis::new(c, format, opts, false)
        .unwrap()
        .with_sizes()
}

#[test]
fn each_regions_bytes_are_the_sum_of_its_rows_sizes() {
    // Keys in binary form (one with a tab inside, escaped) and sizes skewed so that the byte
    // shares differ from the key shares.
    let mut text = Vec::new();
    let mut sums = [0u64; 3];
    let mut keys = [0u64; 3];
    for i in 0..9_000u64 {
        let key = format!("k{:04}", (i * 7_919) % 10_000);
        let size = if key.as_str() < "k3" {
            2_000
        } else {
            100 + i % 50
        };
        let region = usize::from(key.as_str() >= "k3") + usize::from(key.as_str() >= "k6");
        sums[region] += size;
        keys[region] += 1;
        text.extend_from_slice(format!("{key}\t{size}\r\n").as_bytes());
    }
    text.extend_from_slice(b"k9\\x09tab\t 7 \n");
    sums[2] += 7;
    keys[2] += 1;
    let mut a = analysis(KeyFormat::Binary);
    for chunk in text.chunks(1_000) {
        a.push(chunk).unwrap();
    }
    let r = a.finish().unwrap();
    let total: u64 = sums.iter().sum();
    for (i, region) in r.regions.iter().enumerate() {
        assert_eq!(region.count, keys[i]);
        assert_eq!(region.bytes, Some(sums[i]));
        assert_eq!(region.bytes_share, Some(sums[i] as f64 / total as f64));
    }
    let b = r.bytes.as_ref().unwrap();
    assert_eq!(b.total, total);
    let (min, max) = (*sums.iter().min().unwrap(), *sums.iter().max().unwrap());
    let mean = total as f64 / 3.0;
    assert!((b.deviation_pct - (max - min) as f64 / mean * 100.0).abs() < 1e-9);
    assert_eq!(b.hottest_region, 0);
    // The JSON carries them; without sizes it does not.
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(json["regions"][0]["bytes"], sums[0]);
    assert_eq!(json["bytes"]["total"], total);
    // JSON has each field once, and the compact form reads back what it wrote.
    let text = serde_json::to_string(&r).unwrap();
    assert_eq!(text.matches("\"bytes_share\"").count(), 3);
    assert_eq!(text.matches("\"bytes\":").count(), 4);
    let back = rowkey_core::analyze::compact::from_bytes(
        &rowkey_core::analyze::compact::to_bytes(&r).unwrap(),
    )
    .unwrap();
    assert_eq!(back.regions, r.regions);
    assert_eq!(back.bytes, r.bytes);
    let mut d = Design::new("{id}");
    d.fields.insert("id".into(), "pattern(\"k#\")".into());
    let c = Compiled::new(&d).unwrap();
    let opts = AnalyzeOptions::for_design(&c);
    let mut plain = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap();
    plain.push(b"k1\n").unwrap();
    let json = serde_json::to_value(plain.finish().unwrap()).unwrap();
    assert!(json.get("bytes").is_none() && json["regions"][0].get("bytes").is_none());
}

#[test]
fn a_bad_size_fails_naming_its_line() {
    let cases: [(&[u8], &str); 7] = [
        (b"k1\t10\n\nk2\n", "line 3: no row size"),
        // Past HBase's largest row: sums of such sizes would overflow.
        (
            b"k1\t1073741824\nk2\t18446744073709551615\n",
            "line 2: the row size `18446744073709551615` passes HBase's largest row, 1 GiB",
        ),
        (
            b"k1\t1073741825\n",
            "line 1: the row size `1073741825` passes",
        ),
        (
            b"k1\t10\nk2\tten\n",
            "line 2: the row size `ten` is not a whole number of bytes",
        ),
        (b"k1\t-5\n", "line 1: the row size `-5` is not"),
        (
            b"k1\t99999999999999999999999\n",
            "line 1: the row size `99999999999999999999999`",
        ),
        (b"k1\t\n", "line 1: the row size `` is not"),
    ];
    for (text, expected) in cases {
        let mut a = analysis(KeyFormat::Lines);
        let err = a.push(text).and_then(|_| a.end()).unwrap_err().to_string();
        assert!(err.starts_with(expected), "{err}");
    }
    let mut a = analysis(KeyFormat::Scan);
    let err = a
        .push(b" k1  column=d:v, timestamp=1, value=x\n")
        .unwrap_err()
        .to_string();
    assert!(err.contains("not from scan"), "{err}");
}

#[test]
fn a_csv_size_column_weighs_the_regions() {
    // The size in the column headed `bytes` by default, wherever it stands; a quoted key with a
    // comma; the sums computed here independently.
    let mut text = b"size_note,key,bytes\n".to_vec();
    let mut sums = [0u64; 3];
    for i in 0..3_000u64 {
        let key = format!("k{:04}", (i * 7_919) % 10_000);
        let size = 10 + (i * 31) % 900;
        let region = usize::from(key.as_str() >= "k3") + usize::from(key.as_str() >= "k6");
        sums[region] += size;
        text.extend_from_slice(format!("n{i},{key},{size}\r\n").as_bytes());
    }
    text.extend_from_slice(b"x,\"k7,comma\", 12 \n");
    sums[2] += 12;
    let mut a = analysis(KeyFormat::Csv {
        column: Some("key".into()),
    });
    for chunk in text.chunks(777) {
        a.push(chunk).unwrap();
    }
    let r = a.finish().unwrap();
    let got: Vec<u64> = r.regions.iter().map(|g| g.bytes.unwrap()).collect();
    assert_eq!(got, sums);
    assert_eq!(r.bytes.unwrap().total, sums.iter().sum::<u64>());
}

#[test]
fn a_csv_size_column_can_be_named_and_is_told_from_auto() {
    let d = {
        let mut d = Design::new("{id}");
        d.fields.insert("id".into(), "pattern(\"k#\")".into());
        d.splits.algorithm = SplitAlgorithm::Explicit;
        d.splits.keys = vec!["k5".into()];
        Compiled::new(&d).unwrap()
    };
    let opts = AnalyzeOptions::for_design(&d);
    let mut a = KeysAnalysis::new(d, KeyFormat::Auto { column: None }, opts, false)
        .unwrap()
        .with_size_column("row_size".into());
    a.push(b"rowkey,row_size,family\nk1,100,d\nk2,50,d\nk8,25,d\n")
        .unwrap();
    let r = a.finish().unwrap();
    assert_eq!(
        (r.regions[0].bytes, r.regions[1].bytes),
        (Some(150), Some(25))
    );
}

#[test]
fn a_bad_csv_size_fails_naming_its_line_and_column() {
    let cases: [(&[u8], Option<&str>, &str); 5] = [
        (
            b"key,bytes\nk1,10\nk2,many\n",
            None,
            "line 3: column 2 (`bytes`): the row size `many` is not a whole number of bytes",
        ),
        (
            b"key,size\nk1,10\n",
            None,
            "line 1: no row size column `bytes` in the csv header (its columns: `key`, `size`)",
        ),
        (
            b"key,v,size\nk1,a,10\nk2\n",
            Some("size"),
            "line 3: the record has 1 field: the row size column `size` is field 3",
        ),
        (
            b"key,bytes\n\"k1\nk2\",-3\n",
            None,
            "line 2: column 2 (`bytes`): the row size `-3` is not",
        ),
        (
            b"key,bytes\nk1,\n",
            None,
            "line 2: column 2 (`bytes`): the row size `` is not",
        ),
    ];
    for (text, column, expected) in cases {
        let a = analysis_plain(KeyFormat::Csv { column: None });
        let mut a = match column {
            Some(c) => a.with_size_column(c.into()),
            None => a.with_sizes(),
        };
        let err = a.push(text).and_then(|_| a.end()).unwrap_err().to_string();
        assert!(err.starts_with(expected), "{err}");
    }
    // A size column named for a dump that is not csv.
    let mut a = analysis_plain(KeyFormat::Lines).with_size_column("bytes".into());
    let err = a.push(b"k1\t10\n").unwrap_err().to_string();
    assert!(
        err.contains("is for the csv format only, not lines"),
        "{err}"
    );
}

fn analysis_plain(format: KeyFormat) -> KeysAnalysis {
    let mut d = Design::new("{id}");
    d.fields.insert("id".into(), "pattern(\"k####\")".into());
    let c = Compiled::new(&d).unwrap();
    let opts = AnalyzeOptions::for_design(&c);
    KeysAnalysis::new(c, format, opts, false).unwrap()
}

/// The dump of `rows` rows, `key<TAB>bytes`, sizes skewed so that bytes and keys differ.
fn sized_dump(rows: u64) -> Vec<u8> {
    let mut text = Vec::new();
    for i in 0..rows {
        let key = format!("k{:04}", (i * 7_919) % 10_000);
        let size = if key.as_str() < "k3" {
            1_500
        } else {
            90 + i % 70
        };
        text.extend_from_slice(format!("{key}\t{size}\n").as_bytes());
    }
    text
}

#[test]
fn partials_with_sizes_merge_to_the_whole_dumps_bytes() {
    use rowkey_core::keys::partial::KeysPartial;
    let text = sized_dump(6_000);
    let mut whole = analysis(KeyFormat::Lines);
    whole.push(&text).unwrap();
    let whole = whole.finish().unwrap();
    // Three parts cut at line breaks, written as text and read back, merged out of order.
    let lines: Vec<&[u8]> = text.split_inclusive(|&b| b == b'\n').collect();
    let part = |n: usize| {
        let c = {
            let mut d = Design::new("{id}");
            d.fields.insert("id".into(), "pattern(\"k####\")".into());
            d.splits.algorithm = SplitAlgorithm::Explicit;
            d.splits.keys = vec!["k3".into(), "k6".into()];
            Compiled::new(&d).unwrap()
        };
        let opts = AnalyzeOptions::for_design(&c);
        let mut a = KeysAnalysis::for_partial(c, KeyFormat::Lines, opts)
            .unwrap()
            .with_sizes();
        for line in &lines[n * 2_000..(n + 1) * 2_000] {
            a.push(line).unwrap();
        }
        KeysPartial::from_text(&a.partial(Some(n as u32)).unwrap().to_text()).unwrap()
    };
    let mut merged = part(2);
    merged.merge(part(0)).unwrap();
    merged.merge(part(1)).unwrap();
    let r = merged.report().unwrap();
    let bytes = |r: &rowkey_core::analyze::Report| -> Vec<Option<u64>> {
        r.regions.iter().map(|g| g.bytes).collect()
    };
    assert_eq!(bytes(&r), bytes(&whole));
    assert!(bytes(&r).iter().all(Option::is_some));
    assert_eq!(r.bytes, whole.bytes);
    // A partial without sizes does not merge with one that has them, and says why.
    let c = {
        let mut d = Design::new("{id}");
        d.fields.insert("id".into(), "pattern(\"k####\")".into());
        d.splits.algorithm = SplitAlgorithm::Explicit;
        d.splits.keys = vec!["k3".into(), "k6".into()];
        Compiled::new(&d).unwrap()
    };
    let opts = AnalyzeOptions::for_design(&c);
    let mut plain = KeysAnalysis::for_partial(c, KeyFormat::Lines, opts).unwrap();
    plain.push(b"k1\n").unwrap();
    let plain = plain.partial(Some(7)).unwrap();
    let err = merged.clone().merge(plain.clone()).unwrap_err().to_string();
    assert!(err.contains("row sizes"), "{err}");
    let mut p = plain;
    let err = p.merge(merged.clone()).unwrap_err().to_string();
    assert!(err.contains("row sizes"), "{err}");
    // The layout before row sizes is refused as older, naming its version.
    let mut older = merged.to_bytes();
    older[4] = 3;
    let err = KeysPartial::from_bytes(&older).unwrap_err().to_string();
    assert!(
        err.contains("format version 3, made by an older rowkey"),
        "{err}"
    );
}

#[test]
fn the_verdict_weighed_in_bytes_reads_the_bytes_deviation() {
    use rowkey_core::analyze::{bytes::weigh_in_bytes, stats::Verdict};
    // Keys spread evenly over the three regions; region 0's rows are ten times larger.
    let mut text = Vec::new();
    let mut sums = [0u64; 3];
    for i in 0..3_000u64 {
        let key = format!("k{:04}", (i * 3_331) % 9_000);
        let region = usize::from(key.as_str() >= "k3") + usize::from(key.as_str() >= "k6");
        let size = if region == 0 { 1_000 } else { 100 };
        sums[region] += size;
        text.extend_from_slice(format!("{key}\t{size}\n").as_bytes());
    }
    let mut a = analysis(KeyFormat::Lines);
    a.push(&text).unwrap();
    let mut r = a.finish().unwrap();
    assert_eq!(r.verdict.totals, Verdict::Good, "{:?}", r.stats);
    let writes = r.verdict.writes;
    weigh_in_bytes(&mut r).unwrap();
    let (min, max) = (*sums.iter().min().unwrap(), *sums.iter().max().unwrap());
    let dev = (max - min) as f64 / (sums.iter().sum::<u64>() as f64 / 3.0) * 100.0;
    assert_eq!(r.verdict.totals, Verdict::NeedsWork);
    assert_eq!(r.verdict.level, Verdict::NeedsWork);
    assert_eq!(r.verdict.writes, writes);
    let reason = r.verdict.reasons[0].to_string();
    assert!(
        reason.starts_with(&format!(
            "bytes in total: deviation rate (max − min) / mean {dev:.1} %"
        )),
        "{reason}"
    );
    assert!(
        reason.ends_with("region 0 holds the most, 83.3 % of the bytes"),
        "{reason}"
    );
    assert_eq!(r.verdict.reasons.len(), 2);
    assert!(r.bytes.as_ref().unwrap().weighs_verdict);
    // Without row sizes there is nothing to weigh.
    let mut plain = analysis_plain(KeyFormat::Lines);
    plain.push(b"k1\n").unwrap();
    let mut r = plain.finish().unwrap();
    let err = weigh_in_bytes(&mut r).unwrap_err().to_string();
    assert!(
        err.starts_with("the regions cannot be weighed in bytes"),
        "{err}"
    );
}

#[test]
fn sizing_uses_the_measured_mean_row_size() {
    use rowkey_core::analyze::sizing::size;
    use rowkey_core::design::Sizing;
    let mut d = Design::new("{id}");
    d.fields.insert("id".into(), "pattern(\"k####\")".into());
    d.sizing = Some(Sizing::new(2_000_000_000, 300));
    let c = Compiled::new(&d).unwrap();
    let opts = AnalyzeOptions::for_design(&c);
    let mut a = KeysAnalysis::new(c.clone(), KeyFormat::Lines, opts, false)
        .unwrap()
        .with_sizes();
    // Three rows, 3,000 bytes: a mean of 1,000 bytes against the design's 300.
    a.push(b"k1\t500\nk2\t1000\nk3\t1500\n").unwrap();
    let r = a.finish().unwrap();
    let s = r.sizing.unwrap();
    let expected = size(&Sizing::new(2_000_000_000, 1_000)).unwrap();
    assert_eq!(
        (s.row_bytes, s.regions, s.presplit),
        (1_000, expected.regions, expected.presplit)
    );
    assert_eq!(s.regions, 187);
    let summary = s.summary.to_string();
    assert!(
        summary
            .ends_with("(row size measured: the mean of the dump's 3 rows; the design says 300 B)"),
        "{summary}"
    );
    // Without sizes the design's own row size stands.
    let opts = AnalyzeOptions::for_design(&c);
    let mut plain = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap();
    plain.push(b"k1\n").unwrap();
    assert_eq!(plain.finish().unwrap().sizing.unwrap().row_bytes, 300);
}
