//! The template language, text to syntax: lexer and parser (with spans), the AST, and the printer
//! that writes a template back in normal form.
//!
//! Parsing is total: any input gives a [`Template`] or errors, never a panic. Printing a parsed
//! template and parsing the result gives the same AST (spans aside), and printing is idempotent.
//!
//! # Syntax
//!
//! Outside `{...}` everything is literal text; `\xHH`, `\{`, `\}` and `\\` are its only escapes.
//! A segment holds a pipeline `source | transform | transform(arg, ...)`, where a source is a
//! field name, a JSON-style string, an integer (`-5`, `0x7fffffff`, `10L`) or a call `f(...)`,
//! and each argument is itself a pipeline. Whitespace between tokens inside a segment is ignored.
//! Names are not checked here: `crate::plan` decides which exist.
//!
//! # Limits
//!
//! - Calls nest at most 32 deep (`f(g(h(...)))`); deeper is the error "nested too deeply (limit
//!   32)". This bounds the parser's recursion, so no input can overflow the stack.
//! - At most 100 errors are reported; parsing stops there.
//! - Time is linear in the input length; there is no size limit of its own.
//!
//! # Errors
//!
//! Spans are byte offsets into the input. The first syntax error in a segment is reported and the
//! rest of that segment (up to its `}`) is skipped, so later segments still get checked without
//! cascades of follow-on errors.

pub mod ast;
mod lexer;
mod parser;
mod printer;
mod rename;

pub use ast::*;
pub use rename::rename_field;

use crate::i18n::catalogue::template as T;
use crate::i18n::Message;
use crate::{Span, SpannedError};

/// The source name a template reads as the rest of the key, so no field can have it.
const REST: &str = "rest";

/// Whether a template can read `name` as a field: a Unicode identifier (`_` or a letter
/// (XID_Start), then `_`, letters and digits (XID_Continue): what the lexer reads as a name),
/// and not `rest`, which a template reads as the rest of the key. The one rule for design
/// validation, renaming and the playground's field editor.
///
/// ```
/// use rowkey_core::template::is_field_name;
/// assert!(is_field_name("user_id") && is_field_name("_x1") && is_field_name("rest2"));
/// assert!(is_field_name("订单号") && is_field_name("é") && is_field_name("用户_1"));
/// assert!(!is_field_name("1x") && !is_field_name("") && !is_field_name("a-b"));
/// assert!(!is_field_name("１号") && !is_field_name("a b") && !is_field_name("rest"));
/// ```
pub fn is_field_name(name: &str) -> bool {
    field_name_problem(name).is_none()
}

/// Whether `c` can start a name: `_` or a letter (Unicode XID_Start).
pub(crate) fn is_name_start(c: char) -> bool {
    c == '_' || unicode_ident::is_xid_start(c)
}

/// Whether `c` can go on in a name: `_`, a letter or a digit (Unicode XID_Continue).
pub(crate) fn is_name_continue(c: char) -> bool {
    c == '_' || unicode_ident::is_xid_continue(c)
}

/// A field name made from any text, such as a CSV column header: what a name cannot hold becomes
/// `_`, a name that would start with a digit (or be empty) gets a `_` in front, and the reserved
/// `rest` becomes `rest_`. Always [`is_field_name`].
///
/// ```
/// use rowkey_core::template::{field_name_from, is_field_name};
/// assert_eq!(field_name_from("user id"), "user_id");
/// assert_eq!(field_name_from("1st"), "_1st");
/// assert_eq!(field_name_from("rest"), "rest_");
/// assert!(is_field_name(&field_name_from("")));
/// ```
pub fn field_name_from(text: &str) -> String {
    let mut out: String = text
        .trim()
        .chars()
        .map(|c| if is_name_continue(c) { c } else { '_' })
        .collect();
    if !out.starts_with(is_name_start) {
        out.insert(0, '_');
    }
    if out == REST {
        out.push('_');
    }
    out
}

/// Why a name cannot be a field name (see [`field_name_problem`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldNameProblem {
    /// Not a Unicode identifier (`_` or XID_Start, then `_` or XID_Continue): the lexer would
    /// not read it as one name.
    NotAName,
    /// `rest`: a template reads it as the rest of the key.
    Reserved,
}

impl FieldNameProblem {
    /// The error kind a design reports for it.
    ///
    /// ```
    /// use rowkey_core::{template::FieldNameProblem, ErrorKind};
    /// assert_eq!(FieldNameProblem::Reserved.kind(), ErrorKind::ReservedName);
    /// ```
    pub fn kind(self) -> crate::ErrorKind {
        match self {
            FieldNameProblem::NotAName => crate::ErrorKind::InvalidName,
            FieldNameProblem::Reserved => crate::ErrorKind::ReservedName,
        }
    }

