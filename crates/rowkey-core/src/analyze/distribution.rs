//! The sample run: every key generated in insertion order and counted per region and per time
//! window, its length recorded, and a fingerprint kept to count identical keys.
//!
//! Nothing but counters and 8-byte fingerprints is kept, so memory does not grow with key size.
//! Rows are dealt to threads in batches; each thread runs its own copy of the generators over
//! every row (they are cheap and must stay in step) and encodes only its own batches.

use super::Regions;
use crate::design::DesignError;
use crate::sample::{Compiled, KeyBatch, Sampler};
use serde::Serialize;

/// Rows per batch dealt to a thread.
const BATCH: u64 = 4096;

/// Keys generated at once, their MD5s made together across SIMD lanes ([`KeyBatch`]); a
/// divisor of [`BATCH`] and of [`PROGRESS_EVERY`], so neither is crossed mid-way.
const KEYS_AT_ONCE: u64 = 256;

/// The most heatmap cells (regions × windows) kept.
const MAX_HEAT_CELLS: usize = 4_000_000;

/// How to run the sample.
#[derive(Clone, Copy, Debug)]
pub struct RunOptions {
    /// Keys to generate.
    pub count: u64,
    /// Threads (1 in the browser).
    pub threads: usize,
    /// Time windows in the heatmap (fewer when the table has very many regions).
    pub windows: usize,
    /// Count identical keys (off when the keys are known to be distinct by construction).
    pub fingerprints: bool,
}

impl RunOptions {
    /// The design's count, every core, 60 windows.
    pub fn for_design(compiled: &Compiled) -> RunOptions {
        RunOptions {
            count: compiled.design().sample.count,
            threads: default_threads(),
            windows: 60,
            fingerprints: true,
        }
    }
}

/// The cores to use: all of them natively, one in wasm.
pub fn default_threads() -> usize {
    #[cfg(target_arch = "wasm32")]
    {
        1
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(8)
    }
}

/// Writes per region per time window, in insertion order.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct Heatmap {
    /// Number of windows.
    pub windows: usize,
    /// Rows in each window (the last may hold fewer).
    pub rows_per_window: u64,
    /// `cells[region][window]`: keys written to the region in that window.
    pub cells: Vec<Vec<u32>>,
}

/// Key lengths seen.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct Lengths {
    /// Shortest key.
    pub min: usize,
    /// Longest key.
    pub max: usize,
    /// Mean length.
    pub mean: f64,
    /// `(length, keys)` for every length seen, ascending.
    pub histogram: Vec<(usize, u64)>,
}

/// What the sample run counted.
#[derive(Clone, Debug, PartialEq)]
pub struct Distribution {
    /// Keys generated.
    pub keys: u64,
    /// Keys per region.
    pub counts: Vec<u64>,
    /// Region × window counts.
    pub heatmap: Heatmap,
    /// Key lengths.
    pub lengths: Lengths,
    /// Keys that repeat an earlier key (by 64-bit fingerprint).
    pub collisions: u64,
    /// Up to three keys that occur more than once.
    pub collision_examples: Vec<Vec<u8>>,
}

/// The heatmap window the rows have reached.
struct WindowClock {
    /// The current window.
    window: usize,
    /// Windows in all.
    windows: usize,
    /// The first row of the next window.
    next: u64,
}

struct Acc {
    counts: Vec<u64>,
    /// `counts` when the current window began: a window's heatmap column is the difference,
    /// taken when it closes, so each key costs one counter, not two.
    window_began: Vec<u64>,
    heat: Vec<u32>,
    lens: Vec<u64>,
    /// Fingerprints partitioned by their top byte so the duplicate count sorts small pieces.
    prints: Vec<Vec<u64>>,
}

fn fingerprint(key: &[u8]) -> u64 {
    xxhash_rust::xxh3::xxh3_64(key)
}

impl Acc {
    fn new(regions: usize, windows: usize) -> Acc {
        Acc {
            counts: vec![0; regions],
            window_began: vec![0; regions],
            heat: vec![0; regions * windows],
            lens: Vec::new(),
            prints: vec![Vec::new(); 256],
        }
    }

    /// Write window `window`'s column of the heatmap: the keys counted since it began.
    fn close_window(&mut self, window: usize, windows: usize) {
        for (region, (now, began)) in self.counts.iter().zip(&mut self.window_began).enumerate() {
            self.heat[region * windows + window] += (*now - *began) as u32;
            *began = *now;
        }
    }

