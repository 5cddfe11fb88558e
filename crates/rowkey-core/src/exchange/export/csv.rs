//! The sample keys (and the fields behind them) as CSV.

use crate::design::DesignError;
use crate::hbase::{to_hex, to_string_binary};
use crate::sample::Compiled;
use std::fmt;
use std::io;

/// Why the CSV of a sample could not be written.
///
/// ```
/// use rowkey_core::{design::Design, exchange::{export_csv, CsvError}, sample::Compiled};
/// let c = Compiled::new(&Design::new("x")).unwrap();
/// assert!(matches!(export_csv(&c, 100_000_000), Err(CsvError::Design(_))));
/// ```
#[derive(Debug)]
pub enum CsvError {
    /// A key could not be made (the design's message, e.g. a transform failing on a value), or
    /// the count is over [`crate::limits::MAX_SAMPLE_COUNT`].
    Design(DesignError),
    /// Writing failed.
    Io(io::Error),
}

impl fmt::Display for CsvError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CsvError::Design(e) => e.fmt(f),
            CsvError::Io(e) => write!(f, "writing CSV: {e}"),
        }
    }
}

impl std::error::Error for CsvError {}

impl From<csv::Error> for CsvError {
    fn from(e: csv::Error) -> Self {
        match e.into_kind() {
            csv::ErrorKind::Io(io) => CsvError::Io(io),
            other => CsvError::Io(io::Error::other(format!("{other:?}"))),
        }
    }
}

/// Write the first `count` sample keys of `compiled` as CSV to `out`: a header
/// `row,<fields...>,key,key_hex,key_length`, then one record per key in insertion order with
/// the row number (from 0), each field's value (str as is, int in decimal, bytes in
/// toStringBinary), the key in toStringBinary, in lowercase hex, and its length in bytes.
///
/// ```
/// use rowkey_core::{design::Design, exchange::write_csv, sample::Compiled};
/// let mut d = Design::new("{n | i32}");
/// d.fields.insert("n".into(), "seq(1, 1)".into());
/// let mut out = Vec::new();
/// write_csv(&Compiled::new(&d).unwrap(), 2, &mut out).unwrap();
/// assert_eq!(
///     String::from_utf8(out).unwrap(),
///     "row,n,key,key_hex,key_length\n0,1,\\x00\\x00\\x00\\x01,00000001,4\n1,2,\\x00\\x00\\x00\\x02,00000002,4\n"
/// );
/// ```
pub fn write_csv<W: io::Write>(compiled: &Compiled, count: u64, out: W) -> Result<(), CsvError> {
    // Zero rows is a header alone here; the front ends refuse a count of 0 with
    // `check_sample_count` before they get this far.
    if count > 0 {
        crate::limits::check_sample_count(count).map_err(|m| {
            CsvError::Design(DesignError::new(
                crate::ErrorKind::OutOfRange,
                "sample.count",
                m,
            ))
        })?;
    }
    let mut w = csv::Writer::from_writer(out);
    let fields = compiled.plan().fields();
    let mut header: Vec<&str> = Vec::with_capacity(fields.len() + 4);
    header.push("row");
    header.extend(fields.iter().map(String::as_str));
    header.extend(["key", "key_hex", "key_length"]);
    w.write_record(&header)?;
    let mut sampler = compiled.sampler().with_count(count);
    let mut key = Vec::new();
    let mut record: Vec<String> = Vec::with_capacity(header.len());
    while let Some(r) = sampler.next_into(&mut key) {
        r.map_err(CsvError::Design)?;
        record.clear();
        record.push((sampler.row() - 1).to_string());
        record.extend(sampler.values().iter().map(|v| v.display()));
        record.push(to_string_binary(&key));
        record.push(to_hex(&key));
        record.push(key.len().to_string());
        w.write_record(&record)?;
    }
    w.flush().map_err(CsvError::Io)?;
    Ok(())
}

/// [`write_csv`] into a string.
///
/// ```
/// use rowkey_core::{design::Design, exchange::export_csv, sample::Compiled};
/// let c = Compiled::new(&Design::new("k")).unwrap();
/// assert_eq!(export_csv(&c, 1).unwrap(), "row,key,key_hex,key_length\n0,k,6b,1\n");
/// ```
pub fn export_csv(compiled: &Compiled, count: u64) -> Result<String, CsvError> {
    let mut out = Vec::new();
    write_csv(compiled, count, &mut out)?;
    // Every cell is a Rust string, so the CSV is UTF-8.
    Ok(String::from_utf8_lossy(&out).into_owned())
}
