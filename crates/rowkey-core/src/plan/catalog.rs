//! The reference of every source and transform: names, signatures and what they mean.
//!
//! The checker uses it to recognise names and suggest close ones; the playground shows it as
//! the one-click reference; `rowkey check --help` prints it.

use serde::Serialize;

/// What kind of entry a [`CatalogEntry`] is.
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
pub struct CatalogEntry {
    /// The name as written in templates.
    pub name: &'static str,
    /// Source or transform.
    pub kind: EntryKind,
    /// How it is written, e.g. `mod(N)`.
    pub syntax: &'static str,
    /// Input and output types, e.g. `int -> int`.
    pub types: &'static str,
    /// What it does, with the Java it matches.
    pub meaning: &'static str,
    /// A snippet to insert, e.g. `mod(16)`.
    pub insert: &'static str,
}

const fn s(
    name: &'static str,
    syntax: &'static str,
    types: &'static str,
    meaning: &'static str,
    insert: &'static str,
) -> CatalogEntry {
    CatalogEntry {
        name,
        kind: EntryKind::Source,
        syntax,
        types,
        meaning,
        insert,
    }
}

const fn t(
    name: &'static str,
    syntax: &'static str,
    types: &'static str,
    meaning: &'static str,
    insert: &'static str,
) -> CatalogEntry {
    CatalogEntry {
        name,
        kind: EntryKind::Transform,
        syntax,
        types,
        meaning,
        insert,
    }
}

