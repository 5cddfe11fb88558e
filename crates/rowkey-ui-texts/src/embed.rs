//! The embedded view's and the iframe dialog's texts.

rowkey_core::catalogue! {
    VIEW_REGIONS = "ui.embed.view-regions" { en: "Keys per region", zh: "各 region 的 key 数" }
    VIEW_REGIONS_SHOWS = "ui.embed.view-regions-shows" {
        en: "the verdict, each region's share against the expected one, dead and hot regions",
        zh: "结论、各 region 的实际占比与期望占比、空 region 与热点 region",
    }
    VIEW_HEATMAP = "ui.embed.view-heatmap" { en: "Writes over time", zh: "写入随时间的分布" }
    VIEW_HEATMAP_SHOWS = "ui.embed.view-heatmap-shows" {
        en: "region × time heatmap: where each moment's writes go, in insertion order",
        zh: "region × 时间热力图：每个时刻的写入落到哪里，按写入顺序",
    }
    VIEW_KEYS = "ui.embed.view-keys" { en: "Sample keys", zh: "样本 key" }
    VIEW_KEYS_SHOWS = "ui.embed.view-keys-shows" {
        en: "the first ten keys as HBase prints them, coloured by segment",
        zh: "前十个 key，按 HBase 的打印格式显示，并按段着色",
    }
    /// The `title` of the copied `<iframe>`: `name` is the design's, `view` a view's name in
    /// lower case.
    IFRAME_TITLE = "ui.embed.iframe-title" {
        en: "RowKey Playground: {name}, {view}",
        zh: "RowKey Playground 嵌入：{name}，{view}",
    }
    DIALOG_TITLE = "ui.embed.dialog-title" { en: "Embed this design", zh: "嵌入这个设计" }
    DIALOG_INTRO = "ui.embed.dialog-intro" {
        en: "A compact, read-only view for a docs page. It recomputes the design in the reader's browser (nothing is sent anywhere) and links back to the playground.",
        zh: "供文档页面使用的紧凑只读视图。它在读者的浏览器里重新计算这个设计（不会向任何地方发送数据），并带有返回 playground 的链接。",
    }
    DIALOG_CLOSE = "ui.embed.dialog-close" { en: "Close the embed dialog", zh: "关闭嵌入对话框" }
    VIEW = "ui.embed.view" { en: "View", zh: "视图" }
    THEME = "ui.embed.theme" { en: "Theme", zh: "主题" }
    THEME_SYSTEM = "ui.embed.theme-system" { en: "the reader's system theme", zh: "跟随读者的系统主题" }
    THEME_LIGHT = "ui.embed.theme-light" { en: "light", zh: "浅色" }
    THEME_DARK = "ui.embed.theme-dark" { en: "dark", zh: "深色" }
    SNIPPET = "ui.embed.snippet" { en: "Snippet", zh: "代码片段" }
    /// `view` is a view's name in lower case.
    COPY = "ui.embed.copy" { en: "Copy the {view} iframe", zh: "复制「{view}」的 iframe" }
    OPEN_VIEW = "ui.embed.open-view" {
        en: "Open this view in a new tab ↗",
        zh: "在新标签页中打开此视图 ↗",
    }
    PREVIEW_CAPTION = "ui.embed.preview-caption" {
        en: "Preview, as a 600 px wide docs column shows it ({height} px high)",
        zh: "预览：在 600 px 宽的文档栏中的样子（高 {height} px）",
    }
    PREVIEW_TITLE = "ui.embed.preview-title" { en: "Preview: {view}", zh: "预览：{view}" }

    OPEN = "ui.embed.open" { en: "Open in playground ↗", zh: "在 playground 中打开 ↗" }
    OPEN_TITLE = "ui.embed.open-title" {
        en: "Open this design in the playground, in a new tab",
        zh: "在新标签页中用 playground 打开这个设计",
    }
    TEMPLATE_LABEL = "ui.embed.template-label" { en: "Row key template", zh: "rowkey 模板" }
    /// `message` is the first error's, from the core.
    DESIGN_ERRORS = "ui.embed.design-errors" {
        en: "This design has {n} error(s): {message}",
        zh: "这个设计有 {n} 个错误：{message}",
    }
    CHECKING = "ui.embed.checking" { en: "Checking the design…", zh: "正在检查设计…" }
    UNFINISHED = "ui.embed.unfinished" { en: "Not checked: the analysis stopped.", zh: "未检查：分析已停止。" }
    NO_LINTS = "ui.embed.no-lints" {
        en: "No lints: nothing to warn about.",
        zh: "没有 lint：没有需要提醒的问题。",
    }
    ERRORS = "ui.embed.errors" { en: "{n} {n:error|errors}", zh: "{n} 个错误" }
    WARNINGS = "ui.embed.warnings" { en: "{n} {n:warning|warnings}", zh: "{n} 个警告" }
    NOTES = "ui.embed.notes" { en: "{n} {n:note|notes}", zh: "{n} 条提示" }
    /// Between the counts of the lint line.
    LIST_SEP = "ui.embed.list-sep" { en: ", ", zh: "，" }
    /// The most serious lint after the counts: `rule` is its id, `message` its text.
    FIRST_LINT = "ui.embed.first-lint" { en: " · {rule}: {message}", zh: " · {rule}：{message}" }
}