    /// Count one batch of keys. Out of line on purpose: in the browser V8 first runs every wasm
    /// function unoptimised and swaps in the optimised code only at the function's next call,
    /// so the per-key work must sit in a function called once per batch, not in the loop that
    /// is entered once per sample.
    #[inline(never)]
    fn count_batch(
        &mut self,
        batch: &KeyBatch,
        regions: &Regions,
        clock: &mut WindowClock,
        window_start: &dyn Fn(usize) -> u64,
        fingerprints: bool,
    ) {
        for (row, key) in (batch.first_row()..).zip(batch.iter()) {
            let region = regions.region_of(key);
            if row >= clock.next && clock.window + 1 < clock.windows {
                self.close_window(clock.window, clock.windows);
                while row >= clock.next && clock.window + 1 < clock.windows {
                    clock.window += 1;
                    clock.next = window_start(clock.window + 1);
                }
            }
            self.counts[region] += 1;
            if self.lens.len() <= key.len() {
                self.lens.resize(key.len() + 1, 0);
            }
            self.lens[key.len()] += 1;
            if fingerprints {
                let fp = fingerprint(key);
                self.prints[(fp >> 56) as usize].push(fp);
            }
        }
    }

    fn merge(&mut self, other: Acc) {
        self.counts
            .iter_mut()
            .zip(other.counts)
            .for_each(|(a, b)| *a += b);
        self.heat
            .iter_mut()
            .zip(other.heat)
            .for_each(|(a, b)| *a += b);
        if self.lens.len() < other.lens.len() {
            self.lens.resize(other.lens.len(), 0);
        }
        self.lens
            .iter_mut()
            .zip(other.lens)
            .for_each(|(a, b)| *a += b);
        for (a, b) in self.prints.iter_mut().zip(other.prints) {
            a.extend(b);
        }
    }
}

/// Run the design's sample against `regions`.
///
/// ```
/// use rowkey_core::analyze::{distribution::{run, RunOptions}, Regions};
/// use rowkey_core::{design::Design, sample::Compiled};
/// let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
/// d.fields.insert("id".into(), "seq(0, 1)".into());
/// let c = Compiled::new(&d).unwrap();
/// let regions = Regions::new(vec![b"8".to_vec()]);
/// let dist = run(&c, &regions, RunOptions { count: 10_000, threads: 2, windows: 10, fingerprints: true }).unwrap();
/// assert_eq!(dist.keys, 10_000);
/// assert!((dist.counts[0] as f64 - 5000.0).abs() < 300.0);
/// assert_eq!(dist.collisions, 0);
/// ```
pub fn run(
    compiled: &Compiled,
    regions: &Regions,
    opts: RunOptions,
) -> Result<Distribution, DesignError> {
    run_with_progress(compiled, regions, opts, &mut |_, _| {})
}

/// Rows between progress reports.
pub const PROGRESS_EVERY: u64 = 1 << 16;

/// [`run`], reporting `(rows done, rows in all)` every [`PROGRESS_EVERY`] rows when running on
/// one thread (the browser's worker shows it), and once at the end in any case.
pub fn run_with_progress(
    compiled: &Compiled,
    regions: &Regions,
    opts: RunOptions,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Distribution, DesignError> {
    let count = opts.count;
    let windows = opts
        .windows
        .clamp(1, (MAX_HEAT_CELLS / regions.len()).max(1))
        .min(count.max(1) as usize);
    let threads = opts.threads.clamp(1, 64);
    // The first row of window `w` (rows come in increasing order per thread, so the window is
    // tracked, not divided out per row).
    let window_start =
        |w: usize| ((w as u128 * count.max(1) as u128).div_ceil(windows as u128)) as u64;

    let work = |t: usize, progress: &mut dyn FnMut(u64, u64)| -> Result<Acc, DesignError> {
        let mut acc = Acc::new(regions.len(), windows);
        // Fingerprints are uniform over the partitions: reserve what this thread will need.
        let per_part = if opts.fingerprints {
            (count / threads as u64 / 256) as usize
        } else {
            0
        };
        acc.prints
            .iter_mut()
            .for_each(|p| p.reserve(per_part + per_part / 16 + 16));
        let mut sampler: Sampler<'_> = compiled.sampler().with_count(count);
        let mut batch = KeyBatch::default();
        let mut clock = WindowClock {
            window: 0,
            windows,
            next: window_start(1),
        };
        loop {
            let row = sampler.row();
            if row >= count {
                break;
            }
            if row.is_multiple_of(PROGRESS_EVERY) && row > 0 {
                progress(row, count);
            }
            if (row / BATCH) as usize % threads != t {
                // Another thread's batch: the generators still pass over it, to stay in step.
                sampler.skip_rows(BATCH - row % BATCH);
                continue;
            }
            // Up to the end of this thread's batch, in pieces that stay in cache.
            let take = (BATCH - row % BATCH).min(KEYS_AT_ONCE);
            if sampler.next_batch(&mut batch, take as usize)? == 0 {
                break;
            }
            acc.count_batch(
                &batch,
                regions,
                &mut clock,
                &window_start,
                opts.fingerprints,
            );
        }
        acc.close_window(clock.window, windows);
        Ok(acc)
    };

    let mut accs: Vec<Acc> = if threads == 1 {
        vec![work(0, progress)?]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| scope.spawn(move || work(t, &mut |_, _| {})))
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join().unwrap_or_else(|_| {
                        Err(DesignError::new(
                            crate::ErrorKind::Internal,
                            "",
                            crate::i18n::Message::new(
                                crate::i18n::catalogue::encode::SAMPLING_THREAD_FAILED,
                            ),
                        ))
                    })
                })
                .collect::<Result<Vec<_>, _>>()
        })?
    };
    let mut acc = accs.remove(0);
    for other in accs {
        acc.merge(other);
    }

    progress(count, count);
    let (collisions, dup_prints) = count_duplicates(&mut acc.prints, threads);
    let collision_examples = if collisions > 0 {
        find_examples(compiled, count, &dup_prints)?
    } else {
        Vec::new()
    };

    let total: u64 = acc.counts.iter().sum();
    let lengths = lengths_of(&acc.lens, total);
    let cells = acc.heat.chunks(windows).map(<[u32]>::to_vec).collect();
    Ok(Distribution {
        keys: total,
        counts: acc.counts,
        heatmap: Heatmap {
            windows,
            rows_per_window: count.div_ceil(windows as u64),
            cells,
        },
        lengths,
        collisions,
        collision_examples,
    })
}

