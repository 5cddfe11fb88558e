//! Golden samples: the first values of fixed (expression, seed, field) triples.
//!
//! THESE VALUES MUST NEVER CHANGE. Share links and saved designs reproduce their keys from the
//! seed alone; if a change to the generators, the RNG derivation or a dependency makes this test
//! fail, that change breaks every link ever shared. Fix the change, not the expected values
//! (a deliberate new scheme needs a new design version that keeps the old one available).

use rowkey_core::encode::Value;
use rowkey_core::gen::{salt_rng, CsvData, FieldGen, GeneratorSpec};

const CSV: &str = "id,city\n1001,Hangzhou\n1002,Beijing\n1003,\"Shanghai, PD\"\n";

fn sample(expr: &str, seed: u64, field: &str, n: u64) -> Vec<String> {
    let spec = GeneratorSpec::parse(expr).unwrap_or_else(|e| panic!("{expr}: {e}"));
    let data = CsvData::parse(CSV).unwrap();
    let mut gen = FieldGen::new(&spec, seed, field, Some(&data)).unwrap();
    let mut v = Value::Str(String::new());
    (0..n)
        .map(|row| {
            gen.fill(row, &mut v);
            v.display()
        })
        .collect()
}

/// (expression, seed, field name, first ten values as displayed).
#[rustfmt::skip]
const GOLDEN: &[(&str, u64, &str, &[&str])] = &[
    ("seq(100, 7)", 42, "id", &["100", "107", "114", "121", "128", "135", "142", "149", "156", "163"]),
    ("int(1, 1000)", 42, "n", &["377", "696", "74", "984", "292", "718", "668", "336", "633", "536"]),
    ("int(-9223372036854775808, 9223372036854775807)", 7, "wide", &["8410889283997231627", "4983910028861890217", "4947643245832384034", "7079007191868492238", "-9063656040389251509", "-2391910744407360494", "-2342805745682405478", "-668768085688972684", "8678626989698923417", "8696528388700484761"]),
    ("zipf(1000, 1.1)", 42, "z", &["8", "1", "216", "25", "973", "973", "5", "422", "9", "19"]),
    ("zipf(10000000, 0.9)", 42, "zbig", &["812476", "4728949", "656417", "99080", "962287", "6195", "369", "62", "2402021", "25991"]),
    ("timestamp(\"2024-02-15T00:00:00Z\", 500)", 42, "order_time", &["1707955200000", "1707955200002", "1707955200004", "1707955200007", "1707955200009", "1707955200010", "1707955200013", "1707955200014", "1707955200016", "1707955200019"]),
    ("timestamp(\"2024-02-15T00:00:00Z\", 0.5)", 1, "ts", &["1707955200850", "1707955202651", "1707955205541", "1707955207551", "1707955209032", "1707955211632", "1707955212766", "1707955215472", "1707955216337", "1707955219723"]),
    ("uuid()", 42, "id", &["39befd22-c5e6-4085-86df-a71a32642b3a", "5930d3ad-fe17-47f8-b189-a513aab65be2", "fd8336d2-b813-4959-afd4-def3f34d4a71", "a5d28d9c-81c4-41bd-b766-1d459ee17d99", "3c447147-56c4-49cc-a40c-1d2709c07ed8", "83e90e7d-dcd8-4bee-814c-5f6f33a062f4", "34315a12-82fe-4ea5-b88f-c062d77badb8", "9dcaf72d-36ac-4479-b69a-1bcddb41618a", "014b48e5-09e8-4a40-9a79-b2186cdc05ba", "df831012-540a-416e-8d5f-0339b9faee00"]),
    ("phone([177, 159, 138])", 42, "phone", &["17767934218", "17760219602", "17792856650", "17745133641", "17767938219", "15927427594", "13880357422", "15938300060", "17732385973", "15956665860"]),
    ("phone()", 3, "phone", &["17793578893", "18171342592", "17743446634", "18721021121", "17687272932", "18300420252", "18863000342", "18415807614", "18314417992", "15778111977"]),
    ("choice(\"cpu\", \"mem\")", 42, "metric", &["mem", "cpu", "mem", "mem", "mem", "mem", "cpu", "mem", "cpu", "cpu"]),
    ("choice(\"click\": 5, \"view\": 10, \"buy\": 1)", 42, "action", &["view", "view", "view", "view", "view", "view", "view", "click", "view", "view"]),
    ("choice(10, 20, 30)", 9, "bucket", &["20", "30", "20", "10", "10", "20", "20", "20", "20", "10"]),
    ("pattern(\"ORD############\")", 42, "order_id", &["ORD630490286931", "ORD320540094595", "ORD798719645348", "ORD650885294045", "ORD680081934034", "ORD590018644697", "ORD940512075654", "ORD226343289242", "ORD097756220827", "ORD496212106092"]),
    ("pattern(\"user######\")", 42, "user_id", &["user758232", "user412236", "user386629", "user714021", "user422816", "user223872", "user337998", "user105856", "user027495", "user190688"]),
    ("pattern(\"?*#\\\\#-\")", 0, "p", &["sa1#-", "yz3#-", "oh5#-", "qz8#-", "ax6#-", "w12#-", "n82#-", "qt0#-", "nq7#-", "ru5#-"]),
    ("hexstr(20)", 42, "h", &["54bd6808fe89c7847b5f", "b0960f923505a4a764ea", "c4e163b46c2c4801fae3", "d6682bb1bfcbf3b88972", "fe567e192f8fb752555a", "a6c4686a6122e3327aca", "988acbb8057ece0ccfbf", "56b8dd8b92df351392df", "6096be7f72c16cc216ea", "31a6daf481fa73d8e66e"]),
    ("text(3, 8)", 42, "t", &["lhhloi", "roaak", "jrf", "aysiom", "hxj", "gwovta", "kamslcfn", "kynirvpc", "wqzs", "qxrekore"]),
    ("list(\"a\", \"b\", \"c\")", 42, "l", &["a", "b", "c", "a", "b", "c", "a", "b", "c", "a"]),
    ("csv(\"city\")", 42, "city", &["Hangzhou", "Beijing", "Shanghai, PD", "Hangzhou", "Beijing", "Shanghai, PD", "Hangzhou", "Beijing", "Shanghai, PD", "Hangzhou"]),
    ("csv(\"id\")", 42, "id", &["1001", "1002", "1003", "1001", "1002", "1003", "1001", "1002", "1003", "1001"]),
];

