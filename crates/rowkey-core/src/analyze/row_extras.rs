//! What the sample's own pass counts of a row beyond its key, when asked for: who is in each
//! region (the key decoded back into its fields' values, counted in [`RegionTops`]) and each
//! region's bytes (the row's size from the design's `sizing.row_bytes_field`). Every shard
//! counts its own rows ([`RowExtras::count`]); the shards' counts are merged when the analysis
//! finishes ([`merge`]), so the sample is generated once whatever is asked.
//!
//! Bytes add up exactly. Top values merge as SpaceSaving summaries ([`RegionTops::merge`]):
//! while a field has at most `m` distinct values in a region (`m` the sketches' capacity) every
//! shard's counts and their merge are exact, so the report is the single pass's whatever the
//! number of shards. Past that, each share is over-estimated by at most `1 / m` of the region's
//! keys after any number of merges (the bound the report's `top` note states): a merged
//! sketch's floor is at most `n / m` for `n` values counted (see
//! [`crate::decode::space_saving`]), so the values and shares may differ with the number of
//! shards, always within that bound.

use super::bytes::RowSize;
use super::distribution::{bad_partial, Acc};
use super::{AnalyzeOptions, Regions, Report};
use crate::decode::top::RegionTops;
use crate::decode::{Decoded, Decoder};
use crate::design::DesignError;
use crate::plan::Plan;
use crate::sample::{Compiled, KeyBatch};

/// Reads a key back into its fields' values, for the top values. A [`Decoder`] behind a
/// pointer ([`decoder`]), so that a pass that counts no top values (the browser's first report
/// of the counts, [`super::analyze_counts`]) links no decoding code.
pub(crate) type KeyReader = Box<dyn Fn(&Plan, &[u8]) -> Decoded>;

/// Makes the [`KeyReader`] of a plan.
pub(crate) type MakeReader = fn(&Plan) -> KeyReader;

/// The [`KeyReader`] of `plan`: its [`Decoder`].
pub(crate) fn decoder(plan: &Plan) -> KeyReader {
    let decoder = Decoder::new(plan);
    Box::new(move |plan, key| decoder.decode(plan, key))
}

/// One shard's per-row work: the key reader and the row-size generator, kept in step with the
/// sample.
pub(crate) struct RowExtras<'a> {
    decoder: Option<KeyReader>,
    sizes: Option<RowSize<'a>>,
}

impl<'a> RowExtras<'a> {
    /// The work `tops` (the key reader to count top values with) and `sizes` ask for (sizes
    /// only with a `sizing.row_bytes_field`: a constant row size needs no pass); `None` when
    /// there is none.
    pub(crate) fn new(
        compiled: &'a Compiled,
        tops: Option<MakeReader>,
        sizes: bool,
    ) -> Result<Option<RowExtras<'a>>, DesignError> {
        let design = compiled.design();
        let sizes = match &design.sizing {
            Some(s) if sizes && s.row_bytes_field.is_some() => {
                Some(RowSize::new(s, design, compiled.data())?)
            }
            _ => None,
        };
        let decoder = tops.map(|make| make(compiled.plan()));
        Ok((decoder.is_some() || sizes.is_some()).then_some(RowExtras { decoder, sizes }))
    }

    /// Empty counts for `acc`, a shard over `regions` regions.
    pub(crate) fn start(&self, compiled: &Compiled, acc: &mut Acc, regions: usize) {
        if self.decoder.is_some() {
            acc.tops = Some(RegionTops::new(regions, compiled.plan().fields().to_vec()));
        }
        if self.sizes.is_some() {
            acc.bytes = Some(vec![0; regions]);
        }
    }

    /// Count the rows of `batch` (this shard's) into `acc`.
    ///
    /// # Errors
    ///
    /// At `sizing.row_bytes_field` when a row's size is negative or over 1 GiB, naming the row.
    pub(crate) fn count(
        &mut self,
        compiled: &Compiled,
        acc: &mut Acc,
        batch: &KeyBatch,
        regions: &Regions,
    ) -> Result<(), DesignError> {
        let plan = compiled.plan();
        for (row, key) in (batch.first_row()..).zip(batch.iter()) {
            let region = regions.region_of(key);
            if let (Some(decoder), Some(tops)) = (&self.decoder, &mut acc.tops) {
                tops.add(region, &decoder(plan, key), row);
            }
            if let (Some(sizes), Some(bytes)) = (&mut self.sizes, &mut acc.bytes) {
                let slot = &mut bytes[region];
                *slot = slot.saturating_add(sizes.row(row)?);
            }
        }
        Ok(())
    }

    /// Pass over `rows` rows of other shards (the size generator stays in step).
    pub(crate) fn skip(&mut self, rows: u64) {
        if let Some(sizes) = &mut self.sizes {
            sizes.skip(rows);
        }
    }
}

/// Check a shard's extras against its region counts and what the job asked for.
pub(crate) fn check(acc: &Acc, tops: bool, sizes: bool) -> Result<(), DesignError> {
    let regions = acc.counts.len();
    let tops_fit = match &acc.tops {
        None => !tops,
        Some(t) => {
            tops && t
                .regions()
                .iter()
                .map(|r| r.keys)
                .eq(acc.counts.iter().copied())
        }
    };
    let bytes_fit = match &acc.bytes {
        None => !sizes,
        Some(b) => sizes && b.len() == regions,
    };
    if tops_fit && bytes_fit {
        Ok(())
    } else {
        Err(bad_partial("another analysis"))
    }
}

/// Every shard's top values and bytes, merged (shards in any order).
///
/// # Errors
///
/// A [`DesignError`] when two shards' top values were counted over other fields or regions.
pub(crate) fn merge(
    accs: &mut [Acc],
) -> Result<(Option<RegionTops>, Option<Vec<u64>>), DesignError> {
    let mut tops: Option<RegionTops> = None;
    let mut bytes: Option<Vec<u64>> = None;
    for acc in accs.iter_mut() {
        match (&mut tops, acc.tops.take()) {
            (None, t) => tops = t,
            (Some(a), Some(b)) => {
                if !a.merge_interleaved(&b) {
                    return Err(bad_partial("another analysis"));
                }
            }
            (Some(_), None) => {}
        }
        match (&mut bytes, acc.bytes.take()) {
            (None, b) => bytes = b,
            (Some(a), Some(b)) => a
                .iter_mut()
                .zip(b)
                .for_each(|(a, b)| *a = a.saturating_add(b)),
            (Some(_), None) => {}
        }
    }
    Ok((tops, bytes))
}

/// Put the top values and bytes the pass counted into `report`, as `opts` asked: `opts.top`
/// values per field, and the bytes when the design's sizing says how big a row is.
pub(crate) fn apply(
    compiled: &Compiled,
    opts: &AnalyzeOptions,
    report: &mut Report,
    tops: Option<RegionTops>,
    bytes: Option<Vec<u64>>,
) {
    if let (Some(k), Some(tops)) = (opts.top, &tops) {
        super::top::apply(report, tops, k);
    }
    if let (true, Some(sizing)) = (opts.bytes, &compiled.design().sizing) {
        super::bytes::apply_sample(report, sizing, bytes.as_deref());
    }
}
