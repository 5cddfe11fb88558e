//! Golden vectors produced by running the real upstream Java code (HBase, Phoenix, OpenTSDB,
//! HBaseWD, the JDK); see `testdata/hbase/README.md`. One `#[test]` per vector family; every case
//! of a family is checked, and each family asserts it checked some, so a renamed JSON key fails
//! instead of silently checking nothing. Failure messages name the case.

use std::cmp::Ordering;

use rowkey_core::hash::{crc32, md5_hex};
use rowkey_core::hbase::ordered::{self, Order};
use rowkey_core::hbase::salt::{
    hbasewd_hash_prefix, phoenix_salt_byte, phoenix_salted_key, phoenix_split_points,
    HashPrefixDistributor, OneBytePrefixDistributor, OpenTsdbSalt, RowKeyDistributor,
};
use rowkey_core::hbase::shell::{
    java_string_from_utf8, ruby_literal_to_bytes, ruby_string_literal_bytes, shell_single_quoted,
    splits_file_line_to_bytes,
};
use rowkey_core::hbase::split::{
    admin_split_keys, book_hex_splits, bytes_split, bytes_split_with, create_table_splits,
    regions_from_splits, NumberStringSplit, RegionSplitterAlgorithm, SplitError, UniformSplit,
};
use rowkey_core::hbase::{
    compare, from_hex, int_bytes, long_bytes, short_bytes, to_bytes_binary, to_bytes_binary_utf16,
    to_hex, to_string_binary,
};
use rowkey_core::java::{array_hash, format_dec, format_hex, string_hash, JInt};
use serde_json::Value;

/// A vector file from `testdata/hbase/`, parsed.
fn load(name: &str) -> Value {
    let path = format!(
        "{}/../../testdata/hbase/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text)
        .or_else(|_| serde_json::from_str(&replace_lone_surrogates(&text)))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// serde_json rejects a lone surrogate escape (`"\ud800"`), which a Java string may hold. Such
/// strings become U+FFFD; the vectors give every Java string as UTF-16 units too, and those are
/// what the tests use.
fn replace_lone_surrogates(text: &str) -> String {
    let escape_at = |i: usize| -> Option<u16> {
        if !text.get(i..)?.starts_with("\\u") {
            return None;
        }
        u16::from_str_radix(text.get(i + 2..i + 6)?, 16).ok()
    };
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        // An escaped backslash is never the start of an escape.
        if text[i..].starts_with("\\\\") {
            out.push_str("\\\\");
            i += 2;
            continue;
        }
        match escape_at(i) {
            Some(0xd800..=0xdbff) if matches!(escape_at(i + 6), Some(0xdc00..=0xdfff)) => {
                out.push_str(&text[i..i + 12]);
                i += 12;
            }
            Some(0xd800..=0xdfff) => {
                out.push_str("\\ufffd");
                i += 6;
            }
            _ => {
                let c = text[i..].chars().next().unwrap_or_default();
                out.push(c);
                i += c.len_utf8().max(1);
            }
        }
    }
    out
}

/// Every family ends here: it must have checked something (a renamed key would otherwise pass
/// silently), and `--nocapture` shows how much.
fn done(family: &str, checked: usize) {
    assert!(checked > 0, "{family}: no cases checked");
    eprintln!("{family}: {checked} cases");
}

#[test]
fn load_tolerates_lone_surrogates() {
    let json = r#"{"a": "\ud800x", "b": "\ud83d\ude00", "c": "\\ud800"}"#;
    let v: Value = serde_json::from_str(&replace_lone_surrogates(json)).unwrap();
    assert_eq!(v["a"], "\u{fffd}x");
    assert_eq!(v["b"], "\u{1f600}");
    assert_eq!(v["c"], "\\ud800");
}

fn list<'a>(v: &'a Value, key: &str) -> &'a Vec<Value> {
    v.get(key)
        .and_then(Value::as_array)
        .unwrap_or_else(|| panic!("missing list `{key}` in {}", brief(v)))
}

fn field<'a>(v: &'a Value, key: &str) -> &'a Value {
    v.get(key)
        .unwrap_or_else(|| panic!("missing `{key}` in {}", brief(v)))
}

fn text<'a>(v: &'a Value, key: &str) -> &'a str {
    field(v, key)
        .as_str()
        .unwrap_or_else(|| panic!("`{key}` is not a string in {}", brief(v)))
}

fn opt_text<'a>(v: &'a Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Value::as_str)
}

fn int(v: &Value, key: &str) -> i64 {
    let f = field(v, key);
    f.as_i64()
        .or_else(|| f.as_str().and_then(|s| s.parse().ok()))
        .unwrap_or_else(|| panic!("`{key}` is not an integer in {}", brief(v)))
}

fn int32(v: &Value, key: &str) -> i32 {
    i32::try_from(int(v, key)).unwrap_or_else(|_| panic!("`{key}` is not an int in {}", brief(v)))
}

fn boolean(v: &Value, key: &str) -> bool {
    field(v, key)
        .as_bool()
        .unwrap_or_else(|| panic!("`{key}` is not a bool in {}", brief(v)))
}

/// Bytes given as lowercase hex, or as `{hex, string_binary}` (both checked).
fn bytes_of(v: &Value) -> Vec<u8> {
    if let Some(hex) = v.as_str() {
        return from_hex(hex).unwrap_or_else(|e| panic!("bad hex {hex:?}: {e}"));
    }
    let bytes = bytes_of(field(v, "hex"));
    if let Some(sb) = opt_text(v, "string_binary") {
        assert_eq!(
            to_string_binary(&bytes),
            sb,
            "toStringBinary of {}",
            brief(v)
        );
    }
    bytes
}

fn bytes(v: &Value, key: &str) -> Vec<u8> {
    bytes_of(field(v, key))
}

fn bytes_list(v: &Value, key: &str) -> Vec<Vec<u8>> {
    list(v, key).iter().map(bytes_of).collect()
}

/// A Java string given as UTF-16 code units (`["0041", ...]`).
fn java_string(v: &Value, key: &str) -> Result<String, Vec<u16>> {
    let units: Vec<u16> = list(v, key)
        .iter()
        .map(|u| {
            let hex = u.as_str().unwrap_or_default();
            u16::from_str_radix(hex, 16).unwrap_or_else(|_| panic!("bad UTF-16 unit {u}"))
        })
        .collect();
    String::from_utf16(&units).map_err(|_| units)
}

