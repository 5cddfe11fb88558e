use crate::encode::{Encoder, Record};
use crate::hbase::{to_hex, to_string_binary};
use crate::java::JInt;
use crate::plan::Plan;
use crate::value::{Value, ValueType};
use crate::{ErrorKind, Span};

fn enc(template: &str, pairs: &[(&str, &str)]) -> Vec<u8> {
    let plan = Plan::compile(template).unwrap_or_else(|e| panic!("{template}: {e:?}"));
    plan.encode(&Record::from_text(pairs.iter().copied()))
        .unwrap_or_else(|e| panic!("{template}: {e}"))
}

fn text(template: &str, pairs: &[(&str, &str)]) -> String {
    to_string_binary(&enc(template, pairs))
}

fn compile_err(template: &str) -> (String, Span) {
    let e = Plan::compile(template).expect_err(template);
    (e[0].message.to_string().clone(), e[0].span)
}

fn compile_err_kind(template: &str) -> ErrorKind {
    Plan::compile(template).expect_err(template)[0].kind
}

#[test]
fn type_error_names_both_sides_with_span() {
    let (msg, span) = compile_err("{id | md5 | mod(3)}");
    assert!(
        msg.starts_with("mod needs an int; `md5` gives bytes"),
        "{msg}"
    );
    assert_eq!(span, Span::new(12, 18));
}

#[test]
fn unknown_transform_suggests() {
    let (msg, span) = compile_err("{id | md6}");
    assert_eq!(msg, "unknown transform `md6`; did you mean `md5`?");
    assert_eq!(span, Span::new(6, 9));
    assert_eq!(compile_err_kind("{md5(id)}"), ErrorKind::MisplacedFunction);
    assert_eq!(
        compile_err_kind("{id | salt(4)}"),
        ErrorKind::MisplacedFunction
    );
    assert_eq!(compile_err_kind("{uuid()}"), ErrorKind::UnknownFunction);
    assert_eq!(compile_err_kind("{id | nope}"), ErrorKind::UnknownTransform);
}

#[test]
fn argument_checks() {
    for (template, kind) in [
        ("{x | mod(0)}", ErrorKind::DivisionByZero),
        ("{x | mod}", ErrorKind::ArgumentCount),
        ("{salt(1, 2)}", ErrorKind::ArgumentCount),
        ("{rest()}", ErrorKind::ArgumentCount),
        ("{concat()}", ErrorKind::ArgumentCount),
        ("{x | left(-1)}", ErrorKind::OutOfRange),
        ("{x | pad(99999)}", ErrorKind::OutOfRange),
        ("{phoenix_salt(300)}", ErrorKind::OutOfRange),
        ("{salt(0)}", ErrorKind::OutOfRange),
        ("{x | mod(\"a\")}", ErrorKind::ArgumentType),
        ("{x | pad(3, 4)}", ErrorKind::ArgumentType),
        ("{x | date(\"%Q\")}", ErrorKind::InvalidArgument),
        ("{x | pad(3, \"ab\")}", ErrorKind::InvalidArgument),
        ("{x | slice(3, 1)}", ErrorKind::InvalidArgument),
        ("{x | mod(99999999999999999999)}", ErrorKind::NumberTooLarge),
        ("{x | mod(007)}", ErrorKind::InvalidNumber),
        ("{x | md5 | upper}", ErrorKind::TypeMismatch),
        ("{x | sortable}", ErrorKind::TypeMismatch),
    ] {
        assert_eq!(compile_err_kind(template), kind, "{template}");
    }
    // The wording names the problem in the user's terms.
    assert!(compile_err("{phoenix_salt(300)}").0.contains("1..256"));
    assert!(compile_err("{x | md5 | upper}")
        .0
        .contains("add `hex` first"));
}

#[test]
fn several_errors_are_all_reported() {
    let e = Plan::compile("{a | nope}_{b | md5 | dec}").unwrap_err();
    assert_eq!(e.len(), 2, "{e:?}");
}

#[test]
fn java_int_semantics() {
    // "polygenelubricants".hashCode() == Integer.MIN_VALUE; Math.abs keeps it negative.
    assert_eq!(
        text("{s | javahash | abs}", &[("s", "polygenelubricants")]),
        "-2147483648"
    );
    assert_eq!(
        text(
            "{s | javahash | and(0x7fffffff)}",
            &[("s", "polygenelubricants")]
        ),
        "0"
    );
    // % takes the sign of the dividend; absmod is Math.abs(x % n).
    assert_eq!(text("{x | mod(10)}", &[("x", "-17")]), "-7");
    assert_eq!(text("{x | absmod(10)}", &[("x", "-17")]), "7");
    // int arithmetic wraps at 32 bits; str fields parse as long, so force an int via javahash.
    assert_eq!(
        text("{s | javahash | mul(2)}", &[("s", "polygenelubricants")]),
        "0"
    );
    assert_eq!(
        text("{x | add(1)}", &[("x", "9223372036854775807")]),
        "-9223372036854775808"
    );
    // 0xffffffff is the int -1 (as in Java); with L it is the unsigned mask.
    assert_eq!(
        text("{s | javahash | and(0xffffffff)}", &[("s", "a")]),
        "97"
    );
    assert_eq!(
        text("{s | javahash | mul(-1) | and(0xffffffffL)}", &[("s", "a")]),
        "4294967199"
    );
    assert_eq!(text("{x | div(-2)}", &[("x", "7")]), "-3");
}

