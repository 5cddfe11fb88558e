//! A reader that starts part-way into a dump, at a record boundary an earlier read of the whole
//! dump found: how a page of the dump is read without reading what comes before it.

use super::*;
use serde::{Deserialize, Serialize};

/// How a dump was read, as far as reading it again from part-way needs: the format told (never
/// `auto`), the csv column names and, once the header was read, the fields they are.
///
/// ```
/// use rowkey_core::keys::{KeyFormat, KeyReader, ReadAs};
/// let mut r = KeyReader::new(KeyFormat::Auto { column: Some("k".into()) });
/// r.push(b"v,k\nx,a1\ny,a2\n", &mut |_| ()).unwrap();
/// r.finish(&mut |_| ()).unwrap();
/// let read = r.read_as();
/// assert_eq!((read.format.as_str(), read.csv_key), ("csv", Some(1)));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReadAs {
    /// The format's name (`lines`, `binary`, `hex`, `scan`, `csv`).
    pub format: String,
    /// The csv key column's header, when one was named.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<String>,
    /// Each line gives its row's size (`key<TAB>bytes`; csv: the size column).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sizes: bool,
    /// The csv size column's header, when one was named.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_column: Option<String>,
    /// The csv key column's 0-based field, once the header was read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub csv_key: Option<u32>,
    /// The csv size column's 0-based field, once the header was read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub csv_size: Option<u32>,
}

impl KeyReader {
    /// How this reader reads the dump (after its head, so that an `auto` format is told).
    pub fn read_as(&self) -> ReadAs {
        let column = match &self.format {
            KeyFormat::Csv { column } => column.clone(),
            _ => None,
        };
        let fields = self.csv.as_ref().and_then(|c| c.columns());
        ReadAs {
            format: self.format.to_string(),
            column,
            sizes: self.sizes,
            size_column: self.size_column.clone(),
            csv_key: fields.map(|(k, _)| k as u32),
            csv_size: fields.and_then(|(_, s)| s.map(|s| s as u32)),
        }
    }

    /// A reader of a dump read as `read` says, from its start (`at` = `None`), or from the
    /// record that starts at byte `at.0` on line `at.1` (a [`crate::keys::Row`]'s `at` and `line`):
    /// it is handed the dump's bytes from there on, and reads them as the whole dump's reader
    /// did, lines numbered alike.
    ///
    /// # Errors
    ///
    /// The message when `read` names no format, or resumes a csv whose columns are unknown.
    ///
    /// ```
    /// use rowkey_core::keys::{KeyFormat, KeyReader, Row};
    /// let dump = b"a\nb\n\nc\n";
    /// let mut whole = KeyReader::new(KeyFormat::Lines);
    /// let mut rows = Vec::new();
    /// whole.push_rows(dump, &mut |r: Row<'_>| rows.push((r.key.to_vec(), r.line, r.at))).unwrap();
    /// assert_eq!(rows[2], (b"c".to_vec(), 4, 5));
    /// let mut part = KeyReader::resume(&whole.read_as(), Some((5, 4))).unwrap();
    /// let mut again = Vec::new();
    /// part.push_rows(&dump[5..], &mut |r: Row<'_>| again.push((r.key.to_vec(), r.line, r.at))).unwrap();
    /// assert_eq!(again, [rows[2].clone()]);
    /// ```
    pub fn resume(read: &ReadAs, at: Option<(u64, u64)>) -> Result<KeyReader, Message> {
        let format = KeyFormat::named(&read.format, read.column.clone())?;
        let csv = matches!(format, KeyFormat::Csv { .. });
        let mut r = KeyReader::new(format);
        r.size_column = read.size_column.clone().filter(|_| csv);
        if read.sizes {
            r = r.with_sizes();
        }
        let Some((byte, line)) = at else {
            return Ok(r);
        };
        r.resumed = true;
        r.fed = byte;
        r.line_at = byte;
        r.line = line.saturating_sub(1);
        if let Some(state) = &mut r.csv {
            let Some(key) = read.csv_key else {
                return Err(crate::msg!(msg::PAGE_NO_HEADER));
            };
            state.resume(key as usize, read.csv_size.map(|s| s as usize), line, byte);
        }
        Ok(r)
    }
}
