//! Errors as values: every error the core reports carries a [`Span`] into the text it came from,
//! so the CLI can print carets under it and the playground can underline it.

use crate::i18n::Message;
use serde::Serialize;
use std::fmt;

/// A half-open byte range `start..end` into a source text (a template, a generator expression…).
///
/// ```
/// use rowkey_core::Span;
/// let s = Span::new(1, 4);
/// assert_eq!(&"{id}"[s.range()], "id}");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub struct Span {
    /// First byte of the range.
    pub start: usize,
    /// One past the last byte of the range.
    pub end: usize,
}

impl Span {
    /// A span from `start` to `end` (byte offsets).
    pub const fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// The empty span at `at`.
    pub const fn at(at: usize) -> Self {
        Span { start: at, end: at }
    }

    /// The smallest span covering both.
    ///
    /// ```
    /// use rowkey_core::Span;
    /// assert_eq!(Span::new(1, 2).to(Span::new(5, 7)), Span::new(1, 7));
    /// ```
    pub fn to(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }

    /// As a `Range<usize>` for slicing.
    pub fn range(self) -> std::ops::Range<usize> {
        self.start..self.end
    }
}

/// Declares [`ErrorKind`] with its snake_case names in one list, so the enum, its serialised
/// names, [`ErrorKind::ALL`] and [`ErrorKind::as_str`] cannot drift apart.
macro_rules! error_kinds {
    ($($(#[$doc:meta])* $kind:ident => $name:literal,)*) => {
        /// What kind of problem an error reports, so programs (and tests) can tell errors
        /// apart without matching their message text, which is written for people and may be
        /// reworded.
        ///
        /// The list is flat: one variant per problem, whichever layer (template text, generator
        /// expression, CSV data, design document, evaluation) finds it. It is serialised in
        /// snake_case (`"unknown_transform"`), the form the JS module and the page see.
        ///
        /// ```
        /// use rowkey_core::i18n::{catalogue::plan::UNKNOWN_TRANSFORM, Message};
        /// use rowkey_core::{ErrorKind, Span, SpannedError};
        /// let message = rowkey_core::msg!(UNKNOWN_TRANSFORM, name = "md6");
        /// let e = SpannedError::new(ErrorKind::UnknownTransform, message, Span::new(6, 9));
        /// assert_eq!(e.kind, ErrorKind::UnknownTransform);
        /// assert_eq!(e.kind.as_str(), "unknown_transform");
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
        #[non_exhaustive]
        pub enum ErrorKind {
            $($(#[$doc])* #[serde(rename = $name)] $kind,)*
        }

        impl ErrorKind {
            /// Every kind, in declaration order (for front ends that list them, and for tests).
            pub const ALL: &'static [ErrorKind] = &[$(ErrorKind::$kind,)*];

            /// The snake_case name, as serialised.
            ///
            /// ```
            /// assert_eq!(rowkey_core::ErrorKind::KeyTooLong.as_str(), "key_too_long");
            /// ```
            pub fn as_str(self) -> &'static str {
                match self {
                    $(ErrorKind::$kind => $name,)*
                }
            }
        }
    };
}

error_kinds! {
    // Reading text: templates, generator expressions, string literals.
    /// A character that cannot start anything here (including curly quotes around a string).
    UnexpectedChar => "unexpected_char",
    /// A token in the wrong place, such as a trailing comma or a `{` inside a segment.
    UnexpectedToken => "unexpected_token",
    /// The text ends where more was expected.
    UnexpectedEnd => "unexpected_end",
    /// A `{`, `(` or `[` that is never closed.
    UnclosedDelimiter => "unclosed_delimiter",
    /// A closing `}` with no opening one.
    UnmatchedDelimiter => "unmatched_delimiter",
    /// A string literal without its closing quote.
    UnterminatedString => "unterminated_string",
    /// A backslash escape that is unknown, incomplete or names a lone surrogate.
    InvalidEscape => "invalid_escape",
    /// A raw control character inside a string literal.
    ControlCharacter => "control_character",
    /// Text that should be a number and is not.
    InvalidNumber => "invalid_number",
    /// A number too large for the type that holds it.
    NumberTooLarge => "number_too_large",
    /// A segment with nothing in it: `{}`.
    EmptySegment => "empty_segment",
    /// A generator expression with nothing in it.
    EmptyGenerator => "empty_generator",
    /// Calls or lists nested deeper than allowed (including a list inside a list).
    NestingTooDeep => "nesting_too_deep",
    // Checking what the text means: names, arguments, types.
    /// A source function (what starts a segment) that does not exist.
    UnknownFunction => "unknown_function",
    /// A transform (what follows `|`) that does not exist.
    UnknownTransform => "unknown_transform",
    /// A generator that does not exist.
    UnknownGenerator => "unknown_generator",
    /// A transform used where a segment starts, or a source used after `|`.
    MisplacedFunction => "misplaced_function",
    /// Too many or too few arguments.
    ArgumentCount => "argument_count",
    /// An argument of the wrong type: a string where a number goes, a list where a value goes.
    ArgumentType => "argument_type",
    /// A number outside the range allowed where it is: an argument, a count, a setting.
    OutOfRange => "out_of_range",
    /// An argument of the right type whose value is still unusable: a date format, a start
    /// time, a phone prefix, a pad character, an empty column name.
    InvalidArgument => "invalid_argument",
    /// A `pattern(...)` the generator cannot read.
    InvalidPattern => "invalid_pattern",
    /// Weights on a generator that takes none, on only some values, or that cannot be used.
    InvalidWeights => "invalid_weights",
    /// A value of one type where another is needed (`str` into `i64` without `dec`…).
    TypeMismatch => "type_mismatch",
    /// A division or modulo by zero.
    DivisionByZero => "division_by_zero",
    // CSV data pasted into a design.
    /// CSV data without a header row.
    CsvMissingHeader => "csv_missing_header",
    /// A CSV line with a different number of fields than the header.
    CsvFieldCount => "csv_field_count",
    /// CSV text the reader cannot parse.
    CsvSyntax => "csv_syntax",
    /// A `csv(...)` generator without the data or the column it reads.
    CsvUnavailable => "csv_unavailable",
    // The design document.
    /// The document is not JSON, or not the JSON shape of a design.
    InvalidJson => "invalid_json",
    /// A design version this build does not read.
    UnsupportedVersion => "unsupported_version",
    /// An empty template.
    EmptyTemplate => "empty_template",
    /// A required part of the document is missing (a query name, a column family, a split key).
    Missing => "missing",
    /// A name given twice (a query, a column family, a CSV column).
    Duplicate => "duplicate",
    /// A name that breaks the rules for its kind (field, table, column family).
    InvalidName => "invalid_name",
    /// A name reserved for something else (`rest`).
    ReservedName => "reserved_name",
    /// A reference to a field the design does not have.
    UnknownField => "unknown_field",
    /// A template field with no generator in the design.
    MissingGenerator => "missing_generator",
    /// Split settings that do not work for this design or its keys.
    InvalidSplits => "invalid_splits",
    // Making bytes from values.
    /// No value given for a field the template uses.
    MissingFieldValue => "missing_field_value",
    /// A value that should be an integer and is not.
    NotAnInt => "not_an_int",
    /// Bytes that should be UTF-8 text and are not.
    NotUtf8 => "not_utf8",
    /// A timestamp the date formatter cannot show.
    DateOutOfRange => "date_out_of_range",
    /// A value grown past the size one value may hold.
    ValueTooLong => "value_too_long",
    /// A row key longer than HBase accepts.
    KeyTooLong => "key_too_long",
    /// A bug in this program rather than in the input.
    Internal => "internal",
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An error found in some input text: what kind of problem, what went wrong, and where.
///
/// ```
/// use rowkey_core::i18n::{catalogue::plan::UNKNOWN_TRANSFORM, Message};
/// use rowkey_core::{ErrorKind, Span, SpannedError};
/// let message = rowkey_core::msg!(UNKNOWN_TRANSFORM, name = "md6");
/// let e = SpannedError::new(ErrorKind::UnknownTransform, message, Span::new(6, 9));
/// assert_eq!(
///     e.render("{id | md6}"),
///     "unknown transform `md6` (see `rowkey check --help` for the list)\n  {id | md6}\n        ^^^"
/// );
/// ```
///
/// Its parts ([`SpannedErrorParts`]) are boxed: a `Result<T, SpannedError>` is then no larger
/// than `T` and a pointer, so the per-key encode steps return theirs in registers instead of
/// through memory (which cost a tenth of a key's time in the sampling loop). The parts read as
/// fields (`e.kind`, `e.span`); [`SpannedError::into_parts`] takes them out.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(transparent)]
pub struct SpannedError(Box<SpannedErrorParts>);

/// What a [`SpannedError`] says: the kind, the message and the span.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SpannedErrorParts {
    /// What kind of problem it is, for programs; the message is for people.
    pub kind: ErrorKind,
    /// A one-line message that says what is wrong, in the user's terms: a catalogue message,
    /// shown in the language of the current [`with_lang`](crate::i18n::with_lang).
    pub message: Message,
    /// Where in the input it is.
    pub span: Span,
}

impl std::ops::Deref for SpannedError {
    type Target = SpannedErrorParts;
    fn deref(&self) -> &SpannedErrorParts {
        &self.0
    }
}

impl std::ops::DerefMut for SpannedError {
    fn deref_mut(&mut self) -> &mut SpannedErrorParts {
        &mut self.0
    }
}

impl SpannedError {
    /// A new error of `kind` with `message` at `span`.
    pub fn new(kind: ErrorKind, message: impl Into<Message>, span: Span) -> Self {
        SpannedError(Box::new(SpannedErrorParts {
            kind,
            message: message.into(),
            span,
        }))
    }

    /// Its parts, taken out (to move the message on).
    ///
    /// ```
    /// use rowkey_core::{i18n::Message, ErrorKind, Span, SpannedError};
    /// let e = SpannedError::new(ErrorKind::Internal, Message::rendered("lost"), Span::new(0, 1));
    /// assert_eq!(e.span, Span::new(0, 1));
    /// let parts = e.into_parts();
    /// assert_eq!(parts.message.to_string(), "lost");
    /// ```
    pub fn into_parts(self) -> SpannedErrorParts {
        *self.0
    }

    /// The message, then the input line holding the span, then carets under the span.
    ///
    /// Tabs and other control characters in the input are shown as spaces so the carets line up;
    /// column positions count characters, not bytes.
    pub fn render(&self, input: &str) -> String {
        render_caret(&self.message.to_string(), input, self.span)
    }
}

impl fmt::Display for SpannedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (at {}..{})",
            self.message, self.span.start, self.span.end
        )
    }
}

