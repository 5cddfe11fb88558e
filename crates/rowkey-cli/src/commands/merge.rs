//! Partials on the command line: `analyze --keys --partial` writes one, `rowkey merge` folds
//! any number into a report (or a merged partial), `split quantile --from-partial` cuts split
//! keys from one.

use crate::fail::Fail;
use rowkey_core::i18n::{catalogue::cli as text, catalogue::keys as msg, Message};
use rowkey_core::keys::partial::{KeysPartial, PartialError};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};

/// The largest partial read (text or binary): a partial's own bound with room to spare, so a
/// wrong file fails at once instead of filling memory.
const MAX_PARTIAL_BYTES: u64 = 64 << 20;

/// How a partial is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PartialFormat {
    /// One line: `rowkey-partial-v5:` and base64 (for pipes, `RDD.pipe`, Hadoop streaming).
    Text,
    /// The bytes (for files).
    Binary,
}

/// What `rowkey merge` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum MergeFormat {
    /// The report, as `rowkey analyze --keys` prints it.
    Text,
    /// The report as JSON, as `rowkey analyze --keys --format json` prints it.
    Json,
    /// The merged partial (see --partial-format), to merge again later.
    Partial,
}

/// Write `partial` to standard output.
pub fn write_partial(partial: &KeysPartial, format: PartialFormat) -> Result<(), Fail> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    match format {
        PartialFormat::Text => {
            out.write_all(partial.to_text().as_bytes())?;
            out.write_all(b"\n")?;
        }
        PartialFormat::Binary => out.write_all(&partial.to_bytes())?,
    }
    out.flush()?;
    Ok(())
}

fn name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        Message::new(text::STANDARD_INPUT).to_string()
    } else {
        path.display().to_string()
    }
}

/// An error about a file (and the line of it, for a file of text partials).
fn at(path: &Path, line: Option<u64>, e: &PartialError) -> Fail {
    let place = match line {
        Some(n) => format!("{}:{n}", name(path)),
        None => name(path),
    };
    Fail::msg(super::at_place(place, e.to_string()))
}

/// Hand every partial in `path` (a binary partial, or text partials one per line) to `each`,
/// one at a time.
pub fn read_partials(
    path: &Path,
    each: &mut dyn FnMut(KeysPartial) -> Result<(), PartialError>,
) -> Result<(), Fail> {
    let input: Box<dyn Read> = if path.as_os_str() == "-" {
        Box::new(std::io::stdin().lock())
    } else {
        Box::new(
            std::fs::File::open(path)
                .map_err(|e| super::keys::cannot_read(path.display().to_string(), &e))?,
        )
    };
    let io = |e: std::io::Error| super::keys::cannot_read(name(path), &e);
    let mut input = BufReader::new(input);
    let head = input.fill_buf().map_err(io)?;
    let text = head.starts_with(b"rowkey-partial-") || head.is_empty();
    if !text {
        let mut bytes = Vec::new();
        input
            .take(MAX_PARTIAL_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(io)?;
        if bytes.len() as u64 > MAX_PARTIAL_BYTES {
            return Err(at(path, None, &too_large()));
        }
        let p = KeysPartial::read(&bytes).map_err(|e| at(path, None, &e))?;
        return each(p).map_err(|e| at(path, None, &e));
    }
    let mut line = Vec::new();
    let mut n = 0u64;
    let mut seen = false;
    loop {
        line.clear();
        let read = (&mut input)
            .take(MAX_PARTIAL_BYTES + 1)
            .read_until(b'\n', &mut line)
            .map_err(io)?;
        if read == 0 {
            break;
        }
        n += 1;
        if line.len() as u64 > MAX_PARTIAL_BYTES {
            return Err(at(path, Some(n), &too_large()));
        }
        if line.trim_ascii().is_empty() {
            continue;
        }
        seen = true;
        let p = KeysPartial::read(&line).map_err(|e| at(path, Some(n), &e))?;
        each(p).map_err(|e| at(path, Some(n), &e))?;
    }
    if !seen {
        return Err(at(path, None, &Message::new(msg::NO_PARTIALS).into()));
    }
    Ok(())
}

fn too_large() -> PartialError {
    Message::new(msg::PARTIAL_BAD).arg("what", "size").into()
}

/// Fold every partial of `paths` into one, holding one partial besides the sum at a time.
pub fn merge_all(paths: &[PathBuf]) -> Result<KeysPartial, Fail> {
    let mut sum: Option<KeysPartial> = None;
    for path in paths {
        read_partials(path, &mut |p| match &mut sum {
            Some(s) => s.merge(p),
            None => {
                sum = Some(p);
                Ok(())
            }
        })?;
    }
    sum.ok_or_else(|| Fail::msg(Message::new(msg::NO_PARTIALS).to_string()))
}

/// `rowkey merge`.
pub fn merge(
    paths: &[PathBuf],
    format: MergeFormat,
    partial_format: PartialFormat,
    all_regions: bool,
    weigh_bytes: bool,
) -> Result<(), Fail> {
    let merged = merge_all(paths)?;
    if format == MergeFormat::Partial {
        return write_partial(&merged, partial_format);
    }
    let mut report = merged.report().map_err(|e| Fail::msg(e.to_string()))?;
    if weigh_bytes {
        rowkey_core::analyze::bytes::weigh_in_bytes(&mut report)
            .map_err(|e| Fail::msg(e.to_string()))?;
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if format == MergeFormat::Json {
        super::write_json(&mut out, &report)?;
    } else {
        let design: rowkey_core::design::Design =
            serde_json::from_str(merged.design_json()).map_err(|e| Fail::msg(e.to_string()))?;
        let text = super::analyze::render_text(&report, design.template.as_str(), all_regions);
        out.write_all(text.as_bytes())?;
    }
    out.flush()?;
    Ok(())
}

/// `split quantile --from-partial`: the split keys of the merged partials in `paths`, cutting
/// equal bytes with `by_bytes`.
pub fn quantile_from_partial(
    paths: &[PathBuf],
    regions: i32,
    by_bytes: bool,
) -> Result<Vec<Vec<u8>>, Fail> {
    let regions = super::keys::quantile_regions(regions)?;
    let merged = merge_all(paths)?;
    let split = if by_bytes {
        merged.quantile_by_bytes(regions)
    } else {
        merged.quantile(regions)
    }
    .map_err(|e| Fail::msg(e.to_string()))?;
    if let Some(note) = &split.note {
        eprintln!("{}", Message::new(text::NOTE).arg("note", note.clone()));
    }
    Ok(split.keys)
}
