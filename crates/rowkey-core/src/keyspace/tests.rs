use super::*;
use crate::design::Design;
use crate::sample::Compiled;

fn keyspace(template: &str, fields: &[(&str, &str)]) -> Keyspace {
    let mut d = Design::new(template);
    for (k, v) in fields {
        d.fields.insert((*k).into(), (*v).into());
    }
    Keyspace::new(&Compiled::new(&d).unwrap_or_else(|e| panic!("{e:?}")))
}

#[test]
fn hbase_book_hex_case() {
    // A 16-hex-digit key split with `range` 0000000000000000..ffffffffffffffff into 10 regions.
    let ks = keyspace("{id | md5 | hex | left(16)}", &[("id", "seq(1, 1)")]);
    let splits =
        crate::hbase::split::create_table_splits(b"0000000000000000", b"ffffffffffffffff", 10)
            .unwrap();
    let regions = crate::hbase::split::regions_from_splits(&splits);
    let dead: Vec<usize> = regions
        .iter()
        .enumerate()
        .filter(|(_, (s, e))| !ks.reachable(s, e))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(dead, [0, 3, 4, 5, 6, 7]);
    // `auto` for the same key: every region reachable and about a tenth of the keys.
    let auto = ks.auto_splits(10);
    assert_eq!(auto.len(), 9);
    for (s, e) in crate::hbase::split::regions_from_splits(&auto) {
        assert!(ks.reachable(&s, &e));
        assert!(
            (ks.share(&s, &e) - 0.1).abs() < 0.001,
            "{:?}",
            ks.share(&s, &e)
        );
    }
}

#[test]
fn shares_of_a_hash_bucket_prefix() {
    let ks = keyspace(
        "{u | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{u}",
        &[("u", "pattern(\"user####\")")],
    );
    assert!((ks.share(b"10", b"20") - 0.1).abs() < 1e-9);
    assert!(!ks.reachable(b"", b"00"));
    assert!(!ks.reachable(b"99`", b""));
    let buckets = ks.leading_buckets(1000).unwrap();
    assert_eq!(buckets.len(), 100);
    assert_eq!(buckets[1], b"01");
}

#[test]
fn phoenix_salt_buckets_are_single_bytes() {
    let ks = keyspace(
        "{phoenix_salt(4)}{host}",
        &[("host", "pattern(\"host##\")")],
    );
    let b = ks.leading_buckets(1000).unwrap();
    assert_eq!(b, [vec![0], vec![1], vec![2], vec![3]]);
    // With only two hosts, only their two buckets can be written to; the nominal model still
    // has all four (what Phoenix pre-splits on).
    let mut d = Design::new("{phoenix_salt(4)}{host}");
    d.fields
        .insert("host".into(), "choice(\"a\", \"b\")".into());
    let c = Compiled::new(&d).unwrap();
    assert_eq!(Keyspace::new(&c).leading_buckets(1000).unwrap().len(), 2);
    assert_eq!(
        Keyspace::nominal(&c).leading_buckets(1000).unwrap().len(),
        4
    );
}

#[test]
fn timestamps_rise_and_reversed_fall() {
    let ks = keyspace(
        "{ts}_{ts | rev}",
        &[("ts", "timestamp(\"2024-02-15T00:00:00Z\", 100)")],
    );
    assert_eq!(ks.segments()[0].trend, Trend::Increasing);
    assert_eq!(ks.segments()[1].trend, Trend::Decreasing);
    let ks = keyspace("{ts | i64 | md5}", &[("ts", "seq(1, 1)")]);
    assert_eq!(ks.segments()[0].trend, Trend::None);
}

#[test]
fn binary_sortable_ints() {
    let ks = keyspace("{x | i64 | sortable}", &[("x", "int(-10, 10)")]);
    // Sortable maps -10..10 onto 0x7ff..f6 .. 0x800..0a: all keys between those.
    assert!(ks.reachable(b"\x7f", b"\x81"));
    assert!(!ks.reachable(b"\x81", b""));
    assert!(!ks.reachable(b"", b"\x7f"));
}

#[test]
fn pattern_fields_and_literals() {
    let ks = keyspace("{id}|x", &[("id", "pattern(\"ORD###\")")]);
    assert!(ks.reachable(b"ORD000|x", b"ORD000|y"));
    assert!(!ks.reachable(b"ORE", b""));
    assert!((ks.share(b"ORD5", b"ORD6") - 0.1).abs() < 1e-9);
}

#[test]
fn numbers_wider_than_u128_digits_do_not_overflow() {
    // `dec(W)` / `pad(W)` up to HBase's row limit: every digit past u128's width is a zero.
    let ks = keyspace("{n | dec(45)}", &[("n", "int(5, 7)")]);
    assert_eq!(ks.lang().len_range(), (45, 45));
    let mut five = vec![b'0'; 44];
    five.push(b'5');
    assert!(ks.reachable(&five, b""));
    assert!(!ks.reachable(b"1", b""));
    let ks = keyspace("{n | pad(32000)}{n | hex(40)}", &[("n", "seq(1, 1)")]);
    assert_eq!(ks.lang().len_range(), (32040, 32040));
    assert!(!ks.reachable(b"1", b""));
    let ks = keyspace("{n | dec(50) | left(45)}", &[("n", "seq(1, 1)")]);
    assert_eq!(ks.lang().len_range(), (45, 45));
}
