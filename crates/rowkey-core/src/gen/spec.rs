//! Checked generator specifications: what each generator name means, its arguments and limits,
//! and the normal form the playground writes back.

use super::expr::{self, Arg, Atom, AtomKind, Call, Num};
use crate::java::Width;
use crate::value::ValueType;
use crate::{Span, SpannedError};
use std::fmt::Write as _;

/// The longest string `pattern`, `hexstr` and `text` may produce. Row keys are meant to be short
/// (HBase's hard limit is 32 KiB); this keeps a typo like `hexstr(100000)` from stalling a sample.
///
/// ```
/// use rowkey_core::gen::{GeneratorSpec, MAX_STR_LEN};
/// assert!(GeneratorSpec::parse(&format!("hexstr({MAX_STR_LEN})")).is_ok());
/// assert!(GeneratorSpec::parse(&format!("hexstr({})", MAX_STR_LEN + 1)).is_err());
/// ```
pub const MAX_STR_LEN: usize = 4096;

/// The largest `n` of `zipf(n, s)`.
///
/// ```
/// use rowkey_core::gen::{GeneratorSpec, MAX_ZIPF_N};
/// assert!(GeneratorSpec::parse(&format!("zipf({}, 1)", MAX_ZIPF_N + 1)).is_err());
/// ```
pub const MAX_ZIPF_N: u64 = 10_000_000;

/// The prefixes `phone()` picks from when given no list: common mainland China mobile prefixes
/// (China Mobile, China Unicom and China Telecom). Frozen: samples depend on it.
///
/// ```
/// use rowkey_core::gen::{Generator, GeneratorSpec, DEFAULT_PHONE_PREFIXES};
/// let spec = GeneratorSpec::parse("phone()").unwrap();
/// let Generator::Phone { prefixes } = spec.generator() else { unreachable!() };
/// assert!(prefixes.iter().map(String::as_str).eq(DEFAULT_PHONE_PREFIXES));
/// ```
pub const DEFAULT_PHONE_PREFIXES: [&str; 38] = [
    "130", "131", "132", "133", "134", "135", "136", "137", "138", "139", "150", "151", "152",
    "153", "155", "156", "157", "158", "159", "166", "173", "175", "176", "177", "178", "180",
    "181", "182", "183", "184", "185", "186", "187", "188", "189", "191", "198", "199",
];

/// The generator names, for messages, suggestions and editor completion.
///
/// ```
/// assert!(rowkey_core::gen::GENERATOR_NAMES.contains(&"zipf"));
/// ```
pub const GENERATOR_NAMES: [&str; 12] = [
    "seq",
    "int",
    "zipf",
    "timestamp",
    "uuid",
    "phone",
    "choice",
    "pattern",
    "hexstr",
    "text",
    "list",
    "csv",
];

/// Literal values of `choice` and `list`: all integers (an int field), else all text.
///
/// ```
/// use rowkey_core::gen::{Generator, GeneratorSpec, Literals};
/// let spec = GeneratorSpec::parse("list(1, \"b\")").unwrap();
/// let Generator::List { values } = spec.generator() else { unreachable!() };
/// assert_eq!(values, &Literals::Str(vec!["1".into(), "b".into()]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Literals {
    /// Text values; numbers among text values keep the text they were written with.
    Str(Vec<String>),
    /// Integer values (Java `long`).
    Int(Vec<i64>),
}

impl Literals {
    /// How many values there are.
    ///
    /// ```
    /// use rowkey_core::gen::Literals;
    /// assert_eq!(Literals::Int(vec![1, 2]).len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        match self {
            Literals::Str(v) => v.len(),
            Literals::Int(v) => v.len(),
        }
    }

    /// `true` if there are no values (a checked spec never has none).
    ///
    /// ```
    /// assert!(rowkey_core::gen::Literals::Str(vec![]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// One piece of a compiled `pattern`.
///
/// ```
/// use rowkey_core::gen::{Generator, GeneratorSpec, PatternPiece};
/// let spec = GeneratorSpec::parse(r#"pattern("A#")"#).unwrap();
/// let Generator::Pattern { pieces, .. } = spec.generator() else { unreachable!() };
/// assert_eq!(pieces, &[PatternPiece::Literal("A".into()), PatternPiece::Digit]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PatternPiece {
    /// Text copied as it is (`\` escapes already removed).
    Literal(String),
    /// `#`: a digit `0-9`.
    Digit,
    /// `?`: a lowercase letter `a-z`.
    Lower,
    /// `*`: a digit or lowercase letter `[0-9a-z]`.
    Alnum,
}

