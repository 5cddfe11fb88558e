//! Key dumps on the command line: `analyze --keys` and `split quantile --keys`.

use crate::fail::Fail;
use clap::ValueEnum;
use rowkey_core::i18n::{catalogue::cli as text, Message};
use rowkey_core::keys::{KeyFormat, KeyReader, KeysError, KeysOrder, OrderChoice};
use std::io::Read;
use std::path::PathBuf;

/// Bytes read at once from a key dump.
const CHUNK: usize = 1 << 20;

/// How a key dump writes its keys (`--keys-format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum KeysFormatArg {
    /// Told from the dump's first lines (scan header or cells, csv records, hex, escapes).
    Auto,
    /// Each line's raw bytes.
    Lines,
    /// One Bytes.toStringBinary key per line (what the shell and a SPLITS_FILE use).
    Binary,
    /// One key per line in hex digits.
    Hex,
    /// The HBase shell's `scan` output: one key per row of the cell lines.
    Scan,
    /// CSV with a header row: the first column, or --keys-column NAME.
    Csv,
}

/// The order of a dump's keys (`--order`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OrderArg {
    /// Scan output and sorted files are key order; other files the order rows were written.
    Auto,
    /// The order rows were written in.
    Insertion,
    /// Sorted by key.
    Key,
}

impl From<OrderArg> for OrderChoice {
    fn from(o: OrderArg) -> OrderChoice {
        match o {
            OrderArg::Auto => OrderChoice::Auto,
            OrderArg::Insertion => OrderChoice::Given(KeysOrder::Insertion),
            OrderArg::Key => OrderChoice::Given(KeysOrder::Key),
        }
    }
}

/// A key dump as the command line gives it.
#[derive(Debug)]
pub struct KeysSource {
    pub path: PathBuf,
    pub format: KeysFormatArg,
    pub column: Option<String>,
    pub order: Option<OrderArg>,
}

impl KeysSource {
    /// The source from the options, `None` without `--keys` (refusing the other two then).
    pub fn from_args(args: crate::cli::KeysArgs) -> Result<Option<KeysSource>, Fail> {
        let crate::cli::KeysArgs {
            keys: path,
            keys_format: format,
            keys_column: column,
            order,
        } = args;
        match path {
            Some(path) => Ok(Some(KeysSource {
                path,
                format: format.unwrap_or(KeysFormatArg::Auto),
                column,
                order,
            })),
            None if format.is_some() || column.is_some() || order.is_some() => Err(Fail::msg(
                Message::new(text::KEYS_OPTIONS_WITHOUT_KEYS).to_string(),
            )),
            None => Ok(None),
        }
    }

    pub fn format(&self) -> Result<KeyFormat, Fail> {
        let name = self
            .format
            .to_possible_value()
            .map(|v| v.get_name().to_string())
            .unwrap_or_default();
        KeyFormat::named(&name, self.column.clone())
            .map_err(|m| Fail::msg(super::at_place("--keys-column", m)))
    }

    pub fn name(&self) -> String {
        if self.path.as_os_str() == "-" {
            Message::new(text::STANDARD_INPUT).to_string()
        } else {
            self.path.display().to_string()
        }
    }

    /// The order asked for (`auto` unless given).
    pub fn order(&self) -> OrderChoice {
        self.order.map_or(OrderChoice::Auto, OrderChoice::from)
    }

    /// A parse error, saying which file.
    pub fn error(&self, e: &KeysError) -> Fail {
        Fail::msg(super::at_place(self.name(), e.to_string()))
    }

    /// Feed the whole file (or standard input) to `push`, a chunk at a time.
    pub fn stream(&self, push: &mut dyn FnMut(&[u8]) -> Result<(), KeysError>) -> Result<(), Fail> {
        let mut input: Box<dyn Read> = if self.path.as_os_str() == "-" {
            Box::new(std::io::stdin().lock())
        } else {
            Box::new(
                std::fs::File::open(&self.path)
                    .map_err(|e| cannot_read(self.path.display().to_string(), &e))?,
            )
        };
        let mut buf = vec![0u8; CHUNK];
        loop {
            let n = match input.read(&mut buf) {
                Ok(0) => return Ok(()),
                Ok(n) => n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(cannot_read(self.name(), &e)),
            };
            push(&buf[..n]).map_err(|e| self.error(&e))?;
        }
    }
}

/// A file that cannot be read, with the system's reason.
pub fn cannot_read(what: String, e: &std::io::Error) -> Fail {
    Fail::msg(
        Message::new(text::CANNOT_READ)
            .arg("what", what)
            .arg("error", e.to_string())
            .to_string(),
    )
}

