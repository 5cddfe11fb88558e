//! The native half of the Spark JVM path, stage by stage, without Spark: the keys of
//! `bench/md5-10m.json` counted in partitions as `RowkeyPartials` counts them (a partition
//! opened per task, its keys pushed, its partial finished and encoded), the partials merged in
//! one call as the driver merges them, and the report read from the sum. Each stage's wall time
//! is printed (best of a few rounds), so the fixed cost around the count shows apart from it.
//!
//! ```sh
//! cargo run --release -p rowkey-partition --example stages -- 2000000 16
//! valgrind --tool=callgrind target/release/examples/stages 2000000 16 1   # instructions
//! ```

use std::time::{Duration, Instant};

const DESIGN: &str = r#"{"template": "{concat(\"user\", n) | md5 | hex | left(4)}_{concat(\"user\", n)}",
  "fields": {"n": "seq(0, 1)"}, "sample": {"count": 10000000},
  "splits": {"algorithm": "hexstring", "regions": 1024}}"#;

fn arg(args: &mut impl Iterator<Item = String>, default: usize) -> Result<usize, String> {
    args.next()
        .map_or(Ok(default), |a| a.parse().map_err(|e| format!("{a}: {e}")))
}

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let n = arg(&mut args, 2_000_000)?;
    let parts = arg(&mut args, 16)?.max(1);
    let rounds = arg(&mut args, 3)?.max(1);
    let (c, _) = rowkey_partition::load(DESIGN)?;
    let mut sampler = c.sampler().with_count(n as u64);
    let mut keys = Vec::with_capacity(n);
    let mut key = Vec::new();
    while let Some(r) = sampler.next_into(&mut key) {
        r.map_err(|e| e.to_string())?;
        keys.push(key.clone());
    }
    let per = keys.len().div_ceil(parts);
    let mut best: Vec<(&str, Duration)> = Vec::new();
    let mut size = 0;
    for _ in 0..rounds {
        let mut t = [Duration::ZERO; 6];
        let mut partials = Vec::new();
        for (part, chunk) in (0u32..).zip(keys.chunks(per)) {
            let at = Instant::now();
            let mut p = rowkey_partition::Partition::for_design(DESIGN, Some(part))?;
            t[0] += at.elapsed();
            let at = Instant::now();
            p.push_keys(chunk.iter().map(Vec::as_slice))
                .map_err(|e| e.message.to_string())?;
            t[1] += at.elapsed();
            let at = Instant::now();
            partials.push(p.finish_bytes()?);
            t[2] += at.elapsed();
        }
        size = partials.iter().map(Vec::len).sum::<usize>();
        let at = Instant::now();
        let merged =
            rowkey_partition::merge_all(partials.iter().map(Vec::as_slice))?.ok_or("no partial")?;
        t[3] += at.elapsed();
        let at = Instant::now();
        let partial =
            rowkey_core::keys::partial::KeysPartial::read(&merged).map_err(|e| e.to_string())?;
        let report = partial.report().map_err(|e| e.to_string())?;
        t[4] += at.elapsed();
        let at = Instant::now();
        let json = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
        t[5] += at.elapsed();
        std::hint::black_box(json);
        let names = [
            "open the partitions (design loaded)",
            "count the keys",
            "finish and encode the partials",
            "merge the partials (one call)",
            "read the sum, make the report",
            "the report as JSON",
        ];
        if best.is_empty() {
            best = names.iter().copied().zip(t).collect();
        }
        for (b, t) in best.iter_mut().zip(t) {
            b.1 = b.1.min(t);
        }
    }
    println!(
        "{} keys in {parts} partitions, {size} partial bytes; best of {rounds}:",
        keys.len()
    );
    for (name, t) in &best {
        println!("  {name:<40} {:9.1} ms", t.as_secs_f64() * 1e3);
    }
    let total: Duration = best.iter().map(|b| b.1).sum();
    println!("  {:<40} {:9.1} ms", "all", total.as_secs_f64() * 1e3);
    Ok(())
}
