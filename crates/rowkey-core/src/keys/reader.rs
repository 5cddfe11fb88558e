//! The push parser of key dumps: byte chunks in (cut anywhere), keys out.

use super::detect::{detect, Detection, DETECT_BYTES};
use super::format::KeyFormat;
use super::order::Sortedness;
use super::row::{
    check_size, parse_size, sizes_not_in, split_size, Row, RowSink, DEFAULT_SIZE_COLUMN,
};
use super::scan::{classify, is_header, is_prompt, is_summary, ScanLine};
use crate::i18n::{catalogue::keys as msg, Arg, Message};
use crate::limits::check_key_length;
use std::fmt;

mod csv;
mod escapes;
mod resume;
use csv::CsvState;
use escapes::{decode_binary, decode_hex};
pub use resume::ReadAs;

pub use crate::limits::MAX_LINE_BYTES;

/// A line that does not parse: where (1-based line number; 0 when it is about the whole input)
/// and what.
#[derive(Clone, Debug, PartialEq)]
pub struct KeysError {
    /// The 1-based line number.
    pub line: u64,
    /// What is wrong (rendered in the reader's language).
    pub message: Message,
}

impl fmt::Display for KeysError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            self.message.fmt(f)
        } else {
            crate::msg!(
                msg::AT_LINE,
                line = Arg::Int(self.line.into()),
                message = self.message.clone()
            )
            .fmt(f)
        }
    }
}

impl std::error::Error for KeysError {}

/// Reads a key dump pushed in chunks of any size, handing each key to a sink.
///
/// Lines end in `\n` or `\r\n`; the last line needs no line break. Empty lines are skipped.
/// With [`KeyFormat::Auto`] the first [`DETECT_BYTES`] are held until the format is told from
/// them, so keys come out once that much is read or at [`KeyReader::finish`]; a format given is
/// read at once, its head kept aside only to warn when it looks like another format. Nothing is lost without a word: a key longer than HBase's row
/// limit is an error naming its line, and lines passed over that are not blank (a multi-line
/// value's continuation in a scan, an empty csv key) are counted ([`KeyReader::skipped`]).
///
/// ```
/// use rowkey_core::keys::{KeyFormat, KeyReader};
/// let mut r = KeyReader::new(KeyFormat::Hex);
/// let mut keys = Vec::new();
/// for chunk in [&b"00f"[..], b"f\n", b"\n41", b"42\n0"] {
///     r.push(chunk, &mut |k| keys.push(k.to_vec())).unwrap();
/// }
/// let err = r.finish(&mut |k| keys.push(k.to_vec())).unwrap_err();
/// assert_eq!(keys, [vec![0x00, 0xff], b"AB".to_vec()]);
/// assert_eq!(err.to_string(), "line 4: an odd number of hex digits (1)");
/// ```
#[derive(Debug)]
pub struct KeyReader {
    format: KeyFormat,
    /// The start of a line cut by the end of a chunk.
    pending: Vec<u8>,
    /// Lines read so far.
    line: u64,
    /// A key decoded from its text.
    key: Vec<u8>,
    /// The row of the last scan cell (one key per row, not per cell).
    last_row: Option<Vec<u8>>,
    csv: Option<Box<CsvState>>,
    failed: bool,
    /// The format as given (`Auto` or another).
    given: KeyFormat,
    /// The head held until the format is known.
    head: Vec<u8>,
    /// What the head showed, once looked at.
    detection: Option<Detection>,
    /// Non-blank lines passed over, and the first of them.
    skipped: u64,
    first_skipped: Option<u64>,
    /// Lines read as keys that look like the shell's scan header, summary or prompt.
    foreign: u64,
    first_foreign: Option<u64>,
    sorted: Sortedness,
    /// Each line is `key<TAB>bytes`: the key and its row's size.
    sizes: bool,
    /// The csv column of the row sizes, when named (a named column is refused in other formats).
    size_column: Option<String>,
    /// Bytes of the dump parsed so far (the head held back is counted once parsed).
    fed: u64,
    /// Where the line being read starts, in bytes from the dump's start.
    line_at: u64,
    /// Started part-way into a dump whose format and csv columns are known ([`KeyReader::resume`]):
    /// nothing is told from a head.
    resumed: bool,
}

