//! The `csv` key format: RFC 4180 with a header row, the key read from one column.

use super::*;

/// RFC 4180 CSV with a header row, read by `csv-core` (which takes input in pieces).
#[derive(Debug)]
pub(super) struct CsvState {
    reader: csv_core::Reader,
    column: Option<String>,
    /// The key column's index, once the header is read.
    want: Option<usize>,
    /// The header of the row size column, when sizes are read.
    size_column: Option<String>,
    /// The row size column's index, once the header is read.
    size_want: Option<usize>,
    /// The header row's name for the key column (what was read as a header, not as a key).
    pub(super) header_name: Option<String>,
    /// The record being read: its fields' bytes and where each ends.
    out: Vec<u8>,
    ends: Vec<usize>,
    out_len: usize,
    ends_len: usize,
    record_line: u64,
    /// Where the reader is, quotes-wise, and the line a quote still open was opened on.
    quotes: Quotes,
    lines_seen: u64,
    /// The last byte read (a line break ends the last line rather than start one).
    last_byte: Option<u8>,
    open_quote_line: u64,
    /// Records whose key cell is empty, and the first of them.
    pub(super) skipped: u64,
    pub(super) first_skipped: Option<u64>,
    /// Bytes handed to the csv reader so far, and where the record being read starts.
    fed: u64,
    record_at: u64,
    /// Bytes of the record being read were read (its line and start are set).
    started: bool,
}

/// Where a csv reader is with respect to quotes (RFC 4180: a quote opens a quoted field only
/// at the start of a field, and `""` inside one is a quote).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Quotes {
    FieldStart,
    Unquoted,
    Quoted,
    /// A quote inside a quoted field: its end, or the first of `""`.
    QuoteInQuoted,
}

/// The sink of the csv reader: a key, the line its record starts on and its row size (when
/// sizes are read).
pub(super) type CsvSink<'a> = dyn FnMut(&[u8], u64, Option<u64>, u64) -> Result<(), KeysError> + 'a;

impl CsvState {
    /// A reader of the key `column` (`None` = the first) and, when `size_column` is given, the
    /// row size in the column of that header.
    pub(super) fn new(column: Option<String>, size_column: Option<String>) -> CsvState {
        CsvState {
            reader: csv_core::Reader::new(),
            column,
            want: None,
            size_column,
            size_want: None,
            header_name: None,
            out: vec![0; 4096],
            ends: vec![0; 64],
            out_len: 0,
            ends_len: 0,
            record_line: 1,
            quotes: Quotes::FieldStart,
            lines_seen: 1,
            last_byte: None,
            open_quote_line: 0,
            skipped: 0,
            first_skipped: None,
            fed: 0,
            record_at: 0,
            started: false,
        }
    }

    /// Carry on part-way into a csv whose header was read: the key column is field `key`, the
    /// size column field `size`, and the next record starts at byte `at`, on line `line`.
    pub(super) fn resume(&mut self, key: usize, size: Option<usize>, line: u64, at: u64) {
        self.reader.set_line(line);
        self.want = Some(key);
        self.size_want = size.filter(|_| self.size_column.is_some());
        self.header_name = Some(String::new());
        self.record_line = line;
        self.lines_seen = line;
        self.fed = at;
        self.record_at = at;
    }

    /// The key column's and the size column's fields, once the header is read.
    pub(super) fn columns(&self) -> Option<(usize, Option<usize>)> {
        self.want.map(|w| (w, self.size_want))
    }

    /// Follow the quotes of `chunk`, so that a quote never closed is found at the end.
    pub(super) fn track_quotes(&mut self, chunk: &[u8]) {
        for &b in chunk {
            self.quotes = match (self.quotes, b) {
                (Quotes::FieldStart, b'"') => {
                    self.open_quote_line = self.lines_seen;
                    Quotes::Quoted
                }
                (Quotes::Quoted, b'"') => Quotes::QuoteInQuoted,
                (Quotes::Quoted, _) => Quotes::Quoted,
                (Quotes::QuoteInQuoted, b'"') => Quotes::Quoted,
                (_, b',' | b'\n' | b'\r') => Quotes::FieldStart,
                _ => Quotes::Unquoted,
            };
            if b == b'\n' {
                self.lines_seen += 1;
            }
        }
        if let Some(&b) = chunk.last() {
            self.last_byte = Some(b);
        }
    }

    /// Lines read, the last one counted whether or not it ends in a line break.
    pub(super) fn lines(&self) -> u64 {
        match self.last_byte {
            None => 0,
            Some(b'\n') => self.lines_seen - 1,
            Some(_) => self.lines_seen,
        }
    }

    pub(super) fn err(&self, message: Message) -> KeysError {
        KeysError {
            line: self.record_line,
            message,
        }
    }

    pub(super) fn push(&mut self, chunk: &[u8], sink: &mut CsvSink<'_>) -> Result<(), KeysError> {
        self.track_quotes(chunk);
        self.read(chunk, sink)
    }

    pub(super) fn finish(&mut self, sink: &mut CsvSink<'_>) -> Result<(), KeysError> {
        if self.quotes == Quotes::Quoted {
            // Read to the end, the quoted field would swallow every line after its quote.
            return Err(KeysError {
                line: self.open_quote_line,
                message: crate::msg!(msg::CSV_QUOTE_NOT_CLOSED),
            });
        }
        self.read(&[], sink)
    }