/// What a field's values are made of: one variant per generator, arguments checked. Analyses
/// can read it (a `pattern`'s alphabet, a `timestamp`'s rate) without re-parsing.
///
/// ```
/// use rowkey_core::gen::{Generator, GeneratorSpec};
/// let spec = GeneratorSpec::parse(r#"timestamp("1970-01-01T00:00:01Z", 500)"#).unwrap();
/// assert_eq!(spec.generator(), &Generator::Timestamp { start_ms: 1000, rate: 500.0 });
/// ```
#[derive(Clone, Debug, PartialEq)]
pub enum Generator {
    /// `seq(start, step)`: row `i` gets `start + i*step` (wrapping like a Java long).
    Seq {
        /// The first value.
        start: i64,
        /// Added per row.
        step: i64,
    },
    /// `int(lo, hi)`: uniform in `[lo, hi]`.
    Int {
        /// Smallest value.
        lo: i64,
        /// Largest value.
        hi: i64,
    },
    /// `zipf(n, s)`: `1..=n` with `P(k)` proportional to `1/k^s`.
    Zipf {
        /// Number of distinct values, `1..=MAX_ZIPF_N`.
        n: u64,
        /// The exponent, `> 0`.
        s: f64,
    },
    /// `timestamp(start, rate)`: epoch milliseconds, row `i` in `[start + i/rate s, start + (i+1)/rate s)`,
    /// non-decreasing.
    Timestamp {
        /// Epoch milliseconds of row 0's slot.
        start_ms: i64,
        /// Rows per second, `> 0`.
        rate: f64,
    },
    /// `uuid()`: random version 4 UUIDs, lowercase, hyphenated.
    Uuid,
    /// `phone([...])`: a prefix from the list, then random digits up to 11 digits.
    Phone {
        /// Digit strings of 1..=10 digits.
        prefixes: Vec<String>,
    },
    /// `choice(...)`: one of the values, uniformly or by weight.
    Choice {
        /// The values.
        values: Literals,
        /// One weight per value (`>= 0`, not all zero), or `None` for uniform.
        weights: Option<Vec<f64>>,
    },
    /// `pattern("...")`: `#` digit, `?` lowercase letter, `*` `[0-9a-z]`, `\x` the literal `x`.
    Pattern {
        /// The pattern as written (unescaped string contents).
        source: String,
        /// The compiled pieces.
        pieces: Vec<PatternPiece>,
    },
    /// `hexstr(n)`: `n` random lowercase hex digits.
    HexStr {
        /// The length, `1..=MAX_STR_LEN`.
        len: usize,
    },
    /// `text(min, max)`: lowercase letters, length uniform in `[min, max]`.
    Text {
        /// Shortest length.
        min: usize,
        /// Longest length, `<= MAX_STR_LEN`.
        max: usize,
    },
    /// `list(...)`: row `i` gets value `i % len`.
    List {
        /// The values, in order.
        values: Literals,
    },
    /// `csv("column")`: row `i` gets cell `i % rows` of the design's CSV data column.
    Csv {
        /// The column's header.
        column: String,
    },
}

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
/// assert_eq!(err.message, "unknown generator `sequ`; did you mean `seq`?");
/// assert_eq!(err.span.range(), 0..4);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct GeneratorSpec {
    generator: Generator,
}

