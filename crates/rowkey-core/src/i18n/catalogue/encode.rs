//! Errors in turning a row's values into key bytes, and the limits every command that makes
//! keys applies (key length, sample size).

catalogue! {
    VALUE_TOO_LONG = "encode.value-too-long" {
        en: "this value grows to {len} bytes, past the {max} bytes a value may hold (a row key holds at most {key_max} bytes)",
        zh: "这个值增长到 {len} 字节，超过了一个值最多可有的 {max} 字节（rowkey 最多 {key_max} 字节）",
    }
    KEY_TOO_LONG_SO_FAR = "encode.key-too-long-so-far" {
        en: "the key is over {max} bytes ({len} bytes by the end of this part, with more to come): HBase refuses row keys longer than {max} bytes (HConstants.MAX_ROW_LENGTH)",
        zh: "rowkey 已超过 {max} 字节（到这一段末尾已有 {len} 字节，后面还有内容）：HBase 拒绝长于 {max} 字节的 rowkey（HConstants.MAX_ROW_LENGTH）",
    }
    /// A whole key past the limit (the sampler puts the row in front of it).
    KEY_TOO_LONG = "encode.key-too-long" {
        en: "the key is {len} bytes: HBase refuses row keys longer than {max} bytes (HConstants.MAX_ROW_LENGTH)",
        zh: "rowkey 长 {len} 字节：HBase 拒绝长于 {max} 字节的 rowkey（HConstants.MAX_ROW_LENGTH）",
    }
    NO_FIELD_VALUE = "encode.no-field-value" {
        en: "no value for field `{field}`",
        zh: "字段 `{field}` 没有值",
    }
    /// `value`: the value, quoted and cut to 40 characters.
    FIELD_NOT_DECIMAL = "encode.field-not-decimal" {
        en: "this field holds ints, but {value} is not a decimal integer",
        zh: "这个字段存放整数，但 {value} 不是十进制整数",
    }
    FIELD_NOT_LONG = "encode.field-not-long" {
        en: "this field holds ints, but {value} is out of the range of a Java long",
        zh: "这个字段存放整数，但 {value} 超出了 Java long 的范围",
    }
    /// `transform`: the transform that needs the int.
    NEEDS_INT_NOT_DECIMAL = "encode.needs-int-not-decimal" {
        en: "`{transform}` needs an int, but {value} is not a decimal integer",
        zh: "`{transform}` 需要整数，但 {value} 不是十进制整数",
    }
    NEEDS_INT_NOT_LONG = "encode.needs-int-not-long" {
        en: "`{transform}` needs an int, but {value} is out of the range of a Java long",
        zh: "`{transform}` 需要整数，但 {value} 超出了 Java long 的范围",
    }
    NOT_UTF8 = "encode.not-utf8" {
        en: "this transform needs text, but the value is not UTF-8",
        zh: "这个变换需要文本，但该值不是 UTF-8",
    }
    DATE_OUT_OF_RANGE = "encode.date-out-of-range" {
        en: "`date` cannot format {ms}: out of the calendar's range",
        zh: "`date` 无法格式化 {ms}：超出了日历的范围",
    }
    /// `format`: the `date` transform's format string.
    DATE_CANNOT_FORMAT = "encode.date-cannot-format" {
        en: "`date(\"{format}\")` cannot format {ms}",
        zh: "`date(\"{format}\")` 无法格式化 {ms}",
    }
    DIVISION_BY_ZERO = "encode.division-by-zero" {
        en: "division by zero",
        zh: "除数为零",
    }
    /// An encoder bug; `what` says which (kept in English: it is for the bug report).
    INTERNAL = "encode.internal" {
        en: "internal error: {what}",
        zh: "内部错误：{what}",
    }
    /// A sample's key count.
    SAMPLE_COUNT_ZERO = "encode.sample-count-zero" {
        en: "a sample needs at least 1 key, got 0 (the count is 1..={max})",
        zh: "样本至少需要 1 个 key，实际是 0（数量须在 1..={max} 之间）",
    }
    SAMPLE_COUNT_OVER = "encode.sample-count-over" {
        en: "{count} keys is over the limit of {max} sample keys (the count is 1..={max})",
        zh: "{count} 个 key 超过了样本 key 数的上限 {max}（数量须在 1..={max} 之间）",
    }
    // Encoding one record (`rowkey encode`, the JS module's `encode`).
    UNKNOWN_FIELD_NONE = "encode.unknown-field-none" {
        en: "the template has no field `{name}` (it uses no fields)",
        zh: "模板没有字段 `{name}`（它不使用任何字段）",
    }
    /// `fields`: the template's fields, comma separated.
    UNKNOWN_FIELD = "encode.unknown-field" {
        en: "the template has no field `{name}` (it uses {fields})",
        zh: "模板没有字段 `{name}`（它使用的字段是 {fields}）",
    }
    EMPTY_KEY = "encode.empty-key" {
        en: "the key is empty: HBase refuses empty row keys (Put: \"Row length is 0\")",
        zh: "rowkey 为空：HBase 拒绝空的 rowkey（Put: \"Row length is 0\"）",
    }
    // The sampler.
    MISSING_GENERATOR = "encode.missing-generator" {
        en: "field `{field}` has no generator: add it to the design's fields, e.g. \"{field}\": \"seq(1, 1)\"",
        zh: "字段 `{field}` 没有生成器：请把它加到设计文档的 fields 中，例如 \"{field}\": \"seq(1, 1)\"",
    }
    /// An error while making the key of sample row `row`.
    IN_ROW = "encode.in-row" {
        en: "row {row}: {error}",
        zh: "第 {row} 行：{error}",
    }
    SAMPLING_THREAD_FAILED = "encode.sampling-thread-failed" {
        en: "a sampling thread failed",
        zh: "一个采样线程失败了",
    }
    /// A shard's partial counts (from another thread or Web Worker) refused by the merge.
    BAD_PARTIAL = "encode.bad-partial" {
        en: "a shard's partial result does not belong to this analysis or is damaged ({why})",
        zh: "某个分片的部分结果不属于本次分析或已损坏（{why}）",
    }
}