/// `split quantile --regions`, which takes any `int` as HBase does, as a region count: a
/// negative one is refused.
pub fn quantile_regions(regions: i32) -> Result<u32, Fail> {
    u32::try_from(regions).map_err(|_| {
        Fail::msg(
            Message::new(text::REGIONS_TOO_FEW)
                .arg("regions", regions.to_string())
                .to_string(),
        )
    })
}

/// The keys' quantile split keys for `regions` regions, by HashChoreWoker's rule.
pub fn quantile_from_keys(source: &KeysSource, regions: i32) -> Result<Vec<Vec<u8>>, Fail> {
    use rowkey_core::keys::{quantile_split_keys, KeyReader, KeyReservoir};
    let regions = quantile_regions(regions)?;
    if source.order.is_some() {
        return Err(Fail::msg(
            Message::new(text::ORDER_ONLY_ANALYZE).to_string(),
        ));
    }
    let mut reader = KeyReader::new(source.format()?);
    let mut reservoir = KeyReservoir::default();
    source.stream(&mut |chunk| reader.push(chunk, &mut |k| reservoir.add(k)))?;
    reader
        .finish(&mut |k| reservoir.add(k))
        .map_err(|e| source.error(&e))?;
    warn_about(source, &reader);
    let keys = reservoir.keys();
    let split = quantile_split_keys(&keys, regions)
        .map_err(|m| Fail::msg(super::at_place(source.name(), m)))?;
    let short = split.keys.len() + 1 < regions as usize;
    if let Some(note) = split.note.as_ref().filter(|_| keys.thinned || short) {
        // The split keys go to standard output; how they were cut is worth knowing, and why
        // there are fewer than asked for.
        eprintln!("{}", Message::new(text::NOTE).arg("note", note.clone()));
    }
    Ok(split.keys)
}

/// The keys' split keys cutting `regions` regions of equal bytes, from the rows' sizes (in the
/// csv column `column`, when named).
pub fn quantile_by_bytes(
    source: &KeysSource,
    regions: i32,
    column: Option<String>,
) -> Result<Vec<Vec<u8>>, Fail> {
    use rowkey_core::keys::{quantile_bytes::split_keys_by_bytes, KeyReader, KeyReservoir};
    let regions = quantile_regions(regions)?;
    if source.order.is_some() {
        return Err(Fail::msg(
            Message::new(text::ORDER_ONLY_ANALYZE).to_string(),
        ));
    }
    let reader = KeyReader::new(source.format()?);
    let mut reader = match column {
        Some(c) => reader.with_size_column(c),
        None => reader.with_sizes(),
    };
    let mut reservoir = KeyReservoir::default();
    let mut add = |row: rowkey_core::keys::Row<'_>| {
        reservoir.add_sized(row.key, row.size.unwrap_or(0));
    };
    source.stream(&mut |chunk| reader.push_rows(chunk, &mut add))?;
    reader.finish_rows(&mut add).map_err(|e| source.error(&e))?;
    warn_about(source, &reader);
    let split = split_keys_by_bytes(&reservoir.sized_keys(), regions)
        .map_err(|m| Fail::msg(super::at_place(source.name(), m)))?;
    if let Some(note) = &split.note {
        // The split keys go to standard output; how they were cut goes beside them.
        eprintln!("{}", Message::new(text::NOTE).arg("note", note.clone()));
    }
    Ok(split.keys)
}

/// On standard error: the format told from the dump, what its lines say against the format
/// given, and the lines passed over.
pub fn warn_about(source: &KeysSource, reader: &KeyReader) {
    let why = reader.format_why().map(|m| m.to_string());
    let warnings: Vec<String> = reader.warnings().iter().map(ToString::to_string).collect();
    let (skipped, first) = reader.skipped();
    let format = reader.format().to_string();
    for line in dump_notes(&format, why.as_deref(), &warnings, skipped, first) {
        eprintln!("{}", super::at_place(source.name(), line));
    }
}

/// What is said of how a dump was read, one sentence each: the format told and why, the
/// warnings, the lines passed over.
pub fn dump_notes(
    format: &str,
    why: Option<&str>,
    warnings: &[String],
    skipped: u64,
    first_skipped: Option<u64>,
) -> Vec<String> {
    use rowkey_core::i18n::Arg;
    let mut out = Vec::new();
    if let Some(why) = why {
        out.push(
            Message::new(text::KEYS_FORMAT_TOLD)
                .arg("format", format)
                .arg("why", why)
                .to_string(),
        );
    }
    for w in warnings {
        out.push(
            Message::new(text::KEYS_WARNING)
                .arg("warning", w.as_str())
                .to_string(),
        );
    }
    if let (true, Some(first)) = (skipped > 0, first_skipped) {
        out.push(
            Message::new(text::KEYS_SKIPPED)
                .arg("count", Arg::Int(skipped.into()))
                .arg("line", Arg::Int(first.into()))
                .to_string(),
        );
    }
    out
}
