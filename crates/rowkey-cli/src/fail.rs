//! The CLI's error type: one message, already rendered, printed after `error: `.

use rowkey_core::i18n::{catalogue::cli as text, Message};
use rowkey_core::{join_errors, SpannedError};
use std::fmt;

/// A failure to report: the text after `error: `.
#[derive(Debug)]
pub struct Fail {
    message: String,
    broken_pipe: bool,
}

impl Fail {
    /// A failure with a plain message.
    pub fn msg(message: impl Into<String>) -> Self {
        Fail {
            message: message.into(),
            broken_pipe: false,
        }
    }

    /// Errors in `input` (a template, a generator…), each with carets under its span.
    pub fn spanned(what: &str, input: &str, errors: &[SpannedError]) -> Self {
        Fail::msg(join_errors(
            errors
                .iter()
                .map(|e| format!("{what}: {}", e.render(input))),
        ))
    }

    /// Whether this is stdout being closed under us.
    pub fn is_broken_pipe(&self) -> bool {
        self.broken_pipe
    }
}

impl From<std::io::Error> for Fail {
    fn from(e: std::io::Error) -> Self {
        Fail {
            broken_pipe: e.kind() == std::io::ErrorKind::BrokenPipe,
            message: e.to_string(),
        }
    }
}

impl fmt::Display for Fail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line = Message::new(text::ERROR).arg("message", self.message.as_str());
        write!(f, "{line}")
    }
}
