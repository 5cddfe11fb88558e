//! The reference of every source and transform: names, signatures and what they mean, in
//! English and Chinese.
//!
//! Each transform is a [`Transform`] and its reference entry is [`Transform::entry`], one
//! exhaustive match: a transform without a name, signature or meaning does not compile. The
//! checker uses the entries to recognise names and suggest close ones; the playground shows
//! them as the one-click reference; `rowkey check --help` prints them.

use crate::i18n::Entry;
use serde::Serialize;

/// Each source's and transform's meaning in every language. The page's reference shows them
/// (their ids are the page's, `ui.reference.meaning-*`, and the site's Chinese texts file lists
/// them with the page's texts: `rowkey_ui_texts::ALL`).
pub mod meanings {
    crate::catalogue! {
        FIELD = "ui.reference.meaning-field" {
            en: "a field of the record (its generator decides str or int)",
            zh: "记录中的一个字段（由它的生成器决定是 str 还是 int）",
        }
        STRING = "ui.reference.meaning-string" {
            en: "a quoted string literal, JSON-style escapes",
            zh: "带引号的字符串字面量，转义写法同 JSON",
        }
        CONCAT = "ui.reference.meaning-concat" {
            en: "each argument is a pipeline; their key bytes concatenated (str unless one is bytes)",
            zh: "每个参数都是一条管道，把它们的 key 字节拼接起来（除非其中有 `bytes`，否则结果为 `str`）",
        }
        SALT = "ui.reference.meaning-salt" {
            en: "random int in [0, N) from the design's seeded RNG (dynamic salting)",
            zh: "由设计的带种子随机数生成器取 [0, N) 内的随机整数（动态加盐）",
        }
        REST = "ui.reference.meaning-rest" {
            en: "the encoded bytes of everything after this segment",
            zh: "本段之后所有内容编码后的字节",
        }
        PHOENIX_SALT = "ui.reference.meaning-phoenix-salt" {
            en: "Phoenix salt byte: {{rest | arrayhash | absmod(N) | i8}}, N in 1..256",
            zh: "Phoenix 盐字节：{{rest | arrayhash | absmod(N) | i8}}，N 取 1..256",
        }
        MD5 = "ui.reference.meaning-md5" {
            en: "MessageDigest MD5 of the UTF-8 bytes",
            zh: "对 UTF-8 字节做 MessageDigest MD5",
        }
        CRC32 = "ui.reference.meaning-crc32" {
            en: "java.util.zip.CRC32.getValue()",
            zh: "即 java.util.zip.CRC32.getValue()",
        }
        JAVAHASH = "ui.reference.meaning-javahash" {
            en: "String.hashCode() over UTF-16 code units",
            zh: "按 UTF-16 码元计算 String.hashCode()",
        }
        ARRAYHASH = "ui.reference.meaning-arrayhash" {
            en: "Arrays.hashCode(byte[]) over signed bytes (Phoenix, OpenTSDB, HBaseWD)",
            zh: "按有符号字节计算 `Arrays.hashCode(byte[])`（Phoenix、OpenTSDB、HBaseWD 的做法）",
        }
        MOD = "ui.reference.meaning-mod" {
            en: "x % N (Java: takes the sign of x)",
            zh: "x % N（同 Java：结果的符号与 x 相同）",
        }
        ABSMOD = "ui.reference.meaning-absmod" {
            en: "Math.abs(x % N) (Phoenix, OpenTSDB)",
            zh: "Math.abs(x % N)（Phoenix、OpenTSDB 的做法）",
        }
        AND = "ui.reference.meaning-and" {
            en: "x & M (0x7fffffff clears the sign bit)",
            zh: "x & M（用 0x7fffffff 可清掉符号位）",
        }
        ABS = "ui.reference.meaning-abs" {
            en: "Math.abs(x); Math.abs(Integer.MIN_VALUE) stays negative",
            zh: "Math.abs(x)；Math.abs(Integer.MIN_VALUE) 仍是负数",
        }
        ADD = "ui.reference.meaning-add" {
            en: "x + N with Java overflow",
            zh: "x + N，溢出行为同 Java",
        }
        SUB = "ui.reference.meaning-sub" {
            en: "x - N with Java overflow",
            zh: "x - N，溢出行为同 Java",
        }
        MUL = "ui.reference.meaning-mul" {
            en: "x * N with Java overflow",
            zh: "x * N，溢出行为同 Java",
        }
        DIV = "ui.reference.meaning-div" {
            en: "x / N, truncating toward zero",
            zh: "x / N，向零取整",
        }
        REV = "ui.reference.meaning-rev" {
            en: "Long.MAX_VALUE - x (reversed timestamp)",
            zh: "Long.MAX_VALUE - x（反转时间戳）",
        }
        DEC = "ui.reference.meaning-dec" {
            en: "decimal; String.format(\"%0Wd\")",
            zh: "十进制；String.format(\"%0Wd\")",
        }
        HEX = "ui.reference.meaning-hex" {
            en: "lowercase hex (Integer/Long.toHexString for ints); %0Wx",
            zh: "小写十六进制（整数同 `Integer/Long.toHexString`）；%0Wx",
        }
        LEFT = "ui.reference.meaning-left" {
            en: "the first N chars (UTF-16 units) or bytes",
            zh: "前 N 个字符（UTF-16 码元）或字节",
        }
        RIGHT = "ui.reference.meaning-right" {
            en: "the last N chars or bytes",
            zh: "后 N 个字符或字节",
        }
        SLICE = "ui.reference.meaning-slice" {
            en: "chars or bytes A..B (substring(A, B))",
            zh: "第 A..B 个字符或字节（substring(A, B)）",
        }
        REVERSE = "ui.reference.meaning-reverse" {
            en: "reversed text (phone numbers)",
            zh: "反转文本（如手机号）",
        }
        UPPER = "ui.reference.meaning-upper" {
            en: "toUpperCase(Locale.ROOT)",
            zh: "转大写：toUpperCase(Locale.ROOT)",
        }
        LOWER = "ui.reference.meaning-lower" {
            en: "toLowerCase(Locale.ROOT)",
            zh: "转小写：toLowerCase(Locale.ROOT)",
        }
        PAD = "ui.reference.meaning-pad" {
            en: "left pad to W chars with 0 (or c)",
            zh: "左侧用 0（或 c）补齐到 W 个字符",
        }
        RPAD = "ui.reference.meaning-rpad" {
            en: "right pad to W chars with space (or c): a fixed-width CHAR",
            zh: "右侧用空格（或 c）补齐到 W 个字符：定长 CHAR",
        }
        DATE = "ui.reference.meaning-date" {
            en: "UTC calendar formatting (strftime)",
            zh: "按 UTC 日历格式化（`strftime`）",
        }
        I64 = "ui.reference.meaning-i64" {
            en: "Bytes.toBytes(long): big-endian two's complement",
            zh: "`Bytes.toBytes(long)`：大端补码",
        }
        I32 = "ui.reference.meaning-i32" {
            en: "Bytes.toBytes((int) x)",
            zh: "4 字节：`Bytes.toBytes((int) x)`",
        }
        I16 = "ui.reference.meaning-i16" {
            en: "Bytes.toBytes((short) x)",
            zh: "2 字节：`Bytes.toBytes((short) x)`",
        }
        I8 = "ui.reference.meaning-i8" { en: "(byte) x", zh: "1 字节：`(byte) x`" }
        SORTABLE = "ui.reference.meaning-sortable" {
            en: "flip the sign bit of the first byte (Phoenix / OrderedBytes integer order)",
            zh: "翻转首字节的符号位（Phoenix / OrderedBytes 的整数排序）",
        }
        DESC = "ui.reference.meaning-desc" {
            en: "invert every bit (descending order)",
            zh: "每一位取反（降序）",
        }
        UTF8 = "ui.reference.meaning-utf8" {
            en: "explicit UTF-8 bytes",
            zh: "显式的 UTF-8 字节",
        }
    }
}

