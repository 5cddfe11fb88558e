//! Decoding keys back through their template: 200,000 keys of the `ecommerce-orders` preset
//! (`{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_
//! {order_id}`), each decoded and checked as `rowkey decode` and `analyze --keys --top` do, and
//! counted into 64 regions' top values as `--top` counts them.
//!
//! Run with `cargo bench -p rowkey-core --bench decode`; divan prints keys per second (one
//! core).

use divan::counter::ItemsCount;
use divan::Bencher;
use rowkey_core::decode::top::RegionTops;
use rowkey_core::decode::Decoder;
use rowkey_core::design::Design;
use rowkey_core::sample::Compiled;

fn main() {
    divan::main();
}

const KEYS: u64 = 200_000;
const REGIONS: usize = 64;

fn keys() -> (Compiled, Vec<Vec<u8>>) {
    let text = include_str!("../../../presets/ecommerce-orders.json");
    let c = Compiled::new(&Design::from_json(text).expect("the preset reads"))
        .expect("the preset is valid");
    let mut keys = Vec::with_capacity(KEYS as usize);
    let mut sampler = c.sampler().with_count(KEYS);
    let mut key = Vec::new();
    while let Some(r) = sampler.next_into(&mut key) {
        r.expect("samples");
        keys.push(key.clone());
    }
    (c, keys)
}

/// Each key decoded and checked, the result dropped.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn decode_200k_keys(bencher: Bencher<'_, '_>) {
    let (c, keys) = keys();
    let plan = c.plan();
    let decoder = Decoder::new(plan);
    bencher.counter(ItemsCount::new(KEYS)).bench_local(|| {
        let matched = keys
            .iter()
            .filter(|k| decoder.decode(plan, k).matches)
            .count();
        divan::black_box(matched)
    });
}

/// Each key decoded and counted into its region's top values (the region by the key's first
/// byte).
#[divan::bench(sample_count = 5, sample_size = 1)]
fn decode_200k_keys_into_region_tops(bencher: Bencher<'_, '_>) {
    let (c, keys) = keys();
    let plan = c.plan();
    let decoder = Decoder::new(plan);
    bencher.counter(ItemsCount::new(KEYS)).bench_local(|| {
        let mut tops = RegionTops::new(REGIONS, plan.fields().to_vec());
        for (line, k) in keys.iter().enumerate() {
            let region = usize::from(k.first().copied().unwrap_or(0)) % REGIONS;
            tops.add(region, &decoder.decode(plan, k), line as u64 + 1);
        }
        divan::black_box(tops.top(0, 3))
    });
}
