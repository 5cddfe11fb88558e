//! Quantile split keys that cut equal bytes rather than equal key counts: HBase's split
//! policies act on a region's store-file size, so with row sizes (`split quantile --keys F
//! --keys-sizes --by bytes`) each region should start with about the same bytes.
//!
//! The rule is HashChoreWoker's with weights. The keys are sorted and each distinct key weighs
//! the bytes of all its rows; `T` is the bytes of every row and `base = T / regions` (integer
//! division, as HashChoreWoker divides the count). Walking the distinct keys in order, with `c`
//! the bytes of the keys before the current one, the key becomes the next split key when `c > 0`
//! and `c ≥ j × base` for the next `j` (1, 2, …, `regions − 1`); `j` then moves past every
//! multiple of `base` that `c` reached, so one row larger than `base` takes one split key, not
//! several. When every row weighs one byte and no key repeats, `c` is HashChoreWoker's pointer
//! and the split keys are exactly its own.

use super::SplitKeys;
use crate::i18n::{catalogue::keys as msg, Arg, Message};
use crate::limits::{mib, MAX_QUANTILE_SAMPLE_BYTES};

/// Sorted keys with their rows' sizes, to cut byte-weighted quantile splits from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizedKeys {
    /// The keys kept and their rows' sizes, sorted by key.
    pub keys: Vec<(Vec<u8>, u64)>,
    /// Keys read.
    pub rows: u64,
    /// Whether `keys` is a reservoir of them (each kept row then stands for the rows not kept).
    pub thinned: bool,
}

/// The split keys cutting `regions` regions of equal bytes over `keys` (the rule is the
/// module's), with a note on what they were cut from.
///
/// # Errors
///
/// The message when `regions` is below 2, or there are fewer bytes (or keys) than regions.
///
/// ```
/// use rowkey_core::keys::{quantile_bytes::split_keys_by_bytes, KeyReservoir};
/// let mut r = KeyReservoir::default();
/// for (k, n) in [("a", 100), ("b", 100), ("c", 400), ("d", 100), ("e", 100), ("f", 200)] {
///     r.add_sized(k.as_bytes(), n);
/// }
/// // 1,000 bytes in 2 regions: `d` starts after a, b, c's 600 bytes (the first at or past 500).
/// assert_eq!(split_keys_by_bytes(&r.sized_keys(), 2).unwrap().keys, [b"d".to_vec()]);
/// ```
pub fn split_keys_by_bytes(keys: &SizedKeys, regions: u32) -> Result<SplitKeys, Message> {
    two_regions(regions)?;
    let total = keys
        .keys
        .iter()
        .fold(0u64, |a, &(_, n)| a.saturating_add(n));
    let base = total / u64::from(regions);
    if base == 0 || (keys.keys.len() as u64) < u64::from(regions) {
        return Err(crate::msg!(
            msg::QUANTILE_BYTES_TOO_FEW,
            regions = Arg::Int(regions.into()),
            rows = Arg::Int(keys.rows.into()),
            bytes = crate::format::bytes(total)
        ));
    }
    let wanted = regions as usize - 1;
    let rows = keys.keys.iter().map(|(k, n)| (k.as_slice(), *n));
    let (split, distinct) = cut_by_weight(rows, base, wanted);
    let from = if keys.thinned {
        crate::msg!(
            msg::QUANTILE_BYTES_FROM_RESERVOIR,
            count = Arg::Int((keys.keys.len() as u64).into()),
            rows = Arg::Int(keys.rows.into()),
            limit = mib(MAX_QUANTILE_SAMPLE_BYTES)
        )
    } else {
        crate::msg!(
            msg::QUANTILE_BYTES_FROM_ALL,
            rows = Arg::Int(keys.rows.into())
        )
    };
    let note = crate::msg!(
        msg::QUANTILE_BYTES_NOTE,
        from = from,
        distinct = Arg::Int(distinct.into()),
        bytes = crate::format::bytes(total),
        base = crate::format::bytes(base),
        made = Arg::Int((split.len() as u64).into()),
        wanted = Arg::Int((wanted as u64).into())
    );
    Ok(SplitKeys {
        keys: split,
        note: Some(note),
    })
}

/// Quantile splits need two regions or more.
///
/// # Errors
///
/// The message saying so when `regions` is below 2.
pub(crate) fn two_regions(regions: u32) -> Result<(), Message> {
    if regions < 2 {
        return Err(crate::msg!(
            msg::QUANTILE_TWO_REGIONS,
            regions = Arg::Int(regions.into())
        ));
    }
    Ok(())
}

/// The module's rule over `rows`, sorted by key (rows of one key next to each other, their
/// weights summed): up to `wanted` split keys, each the first key with at least the next
/// multiple of `base` before it, and the distinct keys walked. Every quantile split is cut
/// here: HashChoreWoker's plain rule is this one with each distinct key weighing one.
pub(crate) fn cut_by_weight<'a>(
    rows: impl IntoIterator<Item = (&'a [u8], u64)>,
    base: u64,
    wanted: usize,
) -> (Vec<Vec<u8>>, u64) {
    let mut split: Vec<Vec<u8>> = Vec::with_capacity(wanted.min(1 << 16));
    let (mut before, mut next, mut distinct) = (0u64, 1u64, 0u64);
    let mut rows = rows.into_iter().peekable();
    while let Some((key, mut weight)) = rows.next() {
        while let Some((_, n)) = rows.next_if(|&(k, _)| k == key) {
            weight = weight.saturating_add(n);
        }
        distinct += 1;
        if base > 0 && before > 0 && split.len() < wanted && before >= next.saturating_mul(base) {
            split.push(key.to_vec());
            next = before / base + 1;
        }
        before = before.saturating_add(weight);
    }
    (split, distinct)
}
