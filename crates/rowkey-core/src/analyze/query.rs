//! Query fan-out: for each named query (which fields it knows), the gets or scans it needs,
//! their start/stop rows, and the regions each touches.
//!
//! The key is built left to right from what the query knows: literals and segments whose fields
//! are all bound are computed exactly (a hash prefix of a bound field is one value); a random
//! `salt(N)` fans out to one prefix per bucket; a salt over the `rest` of the key is computed
//! when the rest is bound, else fans out over its buckets; the first unbound field ends the
//! prefix.

use crate::design::Query;
use crate::encode::Encoder;
use crate::hbase::to_string_binary;
use crate::i18n::{catalogue::query as msg, Arg, Entry, Message};
use crate::java::JInt;
use crate::keyspace::Keyspace;
use crate::plan::ir::{Expr, Op, Src};
use crate::plan::{Plan, PlanPart, SegmentInfo};
use crate::sample::Compiled;
use crate::value::{Value, ValueType};
use serde::Serialize;

pub use crate::limits::MAX_RANGES;

/// What kind of read a query turns into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QueryKind {
    /// Every part of the key is known: one get per salt bucket (or one get).
    Get,
    /// A known prefix: one scan per prefix.
    Scan,
    /// Nothing known at the start of the key: the whole table is scanned.
    FullScan,
}

/// One scan (or get) range.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct ScanRange {
    /// Start row (inclusive), toStringBinary.
    pub start: String,
    /// Stop row (exclusive), toStringBinary; empty for the end of the table. For a get, the row
    /// followed by `\x00` (the one-row scan a get is).
    pub stop: String,
    /// Indexes of the regions the range touches.
    pub regions: Vec<usize>,
}

/// The reads one query needs.
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct QueryReport {
    /// The query's name.
    pub name: String,
    /// Get, scan or full scan.
    pub kind: QueryKind,
    /// How many gets or scans.
    pub scans: usize,
    /// Each range.
    pub ranges: Vec<ScanRange>,
    /// A one-line explanation (why this many, what stopped the prefix).
    pub note: Message,
}

/// The reads each of the design's queries needs, against these split keys (sorted; region `i`
/// is `[split[i-1], split[i])`, as [`crate::hbase::split::regions_from_splits`] numbers them).
///
/// ```
/// use rowkey_core::analyze::query::{plan_queries, QueryKind};
/// use rowkey_core::design::{Design, Query};
/// use rowkey_core::{keyspace::Keyspace, sample::Compiled};
/// let mut d = Design::new("{user_id}|{action}|{ts | rev}");
/// d.fields.insert("user_id".into(), "pattern(\"user###\")".into());
/// d.fields.insert("action".into(), "choice(\"click\", \"buy\")".into());
/// d.fields.insert("ts".into(), "timestamp(\"2024-02-15T00:00:00Z\", 100)".into());
/// d.queries.push(Query {
///     name: "actions of a user".into(),
///     bind: [("user_id", "user"), ("action", "action")]
///         .map(|(k, v)| (k.to_owned(), v.to_owned()))
///         .into_iter()
///         .collect(),
/// });
/// let c = Compiled::new(&d).unwrap();
/// let reports = plan_queries(&c, &Keyspace::nominal(&c), &[b"user5".to_vec()]);
/// let r = &reports[0];
/// assert_eq!((r.kind, r.scans), (QueryKind::Scan, 1));
/// assert_eq!((r.ranges[0].start.as_str(), r.ranges[0].stop.as_str()), ("user|action|", "user|action}"));
/// assert_eq!(r.ranges[0].regions, [1]);
/// assert_eq!(r.note.to_string(), "ts is not bound: the scan stops at the prefix — 1 scan");
/// ```
pub fn plan_queries(
    compiled: &Compiled,
    nominal: &Keyspace,
    split_keys: &[Vec<u8>],
) -> Vec<QueryReport> {
    // Sorting a sorted list is free; it keeps region numbers right if a caller forgot.
    let mut splits = split_keys.to_vec();
    crate::order::sort(&mut splits);
    compiled
        .design()
        .queries
        .iter()
        .map(|q| plan_query(compiled, nominal, &splits, q))
        .collect()
}

/// Key prefixes built so far, and why they look the way they do.
struct Walk<'p> {
    plan: &'p Plan,
    encoder: Encoder<'p>,
    row: Vec<Value>,
    bound: Vec<bool>,
    prefixes: Vec<Vec<u8>>,
    notes: Vec<Message>,
}

