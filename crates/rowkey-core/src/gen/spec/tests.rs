//! Generator specs: every generator parsed, checked and written back, and the errors' kinds and
//! spans.

use super::time::{format_time, parse_time, MAX_MS, MIN_MS};
use super::*;
use crate::ErrorKind;

fn err(src: &str) -> SpannedError {
    GeneratorSpec::parse(src).unwrap_err()
}

fn spanned(src: &str) -> (String, &str) {
    let e = err(src);
    (e.message.to_string(), &src[e.span.range()])
}

#[test]
fn every_generator_parses_and_describes_back() {
    for src in [
        "seq(1, 1)",
        "seq(-5, 0)",
        "int(-3, 9223372036854775807)",
        "zipf(10000000, 1.2)",
        "zipf(100, 1)",
        "timestamp(\"2024-02-15T00:00:00Z\", 500)",
        "timestamp(\"2024-02-15T00:00:00.250Z\", 0.001)",
        "uuid()",
        "phone()",
        "phone([177, 159, 138])",
        "phone([\"0123\", 1])",
        "choice(\"cpu\", \"mem\")",
        "choice(\"click\": 5, \"view\": 10, \"buy\": 1)",
        "choice(1, 2, 3)",
        "choice(1: 0.5, 2: 0.25)",
        "choice(\"a\": 1e21, \"b\": 0.000001)",
        "timestamp(\"2024-02-15T00:00:00Z\", 1e300)",
        "choice(\"a\", \"1.5\")",
        "pattern(\"ORD########\")",
        "pattern(\"a\\\\#?*\")",
        "hexstr(8)",
        "text(0, 10)",
        "list(\"a\", \"b\")",
        "list(3, 1, 2)",
        "csv(\"user id\")",
    ] {
        let spec = GeneratorSpec::parse(src).unwrap_or_else(|e| panic!("{src}: {e}"));
        assert_eq!(spec.describe(), src, "normal form of {src}");
        assert_eq!(GeneratorSpec::parse(&spec.describe()).unwrap(), spec);
    }
}

#[test]
fn normalises() {
    let d = |s: &str| GeneratorSpec::parse(s).unwrap().describe();
    assert_eq!(d("seq"), "seq(0, 1)");
    assert_eq!(d("seq(7)"), "seq(7, 1)");
    assert_eq!(d("uuid"), "uuid()");
    assert_eq!(d("int(0x10, 1_000)"), "int(16, 1000)");
    assert_eq!(d("list(1, \"a\", 2.50)"), "list(\"1\", \"a\", \"2.50\")");
    assert_eq!(
        d("timestamp(\"2024-02-15\", 1e3)"),
        "timestamp(\"2024-02-15T00:00:00Z\", 1000)"
    );
    assert_eq!(
        d("timestamp(\"2024-02-15T08:00:00+08:00\", 2)"),
        "timestamp(\"2024-02-15T00:00:00Z\", 2)"
    );
    assert_eq!(
        d("timestamp(\"2024-02-15 01:02\", 2)"),
        "timestamp(\"2024-02-15T01:02:00Z\", 2)"
    );
    assert_eq!(d("pattern(\"\\u0041#\")"), "pattern(\"A#\")");
}

