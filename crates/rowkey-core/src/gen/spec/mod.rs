//! Checked generator specifications: what each generator name means, its arguments and limits,
//! and the normal form the playground writes back.
//!
//! [`GeneratorSpec`] is the entry point; the rest is split by what it does:
//! - `types`: the checked [`Generator`] and its parts, and the limits and names it is checked
//!   against;
//! - `check`: a parsed call turned into a [`Generator`], every argument checked (with `args`,
//!   the argument readers, and `pattern`, the `pattern("…")` compiler);
//! - `print`: the normal form written back;
//! - `time`: the dates a `timestamp` start may be written as;
//! - `cardinality`: how many distinct values a generator can make.

mod args;
mod cardinality;
mod check;
mod pattern;
mod print;
#[cfg(test)]
mod tests;
mod time;
mod types;

pub use cardinality::{expected_repeats, Draw};
pub use types::{
    Generator, Literals, PatternPiece, DEFAULT_PHONE_PREFIXES, GENERATOR_NAMES, MAX_STR_LEN,
    MAX_ZIPF_N,
};

use super::expr;
use crate::java::Width;
use crate::value::ValueType;
use crate::SpannedError;

/// A parsed and checked generator expression.
///
/// ```
/// use rowkey_core::gen::GeneratorSpec;
/// use rowkey_core::encode::ValueType;
/// use rowkey_core::java::Width;
/// let spec = GeneratorSpec::parse(r#"choice( "click" : 5,"view":10 )"#).unwrap();
/// assert_eq!(spec.value_type(), ValueType::Str);
/// assert_eq!(spec.describe(), r#"choice("click": 5, "view": 10)"#);
/// assert_eq!(GeneratorSpec::parse("int(1, 9)").unwrap().value_type(), ValueType::Int(Width::Long));
///
/// let err = GeneratorSpec::parse("sequ(1, 1)").unwrap_err();
/// assert_eq!(err.message.to_string(), "unknown generator `sequ`; did you mean `seq`?");
/// assert_eq!(err.span.range(), 0..4);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct GeneratorSpec {
    generator: Generator,
}

impl GeneratorSpec {
    /// Parse and check a generator expression; errors carry byte spans into `expr`.
    ///
    /// # Errors
    ///
    /// A [`SpannedError`] into `expr` when it does not parse, names no generator, or its arguments
    /// are of the wrong type or out of range.
    ///
    /// ```
    /// use rowkey_core::gen::GeneratorSpec;
    /// let e = GeneratorSpec::parse("int(10, 5)").unwrap_err();
    /// assert_eq!(e.message.to_string(), "`int` needs lo <= hi, got 10 and 5");
    /// assert_eq!(e.span.range(), 4..9);
    /// ```
    pub fn parse(expr: &str) -> Result<Self, SpannedError> {
        let call = expr::parse(expr)?;
        Ok(GeneratorSpec {
            generator: check::check(&call, true)?,
        })
    }

    /// Check a generator expression as the page's editor does on every keystroke: the same
    /// errors as [`GeneratorSpec::parse`], except that a core built without the `time-checks`
    /// feature (the page's) does not read a `timestamp` start written as text, so that its
    /// wasm links no date parser; the quick worker's full compile reports a bad one.
    ///
    /// # Errors
    ///
    /// What [`GeneratorSpec::parse`] refuses, except a `timestamp` start written as text in a core
    /// built without `time-checks`.
    ///
    /// ```
    /// use rowkey_core::{encode::ValueType, gen::GeneratorSpec, java::Width};
    /// let c = GeneratorSpec::check(r#"timestamp("2024-02-15T00:00:00Z", 10)"#).unwrap();
    /// assert_eq!(c.value_type(), ValueType::Int(Width::Long));
    /// assert_eq!(GeneratorSpec::check("int(10, 5)").unwrap_err().span.range(), 4..9);
    /// ```
    pub fn check(expr: &str) -> Result<GeneratorCheck, SpannedError> {
        let call = expr::parse(expr)?;
        let generator = check::check(&call, cfg!(feature = "time-checks"))?;
        Ok(GeneratorCheck(GeneratorSpec { generator }))
    }

    /// A spec from an already built [`Generator`] (no checks: callers building one by hand are
    /// trusted to respect the documented ranges).
    ///
    /// ```
    /// use rowkey_core::gen::{Generator, GeneratorSpec};
    /// let spec = GeneratorSpec::from_generator(Generator::Seq { start: 1, step: 1 });
    /// assert_eq!(spec.describe(), "seq(1, 1)");
    /// ```
    pub fn from_generator(generator: Generator) -> Self {
        GeneratorSpec { generator }
    }

    /// The checked generator.
    ///
    /// ```
    /// use rowkey_core::gen::{Generator, GeneratorSpec};
    /// let spec = GeneratorSpec::parse("hexstr(8)").unwrap();
    /// assert_eq!(spec.generator(), &Generator::HexStr { len: 8 });
    /// ```
    pub fn generator(&self) -> &Generator {
        &self.generator
    }