    /// Read `input` (empty = the end of the input) record by record.
    pub(super) fn read(
        &mut self,
        mut input: &[u8],
        sink: &mut CsvSink<'_>,
    ) -> Result<(), KeysError> {
        use csv_core::ReadRecordResult as R;
        loop {
            if !self.started {
                // Line breaks before a record (the last one's end, blank lines) are passed over
                // here, so that the record's line and first byte are its own whatever the
                // chunks (csv-core would skip them inside the record's read).
                let blank = input
                    .iter()
                    .take_while(|b| matches!(b, b'\r' | b'\n'))
                    .count();
                let breaks = input[..blank].iter().filter(|b| **b == b'\n').count();
                self.reader.set_line(self.reader.line() + breaks as u64);
                self.fed += blank as u64;
                input = &input[blank..];
                if blank > 0 && input.is_empty() {
                    return Ok(());
                }
                self.record_line = self.reader.line();
                self.record_at = self.fed;
            }
            let (result, read, written, ended) = self.reader.read_record(
                input,
                &mut self.out[self.out_len..],
                &mut self.ends[self.ends_len..],
            );
            input = &input[read..];
            self.fed += read as u64;
            self.started |= read > 0;
            self.out_len += written;
            self.ends_len += ended;
            match result {
                R::InputEmpty => return Ok(()),
                R::OutputFull => {
                    if self.out.len() >= MAX_LINE_BYTES {
                        return Err(self.err(crate::msg!(
                            msg::CSV_RECORD_TOO_LONG,
                            mib = Arg::Int((MAX_LINE_BYTES >> 20) as i128)
                        )));
                    }
                    self.out.resize(self.out.len() * 2, 0);
                }
                R::OutputEndsFull => {
                    if self.ends.len() >= 1 << 20 {
                        return Err(self.err(crate::msg!(msg::CSV_TOO_MANY_FIELDS)));
                    }
                    self.ends.resize(self.ends.len() * 2, 0);
                }
                R::Record => {
                    self.started = false;
                    self.record(sink)?;
                    self.out_len = 0;
                    self.ends_len = 0;
                }
                R::End => return Ok(()),
            }
        }
    }

    /// The field `i` of the record just read.
    pub(super) fn field(&self, i: usize) -> &[u8] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.out[start..self.ends[i]]
    }

    pub(super) fn record(&mut self, sink: &mut CsvSink<'_>) -> Result<(), KeysError> {
        let fields = self.ends_len;
        let Some(want) = self.want else {
            let header: Vec<String> = (0..fields)
                .map(|i| {
                    let text = String::from_utf8_lossy(self.field(i)).into_owned();
                    // A spreadsheet's byte order mark is not part of the first header.
                    text.strip_prefix('\u{feff}')
                        .map_or(text.clone(), str::to_string)
                })
                .collect();
            let want = match &self.column {
                None => 0,
                Some(name) => header.iter().position(|h| h == name).ok_or_else(|| {
                    self.err(crate::msg!(
                        msg::CSV_NO_COLUMN,
                        name = name,
                        columns = backquoted(&header)
                    ))
                })?,
            };
            if let Some(name) = &self.size_column {
                let at = header.iter().position(|h| h == name).ok_or_else(|| {
                    self.err(crate::msg!(
                        msg::CSV_NO_SIZE_COLUMN,
                        name = name,
                        columns = backquoted(&header)
                    ))
                })?;
                self.size_want = Some(at);
            }
            self.header_name = Some(header.get(want).cloned().unwrap_or_default());
            self.want = Some(want);
            return Ok(());
        };
        if fields <= want {
            if fields == 1 && self.field(0).is_empty() {
                return Ok(());
            }
            return Err(self.err(crate::msg!(
                msg::CSV_SHORT_RECORD,
                fields = Arg::Int(fields as i128),
                column = Arg::Int(want as i128 + 1)
            )));
        }
        let key = self.field(want);
        if key.is_empty() {
            self.skipped += 1;
            self.first_skipped.get_or_insert(self.record_line);
            return Ok(());
        }
        if let Err(e) = std::str::from_utf8(key) {
            return Err(self.err(crate::msg!(
                msg::CSV_KEY_NOT_UTF8,
                byte = Arg::Int(e.valid_up_to() as i128 + 1)
            )));
        }
        let size = self.size(fields)?;
        sink(self.field(want), self.record_line, size, self.record_at)
    }

    /// The row size of the record just read (of `fields` fields), when sizes are read.
    fn size(&self, fields: usize) -> Result<Option<u64>, KeysError> {
        let (Some(at), Some(name)) = (self.size_want, self.size_column.as_deref()) else {
            return Ok(None);
        };
        if fields <= at {
            return Err(self.err(crate::msg!(
                msg::CSV_SHORT_SIZE_RECORD,
                fields = Arg::Int(fields as i128),
                column = Arg::Int(at as i128 + 1),
                name = name
            )));
        }
        parse_size(self.field(at)).map(Some).map_err(|m| {
            self.err(crate::msg!(
                msg::CSV_SIZE_CELL,
                column = Arg::Int(at as i128 + 1),
                name = name,
                error = m
            ))
        })
    }
}

/// A header's names, each backquoted, joined by `, `.
fn backquoted(header: &[String]) -> String {
    header
        .iter()
        .map(|h| format!("`{h}`"))
        .collect::<Vec<_>>()
        .join(", ")
}
