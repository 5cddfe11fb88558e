//! `UniformSplit`: rows as raw bytes, the keyspace cut evenly with `Bytes.split`.

use std::cmp::Ordering;

use super::limits::check_bound;
use super::{bytes_split, bytes_split_with, RegionSplitterAlgorithm, SplitError};
use crate::hbase::{compare, to_bytes_binary, to_string_binary};

/// `RegionSplitter.UniformSplit`: rows are raw bytes and the keyspace is split evenly as one big
/// unsigned number, with [`bytes_split_with`]. Defaults: first row empty, last row 8 x `0xFF`;
/// rows given as text are read with `Bytes.toBytesBinary`.
///
/// ```
/// use rowkey_core::hbase::split::{RegionSplitterAlgorithm, UniformSplit};
/// let uniform = UniformSplit::default();
/// assert_eq!(uniform.split(2).unwrap(), vec![vec![0x80, 0, 0, 0, 0, 0, 0, 0]]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UniformSplit {
    first_row: Vec<u8>,
    last_row: Vec<u8>,
}

impl Default for UniformSplit {
    fn default() -> Self {
        UniformSplit {
            first_row: Vec::new(),
            last_row: vec![0xff; 8],
        }
    }
}

impl UniformSplit {
    /// `setFirstRow(byte[])`.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{RegionSplitterAlgorithm, UniformSplit};
    /// let mut u = UniformSplit::default();
    /// u.set_first_row_bytes(vec![0x10]);
    /// assert_eq!(u.first_row(), vec![0x10]);
    /// ```
    pub fn set_first_row_bytes(&mut self, row: Vec<u8>) {
        self.first_row = row;
    }

    /// `setLastRow(byte[])`.
    ///
    /// ```
    /// use rowkey_core::hbase::split::{RegionSplitterAlgorithm, UniformSplit};
    /// let mut u = UniformSplit::default();
    /// u.set_last_row_bytes(b"z".to_vec());
    /// assert_eq!(u.last_row(), b"z");
    /// ```
    pub fn set_last_row_bytes(&mut self, row: Vec<u8>) {
        self.last_row = row;
    }

    fn check_order(&self, start: &[u8], end: &[u8]) -> Result<(), SplitError> {
        if compare(end, start) == Ordering::Greater {
            Ok(())
        } else {
            Err(SplitError::LastRowNotAfterFirst {
                algorithm: "UniformSplit",
                first: to_string_binary(start),
                last: to_string_binary(end),
            })
        }
    }
}

impl RegionSplitterAlgorithm for UniformSplit {
    fn name(&self) -> &'static str {
        "UniformSplit"
    }

    /// ```
    /// use rowkey_core::hbase::split::{RegionSplitterAlgorithm, UniformSplit};
    /// let mut u = UniformSplit::default();
    /// u.set_first_row("a").unwrap();
    /// u.set_last_row("z").unwrap();
    /// assert_eq!(u.split(5).unwrap(), vec![b"f".to_vec(), b"k".to_vec(), b"p".to_vec(), b"u".to_vec()]);
    /// assert!(u.split(1).is_err()); // Bytes.split refuses 0 split points
    /// ```
    fn split(&self, num_regions: i32) -> Result<Vec<Vec<u8>>, SplitError> {
        check_bound("first row", self.first_row.len())?;
        check_bound("last row", self.last_row.len())?;
        self.check_order(&self.first_row, &self.last_row)?;
        let mut splits = bytes_split_with(
            &self.first_row,
            &self.last_row,
            true,
            num_regions.wrapping_sub(1),
        )?;
        strip_ends(&mut splits);
        Ok(splits)
    }

    /// ```
    /// use rowkey_core::hbase::split::{RegionSplitterAlgorithm, UniformSplit};
    /// let u = UniformSplit::default();
    /// let keys = u.split_range(&[0x00], &[0xff], 3, true).unwrap();
    /// assert_eq!(keys, vec![vec![0x00], vec![0x55], vec![0xaa], vec![0xff]]);
    /// ```
    fn split_range(
        &self,
        start: &[u8],
        end: &[u8],
        num_splits: i32,
        inclusive: bool,
    ) -> Result<Vec<Vec<u8>>, SplitError> {
        // An empty row means "the start/end of the table" here, unlike in `midpoint`.
        let start = if start.is_empty() {
            &self.first_row
        } else {
            start
        };
        let end = if end.is_empty() { &self.last_row } else { end };
        self.check_order(start, end)?;
        let mut splits = bytes_split_with(start, end, true, num_splits.wrapping_sub(1))?;
        if !inclusive {
            strip_ends(&mut splits);
        }
        Ok(splits)
    }

    /// ```
    /// use rowkey_core::hbase::split::{RegionSplitterAlgorithm, UniformSplit};
    /// let u = UniformSplit::default();
    /// assert_eq!(u.midpoint(b"a", b"b").unwrap(), b"a\x80");
    /// ```
    fn midpoint(&self, start: &[u8], end: &[u8]) -> Result<Vec<u8>, SplitError> {
        let mut splits = bytes_split(start, end, 1)?;
        Ok(splits.swap_remove(1))
    }

    fn first_row(&self) -> Vec<u8> {
        self.first_row.clone()
    }

    fn last_row(&self) -> Vec<u8> {
        self.last_row.clone()
    }

    fn set_first_row(&mut self, input: &str) -> Result<(), SplitError> {
        let row = to_bytes_binary(input);
        check_bound("first row", row.len())?;
        self.first_row = row;
        Ok(())
    }

    fn set_last_row(&mut self, input: &str) -> Result<(), SplitError> {
        let row = to_bytes_binary(input);
        check_bound("last row", row.len())?;
        self.last_row = row;
        Ok(())
    }

    fn str_to_row(&self, input: &str) -> Result<Vec<u8>, SplitError> {
        let row = to_bytes_binary(input);
        check_bound("row", row.len())?;
        Ok(row)
    }
}

/// `Arrays.copyOfRange(splits, 1, splits.length - 1)`: drop the two range ends.
fn strip_ends(splits: &mut Vec<Vec<u8>>) {
    splits.pop();
    splits.remove(0);
}
