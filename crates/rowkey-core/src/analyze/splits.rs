//! A design's split keys, from its `splits` section: HBase's own algorithms byte for byte, and
//! the playground's `salt`, `quantile` and `auto`.

use crate::design::{DesignError, SplitAlgorithm as Algo};
use crate::hbase::split::{create_table_splits, NumberStringSplit, SplitAlgorithm, UniformSplit};
use crate::hbase::to_bytes_binary;
use crate::sample::Compiled;

/// Split keys and how they were made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitKeys {
    /// The keys, sorted, each the start of a region after the first.
    pub keys: Vec<Vec<u8>>,
    /// A note on how they were made (shown beside the region table), e.g. how many sample keys
    /// a quantile split kept.
    pub note: Option<String>,
}

/// The split keys of a compiled design.
///
/// `sorted_sample` is needed by `quantile` only: the design's sample keys, sorted.
///
/// ```
/// use rowkey_core::{design::{Design, SplitAlgorithm}, sample::Compiled, analyze::split_keys};
/// let mut d = Design::new("{id | md5 | hex}");
/// d.fields.insert("id".into(), "seq(1, 1)".into());
/// d.splits.algorithm = SplitAlgorithm::HexString;
/// d.splits.regions = 4;
/// let keys = split_keys(&Compiled::new(&d).unwrap(), None).unwrap().keys;
/// assert_eq!(keys, [b"40000000".to_vec(), b"80000000".to_vec(), b"c0000000".to_vec()]);
/// ```
pub fn split_keys(
    compiled: &Compiled,
    sorted_sample: Option<&[Vec<u8>]>,
) -> Result<SplitKeys, DesignError> {
    let s = &compiled.design().splits;
    let regions = i32::try_from(s.regions).unwrap_or(i32::MAX);
    let hbase = |e: crate::hbase::split::SplitError| DesignError::new("splits", e.to_string());
    let plain = |keys| Ok(SplitKeys { keys, note: None });
    match s.algorithm {
        Algo::None => plain(Vec::new()),
        Algo::HexString | Algo::Decimal => {
            let mut algo = if s.algorithm == Algo::HexString {
                NumberStringSplit::hex_string()
            } else {
                NumberStringSplit::decimal_string()
            };
            if let Some(first) = &s.first {
                algo.set_first_row(first)
                    .map_err(|e| DesignError::new("splits.first", e.to_string()))?;
            }
            if let Some(last) = &s.last {
                algo.set_last_row(last)
                    .map_err(|e| DesignError::new("splits.last", e.to_string()))?;
            }
            plain(algo.split(regions).map_err(hbase)?)
        }
        Algo::Uniform => {
            let mut algo = UniformSplit::default();
            if let Some(first) = &s.first {
                algo.set_first_row(first)
                    .map_err(|e| DesignError::new("splits.first", e.to_string()))?;
            }
            if let Some(last) = &s.last {
                algo.set_last_row(last)
                    .map_err(|e| DesignError::new("splits.last", e.to_string()))?;
            }
            plain(algo.split(regions).map_err(hbase)?)
        }
        Algo::Range => {
            let start = s.start.as_deref().ok_or_else(|| {
                DesignError::new(
                    "splits.start",
                    "`range` needs a start key (toStringBinary), e.g. \"0000\"",
                )
            })?;
            let end = s.end.as_deref().ok_or_else(|| {
                DesignError::new(
                    "splits.end",
                    "`range` needs an end key (toStringBinary), e.g. \"ffff\"",
                )
            })?;
            plain(
                create_table_splits(&to_bytes_binary(start), &to_bytes_binary(end), regions)
                    .map_err(hbase)?,
            )
        }
        Algo::Explicit => {
            let keys: Vec<Vec<u8>> = s.keys.iter().map(|k| to_bytes_binary(k)).collect();
            plain(keys)
        }
        Algo::Salt | Algo::Quantile | Algo::Auto => {
            let _ = sorted_sample;
            Err(DesignError::new(
                "splits.algorithm",
                "this split algorithm is being written",
            ))
        }
    }
}
