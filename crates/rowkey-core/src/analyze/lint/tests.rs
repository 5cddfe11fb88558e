//! The seed designs through every rule: what each article's key gets told.

use super::testutil::design;
use super::*;

const TS: &str = "timestamp(\"2024-02-15T00:00:00Z\", 500)";
const USER: &str = "pattern(\"user######\")";
const ORDER: &str = "pattern(\"ORD########\")";

/// A template, its field generators, and the rules expected to fire.
type Case = (
    &'static str,
    Vec<(&'static str, &'static str)>,
    Vec<&'static str>,
);

/// Rule ids of every lint on a design split into 10 regions at `1`..`9`.
fn rules(template: &str, fields: &[(&str, &str)]) -> Vec<String> {
    let d = design(template, fields);
    let c = Compiled::new(&d).unwrap_or_else(|e| panic!("{e:?}"));
    let (ks, nominal) = (Keyspace::new(&c), Keyspace::nominal(&c));
    let splits: Vec<Vec<u8>> = (1..10u8).map(|i| vec![b'0' + i]).collect();
    let input = LintInput {
        compiled: &c,
        keyspace: &ks,
        nominal: &nominal,
        split_keys: &splits,
        observed: None,
    };
    lints(&input).iter().map(|l| l.rule.to_string()).collect()
}

#[test]
fn seed_designs() {
    let cases: Vec<Case> = vec![
        ("{id | md5 | hex | left(4)}_{id}", vec![("id", USER)], vec![]),
        ("{id | crc32 | and(0xffff) | hex(4)}_{id}", vec![("id", USER)], vec![]),
        (
            "{id | javahash | and(0x7fffffff) | mod(16) | dec(2)}_{id}",
            vec![("id", USER)],
            vec!["salt-regions"],
        ),
        ("{salt(10)}_{id}", vec![("id", USER)], vec!["salt-get"]),
        (
            "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}",
            vec![("user_id", USER), ("order_time", TS), ("order_id", ORDER)],
            vec!["key-length"],
        ),
        (
            "{user_id}_{order_time | rev}_{order_id | right(6)}",
            vec![("user_id", USER), ("order_time", TS), ("order_id", ORDER)],
            vec!["not-unique", "key-length"],
        ),
        (
            "{device_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{ts | div(3600000)}_{ts | rev}_{metric}",
            vec![("device_id", "pattern(\"dev####\")"), ("ts", TS), ("metric", "choice(\"cpu\", \"mem\")")],
            vec!["not-unique", "key-length"],
        ),
        (
            "{user_id}|{action}|{ts | rev}",
            vec![("user_id", USER), ("action", "choice(\"click\", \"view\")"), ("ts", TS)],
            vec!["key-length"],
        ),
        ("{ts | i64}{seq | i32}", vec![("ts", TS), ("seq", "int(0, 999)")], vec!["hotspot"]),
        ("{id | i64 | md5 | hex | left(8)}{id | i64}", vec![("id", "seq(1, 1)")], vec![]),
        ("{id | mod(10) | i64}{id | i64}", vec![("id", "seq(1, 1)")], vec![]),
        ("{phone | reverse}", vec![("phone", "phone([177, 159, 138])")], vec![]),
        (
            "{concat(caller, ts | date(\"%Y%m%d\")) | javahash | absmod(500) | dec(3)}{caller}{callee}{ts | date(\"%Y%m%d%H%M\")}",
            vec![("caller", "phone([138])"), ("callee", "phone([139])"), ("ts", TS)],
            vec!["not-unique", "key-length"],
        ),
        (
            "{phoenix_salt(16)}{host}\\x00{ts | i64 | sortable}",
            vec![("host", "pattern(\"host##\")"), ("ts", TS)],
            vec!["salt-regions"],
        ),
    ];
    for (template, fields, want) in cases {
        assert_eq!(rules(template, &fields), want, "{template}");
    }
}

