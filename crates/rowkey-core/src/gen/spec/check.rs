//! A parsed call turned into a [`Generator`]: the name looked up, the arity and every argument
//! checked against the generator's documented ranges.

use super::args::Args;
use super::expr::{Arg, Atom, AtomKind, Call, Num};
use super::pattern::{compile_pattern, pattern_len};
use super::print::fmt_f64;
use super::time::{parse_time, MAX_MS, MIN_MS};
use super::types::{
    Generator, Literals, DEFAULT_PHONE_PREFIXES, GENERATOR_NAMES, MAX_STR_LEN, MAX_ZIPF_N,
};
use crate::i18n::catalogue::generator as G;
use crate::i18n::Arg as MArg;
use crate::{ErrorKind, Span, SpannedError};

/// Check a parsed call: the generator it names, with its arguments. Unless `read_time`, a
/// `timestamp` start written as text is not read and the generator's `start_ms` is 0: only
/// [`super::GeneratorCheck`] asks for that, and it never hands the generator out.
pub(super) fn check(call: &Call, read_time: bool) -> Result<Generator, SpannedError> {
    let a = Args { call };
    let span_of = |i: usize| call.args[i].value.span;
    if call.name != "choice" {
        a.no_weights()?;
    }
    Ok(match call.name.as_str() {
        "seq" => {
            a.arity(0, 2, "start, step")?;
            let start = if call.args.is_empty() {
                0
            } else {
                a.int(0, "start")?
            };
            let step = if call.args.len() < 2 {
                1
            } else {
                a.int(1, "step")?
            };
            Generator::Seq { start, step }
        }
        "int" => {
            a.arity(2, 2, "lo, hi")?;
            let (lo, hi) = (a.int(0, "lo")?, a.int(1, "hi")?);
            if lo > hi {
                return Err(SpannedError::new(
                    ErrorKind::InvalidArgument,
                    crate::msg!(G::INT_LO_HI, lo = lo, hi = hi),
                    span_of(0).to(span_of(1)),
                ));
            }
            Generator::Int { lo, hi }
        }
        "zipf" => {
            a.arity(2, 2, "n, s")?;
            let n = a.int(0, "n")?;
            if !(1..=MAX_ZIPF_N as i64).contains(&n) {
                return Err(SpannedError::new(
                    ErrorKind::OutOfRange,
                    crate::msg!(G::ZIPF_N_RANGE, max = MArg::Int(MAX_ZIPF_N as i128), n = n),
                    span_of(0),
                ));
            }
            let s = a.float(1, "s")?;
            // Beyond 100 every draw is 1 anyway; the cap keeps pow() far from underflow games.
            if !(s > 0.0 && s <= 100.0) {
                return Err(SpannedError::new(
                    ErrorKind::OutOfRange,
                    crate::msg!(G::ZIPF_S_RANGE, s = fmt_f64(s)),
                    span_of(1),
                ));
            }
            Generator::Zipf { n: n as u64, s }
        }
        "timestamp" => {
            a.arity(2, 2, "start, rate")?;
            let start_ms = match &a.arg(0).value.kind {
                AtomKind::Str(_) if !read_time => 0,
                AtomKind::Str(s) => parse_time(s).ok_or_else(|| {
                    SpannedError::new(
                        ErrorKind::InvalidArgument,
                        crate::msg!(G::BAD_START_TIME, text = s),
                        span_of(0),
                    )
                })?,
                AtomKind::Num(Num::Int(ms), _) => {
                    if !(MIN_MS..=MAX_MS).contains(ms) {
                        return Err(SpannedError::new(
                            ErrorKind::OutOfRange,
                            crate::msg!(G::START_OUT_OF_YEARS, ms = *ms),
                            span_of(0),
                        ));
                    }
                    *ms
                }
                _ => {
                    return Err(SpannedError::new(
                        ErrorKind::ArgumentType,
                        crate::msg!(G::START_TYPE, got = a.arg(0).value.kind_name()),
                        span_of(0),
                    ))
                }
            };
            let rate = a.float(1, "rate")?;
            if !(rate > 0.0 && rate.is_finite()) {
                return Err(SpannedError::new(
                    ErrorKind::OutOfRange,
                    crate::msg!(G::RATE_RANGE, rate = fmt_f64(rate)),
                    span_of(1),
                ));
            }
            Generator::Timestamp { start_ms, rate }
        }
        "uuid" => {
            a.arity(0, 0, "")?;
            Generator::Uuid
        }
        "phone" => {
            a.arity(0, 1, crate::msg!(G::PARAMS_PHONE))?;
            let prefixes = if call.args.is_empty() {
                DEFAULT_PHONE_PREFIXES
                    .iter()
                    .map(|s| s.to_string())
                    .collect()
            } else {
                phone_prefixes(&a.arg(0).value)?
            };
            Generator::Phone { prefixes }
        }
        "choice" => {
            if call.args.is_empty() {
                return Err(SpannedError::new(
                    ErrorKind::ArgumentCount,
                    crate::msg!(G::CHOICE_NEEDS_VALUE),
                    call.args_span,
                ));
            }
            let values = literals(&call.args)?;
            let weighted = call.args.iter().filter(|x| x.weight.is_some()).count();
            let weights = if weighted == 0 {
                None
            } else if weighted < call.args.len() {
                let missing = call
                    .args
                    .iter()
                    .find(|x| x.weight.is_none())
                    .map(|x| x.span);
                return Err(SpannedError::new(
                    ErrorKind::InvalidWeights,
                    crate::msg!(G::WEIGHT_ALL_OR_NONE),
                    missing.unwrap_or(call.args_span),
                ));
            } else {
                let mut ws = Vec::with_capacity(call.args.len());
                for arg in &call.args {
                    let (w, span) = arg.weight.unwrap_or((Num::Int(0), arg.span));
                    let w = w.as_f64();
                    if !(w >= 0.0 && w.is_finite()) {
                        return Err(SpannedError::new(
                            ErrorKind::InvalidWeights,
                            crate::msg!(G::NEGATIVE_WEIGHT, weight = fmt_f64(w)),
                            span,
                        ));
                    }
                    ws.push(w);
                }
                let total: f64 = ws.iter().sum();
                if !(total > 0.0 && total.is_finite()) {
                    return Err(SpannedError::new(
                        ErrorKind::InvalidWeights,
                        crate::msg!(G::ZERO_WEIGHTS),
                        call.args_span,
                    ));
                }
                Some(ws)
            };
            Generator::Choice { values, weights }
        }
        "pattern" => {
            a.arity(1, 1, crate::msg!(G::PARAMS_PATTERN))?;
            let source = a.string(0, "pattern")?;
            let pieces = compile_pattern(source).map_err(|(msg, at)| {
                // Offsets into the unescaped text only map back exactly when the string literal
                // has no escapes; otherwise point at the whole string.
                let lit = span_of(0);
                let raw_len = lit.end - lit.start;
                let span = if raw_len == source.len() + 2 {
                    Span::new(lit.start + 1 + at, lit.start + 1 + source.len())
                } else {
                    lit
                };
                SpannedError::new(ErrorKind::InvalidPattern, msg, span)
            })?;
            let len = pattern_len(&pieces);
            if len > MAX_STR_LEN {
                return Err(SpannedError::new(
                    ErrorKind::OutOfRange,
                    crate::msg!(
                        G::PATTERN_TOO_LONG,
                        len = MArg::Int(len as i128),
                        limit = MArg::Int(MAX_STR_LEN as i128)
                    ),
                    span_of(0),
                ));
            }
            Generator::Pattern {
                source: source.to_owned(),
                pieces,
            }
        }
        "hexstr" => {
            a.arity(1, 1, "n")?;
            Generator::HexStr {
                len: a.length(0, "n", 1)?,
            }
        }
        "text" => {
            a.arity(2, 2, "min, max")?;
            let min = a.length(0, "min", 0)?;
            let max = a.length(1, "max", 0)?;
            if min > max {
                return Err(SpannedError::new(
                    ErrorKind::InvalidArgument,
                    crate::msg!(
                        G::TEXT_MIN_MAX,
                        min = MArg::Int(min as i128),
                        max = MArg::Int(max as i128)
                    ),
                    span_of(0).to(span_of(1)),
                ));
            }
            Generator::Text { min, max }
        }
        "list" => {
            if call.args.is_empty() {
                return Err(SpannedError::new(
                    ErrorKind::ArgumentCount,
                    crate::msg!(G::LIST_NEEDS_VALUE),
                    call.args_span,
                ));
            }
            Generator::List {
                values: literals(&call.args)?,
            }
        }
        "csv" => {
            a.arity(1, 1, crate::msg!(G::PARAMS_CSV))?;
            let column = a.string(0, "column")?;
            if column.is_empty() {
                return Err(SpannedError::new(
                    ErrorKind::InvalidArgument,
                    crate::msg!(G::CSV_NEEDS_COLUMN),
                    span_of(0),
                ));
            }
            Generator::Csv {
                column: column.to_owned(),
            }
        }
        other => {
            let msg = match crate::suggest::closest(other, GENERATOR_NAMES) {
                Some(s) => crate::msg!(G::UNKNOWN_GENERATOR_SUGGEST, name = other, suggestion = s),
                None => crate::msg!(
                    G::UNKNOWN_GENERATOR,
                    name = other,
                    list = GENERATOR_NAMES.join(", ")
                ),
            };
            return Err(SpannedError::new(
                ErrorKind::UnknownGenerator,
                msg,
                call.name_span,
            ));
        }
    })
}

