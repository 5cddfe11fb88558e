//! Where a segment ends in a key: at its fixed width, before a fixed-width tail, or at the
//! separator after it, trying each place the separator occurs when it can also occur inside
//! the segment, and saying so when more than one place reads the whole key.

use super::{invert, Decoder, Mismatch};
use crate::hbase::to_string_binary;
use crate::i18n::catalogue::decode as D;
use crate::i18n::Arg;
use crate::plan::ir::Expr;
use crate::plan::{Plan, PlanPart};

/// Where segment `i` (starting at `at`) ends in `key`.
pub(super) fn segment_end(
    plan: &Plan,
    i: usize,
    expr: &Expr,
    key: &[u8],
    at: usize,
    name: &str,
    dec: &Decoder,
) -> Result<usize, Mismatch> {
    let parts = plan.parts();
    let facts = dec.part(i);
    let Some(s) = facts.shape else {
        return Ok(at);
    };
    let left = key.len().saturating_sub(at);
    if let Some(w) = s.width {
        if w > left {
            return Err(Mismatch {
                undecided: false,
                offset: key.len(),
                expected: crate::msg!(D::SHORT, segment = name, bytes = Arg::Int(w as i128)),
            });
        }
        return Ok(at + w);
    }
    if let Some(tail) = facts.tail {
        if tail > left {
            return Err(Mismatch {
                undecided: false,
                offset: key.len(),
                expected: crate::msg!(D::SHORT, segment = name, bytes = Arg::Int(tail as i128)),
            });
        }
        return Ok(key.len() - tail);
    }
    let Some(PlanPart::Literal(sep)) = parts.get(i + 1).filter(|p| match p {
        PlanPart::Literal(l) => !l.is_empty(),
        PlanPart::Segment(_) => false,
    }) else {
        return Err(Mismatch {
            undecided: true,
            offset: at,
            expected: crate::msg!(D::NO_BOUNDARY, segment = name),
        });
    };
    let rest = &key[at..];
    let found: Vec<usize> = occurrences(rest, sep).take(2).collect();
    let Some(&first) = found.first() else {
        return Err(Mismatch {
            undecided: false,
            offset: key.len(),
            expected: crate::msg!(
                D::NO_SEPARATOR,
                segment = name,
                separator = to_string_binary(sep)
            ),
        });
    };
    let can_hold = sep.iter().all(|&b| s.alphabet.holds(b));
    if can_hold && found.len() > 1 {
        let places: Vec<usize> = occurrences(rest, sep).map(|k| at + k).collect();
        let count = places.len();
        // Each place the separator occurs is tried against the rest of the template: when just
        // one reads the whole key, that is the split.
        let mut budget = SPLIT_BUDGET;
        let mut fitting = Vec::new();
        for &p in &places {
            if invert::invert(expr, &facts.types, &key[at..p], plan.text()).is_ok()
                && parses_from(plan, i + 1, key, p, &mut budget, dec) > 0
            {
                fitting.push(p);
            }
            if fitting.len() > 1 || budget == 0 {
                break;
            }
        }
        if fitting.len() == 1 && budget > 0 {
            return Ok(fitting[0]);
        }
        if fitting.is_empty() && budget > 0 {
            return Ok(places[0]);
        }
        return Err(Mismatch {
            undecided: true,
            offset: at,
            expected: crate::msg!(
                D::AMBIGUOUS,
                segment = name,
                separator = to_string_binary(sep),
                count = Arg::Int(count as i128)
            ),
        });
    }
    Ok(at + first)
}

/// Every place `sep` starts in `hay`, overlapping ones included (`__` twice in `___`).
fn occurrences<'a>(hay: &'a [u8], sep: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
    let finder = memchr::memmem::Finder::new(sep);
    let mut from = 0;
    std::iter::from_fn(move || {
        let k = from + finder.find(hay.get(from..)?)?;
        from = k + 1;
        Some(k)
    })
}

/// Most steps spent looking for the one split that reads a whole key: past it, a split left
/// open is called ambiguous.
const SPLIT_BUDGET: usize = 4096;

/// How many ways (0, 1 or 2 meaning "more") parts `i..` read `key[at..]`, each segment's bytes
/// readable back through its transforms. Spends `budget`; at zero the answer is 2.
fn parses_from(
    plan: &Plan,
    i: usize,
    key: &[u8],
    at: usize,
    budget: &mut usize,
    dec: &Decoder,
) -> usize {
    if *budget == 0 {
        return 2;
    }
    *budget -= 1;
    let parts = plan.parts();
    let Some(part) = parts.get(i) else {
        return usize::from(at == key.len());
    };
    match part {
        PlanPart::Literal(lit) => {
            if key[at..].starts_with(lit) {
                parses_from(plan, i + 1, key, at + lit.len(), budget, dec)
            } else {
                0
            }
        }
        PlanPart::Segment(expr) => {
            let facts = dec.part(i);
            let Some(s) = facts.shape else {
                return 2;
            };
            let ends: Vec<usize> = if let Some(w) = s.width {
                vec![at + w]
            } else if let Some(tail) = facts.tail {
                key.len().checked_sub(tail).into_iter().collect()
            } else if let Some(PlanPart::Literal(sep)) = parts
                .get(i + 1)
                .filter(|p| matches!(p, PlanPart::Literal(l) if !l.is_empty()))
            {
                let rest = &key[at..];
                let can_hold = sep.iter().all(|&b| s.alphabet.holds(b));
                occurrences(rest, sep)
                    .map(|k| at + k)
                    .take(if can_hold { usize::MAX } else { 1 })
                    .collect()
            } else {
                return 2;
            };
            let mut n = 0;
            for end in ends {
                if end < at || end > key.len() {
                    continue;
                }
                if invert::invert(expr, &facts.types, &key[at..end], plan.text()).is_ok() {
                    n += parses_from(plan, i + 1, key, end, budget, dec);
                }
                if n > 1 {
                    return 2;
                }
            }
            n
        }
    }
}
