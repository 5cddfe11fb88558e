//! A running merge of partials that stays decoded between merges: Spark's `treeAggregate`
//! folds a task's partials into one `Merger` (each read once) and ships it to the next level as
//! the partial's bytes (written once), where a merge of two partials' bytes would read both and
//! write one at every step.

use crate::error::{in_lang, value_error};
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use rowkey_core::keys::partial::KeysPartial;

/// `rowkey_spark._rowkey.Merger(partial=None)`: `add(partial_bytes)`, `absorb(other)`, and
/// `partial()` (the merged partial's bytes, None when nothing was added). Pickles as its
/// partial's bytes.
#[pyclass(name = "Merger", module = "rowkey_spark._rowkey")]
#[derive(Debug, Default)]
pub struct PyMerger {
    sum: Option<KeysPartial>,
}

impl PyMerger {
    fn fold(&mut self, p: KeysPartial) -> PyResult<()> {
        match &mut self.sum {
            Some(sum) => in_lang(|| sum.merge(p).map_err(|e| e.to_string())).map_err(value_error),
            None => {
                self.sum = Some(p);
                Ok(())
            }
        }
    }
}

/// How a merger pickles: its class and the arguments that make it again.
type Reduced<'py> = (Bound<'py, PyAny>, (Option<Bound<'py, PyBytes>>,));

fn read(partial: &[u8]) -> PyResult<KeysPartial> {
    in_lang(|| KeysPartial::read(partial).map_err(|e| e.to_string())).map_err(value_error)
}

#[pymethods]
impl PyMerger {
    #[new]
    #[pyo3(signature = (partial = None))]
    fn new(partial: Option<&[u8]>) -> PyResult<PyMerger> {
        Ok(PyMerger {
            sum: partial.map(read).transpose()?,
        })
    }

    /// Merge one partial (either form) in; returns this merger (Spark's `seqOp`).
    fn add<'py>(mut slf: PyRefMut<'py, Self>, partial: &[u8]) -> PyResult<PyRefMut<'py, Self>> {
        let p = read(partial)?;
        slf.fold(p)?;
        Ok(slf)
    }

    /// Merge another merger's partial in, leaving it empty; returns this merger (`combOp`).
    fn absorb<'py>(
        mut slf: PyRefMut<'py, Self>,
        mut other: PyRefMut<'py, Self>,
    ) -> PyResult<PyRefMut<'py, Self>> {
        if let Some(p) = other.sum.take() {
            slf.fold(p)?;
        }
        Ok(slf)
    }

    /// The merged partial's bytes (binary form), or None when nothing was merged.
    fn partial<'py>(&self, py: Python<'py>) -> Option<Bound<'py, PyBytes>> {
        self.sum.as_ref().map(|p| PyBytes::new(py, &p.to_bytes()))
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Reduced<'py>> {
        let py = slf.py();
        let partial = slf.borrow().partial(py);
        Ok((slf.get_type().into_any(), (partial,)))
    }
}