impl std::error::Error for SpannedError {}

/// Several rendered errors as one text, the way every front end reports them: the first as is,
/// each further one on a new line after `error: ` (the front end puts `error: ` before the first).
///
/// ```
/// assert_eq!(rowkey_core::join_errors(["a: bad", "b: worse"]), "a: bad\nerror: b: worse");
/// assert_eq!(rowkey_core::join_errors(Vec::<String>::new()), "");
/// ```
pub fn join_errors<I>(rendered: I) -> String
where
    I: IntoIterator,
    I::Item: AsRef<str>,
{
    let mut out = String::new();
    for (i, e) in rendered.into_iter().enumerate() {
        if i > 0 {
            out.push_str("\nerror: ");
        }
        out.push_str(e.as_ref());
    }
    out
}

/// Render `message`, the line of `input` containing `span`, and a caret line under the span.
pub fn render_caret(message: &str, input: &str, span: Span) -> String {
    let start = floor_char_boundary(input, span.start.min(input.len()));
    let end = floor_char_boundary(input, span.end.clamp(start, input.len()));
    let line_start = input[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = input[start..].find('\n').map_or(input.len(), |i| start + i);
    let line = &input[line_start..line_end];
    // Very long lines are cut to a window around the span so the message stays readable.
    const WINDOW: usize = 100;
    let pre_chars = input[line_start..start].chars().count();
    let span_chars = input[start..end.min(line_end)].chars().count().max(1);
    let skip = pre_chars.saturating_sub(WINDOW / 2);
    let shown: String = line
        .chars()
        .skip(skip)
        .take(WINDOW + span_chars)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let prefix = if skip > 0 { "…" } else { "" };
    let pad = pre_chars - skip + prefix.chars().count();
    format!(
        "{message}\n  {prefix}{shown}\n  {}{}",
        " ".repeat(pad),
        "^".repeat(span_chars.min(WINDOW))
    )
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kind_names_are_the_serialised_names() {
        let mut seen = std::collections::HashSet::new();
        for &k in ErrorKind::ALL {
            let json = serde_json::to_value(k).unwrap();
            assert_eq!(json, serde_json::Value::String(k.as_str().into()));
            assert_eq!(serde_json::from_value::<ErrorKind>(json).unwrap(), k);
            assert!(seen.insert(k.as_str()), "{k} twice");
        }
    }

    #[test]
    fn join_puts_error_before_all_but_the_first() {
        assert_eq!(join_errors(["only"]), "only");
        assert_eq!(join_errors(["a", "b", "c"]), "a\nerror: b\nerror: c");
    }

    #[test]
    fn caret_on_second_line() {
        let r = render_caret("bad", "ab\ncd{x}", Span::new(5, 8));
        assert_eq!(r, "bad\n  cd{x}\n    ^^^");
    }

    #[test]
    fn caret_at_end_of_input() {
        let r = render_caret("unclosed", "{id", Span::at(3));
        assert_eq!(r, "unclosed\n  {id\n     ^");
    }

    #[test]
    fn caret_counts_chars_not_bytes() {
        let r = render_caret("x", "é{a}", Span::new(2, 5));
        assert_eq!(r, "x\n  é{a}\n   ^^^");
    }

    #[test]
    fn out_of_range_span_does_not_panic() {
        let r = render_caret("x", "ab", Span::new(10, 20));
        assert!(r.starts_with("x\n"));
    }
}
