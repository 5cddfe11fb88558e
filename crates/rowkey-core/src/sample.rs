//! A design's sample: its field generators feeding its compiled template, row by row in
//! insertion order; and the salt seed of a key encoded by hand ([`ENCODE_SEED`]).

use crate::design::{Design, DesignError};
use crate::encode::{Encoder, Md5Pending, Record};
use crate::gen::{salt_rng, CsvData, FieldGen, GeneratorCheck, GeneratorSpec, SaltRng};
use crate::i18n::catalogue::encode as E;
use crate::i18n::catalogue::sizing_input as sizing_msg;
use crate::i18n::{Arg, Message};
use crate::java::JInt;
use crate::limits::check_key_length;
use crate::plan::Plan;
use crate::value::{Value, ValueType};
use crate::ErrorKind;
use crate::SpannedError;

/// The seed of the `salt(N)` stream when one key is encoded by hand and no seed is given
/// (`rowkey encode`, the JS module's `encode`, [`Plan::encode`]). A design has its own seed,
/// `sample.seed`.
///
/// ```
/// use rowkey_core::{encode::Record, gen::salt_rng, plan::Plan, sample::ENCODE_SEED};
/// let plan = Plan::compile("{salt(100)}").unwrap();
/// let by_hand = plan.encode_with(&Record::new(), &mut salt_rng(ENCODE_SEED)).unwrap();
/// assert_eq!(plan.encode(&Record::new()).unwrap(), by_hand);
/// ```
pub const ENCODE_SEED: u64 = 0;

impl Plan {
    /// Encode one record given by field name: the convenient, allocating path. `salt(N)`
    /// sources draw from the [`ENCODE_SEED`] salt stream.
    ///
    /// # Errors
    ///
    /// The [`SpannedError`] of the template operation that fails on this record (a field it needs
    /// is missing or not of its type, a value or key past its cap).
    ///
    /// ```
    /// use rowkey_core::{encode::Record, plan::Plan};
    /// let plan = Plan::compile("{ts | i64}{seq | i32}").unwrap();
    /// let key = plan.encode(&Record::from_text([("ts", "1708000000000"), ("seq", "-1")])).unwrap();
    /// assert_eq!(rowkey_core::hbase::to_hex(&key), "0000018dacbbb800ffffffff");
    /// ```
    pub fn encode(&self, record: &Record) -> Result<Vec<u8>, SpannedError> {
        self.encode_with(record, &mut salt_rng(ENCODE_SEED))
    }
}

/// A design made ready to generate: validated, its template compiled with each field typed by
/// its generator, and one running generator per template field.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::sample::Compiled;
/// let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
/// d.fields.insert("id".into(), "seq(1, 1)".into());
/// let c = Compiled::new(&d).unwrap();
/// let keys: Vec<String> = c.sampler().take(2).map(|r| String::from_utf8(r.unwrap()).unwrap()).collect();
/// assert_eq!(keys, ["c4ca_1", "c81e_2"]);
/// ```
#[derive(Clone, Debug)]
pub struct Compiled {
    design: Design,
    plan: Plan,
    specs: Vec<GeneratorSpec>,
    data: Option<CsvData>,
}

