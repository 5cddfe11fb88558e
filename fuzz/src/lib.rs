//! What the fuzz targets share: the design pipeline they drive ([`harness`]) and the grammar the
//! structure-aware target builds designs from ([`grammar`]). Both files are plain std +
//! `rowkey-core`, so the workspace's tests include them too (`#[path]`): the seed-corpus replay
//! and the CLI property test run the same code in `cargo test` on stable.

pub mod grammar;
pub mod harness;
