//! `rowkey analyze --keys` and `rowkey split quantile --keys`: real key dumps, counted against
//! an independent computation.

use crate::common;
use common::{fails, ok, rowkey};
use std::io::Write;

/// A file of the key fixtures (`testdata/keys`).
fn fixture(name: &str) -> String {
    format!("{}/../../testdata/keys/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// HBase's `Bytes.toStringBinary`, written here again so the test does not lean on the code
/// under test.
fn string_binary(key: &[u8]) -> String {
    key.iter()
        .map(|&b| {
            if (0x20..=0x7e).contains(&b) && b != b'\\' {
                (b as char).to_string()
            } else {
                format!("\\x{b:02X}")
            }
        })
        .collect()
}

/// The splits of the test design, as bytes.
fn split_bytes() -> Vec<Vec<u8>> {
    vec![
        b"user0002".to_vec(),
        b"user0042_".to_vec(),
        b"user\x80".to_vec(),
        b"z".to_vec(),
    ]
}

/// A design with those explicit splits (its template only matters for the lints).
fn design_file() -> tempfile::NamedTempFile {
    let keys: Vec<String> = split_bytes().iter().map(|k| string_binary(k)).collect();
    let json = serde_json::json!({
        "version": 1,
        "name": "real keys",
        "template": "{user_id}_{order_time | i64}",
        "fields": {
            "user_id": "pattern(\"user####\")",
            "order_time": "timestamp(\"2024-02-15T00:00:00Z\", 200)"
        },
        "splits": {"algorithm": "explicit", "keys": keys}
    });
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(json.to_string().as_bytes()).unwrap();
    f
}

/// The region of `key`: how many split keys are at or below it (unsigned byte order).
fn region_of(splits: &[Vec<u8>], key: &[u8]) -> usize {
    let (mut lo, mut hi) = (0, splits.len());
    while lo < hi {
        let mid = (lo + hi) / 2;
        if splits[mid].as_slice() <= key {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// A deterministic pseudo-random key: a user prefix, sometimes a high byte, binary bytes.
fn key(i: u64) -> Vec<u8> {
    let mut x = i.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5bd1_e995;
    x ^= x >> 29;
    let mut k = format!("user{:04}", x % 60).into_bytes();
    match x % 7 {
        0 => k = vec![b'z', (x >> 8) as u8],
        1 => k[4] = 0x80 | (x >> 16) as u8,
        _ => {}
    }
    k.push(b'_');
    k.extend_from_slice(&(x >> 20).to_be_bytes()[..3]);
    k
}

fn report(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&ok(args)).expect("the JSON report")
}

fn counts(r: &serde_json::Value) -> Vec<u64> {
    r["regions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["count"].as_u64().unwrap())
        .collect()
}

#[test]
fn binary_keys_with_crlf_are_counted_as_an_independent_count_says() {
    let design = design_file();
    let splits = split_bytes();
    let mut want = vec![0u64; splits.len() + 1];
    let mut file = tempfile::NamedTempFile::new().unwrap();
    let n = 20_000;
    for i in 0..n {
        let k = key(i);
        want[region_of(&splits, &k)] += 1;
        // CRLF line ends, and now and then a blank line (skipped).
        write!(file, "{}\r\n", string_binary(&k)).unwrap();
        if i % 1000 == 0 {
            file.write_all(b"\r\n").unwrap();
        }
    }
    file.flush().unwrap();
    let path = file.path().to_str().unwrap();
    let d = design.path().to_str().unwrap();
    let r = report(&["analyze", d, "--keys", path, "--format", "json"]);
    assert_eq!(r["source"], "keys");
    assert_eq!(r["keys_read"], n);
    assert_eq!(counts(&r), want);
    assert_eq!(r["stats"]["keys"], n);
    // The heatmap holds every key once, in file order.
    let heat: u64 = r["heatmap"]["cells"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row.as_array().unwrap().iter().map(|c| c.as_u64().unwrap()))
        .sum();
    assert_eq!(heat, n);
    // Identical keys: counted independently.
    let mut all: Vec<Vec<u8>> = (0..n).map(key).collect();
    all.sort();
    all.dedup();
    assert_eq!(r["collisions"]["count"], n - all.len() as u64);
    assert_eq!(r["collisions"]["distinct"], all.len() as u64);

    // The same keys in hex, through standard input, give the same counts.
    let hex: String = (0..n)
        .map(|i| {
            key(i)
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect::<String>()
                + "\n"
        })
        .collect();
    let out = rowkey()
        .args([
            "analyze",
            d,
            "--keys",
            "-",
            "--keys-format",
            "hex",
            "--format",
            "json",
        ])
        .write_stdin(hex)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(counts(&r), want);

    // A sample report says where its keys came from too.
    let r = report(&["analyze", d, "--format", "json", "--count", "100"]);
    assert_eq!(r["source"], "sample");
    assert!(r.get("keys_read").is_none());
}

#[test]
fn a_pasted_scan_gives_one_key_per_row_and_multi_line_values_are_not_cells() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let scan = std::fs::read_to_string(fixture("scan_orders.txt")).unwrap();
    // The shell's own summary says how many rows it printed.
    let rows: u64 = scan
        .lines()
        .find_map(|l| l.strip_suffix(" row(s)"))
        .unwrap()
        .parse()
        .unwrap();
    let r = report(&[
        "analyze",
        d,
        "--keys",
        &fixture("scan_orders.txt"),
        "--keys-format",
        "scan",
        "--format",
        "json",
    ]);
    assert_eq!(r["keys_read"], rows);
    // The same rows, saved as toStringBinary lines with CRLF: the same counts.
    let crlf = fixture("orders_binary_crlf.txt");
    let b = report(&[
        "analyze",
        d,
        "--keys",
        &crlf,
        "--keys-format",
        "binary",
        "--format",
        "json",
    ]);
    assert_eq!(b["keys_read"], rows);
    assert_eq!(counts(&r), counts(&b));
    // Counted independently from the binary rows' bytes.
    let splits = split_bytes();
    let mut want = vec![0u64; splits.len() + 1];
    for k in [
        &b"user0001_\x00\x00\x01\x8D\xAC\xBB\xB8\x00"[..],
        b"user0001_\x00\x00\x01\x8D\xAC\xBC\xA2\x60",
        b"user0042_\x00\x00\x01\x8D\xAD\x01\x00\xFF",
        b"user0777_\x00\x00\x01\x8D\xAD\x1F\x3C\x11",
        b"user\\weird row",
        b"z-last row with spaces",
    ] {
        want[region_of(&splits, k)] += 1;
    }
    assert_eq!(counts(&r), want);
    // The text report says the keys were read, not sampled.
    let text = ok(&["analyze", d, "--keys", &crlf]);
    assert!(text.contains("6 read from the key dump"), "{text}");
}

#[test]
fn a_bad_line_fails_with_its_number() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(b"user1\nuser\\x0\n").unwrap();
    let err = fails(&[
        "analyze",
        d,
        "--keys",
        f.path().to_str().unwrap(),
        "--keys-format",
        "binary",
    ]);
    assert!(
        err.contains(": line 2: `\\x0` at column 5 is not a toStringBinary escape"),
        "{err}"
    );
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(b"00ff\r\n\r\nabc\r\n").unwrap();
    let err = fails(&[
        "analyze",
        d,
        "--keys",
        f.path().to_str().unwrap(),
        "--keys-format",
        "hex",
    ]);
    assert!(
        err.contains("line 3: an odd number of hex digits (3)"),
        "{err}"
    );
    let err = fails(&[
        "analyze",
        d,
        "--keys",
        &fixture("orders_binary_crlf.txt"),
        "--keys-format",
        "scan",
    ]);
    assert!(
        err.contains("line 1: not a line of the HBase shell's scan output"),
        "{err}"
    );
    let err = fails(&["analyze", d, "--keys-format", "hex"]);
    assert!(err.contains("--keys"), "{err}");
}

#[test]
fn csv_keys_by_column_name() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(b"amount,rowkey\r\n1,user0001_a\r\n2,\"z,quoted\"\r\n3,user0050\r\n")
        .unwrap();
    let p = f.path().to_str().unwrap();
    let r = report(&[
        "analyze",
        d,
        "--keys",
        p,
        "--keys-format",
        "csv",
        "--keys-column",
        "rowkey",
        "--format",
        "json",
    ]);
    assert_eq!(counts(&r), [1, 0, 1, 0, 1]);
    let err = fails(&[
        "analyze",
        d,
        "--keys",
        p,
        "--keys-format",
        "csv",
        "--keys-column",
        "key",
    ]);
    assert!(
        err.contains("line 1: no column `key` in the csv header"),
        "{err}"
    );
}

#[test]
fn quantile_splits_from_keys_follow_hash_chore_woker() {
    // 1000 keys, 100 of them twice, in a scrambled order.
    let mut keys: Vec<Vec<u8>> = (0..1000u64).map(key).collect();
    keys.extend((0..100u64).map(|i| key(i * 7)));
    let mut f = tempfile::NamedTempFile::new().unwrap();
    for k in &keys {
        writeln!(f, "{}", string_binary(k)).unwrap();
    }
    f.flush().unwrap();
    // HashChoreWoker: sorted distinct keys, every (count / regions)-th, count = keys read.
    let mut sorted = keys.clone();
    sorted.sort();
    sorted.dedup();
    let base = keys.len() / 8;
    let want: String = (1..sorted.len())
        .filter(|i| i % base == 0)
        .take(7)
        .map(|i| string_binary(&sorted[i]) + "\n")
        .collect();
    let out = ok(&[
        "split",
        "quantile",
        "--regions",
        "8",
        "--keys",
        f.path().to_str().unwrap(),
    ]);
    assert_eq!(out, want);
    let err = fails(&["split", "quantile", "--regions", "8"]);
    assert!(err.contains("--keys"), "{err}");
    let err = fails(&["split", "hexstring", "--regions", "8", "--keys", "-"]);
    assert!(err.contains("--keys is for quantile"), "{err}");
}

/// `rowkey analyze --keys F --partial` as standard output bytes.
fn partial(design: &str, keys: &str, extra: &[&str]) -> Vec<u8> {
    let mut args = vec!["analyze", design, "--keys", keys, "--partial"];
    args.extend_from_slice(extra);
    let out = rowkey().args(&args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn temp_with(bytes: &[u8]) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(bytes).unwrap();
    f.flush().unwrap();
    f
}

#[test]
fn partials_of_three_parts_merge_to_the_whole_files_report() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let keys: Vec<Vec<u8>> = (0..3000u64).map(|i| key(i % 2400)).collect();
    let lines = |ks: &[Vec<u8>]| -> Vec<u8> {
        ks.iter()
            .flat_map(|k| (string_binary(k) + "\n").into_bytes())
            .collect()
    };
    let whole = temp_with(&lines(&keys));
    let parts: Vec<_> = [&keys[..1000], &keys[1000..2100], &keys[2100..], &[]]
        .iter()
        .map(|ks| temp_with(&lines(ks)))
        .collect();
    // Text partials, one line each, in a scrambled order; one binary; an empty part.
    let mut text = Vec::new();
    for (i, p) in parts.iter().enumerate().rev().skip(1) {
        let line = partial(d, p.path().to_str().unwrap(), &["--part", &i.to_string()]);
        assert!(line.starts_with(b"rowkey-partial-v5:") && line.ends_with(b"\n"));
        assert_eq!(line.iter().filter(|&&b| b == b'\n').count(), 1);
        text.extend(line);
    }
    let empty = partial(
        d,
        parts[3].path().to_str().unwrap(),
        &["--partial-format", "binary"],
    );
    let text = temp_with(&text);
    let empty = temp_with(&empty);
    let merged = report(&[
        "merge",
        empty.path().to_str().unwrap(),
        text.path().to_str().unwrap(),
        "--format",
        "json",
    ]);
    let single = report(&[
        "analyze",
        d,
        "--keys",
        whole.path().to_str().unwrap(),
        "--format",
        "json",
    ]);
    for field in [
        "source",
        "keys_read",
        "regions",
        "stats",
        "key_lengths",
        "lints",
        "sample",
        "splits",
    ] {
        assert_eq!(merged[field], single[field], "{field}");
    }
    assert_eq!(merged["verdict"]["totals"], single["verdict"]["totals"]);
    // How the keys were read is the whole file's; the parts' heatmap windows do not line up
    // with the whole file's (1,000 keys is no multiple of its 64-key windows), and it says so.
    let mut dump = merged["dump"].clone();
    let warnings = dump["warnings"].take();
    assert!(
        warnings[0]
            .as_str()
            .unwrap()
            .contains("close to, not equal to"),
        "{warnings}"
    );
    assert_eq!(dump["order"], "insertion");
    let mut want = single["dump"].clone();
    want["warnings"] = serde_json::Value::Null;
    assert_eq!(dump, want);
    assert_eq!(merged["fingerprint"], single["fingerprint"]);
    assert_eq!(merged["collisions"]["count"], single["collisions"]["count"]);
    let distinct = keys.iter().collect::<std::collections::HashSet<_>>().len();
    assert_eq!(merged["collisions"]["count"], keys.len() - distinct);
    // A merged partial merges again, and gives the same.
    let again = rowkey()
        .args([
            "merge",
            text.path().to_str().unwrap(),
            "--format",
            "partial",
        ])
        .output()
        .unwrap();
    let again = temp_with(&again.stdout);
    let twice = report(&[
        "merge",
        again.path().to_str().unwrap(),
        empty.path().to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(twice["regions"], single["regions"]);
    assert_eq!(twice["stats"], single["stats"]);
    // Quantile split keys from the merged partial: the same as from the whole file.
    let from_keys = ok(&[
        "split",
        "quantile",
        "--regions",
        "6",
        "--keys",
        whole.path().to_str().unwrap(),
    ]);
    let from_partial = ok(&[
        "split",
        "quantile",
        "--regions",
        "6",
        "--from-partial",
        text.path().to_str().unwrap(),
    ]);
    assert_eq!(from_partial, from_keys);
    assert!(from_partial.lines().count() >= 2, "{from_partial}");
}

#[test]
fn partials_that_do_not_belong_or_are_damaged_are_refused() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let keys = temp_with(b"user0001_a\nuser0050_b\nz\n");
    let k = keys.path().to_str().unwrap();
    let good = temp_with(&partial(d, k, &["--partial-format", "binary"]));
    let g = good.path().to_str().unwrap();
    let other_rows = temp_with(&partial(d, k, &["--memory-rows", "5"]));
    let err = fails(&["merge", g, other_rows.path().to_str().unwrap()]);
    assert!(err.contains("in its options"), "{err}");
    let text = std::fs::read_to_string(design.path()).unwrap();
    let other = temp_with(text.replace("user0042_", "user0043_").as_bytes());
    let other_splits = temp_with(&partial(other.path().to_str().unwrap(), k, &[]));
    let err = fails(&["merge", g, other_splits.path().to_str().unwrap()]);
    assert!(err.contains("in its design"), "{err}");
    let bytes = std::fs::read(good.path()).unwrap();
    let cut = temp_with(&bytes[..bytes.len() / 2]);
    let err = fails(&["merge", cut.path().to_str().unwrap()]);
    assert!(
        err.contains(cut.path().to_str().unwrap()) && err.contains("cut short"),
        "{err}"
    );
    let mut flipped = bytes.clone();
    flipped[30] ^= 1;
    let corrupt = temp_with(&flipped);
    assert!(fails(&["merge", corrupt.path().to_str().unwrap()]).contains("checksum"));
    let foreign = temp_with(b"PK\x03\x04 a zip file");
    assert!(fails(&["merge", foreign.path().to_str().unwrap()]).contains("not a rowkey partial"));
    let mut newer = bytes.clone();
    newer[4] = 9;
    let newer = temp_with(&newer);
    assert!(fails(&["merge", newer.path().to_str().unwrap()]).contains("format version 9"));
    let mut older = bytes;
    older[4] = 1;
    let older = temp_with(&older);
    assert!(fails(&["merge", older.path().to_str().unwrap()]).contains("made by an older rowkey"));
}

/// An empty input (an empty partition's) prints one valid partial that merges as nothing;
/// sorted parts are key order as the whole file is; parts read with another order are refused.
#[test]
fn an_empty_part_merges_as_nothing_and_sorted_parts_are_key_order() {
    let design = design_file();
    let d = design.path().to_str().unwrap();
    let out = rowkey()
        .args(["analyze", d, "--keys", "-", "--partial"])
        .write_stdin(Vec::<u8>::new())
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(out.stdout.starts_with(b"rowkey-partial-v5:") && out.stdout.ends_with(b"\n"));
    let empty = temp_with(&out.stdout);
    let mut keys: Vec<Vec<u8>> = (0..500u64).map(key).collect();
    keys.sort();
    let sorted: Vec<String> = keys.iter().map(|k| string_binary(k)).collect();
    let a = temp_with((sorted[..200].join("\n") + "\n").as_bytes());
    let b = temp_with((sorted[200..].join("\n") + "\n").as_bytes());
    let whole = temp_with((sorted.join("\n") + "\n").as_bytes());
    let pa = temp_with(&partial(d, a.path().to_str().unwrap(), &["--part", "0"]));
    let pb = temp_with(&partial(d, b.path().to_str().unwrap(), &["--part", "1"]));
    let merged = report(&[
        "merge",
        pb.path().to_str().unwrap(),
        empty.path().to_str().unwrap(),
        pa.path().to_str().unwrap(),
        "--format",
        "json",
    ]);
    let single = report(&[
        "analyze",
        d,
        "--keys",
        whole.path().to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(merged["dump"]["order"], "key");
    for field in [
        "regions",
        "stats",
        "verdict",
        "heatmap",
        "dump",
        "lints",
        "key_lengths",
    ] {
        assert_eq!(merged[field], single[field], "{field}");
    }
    let only_empty = report(&["merge", empty.path().to_str().unwrap(), "--format", "json"]);
    assert_eq!(only_empty["keys_read"], 0);
    let given = temp_with(&partial(
        d,
        b.path().to_str().unwrap(),
        &["--part", "1", "--order", "insertion"],
    ));
    let err = fails(&[
        "merge",
        pa.path().to_str().unwrap(),
        given.path().to_str().unwrap(),
    ]);
    assert!(err.contains("in its key order"), "{err}");
}