fn brief(v: &Value) -> String {
    let mut s = v.to_string();
    if s.len() > 300 {
        let mut cut = 300;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        s.truncate(cut);
        s.push('…');
    }
    s
}

/// A case's name for failure messages: its `id`, or the whole case, shortened.
fn case_id(v: &Value) -> String {
    opt_text(v, "id").map_or_else(|| brief(v), str::to_owned)
}

fn ascii(keys: &[Vec<u8>]) -> Vec<String> {
    keys.iter()
        .map(|k| String::from_utf8_lossy(k).into_owned())
        .collect()
}

fn strings(v: &Value, key: &str) -> Vec<String> {
    list(v, key)
        .iter()
        .map(|s| s.as_str().unwrap_or_default().to_owned())
        .collect()
}

/// Upstream threw `expected` (`class: message`): we must fail too, with the same exception and
/// message, and say so in our own message. Java array identities (`[B@6d06d69c`) cannot match.
fn assert_hbase_error<T: std::fmt::Debug>(id: &str, got: Result<T, SplitError>, expected: &str) {
    let err = match got {
        Ok(v) => panic!("{id}: HBase throws `{expected}`, we returned {v:?}"),
        Err(e) => e,
    };
    let ours = err.hbase_message();
    let expected = expected.strip_suffix(": null").unwrap_or(expected);
    match expected.split_once("[B@") {
        Some((prefix, _)) => assert!(ours.starts_with(prefix), "{id}: `{ours}` vs `{expected}`"),
        None => assert_eq!(ours, expected, "{id}"),
    }
    assert!(
        err.to_string().contains(&ours),
        "{id}: our message `{err}` should quote HBase's"
    );
}

/// Apply `first_row` / `last_row` as the generator did, then check `firstRow()` / `lastRow()`.
fn configure<A: RegionSplitterAlgorithm>(
    algo: &mut A,
    case: &Value,
    row_to_bytes: impl Fn(&Value) -> Vec<u8>,
) -> Result<(), SplitError> {
    let id = case_id(case);
    if let Some(first) = opt_text(case, "first_row") {
        algo.set_first_row(first)?;
    }
    if let Some(last) = opt_text(case, "last_row") {
        algo.set_last_row(last)?;
    }
    if let Some(first) = case.get("firstRow()") {
        assert_eq!(algo.first_row(), row_to_bytes(first), "{id}: firstRow()");
    }
    if let Some(last) = case.get("lastRow()") {
        assert_eq!(algo.last_row(), row_to_bytes(last), "{id}: lastRow()");
    }
    Ok(())
}

/// `hexstring_split.json` / `decimal_split.json`: the same layout for both algorithms.
fn check_number_split(file: &str, new: fn() -> NumberStringSplit) {
    let data = load(file);
    let ascii_row = |v: &Value| v.as_str().unwrap_or_default().as_bytes().to_vec();
    let mut checked = 0;
    for case in list(&data, "cases") {
        let id = case_id(case);
        let method = text(case, "method");
        let mut algo = new();
        let outcome: Result<Vec<Vec<u8>>, SplitError> = configure(&mut algo, case, ascii_row)
            .and_then(|()| match method {
                "split(int)" => algo.split(int32(case, "num_regions")),
                "split(byte[] start, byte[] end)" => algo
                    .midpoint(text(case, "start").as_bytes(), text(case, "end").as_bytes())
                    .map(|m| vec![m]),
                "split(byte[] start, byte[] end, int numSplits, boolean inclusive)" => algo
                    .split_range(
                        text(case, "start").as_bytes(),
                        text(case, "end").as_bytes(),
                        int32(case, "num_splits"),
                        boolean(case, "inclusive"),
                    ),
                other => panic!("{id}: unknown method `{other}`"),
            });
        if let Some(error) = opt_text(case, "error") {
            assert_hbase_error(&id, outcome, error);
        } else {
            let keys = outcome.unwrap_or_else(|e| panic!("{id}: {e}"));
            if method == "split(byte[] start, byte[] end)" {
                assert_eq!(ascii(&keys), [text(case, "midpoint")], "{id}");
            } else {
                assert_eq!(ascii(&keys), strings(case, "splits"), "{id}");
                assert_eq!(keys.len() as i64, int(case, "split_count"), "{id}");
            }
        }
        checked += 1;
    }
    done(file, checked);
}

#[test]
fn hexstring_split() {
    check_number_split("hexstring_split", NumberStringSplit::hex_string);
}

#[test]
fn hexstring_book_comparison() {
    let data = load("hexstring_split");
    let mut checked = 0;
    for case in list(&data, "book_comparison") {
        let id = brief(case);
        let (start, end) = (text(case, "start_key"), text(case, "end_key"));
        let n = int32(case, "num_regions");
        let book = book_hex_splits(start, end, n).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(ascii(&book), strings(case, "book_getHexSplits"), "{id}");
        let mut hex = NumberStringSplit::hex_string();
        hex.set_first_row(start).unwrap();
        hex.set_last_row(end).unwrap();
        let ours = hex.split(n).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(
            ascii(&ours),
            strings(case, "HexStringSplit_same_range"),
            "{id}"
        );
        checked += 1;
    }
    done("hexstring_split book_comparison", checked);
}

#[test]
fn decimal_split() {
    check_number_split("decimal_split", NumberStringSplit::decimal_string);
}

