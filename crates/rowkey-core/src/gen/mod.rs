//! Seeded sample generators: each field of a design has a generator expression, and the same
//! seed gives the same values on every platform and in every version, so a share link reproduces
//! the same keys.
//!
//! | expression | values | type |
//! |---|---|---|
//! | `seq(start, step)` (defaults 0, 1) | `start + i*step` for row `i`, wrapping like a Java long | long |
//! | `int(lo, hi)` | uniform in `[lo, hi]` | long |
//! | `zipf(n, s)` | `1..=n`, `P(k) ∝ 1/k^s` (hot heads), `n <= 10_000_000`, `0 < s <= 100` | long |
//! | `timestamp("2024-02-15T00:00:00Z", rate)` | epoch ms; row `i` lands in `[start + i/rate s, start + (i+1)/rate s)`, never decreasing | long |
//! | `uuid()` | random version 4 UUID, lowercase, hyphenated | str |
//! | `phone([177, 159])` / `phone()` | a prefix from the list (default: [`DEFAULT_PHONE_PREFIXES`]), then random digits to 11 | str |
//! | `choice("a", "b")` / `choice("a": 5, "b": 1)` | uniform or weighted pick | str, long if all values are integers |
//! | `pattern("ORD-##??**")` | `#` digit, `?` letter `a-z`, `*` `[0-9a-z]`, `\c` literal `c`, anything else literal | str |
//! | `hexstr(n)` | `n` lowercase hex digits | str |
//! | `text(min, max)` | lowercase letters, length uniform in `[min, max]` | str |
//! | `list(v1, v2, ...)` | row `i` gets `v[i % len]` | str, long if all values are integers |
//! | `csv("col")` | row `i` gets cell `i % rows` of the design's CSV data | long if every cell is a canonical long, else str |
//!
//! In `choice` and `list`, mixing numbers and strings makes every value a string, and numbers keep
//! the text they were written with (`list(1, "a", 2.50)` gives `"1"`, `"a"`, `"2.50"`).
//! Strings are JSON strings; numbers may be written `1_000`, `0xff`, `1e3` or `2.5`; a `timestamp`
//! start may also be epoch milliseconds or `YYYY-MM-DD[ HH:MM[:SS]]` read as UTC.
//!
//! # Random streams
//! The 32-byte ChaCha8 key is the design seed (8 bytes little-endian) followed by
//! `rowkey-playground/gen/v1`; each field uses stream (nonce) [`field_stream`]`(name)` = FNV-1a 64
//! of the name's UTF-8 bytes shifted right by 1; `salt(N)` uses stream [`SALT_STREAM`] = `1 << 63`.
//! Integers in `[0, n)` come from Lemire's multiply-shift with rejection over `next_u64`, floats
//! in `[0, 1)` from `(x >> 11) * 2^-53`. None of `rand`'s distributions are used, so no dependency
//! upgrade can change a sample; the golden tests guard this.
//!
//! ```
//! use rowkey_core::value::Value;
//! use rowkey_core::gen::{FieldGen, GeneratorSpec};
//! let spec = GeneratorSpec::parse(r#"timestamp("2024-02-15T00:00:00Z", 500)"#).unwrap();
//! let mut gen = FieldGen::new(&spec, 42, "order_time", None).unwrap();
//! let mut v = Value::Str(String::new());
//! gen.fill(0, &mut v);
//! let first = v.clone();
//! gen.fill(1, &mut v);
//! assert!(v.display() >= first.display());
//! ```

mod chacha;
mod csv_data;
mod expr;
mod generators;
pub(crate) mod rng;
mod spec;
mod zipf;

pub use csv_data::{CsvColumn, CsvData};
pub use generators::FieldGen;
pub use rng::{field_stream, fnv1a64, salt_rng, SaltRng, KEY_DOMAIN, SALT_STREAM};
pub use spec::{
    expected_repeats, Draw, Generator, GeneratorCheck, GeneratorSpec, Literals, PatternPiece,
    DEFAULT_PHONE_PREFIXES, GENERATOR_NAMES, MAX_STR_LEN, MAX_ZIPF_N,
};
pub use zipf::TABLE_LEN as ZIPF_TABLE_LEN;

pub(crate) use generators::csv_column;