#[test]
fn reversed_timestamp() {
    assert_eq!(
        text("{ts | rev}", &[("ts", "1708000000000")]),
        "9223370328854775807"
    );
    assert_eq!(text("{ts | rev}", &[("ts", "-1")]), "-9223372036854775808");
    assert_eq!(
        text("{ts | rev | i64}", &[("ts", "0")]),
        "\\x7F\\xFF\\xFF\\xFF\\xFF\\xFF\\xFF\\xFF"
    );
}

#[test]
fn hex_dec_and_padding() {
    assert_eq!(
        text("{id | crc32 | and(0xffff) | hex(4)}_{id}", &[("id", "abc")]),
        "41c2_abc"
    );
    assert_eq!(text("{x | dec(2)}", &[("x", "123")]), "123");
    assert_eq!(text("{x | dec(5)}", &[("x", "-42")]), "-0042");
    assert_eq!(text("{x | hex}", &[("x", "-1")]), "ffffffffffffffff");
    assert_eq!(text("{x | i16 | hex(6)}", &[("x", "255")]), "0000ff");
    assert_eq!(text("{x | pad(6)}", &[("x", "42")]), "000042");
    assert_eq!(text("{x | rpad(4, \"_\")}|", &[("x", "ab")]), "ab__|");
}

#[test]
fn substrings_count_java_chars() {
    assert_eq!(
        text("{o | right(6)}", &[("o", "ORD20240215000123")]),
        "000123"
    );
    assert_eq!(
        text("{o | left(2)}", &[("o", "用户abc")]),
        "\\xE7\\x94\\xA8\\xE6\\x88\\xB7"
    );
    assert_eq!(text("{o | slice(1, 3)}", &[("o", "abcdef")]), "bc");
    assert_eq!(text("{o | left(99)}", &[("o", "ab")]), "ab");
    assert_eq!(text("{o | utf8 | right(1)}", &[("o", "é")]), "\\xA9");
    assert_eq!(
        text("{p | reverse}", &[("p", "13800138000")]),
        "00083100831"
    );
}

#[test]
fn binary_ints_and_orderings() {
    assert_eq!(
        to_hex(&enc(
            "{ts | i64}{seq | i32}",
            &[("ts", "1708000000000"), ("seq", "-1")]
        )),
        "0000018dacbbb800ffffffff"
    );
    assert_eq!(to_hex(&enc("{x | i8}", &[("x", "300")])), "2c");
    assert_eq!(
        to_hex(&enc("{x | i64 | sortable}", &[("x", "-1")])),
        "7fffffffffffffff"
    );
    assert_eq!(to_hex(&enc("{x | desc}", &[("x", "a")])), "9e");
}

#[test]
fn date_formats_in_utc() {
    assert_eq!(
        text("{ts | date(\"%Y%m%d%H%M\")}", &[("ts", "1708000000000")]),
        "202402151226"
    );
    let e = Plan::compile("{ts | date(\"%Y\")}")
        .unwrap()
        .encode(&Record::from_text([("ts", "9223372036854775807")]))
        .unwrap_err();
    assert_eq!(e.kind, ErrorKind::DateOutOfRange);
}

#[test]
fn telecom_concat_hash() {
    let t = "{concat(caller, ts | date(\"%Y%m%d\")) | javahash | absmod(500) | dec(3)}{caller}{callee}{ts | date(\"%Y%m%d%H%M\")}";
    let key = text(
        t,
        &[
            ("caller", "13800138000"),
            ("callee", "13900139000"),
            ("ts", "1708000000000"),
        ],
    );
    let h = crate::java::string_hash("1380013800020240215");
    let bucket = (h % 500).abs();
    assert_eq!(
        key,
        format!("{bucket:03}1380013800013900139000202402151226")
    );
}

#[test]
fn phoenix_salt_is_arrayhash_of_the_rest() {
    let key = enc(
        "{phoenix_salt(16)}{host}\\x00{ts | i64 | sortable}",
        &[("host", "h1"), ("ts", "0")],
    );
    let rest = &key[1..];
    assert_eq!(rest, b"h1\x00\x80\x00\x00\x00\x00\x00\x00\x00");
    assert_eq!(key[0] as i32, (crate::java::array_hash(rest) % 16).abs());
}

