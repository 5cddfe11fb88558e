//! A design's split keys, from its `splits` section: HBase's own algorithms byte for byte, and
//! the playground's `salt`, `quantile` and `auto`.

use crate::design::{DesignError, RegionSplitter, SplitAlgorithm as Algo};
use crate::gen::rng::Stream;
use crate::hbase::to_bytes_binary;
use crate::i18n::catalogue::splits as SP;
use crate::i18n::{catalogue::report as msg, Arg, Message};
use crate::keyspace::Keyspace;
use crate::limits::{mib, MAX_QUANTILE_SAMPLE_BYTES};
use crate::sample::Compiled;
use std::collections::BinaryHeap;

pub use crate::limits::MAX_SALT_BUCKETS;

/// Split keys and how they were made.
#[derive(Clone, Debug, PartialEq)]
pub struct SplitKeys {
    /// The keys, sorted, each the start of a region after the first.
    pub keys: Vec<Vec<u8>>,
    /// A note on how they were made (shown beside the region table), e.g. how many sample keys
    /// a quantile split kept.
    pub note: Option<Message>,
}

/// The sample keys a `quantile` split is cut from, sorted: the whole sample when its keys fit in
/// [`MAX_QUANTILE_SAMPLE_BYTES`], else a reservoir of them chosen with the design's seed.
///
/// ```
/// use rowkey_core::{analyze::splits::quantile_sample, design::Design, sample::Compiled};
/// let mut d = Design::new("{id}");
/// d.fields.insert("id".into(), "seq(10, -4)".into());
/// let s = quantile_sample(&Compiled::new(&d).unwrap(), 3).unwrap();
/// assert_eq!(s.keys, [b"10".to_vec(), b"2".to_vec(), b"6".to_vec()]);
/// assert_eq!((s.rows, s.thinned), (3, false));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuantileSample {
    /// The keys kept, sorted (unsigned lexicographic, as HBase sorts rows).
    pub keys: Vec<Vec<u8>>,
    /// Rows the sample had.
    pub rows: u64,
    /// Whether the sample was over the limit, so `keys` is a reservoir of it.
    pub thinned: bool,
    /// Bytes the kept keys took: each key's length plus [`KEPT_KEY_OVERHEAD`].
    pub kept_bytes: u64,
    /// Each kept key's row size, in the order of `keys`, when the design cuts its splits by
    /// bytes (`splits.by: bytes`, sizes from its `sizing`); empty otherwise.
    pub sizes: Vec<u64>,
}

/// Bytes counted for each kept key beyond its own: its `Vec` and reservoir priority (32), and
/// what the allocator and the heap's spare capacity add on average (32), so the figure is close
/// to the memory really held.
pub const KEPT_KEY_OVERHEAD: u64 = 64;

/// The random stream the reservoir draws from (a stream id no field name hashes to: field
/// streams have the top bit clear).
const RESERVOIR_STREAM: u64 = 1 << 63 | 0x5155_414e_5449_4c45;

/// The first `count` sample keys of `compiled`, sorted, bounded by [`MAX_QUANTILE_SAMPLE_BYTES`]
/// (see [`QuantileSample`]).
///
/// # Errors
///
/// A [`DesignError`] naming the row when a sample row cannot be generated.
pub fn quantile_sample(compiled: &Compiled, count: u64) -> Result<QuantileSample, DesignError> {
    quantile_sample_within(compiled, count, MAX_QUANTILE_SAMPLE_BYTES)
}