impl GeneratorSpec {
    /// Parse and check a generator expression; errors carry byte spans into `expr`.
    ///
    /// ```
    /// use rowkey_core::gen::GeneratorSpec;
    /// let e = GeneratorSpec::parse("int(10, 5)").unwrap_err();
    /// assert_eq!(e.message, "`int` needs lo <= hi, got 10 and 5");
    /// assert_eq!(e.span.range(), 4..9);
    /// ```
    pub fn parse(expr: &str) -> Result<Self, SpannedError> {
        let call = expr::parse(expr)?;
        Ok(GeneratorSpec {
            generator: check(&call)?,
        })
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
        describe(&self.generator)
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

/// The closest known name within edit distance 2, for "did you mean" hints.
pub(crate) fn closest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let lower = word.to_ascii_lowercase();
    candidates
        .iter()
        .map(|c| (levenshtein(&lower, &c.to_ascii_lowercase()), *c))
        .filter(|&(d, c)| d <= 2 && d < c.len().max(2))
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

fn levenshtein(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// Arguments of one call, with the helpers that turn them into checked values.
struct Args<'a> {
    call: &'a Call,
}

impl<'a> Args<'a> {
    fn name(&self) -> &str {
        &self.call.name
    }

    /// Require between `min` and `max` arguments; `params` names them for the message.
    fn arity(&self, min: usize, max: usize, params: &str) -> Result<(), SpannedError> {
        let n = self.call.args.len();
        if (min..=max).contains(&n) {
            return Ok(());
        }
        let takes = match (min, max) {
            (0, 0) => "no arguments".to_owned(),
            (a, b) if a == b => format!("{a} argument{}", if a == 1 { "" } else { "s" }),
            (a, b) => format!("{a} to {b} arguments"),
        };
        let span = if n > max {
            Span::new(self.call.args[max].span.start, self.call.args_span.end)
        } else {
            self.call.args_span
        };
        let params = if params.is_empty() {
            String::new()
        } else {
            format!(" ({params})")
        };
        Err(SpannedError::new(
            format!("`{}` takes {takes}{params}, got {n}", self.name()),
            span,
        ))
    }

    /// Weights belong to `choice` only.
    fn no_weights(&self) -> Result<(), SpannedError> {
        match self.call.args.iter().find_map(|a| a.weight) {
            Some((_, span)) => Err(SpannedError::new(
                format!(
                    "weights (`\"value\": 5`) only go in `choice`, not in `{}`",
                    self.name()
                ),
                span,
            )),
            None => Ok(()),
        }
    }

    fn arg(&self, i: usize) -> &'a Arg {
        &self.call.args[i]
    }

    fn int(&self, i: usize, param: &str) -> Result<i64, SpannedError> {
        let a = &self.arg(i).value;
        match a.kind {
            AtomKind::Num(Num::Int(v), _) => Ok(v),
            _ => Err(SpannedError::new(
                format!("expected an integer for `{param}`, got {}", a.kind_name()),
                a.span,
            )),
        }
    }

    fn float(&self, i: usize, param: &str) -> Result<f64, SpannedError> {
        let a = &self.arg(i).value;
        match a.kind {
            AtomKind::Num(n, _) => Ok(n.as_f64()),
            _ => Err(SpannedError::new(
                format!("expected a number for `{param}`, got {}", a.kind_name()),
                a.span,
            )),
        }
    }

    fn string(&self, i: usize, param: &str) -> Result<&'a str, SpannedError> {
        let a = &self.arg(i).value;
        match &a.kind {
            AtomKind::Str(s) => Ok(s),
            _ => Err(SpannedError::new(
                format!("expected a string for `{param}`, got {}", a.kind_name()),
                a.span,
            )),
        }
    }

    /// A length argument in `lo..=MAX_STR_LEN`.
    fn length(&self, i: usize, param: &str, lo: usize) -> Result<usize, SpannedError> {
        let v = self.int(i, param)?;
        if v < lo as i64 || v > MAX_STR_LEN as i64 {
            return Err(SpannedError::new(
                format!(
                    "`{}` needs {param} between {lo} and {MAX_STR_LEN}, got {v}",
                    self.name()
                ),
                self.arg(i).value.span,
            ));
        }
        Ok(v as usize)
    }
}

