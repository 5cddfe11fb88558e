//! Keys read back through their template: the field values the invertible parts give, what
//! each part that cannot be inverted holds, and a check that recomputes the key from the values
//! found and says where it stops matching.
//!
//! Fixed-width parts are cut by width; a variable-length part ends where the rest of the
//! template is of fixed width, or at the separator literal after it. When that separator can
//! occur inside the part and occurs more than once, the split is ambiguous: decoding stops there
//! and says so rather than guess.
//!
//! ```
//! use rowkey_core::decode::decode;
//! use rowkey_core::plan::Plan;
//! let plan = Plan::compile("{id | md5 | hex | left(4)}_{id}_{ts | i64}").unwrap();
//! let key = plan.encode(&rowkey_core::encode::Record::from_text([("id", "u42"), ("ts", "7")])).unwrap();
//! let d = decode(&plan, &key);
//! assert!(d.matches);
//! assert_eq!(d.fields[0].0, "id");
//! assert_eq!(d.fields[0].1.display(), "u42");
//! ```

pub(crate) mod invert;
pub mod report;
pub(crate) mod shape;
pub mod space_saving;
mod split;
#[cfg(test)]
mod tests;
pub mod top;
pub(crate) mod top_codec;

use crate::encode::Encoder;
use crate::hbase::to_string_binary;
use crate::i18n::catalogue::decode as D;
use crate::i18n::{Arg, Message};
use crate::java::JInt;
use crate::plan::ir::{Expr, Src};
use crate::plan::{Plan, PlanPart};
pub use crate::readback::Partial;
use crate::readback::{Known, Shape};
use crate::value::{Value, ValueType};

/// A part that cannot be inverted: its normal form, its bytes, the transform that loses the value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opaque {
    /// The segment in normal form (`{user_id | md5 | hex | left(4)}`).
    pub segment: String,
    /// Its bytes in the key.
    pub bytes: Vec<u8>,
    /// The first transform that loses information.
    pub transform: String,
}

/// Where a key stops matching its template.
#[derive(Clone, Debug)]
pub struct Mismatch {
    /// Byte offset in the key.
    pub offset: usize,
    /// Whether the key is shown not to fit (`false`), or only cannot be split with certainty
    /// from there on (`true`: an ambiguous split, a part with no boundary, a key too long).
    pub undecided: bool,
    /// What was expected there.
    pub expected: Message,
}

/// A key read back through a template.
#[derive(Clone, Debug)]
pub struct Decoded {
    /// The key.
    pub key: Vec<u8>,
    /// Whether the whole key matches the template (every byte accounted for, every part that
    /// can be recomputed equal).
    pub matches: bool,
    /// Fields recovered in full, in template order.
    pub fields: Vec<(String, Value)>,
    /// Fields known in part.
    pub partial: Vec<(String, Partial)>,
    /// Parts that cannot be inverted.
    pub opaque: Vec<Opaque>,
    /// Where the key stops matching, when it does.
    pub mismatch: Option<Mismatch>,
}

/// Read `key` back through `plan`. Never fails: a key that does not fit says where.
pub fn decode(plan: &Plan, key: &[u8]) -> Decoded {
    Decoder::new(plan).decode(plan, key)
}

/// What [`decode`] works out once per plan (each segment's normal form, which mismatches and
/// opaque parts name), for decoding many keys of one plan: `--top` decodes every key read.
///
/// ```
/// use rowkey_core::{decode::Decoder, plan::Plan};
/// let plan = Plan::compile("{user}_{n | i32}").unwrap();
/// let decoder = Decoder::new(&plan);
/// assert!(decoder.decode(&plan, b"u1_\x00\x00\x00\x07").matches);
/// ```
#[derive(Clone, Debug)]
pub struct Decoder {
    names: Vec<String>,
    /// Per plan part, what the template alone says of it.
    parts: Vec<PartFacts>,
}

/// What the template says of one plan part, the same for every key.
#[derive(Clone, Debug)]
pub(super) struct PartFacts {
    /// A segment's shape (a literal has none).
    pub(super) shape: Option<Shape>,
    /// Bytes every part after it takes, when all are of fixed width.
    pub(super) tail: Option<usize>,
    /// The type each operation of a segment receives.
    pub(super) types: Vec<ValueType>,
    /// The width of a narrowing cast that may have cut the value ([`invert::cut_bits`]).
    pub(super) cut: Option<u32>,
}

