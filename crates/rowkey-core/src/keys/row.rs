//! A key as the reader hands it on: its bytes and where in the dump it was read.

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
}

/// Where the reader hands each key.
pub type RowSink<'a> = dyn FnMut(Row<'_>) + 'a;
