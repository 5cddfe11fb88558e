//! Errors for Python: every message rendered in the language the environment asks for (as the
//! `rowkey` command picks it: `LC_ALL`, `LC_MESSAGES`, `LANG`).

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::PyErr;
use rowkey_core::i18n::{with_lang, Lang};

/// A rendered message.
pub type Fail = String;

/// Run `f` with messages in the environment's language.
pub fn in_lang<T>(f: impl FnOnce() -> T) -> T {
    with_lang(Lang::from_env(|k| std::env::var(k).ok()), f)
}

/// `ValueError(message)`.
pub fn value_error(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}

/// `TypeError(message)`.
pub fn type_error(message: impl Into<String>) -> PyErr {
    PyTypeError::new_err(message.into())
}