fn plan_query(
    compiled: &Compiled,
    nominal: &Keyspace,
    splits: &[Vec<u8>],
    query: &Query,
) -> QueryReport {
    let plan = compiled.plan();
    let mut w = Walk {
        plan,
        encoder: Encoder::new(plan),
        row: Vec::with_capacity(plan.fields().len()),
        bound: Vec::with_capacity(plan.fields().len()),
        prefixes: vec![Vec::new()],
        notes: Vec::new(),
    };
    for (name, spec) in plan.fields().iter().zip(compiled.field_specs()) {
        let ints = matches!(spec.value_type_with(compiled.data()), ValueType::Int(_));
        let value = match query.bind.get(name) {
            Some(text) if ints => match text.trim().parse::<i64>() {
                Ok(v) => Some(Value::Int(JInt::Long(v))),
                Err(_) => {
                    w.notes.push(crate::msg!(
                        msg::NOT_AN_INTEGER,
                        name = name,
                        text = format!("{text:?}")
                    ));
                    None
                }
            },
            Some(text) => Some(Value::Str(text.clone())),
            None => None,
        };
        w.bound.push(value.is_some());
        // Parts reading an unbound field are never evaluated, so any placeholder does.
        w.row.push(value.unwrap_or(Value::Str(String::new())));
    }
    let complete = w.run(nominal);
    let mut prefixes = std::mem::take(&mut w.prefixes);
    crate::order::sort(&mut prefixes);
    prefixes.dedup();
    let (kind, ranges) = if complete {
        let ranges = prefixes
            .iter()
            .map(|row| {
                let mut stop = row.clone();
                stop.push(0);
                (row.clone(), stop)
            })
            .collect();
        (QueryKind::Get, ranges)
    } else if prefixes.iter().any(Vec::is_empty) {
        (QueryKind::FullScan, vec![(Vec::new(), Vec::new())])
    } else {
        // A prefix that extends a shorter one is already inside the shorter one's scan.
        let mut kept: Vec<Vec<u8>> = Vec::with_capacity(prefixes.len());
        for p in prefixes {
            if !kept.last().is_some_and(|k| p.starts_with(k)) {
                kept.push(p);
            }
        }
        let ranges = kept
            .into_iter()
            .map(|p| {
                let stop = prefix_successor(&p);
                (p, stop)
            })
            .collect();
        (QueryKind::Scan, ranges)
    };
    let ranges: Vec<ScanRange> = ranges
        .into_iter()
        .map(|(start, stop)| ScanRange {
            regions: regions_touched(splits, &start, &stop),
            start: to_string_binary(&start),
            stop: to_string_binary(&stop),
        })
        .collect();
    let n = ranges.len();
    let count = match kind {
        QueryKind::Get => crate::msg!(msg::GETS, n = Arg::Int(n as i128)),
        QueryKind::Scan => crate::msg!(msg::SCANS, n = Arg::Int(n as i128)),
        QueryKind::FullScan => crate::msg!(msg::FULL_SCAN),
    };
    let note = match w
        .notes
        .into_iter()
        .reduce(|a, b| crate::msg!(msg::NOTE_AND_NOTE, a = a, b = b))
    {
        None => count,
        Some(notes) => crate::msg!(msg::NOTES_THEN_COUNT, notes = notes, count = count),
    };
    QueryReport {
        name: query.name.clone(),
        kind,
        scans: n,
        ranges,
        note,
    }
}

