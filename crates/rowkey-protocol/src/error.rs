//! The one shape of an error that crosses from a worker to the page.

use rowkey_core::design::DesignError;
use rowkey_core::i18n::{Lang, Message};
use rowkey_core::{ErrorKind, Span};
use serde::{Deserialize, Serialize};

/// An error a worker answers instead of a result: what kind it is, where (the design path and
/// span, or the line of a key dump), the message as its catalogue id and arguments (so the page
/// renders it in the language it shows, whenever it shows it), and the whole text as the user
/// read it when it was made (with the path in front, in the request's language).
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::sample::Compiled;
/// use rowkey_protocol::WorkerError;
/// let errors = Compiled::new(&Design::new("{id | i32}")).unwrap_err();
/// let e = WorkerError::from_design(&errors[0]);
/// assert_eq!(e.path.as_deref(), Some("template"));
/// let back = WorkerError::from_json(&e.to_json()).unwrap();
/// assert_eq!(back.design_error().map(|d| d.path), Some("template".to_string()));
/// assert_eq!(back.text, errors[0].to_string());
/// // The message crosses as its id and arguments: the reader renders it in its language.
/// assert_eq!(back.render(Lang::ZhCn), rowkey_core::i18n::with_lang(Lang::ZhCn, || errors[0].to_string()));
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
    /// What is wrong, without where: its id and arguments on the wire.
    #[serde(with = "rowkey_core::i18n::message_parts")]
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
    /// assert_eq!(e.message.id(), "common.internal");
    /// assert!(e.design_error().is_none());
    /// ```
    pub fn plain(kind: ErrorKind, message: Message) -> WorkerError {
        WorkerError {
            kind,
            path: None,
            span: None,
            line: None,
            text: message.to_string(),
            message,
        }
    }

    /// The error's text in `lang` (the text it came with when its message has no catalogue
    /// entry on this side).
    pub fn render(&self, lang: Lang) -> String {
        match &self.path {
            _ if self.message.id().is_empty() => self.text.clone(),
            Some(path) if !path.is_empty() => format!("{path}: {}", self.message.render(lang)),
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
