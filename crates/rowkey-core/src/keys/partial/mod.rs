//! Partials: the counts of one part of a key stream, in a versioned, checksummed byte form that
//! merges with other parts' into the report on all the keys at once.
//!
//! A partial carries what it was computed against (the design's canonical JSON, a fingerprint
//! of the split keys, the options that change the report, the key format and order asked for),
//! so that a merge needs nothing else and refuses parts of another analysis, naming what
//! differs. Merging is associative and commutative.
//!
//! What merges exactly (in any order and grouping, parts ordered by part number): rows, key
//! bytes, keys per region, the key-length histogram, hence the statistics, key lengths and lints;
//! how the keys were read (the format and why, lines passed over, warnings, the key
//! order, told from each part's first and last key and whether it is sorted); repeated keys while
//! at most [`MAX_PARTIAL_PRINTS`] distinct keys were read (past that the count is an estimate
//! from a hash-chosen `1 / 2^level` of the distinct keys, as the report says: exactly 0 when no
//! key repeats; see [`MAX_PARTIAL_PRINTS`]). The heatmap (and the
//! verdict on writes over time that reads it) is exact when every part starts at a multiple of
//! its window width; otherwise the report says it is close. The examples of repeated keys are the
//! smallest ones, not the first ones. Quantile split keys come from a [`KeySketch`] (exact
//! while it holds every key, [`EXACT_KEYS`]; otherwise within the rank error it
//! states, [`KeySketch::rank_error`]).
//!
//! With row sizes (`analyze --partial --keys-sizes`) a partial carries each region's bytes,
//! which add up exactly, so the merged report weighs the regions in bytes as `analyze --keys
//! --keys-sizes` does over all the keys; partials with and without row sizes are not merged.
//! It also carries a [`ByteSketch`], from which [`KeysPartial::quantile_by_bytes`] cuts
//! regions of equal bytes (exact while the sketch has not compacted, otherwise within the
//! rank error it states, [`ByteSketch::rank_error`]).
//!
//! # Byte layout (version 5, little-endian)
//!
//! | bytes | field |
//! |---|---|
//! | 4 | magic `RKPT` |
//! | 4 | version (u32) |
//! | 8 | body length `n` (u64) |
//! | n | body |
//! | 4 | CRC-32 (IEEE) of everything before it |
//!
//! The body: the design JSON (u32 length + UTF-8), the splits fingerprint (u64), memory rows
//! (u64), sample count (u64), the key format given (u8, then an optional csv column), the key
//! order asked for (u8), rows (u64), key bytes (u64), regions `r` (u32) and their counts (u64
//! each), the length histogram (u32 entries, each u32 length + u64 count, lengths rising),
//! repeated keys (u32 level, u32 entries, each u64 fingerprint + u32 count, rising; u8 examples,
//! each u32 length + bytes), the quantile sketch (u32 levels; each: u64 compactions, u32 keys,
//! each u32 length + bytes, not falling above level 0), then the runs (u32 count; each: its part range, lines, keys, format
//! read, the head's evidence, csv header, first key and line, last key, first unsorted line,
//! lines passed over, scan-like lines, and its heatmap pieces of `r` u32 cells per window),
//! then each region's top values when they were asked for (`analyze --top`; layout in `tops`),
//! then each region's bytes when the dump gave row sizes (layout in `sizes`), and then, with
//! them, the byte-weighted quantile sketch (layout in `wsketch`).
//!
//! As text a partial is one line: `rowkey-partial-v5:` and the standard base64 of the bytes.
//! Version 4 partials (the same without the byte-weighted sketch) are read: they report and
//! merge as before, and cutting equal bytes from them is refused, saying so; a merge with one
//! has no byte-weighted sketch. Older partials (version 1: a distinct-key sample instead of
//! the sketch; version 2: no top values; version 3: no row sizes) are refused, naming their
//! version.
//!
//! Top values merge as SpaceSaving summaries (Agarwal et al.'s merge, see
//! [`crate::decode::space_saving`]): after any number of merges each share is over-estimated by
//! at most `1 / capacity`, as in one stream. A region's first key that does not match the
//! template is the one of the lowest-numbered part that has one (its line in that part).
//!
//! A partial's size is bounded whatever the key count: at most 12 bytes × [`MAX_PARTIAL_PRINTS`]
//! repeated-key fingerprints (384 KiB) + the sketch's keys (at most [`EXACT_KEYS`] or
//! about 6,600 keys, each its length + 4 bytes: 130 KiB for keys of 16 bytes) + 8 bytes per
//! region and 12 per distinct key length + the heatmap (60 windows × regions × 4 bytes for one
//! part, 240 KiB for 1,000 regions; at most 4 million cells after merges, reached only with some
//! 65,000 regions) + the design (at most 64 KiB) + per part that cannot be joined to its
//! neighbour (no part number, or a gap) about 100 bytes and its first and last key: some
//! 770 KiB for 1,000 regions and 16-byte keys, whatever the key count. With row sizes, 8 bytes
//! per region more and the byte-weighted sketch: at most [`EXACT_KEYS`] rows held with their
//! sizes (each its length + 12 bytes, at most 256 KiB of keys) and about 6,600 keys in its
//! levels (each its length + 4 bytes): at most some 360 KiB for 16-byte keys.
//!
//! ```
//! use rowkey_core::analyze::AnalyzeOptions;
//! use rowkey_core::design::{Design, SplitAlgorithm};
//! use rowkey_core::keys::{partial::KeysPartial, KeyFormat, KeysAnalysis};
//! use rowkey_core::sample::Compiled;
//! let mut d = Design::new("{id}");
//! d.fields.insert("id".into(), "pattern(\"user###\")".into());
//! d.splits.algorithm = SplitAlgorithm::Explicit;
//! d.splits.keys = vec!["user5".into()];
//! let c = Compiled::new(&d).unwrap();
//! let part = |keys: &[u8], n| {
//!     let opts = AnalyzeOptions::for_design(&c);
//!     let mut a = KeysAnalysis::for_partial(c.clone(), KeyFormat::Lines, opts).unwrap();
//!     a.push(keys).unwrap();
//!     KeysPartial::from_text(&a.partial(Some(n)).unwrap().to_text()).unwrap()
//! };
//! let mut merged = part(b"user100\nuser600\n", 0);
//! merged.merge(part(b"user7\n", 1)).unwrap();
//! let report = merged.report().unwrap();
//! assert_eq!((report.keys_read, report.regions[0].count, report.regions[1].count), (Some(3), 1, 2));
//! ```

