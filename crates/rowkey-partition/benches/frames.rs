//! A Spark partition's keys counted from the frames PySpark keeps an RDD of `bytes` in, as the
//! executor's JVM hands them to `rowkey-jni`: 1,000,000 keys of
//! `{md5 | hex | left(4)}_user{n}` over 1024 HexStringSplit regions, in 4 partitions of
//! 250,000 keys (the Spark benchmark's partition size), each pickled in frames of 1024 keys
//! the way `pickle.dumps(list, 5)` writes them. The frames read alone, the keys counted alone
//! (already split), and both: frames to one partial per partition.
//!
//! Run with `cargo bench -p rowkey-partition --bench frames`; divan prints keys per second.

use divan::counter::ItemsCount;
use divan::Bencher;
use rowkey_partition::{pickled_keys, Frame, Partition};

fn main() {
    divan::main();
}

const KEYS: usize = 1_000_000;
const PER_PARTITION: usize = 250_000;
const PER_FRAME: usize = 1024;

const DESIGN: &str = r#"{"template": "{concat(\"user\", n) | md5 | hex | left(4)}_{concat(\"user\", n)}",
  "fields": {"n": "seq(0, 1)"}, "splits": {"algorithm": "hexstring", "regions": 1024}}"#;

fn keys() -> Vec<Vec<u8>> {
    let (c, _) = rowkey_partition::load(DESIGN).expect("the benchmark design is valid");
    let mut sampler = c.sampler().with_count(KEYS as u64);
    let mut out = Vec::with_capacity(KEYS);
    let mut key = Vec::new();
    while let Some(r) = sampler.next_into(&mut key) {
        r.expect("samples");
        out.push(key.clone());
    }
    out
}

/// What `pickle.dumps(keys, protocol=5)` writes for a list of short `bytes`: one frame, the
/// list, and the keys memoized, appended in batches of 1000.
fn pickle(keys: &[Vec<u8>]) -> Vec<u8> {
    let mut body = vec![b']', 0x94];
    for batch in keys.chunks(1000) {
        if batch.len() > 1 {
            body.push(b'(');
        }
        for k in batch {
            body.push(b'C');
            body.push(u8::try_from(k.len()).expect("short keys"));
            body.extend_from_slice(k);
            body.push(0x94);
        }
        body.push(if batch.len() > 1 { b'e' } else { b'a' });
    }
    body.push(b'.');
    let mut out = vec![0x80, 5, 0x95];
    out.extend_from_slice(&(body.len() as u64).to_le_bytes());
    out.extend(body);
    out
}

/// Each partition's frames.
fn partitions() -> Vec<Vec<Vec<u8>>> {
    keys()
        .chunks(PER_PARTITION)
        .map(|p| p.chunks(PER_FRAME).map(pickle).collect())
        .collect()
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn frames_read(bencher: Bencher<'_, '_>) {
    let parts = partitions();
    bencher.counter(ItemsCount::new(KEYS)).bench_local(|| {
        let mut n = 0;
        for frame in parts.iter().flatten() {
            match pickled_keys(frame) {
                Frame::Keys(k) => n += k.len(),
                Frame::Other => panic!("a frame of keys is read"),
            }
        }
        assert_eq!(n, KEYS);
        divan::black_box(n)
    });
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn keys_to_partials(bencher: Bencher<'_, '_>) {
    let keys = keys();
    bencher.counter(ItemsCount::new(KEYS)).bench_local(|| {
        keys.chunks(PER_PARTITION)
            .map(|part| {
                let mut p = Partition::for_design(DESIGN, Some(0)).expect("the design loads");
                p.push_keys(part.iter().map(Vec::as_slice)).expect("counts");
                p.finish_bytes().expect("a partial").len()
            })
            .sum::<usize>()
    });
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn frames_to_partials(bencher: Bencher<'_, '_>) {
    let parts = partitions();
    bencher.counter(ItemsCount::new(KEYS)).bench_local(|| {
        parts
            .iter()
            .enumerate()
            .map(|(i, frames)| {
                let mut p =
                    Partition::for_design(DESIGN, u32::try_from(i).ok()).expect("the design loads");
                for frame in frames {
                    let Frame::Keys(keys) = pickled_keys(frame) else {
                        panic!("a frame of keys is read");
                    };
                    p.push_keys(keys).expect("counts");
                }
                p.finish_bytes().expect("a partial").len()
            })
            .sum::<usize>()
    });
}

/// What a partition costs whatever its keys: the design loaded and prepared, an empty partial.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn empty_partition() -> usize {
    let mut p = Partition::for_design(DESIGN, Some(0)).expect("the design loads");
    p.finish_bytes().expect("a partial").len()
}

/// One merge of two partials of 250,000 keys (Spark's `treeReduce` step in the JVM).
#[divan::bench(sample_count = 5, sample_size = 1)]
fn merge_two_partials(bencher: Bencher<'_, '_>) {
    let keys = keys();
    let partial = |part: &[Vec<u8>], i| {
        let mut p = Partition::for_design(DESIGN, Some(i)).expect("the design loads");
        p.push_keys(part.iter().map(Vec::as_slice)).expect("counts");
        p.finish_bytes().expect("a partial")
    };
    let a = partial(&keys[..PER_PARTITION], 0);
    let b = partial(&keys[PER_PARTITION..2 * PER_PARTITION], 1);
    bencher.bench_local(|| rowkey_partition::merge_bytes(&a, &b).expect("merges").len());
}

/// The four partials of the benchmark's partitions merged two by two (each step reads the
/// running sum and writes it again, as a pairwise `treeReduce` does) and by one `merge_all`
/// (each read once, the sum written once, as a step of the JVM path's merge does).
fn four_partials() -> Vec<Vec<u8>> {
    keys()
        .chunks(PER_PARTITION)
        .zip(0u32..)
        .map(|(part, i)| {
            let mut p = Partition::for_design(DESIGN, Some(i)).expect("the design loads");
            p.push_keys(part.iter().map(Vec::as_slice)).expect("counts");
            p.finish_bytes().expect("a partial")
        })
        .collect()
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn merge_four_two_by_two(bencher: Bencher<'_, '_>) {
    let parts = four_partials();
    bencher.bench_local(|| {
        let mut sum = parts[0].clone();
        for p in &parts[1..] {
            sum = rowkey_partition::merge_bytes(&sum, p).expect("merges");
        }
        sum.len()
    });
}

#[divan::bench(sample_count = 5, sample_size = 1)]
fn merge_four_at_once(bencher: Bencher<'_, '_>) {
    let parts = four_partials();
    bencher.bench_local(|| {
        rowkey_partition::merge_all(parts.iter().map(Vec::as_slice))
            .expect("merges")
            .map_or(0, |sum| sum.len())
    });
}
