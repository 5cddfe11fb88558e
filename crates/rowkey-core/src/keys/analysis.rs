//! The report on real keys: the sample analysis' report, its counts taken from a key dump.

use super::dups::Duplicates;
use super::heat::StreamHeat;
use super::order::{KeysOrder, OrderChoice};
use super::partial::{ByteSketch, KeySketch, KeysPartial, PartialCounts, Run};
use super::quantile::KeyReservoir;
use super::reader::{KeyReader, KeysError};
use super::row::{Row, RowSink};
use super::KeyFormat;
use crate::analyze::distribution::{lengths_of, Distribution, Heatmap};
use crate::analyze::dump::DumpReport;
use crate::analyze::report::{build, prepare, Prepared, ReportSource};
use crate::analyze::verdict::judge;
use crate::analyze::{AnalyzeOptions, Report};
use crate::decode::top::RegionTops;
use crate::decode::Decoder;
use crate::design::DesignError;
use crate::i18n::{catalogue::report as msg, Arg, Message};
use crate::sample::Compiled;

mod fresh;
mod quantile;

/// Analyses a key dump pushed in chunks against a design's splits.
///
/// ```
/// use rowkey_core::analyze::AnalyzeOptions;
/// use rowkey_core::design::{Design, SplitAlgorithm};
/// use rowkey_core::keys::{KeyFormat, KeysAnalysis};
/// use rowkey_core::sample::Compiled;
/// let mut d = Design::new("{id}");
/// d.fields.insert("id".into(), "pattern(\"user###\")".into());
/// d.splits.algorithm = SplitAlgorithm::Explicit;
/// d.splits.keys = vec!["user5".into()];
/// let c = Compiled::new(&d).unwrap();
/// let opts = AnalyzeOptions::for_design(&c);
/// let mut a = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap();
/// a.push(b"user100\nuser600\r\nuser7").unwrap();
/// let report = a.finish().unwrap();
/// assert_eq!((report.keys_read, report.regions[0].count, report.regions[1].count), (Some(3), 1, 2));
/// ```
#[derive(Debug)]
pub struct KeysAnalysis {
    compiled: Compiled,
    prepared: Prepared,
    reader: KeyReader,
    counter: Counter,
    finished: bool,
    order: OrderChoice,
}

/// What is counted per key.
#[derive(Debug)]
struct Counter {
    regions: crate::analyze::Regions,
    counts: Vec<u64>,
    lens: Vec<u64>,
    keys: u64,
    heat: StreamHeat,
    dups: Duplicates,
    reservoir: Option<KeyReservoir>,
    /// For a partial: the key bytes and the quantile sketch.
    key_bytes: u64,
    sample: Option<KeySketch>,
    /// Each region's top values, when asked for: the keys decoded through the template.
    tops: Option<Tops>,
    /// Each region's bytes, when the dump gives row sizes.
    bytes: Option<Vec<u64>>,
    /// For a partial of a dump with row sizes: the byte-weighted quantile sketch.
    wbytes: Option<ByteSketch>,
}

/// The template keys are decoded through, and what is counted of them.
#[derive(Debug)]
struct Tops {
    plan: crate::plan::Plan,
    decoder: Decoder,
    tops: RegionTops,
    per_field: usize,
}

impl Counter {
    #[inline]
    fn add(&mut self, row: Row<'_>) {
        let key = row.key;
        let region = self.regions.region_of(key);
        if let (Some(bytes), Some(size)) = (&mut self.bytes, row.size) {
            bytes[region] = bytes[region].saturating_add(size);
            if let Some(w) = &mut self.wbytes {
                w.add(key, size);
            }
        }
        if let Some(t) = &mut self.tops {
            t.tops
                .add(region, &t.decoder.decode(&t.plan, key), row.line);
        }
        self.counts[region] += 1;
        if self.lens.len() <= key.len() {
            self.lens.resize(key.len() + 1, 0);
        }
        self.lens[key.len()] += 1;
        self.keys += 1;
        self.heat.tick(&self.counts);
        self.dups.add(key);
        if let Some(r) = &mut self.reservoir {
            r.add_sized(key, row.size.unwrap_or(0));
        }
        if let Some(s) = &mut self.sample {
            self.key_bytes += key.len() as u64;
            s.add(key);
        }
    }
}

