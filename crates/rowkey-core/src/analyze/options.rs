//! How an analysis of the design's sample runs and what it counts besides the keys.

use super::distribution::RunOptions;
use super::report::DEFAULT_MEMORY_ROWS;
use crate::sample::Compiled;

/// Analysis options.
#[derive(Clone, Copy, Debug)]
pub struct AnalyzeOptions {
    /// How the sample runs.
    pub run: RunOptions,
    /// Rows for the memory estimate.
    pub memory_rows: u64,
    /// Fail when the split keys cannot be made (the CLI). Otherwise (the playground) the
    /// analysis goes on with one region and reports why in `splits.error` and a `splits` lint,
    /// so an edit that breaks the splits never hides the keys and the other findings.
    pub strict_splits: bool,
    /// Each region's top values of each field, this many per field (`analyze --top`), decoded
    /// in the sample's own pass.
    pub top: Option<usize>,
    /// Weigh the regions in bytes when the design's `sizing` says how big a row is (a
    /// `row_bytes_field` is read in the sample's own pass).
    pub bytes: bool,
}

impl AnalyzeOptions {
    /// The design's own count, every core.
    pub fn for_design(compiled: &Compiled) -> AnalyzeOptions {
        AnalyzeOptions {
            run: RunOptions::for_design(compiled),
            memory_rows: DEFAULT_MEMORY_ROWS,
            strict_splits: true,
            top: None,
            bytes: false,
        }
    }
}
