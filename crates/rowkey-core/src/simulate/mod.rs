//! Growth simulation: write a design's keys into a table in insertion order and let HBase's
//! split policies split its regions, to see whether the write spread survives growth.
//!
//! `M` sampled keys (the design's first `M` rows) stand for the `N` rows expected, each for
//! `N / M` of them (the integer shares add up to `N` exactly); every row costs its key length
//! plus the row bytes. Regions start from the design's splits, as `analyze` computes them, and
//! sit round-robin on the servers. After each write the region's size is checked against its
//! policy's threshold ([`policy`]); a region past it splits at the median of its rows by size
//! (`regions` keeps a bounded sample of each region's keys for that).
//!
//! ```
//! use rowkey_core::{design::Design, sample::Compiled};
//! use rowkey_core::simulate::{simulate, SimulateOptions};
//! let mut d = Design::new("{id | i64}");
//! d.fields.insert("id".into(), "seq(1, 1)".into());
//! let c = Compiled::new(&d).unwrap();
//! let opts = SimulateOptions { rows: 10_000, row_bytes: 100_000, sample: 10_000,
//!     ..SimulateOptions::default() };
//! let report = simulate(&c, &opts, &mut |_, _| {}).unwrap();
//! // ~1 GB of sequential keys: one split at 256 MiB (R = 1), then 10 GiB; writes stay on one region.
//! assert_eq!(report.splits.len(), 1);
//! assert_eq!(report.hot_regions_last_window, 1);
//! ```

pub mod policy;
pub mod reach;
mod regions;
mod verdict;

use crate::analyze::budget::{key_cost, sample_rows, MAX_SAMPLE_WORK};
use crate::analyze::splits::sampled_split_keys;
use crate::design::sizing::{DEFAULT_MAX_FILESIZE, MAX_ROWS, MAX_ROW_BYTES, MIN_MAX_FILESIZE};
use crate::design::DesignError;
use crate::hbase::to_string_binary;
use crate::i18n::{catalogue::simulate as msg, Arg, Entry, Message};
use crate::limits::{check_sample_count, MAX_REGIONS};
use crate::sample::Compiled;
use crate::ErrorKind;
use policy::{Policy, Thresholds, DEFAULT_FLUSH_SIZE};
use reach::{burst_len, WriteReach};
use regions::RegionSet;
use serde::{Deserialize, Serialize};

pub use regions::{KEPT_OVERHEAD, MIN_CAP, START_CAP};
pub use verdict::{GrowthVerdict, Spread};

pub use crate::limits::MAX_KEPT_BYTES;
pub use crate::limits::MAX_SERVERS;
pub use crate::limits::MAX_SIMULATION_WINDOWS as MAX_WINDOWS;
/// The default number of sampled keys.
pub const DEFAULT_SAMPLE: u64 = 1_000_000;
/// The default number of timeline windows.
pub const DEFAULT_WINDOWS: u32 = 10;

/// What to simulate. In JSON (the page's request to its worker), a member left out takes the
/// default's value, as the CLI's options do.
///
/// ```
/// use rowkey_core::simulate::{policy::Policy, SimulateOptions};
/// let o: SimulateOptions = serde_json::from_str(r#"{"rows": 5000, "policy": "constant"}"#).unwrap();
/// assert_eq!((o.rows, o.policy, o.servers), (5000, Policy::Constant, 1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SimulateOptions {
    /// Rows written in all (`N`).
    pub rows: u64,
    /// Bytes per row beyond its key (`B`).
    pub row_bytes: u64,
    /// The split policy.
    pub policy: Policy,
    /// `hbase.hregion.max.filesize`.
    pub max_filesize: u64,
    /// `hbase.hregion.memstore.flush.size`.
    pub flush_size: u64,
    /// Region servers (`S`).
    pub servers: u32,
    /// Sampled keys (`M`); fewer when `rows` is smaller.
    pub sample: u64,
    /// Timeline windows (`W`).
    pub windows: u32,
}