impl KeysAnalysis {
    /// Start analysing keys in `format` against `compiled`'s splits (made as the sample
    /// analysis makes them, `opts.strict_splits` included). `quantile` keeps a bounded
    /// reservoir of the keys for [`KeysAnalysis::quantile`].
    ///
    /// # Errors
    ///
    /// A [`DesignError`] when the design's split keys or regions cannot be made.
    pub fn new(
        compiled: Compiled,
        format: KeyFormat,
        opts: AnalyzeOptions,
        quantile: bool,
    ) -> Result<KeysAnalysis, DesignError> {
        let prepared = prepare(&compiled, opts)?;
        Ok(KeysAnalysis::of_prepared(
            compiled, prepared, format, quantile,
        ))
    }

    fn of_prepared(
        compiled: Compiled,
        prepared: Prepared,
        format: KeyFormat,
        quantile: bool,
    ) -> KeysAnalysis {
        let regions = prepared.regions.clone();
        let n = regions.len();
        KeysAnalysis {
            compiled,
            prepared,
            reader: KeyReader::new(format),
            counter: Counter {
                regions,
                counts: vec![0; n],
                lens: Vec::new(),
                keys: 0,
                heat: StreamHeat::new(n),
                dups: Duplicates::default(),
                reservoir: quantile.then(KeyReservoir::default),
                key_bytes: 0,
                sample: None,
                tops: None,
                bytes: None,
                wbytes: None,
            },
            finished: false,
            order: OrderChoice::Auto,
        }
    }

    /// The order the dump is in: told from it by default (a scan, or sorted keys, are key
    /// order), or as given.
    ///
    /// ```
    /// use rowkey_core::analyze::AnalyzeOptions;
    /// use rowkey_core::design::Design;
    /// use rowkey_core::keys::{KeyFormat, KeysAnalysis, KeysOrder, OrderChoice};
    /// use rowkey_core::sample::Compiled;
    /// let mut d = Design::new("{id}");
    /// d.fields.insert("id".into(), "seq(1, 1)".into());
    /// let c = Compiled::new(&d).unwrap();
    /// let opts = AnalyzeOptions::for_design(&c);
    /// let mut a = KeysAnalysis::new(c.clone(), KeyFormat::Lines, opts, false).unwrap();
    /// a.push(b"a\nb\nc\n").unwrap();
    /// assert_eq!(a.report().unwrap().dump.unwrap().order, KeysOrder::Key);
    /// let mut a = KeysAnalysis::new(c, KeyFormat::Lines, opts, false)
    ///     .unwrap()
    ///     .with_order(OrderChoice::Given(KeysOrder::Insertion));
    /// a.push(b"a\nb\nc\n").unwrap();
    /// assert_eq!(a.report().unwrap().dump.unwrap().order, KeysOrder::Insertion);
    /// ```
    pub fn with_order(mut self, order: OrderChoice) -> KeysAnalysis {
        self.order = order;
        self
    }

