//! Keys read back through the template (`rowkey decode`): what each part gives, and where a key
//! stops matching the template.

catalogue! {
    /// `expected`: the literal in toStringBinary.
    LITERAL = "decode.literal" {
        en: "expected the literal `{expected}`",
        zh: "应为字面量 `{expected}`",
    }
    /// `segment`: the segment in normal form; `expected`: its bytes recomputed, in toStringBinary.
    RECOMPUTED = "decode.recomputed" {
        en: "recomputed from the decoded values, `{segment}` gives `{expected}`",
        zh: "按解码出的值重新计算，`{segment}` 应为 `{expected}`",
    }
    /// `segment`: the segment; `transform`: the transform that cannot have made `found`.
    NOT_FORM = "decode.not-form" {
        en: "`{segment}` cannot be read back: `{transform}` does not give `{found}`",
        zh: "`{segment}` 无法反解：`{transform}` 不会产生 `{found}`",
    }
    /// `segment`: the segment; `bytes`: the bytes it needs.
    SHORT = "decode.short" {
        en: "the key ends inside `{segment}`, which takes {bytes} bytes",
        zh: "rowkey 在 `{segment}` 中间结束，该段占 {bytes} 字节",
    }
    /// `segment`: the segment; `separator`: the literal after it.
    NO_SEPARATOR = "decode.no-separator" {
        en: "the separator `{separator}` after `{segment}` is not in the rest of the key",
        zh: "`{segment}` 之后的分隔符 `{separator}` 不在 rowkey 的剩余部分中",
    }
    /// `bytes`: bytes left over.
    TRAILING = "decode.trailing" {
        en: "the template ends here, but {bytes} more bytes follow",
        zh: "模板到此结束，但后面还有 {bytes} 字节",
    }
    /// `segment`: the segment; `separator`: the literal after it; `count`: its occurrences.
    AMBIGUOUS = "decode.ambiguous" {
        en: "`{segment}` can hold the separator `{separator}`, which occurs {count} times in the rest of the key: the split is ambiguous, so decoding stops here",
        zh: "`{segment}` 可能包含分隔符 `{separator}`，而它在 rowkey 剩余部分出现了 {count} 次：切分有歧义，解码到此为止",
    }
    /// `segment`: the segment.
    NO_BOUNDARY = "decode.no-boundary" {
        en: "`{segment}` has no fixed width and no separator after it: where it ends cannot be told",
        zh: "`{segment}` 既无固定宽度，其后也没有分隔符：无法判断它在哪里结束",
    }
    /// `limit`: the most bytes a key may have.
    KEY_TOO_LONG = "decode.key-too-long" {
        en: "the key is longer than {limit} bytes, which HBase refuses: not decoded",
        zh: "rowkey 超过 {limit} 字节，HBase 不接受：未解码",
    }
    /// `value`: the known start.
    PREFIX = "decode.prefix" {
        en: "starts with `{value}`",
        zh: "以 `{value}` 开头",
    }
    /// `value`: the known end.
    SUFFIX = "decode.suffix" {
        en: "ends with `{value}`",
        zh: "以 `{value}` 结尾",
    }
    /// `value`: the known piece; `from`: where it starts (units).
    MIDDLE = "decode.middle" {
        en: "holds `{value}` from position {from}",
        zh: "从第 {from} 位起为 `{value}`",
    }
    /// `value`: the text with padding removed; `fill`: the pad character.
    PADDED = "decode.padded" {
        en: "`{value}`, perhaps with more leading or trailing `{fill}`",
        zh: "`{value}`，前后可能还有 `{fill}`",
    }
    /// `value`: the text in one case.
    CASE = "decode.case" {
        en: "`{value}` in some letter case",
        zh: "`{value}`（大小写不定）",
    }
    /// `low`, `high`: the inclusive range.
    RANGE = "decode.range" {
        en: "between {low} and {high}",
        zh: "介于 {low} 与 {high} 之间",
    }
    DATE_WIDTH = "decode.date-width" {
        en: "the key was cut where `{segment}` ends for a year from 0 to 9999, and then does not match; a year outside those is written with a sign and more digits, so where the date ends is not known",
        zh: "按 `{segment}` 在 0 到 9999 年时的结束位置切分后，键不匹配；这些年份以外的年份会带符号并写出更多位数字，因此不知道日期在哪里结束",
    }
    LOW_BITS = "decode.low-bits" {
        en: "its low {bits} bits read {value} (the value was wider than the cast)",
        zh: "低 {bits} 位为 {value}（值比强制转换的宽度更宽）",
    }
    /// `text`: the time as written in the key; `from`, `to`: epoch ms, `to` excluded.
    TIME = "decode.time" {
        en: "`{text}`: epoch ms from {from} to before {to} (UTC)",
        zh: "`{text}`：纪元毫秒 {from} 至 {to}（不含，UTC）",
    }
    /// `segment`: the segment; `bytes`: its bytes; `transform`: the first transform that loses information.
    OPAQUE = "decode.opaque" {
        en: "`{segment}` = `{bytes}` (not invertible: `{transform}`)",
        zh: "`{segment}` = `{bytes}`（不可逆：`{transform}`）",
    }
    MATCHES = "decode.matches" {
        en: "✓ matches the template",
        zh: "✓ 与模板一致",
    }
    /// `offset`: byte offset; `expected`: what was expected there.
    MISMATCH = "decode.mismatch" {
        en: "✗ stops matching at byte {offset}: {expected}",
        zh: "✗ 从第 {offset} 字节起不一致：{expected}",
    }
    HEAD_FIELDS = "decode.head-fields" {
        en: "fields",
        zh: "字段",
    }
    HEAD_PARTIAL = "decode.head-partial" {
        en: "partly known",
        zh: "部分已知",
    }
    HEAD_OPAQUE = "decode.head-opaque" {
        en: "not recoverable",
        zh: "不可恢复",
    }
    NO_KEYS = "decode.no-keys" {
        en: "no keys to decode: give them after the design, or a key dump with --keys FILE",
        zh: "没有要解码的 rowkey：请在设计文件后给出，或用 --keys FILE 给出 rowkey 转储文件",
    }
    KEYS_AND_FILE = "decode.keys-and-file" {
        en: "give keys on the command line or --keys FILE, not both",
        zh: "rowkey 请在命令行或 --keys FILE 中二选一给出，不要同时给出",
    }
    HEX_WITH_FILE = "decode.hex-with-file" {
        en: "--hex is for keys on the command line; for a dump in hex use --keys-format hex",
        zh: "--hex 仅用于命令行上的 rowkey；十六进制转储请用 --keys-format hex",
    }
}
