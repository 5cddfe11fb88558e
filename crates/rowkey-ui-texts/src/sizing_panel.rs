//! The sizing panel's texts (the sizing's summary, reasoning and input errors come from the
//! core).

rowkey_core::catalogue! {
    TITLE = "ui.sizing-panel.title" { en: "Sizing", zh: "容量估算" }
    HEAD_NOTE = "ui.sizing-panel.head-note" { en: "regions the table grows to", zh: "表增长到的 region 数" }
    CLEAR = "ui.sizing-panel.clear" { en: "Clear", zh: "清除" }
    ROWS = "ui.sizing-panel.rows" { en: "Expected rows", zh: "预计行数" }
    ROW_BYTES = "ui.sizing-panel.row-bytes" { en: "Bytes per row", zh: "每行字节数" }
    MAX_SIZE = "ui.sizing-panel.max-size" { en: "Region max size", zh: "region 最大大小" }
    MAX_SIZE_TITLE = "ui.sizing-panel.max-size-title" {
        en: "hbase.hregion.max.filesize, or the table's MAX_FILESIZE",
        zh: "hbase.hregion.max.filesize，或表的 MAX_FILESIZE",
    }
    ROWS_PLACEHOLDER = "ui.sizing-panel.rows-placeholder" { en: "e.g. 2 billion", zh: "例如 2e9" }
    DAYS = "ui.sizing-panel.days" { en: "Over days (optional)", zh: "写入天数（可选）" }
    DAYS_TITLE = "ui.sizing-panel.days-title" {
        en: "the days over which the rows arrive: the pre-split then fits the first four weeks",
        zh: "这些行在多少天内写入：填写后，预分区按最初四周的数据来定",
    }
    DAYS_PLACEHOLDER = "ui.sizing-panel.days-placeholder" { en: "e.g. 365", zh: "例如 365" }
    BYTES_READ = "ui.sizing-panel.bytes-read" { en: "= {bytes} bytes (K, M, G, T are binary, as in HBase)", zh: "= {bytes} 字节（K、M、G、T 按 HBase 的习惯为二进制）" }
    ROW_BYTES_PLACEHOLDER = "ui.sizing-panel.row-bytes-placeholder" { en: "e.g. 300", zh: "例如 300" }
    NOTE_BEFORE = "ui.sizing-panel.note-before" { en: "Region max size is ", zh: "region 最大大小即 " }
    NOTE_MIDDLE = "ui.sizing-panel.note-middle" { en: " (or the table's ", zh: "（或表的 " }
    NOTE_AFTER = "ui.sizing-panel.note-after" {
        en: "); counts take 2e9, 2 billion or 2,000,000,000, sizes 300, 1.5 KiB or 10 GiB.",
        zh: "）；行数可写 2e9 或 20亿，大小可写 300、1.5 KiB 或 10 GiB。",
    }
    REACHES = "ui.sizing-panel.reaches" { en: "HBase reaches ", zh: "HBase 最终会有 " }
    REGION_ONE = "ui.sizing-panel.region-one" { en: " region", zh: " 个 region" }
    REGION_MANY = "ui.sizing-panel.region-many" { en: " regions", zh: " 个 region" }
    SUGGESTED = "ui.sizing-panel.suggested" { en: "; suggested pre-split: ", zh: "；建议预分区：" }
    SALT = "ui.sizing-panel.salt" {
        en: "Salt splits make one region per salt bucket: change the bucket count in the template to pre-split differently.",
        zh: "salt 预分区每个加盐桶一个 region：要换一种预分区，请修改模板中的桶数。",
    }
    APPLY_TITLE = "ui.sizing-panel.apply-title" {
        en: "Set the splits to {regions} regions ({algorithm})",
        zh: "把预分区设为 {regions} 个 region（{algorithm}）",
    }
    APPLIED = "ui.sizing-panel.applied" { en: "Splits use {regions} regions", zh: "预分区已是 {regions} 个 region" }
    APPLY = "ui.sizing-panel.apply" { en: "Pre-split into {regions} regions", zh: "预分区为 {regions} 个 region" }
    PENDING = "ui.sizing-panel.pending" {
        en: "Press Enter or leave the box to keep this sizing in the design (and its link).",
        zh: "按 Enter 或离开输入框，即可把这次估算保存到设计（及其链接）中。",
    }
    EMPTY = "ui.sizing-panel.empty" {
        en: "Give the rows you expect and the bytes each row stores (key, columns and values, after compression) to see how many regions HBase splits the table into, and how many to pre-split.",
        zh: "填写预计行数和每行存储的字节数（key、列和值，按压缩后计），即可看到 HBase 会把表分裂成多少个 region，以及应预分区为多少个。",
    }
}