#[test]
fn uniform_split() {
    let data = load("uniform_split");
    let mut checked = 0;
    for case in list(&data, "cases") {
        let id = case_id(case);
        let method = text(case, "method");
        let mut algo = UniformSplit::default();
        let outcome = configure(&mut algo, case, bytes_of).and_then(|()| match method {
            "split(int)" => algo.split(int32(case, "num_regions")),
            "split(byte[] start, byte[] end)" => algo
                .midpoint(&bytes(case, "start"), &bytes(case, "end"))
                .map(|m| vec![m]),
            "split(byte[] start, byte[] end, int numSplits, boolean inclusive)" => algo
                .split_range(
                    &bytes(case, "start"),
                    &bytes(case, "end"),
                    int32(case, "num_splits"),
                    boolean(case, "inclusive"),
                ),
            other => panic!("{id}: unknown method `{other}`"),
        });
        if let Some(error) = opt_text(case, "error") {
            assert_hbase_error(&id, outcome, error);
        } else {
            let keys = outcome.unwrap_or_else(|e| panic!("{id}: {e}"));
            if method == "split(byte[] start, byte[] end)" {
                assert_eq!(keys, [bytes(case, "midpoint")], "{id}");
            } else {
                assert_eq!(keys, bytes_list(case, "splits"), "{id}");
                assert_eq!(keys.len() as i64, int(case, "split_count"), "{id}");
            }
        }
        checked += 1;
    }
    done("uniform_split", checked);
}

#[test]
fn bytes_split_cases() {
    let data = load("bytes_split");
    let mut checked = 0;
    for case in list(&data, "cases") {
        let id = case_id(case);
        let a = bytes(case, "a");
        let b = bytes(case, "b");
        // The vectors give the inputs as toBytesBinary text too.
        assert_eq!(
            to_bytes_binary(text(&case["a"], "string_binary")),
            a,
            "{id}"
        );
        let num = int32(case, "num");
        let outcome = match text(case, "method") {
            "Bytes.split(a, b, num)" => bytes_split(&a, &b, num),
            "Bytes.split(a, b, inclusive, num)" => {
                bytes_split_with(&a, &b, boolean(case, "inclusive"), num)
            }
            other => panic!("{id}: unknown method `{other}`"),
        };
        if let Some(error) = opt_text(case, "error") {
            assert_hbase_error(&id, outcome, error);
        } else {
            let keys = outcome.unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(keys, bytes_list(case, "result"), "{id}");
            assert_eq!(keys.len() as i64, int(case, "result_count"), "{id}");
        }
        checked += 1;
    }
    done("bytes_split", checked);
}

#[test]
fn bytes_split_create_table() {
    let data = load("bytes_split");
    let mut checked = 0;
    for case in list(&data, "create_table") {
        let id = case_id(case);
        let start = bytes(case, "start_key");
        let end = bytes(case, "end_key");
        let n = int32(case, "num_regions");
        if case.get("split_keys").is_some() {
            // What getSplitKeys produced, before verifySplitKeys had its say.
            let keys = admin_split_keys(&start, &end, n).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(keys, bytes_list(case, "split_keys"), "{id}");
            assert_eq!(keys.len() as i64, int(case, "split_keys_count"), "{id}");
        }
        let outcome = create_table_splits(&start, &end, n);
        if let Some(error) = opt_text(case, "error") {
            assert_hbase_error(&id, outcome, error);
        } else {
            let keys = outcome.unwrap_or_else(|e| panic!("{id}: {e}"));
            let regions: Vec<(String, String)> = regions_from_splits(&keys)
                .iter()
                .map(|(s, e)| (to_string_binary(s), to_string_binary(e)))
                .collect();
            let expected: Vec<(String, String)> = list(case, "regions_string_binary")
                .iter()
                .map(|r| {
                    let pair = r.as_array().unwrap_or_else(|| panic!("{id}: region {r}"));
                    let s = |i: usize| pair[i].as_str().unwrap_or_default().to_owned();
                    (s(0), s(1))
                })
                .collect();
            assert_eq!(regions, expected, "{id}");
            assert_eq!(regions.len() as i64, int(case, "region_count"), "{id}");
        }
        checked += 1;
    }
    done("create_table", checked);
}

#[test]
fn md5_hex_cases() {
    let data = load("md5_hex");
    let mut checked = 0;
    for case in list(&data, "cases") {
        let id = brief(case);
        let input_bytes = bytes(case, "input_hex");
        let kind = text(case, "kind");
        let input = text(case, "input");
        let hashed: &[u8] = match kind {
            "string(UTF-8)" => {
                assert_eq!(input.as_bytes(), input_bytes, "{id}");
                &input_bytes
            }
            "Bytes.toBytes(long)" => {
                assert_eq!(long_bytes(int(case, "input")), *input_bytes, "{id}");
                &input_bytes
            }
            "Bytes.toBytes(int)" => {
                assert_eq!(int_bytes(int32(case, "input")), *input_bytes, "{id}");
                &input_bytes
            }
            other if other.starts_with("getMD5AsHex(key,") => {
                // getMD5AsHex(key, offset=O, length=L)
                let num = |name: &str| -> usize {
                    let at = other
                        .find(name)
                        .unwrap_or_else(|| panic!("{id}: kind `{other}`"));
                    let digits: String = other[at + name.len()..]
                        .chars()
                        .take_while(char::is_ascii_digit)
                        .collect();
                    digits
                        .parse()
                        .unwrap_or_else(|_| panic!("{id}: kind `{other}`"))
                };
                assert_eq!(input.as_bytes(), input_bytes, "{id}");
                let (offset, length) = (num("offset="), num("length="));
                &input_bytes[offset..offset + length]
            }
            // Another encoding of the input: the digest of its bytes is still checked.
            _ => &input_bytes,
        };
        let md5 = md5_hex(hashed);
        assert_eq!(md5, text(case, "md5_hex"), "{id}");
        if let Some(prefixed) = opt_text(case, "prefix4_key") {
            let ours = format!("{}_{input}", &md5[..4]);
            assert_eq!(ours, prefixed, "{id}");
            if let Some(hex) = opt_text(case, "prefix4_key_hex") {
                assert_eq!(to_hex(ours.as_bytes()), hex, "{id}");
            }
        }
        checked += 1;
    }
    done("md5_hex", checked);
}

