//! The one shape of an error that crosses from a worker to the page.

use rowkey_core::design::DesignError;
use rowkey_core::i18n::{Lang, Message};
use rowkey_core::{ErrorKind, Span};
use serde::{Deserialize, Serialize};

/// An error a worker answers instead of a result: what kind it is, where (the design path and
/// span, or the line of a key dump), the message's catalogue id and the message itself, and the
/// whole text as the user reads it (with the path in front, rendered in the request's
/// language).
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::sample::Compiled;
/// use rowkey_protocol::WorkerError;
/// let errors = Compiled::new(&Design::new("{id | i32}")).unwrap_err();
/// let e = WorkerError::from_design(&errors[0]);
/// assert_eq!(e.path.as_deref(), Some("template"));
/// let back = WorkerError::from_json(&e.to_json()).unwrap();
/// assert_eq!(back.design_error().map(|d| d.path), Some("template".to_string()));
/// assert_eq!(back.text, errors[0].to_string());
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WorkerError {
    /// What kind of problem it is, for programs.
    pub kind: ErrorKind,
    /// The design path it is at, when it is an error in the design.
    #[serde(default)]
    pub path: Option<String>,
    /// Where in the text at `path`, when known.
    #[serde(default)]
    pub span: Option<Span>,
    /// The 1-based line of a key dump it is on, when it is about one line.
    #[serde(default)]
    pub line: Option<u64>,
    /// The message's catalogue id (`""` for words that are not ours).
    #[serde(default)]
    pub id: String,
    /// What is wrong, without where.
    pub message: Message,
    /// The whole text, as the user reads it.
    pub text: String,
}

impl WorkerError {
    /// The error in a design, as [`DesignError`]'s `Display` writes it.
    pub fn from_design(e: &DesignError) -> WorkerError {
        WorkerError {
            kind: e.kind,
            path: Some(e.path.clone()),
            span: e.span,
            line: None,
            id: e.message.id().to_owned(),
            message: e.message.clone(),
            text: e.to_string(),
        }
    }

    /// An error of `kind` that is about no place in particular.
    ///
    /// ```
    /// use rowkey_core::i18n::{catalogue::common::INTERNAL, Message};
    /// use rowkey_core::ErrorKind;
    /// let e = rowkey_protocol::WorkerError::plain(ErrorKind::Internal, Message::new(INTERNAL).arg("what", "x"));
    /// assert_eq!(e.id, "common.internal");
    /// assert!(e.design_error().is_none());
    /// ```
    pub fn plain(kind: ErrorKind, message: Message) -> WorkerError {
        WorkerError {
            kind,
            path: None,
            span: None,
            line: None,
            id: message.id().to_owned(),
            text: message.to_string(),
            message,
        }
    }

    /// The error's text in `lang` (the text it came with when its message has no catalogue
    /// entry on this side).
    pub fn render(&self, lang: Lang) -> String {
        match &self.path {
            Some(path) if !path.is_empty() && !self.id.is_empty() => {
                format!("{path}: {}", self.message.render(lang))
            }
            _ if self.id.is_empty() => self.text.clone(),
            _ => self.message.render(lang),
        }
    }

    /// The error in the design it is, when it says where.
    pub fn design_error(&self) -> Option<DesignError> {
        Some(DesignError {
            kind: self.kind,
            path: self.path.clone()?,
            message: self.message.clone(),
            span: self.span,
        })
    }

    /// The error as the JSON text that crosses.
    pub fn to_json(&self) -> String {
        // Serialising this type cannot fail: every map key is a string.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The error in `text`, or serde's words for what is wrong with it.
    pub fn from_json(text: &str) -> Result<WorkerError, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}
