//! The sample keys (and the fields behind them) as CSV.

use crate::design::DesignError;
use crate::format::binary_bytes;
use crate::hbase::{to_hex, to_string_binary};
use crate::i18n::{catalogue::limits as L, Arg};
use crate::limits::{MAX_CSV_BYTES, MAX_CSV_TEXT_BYTES};
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
/// # Errors
///
/// [`CsvError::Design`] when a row cannot be generated or the CSV would pass [`MAX_CSV_BYTES`],
/// [`CsvError::Io`] when writing fails.
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
    write_csv_within(compiled, count, MAX_CSV_BYTES, out)
}

/// [`write_csv`], refusing a CSV larger than `max` bytes: up front when the first keys' records
/// times `count` pass it (nothing is written), and at the record that passes it otherwise.
fn write_csv_within<W: io::Write>(
    compiled: &Compiled,
    count: u64,
    max: u64,
    out: W,
) -> Result<(), CsvError> {
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
    let mut record: Vec<String> = Vec::with_capacity(header.len());
    let record_bytes = |r: &[String]| r.iter().map(|c| c.len() as u64 + 1).sum::<u64>();
    // The first keys' records tell a CSV too large to write before any of it is.
    let mut probe = compiled.sampler().with_count(count.min(PROBE_ROWS));
    let mut key = Vec::new();
    let mut widest = 0u64;
    while let Some(r) = probe.next_into(&mut key) {
        r.map_err(CsvError::Design)?;
        fill_record(&mut record, probe.row() - 1, probe.values(), &key);
        widest = widest.max(record_bytes(&record));
    }
    let too_large = |row: u64| {
        CsvError::Design(DesignError::new(
            crate::ErrorKind::OutOfRange,
            "sample.count",
            crate::msg!(
                L::CSV_TOO_LARGE,
                count = count,
                bytes = Arg::Text(binary_bytes(u128::from(row) * u128::from(count))),
                row = row,
                max = Arg::Text(binary_bytes(max.into())),
                fit = (max / row.max(1)).max(1)
            ),
        ))
    };
    if widest.saturating_mul(count) > max {
        return Err(too_large(widest));
    }
    w.write_record(&header)?;
    let mut sampler = compiled.sampler().with_count(count);
    let mut written = 0u64;
    while let Some(r) = sampler.next_into(&mut key) {
        r.map_err(CsvError::Design)?;
        fill_record(&mut record, sampler.row() - 1, sampler.values(), &key);
        written = written.saturating_add(record_bytes(&record));
        if written > max {
            return Err(too_large(written / sampler.row().max(1)));
        }
        w.write_record(&record)?;
    }
    w.flush().map_err(CsvError::Io)?;
    Ok(())
}

/// Keys made to learn how large the CSV's records are.
const PROBE_ROWS: u64 = 16;

/// One CSV record: the row number, the field values, the key three ways.
fn fill_record(record: &mut Vec<String>, row: u64, values: &[crate::encode::Value], key: &[u8]) {
    record.clear();
    record.push(row.to_string());
    record.extend(values.iter().map(|v| v.display()));
    record.push(to_string_binary(key));
    record.push(to_hex(key));
    record.push(key.len().to_string());
}

/// [`write_csv`] into a string, of at most [`MAX_CSV_TEXT_BYTES`].
///
/// # Errors
///
/// What [`write_csv`] refuses, with the smaller cap [`MAX_CSV_TEXT_BYTES`].
///
/// ```
/// use rowkey_core::{design::Design, exchange::export_csv, sample::Compiled};
/// let c = Compiled::new(&Design::new("k")).unwrap();
/// assert_eq!(export_csv(&c, 1).unwrap(), "row,key,key_hex,key_length\n0,k,6b,1\n");
/// ```
pub fn export_csv(compiled: &Compiled, count: u64) -> Result<String, CsvError> {
    let mut out = Vec::new();
    write_csv_within(compiled, count, MAX_CSV_TEXT_BYTES, &mut out)?;
    // Every cell is a Rust string, so the CSV is UTF-8.
    Ok(String::from_utf8_lossy(&out).into_owned())
}
