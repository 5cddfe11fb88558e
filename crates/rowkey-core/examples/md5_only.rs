//! The practical limit of the md5-prefix design: MD5 of `user0` … `user{N-1}` on one thread and
//! nothing else, the keys built into a reused buffer in batches of 64 and hashed with
//! `md5_many` (or, with `--scalar`, the `md5` crate one key at a time). Prints one JSON line,
//! `{"keys":N,"seconds":S,"lanes":L,"keys_per_s":K}`, which `cargo xtask bench` reads.
//!
//! Usage: `cargo run --release -p rowkey-core --example md5_only -- [N] [--scalar]`
//! (N defaults to 10,000,000).

use std::io::Write;
use std::time::Instant;

use rowkey_core::hash::{md5_lanes, md5_many};

const BATCH: usize = 64;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let scalar = args.iter().any(|a| a == "--scalar");
    let keys: u64 = match args.iter().find(|a| !a.starts_with("--")) {
        None => 10_000_000,
        Some(n) => match n.replace('_', "").parse() {
            Ok(n) => n,
            Err(_) => {
                eprintln!("md5_only: {n:?} is not a key count");
                std::process::exit(2);
            }
        },
    };
    let start = Instant::now();
    let check = if scalar {
        hash_scalar(keys)
    } else {
        hash_lanes(keys)
    };
    let seconds = start.elapsed().as_secs_f64();
    std::hint::black_box(check);
    let lanes = if scalar { 1 } else { md5_lanes() };
    let keys_per_s = (keys as f64 / seconds).round();
    let mut stdout = std::io::stdout();
    // A closed pipe is the reader's business, not an error worth a panic.
    let _ = writeln!(
        stdout,
        r#"{{"keys":{keys},"seconds":{seconds:.4},"lanes":{lanes},"keys_per_s":{keys_per_s}}}"#
    );
}

/// Fills `buf` with the keys `user{first}` … of one batch, returning where each ends.
fn fill(buf: &mut Vec<u8>, ends: &mut Vec<usize>, first: u64, count: u64) {
    buf.clear();
    ends.clear();
    let mut digits = itoa::Buffer::new();
    for n in first..first + count {
        buf.extend_from_slice(b"user");
        buf.extend_from_slice(digits.format(n).as_bytes());
        ends.push(buf.len());
    }
}

fn hash_lanes(keys: u64) -> u8 {
    let mut buf = Vec::with_capacity(BATCH * 32);
    let mut ends = Vec::with_capacity(BATCH);
    let mut out = [[0u8; 16]; BATCH];
    let mut check = 0u8;
    let mut first = 0;
    while first < keys {
        let count = (keys - first).min(BATCH as u64);
        fill(&mut buf, &mut ends, first, count);
        let mut inputs: [&[u8]; BATCH] = [&[]; BATCH];
        let mut start = 0;
        for (input, &end) in inputs.iter_mut().zip(&ends) {
            *input = &buf[start..end];
            start = end;
        }
        md5_many(&inputs[..ends.len()], &mut out);
        check ^= out[..ends.len()].iter().fold(0, |a, d| a ^ d[0]);
        first += count;
    }
    check
}

fn hash_scalar(keys: u64) -> u8 {
    let mut buf = Vec::with_capacity(BATCH * 32);
    let mut ends = Vec::with_capacity(BATCH);
    let mut check = 0u8;
    let mut first = 0;
    while first < keys {
        let count = (keys - first).min(BATCH as u64);
        fill(&mut buf, &mut ends, first, count);
        let mut start = 0;
        for &end in &ends {
            check ^= md5::compute(&buf[start..end]).0[0];
            start = end;
        }
        first += count;
    }
    check
}
