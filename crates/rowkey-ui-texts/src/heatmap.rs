//! The heatmap's texts: title, axes, legend, readout, table and the write-concurrency note.

rowkey_core::catalogue! {
    TITLE = "ui.heatmap.title" { en: "Writes over time", zh: "写入随时间的分布" }
    ROW_ONE = "ui.heatmap.row-one" { en: "region {i}", zh: "{i} 号 region" }
    ROW_MANY = "ui.heatmap.row-many" { en: "regions {first}–{last}", zh: "{first}–{last} 号 region" }
    DESCRIBE = "ui.heatmap.describe" {
        en: "{row} · window {w} (rows {a}–{b}) · {c} writes",
        zh: "{row} · 窗口 {w}（第 {a}–{b} 行）· {c} 次写入",
    }
    OF_WINDOW = "ui.heatmap.of-window" { en: " · {p} of the window", zh: " · 占该窗口的 {p}" }
    ARIA = "ui.heatmap.aria" {
        en: "Writes per region over time: {regions} regions, {windows} windows of {rows} rows, busiest cell {max} writes",
        zh: "各 region 随时间的写入：{regions} 个 region，{windows} 个窗口（每个 {rows} 行），最忙的单元格 {max} 次写入",
    }
    WRITES = "ui.heatmap.writes" { en: "{n} writes", zh: "{n} 次写入" }
    AXIS_Y = "ui.heatmap.axis-y" { en: "region ↓", zh: "region 编号 ↓" }
    AXIS_X = "ui.heatmap.axis-x" { en: "rows written, in insertion order →", zh: "按插入顺序写入的行 →" }
    BUSIEST = "ui.heatmap.busiest" {
        en: "Busiest: {row} took {share} of window {w}'s writes (even would be {even}). Hover a cell for exact figures.",
        zh: "最忙：{row} 承担了窗口 {w} 的 {share} 写入（均匀份额为 {even}）。将鼠标悬停在单元格上可查看确切数字。",
    }
    NO_WRITES = "ui.heatmap.no-writes" { en: "No writes.", zh: "没有写入。" }
    CAPTION = "ui.heatmap.caption" { en: "Writes per region over time", zh: "各 region 随时间的写入" }
    COL_REGIONS = "ui.heatmap.col-regions" { en: "regions", zh: "region 编号" }
    COL_WRITES = "ui.heatmap.col-writes" { en: "writes", zh: "写入数" }
    COL_ACTIVE = "ui.heatmap.col-active" { en: "windows with writes", zh: "有写入的窗口" }
    COL_BUSIEST = "ui.heatmap.col-busiest" { en: "busiest window", zh: "最忙的窗口" }
    COL_ITS = "ui.heatmap.col-its" { en: "its writes", zh: "其写入数" }
    ACTIVE = "ui.heatmap.active" { en: "{active} of {windows}", zh: "{windows} 个中的 {active} 个" }
    BUSIEST_WINDOW = "ui.heatmap.busiest-window" { en: "{w} (rows {a}–{b})", zh: "{w}（第 {a}–{b} 行）" }
    CONCURRENCY_SPLIT = "ui.heatmap.concurrency-split" {
        en: "Write concurrency: {writes} over time, but the keys in total: {totals} (see Keys per region). ",
        zh: "写入并发：按时间看为{writes}，但按 key 总量看为{totals}（见“每个 region 的 key 数”）。",
    }
    CONCURRENCY = "ui.heatmap.concurrency" { en: "Write concurrency: {writes}. ", zh: "写入并发：{writes}。" }
    ORDERED_LEAD = "ui.heatmap.ordered-lead" { en: "; the key's lead moves with insertion order", zh: "；key 的开头随插入顺序变化" }
    /// The note's sentence (the core's description, maybe the lead's clause) and its full stop.
    SENTENCE = "ui.heatmap.sentence" { en: "{text}.", zh: "{text}。" }
}
