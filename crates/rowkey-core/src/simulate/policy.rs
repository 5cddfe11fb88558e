//! HBase's region split policies and the size at which each splits a region, as `hbase-server`
//! 2.x defines them (package `org.apache.hadoop.hbase.regionserver`).
//!
//! Every policy asks the same question after a flush: is one of the region's stores larger
//! than `getSizeToCheck(R)`, R being the number of this table's regions on the region server
//! (`getCountOfCommonTableRegions`, default replicas only)? They differ in that size only.
//!
//! **Jitter.** `ConstantSizeRegionSplitPolicy.configureForRegion` moves each region's max
//! filesize by a random `(rand − 0.5) × hbase.hregion.max.filesize.jitter` (default 0.25, so
//! ±12.5 %), so that regions written alike do not all split at once. The simulation leaves the
//! jitter out: every region splits at exactly the threshold, so runs are repeatable and the
//! figures can be checked by hand. Splits that HBase spreads over ±12.5 % of the size happen
//! here together; the region counts it reaches are the same.
//!
//! ```
//! use rowkey_core::simulate::policy::{Policy, Thresholds};
//! let t = Thresholds::new(Policy::Increasing, 10 << 30, 128 << 20);
//! assert_eq!(t.size_to_check(1), Some(256 << 20));
//! assert_eq!(t.size_to_check(3), Some(6912 << 20));
//! assert_eq!(t.size_to_check(4), Some(10 << 30));
//! ```

use crate::i18n::{catalogue::simulate as msg, Message};
use serde::{Deserialize, Serialize};

/// HBase's default `hbase.hregion.memstore.flush.size`: 128 MiB
/// (`TableDescriptorBuilder.DEFAULT_MEMSTORE_FLUSH_SIZE`).
pub const DEFAULT_FLUSH_SIZE: u64 = 128 << 20;

/// Above this many regions of the table on the server, `IncreasingToUpperBoundRegionSplitPolicy`
/// uses the max filesize ("safety check for 100 to avoid numerical overflow").
pub const INCREASING_MAX_COUNT: u64 = 100;

/// A region split policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Policy {
    /// `SteppingSplitPolicy`, HBase 2.x's default: the initial size while the table has one
    /// region on the server, else the max filesize.
    Stepping,
    /// `IncreasingToUpperBoundRegionSplitPolicy` (the default from 0.94 to 1.x):
    /// `min(max filesize, initialSize × R³)`; the max filesize when R is 0 or over 100.
    Increasing,
    /// `ConstantSizeRegionSplitPolicy`: `hbase.hregion.max.filesize`.
    Constant,
    /// `DisabledRegionSplitPolicy`: never splits.
    Disabled,
}

impl Policy {
    /// Every policy, in the order the CLI and the playground list them.
    pub const ALL: [Policy; 4] = [
        Policy::Stepping,
        Policy::Increasing,
        Policy::Constant,
        Policy::Disabled,
    ];

    /// The name the CLI and the JSON use: `stepping`, `increasing`, `constant`, `disabled`.
    pub fn name(self) -> &'static str {
        match self {
            Policy::Stepping => "stepping",
            Policy::Increasing => "increasing",
            Policy::Constant => "constant",
            Policy::Disabled => "disabled",
        }
    }

    /// The name as a reader sees it: the CLI's name, with what it means in Chinese.
    ///
    /// ```
    /// use rowkey_core::i18n::{Lang, with_lang};
    /// use rowkey_core::simulate::policy::Policy;
    /// assert_eq!(Policy::Stepping.label().to_string(), "stepping");
    /// assert!(with_lang(Lang::ZhCn, || Policy::Stepping.label().to_string()).contains("阶梯"));
    /// ```
    pub fn label(self) -> Message {
        Message::new(match self {
            Policy::Stepping => msg::POLICY_STEPPING,
            Policy::Increasing => msg::POLICY_INCREASING,
            Policy::Constant => msg::POLICY_CONSTANT,
            Policy::Disabled => msg::POLICY_DISABLED,
        })
    }

    /// The policy a name stands for, or a message listing the names.
    ///
    /// # Errors
    ///
    /// A message naming `name` when it is no policy's name.
    ///
    /// ```
    /// use rowkey_core::simulate::policy::Policy;
    /// assert_eq!(Policy::parse("stepping"), Ok(Policy::Stepping));
    /// assert!(Policy::parse("steping").unwrap_err().contains("stepping, increasing"));
    /// ```
    pub fn parse(name: &str) -> Result<Policy, String> {
        Policy::ALL
            .into_iter()
            .find(|p| p.name() == name)
            .ok_or_else(|| crate::msg!(msg::NOT_A_POLICY, name = name).to_string())
    }

    /// The HBase class that implements it.
    pub fn class(self) -> &'static str {
        match self {
            Policy::Stepping => "org.apache.hadoop.hbase.regionserver.SteppingSplitPolicy",
            Policy::Increasing => {
                "org.apache.hadoop.hbase.regionserver.IncreasingToUpperBoundRegionSplitPolicy"
            }
            Policy::Constant => {
                "org.apache.hadoop.hbase.regionserver.ConstantSizeRegionSplitPolicy"
            }
            Policy::Disabled => "org.apache.hadoop.hbase.regionserver.DisabledRegionSplitPolicy",
        }
    }

    /// The rule in one sentence.
    pub fn rule(self) -> Message {
        Message::new(match self {
            Policy::Stepping => msg::RULE_STEPPING,
            Policy::Increasing => msg::RULE_INCREASING,
            Policy::Constant => msg::RULE_CONSTANT,
            Policy::Disabled => msg::RULE_DISABLED,
        })
    }
}