    /// Also count each region's `per_field` top values of each field the template decodes,
    /// and the keys that do not match it (the report's regions' `top` and `unmatched`; see
    /// [`crate::decode::top`] for the bound). Decoding costs time per key, so it is asked for.
    ///
    /// ```
    /// use rowkey_core::analyze::AnalyzeOptions;
    /// use rowkey_core::design::Design;
    /// use rowkey_core::keys::{KeyFormat, KeysAnalysis};
    /// use rowkey_core::sample::Compiled;
    /// let mut d = Design::new("{user}_{n}");
    /// d.fields.insert("user".into(), "pattern(\"u#\")".into());
    /// d.fields.insert("n".into(), "seq(0, 1)".into());
    /// let c = Compiled::new(&d).unwrap();
    /// let opts = AnalyzeOptions::for_design(&c);
    /// let mut a = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap().with_top(1);
    /// a.push(b"u1_1\nu1_2\nbad\nu2_3\n").unwrap();
    /// let r = a.finish().unwrap();
    /// assert_eq!((r.regions[0].top[0].value.as_str(), r.regions[0].top[0].share), ("u1", 0.5));
    /// assert_eq!(r.regions[0].unmatched.unwrap().first, 3);
    /// ```
    pub fn with_top(mut self, per_field: usize) -> KeysAnalysis {
        let plan = self.compiled.plan().clone();
        let tops = RegionTops::new(self.counter.regions.len(), plan.fields().to_vec());
        self.counter.tops = Some(Tops {
            decoder: Decoder::new(&plan),
            plan,
            tops,
            per_field,
        });
        self
    }

    /// Read each line as `key<TAB>bytes` ([`KeyReader::with_sizes`]) and weigh the regions in
    /// bytes as well as keys: each region's `bytes` and `bytes_share`, and the report's
    /// `bytes` (total, deviation).
    ///
    /// ```
    /// use rowkey_core::analyze::AnalyzeOptions;
    /// use rowkey_core::design::{Design, SplitAlgorithm};
    /// use rowkey_core::keys::{KeyFormat, KeysAnalysis};
    /// use rowkey_core::sample::Compiled;
    /// let mut d = Design::new("{id}");
    /// d.fields.insert("id".into(), "pattern(\"u#\")".into());
    /// d.splits.algorithm = SplitAlgorithm::Explicit;
    /// d.splits.keys = vec!["u5".into()];
    /// let c = Compiled::new(&d).unwrap();
    /// let opts = AnalyzeOptions::for_design(&c);
    /// let mut a = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap().with_sizes();
    /// a.push(b"u1\t100\nu2\t300\nu7\t100\n").unwrap();
    /// let r = a.finish().unwrap();
    /// assert_eq!((r.regions[0].bytes, r.regions[1].bytes_share), (Some(400), Some(0.2)));
    /// ```
    pub fn with_sizes(mut self) -> KeysAnalysis {
        let format = self.reader.format().clone();
        self.reader = KeyReader::new(format).with_sizes();
        self.counter.bytes = Some(vec![0; self.counter.regions.len()]);
        if self.counter.sample.is_some() {
            self.counter.wbytes = Some(ByteSketch::new());
        }
        self
    }

    /// [`KeysAnalysis::with_sizes`] with the sizes in the csv column headed `name`
    /// ([`KeyReader::with_size_column`]).
    pub fn with_size_column(self, name: String) -> KeysAnalysis {
        let mut a = self.with_sizes();
        let format = a.reader.format().clone();
        a.reader = KeyReader::new(format).with_size_column(name);
        a
    }

    /// An analysis that ends in a [`KeysPartial`] ([`KeysAnalysis::partial`]).
    ///
    /// # Errors
    ///
    /// What [`KeysAnalysis::new`] refuses.
    pub fn for_partial(
        compiled: Compiled,
        format: KeyFormat,
        opts: AnalyzeOptions,
    ) -> Result<KeysAnalysis, DesignError> {
        let mut a = KeysAnalysis::new(compiled, format, opts, false)?;
        a.counter.sample = Some(KeySketch::new());
        if a.counter.bytes.is_some() {
            a.counter.wbytes = Some(ByteSketch::new());
        }
        // A partial keeps fewer fingerprints: counting within that many from the start gives
        // the same fingerprints and keeps the map small.
        a.counter.dups = Duplicates::with_cap(super::partial::MAX_PARTIAL_PRINTS);
        Ok(a)
    }

