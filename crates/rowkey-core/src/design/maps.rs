//! Ordered string maps for the document: document order kept, duplicate keys rejected (JSON
//! parsers silently keep the last one, which would hide a pasted field), and for query bindings
//! numbers accepted as their decimal text.

use indexmap::IndexMap;
use serde::de::{Deserializer, Error, MapAccess, Visitor};
use std::fmt;

/// A string value that may be written as a JSON string or an integer.
struct TextOrInt(String);

impl<'de> serde::Deserialize<'de> for TextOrInt {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = TextOrInt;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string or an integer")
            }
            fn visit_str<E: Error>(self, v: &str) -> Result<TextOrInt, E> {
                Ok(TextOrInt(v.to_owned()))
            }
            fn visit_string<E: Error>(self, v: String) -> Result<TextOrInt, E> {
                Ok(TextOrInt(v))
            }
            fn visit_i64<E: Error>(self, v: i64) -> Result<TextOrInt, E> {
                Ok(TextOrInt(v.to_string()))
            }
            fn visit_u64<E: Error>(self, v: u64) -> Result<TextOrInt, E> {
                Ok(TextOrInt(v.to_string()))
            }
        }
        d.deserialize_any(V)
    }
}

struct UniqueMap<V> {
    what: &'static str,
    value: std::marker::PhantomData<V>,
}

impl<'de, V: serde::Deserialize<'de> + Into<String>> Visitor<'de> for UniqueMap<V> {
    type Value = IndexMap<String, String>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "an object of {}", self.what)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut out = IndexMap::with_capacity(map.size_hint().unwrap_or(0));
        while let Some(key) = map.next_key::<String>()? {
            if out.contains_key(&key) {
                return Err(A::Error::custom(format_args!("`{key}` appears twice")));
            }
            let value: V = map.next_value()?;
            out.insert(key, value.into());
        }
        Ok(out)
    }
}

impl From<TextOrInt> for String {
    fn from(v: TextOrInt) -> String {
        v.0
    }
}

/// `fields`: field name to generator expression.
pub(crate) fn fields<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<IndexMap<String, String>, D::Error> {
    d.deserialize_map(UniqueMap::<String> {
        what: "field names to generator expressions",
        value: std::marker::PhantomData,
    })
}

/// `queries[i].bind`: field name to value, strings or integers.
pub(crate) fn bindings<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<IndexMap<String, String>, D::Error> {
    d.deserialize_map(UniqueMap::<TextOrInt> {
        what: "field names to values",
        value: std::marker::PhantomData,
    })
}
