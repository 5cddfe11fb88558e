//! # rowkey-core
//!
//! The encoding core of RowKey Playground: it turns a row-key *template* and field values into the
//! exact bytes HBase would store, generates seeded samples, and (in later layers) analyses how the
//! keys sort and spread over regions.
//!
//! The layers follow the text → AST → checked plan → evaluation pipeline:
//! - [`template`]: lexer, parser (with spans), AST and printer;
//! - [`plan`]: type-checks a template into a compiled [`plan::Plan`], with errors that carry spans;
//! - [`encode`]: evaluates a plan on one record into key bytes;
//! - [`java`], [`hash`], [`hbase`]: the Java / HBase behaviours the bytes must match;
//! - [`gen`]: seeded sample generators; [`design`]: the versioned design document.
//!
//! ```
//! use rowkey_core::{encode::Record, plan::Plan};
//! let plan = Plan::compile("{id | md5 | hex | left(4)}_{id}").unwrap();
//! let key = plan.encode(&Record::from_text([("id", "user123")])).unwrap();
//! assert_eq!(key, b"6ad1_user123");
//! ```

pub mod analyze;
pub mod design;
pub mod encode;
mod error;
pub mod exchange;
pub mod format;
pub mod gen;
pub mod hash;
pub mod hbase;
pub mod java;
mod json_escape;
pub mod keyspace;
pub mod limits;
pub mod link;
pub mod plan;
pub mod sample;
pub mod suggest;
pub mod template;

pub use error::{join_errors, render_caret, ErrorKind, Span, SpannedError};
