//! The table's regions beside the design's: JMX numbers joined to a region list by encoded
//! name, each region matched to the design's region with the same start and end key, the ones
//! the table has split or merged since said as such, and the real table judged with the
//! key-count verdict's thresholds.

use super::{MetricsError, MetricsFile, MetricsFormat, ObservedRegion, MAX_REGIONS};
use crate::analyze::stats::Verdict;
use crate::analyze::verdict::verdict_word;
use crate::analyze::Report;
use crate::hbase::{to_bytes_binary, to_string_binary};
use crate::i18n::catalogue::metrics as msg;
use crate::i18n::{Arg, Message};
use serde::Serialize;
use std::cmp::Ordering;
use std::collections::{BTreeSet, HashMap};

/// A region of the real table and its numbers, keys in `toStringBinary`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Observed {
    /// Start key.
    pub start: String,
    /// End key (empty: the table's end).
    pub end: String,
    /// Encoded region name, when the files give it.
    pub encoded: Option<String>,
    /// Region server, when the files give it.
    pub server: Option<String>,
    /// Store-file bytes.
    pub store_file_bytes: Option<u64>,
    /// Memstore bytes.
    pub memstore_bytes: Option<u64>,
    /// Read requests.
    pub read_requests: Option<u64>,
    /// Write requests.
    pub write_requests: Option<u64>,
    /// Read and write requests together, where only the total is printed (`list_regions`'
    /// REQ).
    pub requests: Option<u64>,
    /// Its share of the table's store-file bytes.
    pub bytes_share: Option<f64>,
    /// Its share of the table's write requests (of its requests when only those are known).
    pub writes_share: Option<f64>,
}

/// One of the design's regions: what it predicts and what the table shows for the region with
/// the same bounds.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RegionMetrics {
    /// The design region's index.
    pub region: usize,
    /// Its start key.
    pub start: String,
    /// Its end key.
    pub end: String,
    /// The share of keys the keyspace model predicts (`expected_share`).
    pub predicted_share: f64,
    /// The share of the sample's (or key dump's) keys that fell in it.
    pub sample_share: f64,
    /// The table's region with the same bounds; `None` when it has none (split or merged).
    pub observed: Option<Observed>,
}

/// How a region of the table differs from the design's splits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum UnmatchedKind {
    /// It covers part of one design region.
    Split,
    /// It covers several design regions exactly.
    Merged,
    /// Its bounds cross the design's: split and merged since.
    Moved,
}

/// A region of the table whose bounds are not a design region's.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Unmatched {
    /// How it differs.
    pub kind: UnmatchedKind,
    /// The first design region it overlaps.
    pub first_region: usize,
    /// The last design region it overlaps.
    pub last_region: usize,
    /// The region and its numbers.
    pub observed: Observed,
}

impl Unmatched {
    /// The line that says it: its bounds, the design regions it overlaps, how it differs and
    /// its store-file bytes (binary units, as HBase's pages count them), for the CLI's report
    /// and the page alike.
    pub fn line(&self) -> Message {
        let why = match self.kind {
            UnmatchedKind::Split => msg::SPLIT,
            UnmatchedKind::Merged => msg::MERGED,
            UnmatchedKind::Moved => msg::MOVED,
        };
        let regions = if self.first_region == self.last_region {
            self.first_region.to_string()
        } else {
            format!("{}–{}", self.first_region, self.last_region)
        };
        let bytes = self
            .observed
            .store_file_bytes
            .map_or_else(|| "–".to_owned(), |v| crate::format::binary_bytes(v.into()));
        crate::msg!(
            msg::UNMATCHED_LINE,
            start = self.observed.start.as_str(),
            end = self.observed.end.as_str(),
            regions = regions,
            why = Message::new(why),
            bytes = bytes
        )
    }
}