#[test]
fn crc32_cases() {
    let data = load("crc32");
    let mut checked = 0;
    for case in list(&data, "cases") {
        let id = brief(case);
        let input = bytes(case, "input_utf8_hex");
        if let Some(s) = opt_text(case, "input") {
            assert_eq!(s.as_bytes(), input, "{id}");
        }
        let crc = crc32(&input);
        assert_eq!(crc, int(case, "crc32"), "{id}");
        let crc = JInt::Long(crc);
        assert_eq!(format_hex(crc, 8), text(case, "crc32_hex8"), "{id}");
        assert_eq!(i64::from(crc.to_int()), int(case, "crc32_as_int"), "{id}");
        let low16 = format_hex(crc.and(JInt::Int(0xffff)), 4);
        assert_eq!(low16, text(case, "format_04x_low16"), "{id}");
        if let (Some(key), Some(s)) = (opt_text(case, "prefix4_key"), opt_text(case, "input")) {
            assert_eq!(format!("{low16}_{s}"), key, "{id}");
        }
        checked += 1;
    }
    done("crc32", checked);
}

#[test]
fn java_hashcode() {
    let data = load("java_hashcode");
    let mut checked = 0;
    for case in list(&data, "cases") {
        let id = brief(case);
        let h = match java_string(case, "utf16_code_units") {
            Ok(s) => {
                assert_eq!(s, text(case, "string"), "{id}");
                assert_eq!(to_hex(s.as_bytes()), text(case, "utf8_hex"), "{id}");
                string_hash(&s)
            }
            // A lone surrogate cannot be a Rust string (nor reach the tool): hash the units
            // with Java's formula so the modulo checks below still run.
            Err(units) => units
                .iter()
                .fold(0i32, |h, &u| h.wrapping_mul(31).wrapping_add(i32::from(u))),
        };
        assert_eq!(i64::from(h), int(case, "hashCode"), "{id}");
        let hash = JInt::Int(h);
        let masked = hash.and(JInt::Int(i32::MAX));
        assert_eq!(masked.as_i64(), int(case, "hashCode_masked"), "{id}");
        assert_eq!(
            to_hex(&int_bytes(h)),
            text(case, "hashCode_as_Bytes_toBytes_int_hex"),
            "{id}"
        );
        type Reduce = fn(JInt, JInt) -> Option<JInt>;
        let reductions: [(&str, Reduce); 3] = [
            ("masked_mod", |h, n| {
                h.and(JInt::Int(i32::MAX)).checked_rem(n)
            }),
            ("math_abs_of_remainder", |h, n| {
                h.checked_rem(n).map(JInt::abs)
            }),
            ("math_abs_then_mod", |h, n| h.abs().checked_rem(n)),
        ];
        for (key, reduce) in reductions {
            let map = field(case, key)
                .as_object()
                .unwrap_or_else(|| panic!("{id}: `{key}`"));
            assert!(!map.is_empty(), "{id}: `{key}` is empty");
            for (n, expected) in map {
                let n: i32 = n.parse().unwrap_or_else(|_| panic!("{id}: N {n}"));
                let ours = reduce(hash, JInt::Int(n)).map(JInt::as_i64);
                assert_eq!(ours, expected.as_i64(), "{id}: {key}[{n}]");
            }
        }
        checked += 1;
    }
    done("java_hashcode", checked);
}

#[test]
fn reverse_ts() {
    let data = load("reverse_ts");
    let mut checked = 0;
    for case in list(&data, "cases") {
        let id = brief(case);
        let ts = int(case, "ts");
        assert_eq!(to_hex(&long_bytes(ts)), text(case, "ts_bytes_hex"), "{id}");
        let reversed = JInt::Long(i64::MAX).wrapping_sub(JInt::Long(ts));
        let decimal = reversed.to_decimal();
        assert_eq!(decimal, text(case, "reversed_decimal"), "{id}");
        assert_eq!(
            decimal.len() as i64,
            int(case, "reversed_decimal_length"),
            "{id}"
        );
        if let Some(padded) = opt_text(case, "reversed_decimal_zero_padded_19") {
            assert_eq!(format_dec(reversed, 19), padded, "{id}");
        }
        let key = long_bytes(reversed.as_i64());
        assert_eq!(to_hex(&key), text(case, "reversed_bytes_hex"), "{id}");
        assert_eq!(
            to_string_binary(&key),
            text(case, "reversed_string_binary"),
            "{id}"
        );
        assert_eq!(
            to_hex(decimal.as_bytes()),
            text(case, "reversed_Bytes_toBytes_String_hex"),
            "{id}"
        );
        checked += 1;
    }
    done("reverse_ts", checked);
}

#[test]
fn bytes_encoding() {
    let data = load("bytes_encoding");
    let mut checked = 0;
    for case in list(&data, "toBytes_long") {
        assert_eq!(
            to_hex(&long_bytes(int(case, "value"))),
            text(case, "hex"),
            "{case}"
        );
        checked += 1;
    }
    for case in list(&data, "toBytes_int") {
        assert_eq!(
            to_hex(&int_bytes(int32(case, "value"))),
            text(case, "hex"),
            "{case}"
        );
        checked += 1;
    }
    for case in list(&data, "toBytes_short") {
        let v = i16::try_from(int(case, "value")).unwrap_or_else(|_| panic!("{case}"));
        assert_eq!(to_hex(&short_bytes(v)), text(case, "hex"), "{case}");
        checked += 1;
    }
    for case in list(&data, "toBytes_String") {
        let s = java_string(case, "utf16_code_units")
            .unwrap_or_else(|u| panic!("{case}: not valid UTF-16 {u:?}"));
        assert_eq!(to_hex(s.as_bytes()), text(case, "hex"), "{case}");
        checked += 1;
    }
    for case in list(&data, "compareTo") {
        let ord = compare(&bytes(case, "left_hex"), &bytes(case, "right_hex"));
        let sign = match ord {
            Ordering::Less => -1,
            Ordering::Equal => 0,
            Ordering::Greater => 1,
        };
        assert_eq!(sign, int(case, "sign"), "{case}");
        checked += 1;
    }
    done("bytes_encoding", checked);
}

