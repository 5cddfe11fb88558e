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
/// Exported so that front ends (the page, the CLI) declare their own texts the same way and
/// check them with [`check`](crate::i18n::check).
///
/// ```
/// mod texts {
///     rowkey_core::catalogue! {
///         HELLO = "demo.hello" { en: "Hello, {name}", zh: "你好，{name}" }
///     }
/// }
/// assert!(rowkey_core::i18n::check(texts::ENTRIES.iter().copied()).is_empty());
/// ```
#[macro_export]
macro_rules! catalogue {
    ($($(#[$doc:meta])* $name:ident = $id:literal { en: $en:expr, zh: $zh:expr $(,)? })*) => {
        $($(#[$doc])* pub const $name: &$crate::i18n::Entry =
            &$crate::i18n::Entry { id: $id, en: $en, zh: $crate::__catalogue_zh!($zh) };)*
        /// Every entry of this area, in declaration order.
        pub const ENTRIES: &[&$crate::i18n::Entry] = &[$($name,)*];
    };
}

/// A `catalogue!` entry's Chinese text as compiled in: the text itself with the core's
/// `zh-texts` feature (the default). Defined here rather than as a `cfg` inside `catalogue!`
/// because a `cfg` in a macro's expansion is evaluated in the calling crate, not in the core.
#[cfg(feature = "zh-texts")]
#[doc(hidden)]
#[macro_export]
macro_rules! __catalogue_zh {
    ($zh:expr) => {
        $zh
    };
}

/// A `catalogue!` entry's Chinese text as compiled in: nothing without the `zh-texts` feature,
/// so the text stays out of the binary ([`Entry::zh_text`] finds it in the table loaded at
/// run time).
#[cfg(not(feature = "zh-texts"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __catalogue_zh {
    ($zh:expr) => {
        ""
    };
}

pub mod cli;
pub mod common;
pub mod compare;
pub mod decode;
pub mod design;
pub mod encode;
pub mod export;
pub mod family;
pub mod generator;
pub mod hbase;
pub mod import;
pub mod input;
pub mod js;
pub mod keys;
pub mod limits;
pub mod link;
pub mod lint;
pub mod metrics;
pub mod plan;
pub mod query;
pub mod report;
pub mod simulate;
pub mod sizing;
pub mod sizing_input;
pub mod splits;
pub mod template;
pub mod verdict;
pub mod worker;

use super::Entry;

/// Every area's entries.
pub const AREAS: &[&[&Entry]] = &[
    common::ENTRIES,
    cli::ENTRIES,
    lint::ENTRIES,
    verdict::ENTRIES,
    design::ENTRIES,
    encode::ENTRIES,
    generator::ENTRIES,
    input::ENTRIES,
    plan::ENTRIES,
    template::ENTRIES,
    report::ENTRIES,
    query::ENTRIES,
    sizing::ENTRIES,
    sizing_input::ENTRIES,
    compare::ENTRIES,
    simulate::ENTRIES,
    hbase::ENTRIES,
    worker::ENTRIES,
    splits::ENTRIES,
    keys::ENTRIES,
    link::ENTRIES,
    import::ENTRIES,
    export::ENTRIES,
    family::ENTRIES,
    js::ENTRIES,
    limits::ENTRIES,
    metrics::ENTRIES,
    decode::ENTRIES,
];

/// The areas whose messages the page and its workers make: all but the CLI's and the JS module's
/// own words (`cli`, `js`). What [`lookup`] searches without the `cli-js-texts` feature (the page's
/// wasm), so that the other two areas' texts are not in it.
pub const PAGE_AREAS: &[&[&Entry]] = &[
    common::ENTRIES,
    lint::ENTRIES,
    verdict::ENTRIES,
    design::ENTRIES,
    encode::ENTRIES,
    generator::ENTRIES,
    input::ENTRIES,
    plan::ENTRIES,
    template::ENTRIES,
    report::ENTRIES,
    query::ENTRIES,
    sizing::ENTRIES,
    sizing_input::ENTRIES,
    compare::ENTRIES,
    simulate::ENTRIES,
    hbase::ENTRIES,
    worker::ENTRIES,
    splits::ENTRIES,
    keys::ENTRIES,
    link::ENTRIES,
    import::ENTRIES,
    export::ENTRIES,
    family::ENTRIES,
    limits::ENTRIES,
    metrics::ENTRIES,
    decode::ENTRIES,
];

/// The areas [`lookup`] searches.
#[cfg(feature = "cli-js-texts")]
const LOOKUP: &[&[&Entry]] = AREAS;
#[cfg(not(feature = "cli-js-texts"))]
const LOOKUP: &[&[&Entry]] = PAGE_AREAS;

/// The entry with id `id`, if the catalogue has it (without the `cli-js-texts` feature, only in
/// [`PAGE_AREAS`]).
pub fn lookup(id: &str) -> Option<&'static Entry> {
    LOOKUP
        .iter()
        .flat_map(|a| a.iter())
        .find(|e| e.id == id)
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_is_complete_and_consistent() {
        let problems = crate::i18n::check(AREAS.iter().flat_map(|a| a.iter()).copied());
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn lookup_finds_every_entry() {
        let every = if cfg!(feature = "cli-js-texts") {
            AREAS
        } else {
            PAGE_AREAS
        };
        for e in every.iter().flat_map(|a| a.iter()) {
            assert_eq!(lookup(e.id), Some(*e));
        }
    }

    #[test]
    fn the_page_areas_are_every_area_but_the_cli_and_the_js_module() {
        let area = |a: &[&Entry]| a[0].id.split('.').next().unwrap_or_default().to_owned();
        let all: Vec<String> = AREAS.iter().map(|a| area(a)).collect();
        let page: Vec<String> = PAGE_AREAS.iter().map(|a| area(a)).collect();
        let left: Vec<&String> = all.iter().filter(|a| !page.contains(a)).collect();
        assert_eq!(left, ["cli", "js"]);
        assert!(page.iter().all(|a| all.contains(a)));
    }
}