impl Compiled {
    /// Validate `design` and compile its template. Every problem is reported, each naming the
    /// part of the design it is in (`template`, `fields.user_id`, `splits.regions`…).
    ///
    /// # Errors
    ///
    /// Every problem of the design, each with the path of the member it is about (`template`,
    /// `fields.id`, `splits.regions`): what [`Design::validate`] finds and the template's errors.
    pub fn new(design: &Design) -> Result<Compiled, Vec<DesignError>> {
        let (Checked { plan, data }, specs, mut errors) =
            Checked::with_missing(design, GeneratorSpec::parse)?;
        // Start each generator once now so a bad `csv(...)` column is reported here, not later.
        for (name, spec) in plan.fields().iter().zip(&specs) {
            if let Err(e) = FieldGen::new(spec, design.sample.seed, name, data.as_ref()) {
                errors.push(DesignError::new(
                    ErrorKind::CsvUnavailable,
                    format!("fields.{name}"),
                    e,
                ));
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(Compiled {
            design: design.clone(),
            plan,
            specs,
            data,
        })
    }
}

/// What [`Compiled::new`] checks before it starts the generators: the design valid, its data
/// parsed, every generator parsed, the template compiled and typed, every template field with a
/// generator. It reports the same errors except a `csv(...)` column the data lacks, without the
/// generators' runtime (the page's editor checks a design with it on every keystroke and leaves
/// the sampling to a worker). A core built without the `time-checks` feature (the page's) also
/// leaves out the two checks that need a date parser, a `date(...)` format and a `timestamp`
/// start written as text: the page shows those errors from the quick worker's full compile.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::sample::Checked;
/// let mut d = Design::new("{id | i32}_{name}");
/// d.fields.insert("id".into(), "seq(1, 1)".into());
/// let errors = Checked::new(&d).unwrap_err();
/// // The span is the field's name in the template.
/// assert_eq!((errors[0].path.as_str(), errors[0].span.map(|s| s.start)), ("template", Some(12)));
/// d.fields.insert("name".into(), "text(1, 3)".into());
/// assert_eq!(Checked::new(&d).unwrap().plan.fields(), ["id", "name"]);
/// ```
#[derive(Clone, Debug)]
pub struct Checked {
    /// The compiled template.
    pub plan: Plan,
    /// The design's CSV data, parsed.
    pub data: Option<CsvData>,
}

impl Checked {
    /// Check `design` (see [`Checked`]); every problem found, each naming where it is.
    ///
    /// # Errors
    ///
    /// Every problem of the design, each naming where it is: what design validation finds, a
    /// template that does not compile, a generator that does not parse or does not fit its field's
    /// type, a template field without a generator.
    pub fn new(design: &Design) -> Result<Checked, Vec<DesignError>> {
        match Checked::with_missing(design, GeneratorSpec::check)? {
            (checked, _, missing) if missing.is_empty() => Ok(checked),
            (_, _, missing) => Err(missing),
        }
    }

    /// Checked, with each template field's generator as `parse` reads it (a full
    /// [`GeneratorSpec`] for [`Compiled::new`]) and the template fields that have no generator
    /// apart: [`Compiled::new`] reports them together with the generators that cannot start.
    #[allow(clippy::type_complexity)]
    fn with_missing<S: Clone + Typed>(
        design: &Design,
        parse: impl Fn(&str) -> Result<S, crate::SpannedError>,
    ) -> Result<(Checked, Vec<S>, Vec<DesignError>), Vec<DesignError>> {
        let mut errors = design.validate();
        if !errors.is_empty() {
            return Err(errors);
        }
        let data = match &design.data {
            Some(text) => Some(CsvData::parse(text).map_err(|e| {
                let e = e.into_parts();
                vec![DesignError::new(e.kind, "data", e.message)]
            })?),
            None => None,
        };
        let mut specs_by_name = Vec::new();
        for (name, expr) in &design.fields {
            match parse(expr) {
                Ok(spec) => specs_by_name.push((name.clone(), spec)),
                Err(e) => errors.push(DesignError::wrap(format!("fields.{name}"), e)),
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let field_type = |name: &str| {
            specs_by_name
                .iter()
                .find(|(n, _)| n == name)
                .map_or(ValueType::Str, |(_, s)| s.value_type_with(data.as_ref()))
        };
        let plan = Plan::compile_typed(&design.template, &field_type).map_err(|errs| {
            errs.into_iter()
                .map(|e| DesignError::wrap("template", e))
                .collect::<Vec<_>>()
        })?;
        if let Some(field) = design
            .sizing
            .as_ref()
            .and_then(|s| s.row_bytes_field.as_deref())
        {
            let path = "sizing.row_bytes_field";
            match specs_by_name.iter().find(|(n, _)| n == field) {
                None => errors.push(DesignError::new(
                    ErrorKind::UnknownField,
                    path,
                    crate::msg!(sizing_msg::ROW_BYTES_FIELD_UNKNOWN, field = field),
                )),
                Some((_, spec)) => match spec.value_type_with(data.as_ref()) {
                    ValueType::Int(_) => {}
                    other => errors.push(DesignError::new(
                        ErrorKind::TypeMismatch,
                        path,
                        crate::msg!(
                            sizing_msg::ROW_BYTES_FIELD_NOT_INT,
                            field = field,
                            kind = other.name()
                        ),
                    )),
                },
            }
        }
        let mut specs = Vec::new();
        for (i, name) in plan.fields().iter().enumerate() {
            match specs_by_name.iter().find(|(n, _)| n == name) {
                Some((_, spec)) => specs.push(spec.clone()),
                None => errors.push(
                    DesignError::new(
                        ErrorKind::MissingGenerator,
                        "template",
                        crate::msg!(E::MISSING_GENERATOR, field = name),
                    )
                    .with_span(plan.field_span(i)),
                ),
            }
        }
        Ok((Checked { plan, data }, specs, errors))
    }
}

/// What [`Checked`] needs of a field's generator: the type of its values.
trait Typed {
    fn value_type_with(&self, data: Option<&CsvData>) -> ValueType;
}

impl Typed for GeneratorSpec {
    fn value_type_with(&self, data: Option<&CsvData>) -> ValueType {
        GeneratorSpec::value_type_with(self, data)
    }
}

impl Typed for GeneratorCheck {
    fn value_type_with(&self, data: Option<&CsvData>) -> ValueType {
        GeneratorCheck::value_type_with(self, data)
    }
}

impl Compiled {
    /// The design.
    pub fn design(&self) -> &Design {
        &self.design
    }

    /// The compiled template.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }

    /// The generator of each template field, in [`Plan::fields`] order.
    pub fn field_specs(&self) -> &[GeneratorSpec] {
        &self.specs
    }

    /// The design's CSV data, if it has some.
    pub fn data(&self) -> Option<&CsvData> {
        self.data.as_ref()
    }

    /// A fresh sampler from row 0.
    pub fn sampler(&self) -> Sampler<'_> {
        let seed = self.design.sample.seed;
        let gens = self
            .plan
            .fields()
            .iter()
            .zip(&self.specs)
            .map(|(name, spec)| {
                // `Compiled::new` has already started every generator once.
                FieldGen::new(spec, seed, name, self.data.as_ref()).unwrap_or_else(|_| {
                    FieldGen::new(
                        &GeneratorSpec::parse("seq(0, 1)").expect("literal spec"),
                        seed,
                        name,
                        None,
                    )
                    .expect("seq never fails")
                })
            })
            .collect();
        Sampler {
            compiled: self,
            encoder: Encoder::new(&self.plan),
            values: vec![Value::Int(JInt::Long(0)); self.plan.fields().len()],
            gens,
            salts: salt_rng(seed),
            row: 0,
            count: self.design.sample.count,
        }
    }
}

/// Generates a design's rows in insertion order: fills the field values of row `i`, then
/// encodes its key. Iterating yields each key (or the error that stopped it).
#[derive(Debug)]
pub struct Sampler<'c> {
    compiled: &'c Compiled,
    encoder: Encoder<'c>,
    gens: Vec<FieldGen>,
    values: Vec<Value>,
    salts: SaltRng,
    row: u64,
    count: u64,
}

impl Sampler<'_> {
    /// Limit the sample to `count` rows (default: the design's `sample.count`).
    pub fn with_count(mut self, count: u64) -> Self {
        self.count = count;
        self
    }

    /// Bytes the template's operations have produced for the rows so far, intermediate values
    /// included (see [`Encoder::work`]).
    ///
    /// ```
    /// use rowkey_core::{design::Design, sample::Compiled};
    /// let mut d = Design::new("{id | utf8 | hex | utf8 | hex | left(4)}");
    /// d.fields.insert("id".into(), "pattern(\"abcd\")".into());
    /// let c = Compiled::new(&d).unwrap();
    /// let mut sampler = c.sampler().with_count(1);
    /// let mut key = Vec::new();
    /// sampler.next_into(&mut key).unwrap().unwrap();
    /// assert_eq!(key.len(), 4);
    /// assert!(sampler.work() >= 24);
    /// ```
    pub fn work(&self) -> u64 {
        self.encoder.work()
    }

    /// The index of the next row.
    pub fn row(&self) -> u64 {
        self.row
    }

    /// The field values of the row last generated, in [`Plan::fields`] order.
    pub fn values(&self) -> &[Value] {
        &self.values
    }

    /// Generate the next row into `key` (cleared first). `None` when the sample is complete.
    pub fn next_into(&mut self, key: &mut Vec<u8>) -> Option<Result<(), DesignError>> {
        self.next_row(key, None)
    }

    /// [`Sampler::next_into`], also recording where each plan part ends in the key: `ends[i]` is
    /// the end offset of [`Plan::parts`]`[i]` (see [`crate::encode::part_range`]). The key, its
    /// parts and the row's [`Sampler::values`] are exactly the sample's, salt draws included,
    /// so a table that colours keys by segment shows the keys `sample` prints.
    ///
    /// ```
    /// use rowkey_core::{design::Design, encode::part_range, sample::Compiled};
    /// let mut d = Design::new("{salt(4)}_{id}");
    /// d.fields.insert("id".into(), "seq(7, 1)".into());
    /// let c = Compiled::new(&d).unwrap();
    /// let (mut key, mut ends) = (Vec::new(), Vec::new());
    /// let mut parts = c.sampler();
    /// parts.next_parts_into(&mut key, &mut ends).unwrap().unwrap();
    /// assert_eq!(key, c.sampler().next().unwrap().unwrap());
    /// assert_eq!(&key[part_range(&ends, 2).unwrap()], b"7");
    /// assert_eq!(parts.values()[0].display(), "7");
    /// ```
    pub fn next_parts_into(
        &mut self,
        key: &mut Vec<u8>,
        ends: &mut Vec<usize>,
    ) -> Option<Result<(), DesignError>> {
        self.next_row(key, Some(ends))
    }

    /// Every field's value for row `row` (rows in order).
    #[inline]
    fn fill_row(&mut self, row: u64) {
        for (g, v) in self.gens.iter_mut().zip(self.values.iter_mut()) {
            g.fill(row, v);
        }
    }

    /// Generate and encode the next row, recording part ends when asked.
    fn next_row(
        &mut self,
        key: &mut Vec<u8>,
        ends: Option<&mut Vec<usize>>,
    ) -> Option<Result<(), DesignError>> {
        if self.row >= self.count {
            return None;
        }
        let row = self.row;
        self.fill_row(row);
        self.row += 1;
        let encoded = match ends {
            Some(ends) => self
                .encoder
                .encode_parts_into(&self.values, &mut self.salts, key, ends),
            None => self.encoder.encode_into(&self.values, &mut self.salts, key),
        };
        let encoded = encoded
            .map_err(|e| row_error(row, e))
            // One key-length rule for every command that makes keys, as `encode` applies it.
            .and_then(|()| {
                check_key_length(key.len()).map_err(|m| {
                    DesignError::new(ErrorKind::KeyTooLong, "template", in_row(row, m))
                })
            });
        Some(encoded)
    }

    /// Generate up to `max` rows into `batch` (cleared first), in order, and return how many
    /// (0 when the sample is complete). The keys are exactly [`Sampler::next_into`]'s; the
    /// batch is what lets their MD5s run across SIMD lanes (see
    /// [`Encoder::encode_appending`]). A row that fails stops the batch with its error.
    ///
    /// # Errors
    ///
    /// A [`DesignError`] naming the row when a row's key cannot be made (a generated value an
    /// operation refuses) or is longer than HBase allows; the batch then holds the rows before it.
    ///
    /// ```
    /// use rowkey_core::{design::Design, sample::{Compiled, KeyBatch}};
    /// let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
    /// d.fields.insert("id".into(), "seq(1, 1)".into());
    /// let c = Compiled::new(&d).unwrap();
    /// let mut batch = KeyBatch::default();
    /// assert_eq!(c.sampler().next_batch(&mut batch, 2).unwrap(), 2);
    /// assert_eq!(batch.first_row(), 0);
    /// assert_eq!(batch.iter().collect::<Vec<_>>(), [&b"c4ca_1"[..], b"c81e_2"]);
    /// ```
    pub fn next_batch(&mut self, batch: &mut KeyBatch, max: usize) -> Result<usize, DesignError> {
        batch.bytes.clear();
        batch.ends.clear();
        batch.pending.clear();
        batch.first_row = self.row;
        while batch.ends.len() < max && self.row < self.count {
            let row = self.row;
            self.fill_row(row);
            self.row += 1;
            let at = batch.bytes.len();
            self.encoder
                .encode_appending(
                    &self.values,
                    &mut self.salts,
                    &mut batch.bytes,
                    &mut batch.pending,
                )
                .map_err(|e| row_error(row, e))?;
            check_key_length(batch.bytes.len() - at)
                .map_err(|m| DesignError::new(ErrorKind::KeyTooLong, "template", in_row(row, m)))?;
            batch.ends.push(batch.bytes.len());
        }
        self.encoder
            .finish_md5(&mut batch.pending, &mut batch.bytes)
            .map_err(|e| row_error(batch.first_row, e))?;
        Ok(batch.ends.len())
    }

    /// Advance past the next row without encoding it: its field values are generated (random
    /// streams must stay in step) and its salt draws made, but no key is built. `false` when
    /// the sample is complete.
    pub fn skip_row(&mut self) -> bool {
        if self.row >= self.count {
            return false;
        }
        let row = self.row;
        self.fill_row(row);
        self.encoder.skip_salts(&mut self.salts);
        self.row += 1;
        true
    }

    /// Advance past up to `rows` rows without encoding them (as [`Sampler::skip_row`] each,
    /// but generators whose values depend on the row alone skip in one step); returns how many.
    /// [`Sampler::values`] is not kept up to date by this.
    pub fn skip_rows(&mut self, rows: u64) -> u64 {
        let rows = rows.min(self.count.saturating_sub(self.row));
        for (g, v) in self.gens.iter_mut().zip(self.values.iter_mut()) {
            g.skip(rows, v);
        }
        if !self.compiled.plan.salt_buckets().is_empty() {
            for _ in 0..rows {
                self.encoder.skip_salts(&mut self.salts);
            }
        }
        self.row += rows;
        rows
    }

    /// The compiled design this sampler runs.
    pub fn compiled(&self) -> &Compiled {
        self.compiled
    }
}

/// An encoding error, said of the row it happened in.
fn row_error(row: u64, e: crate::SpannedError) -> DesignError {
    let e = e.into_parts();
    DesignError::new(e.kind, "template", in_row(row, e.message)).with_span(e.span)
}

/// `error`, said of sample row `row`.
fn in_row(row: u64, error: Message) -> Message {
    crate::msg!(E::IN_ROW, row = Arg::Int(row.into()), error = error)
}

/// The keys of consecutive rows, in one buffer: what [`Sampler::next_batch`] fills.
#[derive(Debug, Default)]
pub struct KeyBatch {
    bytes: Vec<u8>,
    ends: Vec<usize>,
    first_row: u64,
    pending: Md5Pending,
}

impl KeyBatch {
    /// The row of the first key.
    pub fn first_row(&self) -> u64 {
        self.first_row
    }

