//! What a value's bytes say when read backwards, in the terms both directions share: what is
//! known of a value ([`Known`], [`Partial`]), the shape a segment's bytes can take ([`Shape`]),
//! and a formatted time read back ([`time::read_back`]).
//!
//! It sits below `encode` and `keyspace`, which say beside each operation how it runs backwards
//! and what it makes of a shape, and below `decode`, which walks a template with them.

pub(crate) mod shape;
pub(crate) mod time;

use crate::i18n::catalogue::decode as D;
use crate::i18n::{Arg, Message};
use crate::java::{JInt, Width};
use crate::value::ValueType;

pub(crate) use shape::{date_width, digits, int, Alphabet, Shape, ANY};

/// What is known of a value at one step of a pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Known {
    /// Text or bytes, exactly.
    Bytes(Vec<u8>),
    /// An int, exactly.
    Int(JInt),
    /// Part of it.
    Partial(Partial),
    /// Nothing: `transform` (as written) loses what came before it.
    Opaque(String),
}

/// Part of a value: what a lossy transform leaves of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Partial {
    /// The value starts with this.
    Prefix(String),
    /// The value ends with this.
    Suffix(String),
    /// The value holds this from unit `from`.
    Middle {
        /// The piece.
        value: String,
        /// Where it starts.
        from: usize,
    },
    /// The value with padding removed, perhaps with more of the fill.
    Padded {
        /// Without the fill.
        value: String,
        /// The pad character.
        fill: char,
    },
    /// The value in some letter case.
    Case(String),
    /// An int within `low..=high`.
    Range {
        /// Smallest.
        low: i64,
        /// Largest.
        high: i64,
    },
    /// An int whose low `bits` bits, read as a signed int, are `value`: a cast to a narrower
    /// int read it back, and the rest of the key shows the field's value was wider.
    LowBits {
        /// The low bits as a signed int.
        value: i64,
        /// How many.
        bits: u32,
    },
    /// A time cut to its format's precision: epoch ms `from..to`.
    Time {
        /// As written in the key.
        text: String,
        /// First ms.
        from: i64,
        /// First ms past it.
        to: i64,
    },
}

impl Partial {
    /// The partial value in words.
    pub fn message(&self) -> Message {
        match self {
            Partial::Prefix(v) => crate::msg!(D::PREFIX, value = v.as_str()),
            Partial::Suffix(v) => crate::msg!(D::SUFFIX, value = v.as_str()),
            Partial::Middle { value, from } => crate::msg!(
                D::MIDDLE,
                value = value.as_str(),
                from = Arg::Int(*from as i128)
            ),
            Partial::Padded { value, fill } => {
                crate::msg!(D::PADDED, value = value.as_str(), fill = fill.to_string())
            }
            Partial::Case(v) => crate::msg!(D::CASE, value = v.as_str()),
            Partial::Range { low, high } => crate::msg!(
                D::RANGE,
                low = Arg::Int((*low).into()),
                high = Arg::Int((*high).into())
            ),
            Partial::LowBits { value, bits } => crate::msg!(
                D::LOW_BITS,
                value = Arg::Int((*value).into()),
                bits = Arg::Int((*bits).into())
            ),
            Partial::Time { text, from, to } => crate::msg!(
                D::TIME,
                text = text.as_str(),
                from = Arg::Int((*from).into()),
                to = Arg::Int((*to).into())
            ),
        }
    }
}

/// The width of an int of type `ty`; text and bytes are read as a `long`.
pub(crate) fn int_width(ty: ValueType) -> Width {
    match ty {
        ValueType::Int(w) => w,
        _ => Width::Long,
    }
}

/// Nothing known; the walk names the operation that lost it.
pub(crate) fn opaque() -> Known {
    Known::Opaque(String::new())
}

/// `v` as a value of `ty`, when it fits.
pub(crate) fn narrow(v: JInt, ty: ValueType) -> Option<JInt> {
    match ty {
        ValueType::Int(Width::Int) => i32::try_from(v.as_i64()).ok().map(JInt::Int),
        _ => Some(JInt::Long(v.as_i64())),
    }
}
