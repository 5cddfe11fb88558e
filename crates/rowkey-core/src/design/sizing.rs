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
pub use crate::limits::MAX_DAYS;
pub use crate::limits::MAX_MAX_FILESIZE;
pub use crate::limits::MAX_ROWS;
pub use crate::limits::MAX_ROW_BYTES;
pub use crate::limits::MAX_TOTAL_BYTES;

/// Expected table size.
///
/// ```
/// use rowkey_core::design::{Design, Sizing, DEFAULT_MAX_FILESIZE};
/// let d = Design::from_json(r#"{"template": "{id}", "sizing": {"rows": 1000000, "row_bytes": 200}}"#).unwrap();
/// assert_eq!(d.sizing, Some(Sizing { rows: 1_000_000, row_bytes: 200, max_filesize: DEFAULT_MAX_FILESIZE, days: None, row_bytes_field: None }));
/// assert!(d.to_json().ends_with(r#""sizing":{"rows":1000000,"row_bytes":200}}"#));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// The field of `fields` whose generated integer is each row's size in bytes, when rows
    /// differ: the design's sample then weighs each row by its value (as a dump's
    /// `key<TAB>bytes` does) and sizes the table from the sample's mean. The field need not be
    /// in the template.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub row_bytes_field: Option<String>,
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
            row_bytes_field: None,
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
                crate::msg!(
                    msg::TOTAL_TOO_LARGE,
                    rows = self.rows,
                    row_bytes = self.row_bytes,
                    total = Arg::BinaryBytes(total)
                ),
            ));
        }
        errors
    }
}

/// Whether `rows` is a usable row count, with why not.
///
/// # Errors
///
/// Why, in the current language, when `rows` is 0 or passes [`MAX_ROWS`].
///
/// ```
/// assert!(rowkey_core::design::sizing::check_rows(5).is_ok());
/// ```
pub fn check_rows(rows: u64) -> Result<(), String> {
    rows_problem(rows).map_or(Ok(()), |m| Err(m.to_string()))
}

fn rows_problem(rows: u64) -> Option<Message> {
    match rows {
        0 => Some(crate::msg!(msg::ROWS_ZERO)),
        r if r > MAX_ROWS => Some(crate::msg!(msg::ROWS_TOO_MANY, rows = r, max = MAX_ROWS)),
        _ => None,
    }
}

/// Whether `days` is a usable span, with why not.
///
/// # Errors
///
/// Why, in the current language, when `days` is 0 or passes [`MAX_DAYS`].
///
/// ```
/// assert!(rowkey_core::design::sizing::check_days(0).is_err());
/// assert!(rowkey_core::design::sizing::check_days(365).is_ok());
/// ```
pub fn check_days(days: u64) -> Result<(), String> {
    days_problem(days).map_or(Ok(()), |m| Err(m.to_string()))
}

fn days_problem(days: u64) -> Option<Message> {
    (days == 0 || days > MAX_DAYS)
        .then(|| crate::msg!(msg::DAYS_RANGE, days = days, max = MAX_DAYS))
}

/// Whether `row_bytes` is a usable row size, with why not.
///
/// # Errors
///
/// Why, in the current language, when `row_bytes` is 0 or passes [`MAX_ROW_BYTES`].
///
/// ```
/// assert!(rowkey_core::design::sizing::check_row_bytes(0).is_err());
/// ```
pub fn check_row_bytes(row_bytes: u64) -> Result<(), String> {
    row_bytes_problem(row_bytes).map_or(Ok(()), |m| Err(m.to_string()))
}

fn row_bytes_problem(row_bytes: u64) -> Option<Message> {
    match row_bytes {
        0 => Some(crate::msg!(msg::ROW_BYTES_ZERO)),
        b if b > MAX_ROW_BYTES => Some(crate::msg!(msg::ROW_BYTES_TOO_MANY, bytes = b)),
        _ => None,
    }
}

/// Whether `max_filesize` is a usable region size, with why not.
///
/// # Errors
///
/// Why, in the current language, when `max_filesize` is below [`MIN_MAX_FILESIZE`] or above
/// [`MAX_MAX_FILESIZE`].
///
/// ```
/// assert!(rowkey_core::design::sizing::check_max_filesize(1024).is_err());
/// ```
pub fn check_max_filesize(max_filesize: u64) -> Result<(), String> {
    max_filesize_problem(max_filesize).map_or(Ok(()), |m| Err(m.to_string()))
}

fn max_filesize_problem(max_filesize: u64) -> Option<Message> {
    if max_filesize < MIN_MAX_FILESIZE {
        Some(crate::msg!(
            msg::MAX_FILESIZE_SMALL,
            bytes = max_filesize,
            min = Arg::Int(MIN_MAX_FILESIZE.into())
        ))
    } else if max_filesize > MAX_MAX_FILESIZE {
        Some(crate::msg!(
            msg::MAX_FILESIZE_LARGE,
            bytes = max_filesize,
            max = Arg::Int(MAX_MAX_FILESIZE.into())
        ))
    } else {
        None
    }
}

/// Counts and sizes are read by the one number rule of [`crate::number`]; these names stay
/// for the sizing boxes that read them.
///
/// ```
/// use rowkey_core::design::sizing::{parse_bytes, parse_count};
/// assert_eq!(parse_count("2,000,000,000"), Ok(2_000_000_000));
/// assert_eq!(parse_bytes("10 GB"), Ok(10_737_418_240));
/// ```
pub use crate::number::{parse_count, parse_size as parse_bytes};

#[cfg(test)]
mod tests {
    use super::*;

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
