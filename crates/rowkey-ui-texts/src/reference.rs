//! The reference's texts, and each source's and transform's meaning in every language.
//!
//! The English meanings are the core's own (`rowkey_core::plan::catalog`), which the CLI's help
//! prints too; a test keeps them equal, so a change in the core shows up here.

use rowkey_core::i18n::Entry;

rowkey_core::catalogue! {
    TITLE = "ui.reference.title" { en: "Reference", zh: "参考" }
    HINT = "ui.reference.hint" {
        en: "sources and transforms, with the Java each matches: click one to insert it",
        zh: "数据源与变换，以及各自对应的 Java 写法：点击即可插入",
    }
    FILTER_PLACEHOLDER = "ui.reference.filter-placeholder" {
        en: "Filter: hash, int, pad…",
        zh: "筛选：hash、int、pad…",
    }
    FILTER_LABEL = "ui.reference.filter-label" { en: "Filter the reference", zh: "筛选参考" }
    SOURCES = "ui.reference.sources" { en: "Sources", zh: "数据源" }
    TRANSFORMS = "ui.reference.transforms" { en: "Transforms", zh: "变换" }
    NOTHING = "ui.reference.nothing" { en: "Nothing matches.", zh: "没有匹配项。" }
    /// A button's tooltip: `snippet` is the template text it inserts.
    INSERT_TITLE = "ui.reference.insert-title" { en: "Insert {snippet}", zh: "插入 `{snippet}`" }
    INSERT_LABEL = "ui.reference.insert-label" {
        en: "Insert {syntax}: {meaning}",
        zh: "插入 `{syntax}`：{meaning}",
    }

    M_FIELD = "ui.reference.meaning-field" {
        en: "a field of the record (its generator decides str or int)",
        zh: "记录中的一个字段（由它的生成器决定是 str 还是 int）",
    }
    M_STRING = "ui.reference.meaning-string" {
        en: "a quoted string literal, JSON-style escapes",
        zh: "带引号的字符串字面量，转义写法同 JSON",
    }
    M_CONCAT = "ui.reference.meaning-concat" {
        en: "each argument is a pipeline; their key bytes concatenated (str unless one is bytes)",
        zh: "每个参数都是一条管道，把它们的 key 字节拼接起来（除非其中有 `bytes`，否则结果为 `str`）",
    }
    M_SALT = "ui.reference.meaning-salt" {
        en: "random int in [0, N) from the design's seeded RNG (dynamic salting)",
        zh: "由设计的带种子随机数生成器取 [0, N) 内的随机整数（动态加盐）",
    }
    M_REST = "ui.reference.meaning-rest" {
        en: "the encoded bytes of everything after this segment",
        zh: "本段之后所有内容编码后的字节",
    }
    M_PHOENIX_SALT = "ui.reference.meaning-phoenix-salt" {
        en: "Phoenix salt byte: {{rest | arrayhash | absmod(N) | i8}}, N in 1..256",
        zh: "Phoenix 盐字节：{{rest | arrayhash | absmod(N) | i8}}，N 取 1..256",
    }
    M_MD5 = "ui.reference.meaning-md5" {
        en: "MessageDigest MD5 of the UTF-8 bytes",
        zh: "对 UTF-8 字节做 MessageDigest MD5",
    }
    M_CRC32 = "ui.reference.meaning-crc32" {
        en: "java.util.zip.CRC32.getValue()",
        zh: "即 java.util.zip.CRC32.getValue()",
    }
    M_JAVAHASH = "ui.reference.meaning-javahash" {
        en: "String.hashCode() over UTF-16 code units",
        zh: "按 UTF-16 码元计算 String.hashCode()",
    }
    M_ARRAYHASH = "ui.reference.meaning-arrayhash" {
        en: "Arrays.hashCode(byte[]) over signed bytes (Phoenix, OpenTSDB, HBaseWD)",
        zh: "按有符号字节计算 `Arrays.hashCode(byte[])`（Phoenix、OpenTSDB、HBaseWD 的做法）",
    }
    M_MOD = "ui.reference.meaning-mod" {
        en: "x % N (Java: takes the sign of x)",
        zh: "x % N（同 Java：结果的符号与 x 相同）",
    }
    M_ABSMOD = "ui.reference.meaning-absmod" {
        en: "Math.abs(x % N) (Phoenix, OpenTSDB)",
        zh: "Math.abs(x % N)（Phoenix、OpenTSDB 的做法）",
    }
    M_AND = "ui.reference.meaning-and" {
        en: "x & M (0x7fffffff clears the sign bit)",
        zh: "x & M（用 0x7fffffff 可清掉符号位）",
    }
    M_ABS = "ui.reference.meaning-abs" {
        en: "Math.abs(x); Math.abs(Integer.MIN_VALUE) stays negative",
        zh: "Math.abs(x)；Math.abs(Integer.MIN_VALUE) 仍是负数",
    }
    M_ADD = "ui.reference.meaning-add" {
        en: "x + N with Java overflow",
        zh: "x + N，溢出行为同 Java",
    }
    M_SUB = "ui.reference.meaning-sub" {
        en: "x - N with Java overflow",
        zh: "x - N，溢出行为同 Java",
    }
    M_MUL = "ui.reference.meaning-mul" {
        en: "x * N with Java overflow",
        zh: "x * N，溢出行为同 Java",
    }
    M_DIV = "ui.reference.meaning-div" {
        en: "x / N, truncating toward zero",
        zh: "x / N，向零取整",
    }
    M_REV = "ui.reference.meaning-rev" {
        en: "Long.MAX_VALUE - x (reversed timestamp)",
        zh: "Long.MAX_VALUE - x（反转时间戳）",
    }
    M_DEC = "ui.reference.meaning-dec" {
        en: "decimal; String.format(\"%0Wd\")",
        zh: "十进制；String.format(\"%0Wd\")",
    }
    M_HEX = "ui.reference.meaning-hex" {
        en: "lowercase hex (Integer/Long.toHexString for ints); %0Wx",
        zh: "小写十六进制（整数同 `Integer/Long.toHexString`）；%0Wx",
    }
    M_LEFT = "ui.reference.meaning-left" {
        en: "the first N chars (UTF-16 units) or bytes",
        zh: "前 N 个字符（UTF-16 码元）或字节",
    }
    M_RIGHT = "ui.reference.meaning-right" {
        en: "the last N chars or bytes",
        zh: "后 N 个字符或字节",
    }
    M_SLICE = "ui.reference.meaning-slice" {
        en: "chars or bytes A..B (substring(A, B))",
        zh: "第 A..B 个字符或字节（substring(A, B)）",
    }
    M_REVERSE = "ui.reference.meaning-reverse" {
        en: "reversed text (phone numbers)",
        zh: "反转文本（如手机号）",
    }
    M_UPPER = "ui.reference.meaning-upper" {
        en: "toUpperCase(Locale.ROOT)",
        zh: "转大写：toUpperCase(Locale.ROOT)",
    }
    M_LOWER = "ui.reference.meaning-lower" {
        en: "toLowerCase(Locale.ROOT)",
        zh: "转小写：toLowerCase(Locale.ROOT)",
    }
    M_PAD = "ui.reference.meaning-pad" {
        en: "left pad to W chars with 0 (or c)",
        zh: "左侧用 0（或 c）补齐到 W 个字符",
    }
    M_RPAD = "ui.reference.meaning-rpad" {
        en: "right pad to W chars with space (or c): a fixed-width CHAR",
        zh: "右侧用空格（或 c）补齐到 W 个字符：定长 CHAR",
    }
    M_DATE = "ui.reference.meaning-date" {
        en: "UTC calendar formatting (strftime)",
        zh: "按 UTC 日历格式化（`strftime`）",
    }
    M_I64 = "ui.reference.meaning-i64" {
        en: "Bytes.toBytes(long): big-endian two's complement",
        zh: "`Bytes.toBytes(long)`：大端补码",
    }
    M_I32 = "ui.reference.meaning-i32" {
        en: "Bytes.toBytes((int) x)",
        zh: "4 字节：`Bytes.toBytes((int) x)`",
    }
    M_I16 = "ui.reference.meaning-i16" {
        en: "Bytes.toBytes((short) x)",
        zh: "2 字节：`Bytes.toBytes((short) x)`",
    }
    M_I8 = "ui.reference.meaning-i8" { en: "(byte) x", zh: "1 字节：`(byte) x`" }
    M_SORTABLE = "ui.reference.meaning-sortable" {
        en: "flip the sign bit of the first byte (Phoenix / OrderedBytes integer order)",
        zh: "翻转首字节的符号位（Phoenix / OrderedBytes 的整数排序）",
    }
    M_DESC = "ui.reference.meaning-desc" {
        en: "invert every bit (descending order)",
        zh: "每一位取反（降序）",
    }
    M_UTF8 = "ui.reference.meaning-utf8" {
        en: "explicit UTF-8 bytes",
        zh: "显式的 UTF-8 字节",
    }
}