#[test]
fn messages_say_what_and_where() {
    assert_eq!(
        spanned("int(10, 5)"),
        ("`int` needs lo <= hi, got 10 and 5".into(), "10, 5")
    );
    assert_eq!(
        spanned("sequ(1, 2)"),
        (
            "unknown generator `sequ`; did you mean `seq`?".into(),
            "sequ"
        )
    );
    assert_eq!(
        spanned("timestmp(1, 2)"),
        (
            "unknown generator `timestmp`; did you mean `timestamp`?".into(),
            "timestmp"
        )
    );
    assert!(err("frobnicate()")
        .message
        .to_string()
        .contains("the generators are seq, int"));
    assert_eq!(
        spanned("int(\"a\", 5)"),
        ("expected an integer for `lo`, got a string".into(), "\"a\"")
    );
    assert_eq!(
        spanned("int(1.5, 5)"),
        (
            "expected an integer for `lo`, got a number with a fraction".into(),
            "1.5"
        )
    );
    assert_eq!(
        spanned("int(1, 2, 3)"),
        ("`int` takes 2 arguments (lo, hi), got 3".into(), "3")
    );
    assert_eq!(
        spanned("int(1)"),
        ("`int` takes 2 arguments (lo, hi), got 1".into(), "1")
    );
    assert_eq!(
        spanned("uuid(4)"),
        ("`uuid` takes no arguments, got 1".into(), "4")
    );
    assert_eq!(
        spanned("zipf(0, 1)"),
        ("`zipf` needs n between 1 and 10000000, got 0".into(), "0")
    );
    assert_eq!(
        spanned("zipf(10, -1)"),
        ("`zipf` needs s > 0 (and at most 100), got -1".into(), "-1")
    );
    assert_eq!(spanned("timestamp(\"2024-13-01\", 1)").1, "\"2024-13-01\"");
    assert_eq!(
        spanned("timestamp(0, 0)"),
        (
            "`timestamp` needs a rate > 0 (rows per second), got 0".into(),
            "0"
        )
    );
    assert_eq!(
        spanned("choice(\"a\": 1, \"b\")"),
        (
            "give every value of `choice` a weight (`\"view\": 10`), or none".into(),
            "\"b\""
        )
    );
    assert_eq!(
        spanned("choice(\"a\": -1)"),
        ("a weight must be >= 0, got -1".into(), "-1")
    );
    assert_eq!(spanned("choice(\"a\": 0)").1, "\"a\": 0");
    assert_eq!(
        spanned("list(\"a\": 1)"),
        (
            "weights (`\"value\": 5`) only go in `choice`, not in `list`".into(),
            "1"
        )
    );
    assert_eq!(
        spanned("pattern(\"ab\\\\\")").0,
        "a `\\` at the end of a pattern escapes nothing; write `\\\\` for a backslash"
    );
    assert_eq!(
        spanned("hexstr(0)"),
        ("`hexstr` needs n between 1 and 4096, got 0".into(), "0")
    );
    assert_eq!(
        spanned("text(5, 2)"),
        ("`text` needs min <= max, got 5 and 2".into(), "5, 2")
    );
    assert_eq!(spanned("phone([17a])").0, "expected a number, got `17a`");
    assert_eq!(
        spanned("phone([-1])"),
        ("a phone prefix is 1 to 10 digits, such as 177".into(), "-1")
    );
    assert_eq!(spanned("phone(177)").1, "177");
    assert_eq!(spanned("csv(\"\")").1, "\"\"");
    assert_eq!(
        spanned("choice()").0,
        "`choice` needs at least one value, e.g. choice(\"cpu\", \"mem\")"
    );
}