#[test]
fn odd_designs_do_not_panic() {
    let cases: Vec<(&str, Vec<(&str, &str)>)> = vec![
        ("only-a-literal", vec![]),
        ("\\x00\\xff", vec![]),
        ("{\"const\"}", vec![]),
        ("{salt(2147483647)}{salt(2147483647)}", vec![]),
        ("{rest | md5}{phoenix_salt(256)}", vec![]),
        (
            "{id | pad(32000)}{id | dec(700)}",
            vec![("id", "seq(-5, 1)")],
        ),
        (
            "{id | i8}{id | rev | i16}{id | mul(-1) | i32}",
            vec![("id", "seq(-9223372036854775808, 1)")],
        ),
        (
            "{concat(a, concat(b, a | i64)) | desc}",
            vec![("a", "seq(-1, -1)"), ("b", "text(0, 0)")],
        ),
    ];
    for (template, fields) in cases {
        let d = design(template, &fields);
        let c = Compiled::new(&d).unwrap_or_else(|e| panic!("{template}: {e:?}"));
        let (ks, nominal) = (Keyspace::new(&c), Keyspace::nominal(&c));
        let splits = [vec![], vec![0xff], vec![0xff], vec![0]];
        let observed = Observed {
            keys: 3,
            mean_len: 1e9,
            max_len: usize::MAX,
            collisions: 2,
        };
        let found = lints(&LintInput {
            compiled: &c,
            keyspace: &ks,
            nominal: &nominal,
            split_keys: &splits,
            observed: Some(observed),
        });
        assert!(found.iter().any(|l| l.rule == "splits"), "{template}");
        assert!(found.windows(2).all(|w| w[0].severity <= w[1].severity));
    }
}

#[test]
fn a_repeated_mistake_is_listed_once_per_rule_up_to_the_cap() {
    // Every `{n}` is an unpadded number: 300 findings of one rule become the cap plus a count.
    let template = vec!["{n}"; 300].join("_");
    let found = rules(&template, &[("n", "int(0, 1000)")]);
    let unpadded = found.iter().filter(|r| *r == "unpadded-number").count();
    assert_eq!(unpadded, MAX_LINTS_PER_RULE + 1, "{found:?}");
    let d = design(&template, &[("n", "int(0, 1000)")]);
    let c = Compiled::new(&d).unwrap();
    let (ks, nominal) = (Keyspace::new(&c), Keyspace::nominal(&c));
    let all = lints(&LintInput {
        compiled: &c,
        keyspace: &ks,
        nominal: &nominal,
        split_keys: &[],
        observed: None,
    });
    let more = all
        .iter()
        .find(|l| l.rule == "unpadded-number" && l.span.is_none())
        .expect("a summary lint");
    assert!(
        more.message
            .to_string()
            .starts_with(&format!("and {} more", 300 - MAX_LINTS_PER_RULE)),
        "{}",
        more.message
    );
}

