//! Encode many md5-prefix keys in a loop: a target for profilers (`perf record`, callgrind).
//! Usage: `cargo run --release -p rowkey-core --example encode_loop [N]`.

use rowkey_core::encode::{Encoder, Value};
use rowkey_core::plan::Plan;

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2_000_000);
    let rows: Vec<Vec<Value>> = (0..n)
        .map(|i| vec![Value::Str(format!("user{i}"))])
        .collect();
    let plan = Plan::compile("{id | md5 | hex | left(4)}_{id}").expect("compiles");
    let mut enc = Encoder::new(&plan);
    let mut key = Vec::new();
    let start = std::time::Instant::now();
    let mut total = 0;
    for row in &rows {
        enc.encode_into(row, &mut |_| 0, &mut key).expect("encodes");
        total += key.len();
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{n} keys, {total} bytes, {:.2} M keys/s",
        n as f64 / secs / 1e6
    );
}
