//! The split algorithms against what upstream computes and throws.

use num_bigint::BigInt;

use super::biginteger::parse_java_biginteger;
use super::book::format_java_hex;
use super::*;

fn strs(keys: &[Vec<u8>]) -> Vec<&str> {
    keys.iter()
        .map(|k| std::str::from_utf8(k).unwrap())
        .collect()
}

#[test]
fn hex_default_thirds() {
    // range 2^32, size floor(2^32 / 3) = 0x55555555.
    let keys = NumberStringSplit::hex_string().split(3).unwrap();
    assert_eq!(strs(&keys), ["55555555", "aaaaaaaa"]);
}

#[test]
fn decimal_range_slop_goes_last() {
    let mut dec = NumberStringSplit::decimal_string();
    dec.set_first_row("100").unwrap();
    dec.set_last_row("999").unwrap();
    // range 900, size 300.
    assert_eq!(strs(&dec.split(3).unwrap()), ["400", "700"]);
}

#[test]
fn width_comes_from_last_row_text() {
    let mut hex = NumberStringSplit::hex_string();
    hex.set_first_row("0000000000").unwrap();
    hex.set_last_row("ff").unwrap();
    assert_eq!(hex.first_row(), b"00");
    assert_eq!(strs(&hex.split(4).unwrap()), ["40", "80", "c0"]);
}

#[test]
fn number_split_errors_in_upstream_order() {
    let mut dec = NumberStringSplit::decimal_string();
    dec.set_first_row("9999").unwrap();
    dec.set_last_row("0").unwrap();
    let err = dec.split(2).unwrap_err();
    assert_eq!(
        err.hbase_message(),
        "java.lang.IllegalArgumentException: last row (0) is configured less than first row (9999)"
    );
    let mut hex = NumberStringSplit::hex_string();
    hex.set_last_row("f").unwrap();
    assert_eq!(
        hex.split(17).unwrap_err().hbase_message(),
        "java.lang.IllegalStateException: split granularity (17) is greater than the range (16)"
    );
    assert_eq!(
        hex.split(0).unwrap_err().hbase_message(),
        "java.lang.NegativeArraySizeException: -1"
    );
}

#[test]
fn biginteger_parsing_like_java() {
    let p = |s: &str, r: u32| parse_java_biginteger(s, r);
    assert_eq!(p("+0010", 10), Ok(BigInt::from(10)));
    assert_eq!(p("-ff", 16), Ok(BigInt::from(-255)));
    assert_eq!(p("\u{ff11}\u{ff10}", 10), Ok(BigInt::from(10)));
    assert_eq!(p("\u{0661}\u{0662}", 10), Ok(BigInt::from(12)));
    assert_eq!(p("", 16), Err("Zero length BigInteger".into()));
    assert_eq!(p("-", 16), Err("Zero length BigInteger".into()));
    assert_eq!(p("1-2", 16), Err("Illegal embedded sign character".into()));
    assert_eq!(
        p("xyz", 16),
        Err("For input string: \"xyz\" under radix 16".into())
    );
    // Groups of 7 hex digits, the short one first: the bad digit is in the second group.
    assert_eq!(
        p("123456789g", 16),
        Err("For input string: \"456789g\" under radix 16".into())
    );
    assert_eq!(p("12a", 10), Err("For input string: \"12a\"".into()));
}

#[test]
fn negative_rows_print_like_biginteger() {
    let mut hex = NumberStringSplit::hex_string();
    hex.set_first_row("-10").unwrap();
    assert_eq!(hex.first_row(), b"00000-10");
}

#[test]
fn bytes_split_pads_the_shorter_key() {
    let keys = bytes_split(&[0x00], &[0x00, 0x01], 2).unwrap();
    assert_eq!(
        keys,
        vec![
            vec![0, 0, 0],
            vec![0, 0, 0x55],
            vec![0, 0, 0xaa],
            vec![0, 1, 0]
        ]
    );
}

#[test]
fn bytes_split_check_order() {
    assert_eq!(
        bytes_split(b"a", b"a\x00", 1).unwrap_err(),
        SplitError::EndNotAfterStart {
            start: b"a".to_vec(),
            end: b"a\x00".to_vec()
        }
    );
    assert_eq!(
        bytes_split(b"a", b"b", 0).unwrap_err().hbase_message(),
        "java.lang.IllegalArgumentException: num cannot be <= 0"
    );
    // The array allocation fails before any check.
    assert_eq!(
        bytes_split(b"b", b"a", -3).unwrap_err().hbase_message(),
        "java.lang.NegativeArraySizeException: -1"
    );
    assert!(matches!(
        bytes_split(b"a", b"b", i32::MAX),
        Err(SplitError::NegativeCount { .. })
    ));
    assert!(matches!(
        bytes_split(b"a", b"b", 5_000_000),
        Err(SplitError::TooManySplitKeys { .. })
    ));
}