impl Decoder {
    /// The decoder of `plan`.
    pub fn new(plan: &Plan) -> Decoder {
        let parts = plan.parts();
        let shapes: Vec<Option<Shape>> = parts
            .iter()
            .map(|p| match p {
                PlanPart::Segment(e) => Some(shape::shape(e)),
                PlanPart::Literal(_) => None,
            })
            .collect();
        let tail = |i: usize| {
            parts[i + 1..]
                .iter()
                .zip(&shapes[i + 1..])
                .try_fold(0usize, |n, (p, s)| match (p, s) {
                    (PlanPart::Literal(l), _) => Some(n + l.len()),
                    (PlanPart::Segment(_), s) => s.and_then(|s| s.width).map(|w| n + w),
                })
        };
        let parts = parts
            .iter()
            .enumerate()
            .map(|(i, p)| PartFacts {
                shape: shapes[i],
                tail: tail(i),
                types: match p {
                    PlanPart::Segment(e) => invert::input_types(e),
                    PlanPart::Literal(_) => Vec::new(),
                },
                cut: match p {
                    PlanPart::Segment(e) => invert::cut_bits(e),
                    PlanPart::Literal(_) => None,
                },
            })
            .collect();
        Decoder {
            names: segment_names(plan),
            parts,
        }
    }

    /// [`decode`] with this decoder; `plan` must be the one it was made for.
    pub fn decode(&self, plan: &Plan, key: &[u8]) -> Decoded {
        let d = decode_cut(plan, key, self);
        date_width_unsure(plan, key, &self.names, d)
    }

    /// Part `i`'s facts; a plan other than the decoder's gets those of no part.
    pub(super) fn part(&self, i: usize) -> &PartFacts {
        const NONE: &PartFacts = &PartFacts {
            shape: None,
            tail: None,
            types: Vec::new(),
            cut: None,
        };
        self.parts.get(i).unwrap_or(NONE)
    }
}