impl Default for SimulateOptions {
    fn default() -> Self {
        SimulateOptions {
            rows: 1_000_000,
            row_bytes: 1000,
            policy: Policy::Stepping,
            max_filesize: DEFAULT_MAX_FILESIZE,
            flush_size: DEFAULT_FLUSH_SIZE,
            servers: 1,
            sample: DEFAULT_SAMPLE,
            windows: DEFAULT_WINDOWS,
        }
    }
}

impl SimulateOptions {
    /// Every problem with the options, each naming the option.
    ///
    /// # Errors
    ///
    /// A [`DesignError`] naming the first option out of its range (rows, row size, region size,
    /// windows, servers, sample).
    pub fn check(&self) -> Result<(), DesignError> {
        let bad = |path: &str, m: Message| Err(DesignError::new(ErrorKind::OutOfRange, path, m));
        if self.rows == 0 || self.rows > MAX_ROWS {
            return bad(
                "rows",
                crate::msg!(msg::ROWS_RANGE, rows = int(self.rows), max = int(MAX_ROWS)),
            );
        }
        if self.row_bytes > MAX_ROW_BYTES {
            return bad(
                "row_bytes",
                crate::msg!(
                    msg::ROW_BYTES_RANGE,
                    bytes = int(self.row_bytes),
                    max = int(MAX_ROW_BYTES)
                ),
            );
        }
        // The row bytes alone must fit the byte counters; the keys' share is checked as they
        // are written, from their real lengths (a bound of 32,767-byte keys would refuse the
        // documented most rows even with short keys).
        let least = self.rows as u128 * (self.row_bytes as u128 + 1);
        if least > u64::MAX as u128 {
            return bad(
                "rows",
                crate::msg!(
                    msg::TOO_LARGE,
                    rows = int(self.rows),
                    bytes = int(self.row_bytes)
                ),
            );
        }
        if self.max_filesize < MIN_MAX_FILESIZE || self.max_filesize > i64::MAX as u64 {
            return bad(
                "max_filesize",
                crate::msg!(
                    msg::MAX_FILESIZE_RANGE,
                    bytes = int(self.max_filesize),
                    min = int(MIN_MAX_FILESIZE),
                    max = i64::MAX
                ),
            );
        }
        if self.flush_size == 0 || self.flush_size > i64::MAX as u64 / 2 {
            return bad(
                "flush_size",
                crate::msg!(
                    msg::FLUSH_SIZE_RANGE,
                    bytes = int(self.flush_size),
                    max = i64::MAX / 2
                ),
            );
        }
        if self.servers == 0 || self.servers > MAX_SERVERS {
            return bad(
                "servers",
                crate::msg!(
                    msg::SERVERS_RANGE,
                    servers = int(self.servers),
                    max = int(MAX_SERVERS)
                ),
            );
        }
        if self.windows == 0 || self.windows > MAX_WINDOWS {
            return bad(
                "windows",
                crate::msg!(
                    msg::WINDOWS_RANGE,
                    windows = int(self.windows),
                    max = int(MAX_WINDOWS)
                ),
            );
        }
        check_sample_count(self.sample)
            .map_err(|m| DesignError::new(ErrorKind::OutOfRange, "sample", m))?;
        Ok(())
    }
}

/// Sizes (`--max-filesize`, `--flush-size`, `--row-bytes`, the growth panels) follow the one
/// number rule of [`crate::number`]: binary units, as HBase means them.
///
/// ```
/// use rowkey_core::simulate::parse_size;
/// assert_eq!(parse_size("10G"), Ok(10 << 30));
/// assert_eq!(parse_size("10GB"), Ok(10 << 30));
/// ```
pub use crate::number::parse_size;

