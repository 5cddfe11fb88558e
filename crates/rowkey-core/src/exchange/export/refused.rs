//! Why an export cannot be made for a design: what the target cannot express, and what to use
//! instead.

use std::fmt;

/// An export the target cannot express for this design (a `cbt` key with a comma, a
/// RegionSplitter command for explicit keys): the reason, in the user's terms, naming what to
/// use instead.
///
/// ```
/// use rowkey_core::exchange::ExportRefused;
/// let e = ExportRefused::new("cbt cannot carry it");
/// assert_eq!(e.to_string(), "cbt cannot carry it");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportRefused {
    /// Why, and what to use instead.
    pub reason: String,
}

impl ExportRefused {
    /// A refusal for `reason`.
    pub fn new(reason: impl Into<String>) -> Self {
        ExportRefused {
            reason: reason.into(),
        }
    }
}

impl fmt::Display for ExportRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
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
