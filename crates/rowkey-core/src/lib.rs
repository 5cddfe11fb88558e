//! # rowkey-core
//!
//! The core of RowKey Playground: it turns a row-key *template* and field values into the exact
//! bytes HBase would store, generates seeded samples, and analyses how the keys sort, spread
//! over regions and serve queries. The CLI, the JS module and the web app are thin adapters over
//! it: each rule lives here once.
//!
//! The layers follow the text → AST → checked plan → evaluation pipeline; each module depends
//! only on the ones listed before it (and on [`limits`]):
//! - [`java`], [`hbase`], [`hash`]: the Java / HBase behaviours the bytes must match;
//! - [`value`]: the type system, values and their types;
//! - [`template`]: lexer, parser (with spans), AST and printer;
//! - [`plan`]: type-checks a template into a compiled [`plan::Plan`], with errors that carry spans;
//! - [`encode`]: evaluates a plan on one record into key bytes;
//! - [`gen`]: seeded sample generators; [`design`]: the versioned design document;
//! - [`sample`]: a design compiled and sampled row by row;
//! - [`keyspace`], [`analyze`]: which keys a design can make, and the report on its sample
//!   (regions, lengths, collisions, lints, queries, split keys);
//! - [`exchange`], [`link`]: import and export formats, share links;
//! - [`metrics`]: the cluster's own region sizes and requests, read as HBase prints them and
//!   set beside the design's regions;
//! - [`simulate`]: the table growing through HBase's split policies;
//! - [`number`]: the one rule for counts and sizes people type (every box and flag);
//! - [`limits`]: every cap the tool puts on its work (gathered from the layers that set them),
//!   and the checks every front end shares.
//!
//! ```
//! use rowkey_core::{encode::Record, plan::Plan};
//! let plan = Plan::compile("{id | md5 | hex | left(4)}_{id}").unwrap();
//! let key = plan.encode(&Record::from_text([("id", "user123")])).unwrap();
//! assert_eq!(key, b"6ad1_user123");
//! ```

pub mod analyze;
pub mod compare;
pub mod decode;
pub mod design;
pub mod encode;
mod error;
pub mod exchange;
pub mod format;
pub mod gen;
pub mod hash;
pub mod hbase;
pub mod i18n;
pub mod java;
mod json_escape;
pub mod keys;
pub mod keyspace;
pub mod limits;
pub mod link;
pub mod metrics;
pub mod number;
mod order;
pub mod plan;
pub mod preview;
mod readback;
pub mod sample;
pub mod simulate;
pub mod suggest;
pub mod template;
pub mod value;

pub use error::{join_errors, render_caret, ErrorKind, Span, SpannedError, SpannedErrorParts};