/// The policy and the sizes it used.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PolicyReport {
    /// `stepping`, `increasing`, `constant` or `disabled`.
    pub name: &'static str,
    /// The HBase class.
    pub class: &'static str,
    /// The rule in a sentence.
    pub rule: Message,
    /// `hbase.hregion.max.filesize`.
    pub max_filesize: u64,
    /// `hbase.hregion.memstore.flush.size`.
    pub flush_size: u64,
    /// 2 × the flush size.
    pub initial_size: u64,
}

/// A [`PolicyReport`] as read back (a growth report from the worker), its name and class then
/// checked to be one of [`Policy`]'s own.
#[derive(Deserialize)]
struct PolicyReportText {
    name: String,
    class: String,
    rule: Message,
    max_filesize: u64,
    flush_size: u64,
    initial_size: u64,
}

impl<'de> Deserialize<'de> for PolicyReport {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<PolicyReport, D::Error> {
        let r = PolicyReportText::deserialize(d)?;
        let known = |text: &str| {
            Policy::ALL
                .into_iter()
                .flat_map(|p| [p.name(), p.class()])
                .find(|known| *known == text)
                .ok_or_else(|| {
                    serde::de::Error::invalid_value(
                        serde::de::Unexpected::Str(text),
                        &"a split policy's name or class",
                    )
                })
        };
        Ok(PolicyReport {
            name: known(&r.name)?,
            class: known(&r.class)?,
            rule: r.rule,
            max_filesize: r.max_filesize,
            flush_size: r.flush_size,
            initial_size: r.initial_size,
        })
    }
}

/// One split.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SplitEvent {
    /// Rows written when it split.
    pub row: u64,
    /// The region's index (in key order) when it split.
    pub region: usize,
    /// The split key (the high daughter's start), as `Bytes.toStringBinary` writes it.
    pub key: String,
    /// The region's size when it split.
    pub bytes: u64,
    /// The threshold it passed.
    pub threshold: u64,
    /// The table's regions on its server then (R).
    pub table_regions_on_server: u64,
}

/// One window of the timeline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Window {
    /// Rows written by the end of the window.
    pub rows_written: u64,
    /// Regions at the end of the window.
    pub regions: usize,
    /// Regions that took writes in the window.
    pub hot_regions: usize,
    /// The busiest region's share of the window's writes.
    pub busiest_share: f64,
}

/// A region after growth.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FinalRegion {
    /// Start key (toStringBinary; empty: the table's start).
    pub start: String,
    /// End key (toStringBinary; empty: the table's end).
    pub end: String,
    /// Rows it holds.
    pub rows: u64,
    /// Bytes it holds.
    pub bytes: u64,
    /// Rows written to it in the last window.
    pub writes_last_window: u64,
    /// Its server (0-based).
    pub server: u32,
}

/// What the simulation found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GrowthReport {
    /// The design's name.
    pub design: String,
    /// Rows written (`N`).
    pub rows: u64,
    /// Bytes per row beyond the key (`B`).
    pub row_bytes: u64,
    /// Sampled keys (`M`).
    pub sample: u64,
    /// Rows each sampled key stands for (`N / M`).
    pub rows_per_key: f64,
    /// Region servers (`S`).
    pub servers: u32,
    /// The policy and its sizes.
    pub policy: PolicyReport,
    /// Regions the design's splits start the table with.
    pub initial_regions: usize,
    /// Every split, in order.
    pub splits: Vec<SplitEvent>,
    /// The timeline, one entry per window.
    pub timeline: Vec<Window>,
    /// The regions at the end.
    pub final_regions: Vec<FinalRegion>,
    /// Bytes written in all.
    pub total_bytes: u64,
    /// Regions that took writes in the last window.
    pub hot_regions_last_window: usize,
    /// The busiest region's share of the last window's writes.
    pub busiest_share_last_window: f64,
    /// Where the first writes land on the table as the splits start it.
    pub start_reach: WriteReach,
    /// Where the writes that come next land on the table after growth: the outcome.
    pub end_reach: WriteReach,
    /// Does the spread survive?
    pub verdict: GrowthVerdict,
    /// Keys each region kept at most for its median (see `regions`'s bounded memory).
    pub kept_keys_per_region: usize,
    /// Where the simulation is an approximation of HBase.
    pub approximations: Vec<Message>,
}