/// [`decode`], taking every fixed width as sure.
fn decode_cut(plan: &Plan, key: &[u8], dec: &Decoder) -> Decoded {
    let names = &dec.names;
    let mut d = Decoded {
        key: key.to_vec(),
        matches: false,
        fields: Vec::new(),
        partial: Vec::new(),
        opaque: Vec::new(),
        mismatch: None,
    };
    if key.len() > crate::limits::MAX_KEY_LENGTH {
        d.mismatch = Some(Mismatch {
            undecided: true,
            offset: crate::limits::MAX_KEY_LENGTH,
            expected: crate::msg!(
                D::KEY_TOO_LONG,
                limit = Arg::Int(crate::limits::MAX_KEY_LENGTH as i128)
            ),
        });
        return d;
    }
    let parts = plan.parts();
    let mut values: Vec<Option<Value>> = vec![None; plan.fields().len()];
    // Values read back through a cast that may have cut them ([`invert::cut_bits`]), with the
    // cast's width: taken until the rest of the key says otherwise.
    let mut maybe_cut: Vec<Option<u32>> = vec![None; values.len()];
    let mut salts: Vec<JInt> = vec![JInt::Int(0); plan.salt_buckets().len()];
    let mut salts_known = vec![false; salts.len()];
    let mut ranges: Vec<std::ops::Range<usize>> = Vec::new();
    let mut at = 0;
    let mut seg = 0;
    for (i, part) in parts.iter().enumerate() {
        match part {
            PlanPart::Literal(lit) => {
                let got = &key[at.min(key.len())..];
                if let Some(off) = first_difference(lit, got) {
                    d.mismatch = Some(Mismatch {
                        undecided: false,
                        offset: at + off,
                        expected: crate::msg!(D::LITERAL, expected = to_string_binary(lit)),
                    });
                    return finish(d, values, plan);
                }
                ranges.push(at..at + lit.len());
                at += lit.len();
            }
            PlanPart::Segment(expr) => {
                let name = names.get(seg).map_or("", String::as_str);
                seg += 1;
                let facts = dec.part(i);
                let end = match split::segment_end(plan, i, expr, key, at, name, dec) {
                    Ok(end) => end,
                    Err(m) => {
                        d.mismatch = Some(m);
                        return finish(d, values, plan);
                    }
                };
                let bytes = &key[at..end];
                match invert::invert(expr, &facts.types, bytes, plan.text()) {
                    Err(nf) => {
                        d.mismatch = Some(Mismatch {
                            undecided: false,
                            offset: at,
                            expected: crate::msg!(
                                D::NOT_FORM,
                                segment = name,
                                transform = nf.transform,
                                found = to_string_binary(&nf.found)
                            ),
                        });
                        return finish(d, values, plan);
                    }
                    Ok(known) => {
                        let field_name = |index: usize| plan.fields()[index].clone();
                        match (&expr.source, known) {
                            // A value already read stays, unless it may have been cut and this
                            // segment reads it whole.
                            (Src::Field { index, .. }, Known::Bytes(_) | Known::Int(_))
                                if values[*index].is_some()
                                    && (maybe_cut[*index].is_none() || facts.cut.is_some()) => {}
                            (Src::Field { index, ty }, k @ (Known::Bytes(_) | Known::Int(_))) => {
                                match as_value(k, *ty) {
                                    Some(v) => {
                                        values[*index] = Some(v);
                                        maybe_cut[*index] = facts.cut;
                                    }
                                    None => {
                                        d.mismatch = Some(Mismatch {
                                            undecided: false,
                                            offset: at,
                                            expected: crate::msg!(
                                                D::NOT_FORM,
                                                segment = name,
                                                transform = ty.name(),
                                                found = to_string_binary(bytes)
                                            ),
                                        });
                                        return finish(d, values, plan);
                                    }
                                }
                            }
                            (Src::Field { index, .. }, Known::Partial(p)) => {
                                d.partial.push((field_name(*index), p));
                            }
                            (Src::Salt { slot, .. }, Known::Int(v)) => {
                                salts[*slot] = v;
                                salts_known[*slot] = true;
                            }
                            (Src::Salt { slot, .. }, Known::Bytes(b)) => {
                                if let Some(v) = std::str::from_utf8(&b)
                                    .ok()
                                    .and_then(|t| t.parse::<i32>().ok())
                                {
                                    salts[*slot] = JInt::Int(v);
                                    salts_known[*slot] = true;
                                }
                            }
                            (_, Known::Opaque(transform)) => d.opaque.push(Opaque {
                                segment: name.to_string(),
                                bytes: bytes.to_vec(),
                                transform,
                            }),
                            _ => {}
                        }
                    }
                }
                ranges.push(at..end);
                at = end;
            }
        }
    }
    if at < key.len() {
        d.mismatch = Some(Mismatch {
            undecided: false,
            offset: at,
            expected: crate::msg!(D::TRAILING, bytes = Arg::Int((key.len() - at) as i128)),
        });
        return finish(d, values, plan);
    }
    // The values as the encoder reads a row (moved, not copied: this runs for every key
    // `--top` reads), with which of them are known.
    let mut known: Vec<bool> = values.iter().map(Option::is_some).collect();
    let row: Vec<Value> = values
        .into_iter()
        .map(|v| v.unwrap_or(Value::Str(String::new())))
        .collect();
    let salts = (salts.as_slice(), salts_known.as_slice());
    d.mismatch = recompute(plan, key, &ranges, &row, &known, salts, names);
    if d.mismatch.is_some() && maybe_cut.iter().any(Option::is_some) {
        // The key contradicts a value read through a narrowing cast: the field's value was
        // wider than the cast and was cut. Only its low bits are known; check again without it.
        let mut without = known.clone();
        let mut lows = Vec::new();
        for (i, bits) in maybe_cut.iter().enumerate() {
            if let (Some(bits), true) = (bits, known[i]) {
                let low = match &row[i] {
                    Value::Int(j) => Some(j.as_i64()),
                    Value::Str(t) => t.parse::<i64>().ok(),
                    Value::Bytes(_) => None,
                };
                if let Some(n) = low {
                    lows.push((
                        plan.fields()[i].clone(),
                        Partial::LowBits {
                            value: n,
                            bits: *bits,
                        },
                    ));
                }
                without[i] = false;
            }
        }
        if recompute(plan, key, &ranges, &row, &without, salts, names).is_none() {
            known = without;
            d.partial.extend(lows);
            d.mismatch = None;
        }
    }
    d.matches = d.mismatch.is_none();
    let values = row.into_iter().zip(known).map(|(v, k)| k.then_some(v));
    finish(d, values.collect(), plan)
}

fn finish(mut d: Decoded, values: Vec<Option<Value>>, plan: &Plan) -> Decoded {
    d.fields = plan
        .fields()
        .iter()
        .zip(values)
        .filter_map(|(n, v)| v.map(|v| (n.clone(), v)))
        .collect();
    let known: Vec<&String> = d.fields.iter().map(|(n, _)| n).collect();
    d.partial.retain(|(n, _)| !known.contains(&n));
    d
}

