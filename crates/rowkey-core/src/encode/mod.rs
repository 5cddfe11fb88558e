//! Evaluation of a plan on one record into key bytes.

mod value;

pub use value::{Value, ValueType};
