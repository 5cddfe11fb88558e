//! A `SPLITS_FILE` for the shell's `create`.

use crate::hbase::shell::splits_file;

/// A `SPLITS_FILE` for `create 'T', 'cf', SPLITS_FILE => 'splits.txt'`: one toStringBinary key
/// per line, each line ending with a newline. The shell reads each line with
/// `Bytes.toBytesBinary(line.chomp)`, which gives back exactly the key.
///
/// ```
/// use rowkey_core::exchange::export_splits_file;
/// use rowkey_core::hbase::shell::splits_file_to_keys;
/// let keys = vec![vec![0x00], b"a\\b".to_vec()];
/// let file = export_splits_file(&keys);
/// assert_eq!(file, "\\x00\na\\x5Cb\n");
/// assert_eq!(splits_file_to_keys(file.as_bytes()), keys);
/// ```
pub fn export_splits_file(keys: &[Vec<u8>]) -> String {
    splits_file(keys)
}
