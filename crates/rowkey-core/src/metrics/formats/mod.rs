//! The three forms HBase prints region metrics in, each read by its own module, and how a text
//! is told to be one of them.

mod html;
mod jmx;
mod master_ui;
mod shell;

use super::{MetricsError, MetricsFile};
use crate::i18n::catalogue::metrics as msg;
use crate::i18n::Message;
use serde::{Deserialize, Serialize};

/// A form of region metrics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MetricsFormat {
    /// A region server's `/jmx?qry=Hadoop:service=HBase,name=RegionServer,sub=Regions` JSON.
    Jmx,
    /// The master UI's `table.jsp?name=TABLE` page, saved as HTML.
    MasterUi,
    /// The shell's `list_regions 'TABLE'` output.
    Shell,
}

impl MetricsFormat {
    /// Every form, in the order the CLI lists them.
    pub const ALL: [MetricsFormat; 3] = [
        MetricsFormat::Jmx,
        MetricsFormat::MasterUi,
        MetricsFormat::Shell,
    ];

    /// The name a flag and the JSON use (`jmx`, `master-ui`, `shell`).
    ///
    /// ```
    /// use rowkey_core::metrics::MetricsFormat;
    /// assert_eq!(MetricsFormat::MasterUi.name(), "master-ui");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            MetricsFormat::Jmx => "jmx",
            MetricsFormat::MasterUi => "master-ui",
            MetricsFormat::Shell => "shell",
        }
    }

    /// What the form is, for people.
    pub fn describe(self) -> Message {
        Message::new(match self {
            MetricsFormat::Jmx => msg::FORMAT_JMX,
            MetricsFormat::MasterUi => msg::FORMAT_MASTER_UI,
            MetricsFormat::Shell => msg::FORMAT_SHELL,
        })
    }

    /// Whether the form shows start keys (the JMX does not).
    pub fn has_keys(self) -> bool {
        self != MetricsFormat::Jmx
    }
}

/// The form a text looks like, from its first non-blank characters and its header: JSON with a
/// `"beans"` array, HTML, or a `list_regions` header row. `None` when it is none of them.
///
/// ```
/// use rowkey_core::metrics::{detect, MetricsFormat};
/// assert_eq!(detect("{\n  \"beans\" : [ ]\n}"), Some(MetricsFormat::Jmx));
/// assert_eq!(detect("<!DOCTYPE html>\n<html>"), Some(MetricsFormat::MasterUi));
/// assert_eq!(detect("hbase:001:0> list_regions 't'\n SERVER_NAME | START_KEY |\n"), Some(MetricsFormat::Shell));
/// assert_eq!(detect("a,b,c\n1,2,3\n"), None);
/// ```
pub fn detect(text: &str) -> Option<MetricsFormat> {
    let head = text.trim_start_matches('\u{feff}').trim_start();
    if head.starts_with('{') || head.starts_with('[') {
        return head
            .get(..head.len().min(4096))
            .is_some_and(|h| h.contains("\"beans\""))
            .then_some(MetricsFormat::Jmx);
    }
    let lower = head
        .get(..head.len().min(512))
        .unwrap_or("")
        .to_ascii_lowercase();
    if lower.starts_with("<!doctype html")
        || lower.starts_with("<html")
        || lower.starts_with("<table")
        || lower.starts_with("<!--")
        || lower.starts_with("<head")
    {
        return Some(MetricsFormat::MasterUi);
    }
    text.lines()
        .take(64)
        .any(|l| shell::header_columns(l).is_some())
        .then_some(MetricsFormat::Shell)
}

/// Read `text` as `format`.
pub(super) fn parse(text: &str, format: MetricsFormat) -> Result<MetricsFile, MetricsError> {
    match format {
        MetricsFormat::Jmx => jmx::parse(text),
        MetricsFormat::MasterUi => master_ui::parse(text),
        MetricsFormat::Shell => shell::parse(text),
    }
}
