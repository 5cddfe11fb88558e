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