#[test]
fn create_table_keeps_ends() {
    let keys = create_table_splits(b"user0000", b"user9999", 10).unwrap();
    assert_eq!(keys.len(), 9);
    assert_eq!(keys[0], b"user0000");
    assert_eq!(keys[8], b"user9999");
    assert!(matches!(
        create_table_splits(b"b", b"a", 4),
        Err(SplitError::StartNotBeforeEnd { .. })
    ));
}

#[test]
fn uniform_range_defaults_to_table_ends() {
    let u = UniformSplit::default();
    let keys = u.split_range(b"", b"", 4, false).unwrap();
    assert_eq!(keys[0], [0x40, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(keys.len(), 3);
}

#[test]
fn book_splits_are_exclusive() {
    let keys = book_hex_splits("0", "100", 4).unwrap();
    assert_eq!(
        strs(&keys),
        ["0000000000000040", "0000000000000080", "00000000000000c0"]
    );
    assert_eq!(format_java_hex(&BigInt::from(-15), 16), "-00000000000000f");
}

#[test]
fn split_key_bytes_are_capped_before_they_are_made() {
    let mut hex = NumberStringSplit::hex_string();
    hex.set_first_row(&"0".repeat(10_000)).unwrap();
    hex.set_last_row(&"f".repeat(10_000)).unwrap();
    let err = hex.split(1_000_000).unwrap_err();
    assert!(
        matches!(err, SplitError::SplitKeysTooLarge { keys: 999_999, bytes } if bytes >= 9_999_990_000),
        "{err:?}"
    );
    let text = err.to_string();
    assert!(
        text.contains("would take 9.31 GiB (999999 keys computed)"),
        "{text}"
    );
    assert!(text.contains("16 MiB of split keys"), "{text}");
    // Just under the limit is fine: 1,600 keys of 10,000 digits.
    assert_eq!(hex.split(1_601).unwrap().len(), 1_600);
    // Range and inclusive splits are counted with their ends.
    let wide = vec![b'a'; 30_000];
    let mut end = wide.clone();
    end[0] = b'b';
    assert!(matches!(
        create_table_splits(&wide, &end, 65_536),
        Err(SplitError::SplitKeysTooLarge { keys: 65_535, .. })
    ));
    assert_eq!(create_table_splits(&wide, &end, 100).unwrap().len(), 99);
    let uniform = UniformSplit::default();
    assert!(matches!(
        uniform.split_range(&wide, &end, 1_000, true),
        Err(SplitError::SplitKeysTooLarge { keys: 1_001, .. })
    ));
    assert!(matches!(
        book_hex_splits("0", &"f".repeat(20_000), 1_000),
        Err(SplitError::SplitKeysTooLarge { keys: 999, .. })
    ));
}

#[test]
fn bounds_longer_than_a_row_are_refused_before_parsing() {
    let long = "1".repeat(MAX_SPLIT_BOUND_LENGTH + 1);
    for mut algo in [
        Box::new(NumberStringSplit::decimal_string()) as Box<dyn RegionSplitterAlgorithm>,
        Box::new(UniformSplit::default()),
    ] {
        let err = algo.set_first_row(&long).unwrap_err();
        assert_eq!(
            err,
            SplitError::BoundTooLong {
                what: "first row",
                length: MAX_SPLIT_BOUND_LENGTH + 1
            }
        );
        assert!(
            err.to_string().contains("the limit is 32767 bytes"),
            "{err}"
        );
        assert!(algo.set_last_row(&long).is_err());
        assert!(algo.split_range(long.as_bytes(), b"9", 2, false).is_err());
    }
    let at_limit = "1".repeat(MAX_SPLIT_BOUND_LENGTH);
    let mut dec = NumberStringSplit::decimal_string();
    dec.set_last_row(&at_limit).unwrap();
    assert_eq!(dec.split(2).unwrap()[0].len(), MAX_SPLIT_BOUND_LENGTH);
    assert!(matches!(
        bytes_split(long.as_bytes(), b"9", 1),
        Err(SplitError::BoundTooLong {
            what: "start key",
            ..
        })
    ));
}

#[test]
fn duplicate_message_names_the_key() {
    let mut keys = vec![b"\x00".to_vec(), b"\x00".to_vec()];
    assert_eq!(
        verify_split_keys(&mut keys).unwrap_err().hbase_message(),
        "java.lang.IllegalArgumentException: All split keys must be unique, found duplicate: \\x00, \\x00"
    );
}