/// Every source and transform, in the order the reference shows them.
///
/// ```
/// use rowkey_core::plan::catalog::CATALOG;
/// assert!(CATALOG.iter().any(|e| e.name == "md5"));
/// ```
pub const CATALOG: &[CatalogEntry] = &[
    s(
        "field",
        "name",
        "str | int",
        "a field of the record (its generator decides str or int)",
        "{id}",
    ),
    s(
        "string",
        "\"text\"",
        "str",
        "a quoted string literal, JSON-style escapes",
        "{\"user\"}",
    ),
    s(
        "concat",
        "concat(e1, e2, ...)",
        "str | bytes",
        "each argument is a pipeline; their key bytes concatenated (str unless one is bytes)",
        "{concat(a, b)}",
    ),
    s(
        "salt",
        "salt(N)",
        "int",
        "random int in [0, N) from the design's seeded RNG (dynamic salting)",
        "{salt(10)}",
    ),
    s(
        "rest",
        "rest",
        "bytes",
        "the encoded bytes of everything after this segment",
        "{rest | arrayhash | absmod(16) | i8}",
    ),
    s(
        "phoenix_salt",
        "phoenix_salt(N)",
        "bytes(1)",
        "Phoenix salt byte: {rest | arrayhash | absmod(N) | i8}, N in 1..256",
        "{phoenix_salt(16)}",
    ),
    t(
        "md5",
        "md5",
        "str/bytes -> bytes(16)",
        "MessageDigest MD5 of the UTF-8 bytes",
        "md5",
    ),
    t(
        "crc32",
        "crc32",
        "str/bytes -> long",
        "java.util.zip.CRC32.getValue()",
        "crc32",
    ),
    t(
        "javahash",
        "javahash",
        "str -> int",
        "String.hashCode() over UTF-16 code units",
        "javahash",
    ),
    t(
        "arrayhash",
        "arrayhash",
        "str/bytes -> int",
        "Arrays.hashCode(byte[]) over signed bytes (Phoenix, OpenTSDB, HBaseWD)",
        "arrayhash",
    ),
    t(
        "mod",
        "mod(N)",
        "int -> int",
        "x % N (Java: takes the sign of x)",
        "mod(16)",
    ),
    t(
        "absmod",
        "absmod(N)",
        "int -> int",
        "Math.abs(x % N) (Phoenix, OpenTSDB)",
        "absmod(16)",
    ),
    t(
        "and",
        "and(M)",
        "int -> int",
        "x & M (0x7fffffff clears the sign bit)",
        "and(0x7fffffff)",
    ),
    t(
        "abs",
        "abs",
        "int -> int",
        "Math.abs(x); Math.abs(Integer.MIN_VALUE) stays negative",
        "abs",
    ),
    t(
        "add",
        "add(N)",
        "int -> int",
        "x + N with Java overflow",
        "add(1)",
    ),
    t(
        "sub",
        "sub(N)",
        "int -> int",
        "x - N with Java overflow",
        "sub(1)",
    ),
    t(
        "mul",
        "mul(N)",
        "int -> int",
        "x * N with Java overflow",
        "mul(10)",
    ),
    t(
        "div",
        "div(N)",
        "int -> int",
        "x / N, truncating toward zero",
        "div(3600000)",
    ),
    t(
        "rev",
        "rev",
        "int -> long",
        "Long.MAX_VALUE - x (reversed timestamp)",
        "rev",
    ),
    t(
        "dec",
        "dec | dec(W)",
        "int -> str",
        "decimal; String.format(\"%0Wd\")",
        "dec(2)",
    ),
    t(
        "hex",
        "hex | hex(W)",
        "int/bytes -> str",
        "lowercase hex (Integer/Long.toHexString for ints); %0Wx",
        "hex",
    ),
    t(
        "left",
        "left(N)",
        "str/bytes -> same",
        "the first N chars (UTF-16 units) or bytes",
        "left(4)",
    ),
    t(
        "right",
        "right(N)",
        "str/bytes -> same",
        "the last N chars or bytes",
        "right(6)",
    ),
    t(
        "slice",
        "slice(A, B)",
        "str/bytes -> same",
        "chars or bytes A..B (substring(A, B))",
        "slice(0, 4)",
    ),
    t(
        "reverse",
        "reverse",
        "str -> str",
        "reversed text (phone numbers)",
        "reverse",
    ),
    t(
        "upper",
        "upper",
        "str -> str",
        "toUpperCase(Locale.ROOT)",
        "upper",
    ),
    t(
        "lower",
        "lower",
        "str -> str",
        "toLowerCase(Locale.ROOT)",
        "lower",
    ),
    t(
        "pad",
        "pad(W) | pad(W, \"c\")",
        "str -> str",
        "left pad to W chars with 0 (or c)",
        "pad(8)",
    ),
    t(
        "rpad",
        "rpad(W) | rpad(W, \"c\")",
        "str -> str",
        "right pad to W chars with space (or c): a fixed-width CHAR",
        "rpad(8, \" \")",
    ),
    t(
        "date",
        "date(\"%Y%m%d%H%M\")",
        "int (epoch ms) -> str",
        "UTC calendar formatting (strftime)",
        "date(\"%Y%m%d\")",
    ),
    t(
        "i64",
        "i64",
        "int -> bytes(8)",
        "Bytes.toBytes(long): big-endian two's complement",
        "i64",
    ),
    t(
        "i32",
        "i32",
        "int -> bytes(4)",
        "Bytes.toBytes((int) x)",
        "i32",
    ),
    t(
        "i16",
        "i16",
        "int -> bytes(2)",
        "Bytes.toBytes((short) x)",
        "i16",
    ),
    t("i8", "i8", "int -> bytes(1)", "(byte) x", "i8"),
    t(
        "sortable",
        "sortable",
        "bytes -> bytes",
        "flip the sign bit of the first byte (Phoenix / OrderedBytes integer order)",
        "sortable",
    ),
    t(
        "desc",
        "desc",
        "str/bytes -> bytes",
        "invert every bit (descending order)",
        "desc",
    ),
    t(
        "utf8",
        "utf8",
        "str -> bytes",
        "explicit UTF-8 bytes",
        "utf8",
    ),
];

/// The catalog entry of `name` of the given kind.
pub fn lookup(name: &str, kind: EntryKind) -> Option<&'static CatalogEntry> {
    CATALOG.iter().find(|e| e.kind == kind && e.name == name)
}

/// The closest known name of `kind` to `name`, if one is close enough to be a likely typo.
///
/// ```
/// use rowkey_core::plan::catalog::{suggest, EntryKind};
/// assert_eq!(suggest("md6", EntryKind::Transform), Some("md5"));
/// assert_eq!(suggest("zzzzzz", EntryKind::Transform), None);
/// ```
pub fn suggest(name: &str, kind: EntryKind) -> Option<&'static str> {
    let names = CATALOG
        .iter()
        .filter(|e| e.kind == kind && !matches!(e.name, "field" | "string"))
        .map(|e| e.name);
    crate::suggest::closest(name, names)
}
