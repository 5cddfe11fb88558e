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
    // `rowkey compare`'s text table.
    NO_DIFFERENCES = "cli.no-differences" {
        en: "no differences: the two reports read the same",
        zh: "没有差异：两份报告的结果相同",
    }
    /// The heading of the compare table's first column.
    ASPECT = "cli.aspect" { en: "aspect", zh: "方面" }
    /// The heading of the compare table's last column.
    BETTER = "cli.better" { en: "better", zh: "更好" }
    DIFFERENCES_COUNT = "cli.differences-count" {
        en: "{n} difference(s): A is better in {a}, B in {b}",
        zh: "共 {n} 处差异：A 在 {a} 处更好，B 在 {b} 处更好",
    }
}
