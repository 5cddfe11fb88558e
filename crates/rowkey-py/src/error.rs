//! Errors for Python: every message rendered in the language the environment asks for (as the
//! `rowkey` command picks it: `LC_ALL`, `LC_MESSAGES`, `LANG`).

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::PyErr;
pub use rowkey_partition::{in_lang, Fail};

/// `ValueError(message)`.
pub fn value_error(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}

/// `TypeError(message)`.
pub fn type_error(message: impl Into<String>) -> PyErr {
    PyTypeError::new_err(message.into())
}
