//! Why an export cannot be made for a design: what the target cannot express, and what to use
//! instead.

use std::fmt;

use crate::i18n::Message;

/// An export the target cannot express for this design (a `cbt` key with a comma, a
/// RegionSplitter command for explicit keys): the reason, in the user's terms, naming what to
/// use instead.
///
/// ```
/// use rowkey_core::exchange::ExportRefused;
/// use rowkey_core::i18n::{catalogue::export::CBT_NUL, Lang};
/// let e = ExportRefused::new(rowkey_core::i18n::Message::new(CBT_NUL));
/// assert_eq!(e.to_string(), "holds a NUL byte, which no command-line argument can hold");
/// assert!(e.reason.render(Lang::ZhCn).contains("NUL 字节"));
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct ExportRefused {
    /// Why, and what to use instead (rendered in the current language when shown).
    pub reason: Message,
}

impl ExportRefused {
    /// A refusal for `reason`.
    pub fn new(reason: Message) -> Self {
        ExportRefused { reason }
    }
}

impl fmt::Display for ExportRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.reason)
    }
}

impl std::error::Error for ExportRefused {}

/// A word as a POSIX shell argument: bare when it holds only characters no shell treats
/// specially, else single-quoted (inside which only `'` needs care: `'\''`).
pub(super) fn posix_quoted(word: &str) -> String {
    let bare = !word.is_empty()
        && word
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"_-./:@%+=,".contains(&b));
    if bare {
        return word.to_owned();
    }
    format!("'{}'", word.replace('\'', r"'\''"))
}

#[cfg(test)]
mod tests {
    use super::posix_quoted;

    #[test]
    fn posix_words_come_back_from_a_shell_parser() {
        for word in [
            "plain",
            "a b",
            "it's",
            "$HOME",
            "x\\y",
            "",
            "a\"b",
            "ns:t",
            "\u{e9}t\u{e9}",
        ] {
            let quoted = posix_quoted(word);
            assert_eq!(shlex::split(&quoted).unwrap(), [word], "{quoted}");
        }
        assert_eq!(posix_quoted("d:m"), "d:m");
        assert_eq!(posix_quoted("it's"), r"'it'\''s'");
    }
}