/// What kind of entry a [`ReferenceEntry`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum EntryKind {
    /// Starts a pipeline: `{salt(10)}`.
    Source,
    /// Follows a `|`: `{id | md5}`.
    Transform,
}

/// One source or transform of the template language.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct ReferenceEntry {
    /// The name as written in templates.
    pub name: &'static str,
    /// Source or transform.
    pub kind: EntryKind,
    /// How it is written, e.g. `mod(N)`.
    pub syntax: &'static str,
    /// Input and output types, e.g. `int -> int`.
    pub types: &'static str,
    /// What it does, with the Java it matches, in English (the rendered [`ReferenceEntry::text`]).
    pub meaning: &'static str,
    /// What it does in every language.
    #[serde(skip)]
    pub text: &'static Entry,
    /// A snippet to insert, e.g. `mod(16)`.
    pub insert: &'static str,
}

const fn source(
    name: &'static str,
    syntax: &'static str,
    types: &'static str,
    text: &'static Entry,
    meaning: &'static str,
    insert: &'static str,
) -> ReferenceEntry {
    ReferenceEntry {
        name,
        kind: EntryKind::Source,
        syntax,
        types,
        meaning,
        text,
        insert,
    }
}

const fn transform(
    name: &'static str,
    syntax: &'static str,
    types: &'static str,
    text: &'static Entry,
    insert: &'static str,
) -> ReferenceEntry {
    ReferenceEntry {
        name,
        kind: EntryKind::Transform,
        syntax,
        types,
        meaning: text.en,
        text,
        insert,
    }
}

