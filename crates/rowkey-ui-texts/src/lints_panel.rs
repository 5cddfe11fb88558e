//! The lints panel's own texts (the lints themselves come from the core, in the page's language).

rowkey_core::catalogue! {
    TITLE = "ui.lints-panel.title" { en: "Lints", zh: "设计检查" }
    ERRORS = "ui.lints-panel.errors" { en: "{n} {n:error|errors}", zh: "{n} 个错误" }
    WARNINGS = "ui.lints-panel.warnings" { en: "{n} {n:warning|warnings}", zh: "{n} 个警告" }
    INFOS = "ui.lints-panel.infos" { en: "{n} info", zh: "{n} 条提示" }
    ERROR = "ui.lints-panel.error" { en: "Error", zh: "错误" }
    WARNING = "ui.lints-panel.warning" { en: "Warning", zh: "警告" }
    INFO = "ui.lints-panel.info" { en: "Info", zh: "提示" }
    /// Before a lint, for screen readers: its severity.
    SEVERITY = "ui.lints-panel.severity" { en: "{word}: ", zh: "{word}：" }
    NONE = "ui.lints-panel.none" {
        en: "No lints: nothing in this design that the articles or the HBase book warn about.",
        zh: "没有问题：这个设计里没有文章或 HBase 官方指南提醒要避免的做法。",
    }
    /// While the report shown is the interim one: the charts are drawn, the lints still coming.
    PENDING = "ui.lints-panel.pending" {
        en: "Checking the design against the lints\u{2026}",
        zh: "正在检查设计\u{2026}",
    }
    UNFINISHED = "ui.lints-panel.unfinished" {
        en: "Not checked: the analysis stopped before the lints were checked.",
        zh: "未检查：分析在检查规则之前停止了。",
    }
    SHOW_ARIA = "ui.lints-panel.show-aria" { en: "Show the segment of {rule} in the template", zh: "在模板中显示 {rule} 对应的片段" }
    SHOW = "ui.lints-panel.show" { en: "Show in template", zh: "在模板中显示" }
}
