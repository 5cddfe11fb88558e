//! Errors as values: every error the core reports carries a [`Span`] into the text it came from,
//! so the CLI can print carets under it and the playground can underline it.

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

/// An error found in some input text: what went wrong and where.
///
/// ```
/// use rowkey_core::{Span, SpannedError};
/// let e = SpannedError::new("unknown transform `md6`", Span::new(6, 9));
/// assert_eq!(
///     e.render("{id | md6}"),
///     "unknown transform `md6`\n  {id | md6}\n        ^^^"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SpannedError {
    /// A one-line message that says what is wrong, in the user's terms.
    pub message: String,
    /// Where in the input it is.
    pub span: Span,
}

impl SpannedError {
    /// A new error with `message` at `span`.
    pub fn new(message: impl Into<String>, span: Span) -> Self {
        SpannedError {
            message: message.into(),
            span,
        }
    }

    /// The message, then the input line holding the span, then carets under the span.
    ///
    /// Tabs and other control characters in the input are shown as spaces so the carets line up;
    /// column positions count characters, not bytes.
    pub fn render(&self, input: &str) -> String {
        render_caret(&self.message, input, self.span)
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