    /// The type of the values, without looking at CSV data: `csv(...)` columns say
    /// [`ValueType::Str`] here; use [`GeneratorSpec::value_type_with`] when data is at hand.
    ///
    /// ```
    /// use rowkey_core::{encode::ValueType, gen::GeneratorSpec, java::Width};
    /// assert_eq!(GeneratorSpec::parse("list(1, 2)").unwrap().value_type(), ValueType::Int(Width::Long));
    /// assert_eq!(GeneratorSpec::parse("list(1, \"a\")").unwrap().value_type(), ValueType::Str);
    /// ```
    pub fn value_type(&self) -> ValueType {
        self.value_type_with(None)
    }

    /// The type of the values; a `csv("col")` column is an int if `data` has that column and
    /// every cell of it is a canonical decimal long.
    ///
    /// ```
    /// use rowkey_core::{encode::ValueType, gen::{CsvData, GeneratorSpec}, java::Width};
    /// let data = CsvData::parse("id,name\n1,a\n2,b\n").unwrap();
    /// let spec = GeneratorSpec::parse("csv(\"id\")").unwrap();
    /// assert_eq!(spec.value_type_with(Some(&data)), ValueType::Int(Width::Long));
    /// ```
    pub fn value_type_with(&self, data: Option<&super::CsvData>) -> ValueType {
        const LONG: ValueType = ValueType::Int(Width::Long);
        match &self.generator {
            Generator::Seq { .. }
            | Generator::Int { .. }
            | Generator::Zipf { .. }
            | Generator::Timestamp { .. } => LONG,
            Generator::Choice { values, .. } | Generator::List { values } => match values {
                Literals::Int(_) => LONG,
                Literals::Str(_) => ValueType::Str,
            },
            Generator::Csv { column } => data
                .and_then(|d| d.column(column))
                .map_or(ValueType::Str, |c| c.value_type()),
            Generator::Uuid
            | Generator::Phone { .. }
            | Generator::Pattern { .. }
            | Generator::HexStr { .. }
            | Generator::Text { .. } => ValueType::Str,
        }
    }

    /// The expression in normal form: single spaces after commas, strings JSON-quoted, dates in
    /// RFC 3339. Parsing it gives an equal spec.
    ///
    /// ```
    /// use rowkey_core::gen::GeneratorSpec;
    /// let spec = GeneratorSpec::parse("timestamp( 1708000000000 ,0.5)").unwrap();
    /// assert_eq!(spec.describe(), r#"timestamp("2024-02-15T12:26:40Z", 0.5)"#);
    /// ```
    pub fn describe(&self) -> String {
        print::describe(&self.generator)
    }
}

impl std::fmt::Display for GeneratorSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

impl std::str::FromStr for GeneratorSpec {
    type Err = SpannedError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GeneratorSpec::parse(s)
    }
}

/// A generator expression checked by [`GeneratorSpec::check`]: what its values are, without
/// the generator itself (whose `timestamp` start may not have been read).
#[derive(Clone, Debug, PartialEq)]
pub struct GeneratorCheck(GeneratorSpec);

impl GeneratorCheck {
    /// The type of the values, as [`GeneratorSpec::value_type`].
    ///
    /// ```
    /// use rowkey_core::{encode::ValueType, gen::GeneratorSpec};
    /// assert_eq!(GeneratorSpec::check("uuid()").unwrap().value_type(), ValueType::Str);
    /// ```
    pub fn value_type(&self) -> ValueType {
        self.0.value_type()
    }

    /// The type of the values with the design's data at hand, as
    /// [`GeneratorSpec::value_type_with`].
    ///
    /// ```
    /// use rowkey_core::{encode::ValueType, gen::{CsvData, GeneratorSpec}, java::Width};
    /// let data = CsvData::parse("id\n1\n").unwrap();
    /// let c = GeneratorSpec::check("csv(\"id\")").unwrap();
    /// assert_eq!(c.value_type_with(Some(&data)), ValueType::Int(Width::Long));
    /// ```
    pub fn value_type_with(&self, data: Option<&super::CsvData>) -> ValueType {
        self.0.value_type_with(data)
    }

    /// The column a `csv("...")` generator reads, if it is one.
    ///
    /// ```
    /// use rowkey_core::gen::GeneratorSpec;
    /// assert_eq!(GeneratorSpec::check("csv(\"id\")").unwrap().csv_column(), Some("id"));
    /// assert_eq!(GeneratorSpec::check("seq()").unwrap().csv_column(), None);
    /// ```
    pub fn csv_column(&self) -> Option<&str> {
        match &self.0.generator {
            Generator::Csv { column } => Some(column),
            _ => None,
        }
    }
}
