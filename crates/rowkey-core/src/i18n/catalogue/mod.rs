//! Every message the core writes for people, English and Simplified Chinese side by side, one
//! module per area so each stays next to the code that uses it in spirit and small to review.
//!
//! Terms follow what Chinese HBase engineers say (region, rowkey, 预分区, 热点, 散列, 加盐,
//! 反转时间戳, 分裂策略, 全表扫描); HBase identifiers (class names, shell syntax,
//! `toStringBinary`) and template syntax stay as they are in both.
//!
//! ```
//! use rowkey_core::i18n::catalogue;
//! assert_eq!(catalogue::lookup("common.internal").map(|e| e.id), Some("common.internal"));
//! assert!(catalogue::lookup("no.such-id").is_none());
//! ```

/// Declares catalogue entries: `NAME = "area.id" { en: "...", zh: "..." }`, each a
/// `pub const NAME: &Entry`, and `ENTRIES`, the area's list (for lookups and the tests).
macro_rules! catalogue {
    ($($(#[$doc:meta])* $name:ident = $id:literal { en: $en:expr, zh: $zh:expr $(,)? })*) => {
        $($(#[$doc])* pub const $name: &$crate::i18n::Entry =
            &$crate::i18n::Entry { id: $id, en: $en, zh: $zh };)*
        /// Every entry of this area, in declaration order.
        pub const ENTRIES: &[&$crate::i18n::Entry] = &[$($name,)*];
    };
}

pub mod common;
pub mod design;
pub mod generator;
pub mod input;
pub mod plan;
pub mod template;

use super::Entry;

/// Every area's entries.
pub const AREAS: &[&[&Entry]] = &[
    common::ENTRIES,
    design::ENTRIES,
    generator::ENTRIES,
    input::ENTRIES,
    plan::ENTRIES,
    template::ENTRIES,
];

/// The entry with id `id`, if the catalogue has it.
pub fn lookup(id: &str) -> Option<&'static Entry> {
    AREAS
        .iter()
        .flat_map(|a| a.iter())
        .find(|e| e.id == id)
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeSet, HashSet};

    fn entries() -> impl Iterator<Item = &'static Entry> {
        AREAS.iter().flat_map(|a| a.iter()).copied()
    }

    /// The placeholder names of a template (`{name}` and `{name:one|other}`), braces escaped
    /// as `{{` `}}` skipped.
    fn placeholders(t: &str) -> BTreeSet<String> {
        let t = t.replace("{{", "").replace("}}", "");
        t.split('{')
            .skip(1)
            .filter_map(|s| s.split_once('}'))
            .map(|(p, _)| p.split(':').next().unwrap_or("").to_owned())
            .collect()
    }

    #[test]
    fn ids_are_unique_and_well_formed() {
        let mut seen = HashSet::new();
        for e in entries() {
            assert!(seen.insert(e.id), "id {} declared twice", e.id);
            let (area, name) = e.id.split_once('.').expect("ids are area.name");
            assert!(
                !area.is_empty()
                    && !name.is_empty()
                    && e.id.bytes().all(|b| b.is_ascii_lowercase()
                        || b.is_ascii_digit()
                        || b == b'-'
                        || b == b'.'),
                "id {} is not area.kebab-case",
                e.id
            );
        }
    }

    #[test]
    fn every_message_has_every_language() {
        for e in entries() {
            assert!(!e.en.trim().is_empty(), "{}: no English text", e.id);
            assert!(!e.zh.trim().is_empty(), "{}: no Chinese text", e.id);
            // A Chinese text equal to the English one was not translated (unless it has no
            // words at all, only identifiers and placeholders).
            let has_words =
                e.en.split(|c: char| !c.is_ascii_alphabetic())
                    .any(|w| w.len() > 3);
            assert!(
                e.zh != e.en || !has_words,
                "{}: the Chinese text is the English one",
                e.id
            );
            assert!(
                e.zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)) || !has_words,
                "{}: the Chinese text has no Chinese in it",
                e.id
            );
        }
    }

    #[test]
    fn every_language_uses_the_same_placeholders() {
        for e in entries() {
            assert_eq!(
                placeholders(e.en),
                placeholders(e.zh),
                "{}: English and Chinese fill different placeholders",
                e.id
            );
        }
    }

    #[test]
    fn lookup_finds_every_entry() {
        for e in entries() {
            assert_eq!(lookup(e.id), Some(e));
        }
    }
}
