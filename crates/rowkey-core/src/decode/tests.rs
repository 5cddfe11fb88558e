use super::*;
use crate::encode::Record;

fn key(plan: &Plan, pairs: &[(&str, &str)]) -> Vec<u8> {
    plan.encode(&Record::from_text(pairs.iter().copied()))
        .unwrap()
}

fn field(d: &Decoded, name: &str) -> Option<String> {
    d.fields
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.display())
}

#[test]
fn hashed_prefix_separator_and_long() {
    let plan = Plan::compile("{id | md5 | hex | left(4)}_{id}_{ts | rev | i64}").unwrap();
    let k = key(&plan, &[("id", "user_42"), ("ts", "1708000000000")]);
    let d = decode(&plan, &k);
    assert!(
        d.matches,
        "{:?}",
        d.mismatch.map(|m| m.expected.to_string())
    );
    assert_eq!(field(&d, "id").as_deref(), Some("user_42"));
    assert_eq!(field(&d, "ts").as_deref(), Some("1708000000000"));
    assert_eq!(d.opaque.len(), 1);
    assert_eq!(d.opaque[0].transform, "md5");
}

#[test]
fn wrong_hash_is_reported_at_its_byte() {
    let plan = Plan::compile("{id | md5 | hex | left(4)}_{id}").unwrap();
    let mut k = key(&plan, &[("id", "user123")]);
    assert_eq!(&k[..4], b"6ad1");
    k[2] = b'0';
    let d = decode(&plan, &k);
    assert!(!d.matches);
    let m = d.mismatch.unwrap();
    assert_eq!(m.offset, 2);
    assert!(m.expected.to_string().contains("6ad1"), "{}", m.expected);
}

#[test]
fn literal_mismatch_and_short_key() {
    let plan = Plan::compile("{a | i32}-{b}").unwrap();
    let mut k = key(&plan, &[("a", "5"), ("b", "x")]);
    k[4] = b'+';
    let d = decode(&plan, &k);
    assert_eq!(d.mismatch.unwrap().offset, 4);
    let d = decode(&plan, b"\x00\x00");
    assert_eq!(d.mismatch.unwrap().offset, 2);
}

#[test]
fn ambiguous_split_is_said() {
    let plan = Plan::compile("{a}_{b}").unwrap();
    let d = decode(&plan, b"x_y_z");
    assert!(!d.matches);
    let m = d.mismatch.unwrap();
    assert_eq!(m.offset, 0);
    assert!(m.expected.to_string().contains("ambiguous"));
    // One separator: one split.
    let d = decode(&plan, b"x_yz");
    assert!(d.matches);
    assert_eq!(field(&d, "b").as_deref(), Some("yz"));
}

#[test]
fn partial_values() {
    let plan = Plan::compile("{ts | date(\"%Y%m%d\")}{id | left(3)}").unwrap();
    let k = key(&plan, &[("ts", "1708000000000"), ("id", "abcdef")]);
    let d = decode(&plan, &k);
    assert!(d.matches);
    assert_eq!(d.fields.len(), 0);
    assert_eq!(d.partial.len(), 2);
    assert_eq!(
        d.partial[0].1,
        Partial::Time {
            text: "20240215".into(),
            from: 1_707_955_200_000,
            to: 1_708_041_600_000
        }
    );
    assert_eq!(d.partial[1].1, Partial::Prefix("abc".into()));
}

#[test]
fn padded_ints_and_sortable() {
    let plan = Plan::compile("{n | dec(8)}|{h | hex(8)}|{t | i64 | sortable | desc}|{s | pad(6)}")
        .unwrap();
    let k = key(&plan, &[("s", "-5"), ("n", "0"), ("h", "-1"), ("t", "-9")]);
    let d = decode(&plan, &k);
    assert!(
        d.matches,
        "{:?}",
        d.mismatch.map(|m| m.expected.to_string())
    );
    assert_eq!(field(&d, "n").as_deref(), Some("0"));
    assert_eq!(field(&d, "t").as_deref(), Some("-9"));
    assert_eq!(field(&d, "h").as_deref(), Some("-1"));
    // A padded str may have started with the fill: only partly known.
    assert_eq!(
        d.partial,
        [(
            "s".to_string(),
            Partial::Padded {
                value: "-5".into(),
                fill: '0'
            }
        )]
    );
}

