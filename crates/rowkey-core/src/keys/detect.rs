//! Telling a key dump's format from its first lines, and saying when the lines look like another
//! format than the one given.
//!
//! Only strong signs decide: the shell's `ROW  COLUMN+CELL` header or a cell line (scan), records
//! that all have the same two or more comma-separated fields (csv), lines that are all hex digits
//! with both digits and letters (hex), a toStringBinary `\xHH` escape (binary), bytes that are
//! not printable ASCII (lines). Plain printable text reads the same as `lines` and as `binary`,
//! and is read as `binary`, HBase's own form.

use super::format::KeyFormat;
use super::scan::{classify, is_header, is_prompt, ScanLine};
use crate::i18n::{catalogue::keys as msg, Arg, Message};

/// Bytes of a dump's head looked at to tell its format.
pub const DETECT_BYTES: usize = 64 << 10;

/// Lines of the head looked at.
const DETECT_LINES: usize = 2_000;

/// What the head of a dump showed, and on which line (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Evidence {
    /// The shell's `ROW  COLUMN+CELL` header.
    ScanHeader(u64),
    /// A cell line of the shell's scan output.
    ScanCell(u64),
    /// Records of `fields` comma-separated fields each, the first a header.
    Csv {
        /// Fields per record.
        fields: usize,
    },
    /// Every line is an even number of hex digits, digits and letters both seen.
    Hex,
    /// A toStringBinary `\xHH` escape.
    Escape(u64),
    /// Bytes that are not printable ASCII, which toStringBinary never writes.
    RawBytes(u64),
    /// A backslash that is no toStringBinary escape.
    Backslash(u64),
    /// Printable text with no sign of any format (reads the same as `lines` and `binary`).
    PlainText,
    /// Nothing to look at.
    Empty,
}

/// The format a dump's head shows, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detection {
    /// The format to read the dump in (never [`KeyFormat::Auto`]).
    pub format: KeyFormat,
    /// What showed it.
    pub evidence: Evidence,
}

impl Detection {
    /// Why the format was chosen, in a sentence.
    pub fn why(&self) -> Message {
        let line = |entry, line: u64| Message::new(entry).arg("line", Arg::Int(line.into()));
        match self.evidence {
            Evidence::ScanHeader(n) => line(msg::SEEN_SCAN_HEADER, n),
            Evidence::ScanCell(n) => line(msg::SEEN_SCAN_CELL, n),
            Evidence::Csv { fields } => {
                crate::msg!(msg::SEEN_CSV, fields = Arg::Int(fields as i128))
            }
            Evidence::Hex => crate::msg!(msg::SEEN_HEX),
            Evidence::Escape(n) => line(msg::SEEN_ESCAPE, n),
            Evidence::RawBytes(n) => line(msg::SEEN_RAW_BYTES, n),
            Evidence::Backslash(n) => line(msg::SEEN_BACKSLASH, n),
            Evidence::PlainText => crate::msg!(msg::SEEN_PLAIN),
            Evidence::Empty => crate::msg!(msg::SEEN_EMPTY),
        }
    }

    /// A warning when the dump is read as `given` but its head looks like another format
    /// (`None` when they agree, or when the head gives no sign either way).
    ///
    /// ```
    /// use rowkey_core::keys::{detect, KeyFormat};
    /// let d = detect(b"ROW   COLUMN+CELL\n a  column=d:v, timestamp=1, value=x\n", true);
    /// assert_eq!(d.format, KeyFormat::Scan);
    /// assert!(d.warning(&KeyFormat::Lines).unwrap().to_string().starts_with("the dump looks like `scan`"));
    /// assert!(d.warning(&KeyFormat::Scan).is_none());
    /// ```
    pub fn warning(&self, given: &KeyFormat) -> Option<Message> {
        let same = std::mem::discriminant(given) == std::mem::discriminant(&self.format);
        if same
            || matches!(given, KeyFormat::Auto { .. })
            || matches!(self.evidence, Evidence::PlainText | Evidence::Empty)
        {
            return None;
        }
        Some(crate::msg!(
            msg::LOOKS_LIKE,
            detected = self.format.to_string(),
            why = self.why(),
            given = given.to_string()
        ))
    }
}

