//! HBase's own encodings and algorithms, byte-exact with the upstream Java code:
//! `Bytes` (toBytes, toStringBinary / toBytesBinary, split), `RegionSplitter`'s split algorithms,
//! `Admin.createTable(start, end, n)`, and the Phoenix / OpenTSDB / HBaseWD salts.

mod bytes;
pub mod ordered;
pub(crate) mod region_table;
pub mod salt;
pub mod shell;
pub mod split;
mod text;

pub use bytes::*;
pub use text::{utf8_text, utf8_text_of_parts};
