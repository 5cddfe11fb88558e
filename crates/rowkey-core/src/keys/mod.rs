//! Real keys: key dumps read in any of the formats HBase people have them in, analysed against a
//! design's splits with the same report as the sample, and cut into quantile split keys.
//!
//! Everything streams: the reader takes byte chunks of any size ([`KeyReader::push`]), and the
//! analysis keeps counters, a bounded set of fingerprints and (for quantile splits) a bounded
//! reservoir, so memory does not grow with the file.
//!
//! ```
//! use rowkey_core::keys::{KeyFormat, KeyReader};
//! let mut reader = KeyReader::new(KeyFormat::Binary);
//! let mut keys = Vec::new();
//! reader.push(b"a\\x00\r\nb", &mut |k| keys.push(k.to_vec())).unwrap();
//! reader.finish(&mut |k| keys.push(k.to_vec())).unwrap();
//! assert_eq!(keys, [b"a\x00".to_vec(), b"b".to_vec()]);
//! ```

mod analysis;
mod detect;
pub(crate) mod dups;
mod format;
pub(crate) mod heat;
pub mod open;
mod order;
pub mod pages;
pub mod partial;
mod quantile;
pub mod quantile_bytes;
pub(crate) mod reader;
mod row;
mod scan;

pub use crate::analyze::dump::DumpReport;
pub use analysis::KeysAnalysis;
pub use detect::{detect, Detection, Evidence, DETECT_BYTES};
pub use format::KeyFormat;
pub use order::{KeysOrder, OrderChoice};
pub use quantile::{quantile_split_keys, KeyReservoir, QuantileKeys};
pub use reader::{KeyReader, KeysError, ReadAs, MAX_LINE_BYTES};
pub use row::{Row, RowSink, DEFAULT_SIZE_COLUMN};
