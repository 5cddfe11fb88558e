//! The `RegionSplitter.SplitAlgorithm` interface and the lookup of an algorithm by name.

use std::fmt;

use super::{NumberStringSplit, SplitError, UniformSplit};
use crate::hbase::to_string_binary;

/// `RegionSplitter.SplitAlgorithm`: what the `RegionSplitter` tool and `create ... {SPLITALGO =>
/// ...}` call. Implemented by [`NumberStringSplit`] (`HexStringSplit`, `DecimalStringSplit`) and
/// [`UniformSplit`]; [`split_algorithm`] picks one by name.
///
/// ```
/// use rowkey_core::hbase::split::split_algorithm;
/// let mut algo = split_algorithm("UniformSplit").unwrap();
/// algo.set_last_row("\\xFF").unwrap();
/// assert_eq!(algo.split(4).unwrap(), vec![vec![0x40], vec![0x80], vec![0xc0]]);
/// ```
pub trait RegionSplitterAlgorithm: fmt::Debug {
    /// The upstream class name.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{RegionSplitterAlgorithm, UniformSplit};
    /// assert_eq!(UniformSplit::default().name(), "UniformSplit");
    /// ```
    fn name(&self) -> &'static str;

    /// `split(int numRegions)`: the `numRegions - 1` split keys between the first and last rows
    /// (what `create 'T', 'cf', {NUMREGIONS => n, SPLITALGO => '...'}` pre-splits on).
    ///
    /// # Errors
    ///
    /// A [`SplitError`] when `num_regions` is too small or too large for the algorithm, or its
    /// first and last rows leave no room for that many regions.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
    /// let keys = NumberStringSplit::decimal_string().split(2).unwrap();
    /// assert_eq!(keys, vec![b"50000000".to_vec()]);
    /// ```
    fn split(&self, num_regions: i32) -> Result<Vec<Vec<u8>>, SplitError>;

    /// `split(start, end, numSplits, inclusive)`: the points cutting `start..end` into
    /// `numSplits` equal parts; with `inclusive` the two ends are part of the result.
    ///
    /// # Errors
    ///
    /// A [`SplitError`] when `num_splits` is not positive or too large, or `end` does not sort
    /// after `start`.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
    /// let hex = NumberStringSplit::hex_string();
    /// let keys = hex.split_range(b"40000000", b"7fffffff", 3, true).unwrap();
    /// assert_eq!(keys.len(), 4);
    /// assert_eq!(keys[1], b"55555555");
    /// ```
    fn split_range(
        &self,
        start: &[u8],
        end: &[u8],
        num_splits: i32,
        inclusive: bool,
    ) -> Result<Vec<Vec<u8>>, SplitError>;

    /// `split(start, end)`: the row that halves a region (where `RegionSplitter -r` splits it).
    ///
    /// # Errors
    ///
    /// A [`SplitError`] when `end` does not sort after `start`, or a row is not in the algorithm's
    /// form.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
    /// let dec = NumberStringSplit::decimal_string();
    /// assert_eq!(dec.midpoint(b"00000000", b"50000000").unwrap(), b"25000000");
    /// ```
    fn midpoint(&self, start: &[u8], end: &[u8]) -> Result<Vec<u8>, SplitError>;

    /// `firstRow()`: the first row of the keyspace, as this algorithm writes it.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
    /// assert_eq!(NumberStringSplit::hex_string().first_row(), b"00000000");
    /// ```
    fn first_row(&self) -> Vec<u8>;

    /// `lastRow()`: the last row of the keyspace.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{RegionSplitterAlgorithm, UniformSplit};
    /// assert_eq!(UniformSplit::default().last_row(), vec![0xff; 8]);
    /// ```
    fn last_row(&self) -> Vec<u8>;

