//! The operations of a checked pipeline and every fact about each, declared once: what the
//! encoder, the keyspace, the lints, the query planner and the uniqueness proof know of an
//! operation they read here, in one exhaustive match, so an operation that forgets a fact does
//! not compile.

use super::ir::{DateFormat, Unit};

mod inverse;
use crate::java::{JInt, Width};
use crate::value::ValueType;

/// One typed operation. What each one is (a hash, lossy, how long its output is, whether it
/// can be read backwards) is [`Op::facts`].
#[derive(Clone, Debug)]
pub enum Op {
    /// Implicit: parse a str as a decimal `long` (`Long.parseLong`).
    ParseInt {
        /// The transform that needed the int, for the error message.
        needed_by: &'static str,
    },
    /// Implicit: write an int as decimal text.
    IntToStr,
    /// MD5 digest of the bytes (str as UTF-8).
    Md5,
    /// CRC32 as a long.
    Crc32,
    /// `String.hashCode()`.
    JavaHash,
    /// `Arrays.hashCode(byte[])`.
    ArrayHash,
    /// Java integer arithmetic, `int -> int`.
    Int(IntRule),
    /// Decimal text, zero-padded to the width (0: none).
    Dec(usize),
    /// Hex of an int (`Integer/Long.toHexString`), zero-padded to the width.
    HexInt(usize),
    /// Hex of bytes, zero-padded to the width.
    HexBytes(usize),
    /// `hex | left(n)` fused: only the first `n` hex digits of the bytes are made.
    HexBytesLeft(usize),
    /// The first `n` units.
    Left(usize, Unit),
    /// The last `n` units.
    Right(usize, Unit),
    /// Units `a..b`.
    Slice(usize, usize, Unit),
    /// Reverse the text (by code point, as `StringBuilder.reverse` keeps surrogate pairs).
    Reverse,
    /// `toUpperCase(Locale.ROOT)`.
    Upper,
    /// `toLowerCase(Locale.ROOT)`.
    Lower,
    /// Left-pad to the width with the char.
    PadLeft(usize, char),
    /// Right-pad to the width with the char.
    PadRight(usize, char),
    /// Format epoch ms as UTC calendar text.
    Date(DateFormat),
    /// `Bytes.toBytes(long)`.
    I64,
    /// `Bytes.toBytes((int) x)`.
    I32,
    /// `Bytes.toBytes((short) x)`.
    I16,
    /// `(byte) x`.
    I8,
    /// Flip the sign bit of the first byte.
    Sortable,
    /// Invert every bit.
    Desc,
    /// Text to its UTF-8 bytes (a type change only).
    Utf8,
}

/// The Java integer rule of an `int -> int` operation: the one copy the encoder, its integer
/// fast path and the keyspace's value sets all apply.
///
/// ```
/// use rowkey_core::java::JInt;
/// use rowkey_core::plan::ir::IntRule;
/// assert_eq!(IntRule::AbsMod(JInt::Int(16)).apply(JInt::Int(-35)), Some(JInt::Int(3)));
/// assert_eq!(IntRule::Div(JInt::Int(0)).apply(JInt::Int(1)), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntRule {
    /// `x % n`.
    Mod(JInt),
    /// `Math.abs(x % n)`.
    AbsMod(JInt),
    /// `x & m`.
    And(JInt),
    /// `Math.abs(x)`.
    Abs,
    /// `x + n`.
    Add(JInt),
    /// `x - n`.
    Sub(JInt),
    /// `x * n`.
    Mul(JInt),
    /// `x / n`.
    Div(JInt),
    /// `Long.MAX_VALUE - x`.
    Rev,
}

impl IntRule {
    /// The rule applied to `v` as Java computes it; `None` when it divides by zero.
    #[inline(always)]
    pub fn apply(self, v: JInt) -> Option<JInt> {
        Some(match self {
            IntRule::Mod(n) => v.checked_rem(n)?,
            IntRule::AbsMod(n) => v.checked_rem(n)?.abs(),
            IntRule::And(m) => v.and(m),
            IntRule::Abs => v.abs(),
            IntRule::Add(n) => v.wrapping_add(n),
            IntRule::Sub(n) => v.wrapping_sub(n),
            IntRule::Mul(n) => v.wrapping_mul(n),
            IntRule::Div(n) => v.checked_div(n)?,
            IntRule::Rev => JInt::Long(i64::MAX).wrapping_sub(v),
        })
    }

