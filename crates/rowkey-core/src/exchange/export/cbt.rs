//! Cloud Bigtable's `cbt createtable` with the families' garbage-collection policies and the
//! split keys.

use super::refused::posix_quoted;
use super::ExportRefused;
use crate::design::{Design, FamilyAttrs};
use crate::hbase::to_string_binary;
use crate::i18n::catalogue::export as msg;
use crate::i18n::{Arg, Entry, Message};

/// `cbt createtable TABLE 'families=d:maxversions=1,m' 'splits=k1,k2'`.
///
/// A family's `VERSIONS` and `TTL` become its GC policy (`maxversions=N`, `maxage=Ns`, joined
/// with `||` as HBase drops a cell when either limit is passed); the other attributes have no
/// Bigtable counterpart and are named in a comment line. cbt splits the `splits=` value at
/// commas and passes each piece's UTF-8 bytes as the row, so a key with a comma, a NUL (which
/// no command line can carry) or bytes that are not UTF-8 cannot be given: the export is refused
/// naming the key. Bigtable has no namespaces, so `ns:table` is refused too.
///
/// # Errors
///
/// An [`ExportRefused`] when the table has a namespace or a family name `cbt` does not take.
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::exchange::export_cbt;
/// let mut d = Design::new("{id}");
/// d.table.name = "orders".into();
/// d.table.families[0].attrs.versions = Some(1);
/// let keys = [b"a b".to_vec(), b"m".to_vec()];
/// assert_eq!(
///     export_cbt(&d, &keys).unwrap(),
///     "cbt createtable orders families=d:maxversions=1 'splits=a b,m'\n"
/// );
/// assert!(export_cbt(&d, &[b"a,b".to_vec()]).unwrap_err().reason.to_string().contains("a,b"));
/// ```
pub fn export_cbt(design: &Design, keys: &[Vec<u8>]) -> Result<String, ExportRefused> {
    if let Some((ns, _)) = design.table.name.split_once(':') {
        return Err(ExportRefused::new(crate::msg!(
            msg::CBT_NAMESPACE,
            table = &design.table.name,
            ns = ns
        )));
    }
    for (i, f) in design.table.families.iter().enumerate() {
        if !cbt_family_ok(&f.name) {
            return Err(ExportRefused::new(crate::msg!(
                msg::CBT_FAMILY,
                path = format!("table.families[{i}]"),
                family = to_string_binary(f.name.as_bytes())
            )));
        }
    }
    let mut texts = Vec::with_capacity(keys.len());
    for (i, key) in keys.iter().enumerate() {
        texts.push(cbt_key(key).map_err(|why| {
            ExportRefused::new(crate::msg!(
                msg::CBT_KEY,
                n = Arg::Int(i as i128 + 1),
                count = Arg::Int(keys.len() as i128),
                key = to_string_binary(key),
                why = Message::new(why)
            ))
        })?);
    }
    let mut out = String::new();
    let unsupported: Vec<String> = design
        .table
        .families
        .iter()
        .flat_map(|f| {
            unsupported_attrs(&f.attrs)
                .into_iter()
                .map(move |a| format!("{}.{a}", f.name))
        })
        .collect();
    if !unsupported.is_empty() {
        out.push_str(&format!(
            "# Bigtable has no counterpart of {}: left out.\n",
            unsupported.join(", ")
        ));
    }
    let families: Vec<String> = design
        .table
        .families
        .iter()
        .map(|f| match gc_policy(&f.attrs) {
            Some(policy) => format!("{}:{policy}", f.name),
            None => f.name.clone(),
        })
        .collect();
    out.push_str("cbt createtable ");
    out.push_str(&posix_quoted(&design.table.name));
    out.push(' ');
    out.push_str(&posix_quoted(&format!("families={}", families.join(","))));
    if !texts.is_empty() {
        out.push(' ');
        out.push_str(&posix_quoted(&format!("splits={}", texts.join(","))));
    }
    out.push('\n');
    Ok(out)
}

/// Whether Bigtable takes `name` as a column family id: `[_a-zA-Z0-9][-_.a-zA-Z0-9]*`, at most
/// 64 characters (so no comma, which would split cbt's `families=` list, and no quote).
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::exchange::export_cbt;
/// let mut d = Design::new("{id}");
/// d.table.families = vec!["a,b".into()];
/// let e = export_cbt(&d, &[]).unwrap_err().reason.to_string();
/// assert!(e.contains("table.families[0]") && e.contains("a,b"), "{e}");
/// ```
fn cbt_family_ok(name: &str) -> bool {
    let ok = |b: u8, first: bool| {
        b.is_ascii_alphanumeric() || b == b'_' || (!first && b"-.".contains(&b))
    };
    !name.is_empty() && name.len() <= 64 && name.bytes().enumerate().all(|(i, b)| ok(b, i == 0))
}

/// The key as cbt's text, or why it cannot be.
fn cbt_key(key: &[u8]) -> Result<&str, &'static Entry> {
    let text = std::str::from_utf8(key).map_err(|_| msg::CBT_NOT_UTF8)?;
    if text.contains(',') {
        return Err(msg::CBT_COMMA);
    }
    if text.contains('\0') {
        return Err(msg::CBT_NUL);
    }
    Ok(text)
}

/// The GC policy of cbt's `families=` for the family's `VERSIONS` and `TTL`.
fn gc_policy(a: &FamilyAttrs) -> Option<String> {
    match (a.ttl, a.versions) {
        (Some(t), Some(v)) => Some(format!("maxage={t}s||maxversions={v}")),
        (Some(t), None) => Some(format!("maxage={t}s")),
        (None, Some(v)) => Some(format!("maxversions={v}")),
        (None, None) => None,
    }
}

/// The shell names of the attributes set that Bigtable has no counterpart of.
fn unsupported_attrs(a: &FamilyAttrs) -> Vec<&'static str> {
    let mut out = Vec::new();
    if a.compression.is_some() {
        out.push("COMPRESSION");
    }
    if a.bloomfilter.is_some() {
        out.push("BLOOMFILTER");
    }
    if a.data_block_encoding.is_some() {
        out.push("DATA_BLOCK_ENCODING");
    }
    if a.blocksize.is_some() {
        out.push("BLOCKSIZE");
    }
    if a.in_memory.is_some() {
        out.push("IN_MEMORY");
    }
    out
}
