//! Partials once made: merged two at a time (Spark's `treeReduce`), and read into the report
//! and the quantile split keys.

use crate::error::{in_lang, value_error, Fail};
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use rowkey_core::keys::partial::KeysPartial;
pub use rowkey_partition::merge_bytes;

fn read(partial: &[u8]) -> Result<KeysPartial, Fail> {
    KeysPartial::read(partial).map_err(|e| e.to_string())
}

/// The report of `partial`'s keys as JSON, exactly as `rowkey merge --format json` prints it.
pub fn report_json_of(partial: &[u8]) -> Result<String, Fail> {
    let report = read(partial)?.report().map_err(|e| e.to_string())?;
    let mut json = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
    json.push('\n');
    Ok(json)
}

/// The text report of `partial`'s keys, exactly as `rowkey merge` prints it (`all_regions`:
/// every region's row, as `--all-regions`).
pub fn report_text_of(partial: &[u8], all_regions: bool) -> Result<String, Fail> {
    let p = read(partial)?;
    let report = p.report().map_err(|e| e.to_string())?;
    let design: rowkey_core::design::Design =
        serde_json::from_str(p.design_json()).map_err(|e| e.to_string())?;
    Ok(rowkey_cli::render_text(
        &report,
        design.template.as_str(),
        all_regions,
    ))
}

/// HashChoreWoker's split keys for `regions` regions over `partial`'s keys, and the note on
/// what they were cut from (with the rank error when the quantile sketch is compacted).
pub fn quantile_of(partial: &[u8], regions: u32) -> Result<(Vec<Vec<u8>>, String), Fail> {
    let split = read(partial)?
        .quantile(regions)
        .map_err(|e| e.to_string())?;
    Ok((
        split.keys,
        split.note.map(|m| m.to_string()).unwrap_or_default(),
    ))
}

/// `merge(a, b)`: the partial of both (binary form).
#[pyfunction]
pub fn merge<'py>(py: Python<'py>, a: &[u8], b: &[u8]) -> PyResult<Bound<'py, PyBytes>> {
    let bytes = in_lang(|| merge_bytes(a, b)).map_err(value_error)?;
    Ok(PyBytes::new(py, &bytes))
}

/// `report_json(partial)`: the report as `rowkey merge --format json` prints it.
#[pyfunction]
pub fn report_json(partial: &[u8]) -> PyResult<String> {
    in_lang(|| report_json_of(partial)).map_err(value_error)
}

/// `report_text(partial, all_regions=False)`: the text report, as `rowkey merge` prints it.
#[pyfunction]
#[pyo3(signature = (partial, all_regions = false))]
pub fn report_text(partial: &[u8], all_regions: bool) -> PyResult<String> {
    in_lang(|| report_text_of(partial, all_regions)).map_err(value_error)
}

/// The split keys for `regions` regions of equal bytes over `partial`'s rows (a partial made
/// with row sizes), as `rowkey split quantile --from-partial F --by bytes` cuts them, and the
/// note (with the rank error, as a share of the bytes, when the sketch is compacted).
pub fn quantile_bytes_of(partial: &[u8], regions: u32) -> Result<(Vec<Vec<u8>>, String), Fail> {
    let split = read(partial)?
        .quantile_by_bytes(regions)
        .map_err(|e| e.to_string())?;
    Ok((
        split.keys,
        split.note.map(|m| m.to_string()).unwrap_or_default(),
    ))
}

/// `split_keys(partial, regions, by="keys")`: `(keys, note)`, the split keys as `bytes`; with
/// `by="bytes"`, regions of equal bytes (the partial must carry row sizes).
#[pyfunction]
#[pyo3(signature = (partial, regions, by = "keys"))]
pub fn split_keys<'py>(
    py: Python<'py>,
    partial: &[u8],
    regions: u32,
    by: &str,
) -> PyResult<(Vec<Bound<'py, PyBytes>>, String)> {
    let cut = match by {
        "keys" => quantile_of,
        "bytes" => quantile_bytes_of,
        other => {
            let m = in_lang(|| {
                rowkey_core::i18n::Message::new(crate::texts::BAD_BY)
                    .arg("why", format!("{other:?}"))
                    .to_string()
            });
            return Err(value_error(m));
        }
    };
    let (keys, note) = in_lang(|| cut(partial, regions)).map_err(value_error)?;
    Ok((keys.iter().map(|k| PyBytes::new(py, k)).collect(), note))
}

/// `to_text(partial)`: the one-line text form (`rowkey-partial-v5:…`), for pipes and files.
#[pyfunction]
pub fn to_text(partial: &[u8]) -> PyResult<String> {
    in_lang(|| read(partial))
        .map_err(value_error)
        .map(|p| p.to_text())
}

/// `from_text(line)`: the binary form of a partial given in either form.
#[pyfunction]
pub fn from_text<'py>(py: Python<'py>, line: &[u8]) -> PyResult<Bound<'py, PyBytes>> {
    let p = in_lang(|| read(line)).map_err(value_error)?;
    Ok(PyBytes::new(py, &p.to_bytes()))
}

/// `summary(partial)`: `(keys, key_bytes, part)` of a partial.
#[pyfunction]
pub fn summary(partial: &[u8]) -> PyResult<(u64, u64, Option<u32>)> {
    let p = in_lang(|| read(partial)).map_err(value_error)?;
    Ok((p.rows(), p.key_bytes(), p.part()))
}