impl Walk<'_> {
    /// Extend the prefixes part by part; true when the whole key is known.
    fn run(&mut self, nominal: &Keyspace) -> bool {
        let infos = self.plan.segments();
        let mut infos = infos.iter();
        let mut first_segment = true;
        for (i, part) in self.plan.parts().iter().enumerate() {
            let e = match part {
                PlanPart::Literal(bytes) => {
                    self.prefixes.iter_mut().for_each(|p| p.extend(bytes));
                    continue;
                }
                PlanPart::Segment(e) => e,
            };
            let Some(info) = infos.next() else {
                return false;
            };
            let leading = std::mem::replace(&mut first_segment, false);
            if !self.segment(i, e, info, leading, nominal) {
                return false;
            }
        }
        true
    }

    /// Append plan part `i`; false when the prefix stops before it.
    fn segment(
        &mut self,
        i: usize,
        e: &Expr,
        info: &SegmentInfo,
        leading: bool,
        nominal: &Keyspace,
    ) -> bool {
        let unbound = self.unbound(e);
        if !unbound.is_empty() {
            let entry = if self.prefixes.iter().any(Vec::is_empty) {
                msg::NOT_BOUND_LEADS
            } else {
                msg::NOT_BOUND_STOPS
            };
            self.notes.push(with_fields(entry, &unbound));
            return false;
        }
        let mut salts = Vec::new();
        salt_slots(e, &mut salts);
        if e.reads_rest() {
            if !salts.is_empty() {
                self.notes
                    .push(crate::msg!(msg::SALT_WITH_REST, source = &info.source));
                return false;
            }
            return self.rest_segment(i, info, leading, nominal);
        }
        if !salts.is_empty() {
            return self.salted(i, info, &salts);
        }
        match self.encoder.encode_part(i, &self.row, &[], b"") {
            Ok(bytes) => {
                if let Some(what) = computed(e) {
                    self.notes.push(with_fields(what, &info.fields));
                }
                self.prefixes.iter_mut().for_each(|p| p.extend(&bytes));
                true
            }
            Err(err) => self.failed(info, &err.message.to_string()),
        }
    }

    /// A random `salt(N)` (or several in one segment): one prefix per combination of buckets.
    fn salted(&mut self, i: usize, info: &SegmentInfo, salts: &[(usize, u32)]) -> bool {
        let combos = salts
            .iter()
            .try_fold(1usize, |acc, &(_, n)| acc.checked_mul(n as usize))
            .filter(|&c| c <= MAX_RANGES);
        let Some(combos) = combos.filter(|c| c.saturating_mul(self.prefixes.len()) <= MAX_RANGES)
        else {
            self.notes.push(crate::msg!(
                msg::TOO_MANY_BUCKETS,
                source = &info.source,
                max = Arg::Int(MAX_RANGES as i128)
            ));
            return false;
        };
        let mut values: Vec<Vec<u8>> = Vec::with_capacity(combos);
        let mut draw = vec![JInt::Int(0); self.plan.salt_buckets().len()];
        for k in 0..combos {
            // Mixed-radix digits of k: one bucket per salt of the segment.
            let mut rest = k;
            for &(slot, n) in salts {
                let n = n as usize;
                if let Some(d) = draw.get_mut(slot) {
                    *d = JInt::Int((rest % n) as i32);
                }
                rest /= n;
            }
            match self.encoder.encode_part(i, &self.row, &draw, b"") {
                Ok(v) => values.push(v),
                Err(err) => return self.failed(info, &err.message.to_string()),
            }
        }
        crate::order::sort(&mut values);
        values.dedup();
        self.notes.push(crate::msg!(
            msg::RANDOM_PER_BUCKET,
            source = &info.source,
            n = Arg::Int(values.len() as i128)
        ));
        self.fan_out(&values);
        true
    }

    /// A segment over the `rest` of the key (Phoenix's salt byte): exact when everything after it
    /// is known, else one prefix per bucket when it leads the key.
    fn rest_segment(
        &mut self,
        i: usize,
        info: &SegmentInfo,
        leading: bool,
        nominal: &Keyspace,
    ) -> bool {
        if let Some(rest) = self.suffix(i + 1) {
            return match self.encoder.encode_part(i, &self.row, &[], &rest) {
                Ok(bytes) => {
                    self.notes
                        .push(crate::msg!(msg::REST_COMPUTED, source = &info.source));
                    self.prefixes.iter_mut().for_each(|p| p.extend(&bytes));
                    true
                }
                Err(err) => self.failed(info, &err.message.to_string()),
            };
        }
        let after = self.unbound_after(i + 1);
        let because = if after.is_empty() {
            crate::msg!(msg::BECAUSE_SALT)
        } else {
            with_fields(msg::BECAUSE_UNBOUND, &after)
        };
        let buckets = if leading {
            nominal.leading_buckets(MAX_RANGES as u128)
        } else {
            None
        };
        match buckets {
            // The buckets include the literal prefix before the segment: they replace it.
            Some(b) if !b.is_empty() && self.prefixes.len() == 1 => {
                self.notes.push(crate::msg!(
                    msg::REST_PER_BUCKET,
                    source = &info.source,
                    because = because,
                    n = Arg::Int(b.len() as i128)
                ));
                self.prefixes = b;
                true
            }
            _ => {
                self.notes.push(crate::msg!(
                    msg::REST_STOPS,
                    source = &info.source,
                    because = because
                ));
                false
            }
        }
    }

    /// The bytes of parts `from..` when every one of them is known, evaluated right to left so
    /// each `rest` sees what follows it.
    fn suffix(&mut self, from: usize) -> Option<Vec<u8>> {
        let parts = self.plan.parts();
        let mut suffix: Vec<u8> = Vec::new();
        for k in (from..parts.len()).rev() {
            if let PlanPart::Segment(e) = &parts[k] {
                let mut salts = Vec::new();
                salt_slots(e, &mut salts);
                if !salts.is_empty() || !self.unbound(e).is_empty() {
                    return None;
                }
            }
            let mut bytes = self.encoder.encode_part(k, &self.row, &[], &suffix).ok()?;
            bytes.extend_from_slice(&suffix);
            suffix = bytes;
        }
        Some(suffix)
    }

    /// Each prefix followed by each of `values`.
    fn fan_out(&mut self, values: &[Vec<u8>]) {
        let mut next = Vec::with_capacity(self.prefixes.len() * values.len());
        for p in &self.prefixes {
            for v in values {
                let mut k = p.clone();
                k.extend_from_slice(v);
                next.push(k);
            }
        }
        self.prefixes = next;
    }

    fn failed(&mut self, info: &SegmentInfo, message: &str) -> bool {
        self.notes.push(crate::msg!(
            msg::CANNOT_COMPUTE,
            source = &info.source,
            message = message
        ));
        false
    }

    /// Names of the fields `e` reads that the query does not bind.
    fn unbound(&self, e: &Expr) -> Vec<String> {
        let mut idx = Vec::new();
        field_indexes(e, &mut idx);
        let mut names: Vec<String> = Vec::new();
        for i in idx {
            if !self.bound.get(i).copied().unwrap_or(false) {
                if let Some(name) = self.plan.fields().get(i) {
                    if !names.contains(name) {
                        names.push(name.clone());
                    }
                }
            }
        }
        names
    }

    /// Unbound fields of parts `from..`.
    fn unbound_after(&self, from: usize) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for part in self.plan.parts().get(from..).unwrap_or_default() {
            if let PlanPart::Segment(e) = part {
                for n in self.unbound(e) {
                    if !names.contains(&n) {
                        names.push(n);
                    }
                }
            }
        }
        names
    }
}

