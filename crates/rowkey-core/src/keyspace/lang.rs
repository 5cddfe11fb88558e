//! The language of a key or segment: which byte strings it can be, and how likely each is.
//!
//! The model is deliberately simple — concatenations and weighted alternatives of literal
//! bytes, independent uniform positions, variable-length runs, finite weighted sets and
//! fixed-width numbers in a range — because that is what row-key templates build. Where an
//! operation has no exact form here, the result over-approximates (a run over the union of the
//! bytes seen), which keeps "no key can land here" claims sound.

use super::ByteSet;

mod transform;

pub use crate::limits::MAX_SET;

pub use crate::limits::MAX_ENUM_BYTES;

pub use crate::limits::MAX_MODEL_CELLS as MAX_CELLS;

/// A weighted language of byte strings.
#[derive(Clone, Debug, PartialEq)]
pub enum ByteLang {
    /// Exactly these bytes.
    Lit(Vec<u8>),
    /// Fixed length; each position independent and uniform over its set.
    Cells(Vec<ByteSet>),
    /// Length uniform in `min..=max`; every byte uniform over `set`.
    Run {
        /// The bytes each position can hold.
        set: ByteSet,
        /// Shortest length.
        min: usize,
        /// Longest length.
        max: usize,
    },
    /// A finite set of strings with probabilities summing to 1.
    Set(Vec<(Vec<u8>, f64)>),
    /// The numbers `lo..=hi`, uniform, written big-endian in `width` digits of `radix`
    /// (10 and 16: ASCII digits, lowercase; 256: raw bytes).
    Num {
        /// Smallest number.
        lo: u128,
        /// Largest number.
        hi: u128,
        /// 10, 16 or 256.
        radix: u16,
        /// Digits written (leading zeros included).
        width: usize,
    },
    /// One after another.
    Cat(Vec<ByteLang>),
    /// One of several, with probabilities summing to 1.
    Alt(Vec<(ByteLang, f64)>),
}

/// The ASCII (or raw) byte for digit `d` in `radix`.
pub fn digit_byte(d: u16, radix: u16) -> u8 {
    match radix {
        256 => d as u8,
        _ if d < 10 => b'0' + d as u8,
        _ => b'a' + (d - 10) as u8,
    }
}

/// Number of digits `v` needs in `radix` (at least 1).
pub fn digits_needed(mut v: u128, radix: u16) -> usize {
    let mut n = 1;
    while v >= radix as u128 {
        v /= radix as u128;
        n += 1;
    }
    n
}

/// The most digits of `radix` a `u128` can need: in a wider number every digit before the last
/// this many is a leading zero (and `radix` to the width would overflow).
pub fn max_digits(radix: u16) -> usize {
    digits_needed(u128::MAX, radix)
}

/// Write `v` in `width` digits of `radix`.
pub fn write_num(v: u128, radix: u16, width: usize) -> Vec<u8> {
    let mut out = vec![digit_byte(0, radix); width];
    let mut v = v;
    for slot in out.iter_mut().rev() {
        *slot = digit_byte((v % radix as u128) as u16, radix);
        v /= radix as u128;
    }
    out
}

impl ByteLang {
    /// The empty string.
    pub fn empty() -> ByteLang {
        ByteLang::Lit(Vec::new())
    }

    /// Any byte string of length `min..=max` over `set`.
    pub fn run(set: ByteSet, min: usize, max: usize) -> ByteLang {
        ByteLang::Run {
            set,
            min,
            max: max.max(min),
        }
    }

    /// `width` uniform bytes from `set`.
    pub fn cells(set: ByteSet, width: usize) -> ByteLang {
        ByteLang::Cells(vec![set; width])
    }

