//! Running a sample in one call: its shards counted on as many threads as asked (one in
//! wasm), then merged ([`super::finish`]).

use super::{finish, internal, shard_reading, Acc, Distribution, RunOptions};
use crate::analyze::row_extras::{self, MakeReader};
use crate::analyze::Regions;
use crate::design::DesignError;
use crate::i18n::catalogue::encode::SAMPLING_THREAD_FAILED;
use crate::sample::Compiled;

/// Run the design's sample against `regions`.
///
/// # Errors
///
/// A [`DesignError`] naming the row when a sample row cannot be generated.
///
/// ```
/// use rowkey_core::analyze::{distribution::{run, RunOptions}, Regions};
/// use rowkey_core::{design::Design, sample::Compiled};
/// let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
/// d.fields.insert("id".into(), "seq(0, 1)".into());
/// let c = Compiled::new(&d).unwrap();
/// let regions = Regions::new(vec![b"8".to_vec()]);
/// let dist = run(&c, &regions, RunOptions { count: 10_000, threads: 2, windows: 10, fingerprints: true, tops: false, sizes: false }).unwrap();
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

/// [`run`], reporting `(rows done, rows in all)` every [`PROGRESS_EVERY`](super::PROGRESS_EVERY) rows when running on
/// one thread (the browser's worker shows it), and once at the end in any case.
///
/// Each thread runs [`run_shard`](super::run_shard) for its share of the batches and [`finish`](super::finish) merges them: the
/// same two steps the browser's workers take with one shard each.
///
/// # Errors
///
/// What [`run`] refuses.
pub fn run_with_progress(
    compiled: &Compiled,
    regions: &Regions,
    opts: RunOptions,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Distribution, DesignError> {
    run_reading(compiled, regions, opts, progress, top_reader(opts))
}

/// [`run_with_progress`] of a run that counts no top values (`opts.tops` false), without the
/// decoding code that counting them needs ([`row_extras::KeyReader`]).
pub(crate) fn run_counts(
    compiled: &Compiled,
    regions: &Regions,
    opts: RunOptions,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<Distribution, DesignError> {
    run_reading(compiled, regions, opts, progress, None)
}

/// The key reader a run's top values need, if it counts them.
pub(super) fn top_reader(opts: RunOptions) -> Option<MakeReader> {
    opts.tops.then_some(row_extras::decoder as MakeReader)
}

/// [`run_with_progress`], the keys read for the top values with `reader`'s.
fn run_reading(
    compiled: &Compiled,
    regions: &Regions,
    opts: RunOptions,
    progress: &mut dyn FnMut(u64, u64),
    reader: Option<MakeReader>,
) -> Result<Distribution, DesignError> {
    let threads = opts.threads.clamp(1, 64);
    let accs: Vec<Acc> = if threads == 1 {
        vec![shard_reading(
            compiled,
            regions,
            opts,
            (0, 1),
            progress,
            reader,
        )?]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    scope.spawn(move || {
                        let at = (t, threads);
                        shard_reading(compiled, regions, opts, at, &mut |_, _| {}, reader)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join()
                        .unwrap_or_else(|_| Err(internal(SAMPLING_THREAD_FAILED)))
                })
                .collect::<Result<Vec<_>, _>>()
        })?
    };
    progress(opts.count, opts.count);
    finish(compiled, regions, opts, accs)
}
