//! The key-length chart's texts and the memory estimate's.

rowkey_core::catalogue! {
    TITLE = "ui.lengths-chart.title" { en: "Key lengths", zh: "key 长度" }
    DESCRIBE = "ui.lengths-chart.describe" { en: "{len} bytes: {n} keys ({share})", zh: "{len} 字节：{n} 个 key（{share}）" }
    ARIA = "ui.lengths-chart.aria" {
        en: "Key lengths: min {min} bytes, mean {mean}, max {max}; ideal is at most {ideal} bytes",
        zh: "key 长度：最短 {min} 字节，平均 {mean}，最长 {max}；理想情况下不超过 {ideal} 字节",
    }
    IDEAL = "ui.lengths-chart.ideal" { en: "≤ {n} B ideal", zh: "≤ {n} B 理想" }
    TOO_LONG = "ui.lengths-chart.too-long" { en: "> {n} B too long", zh: "> {n} B 过长" }
    MEAN_LINE = "ui.lengths-chart.mean-line" { en: "mean {m} B", zh: "平均 {m} B" }
    AXIS_X = "ui.lengths-chart.axis-x" { en: "key length, bytes →", zh: "key 长度（字节）→" }
    AXIS_Y = "ui.lengths-chart.axis-y" { en: "keys", zh: "key 数" }
    HOVER = "ui.lengths-chart.hover" { en: "Hover a bar for exact figures.", zh: "将鼠标悬停在柱上可查看确切数字。" }
    ROWS = "ui.lengths-chart.rows" { en: "Rows", zh: "行数" }
    CELLS = "ui.lengths-chart.cells" { en: "Cells per row", zh: "每行单元格数" }
    BYTES = "ui.lengths-chart.bytes" { en: "{n} bytes", zh: "{n} 字节" }
    BAD_ROWS = "ui.lengths-chart.bad-rows" { en: "Rows: type a whole number, like 100000000.", zh: "行数：请输入整数，例如 100000000。" }
    BAD_CELLS = "ui.lengths-chart.bad-cells" { en: "Cells per row: type a whole number, 1 or more.", zh: "每行单元格数：请输入不小于 1 的整数。" }
    MEMORY_NOTE = "ui.lengths-chart.memory-note" {
        en: "Row keys alone: rows × mean key length. HBase stores the row key again in every cell (KeyValue), so multiply by the cells per row for the memstore and block cache. ",
        zh: "仅 rowkey 本身：行数 × 平均 key 长度。HBase 在每个单元格（KeyValue）里都会再存一次 rowkey，所以估算 memstore 和 BlockCache 时还要乘以每行单元格数。",
    }
    SAME_ROWS = "ui.lengths-chart.same-rows" {
        en: "The same rows at {ideal} B keys: {a}; at {bad} B: {b}.",
        zh: "同样的行数，key 为 {ideal} B 时：{a}；为 {bad} B 时：{b}。",
    }
    CAPTION = "ui.lengths-chart.caption" { en: "Keys by length", zh: "按长度统计的 key" }
    COL_LENGTH = "ui.lengths-chart.col-length" { en: "length (bytes)", zh: "长度（字节）" }
    COL_KEYS = "ui.lengths-chart.col-keys" { en: "keys", zh: "key 数" }
    COL_SHARE = "ui.lengths-chart.col-share" { en: "share", zh: "份额" }
    MIN = "ui.lengths-chart.min" { en: "min", zh: "最短" }
    MEAN = "ui.lengths-chart.mean" { en: "mean", zh: "平均" }
    MAX = "ui.lengths-chart.max" { en: "max", zh: "最长" }
}