    /// A finite weighted set, normalised; collapses to a literal when it has one string.
    pub fn set(mut items: Vec<(Vec<u8>, f64)>) -> ByteLang {
        crate::order::sort_by(&mut items, |a, b| a.0.cmp(&b.0));
        let mut merged: Vec<(Vec<u8>, f64)> = Vec::with_capacity(items.len());
        for (s, w) in items {
            match merged.last_mut() {
                Some((last, lw)) if *last == s => *lw += w,
                _ => merged.push((s, w)),
            }
        }
        let total: f64 = merged.iter().map(|(_, w)| w).sum();
        if merged.len() == 1 {
            return ByteLang::Lit(merged.pop().map(|(s, _)| s).unwrap_or_default());
        }
        if total > 0.0 {
            merged.iter_mut().for_each(|(_, w)| *w /= total);
        }
        ByteLang::Set(merged)
    }

    /// Concatenation, flattening nested concatenations and dropping empty literals.
    pub fn cat(parts: Vec<ByteLang>) -> ByteLang {
        let mut out = Vec::new();
        for p in parts {
            match p {
                ByteLang::Cat(inner) => out.extend(inner),
                ByteLang::Lit(b) if b.is_empty() => {}
                other => out.push(other),
            }
        }
        match out.len() {
            0 => ByteLang::empty(),
            1 => out.pop().unwrap_or_else(ByteLang::empty),
            _ => ByteLang::Cat(out),
        }
    }

    /// Weighted alternatives, normalised.
    pub fn alt(mut items: Vec<(ByteLang, f64)>) -> ByteLang {
        items.retain(|(_, w)| *w > 0.0);
        let total: f64 = items.iter().map(|(_, w)| w).sum();
        if items.len() == 1 {
            return items.pop().map(|(l, _)| l).unwrap_or_else(ByteLang::empty);
        }
        if items.is_empty() {
            return ByteLang::empty();
        }
        items.iter_mut().for_each(|(_, w)| *w /= total);
        ByteLang::Alt(items)
    }

    /// A size measure of the model (nodes, set strings, cells): what a keyspace's memory and
    /// work budget counts. Recursion follows the tree, whose depth the template's nesting
    /// limit bounds.
    pub fn weight(&self) -> usize {
        match self {
            ByteLang::Lit(b) => 1 + b.len() / 64,
            ByteLang::Cells(c) => 1 + c.len(),
            ByteLang::Run { .. } | ByteLang::Num { .. } => 1,
            ByteLang::Set(items) => items
                .iter()
                .fold(1usize, |a, (s, _)| a.saturating_add(1 + s.len() / 16)),
            ByteLang::Cat(parts) => parts
                .iter()
                .fold(1usize, |a, p| a.saturating_add(p.weight())),
            ByteLang::Alt(items) => items
                .iter()
                .fold(1usize, |a, (l, _)| a.saturating_add(l.weight())),
        }
    }

    /// Shortest and longest length (`None`: no bound worth stating).
    pub fn len_range(&self) -> (usize, usize) {
        match self {
            ByteLang::Lit(b) => (b.len(), b.len()),
            ByteLang::Cells(c) => (c.len(), c.len()),
            ByteLang::Run { min, max, .. } => (*min, *max),
            ByteLang::Set(items) => (
                items.iter().map(|(s, _)| s.len()).min().unwrap_or(0),
                items.iter().map(|(s, _)| s.len()).max().unwrap_or(0),
            ),
            ByteLang::Num { width, .. } => (*width, *width),
            ByteLang::Cat(parts) => parts.iter().fold((0, 0), |(a, b), p| {
                let (x, y) = p.len_range();
                (a.saturating_add(x), b.saturating_add(y))
            }),
            ByteLang::Alt(items) => items.iter().fold((usize::MAX, 0), |(a, b), (l, _)| {
                let (x, y) = l.len_range();
                (a.min(x), b.max(y))
            }),
        }
    }

