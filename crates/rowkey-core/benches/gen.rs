//! Sample generation speed: one `fill` per row per field; a 10-million-row sample needs these to
//! stay in the tens of nanoseconds.

use rowkey_core::encode::Value;
use rowkey_core::gen::{FieldGen, GeneratorSpec};

fn main() {
    divan::main();
}

const ROWS: u64 = 10_000;

#[divan::bench(args = [
    "seq(1, 1)",
    "int(0, 1000000)",
    "zipf(1000, 1.1)",
    "zipf(10000000, 0.9)",
    "timestamp(\"2024-02-15T00:00:00Z\", 500)",
    "uuid()",
    "phone()",
    "choice(\"click\": 5, \"view\": 10, \"buy\": 1)",
    "pattern(\"ORD############\")",
    "hexstr(16)",
    "text(5, 10)",
    "list(\"a\", \"b\", \"c\")",
])]
fn fill_10k_rows(bencher: divan::Bencher<'_, '_>, expr: &str) {
    let spec = GeneratorSpec::parse(expr).unwrap();
    bencher
        .with_inputs(|| FieldGen::new(&spec, 42, "f", None).unwrap())
        .counter(divan::counter::ItemsCount::new(ROWS))
        .bench_local_values(|mut gen| {
            let mut v = Value::Str(String::with_capacity(64));
            for row in 0..ROWS {
                gen.fill(row, &mut v);
            }
            v
        });
}