/// One measure over the table's regions, judged like the keys per region.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figure {
    /// `store_file_bytes`, `write_requests`, or `requests` (reads and writes, when the files
    /// print only those).
    pub measure: &'static str,
    /// Regions that carry the measure.
    pub regions: usize,
    /// Their total.
    pub total: u128,
    /// `(max − min) / mean` in percent.
    pub deviation_pct: f64,
    /// The key-count verdict's thresholds on `deviation_pct`.
    pub verdict: Verdict,
    /// The largest region's share.
    pub largest_share: f64,
    /// Its start key.
    pub largest_start: String,
    /// `1 / regions`.
    pub even_share: f64,
}

/// The verdict on the real table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableVerdict {
    /// The worse of `bytes` and `writes`; `good` when neither can be measured.
    pub level: Verdict,
    /// Store-file bytes per region.
    pub bytes: Option<Figure>,
    /// Write requests (or requests) per region.
    pub writes: Option<Figure>,
    /// One sentence per figure.
    pub reasons: Vec<Message>,
}

/// The table's numbers beside the design's regions.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MetricsReport {
    /// The forms read.
    pub formats: Vec<MetricsFormat>,
    /// The table, when the files name it.
    pub table: Option<String>,
    /// Regions of the table read.
    pub observed_regions: usize,
    /// The design's regions, in key order, each with the table's region of the same bounds.
    pub regions: Vec<RegionMetrics>,
    /// The table's regions that no longer match the design's splits.
    pub unmatched: Vec<Unmatched>,
    /// The verdict on the real table.
    pub verdict: TableVerdict,
    /// What was noticed reading and joining the files.
    pub notes: Vec<Message>,
}

/// The table's regions joined from several files, ready to [`compare`].
#[derive(Clone, Debug, PartialEq)]
pub struct Combined {
    /// The forms read, one per file.
    pub formats: Vec<MetricsFormat>,
    /// The table's regions, each with its start key (and its end key when the files show it).
    pub regions: Vec<ObservedRegion>,
    /// The table, when the files name it.
    pub table: Option<String>,
    /// What was noticed reading and joining the files.
    pub notes: Vec<Message>,
}