    /// What the input was, given the output `v`, as far as it can be told (what `rowkey decode`
    /// reads back).
    ///
    /// ```
    /// use rowkey_core::java::JInt;
    /// use rowkey_core::plan::ir::{IntRule, Preimage};
    /// assert_eq!(IntRule::Add(JInt::Long(2)).preimage(JInt::Long(7)), Preimage::Exact(JInt::Long(5)));
    /// assert_eq!(IntRule::Div(JInt::Long(10)).preimage(JInt::Long(3)), Preimage::Range { low: 30, high: 39 });
    /// assert_eq!(IntRule::Mod(JInt::Long(10)).preimage(JInt::Long(3)), Preimage::Unknown);
    /// ```
    pub fn preimage(self, v: JInt) -> Preimage {
        match self {
            IntRule::Add(n) => Preimage::Exact(v.wrapping_sub(n)),
            IntRule::Sub(n) => Preimage::Exact(v.wrapping_add(n)),
            IntRule::Rev => Preimage::Exact(JInt::Long(i64::MAX).wrapping_sub(v)),
            IntRule::Div(n) => {
                let (v, n) = (v.as_i64(), n.as_i64());
                // Only the plain case: a non-negative quotient of a positive divisor.
                if v < 0 || n <= 0 {
                    return Preimage::Unknown;
                }
                v.checked_mul(n)
                    .and_then(|low| low.checked_add(n - 1).map(|high| (low, high)))
                    .map_or(Preimage::Unknown, |(low, high)| Preimage::Range {
                        low,
                        high,
                    })
            }
            IntRule::Mod(_)
            | IntRule::AbsMod(_)
            | IntRule::And(_)
            | IntRule::Abs
            | IntRule::Mul(_) => Preimage::Unknown,
        }
    }

    /// The largest value the rule gives whatever its input, when it never gives a negative one
    /// (`absmod(16)`: 15): how many digits its text can take.
    ///
    /// ```
    /// use rowkey_core::java::JInt;
    /// use rowkey_core::plan::ir::IntRule;
    /// assert_eq!(IntRule::AbsMod(JInt::Int(16)).nonneg_max(), Some(15));
    /// assert_eq!(IntRule::Mod(JInt::Int(16)).nonneg_max(), None);
    /// ```
    pub fn nonneg_max(self) -> Option<u64> {
        match self {
            IntRule::AbsMod(n) => n
                .as_i64()
                .checked_abs()
                .map(|n| (n as u64).saturating_sub(1)),
            IntRule::And(m) => u64::try_from(m.as_i64()).ok(),
            IntRule::Mod(_)
            | IntRule::Abs
            | IntRule::Add(_)
            | IntRule::Sub(_)
            | IntRule::Mul(_)
            | IntRule::Div(_)
            | IntRule::Rev => None,
        }
    }

    /// The operand, if the rule has one (`mod(16)`'s 16).
    pub fn operand(self) -> Option<JInt> {
        match self {
            IntRule::Mod(n)
            | IntRule::AbsMod(n)
            | IntRule::And(n)
            | IntRule::Add(n)
            | IntRule::Sub(n)
            | IntRule::Mul(n)
            | IntRule::Div(n) => Some(n),
            IntRule::Abs | IntRule::Rev => None,
        }
    }

    /// The width of the result for an input of width `w` (binary numeric promotion).
    pub fn width(self, w: Width) -> Width {
        match self {
            IntRule::Rev => Width::Long,
            IntRule::Abs => w,
            IntRule::Mod(n)
            | IntRule::AbsMod(n)
            | IntRule::And(n)
            | IntRule::Add(n)
            | IntRule::Sub(n)
            | IntRule::Mul(n)
            | IntRule::Div(n) => w.promote(n.width()),
        }
    }
}

