//! The analyses of a design: its split keys and regions, how its sample spreads over them, the
//! scans its queries need, and the lints.

pub mod budget;
pub mod bytes;
pub mod compact;
pub mod distribution;
pub mod dump;
pub mod fingerprint;
pub mod lint;
mod options;
mod partial;
pub mod query;
mod regions;
pub mod report;
mod row_extras;
pub mod sizing;
pub mod splits;
pub mod stats;
pub mod top;
pub mod unique;
pub mod verdict;
pub mod weighted_cut;

pub use budget::SampleRows;
pub(crate) use regions::head;
pub use regions::Regions;
pub use report::{
    analyze, analyze_counts, analyze_with_progress, AnalyzeOptions, KeyspaceReport, Report,
    ShardedAnalysis,
};
pub use splits::{sampled_split_keys, split_keys, SplitKeys};