/// [`quantile_sample`] with a byte budget. Every key gets a random priority from the seeded
/// stream, and the keys with the lowest priorities that fit are kept (a bottom-k sample, which
/// is uniform over the rows); while everything fits, nothing is dropped.
fn quantile_sample_within(
    compiled: &Compiled,
    count: u64,
    budget: u64,
) -> Result<QuantileSample, DesignError> {
    let cost = |k: &[u8]| k.len() as u64 + KEPT_KEY_OVERHEAD;
    let design = compiled.design();
    // Splits cut by bytes weigh each kept row by its size (validation made sure of `sizing`).
    let mut size_of = match (&design.sizing, design.splits.by) {
        (Some(sizing), crate::design::SplitBy::Bytes) => {
            Some(super::bytes::RowSize::new(sizing, design, compiled.data())?)
        }
        _ => None,
    };
    let mut stream = Stream::new(design.sample.seed, RESERVOIR_STREAM);
    let mut heap: BinaryHeap<(u64, Vec<u8>, u64)> = BinaryHeap::new();
    let mut bytes = 0u64;
    let mut thinned = false;
    let mut sampler = compiled.sampler().with_count(count);
    let mut key = Vec::new();
    loop {
        // The priority does not depend on the key: a row that could not stay is not even
        // encoded (the analysis encodes every row again, so no error goes unseen).
        let priority = stream.next_u64();
        if thinned && heap.peek().is_some_and(|(top, _, _)| priority >= *top) {
            if !sampler.skip_row() {
                break;
            }
            continue;
        }
        match sampler.next_into(&mut key) {
            None => break,
            Some(r) => r?,
        }
        let size = match &mut size_of {
            Some(s) => s.row(sampler.row() - 1)?,
            None => 0,
        };
        bytes += cost(&key);
        heap.push((priority, key.clone(), size));
        while bytes > budget {
            let Some((_, gone, _)) = heap.pop() else {
                break;
            };
            bytes -= cost(&gone);
            thinned = true;
        }
    }
    let mut kept: Vec<(Vec<u8>, u64)> = heap
        .into_vec()
        .into_iter()
        .map(|(_, k, n)| (k, n))
        .collect();
    kept.sort_unstable();
    let (keys, sizes): (Vec<Vec<u8>>, Vec<u64>) = kept.into_iter().unzip();
    Ok(QuantileSample {
        keys,
        rows: sampler.row(),
        thinned,
        kept_bytes: bytes,
        sizes: if size_of.is_some() { sizes } else { Vec::new() },
    })
}

/// The sample `quantile` splits are cut from, taken when the design's algorithm is `quantile`
/// (`None` otherwise: no other algorithm reads the sample). `count` is the sample size the
/// caller runs, `--count` included.
///
/// # Errors
///
/// What [`quantile_sample`] refuses.
///
/// ```
/// use rowkey_core::{analyze::splits::sample_for_splits, design::Design, sample::Compiled};
/// let mut d = Design::new("{id}");
/// d.fields.insert("id".into(), "seq(1, 1)".into());
/// assert_eq!(sample_for_splits(&Compiled::new(&d).unwrap(), 10).unwrap(), None);
/// ```
pub fn sample_for_splits(
    compiled: &Compiled,
    count: u64,
) -> Result<Option<QuantileSample>, DesignError> {
    if compiled.design().splits.algorithm == Algo::Quantile {
        quantile_sample(compiled, count).map(Some)
    } else {
        Ok(None)
    }
}

/// The split keys of a compiled design, with the sample `quantile` needs taken from `count`
/// rows: what `rowkey export`, the JS module's `splits` and the analysis compute.
///
/// # Errors
///
/// What [`sample_for_splits`] and [`split_keys`] refuse.
///
/// ```
/// use rowkey_core::{analyze::splits::sampled_split_keys, design::{Design, SplitAlgorithm}};
/// use rowkey_core::sample::Compiled;
/// let mut d = Design::new("{id}");
/// d.fields.insert("id".into(), "seq(0, 1)".into());
/// d.splits.algorithm = SplitAlgorithm::Quantile;
/// d.splits.regions = 2;
/// let keys = sampled_split_keys(&Compiled::new(&d).unwrap(), 10).unwrap().keys;
/// assert_eq!(keys, [b"5".to_vec()]);
/// ```
pub fn sampled_split_keys(compiled: &Compiled, count: u64) -> Result<SplitKeys, DesignError> {
    let sample = sample_for_splits(compiled, count)?;
    split_keys(compiled, sample.as_ref())
}