/// The sources, in the order the reference shows them. Their meanings' English is written out
/// here because a message template escapes braces (`{{rest | ...}}`); a test keeps the two equal.
const SOURCES: [ReferenceEntry; 6] = [
    source(
        "field",
        "name",
        "str | int",
        meanings::FIELD,
        "a field of the record (its generator decides str or int)",
        "{id}",
    ),
    source(
        "string",
        "\"text\"",
        "str",
        meanings::STRING,
        "a quoted string literal, JSON-style escapes",
        "{\"user\"}",
    ),
    source(
        "concat",
        "concat(e1, e2, ...)",
        "str | bytes",
        meanings::CONCAT,
        "each argument is a pipeline; their key bytes concatenated (str unless one is bytes)",
        "{concat(a, b)}",
    ),
    source(
        "salt",
        "salt(N)",
        "int",
        meanings::SALT,
        "random int in [0, N) from the design's seeded RNG (dynamic salting)",
        "{salt(10)}",
    ),
    source(
        "rest",
        "rest",
        "bytes",
        meanings::REST,
        "the encoded bytes of everything after this segment",
        "{rest | arrayhash | absmod(16) | i8}",
    ),
    source(
        "phoenix_salt",
        "phoenix_salt(N)",
        "bytes(1)",
        meanings::PHOENIX_SALT,
        "Phoenix salt byte: {rest | arrayhash | absmod(N) | i8}, N in 1..256",
        "{phoenix_salt(16)}",
    ),
];

/// A transform of the template language: what follows a `|`.
///
/// ```
/// use rowkey_core::plan::reference::Transform;
/// assert_eq!(Transform::from_name("absmod"), Some(Transform::AbsMod));
/// assert_eq!(Transform::AbsMod.entry().syntax, "absmod(N)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Transform {
    /// `md5`: MessageDigest MD5 of the UTF-8 bytes.
    Md5,
    /// `crc32`: java.util.zip.CRC32.getValue().
    Crc32,
    /// `javahash`: String.hashCode() over UTF-16 code units.
    JavaHash,
    /// `arrayhash`: Arrays.hashCode(byte[]) over signed bytes (Phoenix, OpenTSDB, HBaseWD).
    ArrayHash,
    /// `mod(N)`: x % N (Java: takes the sign of x).
    Mod,
    /// `absmod(N)`: Math.abs(x % N) (Phoenix, OpenTSDB).
    AbsMod,
    /// `and(M)`: x & M (0x7fffffff clears the sign bit).
    And,
    /// `abs`: Math.abs(x); Math.abs(Integer.MIN_VALUE) stays negative.
    Abs,
    /// `add(N)`: x + N with Java overflow.
    Add,
    /// `sub(N)`: x - N with Java overflow.
    Sub,
    /// `mul(N)`: x * N with Java overflow.
    Mul,
    /// `div(N)`: x / N, truncating toward zero.
    Div,
    /// `rev`: Long.MAX_VALUE - x (reversed timestamp).
    Rev,
    /// `dec | dec(W)`: decimal; String.format("%0Wd").
    Dec,
    /// `hex | hex(W)`: lowercase hex (Integer/Long.toHexString for ints); %0Wx.
    Hex,
    /// `left(N)`: the first N chars (UTF-16 units) or bytes.
    Left,
    /// `right(N)`: the last N chars or bytes.
    Right,
    /// `slice(A, B)`: chars or bytes A..B (substring(A, B)).
    Slice,
    /// `reverse`: reversed text (phone numbers).
    Reverse,
    /// `upper`: toUpperCase(Locale.ROOT).
    Upper,
    /// `lower`: toLowerCase(Locale.ROOT).
    Lower,
    /// `pad(W) | pad(W, "c")`: left pad to W chars with 0 (or c).
    Pad,
    /// `rpad(W) | rpad(W, "c")`: right pad to W chars with space (or c): a fixed-width CHAR.
    Rpad,
    /// `date("%Y%m%d%H%M")`: UTC calendar formatting (strftime).
    Date,
    /// `i64`: Bytes.toBytes(long): big-endian two's complement.
    I64,
    /// `i32`: Bytes.toBytes((int) x).
    I32,
    /// `i16`: Bytes.toBytes((short) x).
    I16,
    /// `i8`: (byte) x.
    I8,
    /// `sortable`: flip the sign bit of the first byte (Phoenix / OrderedBytes integer order).
    Sortable,
    /// `desc`: invert every bit (descending order).
    Desc,
    /// `utf8`: explicit UTF-8 bytes.
    Utf8,
}

