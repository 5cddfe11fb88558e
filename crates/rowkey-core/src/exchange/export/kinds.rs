//! The export kinds: ids, labels, file names and MIME types, one table for the CLI and the page.

use crate::design::Design;
use std::fmt;

use super::{
    export_cbt, export_hbase_site, export_java, export_phoenix, export_regionsplitter,
    export_shell, export_shell_numregions, export_splits_file, ExportRefused,
};

/// What can be exported: `rowkey export --to <id>`, and the page's export tabs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExportKind {
    /// [`export_shell`].
    Shell,
    /// [`export_splits_file`].
    SplitsFile,
    /// [`export_java`].
    Java,
    /// [`export_phoenix`].
    Phoenix,
    /// [`export_design`](super::export_design).
    Design,
    /// [`write_csv`](super::write_csv).
    Csv,
    /// [`export_shell_numregions`].
    ShellNumRegions,
    /// [`export_regionsplitter`].
    RegionSplitter,
    /// [`export_cbt`].
    Cbt,
    /// [`export_hbase_site`].
    HbaseSite,
}

/// An export for people and for files: its id, label, one line on what it writes, and the
/// file it is saved as. [`EXPORT_KINDS`] lists them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExportKindInfo {
    /// The export.
    pub kind: ExportKind,
    /// `--to` value, and the page's test id suffix.
    pub id: &'static str,
    /// A button's label.
    pub label: &'static str,
    /// One line on what it writes (no final period, as help lines go).
    pub description: &'static str,
    /// The media type of the file.
    pub mime: &'static str,
    /// Whether it writes the design's split keys (which `quantile` cuts from the sample).
    pub split_keys: bool,
}

/// Every export, in the order the CLI and the page list them.
///
/// ```
/// use rowkey_core::exchange::{ExportKind, EXPORT_KINDS};
/// assert_eq!(
///     EXPORT_KINDS.map(|k| k.id),
///     ["shell", "splits-file", "java", "phoenix", "design", "csv", "shell-numregions",
///      "regionsplitter", "cbt", "hbase-site"]
/// );
/// assert_eq!(ExportKind::from_id("java"), Some(ExportKind::Java));
/// ```
pub const EXPORT_KINDS: [ExportKindInfo; 10] = [
    ExportKindInfo {
        kind: ExportKind::Shell,
        id: "shell",
        label: "HBase shell",
        description: "HBase shell: create 'T', 'cf', SPLITS => ['k1', ...]",
        mime: "text/plain",
        split_keys: true,
    },
    ExportKindInfo {
        kind: ExportKind::SplitsFile,
        id: "splits-file",
        label: "SPLITS_FILE",
        description: "A SPLITS_FILE: one toStringBinary key per line",
        mime: "text/plain",
        split_keys: true,
    },
    ExportKindInfo {
        kind: ExportKind::Java,
        id: "java",
        label: "Java",
        description: "Java (HBase 2.x client): byte[][] splits and admin.createTable(...)",
        mime: "text/x-java-source",
        split_keys: true,
    },
    ExportKindInfo {
        kind: ExportKind::Phoenix,
        id: "phoenix",
        label: "Phoenix DDL",
        description: "Phoenix CREATE TABLE with SPLIT ON or SALT_BUCKETS",
        mime: "application/sql",
        split_keys: true,
    },
    ExportKindInfo {
        kind: ExportKind::Design,
        id: "design",
        label: "Design JSON",
        description: "The design document, every member written",
        mime: "application/json",
        split_keys: false,
    },
    ExportKindInfo {
        kind: ExportKind::Csv,
        id: "csv",
        label: "Sample CSV",
        description: "The sample keys as CSV (as `rowkey sample --format csv`)",
        mime: "text/csv",
        split_keys: false,
    },
    ExportKindInfo {
        kind: ExportKind::ShellNumRegions,
        id: "shell-numregions",
        label: "Shell NUMREGIONS",
        description: "HBase shell: create 'T', 'cf', {NUMREGIONS => n, SPLITALGO => '...'} \
                      (hexstring, decimal, uniform at default rows)",
        mime: "text/plain",
        split_keys: true,
    },
    ExportKindInfo {
        kind: ExportKind::RegionSplitter,
        id: "regionsplitter",
        label: "RegionSplitter",
        description:
            "hbase org.apache.hadoop.hbase.util.RegionSplitter T HexStringSplit -c n -f cf",
        mime: "text/x-shellscript",
        split_keys: true,
    },
    ExportKindInfo {
        kind: ExportKind::Cbt,
        id: "cbt",
        label: "Bigtable cbt",
        description: "Cloud Bigtable: cbt createtable T families=cf:maxversions=1 splits=k1,...",
        mime: "text/x-shellscript",
        split_keys: true,
    },
    ExportKindInfo {
        kind: ExportKind::HbaseSite,
        id: "hbase-site",
        label: "hbase-site.xml",
        description: "hbase-site.xml: region size and split policy the design implies",
        mime: "application/xml",
        split_keys: true,
    },
];

