//! Pasted CSV data: the columns `csv("col")` generators read.

use crate::i18n::catalogue::input as I;
use crate::i18n::Arg;
use crate::java::Width;
use crate::value::ValueType;
use crate::{ErrorKind, Span, SpannedError};
use std::sync::Arc;

/// CSV text with a header row, split into columns.
///
/// - Quoting follows RFC 4180 (the `csv` crate): `"a, b"` is one cell, `""` inside quotes is `"`.
/// - The delimiter is a comma, or a tab when the header line has tabs and no commas (text copied
///   from a spreadsheet).
/// - Header names are trimmed; cells are kept exactly as written, since their bytes become keys.
/// - A column is an int column when every cell is a canonical decimal long (`-?(0|[1-9][0-9]*)`
///   in range), so its text round-trips exactly; `007` or `+7` keep the column text.
///
/// ```
/// use rowkey_core::gen::CsvData;
/// let data = CsvData::parse("id,city\n7,\"Hang, zhou\"\n12,Beijing\n").unwrap();
/// assert_eq!(data.rows(), 2);
/// assert_eq!(data.column("city").unwrap().cells(), ["Hang, zhou", "Beijing"]);
/// assert_eq!(data.column("id").unwrap().ints(), Some(&[7, 12][..]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsvData {
    columns: Vec<CsvColumn>,
    rows: usize,
}

/// One column of [`CsvData`].
///
/// ```
/// let d = rowkey_core::gen::CsvData::parse("a,b\n1,x\n").unwrap();
/// let col = &d.columns()[1];
/// assert_eq!((col.name(), col.cells()), ("b", &["x".to_string()][..]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsvColumn {
    name: String,
    // Shared, not copied, by every generator reading the column (one per field and thread).
    cells: Arc<[String]>,
    ints: Option<Arc<[i64]>>,
}

impl CsvColumn {
    /// The header of the column.
    ///
    /// ```
    /// let d = rowkey_core::gen::CsvData::parse(" a \n1\n").unwrap();
    /// assert_eq!(d.column("a").unwrap().name(), "a");
    /// ```
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The cells, top to bottom.
    ///
    /// ```
    /// let d = rowkey_core::gen::CsvData::parse("a\n x\n").unwrap();
    /// assert_eq!(d.column("a").unwrap().cells(), [" x"]);
    /// ```
    pub fn cells(&self) -> &[String] {
        &self.cells
    }

    /// The cells as longs, if every cell is one.
    ///
    /// ```
    /// let d = rowkey_core::gen::CsvData::parse("a,b\n1,007\n-2,8\n").unwrap();
    /// assert_eq!(d.column("a").unwrap().ints(), Some(&[1, -2][..]));
    /// assert_eq!(d.column("b").unwrap().ints(), None);
    /// ```
    pub fn ints(&self) -> Option<&[i64]> {
        self.ints.as_deref()
    }

    /// The cells, shared.
    pub(crate) fn shared_cells(&self) -> Arc<[String]> {
        Arc::clone(&self.cells)
    }

    /// The cells as longs, shared, if every cell is one.
    pub(crate) fn shared_ints(&self) -> Option<Arc<[i64]>> {
        self.ints.clone()
    }

    /// Int (long) if every cell is a long, else str.
    ///
    /// ```
    /// use rowkey_core::{encode::ValueType, gen::CsvData};
    /// let d = CsvData::parse("a\nx\n").unwrap();
    /// assert_eq!(d.column("a").unwrap().value_type(), ValueType::Str);
    /// ```
    pub fn value_type(&self) -> ValueType {
        if self.ints.is_some() {
            ValueType::Int(Width::Long)
        } else {
            ValueType::Str
        }
    }
}

/// A long whose decimal text is exactly `s`.
fn canonical_long(s: &str) -> Option<i64> {
    let digits = s.strip_prefix('-').unwrap_or(s);
    let canonical = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'))
        && s != "-0";
    if canonical {
        s.parse().ok()
    } else {
        None
    }
}

