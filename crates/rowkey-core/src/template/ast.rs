//! The template syntax tree: what the text says, with spans, before any meaning is checked.
//!
//! The parser is deliberately generic: every `name` or `name(args)` is a [`Call`] or a
//! [`Source::Field`], and the checker ([`crate::plan`]) decides which names exist and what types
//! they take. That keeps parsing total and lets errors about names carry good spans.

use crate::Span;

/// A parsed template: literal text and `{...}` segments, in order.
///
/// ```
/// use rowkey_core::template::{parse, Part};
/// let t = parse("{id | md5 | hex | left(4)}_{id}").unwrap();
/// assert_eq!(t.parts.len(), 3);
/// assert!(matches!(t.parts[1], Part::Literal(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    /// Literal runs and segments, in key order. Adjacent literal text is one [`Literal`].
    pub parts: Vec<Part>,
}

/// One piece of a template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// Literal bytes copied into the key as they are.
    Literal(Literal),
    /// A `{ source | transform ... }` segment.
    Segment(Segment),
}

/// A run of literal text, already unescaped into the bytes it stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Literal {
    /// The bytes this literal appends to the key (text as UTF-8, `\xHH` as one raw byte).
    pub bytes: Vec<u8>,
    /// Where the literal is in the template text.
    pub span: Span,
}

/// A `{ ... }` segment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    /// The pipeline between the braces.
    pub pipeline: Pipeline,
    /// The whole segment, braces included.
    pub span: Span,
}

/// A source followed by zero or more transforms: `source | t1 | t2(a, b)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pipeline {
    /// Where the value comes from.
    pub source: Source,
    /// Transforms applied left to right.
    pub transforms: Vec<Call>,
    /// The whole pipeline.
    pub span: Span,
}

/// Where a pipeline's value comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A bare name: a field of the record (or the keyword `rest`; the checker decides).
    Field(Ident),
    /// A quoted string literal, JSON-style escapes already decoded.
    Str(StrLit),
    /// An integer literal (as an argument: `mod(16)`, `and(0x7fffffff)`, `add(-5)`, `10L`).
    Int(IntLit),
    /// A call with parentheses: `concat(...)`, `salt(10)`, `phoenix_salt(16)`.
    Call(Call),
}

impl Source {
    /// The span of the source.
    pub fn span(&self) -> Span {
        match self {
            Source::Field(i) => i.span,
            Source::Str(s) => s.span,
            Source::Int(n) => n.span,
            Source::Call(c) => c.span,
        }
    }
}

/// A name: a field, a function or a transform.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    /// The name as written (`[a-zA-Z_][a-zA-Z0-9_]*`).
    pub name: String,
    /// Where it is.
    pub span: Span,
}

/// A quoted string literal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StrLit {
    /// The decoded value.
    pub value: String,
    /// The literal, quotes included.
    pub span: Span,
}

/// An integer literal, kept as written; the checker gives it a Java type and value.
///
/// Forms: `42`, `-5`, `0x7fffffff` (either hex case), and an optional `L`/`l` suffix for a
/// Java `long` literal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntLit {
    /// The literal text exactly as written, e.g. `-0x10L`.
    pub text: String,
    /// Where it is.
    pub span: Span,
}

/// `name` or `name(arg, ...)`: a transform, or a function used as a source.
///
/// `md5` and `md5()` are the same call (no arguments).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    /// The function or transform name.
    pub name: Ident,
    /// Arguments; each is a pipeline so `concat(a | md5, "x")` works. Numbers and strings are
    /// pipelines with an [`Source::Int`] / [`Source::Str`] source and no transforms.
    pub args: Vec<Pipeline>,
    /// The whole call, arguments included.
    pub span: Span,
}
