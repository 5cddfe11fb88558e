//! Lints: design problems the articles and the HBase book warn about, each with a stable rule
//! id, a severity, a message naming the segment (with its span) and a one-line why.

use crate::keyspace::Keyspace;
use crate::sample::Compiled;
use crate::Span;
use serde::Serialize;

/// How serious a lint is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// HBase will refuse it or the design cannot work.
    Error,
    /// Likely to hurt in production.
    Warning,
    /// Worth knowing.
    Info,
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Lint {
    /// Stable rule id: `key-length`, `hotspot`, `not-unique`, `unpadded-number`, `signed-int`,
    /// `separator`, `salt-get`, `salt-regions`, `splits`.
    pub rule: &'static str,
    /// How serious.
    pub severity: Severity,
    /// What is wrong, naming the segment or field.
    pub message: String,
    /// One line on why it matters.
    pub why: String,
    /// The template span it is about, if any.
    pub span: Option<Span>,
}

/// What the lints look at.
#[derive(Debug)]
pub struct LintInput<'a> {
    /// The design, validated and compiled.
    pub compiled: &'a Compiled,
    /// The keyspace of the keys this design's data makes.
    pub keyspace: &'a Keyspace,
    /// The keyspace the template defines (hashes uniform whatever the data).
    pub nominal: &'a Keyspace,
    /// The split keys as the design gives them, before any sorting (explicit or imported keys
    /// may be unsorted, duplicated or empty).
    pub split_keys: &'a [Vec<u8>],
    /// What the sample showed, when it was run.
    pub observed: Option<Observed>,
}

/// Facts from the sample that some lints use.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Observed {
    /// Keys in the sample.
    pub keys: u64,
    /// Mean key length in bytes.
    pub mean_len: f64,
    /// Longest key in bytes.
    pub max_len: usize,
    /// Keys that repeat an earlier key.
    pub collisions: u64,
}

/// Every lint that applies, most serious first.
pub fn lints(input: &LintInput<'_>) -> Vec<Lint> {
    let _ = input;
    Vec::new()
}