/// `choice`/`list` values: all integers make an int field; otherwise everything is text and
/// numbers keep the text they were written with.
fn literals(args: &[Arg]) -> Result<Literals, SpannedError> {
    let mut ints = Vec::with_capacity(args.len());
    for arg in args {
        match &arg.value.kind {
            AtomKind::Num(Num::Int(v), _) => ints.push(*v),
            AtomKind::List(_) => {
                return Err(SpannedError::new(
                    ErrorKind::ArgumentType,
                    crate::msg!(G::LIST_IN_VALUES),
                    arg.value.span,
                ))
            }
            _ => {}
        }
    }
    if ints.len() == args.len() {
        return Ok(Literals::Int(ints));
    }
    Ok(Literals::Str(
        args.iter()
            .map(|arg| match &arg.value.kind {
                AtomKind::Str(s) => s.clone(),
                AtomKind::Num(_, text) => text.clone(),
                AtomKind::List(_) => String::new(),
            })
            .collect(),
    ))
}

fn phone_prefixes(atom: &Atom) -> Result<Vec<String>, SpannedError> {
    let AtomKind::List(items) = &atom.kind else {
        return Err(SpannedError::new(
            ErrorKind::ArgumentType,
            crate::msg!(G::PREFIXES_TYPE, got = atom.kind_name()),
            atom.span,
        ));
    };
    if items.is_empty() {
        return Err(SpannedError::new(
            ErrorKind::InvalidArgument,
            crate::msg!(G::EMPTY_PREFIXES),
            atom.span,
        ));
    }
    items
        .iter()
        .map(|item| {
            let text = match &item.kind {
                AtomKind::Str(s) => s.clone(),
                AtomKind::Num(Num::Int(v), _) if *v >= 0 => v.to_string(),
                _ => String::new(),
            };
            if text.is_empty() || text.len() > 10 || !text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(SpannedError::new(
                    ErrorKind::InvalidArgument,
                    crate::msg!(G::BAD_PREFIX),
                    item.span,
                ));
            }
            Ok(text)
        })
        .collect()
}
