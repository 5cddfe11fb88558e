//! The top bar's texts.

rowkey_core::catalogue! {
    DESIGN_NAME = "ui.header.design-name" { en: "Design name", zh: "设计名称" }
    ACTIONS = "ui.header.actions" { en: "Design actions", zh: "设计操作" }
    PRESETS = "ui.header.presets" { en: "Presets", zh: "预设" }
    SHARE = "ui.header.share" { en: "Share", zh: "分享" }
    SHARE_TITLE = "ui.header.share-title" {
        en: "Copy a link that opens this exact design",
        zh: "复制一个链接，打开的正是当前这个设计",
    }
    COPY_IFRAME = "ui.header.copy-iframe" { en: "Copy iframe", zh: "复制 iframe" }
    COPY_IFRAME_TITLE = "ui.header.copy-iframe-title" {
        en: "Embed this design in a docs page: choose the view, copy the iframe snippet",
        zh: "把这个设计嵌入文档页面：选择视图，复制 iframe 代码",
    }
    THEME_SYSTEM = "ui.header.theme-system" { en: "System", zh: "跟随系统" }
    THEME_LIGHT = "ui.header.theme-light" { en: "Light", zh: "浅色" }
    THEME_DARK = "ui.header.theme-dark" { en: "Dark", zh: "深色" }
    /// The theme button's label; `theme` and `next` are the lower-case theme names below.
    THEME_LABEL = "ui.header.theme-label" {
        en: "Theme: {theme} (switch to {next})",
        zh: "主题：{theme}（切换为{next}）",
    }
    THEME_NAME_SYSTEM = "ui.header.theme-name-system" { en: "system", zh: "跟随系统" }
    THEME_NAME_LIGHT = "ui.header.theme-name-light" { en: "light", zh: "浅色" }
    THEME_NAME_DARK = "ui.header.theme-name-dark" { en: "dark", zh: "深色" }
    ANALYSING = "ui.header.analysing" { en: "Analysing…", zh: "分析中…" }
    CANCEL = "ui.header.cancel" { en: "Cancel", zh: "取消" }
    CANCEL_TITLE = "ui.header.cancel-title" {
        en: "Stop this analysis; the charts keep the last one that finished",
        zh: "停止本次分析；图表保留上一次完成的结果",
    }
    FAILED = "ui.header.failed" { en: "Analysis failed", zh: "分析失败" }
    STOPPED = "ui.header.stopped" { en: "Analysis stopped", zh: "分析已中止" }
    CANCELLED = "ui.header.cancelled" { en: "Analysis cancelled", zh: "分析已取消" }
    /// `ms` is a whole number of milliseconds.
    ANALYSED_IN = "ui.header.analysed-in" { en: "Analysed in {ms} ms", zh: "分析用时 {ms} ms" }
    ANALYSED_TITLE = "ui.header.analysed-title" {
        en: "Time the last analysis took in the worker",
        zh: "上一次分析在 worker 中所用的时间",
    }
}