mod codec;
pub(crate) mod level;
pub(crate) mod runs;
mod sizes;
pub(crate) mod sketch;
mod tops;
mod wsketch;

pub use sketch::{KeySketch, EXACT_KEYS};
pub use wsketch::ByteSketch;

/// The most repeated-key fingerprints a partial keeps: up to this many distinct keys in all
/// the parts merged, repeats are counted exactly; past it a partial keeps the fingerprints of a
/// hash-chosen `1 / 2^level` of the distinct keys (every occurrence of each), as one stream does
/// past [`super::dups::MAX_PRINTS`], and the repeats are that sample's scaled by `2^level`: 0
/// exactly when no key repeats, otherwise an estimate whose standard error is about
/// `√(2^level · repeats)` (binomial sampling of the repeated keys); the report says so.
pub const MAX_PARTIAL_PRINTS: usize = 1 << 15;

pub(crate) use runs::Run;

use super::analysis::{keys_report, DumpTally, Tally};
use super::dups::Duplicates;
use super::order::{decide, OrderChoice};
use super::KeyFormat;
use crate::analyze::report::{prepare, Prepared};
use crate::analyze::{AnalyzeOptions, Report};
use crate::i18n::{catalogue::keys as msg, Arg, Message};
use crate::sample::Compiled;

/// The text form's prefix.
pub const TEXT_PREFIX: &str = "rowkey-partial-v5:";

/// Why a partial cannot be read or merged.
#[derive(Clone, Debug, PartialEq)]
pub struct PartialError {
    /// What is wrong.
    pub message: Message,
}

