//! The HBase shell's `scan` output, line by line:
//!
//! ```text
//! hbase:001:0> scan 'orders'
//! ROW                          COLUMN+CELL
//!  user1_2024                  column=d:total, timestamp=2024-02-15T10:00:00.123, value=12.50
//!  user1_2024                  column=d:note, timestamp=1707991200123, value=first line
//! second line of the same value
//! 2 row(s)
//! Took 0.0123 seconds
//! ```
//!
//! A cell line is a space, the row (toStringBinary text, padded with spaces), ` column=`
//! `family:qualifier`, `, timestamp=` and `, value=`. A value printed with a plain-text formatter
//! can hold line breaks: its continuation lines are not cells and are passed over, as are the
//! header, the `N row(s)` summary (with `in T seconds` in older shells), `Took T seconds` and a
//! pasted prompt. The shell prints the row as toStringBinary gives it, spaces unescaped, after
//! one space of inset: a row can start with spaces (` ` then ` user1`), and keeps them; a row
//! that ends in spaces loses them (the padding cannot be told apart from them).

/// What one line of a scan is.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum ScanLine<'a> {
    /// A cell of this row (its toStringBinary text).
    Cell(&'a [u8]),
    /// Not a cell: the header, the summary, a prompt or an empty line.
    Other,
    /// A line after a cell that is none of the above: a value's continuation, passed over.
    Continuation,
    /// Text before any cell that is none of the above: not a scan.
    NotScan,
}

/// Classify one line (without its line break), `cells_seen` telling whether a cell came before
/// (after one, any other line may be the continuation of its value).
pub(super) fn classify(line: &[u8], cells_seen: bool) -> ScanLine<'_> {
    if let Some(row) = cell_row(line) {
        return ScanLine::Cell(row);
    }
    let trimmed = line.trim_ascii();
    if trimmed.is_empty() || is_header(trimmed) || is_summary(trimmed) || is_prompt(trimmed) {
        ScanLine::Other
    } else if cells_seen {
        ScanLine::Continuation
    } else {
        ScanLine::NotScan
    }
}

/// The row of a cell line: ` ROW<spaces> column=cf:q, timestamp=..., value=...`.
fn cell_row(line: &[u8]) -> Option<&[u8]> {
    let rest = line.strip_prefix(b" ")?;
    // The row is everything up to its padding: it may itself start with spaces.
    let at = memchr::memmem::find(rest, b" column=")?;
    if rest[..at].trim_ascii().is_empty() {
        return None;
    }
    let after = &rest[at..];
    let ts = memchr::memmem::find(after, b", timestamp=")?;
    memchr::memmem::find(&after[ts..], b", value=")?;
    Some(rest[..at].trim_ascii_end())
}

/// A pasted shell prompt: `hbase(main):001:0> ` (up to 2.3), `hbase:001:0> ` (2.4 on).
pub(super) fn is_prompt(t: &[u8]) -> bool {
    t.starts_with(b"hbase(") || t.starts_with(b"hbase:")
}

/// The `ROW  COLUMN+CELL` header.
pub(super) fn is_header(t: &[u8]) -> bool {
    t.starts_with(b"ROW") && memchr::memmem::find(t, b"COLUMN+CELL").is_some()
}

/// `3 row(s)`, `3 row(s) in 0.0120 seconds` (HBase 1), `Took 0.0123 seconds` (HBase 2).
pub(super) fn is_summary(t: &[u8]) -> bool {
    let digits = t.iter().take_while(|b| b.is_ascii_digit()).count();
    (digits > 0 && t[digits..].starts_with(b" row(s)"))
        || (t.starts_with(b"Took ") && t.ends_with(b" seconds"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shell prints ` ` then the row: a row that starts with spaces keeps them, with or
    /// without the terminal's padding.
    #[test]
    fn a_row_that_starts_with_spaces() {
        assert_eq!(
            classify(b"  lead column=d:v, timestamp=1, value=x", false),
            ScanLine::Cell(b" lead")
        );
        assert_eq!(
            classify(
                b"   two  spaces      column=d:v, timestamp=1, value=x",
                false
            ),
            ScanLine::Cell(b"  two  spaces")
        );
    }

    #[test]
    fn cells_and_the_rest() {
        let cell = b" user\\x00_1     column=d:v, timestamp=2024-02-15T10:00:00.123, value=x";
        assert_eq!(classify(cell, false), ScanLine::Cell(b"user\\x00_1"));
        assert_eq!(
            classify(b"a b column=d:v, timestamp=1, value=", false),
            ScanLine::NotScan
        );
        assert_eq!(
            classify(b" a b column=d:v, timestamp=1, value=", false),
            ScanLine::Cell(b"a b")
        );
        assert_eq!(classify(b"ROW    COLUMN+CELL", false), ScanLine::Other);
        assert_eq!(classify(b"12 row(s)", true), ScanLine::Other);
        assert_eq!(
            classify(b"1 row(s) in 0.0120 seconds", false),
            ScanLine::Other
        );
        assert_eq!(classify(b"Took 0.0123 seconds", false), ScanLine::Other);
        assert_eq!(classify(b"hbase:001:0> scan 't'", false), ScanLine::Other);
        assert_eq!(classify(b"more of a value", true), ScanLine::Continuation);
        assert_eq!(classify(b"more of a value", false), ScanLine::NotScan);
        // A continuation that happens to start with a space but lacks the cell's fields.
        assert_eq!(classify(b" value goes on", true), ScanLine::Continuation);
        assert_eq!(
            classify(b"  column=d:v, timestamp=1, value=", true),
            ScanLine::Continuation
        );
    }
}
