//! The sample run: every key generated in insertion order and counted per region and per time
//! window, its length recorded, and a fingerprint kept to count identical keys.
//!
//! Nothing but counters and 8-byte fingerprints is kept, so memory does not grow with key size.
//! Rows are dealt to threads in batches; each thread runs its own copy of the generators over
//! every row (they are cheap and must stay in step) and encodes only its own batches.

use super::row_extras::{self, MakeReader, RowExtras};

mod run;
use super::Regions;
use crate::decode::top::RegionTops;
use crate::design::DesignError;
use crate::sample::{Compiled, KeyBatch, Sampler};
pub(crate) use run::run_counts;
use run::top_reader;
pub use run::{run, run_with_progress};
use serde::Serialize;

/// Rows per batch dealt to a thread.
const BATCH: u64 = 4096;

/// Keys generated at once, their MD5s made together across SIMD lanes ([`KeyBatch`]); a
/// divisor of [`BATCH`] and of [`PROGRESS_EVERY`], so neither is crossed mid-way.
const KEYS_AT_ONCE: u64 = 256;

use crate::limits::MAX_HEAT_CELLS;

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
    /// Decode every key into each region's top values of each field ([`Distribution::tops`]).
    pub tops: bool,
    /// Weigh every row by the design's `sizing.row_bytes_field` ([`Distribution::bytes`]).
    pub sizes: bool,
}

