//! Split keys read back from what HBase prints or reads: a toStringBinary list, the shell's
//! `get_splits` and `list_regions` output, a `SPLITS_FILE`, and the REST `GET /<table>/regions`
//! document.
//!
//! Every importer is lenient on layout (surrounding whitespace, prompts, `Took ... seconds`
//! lines) and strict on content: anything it cannot read exactly is an [`ImportError`] naming
//! the line, never a guess.
//!
//! Each format has its own file; this one holds the entry points and what the formats share:
//! line positions, the split-key limits as keys are kept, and the shell's prompt and timing lines.
//!
//! **Order and duplicates.** `list`, `get-splits` and `splits-file` return the keys in the order
//! they were given, duplicates included, so the lints can report unsorted or repeated keys
//! (HBase sorts split keys itself and refuses duplicates). `list-regions` and `rest-json`
//! describe a table's regions, a set whose printed order means nothing: their keys come back
//! sorted by [`compare`](crate::hbase::compare), with each region's read replicas counted once.
//! The first region's empty start key is never a split key and is never returned.
//!
//! **What the shell output cannot say.** `list_regions` strips the spaces around each key
//! (Ruby's `strip`), and a terminal paste of `get_splits`' printed lines loses them too: a key
//! that starts or ends with a space survives only in `get_splits`' quoted `=>` list, a
//! `SPLITS_FILE` or the REST document.
//!
//! ```
//! use rowkey_core::exchange::{import, ImportFormat};
//! let pasted = "Total number of splits = 3\n10\n\\x00a\nTook 0.0120 seconds\n=> [\"10\", \"\\\\x00a\"]\n";
//! let keys = import(ImportFormat::GetSplits, pasted).unwrap();
//! assert_eq!(keys, vec![b"10".to_vec(), b"\x00a".to_vec()]);
//! ```

mod error;
mod format;
mod get_splits;
mod list;
mod list_regions;
mod rest;
mod splits_file;

pub use error::{ImportError, ImportErrorKind};
pub use format::ImportFormat;

use std::io::{BufRead, Read};

use crate::hbase::region_table::{is_prompt, is_took};
use crate::hbase::split::{MAX_SPLIT_KEYS, MAX_SPLIT_KEY_BYTES};
use crate::i18n::catalogue::import as msg;
use crate::i18n::{Arg, Entry};
use crate::limits::{mib, MAX_IMPORT_BYTES};
use get_splits::get_splits;
use list::{list, list_line};
use list_regions::list_regions;
use rest::rest;
use splits_file::splits_file;

/// The split keys in `text`, read as `format` (see the [module docs](self) for the order they
/// come back in).
///
/// A `SPLITS_FILE` is bytes, not text, for the shell: use [`import_bytes`] to read one exactly
/// as it is on disk (a raw `0xFF` in the file becomes `0xFD`, as JRuby makes it).
///
/// ```
/// use rowkey_core::exchange::{import, ImportFormat};
/// let keys = import(ImportFormat::List, "# region starts\n10\n'\\x00\\xFF'\n").unwrap();
/// assert_eq!(keys, vec![b"10".to_vec(), vec![0x00, 0xff]]);
/// ```
///
/// # Errors
///
/// An [`ImportError`] naming the line (or member) that is not of the format, or a listing
/// past the split-key limits.
pub fn import(format: ImportFormat, text: &str) -> Result<Vec<Vec<u8>>, ImportError> {
    if format == ImportFormat::SplitsFile {
        return splits_file(text.as_bytes());
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    match format {
        ImportFormat::List => list(text),
        ImportFormat::GetSplits => get_splits(text),
        ImportFormat::SplitsFile => splits_file(text.as_bytes()),
        ImportFormat::ListRegions => list_regions(text),
        ImportFormat::RestJson => rest(text),
    }
}

/// [`import`] from raw file content. A `SPLITS_FILE` is read byte for byte as the shell reads
/// it; every other format must be UTF-8.
///
/// # Errors
///
/// An [`ImportError`] with its line (and its [`ImportErrorKind`]): the text is not UTF-8, not in
/// `format`, malformed, inconsistent, has an empty key, or has too many keys.
///
/// ```
/// use rowkey_core::exchange::{import_bytes, ImportFormat};
/// assert_eq!(import_bytes(ImportFormat::SplitsFile, b"a\xff\n").unwrap(), vec![vec![b'a', 0xfd]]);
/// let err = import_bytes(ImportFormat::List, b"ok\nbad\xff\n").unwrap_err();
/// assert_eq!((err.line, err.column), (2, Some(4)));
/// ```
pub fn import_bytes(format: ImportFormat, bytes: &[u8]) -> Result<Vec<Vec<u8>>, ImportError> {
    if format == ImportFormat::SplitsFile {
        return splits_file(bytes);
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => import(format, text),
        Err(e) => {
            let valid = &bytes[..e.valid_up_to()];
            let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
            let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
            let column = String::from_utf8_lossy(&valid[line_start..])
                .chars()
                .count()
                + 1;
            Err(ImportError {
                kind: ImportErrorKind::NotUtf8,
                line,
                column: Some(column),
                message: crate::msg!(
                    msg::NOT_UTF8,
                    byte = format!("{:02X}", bytes[e.valid_up_to()]),
                    format = format.name()
                ),
            })
        }
    }
}

/// 1-based line and character column of byte `offset` in `text`.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |p| p + 1);
    (line, before[line_start..].chars().count() + 1)
}