#[test]
fn rest_sees_only_what_follows() {
    let key = enc("a{rest | hex}-{x}", &[("x", "Z")]);
    assert_eq!(key, b"a2d5a-Z");
    let key = enc("{rest | arrayhash}{rest | hex}{x}", &[("x", "A")]);
    let inner = format!("41{}", "A");
    let expected = format!("{}{inner}", crate::java::array_hash(inner.as_bytes()));
    assert_eq!(String::from_utf8(key).unwrap(), expected);
}

#[test]
fn salts_come_from_the_salt_source_in_template_order() {
    let plan = Plan::compile("{salt(10)}_{id}_{salt(3)}").unwrap();
    let mut draws = vec![7u32, 2];
    let mut src = |n: u32| {
        let v = draws.remove(0);
        assert!(v < n);
        v
    };
    let key = plan
        .encode_with(&Record::from_text([("id", "x")]), &mut src)
        .unwrap();
    assert_eq!(key, b"7_x_2");
}

#[test]
fn runtime_errors_point_at_the_transform() {
    let plan = Plan::compile("{id}_{ts | rev}").unwrap();
    let e = plan
        .encode(&Record::from_text([("id", "a"), ("ts", "soon")]))
        .unwrap_err();
    assert_eq!(
        e.message.to_string(),
        "`rev` needs an int, but \"soon\" is not a decimal integer"
    );
    assert_eq!(e.span, Span::new(11, 14));
    let e = plan.encode(&Record::from_text([("id", "a")])).unwrap_err();
    assert_eq!(e.message.to_string(), "no value for field `ts`");
}

#[test]
fn typed_fields_and_the_fast_path_agree() {
    let plan = Plan::compile_typed("{n | mod(10) | i64}{n}", &|_| {
        ValueType::Int(crate::java::Width::Long)
    })
    .unwrap();
    let mut e = Encoder::new(&plan);
    let mut out = Vec::new();
    e.encode_into(&[Value::Int(JInt::Long(19))], &mut |_| 0, &mut out)
        .unwrap();
    assert_eq!(to_hex(&out), "00000000000000093139");
    // Re-using the encoder gives the same bytes.
    e.encode_into(&[Value::Int(JInt::Long(19))], &mut |_| 0, &mut out)
        .unwrap();
    assert_eq!(to_hex(&out), "00000000000000093139");
}

#[test]
fn segments_describe_themselves() {
    let plan = Plan::compile("{id | md5 | hex | left(4)}_{concat(\"u\", n)}").unwrap();
    let segs = plan.segments();
    assert_eq!(segs.len(), 2);
    assert_eq!(segs[0].source, "id");
    assert_eq!(segs[0].transforms, ["md5", "hex", "left(4)"]);
    assert_eq!(segs[1].source, "concat(\"u\", n)");
    assert_eq!(segs[1].fields, ["n"]);
}

#[test]
fn text_for_an_int_field_is_parsed_like_java() {
    let plan = Plan::compile_typed("{n | mod(10) | i64}", &|_| {
        ValueType::Int(crate::java::Width::Long)
    })
    .unwrap();
    let key = plan.encode(&Record::from_text([("n", "19")])).unwrap();
    assert_eq!(to_hex(&key), "0000000000000009");
    let e = plan.encode(&Record::from_text([("n", "x19")])).unwrap_err();
    assert_eq!(
        e.message.to_string(),
        "this field holds ints, but \"x19\" is not a decimal integer"
    );
    assert_eq!(e.span, Span::new(1, 18));
}

#[test]
fn part_ends_cover_the_key_with_and_without_rest() {
    for template in [
        "{a}_{b | i16}",
        "{phoenix_salt(8)}{a}\\x00{b | i64 | sortable}",
        "x{rest | hex}{a}",
    ] {
        let plan = Plan::compile(template).unwrap();
        let mut enc = Encoder::new(&plan);
        let (mut key, mut ends) = (Vec::new(), Vec::new());
        let row = [Value::Str("xy".into()), Value::Str("7".into())];
        enc.encode_parts_into(&row[..plan.fields().len()], &mut |_| 0, &mut key, &mut ends)
            .unwrap();
        assert_eq!(ends.len(), plan.parts().len(), "{template}");
        assert_eq!(*ends.last().unwrap(), key.len(), "{template}");
        // Each part's bytes are what that part encodes on its own.
        let mut start = 0;
        for (i, &end) in ends.iter().enumerate() {
            let part = enc
                .encode_part(i, &row[..plan.fields().len()], &[], &key[end..])
                .unwrap();
            assert_eq!(part, key[start..end], "{template} part {i}");
            start = end;
        }
    }
}