    /// What is wrong with `name`, in the words design validation and renaming use.
    pub fn message(self, name: &str) -> Message {
        match self {
            FieldNameProblem::NotAName => crate::msg!(T::NOT_A_FIELD_NAME, name = name),
            FieldNameProblem::Reserved => crate::msg!(T::RESERVED_FIELD_NAME, rest = REST),
        }
    }
}

/// Why `name` cannot be a field name; `None` when it can (see [`is_field_name`]).
///
/// ```
/// use rowkey_core::template::{field_name_problem, FieldNameProblem};
/// assert_eq!(field_name_problem("user_id"), None);
/// assert_eq!(field_name_problem("rest"), Some(FieldNameProblem::Reserved));
/// assert_eq!(
///     field_name_problem("1x").unwrap().message("1x").to_string(),
///     "`1x` is not a field name: start with a letter or _, then letters, digits or _"
/// );
/// ```
pub fn field_name_problem(name: &str) -> Option<FieldNameProblem> {
    let mut chars = name.chars();
    let word = chars.next().is_some_and(is_name_start) && chars.all(is_name_continue);
    if !word {
        Some(FieldNameProblem::NotAName)
    } else if name == REST {
        Some(FieldNameProblem::Reserved)
    } else {
        None
    }
}

/// Parse template text into its AST, or every syntax error found (at least one).
///
/// # Errors
///
/// Every syntax error found, each with its span.
///
/// ```
/// use rowkey_core::template::{parse, Part, Source};
/// let t = parse("{user_id | md5 | hex | left(4)}_{user_id}").unwrap();
/// let Part::Segment(seg) = &t.parts[0] else { panic!("a segment") };
/// assert!(matches!(&seg.pipeline.source, Source::Field(f) if f.name == "user_id"));
/// assert_eq!(seg.pipeline.transforms.len(), 3);
///
/// let errors = parse("{id | left(4}").unwrap_err();
/// assert_eq!(errors[0].message.to_string(), "unclosed `(`: expected `)`");
/// assert_eq!(errors[0].span, rowkey_core::Span::new(10, 11));
/// ```
pub fn parse(text: &str) -> Result<Template, Vec<SpannedError>> {
    parser::parse_template(text)
}

/// Print a template in normal form: one space each side of `|`, `, ` between arguments, no other
/// spaces inside a segment; literal bytes escaped only where needed (`\{`, `\}`, `\\`, and
/// `\xHH` for control characters and bytes that are not UTF-8).
///
/// ```
/// use rowkey_core::template::{parse, print};
/// let t = parse("{ id|pad( 8 ,\"0\" ) }\\x00_{uuid()}").unwrap();
/// assert_eq!(print(&t), "{id | pad(8, \"0\")}\\x00_{uuid()}");
/// ```
pub fn print(template: &Template) -> String {
    printer::print_template(template)
}

/// A copy of `t` with every span set to [`Span::default()`], to compare ASTs modulo positions.
///
/// ```
/// use rowkey_core::template::{parse, strip_spans};
/// let a = parse("{id|md5}").unwrap();
/// let b = parse("{ id | md5() }").unwrap();
/// assert_ne!(a, b);
/// assert_eq!(strip_spans(&a), strip_spans(&b));
/// ```
pub fn strip_spans(t: &Template) -> Template {
    let parts = t
        .parts
        .iter()
        .map(|part| match part {
            Part::Literal(lit) => Part::Literal(Literal {
                bytes: lit.bytes.clone(),
                span: Span::default(),
            }),
            Part::Segment(seg) => Part::Segment(Segment {
                pipeline: strip_pipeline(&seg.pipeline),
                span: Span::default(),
            }),
        })
        .collect();
    Template { parts }
}

fn strip_pipeline(p: &Pipeline) -> Pipeline {
    let source = match &p.source {
        Source::Field(i) => Source::Field(strip_ident(i)),
        Source::Str(s) => Source::Str(StrLit {
            value: s.value.clone(),
            span: Span::default(),
        }),
        Source::Int(n) => Source::Int(IntLit {
            text: n.text.clone(),
            span: Span::default(),
        }),
        Source::Call(c) => Source::Call(strip_call(c)),
    };
    Pipeline {
        source,
        transforms: p.transforms.iter().map(strip_call).collect(),
        span: Span::default(),
    }
}

fn strip_call(c: &Call) -> Call {
    Call {
        name: strip_ident(&c.name),
        args: c.args.iter().map(strip_pipeline).collect(),
        span: Span::default(),
    }
}

fn strip_ident(i: &Ident) -> Ident {
    Ident {
        name: i.name.clone(),
        span: Span::default(),
    }
}
