//! Region split points exactly as HBase computes them: `RegionSplitter`'s `HexStringSplit`,
//! `DecimalStringSplit` and `UniformSplit`, `Bytes.split`, and what
//! `Admin.createTable(desc, startKey, endKey, numRegions)` turns into split keys.
//!
//! Every function mirrors one upstream method, including its arithmetic (`BigInteger`, here
//! [`num_bigint`]), its `int` counts (hence the `i32` parameters), the order of its checks and the
//! exception each check throws ([`SplitError::hbase_message`]). Split keys come back as
//! `Vec<Vec<u8>>`; for the string algorithms they are the ASCII bytes of the hex/decimal text.
//!
//! ```
//! use rowkey_core::hbase::split::{regions_from_splits, NumberStringSplit, RegionSplitterAlgorithm};
//! let hex = NumberStringSplit::hex_string();
//! let splits = hex.split(4).unwrap();
//! assert_eq!(splits, vec![b"40000000".to_vec(), b"80000000".to_vec(), b"c0000000".to_vec()]);
//! assert_eq!(regions_from_splits(&splits).len(), 4);
//! ```

mod algorithm;
mod biginteger;
mod book;
mod bytes_split;
mod create_table;
mod error;
mod limits;
mod number_string;
mod uniform;

pub use algorithm::{split_algorithm, RegionSplitterAlgorithm, REGION_SPLITTER_CLASSES};
pub use book::book_hex_splits;
pub use bytes_split::{bytes_split, bytes_split_with};
pub use create_table::{
    admin_split_keys, create_table_splits, regions_from_splits, verify_split_keys,
};
pub use error::SplitError;
pub use limits::{MAX_SPLIT_BOUND_LENGTH, MAX_SPLIT_KEYS, MAX_SPLIT_KEY_BYTES};
pub use number_string::NumberStringSplit;
pub use uniform::UniformSplit;

#[cfg(test)]
mod tests;