fn check(call: &Call) -> Result<Generator, SpannedError> {
    let a = Args { call };
    let span_of = |i: usize| call.args[i].value.span;
    if call.name != "choice" {
        a.no_weights()?;
    }
    Ok(match call.name.as_str() {
        "seq" => {
            a.arity(0, 2, "start, step")?;
            let start = if call.args.is_empty() {
                0
            } else {
                a.int(0, "start")?
            };
            let step = if call.args.len() < 2 {
                1
            } else {
                a.int(1, "step")?
            };
            Generator::Seq { start, step }
        }
        "int" => {
            a.arity(2, 2, "lo, hi")?;
            let (lo, hi) = (a.int(0, "lo")?, a.int(1, "hi")?);
            if lo > hi {
                return Err(SpannedError::new(
                    format!("`int` needs lo <= hi, got {lo} and {hi}"),
                    span_of(0).to(span_of(1)),
                ));
            }
            Generator::Int { lo, hi }
        }
        "zipf" => {
            a.arity(2, 2, "n, s")?;
            let n = a.int(0, "n")?;
            if !(1..=MAX_ZIPF_N as i64).contains(&n) {
                return Err(SpannedError::new(
                    format!("`zipf` needs n between 1 and {MAX_ZIPF_N}, got {n}"),
                    span_of(0),
                ));
            }
            let s = a.float(1, "s")?;
            // Beyond 100 every draw is 1 anyway; the cap keeps pow() far from underflow games.
            if !(s > 0.0 && s <= 100.0) {
                return Err(SpannedError::new(
                    format!("`zipf` needs s > 0 (and at most 100), got {}", fmt_f64(s)),
                    span_of(1),
                ));
            }
            Generator::Zipf { n: n as u64, s }
        }
        "timestamp" => {
            a.arity(2, 2, "start, rate")?;
            let start_ms = match &a.arg(0).value.kind {
                AtomKind::Str(s) => parse_time(s).ok_or_else(|| {
                    SpannedError::new(
                        format!(
                            "invalid start time `{s}`: expected RFC 3339 such as \
                             \"2024-02-15T00:00:00Z\", or epoch milliseconds"
                        ),
                        span_of(0),
                    )
                })?,
                AtomKind::Num(Num::Int(ms), _) => {
                    if !(MIN_MS..=MAX_MS).contains(ms) {
                        return Err(SpannedError::new(
                            format!("start {ms} ms is outside the years 0000 to 9999"),
                            span_of(0),
                        ));
                    }
                    *ms
                }
                _ => {
                    return Err(SpannedError::new(
                        format!(
                            "expected a date string or epoch milliseconds for `start`, got {}",
                            a.arg(0).value.kind_name()
                        ),
                        span_of(0),
                    ))
                }
            };
            let rate = a.float(1, "rate")?;
            if !(rate > 0.0 && rate.is_finite()) {
                return Err(SpannedError::new(
                    format!(
                        "`timestamp` needs a rate > 0 (rows per second), got {}",
                        fmt_f64(rate)
                    ),
                    span_of(1),
                ));
            }
            Generator::Timestamp { start_ms, rate }
        }
        "uuid" => {
            a.arity(0, 0, "")?;
            Generator::Uuid
        }
        "phone" => {
            a.arity(0, 1, "a list of prefixes such as [177, 159, 138]")?;
            let prefixes = if call.args.is_empty() {
                DEFAULT_PHONE_PREFIXES
                    .iter()
                    .map(|s| s.to_string())
                    .collect()
            } else {
                phone_prefixes(&a.arg(0).value)?
            };
            Generator::Phone { prefixes }
        }
        "choice" => {
            if call.args.is_empty() {
                return Err(SpannedError::new(
                    "`choice` needs at least one value, e.g. choice(\"cpu\", \"mem\")",
                    call.args_span,
                ));
            }
            let values = literals(&call.args)?;
            let weighted = call.args.iter().filter(|x| x.weight.is_some()).count();
            let weights = if weighted == 0 {
                None
            } else if weighted < call.args.len() {
                let missing = call
                    .args
                    .iter()
                    .find(|x| x.weight.is_none())
                    .map(|x| x.span);
                return Err(SpannedError::new(
                    "give every value of `choice` a weight (`\"view\": 10`), or none",
                    missing.unwrap_or(call.args_span),
                ));
            } else {
                let mut ws = Vec::with_capacity(call.args.len());
                for arg in &call.args {
                    let (w, span) = arg.weight.unwrap_or((Num::Int(0), arg.span));
                    let w = w.as_f64();
                    if !(w >= 0.0 && w.is_finite()) {
                        return Err(SpannedError::new(
                            format!("a weight must be >= 0, got {}", fmt_f64(w)),
                            span,
                        ));
                    }
                    ws.push(w);
                }
                let total: f64 = ws.iter().sum();
                if !(total > 0.0 && total.is_finite()) {
                    return Err(SpannedError::new(
                        "the weights of `choice` must add up to more than 0",
                        call.args_span,
                    ));
                }
                Some(ws)
            };
            Generator::Choice { values, weights }
        }
        "pattern" => {
            a.arity(1, 1, "a pattern such as \"ORD########\"")?;
            let source = a.string(0, "pattern")?;
            let pieces = compile_pattern(source).map_err(|(msg, at)| {
                // Offsets into the unescaped text only map back exactly when the string literal
                // has no escapes; otherwise point at the whole string.
                let lit = span_of(0);
                let raw_len = lit.end - lit.start;
                let span = if raw_len == source.len() + 2 {
                    Span::new(lit.start + 1 + at, lit.start + 1 + source.len())
                } else {
                    lit
                };
                SpannedError::new(msg, span)
            })?;
            let len = pattern_len(&pieces);
            if len > MAX_STR_LEN {
                return Err(SpannedError::new(
                    format!("the pattern makes {len} characters; the limit is {MAX_STR_LEN}"),
                    span_of(0),
                ));
            }
            Generator::Pattern {
                source: source.to_owned(),
                pieces,
            }
        }
        "hexstr" => {
            a.arity(1, 1, "n")?;
            Generator::HexStr {
                len: a.length(0, "n", 1)?,
            }
        }
        "text" => {
            a.arity(2, 2, "min, max")?;
            let min = a.length(0, "min", 0)?;
            let max = a.length(1, "max", 0)?;
            if min > max {
                return Err(SpannedError::new(
                    format!("`text` needs min <= max, got {min} and {max}"),
                    span_of(0).to(span_of(1)),
                ));
            }
            Generator::Text { min, max }
        }
        "list" => {
            if call.args.is_empty() {
                return Err(SpannedError::new(
                    "`list` needs at least one value, e.g. list(\"a\", \"b\")",
                    call.args_span,
                ));
            }
            Generator::List {
                values: literals(&call.args)?,
            }
        }
        "csv" => {
            a.arity(1, 1, "a column name such as \"user_id\"")?;
            let column = a.string(0, "column")?;
            if column.is_empty() {
                return Err(SpannedError::new("`csv` needs a column name", span_of(0)));
            }
            Generator::Csv {
                column: column.to_owned(),
            }
        }
        other => {
            let msg = match closest(other, &GENERATOR_NAMES) {
                Some(s) => format!("unknown generator `{other}`; did you mean `{s}`?"),
                None => format!(
                    "unknown generator `{other}`; the generators are {}",
                    GENERATOR_NAMES.join(", ")
                ),
            };
            return Err(SpannedError::new(msg, call.name_span));
        }
    })
}