/// What an integer rule's input was, given its output ([`IntRule::preimage`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preimage {
    /// Exactly this.
    Exact(JInt),
    /// Somewhere in `low..=high`.
    Range {
        /// Smallest.
        low: i64,
        /// Largest.
        high: i64,
    },
    /// Not known.
    Unknown,
}

/// A hash that makes an integer of text or bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntHash {
    /// `java.util.zip.CRC32.getValue()`: a `long` in `[0, 2^32)`.
    Crc32,
    /// `String.hashCode()` (of the bytes read as UTF-8): any `int`.
    JavaHash,
    /// `Arrays.hashCode(byte[])`: any `int`.
    ArrayHash,
}

impl IntHash {
    /// The hash of `bytes` (text that is not UTF-8 is read with replacement characters).
    pub fn of(self, bytes: &[u8]) -> i64 {
        match self {
            IntHash::Crc32 => crate::hash::crc32(bytes),
            IntHash::JavaHash => crate::java::string_hash(&String::from_utf8_lossy(bytes)) as i64,
            IntHash::ArrayHash => crate::java::array_hash(bytes) as i64,
        }
    }

    /// The width of its value.
    pub fn width(self) -> Width {
        match self {
            IntHash::Crc32 => Width::Long,
            IntHash::JavaHash | IntHash::ArrayHash => Width::Int,
        }
    }

    /// The smallest and largest values it gives.
    pub fn range(self) -> (i128, i128) {
        match self {
            IntHash::Crc32 => (0, u32::MAX as i128),
            IntHash::JavaHash | IntHash::ArrayHash => (i32::MIN as i128, i32::MAX as i128),
        }
    }
}

/// A hash: its output has nothing to do with its input's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hash {
    /// The 16 bytes of an MD5 digest.
    Md5,
    /// An integer hash.
    Int(IntHash),
}

/// How an operation can map two different values to one (the `not-unique` lint decides, from
/// what can reach it, whether it does).
#[derive(Clone, Copy, Debug)]
pub enum Loss<'a> {
    /// Never: different inputs give different outputs.
    Never,
    /// Always (a hash, a cut digest).
    Always,
    /// Always: a calendar format keeps its finest field, cutting the time to it.
    Calendar(&'a DateFormat),
    /// `x % n`: not when every value is already in `[0, |n|)`.
    Remainder(JInt),
    /// `x & m`: not when `m` is low ones covering every value.
    Mask(JInt),
    /// `Math.abs`: when negative values reach it.
    Sign,
    /// `x / n`: unless `|n| = 1`; of a timestamp, a time cut.
    Quotient(JInt),
    /// `x * n`: by zero.
    Product(JInt),
    /// `left(n)` / `right(n)`: when longer values than `n` reach it.
    Cut(usize),
    /// `slice(a, b)`: unless `a = 0` and no value is longer than `b`.
    Slice(usize, usize),
    /// Case mapping: when a letter can occur in both cases, or non-ASCII text.
    Case,
    /// A cast to a narrower integer of this many bits: when values outside it reach it.
    Narrow(u32),
}

/// Whether an operation's input can be read back from its output (what `rowkey decode` needs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inverse {
    /// Exactly: every output comes from one input, and it is known how.
    Exact,
    /// Up to the spelling: text read as a number reads back as the number's decimal text
    /// (`007` reads back as `7`).
    Canonical,
    /// In part: some of the input survives (a prefix, the low bits, the day).
    Partial,
    /// Not at all: a hash.
    None,
}

/// How an output's length depends on the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Length {
    /// Always this many bytes.
    Fixed(usize),
    /// The input's length.
    Same,
    /// Hex digits of the input's bytes: ASCII, its length a function of the input's.
    Hex,
    /// A function of the input's length alone when the input is ASCII (text cuts, pads, case).
    OfAsciiLength,
    /// Depends on the value.
    Varies,
}

/// How many bytes at most an output takes for an input of at most `x` bytes:
/// `scale × x + fixed` (ints count as their decimal text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Growth {
    /// Bytes per input byte.
    pub scale: u64,
    /// Bytes whatever the input.
    pub fixed: u64,
}