    /// Read a chunk of the dump (cut anywhere); returns the keys read so far.
    ///
    /// # Errors
    ///
    /// A [`KeysError`] with its line when the chunk cannot be read in the dump's format, a key is
    /// longer than HBase allows, or an earlier chunk failed.
    pub fn push(&mut self, chunk: &[u8]) -> Result<u64, KeysError> {
        let counter = &mut self.counter;
        self.reader.push_rows(chunk, &mut |row| counter.add(row))?;
        Ok(counter.keys)
    }

    /// [`KeysAnalysis::push`], handing each key read to `seen` too, after it is counted: for
    /// a caller that keeps some of the keys (the page lists a dump's keys) without reading the
    /// dump a second time.
    ///
    /// # Errors
    ///
    /// What [`KeysAnalysis::push`] refuses.
    ///
    /// ```
    /// use rowkey_core::analyze::AnalyzeOptions;
    /// use rowkey_core::design::Design;
    /// use rowkey_core::keys::{KeyFormat, KeysAnalysis, Row};
    /// use rowkey_core::sample::Compiled;
    /// let mut d = Design::new("{id}");
    /// d.fields.insert("id".into(), "pattern(\"k#\")".into());
    /// let c = Compiled::new(&d).unwrap();
    /// let opts = AnalyzeOptions::for_design(&c);
    /// let mut a = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap();
    /// let mut lines = Vec::new();
    /// a.push_seeing(b"a\n\nb\nc", &mut |row: Row<'_>| lines.push(row.line)).unwrap();
    /// a.end_seeing(&mut |row: Row<'_>| lines.push(row.line)).unwrap();
    /// assert_eq!((lines, a.keys()), (vec![1, 3, 4], 3));
    /// ```
    pub fn push_seeing(&mut self, chunk: &[u8], seen: &mut RowSink<'_>) -> Result<u64, KeysError> {
        let counter = &mut self.counter;
        self.reader.push_rows(chunk, &mut |row| {
            counter.add(row);
            seen(row);
        })?;
        Ok(counter.keys)
    }

    /// [`KeysAnalysis::end`], handing a last key read to `seen` too
    /// ([`KeysAnalysis::push_seeing`]).
    ///
    /// # Errors
    ///
    /// What [`KeysAnalysis::end`] refuses.
    pub fn end_seeing(&mut self, seen: &mut RowSink<'_>) -> Result<u64, KeysError> {
        if !self.finished {
            let counter = &mut self.counter;
            self.reader.finish_rows(&mut |row| {
                counter.add(row);
                seen(row);
            })?;
            self.finished = true;
        }
        Ok(self.counter.keys)
    }

    /// Count one key given as its bytes, with no format to read: for callers that already
    /// hold the keys one by one (the Python package hands over a Spark partition's keys).
    ///
    /// # Errors
    ///
    /// A [`KeysError`] when the key is longer than HBase allows, or an earlier chunk failed.
    ///
    /// ```
    /// use rowkey_core::analyze::AnalyzeOptions;
    /// use rowkey_core::design::Design;
    /// use rowkey_core::keys::{KeyFormat, KeysAnalysis};
    /// use rowkey_core::sample::Compiled;
    /// let mut d = Design::new("{id}");
    /// d.fields.insert("id".into(), "pattern(\"user###\")".into());
    /// let c = Compiled::new(&d).unwrap();
    /// let opts = AnalyzeOptions::for_design(&c);
    /// let mut a = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap();
    /// a.push_key(b"user\n1").unwrap();
    /// assert_eq!(a.finish().unwrap().keys_read, Some(1));
    /// ```
    pub fn push_key(&mut self, key: &[u8]) -> Result<u64, KeysError> {
        let line = self.reader.take_key(key)?;
        self.counter.add(Row {
            key,
            line,
            size: None,
            at: 0,
        });
        Ok(self.counter.keys)
    }

