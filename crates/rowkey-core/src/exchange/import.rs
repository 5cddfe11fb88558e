//! Split keys read back from what HBase prints or reads: a toStringBinary list, the shell's
//! `get_splits` and `list_regions` output, a `SPLITS_FILE`, and the REST `GET /<table>/regions`
//! document.
//!
//! Every importer is lenient on layout (surrounding whitespace, prompts, `Took ... seconds`
//! lines) and strict on content: anything it cannot read exactly is an [`ImportError`] naming
//! the line, never a guess.
//!
//! **Order and duplicates.** `list`, `get-splits` and `splits-file` return the keys in the order
//! they were given, duplicates included, so the lints can report unsorted or repeated keys
//! (HBase sorts split keys itself and refuses duplicates). `list-regions` and `rest-json`
//! describe a table's regions, a set whose printed order means nothing: their keys come back
//! sorted by [`compare`], with each region's read replicas counted once. The first region's
//! empty start key is never a split key and is never returned.
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

use std::collections::HashSet;
use std::fmt;
use std::io::{BufRead, Read};

use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig};
use base64::engine::DecodePaddingMode;
use base64::Engine;
use serde_json::Value;

use crate::hbase::shell::{ruby_literal_to_bytes, splits_file_line_to_bytes};
use crate::hbase::split::{MAX_SPLIT_KEYS, MAX_SPLIT_KEY_BYTES};
use crate::hbase::{compare, to_bytes_binary, to_string_binary};
use crate::limits::{mib, MAX_IMPORT_BYTES};

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

/// Why an import failed, and where: a 1-based line (and column, when one character is at
/// fault) of the imported text.
///
/// ```
/// use rowkey_core::exchange::{import, ImportFormat};
/// let err = import(ImportFormat::List, "a\n'b\n").unwrap_err();
/// assert_eq!(err.line, 2);
/// assert!(err.to_string().starts_with("line 2: "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The line, from 1.
    pub line: usize,
    /// The column (in characters, from 1), when the problem is at one place in the line.
    pub column: Option<usize>,
    /// What is wrong, in the user's terms.
    pub message: String,
}

impl ImportError {
    fn new(line: usize, message: impl Into<String>) -> Self {
        ImportError {
            line,
            column: None,
            message: message.into(),
        }
    }

