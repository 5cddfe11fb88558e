//! Key dumps on the command line: `analyze --keys` and `split quantile --keys`.

use crate::fail::Fail;
use clap::ValueEnum;
use rowkey_core::i18n::{catalogue::cli as text, Message};
use rowkey_core::keys::{KeyFormat, KeysError};
use std::io::Read;
use std::path::PathBuf;

/// Bytes read at once from a key dump.
const CHUNK: usize = 1 << 20;

/// How a key dump writes its keys (`--keys-format`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum KeysFormatArg {
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

/// A key dump as the command line gives it.
#[derive(Debug)]
pub struct KeysSource {
    pub path: PathBuf,
    pub format: KeysFormatArg,
    pub column: Option<String>,
}

impl KeysSource {
    /// The source from the options, `None` without `--keys` (refusing the other two then).
    pub fn from_args(args: crate::cli::KeysArgs) -> Result<Option<KeysSource>, Fail> {
        let crate::cli::KeysArgs {
            keys: path,
            keys_format: format,
            keys_column: column,
        } = args;
        match path {
            Some(path) => Ok(Some(KeysSource {
                path,
                format: format.unwrap_or(KeysFormatArg::Binary),
                column,
            })),
            None if format.is_some() || column.is_some() => Err(Fail::msg(
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

    fn name(&self) -> String {
        if self.path.as_os_str() == "-" {
            Message::new(text::STANDARD_INPUT).to_string()
        } else {
            self.path.display().to_string()
        }
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

/// The keys' quantile split keys for `regions` regions, by HashChoreWoker's rule.
pub fn quantile_from_keys(source: &KeysSource, regions: i32) -> Result<Vec<Vec<u8>>, Fail> {
    use rowkey_core::keys::{quantile_split_keys, KeyReader, KeyReservoir};
    let regions = u32::try_from(regions).map_err(|_| {
        Fail::msg(
            Message::new(text::REGIONS_TOO_FEW)
                .arg("regions", regions.to_string())
                .to_string(),
        )
    })?;
    let mut reader = KeyReader::new(source.format()?);
    let mut reservoir = KeyReservoir::default();
    source.stream(&mut |chunk| reader.push(chunk, &mut |k| reservoir.add(k)))?;
    reader
        .finish(&mut |k| reservoir.add(k))
        .map_err(|e| source.error(&e))?;
    let keys = reservoir.keys();
    let split = quantile_split_keys(&keys, regions)
        .map_err(|m| Fail::msg(super::at_place(source.name(), m)))?;
    if let Some(note) = split.note.as_deref().filter(|_| keys.thinned) {
        // The split keys go to standard output; how they were cut is worth knowing.
        eprintln!("{}", Message::new(text::NOTE).arg("note", note));
    }
    Ok(split.keys)
}
