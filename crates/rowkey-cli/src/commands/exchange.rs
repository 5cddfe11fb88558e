//! `rowkey import` and `rowkey export`.

use crate::cli::{ExportTo, ImportFrom, KeyFormat};
use crate::commands::sample::{design_fail, load_design};
use crate::fail::Fail;
use rowkey_core::analyze::splits::quantile_sample;
use rowkey_core::analyze::split_keys;
use rowkey_core::design::SplitAlgorithm;
use rowkey_core::exchange::{self, CsvError, ImportFormat};
use rowkey_core::limits::{mib, MAX_IMPORT_BYTES};
use rowkey_core::sample::Compiled;
use std::io::{Read, Write};
use std::path::Path;

pub fn import(from: ImportFrom, path: &Path, format: KeyFormat) -> Result<(), Fail> {
    let stdin = path.as_os_str() == "-";
    let shown = if stdin {
        "<stdin>".to_owned()
    } else {
        path.display().to_string()
    };
    let bytes = read_limited(path, stdin).map_err(|e| Fail::msg(format!("{shown}: {e}")))?;
    let format_in = match from {
        ImportFrom::List => ImportFormat::List,
        ImportFrom::GetSplits => ImportFormat::GetSplits,
        ImportFrom::SplitsFile => ImportFormat::SplitsFile,
        ImportFrom::ListRegions => ImportFormat::ListRegions,
        ImportFrom::RestJson => ImportFormat::RestJson,
    };
    let keys = exchange::import_bytes(format_in, &bytes)
        .map_err(|e| Fail::msg(format!("{shown}:{}: {}", e.line, e.message)))?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for key in &keys {
        writeln!(out, "{}", super::format_key(key, format))?;
    }
    out.flush()?;
    Ok(())
}

fn read_limited(path: &Path, stdin: bool) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let read = if stdin {
        std::io::stdin()
            .lock()
            .take(MAX_IMPORT_BYTES + 1)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(MAX_IMPORT_BYTES + 1).read_to_end(&mut bytes))
    };
    read.map_err(|e| format!("cannot read it: {e}"))?;
    if bytes.len() as u64 > MAX_IMPORT_BYTES {
        return Err(format!(
            "larger than {}, the limit of imported input: split keys fit in far less; is this \
             the right file?",
            mib(MAX_IMPORT_BYTES)
        ));
    }
    Ok(bytes)
}

pub fn export(path: &Path, to: ExportTo, count: Option<u64>) -> Result<(), Fail> {
    if count.is_some() && to != ExportTo::Csv {
        return Err(Fail::msg(
            "--count is the number of sample keys for --to csv; the other exports write the \
             design's split keys",
        ));
    }
    let compiled = load_design(path)?;
    let design = compiled.design();
    let text = match to {
        ExportTo::Design => exchange::export_design(design),
        ExportTo::Csv => return csv(path, &compiled, count),
        ExportTo::Shell => exchange::export_shell(design, &keys(path, &compiled)?),
        ExportTo::SplitsFile => exchange::export_splits_file(&keys(path, &compiled)?),
        ExportTo::Java => exchange::export_java(design, &keys(path, &compiled)?),
        ExportTo::Phoenix => exchange::export_phoenix(design, &keys(path, &compiled)?, None),
    };
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

/// The design's split keys; `quantile` needs the sorted sample keys first.
fn keys(path: &Path, compiled: &Compiled) -> Result<Vec<Vec<u8>>, Fail> {
    let fail = |e| design_fail(path, "", Some(compiled.design()), &[e]);
    let sample = if compiled.design().splits.algorithm == SplitAlgorithm::Quantile {
        Some(quantile_sample(compiled, compiled.design().sample.count).map_err(fail)?)
    } else {
        None
    };
    Ok(split_keys(compiled, sample.as_ref()).map_err(fail)?.keys)
}

fn csv(path: &Path, compiled: &Compiled, count: Option<u64>) -> Result<(), Fail> {
    let count = super::sample::sample_count(count, compiled.design().sample.count)?;
    write_csv(path, compiled, count)
}

/// The sample as CSV on standard output, one implementation for `sample` and `export`.
pub fn write_csv(path: &Path, compiled: &Compiled, count: u64) -> Result<(), Fail> {
    let stdout = std::io::stdout();
    let out = std::io::BufWriter::new(stdout.lock());
    exchange::write_csv(compiled, count, out).map_err(|e| match e {
        CsvError::Design(e) => design_fail(path, "", Some(compiled.design()), &[e]),
        CsvError::Io(io) => io.into(),
    })
}