/// Digit runs (`12,000`, `43.8`, `0..4` as `0` and `4`) in a text.
fn figures(text: &str) -> std::collections::BTreeSet<String> {
    text.split(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.'))
        .map(|s| s.trim_matches(|c| c == ',' || c == '.'))
        .filter(|s| s.bytes().any(|b| b.is_ascii_digit()))
        .map(str::to_owned)
        .collect()
}

/// A template, its fields, its split keys and what its sample showed.
type ZhCase = (
    &'static str,
    Vec<(&'static str, &'static str)>,
    Vec<Vec<u8>>,
    Option<Observed>,
);

/// Every rule fires on one of these designs; in Chinese each message and why is Chinese and
/// carries the figures the English one does (apart from numbers the English wording itself
/// spells, such as "100 million rows").
#[test]
fn every_rule_speaks_chinese_with_the_same_figures() {
    use crate::i18n::{catalogue::lint as msg, with_lang, Lang};
    let worded: std::collections::BTreeSet<String> =
        msg::ENTRIES.iter().flat_map(|e| figures(e.en)).collect();
    let splits: Vec<Vec<u8>> = (1..10u8).map(|i| vec![b'0' + i]).collect();
    let bad_splits = vec![b"b".to_vec(), Vec::new(), b"a".to_vec(), b"a".to_vec()];
    let seen_repeats = Observed {
        keys: 100_000,
        mean_len: 125.0,
        max_len: 146,
        collisions: 4_844,
    };
    let cases: Vec<ZhCase> = vec![
        (
            "{ts}_{id}",
            vec![("ts", TS), ("id", "uuid()")],
            bad_splits,
            None,
        ),
        (
            "{n | i64}{id}_{x}",
            vec![("n", "int(-5, 5)"), ("id", "seq(1, 1)"), ("x", "uuid()")],
            vec![],
            None,
        ),
        (
            "{salt(64)}_{ts}0{user}",
            vec![("ts", "seq(1, 1)"), ("user", "text(3, 8)")],
            splits.clone(),
            None,
        ),
        (
            "{id}_{ts | div(3600000)}_{ts | date(\"%Y%m%d\")}",
            vec![("id", "uuid()"), ("ts", TS)],
            vec![],
            None,
        ),
        (
            "{id | md5 | hex | left(4)}_{id}",
            vec![("id", USER)],
            vec![],
            Some(seen_repeats),
        ),
        (
            "{x}{y}",
            vec![("x", "text(1, 2)"), ("y", "text(1, 2)")],
            vec![],
            Some(seen_repeats),
        ),
        (
            "{id | pad(32000)}{id | pad(1000)}",
            vec![("id", "seq(1, 1)")],
            vec![],
            None,
        ),
    ];
    let mut rules = std::collections::BTreeSet::new();
    for (template, fields, split_keys, observed) in cases {
        let d = design(template, &fields);
        let c = Compiled::new(&d).unwrap_or_else(|e| panic!("{e:?}"));
        let (ks, nominal) = (Keyspace::new(&c), Keyspace::nominal(&c));
        let found = with_lang(Lang::ZhCn, || {
            lints(&LintInput {
                compiled: &c,
                keyspace: &ks,
                nominal: &nominal,
                split_keys: &split_keys,
                observed,
            })
        });
        for l in &found {
            rules.insert(l.rule.to_string());
            for (what, m) in [("message", &l.message), ("why", &l.why)] {
                let (en, zh) = (m.render(Lang::En), m.render(Lang::ZhCn));
                // Serialised inside `with_lang`, a lint is in the caller's language.
                let json = with_lang(Lang::ZhCn, || serde_json::to_string(m).unwrap());
                assert_eq!(json, serde_json::to_string(&zh).unwrap());
                assert!(
                    zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                    "{template}: {} {what} is not Chinese: {zh}",
                    l.rule
                );
                let (fe, fz) = (figures(&en), figures(&zh));
                let missing: Vec<&String> = fe
                    .difference(&fz)
                    .filter(|f| !worded.contains(*f))
                    .collect();
                assert!(
                    missing.is_empty(),
                    "{template}: {} {what} lost {missing:?}\n{en}\n{zh}",
                    l.rule
                );
            }
        }
    }
    let all = [
        "key-length",
        "hotspot",
        "not-unique",
        "sample-repeats",
        "unpadded-number",
        "signed-int",
        "separator",
        "salt-get",
        "salt-regions",
        "splits",
    ];
    for r in all {
        assert!(rules.contains(r), "no design triggered {r}: {rules:?}");
    }
}

/// Lint texts come from the catalogue: the rules' code never builds a message from a plain
/// string (which `Message::rendered` or `From<String>` would let through untranslated).
#[test]
fn lint_sources_build_no_plain_string_messages() {
    let sources = [
        ("lint.rs", include_str!("../lint.rs")),
        ("length.rs", include_str!("length.rs")),
        ("numbers.rs", include_str!("numbers.rs")),
        ("order.rs", include_str!("order.rs")),
        ("salt.rs", include_str!("salt.rs")),
        ("separator.rs", include_str!("separator.rs")),
        ("splits.rs", include_str!("splits.rs")),
        ("unique.rs", include_str!("unique.rs")),
        ("report.rs", include_str!("../report.rs")),
    ];
    for (name, src) in sources {
        // Only the code, not its tests.
        let code = src.split("#[cfg(test)]").next().unwrap_or(src);
        for bad in [
            "Message::rendered",
            "Message::from",
            "message: format!",
            "why: format!",
            "message: String",
            "why: String",
            "\".into(),\n            span",
        ] {
            assert!(
                !code.contains(bad),
                "{name} builds a lint text with `{bad}`"
            );
        }
        // Every `Lint::new(` passes catalogue messages: its third and fourth arguments never
        // start with a string literal or `format!`.
        for call in code.split("Lint::new(").skip(1) {
            let args: Vec<&str> = call.splitn(5, ",\n").map(str::trim).collect();
            for a in args.iter().skip(2).take(2) {
                assert!(
                    !a.starts_with('"') && !a.starts_with("format!"),
                    "{name}: a Lint::new argument is a plain string: {a}"
                );
            }
        }
    }
}

/// A long list is joined flat in the text and shallow in the message.
#[test]
fn long_lists_join_in_order() {
    use crate::i18n::{catalogue::lint as msg, Lang, Message};
    let items: Vec<Message> = (0..3000)
        .map(|i| crate::msg!(msg::COUNT_ABOUT, exp = i.to_string()))
        .collect();
    let text = joined(items, msg::AND).unwrap().render(Lang::En);
    let want: Vec<String> = (0..3000).map(|i| format!("about 10^{i}")).collect();
    assert_eq!(text, want.join(" and "));
    assert!(joined(Vec::new(), msg::AND).is_none());
}
