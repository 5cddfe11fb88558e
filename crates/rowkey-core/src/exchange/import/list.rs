//! `list`: one toStringBinary key per line, optionally quoted, `#` comments.

use super::{line_col, lines, offset_in, ImportError, ImportErrorKind, Kept, EMPTY_KEY};
use crate::hbase::shell::ruby_literal_to_bytes;
use crate::hbase::to_bytes_binary;
use crate::i18n::catalogue::import as msg;
use crate::i18n::Message;

pub(super) fn list(text: &str) -> Result<Vec<Vec<u8>>, ImportError> {
    let mut keys = Vec::new();
    let mut kept = Kept::default();
    for (n, _, line) in lines(text) {
        if let Some(key) = list_line(n, line)? {
            kept.add(n, key.len())?;
            keys.push(key);
        }
    }
    Ok(keys)
}

/// The key on line `n` of a list, if the line holds one.
pub(super) fn list_line(n: usize, line: &str) -> Result<Option<Vec<u8>>, ImportError> {
    let t = line.trim();
    // `#` starts a comment only at the start of a line: it is an ordinary key character.
    if t.is_empty() || t.starts_with('#') {
        return Ok(None);
    }
    let key = list_entry(t).map_err(|m| ImportError {
        kind: ImportErrorKind::Malformed,
        line: n,
        column: Some(line_col(line, offset_in(line, t)).1),
        message: m,
    })?;
    if key.is_empty() {
        return Err(ImportError::new(n, crate::msg!(EMPTY_KEY)).of(ImportErrorKind::EmptyKey));
    }
    Ok(Some(key))
}

/// One key of a list. Quotes only wrap the key; the text inside is toStringBinary, with the
/// escapes the quotes' own language needs undone (toStringBinary never writes `\\`, `\'` or
/// `\"`, so undoing them cannot change a real toStringBinary key).
fn list_entry(t: &str) -> Result<Vec<u8>, Message> {
    let quote = t.chars().next();
    if !matches!(quote, Some('\'' | '"')) {
        return Ok(to_bytes_binary(t));
    }
    // People paste list elements with their separators: `'a',`.
    let literal = t.strip_suffix(',').map_or(t, str::trim_end);
    let hint = |e: Message| crate::msg!(msg::QUOTE_HINT, error = e);
    if quote == Some('\'') {
        // A Ruby single-quoted string, the way SPLITS => ['...'] writes a key.
        ruby_literal_to_bytes(literal).map_err(hint)
    } else {
        let mut out = String::with_capacity(literal.len());
        let mut chars = literal[1..].chars();
        while let Some(c) = chars.next() {
            match c {
                '"' => {
                    let rest = chars.as_str().trim();
                    return if rest.is_empty() {
                        Ok(to_bytes_binary(&out))
                    } else {
                        Err(hint(crate::msg!(msg::AFTER_CLOSING_QUOTE, text = rest)))
                    };
                }
                '\\' => match chars.clone().next() {
                    // The escapes of Java, JSON and Ruby's inspect that toStringBinary never
                    // writes; a `\x` stays for toBytesBinary.
                    Some(e @ ('\\' | '"' | '#')) => {
                        chars.next();
                        out.push(e);
                    }
                    _ => out.push('\\'),
                },
                _ => out.push(c),
            }
        }
        Err(hint(crate::msg!(msg::UNTERMINATED_STRING, quote = "\"")))
    }
}
