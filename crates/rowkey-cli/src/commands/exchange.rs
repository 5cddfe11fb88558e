//! `rowkey import` and `rowkey export`.

use super::design::{design_fail, load_design, sample_count, write_csv};
use crate::cli::{ExportTo, ImportFrom, KeyFormat};
use crate::fail::Fail;
use rowkey_core::analyze::sampled_split_keys;
use rowkey_core::exchange::{self, ExportKind};
use rowkey_core::i18n::{catalogue::cli as text, Arg, Message};
use rowkey_core::sample::Compiled;
use std::io::Write;
use std::path::Path;

pub fn import(from: ImportFrom, path: &Path, format: KeyFormat) -> Result<(), Fail> {
    let stdin = path.as_os_str() == "-";
    let shown = if stdin {
        Message::new(text::STDIN_SHOWN).to_string()
    } else {
        path.display().to_string()
    };
    let format_in = from.0;
    // Streamed: a list is read line by line, and every format within the input and split-key
    // limits, so memory follows the keys kept, not the input.
    let imported = if stdin {
        exchange::import_reader(format_in, std::io::stdin().lock())
    } else {
        let file = std::fs::File::open(path).map_err(|e| {
            Fail::msg(
                Message::new(text::IMPORT_CANNOT_READ)
                    .arg("path", shown.as_str())
                    .arg("error", e.to_string())
                    .to_string(),
            )
        })?;
        exchange::import_reader(format_in, std::io::BufReader::new(file))
    };
    let keys = imported.map_err(|e| {
        Fail::msg(
            Message::new(text::AT_FILE_LINE)
                .arg("file", shown.to_string())
                .arg("line", Arg::Int(e.line as i128))
                .arg("message", e.message)
                .to_string(),
        )
    })?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for key in &keys {
        writeln!(out, "{}", super::format_key(key, format))?;
    }
    out.flush()?;
    Ok(())
}

pub fn export(path: &Path, to: ExportTo, count: Option<u64>) -> Result<(), Fail> {
    let kind = to.0;
    if count.is_some() && kind != ExportKind::Csv {
        return Err(Fail::msg(Message::new(text::COUNT_ONLY_CSV).to_string()));
    }
    let compiled = load_design(path)?;
    let design = compiled.design();
    let text = match kind {
        ExportKind::Design => exchange::export_design(design),
        ExportKind::Csv => return csv(path, &compiled, count),
        _ => {
            let keys = keys(path, &compiled)?;
            // Every kind but the two above writes split keys; some cannot express every design.
            match kind.with_keys(design, &keys) {
                Some(Ok(text)) => text,
                Some(Err(refused)) => {
                    return Err(Fail::msg(
                        Message::new(text::CANNOT_EXPORT)
                            .arg("path", path.display().to_string())
                            .arg("kind", kind.to_string())
                            .arg("refused", refused.to_string())
                            .to_string(),
                    ))
                }
                None => String::new(),
            }
        }
    };
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

/// The design's split keys; `quantile` needs the sorted sample keys first.
fn keys(path: &Path, compiled: &Compiled) -> Result<Vec<Vec<u8>>, Fail> {
    let fail = |e| design_fail(path, "", Some(compiled.design()), &[e]);
    Ok(sampled_split_keys(compiled, compiled.design().sample.count)
        .map_err(fail)?
        .keys)
}

fn csv(path: &Path, compiled: &Compiled, count: Option<u64>) -> Result<(), Fail> {
    let count = sample_count(count, compiled.design().sample.count)?;
    write_csv(path, compiled, count)
}
