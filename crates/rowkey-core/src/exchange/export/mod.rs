//! A design and its split keys written the way each consumer reads them back byte for byte:
//! the HBase shell (with `SPLITS`, or `NUMREGIONS`), a `SPLITS_FILE`, the Java client, Phoenix
//! DDL, RegionSplitter's command line, Bigtable's `cbt`, `hbase-site.xml`, the design JSON, and
//! the sample keys as CSV.
//!
//! Keys always travel as `Bytes.toStringBinary` text (ASCII), wrapped in whatever quoting the
//! target language needs, so that the target's own `toBytesBinary` (or Phoenix's `DECODE`)
//! gives back exactly the bytes.
//!
//! ```
//! use rowkey_core::design::Design;
//! use rowkey_core::exchange::export_shell;
//! let mut d = Design::new("{id}");
//! d.table.name = "orders".into();
//! let keys = vec![b"10".to_vec(), vec![0x00, 0xff]];
//! assert_eq!(export_shell(&d, &keys), "create 'orders', 'd', SPLITS => ['10', '\\x00\\xFF']\n");
//! ```

mod cbt;
mod csv;
mod design;
mod hbase_site;
mod java;
mod kinds;
mod numregions;
mod phoenix;
mod refused;
mod regionsplitter;
mod shell;
mod splits_file;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_dialects;

pub use cbt::export_cbt;
pub use csv::{export_csv, write_csv, CsvError};
pub use design::export_design;
pub use hbase_site::{export_hbase_site, fixed_prefix};
pub use java::export_java;
pub use kinds::{ExportKind, ExportKindInfo, EXPORT_KINDS};
pub use numregions::export_shell_numregions;
pub use phoenix::export_phoenix;
pub use refused::ExportRefused;
pub use regionsplitter::export_regionsplitter;
pub use shell::export_shell;
pub use splits_file::export_splits_file;