/// How a number is written as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberText {
    /// Decimal digits (`dec`, an int where text is needed).
    Decimal,
    /// Hex digits (`hex` of an int).
    Hex,
}

/// What an operation does to a number's spelling in text: whether the parse of text after it
/// (`reverse | dec`) reads back as the number's canonical text ([`Op::inverse_in`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spelling {
    /// It needs the very text it wrote to be read back (`reverse`, `right`).
    Needs,
    /// It writes or reads a number by its value, whatever its leading zeros (`dec`, `hex`).
    Value,
    /// Like [`Spelling::Value`] when the bytes it is given have a fixed width (`i16 | hex`: the
    /// leading zeros come back).
    ValueAfterFixed,
    /// It keeps a number's text a spelling of the same number (`upper`, `left`, zero padding
    /// on the left).
    Keeps,
}

/// Every fact about one operation; see [`Op::facts`].
#[derive(Clone, Copy, Debug)]
pub struct Facts<'a> {
    /// Whether it is a hash, and which.
    pub hash: Option<Hash>,
    /// Whether it picks a bucket (`mod`, `absmod`): the query planner names such a segment.
    pub bucket: bool,
    /// How it can merge values.
    pub loss: Loss<'a>,
    /// Whether it can be read backwards.
    pub inverse: Inverse,
    /// How its output's length depends on the input.
    pub length: Length,
    /// The most bytes its output takes.
    pub growth: Growth,
    /// The number text it writes, if it writes one.
    pub number_text: Option<NumberText>,
    /// The bytes of the big-endian two's complement integer it writes, if it writes one.
    pub binary_int: Option<usize>,
    /// Whether it makes signed binary integers sort by value (`sortable`).
    pub fixes_sign_order: bool,
    /// What it does to a number's spelling in text.
    pub spelling: Spelling,
}

/// The most bytes a Java `long` takes as decimal text (`-9223372036854775808`).
pub(crate) const LONG_DIGITS: u64 = 20;
/// The most UTF-8 bytes one UTF-16 unit stands for (a surrogate pair: two units, four bytes).
const BYTES_PER_UNIT: u64 = 3;
/// The most UTF-8 bytes `toUpperCase`/`toLowerCase` make of one input byte (`ΐ` becomes three
/// characters).
const CASE_GROWTH: u64 = 3;
/// The most bytes one `strftime` item writes (`%c`, a padded `%Y` of a far year).
const DATE_ITEM_BYTES: u64 = 64;

const PLAIN: Facts<'static> = Facts {
    hash: None,
    bucket: false,
    loss: Loss::Never,
    inverse: Inverse::Exact,
    length: Length::Varies,
    growth: Growth {
        scale: 0,
        fixed: LONG_DIGITS,
    },
    number_text: None,
    binary_int: None,
    fixes_sign_order: false,
    spelling: Spelling::Needs,
};

const fn fixed(n: u64) -> Growth {
    Growth { scale: 0, fixed: n }
}

const fn scaled(scale: u64, fixed: u64) -> Growth {
    Growth { scale, fixed }
}

fn units(n: usize, unit: Unit) -> u64 {
    match unit {
        Unit::Byte => n as u64,
        Unit::Char => (n as u64).saturating_mul(BYTES_PER_UNIT),
    }
}