impl RunOptions {
    /// The design's count, every core, 60 windows.
    pub fn for_design(compiled: &Compiled) -> RunOptions {
        RunOptions {
            count: compiled.design().sample.count,
            threads: default_threads(),
            windows: 60,
            fingerprints: true,
            tops: false,
            sizes: false,
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
    /// Each region's top values, when [`RunOptions::tops`] asked for them.
    pub tops: Option<RegionTops>,
    /// Each region's bytes, when [`RunOptions::sizes`] asked for them and the design has a
    /// `sizing.row_bytes_field`.
    pub bytes: Option<Vec<u64>>,
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

/// One shard's counts: what one thread (natively) or one Web Worker (in the browser) counted of
/// its share of the sample's batches ([`run_shard`]), before the shards are merged ([`finish`]).
/// [`Acc::to_bytes`] / [`Acc::from_bytes`] carry it between workers.
#[derive(Debug)]
pub struct Acc {
    /// Which job it belongs to ([`job_tag`]): a partial of another design or count is refused.
    pub(crate) job: u64,
    /// This shard's number, of `shards`.
    pub(crate) shard: u32,
    /// Shards in all.
    pub(crate) shards: u32,
    /// Rows in the whole sample (every shard's).
    pub(crate) count: u64,
    /// Heatmap windows.
    pub(crate) windows: usize,
    /// Whether fingerprints were kept.
    pub(crate) fingerprints: bool,
    pub(crate) counts: Vec<u64>,
    /// `counts` when the current window began: a window's heatmap column is the difference,
    /// taken when it closes, so each key costs one counter, not two.
    pub(crate) window_began: Vec<u64>,
    pub(crate) heat: Vec<u32>,
    pub(crate) lens: Vec<u64>,
    /// Fingerprints partitioned by their top byte so the duplicate count sorts small pieces;
    /// each partition is sorted when the shard ends, so the merge counts repeats over sorted
    /// runs.
    pub(crate) prints: Vec<Vec<u64>>,
    /// Each region's top values ([`RunOptions::tops`]).
    pub(crate) tops: Option<RegionTops>,
    /// Each region's bytes ([`RunOptions::sizes`]).
    pub(crate) bytes: Option<Vec<u64>>,
}

fn fingerprint(key: &[u8]) -> u64 {
    xxhash_rust::xxh3::xxh3_64(key)
}

impl Acc {
    fn new(plan: &Plan, shard: usize, shards: usize, regions: usize) -> Acc {
        let windows = plan.windows;
        Acc {
            job: plan.job,
            shard: shard as u32,
            shards: shards as u32,
            count: plan.count,
            windows,
            fingerprints: plan.fingerprints,
            counts: vec![0; regions],
            window_began: vec![0; regions],
            heat: vec![0; regions * windows],
            lens: Vec::new(),
            prints: vec![Vec::new(); 256],
            tops: None,
            bytes: None,
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
}

/// Rows between progress reports.
pub const PROGRESS_EVERY: u64 = 1 << 16;

use crate::i18n::catalogue::encode::BAD_PARTIAL;

/// An internal error (not the design's fault) with one of the catalogue's messages.
fn internal(id: &'static crate::i18n::Entry) -> DesignError {
    DesignError::new(
        crate::ErrorKind::Internal,
        "",
        crate::i18n::Message::new(id),
    )
}

/// A partial that does not belong to the job or is damaged: says which check failed.
pub(crate) fn bad_partial(why: &str) -> DesignError {
    DesignError::new(
        crate::ErrorKind::Internal,
        "",
        crate::msg!(BAD_PARTIAL, why = why),
    )
}

/// What every shard of one run agrees on, derived from the options alone.
struct Plan {
    count: u64,
    windows: usize,
    fingerprints: bool,
    tops: bool,
    sizes: bool,
    job: u64,
}

impl Plan {
    fn new(compiled: &Compiled, regions: &Regions, opts: RunOptions) -> Plan {
        let count = opts.count;
        let windows = opts
            .windows
            .clamp(1, (MAX_HEAT_CELLS / regions.len()).max(1))
            .min(count.max(1) as usize);
        Plan {
            count,
            windows,
            fingerprints: opts.fingerprints,
            tops: opts.tops,
            // A constant row size needs no pass: the regions' counts give their bytes.
            sizes: opts.sizes
                && (compiled.design().sizing.as_ref()).is_some_and(|s| s.row_bytes_field.is_some()),
            job: job_tag(compiled, regions, count, windows, opts),
        }
    }

    /// The first row of window `w`.
    fn window_start(&self, w: usize) -> u64 {
        ((w as u128 * self.count.max(1) as u128).div_ceil(self.windows as u128)) as u64
    }
}

/// A tag of everything a shard's counts depend on (the design, its seed included, the rows,
/// the regions, the windows, what is counted), so a partial of another job is refused, not
/// merged.
fn job_tag(
    compiled: &Compiled,
    regions: &Regions,
    count: u64,
    windows: usize,
    opts: RunOptions,
) -> u64 {
    let mut text = compiled.design().to_json();
    for i in 0..regions.len() {
        let (start, _) = regions.bounds(i);
        text.push_str(&format!("|{start:?}"));
    }
    let RunOptions {
        fingerprints,
        tops,
        sizes,
        ..
    } = opts;
    text.push_str(&format!("|{count}|{windows}|{fingerprints}|{tops}|{sizes}"));
    fingerprint(text.as_bytes())
}

/// Rows of a `count`-row sample in shard `shard` of `shards`: every `shards`-th batch.
pub(crate) fn shard_rows(count: u64, shard: u64, shards: u64) -> u64 {
    let (full, rest) = (count / BATCH, count % BATCH);
    let batches = full / shards + u64::from(shard < full % shards);
    batches * BATCH + if full % shards == shard { rest } else { 0 }
}

/// Count shard `shard` of `shards` of the sample: the batches `shard`, `shard + shards`, … (the
/// generators pass over the other rows too, to stay in step). `progress` is called as in
/// [`run_with_progress`], over all the sample's rows (every shard passes over all of them).
///
/// # Errors
///
/// A [`DesignError`] when `shard` is not below `shards`, or a row cannot be generated.
///
/// ```
/// use rowkey_core::analyze::{distribution::{finish, run, run_shard, RunOptions}, Regions};
/// use rowkey_core::{design::Design, sample::Compiled};
/// let mut d = Design::new("{id | md5 | hex | left(2)}");
/// d.fields.insert("id".into(), "seq(0, 1)".into());
/// let c = Compiled::new(&d).unwrap();
/// let regions = Regions::new(vec![b"8".to_vec()]);
/// let opts = RunOptions { count: 20_000, threads: 1, windows: 4, fingerprints: true, tops: false, sizes: false };
/// let shards = (0..3)
///     .map(|s| run_shard(&c, &regions, opts, s, 3, &mut |_, _| {}))
///     .collect::<Result<Vec<_>, _>>()
///     .unwrap();
/// assert_eq!(finish(&c, &regions, opts, shards).unwrap(), run(&c, &regions, opts).unwrap());
/// ```
pub fn run_shard(
    compiled: &Compiled,
    regions: &Regions,
    opts: RunOptions,
    shard: usize,
    shards: usize,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Acc, DesignError> {
    let reader = top_reader(opts);
    shard_reading(compiled, regions, opts, (shard, shards), progress, reader)
}

/// [`run_shard`] of shard `at` (`(shard, shards)`), the keys read for the top values with
/// `reader`'s.
fn shard_reading(
    compiled: &Compiled,
    regions: &Regions,
    opts: RunOptions,
    (shard, shards): (usize, usize),
    progress: &mut dyn FnMut(u64, u64),
    reader: Option<MakeReader>,
) -> Result<Acc, DesignError> {
    let plan = Plan::new(compiled, regions, opts);
    if shards == 0 || shard >= shards {
        return Err(bad_partial("shard number"));
    }
    let count = plan.count;
    let windows = plan.windows;
    let window_start = |w: usize| plan.window_start(w);
    let mut acc = Acc::new(&plan, shard, shards, regions.len());
    let mut extras = RowExtras::new(compiled, reader, plan.sizes)?;
    if let Some(x) = &extras {
        x.start(compiled, &mut acc, regions.len());
    }
    // Fingerprints are uniform over the partitions: reserve what this shard will need.
    let per_part = if plan.fingerprints {
        (count / shards as u64 / 256) as usize
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
        if (row / BATCH) as usize % shards != shard {
            // Another shard's batch: the generators still pass over it, to stay in step.
            let skipped = sampler.skip_rows(BATCH - row % BATCH);
            if let Some(x) = &mut extras {
                x.skip(skipped);
            }
            continue;
        }
        // Up to the end of this shard's batch, in pieces that stay in cache.
        let take = (BATCH - row % BATCH).min(KEYS_AT_ONCE);
        if sampler.next_batch(&mut batch, take as usize)? == 0 {
            break;
        }
        acc.count_batch(
            &batch,
            regions,
            &mut clock,
            &window_start,
            plan.fingerprints,
        );
        if let Some(x) = &mut extras {
            x.count(compiled, &mut acc, &batch, regions)?;
        }
    }
    acc.close_window(clock.window, windows);
    // Sorted here, in the shard's own thread or worker: the merge then only walks sorted runs.
    acc.prints.iter_mut().for_each(|p| p.sort_unstable());
    Ok(acc)
}

/// Merge every shard of a run ([`run_shard`], one each of `0..shards`, in any order) into the
/// sample's distribution: the same as [`run`] with the same options. Shards of another job, a
/// missing or repeated shard, or counts that do not add up are an error, never merged.
///
/// # Errors
///
/// A [`DesignError`] when the shards are missing or repeated, of another job, or their counts do
/// not add up.
pub fn finish(
    compiled: &Compiled,
    regions: &Regions,
    opts: RunOptions,
    mut accs: Vec<Acc>,
) -> Result<Distribution, DesignError> {
    let plan = Plan::new(compiled, regions, opts);
    check_shards(&plan, regions.len(), &mut accs)?;
    let count = plan.count;
    let windows = plan.windows;
    let mut counts = vec![0u64; regions.len()];
    let mut heat = vec![0u32; regions.len() * windows];
    let mut lens: Vec<u64> = Vec::new();
    for acc in &accs {
        counts
            .iter_mut()
            .zip(&acc.counts)
            .for_each(|(a, b)| *a += b);
        heat.iter_mut().zip(&acc.heat).for_each(|(a, b)| *a += b);
        if lens.len() < acc.lens.len() {
            lens.resize(acc.lens.len(), 0);
        }
        lens.iter_mut().zip(&acc.lens).for_each(|(a, b)| *a += b);
    }
    let (tops, bytes) = row_extras::merge(&mut accs)?;
    let (collisions, dup_prints) = count_duplicates(&accs, opts.threads.clamp(1, 64));
    drop(accs);
    let collision_examples = if collisions > 0 {
        find_examples(compiled, count, &dup_prints)?
    } else {
        Vec::new()
    };

    let total: u64 = counts.iter().sum();
    let lengths = lengths_of(&lens, total);
    let cells = heat.chunks(windows).map(<[u32]>::to_vec).collect();
    Ok(Distribution {
        keys: total,
        counts,
        heatmap: Heatmap {
            windows,
            rows_per_window: count.div_ceil(windows as u64),
            cells,
        },
        lengths,
        collisions,
        collision_examples,
        tops,
        bytes,
    })
}

/// Every shard of `plan`'s job once, each with its share of the rows: sorted by shard.
fn check_shards(plan: &Plan, regions: usize, accs: &mut [Acc]) -> Result<(), DesignError> {
    crate::order::sort_by_key(accs, |a| a.shard);
    let shards = accs.len() as u64;
    for (i, acc) in accs.iter().enumerate() {
        if acc.job != plan.job
            || acc.count != plan.count
            || acc.windows != plan.windows
            || acc.fingerprints != plan.fingerprints
            || acc.counts.len() != regions
            || acc.heat.len() != regions * plan.windows
        {
            return Err(bad_partial("another analysis"));
        }
        row_extras::check(acc, plan.tops, plan.sizes)?;
        if u64::from(acc.shards) != shards || acc.shard as usize != i {
            return Err(bad_partial("shards missing or repeated"));
        }
        let rows = shard_rows(plan.count, i as u64, shards);
        let printed: u64 = acc.prints.iter().map(|p| p.len() as u64).sum();
        let heat: u64 = acc.heat.iter().map(|&h| u64::from(h)).sum();
        if acc.counts.iter().sum::<u64>() != rows
            || acc.lens.iter().sum::<u64>() != rows
            || heat != rows
            || printed != if plan.fingerprints { rows } else { 0 }
        {
            return Err(bad_partial("counts do not add up"));
        }
    }
    if accs.is_empty() {
        return Err(bad_partial("no shards"));
    }
    Ok(())
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

/// Keys repeating an earlier one, and up to three repeated fingerprints (the smallest), over
/// every shard's sorted partitions. The partitions are shared out over `threads`.
fn count_duplicates(accs: &[Acc], threads: usize) -> (u64, Vec<u64>) {
    let parts = accs.first().map_or(0, |a| a.prints.len());
    if threads <= 1 {
        // No threads where there are none to have (wasm in the browser).
        return duplicates_in(accs, 0..parts);
    }
    let chunk = parts.div_ceil(threads).max(1);
    let results: Vec<(u64, Vec<u64>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..parts)
            .step_by(chunk)
            .map(|from| scope.spawn(move || duplicates_in(accs, from..(from + chunk).min(parts))))
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

/// Count the repeats in partitions `parts`, walking the shards' sorted runs of each in merged
/// order; keep up to three repeated fingerprints.
fn duplicates_in(accs: &[Acc], parts: std::ops::Range<usize>) -> (u64, Vec<u64>) {
    let mut dups = 0u64;
    let mut examples = Vec::new();
    let mut seen = |a: u64, b: u64, dups: &mut u64| {
        if a == b {
            *dups += 1;
            if examples.len() < 3 && examples.last() != Some(&a) {
                examples.push(a);
            }
        }
    };
    for p in parts {
        let mut runs: Vec<&[u64]> = accs
            .iter()
            .map(|a| a.prints[p].as_slice())
            .filter(|r| !r.is_empty())
            .collect();
        let mut prev: Option<u64> = None;
        // Take the smallest head of the runs each time (a handful of runs: a scan is enough).
        while runs.len() > 1 {
            let (i, &v) = runs
                .iter()
                .enumerate()
                .map(|(i, r)| (i, &r[0]))
                .min_by_key(|&(_, v)| *v)
                .unwrap_or((0, &0));
            if let Some(p) = prev {
                seen(p, v, &mut dups);
            }
            prev = Some(v);
            runs[i] = &runs[i][1..];
            if runs[i].is_empty() {
                runs.swap_remove(i);
            }
        }
        // The last run alone: its own neighbours.
        if let Some(rest) = runs.first() {
            if let (Some(p), Some(&first)) = (prev, rest.first()) {
                seen(p, first, &mut dups);
            }
            for w in rest.windows(2) {
                seen(w[0], w[1], &mut dups);
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
            tops: false,
            sizes: false,
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