/// The split keys of a compiled design.
///
/// `sample` is needed by `quantile` only: see [`sample_for_splits`], or
/// [`sampled_split_keys`] for both steps in one.
///
/// # Errors
///
/// A [`DesignError`] when the split settings are refused by their algorithm, or a `quantile` split
/// has no sample or a sample too small to cut.
///
/// ```
/// use rowkey_core::{design::{Design, SplitAlgorithm}, sample::Compiled, analyze::split_keys};
/// let mut d = Design::new("{id | md5 | hex}");
/// d.fields.insert("id".into(), "seq(1, 1)".into());
/// d.splits.algorithm = SplitAlgorithm::HexString;
/// d.splits.regions = 4;
/// let keys = split_keys(&Compiled::new(&d).unwrap(), None).unwrap().keys;
/// assert_eq!(keys, [b"40000000".to_vec(), b"80000000".to_vec(), b"c0000000".to_vec()]);
/// ```
pub fn split_keys(
    compiled: &Compiled,
    sample: Option<&QuantileSample>,
) -> Result<SplitKeys, DesignError> {
    let s = &compiled.design().splits;
    let plain = |keys| Ok(SplitKeys { keys, note: None });
    if let Some(splitter) = RegionSplitter::of(s) {
        // HBase's own algorithms: RegionSplitter's and createTable(start, end, n).
        return plain(splitter.split_keys().map_err(|e| e.to_design_error())?);
    }
    match s.algorithm {
        Algo::None => plain(Vec::new()),
        Algo::HexString | Algo::Decimal | Algo::Uniform | Algo::Range => {
            unreachable_splitter(s.algorithm)
        }
        Algo::Explicit => {
            let keys: Vec<Vec<u8>> = s.keys.iter().map(|k| to_bytes_binary(k)).collect();
            plain(keys)
        }
        Algo::Salt => salt_splits(compiled, s.regions as usize),
        Algo::Quantile => {
            let sample = sample.ok_or_else(|| {
                DesignError::new(
                    crate::ErrorKind::Missing,
                    "splits.algorithm",
                    crate::msg!(SP::QUANTILE_NEEDS_SAMPLE),
                )
            })?;
            if s.by == crate::design::SplitBy::Bytes {
                return quantile_bytes_splits(sample, s.regions);
            }
            if !sample.thinned {
                // The sample the caller ran (`--count` included), as HashChoreWoker counts it.
                return quantile_splits(&sample.keys, sample.rows, s.regions);
            }
            // The reservoir stands for the sample: the same rule over the keys kept.
            let kept = sample.keys.len() as u64;
            let (keys, distinct, base) = quantile_cut(&sample.keys, kept, s.regions)?;
            let note = crate::msg!(
                msg::QUANTILE_RESERVOIR,
                kept = Arg::Int(kept.into()),
                rows = Arg::Int(sample.rows.into()),
                limit = mib(MAX_QUANTILE_SAMPLE_BYTES),
                distinct = Arg::Int(distinct as i128),
                base = Arg::Int(base as i128)
            );
            Ok(SplitKeys {
                keys,
                note: Some(note),
            })
        }
        Algo::Auto => {
            let ks = Keyspace::new(compiled);
            let keys = ks.auto_splits(s.regions as usize);
            let note = (keys.len() + 1 < s.regions as usize).then(|| {
                crate::msg!(
                    msg::AUTO_TOO_FEW,
                    asked = Arg::Int(s.regions.into()),
                    got = Arg::Int(keys.len() as i128 + 1)
                )
            });
            Ok(SplitKeys { keys, note })
        }
    }
}

/// [`RegionSplitter::of`] covers HBase's algorithms; an error rather than a panic should that
/// ever change.
fn unreachable_splitter(algo: Algo) -> Result<SplitKeys, DesignError> {
    Err(DesignError::new(
        crate::ErrorKind::Internal,
        "splits.algorithm",
        crate::msg!(SP::NO_SPLITTER, algorithm = algo.name()),
    ))
}

/// One region per value of the key's leading salt or hash segment (with its literal prefix), in
/// that segment's own encoding; with fewer `regions` than buckets, the buckets grouped as evenly
/// as they go.
fn salt_splits(compiled: &Compiled, regions: usize) -> Result<SplitKeys, DesignError> {
    let ks = Keyspace::nominal(compiled);
    let buckets = ks.leading_buckets(MAX_SALT_BUCKETS).ok_or_else(|| {
        DesignError::new(
            crate::ErrorKind::InvalidSplits,
            "splits.algorithm",
            crate::msg!(
                SP::SALT_NEEDS_BUCKETS,
                max = Arg::Int(MAX_SALT_BUCKETS as i128)
            ),
        )
    })?;
    let b = buckets.len();
    let r = regions.clamp(1, b.max(1));
    let keys = (1..r).map(|i| buckets[i * b / r].clone()).collect();
    let note = Some(if r == b {
        crate::msg!(msg::SALT_PER_BUCKET, buckets = Arg::Int(b as i128))
    } else {
        crate::msg!(
            msg::SALT_GROUPED,
            buckets = Arg::Int(b as i128),
            regions = Arg::Int(r as i128)
        )
    });
    Ok(SplitKeys { keys, note })
}

