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

impl DesignError {
    /// The message with carets under the span, in the text the span points into: the JSON
    /// text for reading errors, the template for `template`, the generator for `fields.<name>`,
    /// the CSV for `data`.
    ///
    /// ```
    /// use rowkey_core::design::{Design, DesignError};
    /// use rowkey_core::Span;
    /// let d = Design::new("{id | md6}");
    /// let e = DesignError::new("template", "unknown transform `md6`").with_span(Span::new(6, 9));
    /// assert_eq!(e.render("", Some(&d)), "template: unknown transform `md6`\n  {id | md6}\n        ^^^");
    /// ```
    pub fn render(&self, json: &str, design: Option<&super::Design>) -> String {
        let Some(span) = self.span else {
            return self.to_string();
        };
        let text: Option<&str> = if self.path.is_empty() {
            Some(json)
        } else if self.path == "template" {
            design.map(|d| d.template.as_str())
        } else if let Some(name) = self.path.strip_prefix("fields.") {
            design.and_then(|d| d.fields.get(name)).map(String::as_str)
        } else if self.path == "data" {
            design.and_then(|d| d.data.as_deref())
        } else {
            None
        };
        match text {
            Some(t) => crate::render_caret(&self.to_string(), t, span),
            None => self.to_string(),
        }
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