/// A policy with its sizes: when a region splits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Thresholds {
    /// The policy.
    pub policy: Policy,
    /// `hbase.hregion.max.filesize` (or the table's `MAX_FILESIZE`).
    pub max_filesize: u64,
    /// `hbase.hregion.memstore.flush.size`.
    pub flush_size: u64,
    /// `hbase.increasing.policy.initial.size`'s default: 2 × the flush size.
    pub initial_size: u64,
}

impl Thresholds {
    /// The thresholds of `policy` with these sizes; the initial size is 2 × `flush_size`, as
    /// `IncreasingToUpperBoundRegionSplitPolicy.configureForRegion` takes it when
    /// `hbase.increasing.policy.initial.size` is not set.
    pub fn new(policy: Policy, max_filesize: u64, flush_size: u64) -> Thresholds {
        Thresholds {
            policy,
            max_filesize,
            flush_size,
            initial_size: flush_size.saturating_mul(2),
        }
    }

    /// `getSizeToCheck(R)`: the size a region must pass to split when the table has `r`
    /// regions on its server; `None` for a policy that never splits. A region splits when its
    /// size is strictly greater (`store.getSize() > sizeToCheck`).
    pub fn size_to_check(&self, r: u64) -> Option<u64> {
        match self.policy {
            Policy::Disabled => None,
            Policy::Constant => Some(self.max_filesize),
            Policy::Stepping => Some(if r == 1 {
                self.initial_size
            } else {
                self.max_filesize
            }),
            Policy::Increasing => Some(if r == 0 || r > INCREASING_MAX_COUNT {
                self.max_filesize
            } else {
                // R ≤ 100, so R³ ≤ 10⁶: only the product with a huge initial size can overflow,
                // and then the max filesize is the smaller anyway.
                self.max_filesize
                    .min(self.initial_size.saturating_mul(r * r * r))
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const GIB: u64 = 1 << 30;
    const MIB: u64 = 1 << 20;

    #[test]
    fn increasing_cubes_the_count_up_to_the_max_filesize() {
        let t = Thresholds::new(Policy::Increasing, 10 * GIB, DEFAULT_FLUSH_SIZE);
        // 256 MB × 1, × 8, × 27 (6.75 GB), × 64 = 16 GB capped at 10 GB.
        assert_eq!(t.size_to_check(1), Some(256 * MIB));
        assert_eq!(t.size_to_check(2), Some(2 * GIB));
        assert_eq!(t.size_to_check(3), Some(6 * GIB + 768 * MIB));
        assert_eq!(t.size_to_check(4), Some(10 * GIB));
        assert_eq!(t.size_to_check(0), Some(10 * GIB));
        assert_eq!(t.size_to_check(101), Some(10 * GIB));
        // Below the cap, R = 100 still cubes; R = 101 takes the max filesize.
        let big = Thresholds::new(Policy::Increasing, u64::MAX >> 1, 1);
        assert_eq!(big.size_to_check(100), Some(2_000_000));
        assert_eq!(big.size_to_check(101), Some(u64::MAX >> 1));
    }

    #[test]
    fn stepping_constant_disabled() {
        let s = Thresholds::new(Policy::Stepping, 10 * GIB, DEFAULT_FLUSH_SIZE);
        assert_eq!(s.size_to_check(1), Some(256 * MIB));
        assert_eq!(s.size_to_check(2), Some(10 * GIB));
        assert_eq!(s.size_to_check(0), Some(10 * GIB));
        let c = Thresholds::new(Policy::Constant, 10 * GIB, DEFAULT_FLUSH_SIZE);
        assert_eq!(c.size_to_check(1), Some(10 * GIB));
        let d = Thresholds::new(Policy::Disabled, 10 * GIB, DEFAULT_FLUSH_SIZE);
        assert_eq!(d.size_to_check(1), None);
    }

    #[test]
    fn names_round_trip() {
        for p in Policy::ALL {
            assert_eq!(Policy::parse(p.name()), Ok(p));
            assert!(p.class().ends_with("Policy"));
        }
    }
}
