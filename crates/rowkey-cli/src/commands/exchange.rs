//! `rowkey import` and `rowkey export`.

use super::design::{design_fail, load_design, sample_count, write_csv};
use crate::cli::{ExportTo, ImportFrom, KeyFormat};
use crate::fail::Fail;
use rowkey_core::analyze::split_keys;
use rowkey_core::analyze::splits::quantile_sample;
use rowkey_core::design::SplitAlgorithm;
use rowkey_core::exchange::{self, ImportFormat};
use rowkey_core::sample::Compiled;
use std::io::Write;
use std::path::Path;

pub fn import(from: ImportFrom, path: &Path, format: KeyFormat) -> Result<(), Fail> {
    let stdin = path.as_os_str() == "-";
    let shown = if stdin {
        "<stdin>".to_owned()
    } else {
        path.display().to_string()
    };
    let format_in = match from {
        ImportFrom::List => ImportFormat::List,
        ImportFrom::GetSplits => ImportFormat::GetSplits,
        ImportFrom::SplitsFile => ImportFormat::SplitsFile,
        ImportFrom::ListRegions => ImportFormat::ListRegions,
        ImportFrom::RestJson => ImportFormat::RestJson,
    };
    // Streamed: a list is read line by line, and every format within the input and split-key
    // limits, so memory follows the keys kept, not the input.
    let imported = if stdin {
        exchange::import_reader(format_in, std::io::stdin().lock())
    } else {
        let file = std::fs::File::open(path)
            .map_err(|e| Fail::msg(format!("{shown}: cannot read it: {e}")))?;
        exchange::import_reader(format_in, std::io::BufReader::new(file))
    };
    let keys = imported.map_err(|e| Fail::msg(format!("{shown}:{}: {}", e.line, e.message)))?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for key in &keys {
        writeln!(out, "{}", super::format_key(key, format))?;
    }
    out.flush()?;
    Ok(())
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
    let count = sample_count(count, compiled.design().sample.count)?;
    write_csv(path, compiled, count)
}
