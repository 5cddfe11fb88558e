//! Errors in reading and checking a design document: its JSON, version, limits, names, queries
//! and table.

catalogue! {
    // Reading the JSON.
    NOT_AN_OBJECT = "design.not-an-object" {
        en: "a design is a JSON object: {{\"version\": 1, \"template\": \"...\", ...}}",
        zh: "设计文档须是一个 JSON 对象：{{\"version\": 1, \"template\": \"...\", ...}}",
    }
    /// `detail`: serde_json's own words.
    JSON_SYNTAX = "design.json-syntax" {
        en: "JSON syntax error at line {line}, column {column}: {detail}",
        zh: "JSON 语法错误，位于第 {line} 行第 {column} 列：{detail}",
    }
    /// `detail`: serde_json's own words about a value of the wrong shape (an unknown variant,
    /// a missing member), said in English by the library.
    JSON_SHAPE = "design.json-shape" {
        en: "{detail}",
        zh: "JSON 内容与设计文档的格式不符：{detail}",
    }
    /// A design document past `limit` bytes (the reader names the file or argument).
    DOCUMENT_TOO_LARGE = "design.document-too-large" {
        en: "the design is larger than {limit}, the limit for a design document",
        zh: "设计文档大于 {limit}，超过了设计文档的上限",
    }
    UNSUPPORTED_VERSION = "design.unsupported-version" {
        en: "unsupported design version {version}; this build reads version {supported}",
        zh: "不支持的设计文档版本 {version}；当前版本只能读取 version {supported}",
    }
    // Its size (`limits`): `count` is what the design has, `max` the limit.
    TOO_MANY_FIELDS = "design.too-many-fields" {
        en: "the design has {count} fields, over the limit of {max} fields",
        zh: "设计有 {count} 个字段，超过了 {max} 个字段的上限",
    }
    TOO_MANY_QUERIES = "design.too-many-queries" {
        en: "the design has {count} queries, over the limit of {max} queries",
        zh: "设计有 {count} 个查询，超过了 {max} 个查询的上限",
    }
    TOO_MANY_BINDINGS = "design.too-many-bindings" {
        en: "the queries bind {count} fields in all, over the limit of {max} bindings",
        zh: "查询一共绑定了 {count} 个字段，超过了 {max} 个绑定的上限",
    }
    DATA_TOO_LARGE = "design.data-too-large" {
        en: "the pasted data is {count} bytes, over the limit of {max} bytes of data",
        zh: "粘贴的数据有 {count} 字节，超过了数据 {max} 字节的上限",
    }
    // Checking it.
    EMPTY_TEMPLATE = "design.empty-template" {
        en: "the template is empty; write one such as `{{id}}`",
        zh: "模板为空；请写一个，例如 `{{id}}`",
    }
    SAMPLE_COUNT_RANGE = "design.sample-count-range" {
        en: "must be between 1 and {max}, got {value}",
        zh: "须在 1 到 {max} 之间，实际是 {value}",
    }
    /// `algorithm`: the design's split algorithm.
    SPLIT_BY_BYTES_QUANTILE = "design.split-by-bytes-quantile" {
        en: "`by: bytes` is for the quantile algorithm, not {algorithm}: only quantile splits are cut from the sample's rows",
        zh: "`by: bytes` 只用于 quantile 算法，而不是 {algorithm}：只有 quantile 预分区从样本行切分",
    }
    SPLIT_BY_BYTES_SIZING = "design.split-by-bytes-sizing" {
        en: "`by: bytes` weighs each sample row by the design's row size: add a `sizing` section (`row_bytes`, or `row_bytes_field` naming an integer field)",
        zh: "`by: bytes` 按设计的行大小为每个样本行加权：请添加 `sizing` 部分（`row_bytes`，或用 `row_bytes_field` 指定一个整数字段）",
    }
    REGIONS_RANGE = "design.regions-range" {
        en: "must be between 1 and {max}, got {value}; HBase tables rarely have more than a few thousand regions",
        zh: "须在 1 到 {max} 之间，实际是 {value}；HBase 表的 region 数很少超过几千个",
    }
    QUERY_NEEDS_NAME = "design.query-needs-name" {
        en: "a query needs a name",
        zh: "查询需要一个名称",
    }
    DUPLICATE_QUERY = "design.duplicate-query" {
        en: "duplicate query name \"{name}\" (also queries[{first}])",
        zh: "查询名称 \"{name}\" 重复（queries[{first}] 也用了它）",
    }
    NO_SUCH_FIELD = "design.no-such-field" {
        en: "no field named {field}",
        zh: "没有名为 {field} 的字段",
    }
    NO_SUCH_FIELD_SUGGEST = "design.no-such-field-suggest" {
        en: "no field named {field}; did you mean {suggestion}?",
        zh: "没有名为 {field} 的字段；你是不是想写 {suggestion}？",
    }
    // The table.
    INVALID_NAMESPACE = "design.invalid-namespace" {
        en: "invalid namespace `{namespace}`: a namespace is letters, digits and _",
        zh: "无效的 namespace `{namespace}`：namespace 只能由字母、数字和 _ 组成",
    }
    TABLE_NEEDS_NAME = "design.table-needs-name" {
        en: "a table needs a name",
        zh: "表需要一个名称",
    }
    TABLE_NAME_CHAR = "design.table-name-char" {
        en: "`{char}` is not allowed in an HBase table name; use letters, digits, _ . and - (with an optional `namespace:` in front)",
        zh: "HBase 表名中不能有 `{char}`；请使用字母、数字、_ . 和 -（前面可带 `namespace:`）",
    }
    TABLE_NAME_START = "design.table-name-start" {
        en: "an HBase table name cannot start with `.` or `-`",
        zh: "HBase 表名不能以 `.` 或 `-` 开头",
    }
    FAMILY_NEEDS_NAME = "design.family-needs-name" {
        en: "a column family needs a name",
        zh: "列族需要一个名称",
    }
    FAMILY_NAME_START = "design.family-name-start" {
        en: "a column family name cannot start with `.`",
        zh: "列族名不能以 `.` 开头",
    }
    FAMILY_NAME_CHAR = "design.family-name-char" {
        en: "a column family name cannot hold `:` or control characters",
        zh: "列族名中不能有 `:` 或控制字符",
    }
    FAMILY_RESERVED = "design.family-reserved" {
        en: "`recovered.edits` is reserved by HBase",
        zh: "`recovered.edits` 是 HBase 的保留名",
    }
    TABLE_NEEDS_FAMILY = "design.table-needs-family" {
        en: "a table needs at least one column family, such as \"d\"",
        zh: "表至少需要一个列族，例如 \"d\"",
    }
    FAMILY_TWICE = "design.family-twice" {
        en: "column family \"{family}\" is listed twice",
        zh: "列族 \"{family}\" 重复列出",
    }
    // Renaming a field.
    RENAME_NO_SUCH_FIELD = "design.rename-no-such-field" {
        en: "there is no field `{name}`",
        zh: "没有字段 `{name}`",
    }
    RENAME_NOT_A_FIELD_NAME = "design.rename-not-a-field-name" {
        en: "`{name}` is not a field name",
        zh: "`{name}` 不是合法的字段名",
    }
    RENAME_TAKEN = "design.rename-taken" {
        en: "there is already a field `{name}`",
        zh: "已经有一个字段 `{name}` 了",
    }
}
