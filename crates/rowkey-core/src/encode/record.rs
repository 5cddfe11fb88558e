//! A record: field values by name.

use crate::value::Value;

/// Field values by name, for encoding one key by hand (the CLI's `--set`, tests, the wasm API).
///
/// ```
/// use rowkey_core::encode::{Record, Value};
/// let mut r = Record::from_text([("user_id", "u1")]);
/// r.set("raw", Value::Bytes(vec![0, 1]));
/// assert_eq!(r.get("user_id"), Some(&Value::Str("u1".into())));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    values: Vec<(String, Value)>,
}

impl Record {
    /// An empty record.
    pub fn new() -> Self {
        Self::default()
    }

    /// A record of text values.
    pub fn from_text<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Self {
        let mut r = Record::new();
        for (k, v) in pairs {
            r.set(k, Value::Str(v.to_owned()));
        }
        r
    }

    /// Set (or replace) a field's value.
    pub fn set(&mut self, name: &str, value: Value) {
        match self.values.iter_mut().find(|(k, _)| k == name) {
            Some(slot) => slot.1 = value,
            None => self.values.push((name.to_owned(), value)),
        }
    }

    /// A field's value.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }

    /// Field names and values in the order they were set.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &Value)> {
        self.values.iter().map(|(k, v)| (k.as_str(), v))
    }
}