/// The regions of the table from several files: a region list (shell or master UI) gives
/// every region its keys; JMX numbers join it by encoded name and take the place of the
/// list's own (they are exact bytes and split reads from writes). Also the table's name and
/// the notes on what did not join.
///
/// # Errors
///
/// A [`MetricsError`] when the regions together pass [`MAX_REGIONS`](crate::metrics::MAX_REGIONS),
/// or the files name more than one table.
///
/// ```
/// use rowkey_core::metrics::{combine, read};
/// let jmx = read(br#"{"beans":[{"name":"Hadoop:service=HBase,name=RegionServer,sub=Regions",
///   "Namespace_default_table_t_region_0a1b_metric_storeFileSize":42}]}"#, None).unwrap();
/// let err = combine(&[jmx.clone()]).unwrap_err();
/// assert!(err.to_string().contains("list_regions"), "{err}");
/// let shell = read(b" REGION_NAME | SIZE |\n ----------- | ---- |\n  t,,1.0a1b. |    0 |\n 1 rows\n", None).unwrap();
/// let c = combine(&[shell, jmx]).unwrap();
/// assert_eq!((c.regions[0].store_file_bytes, c.table.as_deref()), (Some(42), Some("t")));
/// ```
pub fn combine(files: &[MetricsFile]) -> Result<Combined, MetricsError> {
    let formats: Vec<MetricsFormat> = files.iter().map(|f| f.format).collect();
    let mut notes: Vec<Message> = files.iter().flat_map(|f| f.notes.clone()).collect();
    let mut listed: Vec<ObservedRegion> = Vec::new();
    let mut by_name: HashMap<String, usize> = HashMap::new();
    for r in files
        .iter()
        .filter(|f| f.format.has_keys())
        .flat_map(|f| f.regions.iter())
    {
        match r.encoded.as_ref().and_then(|e| by_name.get(e)) {
            Some(&i) => fill(&mut listed[i], r),
            None => {
                if listed.len() >= MAX_REGIONS {
                    return Err(MetricsError::new(crate::msg!(
                        msg::TOO_MANY_REGIONS,
                        limit = Arg::Count(MAX_REGIONS as u64)
                    )));
                }
                if let Some(e) = &r.encoded {
                    by_name.insert(e.clone(), listed.len());
                }
                listed.push(r.clone());
            }
        }
    }
    let tables: BTreeSet<&str> = listed.iter().filter_map(|r| r.table.as_deref()).collect();
    if tables.len() > 1 {
        let names: Vec<&str> = tables.iter().take(5).copied().collect();
        return Err(MetricsError::new(crate::msg!(
            msg::SEVERAL_TABLES,
            tables = names.join(", ")
        )));
    }
    let table = tables.first().map(|t| (*t).to_owned());
    let jmx: Vec<&ObservedRegion> = files
        .iter()
        .filter(|f| !f.format.has_keys())
        .flat_map(|f| f.regions.iter())
        .collect();
    if jmx.is_empty() {
        return Ok(Combined {
            formats,
            regions: listed,
            table,
            notes,
        });
    }
    if listed.is_empty() {
        let example = jmx
            .iter()
            .find_map(|r| r.encoded.clone())
            .unwrap_or_else(|| "–".into());
        return Err(MetricsError::new(crate::msg!(
            msg::JMX_NEEDS_LISTING,
            example = example
        )));
    }
    let (mut other, mut unlisted, mut first_unlisted) = (0u64, 0u64, None);
    let mut joined = vec![false; listed.len()];
    for j in jmx {
        match j.encoded.as_ref().and_then(|e| by_name.get(e)) {
            Some(&i) => {
                let r = &mut listed[i];
                r.store_file_bytes = j.store_file_bytes.or(r.store_file_bytes);
                r.memstore_bytes = j.memstore_bytes.or(r.memstore_bytes);
                r.read_requests = j.read_requests.or(r.read_requests);
                r.write_requests = j.write_requests.or(r.write_requests);
                joined[i] = true;
            }
            None if table.is_none() || j.table == table => {
                unlisted += 1;
                first_unlisted = first_unlisted.or(j.encoded.clone());
            }
            None => other += 1,
        }
    }
    let missing = joined.iter().filter(|j| !**j).count();
    if missing > 0 {
        notes.push(crate::msg!(msg::NO_JMX, count = Arg::Count(missing as u64)));
    }
    if unlisted > 0 {
        notes.push(crate::msg!(
            msg::NOT_LISTED,
            count = Arg::Count(unlisted),
            example = first_unlisted.unwrap_or_default()
        ));
    }
    if other > 0 {
        notes.push(crate::msg!(msg::OTHER_TABLES, count = Arg::Count(other)));
    }
    Ok(Combined {
        formats,
        regions: listed,
        table,
        notes,
    })
}

/// Fill what `into` lacks from `from` (the same region in another list).
fn fill(into: &mut ObservedRegion, from: &ObservedRegion) {
    into.end = into.end.take().or_else(|| from.end.clone());
    into.server = into.server.take().or_else(|| from.server.clone());
    into.store_file_bytes = into.store_file_bytes.or(from.store_file_bytes);
    into.memstore_bytes = into.memstore_bytes.or(from.memstore_bytes);
    into.read_requests = into.read_requests.or(from.read_requests);
    into.write_requests = into.write_requests.or(from.write_requests);
    into.requests = into.requests.or(from.requests);
}

/// `a` against `b` as end keys: the empty end is past every key.
fn cmp_end(a: &[u8], b: &[u8]) -> Ordering {
    match (a.is_empty(), b.is_empty()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        (false, false) => a.cmp(b),
    }
}

