//! The design's `sizing` part: how big the table is expected to grow, for the region count
//! HBase will reach and the pre-split to start with ([`crate::analyze::sizing`] computes them).
//!
//! ```json
//! "sizing": { "rows": 2000000000, "row_bytes": 300, "max_filesize": 10737418240, "days": 365 }
//! ```
//! `max_filesize` is the table's `MAX_FILESIZE` (or the cluster's `hbase.hregion.max.filesize`)
//! and may be left out: it defaults to HBase's 10 GiB. `days`, the span over which the rows
//! arrive, may be left out too; with it the pre-split fits the first weeks of data rather than
//! all of it. A design without `sizing` reads and writes exactly as before.

use super::DesignError;
use crate::i18n::{catalogue::sizing_input as msg, Arg, Message};
use crate::ErrorKind;
use serde::{Deserialize, Serialize};

/// HBase's default `hbase.hregion.max.filesize`: 10 GiB (`HConstants.DEFAULT_MAX_FILE_SIZE`).
pub const DEFAULT_MAX_FILESIZE: u64 = 10 * 1024 * 1024 * 1024;
/// The smallest `MAX_FILESIZE` HBase accepts for a table (`TableDescriptorChecker` refuses less
/// than 2 MiB, which would split a table into unmanageably many regions).
pub const MIN_MAX_FILESIZE: u64 = 2 * 1024 * 1024;
/// The largest `MAX_FILESIZE` a Java `long` holds.
pub const MAX_MAX_FILESIZE: u64 = i64::MAX as u64;
/// The most rows a sizing takes: a thousand trillion, far beyond any HBase table; more is a typo.
pub const MAX_ROWS: u64 = 1_000_000_000_000_000;
/// The largest row: HBase's `hbase.table.max.rowsize` default (1 GiB), above which a get or
/// scan of the row fails.
pub const MAX_ROW_BYTES: u64 = 1024 * 1024 * 1024;
/// The largest table a sizing takes: 1 EiB, more than any HBase cluster stores.
pub const MAX_TOTAL_BYTES: u128 = 1 << 60;
/// The longest span a sizing's rows may arrive over: a century.
pub const MAX_DAYS: u64 = 36_500;

/// Expected table size.
///
/// ```
/// use rowkey_core::design::{Design, Sizing, DEFAULT_MAX_FILESIZE};
/// let d = Design::from_json(r#"{"template": "{id}", "sizing": {"rows": 1000000, "row_bytes": 200}}"#).unwrap();
/// assert_eq!(d.sizing, Some(Sizing { rows: 1_000_000, row_bytes: 200, max_filesize: DEFAULT_MAX_FILESIZE, days: None }));
/// assert!(d.to_json().ends_with(r#""sizing":{"rows":1000000,"row_bytes":200}}"#));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sizing {
    /// Rows the table is expected to hold.
    pub rows: u64,
    /// Bytes stored per row: key, columns and values, as the store files hold them (after
    /// compression, when the family is compressed).
    pub row_bytes: u64,
    /// The region size at which HBase splits: `MAX_FILESIZE` / `hbase.hregion.max.filesize`.
    #[serde(
        default = "default_max_filesize",
        skip_serializing_if = "is_default_max_filesize"
    )]
    pub max_filesize: u64,
    /// The days over which the rows arrive, when known: the pre-split then fits the first
    /// weeks of data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days: Option<u64>,
}

fn default_max_filesize() -> u64 {
    DEFAULT_MAX_FILESIZE
}
fn is_default_max_filesize(v: &u64) -> bool {
    *v == DEFAULT_MAX_FILESIZE
}

impl Sizing {
    /// A sizing with HBase's default region size.
    ///
    /// ```
    /// let s = rowkey_core::design::Sizing::new(10, 100);
    /// assert_eq!(s.max_filesize, 10_737_418_240);
    /// ```
    pub fn new(rows: u64, row_bytes: u64) -> Sizing {
        Sizing {
            rows,
            row_bytes,
            max_filesize: DEFAULT_MAX_FILESIZE,
            days: None,
        }
    }

