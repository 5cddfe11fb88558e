//! A design's sample: its field generators feeding its compiled template, row by row in
//! insertion order.

use crate::design::{Design, DesignError};
use crate::encode::{Encoder, Value, ValueType};
use crate::gen::{salt_rng, CsvData, FieldGen, GeneratorSpec, SaltRng};
use crate::java::JInt;
use crate::limits::check_key_length;
use crate::plan::Plan;
use crate::ErrorKind;

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
    pub fn new(design: &Design) -> Result<Compiled, Vec<DesignError>> {
        let mut errors = design.validate();
        if !errors.is_empty() {
            return Err(errors);
        }
        let data = match &design.data {
            Some(text) => Some(
                CsvData::parse(text)
                    .map_err(|e| vec![DesignError::new(e.kind, "data", e.message)])?,
            ),
            None => None,
        };
        let mut specs_by_name = Vec::new();
        for (name, expr) in &design.fields {
            match GeneratorSpec::parse(expr) {
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
        let mut specs = Vec::new();
        for (i, name) in plan.fields().iter().enumerate() {
            match specs_by_name.iter().find(|(n, _)| n == name) {
                Some((_, spec)) => specs.push(spec.clone()),
                None => errors.push(
                    DesignError::new(
                        ErrorKind::MissingGenerator,
                        "template",
                        format!("field `{name}` has no generator: add it to the design's fields, e.g. \"{name}\": \"seq(1, 1)\""),
                    )
                    .with_span(plan.field_span(i)),
                ),
            }
        }
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
        if self.row >= self.count {
            return None;
        }
        let row = self.row;
        for (g, v) in self.gens.iter_mut().zip(self.values.iter_mut()) {
            g.fill(row, v);
        }
        self.row += 1;
        let encoded = self
            .encoder
            .encode_into(&self.values, &mut self.salts, key)
            .map_err(|e| {
                DesignError::new(e.kind, "template", format!("row {row}: {}", e.message))
                    .with_span(e.span)
            })
            // One key-length rule for every command that makes keys, as `encode` applies it.
            .and_then(|()| {
                check_key_length(key.len()).map_err(|m| {
                    DesignError::new(ErrorKind::KeyTooLong, "template", format!("row {row}: {m}"))
                })
            });
        Some(encoded)
    }

    /// Advance past the next row without encoding it: its field values are generated (random
    /// streams must stay in step) and its salt draws made, but no key is built. `false` when
    /// the sample is complete.
    pub fn skip_row(&mut self) -> bool {
        if self.row >= self.count {
            return false;
        }
        let row = self.row;
        for (g, v) in self.gens.iter_mut().zip(self.values.iter_mut()) {
            g.fill(row, v);
        }
        self.encoder.skip_salts(&mut self.salts);
        self.row += 1;
        true
    }

    /// The compiled design this sampler runs.
    pub fn compiled(&self) -> &Compiled {
        self.compiled
    }
}

impl Iterator for Sampler<'_> {
    type Item = Result<Vec<u8>, DesignError>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut key = Vec::new();
        self.next_into(&mut key).map(|r| r.map(|()| key))
    }
}
