//! A key as the reader hands it on: its bytes, where in the dump it was read, and its row's
//! size when the dump gives sizes (`key<TAB>bytes`).

/// One key read from a dump.
///
/// ```
/// use rowkey_core::keys::{KeyFormat, KeyReader, Row};
/// let mut r = KeyReader::new(KeyFormat::Lines);
/// let mut lines = Vec::new();
/// r.push_rows(b"a\n\nb\n", &mut |row: Row<'_>| lines.push((row.key.to_vec(), row.line))).unwrap();
/// assert_eq!(lines, [(b"a".to_vec(), 1), (b"b".to_vec(), 3)]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row<'a> {
    /// The key's bytes.
    pub key: &'a [u8],
    /// The 1-based line it was read at (a csv record's first line).
    pub line: u64,
    /// Its row's size in bytes, when the dump gives sizes ([`super::KeyReader::with_sizes`]).
    pub size: Option<u64>,
    /// Where its record starts, in bytes from the dump's start (its line's first byte; a csv
    /// record's may be the line break or blank lines before it): a reader resumed there
    /// ([`super::KeyReader::resume`]) reads it first.
    pub at: u64,
}

use super::KeyFormat;
use crate::i18n::{catalogue::keys as msg, Message};
use crate::limits::MAX_ROW_BYTES;

/// Where the reader hands each key.
pub type RowSink<'a> = dyn FnMut(Row<'_>) + 'a;

/// A line's key text and its row's size: the text after the last tab, a whole number of bytes.
pub(crate) fn split_size(text: &[u8]) -> Result<(&[u8], u64), Message> {
    let Some(tab) = memchr::memrchr(b'\t', text) else {
        return Err(Message::new(msg::NO_ROW_SIZE));
    };
    Ok((&text[..tab], parse_size(&text[tab + 1..])?))
}

/// A row size written as text: a whole number of bytes, spaces around it allowed, at most
/// HBase's largest row ([`MAX_ROW_BYTES`]), so that the sums of a region's or a table's rows
/// stay exact.
pub(crate) fn parse_size(text: &[u8]) -> Result<u64, Message> {
    let size = std::str::from_utf8(text)
        .ok()
        .map(str::trim)
        .filter(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|s| s.parse::<u64>().ok())
        .ok_or_else(|| {
            crate::msg!(
                msg::BAD_ROW_SIZE,
                size = String::from_utf8_lossy(text).into_owned()
            )
        })?;
    check_size(size)
}

/// A row size given as a number: at most HBase's largest row ([`MAX_ROW_BYTES`]).
pub(crate) fn check_size(size: u64) -> Result<u64, Message> {
    if size > MAX_ROW_BYTES {
        return Err(crate::msg!(
            msg::ROW_SIZE_TOO_BIG,
            size = size.to_string(),
            max = MAX_ROW_BYTES
        ));
    }
    Ok(size)
}

/// The csv column read as the row size when none is named.
pub const DEFAULT_SIZE_COLUMN: &str = "bytes";

/// Why a format cannot carry sizes in `key<TAB>bytes` lines.
pub(crate) fn sizes_not_in(format: &KeyFormat) -> Message {
    Message::new(msg::SIZES_NOT_IN).arg("format", format.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_sizes_are_whole_bytes_up_to_the_largest_row() {
        let max = MAX_ROW_BYTES;
        assert_eq!(parse_size(b" 120 "), Ok(120));
        assert_eq!(parse_size(max.to_string().as_bytes()), Ok(max));
        for bad in ["-5", "1e3", "abc", "", "12.5", "18446744073709551616"] {
            let e = parse_size(bad.as_bytes()).unwrap_err();
            assert_eq!(e.id(), msg::BAD_ROW_SIZE.id, "{bad}");
        }
        for huge in [
            (max + 1).to_string(),
            (1u64 << 63).to_string(),
            u64::MAX.to_string(),
        ] {
            let e = parse_size(huge.as_bytes()).unwrap_err();
            assert_eq!(e.id(), msg::ROW_SIZE_TOO_BIG.id, "{huge}");
            assert!(e.to_string().contains(&huge), "{e}");
        }
    }
}