impl std::fmt::Display for PartialError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message.fmt(f)
    }
}

impl std::error::Error for PartialError {}

impl From<Message> for PartialError {
    fn from(message: Message) -> PartialError {
        PartialError { message }
    }
}

/// One part's counts (see the module).
#[derive(Clone, Debug)]
pub struct KeysPartial {
    design_json: String,
    splits_print: u64,
    memory_rows: u64,
    sample_count: u64,
    /// The key format given (`auto` or another).
    given: KeyFormat,
    order: OrderChoice,
    rows: u64,
    key_bytes: u64,
    counts: Vec<u64>,
    /// (length, keys), lengths rising.
    lens: Vec<(u32, u64)>,
    dups: Duplicates,
    sample: KeySketch,
    /// How the parts were read, in part order.
    runs: Vec<Run>,
    /// Each region's top values, when asked for.
    tops: Option<tops::PartialTops>,
    /// Each region's bytes, when the dump gave row sizes.
    bytes: Option<Vec<u64>>,
    /// The byte-weighted quantile sketch, when the dump gave row sizes (and the partial is of
    /// version 5 or later).
    wbytes: Option<ByteSketch>,
}

/// What [`super::KeysAnalysis::partial`] hands over.
pub(crate) struct PartialCounts<'a> {
    pub(crate) given: KeyFormat,
    pub(crate) order: OrderChoice,
    pub(crate) rows: u64,
    pub(crate) key_bytes: u64,
    pub(crate) counts: Vec<u64>,
    pub(crate) lens: &'a [u64],
    pub(crate) dups: &'a Duplicates,
    pub(crate) sample: KeySketch,
    pub(crate) run: Run,
    /// Each region's top values and the values per field to give, when asked for.
    pub(crate) tops: Option<(crate::decode::top::RegionTops, usize)>,
    /// Each region's bytes, when the dump gave row sizes.
    pub(crate) bytes: Option<Vec<u64>>,
    /// The byte-weighted quantile sketch, when the dump gave row sizes.
    pub(crate) wbytes: Option<ByteSketch>,
}

use crate::analyze::fingerprint::splits_print;