/// Each line with its number (from 1) and the byte offset where it starts; the line excludes
/// its `\n` / `\r\n`.
fn lines(text: &str) -> impl Iterator<Item = (usize, usize, &str)> {
    let mut offset = 0;
    text.split_inclusive('\n').enumerate().map(move |(i, raw)| {
        let start = offset;
        offset += raw.len();
        let line = raw.strip_suffix('\n').unwrap_or(raw);
        let line = line.strip_suffix('\r').unwrap_or(line);
        (i + 1, start, line)
    })
}

/// Byte offset of `inner` (a subslice of `outer`) within `outer`.
fn offset_in(outer: &str, inner: &str) -> usize {
    (inner.as_ptr() as usize).saturating_sub(outer.as_ptr() as usize)
}

/// The split-key limits applied as keys are read: at most [`MAX_SPLIT_KEYS`] keys of at most
/// [`MAX_SPLIT_KEY_BYTES`] in all, so what an import holds stays proportional to the keys kept
/// and bounded, whatever the input.
#[derive(Default)]
struct Kept {
    keys: usize,
    bytes: u64,
}

impl Kept {
    /// Count one more key of `len` bytes, read at `line`.
    fn add(&mut self, line: usize, len: usize) -> Result<(), ImportError> {
        // A split key is a row key: one longer than HBase's row limit cannot be made.
        crate::limits::check_key_length(len)
            .map_err(|m| ImportError::new(line, m).of(ImportErrorKind::TooLarge))?;
        self.keys += 1;
        self.bytes += len as u64;
        if self.keys > MAX_SPLIT_KEYS {
            return Err(too_many_keys(line));
        }
        if self.bytes > MAX_SPLIT_KEY_BYTES {
            return Err(ImportError::new(
                line,
                crate::msg!(msg::TOO_MANY_BYTES, limit = mib(MAX_SPLIT_KEY_BYTES)),
            )
            .of(ImportErrorKind::TooLarge));
        }
        Ok(())
    }
}

fn too_many_keys(line: usize) -> ImportError {
    ImportError::new(
        line,
        crate::msg!(msg::TOO_MANY_KEYS, limit = Arg::Int(MAX_SPLIT_KEYS as i128)),
    )
    .of(ImportErrorKind::TooLarge)
}

/// Keys of a list in the order given, counted against [`Kept`]'s limits.
fn kept_keys(
    keys: impl IntoIterator<Item = (usize, Vec<u8>)>,
) -> Result<Vec<Vec<u8>>, ImportError> {
    let mut kept = Kept::default();
    keys.into_iter()
        .map(|(line, key)| kept.add(line, key.len()).map(|()| key))
        .collect()
}

const EMPTY_KEY: &Entry = msg::EMPTY_KEY;

/// [`import_bytes`] from a reader, reading at most [`MAX_IMPORT_BYTES`]. A `list` is read line
/// by line and never held whole, so what the import holds is the keys it keeps (themselves
/// bounded by the split-key limits); the other formats, whose parts refer to each other, are
/// read whole, within the same limit.
///
/// # Errors
///
/// What [`import_bytes`] refuses, and input past [`MAX_IMPORT_BYTES`] or a read that fails.
///
/// ```
/// use rowkey_core::exchange::{import_reader, ImportFormat};
/// let keys = import_reader(ImportFormat::List, &b"\xEF\xBB\xBFa\r\n# c\n\\x00\n"[..]).unwrap();
/// assert_eq!(keys, vec![b"a".to_vec(), vec![0]]);
/// ```
pub fn import_reader<R: BufRead>(
    format: ImportFormat,
    reader: R,
) -> Result<Vec<Vec<u8>>, ImportError> {
    let mut reader = reader.take(MAX_IMPORT_BYTES + 1);
    let too_large = |line: usize| {
        ImportError::new(
            line,
            crate::msg!(msg::INPUT_TOO_LARGE, limit = mib(MAX_IMPORT_BYTES)),
        )
        .of(ImportErrorKind::TooLarge)
    };
    let unreadable = |line: usize, e: std::io::Error| {
        ImportError::new(line, crate::msg!(msg::UNREADABLE, error = e.to_string()))
            .of(ImportErrorKind::Unreadable)
    };
    if format != ImportFormat::List {
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .map_err(|e| unreadable(1, e))?;
        if bytes.len() as u64 > MAX_IMPORT_BYTES {
            return Err(too_large(1));
        }
        return import_bytes(format, &bytes);
    }
    let mut keys = Vec::new();
    let mut kept = Kept::default();
    let mut read = 0u64;
    let mut buf = Vec::new();
    for n in 1.. {
        buf.clear();
        let got = reader
            .read_until(b'\n', &mut buf)
            .map_err(|e| unreadable(n, e))?;
        if got == 0 {
            break;
        }
        read += got as u64;
        if read > MAX_IMPORT_BYTES {
            return Err(too_large(n));
        }
        let raw = buf.strip_suffix(b"\n").unwrap_or(&buf);
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        let line = std::str::from_utf8(raw).map_err(|e| {
            // The same message as a whole-text import gives.
            let mut err = import_bytes(format, raw).err().unwrap_or_else(|| {
                ImportError::new(
                    1,
                    crate::msg!(
                        msg::BYTE_NOT_UTF8,
                        offset = Arg::Int(e.valid_up_to() as i128)
                    ),
                )
                .of(ImportErrorKind::NotUtf8)
            });
            err.line = n;
            err
        })?;
        let line = if n == 1 {
            line.strip_prefix('\u{feff}').unwrap_or(line)
        } else {
            line
        };
        if let Some(key) = list_line(n, line)? {
            kept.add(n, key.len())?;
            keys.push(key);
        }
    }
    Ok(keys)
}

#[cfg(test)]
mod tests;
