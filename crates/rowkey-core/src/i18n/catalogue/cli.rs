//! The `rowkey` CLI's own words in its text reports (the macro is crate-local, so they live
//! here beside the core's messages).

catalogue! {
    /// The heading of the text report's lint section.
    LINTS = "cli.lints" { en: "lints", zh: "检查结果" }
    SEVERITY_ERROR = "cli.severity-error" { en: "error", zh: "错误" }
    SEVERITY_WARNING = "cli.severity-warning" { en: "warning", zh: "警告" }
    SEVERITY_INFO = "cli.severity-info" { en: "info", zh: "提示" }
    /// The line under a lint saying why it matters.
    LINT_WHY = "cli.lint-why" { en: "why: {why}", zh: "原因：{why}" }
}
