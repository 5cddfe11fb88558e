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

/// A design's compiled form, with `count` sample rows.
fn compiled(template: &str, fields: &[(&str, &str)], count: u64) -> Compiled {
    let mut d = Design::new(template);
    for (k, v) in fields {
        d.fields.insert((*k).into(), (*v).into());
    }
    d.sample.count = count;
    Compiled::new(&d).unwrap_or_else(|e| panic!("{template}: {e:?}"))
}

/// Every key the design's own sampler makes lies in a region the model says is reachable:
/// `[key, key + \0)` holds exactly that key.
fn assert_sound(ks: &Keyspace, c: &Compiled, rows: u64, what: &str) {
    for k in c.sampler().with_count(rows) {
        let Ok(k) = k else { continue };
        let mut next = k.clone();
        next.push(0);
        assert!(
            ks.reachable(&k, &next),
            "{what}: sampled key {:?} is outside the model",
            crate::hbase::to_string_binary(&k)
        );
    }
}

/// Run `f` on its own thread (a default 2 MiB stack, which deep recursion would overflow) under
/// a watchdog for hangs (not a speed measure); fails the test if `f` panics or hangs.
fn within_watchdog<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(std::time::Duration::from_secs(30))
        .expect("finished within the 30 s watchdog")
}

#[test]
fn wide_decimal_ranges_are_modelled_in_few_states() {
    // A 15-digit random id must not build an exact digit tree (gigabytes, then a stack
    // overflow). Sharing the full-digit chains keeps it exact and a few states per digit.
    let c = compiled("{id}_x", &[("id", "int(0, 1000000000000000)")], 1000);
    let ks = Keyspace::new(&c);
    assert!(ks.nfa.len() < 1000, "{} states", ks.nfa.len());
    assert!(!ks.is_approximate());
    assert_sound(&ks, &c, 300, "int(0, 1e15)");
    // 1000000000000001 and beyond are not keys; 16 digits only for 1e15 itself.
    assert!(!ks.reachable(b"1000000000000001", b"1000000000000002"));
    assert!(ks.reachable(b"1000000000000000_x", b"1000000000000000_y"));
    assert!(!ks.reachable(b"_", b"0"));
    // The widest: every long, and every long as hex.
    let c = compiled(
        "{n}{n | hex}",
        &[("n", "int(-9223372036854775808, 9223372036854775807)")],
        1000,
    );
    let ks = Keyspace::new(&c);
    assert!(ks.nfa.len() < 5000, "{} states", ks.nfa.len());
    assert_sound(&ks, &c, 300, "every long");
}

#[test]
fn a_small_budget_over_approximates_soundly() {
    // The same designs built under tiny unit limits: coarser, flagged, and still holding
    // every key the sampler makes.
    let designs: &[(&str, &[(&str, &str)])] = &[
        ("{id}_x", &[("id", "int(0, 1000000000000000)")]),
        (
            "{u | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{u}_{t | rev}",
            &[
                ("u", "pattern(\"user####\")"),
                ("t", "timestamp(\"2024-02-15T00:00:00Z\", 500)"),
            ],
        ),
        (
            "{h | md5 | hex | left(6)}:{c}:{n | pad(12)}",
            &[
                ("h", "seq(1, 1)"),
                ("c", "choice(\"red\", \"green\", \"blue\")"),
                ("n", "zipf(1000, 1.1)"),
            ],
        ),
        (
            "{t}#{id | i64 | sortable}",
            &[("t", "text(0, 40)"), ("id", "int(-5, 5000)")],
        ),
    ];
    for (template, fields) in designs {
        let c = compiled(template, fields, 500);
        let exact = Keyspace::new(&c);
        assert_sound(&exact, &c, 200, template);
        for limit in [0, 16, 200, 2000] {
            let nfa = Nfa::with_limit(exact.lang(), limit);
            assert!(
                nfa.is_approximate() || limit >= 200,
                "{template} at {limit} units"
            );
            let ks = Keyspace {
                nfa,
                ..exact.clone()
            };
            assert_sound(&ks, &c, 200, &format!("{template} at {limit} units"));
        }
    }
}

#[test]
fn ten_thousand_segments_build_linearly_and_keep_the_prefix_exact() {
    // The rest of the template must not be copied once per segment (quadratic). The model is
    // over its weight budget here, so it says it is approximate; the leading segments stay
    // exact, so a region before every key is still known to be dead.
    let (ks, c) = within_watchdog(|| {
        let template = vec!["{id}"; 10_000].join("_");
        let c = compiled(&template, &[("id", "seq(1, 1)")], 1000);
        (Keyspace::new(&c), c)
    });
    assert!(ks.is_approximate());
    assert_eq!(ks.segments().len(), 10_000);
    assert!(!ks.reachable(b"", b"1"));
    assert!(!ks.reachable(b"0", b"1"));
    assert!(ks.reachable(b"1_", b"2"));
    assert_sound(&ks, &c, 20, "10,000 segments");
    // Reading `rest` from many segments stays bounded too.
    let ks = within_watchdog(|| {
        let template = vec!["{rest | md5 | hex | left(2)}{id}"; 3000].join("");
        Keyspace::new(&compiled(&template, &[("id", "seq(1, 1)")], 100))
    });
    assert_eq!(ks.segments().len(), 6000);
}

