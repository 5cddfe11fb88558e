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
