//! RowKey Playground's key analysis as a Python module (`rowkey_spark._rowkey`), for the
//! `rowkey_spark` package: a Spark partition's keys go in as `bytes` or `str` objects (or an
//! Arrow binary array's buffers) in one call, and come out as a partial — the same versioned
//! bytes `rowkey analyze --keys … --partial` writes — that merges with any other partial of the
//! same design into the report `rowkey analyze --keys` gives over all the keys.
//!
//! Keys cross as bytes, with no text form in between, and the per-key work is all here: the
//! Python side hands over whole partitions (see `python/rowkey-spark`), or the pickled frames
//! PySpark keeps them in, read here without a Python object per key (`pickle`).
//!
//! ```
//! let design = r#"{"template": "{id}", "fields": {"id": "pattern(\"user###\")"},
//!                 "splits": {"algorithm": "explicit", "keys": ["user5"]}}"#;
//! let mut part = _rowkey::Partition::for_design(design, Some(0)).unwrap();
//! part.push_keys([b"user100".as_slice(), b"user600"]).unwrap();
//! let bytes = part.finish_bytes().unwrap();
//! let report = _rowkey::report_json_of(&bytes).unwrap();
//! assert!(report.contains("\"keys_read\": 2"));
//! ```

mod arrow;
mod design;
mod error;
mod merger;
mod partials;
mod partition;
mod texts;

pub use arrow::{arrow_keys, ArrowArray};
pub use partials::{merge_bytes, quantile_bytes_of, quantile_of, report_json_of, report_text_of};
pub use rowkey_partition::{load, pickled_keys, Frame, Partition};

use pyo3::prelude::*;

/// The module Python imports.
#[pymodule]
fn _rowkey(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<partition::PyPartition>()?;
    m.add_class::<merger::PyMerger>()?;
    m.add_function(wrap_pyfunction!(partials::merge, m)?)?;
    m.add_function(wrap_pyfunction!(partials::report_json, m)?)?;
    m.add_function(wrap_pyfunction!(partials::report_text, m)?)?;
    m.add_function(wrap_pyfunction!(partials::split_keys, m)?)?;
    m.add_function(wrap_pyfunction!(texts::text, m)?)?;
    m.add_function(wrap_pyfunction!(partials::to_text, m)?)?;
    m.add_function(wrap_pyfunction!(partials::from_text, m)?)?;
    m.add_function(wrap_pyfunction!(partials::summary, m)?)?;
    m.add_function(wrap_pyfunction!(design::check_design, m)?)?;
    Ok(())
}