#[test]
fn to_string_binary_cases() {
    let data = load("to_string_binary");
    let mut checked = [0usize; 3];
    for case in list(&data, "to_string_binary") {
        let id = brief(case);
        let bytes = bytes(case, "hex");
        let shown = to_string_binary(&bytes);
        assert_eq!(shown, text(case, "string_binary"), "{id}");
        let back = to_bytes_binary(&shown);
        assert_eq!(to_hex(&back), text(case, "round_trip_hex"), "{id}");
        assert_eq!(back == bytes, boolean(case, "round_trip_equal"), "{id}");
        checked[0] += 1;
    }
    for case in list(&data, "to_string_binary_ranged") {
        let id = brief(case);
        let bytes = bytes(case, "hex");
        // toStringBinary(b, off, len) clamps a range running past the end.
        let offset = usize::try_from(int(case, "offset"))
            .unwrap_or(0)
            .min(bytes.len());
        let length = usize::try_from(int(case, "length")).unwrap_or(0);
        let end = offset.saturating_add(length).min(bytes.len());
        assert_eq!(
            to_string_binary(&bytes[offset..end]),
            text(case, "string_binary"),
            "{id}"
        );
        checked[1] += 1;
    }
    for case in list(&data, "to_bytes_binary") {
        let id = brief(case);
        // The current behaviour (HBASE-30304), not `before_HBASE_30304_*`.
        let result = match java_string(case, "input_utf16") {
            Ok(input) => {
                assert_eq!(input, text(case, "input"), "{id}");
                to_bytes_binary(&input)
            }
            Err(units) => to_bytes_binary_utf16(&units),
        };
        assert_eq!(to_hex(&result), text(case, "result_hex"), "{id}");
        assert_eq!(
            to_string_binary(&result),
            text(case, "result_string_binary"),
            "{id}"
        );
        checked[2] += 1;
    }
    done("to_string_binary", checked[0]);
    done("to_string_binary_ranged", checked[1]);
    done("to_bytes_binary", checked[2]);
}

#[test]
fn phoenix_salt() {
    let data = load("phoenix_salt");
    let mut checked = 0;
    for case in list(&data, "cases") {
        let id = brief(case);
        let key = bytes(case, "key_hex");
        if let Some(sb) = opt_text(case, "key_string_binary") {
            assert_eq!(to_string_binary(&key), sb, "{id}");
        }
        assert_eq!(i64::from(array_hash(&key)), int(case, "hash_int"), "{id}");
        let salts = field(case, "salt_byte")
            .as_object()
            .unwrap_or_else(|| panic!("{id}: salt_byte"));
        assert!(!salts.is_empty(), "{id}: no salt bytes");
        for (n, expected) in salts {
            let n: i32 = n.parse().unwrap_or_else(|_| panic!("{id}: N {n}"));
            let ours = phoenix_salt_byte(&key, n);
            match expected.as_i64() {
                Some(b) => assert_eq!(ours.map(i64::from), Ok(b), "{id}: N={n}"),
                None => assert!(
                    ours.is_err(),
                    "{id}: N={n}: Phoenix refuses, we gave {ours:?}"
                ),
            }
        }
        if let Some(salted) = opt_text(case, "salted_key_hex_buckets_16") {
            let ours = phoenix_salted_key(&key, 16).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(to_hex(&ours), salted, "{id}");
        }
        checked += 1;
    }
    let points = field(&data, "split_points")
        .as_object()
        .unwrap_or_else(|| panic!("split_points"));
    for (n, expected) in points {
        let n: i32 = n.parse().unwrap_or_else(|_| panic!("split_points N {n}"));
        let ours = phoenix_split_points(n);
        match expected.as_array() {
            Some(keys) => {
                let keys: Vec<Vec<u8>> = keys.iter().map(bytes_of).collect();
                assert_eq!(ours, Ok(keys), "split_points[{n}]");
            }
            None => assert!(ours.is_err(), "split_points[{n}]: Phoenix refuses"),
        }
        checked += 1;
    }
    done("phoenix_salt", checked);
}

#[test]
fn opentsdb_salt() {
    let data = load("opentsdb_salt");
    let mut checked = 0;
    for case in list(&data, "cases") {
        let id = brief(case);
        let width = int32(case, "salt_width");
        let buckets = int32(case, "salt_buckets");
        let salt = OpenTsdbSalt::new(width, buckets);
        if let Some(error) = case.get("error") {
            let outcome = salt.and_then(|salt| {
                let mut row = bytes(case, "row_before_salt_hex");
                salt.prefix_key_with_salt(&mut row)
            });
            assert!(
                outcome.is_err(),
                "{id}: OpenTSDB fails ({error}), we did not"
            );
            checked += 1;
            continue;
        }
        let metric = bytes(case, "metric_uid_hex");
        let salt = salt
            .unwrap_or_else(|e| panic!("{id}: {e}"))
            .with_metric_width(metric.len());
        let tags: Vec<u8> = bytes_list(case, "tag_pairs_hex").concat();
        let ts = int(case, "timestamp_s");
        let base = int(case, "base_time_s");
        assert_eq!(base, ts - ts % 3600, "{id}: base time");
        let base = u32::try_from(base).unwrap_or_else(|_| panic!("{id}: base time"));
        let mut row = vec![0u8; salt.width()];
        row.extend_from_slice(&metric);
        row.extend_from_slice(&base.to_be_bytes());
        row.extend_from_slice(&tags);
        assert_eq!(to_hex(&row), text(case, "row_before_salt_hex"), "{id}");
        let hash = array_hash(&[metric.as_slice(), &tags].concat());
        assert_eq!(i64::from(hash), int(case, "salt_base_hash"), "{id}");
        let expected = bytes(case, "row_key_hex");
        salt.prefix_key_with_salt(&mut row)
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(row, expected, "{id}");
        let built = salt
            .salted_row(&metric, base, &tags)
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(built, expected, "{id}");
        assert_eq!(to_hex(&row[..salt.width()]), text(case, "salt_hex"), "{id}");
        let alone = rowkey_core::hbase::salt::opentsdb_salt(&metric, &tags, width, buckets);
        assert_eq!(
            alone.map(|s| to_hex(&s)),
            Ok(text(case, "salt_hex").to_owned()),
            "{id}"
        );
        checked += 1;
    }
    done("opentsdb_salt", checked);
}

/// The number in a distributor's description, e.g. 4 in `OneByteSimpleHash(4)`.
fn buckets_in(description: &str) -> i32 {
    let digits: String = description
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(char::is_ascii_digit)
        .collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("no bucket count in `{description}`"))
}

