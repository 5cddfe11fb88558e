//! The key dump formats.

use crate::i18n::{catalogue::keys as msg, Message};
use std::fmt;
use std::str::FromStr;

/// How a key dump writes its keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyFormat {
    /// Told from the dump's first lines (see [`super::detect`]): the default everywhere.
    Auto {
        /// The csv key column, used when the dump is csv (refused when it is not).
        column: Option<String>,
    },
    /// Each line's raw bytes.
    Lines,
    /// One `Bytes.toStringBinary` key per line (the shell's and SPLITS_FILE's form).
    Binary,
    /// One key per line in hex digits (either case).
    Hex,
    /// The HBase shell's `scan` output: the row of each cell line, one key per row.
    Scan,
    /// RFC 4180 CSV with a header row: the first column, or the one named.
    Csv {
        /// The header of the key column; `None` = the first column.
        column: Option<String>,
    },
}

impl KeyFormat {
    /// The format's names, as `--keys-format` takes them.
    pub const NAMES: [&'static str; 6] = ["auto", "lines", "binary", "hex", "scan", "csv"];

    /// The format named `name`, with the csv `column` (refused for the other formats, which
    /// have no columns).
    ///
    /// # Errors
    ///
    /// The message when `name` is no format's name, or a column is given for a format other than
    /// `csv` and `auto`.
    ///
    /// ```
    /// use rowkey_core::keys::KeyFormat;
    /// assert_eq!(KeyFormat::named("csv", Some("rowkey".into())).unwrap(),
    ///            KeyFormat::Csv { column: Some("rowkey".into()) });
    /// assert!(KeyFormat::named("hex", Some("k".into())).is_err());
    /// assert_eq!(KeyFormat::named("auto", None).unwrap(), KeyFormat::Auto { column: None });
    /// ```
    pub fn named(name: &str, column: Option<String>) -> Result<KeyFormat, Message> {
        let format: KeyFormat = name.parse()?;
        match (format, column) {
            (KeyFormat::Csv { .. }, column) => Ok(KeyFormat::Csv { column }),
            (KeyFormat::Auto { .. }, column) => Ok(KeyFormat::Auto { column }),
            (f, None) => Ok(f),
            (f, Some(_)) => Err(crate::msg!(msg::COLUMN_CSV_ONLY, format = f.to_string())),
        }
    }
}

impl FromStr for KeyFormat {
    type Err = Message;

    fn from_str(s: &str) -> Result<KeyFormat, Message> {
        Ok(match s {
            "auto" => KeyFormat::Auto { column: None },
            "lines" => KeyFormat::Lines,
            "binary" => KeyFormat::Binary,
            "hex" => KeyFormat::Hex,
            "scan" => KeyFormat::Scan,
            "csv" => KeyFormat::Csv { column: None },
            other => {
                return Err(crate::msg!(
                    msg::UNKNOWN_FORMAT,
                    name = other,
                    names = KeyFormat::NAMES.join(", ")
                ))
            }
        })
    }
}

impl fmt::Display for KeyFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            KeyFormat::Auto { .. } => "auto",
            KeyFormat::Lines => "lines",
            KeyFormat::Binary => "binary",
            KeyFormat::Hex => "hex",
            KeyFormat::Scan => "scan",
            KeyFormat::Csv { .. } => "csv",
        })
    }
}
