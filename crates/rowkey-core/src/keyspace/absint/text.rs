//! Transfer functions of the text transforms that take more than a line: padding (which keeps
//! long sets small by listing each padding once) and date formatting.

use super::int::IntAbs;
use super::{Abs, Trend};
use crate::keyspace::lang::{self, ByteLang, MAX_ENUM_BYTES, MAX_SET};
use crate::keyspace::ByteSet;
use crate::plan::ir::DateFormat;

/// `pad_left(w, c)` or `pad_right(w, c)` of the strings `l`.
pub(super) fn pad(l: &ByteLang, w: usize, c: char, left: bool) -> ByteLang {
    match l {
        // Unpadded numbers padded with zeros are the same numbers at a fixed width.
        ByteLang::Alt(items)
            if left
                && c == '0'
                && items
                    .iter()
                    .all(|(x, _)| matches!(x, ByteLang::Num { radix: 10, .. })) =>
        {
            // Zeros past u128's digits are the same for every group: spelt once.
            let fit = lang::max_digits(10);
            let (zeros, w) = (w.saturating_sub(fit), w.min(fit));
            let groups = ByteLang::alt(
                items
                    .iter()
                    .map(|(x, p)| match x {
                        ByteLang::Num {
                            lo,
                            hi,
                            radix,
                            width,
                        } => (
                            ByteLang::Num {
                                lo: *lo,
                                hi: *hi,
                                radix: *radix,
                                width: (*width).max(w),
                            },
                            *p,
                        ),
                        other => (other.clone(), *p),
                    })
                    .collect(),
            );
            ByteLang::cat(vec![ByteLang::Lit(vec![b'0'; zeros]), groups])
        }
        // Padded, the strings would be too many bytes to list: list each unpadded
        // string once and its padding once per length instead (exact, and small).
        _ if l
            .count(MAX_SET as u128)
            .is_some_and(|n| n.saturating_mul(l.len_range().1.max(w) as u128) > MAX_ENUM_BYTES) =>
        {
            pad_by_length(l, w, c, left)
        }
        _ => l.map_strings(
            |s| {
                let text = String::from_utf8_lossy(s);
                let padded = if left {
                    crate::java::pad_left(&text, w, c)
                } else {
                    crate::java::pad_right(&text, w, c)
                };
                padded.into_bytes()
            },
            |l| {
                let (min, max) = l.len_range();
                let mut fill = [0u8; 4];
                let set = l
                    .alphabet()
                    .union(ByteSet::of(c.encode_utf8(&mut fill).as_bytes()));
                ByteLang::run(set, min.max(w), max.max(w))
            },
        ),
    }
}

/// `pad_left` / `pad_right` of a small set of long results: the strings grouped by their
/// padding, each group the padding then (or after) the strings as they were. Falls back to any
/// string over the alphabet in the padded length range when the set cannot be listed.
fn pad_by_length(l: &ByteLang, w: usize, c: char, left: bool) -> ByteLang {
    let Some(items) = l.enumerate(MAX_SET as u128) else {
        let (min, max) = l.len_range();
        let mut fill = [0u8; 4];
        let set = l
            .alphabet()
            .union(ByteSet::of(c.encode_utf8(&mut fill).as_bytes()));
        return ByteLang::run(set, min.max(w), max.max(w));
    };
    // (padding, the strings it pads, their probability)
    type Group = (Vec<u8>, Vec<(Vec<u8>, f64)>, f64);
    let mut groups: Vec<Group> = Vec::new();
    for (s, p) in items {
        let text = String::from_utf8_lossy(&s);
        let padded = if left {
            crate::java::pad_left(&text, w, c)
        } else {
            crate::java::pad_right(&text, w, c)
        }
        .into_bytes();
        // Lossy text (invalid UTF-8) pads differently from its bytes: keep it whole.
        let (pad, body) = if padded.len() >= s.len() && text.as_bytes() == s.as_slice() {
            let n = padded.len() - s.len();
            if left {
                (padded[..n].to_vec(), s)
            } else {
                (padded[s.len()..].to_vec(), s)
            }
        } else {
            (Vec::new(), padded)
        };
        match groups.iter_mut().find(|g| g.0 == pad) {
            Some(g) => {
                g.1.push((body, p));
                g.2 += p;
            }
            None => groups.push((pad, vec![(body, p)], p)),
        }
    }
    ByteLang::alt(
        groups
            .into_iter()
            .map(|(pad, body, p)| {
                let body = ByteLang::set(body);
                let parts = if left {
                    vec![ByteLang::Lit(pad), body]
                } else {
                    vec![body, ByteLang::Lit(pad)]
                };
                (ByteLang::cat(parts), p)
            })
            .collect(),
    )
}

/// `date(f)` of epoch milliseconds `i`.
pub(super) fn date(i: &IntAbs, f: &DateFormat) -> Abs {
    let format = |ms: i64| -> Option<Vec<u8>> {
        let dt = chrono::DateTime::from_timestamp_millis(ms)?;
        Some(
            dt.format_with_items(f.items()?.iter())
                .to_string()
                .into_bytes(),
        )
    };
    let items: Vec<(Vec<u8>, f64)> = match &i.values {
        Some(values) => values
            .iter()
            .filter_map(|&(x, w)| Some((format(x)?, w)))
            .collect(),
        None => {
            // Formatting is monotone for big-endian formats; evenly spaced probes give
            // the distinct outputs and their shares closely enough.
            let probes = 1024i128;
            (0..=probes)
                .filter_map(|k| {
                    let ms = i.lo + (i.hi - i.lo) * k / probes;
                    Some((format(i64::try_from(ms).ok()?)?, 1.0))
                })
                .collect()
        }
    };
    let trend = if f.text.starts_with("%Y") {
        i.trend
    } else {
        Trend::None
    };
    if items.is_empty() {
        Abs::Text(
            ByteLang::run(ByteSet::from_ranges(&[(0x20, 0x7e)]), 0, 32),
            Trend::None,
        )
    } else {
        Abs::Text(ByteLang::set(items), trend)
    }
}
