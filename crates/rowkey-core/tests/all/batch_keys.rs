//! The sampling loop's keys ([`Sampler::next_batch`]: flat steps, MD5s deferred to the batch and
//! hashed across SIMD lanes) are byte for byte the keys of the general evaluator
//! ([`Sampler::next_parts_into`], which walks each segment's pipeline) — on every preset and on
//! templates chosen to reach each kind of step, the fallbacks, and the errors.

use rowkey_core::design::Design;
use rowkey_core::sample::{Compiled, KeyBatch};

/// Every key of `c`'s first `n` rows both ways; batches of `batch` rows.
fn assert_same_keys(c: &Compiled, n: u64, batch: usize, what: &str) {
    let mut general = c.sampler().with_count(n);
    let mut fast = c.sampler().with_count(n);
    let (mut key, mut ends) = (Vec::new(), Vec::new());
    let mut keys = KeyBatch::default();
    let mut row = 0u64;
    loop {
        let got = fast.next_batch(&mut keys, batch);
        let got = match got {
            Ok(0) => break,
            Ok(_) => keys.iter().map(<[u8]>::to_vec).collect::<Vec<_>>(),
            Err(e) => {
                // The general walk fails at the same row with the same message.
                let mut failed = None;
                while let Some(r) = general.next_parts_into(&mut key, &mut ends) {
                    if let Err(g) = r {
                        failed = Some(g);
                        break;
                    }
                }
                assert_eq!(failed.as_ref(), Some(&e), "{what}: row {row}");
                return;
            }
        };
        for k in got {
            match general.next_parts_into(&mut key, &mut ends) {
                Some(Ok(())) => assert_eq!(k, key, "{what}: row {row}"),
                other => panic!("{what}: row {row}: the general walk gave {other:?}"),
            }
            row += 1;
        }
    }
    assert!(
        general.next_parts_into(&mut key, &mut ends).is_none(),
        "{what}"
    );
    assert_eq!(row, n, "{what}");
}

#[test]
fn every_preset_makes_the_same_keys() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../presets");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let design = Design::from_json(&text).unwrap();
        let c = Compiled::new(&design).unwrap();
        assert_same_keys(&c, 3000, 256, &path.display().to_string());
        seen += 1;
    }
    assert!(seen >= 10, "presets found: {seen}");
}

#[test]
fn every_kind_of_step_makes_the_same_keys() {
    let fields = [
        ("id", "seq(1, 1)"),
        ("n", "int(-5, 99999)"),
        ("u", "pattern(\"user####\")"),
        ("t", "text(0, 40)"),
        ("ts", "timestamp(\"2024-02-15T00:00:00Z\", 1000)"),
        ("h", "uuid()"),
    ];
    let templates = [
        // Deferred MD5s, each kind of fixed-length tail, and a digest read twice.
        "{concat(\"user\", id) | md5 | hex | left(4)}_{concat(\"user\", id)}",
        "{u | md5}{u | md5 | hex}{u | md5 | hex(40)}{u | md5 | hex | left(40)}",
        "{t | md5 | hex | upper | left(6)}|{t | md5 | hex | right(3) | reverse}",
        "{n | md5 | hex | pad(10, \"x\")}{n | i64 | md5 | hex | slice(2, 9)}",
        "{id | i32 | md5 | hex | left(8)}{id | i32}",
        // MD5 not deferrable: its digest feeds an int, or it is inside a concat argument.
        "{u | md5 | hex | javahash | absmod(100) | dec(2)}_{u}",
        "{concat(u | md5 | hex | left(2), \"-\", n)}_{ts}",
        "{u | md5 | md5 | hex | left(4)}{salt(7)}",
        // Direct and operation steps of every source.
        "{salt(16)}_{n}_{-42}_{\"lit\"}_{concat(salt(3), \"a\", n, 7)}",
        "{u | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{u}_{ts | rev}_{h}",
        "{ts | div(3600000)}_{ts | date(\"%Y%m%d%H\")}_{n | abs | hex(6)}",
        "{concat(u, ts) | crc32 | and(0xffff) | hex(4)}{t | upper}{t | reverse}",
        "{concat(concat(u, \"x\"), n)}{concat(u, \"y\") | md5 | hex | left(3)}",
        // `rest`: the whole key made right to left, no flat steps.
        "{rest | md5 | hex | left(4)}_{u}_{n}",
        "{salt(4)}{rest | arrayhash | absmod(9)}{u}",
    ];
    for t in templates {
        let mut d = Design::new(t);
        for (name, expr) in fields {
            d.fields.insert(name.into(), expr.into());
        }
        d.fields.retain(|name, _| t.contains(name.as_str()));
        let c = Compiled::new(&d).unwrap_or_else(|e| panic!("{t}: {e:?}"));
        for batch in [1, 7, 256] {
            assert_same_keys(&c, 700, batch, t);
        }
    }
}

#[test]
fn errors_stop_at_the_same_row_with_the_same_message() {
    for (t, f) in [
        // The key passes HBase's limit part way (`t` is sometimes long).
        ("{t | pad(32000, \"x\")}{t}{t | md5 | hex}", "text(0, 900)"),
        // An int transform on text that is not a number.
        ("{t | md5 | hex | left(2)}{t | add(1)}", "text(0, 3)"),
    ] {
        let mut d = Design::new(t);
        d.fields.insert("t".into(), f.into());
        let c = Compiled::new(&d).unwrap_or_else(|e| panic!("{t}: {e:?}"));
        assert_same_keys(&c, 500, 64, t);
    }
}