impl Op {
    /// Every fact about this operation.
    ///
    /// ```
    /// use rowkey_core::plan::ir::{Hash, Inverse, Op};
    /// assert_eq!(Op::Md5.facts().hash, Some(Hash::Md5));
    /// assert_eq!(Op::Reverse.facts().inverse, Inverse::Exact);
    /// ```
    pub fn facts(&self) -> Facts<'_> {
        let hash = |h: Hash, length: Length, growth: Growth| Facts {
            hash: Some(h),
            loss: Loss::Always,
            inverse: Inverse::None,
            length,
            growth,
            ..PLAIN
        };
        let binary = |bytes: usize, loss: Loss<'static>, inverse: Inverse| Facts {
            loss,
            inverse,
            length: Length::Fixed(bytes),
            growth: fixed(bytes as u64),
            binary_int: Some(bytes),
            ..PLAIN
        };
        let text = |loss: Loss<'static>, inverse: Inverse, growth: Growth| Facts {
            loss,
            inverse,
            length: Length::OfAsciiLength,
            growth,
            ..PLAIN
        };
        match self {
            Op::ParseInt { .. } => Facts {
                inverse: Inverse::Canonical,
                ..PLAIN
            },
            Op::IntToStr => Facts {
                number_text: Some(NumberText::Decimal),
                spelling: Spelling::Value,
                ..PLAIN
            },
            Op::Md5 => hash(Hash::Md5, Length::Fixed(16), fixed(16)),
            Op::Crc32 => hash(Hash::Int(IntHash::Crc32), Length::Varies, PLAIN.growth),
            Op::JavaHash => hash(Hash::Int(IntHash::JavaHash), Length::Varies, PLAIN.growth),
            Op::ArrayHash => hash(Hash::Int(IntHash::ArrayHash), Length::Varies, PLAIN.growth),
            Op::Int(rule) => {
                let (loss, inverse) = match *rule {
                    IntRule::Mod(n) | IntRule::AbsMod(n) => (Loss::Remainder(n), Inverse::Partial),
                    IntRule::And(m) => (Loss::Mask(m), Inverse::Partial),
                    IntRule::Abs => (Loss::Sign, Inverse::Partial),
                    IntRule::Div(n) => (Loss::Quotient(n), Inverse::Partial),
                    IntRule::Mul(n) => (Loss::Product(n), Inverse::Partial),
                    IntRule::Add(_) | IntRule::Sub(_) | IntRule::Rev => {
                        (Loss::Never, Inverse::Exact)
                    }
                };
                Facts {
                    bucket: matches!(rule, IntRule::Mod(_) | IntRule::AbsMod(_)),
                    loss,
                    inverse,
                    ..PLAIN
                }
            }
            Op::Dec(w) => Facts {
                growth: fixed((*w as u64).max(LONG_DIGITS)),
                number_text: Some(NumberText::Decimal),
                spelling: Spelling::Value,
                ..PLAIN
            },
            Op::HexInt(w) => Facts {
                growth: fixed((*w as u64).max(LONG_DIGITS)),
                number_text: Some(NumberText::Hex),
                spelling: Spelling::Value,
                ..PLAIN
            },
            Op::HexBytes(w) => Facts {
                length: Length::Hex,
                growth: scaled(2, *w as u64),
                spelling: Spelling::ValueAfterFixed,
                ..PLAIN
            },
            Op::HexBytesLeft(n) => Facts {
                loss: Loss::Always,
                inverse: Inverse::Partial,
                length: Length::Hex,
                growth: fixed(*n as u64),
                ..PLAIN
            },
            // A prefix of a number's text is a number's text; a suffix may start with zeros.
            Op::Left(n, unit) => Facts {
                spelling: Spelling::Keeps,
                ..text(Loss::Cut(*n), Inverse::Partial, fixed(units(*n, *unit)))
            },
            Op::Right(n, unit) => text(Loss::Cut(*n), Inverse::Partial, fixed(units(*n, *unit))),
            Op::Slice(a, b, unit) => Facts {
                spelling: if *a == 0 {
                    Spelling::Keeps
                } else {
                    Spelling::Needs
                },
                ..text(
                    Loss::Slice(*a, *b),
                    Inverse::Partial,
                    fixed(units(b - a, *unit)),
                )
            },
            Op::Reverse => text(Loss::Never, Inverse::Exact, scaled(1, 0)),
            Op::Upper | Op::Lower => Facts {
                spelling: Spelling::Keeps,
                ..text(Loss::Case, Inverse::Partial, scaled(CASE_GROWTH, 0))
            },
            Op::PadLeft(w, c) | Op::PadRight(w, c) => Facts {
                spelling: if matches!(self, Op::PadLeft(_, '0')) {
                    Spelling::Keeps
                } else {
                    Spelling::Needs
                },
                ..text(
                    Loss::Never,
                    Inverse::Partial,
                    scaled(1, (*w as u64).saturating_mul(c.len_utf8() as u64)),
                )
            },
            Op::Date(f) => Facts {
                loss: Loss::Calendar(f),
                inverse: Inverse::Partial,
                growth: fixed((f.text.len() as u64 + 1).saturating_mul(DATE_ITEM_BYTES)),
                ..PLAIN
            },
            Op::I64 => binary(8, Loss::Never, Inverse::Exact),
            Op::I32 => binary(4, Loss::Narrow(32), Inverse::Partial),
            Op::I16 => binary(2, Loss::Narrow(16), Inverse::Partial),
            Op::I8 => binary(1, Loss::Narrow(8), Inverse::Partial),
            Op::Sortable => Facts {
                length: Length::Same,
                growth: scaled(1, 0),
                fixes_sign_order: true,
                ..PLAIN
            },
            Op::Desc | Op::Utf8 => Facts {
                length: Length::Same,
                growth: scaled(1, 0),
                ..PLAIN
            },
        }
    }
}

