//! The HBase shell's `create` command with `SPLITS => [...]`, after `create_namespace` when the
//! table is in a namespace, with the families' attributes.

use crate::design::{Design, Family};
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
/// assert_eq!(export_shell(&d, &[]), "create_namespace 'ns'\ncreate 'ns:events', 'd', 'm'\n");
/// d.table.name = "events".into();
/// d.table.families[1].attrs.versions = Some(1);
/// let out = export_shell(&d, &[b"it's".to_vec()]);
/// assert_eq!(out, "create 'events', 'd', {NAME => 'm', VERSIONS => 1}, SPLITS => ['it\\'s']\n");
/// assert_eq!(ruby_literal_to_bytes("'it\\'s'").unwrap(), b"it's");
/// ```
pub fn export_shell(design: &Design, keys: &[Vec<u8>]) -> String {
    let mut out = create_prefix(design);
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

/// `create_namespace 'ns'` for a table in a namespace other than HBase's own two, then
/// `create 'T', 'cf1', {NAME => 'cf2', VERSIONS => 1, ...}` without the final newline: a family
/// with attributes is written as the shell's hash, a plain one as its quoted name.
pub(super) fn create_prefix(design: &Design) -> String {
    let mut out = String::new();
    if let Some((ns, _)) = design.table.name.split_once(':') {
        // `default` and `hbase` always exist; creating them again fails.
        if ns != "default" && ns != "hbase" {
            out.push_str(&format!("create_namespace {}\n", ruby_single_quoted(ns)));
        }
    }
    out.push_str(&format!(
        "create {}",
        ruby_single_quoted(&design.table.name)
    ));
    for family in &design.table.families {
        out.push_str(", ");
        out.push_str(&shell_family(family));
    }
    out
}

/// A family as the shell's `create` takes it: `'d'`, or `{NAME => 'd', VERSIONS => 1}`.
fn shell_family(family: &Family) -> String {
    let name = ruby_single_quoted(&family.name);
    if family.attrs.is_empty() {
        return name;
    }
    let mut parts = vec![format!("NAME => {name}")];
    parts.extend(
        family
            .attrs
            .shell_pairs()
            .into_iter()
            .map(|(k, v)| format!("{k} => {v}")),
    );
    format!("{{{}}}", parts.join(", "))
}

/// Text as a Ruby single-quoted literal (`\\` and `\'` are its only escapes).
pub(super) fn ruby_single_quoted(text: &str) -> String {
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