    /// Every byte any position can hold.
    pub fn alphabet(&self) -> ByteSet {
        match self {
            ByteLang::Lit(b) => ByteSet::of(b),
            ByteLang::Cells(c) => c.iter().fold(ByteSet::EMPTY, |a, s| a.union(*s)),
            ByteLang::Run { set, .. } => *set,
            ByteLang::Set(items) => items
                .iter()
                .fold(ByteSet::EMPTY, |a, (s, _)| a.union(ByteSet::of(s))),
            ByteLang::Num { radix, .. } => match radix {
                10 => ByteSet::digits(),
                16 => ByteSet::hex_lower(),
                _ => ByteSet::ALL,
            },
            ByteLang::Cat(parts) => parts
                .iter()
                .fold(ByteSet::EMPTY, |a, p| a.union(p.alphabet())),
            ByteLang::Alt(items) => items
                .iter()
                .fold(ByteSet::EMPTY, |a, (l, _)| a.union(l.alphabet())),
        }
    }

    /// Number of distinct strings, if at most `limit`.
    pub fn count(&self, limit: u128) -> Option<u128> {
        let c = match self {
            ByteLang::Lit(_) => 1,
            ByteLang::Cells(cells) => cells.iter().try_fold(1u128, |acc, s| {
                acc.checked_mul(s.len() as u128).filter(|&v| v <= limit)
            })?,
            // One byte or none to choose from: a string per length (or only the empty one).
            ByteLang::Run { set, min, max } if set.len() <= 1 => match set.len() {
                0 => u128::from(*min == 0),
                _ => max.saturating_sub(*min) as u128 + 1,
            },
            ByteLang::Run { set, min, max } => {
                let mut total = 0u128;
                for len in *min..=*max {
                    let n = (set.len() as u128).checked_pow(len as u32)?;
                    total = total.checked_add(n)?;
                    if total > limit {
                        return None;
                    }
                }
                total
            }
            ByteLang::Set(items) => items.len() as u128,
            ByteLang::Num { lo, hi, .. } => (hi - lo).checked_add(1)?,
            ByteLang::Cat(parts) => parts.iter().try_fold(1u128, |acc, p| {
                acc.checked_mul(p.count(limit)?).filter(|&v| v <= limit)
            })?,
            ByteLang::Alt(items) => items
                .iter()
                .try_fold(0u128, |acc, (l, _)| acc.checked_add(l.count(limit)?))?,
        };
        (c <= limit).then_some(c)
    }

    /// Every string with its probability, if there are at most `limit`.
    pub fn enumerate(&self, limit: u128) -> Option<Vec<(Vec<u8>, f64)>> {
        let n = self.count(limit)?;
        let (_, longest) = self.len_range();
        if n.saturating_mul(longest.max(1) as u128) > MAX_ENUM_BYTES {
            return None;
        }
        Some(match self {
            ByteLang::Lit(b) => vec![(b.clone(), 1.0)],
            ByteLang::Cells(cells) => {
                let mut out = vec![(Vec::new(), 1.0)];
                for set in cells {
                    let n = set.len() as f64;
                    out = out
                        .into_iter()
                        .flat_map(|(s, w)| {
                            set.iter().map(move |b| {
                                let mut s2 = s.clone();
                                s2.push(b);
                                (s2, w / n)
                            })
                        })
                        .collect();
                }
                out
            }
            ByteLang::Run { set, min, max } => {
                if *max > MAX_CELLS {
                    return None;
                }
                let lens = (max - min + 1) as f64;
                let mut out = Vec::new();
                for len in *min..=*max {
                    for (s, w) in ByteLang::Cells(vec![*set; len]).enumerate(limit)? {
                        out.push((s, w / lens));
                    }
                }
                out
            }
            ByteLang::Set(items) => items.clone(),
            ByteLang::Num {
                lo,
                hi,
                radix,
                width,
            } => {
                let n = (hi - lo + 1) as f64;
                (*lo..=*hi)
                    .map(|v| (write_num(v, *radix, *width), 1.0 / n))
                    .collect()
            }
            ByteLang::Cat(parts) => {
                let mut out = vec![(Vec::new(), 1.0)];
                for p in parts {
                    let items = p.enumerate(limit)?;
                    out = out
                        .into_iter()
                        .flat_map(|(s, w)| {
                            items.iter().map(move |(t, v)| {
                                let mut s2 = s.clone();
                                s2.extend_from_slice(t);
                                (s2, w * v)
                            })
                        })
                        .collect();
                }
                out
            }
            ByteLang::Alt(items) => {
                let mut out = Vec::new();
                for (l, p) in items {
                    out.extend(l.enumerate(limit)?.into_iter().map(|(s, w)| (s, w * p)));
                }
                out
            }
        })
    }