/// The seed article's `HashChoreWoker.calcSplitKeys`: over the distinct sample keys in order,
/// every `count / regions`-th key (counting from 0, skipping the first) becomes a split key.
fn quantile_splits(sorted: &[Vec<u8>], count: u64, regions: u32) -> Result<SplitKeys, DesignError> {
    let (keys, distinct, base) = quantile_cut(sorted, count, regions)?;
    let note = Some(crate::msg!(
        msg::QUANTILE_SORTED,
        keys = Arg::Int(sorted.len() as i128),
        distinct = Arg::Int(distinct as i128),
        base = Arg::Int(base as i128)
    ));
    Ok(SplitKeys { keys, note })
}

/// The sample's split keys cutting `regions` regions of equal bytes, each kept row weighing its
/// size ([`super::weighted_cut`]'s rule, as `split quantile --by bytes` cuts a dump).
fn quantile_bytes_splits(sample: &QuantileSample, regions: u32) -> Result<SplitKeys, DesignError> {
    let missing = || {
        DesignError::new(
            crate::ErrorKind::Missing,
            "splits.by",
            crate::msg!(crate::i18n::catalogue::design::SPLIT_BY_BYTES_SIZING),
        )
    };
    if sample.sizes.len() != sample.keys.len() {
        return Err(missing());
    }
    let sized = super::weighted_cut::SizedKeys {
        keys: sample
            .keys
            .iter()
            .cloned()
            .zip(sample.sizes.iter().copied())
            .collect(),
        rows: sample.rows,
        thinned: sample.thinned,
    };
    super::weighted_cut::split_keys_by_bytes(&sized, regions)
        .map_err(|m| DesignError::new(crate::ErrorKind::InvalidSplits, "splits.regions", m))
}

