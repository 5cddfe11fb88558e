//! Encoding throughput: keys per second for the md5-prefix template and the e-commerce seed.
//!
//! Run with `cargo bench -p rowkey-core --bench encode`. Inputs are generated up front so only
//! encoding is measured.

use divan::{black_box, counter::ItemsCount, Bencher};
use rowkey_core::encode::{Encoder, Value};
use rowkey_core::plan::Plan;

fn main() {
    divan::main();
}

const N: usize = 100_000;

fn rows(make: impl Fn(usize) -> Vec<Value>) -> Vec<Vec<Value>> {
    (0..N).map(make).collect()
}

fn run(bencher: Bencher<'_, '_>, template: &str, rows: &[Vec<Value>]) {
    let plan = Plan::compile(template).expect("template compiles");
    bencher
        .counter(ItemsCount::new(rows.len()))
        .bench_local(|| {
            let mut enc = Encoder::new(&plan);
            let mut key = Vec::with_capacity(64);
            let mut total = 0usize;
            for row in rows {
                enc.encode_into(row, &mut |_| 0, &mut key).expect("encodes");
                total += key.len();
            }
            black_box(total)
        });
}

#[divan::bench]
fn md5_prefix(bencher: Bencher<'_, '_>) {
    let rows = rows(|i| vec![Value::Str(format!("user{i}"))]);
    run(bencher, "{id | md5 | hex | left(4)}_{id}", &rows);
}

#[divan::bench]
fn ecommerce_order(bencher: Bencher<'_, '_>) {
    let rows = rows(|i| {
        vec![
            Value::Str(format!("user{:06}", i % 50_000)),
            Value::Str((1_708_000_000_000u64 + i as u64 * 2).to_string()),
            Value::Str(format!("ORD{:012}", i)),
        ]
    });
    run(
        bencher,
        "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}",
        &rows,
    );
}