impl KeyReader {
    /// A reader of `format`.
    pub fn new(format: KeyFormat) -> KeyReader {
        let csv = match &format {
            KeyFormat::Csv { column } => Some(Box::new(CsvState::new(column.clone(), None))),
            _ => None,
        };
        KeyReader {
            given: format.clone(),
            format,
            pending: Vec::new(),
            line: 0,
            key: Vec::new(),
            last_row: None,
            csv,
            failed: false,
            head: Vec::new(),
            detection: None,
            skipped: 0,
            first_skipped: None,
            foreign: 0,
            first_foreign: None,
            sorted: Sortedness::default(),
            sizes: false,
            size_column: None,
            fed: 0,
            line_at: 0,
            resumed: false,
        }
    }

    /// Read each line as `key<TAB>bytes` (the lines, binary and hex formats): the key in the
    /// format, then its row's size in bytes after the last tab ([`Row::size`]). A line without
    /// a size, or with one that is not a whole number, fails naming its line.
    ///
    /// ```
    /// use rowkey_core::keys::{KeyFormat, KeyReader};
    /// let mut r = KeyReader::new(KeyFormat::Binary).with_sizes();
    /// let mut rows = Vec::new();
    /// r.push_rows(b"a\\x09b\t120\n", &mut |row| rows.push((row.key.to_vec(), row.size))).unwrap();
    /// assert_eq!(rows, [(b"a\tb".to_vec(), Some(120))]);
    /// let err = r.push_rows(b"c\tmany\n", &mut |_| ()).unwrap_err();
    /// assert!(err.to_string().starts_with("line 2: "), "{err}");
    /// ```
    ///
    /// In csv the size is the cell of the column headed `bytes` ([`DEFAULT_SIZE_COLUMN`]);
    /// [`KeyReader::with_size_column`] names another.
    pub fn with_sizes(mut self) -> KeyReader {
        self.sizes = true;
        if let (KeyFormat::Csv { column }, Some(_)) = (&self.format, &self.csv) {
            self.csv = Some(Box::new(CsvState::new(
                column.clone(),
                Some(self.size_column()),
            )));
        }
        self
    }

    /// [`KeyReader::with_sizes`], the sizes read from the csv column headed `name`. The dump
    /// must be csv: another format fails, since its lines have no columns.
    ///
    /// ```
    /// use rowkey_core::keys::{KeyFormat, KeyReader};
    /// let mut r = KeyReader::new(KeyFormat::Csv { column: None }).with_size_column("size".into());
    /// let mut rows = Vec::new();
    /// r.push_rows(b"key,size\nk1,120\nk2,7\n", &mut |row| rows.push((row.key.to_vec(), row.size))).unwrap();
    /// assert_eq!(rows, [(b"k1".to_vec(), Some(120)), (b"k2".to_vec(), Some(7))]);
    /// let err = r.push_rows(b"k3,big\n", &mut |_| ()).unwrap_err();
    /// assert_eq!(err.to_string(), "line 4: column 2 (`size`): the row size `big` is not a whole number of bytes");
    /// ```
    pub fn with_size_column(mut self, name: String) -> KeyReader {
        self.size_column = Some(name);
        self.with_sizes()
    }

    /// The csv column the row sizes are read from.
    fn size_column(&self) -> String {
        self.size_column
            .clone()
            .unwrap_or_else(|| DEFAULT_SIZE_COLUMN.to_string())
    }

    /// The format the keys are read in: the one given, or the one told from the dump's head
    /// (`Auto` until the head is read).
    ///
    /// ```
    /// use rowkey_core::keys::{KeyFormat, KeyReader};
    /// let mut r = KeyReader::new(KeyFormat::Auto { column: None });
    /// let mut keys = Vec::new();
    /// r.push(b"ROW  COLUMN+CELL\n a  column=d:v, timestamp=1, value=x\n1 row(s)\n", &mut |k| keys.push(k.to_vec())).unwrap();
    /// r.finish(&mut |k| keys.push(k.to_vec())).unwrap();
    /// assert_eq!((r.format(), keys), (&KeyFormat::Scan, vec![b"a".to_vec()]));
    /// ```
    pub fn format(&self) -> &KeyFormat {
        &self.format
    }

    /// Why the keys are read in [`KeyReader::format`]: what the head showed when the format was
    /// told from it, `None` when it was given.
    pub fn format_why(&self) -> Option<Message> {
        match (&self.given, &self.detection) {
            (KeyFormat::Auto { .. }, Some(d)) => Some(d.why()),
            _ => None,
        }
    }

