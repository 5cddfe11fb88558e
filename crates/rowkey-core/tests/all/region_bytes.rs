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
    let cases: [(&[u8], &str); 5] = [
        (b"k1\t10\n\nk2\n", "line 3: no row size"),
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
    let mut a = analysis(KeyFormat::Csv { column: None });
    let err = a.push(b"key,size\nk1,3\n").unwrap_err().to_string();
    assert!(err.contains("not from csv"), "{err}");
}
