//! Split keys in and out of the tool (`rowkey import` and `rowkey export` in the README):
//! [`import`](mod@import) reads them from what HBase prints or reads (a toStringBinary list,
//! `get_splits`, a `SPLITS_FILE`, `list_regions`, the REST regions document); [`export`] writes a
//! design and its keys as the HBase shell, Java and Phoenix want them, as a `SPLITS_FILE`, as the
//! design JSON and as CSV sample keys ([`EXPORT_KINDS`] lists them).
//!
//! Exports round-trip through the matching import, byte for byte:
//!
//! ```
//! use rowkey_core::exchange::{export_splits_file, import, ImportFormat};
//! let keys = vec![vec![0x00, b'a'], b"it's\\".to_vec(), vec![0xff]];
//! assert_eq!(import(ImportFormat::SplitsFile, &export_splits_file(&keys)).unwrap(), keys);
//! ```

pub mod export;
pub mod import;

pub use export::{
    export_cbt, export_csv, export_design, export_hbase_site, export_java, export_phoenix,
    export_regionsplitter, export_shell, export_shell_numregions, export_splits_file, fixed_prefix,
    write_csv, CsvError, ExportKind, ExportKindInfo, ExportRefused, EXPORT_KINDS,
};
pub use import::{import, import_bytes, import_reader, ImportError, ImportErrorKind, ImportFormat};
