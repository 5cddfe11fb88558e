//! Why a column family's attribute in the design's `table.families` is refused. Attribute names
//! (`VERSIONS`, `COMPRESSION` …), HBase's enum classes and their values stay as they are.

catalogue! {
    /// `text`: the value given; `java`: HBase's enum (`Compression.Algorithm`); `names`: its
    /// values, joined by `, `.
    NOT_ONE_OF = "family.not-one-of" {
        en: "`{text}` is not one of HBase's {java}: {names}",
        zh: "`{text}` 不是 HBase {java} 的取值之一：{names}",
    }
    /// `lo`, `hi`: the bounds HBase accepts; `value`: the value given.
    OUT_OF_RANGE = "family.out-of-range" {
        en: "must be between {lo} and {hi}, got {value}",
        zh: "应在 {lo} 到 {hi} 之间，实际为 {value}",
    }
}