    /// What the dump's lines say against the format given: its head looks like another
    /// format, or lines read as keys look like the shell's scan header or summary.
    pub fn warnings(&self) -> Vec<Message> {
        let mut out: Vec<Message> = self
            .detection
            .as_ref()
            .and_then(|d| d.warning(&self.given))
            .into_iter()
            .collect();
        if let Some(first) = self.first_foreign {
            out.push(crate::msg!(
                msg::SCAN_LINES_AS_KEYS,
                count = Arg::Int(self.foreign.into()),
                line = Arg::Int(first.into()),
                format = self.format.to_string()
            ));
        }
        out
    }

    /// Lines passed over that are not blank (a value's continuation in a scan, an empty csv
    /// key), and the first of them (1-based).
    pub fn skipped(&self) -> (u64, Option<u64>) {
        match &self.csv {
            Some(csv) => (
                self.skipped + csv.skipped,
                self.first_skipped.or(csv.first_skipped),
            ),
            None => (self.skipped, self.first_skipped),
        }
    }

    /// Whether the keys read so far are sorted, and where they stop being.
    pub(crate) fn sortedness(&self) -> &Sortedness {
        &self.sorted
    }

    /// For csv, the key column's name in the header row, once read: the first row is a header,
    /// never a key, and the report says so.
    ///
    /// ```
    /// use rowkey_core::keys::{KeyFormat, KeyReader};
    /// let mut r = KeyReader::new(KeyFormat::Csv { column: None });
    /// let mut keys = Vec::new();
    /// r.push(b"rowkey,v\na1,x\n", &mut |k| keys.push(k.to_vec())).unwrap();
    /// assert_eq!(r.csv_header(), Some("rowkey"));
    /// assert_eq!(keys, [b"a1".to_vec()]);
    /// ```
    pub fn csv_header(&self) -> Option<&str> {
        self.csv.as_ref().and_then(|c| c.header_name.as_deref())
    }

    /// Lines read so far (complete ones).
    pub fn lines(&self) -> u64 {
        self.line
    }

    /// Lines of the whole input, once [`KeyReader::finish`]ed: csv records' lines included.
    pub(crate) fn lines_read(&self) -> u64 {
        match &self.csv {
            Some(csv) => csv.lines(),
            None => self.line,
        }
    }

    /// The format as given (`Auto` or another).
    pub(crate) fn given(&self) -> &KeyFormat {
        &self.given
    }

    /// What the head showed, once looked at.
    pub(crate) fn detection(&self) -> Option<&Detection> {
        self.detection.as_ref()
    }

    /// Lines read as keys that look like the scan output's header, summary or prompt, and the
    /// first of them.
    pub(crate) fn foreign(&self) -> (u64, Option<u64>) {
        (self.foreign, self.first_foreign)
    }

    /// Read `chunk`, handing every key it completes to `sink`.
    ///
    /// # Errors
    ///
    /// A [`KeysError`] with its line when the chunk cannot be read in the format (a bad escape, a
    /// line too long, a CSV that does not parse), a key is longer than HBase allows, or an earlier
    /// call failed.
    pub fn push(&mut self, chunk: &[u8], sink: &mut dyn FnMut(&[u8])) -> Result<(), KeysError> {
        self.push_rows(chunk, &mut |row| sink(row.key))
    }

    /// [`KeyReader::push`], handing each key on with the line it was read at.
    ///
    /// # Errors
    ///
    /// What [`KeyReader::push`] refuses, and with [`KeyReader::with_sizes`] a line whose row
    /// size is missing or not a whole number.
    pub fn push_rows(&mut self, chunk: &[u8], sink: &mut RowSink<'_>) -> Result<(), KeysError> {
        if self.failed {
            return Err(self.error(crate::msg!(msg::ALREADY_FAILED)));
        }
        let r = self.push_or_hold(chunk, sink);
        self.failed = r.is_err();
        r
    }

    /// The end of the input: the last line, which needs no line break.
    ///
    /// # Errors
    ///
    /// What [`KeyReader::push`] refuses, for the last line and a CSV quote never closed.
    pub fn finish(&mut self, sink: &mut dyn FnMut(&[u8])) -> Result<(), KeysError> {
        self.finish_rows(&mut |row| sink(row.key))
    }

