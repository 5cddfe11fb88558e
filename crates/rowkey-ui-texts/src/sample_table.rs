//! The sample table's texts (an error the sampler stops on comes from the core).

rowkey_core::catalogue! {
    TITLE = "ui.sample-table.title" { en: "Sample keys", zh: "样本 key" }
    EMPTY = "ui.sample-table.empty" {
        en: "The sample keys appear when the design compiles.",
        zh: "设计编译通过后，这里会显示样本 key。",
    }
    HEAD_NOTE = "ui.sample-table.head-note" { en: "first {rows} rows · seed {seed}", zh: "前 {rows} 行 · 随机种子 {seed}" }
    FIELD_VALUES = "ui.sample-table.field-values" { en: "Field values", zh: "字段值" }
    KEY = "ui.sample-table.key" { en: "Key (toStringBinary)", zh: "key（toStringBinary 格式）" }
    HEX = "ui.sample-table.hex" { en: "Hex", zh: "十六进制" }
    BYTES = "ui.sample-table.bytes" { en: "Bytes", zh: "字节数" }
    BYTES_TITLE = "ui.sample-table.bytes-title" { en: "Length in bytes", zh: "长度（字节）" }
    MORE_BYTES = "ui.sample-table.more-bytes" { en: " … {n} more bytes", zh: " … 还有 {n} 字节" }
    TEXT = "ui.sample-table.text" { en: "text", zh: "文本" }
    TEXT_TITLE = "ui.sample-table.text-title" {
        en: "The key's UTF-8 text, decoded (HBase shows the bytes above)",
        zh: "key 解码后的 UTF-8 文本（HBase 显示的是上面的字节）",
    }
}