/// The key lengths of a length histogram (`lens[length]` = keys), `total` keys in all.
pub(crate) fn lengths_of(lens: &[u64], total: u64) -> Lengths {
    let histogram: Vec<(usize, u64)> = lens
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(l, &n)| (l, n))
        .collect();
    Lengths {
        min: histogram.first().map_or(0, |h| h.0),
        max: histogram.last().map_or(0, |h| h.0),
        mean: if total > 0 {
            histogram
                .iter()
                .map(|&(l, n)| l as f64 * n as f64)
                .sum::<f64>()
                / total as f64
        } else {
            0.0
        },
        histogram,
    }
}

/// Keys repeating an earlier one, and up to three repeated fingerprints. The partitions are
/// sorted in parallel.
fn count_duplicates(parts: &mut [Vec<u64>], threads: usize) -> (u64, Vec<u64>) {
    if threads <= 1 {
        // No threads where there are none to have (wasm in the browser).
        return duplicates_in(parts);
    }
    let chunk = parts.len().div_ceil(threads.max(1));
    let results: Vec<(u64, Vec<u64>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = parts
            .chunks_mut(chunk.max(1))
            .map(|group| scope.spawn(move || duplicates_in(group)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or((0, Vec::new())))
            .collect()
    });
    let dups = results.iter().map(|r| r.0).sum();
    let examples = results.into_iter().flat_map(|r| r.1).take(3).collect();
    (dups, examples)
}

/// Sort each partition and count adjacent repeats; keep up to three repeated fingerprints.
fn duplicates_in(parts: &mut [Vec<u64>]) -> (u64, Vec<u64>) {
    let mut dups = 0u64;
    let mut examples = Vec::new();
    for part in parts.iter_mut() {
        part.sort_unstable();
        for w in part.windows(2) {
            if w[0] == w[1] {
                dups += 1;
                if examples.len() < 3 && examples.last() != Some(&w[0]) {
                    examples.push(w[0]);
                }
            }
        }
    }
    (dups, examples)
}

/// The keys behind repeated fingerprints: a second pass, only when there are repeats.
fn find_examples(
    compiled: &Compiled,
    count: u64,
    prints: &[u64],
) -> Result<Vec<Vec<u8>>, DesignError> {
    let mut found: Vec<Vec<u8>> = Vec::new();
    let mut sampler = compiled.sampler().with_count(count);
    let mut key = Vec::new();
    while let Some(r) = sampler.next_into(&mut key) {
        r?;
        if prints.contains(&fingerprint(&key)) && !found.contains(&key) {
            found.push(key.clone());
            if found.len() == prints.len() {
                break;
            }
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::Design;

    #[test]
    fn threads_do_not_change_the_result() {
        let mut d = Design::new("{salt(7)}_{u | javahash | absmod(50) | dec(2)}_{ts}");
        d.fields.insert("u".into(), "pattern(\"user###\")".into());
        d.fields.insert(
            "ts".into(),
            "timestamp(\"2024-02-15T00:00:00Z\", 10000)".into(),
        );
        let c = Compiled::new(&d).unwrap();
        let regions = Regions::new(vec![b"2".to_vec(), b"4_5".to_vec(), b"6_".to_vec()]);
        let opts = |threads| RunOptions {
            count: 30_000,
            threads,
            windows: 7,
            fingerprints: true,
        };
        let one = run(&c, &regions, opts(1)).unwrap();
        for t in [2, 3, 5] {
            assert_eq!(run(&c, &regions, opts(t)).unwrap(), one, "{t} threads");
        }
        // Every row lands in exactly one window, in insertion order.
        let per_window: Vec<u64> = (0..7)
            .map(|w| one.heatmap.cells.iter().map(|r| r[w] as u64).sum())
            .collect();
        assert_eq!(per_window.iter().sum::<u64>(), 30_000);
        assert!(
            per_window.iter().all(|&n| n == 4285 || n == 4286),
            "{per_window:?}"
        );
        // Ten rows share each millisecond over 7 × 50 prefixes: some keys repeat.
        assert!(one.collisions > 0 && !one.collision_examples.is_empty());
    }
}
