//! The caps on a design's size and on the values a template makes (`crate::limits`).

catalogue! {
    TEMPLATE_TOO_LONG = "limits.template-too-long" {
        en: "the template is {len} bytes, over the limit of {max} bytes for a template: no row key needs a template this long",
        zh: "模板长 {len} 字节，超过了模板 {max} 字节的上限：任何 rowkey 都不需要这么长的模板",
    }
    /// `count`: segments counted as each `{`.
    TOO_MANY_SEGMENTS = "limits.too-many-segments" {
        en: "the template has {count} segments (counting each `{{`), over the limit of {max} segments for a template (a key is made of a handful of parts); this is the first one past it",
        zh: "模板有 {count} 个段（按每个 `{{` 计），超过了模板 {max} 个段的上限（一个 rowkey 只由少数几部分组成）；这里是超出上限的第一个段",
    }
    /// What the parser says when it stops at the cap (it does not read on to count them all).
    TOO_MANY_SEGMENTS_PARSED = "limits.too-many-segments-parsed" {
        en: "the template has more than {max} segments, the limit (a key is made of a handful of parts); this is the first one past it",
        zh: "模板的段数超过了 {max} 的上限（一个 rowkey 只由少数几部分组成）；这里是超出上限的第一个段",
    }
    TOO_MANY_NODES = "limits.too-many-nodes" {
        en: "the template has more than {max} sources, transforms and arguments, the limit; this is the first one past it",
        zh: "模板中的来源、变换和参数总数超过了 {max} 的上限；这里是超出上限的第一个",
    }
    TOO_MANY_FAMILIES = "limits.too-many-families" {
        en: "the table has {count} column families, over the limit of {max} column families (HBase advises two or three; Cloud Bigtable allows at most 100)",
        zh: "表有 {count} 个列族，超过了 {max} 个列族的上限（HBase 建议两三个；Cloud Bigtable 最多允许 100 个）",
    }
    /// `len`: the bound the checker computed; `max`: the cap on a value.
    VALUE_CAN_GROW = "limits.value-can-grow" {
        en: "this value can grow to {len} bytes, past the {max} bytes a value may hold (a row key holds at most {key_max} bytes)",
        zh: "这个值最长可达 {len} 字节，超过了一个值最多可有的 {max} 字节（rowkey 最多 {key_max} 字节）",
    }
    /// `len`: the growth factor.
    VALUE_GROWS_BY = "limits.value-grows-by" {
        en: "this value grows to {len} times the length of its input, so even a one-character input passes the {max} bytes a value may hold (a row key holds at most {key_max} bytes)",
        zh: "这个值的长度是其输入的 {len} 倍，即使输入只有一个字符也会超过一个值最多可有的 {max} 字节（rowkey 最多 {key_max} 字节）",
    }
    /// `row`: the largest CSV record among the first keys, in bytes; `fit`: the count that fits.
    CSV_TOO_LARGE = "limits.csv-too-large" {
        en: "the CSV of {count} sample keys would be about {bytes} (records of up to {row} bytes each), over the {max} a CSV of the sample may take: ask for at most {fit} keys",
        zh: "{count} 个样本 key 的 CSV 约有 {bytes}（每条记录最多 {row} 字节），超过了样本 CSV 最多可占的 {max}：最多只能导出 {fit} 个 key",
    }
}
