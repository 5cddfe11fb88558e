//! Errors about a design document: which part of the document, what is wrong, and where in the
//! text of that part.

use crate::i18n::Message;
use crate::{ErrorKind, Span, SpannedError};
use serde::Serialize;
use std::fmt;

/// A problem with a design document.
///
/// `path` names the part of the document (`splits.regions`, `queries[0].bind.foo`,
/// `fields.user_id`), empty for the document as a whole (a JSON syntax error). `span`, when
/// present, is a byte range into the text that part holds: the generator expression for
/// `fields.<name>`, the CSV text for `data`, the JSON text for errors found while reading JSON.
/// `kind` says what kind of problem it is: the document's own kinds, or the kind of the
/// template, generator or CSV error it wraps.
///
/// ```
/// use rowkey_core::i18n::{catalogue::design as msg, Arg, Message};
/// use rowkey_core::{design::DesignError, ErrorKind};
/// let message = rowkey_core::msg!(
///     msg::SAMPLE_COUNT_RANGE,
///     max = Arg::Int(65536),
///     value = Arg::Int(0)
/// );
/// let e = DesignError::new(ErrorKind::OutOfRange, "splits.regions", message);
/// assert_eq!(e.to_string(), "splits.regions: must be between 1 and 65536, got 0");
/// let e = DesignError::new(ErrorKind::InvalidJson, "", rowkey_core::msg!(msg::NOT_AN_OBJECT));
/// assert!(e.to_string().starts_with("a design is a JSON object"));
/// ```
// Deserialize: the page reads the errors the quick worker's compile finds (the message as the
// worker rendered it).
#[derive(Clone, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct DesignError {
    /// What kind of problem it is, for programs; the message is for people.
    pub kind: ErrorKind,
    /// Where in the document: dotted fields and `[index]`, empty for the whole document.
    pub path: String,
    /// What is wrong, in the user's terms: a catalogue message, shown in the language of the
    /// current [`with_lang`](crate::i18n::with_lang).
    pub message: Message,
    /// Where in the text of that part, if the problem is inside a text.
    pub span: Option<Span>,
}

impl From<crate::limits::SizeError> for DesignError {
    fn from(e: crate::limits::SizeError) -> Self {
        let kind = e.kind();
        let error = DesignError::new(kind, e.path, e.message);
        match e.span {
            Some(span) => error.with_span(span),
            None => error,
        }
    }
}

impl DesignError {
    /// An error of `kind` at `path` without a span.
    ///
    /// ```
    /// use rowkey_core::i18n::{catalogue::design::TABLE_NEEDS_NAME, Message};
    /// use rowkey_core::{design::DesignError, ErrorKind};
    /// let message = rowkey_core::msg!(TABLE_NEEDS_NAME);
    /// let e = DesignError::new(ErrorKind::InvalidName, "table.name", message);
    /// assert_eq!(e.span, None);
    /// ```
    pub fn new(kind: ErrorKind, path: impl Into<String>, message: impl Into<Message>) -> Self {
        DesignError {
            kind,
            path: path.into(),
            message: message.into(),
            span: None,
        }
    }

    /// An error in the text at `path` (the template, a generator, the CSV data), keeping its
    /// kind, message and span.
    ///
    /// ```
    /// use rowkey_core::i18n::{catalogue::generator::UNKNOWN_GENERATOR, Message};
    /// use rowkey_core::{design::DesignError, ErrorKind, Span, SpannedError};
    /// let (kind, span) = (ErrorKind::UnknownGenerator, Span::new(0, 4));
    /// let message = rowkey_core::msg!(UNKNOWN_GENERATOR, name = "sequ", list = "seq, int");
    /// let e = DesignError::wrap("fields.id", SpannedError::new(kind, message, span));
    /// assert_eq!((e.kind, e.span), (ErrorKind::UnknownGenerator, Some(Span::new(0, 4))));
    /// assert_eq!(
    ///     e.to_string(),
    ///     "fields.id: unknown generator `sequ`; the generators are seq, int"
    /// );
    /// ```
    pub fn wrap(path: impl Into<String>, error: SpannedError) -> Self {
        let error = error.into_parts();
        DesignError {
            kind: error.kind,
            path: path.into(),
            message: error.message,
            span: Some(error.span),
        }
    }

    /// The same error pointing at `span`.
    ///
    /// ```
    /// use rowkey_core::i18n::{catalogue::design::QUERY_NEEDS_NAME, Message};
    /// use rowkey_core::{design::DesignError, ErrorKind, Span};
    /// let message = rowkey_core::msg!(QUERY_NEEDS_NAME);
    /// let e = DesignError::new(ErrorKind::Missing, "queries[0].name", message)
    ///     .with_span(Span::new(0, 3));
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
    /// use rowkey_core::i18n::{catalogue::plan::UNKNOWN_TRANSFORM, Message};
    /// use rowkey_core::{ErrorKind, Span};
    /// let d = Design::new("{id | md6}");
    /// let message = rowkey_core::msg!(UNKNOWN_TRANSFORM, name = "md6");
    /// let e = DesignError::new(ErrorKind::UnknownTransform, "template", message)
    ///     .with_span(Span::new(6, 9));
    /// assert_eq!(
    ///     e.render("", Some(&d)),
    ///     "template: unknown transform `md6` (see `rowkey check --help` for the list)\n  {id | md6}\n        ^^^"
    /// );
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

impl DesignError {
    /// The error as one message, its path first as [`fmt::Display`] writes it, for a report
    /// that carries it and renders it in the reader's language.
    ///
    /// ```
    /// use rowkey_core::{design::DesignError, i18n::{catalogue::common::INTERNAL, Lang}, ErrorKind};
    /// let e = DesignError::new(ErrorKind::Internal, "splits", rowkey_core::msg!(INTERNAL, what = "x"));
    /// assert_eq!(e.as_message().render(Lang::En), e.to_string());
    /// ```
    pub fn as_message(&self) -> Message {
        if self.path.is_empty() {
            self.message.clone()
        } else {
            crate::msg!(
                crate::i18n::catalogue::report::AT_PATH,
                path = self.path.as_str(),
                message = self.message.clone()
            )
        }
    }
}

impl fmt::Display for DesignError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            write!(f, "{}", self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

impl std::error::Error for DesignError {}
