//! How a key dump was read, as the report on it says: the format and order taken and why, the
//! lines passed over, and what the lines say against the format given.

use std::fmt;

/// The order the keys are in, as the report takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum KeysOrder {
    /// The order the rows were written in.
    Insertion,
    /// Sorted by key (unsigned byte order), as a scan returns rows.
    Key,
}

impl fmt::Display for KeysOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            KeysOrder::Insertion => "insertion",
            KeysOrder::Key => "key",
        })
    }
}

/// How a key dump was read: the format and order taken and why, the lines passed over and what
/// the lines say against the format given. Texts are messages, shown in the reader's language.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DumpReport {
    /// The format the keys were read in (`scan`, `binary`, …).
    pub format: String,
    /// What the dump's head showed, when the format was told from it (`auto`).
    pub format_why: Option<crate::i18n::Message>,
    /// The order the keys are taken to be in: `insertion` (write order: the heatmap and the
    /// verdict on writes over time are measured) or `key` (neither is).
    pub order: KeysOrder,
    /// Why that order.
    pub order_why: crate::i18n::Message,
    /// Non-blank lines passed over (a value's continuation in a scan, an empty csv key).
    pub skipped_lines: u64,
    /// The first of them (1-based).
    pub first_skipped_line: Option<u64>,
    /// The dump looks like another format than the one given.
    pub warnings: Vec<crate::i18n::Message>,
}