    /// Rows × bytes per row.
    ///
    /// ```
    /// assert_eq!(rowkey_core::design::Sizing::new(3, 7).total_bytes(), 21);
    /// ```
    pub fn total_bytes(&self) -> u128 {
        u128::from(self.rows) * u128::from(self.row_bytes)
    }

    /// What is wrong with the numbers, each at its path (`sizing.rows`, `sizing.row_bytes`,
    /// `sizing.max_filesize`); empty when they are usable.
    ///
    /// ```
    /// use rowkey_core::design::Sizing;
    /// let e = Sizing::new(0, 100).problems();
    /// assert_eq!(e[0].to_string(), "sizing.rows: must be at least 1 row, got 0");
    /// assert!(Sizing::new(1_000_000, 100).problems().is_empty());
    /// ```
    pub fn problems(&self) -> Vec<DesignError> {
        let error = |path: &str, message: Message| {
            DesignError::new(ErrorKind::OutOfRange, format!("sizing.{path}"), message)
        };
        let mut errors: Vec<DesignError> = [
            ("rows", rows_problem(self.rows)),
            ("row_bytes", row_bytes_problem(self.row_bytes)),
            ("max_filesize", max_filesize_problem(self.max_filesize)),
            ("days", self.days.and_then(days_problem)),
        ]
        .into_iter()
        .filter_map(|(path, m)| m.map(|m| error(path, m)))
        .collect();
        let total = self.total_bytes();
        if errors.is_empty() && total > MAX_TOTAL_BYTES {
            errors.push(error(
                "rows",
                Message::new(msg::TOTAL_TOO_LARGE)
                    .arg("rows", self.rows)
                    .arg("row_bytes", self.row_bytes)
                    .arg("total", Arg::BinaryBytes(total)),
            ));
        }
        errors
    }
}

/// Whether `rows` is a usable row count, with why not.
///
/// ```
/// assert!(rowkey_core::design::sizing::check_rows(5).is_ok());
/// ```
pub fn check_rows(rows: u64) -> Result<(), String> {
    rows_problem(rows).map_or(Ok(()), |m| Err(m.to_string()))
}

fn rows_problem(rows: u64) -> Option<Message> {
    match rows {
        0 => Some(Message::new(msg::ROWS_ZERO)),
        r if r > MAX_ROWS => Some(
            Message::new(msg::ROWS_TOO_MANY)
                .arg("rows", r)
                .arg("max", MAX_ROWS),
        ),
        _ => None,
    }
}

/// Whether `days` is a usable span, with why not.
///
/// ```
/// assert!(rowkey_core::design::sizing::check_days(0).is_err());
/// assert!(rowkey_core::design::sizing::check_days(365).is_ok());
/// ```
pub fn check_days(days: u64) -> Result<(), String> {
    days_problem(days).map_or(Ok(()), |m| Err(m.to_string()))
}

fn days_problem(days: u64) -> Option<Message> {
    (days == 0 || days > MAX_DAYS).then(|| {
        Message::new(msg::DAYS_RANGE)
            .arg("days", days)
            .arg("max", MAX_DAYS)
    })
}

/// Whether `row_bytes` is a usable row size, with why not.
///
/// ```
/// assert!(rowkey_core::design::sizing::check_row_bytes(0).is_err());
/// ```
pub fn check_row_bytes(row_bytes: u64) -> Result<(), String> {
    row_bytes_problem(row_bytes).map_or(Ok(()), |m| Err(m.to_string()))
}

fn row_bytes_problem(row_bytes: u64) -> Option<Message> {
    match row_bytes {
        0 => Some(Message::new(msg::ROW_BYTES_ZERO)),
        b if b > MAX_ROW_BYTES => Some(Message::new(msg::ROW_BYTES_TOO_MANY).arg("bytes", b)),
        _ => None,
    }
}

/// Whether `max_filesize` is a usable region size, with why not.
///
/// ```
/// assert!(rowkey_core::design::sizing::check_max_filesize(1024).is_err());
/// ```
pub fn check_max_filesize(max_filesize: u64) -> Result<(), String> {
    max_filesize_problem(max_filesize).map_or(Ok(()), |m| Err(m.to_string()))
}

