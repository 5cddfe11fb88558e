//! Errors in reading a generator expression (`seq(1, 1)`, `choice(["a": 3, "b"])`) and in
//! checking its arguments.

catalogue! {
    // Reading the expression.
    CURLY_QUOTES = "generator.curly-quotes" {
        en: "strings are written in straight double quotes: \"like this\"",
        zh: "字符串须用半角双引号括起来，例如 \"like this\"",
    }
    UNEXPECTED_CHAR = "generator.unexpected-char" {
        en: "unexpected character `{char}`",
        zh: "意外的字符 `{char}`",
    }
    UNTERMINATED_STRING = "generator.unterminated-string" {
        en: "unterminated string: add a closing `\"`",
        zh: "字符串没有结束：请补上收尾的 `\"`",
    }
    UNKNOWN_ESCAPE = "generator.unknown-escape" {
        en: "unknown escape `\\{escape}`; use \\\" \\\\ \\n \\t or \\uXXXX",
        zh: "未知的转义 `\\{escape}`；可用 \\\" \\\\ \\n \\t 或 \\uXXXX",
    }
    SHORT_UNICODE_ESCAPE = "generator.short-unicode-escape" {
        en: "`\\u` needs four hex digits",
        zh: "`\\u` 后面需要四位十六进制数字",
    }
    LONE_SURROGATE = "generator.lone-surrogate" {
        en: "unpaired surrogate in `\\u` escape",
        zh: "`\\u` 转义中有落单的代理项",
    }
    NOT_A_NUMBER = "generator.not-a-number" {
        en: "expected a number, got `{text}`",
        zh: "这里应当是数字，却是 `{text}`",
    }
    NOT_A_LONG = "generator.not-a-long" {
        en: "`{text}` does not fit in a long (-2^63 .. 2^63-1)",
        zh: "`{text}` 超出了 long 的范围（-2^63 .. 2^63-1）",
    }
    TOO_LARGE = "generator.too-large" {
        en: "`{text}` is too large",
        zh: "`{text}` 太大了",
    }
    /// `wanted`: what was expected, `got`: what came.
    EXPECTED_GOT = "generator.expected-got" {
        en: "expected {wanted}, got {got}",
        zh: "这里应当是 {wanted}，却是 {got}",
    }
    A_NUMBER_OR_STRING = "generator.a-number-or-string" {
        en: "a number or a string",
        zh: "数字或字符串",
    }
    A_STRING = "generator.a-string" {
        en: "a string",
        zh: "字符串",
    }
    END_OF_EXPRESSION = "generator.end-of-expression" {
        en: "the end of the expression",
        zh: "表达式结尾",
    }
    EXPECTED_VALUE = "generator.expected-value" {
        en: "expected a value",
        zh: "这里应当是一个值",
    }
    NESTED_LIST = "generator.nested-list" {
        en: "lists cannot be nested",
        zh: "列表不能嵌套",
    }
    BARE_WORD = "generator.bare-word" {
        en: "expected a number or a string, got `{name}`; quote text: \"{name}\"",
        zh: "这里应当是数字或字符串，却是 `{name}`；文本请加引号：\"{name}\"",
    }
    UNCLOSED_BRACKET = "generator.unclosed-bracket" {
        en: "unclosed `[`: add a `]`",
        zh: "`[` 没有闭合：请补上 `]`",
    }
    WEIGHT_EXPECTED = "generator.weight-expected" {
        en: "expected a number (a weight) after `:`, got {got}",
        zh: "`:` 后面应当是数字（权重），却是 {got}",
    }
    EMPTY_GENERATOR = "generator.empty" {
        en: "empty generator; write one such as `seq(1, 1)` or `uuid()`",
        zh: "生成器为空；请写一个，例如 `seq(1, 1)` 或 `uuid()`",
    }
    NAME_EXPECTED = "generator.name-expected" {
        en: "expected a generator name such as `int`, got {got}",
        zh: "这里应当是生成器名，例如 `int`，却是 {got}",
    }
    UNCLOSED_PAREN = "generator.unclosed-paren" {
        en: "unclosed `(`: add a `)`",
        zh: "`(` 没有闭合：请补上 `)`",
    }
    TRAILING_TEXT = "generator.trailing-text" {
        en: "unexpected `{text}` after the generator",
        zh: "生成器后面多出了 `{text}`",
    }
    // What a literal is, in "expected X, got Y".
    KIND_STRING = "generator.kind-string" {
        en: "a string",
        zh: "字符串",
    }
    KIND_INTEGER = "generator.kind-integer" {
        en: "an integer",
        zh: "整数",
    }
    KIND_FRACTION = "generator.kind-fraction" {
        en: "a number with a fraction",
        zh: "带小数的数字",
    }
    KIND_LIST = "generator.kind-list" {
        en: "a list",
        zh: "列表",
    }
    // Arguments.
    /// `takes`: [`NO_ARGUMENTS`], [`ARGUMENTS`] or [`ARGUMENTS_RANGE`].
    ARGUMENT_COUNT = "generator.argument-count" {
        en: "`{name}` takes {takes}, got {count}",
        zh: "`{name}` 接受 {takes}，实际给了 {count} 个",
    }
    /// [`ARGUMENT_COUNT`] with the parameters' names.
    ARGUMENT_COUNT_PARAMS = "generator.argument-count-params" {
        en: "`{name}` takes {takes} ({params}), got {count}",
        zh: "`{name}` 接受 {takes}（{params}），实际给了 {count} 个",
    }
    NO_ARGUMENTS = "generator.no-arguments" {
        en: "no arguments",
        zh: "0 个参数",
    }
    ARGUMENTS = "generator.arguments" {
        en: "{n} {n:argument|arguments}",
        zh: "{n} 个参数",
    }
    ARGUMENTS_RANGE = "generator.arguments-range" {
        en: "{min} to {max} arguments",
        zh: "{min} 到 {max} 个参数",
    }
    NO_WEIGHTS_HERE = "generator.no-weights-here" {
        en: "weights (`\"value\": 5`) only go in `choice`, not in `{name}`",
        zh: "权重（`\"value\": 5`）只能用在 `choice` 里，不能用在 `{name}` 中",
    }
    EXPECTED_INTEGER = "generator.expected-integer" {
        en: "expected an integer for `{param}`, got {got}",
        zh: "`{param}` 应当是整数，却是{got}",
    }
    EXPECTED_NUMBER = "generator.expected-number" {
        en: "expected a number for `{param}`, got {got}",
        zh: "`{param}` 应当是数字，却是{got}",
    }
    EXPECTED_STRING = "generator.expected-string" {
        en: "expected a string for `{param}`, got {got}",
        zh: "`{param}` 应当是字符串，却是{got}",
    }
    LENGTH_RANGE = "generator.length-range" {
        en: "`{name}` needs {param} between {lo} and {hi}, got {value}",
        zh: "`{name}` 的 {param} 须在 {lo} 到 {hi} 之间，实际是 {value}",
    }
    // Checking one generator's arguments.
    INT_LO_HI = "generator.int-lo-hi" {
        en: "`int` needs lo <= hi, got {lo} and {hi}",
        zh: "`int` 要求 lo <= hi，实际是 {lo} 和 {hi}",
    }
    ZIPF_N_RANGE = "generator.zipf-n-range" {
        en: "`zipf` needs n between 1 and {max}, got {n}",
        zh: "`zipf` 的 n 须在 1 到 {max} 之间，实际是 {n}",
    }
    ZIPF_S_RANGE = "generator.zipf-s-range" {
        en: "`zipf` needs s > 0 (and at most 100), got {s}",
        zh: "`zipf` 要求 s > 0（且不超过 100），实际是 {s}",
    }
    BAD_START_TIME = "generator.bad-start-time" {
        en: "invalid start time `{text}`: expected RFC 3339 such as \"2024-02-15T00:00:00Z\", or epoch milliseconds",
        zh: "无效的起始时间 `{text}`：应为 RFC 3339 格式（如 \"2024-02-15T00:00:00Z\"）或纪元毫秒数",
    }
    START_OUT_OF_YEARS = "generator.start-out-of-years" {
        en: "start {ms} ms is outside the years 0000 to 9999",
        zh: "起始时间 {ms} ms 超出了 0000 到 9999 年的范围",
    }
    START_TYPE = "generator.start-type" {
        en: "expected a date string or epoch milliseconds for `start`, got {got}",
        zh: "`start` 应当是日期字符串或纪元毫秒数，却是{got}",
    }
    RATE_RANGE = "generator.rate-range" {
        en: "`timestamp` needs a rate > 0 (rows per second), got {rate}",
        zh: "`timestamp` 要求 rate > 0（每秒行数），实际是 {rate}",
    }
    PARAMS_PHONE = "generator.params-phone" {
        en: "a list of prefixes such as [177, 159, 138]",
        zh: "号段列表，例如 [177, 159, 138]",
    }
    PARAMS_PATTERN = "generator.params-pattern" {
        en: "a pattern such as \"ORD########\"",
        zh: "模式，例如 \"ORD########\"",
    }
    PARAMS_CSV = "generator.params-csv" {
        en: "a column name such as \"user_id\"",
        zh: "列名，例如 \"user_id\"",
    }
    CHOICE_NEEDS_VALUE = "generator.choice-needs-value" {
        en: "`choice` needs at least one value, e.g. choice(\"cpu\", \"mem\")",
        zh: "`choice` 至少需要一个值，例如 choice(\"cpu\", \"mem\")",
    }
    WEIGHT_ALL_OR_NONE = "generator.weight-all-or-none" {
        en: "give every value of `choice` a weight (`\"view\": 10`), or none",
        zh: "`choice` 的值要么都带权重（`\"view\": 10`），要么都不带",
    }
    NEGATIVE_WEIGHT = "generator.negative-weight" {
        en: "a weight must be >= 0, got {weight}",
        zh: "权重必须 >= 0，实际是 {weight}",
    }
    ZERO_WEIGHTS = "generator.zero-weights" {
        en: "the weights of `choice` must add up to more than 0",
        zh: "`choice` 的权重之和必须大于 0",
    }
    PATTERN_TOO_LONG = "generator.pattern-too-long" {
        en: "the pattern makes {len} characters; the limit is {limit}",
        zh: "该模式会生成 {len} 个字符；上限是 {limit}",
    }
    TEXT_MIN_MAX = "generator.text-min-max" {
        en: "`text` needs min <= max, got {min} and {max}",
        zh: "`text` 要求 min <= max，实际是 {min} 和 {max}",
    }
    LIST_NEEDS_VALUE = "generator.list-needs-value" {
        en: "`list` needs at least one value, e.g. list(\"a\", \"b\")",
        zh: "`list` 至少需要一个值，例如 list(\"a\", \"b\")",
    }
    CSV_NEEDS_COLUMN = "generator.csv-needs-column" {
        en: "`csv` needs a column name",
        zh: "`csv` 需要一个列名",
    }
    UNKNOWN_GENERATOR_SUGGEST = "generator.unknown-generator-suggest" {
        en: "unknown generator `{name}`; did you mean `{suggestion}`?",
        zh: "未知的生成器 `{name}`；你是不是想写 `{suggestion}`？",
    }
    UNKNOWN_GENERATOR = "generator.unknown-generator" {
        en: "unknown generator `{name}`; the generators are {list}",
        zh: "未知的生成器 `{name}`；可用的生成器有 {list}",
    }
    LIST_IN_VALUES = "generator.list-in-values" {
        en: "expected a number or a string, got a list",
        zh: "这里应当是数字或字符串，却是列表",
    }
    PREFIXES_TYPE = "generator.prefixes-type" {
        en: "expected a list of prefixes such as [177, 159, 138], got {got}",
        zh: "这里应当是号段列表，例如 [177, 159, 138]，却是{got}",
    }
    EMPTY_PREFIXES = "generator.empty-prefixes" {
        en: "the prefix list is empty; leave it out for the default prefixes",
        zh: "号段列表为空；不写它即使用默认号段",
    }
    BAD_PREFIX = "generator.bad-prefix" {
        en: "a phone prefix is 1 to 10 digits, such as 177",
        zh: "手机号段须是 1 到 10 位数字，例如 177",
    }
    PATTERN_LONE_BACKSLASH = "generator.pattern-lone-backslash" {
        en: "a `\\` at the end of a pattern escapes nothing; write `\\\\` for a backslash",
        zh: "模式末尾的 `\\` 没有可转义的字符；反斜杠本身请写成 `\\\\`",
    }
}