/// The meaning of each source and transform, by its name in the catalogue.
const MEANINGS: &[(&str, &Entry)] = &[
    ("field", M_FIELD),
    ("string", M_STRING),
    ("concat", M_CONCAT),
    ("salt", M_SALT),
    ("rest", M_REST),
    ("phoenix_salt", M_PHOENIX_SALT),
    ("md5", M_MD5),
    ("crc32", M_CRC32),
    ("javahash", M_JAVAHASH),
    ("arrayhash", M_ARRAYHASH),
    ("mod", M_MOD),
    ("absmod", M_ABSMOD),
    ("and", M_AND),
    ("abs", M_ABS),
    ("add", M_ADD),
    ("sub", M_SUB),
    ("mul", M_MUL),
    ("div", M_DIV),
    ("rev", M_REV),
    ("dec", M_DEC),
    ("hex", M_HEX),
    ("left", M_LEFT),
    ("right", M_RIGHT),
    ("slice", M_SLICE),
    ("reverse", M_REVERSE),
    ("upper", M_UPPER),
    ("lower", M_LOWER),
    ("pad", M_PAD),
    ("rpad", M_RPAD),
    ("date", M_DATE),
    ("i64", M_I64),
    ("i32", M_I32),
    ("i16", M_I16),
    ("i8", M_I8),
    ("sortable", M_SORTABLE),
    ("desc", M_DESC),
    ("utf8", M_UTF8),
];

/// The meaning of the source or transform `name`, if this module has it.
pub fn meaning(name: &str) -> Option<&'static Entry> {
    MEANINGS.iter().find(|(n, _)| *n == name).map(|(_, e)| *e)
}
