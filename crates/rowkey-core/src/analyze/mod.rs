//! The analyses of a design: its split keys and regions, how its sample spreads over them, the
//! scans its queries need, and the lints.

pub mod lint;
pub mod query;
pub mod splits;

pub use splits::{split_keys, SplitKeys};