    /// `setFirstRow(String)`, as `RegionSplitter --firstrow` passes it.
    ///
    /// # Errors
    ///
    /// A [`SplitError`] when `input` is not a row of the algorithm's form.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{RegionSplitterAlgorithm, UniformSplit};
    /// let mut u = UniformSplit::default();
    /// u.set_first_row("\\x10").unwrap();
    /// assert_eq!(u.first_row(), vec![0x10]);
    /// ```
    fn set_first_row(&mut self, input: &str) -> Result<(), SplitError>;

    /// `setLastRow(String)`, as `RegionSplitter --lastrow` passes it.
    ///
    /// # Errors
    ///
    /// A [`SplitError`] when `input` is not a row of the algorithm's form.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{RegionSplitterAlgorithm, UniformSplit};
    /// let mut u = UniformSplit::default();
    /// u.set_last_row("z").unwrap();
    /// assert_eq!(u.last_row(), b"z");
    /// ```
    fn set_last_row(&mut self, input: &str) -> Result<(), SplitError>;

    /// `strToRow(String)`: user text to a row.
    ///
    /// # Errors
    ///
    /// A [`SplitError`] when `input` is not a row of the algorithm's form (for `HexStringSplit`, a
    /// hex number that fits its width).
    ///
    /// ```
    /// use rowkey_core::hbase::split::{NumberStringSplit, RegionSplitterAlgorithm};
    /// assert_eq!(NumberStringSplit::hex_string().str_to_row("AB").unwrap(), b"000000ab");
    /// ```
    fn str_to_row(&self, input: &str) -> Result<Vec<u8>, SplitError>;

    /// `rowToStr(byte[])`: a row as `Bytes.toStringBinary` shows it.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{RegionSplitterAlgorithm, UniformSplit};
    /// assert_eq!(UniformSplit::default().row_to_str(&[0x80, b'a']), "\\x80a");
    /// ```
    fn row_to_str(&self, row: &[u8]) -> String {
        to_string_binary(row)
    }
}

/// RegionSplitter's algorithms by name: the playground's short name, the class's simple name
/// and its binary name, each of which [`split_algorithm`] accepts.
///
/// ```
/// use rowkey_core::hbase::split::{split_algorithm, REGION_SPLITTER_CLASSES};
/// for (short, simple, binary) in REGION_SPLITTER_CLASSES {
///     assert_eq!(split_algorithm(short).unwrap().name(), simple);
///     assert_eq!(split_algorithm(binary).unwrap().name(), simple);
/// }
/// ```
pub const REGION_SPLITTER_CLASSES: [(&str, &str, &str); 3] = [
    (
        "hexstring",
        "HexStringSplit",
        "org.apache.hadoop.hbase.util.RegionSplitter$HexStringSplit",
    ),
    (
        "decimal",
        "DecimalStringSplit",
        "org.apache.hadoop.hbase.util.RegionSplitter$DecimalStringSplit",
    ),
    (
        "uniform",
        "UniformSplit",
        "org.apache.hadoop.hbase.util.RegionSplitter$UniformSplit",
    ),
];

/// `RegionSplitter.newSplitAlgoInstance`: the algorithm for a class name, simple
/// (`HexStringSplit`) or binary (`org.apache.hadoop.hbase.util.RegionSplitter$HexStringSplit`).
/// The playground's own names `hexstring`, `decimal` and `uniform` are accepted too.
///
/// ```
/// use rowkey_core::hbase::split::split_algorithm;
/// assert_eq!(split_algorithm("hexstring").unwrap().name(), "HexStringSplit");
/// assert!(split_algorithm("MD5Split").is_none());
/// ```
pub fn split_algorithm(name: &str) -> Option<Box<dyn RegionSplitterAlgorithm>> {
    let simple = name
        .strip_prefix("org.apache.hadoop.hbase.util.RegionSplitter$")
        .unwrap_or(name);
    match simple {
        "HexStringSplit" | "hexstring" => Some(Box::new(NumberStringSplit::hex_string())),
        "DecimalStringSplit" | "decimal" => Some(Box::new(NumberStringSplit::decimal_string())),
        "UniformSplit" | "uniform" => Some(Box::new(UniformSplit::default())),
        _ => None,
    }
}