    /// [`KeysAnalysis::push_key`] with its row's size in bytes, for an analysis made
    /// [`KeysAnalysis::with_sizes`] (the Python package hands over a Spark partition's `(key,
    /// size)` pairs); without it the size is not counted.
    ///
    /// # Errors
    ///
    /// A [`KeysError`] when the key is longer than HBase allows, the size is over 1 GiB, or an
    /// earlier call failed.
    ///
    /// ```
    /// use rowkey_core::analyze::AnalyzeOptions;
    /// use rowkey_core::design::Design;
    /// use rowkey_core::keys::{KeyFormat, KeysAnalysis};
    /// use rowkey_core::sample::Compiled;
    /// let mut d = Design::new("{id}");
    /// d.fields.insert("id".into(), "pattern(\"u#\")".into());
    /// let c = Compiled::new(&d).unwrap();
    /// let opts = AnalyzeOptions::for_design(&c);
    /// let mut a = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap().with_sizes();
    /// a.push_sized_key(b"u1", 700).unwrap();
    /// assert!(a.push_sized_key(b"u2", 1 << 31).unwrap_err().to_string().starts_with("line 2:"));
    /// ```
    pub fn push_sized_key(&mut self, key: &[u8], size: u64) -> Result<u64, KeysError> {
        let counter = &mut self.counter;
        self.reader
            .push_row(key, Some(size), &mut |row| counter.add(row))?;
        Ok(counter.keys)
    }

    /// The regions the keys are counted in (the design's splits').
    pub fn regions(&self) -> &crate::analyze::Regions {
        &self.counter.regions
    }

    /// How the dump is read ([`KeyReader::read_as`]): the format told, the csv columns.
    pub fn read_as(&self) -> super::ReadAs {
        self.reader.read_as()
    }

    /// Keys read so far.
    pub fn keys(&self) -> u64 {
        self.counter.keys
    }

    /// The end of the dump (its last line needs no line break). Idempotent.
    ///
    /// # Errors
    ///
    /// A [`KeysError`] when the last line cannot be read, or an earlier chunk failed.
    pub fn end(&mut self) -> Result<u64, KeysError> {
        if !self.finished {
            let counter = &mut self.counter;
            self.reader.finish_rows(&mut |row| counter.add(row))?;
            self.finished = true;
        }
        Ok(self.counter.keys)
    }

    /// The report on the keys read ([`KeysAnalysis::end`] first, if not yet).
    ///
    /// # Errors
    ///
    /// What [`KeysAnalysis::end`] refuses.
    pub fn report(&mut self) -> Result<Report, KeysError> {
        self.end()?;
        let c = &self.counter;
        let scan = matches!(self.reader.format(), KeyFormat::Scan);
        let (order, order_why) = self.reader.sortedness().decide(self.order, scan);
        let (skipped_lines, first_skipped_line) = self.reader.skipped();
        let dump = DumpTally {
            format: self.reader.format().to_string(),
            format_why: self.reader.format_why(),
            order,
            order_why,
            skipped_lines,
            first_skipped_line,
            warnings: self.reader.warnings(),
            csv_header: self.reader.csv_header().map(str::to_string),
        };
        let tally = Tally {
            keys: c.keys,
            counts: &c.counts,
            lens: &c.lens,
            heatmap: c.heat.heatmap(&c.counts),
            dups: &c.dups,
            dump,
        };
        let mut report = keys_report(&self.compiled, &self.prepared, tally);
        if let Some(t) = &c.tops {
            crate::analyze::top::apply(&mut report, &t.tops, t.per_field);
        }
        if let Some(bytes) = &c.bytes {
            crate::analyze::bytes::apply(
                &mut report,
                bytes,
                self.compiled.design().sizing.as_ref(),
            );
        }
        Ok(report)
    }