/// [`quantile_splits`]' keys, with the distinct keys counted and the step.
pub(crate) fn quantile_cut(
    sorted: &[Vec<u8>],
    count: u64,
    regions: u32,
) -> Result<(Vec<Vec<u8>>, u64, u64), DesignError> {
    let base = count / u64::from(regions.max(1));
    if base == 0 {
        return Err(DesignError::new(
            crate::ErrorKind::InvalidSplits,
            "splits.regions",
            crate::msg!(
                SP::QUANTILE_TOO_FEW_KEYS,
                count = Arg::Int(count.into()),
                regions = Arg::Int(regions.into())
            ),
        ));
    }
    // The TreeSet the article uses keeps each key once: each distinct key weighs one.
    let mut previous: Option<&[u8]> = None;
    let distinct = sorted.iter().filter_map(|k| {
        let first = previous != Some(k.as_slice());
        previous = Some(k);
        first.then_some((k.as_slice(), 1))
    });
    let wanted = regions.saturating_sub(1) as usize;
    let (keys, distinct) = super::weighted_cut::cut_by_weight(distinct, base, wanted);
    Ok((keys, distinct, base))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::Design;

    fn compiled(template: &str, fields: &[(&str, &str)], algo: Algo, regions: u32) -> Compiled {
        let mut d = Design::new(template);
        for (k, v) in fields {
            d.fields.insert((*k).into(), (*v).into());
        }
        d.splits.algorithm = algo;
        d.splits.regions = regions;
        Compiled::new(&d).unwrap()
    }

    #[test]
    fn salt_splits_follow_the_segment_encoding() {
        let seed = "{u | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{u}";
        let c = compiled(seed, &[("u", "pattern(\"user####\")")], Algo::Salt, 10);
        let keys = split_keys(&c, None).unwrap().keys;
        let want: Vec<Vec<u8>> = ["10", "20", "30", "40", "50", "60", "70", "80", "90"]
            .iter()
            .map(|k| k.as_bytes().to_vec())
            .collect();
        assert_eq!(keys, want);
        let c = compiled(seed, &[("u", "pattern(\"user####\")")], Algo::Salt, 1000);
        let keys = split_keys(&c, None).unwrap().keys;
        assert_eq!(keys.len(), 99);
        assert_eq!(keys[0], b"01");
        let c = compiled(
            "{id | mod(10) | i64}{id | i64}",
            &[("id", "seq(0, 1)")],
            Algo::Salt,
            10,
        );
        let keys = split_keys(&c, None).unwrap().keys;
        assert_eq!(
            keys,
            (1..10u64)
                .map(|i| i.to_be_bytes().to_vec())
                .collect::<Vec<_>>()
        );
        let c = compiled(
            "{phoenix_salt(16)}{h}",
            &[("h", "choice(\"a\", \"b\")")],
            Algo::Salt,
            64,
        );
        let keys = split_keys(&c, None).unwrap().keys;
        assert_eq!(keys, (1..16u8).map(|i| vec![i]).collect::<Vec<_>>());
        let c = compiled("{salt(4)}_{id}", &[("id", "seq(0, 1)")], Algo::Salt, 16);
        assert_eq!(
            split_keys(&c, None).unwrap().keys,
            [b"1".to_vec(), b"2".to_vec(), b"3".to_vec()]
        );
        let c = compiled("{id | md5 | hex}", &[("id", "seq(0, 1)")], Algo::Salt, 16);
        assert!(split_keys(&c, None).is_err());
    }

    #[test]
    fn quantile_is_hash_chore_woker() {
        let sorted: Vec<Vec<u8>> = (0..100u8).map(|i| vec![i]).collect();
        let keys = quantile_splits(&sorted, 100, 4).unwrap().keys;
        assert_eq!(keys, [vec![25], vec![50], vec![75]]);
        assert!(quantile_splits(&sorted, 3, 4).is_err());
        // Duplicates count once.
        let dup: Vec<Vec<u8>> = (0..10u8).flat_map(|i| [vec![i], vec![i]]).collect();
        assert_eq!(
            quantile_splits(&dup, 20, 2).unwrap().keys,
            Vec::<Vec<u8>>::new()
        );
    }

    #[test]
    fn quantile_sample_is_whole_when_it_fits_and_a_seeded_reservoir_when_not() {
        let c = compiled("{k}", &[("k", "int(0, 1000000000)")], Algo::Quantile, 8);
        let mut all: Vec<Vec<u8>> = c.sampler().with_count(5000).map(Result::unwrap).collect();
        all.sort_unstable();
        let whole = quantile_sample(&c, 5000).unwrap();
        assert!(!whole.thinned);
        assert_eq!(whole.keys, all);
        assert_eq!(whole.rows, 5000);
        let bytes: u64 = all.iter().map(|k| k.len() as u64 + KEPT_KEY_OVERHEAD).sum();
        assert_eq!(whole.kept_bytes, bytes);
        // A budget for about a tenth of the keys.
        let budget = bytes / 10;
        let small = quantile_sample_within(&c, 5000, budget).unwrap();
        assert!(small.thinned);
        assert_eq!(small.rows, 5000);
        assert!(small.kept_bytes <= budget);
        assert!(
            small.keys.len() > 400 && small.keys.len() < 600,
            "{}",
            small.keys.len()
        );
        assert!(small.keys.windows(2).all(|w| w[0] <= w[1]));
        assert!(small.keys.iter().all(|k| all.binary_search(k).is_ok()));
        // The same seed picks the same reservoir; another seed another one.
        assert_eq!(quantile_sample_within(&c, 5000, budget).unwrap(), small);
        let mut d = c.design().clone();
        d.sample.seed += 1;
        let other = quantile_sample_within(&Compiled::new(&d).unwrap(), 5000, budget).unwrap();
        assert_ne!(other.keys, small.keys);
    }

    #[test]
    fn quantile_follows_the_sample_it_is_given() {
        // The design asks for 100,000 keys; a sample of 20,000 still gives every region.
        let mut c = compiled("{k}", &[("k", "int(0, 1000000000)")], Algo::Quantile, 8);
        let mut d = c.design().clone();
        d.sample.count = 100_000;
        c = Compiled::new(&d).unwrap();
        let sample = quantile_sample(&c, 20_000).unwrap();
        let keys = split_keys(&c, Some(&sample)).unwrap();
        assert_eq!(keys.keys.len(), 7);
        assert!(keys.note.unwrap().to_string().contains("every 2500th"));
        let thinned = QuantileSample {
            thinned: true,
            ..quantile_sample_within(&c, 20_000, 200_000).unwrap()
        };
        let note = split_keys(&c, Some(&thinned))
            .unwrap()
            .note
            .unwrap()
            .to_string();
        assert!(note.contains("reservoir"), "{note}");
        assert!(note.contains("64 MiB"), "{note}");
    }

    #[test]
    fn auto_avoids_the_hex_gap() {
        let c = compiled("{id | md5 | hex}", &[("id", "seq(0, 1)")], Algo::Auto, 4);
        let keys = split_keys(&c, None).unwrap().keys;
        assert_eq!(keys, [b"4".to_vec(), b"8".to_vec(), b"c".to_vec()]);
    }
}
