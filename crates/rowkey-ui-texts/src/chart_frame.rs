//! The chart frame's texts (export buttons, the table disclosure) and the words every chart
//! shares (the placeholder while analysing).

rowkey_core::catalogue! {
    DOWNLOAD_SVG = "ui.chart-frame.download-svg" { en: "Download {title} as SVG", zh: "下载{title}（SVG）" }
    DOWNLOAD_PNG = "ui.chart-frame.download-png" { en: "Download {title} as PNG", zh: "下载{title}（PNG）" }
    DOWNLOAD_SVG_TIP = "ui.chart-frame.download-svg-tip" { en: "Download as SVG", zh: "下载为 SVG" }
    DOWNLOAD_PNG_TIP = "ui.chart-frame.download-png-tip" { en: "Download as PNG", zh: "下载为 PNG" }
    SHOW_TABLE = "ui.chart-frame.show-table" { en: "Show as table", zh: "以表格显示" }
    ANALYSING = "ui.chart-frame.analysing" { en: "Analysing…", zh: "分析中…" }
    /// A percentage on an axis: Chinese writes it without the space.
    PERCENT_TICK = "ui.chart-frame.percent-tick" { en: "{p} %", zh: "{p}%" }
}