    /// The error at byte `offset` of `text`.
    fn at(text: &str, offset: usize, message: impl Into<String>) -> Self {
        let (line, column) = line_col(text, offset);
        ImportError {
            line,
            column: Some(column),
            message: message.into(),
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ImportError {}

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
                line,
                column: Some(column),
                message: format!(
                    "byte 0x{:02X} is not UTF-8: {} output is text (is this a binary file?)",
                    bytes[e.valid_up_to()],
                    format.name()
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
        self.keys += 1;
        self.bytes += len as u64;
        if self.keys > MAX_SPLIT_KEYS {
            return Err(too_many_keys(line));
        }
        if self.bytes > MAX_SPLIT_KEY_BYTES {
            return Err(ImportError::new(
                line,
                format!(
                    "the split keys so far take more than {}, the limit of split keys: a table's \
                     split keys are far smaller; is this the right file?",
                    mib(MAX_SPLIT_KEY_BYTES)
                ),
            ));
        }
        Ok(())
    }
}

fn too_many_keys(line: usize) -> ImportError {
    ImportError::new(
        line,
        format!(
            "more than {MAX_SPLIT_KEYS} split keys, the limit of split keys: a table has \
             thousands of regions, not millions; is this the right file?"
        ),
    )
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

const EMPTY_KEY: &str = "an empty key is not a split key (the first region's empty start key \
                         is implied, and HBase refuses an empty split key)";

// ---------------------------------------------------------------------------------------------
// list

fn list(text: &str) -> Result<Vec<Vec<u8>>, ImportError> {
    let mut keys = Vec::new();
    let mut kept = Kept::default();
    for (n, _, line) in lines(text) {
        if let Some(key) = list_line(n, line)? {
            kept.add(n, key.len())?;
            keys.push(key);
        }
    }
    Ok(keys)
}

/// The key on line `n` of a list, if the line holds one.
fn list_line(n: usize, line: &str) -> Result<Option<Vec<u8>>, ImportError> {
    let t = line.trim();
    // `#` starts a comment only at the start of a line: it is an ordinary key character.
    if t.is_empty() || t.starts_with('#') {
        return Ok(None);
    }
    let key = list_entry(t).map_err(|m| ImportError {
        line: n,
        column: Some(line_col(line, offset_in(line, t)).1),
        message: m,
    })?;
    if key.is_empty() {
        return Err(ImportError::new(n, EMPTY_KEY));
    }
    Ok(Some(key))
}

/// [`import_bytes`] from a reader, reading at most [`MAX_IMPORT_BYTES`]. A `list` is read line
/// by line and never held whole, so what the import holds is the keys it keeps (themselves
/// bounded by the split-key limits); the other formats, whose parts refer to each other, are
/// read whole, within the same limit.
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
            format!(
                "the input is larger than {}, the limit of imported input: split keys fit in far \
                 less; is this the right file?",
                mib(MAX_IMPORT_BYTES)
            ),
        )
    };
    let unreadable =
        |line: usize, e: std::io::Error| ImportError::new(line, format!("cannot read it: {e}"));
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
                ImportError::new(1, format!("byte {} is not UTF-8", e.valid_up_to()))
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

/// One key of a list. Quotes only wrap the key; the text inside is toStringBinary, with the
/// escapes the quotes' own language needs undone (toStringBinary never writes `\\`, `\'` or
/// `\"`, so undoing them cannot change a real toStringBinary key).
fn list_entry(t: &str) -> Result<Vec<u8>, String> {
    let quote = t.chars().next();
    if !matches!(quote, Some('\'' | '"')) {
        return Ok(to_bytes_binary(t));
    }
    // People paste list elements with their separators: `'a',`.
    let literal = t.strip_suffix(',').map_or(t, str::trim_end);
    let hint = "(a key that really starts with a quote is written \\x27 or \\x22)";
    if quote == Some('\'') {
        // A Ruby single-quoted string, the way SPLITS => ['...'] writes a key.
        ruby_literal_to_bytes(literal).map_err(|e| format!("{e} {hint}"))
    } else {
        let mut out = String::with_capacity(literal.len());
        let mut chars = literal[1..].chars();
        while let Some(c) = chars.next() {
            match c {
                '"' => {
                    let rest = chars.as_str().trim();
                    return if rest.is_empty() {
                        Ok(to_bytes_binary(&out))
                    } else {
                        Err(format!(
                            "unexpected `{rest}` after the closing quote {hint}"
                        ))
                    };
                }
                '\\' => match chars.clone().next() {
                    // The escapes of Java, JSON and Ruby's inspect that toStringBinary never
                    // writes; a `\x` stays for toBytesBinary.
                    Some(e @ ('\\' | '"' | '#')) => {
                        chars.next();
                        out.push(e);
                    }
                    _ => out.push('\\'),
                },
                _ => out.push(c),
            }
        }
        Err(format!(
            "unterminated string: the closing `\"` is missing {hint}"
        ))
    }
}

// ---------------------------------------------------------------------------------------------
// get_splits

/// Keys, each with the byte offset of the text it was read from.
type Located = Vec<(usize, Vec<u8>)>;

/// `hbase(main):001:0> ` (HBase up to 2.3), `hbase:001:0> ` (2.4 and later), `hbase> ` (docs).
fn is_prompt(t: &str) -> bool {
    (t.starts_with("hbase(") || t.starts_with("hbase:") || t.starts_with("hbase>"))
        && t.contains('>')
}

/// `Took 0.0123 seconds` (HBase 2.x), `0 row(s) in 0.0200 seconds` (1.x).
fn is_took(t: &str) -> bool {
    (t.starts_with("Took ") || t.contains(" row(s) in ")) && t.ends_with(" seconds")
}

fn get_splits(text: &str) -> Result<Vec<Vec<u8>>, ImportError> {
    const TOTAL: &str = "Total number of splits =";
    let mut total: Option<(usize, u64)> = None;
    let mut printed: Vec<(usize, &str)> = Vec::new();
    let mut array: Option<Located> = None;
    let mut skip_until = 0;
    for (n, start, line) in lines(text) {
        if start < skip_until {
            // A line the `=>` list spread over: only what follows its `]` is left to check.
            let tail = &text[skip_until.min(start + line.len())..start + line.len()];
            if !tail.trim().is_empty() {
                return Err(ImportError::at(
                    text,
                    skip_until,
                    format!("unexpected `{}` after the `=>` list", tail.trim()),
                ));
            }
            continue;
        }
        let t = line.trim();
        if t.is_empty() || is_prompt(t) || is_took(t) {
            continue;
        }
        if let Some(count) = t.strip_prefix(TOTAL) {
            if total.is_some() {
                return Err(ImportError::new(
                    n,
                    "a second `Total number of splits` line: paste one get_splits output at a time",
                ));
            }
            if let Some(&(first, key)) = printed.first() {
                return Err(ImportError::new(
                    first,
                    format!("`{key}` comes before `{TOTAL} ...`: paste only the get_splits output"),
                ));
            }
            let count = count.trim().parse::<u64>().map_err(|_| {
                ImportError::new(n, format!("`{}` is not a count of splits", count.trim()))
            })?;
            total = Some((n, count));
            continue;
        }
        let array_start = if let Some(rest) = t.strip_prefix("=>") {
            let rest = rest.trim_start();
            if !rest.starts_with('[') {
                return Err(ImportError::at(
                    text,
                    start + offset_in(line, rest),
                    "expected the list of split keys, `[...]`, after `=>`",
                ));
            }
            Some(start + offset_in(line, rest))
        } else if t.starts_with('[') {
            Some(start + offset_in(line, t))
        } else {
            None
        };
        if let Some(at) = array_start {
            if array.is_some() {
                return Err(ImportError::new(
                    n,
                    "a second `=>` list: paste one get_splits output at a time",
                ));
            }
            let (keys, end) = ruby_array(text, at)?;
            array = Some(keys);
            skip_until = end;
            let line_end = start + line.len();
            if end <= line_end {
                let tail = &text[end..line_end];
                if !tail.trim().is_empty() {
                    return Err(ImportError::at(
                        text,
                        end,
                        format!("unexpected `{}` after the `=>` list", tail.trim()),
                    ));
                }
            }
            continue;
        }
        if array.is_some() {
            return Err(ImportError::new(
                n,
                format!("unexpected `{t}` after the `=>` list"),
            ));
        }
        if printed.len() >= MAX_SPLIT_KEYS {
            return Err(too_many_keys(n));
        }
        printed.push((n, t));
    }

    let (keys, had_empty) = match array {
        Some(mut listed) => {
            let had_empty = listed.first().is_some_and(|(_, k)| k.is_empty());
            if had_empty {
                listed.remove(0);
            }
            if let Some((at, _)) = listed.iter().find(|(_, k)| k.is_empty()) {
                return Err(ImportError::at(text, *at, EMPTY_KEY));
            }
            check_printed(text, &printed, &listed)?;
            let keys = listed.into_iter().map(|(at, k)| (line_col(text, at).0, k));
            (kept_keys(keys)?, had_empty)
        }
        None => {
            if total.is_none() && printed.is_empty() {
                return Err(ImportError::new(
                    1,
                    "no get_splits output found: expected `Total number of splits = N`, the keys \
                     one per line, and `=> [...]`",
                ));
            }
            let keys = kept_keys(printed.iter().map(|&(n, t)| (n, to_bytes_binary(t))))?;
            (keys, false)
        }
    };
    if let Some((n, count)) = total {
        let found = keys.len() as u64;
        // The shell counts regions: split keys + 1 (and, in shells that listed the first
        // region's empty start key, one more).
        if count != found + 1 && !(had_empty && count == found + 2) {
            return Err(ImportError::new(
                n,
                format!(
                    "`{TOTAL} {count}` means {} split keys (the shell counts regions), but {found} \
                     were found: is part of the output missing?",
                    count.saturating_sub(1)
                ),
            ));
        }
    }
    Ok(keys)
}

/// The keys `puts` printed above the `=>` list must be the list's keys.
fn check_printed(
    text: &str,
    printed: &[(usize, &str)],
    listed: &[(usize, Vec<u8>)],
) -> Result<(), ImportError> {
    if printed.is_empty() {
        return Ok(());
    }
    if printed.len() != listed.len() {
        return Err(ImportError::new(
            printed[0].0,
            format!(
                "{} keys are printed one per line but the `=>` list has {}: is part of the \
                 output missing?",
                printed.len(),
                listed.len()
            ),
        ));
    }
    for ((n, shown), (at, key)) in printed.iter().zip(listed) {
        let listed_text = to_string_binary(key);
        // A terminal paste loses the spaces around a line, so compare without them.
        if shown.trim() != listed_text.trim() {
            return Err(ImportError::new(
                *n,
                format!(
                    "the printed key `{shown}` differs from the `=>` list's `{listed_text}` \
                     (line {})",
                    line_col(text, *at).0
                ),
            ));
        }
    }
    Ok(())
}

/// A Ruby array of string literals starting at `text[start] == '['`: each key (through
/// [`ruby_literal_to_bytes`], so Ruby's escaping is undone before toBytesBinary) with the offset
/// of its literal, and the offset just after the `]`.
fn ruby_array(text: &str, start: usize) -> Result<(Located, usize), ImportError> {
    let bytes = text.as_bytes();
    let mut keys = Vec::new();
    let mut pos = start + 1;
    let skip_ws = |mut p: usize| {
        while p < bytes.len() && bytes[p].is_ascii_whitespace() {
            p += 1;
        }
        p
    };
    loop {
        pos = skip_ws(pos);
        match bytes.get(pos) {
            None => {
                return Err(ImportError::at(
                    text,
                    start,
                    "the list is not closed: `]` is missing",
                ))
            }
            Some(b']') => return Ok((keys, pos + 1)),
            Some(&q @ (b'"' | b'\'')) => {
                let mut end = pos + 1;
                loop {
                    match bytes.get(end) {
                        None => {
                            return Err(ImportError::at(
                                text,
                                pos,
                                "unterminated string: the closing quote is missing",
                            ))
                        }
                        Some(b'\\') => end += 2,
                        Some(&c) if c == q => break,
                        Some(_) => end += 1,
                    }
                }
                let literal = &text[pos..=end];
                let key =
                    ruby_literal_to_bytes(literal).map_err(|e| ImportError::at(text, pos, e))?;
                if keys.len() >= MAX_SPLIT_KEYS {
                    return Err(too_many_keys(line_col(text, pos).0));
                }
                keys.push((pos, key));
                pos = skip_ws(end + 1);
                match bytes.get(pos) {
                    Some(b',') => pos += 1,
                    Some(b']') => return Ok((keys, pos + 1)),
                    None => {
                        return Err(ImportError::at(
                            text,
                            start,
                            "the list is not closed: `]` is missing",
                        ))
                    }
                    Some(_) => {
                        return Err(ImportError::at(
                            text,
                            pos,
                            "expected `,` or `]` after a key",
                        ))
                    }
                }
            }
            Some(_) => {
                return Err(ImportError::at(
                    text,
                    pos,
                    "expected a quoted key or `]`: the list holds strings such as \"10\"",
                ))
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// SPLITS_FILE

/// `admin.rb` does `File.foreach(f) { |line| splits << line.chomp }` and then
/// `Bytes.toBytesBinary` on each: nothing is trimmed or skipped. A blank line is an empty split
/// key, which `createTable` refuses for the whole file, so it is reported here rather than
/// dropped; so is a byte-order mark, which the shell would make part of the first key.
fn splits_file(bytes: &[u8]) -> Result<Vec<Vec<u8>>, ImportError> {
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        return Err(ImportError {
            line: 1,
            column: Some(1),
            message: "the file starts with a UTF-8 byte-order mark, which the HBase shell reads \
                      as part of the first key (byte 0xFF); save the file without it"
                .to_owned(),
        });
    }
    let mut keys = Vec::new();
    let mut kept = Kept::default();
    for (i, line) in bytes.split_inclusive(|&b| b == b'\n').enumerate() {
        let key = splits_file_line_to_bytes(line);
        if key.is_empty() {
            return Err(ImportError::new(
                i + 1,
                "blank line: the HBase shell reads it as an empty split key and createTable \
                 refuses the file (\"Empty split key must not be passed in the split keys.\"); \
                 delete the line",
            ));
        }
        kept.add(i + 1, key.len())?;
        keys.push(key);
    }
    Ok(keys)
}

// ---------------------------------------------------------------------------------------------
// list_regions

const REGION_COLUMNS: [&str; 7] = [
    "SERVER_NAME",
    "REGION_NAME",
    "START_KEY",
    "END_KEY",
    "SIZE",
    "REQ",
    "LOCALITY",
];

/// The cells of a `list_regions` line: ` %Ws |` per column, so the text between `|`s.
fn pipe_cells(line: &str) -> Vec<&str> {
    let mut cells: Vec<&str> = line.split('|').collect();
    // The text after the last `|` (nothing, in the shell's output).
    if cells.last().is_some_and(|c| c.trim().is_empty()) {
        cells.pop();
    }
    cells
}

fn is_header(line: &str) -> bool {
    let cells = pipe_cells(line);
    line.contains('|')
        && cells.iter().any(|c| c.trim() == "START_KEY")
        && cells.iter().all(|c| REGION_COLUMNS.contains(&c.trim()))
}

/// ` 4 rows`, the line after the last row.
fn rows_footer(t: &str) -> Option<u64> {
    let count = t
        .strip_suffix(" rows")
        .or_else(|| t.strip_suffix(" row"))
        .or_else(|| t.strip_suffix(" row(s)"))?;
    count.trim().parse().ok()
}

/// `list_regions` (HBase 2.x) prints every column right-aligned to the width of its widest
/// value, so a row's `|`s sit exactly under the header's. Cells are cut at those positions,
/// which keeps a key holding `|` (toStringBinary prints it raw) in one piece; a row that does not
/// line up (re-spaced by an editor) is split at its `|`s instead, if that gives the right count.
fn list_regions(text: &str) -> Result<Vec<Vec<u8>>, ImportError> {
    // Lines are walked, never collected: a file of empty lines costs nothing per line.
    let mut all = lines(text);
    let Some((header_line, _, header)) = all.by_ref().find(|(_, _, l)| is_header(l)) else {
        if let Some((n, _, l)) =
            lines(text).find(|(_, _, l)| l.trim().starts_with("Can not find region"))
        {
            return Err(ImportError::new(
                n,
                format!(
                    "the shell could not list every region (`{}`): run list_regions again once \
                     no region is in transition",
                    l.trim()
                ),
            ));
        }
        return Err(ImportError::new(
            1,
            "no list_regions table found: expected a header line such as \
             `SERVER_NAME | REGION_NAME | START_KEY | END_KEY | ...`",
        ));
    };
    let names: Vec<&str> = pipe_cells(header).iter().map(|c| c.trim()).collect();
    let pipes: Vec<usize> = header.match_indices('|').map(|(i, _)| i).collect();
    let column = |name: &str| names.iter().position(|&c| c == name);
    let start_col = column("START_KEY").unwrap_or(0);
    let end_col = column("END_KEY");
    let name_col = column("REGION_NAME");

    let mut rest = all.filter(|(_, _, l)| !l.trim().is_empty());
    match rest.next() {
        Some((_, _, l))
            if pipe_cells(l)
                .iter()
                .all(|c| c.trim().chars().all(|c| c == '-')) => {}
        Some((n, _, _)) => {
            return Err(ImportError::new(
                n,
                "expected the line of dashes under the list_regions header",
            ))
        }
        None => {
            return Err(ImportError::new(
                header_line,
                "the list_regions table ends after its header",
            ))
        }
    }

    // (start key, end key, region name) of each row.
    let mut rows: Vec<(Vec<u8>, Option<String>, Option<String>)> = Vec::new();
    let mut footer = None;
    for (n, _, line) in rest {
        let t = line.trim();
        if let Some(count) = rows_footer(t) {
            footer = Some((n, count));
            break;
        }
        if is_took(t) || is_prompt(t) {
            break;
        }
        let cells = row_cells(line, &pipes, names.len()).ok_or_else(|| {
            ImportError::new(
                n,
                format!(
                    "this row does not line up with the header's {} columns (a key holding `|` \
                     can only be read from the table exactly as the shell prints it)",
                    names.len()
                ),
            )
        })?;
        let cell = |i: usize| cells.get(i).map(|c| c.trim().to_owned());
        if rows.len() >= MAX_SPLIT_KEYS {
            return Err(too_many_keys(n));
        }
        rows.push((
            to_bytes_binary(cells.get(start_col).map_or("", |c| c.trim())),
            end_col.and_then(cell),
            name_col.and_then(cell),
        ));
    }
    if let Some((n, count)) = footer {
        if count != rows.len() as u64 {
            return Err(ImportError::new(
                n,
                format!(
                    "the shell says {count} rows but {} were found: is part of the table missing?",
                    rows.len()
                ),
            ));
        }
    }
    let mut keys = Vec::new();
    let mut seen_regions: HashSet<(&[u8], Option<&str>)> = HashSet::new();
    for (start, end, name) in &rows {
        if start.is_empty() {
            continue;
        }
        let first_time = seen_regions.insert((start, end.as_deref()));
        let replica = match name {
            Some(name) => is_replica_region_name(name),
            // Without region names, a second row with the same start and end is a replica.
            None => end.is_some() && !first_time,
        };
        if !replica {
            keys.push((0, start.clone()));
        }
    }
    let mut keys = kept_keys(keys).map_err(|e| ImportError {
        line: header_line,
        ..e
    })?;
    keys.sort_by(|a, b| compare(a, b));
    Ok(keys)
}

/// The cells of a row: cut at the header's `|` positions when the row has `|` at each of them,
/// else split at its `|`s when that gives `columns` cells.
fn row_cells<'a>(line: &'a str, pipes: &[usize], columns: usize) -> Option<Vec<&'a str>> {
    let bytes = line.as_bytes();
    if pipes.iter().all(|&p| bytes.get(p) == Some(&b'|')) {
        let mut cells = Vec::with_capacity(pipes.len());
        let mut from = 0;
        for &p in pipes {
            cells.push(line.get(from..p)?);
            from = p + 1;
        }
        // A header re-typed without its closing `|`: the last column runs to the end.
        if cells.len() < columns {
            cells.push(line.get(from..)?);
        }
        return Some(cells);
    }
    let cells = pipe_cells(line);
    (cells.len() == columns).then_some(cells)
}

/// Whether a region name (`table,startKey,regionId[_replicaId].encodedName.`) names a read
/// replica: `RegionInfo.createRegionName` appends `_%04X` to the id for replicas 1 and up.
fn is_replica_region_name(name: &str) -> bool {
    let body = name.strip_suffix('.').unwrap_or(name);
    // The encoded name is hex and holds no `,`: what is left ends with the region id.
    let before_encoded = body.rsplit_once('.').map_or(body, |(b, _)| b);
    let id = before_encoded
        .rsplit_once(',')
        .map_or(before_encoded, |(_, id)| id);
    match id.split_once('_') {
        Some((ts, replica)) => {
            ts.bytes().all(|b| b.is_ascii_digit())
                && replica.len() == 4
                && replica.bytes().all(|b| b.is_ascii_hexdigit())
                && replica != "0000"
        }
        None => false,
    }
}

// ---------------------------------------------------------------------------------------------
// REST

/// Jackson writes `byte[]` as standard base64 with padding; a hand-edited file may drop the
/// padding, which changes nothing.
const BASE64: GeneralPurpose = GeneralPurpose::new(
    &base64::alphabet::STANDARD,
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// One region of a REST listing: its base64 start key, its id, and where it is in the text.
struct RestEntry {
    start_key: String,
    id: String,
    at: usize,
}

/// `GET /<table>/regions` lists every region location, read replicas included (with the same
/// id and start key as their primary, which they are counted once with).
fn rest(text: &str) -> Result<Vec<Vec<u8>>, ImportError> {
    let entries = if text.trim_start().starts_with('<') {
        rest_xml(text)?
    } else {
        rest_json(text)?
    };
    let mut keys = Vec::new();
    let mut seen: HashSet<(Vec<u8>, &str)> = HashSet::new();
    for (i, e) in entries.iter().enumerate() {
        let key = BASE64.decode(e.start_key.trim()).map_err(|err| {
            ImportError::at(
                text,
                e.at,
                format!(
                    "region {}: startKey `{}` is not base64 ({err})",
                    i + 1,
                    shorten(&e.start_key)
                ),
            )
        })?;
        if key.is_empty() || (!e.id.is_empty() && !seen.insert((key.clone(), e.id.as_str()))) {
            continue;
        }
        keys.push((line_col(text, e.at).0, key));
    }
    let mut keys = kept_keys(keys)?;
    keys.sort_by(|a, b| compare(a, b));
    Ok(keys)
}

fn shorten(s: &str) -> String {
    if s.chars().count() > 40 {
        format!("{}...", s.chars().take(40).collect::<String>())
    } else {
        s.to_owned()
    }
}

/// The most JSON values a REST document may hold: a region is half a dozen, so this is room for
/// far more regions than [`MAX_SPLIT_KEYS`] allows, while a parsed document stays well under
/// 100 MB however its values are packed (a `[0,0,...]` of 64 MiB would be a billion bytes).
const MAX_JSON_VALUES: usize = 2_000_000;

/// An upper bound on the values in a JSON text, counted without parsing it: every value but
/// the first follows a `,` or an opening `[` / `:` outside strings.
fn json_values_at_most(text: &str) -> usize {
    let mut count = 1;
    let mut in_string = false;
    let mut escaped = false;
    for b in text.bytes() {
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
        } else {
            match b {
                b'"' => in_string = true,
                b',' | b'[' | b':' => count += 1,
                _ => {}
            }
        }
    }
    count
}

fn rest_json(text: &str) -> Result<Vec<RestEntry>, ImportError> {
    let values = json_values_at_most(text);
    if values > MAX_JSON_VALUES {
        return Err(ImportError::new(
            1,
            format!(
                "the document holds up to {values} JSON values, over the limit of \
                 {MAX_JSON_VALUES}: a REST regions document has a few per region, and a table \
                 at most {MAX_SPLIT_KEYS} regions here"
            ),
        ));
    }
    let value: Value = serde_json::from_str(text).map_err(|e| json_error(&e))?;
    // serde_json keeps no positions; point each region at its own `"startKey"` in the text.
    let mut positions = text.match_indices("\"startKey\"").map(|(i, _)| i);
    let shape = |message: &str| {
        ImportError::new(
            1,
            format!(
                "{message}: expected the REST regions document, {{\"name\": \"t\", \"Region\": \
                 [{{\"startKey\": \"<base64>\", ...}}]}} (GET /<table>/regions with Accept: \
                 application/json)"
            ),
        )
    };
    let regions = match &value {
        Value::Object(table) => match table.get("Region") {
            Some(Value::Array(regions)) => regions,
            Some(_) => return Err(shape("`Region` is not a list")),
            None => return Err(shape("no `Region` member")),
        },
        _ => return Err(shape("not a JSON object")),
    };
    let mut entries = Vec::with_capacity(regions.len());
    for (i, region) in regions.iter().enumerate() {
        let at = positions.next().unwrap_or(0);
        let fail = |m: &str| ImportError::at(text, at, format!("Region[{i}]: {m}"));
        let Value::Object(region) = region else {
            return Err(fail(
                "a region is an object {\"startKey\": ..., \"endKey\": ..., ...}",
            ));
        };
        let start_key = match region.get("startKey") {
            Some(Value::String(s)) => s.clone(),
            Some(other) => {
                return Err(fail(&format!(
                    "startKey is {}, not a base64 string",
                    shorten(&other.to_string())
                )))
            }
            None => return Err(fail("the region has no startKey")),
        };
        let id = match region.get("id") {
            Some(Value::String(s)) => s.clone(),
            Some(v) => v.to_string(),
            None => String::new(),
        };
        entries.push(RestEntry { start_key, id, at });
    }
    Ok(entries)
}

/// A serde_json error as an [`ImportError`]: its position moves from the message to the fields.
fn json_error(e: &serde_json::Error) -> ImportError {
    let full = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    let message = full.strip_suffix(&suffix).unwrap_or(&full);
    ImportError {
        line: e.line().max(1),
        column: (e.column() > 0).then_some(e.column()),
        message: format!("not a REST regions document: {message}"),
    }
}

/// The XML form: `<TableInfo name="t"><Region startKey="..." id="..." .../>...</TableInfo>`.
/// Only the `Region` elements' attributes matter, so this reads those and nothing more.
fn rest_xml(text: &str) -> Result<Vec<RestEntry>, ImportError> {
    if !text.contains("<TableInfo") {
        return Err(ImportError::new(
            1,
            "expected the REST regions document: <TableInfo name=\"t\"><Region .../></TableInfo>",
        ));
    }
    let mut entries = Vec::new();
    let mut from = 0;
    while let Some(found) = text[from..].find("<Region") {
        let at = from + found;
        let after = at + "<Region".len();
        from = after;
        if !text[after..].starts_with(|c: char| c.is_whitespace() || c == '/' || c == '>') {
            continue;
        }
        let end = tag_end(&text[after..])
            .map(|e| after + e)
            .ok_or_else(|| ImportError::at(text, at, "unterminated <Region> tag"))?;
        let attrs = xml_attributes(&text[after..end])
            .map_err(|m| ImportError::at(text, at, format!("<Region>: {m}")))?;
        let get = |name: &str| {
            attrs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.clone())
        };
        let start_key = get("startKey")
            .ok_or_else(|| ImportError::at(text, at, "<Region> has no startKey attribute"))?;
        if entries.len() >= MAX_SPLIT_KEYS {
            return Err(too_many_keys(line_col(text, at).0));
        }
        entries.push(RestEntry {
            start_key,
            id: get("id").unwrap_or_default(),
            at,
        });
    }
    Ok(entries)
}

/// Where the tag ends: the first `>` outside a quoted attribute value.
fn tag_end(s: &str) -> Option<usize> {
    let mut quote = None;
    for (i, c) in s.char_indices() {
        match (quote, c) {
            (None, '>') => return Some(i),
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            _ => {}
        }
    }
    None
}

/// `name="value"` pairs (either quote), with the five predefined entities and numeric
/// references decoded.
fn xml_attributes(s: &str) -> Result<Vec<(&str, String)>, String> {
    let mut out = Vec::new();
    let mut rest = s.trim_start().trim_end_matches('/').trim_end();
    while !rest.is_empty() {
        let eq = rest
            .find('=')
            .ok_or_else(|| format!("`{}` is not name=\"value\"", shorten(rest)))?;
        let name = rest[..eq].trim();
        let value_part = rest[eq + 1..].trim_start();
        let quote = value_part
            .chars()
            .next()
            .filter(|&c| c == '"' || c == '\'')
            .ok_or_else(|| format!("the value of `{name}` is not quoted"))?;
        let close = value_part[1..]
            .find(quote)
            .ok_or_else(|| format!("the value of `{name}` has no closing quote"))?;
        out.push((name, xml_unescape(&value_part[1..1 + close])?));
        rest = value_part[close + 2..].trim_start();
    }
    Ok(out)
}

fn xml_unescape(s: &str) -> Result<String, String> {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let semi = rest[amp..]
            .find(';')
            .ok_or_else(|| format!("`{}` is not an XML entity", shorten(&rest[amp..])))?;
        let entity = &rest[amp + 1..amp + semi];
        let c = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => entity
                .strip_prefix("#x")
                .map(|h| u32::from_str_radix(h, 16))
                .or_else(|| entity.strip_prefix('#').map(str::parse::<u32>))
                .and_then(Result::ok)
                .and_then(char::from_u32),
        };
        out.push(c.ok_or_else(|| format!("unknown XML entity `&{entity};`"))?);
        rest = &rest[amp + semi + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(format: ImportFormat, text: &str) -> Vec<Vec<u8>> {
        match import(format, text) {
            Ok(k) => k,
            Err(e) => panic!("{format}: {e}\n{text}"),
        }
    }

    fn err(format: ImportFormat, text: &str) -> ImportError {
        match import(format, text) {
            Ok(k) => panic!("{format} should fail, got {k:?}\n{text}"),
            Err(e) => e,
        }
    }

    fn v(keys: &[&[u8]]) -> Vec<Vec<u8>> {
        keys.iter().map(|k| k.to_vec()).collect()
    }

    #[test]
    fn detects_the_format_of_hbase_output() {
        let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/../rowkey-cli/tests/fixtures/");
        let read = |n: &str| std::fs::read_to_string(format!("{fixtures}{n}")).unwrap();
        for (file, format) in [
            ("get_splits.txt", ImportFormat::GetSplits),
            ("get_splits_unsplit.txt", ImportFormat::GetSplits),
            ("list_regions.txt", ImportFormat::ListRegions),
            ("regions.json", ImportFormat::RestJson),
            ("regions.xml", ImportFormat::RestJson),
            ("list.txt", ImportFormat::List),
        ] {
            let text = read(file);
            assert_eq!(ImportFormat::detect(&text), format, "{file}");
            // What is detected reads.
            assert!(import(format, &text).is_ok(), "{file}");
        }
        assert_eq!(
            ImportFormat::detect("\u{feff}  [1, 2]"),
            ImportFormat::RestJson
        );
        // Not JSON after all: a list whose first key starts with a brace.
        assert_eq!(ImportFormat::detect("{a\n"), ImportFormat::List);
        assert_eq!(ImportFormat::detect(""), ImportFormat::List);
    }

    #[test]
    fn imports_stop_at_the_split_key_limits() {
        // One key more than the limit, one character each.
        let many = "a\n".repeat(MAX_SPLIT_KEYS + 1);
        for format in [
            ImportFormat::List,
            ImportFormat::SplitsFile,
            ImportFormat::GetSplits,
        ] {
            let e = err(format, &many);
            assert!(
                e.message.contains("more than 1000000 split keys"),
                "{format}: {e}"
            );
            assert_eq!(e.line, MAX_SPLIT_KEYS + 1, "{format}");
        }
        assert_eq!(
            keys(ImportFormat::List, &"a\n".repeat(MAX_SPLIT_KEYS)).len(),
            MAX_SPLIT_KEYS
        );
        // Fewer, longer keys over the byte limit.
        let long = format!("{}\n", "k".repeat(30_000)).repeat(600);
        for format in [ImportFormat::List, ImportFormat::SplitsFile] {
            let e = err(format, &long);
            assert!(e.message.contains("more than 16 MiB"), "{format}: {e}");
            assert!(e.line > 500 && e.line <= 600, "{format}: {}", e.line);
        }
        // A REST document packed with values is refused before it is parsed.
        let packed = format!("{{\"Region\": [{}0]}}", "0,".repeat(MAX_JSON_VALUES));
        let e = err(ImportFormat::RestJson, &packed);
        assert!(e.message.contains("over the limit of 2000000"), "{e}");
        // Punctuation inside strings (escaped quotes too) is not counted.
        assert_eq!(
            json_values_at_most(r#"{"a": "x,[:\",", "b": [1, 2]}"#),
            json_values_at_most(r#"{"a": "x", "b": [1, 2]}"#)
        );
    }

    #[test]
    fn list_reads_to_bytes_binary_with_quotes_and_comments() {
        let text = "  # splits\n\n10 \n'20',\n\"\\\\x00\\x01\"\n'it\\'s'\n\\xff\n\"a\\\"b\"\n";
        assert_eq!(
            keys(ImportFormat::List, text),
            v(&[b"10", b"20", b"\x00\x01", b"it's", b"xff", b"a\"b"])
        );
        assert!(keys(ImportFormat::List, "").is_empty());
        assert!(keys(ImportFormat::List, "\n  \n# only comments\n").is_empty());
        // Quotes keep surrounding spaces, which a bare key loses.
        assert_eq!(keys(ImportFormat::List, "' a '\n"), v(&[b" a "]));
    }

    #[test]
    fn list_rejects_what_it_cannot_read() {
        let e = err(ImportFormat::List, "a\n  'b\n");
        assert_eq!((e.line, e.column), (2, Some(3)));
        assert!(e.message.contains("unterminated"), "{e}");
        assert_eq!(err(ImportFormat::List, "a\n''\n").line, 2);
        assert!(err(ImportFormat::List, "\"a\" b\n")
            .message
            .contains("after the closing"));
    }

    #[test]
    fn get_splits_hbase_2_output() {
        let text = "hbase:001:0> get_splits 't1'\nTotal number of splits = 5\n10\n20\n30\n\\x00\\xFF\n\
                    Took 0.0331 seconds\n=> [\"10\", \"20\", \"30\", \"\\\\x00\\\\xFF\"]\nhbase:002:0> ";
        assert_eq!(
            keys(ImportFormat::GetSplits, text),
            v(&[b"10", b"20", b"30", b"\x00\xff"])
        );
    }

    #[test]
    fn get_splits_variants() {
        // The list alone, with the first region's "" and spread over lines.
        let text = "=> [\"\",\n  \"10\",\n  \"a\\\"b\", \"\\#{x}\"\n]\n";
        assert_eq!(
            keys(ImportFormat::GetSplits, text),
            v(&[b"10", b"a\"b", b"#{x}"])
        );
        // Printed lines only.
        assert_eq!(
            keys(
                ImportFormat::GetSplits,
                "Total number of splits = 2\nk\\x00\n"
            ),
            v(&[b"k\x00"])
        );
        // An unsplit table.
        let text = "Total number of splits = 1\n\nTook 0.0100 seconds\n=> []\n";
        assert!(keys(ImportFormat::GetSplits, text).is_empty());
        let text = "hbase(main):001:0> get_splits 't'\nTotal number of splits = 1\n\n0 row(s) in 0.0200 seconds\n\n=> []\n";
        assert!(keys(ImportFormat::GetSplits, text).is_empty());
        assert_eq!(keys(ImportFormat::GetSplits, "[\"a\"]"), v(&[b"a"]));
        // With the "" counted, as a shell listing it would count it.
        let text = "Total number of splits = 3\n=> [\"\", \"a\"]";
        assert_eq!(keys(ImportFormat::GetSplits, text), v(&[b"a"]));
    }

    #[test]
    fn get_splits_errors() {
        let cases: &[(&str, usize, &str)] = &[
            ("", 1, "no get_splits output"),
            (
                "Total number of splits = 4\n=> [\"a\"]\n",
                1,
                "means 3 split keys",
            ),
            ("Total number of splits = 2\n=> [\"a\"\n", 2, "not closed"),
            ("=> [\"a\" \"b\"]", 1, "expected `,` or `]`"),
            ("=> [a]", 1, "expected a quoted key"),
            ("=> [\"a\"] x", 1, "unexpected `x`"),
            ("=> [\"a\"]\nb\n", 2, "after the `=>` list"),
            ("Total number of splits = 2\nb\n=> [\"a\"]\n", 2, "differs"),
            (
                "Total number of splits = 2\nb\nc\n=> [\"a\"]\n",
                2,
                "2 keys are printed",
            ),
            ("=> [\"a\", \"\"]", 1, "empty key"),
            ("=> [\"#{x}\"]", 1, "interpolation"),
            ("Total number of splits = x\n", 1, "not a count"),
            ("=> nil", 1, "expected the list"),
        ];
        for (text, line, want) in cases {
            let e = err(ImportFormat::GetSplits, text);
            assert_eq!(e.line, *line, "{text}: {e}");
            assert!(e.message.contains(want), "{text}: {e}");
        }
    }

    #[test]
    fn splits_file_is_read_as_the_shell_reads_it() {
        assert_eq!(
            keys(ImportFormat::SplitsFile, "a\\x00\r\n b \nlast"),
            v(&[b"a\x00", b" b ", b"last"])
        );
        assert!(keys(ImportFormat::SplitsFile, "").is_empty());
        let e = err(ImportFormat::SplitsFile, "a\n\nb\n");
        assert_eq!(e.line, 2);
        assert!(e.message.contains("blank line"));
        assert_eq!(err(ImportFormat::SplitsFile, "a\n\n").line, 2);
        assert_eq!(err(ImportFormat::SplitsFile, "\u{feff}a\n").line, 1);
        assert_eq!(
            import_bytes(ImportFormat::SplitsFile, b"\xff\xfe\n").unwrap(),
            vec![vec![0xfd, 0xfd]]
        );
    }

    /// The table exactly as the shell lays it out: every column padded to its widest value.
    fn shell_table(columns: &[&str], rows: &[Vec<&str>]) -> String {
        let widths: Vec<usize> = columns
            .iter()
            .enumerate()
            .map(|(i, c)| {
                rows.iter()
                    .map(|r| r[i].len())
                    .chain([c.len()])
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let line = |cells: Vec<String>| {
            let mut s = String::new();
            for (c, w) in cells.iter().zip(&widths) {
                s.push_str(&format!(" {c:>w$} |"));
            }
            s + "\n"
        };
        let mut out = line(columns.iter().map(|c| c.to_string()).collect());
        out += &line(widths.iter().map(|w| "-".repeat(*w)).collect());
        for r in rows {
            out += &line(r.iter().map(|c| c.to_string()).collect());
        }
        out + &format!(" {} rows\n", rows.len())
    }

    #[test]
    fn list_regions_reads_start_keys_by_position() {
        let cols = [
            "SERVER_NAME",
            "REGION_NAME",
            "START_KEY",
            "END_KEY",
            "SIZE",
            "REQ",
            "LOCALITY",
        ];
        let rows = vec![
            vec![
                "h1,16020,1",
                "t1,,1700000000001.0123456789abcdef0123456789abcdef.",
                "",
                "10",
                "0",
                "0",
                "0.0",
            ],
            vec![
                "h2,16020,1",
                "t1,a|b\\x00,1700000000001.3123456789abcdef0123456789abcdef.",
                "a|b\\x00",
                "",
                "0",
                "0",
                "0.0",
            ],
            vec![
                "h2,16020,1",
                "t1,10,1700000000001.1123456789abcdef0123456789abcdef.",
                "10",
                "a|b\\x00",
                "0",
                "0",
                "0.0",
            ],
            vec![
                "h1,16020,1",
                "t1,10,1700000000001_0001.2123456789abcdef0123456789abcdef.",
                "10",
                "a|b\\x00",
                "0",
                "0",
                "0.0",
            ],
        ];
        let text = format!(
            "hbase:003:0> list_regions 't1'\n{}Took 0.1 seconds\n",
            shell_table(&cols, &rows)
        );
        assert_eq!(
            keys(ImportFormat::ListRegions, &text),
            v(&[b"10", b"a|b\x00"])
        );
        // Columns chosen by the user, in another order.
        let text = shell_table(
            &["START_KEY", "SERVER_NAME"],
            &[vec!["", "h"], vec!["k", "h"]],
        );
        assert_eq!(keys(ImportFormat::ListRegions, &text), v(&[b"k"]));
    }

    #[test]
    fn list_regions_falls_back_to_splitting_re_spaced_rows() {
        let text = "SERVER_NAME | START_KEY | END_KEY |\n--- | --- | --- |\nh | | 5 |\nh |  5 | |\n2 rows\n";
        assert_eq!(keys(ImportFormat::ListRegions, text), v(&[b"5"]));
    }

    #[test]
    fn list_regions_errors() {
        let cases: &[(&str, usize, &str)] = &[
            ("", 1, "no list_regions table"),
            ("SERVER_NAME | END_KEY |\n", 1, "no list_regions table"),
            ("START_KEY |\nxx |\n", 2, "dashes"),
            ("START_KEY |\n", 1, "ends after its header"),
            (
                "START_KEY | SIZE |\n- | - |\na | b | c |\n",
                3,
                "does not line up",
            ),
            ("START_KEY |\n- |\na |\n2 rows\n", 4, "says 2 rows"),
            (
                "Can not find region: x , it may be disabled or in transition\n",
                1,
                "could not list",
            ),
        ];
        for (text, line, want) in cases {
            let e = err(ImportFormat::ListRegions, text);
            assert_eq!(e.line, *line, "{text}: {e}");
            assert!(e.message.contains(want), "{text}: {e}");
        }
    }

    #[test]
    fn replica_region_names() {
        assert!(is_replica_region_name(
            "t,k,1700000000001_0001.0123456789abcdef0123456789abcdef."
        ));
        assert!(!is_replica_region_name(
            "t,k,1700000000001.0123456789abcdef0123456789abcdef."
        ));
        assert!(!is_replica_region_name(
            "t,a_0001,1.0123456789abcdef0123456789abcdef."
        ));
        assert!(is_replica_region_name("t,k,1_000A"));
    }

    #[test]
    fn rest_json_regions() {
        let text = r#"{"name":"t1","Region":[
            {"endKey":"MTA=","id":1700000000001,"location":"host1:16020","name":"t1,,1700000000001.0123.","startKey":""},
            {"endKey":"","id":1700000000002,"location":"host2:16020","name":"t1,\\x00\\xFF,1700000000002.4567.","startKey":"AP8="},
            {"endKey":"AP8=","id":1700000000001,"location":"host1:16020","name":"t1,10,1700000000001.89ab.","startKey":"MTA"},
            {"endKey":"AP8=","id":1700000000001,"location":"host3:16020","name":"t1,10,1700000000001.89ab.","startKey":"MTA="}
        ]}"#;
        assert_eq!(keys(ImportFormat::RestJson, text), v(&[b"\x00\xff", b"10"]));
        assert!(keys(ImportFormat::RestJson, r#"{"name":"t","Region":[]}"#).is_empty());
    }

    #[test]
    fn rest_json_errors() {
        let cases: &[(&str, usize, &str)] = &[
            ("", 1, "not a REST regions document"),
            ("{\"name\": \"t\"}", 1, "no `Region` member"),
            ("{\"Region\": {}}", 1, "`Region` is not a list"),
            (
                "{\"Region\": [{\"startKey\": 5}]}",
                1,
                "Region[0]: startKey is 5",
            ),
            (
                "{\"Region\": [\n\"MTA=\"]}",
                1,
                "Region[0]: a region is an object",
            ),
            ("{\"Region\": [\n{\"id\": 1}]}", 1, "Region[0]"),
            ("{\"Region\": [\n{\"startKey\": \"@@\"}]}", 2, "not base64"),
            ("{\"Region\": []} x", 1, "trailing characters"),
            ("[1]", 1, "not a JSON object"),
            (
                "{\n\"Region\": [,]}",
                2,
                "not a REST regions document: expected value",
            ),
        ];
        for (text, line, want) in cases {
            let e = err(ImportFormat::RestJson, text);
            assert_eq!(e.line, *line, "{text}: {e}");
            assert!(e.message.contains(want), "{text}: {e}");
        }
        let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(import(ImportFormat::RestJson, &deep).is_err());
    }

    #[test]
    fn rest_xml_regions() {
        let text = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><TableInfo name="t1"><Region endKey="MTA=" id="1" location="h:1" name="t1,,1.a." startKey=""/><Region endKey="" id="1" location="h:1" name="t1,10,1.b." startKey="MTA="/><Region id='1' startKey='MTA&#61;' /></TableInfo>"#;
        assert_eq!(keys(ImportFormat::RestJson, text), v(&[b"10"]));
        assert!(err(ImportFormat::RestJson, "<html>")
            .message
            .contains("TableInfo"));
        assert!(err(ImportFormat::RestJson, "<TableInfo><Region id=1/>")
            .message
            .contains("not quoted"));
        assert!(err(ImportFormat::RestJson, "<TableInfo><Region id=\"1\"/>")
            .message
            .contains("no startKey"));
    }

    proptest::proptest! {
        /// Whatever is pasted, every importer answers (keys or an error on a real line).
        #[test]
        fn importers_never_panic(parts in proptest::collection::vec(proptest::sample::select(vec![
            "|", " | ", "START_KEY", "REGION_NAME", "END_KEY", "\n", "\r\n", "---", " 2 rows", "=>",
            "[", "]", "\"", "'", "\\", "\\x0", "\\xFF", ",", "#", "Total number of splits = 3",
            "Took 0.1 seconds", "<TableInfo>", "<Region ", "startKey=", "\"startKey\"", "\"Region\"",
            "{", "}", ":", "&#", "&amp;", ";", "/>", "MTA=", "é", "中", "\u{feff}", "x", " ", "_0001.",
        ]), 0..40)) {
            let text: String = parts.concat();
            let line_count = text.split('\n').count();
            for format in ImportFormat::ALL {
                if let Err(e) = import(format, &text) {
                    proptest::prop_assert!(e.line >= 1 && e.line <= line_count, "{format}: {e}");
                }
            }
        }
    }

    #[test]
    fn non_utf8_input_is_reported_not_guessed() {
        for format in ImportFormat::ALL {
            if format == ImportFormat::SplitsFile {
                continue;
            }
            let e = import_bytes(format, b"\x00\x01\xff\xfe").unwrap_err();
            assert_eq!(e.line, 1, "{format}");
        }
    }
}
