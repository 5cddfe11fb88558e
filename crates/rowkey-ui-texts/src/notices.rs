//! The page's own notices (the App's): links that cannot be opened, the held design, the note
//! on stale results, "copied" banners, the skip link; and what the state and the services
//! (workers, autosave, clipboard) say to the user.

rowkey_core::catalogue! {
    SKIP = "ui.notices.skip" { en: "Skip to results", zh: "跳到结果" }
    /// A panel's code (a chunk of the page's wasm fetched after the first chart) could not be
    /// fetched; `error` is the loader's words.
    PANEL_NOT_LOADED = "ui.notices.panel-not-loaded" {
        en: "This panel could not be loaded ({error}). The rest of the page works; try again when the connection is back.",
        zh: "此面板无法加载（{error}）。页面其余部分仍可使用；网络恢复后请重试。",
    }
    PANEL_RETRY = "ui.notices.panel-retry" { en: "Try again", zh: "重试" }
    /// What a screen reader says of a panel's place while its code loads.
    PANEL_LOADING = "ui.notices.panel-loading" { en: "Loading this panel…", zh: "正在加载此面板…" }
    /// A field was renamed and the queries that bound its old name now bind the new one.
    QUERIES_REBOUND = "ui.notices.queries-rebound" {
        en: "Renamed `{from}` to `{to}`: {n} {n:query|queries} ({queries}) now {n:binds|bind} the value of `{from}` to `{to}`.",
        zh: "已将 `{from}` 重命名为 `{to}`：{n} 个查询（{queries}）原先绑定 `{from}` 的值现在绑定到 `{to}`。",
    }
    /// The Chinese texts file (`lang/zh-CN.json`) did not load; `error` says why. Shown in
    /// English, the language the page stays in.
    ZH_TEXTS_FAILED = "ui.notices.zh-texts-failed" {
        en: "The Chinese texts could not be loaded ({error}), so the page stays in English. Reload to try again.",
        zh: "中文文本无法加载（{error}），页面保持英文。重新加载页面可再试一次。",
    }
    /// `error` says why the link cannot be read.
    LINK_FAILED_SAVED = "ui.notices.link-failed-saved" {
        en: "This link could not be opened: {error}. Your last design is shown instead.",
        zh: "无法打开此链接：{error}。改为显示你上次的设计。",
    }
    /// `error` says why the link cannot be read.
    LINK_FAILED_KEPT = "ui.notices.link-failed-kept" {
        en: "This link could not be opened: {error}. Nothing in the page was changed.",
        zh: "无法打开此链接：{error}。页面内容没有改动。",
    }
    /// `error` says why the link's second design cannot be read.
    LINK_FAILED_PAIR = "ui.notices.link-failed-pair" {
        en: "This link could not be opened in compare mode: {error}. Its first design is shown on its own.",
        zh: "无法以对比模式打开此链接：{error}。只显示其中的第一个设计。",
    }
    /// `error` is the size limit the link's design passes (`design::check_design_size`);
    /// it follows "This link could not be opened: ".
    LINK_TOO_LARGE = "ui.notices.link-too-large" {
        en: "its design is too large to open ({error})",
        zh: "其中的设计太大，无法打开（{error}）",
    }
    /// `error` is the size limit the design passes: a design loaded while the page is open
    /// (compare mode's "Keep B", an import) is refused before it is compiled or shown.
    DESIGN_TOO_LARGE = "ui.notices.design-too-large" {
        en: "This design was not opened: {error}. The design you had is kept.",
        zh: "这个设计没有打开：{error}。保留了你原来的设计。",
    }
    /// `error` is the size limit the autosaved design passes.
    SAVED_TOO_LARGE = "ui.notices.saved-too-large" {
        en: "The autosaved design was not opened: {error}. The last design that worked is shown instead (or the example, if there is none).",
        zh: "自动保存的设计没有打开：{error}。改为显示上次可用的设计（如果没有，则显示示例）。",
    }
    HELD_OPEN_GOOD = "ui.notices.held-open-good" { en: "Open the last working design", zh: "打开上次可用的设计" }
    HELD_ANALYSE = "ui.notices.held-analyse" { en: "Analyse it", zh: "仍然分析" }
    /// `why` says what happened to its analysis last time ([`NOT_FINISHED`], [`STOPPED_WORKER`]).
    HELD = "ui.notices.held" {
        en: "This design was not analysed: last time, {why}. It is opened as it was saved; edit it, analyse it anyway, or go back to the last design that worked.",
        zh: "这个设计没有自动分析：上次{why}。它按保存时的样子打开；你可以修改它、仍然分析它，或者回到上次可用的设计。",
    }
    STALE_ERRORS = "ui.notices.stale-errors" {
        en: "Showing the report for the previous version — fix the errors in the editor",
        zh: "显示的是上一版本的报告——请修正编辑器中的错误",
    }
    STALE_RUNNING = "ui.notices.stale-running" {
        en: "Analysing… the charts show the previous version until the new report arrives",
        zh: "分析中… 新报告出来之前，图表显示的是上一版本",
    }
    STALE_HELD = "ui.notices.stale-held" {
        en: "This version is not analysed: the charts show the previous version",
        zh: "此版本未分析：图表显示的是上一版本",
    }
    STALE_FAILED = "ui.notices.stale-failed" {
        en: "The analysis of this version failed: the charts show the previous version",
        zh: "此版本分析失败：图表显示的是上一版本",
    }
    STALE_CANCELLED = "ui.notices.stale-cancelled" {
        en: "The analysis of this version was cancelled: the charts show the previous version",
        zh: "此版本的分析已取消：图表显示的是上一版本",
    }
    STALE_PAUSE = "ui.notices.stale-pause" { en: "Analysing…", zh: "分析中…" }
    /// `error`: the browser's words for why it could not compress the design.
    LINK_NOT_MADE = "ui.notices.link-not-made" {
        en: "The link could not be made: this browser could not compress the design ({error}).",
        zh: "无法生成链接：此浏览器无法压缩这个设计（{error}）。",
    }
    LINK_COPIED = "ui.notices.link-copied" {
        en: "Link copied: it opens this exact design.",
        zh: "链接已复制：打开它就是这个设计。",
    }
    /// `view` is the view's name in lower case.
    IFRAME_COPIED = "ui.notices.iframe-copied" {
        en: "Iframe snippet copied ({view}): paste it into your docs page.",
        zh: "iframe 代码已复制（{view}）：粘贴到你的文档页面即可。",
    }
    /// `what` is [`WHAT_LINK`] or [`WHAT_IFRAME`].
    COPY_FAILED = "ui.notices.copy-failed" {
        en: "Copy failed — press Ctrl+C / ⌘C to copy the {what}:",
        zh: "复制失败——请按 Ctrl+C / ⌘C 复制{what}：",
    }
    WHAT_LINK = "ui.notices.what-link" { en: "link", zh: "链接" }
    WHAT_IFRAME = "ui.notices.what-iframe" { en: "iframe snippet", zh: " iframe 代码" }
    /// `error` is what the worker said when it failed.
    CRASHED = "ui.notices.crashed" {
        en: "The analysis stopped on this design: the analysis worker failed ({error}). Your design is kept and the worker was restarted; the charts show the last analysis that finished. Change the design to analyse it again.",
        zh: "分析在这个设计上中断了：分析 worker 出错（{error}）。你的设计已保留，worker 已重启；图表显示的是最近一次完成的分析。修改设计即可重新分析。",
    }
    // Why a design is held (they follow "last time, " in [`HELD`]).
    NOT_FINISHED = "ui.notices.not-finished" {
        en: "its analysis had not finished when the page was closed or stopped",
        zh: "页面关闭或停止时，它的分析还没有完成",
    }
    /// `error` is what the worker said when it failed.
    STOPPED_WORKER = "ui.notices.stopped-worker" {
        en: "its analysis stopped the analysis worker ({error})",
        zh: "它的分析让分析 worker 停止了（{error}）",
    }
    // The workers' failures.
    /// `error` says why the worker's answer could not be read.
    UNREADABLE = "ui.notices.unreadable" { en: "unreadable report: {error}", zh: "无法读取报告：{error}" }
    /// `seconds` is how long the worker was waited for.
    NO_ANSWER = "ui.notices.no-answer" {
        en: "it gave no answer for {seconds} seconds and was stopped",
        zh: "它 {seconds} 秒没有响应，已被停止",
    }
    /// `error` is the browser's reason.
    ANALYSIS_START = "ui.notices.analysis-start" {
        en: "cannot start the analysis worker: {error}",
        zh: "无法启动分析 worker：{error}",
    }
    /// `error` is the browser's reason.
    ANALYSIS_REACH = "ui.notices.analysis-reach" {
        en: "cannot reach the analysis worker: {error}",
        zh: "无法连接分析 worker：{error}",
    }
    ANALYSIS_FAILED = "ui.notices.analysis-failed" { en: "the analysis failed", zh: "分析失败" }
    ANALYSIS_STOPPED = "ui.notices.analysis-stopped" { en: "the analysis worker stopped", zh: "分析 worker 已停止" }
    /// `error` is what the worker said when it failed.
    QUICK_STOPPED = "ui.notices.quick-stopped" { en: "the quick worker stopped ({error})", zh: "快速 worker 已停止（{error}）" }
    /// `error` is the browser's reason.
    QUICK_START = "ui.notices.quick-start" { en: "cannot start the quick worker: {error}", zh: "无法启动快速 worker：{error}" }
    QUICK_REACH = "ui.notices.quick-reach" { en: "cannot reach the quick worker", zh: "无法连接快速 worker" }
    NO_ANSWER_PLAIN = "ui.notices.no-answer-plain" { en: "no answer", zh: "没有响应" }
    SCRIPT_FAILED = "ui.notices.script-failed" { en: "its script failed", zh: "它的脚本出错" }
    /// `error` is the browser's reason.
    PASTE_UNREADABLE = "ui.notices.paste-unreadable" {
        en: "the pasted text could not be read: {error}",
        zh: "无法读取粘贴的文本：{error}",
    }
    /// `error` is what the worker said when it failed.
    KEYS_WORKER = "ui.notices.keys-worker" {
        en: "the worker reading the keys failed ({error})",
        zh: "读取 key 的 worker 出错（{error}）",
    }
}
