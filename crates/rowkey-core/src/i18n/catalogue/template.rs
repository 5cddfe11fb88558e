//! Errors in reading a row key template: its literal text, segments, strings and numbers, and
//! the names of fields.

catalogue! {
    UNMATCHED_BRACE = "template.unmatched-brace" {
        en: "unmatched `}}`: write `\\}}` for a literal brace",
        zh: "多余的 `}}`：字面量花括号请写成 `\\}}`",
    }
    LONE_BACKSLASH = "template.lone-backslash" {
        en: "lone `\\` at the end of the template: write `\\\\` for a backslash",
        zh: "模板末尾有单独的 `\\`：反斜杠本身请写成 `\\\\`",
    }
    SHORT_HEX_ESCAPE = "template.short-hex-escape" {
        en: "invalid escape: `\\x` must be followed by two hex digits, as in `\\x0A`",
        zh: "转义无效：`\\x` 后面必须跟两位十六进制数字，例如 `\\x0A`",
    }
    /// `escape`: the character after the backslash.
    UNKNOWN_LITERAL_ESCAPE = "template.unknown-literal-escape" {
        en: "unknown escape `\\{escape}`: literal text allows `\\xHH`, `\\{{`, `\\}}` and `\\\\`",
        zh: "未知的转义 `\\{escape}`：字面量文本只支持 `\\xHH`、`\\{{`、`\\}}` 和 `\\\\`",
    }
    /// `char`: the character.
    UNEXPECTED_CHAR = "template.unexpected-char" {
        en: "unexpected character `{char}` in a segment",
        zh: "segment 中出现了意外的字符 `{char}`",
    }
    /// A character that looks like part of a name (a digit such as `²`) but cannot start one.
    UNEXPECTED_NAME_CHAR = "template.unexpected-name-char" {
        en: "unexpected character `{char}` in a segment: names are Unicode identifiers (a letter or `_`, then letters, digits or `_`)",
        zh: "segment 中出现了意外的字符 `{char}`：名称须是 Unicode 标识符（以字母或 `_` 开头，后面是字母、数字或 `_`）",
    }
    DIGITS_AFTER_MINUS = "template.digits-after-minus" {
        en: "expected digits after `-`",
        zh: "`-` 后面应当是数字",
    }
    HEX_DIGITS_AFTER_0X = "template.hex-digits-after-0x" {
        en: "`0x` must be followed by hex digits, as in `0xff`",
        zh: "`0x` 后面必须跟十六进制数字，例如 `0xff`",
    }
    INVALID_NUMBER = "template.invalid-number" {
        en: "invalid number `{text}`: write decimal digits or `0x` and hex digits, optionally followed by `L`",
        zh: "无效的数字 `{text}`：请写十进制数字，或 `0x` 加十六进制数字，末尾可带 `L`",
    }
    UNTERMINATED_STRING = "template.unterminated-string" {
        en: "unterminated string: expected a closing `\"`",
        zh: "字符串没有结束：缺少收尾的 `\"`",
    }
    /// `char`: the control character, as Rust's `{:?}` shows it (`'\n'`).
    CONTROL_CHARACTER = "template.control-character" {
        en: "control character {char} in a string: write it as an escape such as `\\n` or `\\u0001`",
        zh: "字符串中有控制字符 {char}：请写成转义，例如 `\\n` 或 `\\u0001`",
    }
    UNKNOWN_STRING_ESCAPE = "template.unknown-string-escape" {
        en: "unknown escape `\\{escape}` in a string: use `\\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` or `\\uXXXX`",
        zh: "字符串中有未知的转义 `\\{escape}`：可用 `\\\"`、`\\\\`、`\\/`、`\\b`、`\\f`、`\\n`、`\\r`、`\\t` 或 `\\uXXXX`",
    }
    SHORT_UNICODE_ESCAPE = "template.short-unicode-escape" {
        en: "invalid escape: `\\u` must be followed by four hex digits, as in `\\u00e9`",
        zh: "转义无效：`\\u` 后面必须跟四位十六进制数字，例如 `\\u00e9`",
    }
    /// `unit`: the surrogate in four upper-case hex digits.
    LONE_SURROGATE = "template.lone-surrogate" {
        en: "lone surrogate `\\u{unit}` in a string: a `\\uD800`-`\\uDBFF` escape must be followed by a `\\uDC00`-`\\uDFFF` one",
        zh: "字符串中有落单的代理项 `\\u{unit}`：`\\uD800`-`\\uDBFF` 的转义后面必须紧跟一个 `\\uDC00`-`\\uDFFF` 的转义",
    }
    // The parser.
    VALUE_EXPECTED = "template.value-expected" {
        en: "expected a field name, a string, a number or a function such as `salt(4)`",
        zh: "这里应当是字段名、字符串、数字或函数，例如 `salt(4)`",
    }
    PIPE_OR_CLOSE_EXPECTED = "template.pipe-or-close-expected" {
        en: "expected `|` or `}}` to close the segment",
        zh: "这里应当是 `|`，或用 `}}` 结束 segment",
    }
    COMMA_OR_PAREN_EXPECTED = "template.comma-or-paren-expected" {
        en: "expected `,` or `)`",
        zh: "这里应当是 `,` 或 `)`",
    }
    /// `expected`: what was expected, a message.
    UNEXPECTED_END = "template.unexpected-end" {
        en: "unexpected end of the template: {expected}",
        zh: "模板意外结束：{expected}",
    }
    /// `found`: what was found (a token in backquotes, [`A_STRING`]…); `expected`: a message.
    UNEXPECTED = "template.unexpected" {
        en: "unexpected {found}: {expected}",
        zh: "意外的 {found}：{expected}",
    }
    A_STRING = "template.a-string" {
        en: "a string",
        zh: "字符串",
    }
    END_OF_TEMPLATE = "template.end-of-template" {
        en: "the end of the template",
        zh: "模板结尾",
    }
    UNCLOSED_SEGMENT = "template.unclosed-segment" {
        en: "unclosed `{{`: expected `}}` to close the segment opened here",
        zh: "`{{` 没有闭合：这里打开的 segment 需要一个 `}}` 来结束",
    }
    EMPTY_SEGMENT = "template.empty-segment" {
        en: "empty segment: expected a field name, a string or a function such as `salt(4)`",
        zh: "空的 segment：应当是字段名、字符串或函数，例如 `salt(4)`",
    }
    BRACE_IN_SEGMENT = "template.brace-in-segment" {
        en: "unexpected `{{` inside a segment: expected `}}` to close the segment first",
        zh: "segment 内部出现了意外的 `{{`：请先用 `}}` 结束当前 segment",
    }
    /// `found`: what came after the `|`.
    TRANSFORM_NAME_EXPECTED = "template.transform-name-expected" {
        en: "expected a transform name after `|`, found {found}",
        zh: "`|` 后面应当是变换名，却是 {found}",
    }
    NESTED_TOO_DEEPLY = "template.nested-too-deeply" {
        en: "nested too deeply (limit {limit})",
        zh: "嵌套过深（上限 {limit}）",
    }
    UNCLOSED_PAREN = "template.unclosed-paren" {
        en: "unclosed `(`: expected `)`",
        zh: "`(` 没有闭合：缺少 `)`",
    }
    TRAILING_COMMA = "template.trailing-comma" {
        en: "unexpected `,` before `)`: remove the trailing comma",
        zh: "`)` 前面有多余的 `,`：请删掉末尾的逗号",
    }
    // Field names.
    NOT_A_FIELD_NAME = "template.not-a-field-name" {
        en: "`{name}` is not a field name: start with a letter or _, then letters, digits or _",
        zh: "`{name}` 不是合法的字段名：须以字母或 _ 开头，后面是字母、数字或 _",
    }
    /// `rest`: the reserved name.
    RESERVED_FIELD_NAME = "template.reserved-field-name" {
        en: "`{rest}` is reserved: in a template it means the rest of the key",
        zh: "`{rest}` 是保留名：在模板中它表示 rowkey 的剩余部分",
    }
}
