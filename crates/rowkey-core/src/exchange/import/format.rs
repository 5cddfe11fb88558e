//! [`ImportFormat`]: the formats, their names and labels, and which one a paste is in.

use std::fmt;

use serde_json::Value;

/// A text format split keys can be imported from.
///
/// ```
/// use rowkey_core::exchange::ImportFormat;
/// assert_eq!(ImportFormat::from_name("get-splits"), Some(ImportFormat::GetSplits));
/// assert_eq!(ImportFormat::RestJson.name(), "rest-json");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ImportFormat {
    /// One key per line in toStringBinary notation.
    List,
    /// The HBase shell's `get_splits 'table'` output.
    GetSplits,
    /// A `SPLITS_FILE`, read as the shell's `admin.rb` reads it.
    SplitsFile,
    /// The HBase shell's `list_regions 'table'` table.
    ListRegions,
    /// HBase REST `GET /<table>/regions` (JSON, or the XML form).
    RestJson,
}

impl ImportFormat {
    /// Every format, in the order the CLI lists them.
    ///
    /// ```
    /// assert_eq!(rowkey_core::exchange::ImportFormat::ALL.len(), 5);
    /// ```
    pub const ALL: [ImportFormat; 5] = [
        ImportFormat::List,
        ImportFormat::GetSplits,
        ImportFormat::SplitsFile,
        ImportFormat::ListRegions,
        ImportFormat::RestJson,
    ];

    /// The format's name as the CLI and the playground spell it.
    ///
    /// ```
    /// assert_eq!(rowkey_core::exchange::ImportFormat::SplitsFile.name(), "splits-file");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            ImportFormat::List => "list",
            ImportFormat::GetSplits => "get-splits",
            ImportFormat::SplitsFile => "splits-file",
            ImportFormat::ListRegions => "list-regions",
            ImportFormat::RestJson => "rest-json",
        }
    }

    /// The format called `name` (see [`ImportFormat::name`]).
    ///
    /// ```
    /// use rowkey_core::exchange::ImportFormat;
    /// assert_eq!(ImportFormat::from_name("list-regions"), Some(ImportFormat::ListRegions));
    /// assert_eq!(ImportFormat::from_name("csv"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<ImportFormat> {
        ImportFormat::ALL.into_iter().find(|f| f.name() == name)
    }

    /// The format in a menu: what HBase command or file it is.
    ///
    /// ```
    /// use rowkey_core::exchange::ImportFormat;
    /// assert_eq!(ImportFormat::GetSplits.label(), "get_splits output");
    /// ```
    pub fn label(self) -> &'static str {
        match self {
            ImportFormat::List => "list (toStringBinary, one per line)",
            ImportFormat::GetSplits => "get_splits output",
            ImportFormat::SplitsFile => "SPLITS_FILE",
            ImportFormat::ListRegions => "list_regions table",
            ImportFormat::RestJson => "REST GET /<table>/regions",
        }
    }

    /// One line on what the format is (the CLI's `--from` help; no final period).
    ///
    /// ```
    /// use rowkey_core::exchange::ImportFormat;
    /// assert!(ImportFormat::SplitsFile.description().contains("as the shell reads it"));
    /// ```
    pub fn description(self) -> &'static str {
        match self {
            ImportFormat::List => {
                "One key per line in toStringBinary ('#' comments, quotes allowed)"
            }
            ImportFormat::GetSplits => "The shell's get_splits 'table' output",
            ImportFormat::SplitsFile => "A SPLITS_FILE, read exactly as the shell reads it",
            ImportFormat::ListRegions => "The shell's list_regions 'table' table",
            ImportFormat::RestJson => "HBase REST GET /<table>/regions (JSON, or XML)",
        }
    }

    /// The format a paste is most likely in, from the most specific: the REST document (JSON,
    /// or its XML form), the `list_regions` table, `get_splits` output, else a plain list. A
    /// `SPLITS_FILE` reads like a list, so it is never guessed.
    ///
    /// ```
    /// use rowkey_core::exchange::ImportFormat;
    /// let pasted = "hbase> get_splits 't'\nTotal number of splits = 2\n10\n=> [\"10\"]\n";
    /// assert_eq!(ImportFormat::detect(pasted), ImportFormat::GetSplits);
    /// assert_eq!(ImportFormat::detect("{\"Region\": []}"), ImportFormat::RestJson);
    /// assert_eq!(ImportFormat::detect("10\n20\n"), ImportFormat::List);
    /// ```
    pub fn detect(text: &str) -> ImportFormat {
        let t = text.trim_start_matches('\u{feff}').trim();
        if (t.starts_with('{') || t.starts_with('[')) && serde_json::from_str::<Value>(t).is_ok() {
            return ImportFormat::RestJson;
        }
        if t.starts_with("<?xml") || t.starts_with("<TableInfo") {
            return ImportFormat::RestJson;
        }
        if t.lines()
            .any(|l| l.contains("START_KEY") && l.contains("END_KEY"))
        {
            return ImportFormat::ListRegions;
        }
        if t.contains("Total number of splits")
            || t.lines().any(|l| l.trim_start().starts_with("=> ["))
        {
            return ImportFormat::GetSplits;
        }
        ImportFormat::List
    }
}

impl fmt::Display for ImportFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