/// Match the table's regions (as [`combine`] gives them) to the report's regions and judge
/// the table.
///
/// A table region matches a design region when both its start and its end key are the design
/// region's. Any other is [`Unmatched`]: split (inside one design region), merged (exactly
/// several), or moved; it still counts in the verdict, which is on the real table as it is.
/// A region without an end key ends where the next one starts.
///
/// # Errors
///
/// A [`MetricsError`] when a region's start key is not known (JMX metrics alone need a listing
/// beside them), or two regions start at the same key.
pub fn compare(report: &Report, combined: Combined) -> Result<MetricsReport, MetricsError> {
    let Combined {
        formats,
        regions: mut observed,
        table,
        notes,
    } = combined;
    if let Some(r) = observed.iter().find(|r| r.start.is_none()) {
        let example = r.encoded.clone().unwrap_or_else(|| "–".into());
        return Err(MetricsError::new(crate::msg!(
            msg::JMX_NEEDS_LISTING,
            example = example
        )));
    }
    let start_of = |r: &ObservedRegion| r.start.clone().unwrap_or_default();
    crate::order::sort_by_key(&mut observed, start_of);
    for w in observed.windows(2) {
        if w[0].start == w[1].start {
            let place = |r: &ObservedRegion| {
                crate::msg!(
                    msg::AT_LINE,
                    line = Arg::Int(r.line as i128),
                    message = r.encoded.clone().unwrap_or_default()
                )
                .to_string()
            };
            return Err(MetricsError::new(crate::msg!(
                msg::DUPLICATE_START,
                key = to_string_binary(&start_of(&w[0])),
                first = place(&w[0]),
                second = place(&w[1])
            )));
        }
    }
    for i in 0..observed.len() {
        if observed[i].end.is_none() {
            let next = observed.get(i + 1).map(start_of).unwrap_or_default();
            observed[i].end = Some(next);
        }
    }
    let mut notes = notes;
    if let Some(note) = gaps(&observed) {
        notes.push(note);
    }
    let starts: Vec<Vec<u8>> = report
        .regions
        .iter()
        .map(|g| to_bytes_binary(&g.start))
        .collect();
    let ends: Vec<Vec<u8>> = report
        .regions
        .iter()
        .map(|g| to_bytes_binary(&g.end))
        .collect();

    let bytes_total: u128 = observed
        .iter()
        .filter_map(|r| r.store_file_bytes)
        .map(u128::from)
        .sum();
    let by_writes = observed.iter().any(|r| r.write_requests.is_some());
    let writes_of = |r: &ObservedRegion| {
        if by_writes {
            r.write_requests
        } else {
            r.requests
        }
    };
    let writes_total: u128 = observed.iter().filter_map(writes_of).map(u128::from).sum();
    let share =
        |v: Option<u64>, total: u128| v.filter(|_| total > 0).map(|v| v as f64 / total as f64);

    let mut regions: Vec<RegionMetrics> = report
        .regions
        .iter()
        .enumerate()
        .map(|(i, g)| RegionMetrics {
            region: i,
            start: g.start.clone(),
            end: g.end.clone(),
            predicted_share: g.expected_share,
            sample_share: g.share,
            observed: None,
        })
        .collect();
    let mut unmatched = Vec::new();
    for r in &observed {
        let start = start_of(r);
        let end = r.end.clone().unwrap_or_default();
        let o = Observed {
            start: to_string_binary(&start),
            end: to_string_binary(&end),
            encoded: r.encoded.clone(),
            server: r.server.clone(),
            store_file_bytes: r.store_file_bytes,
            memstore_bytes: r.memstore_bytes,
            read_requests: r.read_requests,
            write_requests: r.write_requests,
            requests: r.requests,
            bytes_share: share(r.store_file_bytes, bytes_total),
            writes_share: share(writes_of(r), writes_total),
        };
        if starts.is_empty() {
            continue;
        }
        let first = starts
            .partition_point(|s| s.as_slice() <= start.as_slice())
            .max(1)
            - 1;
        let last = if end.is_empty() {
            starts.len() - 1
        } else {
            starts
                .partition_point(|s| s.as_slice() < end.as_slice())
                .max(first + 1)
                - 1
        };
        let on_start = starts[first] == start;
        let on_end = cmp_end(&end, &ends[last]) == Ordering::Equal;
        if first == last && on_start && on_end {
            regions[first].observed = Some(o);
        } else {
            let kind = if first == last {
                UnmatchedKind::Split
            } else if on_start && on_end {
                UnmatchedKind::Merged
            } else {
                UnmatchedKind::Moved
            };
            unmatched.push(Unmatched {
                kind,
                first_region: first,
                last_region: last,
                observed: o,
            });
        }
    }
    let bytes = figure(&observed, "store_file_bytes", |r| r.store_file_bytes);
    let writes = figure(
        &observed,
        if by_writes {
            "write_requests"
        } else {
            "requests"
        },
        writes_of,
    );
    let verdict = judge(bytes, writes, by_writes);
    Ok(MetricsReport {
        formats,
        table,
        observed_regions: observed.len(),
        regions,
        unmatched,
        verdict,
        notes,
    })
}

