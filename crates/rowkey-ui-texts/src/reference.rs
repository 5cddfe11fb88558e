//! The reference's texts, and each source's and transform's meaning in every language.
//!
//! The meanings are the core's own, declared beside each transform (`rowkey_core::plan::reference`),
//! which the CLI's help prints too.

use rowkey_core::i18n::Entry;

rowkey_core::catalogue! {
    TITLE = "ui.reference.title" { en: "Reference", zh: "参考" }
    HINT = "ui.reference.hint" {
        en: "sources and transforms, with the Java each matches: click one to insert it",
        zh: "数据源与变换，以及各自对应的 Java 写法：点击即可插入",
    }
    FILTER_PLACEHOLDER = "ui.reference.filter-placeholder" {
        en: "Filter: hash, int, pad…",
        zh: "筛选：hash、int、pad…",
    }
    FILTER_LABEL = "ui.reference.filter-label" { en: "Filter the reference", zh: "筛选参考" }
    SOURCES = "ui.reference.sources" { en: "Sources", zh: "数据源" }
    TRANSFORMS = "ui.reference.transforms" { en: "Transforms", zh: "变换" }
    NOTHING = "ui.reference.nothing" { en: "Nothing matches.", zh: "没有匹配项。" }
    /// A button's tooltip: `snippet` is the template text it inserts.
    INSERT_TITLE = "ui.reference.insert-title" { en: "Insert {snippet}", zh: "插入 `{snippet}`" }
    INSERT_LABEL = "ui.reference.insert-label" {
        en: "Insert {syntax}: {meaning}",
        zh: "插入 `{syntax}`：{meaning}",
    }

}

/// The meaning of the source or transform `name` in every language, if there is one: the
/// core's own, declared beside each transform (`rowkey_core::plan::reference`).
pub fn meaning(name: &str) -> Option<&'static Entry> {
    rowkey_core::plan::reference::meaning(name)
}
