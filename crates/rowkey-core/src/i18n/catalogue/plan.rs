//! Errors in checking what a template means: its functions, their arguments, the types between
//! them, and its number literals.

catalogue! {
    // What a value is, inside the messages below.
    /// `name`: the field.
    WHAT_FIELD = "plan.what-field" {
        en: "field `{name}`",
        zh: "字段 `{name}`",
    }
    WHAT_STRING = "plan.what-string" {
        en: "the string",
        zh: "该字符串",
    }
    WHAT_NUMBER = "plan.what-number" {
        en: "the number",
        zh: "该数字",
    }
    TYPE_STR = "plan.type-str" {
        en: "str",
        zh: "str",
    }
    TYPE_INT = "plan.type-int" {
        en: "an int",
        zh: "int 整数",
    }
    TYPE_LONG = "plan.type-long" {
        en: "a long",
        zh: "long 整数",
    }
    TYPE_BYTES = "plan.type-bytes" {
        en: "bytes",
        zh: "字节（bytes）",
    }
    TYPE_STR_OR_BYTES = "plan.type-str-or-bytes" {
        en: "str or bytes",
        zh: "str 或 bytes",
    }
    TYPE_INT_OR_BYTES = "plan.type-int-or-bytes" {
        en: "an int or bytes",
        zh: "int 或 bytes",
    }
    /// A transform whose name is not in the list (only in messages about a bug).
    A_TRANSFORM = "plan.a-transform" {
        en: "a transform",
        zh: "该变换",
    }
    // Sources.
    CONCAT_NEEDS_ARGS = "plan.concat-needs-args" {
        en: "`concat` needs at least one argument: concat(a, b, ...)",
        zh: "`concat` 至少需要一个参数：concat(a, b, ...)",
    }
    REST_TAKES_NO_ARGS = "plan.rest-takes-no-args" {
        en: "`rest` takes no arguments: write `{{rest | ...}}`",
        zh: "`rest` 不接受参数：请写成 `{{rest | ...}}`",
    }
    TRANSFORM_AS_SOURCE = "plan.transform-as-source" {
        en: "`{name}` is a transform, not a source: write it after a `|`, e.g. `{{id | {name}}}`",
        zh: "`{name}` 是变换而不是数据源：请写在 `|` 后面，例如 `{{id | {name}}}`",
    }
    UNKNOWN_FUNCTION_SUGGEST = "plan.unknown-function-suggest" {
        en: "unknown function `{name}`; did you mean `{suggestion}`?",
        zh: "未知的函数 `{name}`；你是不是想写 `{suggestion}`？",
    }
    UNKNOWN_FUNCTION = "plan.unknown-function" {
        en: "unknown function `{name}`: a segment starts with a field, a \"string\", concat(...), salt(N), rest or phoenix_salt(N) (generators such as `{name}(...)` go in the design's fields)",
        zh: "未知的函数 `{name}`：segment 只能以字段、\"string\"（字符串）、concat(...)、salt(N)、rest 或 phoenix_salt(N) 开头（`{name}(...)` 这样的生成器应写在设计的 fields 里）",
    }
    // Arguments.
    BUCKET_COUNT_ARG = "plan.bucket-count-arg" {
        en: "`{name}` takes one argument, the bucket count: {name}(16)",
        zh: "`{name}` 只接受一个参数，即分桶数：{name}(16)",
    }
    BUCKETS_OUT_OF_RANGE = "plan.buckets-out-of-range" {
        en: "`{name}` needs {min}..{max} buckets, got {value}",
        zh: "`{name}` 的分桶数须在 {min}..{max} 之间，实际是 {value}",
    }
    PHOENIX_BUCKETS_OUT_OF_RANGE = "plan.phoenix-buckets-out-of-range" {
        en: "`{name}` needs {min}..{max} buckets, got {value} (Phoenix SALT_BUCKETS is 1..256)",
        zh: "`{name}` 的分桶数须在 {min}..{max} 之间，实际是 {value}（Phoenix 的 SALT_BUCKETS 取值为 1..256）",
    }
    /// `example`: the function with an example argument.
    NEEDS_WHOLE_NUMBER = "plan.needs-whole-number" {
        en: "`{name}` needs a whole number here, e.g. {example}",
        zh: "`{name}` 这里需要一个整数，例如 {example}",
    }
    NEEDS_SIZE = "plan.needs-size" {
        en: "`{name}` needs a size >= 0, got {value}",
        zh: "`{name}` 需要 >= 0 的长度，实际是 {value}",
    }
    SIZE_OVER_KEY_LIMIT = "plan.size-over-key-limit" {
        en: "`{name}({value})` is over HBase's row key limit of {limit} bytes",
        zh: "`{name}({value})` 超出了 HBase rowkey 的长度上限 {limit} 字节",
    }
    NEEDS_STRING = "plan.needs-string" {
        en: "`{name}` needs a quoted string here, e.g. {example}",
        zh: "`{name}` 这里需要一个带引号的字符串，例如 {example}",
    }
    /// `want`: [`NO_ARGUMENTS`], [`ARGUMENTS`] or [`ARGUMENTS_RANGE`]; `syntax`: how it is
    /// written; `count`: how many were given.
    ARGUMENT_COUNT = "plan.argument-count" {
        en: "`{name}` takes {want} ({syntax}), got {count}",
        zh: "`{name}` 接受 {want}（{syntax}），实际给了 {count} 个",
    }
    NO_ARGUMENTS = "plan.no-arguments" {
        en: "no arguments",
        zh: "0 个参数",
    }
    ARGUMENTS = "plan.arguments" {
        en: "{n} {n:argument|arguments}",
        zh: "{n} 个参数",
    }
    ARGUMENTS_RANGE = "plan.arguments-range" {
        en: "{min} to {max} arguments",
        zh: "{min} 到 {max} 个参数",
    }
    /// `transform`: its name; `accepts` and `gives`: types; `what`: the value it is given.
    TYPE_MISMATCH = "plan.type-mismatch" {
        en: "{transform} needs {accepts}; {what} gives {gives}",
        zh: "{transform} 需要 {accepts}；{what} 给出的是 {gives}",
    }
    /// [`TYPE_MISMATCH`] with `hint` after it.
    TYPE_MISMATCH_HINT = "plan.type-mismatch-hint" {
        en: "{transform} needs {accepts}; {what} gives {gives} ({hint})",
        zh: "{transform} 需要 {accepts}；{what} 给出的是 {gives}（{hint}）",
    }
    HINT_HEX_FIRST = "plan.hint-hex-first" {
        en: "add `hex` first to get text",
        zh: "先加 `hex` 转成文本",
    }
    HINT_HASH_FIRST = "plan.hint-hash-first" {
        en: "hash it with `arrayhash` or `crc32` first",
        zh: "先用 `arrayhash` 或 `crc32` 做哈希",
    }
    HINT_ENCODE_FIRST = "plan.hint-encode-first" {
        en: "add `i64`, `i32`… or `utf8` first",
        zh: "先加 `i64`、`i32`… 或 `utf8`",
    }
    // Transforms.
    SOURCE_AS_TRANSFORM = "plan.source-as-transform" {
        en: "`{name}` is a source: it starts a segment, e.g. `{{{name}(...)}}`",
        zh: "`{name}` 是数据源：它只能出现在 segment 开头，例如 `{{{name}(...)}}`",
    }
    UNKNOWN_TRANSFORM_SUGGEST = "plan.unknown-transform-suggest" {
        en: "unknown transform `{name}`; did you mean `{suggestion}`?",
        zh: "未知的变换 `{name}`；你是不是想写 `{suggestion}`？",
    }
    UNKNOWN_TRANSFORM = "plan.unknown-transform" {
        en: "unknown transform `{name}` (see `rowkey check --help` for the list)",
        zh: "未知的变换 `{name}`（完整列表见 `rowkey check --help`）",
    }
    DIVIDES_BY_ZERO = "plan.divides-by-zero" {
        en: "`{name}(0)` divides by zero",
        zh: "`{name}(0)` 除数为零",
    }
    SLICE_START_AFTER_END = "plan.slice-start-after-end" {
        en: "`slice({start}, {end})` needs start <= end",
        zh: "`slice({start}, {end})` 要求 start <= end",
    }
    /// `got`: the string given, quoted as Rust's `{:?}` does.
    PAD_ONE_CHAR = "plan.pad-one-char" {
        en: "`{name}` pads with one character, got {got}",
        zh: "`{name}` 只能用一个字符填充，实际是 {got}",
    }
    BAD_DATE_FORMAT = "plan.bad-date-format" {
        en: "`{format}` is not a valid date format (strftime: %Y %m %d %H %M %S %j ...)",
        zh: "`{format}` 不是有效的日期格式（strftime：%Y %m %d %H %M %S %j ...）",
    }
    // Number literals.
    NOT_A_NUMBER = "plan.not-a-number" {
        en: "`{text}` is not a number",
        zh: "`{text}` 不是数字",
    }
    LEADING_ZERO = "plan.leading-zero" {
        en: "`{text}`: a leading 0 means octal in Java; write it without the leading zeros",
        zh: "`{text}`：在 Java 中以 0 开头表示八进制；请去掉开头的 0",
    }
    OUT_OF_LONG_RANGE = "plan.out-of-long-range" {
        en: "`{text}` is out of range for a Java long",
        zh: "`{text}` 超出了 Java long 的取值范围",
    }
}
