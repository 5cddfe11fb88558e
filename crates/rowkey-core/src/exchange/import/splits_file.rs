//! `splits-file`: a `SPLITS_FILE`, read byte for byte as the HBase shell reads it.

use super::{ImportError, ImportErrorKind, Kept};
use crate::hbase::shell::splits_file_line_to_bytes;
use crate::i18n::catalogue::import as msg;

/// `admin.rb` does `File.foreach(f) { |line| splits << line.chomp }` and then
/// `Bytes.toBytesBinary` on each: nothing is trimmed or skipped. A blank line is an empty split
/// key, which `createTable` refuses for the whole file, so it is reported here rather than
/// dropped; so is a byte-order mark, which the shell would make part of the first key.
pub(super) fn splits_file(bytes: &[u8]) -> Result<Vec<Vec<u8>>, ImportError> {
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        return Err(ImportError {
            kind: ImportErrorKind::Malformed,
            line: 1,
            column: Some(1),
            message: crate::msg!(msg::BOM),
        });
    }
    let mut keys = Vec::new();
    let mut kept = Kept::default();
    for (i, line) in bytes.split_inclusive(|&b| b == b'\n').enumerate() {
        let key = splits_file_line_to_bytes(line);
        if key.is_empty() {
            return Err(
                ImportError::new(i + 1, crate::msg!(msg::BLANK_LINE)).of(ImportErrorKind::EmptyKey)
            );
        }
        kept.add(i + 1, key.len())?;
        keys.push(key);
    }
    Ok(keys)
}
