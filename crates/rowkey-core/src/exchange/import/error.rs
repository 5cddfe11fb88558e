//! [`ImportError`]: what went wrong, and on which line and column.

use std::fmt;

use super::line_col;

/// Why an import failed, and where: a 1-based line (and column, when one character is at
/// fault) of the imported text.
///
/// ```
/// use rowkey_core::exchange::{import, ImportFormat};
/// let err = import(ImportFormat::List, "a\n'b\n").unwrap_err();
/// assert_eq!(err.line, 2);
/// assert!(err.to_string().starts_with("line 2: "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The line, from 1.
    pub line: usize,
    /// The column (in characters, from 1), when the problem is at one place in the line.
    pub column: Option<usize>,
    /// What is wrong, in the user's terms.
    pub message: String,
}

impl ImportError {
    pub(super) fn new(line: usize, message: impl Into<String>) -> Self {
        ImportError {
            line,
            column: None,
            message: message.into(),
        }
    }

    /// The error at byte `offset` of `text`.
    pub(super) fn at(text: &str, offset: usize, message: impl Into<String>) -> Self {
        let (line, column) = line_col(text, offset);
        ImportError {
            line,
            column: Some(column),
            message: message.into(),
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ImportError {}
