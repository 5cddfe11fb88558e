//! `Partition` for Python: a partition's keys go in as whole lists, pickled frames or Arrow
//! arrays, and the partial comes out as `bytes` (the counting is `rowkey_partition`'s).

use crate::arrow::{arrow_keys, ArrowArray};
use crate::error::{in_lang, type_error, value_error};
use crate::texts;
use pyo3::buffer::PyBuffer;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyList, PyString};
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::keys::KeysError;
use rowkey_partition::{pickled_keys, Frame, Partition};

/// `rowkey_spark._rowkey.Partition(design, part=None)`: count a partition's keys, then take
/// its partial with `finish()`.
#[pyclass(name = "Partition", module = "rowkey_spark._rowkey")]
#[derive(Debug)]
pub struct PyPartition {
    inner: Option<Partition>,
}

impl PyPartition {
    fn inner(&mut self) -> PyResult<&mut Partition> {
        self.inner
            .as_mut()
            .ok_or_else(|| value_error(in_lang(|| Message::new(texts::FINISHED).to_string())))
    }
}

/// The bytes of `key`, the object at `index` of a partition: `bytes`, `bytearray` or `str`
/// (counted as its UTF-8 bytes).
fn with_key<T>(key: &Bound<'_, PyAny>, index: usize, f: impl FnOnce(&[u8]) -> T) -> PyResult<T> {
    if let Ok(b) = key.cast::<PyBytes>() {
        return Ok(f(b.as_bytes()));
    }
    if let Ok(s) = key.cast::<PyString>() {
        return Ok(f(s.to_str()?.as_bytes()));
    }
    if let Ok(b) = key.cast::<PyByteArray>() {
        return Ok(f(&b.to_vec()));
    }
    let message = in_lang(|| {
        let entry = if key.is_none() {
            texts::NULL_KEY
        } else {
            texts::NOT_A_KEY
        };
        let kind = key
            .get_type()
            .name()
            .map(|n| n.to_string())
            .unwrap_or_default();
        Message::new(entry)
            .arg("index", Arg::Int(index as i128))
            .arg("type", kind)
            .to_string()
    });
    Err(type_error(message))
}

/// A key refused (too long for HBase), as `ValueError`.
fn key_error(e: KeysError) -> PyErr {
    value_error(in_lang(|| e.to_string()))
}

/// A buffer-protocol object's bytes (an Arrow buffer, `bytes`, a `memoryview`).
fn buffer_bytes(py: Python<'_>, obj: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(b) = obj.cast::<PyBytes>() {
        return Ok(b.as_bytes().to_vec());
    }
    match PyBuffer::<u8>::get(obj) {
        Ok(buffer) => buffer.to_vec(py),
        // Arrow's buffers say their bytes are signed (format `b`): the same bytes.
        Err(_) => Ok(PyBuffer::<i8>::get(obj)?
            .to_vec(py)?
            .into_iter()
            .map(|b| b as u8)
            .collect()),
    }
}

#[pymethods]
impl PyPartition {
    #[new]
    #[pyo3(signature = (design, part = None))]
    fn new(design: &str, part: Option<u32>) -> PyResult<PyPartition> {
        let inner = in_lang(|| Partition::for_design(design, part)).map_err(value_error)?;
        Ok(PyPartition { inner: Some(inner) })
    }

    /// Count the keys of `keys` (a list, or any iterable, of `bytes`, `bytearray` or `str`);
    /// returns the keys counted so far.
    fn add(&mut self, keys: &Bound<'_, PyAny>) -> PyResult<u64> {
        let start = self.inner()?.keys() as usize;
        let inner = self.inner()?;
        if let Ok(list) = keys.cast::<PyList>() {
            for (i, key) in list.iter().enumerate() {
                with_key(&key, start + i, |k| inner.push_key(k))?.map_err(key_error)?;
            }
        } else {
            for (i, key) in keys.try_iter()?.enumerate() {
                with_key(&key?, start + i, |k| inner.push_key(k))?.map_err(key_error)?;
            }
        }
        Ok(inner.keys())
    }

    /// Count the keys of `frames` (a list of `bytes`, each a frame PySpark's batched pickle
    /// serializer wrote: one pickled list of keys), in order, without a Python object per key.
    /// Stops at the first frame that holds anything else and returns its index (the frames
    /// before it counted), or the number of frames when every one was read; the caller reads
    /// that frame with the real deserializer and hands its keys to `add`.
    fn add_pickled(&mut self, frames: &Bound<'_, PyList>) -> PyResult<usize> {
        let inner = self.inner()?;
        for (i, frame) in frames.iter().enumerate() {
            let Ok(bytes) = frame.cast::<PyBytes>() else {
                return Ok(i);
            };
            let Frame::Keys(keys) = pickled_keys(bytes.as_bytes()) else {
                return Ok(i);
            };
            for k in keys {
                inner.push_key(k).map_err(key_error)?;
            }
        }
        Ok(frames.len())
    }

    /// Count the keys of a `pyarrow` binary or string array (`binary`, `string`, and their
    /// `large_` forms), read from its buffers. Returns the keys counted so far.
    fn add_arrow(&mut self, py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<u64> {
        let kind = array.getattr("type")?.str()?.to_string();
        let wide = match kind.as_str() {
            "binary" | "string" | "utf8" => false,
            "large_binary" | "large_string" | "large_utf8" => true,
            _ => {
                let message = in_lang(|| {
                    Message::new(texts::NOT_A_KEY)
                        .arg("index", Arg::Int(0))
                        .arg("type", format!("pyarrow {kind}"))
                        .to_string()
                });
                return Err(type_error(message));
            }
        };
        let buffers = array.call_method0("buffers")?;
        let buffer = |i: usize| -> PyResult<Option<Vec<u8>>> {
            let b = buffers.get_item(i)?;
            if b.is_none() {
                Ok(None)
            } else {
                buffer_bytes(py, &b).map(Some)
            }
        };
        let validity = buffer(0)?;
        let offsets = buffer(1)?.unwrap_or_default();
        let data = buffer(2)?.unwrap_or_default();
        let offset: usize = array.getattr("offset")?.extract()?;
        let length: usize = array.len()?;
        let inner = self.inner()?;
        let array = ArrowArray {
            validity: validity.as_deref(),
            offsets: &offsets,
            data: &data,
            offset,
            length,
            wide,
        };
        in_lang(|| {
            let mut pushed = Ok(());
            arrow_keys(&array, |k| {
                if pushed.is_ok() {
                    pushed = inner.push_key(k).map_err(|e| e.to_string());
                }
            })
            .map_err(|m| m.to_string())?;
            pushed
        })
        .map_err(value_error)?;
        Ok(inner.keys())
    }

    /// The partial of every key added (binary form); the partition cannot be added to after.
    fn finish<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let mut inner = self
            .inner
            .take()
            .ok_or_else(|| value_error(in_lang(|| Message::new(texts::FINISHED).to_string())))?;
        let bytes = in_lang(|| inner.finish_bytes()).map_err(value_error)?;
        Ok(PyBytes::new(py, &bytes))
    }
}