impl KeysPartial {
    pub(crate) fn from_counts(
        compiled: &Compiled,
        prepared: &Prepared,
        c: PartialCounts<'_>,
    ) -> KeysPartial {
        let lens = c
            .lens
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(l, &n)| (l as u32, n))
            .collect();
        KeysPartial {
            design_json: serde_json::to_string(compiled.design()).unwrap_or_default(),
            splits_print: splits_print(prepared.regions.splits()),
            memory_rows: prepared.opts.memory_rows,
            sample_count: prepared.opts.run.count,
            given: c.given,
            order: c.order,
            rows: c.rows,
            key_bytes: c.key_bytes,
            counts: c.counts,
            lens,
            dups: c.dups.to_sorted().within(MAX_PARTIAL_PRINTS),
            sample: c.sample,
            runs: vec![c.run],
            tops: c.tops.map(|(tops, k)| tops::PartialTops {
                tops,
                per_field: k as u32,
            }),
            bytes: c.bytes,
            wbytes: c.wbytes,
        }
    }

    /// Keys counted.
    pub fn rows(&self) -> u64 {
        self.rows
    }

    /// Bytes of the keys counted.
    pub fn key_bytes(&self) -> u64 {
        self.key_bytes
    }

    /// The part number given, the lowest one of a merged partial's.
    pub fn part(&self) -> Option<u32> {
        self.runs.first().and_then(|r| r.parts).map(|(p, _)| p)
    }

    /// The design the partial was computed against, as JSON.
    pub fn design_json(&self) -> &str {
        &self.design_json
    }

    /// The quantile sketch.
    pub fn sketch(&self) -> &KeySketch {
        &self.sample
    }

    /// What differs between the analyses `self` and `other` were made for, if anything.
    fn differs(&self, other: &KeysPartial) -> Option<&'static str> {
        if self.design_json != other.design_json {
            Some("design")
        } else if self.splits_print != other.splits_print {
            Some("splits")
        } else if (self.memory_rows, self.sample_count) != (other.memory_rows, other.sample_count) {
            Some("options")
        } else if self.given != other.given {
            Some("key format")
        } else if self.order != other.order {
            Some("key order")
        } else if self.counts.len() != other.counts.len() {
            Some("splits")
        } else if self.tops.as_ref().map(|t| t.per_field)
            != other.tops.as_ref().map(|t| t.per_field)
        {
            Some("top values")
        } else if self.bytes.is_some() != other.bytes.is_some() {
            Some("row sizes")
        } else {
            None
        }
    }

    /// Count `other`'s keys into `self`: the partial of both parts. Partials of another design,
    /// other splits or options are refused, naming what differs; so are parts read in other
    /// formats and a part number counted twice.
    ///
    /// # Errors
    ///
    /// A [`PartialError`] when the partials are of different designs, options or formats, or a part
    /// number is counted twice.
    pub fn merge(&mut self, other: KeysPartial) -> Result<(), PartialError> {
        if let Some(what) = self.differs(&other) {
            return Err(crate::msg!(msg::PARTIAL_DIFFERS, what = what).into());
        }
        let formats = self
            .runs
            .iter()
            .chain(&other.runs)
            .filter(|r| r.lines > 0)
            .map(|r| r.format.to_string())
            .collect::<std::collections::BTreeSet<_>>();
        if formats.len() > 1 {
            return Err(crate::msg!(
                msg::PARTIAL_FORMATS,
                formats = formats.into_iter().collect::<Vec<_>>().join(", ")
            )
            .into());
        }
        for a in self.runs.iter().filter_map(|r| r.parts) {
            for b in other.runs.iter().filter_map(|r| r.parts) {
                if a.0 <= b.1 && b.0 <= a.1 {
                    return Err(crate::msg!(
                        msg::PARTIAL_PART_TWICE,
                        part = Arg::Int(a.0.max(b.0).into())
                    )
                    .into());
                }
            }
        }
        self.rows += other.rows;
        self.key_bytes += other.key_bytes;
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a += b;
        }
        let mut lens = std::collections::BTreeMap::new();
        for &(l, n) in self.lens.iter().chain(&other.lens) {
            *lens.entry(l).or_insert(0u64) += n;
        }
        self.lens = lens.into_iter().collect();
        self.dups.merge(&other.dups);
        self.dups = std::mem::take(&mut self.dups).within(MAX_PARTIAL_PRINTS);
        // The first key that does not match is the earlier part's.
        let other_first = matches!((other.part(), self.part()), (Some(o), Some(s)) if o < s);
        self.sample.merge(other.sample);
        if let (Some(a), Some(b)) = (&mut self.tops, &other.tops) {
            let mut merged = if other_first {
                b.tops.clone()
            } else {
                a.tops.clone()
            };
            let later = if other_first { &a.tops } else { &b.tops };
            if !merged.merge(later) {
                return Err(Message::new(msg::PARTIAL_DIFFERS)
                    .arg("what", "top values")
                    .into());
            }
            a.tops = merged;
        }
        if let (Some(a), Some(b)) = (&mut self.bytes, &other.bytes) {
            sizes::add(a, b);
        }
        // A part made before the byte-weighted sketch leaves the whole without one.
        match (&mut self.wbytes, other.wbytes) {
            (Some(a), Some(b)) => a.merge(b),
            (mine, _) => *mine = None,
        }
        self.runs = runs::merge_runs(std::mem::take(&mut self.runs), other.runs);
        Ok(())
    }

    /// The design and its prepared splits, checked against the fingerprint.
    fn prepared(&self) -> Result<(Compiled, Prepared), PartialError> {
        let bad =
            |what: &str| PartialError::from(crate::msg!(msg::PARTIAL_BAD, what = what.to_string()));
        let design: crate::design::Design =
            serde_json::from_str(&self.design_json).map_err(|_| bad("design"))?;
        let compiled = Compiled::new(&design).map_err(|_| bad("design"))?;
        let mut opts = AnalyzeOptions::for_design(&compiled);
        opts.memory_rows = self.memory_rows;
        opts.run.count = self.sample_count;
        opts.run.threads = 1;
        let prepared = prepare(&compiled, opts).map_err(|_| bad("design"))?;
        if splits_print(prepared.regions.splits()) != self.splits_print
            || prepared.regions.len() != self.counts.len()
        {
            return Err(bad("splits"));
        }
        Ok((compiled, prepared))
    }

    /// The report on every key counted, as `rowkey analyze --keys` gives it over all of them.
    ///
    /// # Errors
    ///
    /// A [`PartialError`] when the design does not compile or its regions cannot be made, or the
    /// parts do not make a whole.
    pub fn report(&self) -> Result<Report, PartialError> {
        let (compiled, prepared) = self.prepared()?;
        let top = self.lens.last().map_or(0, |&(l, _)| l as usize + 1);
        let mut lens = vec![0u64; top];
        for &(l, n) in &self.lens {
            lens[l as usize] = n;
        }
        let whole = runs::whole(&self.runs)
            .ok_or_else(|| PartialError::from(crate::msg!(msg::PARTIAL_BAD, what = "parts")))?;
        let (heatmap, inexact) = runs::heatmap(&self.runs, self.counts.len());
        let scan = matches!(whole.format, KeyFormat::Scan);
        let (order, order_why) = decide(self.order, scan, whole.keys, whole.unsorted_at);
        let auto = matches!(self.given, KeyFormat::Auto { .. });
        let mut warnings: Vec<Message> = whole
            .head
            .as_ref()
            .and_then(|d| d.warning(&self.given))
            .into_iter()
            .collect();
        if let (n, Some(first)) = whole.foreign {
            warnings.push(crate::msg!(
                msg::SCAN_LINES_AS_KEYS,
                count = Arg::Int(n.into()),
                line = Arg::Int(first.into()),
                format = whole.format.to_string()
            ));
        }
        let unnumbered = self.runs.iter().filter(|r| r.parts.is_none()).count();
        if order == super::KeysOrder::Insertion {
            if unnumbered > 0 && self.runs.len() > 1 {
                warnings.push(crate::msg!(
                    msg::PARTS_WITHOUT_NUMBER,
                    count = Arg::Int((unnumbered as u64).into())
                ));
            } else if let Some((part, offset, width)) = inexact {
                warnings.push(crate::msg!(
                    msg::HEAT_NOT_ALIGNED,
                    part = Arg::Int(part.into()),
                    offset = Arg::Int(offset.into()),
                    width = Arg::Int(width.into())
                ));
            }
        }
        let dump = DumpTally {
            format: whole.format.to_string(),
            format_why: if auto {
                whole.head.as_ref().map(|d| d.why())
            } else {
                None
            },
            order,
            order_why,
            skipped_lines: whole.skipped.0,
            first_skipped_line: whole.skipped.1,
            warnings,
            csv_header: whole.csv_header.clone(),
        };
        let mut report = keys_report(
            &compiled,
            &prepared,
            Tally {
                keys: self.rows,
                counts: &self.counts,
                lens: &lens,
                heatmap,
                dups: &self.dups,
                dump,
            },
        );
        if let Some(t) = &self.tops {
            crate::analyze::top::apply(&mut report, &t.tops, t.per_field as usize);
        }
        if let Some(bytes) = &self.bytes {
            crate::analyze::bytes::apply(&mut report, bytes, compiled.design().sizing.as_ref());
        }
        Ok(report)
    }

    /// HashChoreWoker's quantile split keys over the keys counted, for `regions` regions, and
    /// a note on what they were cut from (with the rank error when the sample is thinned).
    ///
    /// # Errors
    ///
    /// A [`PartialError`] when `regions` is below 2 or there are too few keys to cut that many
    /// regions.
    pub fn quantile(&self, regions: u32) -> Result<crate::analyze::SplitKeys, PartialError> {
        if regions < 2 {
            return Err(crate::msg!(
                msg::QUANTILE_TWO_REGIONS,
                regions = Arg::Int(regions.into())
            )
            .into());
        }
        let too_few = || {
            PartialError::from(crate::msg!(
                msg::QUANTILE_TOO_FEW,
                regions = Arg::Int(regions.into()),
                rows = Arg::Int(self.rows.into())
            ))
        };
        if self.rows < u64::from(regions) {
            return Err(too_few());
        }
        let repeats = self.dups.repeats(self.rows);
        let (keys, distinct, base) = self
            .sample
            .split_keys(self.rows, regions, repeats)
            .ok_or_else(too_few)?;
        let note = if self.sample.exact() {
            crate::msg!(
                msg::QUANTILE_NOTE,
                rows = Arg::Int(self.rows.into()),
                distinct = Arg::Int(distinct.into()),
                base = Arg::Int(base.into())
            )
        } else {
            // The sketch's error among all keys, and the repeats' shift, among the distinct keys.
            let error = (self.sample.rank_error() * self.rows as f64 + repeats as f64)
                / distinct.max(1) as f64;
            crate::msg!(
                msg::QUANTILE_NOTE_SAMPLED,
                rows = Arg::Int(self.rows.into()),
                distinct = Arg::Int(distinct.into()),
                base = Arg::Int(base.into()),
                kept = Arg::Int((self.sample.len() as u64).into()),
                error = format!("{:.3}", 100.0 * error)
            )
        };
        Ok(crate::analyze::SplitKeys {
            keys,
            note: Some(note),
        })
    }

    /// The split keys cutting `regions` regions of equal bytes over the rows counted (the rule
    /// of [`crate::keys::quantile_bytes`], over the byte-weighted sketch), and a note on what
    /// they were cut from (with the rank error when the sketch compacted).
    ///
    /// # Errors
    ///
    /// A [`PartialError`] when `regions` is below 2, the partial has no row sizes (or was made
    /// by a rowkey without the byte-weighted sketch), or there are fewer bytes than regions.
    pub fn quantile_by_bytes(
        &self,
        regions: u32,
    ) -> Result<crate::analyze::SplitKeys, PartialError> {
        super::quantile_bytes::two_regions(regions)?;
        let Some(sketch) = &self.wbytes else {
            return Err(if self.bytes.is_some() {
                crate::msg!(msg::PARTIAL_NO_BYTE_SKETCH)
            } else {
                crate::msg!(msg::PARTIAL_NO_SIZES)
            }
            .into());
        };
        let total = sketch.total();
        let split = sketch
            .split_keys(regions)
            .filter(|_| self.rows >= u64::from(regions));
        let Some((keys, walked)) = split else {
            return Err(crate::msg!(
                msg::QUANTILE_BYTES_TOO_FEW,
                regions = Arg::Int(regions.into()),
                rows = Arg::Int(self.rows.into()),
                bytes = crate::format::bytes(total)
            )
            .into());
        };
        let (from, distinct) = if sketch.exact() {
            (
                crate::msg!(
                    msg::QUANTILE_BYTES_FROM_ALL,
                    rows = Arg::Int(self.rows.into())
                ),
                walked,
            )
        } else {
            let from = crate::msg!(
                msg::QUANTILE_BYTES_FROM_SKETCH,
                rows = Arg::Int(self.rows.into()),
                kept = Arg::Int((sketch.len() as u64).into()),
                error = format!("{:.3}", 100.0 * sketch.rank_error())
            );
            (from, self.rows.saturating_sub(self.dups.repeats(self.rows)))
        };
        let wanted = u64::from(regions - 1);
        let note = crate::msg!(
            msg::QUANTILE_BYTES_NOTE,
            from = from,
            distinct = Arg::Int(distinct.into()),
            bytes = crate::format::bytes(total),
            base = crate::format::bytes(total / u64::from(regions)),
            made = Arg::Int((keys.len() as u64).into()),
            wanted = Arg::Int(wanted.into())
        );
        Ok(crate::analyze::SplitKeys {
            keys,
            note: Some(note),
        })
    }
}

#[cfg(test)]
mod tests;