impl Transform {
    /// Every transform, in the order the reference shows them.
    pub const ALL: [Transform; 31] = [
        Transform::Md5,
        Transform::Crc32,
        Transform::JavaHash,
        Transform::ArrayHash,
        Transform::Mod,
        Transform::AbsMod,
        Transform::And,
        Transform::Abs,
        Transform::Add,
        Transform::Sub,
        Transform::Mul,
        Transform::Div,
        Transform::Rev,
        Transform::Dec,
        Transform::Hex,
        Transform::Left,
        Transform::Right,
        Transform::Slice,
        Transform::Reverse,
        Transform::Upper,
        Transform::Lower,
        Transform::Pad,
        Transform::Rpad,
        Transform::Date,
        Transform::I64,
        Transform::I32,
        Transform::I16,
        Transform::I8,
        Transform::Sortable,
        Transform::Desc,
        Transform::Utf8,
    ];

    /// Its reference entry: name, syntax, types, meaning and the snippet to insert.
    pub const fn entry(self) -> ReferenceEntry {
        use meanings as M;
        match self {
            Transform::Md5 => transform("md5", "md5", "str/bytes -> bytes(16)", M::MD5, "md5"),
            Transform::Crc32 => transform("crc32", "crc32", "str/bytes -> long", M::CRC32, "crc32"),
            Transform::JavaHash => transform(
                "javahash",
                "javahash",
                "str -> int",
                M::JAVAHASH,
                "javahash",
            ),
            Transform::ArrayHash => transform(
                "arrayhash",
                "arrayhash",
                "str/bytes -> int",
                M::ARRAYHASH,
                "arrayhash",
            ),
            Transform::Mod => transform("mod", "mod(N)", "int -> int", M::MOD, "mod(16)"),
            Transform::AbsMod => {
                transform("absmod", "absmod(N)", "int -> int", M::ABSMOD, "absmod(16)")
            }
            Transform::And => transform("and", "and(M)", "int -> int", M::AND, "and(0x7fffffff)"),
            Transform::Abs => transform("abs", "abs", "int -> int", M::ABS, "abs"),
            Transform::Add => transform("add", "add(N)", "int -> int", M::ADD, "add(1)"),
            Transform::Sub => transform("sub", "sub(N)", "int -> int", M::SUB, "sub(1)"),
            Transform::Mul => transform("mul", "mul(N)", "int -> int", M::MUL, "mul(10)"),
            Transform::Div => transform("div", "div(N)", "int -> int", M::DIV, "div(3600000)"),
            Transform::Rev => transform("rev", "rev", "int -> long", M::REV, "rev"),
            Transform::Dec => transform("dec", "dec | dec(W)", "int -> str", M::DEC, "dec(2)"),
            Transform::Hex => transform("hex", "hex | hex(W)", "int/bytes -> str", M::HEX, "hex"),
            Transform::Left => {
                transform("left", "left(N)", "str/bytes -> same", M::LEFT, "left(4)")
            }
            Transform::Right => transform(
                "right",
                "right(N)",
                "str/bytes -> same",
                M::RIGHT,
                "right(6)",
            ),
            Transform::Slice => transform(
                "slice",
                "slice(A, B)",
                "str/bytes -> same",
                M::SLICE,
                "slice(0, 4)",
            ),
            Transform::Reverse => {
                transform("reverse", "reverse", "str -> str", M::REVERSE, "reverse")
            }
            Transform::Upper => transform("upper", "upper", "str -> str", M::UPPER, "upper"),
            Transform::Lower => transform("lower", "lower", "str -> str", M::LOWER, "lower"),
            Transform::Pad => transform(
                "pad",
                "pad(W) | pad(W, \"c\")",
                "str -> str",
                M::PAD,
                "pad(8)",
            ),
            Transform::Rpad => transform(
                "rpad",
                "rpad(W) | rpad(W, \"c\")",
                "str -> str",
                M::RPAD,
                "rpad(8, \" \")",
            ),
            Transform::Date => transform(
                "date",
                "date(\"%Y%m%d%H%M\")",
                "int (epoch ms) -> str",
                M::DATE,
                "date(\"%Y%m%d\")",
            ),
            Transform::I64 => transform("i64", "i64", "int -> bytes(8)", M::I64, "i64"),
            Transform::I32 => transform("i32", "i32", "int -> bytes(4)", M::I32, "i32"),
            Transform::I16 => transform("i16", "i16", "int -> bytes(2)", M::I16, "i16"),
            Transform::I8 => transform("i8", "i8", "int -> bytes(1)", M::I8, "i8"),
            Transform::Sortable => transform(
                "sortable",
                "sortable",
                "bytes -> bytes",
                M::SORTABLE,
                "sortable",
            ),
            Transform::Desc => transform("desc", "desc", "str/bytes -> bytes", M::DESC, "desc"),
            Transform::Utf8 => transform("utf8", "utf8", "str -> bytes", M::UTF8, "utf8"),
        }
    }