impl CsvData {
    /// Parse CSV text with a header row. Errors say which line and point at it (byte span into
    /// `text`).
    ///
    /// # Errors
    ///
    /// A [`SpannedError`] at its place in the text when the CSV is malformed, has no header,
    /// repeats a column name, or has a record with another number of fields than the header.
    ///
    /// ```
    /// use rowkey_core::gen::CsvData;
    /// let e = CsvData::parse("a,b\n1,2\n3\n").unwrap_err();
    /// assert_eq!(e.message.to_string(), "CSV line 3 has 1 field, the header has 2");
    /// let e = CsvData::parse("a,a\n1,2\n").unwrap_err();
    /// assert_eq!(e.message.to_string(), "CSV header names column `a` twice");
    /// ```
    pub fn parse(text: &str) -> Result<Self, SpannedError> {
        let body = text.strip_prefix('\u{feff}').unwrap_or(text);
        let offset = text.len() - body.len();
        let header_line = body.lines().next().unwrap_or("");
        let delimiter = if header_line.contains('\t') && !header_line.contains(',') {
            b'\t'
        } else {
            b','
        };
        let mut reader = csv::ReaderBuilder::new()
            .delimiter(delimiter)
            .has_headers(true)
            .flexible(true)
            .from_reader(body.as_bytes());
        let headers = reader
            .headers()
            .map_err(|e| csv_error(&e, offset, text))?
            .clone();
        if headers.iter().all(|h| h.trim().is_empty()) {
            return Err(SpannedError::new(
                ErrorKind::CsvMissingHeader,
                crate::msg!(I::CSV_NEEDS_HEADER),
                Span::new(offset, offset + header_line.len()),
            ));
        }
        let mut columns: Vec<(String, Vec<String>)> = Vec::with_capacity(headers.len());
        // A set, not a scan of the columns so far: a header of 100,000 columns is checked in
        // linear time.
        let mut names: std::collections::HashSet<&str> =
            std::collections::HashSet::with_capacity(headers.len());
        for h in headers.iter() {
            let name = h.trim();
            if !name.is_empty() && !names.insert(name) {
                return Err(SpannedError::new(
                    ErrorKind::Duplicate,
                    crate::msg!(I::CSV_COLUMN_TWICE, name = name),
                    Span::new(offset, offset + header_line.len()),
                ));
            }
            columns.push((name.to_owned(), Vec::new()));
        }
        let mut rows = 0;
        let mut record = csv::StringRecord::new();
        loop {
            match reader.read_record(&mut record) {
                Ok(false) => break,
                Ok(true) => {}
                Err(e) => return Err(csv_error(&e, offset, text)),
            }
            if record.len() != columns.len() {
                let pos = record.position();
                let line = pos.map_or(0, |p| p.line());
                let at = pos.map_or(0, |p| p.byte() as usize) + offset;
                let end = text[at.min(text.len())..]
                    .find('\n')
                    .map_or(text.len(), |i| at + i);
                return Err(SpannedError::new(
                    ErrorKind::CsvFieldCount,
                    crate::msg!(
                        I::CSV_FIELD_COUNT,
                        line = Arg::Int(line as i128),
                        count = Arg::Int(record.len() as i128),
                        columns = Arg::Int(columns.len() as i128)
                    ),
                    Span::new(at.min(text.len()), end),
                ));
            }
            for ((_, cells), cell) in columns.iter_mut().zip(record.iter()) {
                cells.push(cell.to_owned());
            }
            rows += 1;
        }
        let columns = columns
            .into_iter()
            .map(|(name, cells)| {
                let ints = cells
                    .iter()
                    .map(|c| canonical_long(c))
                    .collect::<Option<Vec<i64>>>()
                    .filter(|v| !v.is_empty())
                    .map(Arc::from);
                CsvColumn {
                    name,
                    cells: Arc::from(cells),
                    ints,
                }
            })
            .collect();
        Ok(CsvData { columns, rows })
    }

