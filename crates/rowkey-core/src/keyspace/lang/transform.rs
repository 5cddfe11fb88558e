//! A language through a template's operations: byte maps, bit inversion, the sortable flip,
//! hex, cuts and reversal.

use super::*;

impl ByteLang {
    /// Apply a byte-string function exactly where the language is finite, else `fallback`.
    pub fn map_strings(
        &self,
        f: impl Fn(&[u8]) -> Vec<u8>,
        fallback: impl FnOnce(&ByteLang) -> ByteLang,
    ) -> ByteLang {
        match self.enumerate(MAX_SET as u128) {
            Some(items) => ByteLang::set(items.into_iter().map(|(s, w)| (f(&s), w)).collect()),
            None => fallback(self),
        }
    }

    /// Map every byte through `f` (upper/lower case, bit inversion).
    pub fn map_bytes(&self, f: &impl Fn(u8) -> u8) -> ByteLang {
        match self {
            ByteLang::Lit(b) => ByteLang::Lit(b.iter().map(|&c| f(c)).collect()),
            ByteLang::Cells(c) => ByteLang::Cells(c.iter().map(|s| s.map(f)).collect()),
            ByteLang::Run { set, min, max } => ByteLang::run(set.map(f), *min, *max),
            ByteLang::Set(items) => ByteLang::set(
                items
                    .iter()
                    .map(|(s, w)| (s.iter().map(|&c| f(c)).collect(), *w))
                    .collect(),
            ),
            ByteLang::Num { .. } => match self.fixed_cells() {
                Some(cells) => ByteLang::Cells(cells.iter().map(|s| s.map(f)).collect()),
                None => self.approx().map_bytes(f),
            },
            ByteLang::Cat(parts) => ByteLang::cat(parts.iter().map(|p| p.map_bytes(f)).collect()),
            ByteLang::Alt(items) => {
                ByteLang::alt(items.iter().map(|(l, w)| (l.map_bytes(f), *w)).collect())
            }
        }
    }

    /// Bits inverted (`desc`): numbers in a range stay exact, in the mirrored range.
    pub fn invert(&self) -> ByteLang {
        match self {
            ByteLang::Num {
                lo,
                hi,
                radix: 256,
                width,
            } if *width <= 16 => {
                let max = if *width == 16 {
                    u128::MAX
                } else {
                    (1u128 << (8 * width)) - 1
                };
                ByteLang::Num {
                    lo: max - hi,
                    hi: max - lo,
                    radix: 256,
                    width: *width,
                }
            }
            ByteLang::Cat(parts) => ByteLang::cat(parts.iter().map(ByteLang::invert).collect()),
            ByteLang::Alt(items) => {
                ByteLang::alt(items.iter().map(|(l, w)| (l.invert(), *w)).collect())
            }
            other => other.map_bytes(&|b| !b),
        }
    }

    /// Flip the sign bit of the first byte (`sortable`).
    pub fn flip_first_bit(&self) -> ByteLang {
        match self {
            ByteLang::Num {
                lo,
                hi,
                radix: 256,
                width,
            } if *width <= 16 && *width > 0 => {
                let half = 1u128 << (8 * width - 1);
                // Flipping the top bit maps [lo, hi] to itself shifted by half, wrapping.
                if *hi < half || *lo >= half {
                    let shift = |v: u128| if v < half { v + half } else { v - half };
                    ByteLang::Num {
                        lo: shift(*lo),
                        hi: shift(*hi),
                        radix: 256,
                        width: *width,
                    }
                } else {
                    let below = (half - lo) as f64;
                    let above = (hi - half + 1) as f64;
                    ByteLang::alt(vec![
                        (
                            ByteLang::Num {
                                lo: lo + half,
                                hi: 2 * half - 1,
                                radix: 256,
                                width: *width,
                            },
                            below,
                        ),
                        (
                            ByteLang::Num {
                                lo: 0,
                                hi: hi - half,
                                radix: 256,
                                width: *width,
                            },
                            above,
                        ),
                    ])
                }
            }
            ByteLang::Alt(items) => ByteLang::alt(
                items
                    .iter()
                    .map(|(l, w)| (l.flip_first_bit(), *w))
                    .collect(),
            ),
            ByteLang::Cat(parts) if !parts.is_empty() && parts[0].len_range().0 > 0 => {
                let mut parts = parts.clone();
                parts[0] = parts[0].flip_first_bit();
                ByteLang::cat(parts)
            }
            other => other.map_strings(
                |s| {
                    let mut s = s.to_vec();
                    if let Some(b) = s.first_mut() {
                        *b ^= 0x80;
                    }
                    s
                },
                |l| match l.fixed_cells() {
                    Some(mut cells) if !cells.is_empty() => {
                        cells[0] = cells[0].map(|b| b ^ 0x80);
                        ByteLang::Cells(cells)
                    }
                    _ => l.approx(),
                },
            ),
        }
    }