    /// [`KeyReader::finish`], handing each key on with the line it was read at.
    ///
    /// # Errors
    ///
    /// What [`KeyReader::finish`] refuses, and a last line whose row size is bad.
    pub fn finish_rows(&mut self, sink: &mut RowSink<'_>) -> Result<(), KeysError> {
        if self.failed {
            return Err(self.error(crate::msg!(msg::ALREADY_FAILED)));
        }
        let r = self.finish_all(sink);
        self.failed = r.is_err();
        r
    }

    /// A key given as its bytes, with no text to read (for a caller that holds the keys one by
    /// one): one line of the dump, held to HBase's row length like a key read from text.
    ///
    /// # Errors
    ///
    /// A [`KeysError`] when the key is longer than HBase allows, or an earlier call failed.
    ///
    /// ```
    /// use rowkey_core::keys::{KeyFormat, KeyReader};
    /// let mut r = KeyReader::new(KeyFormat::Lines);
    /// let mut keys = Vec::new();
    /// r.push_key(b"a\nb", &mut |k| keys.push(k.to_vec())).unwrap();
    /// assert!(r.push_key(&vec![0; 40_000], &mut |_| ()).unwrap_err().to_string().starts_with("line 2:"));
    /// assert_eq!(keys, [b"a\nb".to_vec()]);
    /// ```
    pub fn push_key(&mut self, key: &[u8], sink: &mut dyn FnMut(&[u8])) -> Result<(), KeysError> {
        self.push_row(key, None, &mut |row| sink(row.key))
    }

    /// [`KeyReader::push_key`] for a caller that counts the key itself: the key checked and
    /// taken as the next line, whose number is returned. One call, where handing the key to a
    /// sink went through two closures a key.
    #[inline]
    pub(crate) fn take_key(&mut self, key: &[u8]) -> Result<u64, KeysError> {
        if self.failed {
            return Err(self.error(crate::msg!(msg::ALREADY_FAILED)));
        }
        self.line += 1;
        if let Err(message) = check_key_length(key.len()) {
            self.failed = true;
            return Err(KeysError {
                line: self.line,
                message,
            });
        }
        self.sorted.add(key, self.line);
        Ok(self.line)
    }

    /// [`KeyReader::push_key`] with its row's size when given: one `key<TAB>bytes` line, the
    /// size held to HBase's largest row as one read from text.
    ///
    /// # Errors
    ///
    /// What [`KeyReader::push_key`] refuses, and a size over 1 GiB.
    pub fn push_row(
        &mut self,
        key: &[u8],
        size: Option<u64>,
        sink: &mut RowSink<'_>,
    ) -> Result<(), KeysError> {
        if self.failed {
            return Err(self.error(crate::msg!(msg::ALREADY_FAILED)));
        }
        self.line += 1;
        // A key handed over with no text has no place in a file.
        let r = match size.map(check_size).transpose() {
            Ok(size) => self.emit(key, self.line, size, 0, sink),
            Err(message) => Err(self.error(message)),
        };
        self.failed = r.is_err();
        r
    }

    fn push_or_hold(&mut self, chunk: &[u8], sink: &mut RowSink<'_>) -> Result<(), KeysError> {
        if self.detection.is_some() || self.resumed {
            return self.parse(chunk, sink);
        }
        let take = chunk.len().min(DETECT_BYTES - self.head.len());
        self.head.extend_from_slice(&chunk[..take]);
        let full = self.head.len() >= DETECT_BYTES;
        if !matches!(self.given, KeyFormat::Auto { .. }) {
            // A format given is read at once; the head is only looked at for warnings.
            if full {
                self.decide(false)?;
                self.head = Vec::new();
            }
            return self.parse(chunk, sink);
        }
        if !full {
            return Ok(());
        }
        self.decide(false)?;
        let head = std::mem::take(&mut self.head);
        self.parse(&head, sink)?;
        self.parse(&chunk[take..], sink)
    }

    fn finish_all(&mut self, sink: &mut RowSink<'_>) -> Result<(), KeysError> {
        if self.detection.is_none() && !self.resumed {
            self.decide(true)?;
            let head = std::mem::take(&mut self.head);
            if matches!(self.given, KeyFormat::Auto { .. }) {
                self.parse(&head, sink)?;
            }
        }
        if let Some(mut csv) = self.csv.take() {
            let r = csv.finish(&mut |key, line, size, at| self.emit(key, line, size, at, sink));
            self.csv = Some(csv);
            r
        } else if self.pending.is_empty() {
            Ok(())
        } else {
            let line = std::mem::take(&mut self.pending);
            self.line(&line, sink)
        }
    }