#[test]
fn hbasewd() {
    let data = load("hbasewd");
    let mut checked = 0;
    for case in list(&data, "hash_prefix") {
        let id = brief(case);
        let key = bytes(case, "key_hex");
        assert_eq!(i64::from(array_hash(&key)), int(case, "hash_int"), "{id}");
        let prefixes = field(case, "prefix_byte")
            .as_object()
            .unwrap_or_else(|| panic!("{id}: prefix_byte"));
        assert!(!prefixes.is_empty(), "{id}: no prefixes");
        for (n, expected) in prefixes {
            let n: i32 = n.parse().unwrap_or_else(|_| panic!("{id}: N {n}"));
            let ours = hbasewd_hash_prefix(&key, n);
            match expected.as_i64() {
                Some(b) => assert_eq!(ours.map(i64::from), Ok(b), "{id}: N={n}"),
                None => assert!(ours.is_err(), "{id}: N={n}: HBaseWD refuses"),
            }
            if let Ok(d) = HashPrefixDistributor::new(n) {
                assert_eq!(d.distributed_key(&key)[1..], key, "{id}");
            }
        }
        checked += 1;
    }

    // One RowKeyDistributorByOneBytePrefix((byte) 3) was fed k0, k1, ... in order; the file
    // may list only some of those calls, so replay them all and compare the listed ones.
    let round_robin = list(&data, "round_robin");
    let call_of = |case: &Value| -> usize {
        let original = text(case, "original");
        original
            .strip_prefix('k')
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("round_robin: unexpected key `{original}`"))
    };
    let calls = round_robin.iter().map(call_of).max().map_or(0, |m| m + 1);
    let source = data["source"]["expression"].as_str().unwrap_or_default();
    let rr_buckets = source
        .split("RowKeyDistributorByOneBytePrefix(")
        .nth(1)
        .map_or(3, buckets_in);
    let mut distributor = OneBytePrefixDistributor::new(rr_buckets as i8).unwrap();
    let produced: Vec<Vec<u8>> = (0..calls)
        .map(|i| distributor.distributed_key(format!("k{i}").as_bytes()))
        .collect();
    for case in round_robin {
        let ours = &produced[call_of(case)];
        assert_eq!(to_hex(ours), text(case, "distributed_hex"), "{case}");
        checked += 1;
    }

    for case in list(&data, "scan_fanout") {
        let id = brief(case);
        let description = text(case, "distributor");
        let buckets = buckets_in(description);
        let start = text(case, "start_row").as_bytes();
        let stop = text(case, "stop_row").as_bytes();
        let intervals = if description.starts_with("RowKeyDistributorByHashPrefix") {
            HashPrefixDistributor::new(buckets)
                .unwrap()
                .distributed_intervals(start, stop)
        } else if description.starts_with("RowKeyDistributorByOneBytePrefix") {
            OneBytePrefixDistributor::new(buckets as i8)
                .unwrap()
                .distributed_intervals(start, stop)
        } else {
            panic!("{id}: unknown distributor");
        };
        let ours: Vec<Vec<String>> = intervals
            .iter()
            .map(|(s, e)| vec![to_string_binary(s), to_string_binary(e)])
            .collect();
        let expected: Vec<Vec<String>> = list(case, "intervals_string_binary")
            .iter()
            .map(|pair| {
                pair.as_array()
                    .unwrap_or_else(|| panic!("{id}: interval {pair}"))
                    .iter()
                    .map(|s| s.as_str().unwrap_or_default().to_owned())
                    .collect()
            })
            .collect();
        assert_eq!(ours, expected, "{id}");
        checked += 1;
    }
    done("hbasewd", checked);
}

#[test]
fn shell_splits() {
    let data = load("shell_splits");
    let mut checked = 0;
    for case in list(&data, "literals") {
        let literal = text(case, "ruby_literal");
        let id = format!("literal {literal}");
        if let Some(error) = case.get("error") {
            assert!(
                ruby_literal_to_bytes(literal).is_err(),
                "{id}: the shell fails ({error})"
            );
            checked += 1;
            continue;
        }
        let ruby = ruby_string_literal_bytes(literal).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(to_hex(&ruby), text(case, "ruby_string_bytes_hex"), "{id}");
        if let Some(valid) = case.get("valid_encoding").and_then(Value::as_bool) {
            assert_eq!(std::str::from_utf8(&ruby).is_ok(), valid, "{id}");
        }
        let java: Vec<String> = java_string_from_utf8(&ruby)
            .iter()
            .map(|u| format!("{u:04x}"))
            .collect();
        assert_eq!(java, strings(case, "java_string_utf16"), "{id}");
        let key = ruby_literal_to_bytes(literal).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(to_hex(&key), text(case, "toBytesBinary_hex"), "{id}");
        assert_eq!(to_string_binary(&key), text(case, "toStringBinary"), "{id}");
        // Our export of that key must give the shell the same bytes back.
        let exported = shell_single_quoted(&key);
        assert_eq!(
            ruby_literal_to_bytes(&exported),
            Ok(key),
            "{id}: via {exported}"
        );
        checked += 1;
    }
    for case in list(&data, "splits_file_lines") {
        let id = brief(case);
        let key = splits_file_line_to_bytes(&bytes(case, "line_bytes_hex"));
        let chomped = bytes(case, "chomped_hex");
        assert_eq!(splits_file_line_to_bytes(&chomped), key, "{id}: chomp");
        assert_eq!(to_hex(&key), text(case, "toBytesBinary_hex"), "{id}");
        assert_eq!(to_string_binary(&key), text(case, "toStringBinary"), "{id}");
        checked += 1;
    }
    done("shell_splits", checked);
}

