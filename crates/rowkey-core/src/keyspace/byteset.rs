//! A set of byte values: what one position of a key can hold.

use std::fmt;

/// A set of bytes (256 bits).
///
/// ```
/// use rowkey_core::keyspace::ByteSet;
/// let hex = ByteSet::from_ranges(&[(b'0', b'9'), (b'a', b'f')]);
/// assert_eq!(hex.len(), 16);
/// assert!(hex.contains(b'c') && !hex.contains(b':'));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ByteSet([u64; 4]);

impl ByteSet {
    /// No bytes.
    pub const EMPTY: ByteSet = ByteSet([0; 4]);
    /// Every byte.
    pub const ALL: ByteSet = ByteSet([u64::MAX; 4]);

    /// The bytes in the inclusive ranges.
    pub fn from_ranges(ranges: &[(u8, u8)]) -> Self {
        let mut s = ByteSet::EMPTY;
        for &(lo, hi) in ranges {
            for b in lo..=hi {
                s.insert(b);
            }
        }
        s
    }

    /// The bytes of `bytes`.
    pub fn of(bytes: &[u8]) -> Self {
        let mut s = ByteSet::EMPTY;
        bytes.iter().for_each(|&b| s.insert(b));
        s
    }

    /// Decimal digits.
    pub fn digits() -> Self {
        Self::from_ranges(&[(b'0', b'9')])
    }

    /// Lowercase hex digits.
    pub fn hex_lower() -> Self {
        Self::from_ranges(&[(b'0', b'9'), (b'a', b'f')])
    }

    /// Add a byte.
    pub fn insert(&mut self, b: u8) {
        self.0[(b >> 6) as usize] |= 1 << (b & 63);
    }

    /// Whether `b` is in the set.
    pub fn contains(&self, b: u8) -> bool {
        self.0[(b >> 6) as usize] & (1 << (b & 63)) != 0
    }

    /// How many bytes.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }

    /// Union.
    pub fn union(self, other: ByteSet) -> ByteSet {
        ByteSet([
            self.0[0] | other.0[0],
            self.0[1] | other.0[1],
            self.0[2] | other.0[2],
            self.0[3] | other.0[3],
        ])
    }

    /// The bytes in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = u8> + '_ {
        (0..=255u8).filter(move |&b| self.contains(b))
    }

    /// Maximal runs of consecutive bytes, as inclusive ranges.
    pub fn ranges(&self) -> Vec<(u8, u8)> {
        let mut out: Vec<(u8, u8)> = Vec::new();
        for b in self.iter() {
            match out.last_mut() {
                Some((_, hi)) if *hi as u16 + 1 == b as u16 => *hi = b,
                _ => out.push((b, b)),
            }
        }
        out
    }

    /// The set with every byte mapped through `f`.
    pub fn map(&self, f: impl Fn(u8) -> u8) -> ByteSet {
        let mut s = ByteSet::EMPTY;
        self.iter().for_each(|b| s.insert(f(b)));
        s
    }
}

impl fmt::Debug for ByteSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[")?;
        for (lo, hi) in self.ranges() {
            let show = |b: u8| crate::hbase::to_string_binary(&[b]);
            if lo == hi {
                write!(f, "{}", show(lo))?;
            } else {
                write!(f, "{}-{}", show(lo), show(hi))?;
            }
        }
        write!(f, "]")
    }
}