    /// The keys read as a [`KeysPartial`] ([`KeysAnalysis::end`] first, if not yet): what the
    /// report needs, to be merged with other parts' (the analysis must have been made with
    /// [`KeysAnalysis::for_partial`]).
    ///
    /// # Errors
    ///
    /// What [`KeysAnalysis::end`] refuses, and a [`KeysError`] when the analysis was not made with
    /// [`KeysAnalysis::for_partial`].
    pub fn partial(&mut self, part: Option<u32>) -> Result<KeysPartial, KeysError> {
        self.end()?;
        let c = &self.counter;
        let sample = c.sample.clone().ok_or_else(|| KeysError {
            line: 0,
            message: crate::msg!(crate::i18n::catalogue::keys::NO_QUANTILE_KEYS),
        })?;
        let run = Run::of_reader(part, &self.reader, c.keys, c.heat.heatmap(&c.counts));
        Ok(KeysPartial::from_counts(
            &self.compiled,
            &self.prepared,
            PartialCounts {
                given: self.reader.given().clone(),
                order: self.order,
                rows: c.keys,
                key_bytes: c.key_bytes,
                counts: c.counts.clone(),
                lens: &c.lens,
                dups: &c.dups,
                sample,
                run,
                tops: c.tops.as_ref().map(|t| (t.tops.clone(), t.per_field)),
                bytes: c.bytes.clone(),
                wbytes: c.wbytes.clone(),
            },
        ))
    }

    /// [`KeysAnalysis::report`], consuming the analysis.
    ///
    /// # Errors
    ///
    /// What [`KeysAnalysis::end`] refuses.
    pub fn finish(mut self) -> Result<Report, KeysError> {
        self.report()
    }
}

/// What a report on keys is made of.
pub(crate) struct Tally<'a> {
    pub(crate) keys: u64,
    pub(crate) counts: &'a [u64],
    /// Keys per length.
    pub(crate) lens: &'a [u64],
    /// The heatmap in insertion order (left out of the report when the keys are in key order).
    pub(crate) heatmap: Heatmap,
    pub(crate) dups: &'a Duplicates,
    pub(crate) dump: DumpTally,
}

/// How the keys were read, as the report's `dump` field says it.
pub(crate) struct DumpTally {
    /// The format read.
    pub(crate) format: String,
    pub(crate) format_why: Option<Message>,
    pub(crate) order: KeysOrder,
    pub(crate) order_why: Message,
    pub(crate) skipped_lines: u64,
    pub(crate) first_skipped_line: Option<u64>,
    pub(crate) warnings: Vec<Message>,
    pub(crate) csv_header: Option<String>,
}

/// The report on keys counted over `prepared`'s regions.
pub(crate) fn keys_report(compiled: &Compiled, prepared: &Prepared, t: Tally<'_>) -> Report {
    let collisions = t.dups.repeats(t.keys);
    let d = t.dump;
    // Keys in key order say nothing of when rows were written: no heatmap, and the verdict
    // on writes over time is not measured.
    let heatmap = match d.order {
        KeysOrder::Insertion => t.heatmap,
        KeysOrder::Key => Heatmap {
            windows: 0,
            rows_per_window: 0,
            cells: vec![Vec::new(); t.counts.len()],
        },
    };
    let dist = Distribution {
        keys: t.keys,
        counts: t.counts.to_vec(),
        heatmap,
        lengths: lengths_of(t.lens, t.keys),
        collisions,
        collision_examples: t.dups.examples().to_vec(),
        tops: None,
        bytes: None,
    };
    let mut report = build(compiled, prepared, dist);
    report.source = ReportSource::Keys;
    report.keys_read = Some(t.keys);
    // A region the keys fill is not dead, whatever the design's model says of it.
    for region in &mut report.regions {
        region.dead &= region.count == 0;
    }
    if d.order == KeysOrder::Key {
        report.verdict = judge(&report.stats, &report.heatmap, None);
        let not_measured = crate::i18n::catalogue::verdict::NOT_MEASURED.id;
        for reason in &mut report.verdict.reasons {
            if reason.id() == not_measured {
                *reason = crate::msg!(
                    crate::i18n::catalogue::keys::KEY_ORDER_VERDICT,
                    why = d.order_why.clone()
                );
            }
        }
    }
    report.dump = Some(DumpReport {
        format: d.format,
        format_why: d.format_why,
        order: d.order,
        order_why: d.order_why,
        skipped_lines: d.skipped_lines,
        first_skipped_line: d.first_skipped_line,
        warnings: d.warnings,
    });
    // Keys are counted as read, whatever the design's construction says.
    report.collisions.unique_by = None;
    report.sample = crate::analyze::SampleRows {
        requested: t.keys,
        analysed: t.keys,
        note: Some(if t.dups.exact() {
            crate::msg!(msg::KEYS_READ, keys = Arg::Int(t.keys.into()))
        } else {
            crate::msg!(
                msg::KEYS_READ_ESTIMATED,
                keys = Arg::Int(t.keys.into()),
                one_in = Arg::Int((1u64 << t.dups.level().min(63)).into())
            )
        }),
    };
    // A csv without a header row would lose its first key without a word: say what the
    // first row was taken for.
    if let Some(name) = d.csv_header {
        let more = crate::msg!(msg::KEYS_CSV_HEADER, name = name);
        report.sample.note = report
            .sample
            .note
            .take()
            .map(|note| crate::msg!(msg::NOTE_ADDENDUM, note = note, more = more));
    }
    let exact = t.dups.exact();
    for lint in &mut report.lints {
        keys_lint(lint, collisions, t.keys, exact);
    }
    // Most serious first, as every report lists them (a repeat is a warning here).
    crate::order::sort_by_key(&mut report.lints, |l| (l.severity, l.span.map(|s| s.start)));
    report
}