#[test]
fn ordered_bytes() {
    let data = load("ordered_bytes");
    let mut checked = 0;
    for case in list(&data, "cases") {
        let id = brief(case);
        let order = match text(case, "order") {
            "ASCENDING" => Order::Ascending,
            "DESCENDING" => Order::Descending,
            other => panic!("{id}: unknown order `{other}`"),
        };
        let value = case.get("value").and_then(Value::as_str);
        let blob = case
            .get("value_hex")
            .and_then(Value::as_str)
            .map(|h| from_hex(h).unwrap_or_else(|e| panic!("{id}: {e}")));
        let number = || int(case, "value");
        let outcome: Result<Vec<u8>, String> = match text(case, "type") {
            "OrderedInt64" => Ok(ordered::encode_int64(number(), order)),
            "OrderedInt32" => Ok(ordered::encode_int32(
                i32::try_from(number()).unwrap_or_else(|_| panic!("{id}")),
                order,
            )),
            "OrderedString" => ordered::encode_string(value, order),
            "OrderedBlobVar" => Ok(ordered::encode_blob_var(blob.as_deref(), order)),
            "OrderedBlob(BlobCopy)" => ordered::encode_blob_copy(blob.as_deref(), order),
            "OrderedBytes.encodeNull" => Ok(ordered::encode_null(order)),
            other => panic!("{id}: unknown type `{other}`"),
        };
        match opt_text(case, "error") {
            Some(error) => {
                let err = outcome.expect_err(&id);
                let message = error.split_once(": ").map_or(error, |(_, m)| m);
                assert!(err.contains(message), "{id}: `{err}` vs `{error}`");
            }
            None => {
                let ours = outcome.unwrap_or_else(|e| panic!("{id}: {e}"));
                assert_eq!(to_hex(&ours), text(case, "hex"), "{id}");
            }
        }
        checked += 1;
    }
    done("ordered_bytes", checked);
}

/// The seed articles' designs written as templates. Every case of `seed_designs.json` must encode
/// to its `key_hex` byte for byte; a design name missing here fails the test.
fn seed_template(design: &str) -> Option<&'static str> {
    Some(match design {
        "md5_prefix4" => "{original | md5 | hex | left(4)}_{original}",
        "javahash_int4" => "{userId | javahash | i32}",
        "order_simple" => "{userId}_{orderTime | rev}_{orderId | right(6)}",
        "iot_metric" => "{deviceId | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{timestamp | div(3600000)}_{timestamp | rev}_{metric}",
        "ecommerce_order" => "{userId | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{userId}_{orderTime | rev}_{orderId}",
        "behavior" => "{userId}|{actionType}|{timestamp | rev}",
        "ecommerce_product_index" => "{productId}_{orderTime}_{orderId}",
        "fixed_ts_seq" => "{timestamp | i64}{sequence | i32}",
        "md5_of_long8_plus_long" => "{id | i64 | md5 | hex | left(8)}{id | i64}",
        "partition_mod10_long" => "{id | mod(10) | i64}{id | i64}",
        _ => return None,
    })
}

