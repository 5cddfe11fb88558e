//! The shape of a segment's bytes as far as the template tells: a fixed width, or the bytes it
//! can hold (to know whether a separator after it can also occur inside it). What each
//! operation makes of a shape is said beside its keyspace transfer.

/// A segment's output as far as the template tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    /// Bytes always written, when that number is fixed.
    pub width: Option<usize>,
    /// The bytes it can hold.
    pub alphabet: Alphabet,
    /// For an int: its largest value when it is known never to be negative.
    pub nonneg_max: Option<u64>,
}

/// The bytes a value can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Alphabet {
    /// `0-9` and `-`.
    Decimal,
    /// `0-9a-f`.
    Hex,
    /// Any ASCII byte.
    Ascii,
    /// Any byte.
    Any,
}

impl Alphabet {
    /// Whether `b` can occur in a value of this alphabet.
    pub fn holds(self, b: u8) -> bool {
        match self {
            Alphabet::Decimal => b.is_ascii_digit() || b == b'-',
            Alphabet::Hex => b.is_ascii_digit() || (b'a'..=b'f').contains(&b),
            Alphabet::Ascii => b.is_ascii(),
            Alphabet::Any => true,
        }
    }
}

/// Any bytes, of any length.
pub(crate) const ANY: Shape = Shape {
    width: None,
    alphabet: Alphabet::Any,
    nonneg_max: None,
};

/// How many digits `v` takes in `base`.
pub(crate) fn digits(mut v: u64, base: u64) -> usize {
    let mut n = 1;
    while v >= base {
        v /= base;
        n += 1;
    }
    n
}

/// An int (as decimal text when written) of unknown width.
pub(crate) fn int(nonneg_max: Option<u64>) -> Shape {
    Shape {
        width: None,
        alphabet: Alphabet::Decimal,
        nonneg_max,
    }
}

/// The width of a date format when times across the years 1000–9999 and every month and day
/// length all write the same number of bytes.
pub(crate) fn date_width(f: &crate::plan::ir::DateFormat) -> Option<usize> {
    let items = f.items()?;
    // 1000-01-01, 9999-12-31 23:59:59.999, and a day in each month of 2001 at varied hours.
    let mut times: Vec<i64> = vec![-30_610_224_000_000, 253_402_300_799_999];
    times.extend((0..12).map(|m| 978_307_200_000 + m * 2_678_400_000 + m * 3_723_004));
    let mut width = None;
    for ms in times {
        let dt = chrono::DateTime::from_timestamp_millis(ms)?;
        let n = dt.format_with_items(items.iter()).to_string().len();
        match width {
            None => width = Some(n),
            Some(w) if w != n => return None,
            Some(_) => {}
        }
    }
    width
}