/// `choice`/`list` values: all integers make an int field; otherwise everything is text and
/// numbers keep the text they were written with.
fn literals(args: &[Arg]) -> Result<Literals, SpannedError> {
    let mut ints = Vec::with_capacity(args.len());
    for arg in args {
        match &arg.value.kind {
            AtomKind::Num(Num::Int(v), _) => ints.push(*v),
            AtomKind::List(_) => {
                return Err(SpannedError::new(
                    "expected a number or a string, got a list",
                    arg.value.span,
                ))
            }
            _ => {}
        }
    }
    if ints.len() == args.len() {
        return Ok(Literals::Int(ints));
    }
    Ok(Literals::Str(
        args.iter()
            .map(|arg| match &arg.value.kind {
                AtomKind::Str(s) => s.clone(),
                AtomKind::Num(_, text) => text.clone(),
                AtomKind::List(_) => String::new(),
            })
            .collect(),
    ))
}

fn phone_prefixes(atom: &Atom) -> Result<Vec<String>, SpannedError> {
    let AtomKind::List(items) = &atom.kind else {
        return Err(SpannedError::new(
            format!(
                "expected a list of prefixes such as [177, 159, 138], got {}",
                atom.kind_name()
            ),
            atom.span,
        ));
    };
    if items.is_empty() {
        return Err(SpannedError::new(
            "the prefix list is empty; leave it out for the default prefixes",
            atom.span,
        ));
    }
    items
        .iter()
        .map(|item| {
            let text = match &item.kind {
                AtomKind::Str(s) => s.clone(),
                AtomKind::Num(Num::Int(v), _) if *v >= 0 => v.to_string(),
                _ => String::new(),
            };
            if text.is_empty() || text.len() > 10 || !text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(SpannedError::new(
                    "a phone prefix is 1 to 10 digits, such as 177",
                    item.span,
                ));
            }
            Ok(text)
        })
        .collect()
}

/// Compile a pattern; errors give a message and a byte offset into the unescaped text.
fn compile_pattern(source: &str) -> Result<Vec<PatternPiece>, (String, usize)> {
    let mut pieces = Vec::new();
    let mut lit = String::new();
    let mut chars = source.char_indices();
    while let Some((i, c)) = chars.next() {
        let piece = match c {
            '#' => PatternPiece::Digit,
            '?' => PatternPiece::Lower,
            '*' => PatternPiece::Alnum,
            '\\' => match chars.next() {
                Some((_, e)) => {
                    lit.push(e);
                    continue;
                }
                None => {
                    return Err((
                        "a `\\` at the end of a pattern escapes nothing; write `\\\\` for a \
                         backslash"
                            .into(),
                        i,
                    ))
                }
            },
            c => {
                lit.push(c);
                continue;
            }
        };
        if !lit.is_empty() {
            pieces.push(PatternPiece::Literal(std::mem::take(&mut lit)));
        }
        pieces.push(piece);
    }
    if !lit.is_empty() {
        pieces.push(PatternPiece::Literal(lit));
    }
    Ok(pieces)
}

