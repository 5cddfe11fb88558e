//! The purpose strip's texts.

rowkey_core::catalogue! {
    /// What the playground is for (the static shell in `www/index.html` says the same in
    /// English before the app arrives).
    PURPOSE = "ui.intro.purpose" {
        en: "Design an HBase or Bigtable row key and see, before a single row is written, the bytes HBase stores, how the keys sort, and how writes spread over regions.",
        zh: "设计 HBase 或 Bigtable 的 rowkey，在写入第一行之前就能看到：HBase 存储的字节、key 的排序，以及写入在各 region 上的分布。",
    }
    NEW_HERE = "ui.intro.new-here" { en: "New here? ", zh: "第一次来？" }
    PICK_PRESET = "ui.intro.pick-preset" { en: "Pick a preset", zh: "选一个预设" }
    OR_READ = "ui.intro.or-read" { en: ", or read the ", zh: "，或者阅读" }
    GUIDE = "ui.intro.guide" { en: "five-minute guide", zh: "五分钟入门指南" }
    GUIDE_TITLE = "ui.intro.guide-title" {
        en: "What the tool does and the five-minute path (opens in a new tab)",
        zh: "这个工具做什么，以及五分钟上手路线（在新标签页中打开）",
    }
    END = "ui.intro.end" { en: ".", zh: "。" }
}