impl ExportKind {
    /// Its row of [`EXPORT_KINDS`].
    pub fn info(self) -> &'static ExportKindInfo {
        // The table is in variant order; a test keeps it so.
        &EXPORT_KINDS[self as usize]
    }

    /// Its id (`--to` value), e.g. `splits-file`.
    pub fn id(self) -> &'static str {
        self.info().id
    }

    /// The export whose id is `id`.
    pub fn from_id(id: &str) -> Option<ExportKind> {
        EXPORT_KINDS.iter().find(|k| k.id == id).map(|k| k.kind)
    }

    /// The file name the export of `design` is saved as: named after the table for the table
    /// DDL, after the design for the design and its sample.
    ///
    /// ```
    /// use rowkey_core::{design::Design, exchange::ExportKind};
    /// let mut d = Design::new("{id}");
    /// d.name = "E-commerce orders".into();
    /// d.table.name = "ns:orders".into();
    /// assert_eq!(ExportKind::Shell.file_name(&d), "ns_orders-create.hbase");
    /// assert_eq!(ExportKind::Design.file_name(&d), "e-commerce-orders.rowkey.json");
    /// assert_eq!(ExportKind::SplitsFile.file_name(&d), "splits.txt");
    /// ```
    pub fn file_name(self, design: &Design) -> String {
        let table = file_safe(&design.table.name);
        let name = slug(&design.name);
        match self {
            ExportKind::Shell => format!("{table}-create.hbase"),
            ExportKind::SplitsFile => "splits.txt".to_owned(),
            ExportKind::Java => "Splits.java".to_owned(),
            ExportKind::Phoenix => format!("{table}.sql"),
            ExportKind::Design => format!("{name}.rowkey.json"),
            ExportKind::Csv => format!("{name}-keys.csv"),
            ExportKind::ShellNumRegions => format!("{table}-create-numregions.hbase"),
            ExportKind::RegionSplitter => format!("{table}-regionsplitter.sh"),
            ExportKind::Cbt => format!("{table}-cbt.sh"),
            ExportKind::HbaseSite => "hbase-site.xml".to_owned(),
        }
    }

    /// The export of `design` at `keys`, for the kinds that write split keys (`None` for the
    /// design and the CSV, which [`export_design`](super::export_design) and
    /// [`write_csv`](super::write_csv) write), or why the target cannot express the design
    /// (RegionSplitter for explicit keys, a cbt key with a comma…).
    ///
    /// # Errors
    ///
    /// An [`ExportRefused`], saying why, when the design cannot be written as this kind.
    ///
    /// ```
    /// use rowkey_core::{design::Design, exchange::ExportKind};
    /// let keys = [b"m".to_vec()];
    /// let text = ExportKind::SplitsFile.with_keys(&Design::new("{id}"), &keys);
    /// assert_eq!(text, Some(Ok("m\n".to_owned())));
    /// let refused = ExportKind::RegionSplitter.with_keys(&Design::new("{id}"), &keys);
    /// assert!(refused.unwrap().unwrap_err().reason.to_string().starts_with("RegionSplitter computes"));
    /// ```
    pub fn with_keys(
        self,
        design: &Design,
        keys: &[Vec<u8>],
    ) -> Option<Result<String, ExportRefused>> {
        Some(match self {
            ExportKind::Shell => Ok(export_shell(design, keys)),
            ExportKind::SplitsFile => Ok(export_splits_file(keys)),
            ExportKind::Java => Ok(export_java(design, keys)),
            ExportKind::Phoenix => Ok(export_phoenix(design, keys, None)),
            ExportKind::ShellNumRegions => export_shell_numregions(design),
            ExportKind::RegionSplitter => export_regionsplitter(design),
            ExportKind::Cbt => export_cbt(design, keys),
            ExportKind::HbaseSite => Ok(export_hbase_site(design, keys)),
            ExportKind::Design | ExportKind::Csv => return None,
        })
    }

    /// Whether the export creates the table (and so needs a valid table name and families).
    pub fn creates_table(self) -> bool {
        matches!(
            self,
            ExportKind::Shell
                | ExportKind::Java
                | ExportKind::Phoenix
                | ExportKind::ShellNumRegions
                | ExportKind::RegionSplitter
                | ExportKind::Cbt
        )
    }
}

impl fmt::Display for ExportKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A table name as a file name: `ns:events` → `ns_events`.
fn file_safe(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.trim_matches(['_', '.']).is_empty() {
        "table".into()
    } else {
        s
    }
}

/// `c` lower-cased as `char::to_lowercase` does wherever the slug can tell: only ASCII letters
/// and digits survive, and the only characters outside ASCII whose lower case holds one are
/// `İ` (→ `i` and a combining dot) and the Kelvin sign (→ `k`). Without Unicode's case tables
/// the page's wasm is 11 KB (gzipped) lighter.
fn slug_lowercase(c: char) -> impl Iterator<Item = char> {
    let (first, second) = match c {
        '\u{130}' => ('i', Some('\u{307}')),
        '\u{212a}' => ('k', None),
        c => (c.to_ascii_lowercase(), None),
    };
    std::iter::once(first).chain(second)
}

/// A design name as a file name: `E-commerce orders` → `e-commerce-orders`.
fn slug(name: &str) -> String {
    slug_by(name, slug_lowercase)
}

/// [`slug`] with `lower` lower-casing each character.
fn slug_by<I: Iterator<Item = char>>(name: &str, lower: impl FnMut(char) -> I) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(lower) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    let out = out.trim_end_matches('-').to_owned();
    if out.is_empty() {
        "design".into()
    } else {
        out
    }
}

#[cfg(test)]
mod slug_tests {
    use super::{slug, slug_by};

    /// The slug as it was written with Unicode's full lower-casing: the reference.
    fn slug_with_unicode_tables(name: &str) -> String {
        slug_by(name, char::to_lowercase)
    }

    #[test]
    fn every_character_slugs_as_with_unicode_lowercasing() {
        for c in (0..=0x10_ffff_u32).filter_map(char::from_u32) {
            for name in [format!("A{c}b"), format!("{c}"), format!("x {c}{c}Z")] {
                assert_eq!(slug(&name), slug_with_unicode_tables(&name), "{name:?}");
            }
        }
        assert_eq!(slug("İstanbul KELVIN"), "i-stanbul-kelvin");
        assert_eq!(slug("E-commerce orders"), "e-commerce-orders");
    }
}
