//! The `rowkey` command.
fn main() {}
