//! The analysis progress line's texts.

rowkey_core::catalogue! {
    LABEL = "ui.progress.label" { en: "Analysis progress", zh: "分析进度" }
    /// For screen readers: `done` of `total` keys (counts).
    VALUE = "ui.progress.value" { en: "{done} of {total} keys", zh: "{done} / {total} 个 key" }
    SAMPLING = "ui.progress.sampling" {
        en: "Sampling {done} of {total} keys…",
        zh: "正在采样：{done} / {total} 个 key…",
    }
    CANCEL = "ui.progress.cancel" { en: "Cancel", zh: "取消" }
    CANCEL_TITLE = "ui.progress.cancel-title" {
        en: "Stop this analysis; the charts keep the last one that finished",
        zh: "停止本次分析；图表保留上一次完成的结果",
    }
    /// `message` comes from the worker, already in the page's language.
    FAILED = "ui.progress.failed" { en: "Analysis failed: {message}", zh: "分析失败：{message}" }
    CANCELLED = "ui.progress.cancelled" {
        en: "Analysis cancelled: the charts show the last analysis that finished (stale); the next edit analyses again.",
        zh: "分析已取消：图表显示的是上一次完成的分析（已过时）；下次编辑会重新分析。",
    }
    ANALYSE_NOW = "ui.progress.analyse-now" { en: "Analyse now", zh: "立即分析" }
    CRASHED = "ui.progress.crashed" {
        en: "Analysis stopped: the worker failed ({message}) and was restarted",
        zh: "分析已中止：worker 出错（{message}），已重新启动",
    }
}