fn max_filesize_problem(max_filesize: u64) -> Option<Message> {
    if max_filesize < MIN_MAX_FILESIZE {
        Some(
            Message::new(msg::MAX_FILESIZE_SMALL)
                .arg("bytes", max_filesize)
                .arg("min", Arg::Int(MIN_MAX_FILESIZE.into())),
        )
    } else if max_filesize > MAX_MAX_FILESIZE {
        Some(
            Message::new(msg::MAX_FILESIZE_LARGE)
                .arg("bytes", max_filesize)
                .arg("max", Arg::Int(MAX_MAX_FILESIZE.into())),
        )
    } else {
        None
    }
}

/// Read a count as people write it: `2000000000`, `2,000,000,000`, `2_000_000_000`,
/// `2 000 000 000`, or with a scale word or exponent: `2e9`, `2 billion`, `500k`, `3M`.
///
/// ```
/// use rowkey_core::design::sizing::parse_count;
/// assert_eq!(parse_count("2,000,000,000"), Ok(2_000_000_000));
/// assert_eq!(parse_count("1.5e6"), Ok(1_500_000));
/// assert_eq!(parse_count("3 million"), Ok(3_000_000));
/// assert_eq!(parse_count("-5").unwrap_err(), "must be a positive number, got `-5`");
/// ```
pub fn parse_count(text: &str) -> Result<u64, String> {
    const SCALES: [(&str, u64); 8] = [
        ("thousand", 1_000),
        ("million", 1_000_000),
        ("billion", 1_000_000_000),
        ("trillion", 1_000_000_000_000),
        ("k", 1_000),
        ("m", 1_000_000),
        ("b", 1_000_000_000),
        ("t", 1_000_000_000_000),
    ];
    let (number, unit) = split_unit(text)?;
    let scale = if unit.is_empty() {
        1
    } else {
        SCALES
            .iter()
            .find(|(name, _)| unit.eq_ignore_ascii_case(name))
            .map(|&(_, s)| s)
            .ok_or_else(|| {
                Message::new(msg::NOT_A_COUNT_SCALE)
                    .arg("unit", &unit)
                    .to_string()
            })?
    };
    scaled(text, &number, scale)
}

/// Read a size in bytes: plain bytes (`10737418240`, `10,737,418,240`) or with a unit, decimal
/// (`KB`, `MB`, `GB`, `TB`, `PB`) or binary (`KiB`, `MiB`, `GiB`, `TiB`, `PiB`); `B` is bytes.
///
/// ```
/// use rowkey_core::design::sizing::parse_bytes;
/// assert_eq!(parse_bytes("10 GiB"), Ok(10_737_418_240));
/// assert_eq!(parse_bytes("1.5KB"), Ok(1_500));
/// assert_eq!(parse_bytes("300"), Ok(300));
/// assert!(parse_bytes("10 GiBs").is_err());
/// ```
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    const UNITS: [(&str, u64); 11] = [
        ("b", 1),
        ("kb", 1_000),
        ("mb", 1_000_000),
        ("gb", 1_000_000_000),
        ("tb", 1_000_000_000_000),
        ("pb", 1_000_000_000_000_000),
        ("kib", 1 << 10),
        ("mib", 1 << 20),
        ("gib", 1 << 30),
        ("tib", 1 << 40),
        ("pib", 1 << 50),
    ];
    let (number, unit) = split_unit(text)?;
    let scale = if unit.is_empty() {
        1
    } else {
        UNITS
            .iter()
            .find(|(name, _)| unit.eq_ignore_ascii_case(name))
            .map(|&(_, s)| s)
            .ok_or_else(|| {
                Message::new(msg::NOT_A_SIZE_UNIT)
                    .arg("unit", &unit)
                    .to_string()
            })?
    };
    scaled(text, &number, scale)
}

