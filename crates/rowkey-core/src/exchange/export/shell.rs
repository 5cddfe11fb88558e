//! The HBase shell's `create` command with `SPLITS => [...]`.

use crate::design::Design;
use crate::hbase::shell::shell_single_quoted;

/// Above this many split keys the shell export puts one key per line.
pub(super) const KEYS_ON_ONE_LINE: usize = 8;

/// The HBase shell command that creates the design's table pre-split at `keys`:
/// `create 'T', 'cf1', 'cf2', SPLITS => ['k1', 'k2']`, one key per line when there are more
/// than 8, and just `create 'T', 'cf'` without keys.
///
/// Each key is a *single-quoted* toStringBinary literal ([`shell_single_quoted`]): the shell
/// hands it to `Bytes.toBytesBinary` unchanged. A double-quoted `"\xff"` would be decoded by Ruby
/// first and arrive as U+FFFD, stored as `0xFD`.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::exchange::export_shell;
/// use rowkey_core::hbase::shell::ruby_literal_to_bytes;
/// let mut d = Design::new("{id}");
/// d.table.name = "ns:events".into();
/// d.table.families = vec!["d".into(), "m".into()];
/// assert_eq!(export_shell(&d, &[]), "create 'ns:events', 'd', 'm'\n");
/// let out = export_shell(&d, &[b"it's".to_vec()]);
/// assert_eq!(out, "create 'ns:events', 'd', 'm', SPLITS => ['it\\'s']\n");
/// assert_eq!(ruby_literal_to_bytes("'it\\'s'").unwrap(), b"it's");
/// ```
pub fn export_shell(design: &Design, keys: &[Vec<u8>]) -> String {
    let mut out = format!("create {}", ruby_single_quoted(&design.table.name));
    for family in &design.table.families {
        out.push_str(", ");
        out.push_str(&ruby_single_quoted(family));
    }
    if !keys.is_empty() {
        out.push_str(", SPLITS => [");
        if keys.len() > KEYS_ON_ONE_LINE {
            // The shell keeps reading while the bracket is open.
            out.push('\n');
            for (i, key) in keys.iter().enumerate() {
                out.push_str("  ");
                out.push_str(&shell_single_quoted(key));
                if i + 1 < keys.len() {
                    out.push(',');
                }
                out.push('\n');
            }
        } else {
            let literals: Vec<String> = keys.iter().map(|k| shell_single_quoted(k)).collect();
            out.push_str(&literals.join(", "));
        }
        out.push(']');
    }
    out.push('\n');
    out
}

/// Text as a Ruby single-quoted literal (`\\` and `\'` are its only escapes).
fn ruby_single_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('\'');
    for c in text.chars() {
        if c == '\'' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('\'');
    out
}