    /// Lowercase hex of every byte (`hex` on bytes), padded to `width` digits.
    pub fn hex(&self, width: usize) -> ByteLang {
        let (min, max) = self.len_range();
        if min > MAX_CELLS / 2 {
            // Past any key's length: the digits' alphabet and the lengths are all that matter.
            let (lo, hi) = (min.saturating_mul(2), max.saturating_mul(2));
            return ByteLang::run(ByteSet::hex_lower(), lo.max(width), hi.max(width));
        }
        let pad = width.saturating_sub(min * 2);
        let body = match self {
            ByteLang::Num {
                lo,
                hi,
                radix: 256,
                width,
            } => ByteLang::Num {
                lo: *lo,
                hi: *hi,
                radix: 16,
                width: width * 2,
            },
            _ => match self.fixed_cells() {
                Some(cells) => {
                    let mut out = Vec::with_capacity(cells.len() * 2);
                    for set in cells {
                        let hi = set.map(|b| digit_byte((b >> 4) as u16, 16));
                        let lo = set.map(|b| digit_byte((b & 15) as u16, 16));
                        out.push(hi);
                        out.push(lo);
                    }
                    ByteLang::Cells(out)
                }
                None => self.map_strings(
                    |s| crate::hbase::to_hex(s).into_bytes(),
                    |l| {
                        let (a, b) = l.len_range();
                        ByteLang::run(ByteSet::hex_lower(), a * 2, b.saturating_mul(2))
                    },
                ),
            },
        };
        if pad > 0 && self.len_range().0 == self.len_range().1 {
            ByteLang::cat(vec![ByteLang::Lit(vec![b'0'; pad]), body])
        } else {
            body
        }
    }

    /// Positions `from..to` of every string (`left`, `right`, `slice` over bytes or ASCII).
    pub fn slice(&self, from: usize, to: usize) -> ByteLang {
        if let Some(cells) = self.fixed_cells() {
            let to = to.min(cells.len());
            let from = from.min(to);
            // A prefix of a fixed-width number is a number too (keeps its distribution exact).
            if let ByteLang::Num {
                lo,
                hi,
                radix,
                width,
            } = self
            {
                if from == 0 && to < *width {
                    let div = (*radix as u128).checked_pow((*width - to) as u32);
                    // A divisor past u128 leaves only leading zeros.
                    let shift = |v: u128| div.map_or(0, |d| v / d);
                    return ByteLang::Num {
                        lo: shift(*lo),
                        hi: shift(*hi),
                        radix: *radix,
                        width: to,
                    };
                }
            }
            if let Some(items) = self.enumerate(MAX_SET as u128) {
                return ByteLang::set(
                    items
                        .into_iter()
                        .map(|(s, w)| (s[from..to].to_vec(), w))
                        .collect(),
                );
            }
            if let ByteLang::Cat(parts) = self {
                // Keep whole parts that fall inside the window exact.
                let mut out = Vec::new();
                let mut at = 0;
                for p in parts {
                    let len = p.len_range().0;
                    let (a, b) = (at.max(from), (at + len).min(to));
                    if a < b {
                        out.push(if a == at && b == at + len {
                            p.clone()
                        } else {
                            p.slice(a - at, b - at)
                        });
                    }
                    at += len;
                }
                return ByteLang::cat(out);
            }
            return ByteLang::Cells(cells[from..to].to_vec());
        }
        self.map_strings(
            |s| {
                let to = to.min(s.len());
                s[from.min(to)..to].to_vec()
            },
            |l| {
                let (min, max) = l.len_range();
                ByteLang::run(
                    l.alphabet(),
                    min.min(to).saturating_sub(from),
                    max.min(to).saturating_sub(from),
                )
            },
        )
    }

    /// The last `n` positions of every string.
    pub fn right(&self, n: usize) -> ByteLang {
        let (min, max) = self.len_range();
        if min == max {
            return self.slice(min.saturating_sub(n), min);
        }
        self.map_strings(
            |s| s[s.len().saturating_sub(n)..].to_vec(),
            |l| ByteLang::run(l.alphabet(), min.min(n), max.min(n)),
        )
    }

    /// Every string reversed.
    pub fn reverse(&self) -> ByteLang {
        match self.fixed_cells() {
            Some(mut cells) if self.enumerate(MAX_SET as u128).is_none() => {
                cells.reverse();
                ByteLang::Cells(cells)
            }
            _ => self.map_strings(|s| s.iter().rev().copied().collect(), ByteLang::approx),
        }
    }
}
