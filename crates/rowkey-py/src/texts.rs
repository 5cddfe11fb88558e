//! The Python module's messages (the catalogue is `rowkey_partition::texts`, shared with the
//! JVM library), and `text` for the Python side's own refusals.

pub use rowkey_partition::texts::*;

/// `text(id, args)`: the message `id` of this module's catalogue with `args` (text values), in
/// the environment's language, for the Python side's own refusals.
#[pyo3::pyfunction]
pub fn text(id: &str, args: std::collections::HashMap<String, String>) -> pyo3::PyResult<String> {
    let entry = ENTRIES
        .iter()
        .find(|e| e.id == id)
        .ok_or_else(|| crate::error::value_error(id.to_string()))?;
    let mut message = rowkey_core::i18n::Message::new(entry);
    for name in [
        "columns", "type", "why", "index", "path", "error", "size", "max",
    ] {
        if let Some(v) = args.get(name) {
            message = message.arg(name, v.as_str());
        }
    }
    Ok(crate::error::in_lang(|| message.to_string()))
}
