//! The exports panel's texts (the exports themselves, and their notes, come from the core).

rowkey_core::catalogue! {
    JUMP = "ui.exports-panel.jump" { en: "Export ↓", zh: "导出 ↓" }
    JUMP_TITLE = "ui.exports-panel.jump-title" {
        en: "Go to the exports: shell create, SPLITS_FILE, Java, Phoenix, design JSON, CSV",
        zh: "转到导出：建表的 shell 命令、SPLITS_FILE、Java、Phoenix、设计 JSON、CSV",
    }
    TITLE = "ui.exports-panel.title" { en: "Export", zh: "导出" }
    KINDS_LABEL = "ui.exports-panel.kinds-label" { en: "What to export", zh: "导出内容" }
    /// `file` is the export's file name.
    OUTPUT_LABEL = "ui.exports-panel.output-label" { en: "Export: {file}", zh: "导出：{file}" }
    /// `shown` and `lines` are line counts.
    SHOWING = "ui.exports-panel.showing" {
        en: "Showing the first {shown} of {lines} lines; Copy and Download give all of them.",
        zh: "只显示 {lines} 行中的前 {shown} 行；复制和下载会给出全部内容。",
    }
    COPY = "ui.exports-panel.copy" { en: "Copy", zh: "复制" }
    DOWNLOAD = "ui.exports-panel.download" { en: "Download", zh: "下载" }
    /// `file` is the export's file name.
    DOWNLOAD_FILE = "ui.exports-panel.download-file" { en: "Download {file}", zh: "下载 {file}" }
    COPIED = "ui.exports-panel.copied" { en: "Copied.", zh: "已复制。" }
    COPY_FAILED = "ui.exports-panel.copy-failed" {
        en: "Copy failed — select the text above and press Ctrl+C / ⌘C, or use Download.",
        zh: "复制失败——请选中上方文本后按 Ctrl+C / ⌘C，或者直接下载。",
    }
    // The export kinds' names (by the core's ids); the ones that are HBase names stay as they are.
    KIND_DESIGN = "ui.exports-panel.kind-design" { en: "Design JSON", zh: "设计 JSON" }
    KIND_CSV = "ui.exports-panel.kind-csv" { en: "Sample CSV", zh: "样本 CSV" }
    KIND_SHELL = "ui.exports-panel.kind-shell" { en: "HBase shell", zh: "HBase shell 建表" }
    KIND_PHOENIX = "ui.exports-panel.kind-phoenix" { en: "Phoenix DDL", zh: "Phoenix 建表 DDL" }
    KIND_CBT = "ui.exports-panel.kind-cbt" { en: "Bigtable cbt", zh: "Bigtable cbt 命令" }
    TABLE = "ui.exports-panel.table" { en: "Table ", zh: "表名 " }
    TABLE_LABEL = "ui.exports-panel.table-label" { en: "Table name", zh: "表名" }
    FAMILIES = "ui.exports-panel.families" { en: "Families ", zh: "列族 " }
    FAMILIES_LABEL = "ui.exports-panel.families-label" {
        en: "Column families, comma-separated",
        zh: "列族，用逗号分隔",
    }
    /// `error` is the core's message; `still` is [`STILL`] or nothing.
    TABLE_ERROR = "ui.exports-panel.table-error" { en: "Table name: {error}.{still}", zh: "表名：{error}。{still}" }
    /// `error` is the core's message; `still` is [`STILL`] or nothing.
    FAMILIES_ERROR = "ui.exports-panel.families-error" { en: "Families: {error}.{still}", zh: "列族：{error}。{still}" }
    /// `what` is the table name or the families the exports keep, in backquotes.
    STILL = "ui.exports-panel.still" { en: " The exports still use {what}.", zh: "导出仍使用 {what}。" }
}
