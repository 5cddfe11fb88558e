//! The design check the driver runs before a job starts (the loading itself is shared with the
//! JVM library: `rowkey_partition::load`).

use crate::error::value_error;
use pyo3::prelude::*;

/// Check a design on the driver before a job starts: the design's JSON, compacted, which every
/// partition then reads. Raises `ValueError` saying what is wrong, and where.
#[pyfunction]
pub fn check_design(design: &str) -> PyResult<String> {
    let (compiled, _) =
        crate::error::in_lang(|| rowkey_partition::load(design)).map_err(value_error)?;
    serde_json::to_string(compiled.design()).map_err(|e| value_error(e.to_string()))
}