#[test]
fn golden_samples_never_change() {
    for (expr, seed, field, want) in GOLDEN {
        assert_eq!(
            &sample(expr, *seed, field, 10),
            want,
            "{expr} seed {seed} field {field}"
        );
    }
}

#[test]
fn golden_salts_never_change() {
    let mut s = salt_rng(42);
    let got: Vec<u32> = (0..10).map(|_| s.next_below(16)).collect();
    assert_eq!(got, [9, 2, 9, 13, 12, 7, 14, 11, 4, 5]);
    let mut s = salt_rng(0);
    let got: Vec<u32> = (0..10).map(|_| s.next_below(1000)).collect();
    assert_eq!(got, [932, 167, 2, 485, 468, 788, 5, 46, 926, 154]);
}

#[test]
fn same_spec_and_seed_give_the_same_values() {
    for (expr, seed, field, _) in GOLDEN {
        assert_eq!(
            sample(expr, *seed, field, 200),
            sample(expr, *seed, field, 200),
            "{expr}"
        );
    }
}

#[test]
fn fields_and_seeds_get_independent_streams() {
    for expr in [
        "int(0, 1000000)",
        "uuid()",
        "pattern(\"ORD############\")",
        "hexstr(16)",
    ] {
        let a = sample(expr, 42, "a", 20);
        assert_ne!(a, sample(expr, 42, "b", 20), "{expr}: fields a and b");
        assert_ne!(a, sample(expr, 43, "a", 20), "{expr}: seeds 42 and 43");
    }
    // A field's values do not depend on other fields existing or having been drawn from.
    let alone = sample("int(0, 1000000)", 42, "a", 20);
    let spec_b = GeneratorSpec::parse("uuid()").unwrap();
    let mut b = FieldGen::new(&spec_b, 42, "b", None).unwrap();
    let spec_a = GeneratorSpec::parse("int(0, 1000000)").unwrap();
    let mut a = FieldGen::new(&spec_a, 42, "a", None).unwrap();
    let (mut va, mut vb) = (Value::Str(String::new()), Value::Str(String::new()));
    let interleaved: Vec<String> = (0..20)
        .map(|row| {
            b.fill(row, &mut vb);
            a.fill(row, &mut va);
            va.display()
        })
        .collect();
    assert_eq!(alone, interleaved);
}

#[test]
fn salt_stream_is_not_a_field_stream() {
    let mut s = salt_rng(42);
    let salts: Vec<String> = (0..10).map(|_| s.next_below(1000).to_string()).collect();
    for field in ["salt", "salt()", "", "id"] {
        assert_ne!(
            salts,
            sample("int(0, 999)", 42, field, 10),
            "field {field:?}"
        );
    }
}

// To add a case, compute its first values once with `rowkey sample` on a one-field design (or a
// scratch test printing `sample(...)`), then paste them here. Never edit existing rows.
