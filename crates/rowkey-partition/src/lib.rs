//! One engine task's keys counted into a partial — the versioned bytes `rowkey analyze --keys
//! … --partial --partial-format binary` writes — for the bindings that run inside an engine:
//! the Python module (`crates/rowkey-py`, in a PySpark worker) and the JVM library
//! (`crates/rowkey-jni`, in a Spark executor). Both load the design the same way and count
//! keys the same way, so their partials merge with each other and with the CLI's.
//!
//! ```
//! let design = r#"{"template": "{id}", "fields": {"id": "pattern(\"user###\")"},
//!                 "splits": {"algorithm": "explicit", "keys": ["user5"]}}"#;
//! let mut part = rowkey_partition::Partition::for_design(design, Some(0)).unwrap();
//! part.push_keys([b"user100".as_slice(), b"user600"]).unwrap();
//! assert_eq!(part.keys(), 2);
//! assert!(!part.finish_bytes().unwrap().is_empty());
//! ```

mod design;
mod partition;
mod pickle;
pub mod texts;

pub use design::load;
pub use partition::Partition;
pub use pickle::{pickled_keys, Frame};

use rowkey_core::i18n::{with_lang, Lang};
use rowkey_core::keys::partial::KeysPartial;

/// A rendered message.
pub type Fail = String;

/// Run `f` with messages in the environment's language (as the `rowkey` command picks it:
/// `LC_ALL`, `LC_MESSAGES`, `LANG`).
///
/// ```
/// let text = rowkey_partition::in_lang(|| "rendered".to_string());
/// assert_eq!(text, "rendered");
/// ```
pub fn in_lang<T>(f: impl FnOnce() -> T) -> T {
    with_lang(Lang::from_env(|k| std::env::var(k).ok()), f)
}

/// The partial of both parts (binary form); `a` and `b` are partials in either form. Refused,
/// saying why, when either is not a partial or they were made against different designs,
/// splits or options.
///
/// ```
/// let design = r#"{"template": "{id}", "fields": {"id": "seq()"}}"#;
/// let part = |keys: &[&[u8]]| {
///     let mut p = rowkey_partition::Partition::for_design(design, None).unwrap();
///     p.push_keys(keys.iter().copied()).unwrap();
///     p.finish_bytes().unwrap()
/// };
/// let both = rowkey_partition::merge_bytes(&part(&[b"a"]), &part(&[b"b", b"c"])).unwrap();
/// assert!(!both.is_empty());
/// assert!(rowkey_partition::merge_bytes(b"hello", &both).is_err());
/// ```
pub fn merge_bytes(a: &[u8], b: &[u8]) -> Result<Vec<u8>, Fail> {
    merge_all([a, b]).map(|merged| merged.unwrap_or_default())
}

/// The partial of all `parts` (binary form), each read once and the sum written once, where
/// merging them two by two would read and write the running sum at every step; `None` when
/// there is no part. Refused as [`merge_bytes`] refuses.
///
/// ```
/// let design = r#"{"template": "{id}", "fields": {"id": "seq()"}}"#;
/// let part = |keys: &[&[u8]]| {
///     let mut p = rowkey_partition::Partition::for_design(design, None).unwrap();
///     p.push_keys(keys.iter().copied()).unwrap();
///     p.finish_bytes().unwrap()
/// };
/// let (a, b, c) = (part(&[b"a"]), part(&[b"b"]), part(&[b"c", b"d"]));
/// let all = rowkey_partition::merge_all([&a[..], &b, &c]).unwrap().unwrap();
/// let two_by_two = rowkey_partition::merge_bytes(&rowkey_partition::merge_bytes(&a, &b).unwrap(), &c);
/// assert_eq!(all, two_by_two.unwrap());
/// assert_eq!(rowkey_partition::merge_all([]).unwrap(), None);
/// ```
pub fn merge_all<'p>(parts: impl IntoIterator<Item = &'p [u8]>) -> Result<Option<Vec<u8>>, Fail> {
    let mut sum: Option<KeysPartial> = None;
    for p in parts {
        let p = KeysPartial::read(p).map_err(|e| e.to_string())?;
        match &mut sum {
            Some(s) => s.merge(p).map_err(|e| e.to_string())?,
            None => sum = Some(p),
        }
    }
    Ok(sum.map(|s| s.to_bytes()))
}