/// The stretches of keyspace no region read covers (sorted regions, ends filled in), said.
fn gaps(observed: &[ObservedRegion]) -> Option<Message> {
    let mut found: Vec<(Vec<u8>, Vec<u8>)> = Vec::new();
    let mut covered: Vec<u8> = Vec::new();
    let mut open_end = false;
    for (i, r) in observed.iter().enumerate() {
        let start = r.start.clone().unwrap_or_default();
        if (i == 0 && !start.is_empty()) || (i > 0 && start != covered) {
            found.push((covered.clone(), start));
        }
        covered = r.end.clone().unwrap_or_default();
        open_end = covered.is_empty();
    }
    if !observed.is_empty() && !open_end {
        found.push((covered, Vec::new()));
    }
    let (from, to) = found.first()?;
    Some(crate::msg!(
        msg::GAPS,
        count = Arg::Count(found.len() as u64),
        from = to_string_binary(from),
        to = to_string_binary(to)
    ))
}

fn figure(
    observed: &[ObservedRegion],
    measure: &'static str,
    value: impl Fn(&ObservedRegion) -> Option<u64>,
) -> Option<Figure> {
    let values: Vec<(u64, &ObservedRegion)> = observed
        .iter()
        .filter_map(|r| value(r).map(|v| (v, r)))
        .collect();
    if values.is_empty() {
        return None;
    }
    let total: u128 = values.iter().map(|(v, _)| u128::from(*v)).sum();
    let n = values.len();
    let (min, _) = values.iter().min_by_key(|(v, _)| *v)?;
    let (max, largest) = values.iter().max_by_key(|(v, _)| *v)?;
    let mean = total as f64 / n as f64;
    let deviation_pct = if mean > 0.0 {
        (max - min) as f64 / mean * 100.0
    } else {
        0.0
    };
    Some(Figure {
        measure,
        regions: n,
        total,
        deviation_pct,
        verdict: Verdict::of(deviation_pct),
        largest_share: if total > 0 {
            *max as f64 / total as f64
        } else {
            0.0
        },
        largest_start: to_string_binary(largest.start.as_deref().unwrap_or_default()),
        even_share: 1.0 / n as f64,
    })
}

fn rank(v: Verdict) -> u8 {
    match v {
        Verdict::Good => 0,
        Verdict::Acceptable => 1,
        Verdict::NeedsWork => 2,
    }
}

fn judge(bytes: Option<Figure>, writes: Option<Figure>, by_writes: bool) -> TableVerdict {
    let say = |entry, f: &Figure| {
        Message::new(entry)
            .arg("dev", format!("{:.1}", f.deviation_pct))
            .arg("label", verdict_word(f.verdict))
            .arg("largest", Arg::Percent(f.largest_share))
            .arg("even", Arg::Percent(f.even_share))
            .arg("region", f.largest_start.as_str())
    };
    let mut reasons = Vec::new();
    let mut level = Verdict::Good;
    for (f, entry) in [
        (&bytes, msg::BYTES),
        (
            &writes,
            if by_writes {
                msg::WRITES
            } else {
                msg::REQUESTS
            },
        ),
    ] {
        if let Some(f) = f {
            reasons.push(say(entry, f));
            if rank(f.verdict) > rank(level) {
                level = f.verdict;
            }
        }
    }
    if reasons.is_empty() {
        reasons.push(crate::msg!(msg::NO_NUMBERS));
    }
    TableVerdict {
        level,
        bytes,
        writes,
        reasons,
    }
}