    /// The column with this header.
    ///
    /// ```
    /// let d = rowkey_core::gen::CsvData::parse("a,b\n1,2\n").unwrap();
    /// assert!(d.column("b").is_some() && d.column("c").is_none());
    /// ```
    pub fn column(&self, name: &str) -> Option<&CsvColumn> {
        self.columns.iter().find(|c| c.name == name)
    }

    /// All columns, in header order.
    ///
    /// ```
    /// let d = rowkey_core::gen::CsvData::parse("a,b\n1,2\n").unwrap();
    /// let names: Vec<&str> = d.columns().iter().map(|c| c.name()).collect();
    /// assert_eq!(names, ["a", "b"]);
    /// ```
    pub fn columns(&self) -> &[CsvColumn] {
        &self.columns
    }

    /// Number of data rows (the header not counted).
    ///
    /// ```
    /// assert_eq!(rowkey_core::gen::CsvData::parse("a\n1\n2\n").unwrap().rows(), 2);
    /// ```
    pub fn rows(&self) -> usize {
        self.rows
    }
}

fn csv_error(e: &csv::Error, offset: usize, text: &str) -> SpannedError {
    let at = e
        .position()
        .map_or(offset, |p| offset + p.byte() as usize)
        .min(text.len());
    let (kind, msg) = match (e.kind(), e.position()) {
        (csv::ErrorKind::Utf8 { .. }, Some(p)) => (
            ErrorKind::NotUtf8,
            crate::msg!(I::CSV_NOT_UTF8, line = Arg::Int(p.line().into())),
        ),
        // The csv reader's words stay English, an argument of our message.
        (_, Some(p)) => (
            ErrorKind::CsvSyntax,
            crate::msg!(
                I::CSV_SYNTAX_AT,
                line = Arg::Int(p.line().into()),
                detail = e.to_string()
            ),
        ),
        _ => (
            ErrorKind::CsvSyntax,
            crate::msg!(I::CSV_SYNTAX, detail = e.to_string()),
        ),
    };
    SpannedError::new(kind, msg, Span::at(at))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tabs_bom_and_quotes() {
        let d = CsvData::parse("\u{feff}id\tname\n1\t\"a\tb\"\n").unwrap();
        assert_eq!(d.column("name").unwrap().cells(), ["a\tb"]);
        let d = CsvData::parse("q\n\"say \"\"hi\"\"\"\n").unwrap();
        assert_eq!(d.column("q").unwrap().cells(), ["say \"hi\""]);
    }

    #[test]
    fn canonical_longs_only() {
        assert_eq!(canonical_long("0"), Some(0));
        assert_eq!(canonical_long("-12"), Some(-12));
        assert_eq!(canonical_long("-0"), None);
        assert_eq!(canonical_long("012"), None);
        assert_eq!(canonical_long("+1"), None);
        assert_eq!(canonical_long(" 1"), None);
        assert_eq!(canonical_long("99999999999999999999"), None);
        assert_eq!(canonical_long(""), None);
    }

    #[test]
    fn errors_point_at_the_line() {
        let text = "a,b\n1,2\n3\n";
        let e = CsvData::parse(text).unwrap_err();
        assert_eq!(&text[e.span.range()], "3");
        assert_eq!(e.kind, ErrorKind::CsvFieldCount);
        let kind = |text: &str| CsvData::parse(text).unwrap_err().kind;
        assert_eq!(kind(""), ErrorKind::CsvMissingHeader);
        assert_eq!(kind("\n\n"), ErrorKind::CsvMissingHeader);
        assert_eq!(kind("a,a\n1,2\n"), ErrorKind::Duplicate);
    }

    #[test]
    fn empty_column_is_text() {
        let d = CsvData::parse("a\n").unwrap();
        assert_eq!(d.rows(), 0);
        assert_eq!(d.column("a").unwrap().value_type(), ValueType::Str);
    }
}