    /// A finite set when small enough, else `self`: lets later transforms work exactly.
    pub fn concrete(self) -> ByteLang {
        match self.enumerate(MAX_SET as u128) {
            Some(items) if !matches!(self, ByteLang::Lit(_)) => ByteLang::set(items),
            _ => self,
        }
    }

    /// The same language with each position's set, if every string has the same length.
    /// Numbers become their per-position digit sets (an over-approximation).
    pub fn fixed_cells(&self) -> Option<Vec<ByteSet>> {
        let (min, max) = self.len_range();
        if min != max || min > MAX_CELLS {
            return None;
        }
        match self {
            ByteLang::Lit(b) => Some(b.iter().map(|&c| ByteSet::of(&[c])).collect()),
            ByteLang::Cells(c) => Some(c.clone()),
            ByteLang::Run { set, min, .. } => Some(vec![*set; *min]),
            ByteLang::Set(items) => {
                let mut cells = vec![ByteSet::EMPTY; min];
                for (s, _) in items {
                    for (c, &b) in cells.iter_mut().zip(s) {
                        c.insert(b);
                    }
                }
                Some(cells)
            }
            ByteLang::Num {
                lo,
                hi,
                radix,
                width,
            } => {
                let mut cells = vec![ByteSet::EMPTY; *width];
                num_cells(*lo, *hi, *radix, &mut cells, 0);
                Some(cells)
            }
            ByteLang::Cat(parts) => {
                let mut out = Vec::new();
                for p in parts {
                    out.extend(p.fixed_cells()?);
                }
                Some(out)
            }
            ByteLang::Alt(items) => {
                let mut cells = vec![ByteSet::EMPTY; min];
                for (l, _) in items {
                    for (c, s) in cells.iter_mut().zip(l.fixed_cells()?) {
                        *c = c.union(s);
                    }
                }
                Some(cells)
            }
        }
    }

    /// A run over the alphabet with the same length bounds: the fallback over-approximation.
    pub fn approx(&self) -> ByteLang {
        let (min, max) = self.len_range();
        ByteLang::run(self.alphabet(), min, max)
    }
}

/// Per-position digit sets of the numbers `lo..=hi` in `cells.len() - at` digits.
fn num_cells(lo: u128, hi: u128, radix: u16, cells: &mut [ByteSet], at: usize) {
    let mut at = at;
    while cells.len() - at > max_digits(radix) {
        cells[at].insert(digit_byte(0, radix));
        at += 1;
    }
    let width = cells.len() - at;
    if width == 0 {
        return;
    }
    let unit = (radix as u128).pow(width as u32 - 1);
    let (dlo, dhi) = (lo / unit, hi / unit);
    for d in dlo..=dhi {
        cells[at].insert(digit_byte(d as u16, radix));
    }
    if dlo == dhi {
        num_cells(lo % unit, hi % unit, radix, cells, at + 1);
    } else {
        // Between the two ends every digit follows; the ends bound their own suffixes.
        let full = dhi - dlo >= 2;
        if full || lo.is_multiple_of(unit) || hi % unit == unit - 1 {
            cells[at + 1..].iter_mut().for_each(|c| {
                for d in 0..radix {
                    c.insert(digit_byte(d, radix));
                }
            });
        } else {
            num_cells(lo % unit, unit - 1, radix, cells, at + 1);
            num_cells(0, hi % unit, radix, cells, at + 1);
        }
    }
}
