//! What each field generator can produce: its text language or its integer range.

use super::{Abs, IntAbs, Trend};
use crate::gen::{CsvData, Generator, GeneratorSpec, Literals, PatternPiece};
use crate::java::Width;
use crate::keyspace::lang::ByteLang;
use crate::keyspace::ByteSet;

/// The language of a generator's values (text), or its integer range.
pub fn generator_abs(spec: &GeneratorSpec, data: Option<&CsvData>, count: u64) -> Abs {
    let last = count.saturating_sub(1) as i128;
    let text = |l: ByteLang| Abs::Text(l, Trend::None);
    match spec.generator() {
        Generator::Seq { start, step } => {
            let end = (*start as i128).saturating_add(last.saturating_mul(*step as i128));
            let trend = match step.signum() {
                1 => Trend::Increasing,
                -1 => Trend::Decreasing,
                _ => Trend::None,
            };
            Abs::Int(IntAbs::bounded(*start as i128, end, Width::Long, trend))
        }
        Generator::Int { lo, hi } => Abs::Int(IntAbs::range(
            *lo as i128,
            *hi as i128,
            Width::Long,
            Trend::None,
        )),
        Generator::Zipf { n, .. } => {
            Abs::Int(IntAbs::range(1, *n as i128, Width::Long, Trend::None))
        }
        Generator::Timestamp { start_ms, rate } => {
            // A tiny rate makes the span infinite (or NaN for a zero one): past i64 either way,
            // which `bounded` turns into the full range. `as` saturates, so this cannot wrap.
            let span = ((count as f64) * 1000.0 / rate).ceil();
            let span = if span.is_nan() {
                i128::MAX
            } else {
                span as i128
            };
            Abs::Int(IntAbs::bounded(
                *start_ms as i128,
                (*start_ms as i128).saturating_add(span),
                Width::Long,
                Trend::Increasing,
            ))
        }
        Generator::Uuid => {
            let hex = ByteSet::hex_lower();
            let dash = ByteSet::of(b"-");
            let mut cells = Vec::with_capacity(36);
            for i in 0..36 {
                cells.push(match i {
                    8 | 13 | 18 | 23 => dash,
                    14 => ByteSet::of(b"4"),
                    19 => ByteSet::of(b"89ab"),
                    _ => hex,
                });
            }
            text(ByteLang::Cells(cells))
        }
        Generator::Phone { prefixes } => {
            let n = prefixes.len().max(1) as f64;
            text(ByteLang::alt(
                prefixes
                    .iter()
                    .map(|p| {
                        let rest = 11usize.saturating_sub(p.len());
                        (
                            ByteLang::cat(vec![
                                ByteLang::Lit(p.as_bytes().to_vec()),
                                ByteLang::cells(ByteSet::digits(), rest),
                            ]),
                            1.0 / n,
                        )
                    })
                    .collect(),
            ))
        }
        Generator::Choice { values, weights } => {
            let ws: Vec<f64> = match weights {
                Some(w) => w.clone(),
                None => vec![1.0; values.len()],
            };
            literals_abs(values, &ws)
        }
        Generator::List { values } => literals_abs(values, &vec![1.0; values.len()]),
        Generator::Pattern { pieces, .. } => text(ByteLang::cat(
            pieces
                .iter()
                .map(|p| match p {
                    PatternPiece::Literal(s) => ByteLang::Lit(s.as_bytes().to_vec()),
                    PatternPiece::Digit => ByteLang::cells(ByteSet::digits(), 1),
                    PatternPiece::Lower => {
                        ByteLang::cells(ByteSet::from_ranges(&[(b'a', b'z')]), 1)
                    }
                    PatternPiece::Alnum => {
                        ByteLang::cells(ByteSet::from_ranges(&[(b'0', b'9'), (b'a', b'z')]), 1)
                    }
                })
                .collect(),
        )),
        Generator::HexStr { len } => text(ByteLang::cells(ByteSet::hex_lower(), *len)),
        Generator::Text { min, max } => text(ByteLang::run(
            ByteSet::from_ranges(&[(b'a', b'z')]),
            *min,
            *max,
        )),
        Generator::Csv { column } => match data.and_then(|d| d.column(column)) {
            Some(col) => match col.ints() {
                Some(ints) => Abs::Int(IntAbs::set(
                    ints.iter().map(|&v| (v, 1.0)).collect(),
                    Width::Long,
                    Trend::None,
                )),
                None => text(ByteLang::set(
                    col.cells()
                        .iter()
                        .map(|c| (c.as_bytes().to_vec(), 1.0))
                        .collect(),
                )),
            },
            None => text(ByteLang::run(ByteSet::from_ranges(&[(0x20, 0x7e)]), 0, 64)),
        },
    }
}

fn literals_abs(values: &Literals, weights: &[f64]) -> Abs {
    match values {
        Literals::Str(v) => Abs::Text(
            ByteLang::set(
                v.iter()
                    .zip(weights)
                    .map(|(s, &w)| (s.as_bytes().to_vec(), w))
                    .collect(),
            ),
            Trend::None,
        ),
        Literals::Int(v) => Abs::Int(IntAbs::set(
            v.iter().zip(weights).map(|(&x, &w)| (x, w)).collect(),
            Width::Long,
            Trend::None,
        )),
    }
}