fn pattern_len(pieces: &[PatternPiece]) -> usize {
    pieces
        .iter()
        .map(|p| match p {
            PatternPiece::Literal(s) => s.chars().count(),
            _ => 1,
        })
        .sum()
}

/// Epoch ms of 0000-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the years RFC 3339 can write.
const MIN_MS: i64 = -62_167_219_200_000;
const MAX_MS: i64 = 253_402_300_799_999;

/// RFC 3339 with any offset; also `YYYY-MM-DD[T ]HH:MM[:SS[.fff]]` and `YYYY-MM-DD`, read as UTC.
pub(crate) fn parse_time(s: &str) -> Option<i64> {
    use chrono::{DateTime, NaiveDate, NaiveDateTime};
    let s = s.trim();
    let ms = if let Ok(t) = DateTime::parse_from_rfc3339(s) {
        t.timestamp_millis()
    } else if let Some(t) = [
        "%Y-%m-%dT%H:%M:%S%.f",
        "%Y-%m-%d %H:%M:%S%.f",
        "%Y-%m-%dT%H:%M",
        "%Y-%m-%d %H:%M",
    ]
    .iter()
    .find_map(|f| NaiveDateTime::parse_from_str(s, f).ok())
    {
        t.and_utc().timestamp_millis()
    } else {
        NaiveDate::parse_from_str(s, "%Y-%m-%d")
            .ok()?
            .and_hms_opt(0, 0, 0)?
            .and_utc()
            .timestamp_millis()
    };
    (MIN_MS..=MAX_MS).contains(&ms).then_some(ms)
}

/// Epoch ms as RFC 3339 UTC, with milliseconds only when there are some.
pub(crate) fn format_time(ms: i64) -> String {
    match chrono::DateTime::from_timestamp_millis(ms) {
        Some(t) if ms.rem_euclid(1000) == 0 => t.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
        Some(t) => t.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string(),
        None => ms.to_string(),
    }
}

/// Shortest text that reads back as the same `f64` (`1` for 1.0); integral values beyond a long
/// use an exponent (`1e21`) so they are not read back as an out-of-range integer.
pub(crate) fn fmt_f64(v: f64) -> String {
    let plain = format!("{v}");
    if plain.contains('.') || plain.parse::<i64>().is_ok() {
        plain
    } else {
        format!("{v:e}")
    }
}

fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| format!("{s:?}"))
}

fn push_literals(out: &mut String, values: &Literals, weights: Option<&[f64]>) {
    let n = values.len();
    for i in 0..n {
        if i > 0 {
            out.push_str(", ");
        }
        match values {
            Literals::Str(v) => out.push_str(&quote(&v[i])),
            Literals::Int(v) => {
                let _ = write!(out, "{}", v[i]);
            }
        }
        if let Some(w) = weights {
            let _ = write!(out, ": {}", fmt_f64(w[i]));
        }
    }
}