impl Op {
    /// The type this operation gives when it receives `input`: what the checker gave it, which
    /// the decoder reads to know what each operation received.
    ///
    /// ```
    /// use rowkey_core::java::{JInt, Width};
    /// use rowkey_core::plan::ir::{IntRule, Op};
    /// use rowkey_core::value::ValueType;
    /// let int = ValueType::Int(Width::Int);
    /// assert_eq!(Op::Int(IntRule::Add(JInt::Long(1))).output_type(int), ValueType::Int(Width::Long));
    /// assert_eq!(Op::Dec(4).output_type(int), ValueType::Str);
    /// ```
    pub fn output_type(&self, input: ValueType) -> ValueType {
        match self {
            Op::ParseInt { .. } | Op::Crc32 => ValueType::Int(Width::Long),
            Op::JavaHash | Op::ArrayHash => ValueType::Int(Width::Int),
            // The checker gives these an int; were it text, the narrowest width lets the
            // rule's operand decide.
            Op::Int(rule) => ValueType::Int(rule.width(match input {
                ValueType::Int(w) => w,
                ValueType::Str | ValueType::Bytes => Width::Int,
            })),
            Op::IntToStr
            | Op::Dec(_)
            | Op::HexInt(_)
            | Op::HexBytes(_)
            | Op::HexBytesLeft(_)
            | Op::Date(_) => ValueType::Str,
            Op::Left(..)
            | Op::Right(..)
            | Op::Slice(..)
            | Op::Reverse
            | Op::Upper
            | Op::Lower
            | Op::PadLeft(..)
            | Op::PadRight(..) => input,
            Op::Md5 | Op::I64 | Op::I32 | Op::I16 | Op::I8 | Op::Sortable | Op::Desc | Op::Utf8 => {
                ValueType::Bytes
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_are_lossy_and_cannot_be_read_back() {
        for op in [Op::Md5, Op::Crc32, Op::JavaHash, Op::ArrayHash] {
            let f = op.facts();
            assert!(f.hash.is_some() && matches!(f.loss, Loss::Always), "{op:?}");
            assert_eq!(f.inverse, Inverse::None, "{op:?}");
        }
    }

    #[test]
    fn integer_rules_follow_java() {
        let rule = |r: IntRule, v: i32| r.apply(JInt::Int(v));
        assert_eq!(rule(IntRule::Mod(JInt::Int(16)), -35), Some(JInt::Int(-3)));
        assert_eq!(rule(IntRule::Abs, i32::MIN), Some(JInt::Int(i32::MIN)));
        assert_eq!(rule(IntRule::Rev, 0), Some(JInt::Long(i64::MAX)));
        assert_eq!(rule(IntRule::Mod(JInt::Int(0)), 5), None);
        assert_eq!(IntRule::Rev.width(Width::Int), Width::Long);
        assert_eq!(IntRule::Add(JInt::Long(1)).width(Width::Int), Width::Long);
    }
}
