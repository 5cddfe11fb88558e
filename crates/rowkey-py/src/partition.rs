//! `Partition` for Python: a partition's keys go in as whole lists, pickled frames or Arrow
//! arrays, and the partial comes out as `bytes` (the counting is `rowkey_partition`'s).

use crate::arrow::{arrow_keys, ArrowArray};
use crate::error::{in_lang, type_error, value_error};
use crate::texts;
use pyo3::buffer::PyBuffer;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyInt, PyList, PyString, PyTuple};
use rowkey_core::i18n::{Arg, Message};
use rowkey_core::keys::KeysError;
use rowkey_partition::{pickled_keys, Frame, Partition};

/// `rowkey_spark._rowkey.Partition(design, part=None, sizes=False)`: count a partition's keys
/// (with `sizes`, its `(key, size)` rows: `add_sized`), then take its partial with `finish()`.
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

/// The key and size of `row`, the row at `index`: a 2-tuple or a 2-list (what an RDD's pairs
/// and a DataFrame's rows are), else a `TypeError` naming it.
fn pair<'py>(
    row: &Bound<'py, PyAny>,
    index: usize,
) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
    let items: Option<Vec<Bound<'py, PyAny>>> = if let Ok(t) = row.cast::<PyTuple>() {
        Some(t.iter().collect())
    } else if let Ok(l) = row.cast::<PyList>() {
        Some(l.iter().collect())
    } else {
        None
    };
    if let Some([key, size]) = items.map(<[_; 2]>::try_from).and_then(Result::ok) {
        return Ok((key, size));
    }
    let message = in_lang(|| {
        let kind = row
            .get_type()
            .name()
            .map(|n| n.to_string())
            .unwrap_or_default();
        let kind = match row.len() {
            Ok(n) if row.is_instance_of::<PyTuple>() || row.is_instance_of::<PyList>() => {
                format!("{kind} of {n}")
            }
            _ => kind,
        };
        Message::new(texts::NOT_A_PAIR)
            .arg("index", Arg::Int(index as i128))
            .arg("type", kind)
            .to_string()
    });
    Err(type_error(message))
}

/// The row size `size` of the row at `index`: an `int` (not a `bool`) from 0 to 1 GiB, else a
/// `ValueError` (a `TypeError` for another type) naming it.
fn row_size(size: &Bound<'_, PyAny>, index: usize) -> PyResult<u64> {
    let max = rowkey_core::limits::MAX_ROW_BYTES;
    let is_int = size.is_instance_of::<PyInt>() && !size.is_instance_of::<PyBool>();
    if is_int {
        if let Some(n) = size
            .extract::<i128>()
            .ok()
            .and_then(|n| u64::try_from(n).ok())
        {
            if n <= max {
                return Ok(n);
            }
        }
    }
    let message = in_lang(|| {
        let shown = size.repr().map(|r| r.to_string()).unwrap_or_default();
        Message::new(texts::BAD_SIZE)
            .arg("index", Arg::Int(index as i128))
            .arg("size", shown)
            .arg("max", Arg::Int(max.into()))
            .to_string()
    });
    Err(if is_int {
        value_error(message)
    } else {
        type_error(message)
    })
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
    #[pyo3(signature = (design, part = None, sizes = false))]
    fn new(design: &str, part: Option<u32>, sizes: bool) -> PyResult<PyPartition> {
        let mut inner = in_lang(|| Partition::for_design(design, part)).map_err(value_error)?;
        if sizes {
            inner = inner.with_sizes();
        }
        Ok(PyPartition { inner: Some(inner) })
    }

    /// Count the rows of `rows` (any iterable of `(key, size)` pairs: a tuple or list of a key
    /// as `add` takes it and its row's size, an `int` of bytes from 0 to 1 GiB), for a
    /// partition made with `sizes=True`; returns the rows counted so far. A row of another
    /// shape or a bad size is refused, naming its place in the partition.
    fn add_sized(&mut self, rows: &Bound<'_, PyAny>) -> PyResult<u64> {
        let start = self.inner()?.keys() as usize;
        let inner = self.inner()?;
        for (i, row) in rows.try_iter()?.enumerate() {
            let row = row?;
            let index = start + i;
            let (key, size) = pair(&row, index)?;
            let size = row_size(&size, index)?;
            with_key(&key, index, |k| inner.push_sized_key(k, size))?.map_err(key_error)?;
        }
        Ok(inner.keys())
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
