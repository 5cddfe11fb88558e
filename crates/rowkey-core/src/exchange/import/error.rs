//! [`ImportError`]: what went wrong, and on which line and column.

use std::fmt;

use super::line_col;
use crate::i18n::catalogue::import as msg;
use crate::i18n::{Arg, Message};

/// Why an import failed, and where: a 1-based line (and column, when one character is at
/// fault) of the imported text.
///
/// ```
/// use rowkey_core::exchange::{import, ImportFormat};
/// let err = import(ImportFormat::List, "a\n'b\n").unwrap_err();
/// assert_eq!(err.line, 2);
/// assert!(err.to_string().starts_with("line 2: "));
/// assert_eq!(err.kind, ImportErrorKind::Malformed);
/// # use rowkey_core::exchange::ImportErrorKind;
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct ImportError {
    /// What kind of problem it is, for a program to act on (the message is for people).
    pub kind: ImportErrorKind,
    /// The line, from 1.
    pub line: usize,
    /// The column (in characters, from 1), when the problem is at one place in the line.
    pub column: Option<usize>,
    /// What is wrong, in the user's terms (rendered in the current language when shown).
    pub message: Message,
}

/// What kind of problem an [`ImportError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ImportErrorKind {
    /// The text is not in the format: none of what the format starts with was found.
    FormatNotFound,
    /// Part of the text cannot be read as the format (a bad escape, an unclosed list...).
    Malformed,
    /// Two parts of the output disagree (the printed count, the printed keys and the `=>`
    /// list, the rows footer), or the shell says it could not list everything: part of it is
    /// missing or was edited.
    Inconsistent,
    /// An empty split key, which HBase refuses.
    EmptyKey,
    /// Over the input or split-key limits.
    TooLarge,
    /// Text that is not UTF-8.
    NotUtf8,
    /// The input could not be read at all.
    Unreadable,
}

impl ImportError {
    pub(super) fn new(line: usize, message: Message) -> Self {
        ImportError {
            kind: ImportErrorKind::Malformed,
            line,
            column: None,
            message,
        }
    }

    /// The error at byte `offset` of `text`.
    pub(super) fn at(text: &str, offset: usize, message: Message) -> Self {
        let (line, column) = line_col(text, offset);
        ImportError {
            kind: ImportErrorKind::Malformed,
            line,
            column: Some(column),
            message,
        }
    }

    /// The same error, of `kind`.
    pub(super) fn of(self, kind: ImportErrorKind) -> Self {
        ImportError { kind, ..self }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = crate::msg!(
            msg::AT_LINE,
            line = Arg::Int(self.line as i128),
            message = self.message.clone()
        );
        write!(f, "{at}")
    }
}

impl std::error::Error for ImportError {}
