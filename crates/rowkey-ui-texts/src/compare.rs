//! Compare mode's texts: the view, the differences table, the editing switch and the growth
//! of A and B (the differences' labels and reasons come from the core).

rowkey_core::catalogue! {
    OPEN = "ui.compare.open" { en: "Compare…", zh: "对比…" }
    OPEN_TITLE = "ui.compare.open-title" {
        en: "Keep this design as A and open a copy as B: both are analysed and their differences shown",
        zh: "把当前设计作为 A，并打开一个副本作为 B：两者都会分析，并列出差异",
    }
    TITLE = "ui.compare.title" { en: "Compare A and B", zh: "对比 A 与 B" }
    INTRO = "ui.compare.intro" {
        en: "A is the design you had; B starts as its copy. \"Editing: A | B\" above the editors picks which one they change. Both are analysed and the table shows where their reports differ, the better value marked ✓.",
        zh: "A 是原来的设计，B 起初是它的副本。编辑器上方的「正在编辑：A | B」决定修改哪一个。两者都会分析，表格列出两份报告的不同之处，较优的值标有 ✓。",
    }
    KEEP_A = "ui.compare.keep-a" { en: "Leave, keep A", zh: "退出，保留 A" }
    KEEP_B = "ui.compare.keep-b" { en: "Leave, keep B", zh: "退出，保留 B" }
    B_TEMPLATE = "ui.compare.b-template" { en: "B's row-key template", zh: "B 的 rowkey 模板" }
    B_REGIONS = "ui.compare.b-regions" { en: "B's regions", zh: "B 的 region 数" }
    B_NAME = "ui.compare.b-name" { en: "B's name", zh: "B 的名称" }
    WAITING = "ui.compare.waiting" {
        en: "Analysing A and B… the differences appear when both reports are in.",
        zh: "正在分析 A 和 B…… 两份报告都出来后显示差异。",
    }
    STALE = "ui.compare.stale" {
        en: "One of the reports is for an earlier version (analysing, or the design has errors): the table compares the last reports.",
        zh: "其中一份报告对应的是较早的版本（正在分析，或设计有错误）：表格对比的是最近的报告。",
    }
    /// `error` is why B's analysis failed (the core's or the worker's message).
    B_FAILED = "ui.compare.b-failed" { en: "B's analysis failed: {error}", zh: "B 的分析失败：{error}" }
    // The differences table.
    CAPTION = "ui.compare.caption" { en: "Where A and B differ", zh: "A 与 B 的差异" }
    ASPECT = "ui.compare.aspect" { en: "Aspect", zh: "方面" }
    WHY = "ui.compare.why" { en: "Why", zh: "原因" }
    BETTER_TITLE = "ui.compare.better-title" { en: "the better value", zh: "较优的值" }
    NONE = "ui.compare.none" {
        en: "No differences: the two designs' reports read the same.",
        zh: "没有差异：两个设计的报告内容相同。",
    }
    // The editing switch.
    EDITING = "ui.compare.editing" { en: "Editing:", zh: "正在编辑：" }
    A_TITLE = "ui.compare.a-title" {
        en: "The editors change A (the design on the left of the comparison)",
        zh: "编辑器修改 A（对比中左侧的设计）",
    }
    B_TITLE = "ui.compare.b-title" {
        en: "The editors change B: A stays as it is",
        zh: "编辑器修改 B：A 保持不变",
    }
    /// B's name when it opens as a copy of A (`name`: A's name).
    COPY_NAME = "ui.compare.copy-name" { en: "{name} (B)", zh: "{name}（B）" }
    /// `error` says why the link's second design cannot be read.
    ONE_DESIGN = "ui.compare.one-design" {
        en: "This link could not be opened in compare mode: {error}. Its first design is shown on its own.",
        zh: "无法以对比模式打开此链接：{error}。只显示其中的第一个设计。",
    }
    /// `error` says why the worker's answer could not be read.
    UNREADABLE = "ui.compare.unreadable" { en: "unreadable report: {error}", zh: "无法读取报告：{error}" }
    // The growth of A and B.
    GROWTH_TITLE = "ui.compare.growth-title" { en: "Growth of A and B", zh: "A 与 B 的增长" }
    GROWTH_NOTE = "ui.compare.growth-note" {
        en: "Simulate both tables growing (as the Growth panel does): the outcome joins the table.",
        zh: "模拟两张表的增长（与「增长模拟」面板相同）：结果会加入上面的对比表。",
    }
    GROWTH_RUN = "ui.compare.growth-run" { en: "Simulate A and B growing", zh: "模拟 A 与 B 的增长" }
    GROWTH_RUNNING = "ui.compare.growth-running" { en: "Simulating…", zh: "模拟中…" }
    GROWTH_STALE = "ui.compare.growth-stale" {
        en: "The growth rows are for earlier versions of A or B: simulate again to update them.",
        zh: "增长结果对应的是 A 或 B 较早的版本：请重新模拟以更新。",
    }
    /// `side` is A or B; `error` why its simulation failed.
    GROWTH_FAILED = "ui.compare.growth-failed" {
        en: "{side}'s growth simulation failed: {error}",
        zh: "{side} 的增长模拟失败：{error}",
    }
    /// `error` says why the worker's answer could not be read.
    GROWTH_UNREADABLE = "ui.compare.growth-unreadable" {
        en: "unreadable growth report: {error}",
        zh: "无法读取增长报告：{error}",
    }
    /// `side` is A or B; `busiest` a percentage with one decimal, without its sign.
    GROWTH_SUMMARY = "ui.compare.growth-summary" {
        en: "{side}: {regions} regions after growth; the next {writes} writes reach {hot} of them, where an even spread would reach {even} (the busiest {busiest} %).",
        zh: "{side}：增长后有 {regions} 个 region；接下来的 {writes} 次写入落到其中 {hot} 个，而均匀分布时会落到 {even} 个（最忙的占 {busiest}%）。",
    }
}