/// The repeated-keys findings say what a repeat means for a key dump. In a sample a repeat can
/// be the generators' doing (`sample-repeats`); in a dump it is two records that HBase stores
/// as one row, whatever the cause.
fn keys_lint(lint: &mut crate::analyze::lint::Lint, repeats: u64, keys: u64, exact: bool) {
    use crate::analyze::lint::Rule;
    use crate::i18n::{catalogue::lint as msg, Arg, Message};
    let about = || -> Arg {
        if exact {
            Arg::Text(String::new())
        } else {
            crate::msg!(msg::ABOUT).into()
        }
    };
    let read = |entry| {
        Message::new(entry)
            .arg("about", about())
            .arg("n", repeats)
            .arg("keys", keys)
    };
    match lint.rule {
        Rule::SampleRepeats => {
            lint.rule = Rule::KeyRepeats;
            lint.severity = crate::analyze::lint::Severity::Warning;
            lint.message = read(msg::KEY_REPEATS);
            lint.why = crate::msg!(msg::KEY_REPEATS_WHY);
        }
        // A repeat the sample blames on the key's construction. The design's cause is a guess
        // about keys it did not make: a dump's repeat is told as what it is, rows written twice.
        Rule::NotUnique if lint.message.id() == msg::REPEATS_BECAUSE.id => {
            lint.message = read(msg::KEY_REPEATS);
            lint.why = crate::msg!(msg::KEY_REPEATS_WHY);
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyze::analyze;
    use crate::design::{Design, SplitAlgorithm};

    /// The design's own sample, written out as a hex key dump and read back in chunks, gives
    /// the sample report's counts, lengths and identical keys.
    #[test]
    fn the_sample_as_a_key_dump_gives_the_sample_report() {
        let mut d = Design::new("{salt(7)}_{u | javahash | absmod(50) | dec(2)}");
        d.fields.insert("u".into(), "pattern(\"user###\")".into());
        d.splits.algorithm = SplitAlgorithm::Explicit;
        d.splits.keys = vec!["2".into(), "4_5".into(), "6_".into()];
        d.sample.count = 5000;
        let c = Compiled::new(&d).unwrap();
        let mut opts = AnalyzeOptions::for_design(&c);
        opts.run.threads = 1;
        let sample = analyze(&c, opts).unwrap();
        let mut dump = Vec::new();
        let mut sampler = c.sampler().with_count(5000);
        let mut key = Vec::new();
        while let Some(r) = sampler.next_into(&mut key) {
            r.unwrap();
            dump.extend(key.iter().flat_map(|b| format!("{b:02x}").into_bytes()));
            dump.extend_from_slice(b"\r\n");
        }
        let mut a = KeysAnalysis::new(c, KeyFormat::Hex, opts, true).unwrap();
        for chunk in dump.chunks(777) {
            a.push(chunk).unwrap();
        }
        let keys = a.report().unwrap();
        assert_eq!(keys.source, ReportSource::Keys);
        assert_eq!(keys.keys_read, Some(5000));
        let counts = |r: &Report| r.regions.iter().map(|g| g.count).collect::<Vec<_>>();
        assert_eq!(counts(&keys), counts(&sample));
        assert_eq!(keys.key_lengths, sample.key_lengths);
        assert_eq!(keys.collisions.count, sample.collisions.count);
        assert!(keys.collisions.count > 0);
        assert_eq!(keys.stats, sample.stats);
        // The same findings; a repeat is said of the keys read, not of a sample.
        let rules = |r: &Report| r.lints.iter().map(|l| l.rule).collect::<Vec<_>>();
        assert_eq!(rules(&keys), rules(&sample));
        let repeat = keys
            .lints
            .iter()
            .find(|l| l.message.to_string().contains("repeat an earlier key"));
        let repeat = repeat.expect("the repeats are a finding");
        assert!(
            repeat
                .message
                .to_string()
                .contains("of the 5,000 keys read"),
            "{}",
            repeat.message
        );
        // HashChoreWoker counts every key but steps over the distinct ones: 5000 / 4 = every
        // 1250th of 350 distinct keys is none at all, as with the design's `quantile`.
        let split = a.quantile(4).unwrap();
        assert!(split.keys.is_empty());
        assert!(split
            .note
            .unwrap()
            .to_string()
            .contains("(350 distinct), every 1250th"));
        assert_eq!(a.quantile(300).unwrap().keys.len(), 21);
    }

    /// Repeats that a sample blames on its generators are, in a dump, rows written twice.
    #[test]
    fn repeats_in_a_dump_are_rows_written_twice() {
        let mut d = Design::new("{id}");
        d.fields.insert("id".into(), "pattern(\"u#\")".into());
        d.sample.count = 100;
        let c = Compiled::new(&d).unwrap();
        let mut opts = AnalyzeOptions::for_design(&c);
        opts.run.threads = 1;
        let sample = analyze(&c, opts).unwrap();
        assert!(sample.lints.iter().any(|l| l.rule == "sample-repeats"));
        let mut a = KeysAnalysis::new(c, KeyFormat::Lines, opts, false).unwrap();
        a.push(b"u1\nu2\nu1\nu1\n").unwrap();
        let keys = a.report().unwrap();
        assert!(keys.lints.iter().all(|l| l.rule != "sample-repeats"));
        let lint = keys.lints.iter().find(|l| l.rule == "key-repeats").unwrap();
        assert_eq!(lint.severity, crate::analyze::lint::Severity::Warning);
        assert!(
            lint.message
                .to_string()
                .starts_with("2 of the 4 keys read repeat"),
            "{}",
            lint.message
        );
    }

    /// A csv's first row is its header: the report names the column it gave.
    #[test]
    fn a_csv_header_is_said_not_counted() {
        let mut d = Design::new("{id}");
        d.fields.insert("id".into(), "pattern(\"u#\")".into());
        let c = Compiled::new(&d).unwrap();
        let mut opts = AnalyzeOptions::for_design(&c);
        opts.run.threads = 1;
        let mut a = KeysAnalysis::new(c, KeyFormat::Csv { column: None }, opts, false).unwrap();
        a.push(b"a1,x\nb2,y\n").unwrap();
        let r = a.report().unwrap();
        assert_eq!(r.keys_read, Some(1));
        let note = r.sample.note.unwrap().to_string();
        assert!(
            note.ends_with("the csv's first row is its header (key column `a1`), not a key"),
            "{note}"
        );
    }
}