    /// Keys in the batch.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// No keys.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The keys, in row order.
    pub fn iter(&self) -> impl Iterator<Item = &[u8]> + '_ {
        let mut start = 0;
        self.ends.iter().map(move |&end| {
            let key = &self.bytes[start..end];
            start = end;
            key
        })
    }
}

impl Iterator for Sampler<'_> {
    type Item = Result<Vec<u8>, DesignError>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut key = Vec::new();
        self.next_into(&mut key).map(|r| r.map(|()| key))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compiled(template: &str, fields: &[(&str, &str)]) -> Compiled {
        let mut d = Design::new(template);
        for (name, expr) in fields {
            d.fields.insert((*name).into(), (*expr).into());
        }
        Compiled::new(&d).unwrap()
    }

    #[test]
    fn parts_are_the_sample_keys_cut_at_their_parts() {
        let c = compiled(
            "{salt(8)}_{id | md5 | hex | left(4)}_{u}{rest | md5 | hex | left(2)}",
            &[("id", "int(0, 99)"), ("u", "text(0, 3)")],
        );
        let keys: Vec<Vec<u8>> = c.sampler().with_count(50).map(Result::unwrap).collect();
        let mut parts = c.sampler().with_count(50);
        let (mut key, mut ends) = (Vec::new(), Vec::new());
        let mut i = 0;
        while let Some(r) = parts.next_parts_into(&mut key, &mut ends) {
            r.unwrap();
            assert_eq!(key, keys[i], "row {i}");
            assert_eq!(ends.len(), c.plan().parts().len());
            assert_eq!(ends.last().copied(), Some(key.len()));
            assert_eq!(&key[crate::encode::part_range(&ends, 1).unwrap()], b"_");
            i += 1;
        }
        assert_eq!(i, 50);
    }

    #[test]
    fn parts_stop_where_the_sample_stops() {
        // Each part fits; the key they make does not.
        let c = compiled(
            "{id | pad(20000, \"x\")}{id | pad(20000, \"y\")}",
            &[("id", "seq(1, 1)")],
        );
        let (mut key, mut ends) = (Vec::new(), Vec::new());
        let with_parts = c.sampler().next_parts_into(&mut key, &mut ends);
        let plain = c.sampler().next_into(&mut key);
        let (Some(Err(a)), Some(Err(b))) = (with_parts, plain) else {
            panic!("a 40,000-byte key is refused")
        };
        assert_eq!(a, b);
        assert!(
            a.message
                .to_string()
                .starts_with("row 0: the key is 40000 bytes"),
            "{a}"
        );
    }
}
