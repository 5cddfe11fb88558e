//! What crosses between RowKey Playground's page, its workers and the JS module, as Rust types
//! that both sides share: a renamed field or operation fails to compile on both sides at once
//! instead of reaching the page as a blank answer.
//!
//! - [`job`]: the analysis worker's jobs ([`JobRequest`]: an analysis, a growth simulation, a
//!   key dump, a page of a key dump);
//! - [`quick`]: the quick worker's requests ([`QuickRequest`]: a [`FirstRequest`] of the first
//!   screen's or a [`MoreRequest`], one variant per operation) and
//!   the answers that are not a core type already ([`SegmentModel`], [`RulerLevel`],
//!   [`SplitCheck`]);
//! - [`answer`]: what a worker answers ([`WorkerAnswer`]: progress, a report, a quick answer, a
//!   failure);
//! - [`error`]: the one shape of an error that crosses ([`WorkerError`]);
//! - [`lang`]: the language a request asks for ([`lang::parse_request_lang`]);
//! - [`design`]: the design as the analyses see it ([`analysable`]), the page's and the
//!   workers' alike.
//!
//! Messages cross as JSON text (serde), tagged by the enums here; `www/worker.js` relays them.
//!
//! ```
//! use rowkey_core::design::Design;
//! use rowkey_protocol::{FirstRequest, QuickRequest};
//! let r = QuickRequest::First(FirstRequest::Segments { design: Design::new("{id}") });
//! let text = r.to_json();
//! assert!(text.starts_with(r#"{"first":{"segments":{"design":"#));
//! assert_eq!(QuickRequest::from_json(&text).unwrap(), r);
//! ```

pub mod answer;
pub mod design;
pub mod error;
pub mod job;
pub mod lang;
pub mod quick;

pub use answer::{QuantileAnswer, ReportAnswer, WorkerAnswer};
pub use design::analysable;
pub use error::WorkerError;
pub use job::{InterimShown, JobRequest, KeysJob, KeysPageJob};
pub use quick::{
    DecodeMismatch, DecodedKey, ExportAnswer, FirstRequest, ImportAnswer, ImportFailure,
    MetricsAnswer, MoreRequest, ObservedNumbers, QuickRequest, RulerCell, RulerLevel, SegmentModel,
    SplitCheck,
};