/// Each segment in normal form, braces included.
fn segment_names(plan: &Plan) -> Vec<String> {
    plan.segments()
        .into_iter()
        .map(|s| {
            let mut t = format!("{{{}", s.source);
            for x in s.transforms {
                t.push_str(" | ");
                t.push_str(&x);
            }
            t.push('}');
            t
        })
        .collect()
}

fn first_difference(expected: &[u8], got: &[u8]) -> Option<usize> {
    let n = expected.iter().zip(got).take_while(|(a, b)| a == b).count();
    (n < expected.len()).then_some(n)
}

fn as_value(k: Known, ty: ValueType) -> Option<Value> {
    match (k, ty) {
        (Known::Bytes(b), ValueType::Str) => String::from_utf8(b).ok().map(Value::Str),
        (Known::Bytes(b), ValueType::Bytes) => Some(Value::Bytes(b)),
        (Known::Int(v), ValueType::Int(_)) => Some(Value::Int(v)),
        (Known::Int(v), ValueType::Str) => Some(Value::Str(v.to_decimal())),
        _ => None,
    }
}

/// A key that stops matching where a date may be wider than the years 0–9999 write: dates are
/// cut at that width, and a year outside it is written with a sign (`+33658`), so the key may
/// well be the template's. Said undecided, naming the date, rather than a mismatch.
fn date_width_unsure(plan: &Plan, key: &[u8], names: &[String], mut d: Decoded) -> Decoded {
    let sure = d.mismatch.as_ref().is_none_or(|m| m.undecided);
    if sure || !key.iter().any(|&b| b == b'+' || b == b'-') {
        return d;
    }
    let dated = plan
        .parts()
        .iter()
        .filter_map(|p| match p {
            PlanPart::Segment(e) => Some(e),
            PlanPart::Literal(_) => None,
        })
        .zip(names)
        .find(|(e, _)| {
            e.ops
                .iter()
                .any(|o| matches!(o.op, crate::plan::ir::Op::Date(_)))
        });
    if let (Some((_, name)), Some(m)) = (dated, d.mismatch.as_mut()) {
        m.undecided = true;
        m.expected = crate::msg!(D::DATE_WIDTH, segment = name.as_str());
        d.matches = false;
    }
    d
}

/// Recompute every segment whose fields (those `known` of `row`) and salts (the values and
/// whether each is known) are all known, and compare it with the key.
fn recompute(
    plan: &Plan,
    key: &[u8],
    ranges: &[std::ops::Range<usize>],
    row: &[Value],
    known: &[bool],
    (salts, salts_known): (&[JInt], &[bool]),
    names: &[String],
) -> Option<Mismatch> {
    // Made when a segment can be recomputed: many keys decoded for `--top` never need it.
    let mut enc: Option<Encoder<'_>> = None;
    let mut seg = 0;
    for (i, part) in plan.parts().iter().enumerate() {
        let PlanPart::Segment(expr) = part else {
            continue;
        };
        let name = names.get(seg).map_or("", String::as_str);
        seg += 1;
        if !knows_all(expr, known, salts_known) {
            continue;
        }
        let range = ranges.get(i)?.clone();
        let enc = enc.get_or_insert_with(|| Encoder::for_parts(plan));
        let expected = match enc.encode_part(i, row, salts, &key[range.end..]) {
            Ok(b) => b,
            Err(_) => continue,
        };
        let got = &key[range.clone()];
        if expected != got {
            let off = expected.iter().zip(got).take_while(|(a, b)| a == b).count();
            return Some(Mismatch {
                undecided: false,
                offset: range.start + off,
                expected: crate::msg!(
                    D::RECOMPUTED,
                    segment = name,
                    expected = to_string_binary(&expected)
                ),
            });
        }
    }
    None
}

fn knows_all(expr: &Expr, known: &[bool], salts_known: &[bool]) -> bool {
    match &expr.source {
        Src::Field { index, .. } => known.get(*index).copied().unwrap_or(false),
        Src::Salt { slot, .. } => salts_known[*slot],
        Src::Concat(args) => args.iter().all(|a| knows_all(a, known, salts_known)),
        Src::Str(_) | Src::Int(_) | Src::Rest => true,
    }
}