#[test]
fn a_cast_value_the_key_contradicts_is_only_its_low_bits() {
    // `i16` reads back 70000 cut to 4464; the hash of the whole value, checked, says the value
    // was wider, so the field is not claimed and its low bits are said.
    let plan = Plan::compile("{n | i16}_{n | md5 | hex | left(4)}").unwrap();
    let k = key(&plan, &[("n", "70000")]);
    let d = decode(&plan, &k);
    assert!(
        d.matches,
        "{:?}",
        d.mismatch.map(|m| m.expected.to_string())
    );
    assert_eq!(field(&d, "n"), None);
    assert_eq!(
        d.partial,
        vec![(
            "n".to_string(),
            Partial::LowBits {
                value: 4464,
                bits: 16
            }
        )]
    );
    // A value that fits is read back whole and checked.
    let k = key(&plan, &[("n", "1234")]);
    let d = decode(&plan, &k);
    assert!(d.matches);
    assert_eq!(field(&d, "n").as_deref(), Some("1234"));
    // A later segment that holds the value whole wins over the cast.
    let plan = Plan::compile("{n | i16}_{n}").unwrap();
    let d = decode(&plan, &key(&plan, &[("n", "70000")]));
    assert!(d.matches);
    assert_eq!(field(&d, "n").as_deref(), Some("70000"));
}

#[test]
fn hex_digits_read_back_as_a_number_get_their_zeros_back() {
    // `i16 | hex` writes four digits; `| i64` reads them as the number 17, whose text is `17`.
    let plan = Plan::compile("{n | i16 | hex | i64}").unwrap();
    for n in ["0", "1", "23"] {
        let d = decode(&plan, &key(&plan, &[("n", n)]));
        assert!(
            d.matches,
            "{n}: {:?}",
            d.mismatch.map(|m| m.expected.to_string())
        );
        assert_eq!(field(&d, "n").as_deref(), Some(n));
    }
}

#[test]
fn a_cast_after_a_text_transform_is_not_read_back() {
    // `reverse` before the parse: the cut bits undone through it would give a wrong value
    // (`51-` for 123456), which recomputes to the same key.
    let plan = Plan::compile("{id | reverse | i8}_{n}").unwrap();
    let k = key(&plan, &[("id", "123456"), ("n", "7")]);
    let d = decode(&plan, &k);
    assert!(d.matches);
    assert_eq!(field(&d, "id"), None);
    assert_eq!(d.opaque.len(), 1);
    // Straight from the field's text, the same cast reads back what fits.
    let plan = Plan::compile("{id | i8}_{n}").unwrap();
    let d = decode(&plan, &key(&plan, &[("id", "-15"), ("n", "7")]));
    assert_eq!(field(&d, "id").as_deref(), Some("-15"));
}

#[test]
fn a_number_parsed_from_text_a_text_transform_wrote_is_not_read_back() {
    // `right(2)` of 1000000000 writes `00`, which parses to 0: its canonical text `0` is not
    // what `right(2)` wrote, so the id cannot be read back (it is not 0).
    for (template, id) in [
        ("{id | right(2) | dec}_{n}", "1000000000"),
        ("{id | reverse | dec}_{n}", "1200"),
        ("{id | dec(12) | reverse | dec}_{n}", "1000000000"),
        ("{id | reverse | i64}_{n}", "120"),
    ] {
        let plan = Plan::compile(template).unwrap();
        let d = decode(&plan, &key(&plan, &[("id", id), ("n", "7")]));
        assert!(d.matches, "{template}: {:?}", d.mismatch.map(|m| m.offset));
        assert_eq!(field(&d, "id"), None, "{template}");
        assert_eq!(field(&d, "n").as_deref(), Some("7"), "{template}");
        assert_eq!(d.opaque.len(), 1, "{template}");
    }
    // Transforms that keep a number's spelling readable still give it back.
    for (template, id) in [
        ("{id | pad(12, \"0\") | dec}_{n}", "1000000000"),
        ("{id | dec(12) | i64}_{n}", "1000000000"),
        ("{id | upper | dec}_{n}", "120"),
    ] {
        let plan = Plan::compile(template).unwrap();
        let d = decode(&plan, &key(&plan, &[("id", id), ("n", "7")]));
        assert_eq!(field(&d, "id").as_deref(), Some(id), "{template}");
    }
}