fn describe(g: &Generator) -> String {
    match g {
        Generator::Seq { start, step } => format!("seq({start}, {step})"),
        Generator::Int { lo, hi } => format!("int({lo}, {hi})"),
        Generator::Zipf { n, s } => format!("zipf({n}, {})", fmt_f64(*s)),
        Generator::Timestamp { start_ms, rate } => format!(
            "timestamp({}, {})",
            quote(&format_time(*start_ms)),
            fmt_f64(*rate)
        ),
        Generator::Uuid => "uuid()".into(),
        Generator::Phone { prefixes } => {
            if prefixes
                .iter()
                .map(String::as_str)
                .eq(DEFAULT_PHONE_PREFIXES)
            {
                return "phone()".into();
            }
            let items: Vec<String> = prefixes
                .iter()
                .map(|p| {
                    // A leading zero would be lost as a number.
                    if p.starts_with('0') {
                        quote(p)
                    } else {
                        p.clone()
                    }
                })
                .collect();
            format!("phone([{}])", items.join(", "))
        }
        Generator::Choice { values, weights } => {
            let mut out = String::from("choice(");
            push_literals(&mut out, values, weights.as_deref());
            out.push(')');
            out
        }
        Generator::Pattern { source, .. } => format!("pattern({})", quote(source)),
        Generator::HexStr { len } => format!("hexstr({len})"),
        Generator::Text { min, max } => format!("text({min}, {max})"),
        Generator::List { values } => {
            let mut out = String::from("list(");
            push_literals(&mut out, values, None);
            out.push(')');
            out
        }
        Generator::Csv { column } => format!("csv({})", quote(column)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(src: &str) -> SpannedError {
        GeneratorSpec::parse(src).unwrap_err()
    }

    fn spanned(src: &str) -> (String, &str) {
        let e = err(src);
        (e.message, &src[e.span.range()])
    }

    #[test]
    fn every_generator_parses_and_describes_back() {
        for src in [
            "seq(1, 1)",
            "seq(-5, 0)",
            "int(-3, 9223372036854775807)",
            "zipf(10000000, 1.2)",
            "zipf(100, 1)",
            "timestamp(\"2024-02-15T00:00:00Z\", 500)",
            "timestamp(\"2024-02-15T00:00:00.250Z\", 0.001)",
            "uuid()",
            "phone()",
            "phone([177, 159, 138])",
            "phone([\"0123\", 1])",
            "choice(\"cpu\", \"mem\")",
            "choice(\"click\": 5, \"view\": 10, \"buy\": 1)",
            "choice(1, 2, 3)",
            "choice(1: 0.5, 2: 0.25)",
            "choice(\"a\": 1e21, \"b\": 0.000001)",
            "timestamp(\"2024-02-15T00:00:00Z\", 1e300)",
            "choice(\"a\", \"1.5\")",
            "pattern(\"ORD########\")",
            "pattern(\"a\\\\#?*\")",
            "hexstr(8)",
            "text(0, 10)",
            "list(\"a\", \"b\")",
            "list(3, 1, 2)",
            "csv(\"user id\")",
        ] {
            let spec = GeneratorSpec::parse(src).unwrap_or_else(|e| panic!("{src}: {e}"));
            assert_eq!(spec.describe(), src, "normal form of {src}");
            assert_eq!(GeneratorSpec::parse(&spec.describe()).unwrap(), spec);
        }
    }

    #[test]
    fn normalises() {
        let d = |s: &str| GeneratorSpec::parse(s).unwrap().describe();
        assert_eq!(d("seq"), "seq(0, 1)");
        assert_eq!(d("seq(7)"), "seq(7, 1)");
        assert_eq!(d("uuid"), "uuid()");
        assert_eq!(d("int(0x10, 1_000)"), "int(16, 1000)");
        assert_eq!(d("list(1, \"a\", 2.50)"), "list(\"1\", \"a\", \"2.50\")");
        assert_eq!(
            d("timestamp(\"2024-02-15\", 1e3)"),
            "timestamp(\"2024-02-15T00:00:00Z\", 1000)"
        );
        assert_eq!(
            d("timestamp(\"2024-02-15T08:00:00+08:00\", 2)"),
            "timestamp(\"2024-02-15T00:00:00Z\", 2)"
        );
        assert_eq!(
            d("timestamp(\"2024-02-15 01:02\", 2)"),
            "timestamp(\"2024-02-15T01:02:00Z\", 2)"
        );
        assert_eq!(d("pattern(\"\\u0041#\")"), "pattern(\"A#\")");
    }

    #[test]
    fn messages_say_what_and_where() {
        assert_eq!(
            spanned("int(10, 5)"),
            ("`int` needs lo <= hi, got 10 and 5".into(), "10, 5")
        );
        assert_eq!(
            spanned("sequ(1, 2)"),
            (
                "unknown generator `sequ`; did you mean `seq`?".into(),
                "sequ"
            )
        );
        assert_eq!(
            spanned("timestmp(1, 2)"),
            (
                "unknown generator `timestmp`; did you mean `timestamp`?".into(),
                "timestmp"
            )
        );
        assert!(err("frobnicate()")
            .message
            .contains("the generators are seq, int"));
        assert_eq!(
            spanned("int(\"a\", 5)"),
            ("expected an integer for `lo`, got a string".into(), "\"a\"")
        );
        assert_eq!(
            spanned("int(1.5, 5)"),
            (
                "expected an integer for `lo`, got a number with a fraction".into(),
                "1.5"
            )
        );
        assert_eq!(
            spanned("int(1, 2, 3)"),
            ("`int` takes 2 arguments (lo, hi), got 3".into(), "3")
        );
        assert_eq!(
            spanned("int(1)"),
            ("`int` takes 2 arguments (lo, hi), got 1".into(), "1")
        );
        assert_eq!(
            spanned("uuid(4)"),
            ("`uuid` takes no arguments, got 1".into(), "4")
        );
        assert_eq!(
            spanned("zipf(0, 1)"),
            ("`zipf` needs n between 1 and 10000000, got 0".into(), "0")
        );
        assert_eq!(
            spanned("zipf(10, -1)"),
            ("`zipf` needs s > 0 (and at most 100), got -1".into(), "-1")
        );
        assert_eq!(spanned("timestamp(\"2024-13-01\", 1)").1, "\"2024-13-01\"");
        assert_eq!(
            spanned("timestamp(0, 0)"),
            (
                "`timestamp` needs a rate > 0 (rows per second), got 0".into(),
                "0"
            )
        );
        assert_eq!(
            spanned("choice(\"a\": 1, \"b\")"),
            (
                "give every value of `choice` a weight (`\"view\": 10`), or none".into(),
                "\"b\""
            )
        );
        assert_eq!(
            spanned("choice(\"a\": -1)"),
            ("a weight must be >= 0, got -1".into(), "-1")
        );
        assert_eq!(spanned("choice(\"a\": 0)").1, "\"a\": 0");
        assert_eq!(
            spanned("list(\"a\": 1)"),
            (
                "weights (`\"value\": 5`) only go in `choice`, not in `list`".into(),
                "1"
            )
        );
        assert_eq!(
            spanned("pattern(\"ab\\\\\")").0,
            "a `\\` at the end of a pattern escapes nothing; write `\\\\` for a backslash"
        );
        assert_eq!(
            spanned("hexstr(0)"),
            ("`hexstr` needs n between 1 and 4096, got 0".into(), "0")
        );
        assert_eq!(
            spanned("text(5, 2)"),
            ("`text` needs min <= max, got 5 and 2".into(), "5, 2")
        );
        assert_eq!(spanned("phone([17a])").0, "expected a number, got `17a`");
        assert_eq!(
            spanned("phone([-1])"),
            ("a phone prefix is 1 to 10 digits, such as 177".into(), "-1")
        );
        assert_eq!(spanned("phone(177)").1, "177");
        assert_eq!(spanned("csv(\"\")").1, "\"\"");
        assert_eq!(
            spanned("choice()").0,
            "`choice` needs at least one value, e.g. choice(\"cpu\", \"mem\")"
        );
    }

    #[test]
    fn pattern_escape_error_points_into_the_string() {
        // `pattern("ab\\")` in the expression is the pattern text `ab\`.
        let src = r#"pattern("ab\\")"#;
        let e = err(src);
        // The literal has an escape, so the whole string is underlined.
        assert_eq!(&src[e.span.range()], r#""ab\\""#);
    }

    #[test]
    fn compiles_patterns() {
        let spec = GeneratorSpec::parse(r#"pattern("ID-#?*\\#x")"#).unwrap();
        let Generator::Pattern { pieces, .. } = spec.generator() else {
            panic!()
        };
        assert_eq!(
            pieces,
            &[
                PatternPiece::Literal("ID-".into()),
                PatternPiece::Digit,
                PatternPiece::Lower,
                PatternPiece::Alnum,
                PatternPiece::Literal("#x".into()),
            ]
        );
    }

    #[test]
    fn time_parsing() {
        assert_eq!(parse_time("2024-02-15T00:00:00Z"), Some(1_707_955_200_000));
        assert_eq!(parse_time("1970-01-01T00:00:00.5Z"), Some(500));
        assert_eq!(parse_time("nope"), None);
        assert_eq!(format_time(500), "1970-01-01T00:00:00.500Z");
        assert_eq!(format_time(MIN_MS), "0000-01-01T00:00:00Z");
        assert_eq!(format_time(MAX_MS), "9999-12-31T23:59:59.999Z");
    }

    #[test]
    fn suggestions() {
        assert_eq!(closest("hexstring", &GENERATOR_NAMES), None);
        assert_eq!(closest("hexst", &GENERATOR_NAMES), Some("hexstr"));
        assert_eq!(closest("UUID", &GENERATOR_NAMES), Some("uuid"));
        assert_eq!(closest("x", &GENERATOR_NAMES), None);
    }
}