    /// Look at the head: tell the format when it was not given, and keep what it shows.
    fn decide(&mut self, whole: bool) -> Result<(), KeysError> {
        let detection = detect(&self.head, whole);
        if let KeyFormat::Auto { column } = &self.format {
            self.format = match (&detection.format, column) {
                (KeyFormat::Csv { .. }, column) => KeyFormat::Csv {
                    column: column.clone(),
                },
                (found, None) => found.clone(),
                (found, Some(_)) => {
                    return Err(KeysError {
                        line: 0,
                        message: crate::msg!(
                            msg::COLUMN_BUT_NOT_CSV,
                            format = found.to_string(),
                            why = detection.why()
                        ),
                    })
                }
            };
        }
        if let (KeyFormat::Csv { column }, None) = (&self.format, &self.csv) {
            let sizes = self.sizes.then(|| self.size_column());
            self.csv = Some(Box::new(CsvState::new(column.clone(), sizes)));
        }
        self.detection = Some(detection);
        Ok(())
    }

    fn parse(&mut self, chunk: &[u8], sink: &mut RowSink<'_>) -> Result<(), KeysError> {
        if let (Some(name), None) = (&self.size_column, &self.csv) {
            return Err(self.error(crate::msg!(
                msg::SIZE_COLUMN_CSV_ONLY,
                name = name,
                format = self.format.to_string()
            )));
        }
        if let Some(mut csv) = self.csv.take() {
            let r = csv.push(chunk, &mut |key, line, size, at| {
                self.emit(key, line, size, at, sink)
            });
            self.csv = Some(csv);
            r
        } else {
            self.push_lines(chunk, sink)
        }
    }

    /// Hand a key read at `line` on, within HBase's row length.
    fn emit(
        &mut self,
        key: &[u8],
        line: u64,
        size: Option<u64>,
        at: u64,
        sink: &mut RowSink<'_>,
    ) -> Result<(), KeysError> {
        check_key_length(key.len()).map_err(|message| KeysError { line, message })?;
        self.sorted.add(key, line);
        sink(Row {
            key,
            line,
            size,
            at,
        });
        Ok(())
    }

    fn skip(&mut self, line: u64) {
        self.skipped += 1;
        self.first_skipped.get_or_insert(line);
    }

    fn push_lines(&mut self, chunk: &[u8], sink: &mut RowSink<'_>) -> Result<(), KeysError> {
        let base = self.fed;
        self.fed += chunk.len() as u64;
        let mut pos = 0;
        if !self.pending.is_empty() {
            let Some(end) = memchr::memchr(b'\n', chunk) else {
                return self.keep(chunk);
            };
            self.keep(&chunk[..end])?;
            let line = std::mem::take(&mut self.pending);
            self.line(&line, sink)?;
            self.pending = line;
            self.pending.clear();
            pos = end + 1;
            self.line_at = base + pos as u64;
        }
        while let Some(end) = memchr::memchr(b'\n', &chunk[pos..]) {
            self.line(&chunk[pos..pos + end], sink)?;
            pos += end + 1;
            self.line_at = base + pos as u64;
        }
        self.keep(&chunk[pos..])
    }

    /// Keep the start of a line for the next chunk, within [`MAX_LINE_BYTES`].
    fn keep(&mut self, part: &[u8]) -> Result<(), KeysError> {
        if self.pending.len() + part.len() > MAX_LINE_BYTES {
            return Err(KeysError {
                line: self.line + 1,
                message: crate::msg!(
                    msg::LINE_TOO_LONG,
                    mib = Arg::Int((MAX_LINE_BYTES >> 20) as i128),
                    format = self.format.to_string()
                ),
            });
        }
        self.pending.extend_from_slice(part);
        Ok(())
    }

    fn error(&self, message: Message) -> KeysError {
        KeysError {
            line: self.line,
            message,
        }
    }

