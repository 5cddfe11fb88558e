//! The checked, typed form of a template that [`crate::encode`] evaluates.
//!
//! Every implicit conversion the language allows (a str parsed where an int is needed, an int
//! written as decimal where text is needed) is an explicit [`Op`] here, so evaluation never has
//! to decide anything about types.

use crate::java::JInt;
use crate::value::ValueType;
use crate::Span;

pub use super::op::{
    Facts, Growth, Hash, IntHash, IntRule, Inverse, Length, Loss, NumberText, Op, Preimage,
    Spelling,
};

/// A checked pipeline: a source and its operations, with the type it produces.
#[derive(Clone, Debug)]
pub struct Expr {
    /// Where the value comes from.
    pub source: Src,
    /// Operations applied in order, each with the span of the transform it came from.
    pub ops: Vec<OpAt>,
    /// The type after the last op.
    pub ty: ValueType,
    /// The pipeline's span in the template.
    pub span: Span,
}

impl Expr {
    /// Whether this pipeline (or a `concat` argument in it) reads `rest`: such a segment needs
    /// the encoded bytes of everything after it.
    ///
    /// ```
    /// use rowkey_core::plan::{Plan, PlanPart};
    /// let plan = Plan::compile("{concat(rest, \"x\") | md5}{id}").unwrap();
    /// let reads: Vec<bool> = plan.parts().iter()
    ///     .map(|p| matches!(p, PlanPart::Segment(e) if e.reads_rest())).collect();
    /// assert_eq!(reads, [true, false]);
    /// ```
    pub fn reads_rest(&self) -> bool {
        match &self.source {
            Src::Rest => true,
            Src::Concat(args) => args.iter().any(Expr::reads_rest),
            _ => false,
        }
    }
}

/// A checked source.
#[derive(Clone, Debug)]
pub enum Src {
    /// Field number `index` of [`crate::plan::Plan::fields`], read as type `ty`.
    Field {
        /// Index into the plan's field list.
        index: usize,
        /// The type the checker gave the field.
        ty: ValueType,
    },
    /// A string literal.
    Str(String),
    /// An integer literal.
    Int(JInt),
    /// `concat(...)`: the key bytes of each argument, concatenated.
    Concat(Vec<Expr>),
    /// `salt(N)`: the record's pre-drawn salt value number `slot`.
    Salt {
        /// Which of the record's salt draws (in template order).
        slot: usize,
        /// Bucket count.
        buckets: u32,
    },
    /// `rest`: the bytes of every part after this segment.
    Rest,
}

/// An operation with the span of the transform that produced it (for runtime errors).
#[derive(Clone, Debug)]
pub struct OpAt {
    /// The operation.
    pub op: Op,
    /// The transform's span.
    pub span: Span,
}

/// Whether a length-based operation counts text characters (UTF-16 units) or bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// A str: Java `String` positions (UTF-16 code units).
    Char,
    /// Bytes.
    Byte,
}

/// A compiled `date("...")` format.
///
/// ```
/// use rowkey_core::plan::ir::DateFormat;
/// let f = DateFormat::read("%Y%m%d".into()).unwrap();
/// assert_eq!((f.text.as_str(), f.items().map(|i| i.len())), ("%Y%m%d", Some(3)));
/// assert!(DateFormat::read("%Q".into()).is_none());
/// // Unread, it reads itself when first asked (a core without `time-checks`).
/// assert!(DateFormat::unread("%Q".into()).items().is_none());
/// ```
#[derive(Clone, Debug)]
pub struct DateFormat {
    /// The format text as written.
    pub text: String,
    /// The parsed strftime items, `None` when the text is not a format: read when compiled,
    /// or, by a core built without `time-checks` (the page's, which leaves that check to the
    /// quick worker), on first use, so that the page's check links no strftime parser.
    items: std::sync::OnceLock<Option<Vec<chrono::format::Item<'static>>>>,
}

impl DateFormat {
    /// Read `text` now: `None` when it is not a strftime format chrono can write.
    pub fn read(text: String) -> Option<DateFormat> {
        let items = parse_items(&text)?;
        Some(DateFormat {
            text,
            items: std::sync::OnceLock::from(Some(items)),
        })
    }

    /// `text` not read yet: [`DateFormat::items`] reads it when first asked.
    pub fn unread(text: String) -> DateFormat {
        DateFormat {
            text,
            items: std::sync::OnceLock::new(),
        }
    }

    /// The parsed items, `None` when the text is not a format.
    pub fn items(&self) -> Option<&[chrono::format::Item<'static>]> {
        self.items
            .get_or_init(|| parse_items(&self.text))
            .as_deref()
    }
}

fn parse_items(text: &str) -> Option<Vec<chrono::format::Item<'static>>> {
    chrono::format::StrftimeItems::new(text)
        .parse_to_owned()
        .ok()
}