/// `entry` about the fields `names` (joined by commas; `n` picks "is" or "are").
fn with_fields(entry: &'static Entry, names: &[String]) -> Message {
    Message::new(entry)
        .arg("fields", names.join(", "))
        .arg("n", Arg::Int(names.len() as i128))
}

fn field_indexes(e: &Expr, out: &mut Vec<usize>) {
    match &e.source {
        Src::Field { index, .. } => out.push(*index),
        Src::Concat(args) => args.iter().for_each(|a| field_indexes(a, out)),
        Src::Str(_) | Src::Int(_) | Src::Salt { .. } | Src::Rest => {}
    }
}

fn salt_slots(e: &Expr, out: &mut Vec<(usize, u32)>) {
    match &e.source {
        Src::Salt { slot, buckets } => out.push((*slot, *buckets)),
        Src::Concat(args) => args.iter().for_each(|a| salt_slots(a, out)),
        Src::Field { .. } | Src::Str(_) | Src::Int(_) | Src::Rest => {}
    }
}

/// What a segment of bound fields computes, worth a word in the note: a hash prefix or a
/// bucket (plain copies of bound values need no explanation).
fn computed(e: &Expr) -> Option<&'static Entry> {
    let mut ops = Vec::new();
    all_ops(e, &mut ops);
    if ops.iter().any(|op| op.facts().hash.is_some()) {
        Some(msg::COMPUTED_HASH)
    } else if ops.iter().any(|op| op.facts().bucket) {
        Some(msg::COMPUTED_BUCKET)
    } else {
        None
    }
}

fn all_ops<'e>(e: &'e Expr, out: &mut Vec<&'e Op>) {
    out.extend(e.ops.iter().map(|o| &o.op));
    if let Src::Concat(args) = &e.source {
        args.iter().for_each(|a| all_ops(a, out));
    }
}

/// The shortest row greater than every row starting with `prefix`: the last byte that is not
/// `0xFF` incremented, the `0xFF` bytes after it dropped; all `0xFF` (or empty) means the end of
/// the table (empty).
fn prefix_successor(prefix: &[u8]) -> Vec<u8> {
    let mut s = prefix.to_vec();
    while let Some(&last) = s.last() {
        if last == 0xFF {
            s.pop();
        } else {
            if let Some(b) = s.last_mut() {
                *b += 1;
            }
            break;
        }
    }
    s
}

/// Indexes of the regions `[start, stop)` touches (empty `stop`: to the end of the table).
fn regions_touched(splits: &[Vec<u8>], start: &[u8], stop: &[u8]) -> Vec<usize> {
    // Region i holds the rows r with split[i-1] <= r < split[i].
    let first = splits.partition_point(|s| s.as_slice() <= start);
    let last = if stop.is_empty() {
        splits.len()
    } else {
        splits.partition_point(|s| s.as_slice() < stop)
    };
    (first..=last.max(first)).collect()
}

#[cfg(test)]
mod tests;
