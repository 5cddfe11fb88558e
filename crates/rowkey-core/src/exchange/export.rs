//! A design and its split keys written the way each consumer reads them back byte for byte:
//! the HBase shell, a `SPLITS_FILE`, the Java client, Phoenix DDL, the design JSON, and the
//! sample keys as CSV.
//!
//! Keys always travel as `Bytes.toStringBinary` text (ASCII), wrapped in whatever quoting the
//! target language needs, so that the target's own `toBytesBinary` (or Phoenix's `DECODE`)
//! gives back exactly the bytes.
//!
//! ```
//! use rowkey_core::design::Design;
//! use rowkey_core::exchange::export_shell;
//! let mut d = Design::new("{id}");
//! d.table.name = "orders".into();
//! let keys = vec![b"10".to_vec(), vec![0x00, 0xff]];
//! assert_eq!(export_shell(&d, &keys), "create 'orders', 'd', SPLITS => ['10', '\\x00\\xFF']\n");
//! ```

use std::fmt;
use std::io;

use crate::design::{Design, DesignError};
use crate::hbase::shell::{shell_single_quoted, splits_file};
use crate::hbase::{to_hex, to_string_binary};
use crate::java::JInt;
use crate::plan::{parse_int_literal, Plan};
use crate::sample::Compiled;
use crate::template::{Part, Source};
use crate::value::ValueType;

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
    /// [`export_design`].
    Design,
    /// [`write_csv`].
    Csv,
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
/// assert_eq!(EXPORT_KINDS.map(|k| k.id), ["shell", "splits-file", "java", "phoenix", "design", "csv"]);
/// assert_eq!(ExportKind::from_id("java"), Some(ExportKind::Java));
/// ```
pub const EXPORT_KINDS: [ExportKindInfo; 6] = [
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
        }
    }

    /// The export of `design` at `keys`, for the kinds that write split keys (`None` for the
    /// design and the CSV, which [`export_design`] and [`write_csv`] write).
    ///
    /// ```
    /// use rowkey_core::{design::Design, exchange::ExportKind};
    /// let keys = [b"m".to_vec()];
    /// let text = ExportKind::SplitsFile.with_keys(&Design::new("{id}"), &keys);
    /// assert_eq!(text.as_deref(), Some("m\n"));
    /// ```
    pub fn with_keys(self, design: &Design, keys: &[Vec<u8>]) -> Option<String> {
        match self {
            ExportKind::Shell => Some(export_shell(design, keys)),
            ExportKind::SplitsFile => Some(export_splits_file(keys)),
            ExportKind::Java => Some(export_java(design, keys)),
            ExportKind::Phoenix => Some(export_phoenix(design, keys, None)),
            ExportKind::Design | ExportKind::Csv => None,
        }
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

/// A design name as a file name: `E-commerce orders` → `e-commerce-orders`.
fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
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

/// Above this many split keys the shell export puts one key per line.
const KEYS_ON_ONE_LINE: usize = 8;

/// The HBase shell command that creates the design's table pre-split at `keys`:
/// `create 'T', 'cf1', 'cf2', SPLITS => ['k1', 'k2']`, one key per line when there are more
/// than 8, and just `create 'T', 'cf'` without keys.
///
/// Each key is a *single-quoted* toStringBinary literal ([`shell_single_quoted`]): the shell
/// hands it to `Bytes.toBytesBinary` unchanged. A double-quoted `"\xff"` would be decoded by Ruby
/// first and arrive as U+FFFD, stored as `0xFD`.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::exchange::export_shell;
/// use rowkey_core::hbase::shell::ruby_literal_to_bytes;
/// let mut d = Design::new("{id}");
/// d.table.name = "ns:events".into();
/// d.table.families = vec!["d".into(), "m".into()];
/// assert_eq!(export_shell(&d, &[]), "create 'ns:events', 'd', 'm'\n");
/// let out = export_shell(&d, &[b"it's".to_vec()]);
/// assert_eq!(out, "create 'ns:events', 'd', 'm', SPLITS => ['it\\'s']\n");
/// assert_eq!(ruby_literal_to_bytes("'it\\'s'").unwrap(), b"it's");
/// ```
pub fn export_shell(design: &Design, keys: &[Vec<u8>]) -> String {
    let mut out = format!("create {}", ruby_single_quoted(&design.table.name));
    for family in &design.table.families {
        out.push_str(", ");
        out.push_str(&ruby_single_quoted(family));
    }
    if !keys.is_empty() {
        out.push_str(", SPLITS => [");
        if keys.len() > KEYS_ON_ONE_LINE {
            // The shell keeps reading while the bracket is open.
            out.push('\n');
            for (i, key) in keys.iter().enumerate() {
                out.push_str("  ");
                out.push_str(&shell_single_quoted(key));
                if i + 1 < keys.len() {
                    out.push(',');
                }
                out.push('\n');
            }
        } else {
            let literals: Vec<String> = keys.iter().map(|k| shell_single_quoted(k)).collect();
            out.push_str(&literals.join(", "));
        }
        out.push(']');
    }
    out.push('\n');
    out
}

/// Text as a Ruby single-quoted literal (`\\` and `\'` are its only escapes).
fn ruby_single_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('\'');
    for c in text.chars() {
        if c == '\'' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('\'');
    out
}

/// A `SPLITS_FILE` for `create 'T', 'cf', SPLITS_FILE => 'splits.txt'`: one toStringBinary key
/// per line, each line ending with a newline. The shell reads each line with
/// `Bytes.toBytesBinary(line.chomp)`, which gives back exactly the key.
///
/// ```
/// use rowkey_core::exchange::export_splits_file;
/// use rowkey_core::hbase::shell::splits_file_to_keys;
/// let keys = vec![vec![0x00], b"a\\b".to_vec()];
/// let file = export_splits_file(&keys);
/// assert_eq!(file, "\\x00\na\\x5Cb\n");
/// assert_eq!(splits_file_to_keys(file.as_bytes()), keys);
/// ```
pub fn export_splits_file(keys: &[Vec<u8>]) -> String {
    splits_file(keys)
}

/// A Java snippet (HBase 2.x client API) creating the design's table pre-split at `keys`:
/// the imports, `byte[][] splits = new byte[][] { Bytes.toBytesBinary("..."), ... };` and
/// `admin.createTable(...)` with `TableDescriptorBuilder` / `ColumnFamilyDescriptorBuilder`.
///
/// toStringBinary text is ASCII; only `\` and `"` need escaping in a Java string literal, and
/// after escaping no `\u` (which Java would decode before parsing) can appear.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::exchange::export_java;
/// let mut d = Design::new("{id}");
/// d.table.name = "orders".into();
/// let java = export_java(&d, &[vec![0x00, b'"']]);
/// assert!(java.contains("    Bytes.toBytesBinary(\"\\\\x00\\\"\"),\n"));
/// assert!(java.contains("TableDescriptorBuilder.newBuilder(TableName.valueOf(\"orders\"))"));
/// assert!(java.contains(".setColumnFamily(ColumnFamilyDescriptorBuilder.of(\"d\"))"));
/// assert!(java.ends_with("    splits);\n"));
/// ```
pub fn export_java(design: &Design, keys: &[Vec<u8>]) -> String {
    let mut out = String::from("import org.apache.hadoop.hbase.TableName;\n");
    out.push_str("import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;\n");
    out.push_str("import org.apache.hadoop.hbase.client.TableDescriptorBuilder;\n");
    if !keys.is_empty() {
        out.push_str("import org.apache.hadoop.hbase.util.Bytes;\n");
    }
    out.push_str(
        "\n// In a method that may throw IOException, with an \
         org.apache.hadoop.hbase.client.Admin `admin`:\n",
    );
    if !keys.is_empty() {
        out.push_str("byte[][] splits = new byte[][] {\n");
        for key in keys {
            out.push_str("    Bytes.toBytesBinary(");
            out.push_str(&java_string(&to_string_binary(key)));
            out.push_str("),\n");
        }
        out.push_str("};\n");
    }
    out.push_str("admin.createTable(\n");
    out.push_str("    TableDescriptorBuilder.newBuilder(TableName.valueOf(");
    out.push_str(&java_string(&design.table.name));
    out.push_str("))\n");
    for family in &design.table.families {
        out.push_str("        .setColumnFamily(ColumnFamilyDescriptorBuilder.of(");
        out.push_str(&java_string(family));
        out.push_str("))\n");
    }
    if keys.is_empty() {
        out.push_str("        .build());\n");
    } else {
        out.push_str("        .build(),\n    splits);\n");
    }
    out
}

/// Text as a Java string literal. Control characters become octal escapes: a `\uXXXX` escape
/// would be decoded before the literal is parsed, and `\u000a` would end it.
fn java_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\{:03o}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Phoenix DDL for the design's table: one `"ROWKEY"` primary-key column holding the whole key
/// (so Phoenix stores exactly the bytes the template makes), the design's families, and the
/// split keys.
///
/// - **Salted designs.** When the template starts with `{phoenix_salt(N)}` (or `salt_buckets`
///   is given, which wins), the DDL says `SALT_BUCKETS = N`: Phoenix then computes that leading
///   byte itself and pre-splits one region per bucket; Phoenix refuses `SPLIT ON` together with
///   salting, so `keys` are not written.
/// - **Split points.** `SPLIT ON (...)` evaluates each point on its own to bytes, whatever the
///   key column's type. A key of printable ASCII is a string literal (`'10'`, whose UTF-8 is the
///   key); any other key is `DECODE('<hex>', 'HEX')`, Phoenix's VARBINARY from hex, so every
///   byte is exact.
/// - **Key type.** `VARCHAR` when the template yields text (every segment ends as str or int,
///   literals are printable) and every split key is printable ASCII; `VARBINARY` otherwise.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::exchange::export_phoenix;
/// let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
/// d.table.name = "orders".into();
/// let ddl = export_phoenix(&d, &[b"8000".to_vec(), vec![0xff]], None);
/// assert!(ddl.contains("CREATE TABLE \"orders\" (\n    \"ROWKEY\" VARBINARY NOT NULL PRIMARY KEY\n"));
/// assert!(ddl.ends_with("SPLIT ON ('8000', DECODE('ff', 'HEX'));\n"));
///
/// let salted = Design::new("{phoenix_salt(16)}{host}\\x00{ts | i64 | sortable}");
/// let ddl = export_phoenix(&salted, &[vec![0x01]], None);
/// assert!(ddl.contains("SALT_BUCKETS = 16"));
/// assert!(!ddl.contains("SPLIT ON ("));
/// ```
pub fn export_phoenix(design: &Design, keys: &[Vec<u8>], salt_buckets: Option<u32>) -> String {
    let plan = Plan::compile(&design.template).ok();
    let detected = plan.as_ref().and_then(leading_phoenix_salt);
    let buckets = salt_buckets.or(detected);
    let text_key = plan
        .as_ref()
        .is_some_and(|p| yields_text(p, detected.is_some()))
        && (buckets.is_some() || keys.iter().all(|k| is_sql_text(k)));

    let mut out = format!(
        "-- Phoenix DDL for {}, from RowKey Playground.\n",
        comment_safe(&design.name)
    );
    out.push_str(&format!(
        "-- Row key template: {}\n",
        comment_safe(&design.template)
    ));
    out.push_str(
        "-- The row key is the whole primary key, so Phoenix keeps it exactly as the template \
         encodes it.\n",
    );
    if !text_key {
        out.push_str(
            "-- ROWKEY is VARBINARY: the key holds bytes that are not text (a VARCHAR key is \
             used when every key is text).\n",
        );
    }
    let (namespace, qualifier) = match design.table.name.split_once(':') {
        Some((ns, q)) => (Some(ns), q),
        None => (None, design.table.name.as_str()),
    };
    if let Some(ns) = namespace {
        out.push_str(&format!(
            "-- Schema \"{0}\" is the HBase namespace {0} only with \
             phoenix.schema.isNamespaceMappingEnabled=true; otherwise the HBase table is \
             {0}.{1}.\n",
            comment_safe(ns),
            comment_safe(qualifier)
        ));
    }
    match buckets {
        Some(n) => {
            let last = n.saturating_sub(1).min(255);
            let how = if detected.is_some() && salt_buckets.is_none() {
                format!("phoenix_salt({n}) leads the template: ")
            } else {
                String::new()
            };
            if last == 0 {
                out.push_str(&format!(
                    "-- {how}Phoenix writes the salt byte itself (SALT_BUCKETS); one bucket \
                     makes one region.\n"
                ));
            } else {
                out.push_str(&format!(
                    "-- {how}Phoenix writes the salt byte itself (SALT_BUCKETS) and pre-splits \
                     one region per bucket, at \\x01 .. {}.\n",
                    to_string_binary(&[last as u8])
                ));
            }
            if !keys.is_empty() {
                out.push_str(&format!(
                    "-- The design's {} split keys are not used: Phoenix refuses SPLIT ON on a \
                     salted table.\n",
                    keys.len()
                ));
            }
        }
        None => {
            if keys.iter().any(|k| !is_sql_text(k)) {
                out.push_str(
                    "-- DECODE('<hex>', 'HEX') writes a split key that is not printable ASCII, \
                     byte for byte.\n",
                );
            }
        }
    }

    let table = match namespace {
        Some(ns) => format!("{}.{}", sql_ident(ns), sql_ident(qualifier)),
        None => sql_ident(qualifier),
    };
    out.push_str(&format!("CREATE TABLE {table} (\n"));
    out.push_str(&format!(
        "    \"ROWKEY\" {} NOT NULL PRIMARY KEY\n",
        if text_key { "VARCHAR" } else { "VARBINARY" }
    ));
    for (i, family) in design.table.families.iter().enumerate() {
        let note = if i == 0 {
            ""
        } else {
            " (Phoenix creates a family only for the columns that use it)"
        };
        out.push_str(&format!(
            "    -- family {0}: add its columns here, e.g. , \"{0}\".\"COL1\" VARCHAR{note}\n",
            comment_safe(family)
        ));
    }
    out.push(')');
    let mut options = Vec::new();
    if let Some(n) = buckets {
        options.push(format!("SALT_BUCKETS = {n}"));
    }
    if let Some(first) = design.table.families.first() {
        options.push(format!("DEFAULT_COLUMN_FAMILY = {}", sql_string(first)));
    }
    if !options.is_empty() {
        out.push('\n');
        out.push_str(&options.join(", "));
    }
    if buckets.is_none() && !keys.is_empty() {
        let points: Vec<String> = keys.iter().map(|k| split_point(k)).collect();
        out.push_str("\nSPLIT ON (");
        if keys.len() > KEYS_ON_ONE_LINE {
            out.push_str("\n    ");
            out.push_str(&points.join(",\n    "));
            out.push('\n');
        } else {
            out.push_str(&points.join(", "));
        }
        out.push(')');
    }
    out.push_str(";\n");
    out
}

/// `N` when the template's first part is `{phoenix_salt(N)}` with nothing after the call.
fn leading_phoenix_salt(plan: &Plan) -> Option<u32> {
    let Some(Part::Segment(seg)) = plan.template().parts.first() else {
        return None;
    };
    let Source::Call(call) = &seg.pipeline.source else {
        return None;
    };
    if call.name.name != "phoenix_salt" || !seg.pipeline.transforms.is_empty() {
        return None;
    }
    let [arg] = call.args.as_slice() else {
        return None;
    };
    let Source::Int(n) = &arg.source else {
        return None;
    };
    if !arg.transforms.is_empty() {
        return None;
    }
    let n = match parse_int_literal(&n.text).ok()? {
        JInt::Int(v) => i64::from(v),
        JInt::Long(v) => v,
    };
    u32::try_from(n).ok().filter(|n| (1..=256).contains(n))
}

/// Whether every key the template makes is text Phoenix can hold in a VARCHAR: each segment ends
/// as str or int (written as UTF-8 / decimal) and each literal is printable text.
fn yields_text(plan: &Plan, skip_leading_salt: bool) -> bool {
    let mut segments = plan.segments().into_iter();
    if skip_leading_salt {
        segments.next();
    }
    let literals_ok = plan.template().parts.iter().all(|p| match p {
        Part::Literal(l) => {
            std::str::from_utf8(&l.bytes).is_ok_and(|s| !s.chars().any(char::is_control))
        }
        Part::Segment(_) => true,
    });
    literals_ok && segments.all(|s| matches!(s.output, ValueType::Str | ValueType::Int(_)))
}

/// Printable ASCII other than `\`, which Phoenix string literals treat as an escape.
fn is_sql_text(key: &[u8]) -> bool {
    key.iter()
        .all(|&b| (0x20..=0x7e).contains(&b) && b != b'\\')
}

fn split_point(key: &[u8]) -> String {
    if is_sql_text(key) {
        sql_string(&String::from_utf8_lossy(key))
    } else {
        format!("DECODE('{}', 'HEX')", to_hex(key))
    }
}

/// A Phoenix string literal: `''` for a quote and `\\` for a backslash (Phoenix reads
/// backslash escapes in string literals).
fn sql_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('\'');
    for c in text.chars() {
        match c {
            '\'' => out.push_str("''"),
            '\\' => out.push_str("\\\\"),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

/// A case-preserving Phoenix identifier. Phoenix has no escape for `"` inside one; HBase table
/// names cannot hold it, so dropping it only matters for a design that HBase would refuse.
fn sql_ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', ""))
}

/// Text that stays inside a `--` comment line.
fn comment_safe(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// The design document as pretty JSON with every member written (what `rowkey export --to
/// design` prints, and what the CLI and the playground read back).
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::exchange::export_design;
/// let d = Design::new("{id}");
/// assert_eq!(Design::from_json(&export_design(&d)).unwrap(), d);
/// ```
pub fn export_design(design: &Design) -> String {
    let mut out = design.to_json_pretty();
    out.push('\n');
    out
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exchange::{import, ImportFormat};
    use crate::hbase::shell::{ruby_literal_to_bytes, splits_file_to_keys};

    /// Keys that together hold every byte value, plus the awkward ones on their own.
    fn hard_keys() -> Vec<Vec<u8>> {
        let mut keys: Vec<Vec<u8>> = (0..=255u8)
            .collect::<Vec<u8>>()
            .chunks(16)
            .map(<[u8]>::to_vec)
            .collect();
        keys.extend([
            b"it's".to_vec(),
            b"back\\slash".to_vec(),
            vec![0x00],
            vec![0xff],
            "caf\u{e9}\u{4e2d}".as_bytes().to_vec(),
            b"'\"#{x}".to_vec(),
            b" lead and trail ".to_vec(),
            b"#not a comment".to_vec(),
            b"a|b".to_vec(),
        ]);
        keys
    }

    fn design() -> Design {
        let mut d = Design::new("{id}");
        d.table.name = "t1".into();
        d.table.families = vec!["cf1".into(), "cf2".into()];
        d
    }

    /// The literals between `SPLITS => [` and `]`, split at the commas outside quotes.
    fn shell_literals(command: &str) -> Vec<String> {
        let start = command.find("SPLITS => [").expect("SPLITS") + "SPLITS => [".len();
        let body = &command[start..command.rfind(']').expect("]")];
        let mut out = Vec::new();
        let mut cur = String::new();
        let mut in_quote = false;
        let mut chars = body.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' if in_quote => {
                    cur.push(c);
                    cur.extend(chars.next());
                }
                '\'' => {
                    in_quote = !in_quote;
                    cur.push(c);
                }
                ',' if !in_quote => out.push(std::mem::take(&mut cur).trim().to_owned()),
                c => cur.push(c),
            }
        }
        out.push(cur.trim().to_owned());
        out
    }

    #[test]
    fn export_kinds_table_is_in_variant_order() {
        for (i, k) in EXPORT_KINDS.iter().enumerate() {
            assert_eq!(k.kind as usize, i, "{}", k.id);
            assert_eq!(ExportKind::from_id(k.id), Some(k.kind));
            let d = design();
            assert_eq!(
                k.kind.with_keys(&d, &[]).is_some(),
                k.split_keys,
                "{}",
                k.id
            );
        }
        assert_eq!(ExportKind::from_id("yaml"), None);
    }

    #[test]
    fn file_names_are_safe() {
        let mut d = design();
        d.table.name = "::".into();
        d.name = "  ".into();
        assert_eq!(ExportKind::Phoenix.file_name(&d), "table.sql");
        assert_eq!(ExportKind::Csv.file_name(&d), "design-keys.csv");
        d.name = "Événements / jour".into();
        assert_eq!(
            ExportKind::Design.file_name(&d),
            "v-nements-jour.rowkey.json"
        );
    }

    #[test]
    fn shell_round_trips_every_byte() {
        let keys = hard_keys();
        let command = export_shell(&design(), &keys);
        assert!(command.starts_with("create 't1', 'cf1', 'cf2', SPLITS => [\n  '"));
        let back: Vec<Vec<u8>> = shell_literals(&command)
            .iter()
            .map(|l| {
                assert!(l.starts_with('\'') && l.ends_with('\''), "{l}");
                ruby_literal_to_bytes(l).unwrap()
            })
            .collect();
        assert_eq!(back, keys);
        // The same text pasted into a list imports to the same keys.
        let listed = shell_literals(&command).join("\n");
        assert_eq!(import(ImportFormat::List, &listed).unwrap(), keys);
    }

    #[test]
    fn shell_layout() {
        let d = design();
        assert_eq!(export_shell(&d, &[]), "create 't1', 'cf1', 'cf2'\n");
        let eight: Vec<Vec<u8>> = (1..=8u8).map(|i| vec![b'0' + i]).collect();
        assert_eq!(
            export_shell(&d, &eight),
            "create 't1', 'cf1', 'cf2', SPLITS => ['1', '2', '3', '4', '5', '6', '7', '8']\n"
        );
        let nine: Vec<Vec<u8>> = (1..=9u8).map(|i| vec![b'0' + i]).collect();
        let out = export_shell(&d, &nine);
        assert!(out.ends_with("  '8',\n  '9'\n]\n"), "{out}");
        let mut odd = Design::new("{id}");
        odd.table.families = vec!["it's\\".into()];
        assert_eq!(export_shell(&odd, &[]), "create 't', 'it\\'s\\\\'\n");
    }

    #[test]
    fn splits_file_and_list_round_trip_every_byte() {
        let keys = hard_keys();
        let file = export_splits_file(&keys);
        assert!(file.is_ascii() && file.ends_with('\n'));
        assert_eq!(splits_file_to_keys(file.as_bytes()), keys);
        assert_eq!(import(ImportFormat::SplitsFile, &file).unwrap(), keys);
        // A list reads toStringBinary lines too, except that it trims them and skips `#` lines:
        // quoting keeps those keys whole.
        let listed: String = keys
            .iter()
            .map(|k| format!("'{}'\n", to_string_binary(k).replace('\'', "\\'")))
            .collect();
        assert_eq!(import(ImportFormat::List, &listed).unwrap(), keys);
        assert_eq!(export_splits_file(&[]), "");
    }

    #[test]
    fn java_literals_read_back_with_to_bytes_binary() {
        let keys = hard_keys();
        let java = export_java(&design(), &keys);
        let literals: Vec<&str> = java
            .lines()
            .filter_map(|l| l.trim().strip_prefix("Bytes.toBytesBinary(\""))
            .map(|l| l.strip_suffix("\"),").expect("one literal per line"))
            .collect();
        assert_eq!(literals.len(), keys.len());
        for (lit, key) in literals.iter().zip(&keys) {
            // Undo the Java escapes, then what Bytes.toBytesBinary does.
            let text = lit.replace("\\\"", "\"").replace("\\\\", "\\");
            assert_eq!(crate::hbase::to_bytes_binary(&text), *key, "{lit}");
            assert!(!lit.contains("\\u"), "{lit}");
        }
        assert!(java.contains(".setColumnFamily(ColumnFamilyDescriptorBuilder.of(\"cf2\"))"));
        let none = export_java(&design(), &[]);
        assert!(
            !none.contains("splits") && !none.contains("import org.apache.hadoop.hbase.util.Bytes")
        );
        assert!(none.ends_with("        .build());\n"), "{none}");
        assert_eq!(java_string("a\n\"\\"), "\"a\\012\\\"\\\\\"");
    }

    #[test]
    fn phoenix_split_points_and_key_type() {
        let mut d =
            Design::new("{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}");
        d.table.name = "orders".into();
        let keys: Vec<Vec<u8>> = vec![b"25".to_vec(), b"50".to_vec(), b"it's".to_vec()];
        let ddl = export_phoenix(&d, &keys, None);
        assert!(
            ddl.contains("\"ROWKEY\" VARCHAR NOT NULL PRIMARY KEY"),
            "{ddl}"
        );
        assert!(
            ddl.ends_with("DEFAULT_COLUMN_FAMILY = 'd'\nSPLIT ON ('25', '50', 'it''s');\n"),
            "{ddl}"
        );
        // A key that is not printable ASCII: exact bytes through DECODE, and a binary key.
        let ddl = export_phoenix(&d, &[b"a\\b".to_vec(), vec![0x00, 0xff]], None);
        assert!(
            ddl.contains("SPLIT ON (DECODE('615c62', 'HEX'), DECODE('00ff', 'HEX'))"),
            "{ddl}"
        );
        assert!(ddl.contains("VARBINARY"));
        // A binary template makes a binary key whatever the split keys look like.
        let bin = Design::new("{ts | i64}");
        assert!(export_phoenix(&bin, &[b"1".to_vec()], None).contains("VARBINARY NOT NULL"));
        // No keys, no SPLIT ON.
        assert!(!export_phoenix(&d, &[], None).contains("SPLIT ON"));
        // Many keys, one per line.
        let many: Vec<Vec<u8>> = (0..10u8).map(|i| vec![b'a' + i]).collect();
        assert!(export_phoenix(&d, &many, None).contains("SPLIT ON (\n    'a',\n    'b',"));
    }

    #[test]
    fn phoenix_salt_is_detected_and_overridable() {
        let mut d = Design::new("{phoenix_salt(16)}{host}\\x00{ts | i64 | sortable}");
        d.table.name = "ns:metrics".into();
        d.table.families = vec!["m".into(), "x".into()];
        let ddl = export_phoenix(&d, &[vec![1], vec![2]], None);
        assert!(ddl.contains("CREATE TABLE \"ns\".\"metrics\" ("), "{ddl}");
        assert!(ddl.contains("isNamespaceMappingEnabled"));
        assert!(ddl.contains("at \\x01 .. \\x0F"), "{ddl}");
        assert!(ddl.contains("The design's 2 split keys are not used"));
        assert!(
            ddl.ends_with(")\nSALT_BUCKETS = 16, DEFAULT_COLUMN_FAMILY = 'm';\n"),
            "{ddl}"
        );
        assert!(!ddl.contains("SPLIT ON ("));
        // Text after the salt byte makes a VARCHAR key.
        let text = Design::new("{phoenix_salt(4)}{host}");
        assert!(export_phoenix(&text, &[], None).contains("VARCHAR NOT NULL"));
        // Not leading, or transformed: not Phoenix's salt.
        for t in ["x{phoenix_salt(4)}{h}", "{phoenix_salt(4) | hex}{h}"] {
            assert!(
                !export_phoenix(&Design::new(t), &[], None).contains("SALT_BUCKETS"),
                "{t}"
            );
        }
        let forced = export_phoenix(&Design::new("{id}"), &[b"5".to_vec()], Some(8));
        assert!(forced.contains("SALT_BUCKETS = 8") && !forced.contains("SPLIT ON ("));
        // A template that does not compile still exports, with the safe key type.
        assert!(export_phoenix(&Design::new("{"), &[], None).contains("VARBINARY"));
    }

    #[test]
    fn design_and_csv() {
        let mut d = Design::new("{id | md5 | hex | left(4)}_{id}");
        d.fields.insert("id".into(), "seq(1, 1)".into());
        assert_eq!(Design::from_json(&export_design(&d)).unwrap(), d);
        let c = Compiled::new(&d).unwrap();
        assert_eq!(
            export_csv(&c, 2).unwrap(),
            "row,id,key,key_hex,key_length\n0,1,c4ca_1,633463615f31,6\n1,2,c81e_2,633831655f32,6\n"
        );
        assert_eq!(
            export_csv(&c, 0).unwrap(),
            "row,id,key,key_hex,key_length\n"
        );
    }
}
