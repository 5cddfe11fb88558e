//! MD5 throughput per hash: the scalar `md5` crate against [`md5_many`] at every lane count
//! this machine runs, on the keys of the 10M md5-prefix design (`user0`, `user1`, …; here the
//! first 100,000).
//!
//! Run with `cargo bench -p rowkey-core --bench md5`. Keys are made up front so only hashing is
//! measured; divan's items/s is hashes per second.

use divan::{black_box, counter::ItemsCount, Bencher};
use rowkey_core::hash::{md5_many_with, Lanes};

fn main() {
    divan::main();
}

const N: usize = 100_000;

/// The batch the sampling loop hands over at a time.
const BATCH: usize = 64;

fn keys() -> Vec<Vec<u8>> {
    (0..N).map(|n| format!("user{n}").into_bytes()).collect()
}

#[divan::bench]
fn scalar_md5_crate(bencher: Bencher<'_, '_>) {
    let keys = keys();
    bencher.counter(ItemsCount::new(N)).bench_local(|| {
        let mut acc = 0u8;
        for key in &keys {
            acc ^= md5::compute(key).0[0];
        }
        black_box(acc)
    });
}

#[divan::bench(args = Lanes::ALL)]
fn md5_many(bencher: Bencher<'_, '_>, lanes: Lanes) {
    if !lanes.available() {
        eprintln!("md5_many at {lanes}: not on this CPU, skipped");
        return;
    }
    let keys = keys();
    let inputs: Vec<&[u8]> = keys.iter().map(Vec::as_slice).collect();
    let mut out = [[0u8; 16]; BATCH];
    bencher.counter(ItemsCount::new(N)).bench_local(|| {
        let mut acc = 0u8;
        for batch in inputs.chunks(BATCH) {
            md5_many_with(lanes, batch, &mut out).expect("available");
            acc ^= out[0][0];
        }
        black_box(acc)
    });
}