    fn line(&mut self, raw: &[u8], sink: &mut RowSink<'_>) -> Result<(), KeysError> {
        self.line += 1;
        let line = self.line;
        let text = raw.strip_suffix(b"\r").unwrap_or(raw);
        if !matches!(self.format, KeyFormat::Scan) && looks_like_scan_structure(text) {
            self.foreign += 1;
            self.first_foreign.get_or_insert(line);
        }
        let mut key = std::mem::take(&mut self.key);
        let r = self.line_key(text, line, &mut key, sink);
        self.key = key;
        r
    }

    fn line_key(
        &mut self,
        text: &[u8],
        line: u64,
        key: &mut Vec<u8>,
        sink: &mut RowSink<'_>,
    ) -> Result<(), KeysError> {
        let at = |message| KeysError { line, message };
        let (text, size) = match (self.sizes, &self.format) {
            (false, _) => (text, None),
            (true, KeyFormat::Lines | KeyFormat::Binary | KeyFormat::Hex) if !text.is_empty() => {
                let (key, size) = split_size(text).map_err(at)?;
                (key, Some(size))
            }
            (true, KeyFormat::Scan | KeyFormat::Csv { .. } | KeyFormat::Auto { .. }) => {
                return Err(at(sizes_not_in(&self.format)));
            }
            (true, _) => (text, None),
        };
        match self.format {
            KeyFormat::Lines => {
                if !text.is_empty() {
                    self.emit(text, line, size, self.line_at, sink)?;
                }
            }
            KeyFormat::Binary => {
                if !text.is_empty() {
                    let decoded = decode_binary(text, key).map_err(at)?;
                    self.emit(decoded, line, size, self.line_at, sink)?;
                }
            }
            KeyFormat::Hex => {
                let text = text.trim_ascii();
                if !text.is_empty() {
                    decode_hex(text, key).map_err(at)?;
                    self.emit(key, line, size, self.line_at, sink)?;
                }
            }
            KeyFormat::Scan => match classify(text, self.last_row.is_some()) {
                ScanLine::Cell(row) => {
                    let decoded = decode_binary(row, key)
                        .map_err(|m| at(crate::msg!(msg::CELL_ROW, error = m)))?;
                    if self.last_row.as_deref() != Some(decoded) {
                        self.emit(decoded, line, size, self.line_at, sink)?;
                        let last = self.last_row.get_or_insert_with(Vec::new);
                        last.clear();
                        last.extend_from_slice(decoded);
                    }
                }
                ScanLine::Other => {}
                ScanLine::Continuation => self.skip(line),
                ScanLine::NotScan => return Err(at(crate::msg!(msg::NOT_SCAN_LINE))),
            },
            KeyFormat::Csv { .. } | KeyFormat::Auto { .. } => {}
        }
        Ok(())
    }
}

/// A line of the shell's scan output that is never a key: its header, summary or prompt.
fn looks_like_scan_structure(text: &[u8]) -> bool {
    let t = text.trim_ascii();
    matches!(t.first(), Some(b'R' | b'T' | b'h' | b'0'..=b'9'))
        && (is_header(t) || is_summary(t) || (is_prompt(t) && t.contains(&b'>')))
}

