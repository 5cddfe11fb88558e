//! The type system: what a field holds and what flows through a pipeline ([`Value`]), and the
//! types the checker gives them ([`ValueType`]).
//!
//! It sits below both [`crate::plan`] (which types templates) and [`crate::encode`] (which
//! evaluates them), and below [`crate::gen`] (whose generators make values), so none of them
//! has to import another to name a type.

use crate::java::JInt;
use serde::{Deserialize, Serialize};

/// A value in the template language: text, a Java integer, or raw bytes.
///
/// ```
/// use rowkey_core::value::Value;
/// use rowkey_core::java::JInt;
/// assert_eq!(Value::Int(JInt::Long(42)).to_key_bytes(), b"42");
/// assert_eq!(Value::Str("é".into()).to_key_bytes(), "é".as_bytes());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Value {
    /// Text; written into a key as UTF-8.
    Str(String),
    /// A Java `int` or `long`; written into a key as decimal text (Java string concatenation).
    Int(JInt),
    /// Raw bytes; written as they are.
    Bytes(Vec<u8>),
}

/// The type of a [`Value`], as the checker sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ValueType {
    /// Text.
    Str,
    /// A Java integer of the given width.
    Int(crate::java::Width),
    /// Raw bytes.
    Bytes,
}

impl ValueType {
    /// The type as the template language names it: `str`, `int`, `long` or `bytes`.
    ///
    /// ```
    /// use rowkey_core::{java::Width, value::ValueType};
    /// assert_eq!(ValueType::Int(Width::Long).name(), "long");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            ValueType::Str => "str",
            ValueType::Bytes => "bytes",
            ValueType::Int(crate::java::Width::Int) => "int",
            ValueType::Int(crate::java::Width::Long) => "long",
        }
    }
}

impl Value {
    /// The bytes this value contributes at the end of a segment: str → UTF-8, int → decimal
    /// text, bytes → raw.
    pub fn to_key_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        self.write_key_bytes(&mut out);
        out
    }

    /// Append the key bytes of this value to `out`.
    pub fn write_key_bytes(&self, out: &mut Vec<u8>) {
        match self {
            Value::Str(s) => out.extend_from_slice(s.as_bytes()),
            Value::Int(i) => {
                use std::io::Write;
                // Writing to a Vec cannot fail.
                let _ = write!(out, "{}", i.as_i64());
            }
            Value::Bytes(b) => out.extend_from_slice(b),
        }
    }

    /// The value's type.
    pub fn value_type(&self) -> ValueType {
        match self {
            Value::Str(_) => ValueType::Str,
            Value::Int(i) => ValueType::Int(i.width()),
            Value::Bytes(_) => ValueType::Bytes,
        }
    }

    /// A value as people read it, the one rule for tables, CSV and the playground: text as is,
    /// integers in decimal (Java's `"" + v`), bytes in HBase's `Bytes.toStringBinary`.
    ///
    /// ```
    /// use rowkey_core::{java::JInt, value::Value};
    /// assert_eq!(Value::Str("u1".into()).display(), "u1");
    /// assert_eq!(Value::Int(JInt::Int(-7)).display(), "-7");
    /// assert_eq!(Value::Bytes(vec![b'a', 0, 0xff]).display(), "a\\x00\\xFF");
    /// ```
    pub fn display(&self) -> String {
        match self {
            Value::Str(s) => s.clone(),
            Value::Int(i) => i.to_decimal(),
            Value::Bytes(b) => crate::hbase::to_string_binary(b),
        }
    }
}