/// The approximations, said once.
const APPROXIMATIONS: [&Entry; 6] = [
    msg::APPROX_FLUSH,
    msg::APPROX_JITTER,
    msg::APPROX_COMPACTION,
    msg::APPROX_BALANCER,
    msg::APPROX_STORE,
    msg::APPROX_MEDIAN,
];

/// Run the simulation; `progress(done, total)` is called now and then with sampled keys.
///
/// # Errors
///
/// A [`DesignError`] when the design or the options do not check, or a cap (regions, windows,
/// kept bytes) would be passed.
pub fn simulate(
    compiled: &Compiled,
    opts: &SimulateOptions,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<GrowthReport, DesignError> {
    opts.check()?;
    let n = opts.rows;
    let (m, sample_note) = affordable_sample(compiled, opts.sample.min(n))?;
    let windows = (opts.windows as u64).min(m) as u32;
    let thresholds = Thresholds::new(opts.policy, opts.max_filesize, opts.flush_size);
    let split_rows = sample_rows(compiled, compiled.design().sample.count)?.analysed;
    let splits = sampled_split_keys(compiled, split_rows)?;
    let mut keys = splits.keys;
    crate::order::sort(&mut keys);
    keys.dedup();
    keys.retain(|k| !k.is_empty());
    let start_reach = burst_reach(compiled, &keys)?;
    let mut set = RegionSet::new(keys, opts.servers, MAX_KEPT_BYTES);
    let initial_regions = set.regions.len();
    // Row share of key i: rows_before(i + 1) - rows_before(i), so the shares add up to N.
    let rows_before = |i: u64| (i as u128 * n as u128 / m as u128) as u64;
    let window_start = |w: u32| (w as u64 * m) / windows as u64;
    let total_work = m + (m - window_start(windows - 1));

    let mut events = Vec::new();
    let mut timeline = Vec::new();
    let mut total_bytes: u64 = 0;
    // Room past the sample for the burst that follows it.
    let mut sampler = compiled
        .sampler()
        .with_count(m.saturating_add(burst_len(MAX_REGIONS as usize)));
    let mut key = Vec::new();
    let mut window = 0u32;
    let mut next_window_end = window_start(1);
    for index in 0..m {
        match sampler.next_into(&mut key) {
            Some(Ok(())) => {}
            Some(Err(e)) => return Err(e),
            None => break,
        }
        let rows = rows_before(index + 1) - rows_before(index);
        let bytes = (key.len() as u64)
            .checked_add(opts.row_bytes)
            .and_then(|row| row.checked_mul(rows))
            .and_then(|b| b.checked_add(total_bytes).map(|t| (b, t)));
        let Some((bytes, total)) = bytes else {
            return Err(DesignError::new(
                ErrorKind::OutOfRange,
                "rows",
                crate::msg!(
                    msg::TOO_LARGE,
                    rows = int(opts.rows),
                    bytes = int(opts.row_bytes)
                ),
            ));
        };
        total_bytes = total;
        let region = set
            .write(&key, index, rows, bytes, window)
            .map_err(|e| limit_error(index, e))?;
        split_while_over(
            &mut set,
            region,
            &thresholds,
            opts.row_bytes,
            rows_before(index + 1),
            window,
            window_start(window),
            &mut events,
        );
        if set.regions.len() > MAX_REGIONS as usize {
            return Err(limit_error(
                index,
                crate::msg!(msg::TOO_MANY_REGIONS, max = int(MAX_REGIONS)),
            ));
        }
        set.check_start_bytes().map_err(|e| limit_error(index, e))?;
        if index + 1 == next_window_end {
            timeline.push(window_summary(&set, window, rows_before(index + 1)));
            window += 1;
            next_window_end = window_start(window + 1);
        }
        if index % 65_536 == 0 {
            progress(index, total_work);
        }
    }
    // The writes that come next, on the grown table.
    let mut next = vec![0u64; set.regions.len()];
    for _ in 0..burst_len(set.regions.len()) {
        match sampler.next_into(&mut key) {
            Some(Ok(())) => next[set.region_of(&key)] += 1,
            Some(Err(e)) => return Err(e),
            None => break,
        }
    }
    // Where the last window's writes land on the final regions: its keys again, from the start
    // of the window (writes before a split in that window count where the rows now live).
    let last = windows - 1;
    let from = window_start(last);
    let mut last_writes = vec![0u64; set.regions.len()];
    let mut sampler = compiled.sampler().with_count(m);
    sampler.skip_rows(from);
    for index in from..m {
        match sampler.next_into(&mut key) {
            Some(Ok(())) => {}
            Some(Err(e)) => return Err(e),
            None => break,
        }
        last_writes[set.region_of(&key)] += rows_before(index + 1) - rows_before(index);
        if index % 65_536 == 0 {
            progress(m + index - from, total_work);
        }
    }
    progress(total_work, total_work);

    let final_regions: Vec<FinalRegion> = set
        .regions
        .iter()
        .enumerate()
        .map(|(i, r)| FinalRegion {
            start: to_string_binary(&r.start),
            end: set
                .regions
                .get(i + 1)
                .map_or(String::new(), |next| to_string_binary(&next.start)),
            rows: r.rows,
            bytes: r.bytes,
            writes_last_window: last_writes[i],
            server: r.server,
        })
        .collect();
    let last_total: u64 = last_writes.iter().sum();
    let hot_last = last_writes.iter().filter(|&&w| w > 0).count();
    let busiest_last = share(last_writes.iter().copied().max().unwrap_or(0), last_total);
    // A generator that ends with the sample leaves no next writes: the last window's stand in.
    let end_reach = WriteReach::of_counts(if next.iter().any(|&n| n > 0) {
        &next
    } else {
        &last_writes
    });
    let verdict = verdict::verdict(&timeline, &start_reach, &end_reach);
    Ok(GrowthReport {
        design: compiled.design().name.clone(),
        rows: n,
        row_bytes: opts.row_bytes,
        sample: m,
        rows_per_key: n as f64 / m as f64,
        servers: opts.servers,
        policy: PolicyReport {
            name: opts.policy.name(),
            class: opts.policy.class(),
            rule: opts.policy.rule(),
            max_filesize: thresholds.max_filesize,
            flush_size: thresholds.flush_size,
            initial_size: thresholds.initial_size,
        },
        initial_regions,
        splits: events,
        timeline,
        final_regions,
        total_bytes,
        hot_regions_last_window: hot_last,
        busiest_share_last_window: busiest_last,
        start_reach,
        end_reach,
        verdict,
        kept_keys_per_region: set.cap,
        approximations: sample_note
            .into_iter()
            .chain(APPROXIMATIONS.iter().map(|e| Message::new(e)))
            .collect(),
    })
}

/// The sampled keys a simulation of `wanted` keys can afford within the analysis's work budget,
/// and why it took fewer when it did. The simulation makes each sampled key about twice (the
/// growth, then the last window again) and two bursts beside them, which a third stands for.
fn affordable_sample(
    compiled: &Compiled,
    wanted: u64,
) -> Result<(u64, Option<Message>), DesignError> {
    let cost = key_cost(compiled, wanted)?.max(1);
    let affordable = MAX_SAMPLE_WORK / cost / 3;
    // A floor, so the windows and the bursts still have keys to measure.
    let m = wanted.min(affordable.max(MIN_AFFORDABLE_SAMPLE));
    let note = (m < wanted).then(|| {
        crate::msg!(
            msg::SAMPLE_BUDGET,
            analysed = m,
            requested = wanted,
            cost = cost,
            max = MAX_SAMPLE_WORK
        )
    });
    Ok((m, note))
}

/// The fewest sampled keys a simulation runs, however costly each key is.
const MIN_AFFORDABLE_SAMPLE: u64 = 1_000;

fn limit_error(index: u64, message: impl Into<Arg>) -> DesignError {
    DesignError::new(
        ErrorKind::OutOfRange,
        "rows",
        crate::msg!(msg::AT_KEY, index = int(index), message = message),
    )
}

/// A figure shown as it is, ungrouped (the options' ranges, a key's index).
fn int(n: impl Into<u64>) -> Arg {
    Arg::Int(n.into().into())
}

fn share(part: u64, total: u64) -> f64 {
    if total == 0 {
        0.0
    } else {
        part as f64 / total as f64
    }
}

/// Split `region` (and then its daughters) while it is over its threshold.
#[allow(clippy::too_many_arguments)]
fn split_while_over(
    set: &mut RegionSet,
    region: usize,
    thresholds: &Thresholds,
    row_bytes: u64,
    row: u64,
    window: u32,
    window_start: u64,
    events: &mut Vec<SplitEvent>,
) {
    let mut pending = vec![region];
    while let Some(i) = pending.pop() {
        let r = &set.regions[i];
        let count = set.per_server[r.server as usize];
        let Some(threshold) = thresholds.size_to_check(count) else {
            return;
        };
        if r.bytes <= threshold {
            continue;
        }
        let bytes = r.bytes;
        let Some(cut) = set.cut(i, row_bytes) else {
            continue;
        };
        events.push(SplitEvent {
            row,
            region: i,
            key: to_string_binary(&cut.key),
            bytes,
            threshold,
            table_regions_on_server: count,
        });
        set.split(i, cut, window, window_start);
        if set.regions.len() > MAX_REGIONS as usize {
            return;
        }
        // Both daughters may still be over (a key can stand for many rows).
        pending.push(i + 1);
        pending.push(i);
    }
}

fn window_summary(set: &RegionSet, window: u32, rows_written: u64) -> Window {
    let writes: Vec<u64> = set.regions.iter().map(|r| r.rows_in(window)).collect();
    let total: u64 = writes.iter().sum();
    Window {
        rows_written,
        regions: set.regions.len(),
        hot_regions: writes.iter().filter(|&&w| w > 0).count(),
        busiest_share: share(writes.iter().copied().max().unwrap_or(0), total),
    }
}

/// Where the design's first writes land on the table its splits start: a burst from the
/// sample's first rows.
fn burst_reach(compiled: &Compiled, splits: &[Vec<u8>]) -> Result<WriteReach, DesignError> {
    let mut counts = vec![0u64; splits.len() + 1];
    let burst = burst_len(counts.len());
    let mut sampler = compiled.sampler().with_count(burst);
    let mut key = Vec::new();
    while let Some(next) = sampler.next_into(&mut key) {
        next?;
        counts[splits.partition_point(|s| s.as_slice() <= key.as_slice())] += 1;
    }
    Ok(WriteReach::of_counts(&counts))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::Design;

    const MIB: u64 = 1 << 20;

    /// One region, sequential 8-byte keys, rows of exactly 1 MiB.
    fn one_region(policy: Policy, rows: u64) -> GrowthReport {
        let mut d = Design::new("{id | i64}");
        d.fields.insert("id".into(), "seq(1, 1)".into());
        let c = Compiled::new(&d).unwrap();
        let opts = SimulateOptions {
            rows,
            row_bytes: MIB - 8,
            policy,
            ..SimulateOptions::default()
        };
        simulate(&c, &opts, &mut |_, _| {}).unwrap()
    }

    #[test]
    fn a_300_mb_region_splits_once_under_stepping_and_not_under_constant() {
        let s = one_region(Policy::Stepping, 300);
        assert_eq!(s.splits.len(), 1);
        // 257 MiB is the first size over 256 MiB; R was 1.
        assert_eq!(s.splits[0].row, 257);
        assert_eq!(s.splits[0].bytes, 257 * MIB);
        assert_eq!(s.splits[0].threshold, 256 * MIB);
        assert_eq!(s.splits[0].table_regions_on_server, 1);
        assert_eq!(s.final_regions.len(), 2);
        assert_eq!(s.total_bytes, 300 * MIB);
        let total: u64 = s.final_regions.iter().map(|r| r.bytes).sum();
        assert_eq!(total, 300 * MIB);
        assert!(one_region(Policy::Constant, 300).splits.is_empty());
        assert!(one_region(Policy::Disabled, 300).splits.is_empty());
        // Increasing: 256 MiB at R = 1, then 2 GiB at R = 2, not reached by 300 MiB.
        assert_eq!(one_region(Policy::Increasing, 300).splits.len(), 1);
    }

    #[test]
    fn increasing_thresholds_follow_the_region_count() {
        let s = one_region(Policy::Increasing, 20 * 1024);
        let thresholds: Vec<u64> = s.splits.iter().map(|e| e.threshold).collect();
        assert_eq!(&thresholds[..3], [256 * MIB, 2048 * MIB, 6912 * MIB]);
        assert!(thresholds[3..].iter().all(|&t| t == 10 * 1024 * MIB));
        for e in &s.splits {
            assert!(e.bytes > e.threshold);
        }
    }

    #[test]
    fn rows_shares_add_up_and_bad_options_say_which() {
        let mut d = Design::new("{id}");
        d.fields.insert("id".into(), "seq(1, 1)".into());
        let c = Compiled::new(&d).unwrap();
        let opts = SimulateOptions {
            rows: 1_000_003,
            row_bytes: 10,
            sample: 1000,
            windows: 7,
            ..SimulateOptions::default()
        };
        let r = simulate(&c, &opts, &mut |_, _| {}).unwrap();
        assert_eq!(r.timeline.len(), 7);
        assert_eq!(r.timeline.last().unwrap().rows_written, 1_000_003);
        let rows: u64 = r.final_regions.iter().map(|r| r.rows).sum();
        assert_eq!(rows, 1_000_003);
        for (field, opts) in [
            (
                "rows",
                SimulateOptions {
                    rows: 0,
                    ..opts.clone()
                },
            ),
            (
                "rows",
                SimulateOptions {
                    rows: u64::MAX,
                    ..opts.clone()
                },
            ),
            (
                "row_bytes",
                SimulateOptions {
                    row_bytes: 1 << 40,
                    ..opts.clone()
                },
            ),
            (
                "max_filesize",
                SimulateOptions {
                    max_filesize: 10,
                    ..opts.clone()
                },
            ),
            (
                "servers",
                SimulateOptions {
                    servers: 0,
                    ..opts.clone()
                },
            ),
            (
                "windows",
                SimulateOptions {
                    windows: 0,
                    ..opts.clone()
                },
            ),
            (
                "sample",
                SimulateOptions {
                    sample: 0,
                    ..opts.clone()
                },
            ),
        ] {
            assert_eq!(simulate(&c, &opts, &mut |_, _| {}).unwrap_err().path, field);
        }
    }

    #[test]
    fn too_many_regions_is_an_error_not_a_hang() {
        let mut d = Design::new("{id | md5 | hex}");
        d.fields.insert("id".into(), "seq(1, 1)".into());
        let c = Compiled::new(&d).unwrap();
        let opts = SimulateOptions {
            rows: 1_000_000_000_000,
            row_bytes: 1 << 20,
            max_filesize: 2 << 20,
            sample: 200_000,
            ..SimulateOptions::default()
        };
        let e = simulate(&c, &opts, &mut |_, _| {}).unwrap_err();
        assert!(
            e.message.to_string().contains("65536 regions")
                || e.message.to_string().contains("--sample"),
            "{e}"
        );
    }
}