/// The format of a dump whose first bytes are `head`; `whole` says the head is the whole dump
/// (else its last, unfinished line is not looked at).
///
/// ```
/// use rowkey_core::keys::{detect, KeyFormat};
/// assert_eq!(detect(b"00ff\n4a42\n", true).format, KeyFormat::Hex);
/// assert_eq!(detect(b"user\\x00_1\nuser2\n", true).format, KeyFormat::Binary);
/// assert_eq!(detect(b"rowkey,amount\nu1,3\n", true).format, KeyFormat::Csv { column: None });
/// assert_eq!(detect(b"caf\xc3\xa9\n", true).format, KeyFormat::Lines);
/// assert_eq!(detect(b"20240101\n20240102\n", true).format, KeyFormat::Binary);
/// ```
pub fn detect(head: &[u8], whole: bool) -> Detection {
    let head = if whole {
        head
    } else {
        memchr::memrchr(b'\n', head).map_or(head, |end| &head[..=end])
    };
    let lines: Vec<&[u8]> = head.split(|&b| b == b'\n').collect();
    let lines: Vec<(u64, &[u8])> = lines
        .into_iter()
        .take(DETECT_LINES)
        .enumerate()
        .map(|(i, l)| (i as u64 + 1, l.strip_suffix(b"\r").unwrap_or(l)))
        .filter(|(_, l)| !l.trim_ascii().is_empty())
        .collect();
    let found = |format, evidence| Detection { format, evidence };
    if lines.is_empty() {
        return found(KeyFormat::Binary, Evidence::Empty);
    }
    if let Some(scan) = scan_sign(&lines) {
        return found(KeyFormat::Scan, scan);
    }
    if let Some(fields) = csv_fields(head, &lines) {
        return found(KeyFormat::Csv { column: None }, Evidence::Csv { fields });
    }
    if all_hex(&lines) {
        return found(KeyFormat::Hex, Evidence::Hex);
    }
    for &(n, line) in &lines {
        if line
            .iter()
            .any(|&b| !(0x20..=0x7e).contains(&b) && b != b'\t')
        {
            return found(KeyFormat::Lines, Evidence::RawBytes(n));
        }
    }
    let mut escape = None;
    for &(n, line) in &lines {
        let mut rest = line;
        while let Some(at) = memchr::memchr(b'\\', rest) {
            let esc = &rest[at..rest.len().min(at + 4)];
            if !super::reader::is_escape(esc) {
                return found(KeyFormat::Lines, Evidence::Backslash(n));
            }
            escape.get_or_insert(n);
            rest = &rest[at + 4..];
        }
    }
    match escape {
        Some(n) => found(KeyFormat::Binary, Evidence::Escape(n)),
        None => found(KeyFormat::Binary, Evidence::PlainText),
    }
}

/// The scan output's header, or a cell line, among the first lines (after a pasted prompt).
fn scan_sign(lines: &[(u64, &[u8])]) -> Option<Evidence> {
    for &(n, line) in lines.iter().take(3) {
        let trimmed = line.trim_ascii();
        if is_header(trimmed) {
            return Some(Evidence::ScanHeader(n));
        }
        if let ScanLine::Cell(_) = classify(line, false) {
            return Some(Evidence::ScanCell(n));
        }
        if !is_prompt(trimmed) {
            return None;
        }
    }
    None
}

/// The fields per record when every record of the head (two at least) has the same number
/// of them, two or more, and the header's are plain names.
fn csv_fields(head: &[u8], lines: &[(u64, &[u8])]) -> Option<usize> {
    let (_, header) = lines.first()?;
    if lines.len() < 2
        || std::str::from_utf8(header).is_err()
        || memchr::memchr(b'\\', header).is_some()
    {
        return None;
    }
    let mut reader = csv_core::Reader::new();
    let mut out = vec![0u8; head.len() + 1];
    let mut ends = vec![0usize; 1024];
    let (mut input, mut fields, mut records, mut record_fields) = (head, None, 0, 0);
    loop {
        let (r, read, _, ended) = reader.read_record(input, &mut out, &mut ends);
        input = &input[read..];
        record_fields += ended;
        match r {
            csv_core::ReadRecordResult::Record => {
                if record_fields < 2 || fields.is_some_and(|f| f != record_fields) {
                    return None;
                }
                fields = Some(record_fields);
                records += 1;
                record_fields = 0;
            }
            // The head ends inside a record (a quote not closed within it): the records read
            // so far decide.
            csv_core::ReadRecordResult::InputEmpty if !input.is_empty() => return None,
            csv_core::ReadRecordResult::InputEmpty | csv_core::ReadRecordResult::End => break,
            csv_core::ReadRecordResult::OutputFull | csv_core::ReadRecordResult::OutputEndsFull => {
                return None
            }
        }
    }
    fields.filter(|_| records >= 2)
}

