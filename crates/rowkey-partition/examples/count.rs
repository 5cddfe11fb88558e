//! A small driver for profiling the partial path's count with instruction counts (callgrind,
//! independent of the machine's load): the keys of the `frames` benchmark's design made first,
//! then counted into partials of 250,000 keys each, as a Spark partition is.
//!
//! ```sh
//! cargo build --release -p rowkey-partition --example count
//! valgrind --tool=callgrind target/release/examples/count 200000 keys   # making the keys only
//! valgrind --tool=callgrind target/release/examples/count 200000        # and counting them
//! ```
//!
//! The difference of the two totals, over the key count, is the count's instructions per key.

const DESIGN: &str = r#"{"template": "{concat(\"user\", n) | md5 | hex | left(4)}_{concat(\"user\", n)}",
  "fields": {"n": "seq(0, 1)"}, "splits": {"algorithm": "hexstring", "regions": 1024}}"#;

const PER_PARTITION: usize = 250_000;

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let n: u64 = args
        .next()
        .unwrap_or_else(|| "1000000".into())
        .parse()
        .map_err(|e| format!("a key count: {e}"))?;
    let keys_only = args.next().as_deref() == Some("keys");
    let (c, _) = rowkey_partition::load(DESIGN)?;
    let mut sampler = c.sampler().with_count(n);
    let mut keys = Vec::new();
    let mut key = Vec::new();
    while let Some(r) = sampler.next_into(&mut key) {
        r.map_err(|e| e.to_string())?;
        keys.push(key.clone());
    }
    if keys_only {
        println!("{} keys made", keys.len());
        return Ok(());
    }
    let mut bytes = 0;
    for (part, chunk) in (0u32..).zip(keys.chunks(PER_PARTITION)) {
        let mut p = rowkey_partition::Partition::for_design(DESIGN, Some(part))?;
        p.push_keys(chunk.iter().map(Vec::as_slice))
            .map_err(|e| e.message.to_string())?;
        bytes += p.finish_bytes()?.len();
    }
    println!("{} keys counted, {bytes} partial bytes", keys.len());
    Ok(())
}