#[test]
fn seed_designs() {
    use rowkey_core::encode::Record;
    use rowkey_core::plan::Plan;
    let v = load("seed_designs");
    let cases = v["cases"].as_array().expect("cases");
    assert!(!cases.is_empty());
    let mut checked = 0;
    for case in cases {
        let design = case["design"].as_str().unwrap();
        let template =
            seed_template(design).unwrap_or_else(|| panic!("no template for seed design {design}"));
        let plan = Plan::compile(template).unwrap_or_else(|e| panic!("{design}: {e:?}"));
        let mut record = Record::new();
        for (k, val) in case["inputs"].as_object().unwrap() {
            let text = match val {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            record.set(k, rowkey_core::encode::Value::Str(text));
        }
        let key = plan
            .encode(&record)
            .unwrap_or_else(|e| panic!("{design} {:?}: {e}", case["inputs"]));
        assert_eq!(
            rowkey_core::hbase::to_hex(&key),
            case["key_hex"].as_str().unwrap(),
            "{design} {:?}",
            case["inputs"]
        );
        if let Some(text) = case["key_text"].as_str() {
            assert_eq!(String::from_utf8_lossy(&key), text, "{design}");
        }
        checked += 1;
    }
    assert_eq!(checked, cases.len());
    done("seed_designs", checked);
}

/// Encode `template` with `fields` given as (name, bytes) pairs; str where the bytes are UTF-8.
fn encode_template(template: &str, fields: &[(&str, rowkey_core::encode::Value)]) -> Vec<u8> {
    let plan =
        rowkey_core::plan::Plan::compile(template).unwrap_or_else(|e| panic!("{template}: {e:?}"));
    let mut record = rowkey_core::encode::Record::new();
    for (k, v) in fields {
        record.set(k, v.clone());
    }
    plan.encode(&record)
        .unwrap_or_else(|e| panic!("{template}: {e}"))
}

fn bytes_value(hex: &str) -> rowkey_core::encode::Value {
    rowkey_core::encode::Value::Bytes(rowkey_core::hbase::from_hex(hex).unwrap())
}

fn str_value(s: &str) -> rowkey_core::encode::Value {
    rowkey_core::encode::Value::Str(s.to_owned())
}

/// The same vectors, through the template language: each family written as the template a
/// user would write, so the transforms (not only the primitives) are checked.
#[test]
fn families_as_templates() {
    use rowkey_core::hbase::to_hex;
    let mut checked = 0;
    for c in load("md5_hex")["cases"].as_array().unwrap() {
        let Some(key) = c["prefix4_key_hex"].as_str() else {
            continue;
        };
        let input = bytes_value(c["input_hex"].as_str().unwrap());
        let got = encode_template("{s | md5 | hex | left(4)}_{s}", &[("s", input)]);
        assert_eq!(to_hex(&got), key, "md5 {c}");
        checked += 1;
    }
    for c in load("crc32")["cases"].as_array().unwrap() {
        let input = bytes_value(c["input_utf8_hex"].as_str().unwrap());
        let got = encode_template(
            "{s | crc32 | and(0xffff) | hex(4)}",
            &[("s", input.clone())],
        );
        assert_eq!(
            String::from_utf8(got).unwrap(),
            c["format_04x_low16"].as_str().unwrap()
        );
        let got = encode_template("{s | crc32}", &[("s", input)]);
        assert_eq!(String::from_utf8(got).unwrap(), c["crc32"].to_string());
        checked += 1;
    }
    for c in load("java_hashcode")["cases"].as_array().unwrap() {
        let s = str_value(c["string"].as_str().unwrap());
        for (key, template) in [
            ("masked_mod", "{s | javahash | and(0x7fffffff) | mod(N)}"),
            ("math_abs_of_remainder", "{s | javahash | absmod(N)}"),
            ("math_abs_then_mod", "{s | javahash | abs | mod(N)}"),
        ] {
            for (n, want) in c[key].as_object().unwrap() {
                let got = encode_template(&template.replace('N', n), &[("s", s.clone())]);
                assert_eq!(
                    String::from_utf8(got).unwrap(),
                    want.to_string(),
                    "{key} {n} {c}"
                );
            }
        }
        let got = encode_template("{s | javahash | i32}", &[("s", s)]);
        assert_eq!(
            to_hex(&got),
            c["hashCode_as_Bytes_toBytes_int_hex"].as_str().unwrap()
        );
        checked += 1;
    }
    for c in load("reverse_ts")["cases"].as_array().unwrap() {
        let ts = str_value(c["ts"].as_str().unwrap());
        let got = encode_template("{ts | rev}", &[("ts", ts.clone())]);
        assert_eq!(
            String::from_utf8(got).unwrap(),
            c["reversed_decimal"].as_str().unwrap()
        );
        if let Some(padded) = c["reversed_decimal_zero_padded_19"].as_str() {
            let got = encode_template("{ts | rev | dec(19)}", &[("ts", ts.clone())]);
            assert_eq!(String::from_utf8(got).unwrap(), padded);
        }
        let got = encode_template("{ts | rev | i64}", &[("ts", ts.clone())]);
        assert_eq!(to_hex(&got), c["reversed_bytes_hex"].as_str().unwrap());
        assert_eq!(
            rowkey_core::hbase::to_string_binary(&got),
            c["reversed_string_binary"].as_str().unwrap()
        );
        let got = encode_template("{ts | i64}", &[("ts", ts)]);
        assert_eq!(to_hex(&got), c["ts_bytes_hex"].as_str().unwrap());
        checked += 1;
    }
    for c in load("phoenix_salt")["cases"].as_array().unwrap() {
        let key = bytes_value(c["key_hex"].as_str().unwrap());
        for (n, want) in c["salt_byte"].as_object().unwrap() {
            let got = encode_template(
                &format!("{{phoenix_salt({n})}}{{k}}"),
                &[("k", key.clone())],
            );
            assert_eq!(u64::from(got[0]), want.as_u64().unwrap(), "phoenix {n} {c}");
        }
        if let Some(salted) = c["salted_key_hex_buckets_16"].as_str() {
            let got = encode_template("{phoenix_salt(16)}{k}", &[("k", key)]);
            assert_eq!(to_hex(&got), salted);
        }
        checked += 1;
    }
    for c in load("opentsdb_salt")["cases"].as_array().unwrap() {
        // One-byte salts over metric + tags (not the timestamp); all-zero metrics stay unsalted.
        if c["salt_width"] != 1
            || c["metric_uid_hex"]
                .as_str()
                .unwrap()
                .bytes()
                .all(|b| b == b'0')
        {
            continue;
        }
        let tags: String = c["tag_pairs_hex"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_str().unwrap())
            .collect();
        let n = c["salt_buckets"].as_u64().unwrap();
        let got = encode_template(
            &format!("{{concat(metric, tags) | arrayhash | absmod({n}) | i8}}{{metric}}{{ts | i32}}{{tags}}"),
            &[
                ("metric", bytes_value(c["metric_uid_hex"].as_str().unwrap())),
                ("tags", bytes_value(&tags)),
                ("ts", str_value(&c["base_time_s"].to_string())),
            ],
        );
        assert_eq!(
            to_hex(&got),
            c["row_key_hex"].as_str().unwrap(),
            "opentsdb {c}"
        );
        checked += 1;
    }
    for c in load("hbasewd")["hash_prefix"].as_array().unwrap() {
        let key = bytes_value(c["key_hex"].as_str().unwrap());
        for (n, want) in c["prefix_byte"].as_object().unwrap() {
            let got = encode_template(
                &format!("{{rest | arrayhash | abs | mod({n}) | i8}}{{k}}"),
                &[("k", key.clone())],
            );
            assert_eq!(u64::from(got[0]), want.as_u64().unwrap(), "hbasewd {n} {c}");
        }
        checked += 1;
    }
    done("families_as_templates", checked);
}

/// The split keys the seed articles list: percent buckets, the reference guide's hex splits, and
/// the partition keys of `{id | mod(10) | i64}{id | i64}`.
#[test]
fn seed_design_splits() {
    use rowkey_core::analyze::split_keys;
    use rowkey_core::design::{Design, SplitAlgorithm};
    use rowkey_core::sample::Compiled;
    let v = load("seed_designs");
    let salt = |template: &str, field: &str, generator: &str, regions: u32| {
        let mut d = Design::new(template);
        d.fields.insert(field.into(), generator.into());
        d.splits.algorithm = SplitAlgorithm::Salt;
        d.splits.regions = regions;
        split_keys(&Compiled::new(&d).unwrap(), None).unwrap().keys
    };
    let mut checked = 0;
    let percent: Vec<Vec<u8>> = v["presplit_percent_10"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.as_str().unwrap().as_bytes().to_vec())
        .collect();
    let keys = salt(
        "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}",
        "user_id",
        "pattern(\"user######\")",
        percent.len() as u32 + 1,
    );
    assert_eq!(keys, percent);
    checked += 1;
    let partition: Vec<String> = v["partition_splits_10_hex"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.as_str().unwrap().to_owned())
        .collect();
    let keys = salt(
        "{id | mod(10) | i64}{id | i64}",
        "id",
        "seq(0, 1)",
        partition.len() as u32 + 1,
    );
    let keys: Vec<String> = keys.iter().map(|k| rowkey_core::hbase::to_hex(k)).collect();
    assert_eq!(keys, partition);
    checked += 1;
    for (n, want) in v["hex_splits"].as_object().unwrap() {
        let keys = rowkey_core::hbase::split::book_hex_splits(
            "0000000000000000",
            "ffffffffffffffff",
            n.parse().unwrap(),
        )
        .unwrap();
        let want: Vec<Vec<u8>> = want
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k.as_str().unwrap().as_bytes().to_vec())
            .collect();
        assert_eq!(keys, want, "hex_splits {n}");
        checked += 1;
    }
    done("seed_design_splits", checked);
}