/// Every line an even number of hex digits, with both digits and letters seen.
fn all_hex(lines: &[(u64, &[u8])]) -> bool {
    let (mut digit, mut letter) = (false, false);
    for (_, line) in lines {
        let t = line.trim_ascii();
        if t.len() % 2 == 1 || !t.iter().all(u8::is_ascii_hexdigit) {
            return false;
        }
        digit |= t.iter().any(u8::is_ascii_digit);
        letter |= t.iter().any(u8::is_ascii_alphabetic);
    }
    digit && letter
}

#[cfg(test)]
mod tests {
    use super::*;

    fn format(head: &[u8]) -> KeyFormat {
        detect(head, true).format
    }

    #[test]
    fn each_format_from_its_head() {
        let scan = b"hbase:001:0> scan 't'\nROW       COLUMN+CELL\n a   column=d:v, timestamp=1, value=x\n1 row(s)\nTook 0.0100 seconds\n";
        assert_eq!(detect(scan, true).evidence, Evidence::ScanHeader(2));
        let cells =
            b" a   column=d:v, timestamp=1, value=x\n b   column=d:v, timestamp=1, value=y\n";
        assert_eq!(detect(cells, true).evidence, Evidence::ScanCell(1));
        assert_eq!(
            detect(b"k,v\r\n\"a,b\",1\r\nc,2\r\n", true).evidence,
            Evidence::Csv { fields: 2 }
        );
        assert_eq!(format(b"0a1B\n\nff00\n"), KeyFormat::Hex);
        assert_eq!(detect(b"a\nb\\x00\n", true).evidence, Evidence::Escape(2));
        assert_eq!(detect(b"a\nb\\n\n", true).evidence, Evidence::Backslash(2));
        assert_eq!(detect(b"a\n\x00b\n", true).evidence, Evidence::RawBytes(2));
        assert_eq!(
            detect(b"user1\nuser2\n", true).evidence,
            Evidence::PlainText
        );
        assert_eq!(detect(b"\n\n", true).evidence, Evidence::Empty);
    }

    #[test]
    fn near_misses_are_not_taken_for_a_format() {
        // Numbers are hex digits but plain keys; words of hex letters too.
        assert_eq!(format(b"1234\n5678\n"), KeyFormat::Binary);
        assert_eq!(format(b"cafe\nface\n"), KeyFormat::Binary);
        // One key with a comma is not a csv; records of different widths neither.
        assert_eq!(format(b"a,b\n"), KeyFormat::Binary);
        assert_eq!(format(b"a,b\nc\nd,e\n"), KeyFormat::Binary);
        // A continuation of a value is no cell.
        assert_eq!(format(b" a b c\nx\n"), KeyFormat::Binary);
    }

    #[test]
    fn an_unfinished_last_line_is_not_looked_at() {
        assert_eq!(format(b"00ff\n00f"), KeyFormat::Binary);
        assert_eq!(detect(b"00ff\n00f", false).format, KeyFormat::Hex);
    }

    #[test]
    fn a_warning_only_when_the_head_says_another_format() {
        let scan = detect(
            b"ROW  COLUMN+CELL\n a  column=d:v, timestamp=1, value=x\n",
            true,
        );
        let w = scan.warning(&KeyFormat::Lines).unwrap().to_string();
        assert!(
            w.contains("line 1 is the scan output's `ROW  COLUMN+CELL` header"),
            "{w}"
        );
        assert!(
            w.ends_with("read as `lines`, such lines become keys"),
            "{w}"
        );
        let plain = detect(b"user1\n", true);
        assert!(plain.warning(&KeyFormat::Lines).is_none());
        assert!(detect(b"00ff\nab\n", true)
            .warning(&KeyFormat::Binary)
            .is_some());
    }
}