/// Whether `esc` (a backslash and what follows it, up to four bytes) is an escape
/// `Bytes.toStringBinary` writes: `\xHH` with two uppercase hex digits.
pub(super) fn is_escape(esc: &[u8]) -> bool {
    esc.len() == 4
        && esc[1] == b'x'
        && esc[2..]
            .iter()
            .all(|b| matches!(b, b'0'..=b'9' | b'A'..=b'F'))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key of `input` read in chunks of `size` bytes.
    fn read(format: KeyFormat, input: &[u8], size: usize) -> Result<Vec<Vec<u8>>, KeysError> {
        let mut r = KeyReader::new(format);
        let mut keys = Vec::new();
        for chunk in input.chunks(size.max(1)) {
            r.push(chunk, &mut |k| keys.push(k.to_vec()))?;
        }
        r.finish(&mut |k| keys.push(k.to_vec()))?;
        Ok(keys)
    }

    fn all_sizes(format: KeyFormat, input: &[u8]) -> Result<Vec<Vec<u8>>, KeysError> {
        let whole = read(format.clone(), input, input.len());
        for size in 1..input.len().min(40) {
            assert_eq!(read(format.clone(), input, size), whole, "chunks of {size}");
        }
        whole
    }

    fn v(keys: &[&[u8]]) -> Vec<Vec<u8>> {
        keys.iter().map(|k| k.to_vec()).collect()
    }

    #[test]
    fn lines_crlf_empty_and_a_last_line_without_break() {
        let keys = all_sizes(KeyFormat::Lines, b"a\r\n\r\n\xff\x00b\n\nlast").unwrap();
        assert_eq!(keys, v(&[b"a", b"\xff\x00b", b"last"]));
    }

    #[test]
    fn binary_reads_as_hbase_and_refuses_what_it_never_writes() {
        let keys = all_sizes(KeyFormat::Binary, b"a\\x00\\xFF\r\nplain\ncaf\xc3\xa9\n").unwrap();
        assert_eq!(keys, v(&[b"a\x00\xff", b"plain", b"caf\xe9"]));
        let err = all_sizes(KeyFormat::Binary, b"ok\nx\\xff\n").unwrap_err();
        assert_eq!(err.line, 2);
        assert!(
            err.message
                .to_string()
                .starts_with("`\\xff` at column 2 is not a toStringBinary escape"),
            "{err}"
        );
        assert_eq!(all_sizes(KeyFormat::Binary, b"a\\x0").unwrap_err().line, 1);
        let err = all_sizes(KeyFormat::Binary, b"\n\n\xff\xfe\n").unwrap_err();
        assert_eq!(
            (err.line, err.message.to_string().starts_with("not UTF-8")),
            (3, true)
        );
    }

    #[test]
    fn hex_either_case_and_errors() {
        assert_eq!(
            all_sizes(KeyFormat::Hex, b"00Ff\r\n 4142 \n").unwrap(),
            v(&[b"\x00\xff", b"AB"])
        );
        let err = all_sizes(KeyFormat::Hex, b"00\n0g\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2: `g` at column 2 is not a hex digit"
        );
    }

    #[test]
    fn csv_first_or_named_column_quotes_and_errors() {
        let input = b"\xef\xbb\xbfid,name\r\n\"a,1\",x\r\n\"multi\nline\",y\n\n3,\"q\"\"\"\n";
        assert_eq!(
            all_sizes(KeyFormat::Csv { column: None }, input).unwrap(),
            v(&[b"a,1", b"multi\nline", b"3"])
        );
        let named = KeyFormat::Csv {
            column: Some("name".into()),
        };
        assert_eq!(all_sizes(named, input).unwrap(), v(&[b"x", b"y", b"q\""]));
        let err = all_sizes(
            KeyFormat::Csv {
                column: Some("k".into()),
            },
            input,
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 1: no column `k` in the csv header (its columns: `id`, `name`)"
        );
        let short = KeyFormat::Csv {
            column: Some("b".into()),
        };
        let err = all_sizes(short, b"a,b\n1,2\n3\n").unwrap_err();
        assert_eq!(err.line, 3, "{err}");
    }

    #[test]
    fn auto_reads_each_format_as_told_from_the_head() {
        let auto = || KeyFormat::Auto { column: None };
        let scan = b"hbase:001:0> scan 't'\nROW   COLUMN+CELL\n  lead   column=d:v, timestamp=1, value=x\n b   column=d:v, timestamp=1, value=y\nTook 0.01 seconds\n";
        assert_eq!(all_sizes(auto(), scan).unwrap(), v(&[b" lead", b"b"]));
        assert_eq!(
            all_sizes(auto(), b"00ff\r\n4a42\n").unwrap(),
            v(&[b"\x00\xff", b"JB"])
        );
        assert_eq!(
            all_sizes(auto(), b"a\\x00\nb\n").unwrap(),
            v(&[b"a\x00", b"b"])
        );
        assert_eq!(
            all_sizes(auto(), b"k,v\n\"x,1\",2\n").unwrap(),
            v(&[b"x,1"])
        );
        assert_eq!(all_sizes(auto(), b"a\\n\n").unwrap(), v(&[b"a\\n"]));
        // A column names the csv column; given for a dump that is not csv, it is refused.
        let named = KeyFormat::Auto {
            column: Some("v".into()),
        };
        assert_eq!(all_sizes(named.clone(), b"k,v\n1,2\n").unwrap(), v(&[b"2"]));
        let err = all_sizes(named, b"00ff\nab\n").unwrap_err();
        assert!(err.to_string().contains("it looks like `hex`"), "{err}");
    }

    #[test]
    fn a_head_longer_than_the_detection_window_loses_nothing() {
        let mut input = b"ROW  COLUMN+CELL\n".to_vec();
        for i in 0..10_000 {
            input.extend_from_slice(
                format!(" k{i:05} column=d:v, timestamp=1, value=x\n").as_bytes(),
            );
        }
        assert!(input.len() > DETECT_BYTES);
        for size in [1000, 7777, input.len()] {
            let keys = read(KeyFormat::Auto { column: None }, &input, size).unwrap();
            assert_eq!(keys.len(), 10_000, "chunks of {size}");
        }
    }

    #[test]
    fn lines_that_look_like_another_format_are_warned_of() {
        let mut r = KeyReader::new(KeyFormat::Lines);
        let scan = b"ROW  COLUMN+CELL\n a  column=d:v, timestamp=1, value=x\n1 row(s)\nTook 0.0100 seconds\n";
        let mut n = 0;
        r.push(scan, &mut |_| n += 1).unwrap();
        r.finish(&mut |_| n += 1).unwrap();
        assert_eq!(n, 4);
        let w: Vec<String> = r.warnings().iter().map(ToString::to_string).collect();
        assert!(w[0].starts_with("the dump looks like `scan`"), "{w:?}");
        assert!(
            w[1].starts_with("3 lines read as `lines` keys look like the scan output's header")
                && w[1].contains("(first: line 1)"),
            "{w:?}"
        );
    }

    #[test]
    fn keys_over_hbases_row_limit_are_refused_with_their_line() {
        let mut input = b"a\n".to_vec();
        input.extend(std::iter::repeat_n(b'k', 32_768));
        input.push(b'\n');
        let err = all_sizes(KeyFormat::Lines, &input).unwrap_err();
        assert_eq!(err.line, 2);
        assert!(err
            .to_string()
            .contains("HBase refuses row keys longer than 32767 bytes"));
        let ok = vec![b'k'; 32_767];
        assert_eq!(all_sizes(KeyFormat::Lines, &ok).unwrap(), vec![ok.clone()]);
        let mut csv = b"key\n".to_vec();
        csv.extend(std::iter::repeat_n(b'x', 40_000));
        assert_eq!(
            all_sizes(KeyFormat::Csv { column: None }, &csv)
                .unwrap_err()
                .line,
            2
        );
    }

    #[test]
    fn a_csv_quote_never_closed_is_an_error_naming_its_line() {
        let err =
            all_sizes(KeyFormat::Csv { column: None }, b"k,v\na,1\n\"b,2\nc,3\n").unwrap_err();
        assert_eq!(err.line, 3, "{err}");
        assert!(err.to_string().contains("never closed"), "{err}");
        // Quotes inside a field, and doubled quotes, are no opening.
        let fine = b"k,v\nab\"c,1\n\"x\"\"y\",2\n";
        assert_eq!(
            all_sizes(KeyFormat::Csv { column: None }, fine).unwrap(),
            v(&[b"ab\"c", b"x\"y"])
        );
    }

    #[test]
    fn lines_passed_over_are_counted_with_the_first() {
        let mut r = KeyReader::new(KeyFormat::Scan);
        let scan = b"ROW  COLUMN+CELL\n a  column=d:v, timestamp=1, value=two\nlines\n b  column=d:v, timestamp=1, value=x\n  more\n2 row(s)\n";
        let mut keys = Vec::new();
        r.push(scan, &mut |k| keys.push(k.to_vec())).unwrap();
        r.finish(&mut |k| keys.push(k.to_vec())).unwrap();
        assert_eq!(keys, v(&[b"a", b"b"]));
        assert_eq!(r.skipped(), (2, Some(3)));
        let mut r = KeyReader::new(KeyFormat::Csv { column: None });
        r.push(b"k,v\na,1\n,2\n,3\n", &mut |_| {}).unwrap();
        r.finish(&mut |_| {}).unwrap();
        assert_eq!(r.skipped(), (2, Some(3)));
    }

    #[test]
    fn a_line_too_long_is_an_error_not_memory() {
        let mut r = KeyReader::new(KeyFormat::Lines);
        let big = vec![b'a'; 1 << 20];
        let mut err = None;
        for _ in 0..20 {
            if let Err(e) = r.push(&big, &mut |_| {}) {
                err = Some(e);
                break;
            }
        }
        assert_eq!(err.unwrap().line, 1);
    }
}