/// The number (grouping marks removed) and the unit after it.
fn split_unit(text: &str) -> Result<(String, String), String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(Message::new(msg::ENTER_A_NUMBER).to_string());
    }
    if text.starts_with('-') {
        return Err(Message::new(msg::NOT_POSITIVE)
            .arg("text", text)
            .to_string());
    }
    let at = text
        .char_indices()
        .find(|&(i, c)| {
            // An exponent (`2e9`, `1.5E+6`) belongs to the number; `e` alone is no unit.
            let exponent = matches!(c, 'e' | 'E')
                && i > 0
                && text[i + 1..].starts_with(|n: char| n.is_ascii_digit() || n == '+');
            let numeric = c.is_ascii_digit() || matches!(c, '.' | ',' | '_' | ' ' | '\u{a0}' | '+');
            !(numeric || exponent)
        })
        .map_or(text.len(), |(i, _)| i);
    let number: String = text[..at]
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' ' | '\u{a0}'))
        .collect();
    if number.is_empty() {
        return Err(Message::new(msg::NOT_A_NUMBER)
            .arg("text", text)
            .to_string());
    }
    Ok((number, text[at..].trim().to_owned()))
}

/// `number × scale` as a whole count, refusing fractions, overflow and anything unreadable.
fn scaled(text: &str, number: &str, scale: u64) -> Result<u64, String> {
    let text = text.trim();
    let unreadable = || {
        Message::new(msg::NOT_A_NUMBER)
            .arg("text", text)
            .to_string()
    };
    let too_large = || {
        Message::new(msg::TOO_LARGE)
            .arg("text", text)
            .arg("max", Arg::Int(u64::MAX.into()))
            .to_string()
    };
    if number.is_empty() {
        return Err(unreadable());
    }
    if let Ok(n) = number.parse::<u64>() {
        return n.checked_mul(scale).ok_or_else(too_large);
    }
    if number.parse::<u128>().is_ok() {
        return Err(too_large());
    }
    let value: f64 = number.parse().map_err(|_| unreadable())?;
    let value = value * scale as f64;
    if !value.is_finite() || value >= u64::MAX as f64 {
        return Err(too_large());
    }
    if value.fract() != 0.0 {
        return Err(Message::new(msg::NOT_WHOLE).arg("text", text).to_string());
    }
    Ok(value as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_what_people_type() {
        assert_eq!(parse_count("1 000 000"), Ok(1_000_000));
        assert_eq!(parse_count("2e9"), Ok(2_000_000_000));
        assert_eq!(parse_count("500k"), Ok(500_000));
        assert_eq!(parse_count("+7"), Ok(7));
        // A no-break space groups digits in some locales' number formats.
        assert_eq!(parse_count("1\u{a0}000"), Ok(1_000));
        assert_eq!(parse_bytes("2 mib"), Ok(2 << 20));
        assert_eq!(parse_bytes("1PiB"), Ok(1 << 50));
        assert_eq!(parse_bytes("512 B"), Ok(512));
    }

    #[test]
    fn refuses_negative_fractional_overflowing_and_garbage() {
        assert!(parse_count("-1").unwrap_err().contains("positive"));
        assert!(parse_count("1.5").unwrap_err().contains("whole"));
        assert!(parse_count("99999999999999999999")
            .unwrap_err()
            .contains("too large"));
        assert!(parse_count("1e30").unwrap_err().contains("too large"));
        assert!(parse_count("20000000000000000000 k")
            .unwrap_err()
            .contains("too large"));
        assert!(parse_bytes("abc").unwrap_err().contains("not a number"));
        assert!(parse_bytes("5 abc")
            .unwrap_err()
            .contains("not a size unit"));
        assert!(parse_count("5 abc")
            .unwrap_err()
            .contains("not a count scale"));
        assert!(parse_bytes("").unwrap_err().contains("enter a number"));
        assert!(parse_count("1..2").unwrap_err().contains("not a number"));
        assert!(parse_count("NaN").is_err());
        assert!(parse_count("inf").is_err());
    }

    #[test]
    fn problems_name_the_number_at_fault() {
        let mut s = Sizing::new(MAX_ROWS + 1, 0);
        s.max_filesize = 1;
        let paths: Vec<String> = s.problems().into_iter().map(|e| e.path).collect();
        assert_eq!(
            paths,
            ["sizing.rows", "sizing.row_bytes", "sizing.max_filesize"]
        );
        let s = Sizing::new(MAX_ROWS, MAX_ROW_BYTES);
        let e = s.problems();
        assert_eq!(e.len(), 1);
        assert!(
            e[0].message.to_string().contains("over 1 EiB"),
            "{}",
            e[0].message.to_string()
        );
        assert!(Sizing::new(MAX_ROWS, 1).problems().is_empty());
    }
}
