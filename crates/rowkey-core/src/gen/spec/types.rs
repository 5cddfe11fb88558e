//! The checked generators, and the limits and names they are checked against.

pub use crate::limits::MAX_STR_LEN;

pub use crate::limits::MAX_ZIPF_N;

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