#[test]
fn nested_transforms_and_long_keys_stay_sound() {
    let designs: &[(&str, &[(&str, &str)])] = &[
        (
            "{concat(concat(x | upper, \"-\"), concat(y | hex(8), x | md5 | hex | left(4))) | left(12)}|{y}",
            &[("x", "choice(\"ab\", \"cd\", \"efg\")"), ("y", "int(0, 70000)")],
        ),
        (
            "{concat(x, concat(x, concat(x, concat(x, x | reverse)))) | upper | lower}",
            &[("x", "text(1, 3)")],
        ),
        ("{x | pad(30000)}", &[("x", "choice(\"a\", \"b\", \"cc\")")]),
        ("{n | dec(32000)}", &[("n", "int(0, 999)")]),
        ("{n | pad(20000)}{n | hex(40)}", &[("n", "seq(1, 1)")]),
        ("{s | utf8 | desc}{s | utf8 | sortable}", &[("s", "uuid()")]),
    ];
    for (template, fields) in designs {
        let c = compiled(template, fields, 200);
        let ks = within_watchdog({
            let c = c.clone();
            move || Keyspace::new(&c)
        });
        assert_sound(&ks, &c, 100, template);
    }
    // Bounds as long as a row key are walked without recursion.
    let c = compiled("{x | pad(30000)}", &[("x", "choice(\"a\", \"b\")")], 100);
    let ks = Keyspace::new(&c);
    let zeros = vec![b'0'; 29_999];
    let mut a = zeros.clone();
    a.push(b'a');
    assert!(ks.reachable(&a, b""));
    assert!(!ks.reachable(&[b'0'; 30_000], &[b'0'; 30_001]));
}

#[test]
fn extreme_generator_arguments_do_not_overflow() {
    // A tiny timestamp rate must not make `count * 1000 / rate` overflow ("capacity overflow").
    let designs: &[(&str, &str)] = &[
        ("timestamp(\"2024-02-15T00:00:00Z\", 1e-100)", "{t}"),
        (
            "timestamp(\"2024-02-15T00:00:00Z\", 1e-100)",
            "{t | rev | date(\"%Y\")}",
        ),
        ("seq(9223372036854775807, 9223372036854775807)", "{t}"),
        (
            "seq(-9223372036854775808, -9223372036854775808)",
            "{t | abs}",
        ),
        (
            "int(-9223372036854775808, 9223372036854775807)",
            "{t | mul(-3) | add(7)}",
        ),
        ("zipf(10000000, 0.5)", "{t | hex}"),
        ("text(0, 4096)", "{t | md5}{t}"),
        ("hexstr(4096)", "{t | upper | reverse}"),
        ("pattern(\"################################\")", "{t}"),
    ];
    for (generator, template) in designs {
        let mut d = Design::new(*template);
        d.fields.insert("t".into(), (*generator).into());
        d.sample.count = u64::MAX / 2;
        let Ok(c) = Compiled::new(&d) else {
            continue;
        };
        let ks = within_watchdog(move || (Keyspace::new(&c), Keyspace::nominal(&c)));
        assert!(
            !ks.0.lang().alphabet().is_empty(),
            "{template} over {generator}"
        );
    }
}

#[test]
fn text_read_as_an_int_is_modelled() {
    // `{x | add(0)}` over text must not build the decimal text of every long, exactly.
    let c = compiled("{x | add(0)}", &[("x", "text(1,3)")], 1000);
    let ks = within_watchdog(move || Keyspace::new(&c));
    assert!(ks.reachable(b"-", b"."));
    assert!(ks.reachable(b"0", b"9"));
    assert!(!ks.reachable(b"a", b""));
}

#[test]
fn random_small_designs_hold_every_sampled_key() {
    // A soundness property over a small grammar: whatever the design, each key its sampler
    // makes is reachable in its model (exact and under a small budget).
    let fields = [
        "seq(1, 1)",
        "int(-1000, 1000000000000)",
        "choice(\"a\", \"bb\", \"ccc\")",
        "text(0, 6)",
        "pattern(\"u##x\")",
        "zipf(50, 1.2)",
        "timestamp(\"2024-02-15T00:00:00Z\", 50)",
        "hexstr(5)",
    ];
    let pipes = [
        "",
        " | md5 | hex | left(3)",
        " | crc32 | mod(16) | dec(2)",
        " | javahash | and(0x7fffffff) | mod(7)",
        " | hex",
        " | upper | reverse",
        " | pad(6)",
        " | rpad(5, \".\")",
        " | i32 | desc",
        " | i64 | sortable",
        " | left(2)",
        " | mul(3) | add(-1)",
    ];
    // A fixed LCG: reproducible cases without a dependency.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize % n
    };
    let mut checked = 0;
    for _ in 0..120 {
        let segments = 1 + next(3);
        let mut template = String::new();
        let mut used = Vec::new();
        for s in 0..segments {
            let f = format!("f{}", next(2));
            template.push_str(&format!("{{{f}{}}}", pipes[next(pipes.len())]));
            if s + 1 < segments {
                template.push(['_', '|', '#'][next(3)]);
            }
            used.push(f);
        }
        let mut d = Design::new(&template);
        for f in ["f0", "f1"] {
            d.fields.insert(f.into(), fields[next(fields.len())].into());
        }
        d.sample.count = 300;
        let Ok(c) = Compiled::new(&d) else {
            continue;
        };
        let ks = Keyspace::new(&c);
        assert_sound(&ks, &c, 60, &template);
        let coarse = Keyspace {
            nfa: Nfa::with_limit(ks.lang(), 64),
            ..ks.clone()
        };
        assert_sound(&coarse, &c, 60, &format!("{template} (64 units)"));
        checked += 1;
    }
    assert!(checked > 60, "only {checked} designs compiled");
}
