//! Turning a page of a 10-million-key dump held in memory: the index of record boundaries built
//! as the dump's analysis reads it (`rowkey_core::keys::pages::DumpIndex`), then one page of 100
//! keys read from the boundary nearest before it, in the worker's 256 KiB slices: the first,
//! middle and last page of every key, and of one of 64 regions (page k of the region read
//! straight from the index). Once with the dump sorted (a `scan`), once in insertion order (each
//! region's keys scattered through the file).
//!
//! Run with `cargo bench -p rowkey-core --bench pages`.

use divan::Bencher;
use rowkey_core::analyze::Regions;
use rowkey_core::keys::pages::{DumpIndex, KeysPage, PageReader, PageRequest};
use rowkey_core::keys::{KeyFormat, KeyReader};
use std::sync::LazyLock;

fn main() {
    divan::main();
}

const KEYS: u64 = 10_000_000;
const PAGE: u32 = 100;
/// The worker's slice of the file (`PAGE_SLICE` in `www/worker.js`).
const SLICE: usize = 256 << 10;
/// The region whose pages are read (of 64).
const REGION: u32 = 40;

/// A dump of [`KEYS`] nine-byte keys, sorted or in a fixed scattered order, over 64 regions.
struct Dump {
    bytes: Vec<u8>,
    regions: Regions,
}

fn dump(sorted: bool) -> Dump {
    let mut bytes = Vec::with_capacity(KEYS as usize * 9);
    for i in 0..KEYS {
        let n = if sorted { i } else { (i * 7919 + 13) % KEYS };
        bytes.extend_from_slice(format!("{n:08}\n").as_bytes());
    }
    let splits = (1..64).map(|r| format!("{:08}", r * KEYS / 64).into_bytes());
    Dump {
        bytes,
        regions: Regions::new(splits.collect()),
    }
}

fn index(d: &Dump) -> DumpIndex {
    let mut reader = KeyReader::new(KeyFormat::Lines);
    let mut index = DumpIndex::new();
    let mut see = |row: rowkey_core::keys::Row<'_>| {
        index.see(row, d.regions.region_of(row.key) as u32);
    };
    for chunk in d.bytes.chunks(4 << 20) {
        reader.push_rows(chunk, &mut see).expect("reads");
    }
    reader.finish_rows(&mut see).expect("reads");
    index.finish(reader.read_as(), d.bytes.len() as u64)
}

static SORTED: LazyLock<(Dump, DumpIndex)> = LazyLock::new(|| {
    let d = dump(true);
    let i = index(&d);
    (d, i)
});
static SCATTERED: LazyLock<(Dump, DumpIndex)> = LazyLock::new(|| {
    let d = dump(false);
    let i = index(&d);
    (d, i)
});

fn read(d: &Dump, index: &DumpIndex, request: &PageRequest) -> KeysPage {
    let mut page =
        PageReader::new(&index.read, request, d.regions.clone()).expect("the index reads");
    let from = request.from.as_ref().map_or(0, |m| m.byte as usize);
    for slice in d.bytes[from..].chunks(SLICE) {
        if page.push(slice).expect("reads") {
            break;
        }
    }
    page.finish().expect("reads")
}

/// The first key (0-based) of the first, middle or last page of `count` keys.
fn first_of(which: &str, count: u64) -> u64 {
    let pages = count.div_ceil(u64::from(PAGE));
    let page = match which {
        "first" => 0,
        "middle" => pages / 2,
        _ => pages - 1,
    };
    page * u64::from(PAGE)
}

fn every_key(bencher: Bencher<'_, '_>, (d, index): &(Dump, DumpIndex), which: &str) {
    let first = first_of(which, index.records);
    bencher.bench(|| {
        let request = PageRequest::records(index, first, PAGE);
        divan::black_box(read(d, index, &request).keys.len())
    });
}

fn region_keys(bencher: Bencher<'_, '_>, (d, index): &(Dump, DumpIndex), which: &str) {
    // The 64 regions hold KEYS / 64 keys each (the splits cut the numbers evenly).
    let first = first_of(which, KEYS / 64);
    bencher.bench(|| {
        let request = PageRequest::region_from(index, REGION, first, PAGE);
        divan::black_box(read(d, index, &request).keys.len())
    });
}

/// Reading the whole 10M-key dump once and indexing it (what the analysis adds).
#[divan::bench(sample_count = 2, sample_size = 1, args = [true, false])]
fn index_10m_keys(bencher: Bencher<'_, '_>, sorted: bool) {
    let d = if sorted { &SORTED.0 } else { &SCATTERED.0 };
    bencher.bench(|| divan::black_box(index(d).marks.len()));
}

#[divan::bench(sample_count = 20, args = ["first", "middle", "last"])]
fn page_of_10m_sorted(bencher: Bencher<'_, '_>, which: &str) {
    every_key(bencher, &SORTED, which);
}

#[divan::bench(sample_count = 20, args = ["first", "middle", "last"])]
fn page_of_10m_scattered(bencher: Bencher<'_, '_>, which: &str) {
    every_key(bencher, &SCATTERED, which);
}

#[divan::bench(sample_count = 20, args = ["first", "middle", "last"])]
fn region_page_of_10m_sorted(bencher: Bencher<'_, '_>, which: &str) {
    region_keys(bencher, &SORTED, which);
}

#[divan::bench(sample_count = 10, sample_size = 1, args = ["first", "middle", "last"])]
fn region_page_of_10m_scattered(bencher: Bencher<'_, '_>, which: &str) {
    region_keys(bencher, &SCATTERED, which);
}