    /// The transform written `name`, if there is one.
    pub fn from_name(name: &str) -> Option<Transform> {
        Transform::ALL.into_iter().find(|t| t.entry().name == name)
    }
}

const COUNT: usize = SOURCES.len() + Transform::ALL.len();

/// Every source and transform, in the order the reference shows them.
///
/// ```
/// use rowkey_core::plan::reference::REFERENCE;
/// assert!(REFERENCE.iter().any(|e| e.name == "md5"));
/// ```
pub const REFERENCE: &[ReferenceEntry] = &{
    let mut out = [SOURCES[0]; COUNT];
    let mut i = 0;
    while i < COUNT {
        out[i] = if i < SOURCES.len() {
            SOURCES[i]
        } else {
            Transform::ALL[i - SOURCES.len()].entry()
        };
        i += 1;
    }
    out
};

/// The reference entry of `name` of the given kind.
pub fn lookup(name: &str, kind: EntryKind) -> Option<&'static ReferenceEntry> {
    REFERENCE.iter().find(|e| e.kind == kind && e.name == name)
}

/// The closest known name of `kind` to `name`, if one is close enough to be a likely typo.
///
/// ```
/// use rowkey_core::plan::reference::{suggest, EntryKind};
/// assert_eq!(suggest("md6", EntryKind::Transform), Some("md5"));
/// assert_eq!(suggest("zzzzzz", EntryKind::Transform), None);
/// ```
pub fn suggest(name: &str, kind: EntryKind) -> Option<&'static str> {
    let names = REFERENCE
        .iter()
        .filter(|e| e.kind == kind && !matches!(e.name, "field" | "string"))
        .map(|e| e.name);
    crate::suggest::closest(name, names)
}

/// The meaning of the source or transform `name` in every language, if there is one.
///
/// ```
/// use rowkey_core::i18n::{Lang, Message};
/// use rowkey_core::plan::reference::meaning;
/// let m = meaning("rev").unwrap();
/// assert_eq!(Message::new(m).render(Lang::En), "Long.MAX_VALUE - x (reversed timestamp)");
/// ```
pub fn meaning(name: &str) -> Option<&'static Entry> {
    REFERENCE.iter().find(|e| e.name == name).map(|e| e.text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Message};

    #[test]
    fn every_meaning_is_translated() {
        let problems = crate::i18n::check(meanings::ENTRIES.iter().copied());
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn every_meaning_renders_as_its_english_text() {
        for e in REFERENCE {
            assert_eq!(
                Message::new(e.text).render(Lang::En),
                e.meaning,
                "{}",
                e.name
            );
        }
    }

    #[test]
    fn names_are_unique_and_every_meaning_is_used_once() {
        let mut names: Vec<&str> = REFERENCE.iter().map(|e| e.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), REFERENCE.len());
        let mut ids: Vec<&str> = REFERENCE.iter().map(|e| e.text.id).collect();
        ids.sort_unstable();
        let mut declared: Vec<&str> = meanings::ENTRIES.iter().map(|e| e.id).collect();
        declared.sort_unstable();
        assert_eq!(ids, declared);
    }

    #[test]
    fn every_transform_is_found_by_its_name() {
        for t in Transform::ALL {
            assert_eq!(Transform::from_name(t.entry().name), Some(t));
        }
    }
}
