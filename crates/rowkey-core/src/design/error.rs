//! Errors about a design document: which part of the document, what is wrong, and where in the
//! text of that part.

use crate::Span;
use serde::Serialize;
use std::fmt;

/// A problem with a design document.
///
/// `path` names the part of the document (`splits.regions`, `queries[0].bind.foo`,
/// `fields.user_id`), empty for the document as a whole (a JSON syntax error). `span`, when
/// present, is a byte range into the text that part holds: the generator expression for
/// `fields.<name>`, the CSV text for `data`, the JSON text for errors found while reading JSON.
///
/// ```
/// use rowkey_core::design::DesignError;
/// let e = DesignError::new("splits.regions", "must be between 1 and 65536, got 0");
/// assert_eq!(e.to_string(), "splits.regions: must be between 1 and 65536, got 0");
/// assert_eq!(DesignError::new("", "bad JSON").to_string(), "bad JSON");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DesignError {
    /// Where in the document: dotted fields and `[index]`, empty for the whole document.
    pub path: String,
    /// What is wrong, in the user's terms.
    pub message: String,
    /// Where in the text of that part, if the problem is inside a text.
    pub span: Option<Span>,
}

impl DesignError {
    /// An error at `path` without a span.
    ///
    /// ```
    /// let e = rowkey_core::design::DesignError::new("table.name", "a table needs a name");
    /// assert_eq!(e.span, None);
    /// ```
    pub fn new(path: impl Into<String>, message: impl Into<String>) -> Self {
        DesignError {
            path: path.into(),
            message: message.into(),
            span: None,
        }
    }

    /// The same error pointing at `span`.
    ///
    /// ```
    /// use rowkey_core::{design::DesignError, Span};
    /// let e = DesignError::new("fields.id", "bad").with_span(Span::new(0, 3));
    /// assert_eq!(e.span, Some(Span::new(0, 3)));
    /// ```
    pub fn with_span(mut self, span: Span) -> Self {
        self.span = Some(span);
        self
    }
}

impl fmt::Display for DesignError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

impl std::error::Error for DesignError {}