#[test]
fn pattern_escape_error_points_into_the_string() {
    // `pattern("ab\\")` in the expression is the pattern text `ab\`.
    let src = r#"pattern("ab\\")"#;
    let e = err(src);
    // The literal has an escape, so the whole string is underlined.
    assert_eq!(&src[e.span.range()], r#""ab\\""#);
}

#[test]
fn compiles_patterns() {
    let spec = GeneratorSpec::parse(r#"pattern("ID-#?*\\#x")"#).unwrap();
    let Generator::Pattern { pieces, .. } = spec.generator() else {
        panic!()
    };
    assert_eq!(
        pieces,
        &[
            PatternPiece::Literal("ID-".into()),
            PatternPiece::Digit,
            PatternPiece::Lower,
            PatternPiece::Alnum,
            PatternPiece::Literal("#x".into()),
        ]
    );
}

#[test]
fn time_parsing() {
    assert_eq!(parse_time("2024-02-15T00:00:00Z"), Some(1_707_955_200_000));
    assert_eq!(parse_time("1970-01-01T00:00:00.5Z"), Some(500));
    assert_eq!(parse_time("nope"), None);
    assert_eq!(format_time(500), "1970-01-01T00:00:00.500Z");
    assert_eq!(format_time(MIN_MS), "0000-01-01T00:00:00Z");
    assert_eq!(format_time(MAX_MS), "9999-12-31T23:59:59.999Z");
}

#[test]
fn the_pages_check_reads_a_start_text_only_with_time_checks() {
    let bad = r#"timestamp("2024-13-01", 10)"#;
    // `parse` always reads it: the quick worker's and the CLI's compile find it.
    assert_eq!(err(bad).span.range(), 10..22);
    let checked = GeneratorSpec::check(bad);
    if cfg!(feature = "time-checks") {
        assert_eq!(checked.unwrap_err(), err(bad));
    } else {
        assert_eq!(
            checked.unwrap().value_type(),
            GeneratorSpec::parse("seq()").unwrap().value_type()
        );
    }
    // Every other error is the page's to find, with or without the feature.
    for src in [
        "timestamp(1, 0)",
        "timestamp(\"2024-02-15\")",
        "timestamp(-62167219200001, 1)",
    ] {
        assert_eq!(GeneratorSpec::check(src).unwrap_err(), err(src), "{src}");
    }
}

#[test]
fn suggestions() {
    use crate::suggest::closest;
    assert_eq!(closest("hexstring", GENERATOR_NAMES), None);
    assert_eq!(closest("hexst", GENERATOR_NAMES), Some("hexstr"));
    assert_eq!(closest("UUID", GENERATOR_NAMES), Some("uuid"));
    assert_eq!(closest("x", GENERATOR_NAMES), None);
}

#[test]
fn kinds_say_which_problem() {
    for (src, kind) in [
        ("sequ(1, 2)", ErrorKind::UnknownGenerator),
        ("frobnicate()", ErrorKind::UnknownGenerator),
        ("int(1)", ErrorKind::ArgumentCount),
        ("uuid(4)", ErrorKind::ArgumentCount),
        ("choice()", ErrorKind::ArgumentCount),
        ("list()", ErrorKind::ArgumentCount),
        ("int(\"a\", 5)", ErrorKind::ArgumentType),
        ("zipf(10, \"x\")", ErrorKind::ArgumentType),
        ("pattern(5)", ErrorKind::ArgumentType),
        ("timestamp([1], 1)", ErrorKind::ArgumentType),
        ("list(\"a\", [1])", ErrorKind::ArgumentType),
        ("phone(177)", ErrorKind::ArgumentType),
        ("zipf(0, 1)", ErrorKind::OutOfRange),
        ("zipf(10, -1)", ErrorKind::OutOfRange),
        ("hexstr(0)", ErrorKind::OutOfRange),
        ("timestamp(0, 0)", ErrorKind::OutOfRange),
        ("timestamp(-999999999999999, 1)", ErrorKind::OutOfRange),
        ("int(10, 5)", ErrorKind::InvalidArgument),
        ("text(5, 2)", ErrorKind::InvalidArgument),
        ("timestamp(\"2024-13-01\", 1)", ErrorKind::InvalidArgument),
        ("csv(\"\")", ErrorKind::InvalidArgument),
        ("phone([])", ErrorKind::InvalidArgument),
        ("phone([-1])", ErrorKind::InvalidArgument),
        ("choice(\"a\": 1, \"b\")", ErrorKind::InvalidWeights),
        ("choice(\"a\": -1)", ErrorKind::InvalidWeights),
        ("choice(\"a\": 0)", ErrorKind::InvalidWeights),
        ("list(\"a\": 1)", ErrorKind::InvalidWeights),
        ("pattern(\"ab\\\\\")", ErrorKind::InvalidPattern),
    ] {
        assert_eq!(err(src).kind, kind, "{src}");
    }
    let long = format!("pattern(\"{}\")", "#".repeat(MAX_STR_LEN + 1));
    assert_eq!(err(&long).kind, ErrorKind::OutOfRange);
}
