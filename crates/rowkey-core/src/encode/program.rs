//! A plan as a flat list of steps, for the loop that encodes millions of keys.
//!
//! The general evaluator ([`super::Encoder`]) walks each segment's pipeline recursively, with a
//! pooled buffer per nesting level and a memo for repeated `concat`s: right for every template,
//! but most of a short key's time goes to that machinery rather than to its bytes. Nearly every
//! real segment has one of two shapes: a field, literal, salt or a `concat` of those written as
//! it is (`_{id}`, `{concat("user", n)}`), or such a source followed by operations
//! (`{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}`). Those compile to a step that
//! writes straight into the key, or evaluates its operations in one scratch buffer; anything
//! else (a nested `concat`, an argument with its own operations, `rest`) stays with the general
//! evaluator. The bytes are the same either way; `tests.rs` checks that on every preset.

use super::deferred::Deferrable;
use super::int_chain::IntChain;
use super::{ops, write_decimal, Res, Value};
use crate::java::JInt;
use crate::plan::ir::{Expr, OpAt, Src};
use crate::plan::{Plan, PlanPart};
use crate::value::ValueType;
use crate::Span;

/// One thing a source writes: literal bytes, a field's value, or a salt draw.
#[derive(Clone, Debug)]
pub(super) enum Piece {
    Bytes(Box<[u8]>),
    Field {
        index: usize,
        ty: ValueType,
        span: Span,
    },
    Salt(usize),
}

/// Where a step's value comes from.
#[derive(Clone, Debug)]
pub(super) enum Load {
    /// One field, read as its type (an int stays an int for the operations).
    Field {
        index: usize,
        ty: ValueType,
    },
    /// An int literal or a salt draw.
    Int(JInt),
    Salt(usize),
    /// Bytes: literals, fields as text, salts in decimal (`concat(...)`, a string literal).
    Pieces {
        pieces: Box<[Piece]>,
        concat: bool,
    },
}

/// One step of a key.
#[derive(Clone, Debug)]
pub(super) enum Step {
    /// Literal bytes.
    Bytes(Box<[u8]>),
    /// A segment without operations, written straight into the key; a `concat` checks the
    /// value's length after each argument, as the general evaluator does.
    Direct {
        pieces: Box<[Piece]>,
        concat: bool,
        span: Span,
        /// An earlier [`Step::Md5`] whose input is these same pieces
        /// (`{concat("user", n) | md5 | hex | left(4)}_{concat("user", n)}`): when that digest
        /// was deferred, its kept input is copied instead of made again.
        same_as: Option<usize>,
    },
    /// A source and its operations, evaluated in the scratch buffer.
    Ops {
        source: Load,
        ops: Box<[OpAt]>,
        span: Span,
        /// The same pipeline as integer arithmetic written straight into the key, when it
        /// has that shape; `source` and `ops` remain for the rows it does not cover.
        chain: Option<IntChain>,
    },
    /// Like [`Step::Ops`], but the MD5 (operation `before`) waits for the batch.
    Md5 {
        source: Load,
        ops: Box<[OpAt]>,
        before: usize,
        len: usize,
        span: Span,
    },
    /// Plan part `usize`, left to the general evaluator.
    Part(usize),
}

impl Step {
    /// The span of the segment, for a key that grows too long at this step.
    pub(super) fn span(&self, plan: &Plan) -> Span {
        match self {
            Step::Bytes(_) => Span::default(),
            Step::Direct { span, .. } | Step::Ops { span, .. } | Step::Md5 { span, .. } => *span,
            Step::Part(i) => match plan.parts().get(*i) {
                Some(PlanPart::Segment(e)) => e.span,
                _ => Span::default(),
            },
        }
    }
}

/// The pieces of an operation-free source, if it has that shape.
fn pieces(expr: &Expr) -> Option<Vec<Piece>> {
    if !expr.ops.is_empty() {
        return None;
    }
    Some(match &expr.source {
        Src::Field { index, ty } => vec![Piece::Field {
            index: *index,
            ty: *ty,
            span: expr.span,
        }],
        Src::Str(s) => vec![Piece::Bytes(s.as_bytes().into())],
        Src::Int(v) => vec![Piece::Bytes(v.as_i64().to_string().into_bytes().into())],
        Src::Salt { slot, .. } => vec![Piece::Salt(*slot)],
        Src::Concat(args) => {
            let mut out = Vec::new();
            for a in args {
                // One level only: the general evaluator checks a nested concat's length per
                // argument, against its own bytes.
                if matches!(a.source, Src::Concat(_)) {
                    return None;
                }
                out.extend(pieces(a)?);
            }
            out
        }
        Src::Rest => return None,
    })
}

fn source(expr: &Expr) -> Option<Load> {
    Some(match &expr.source {
        Src::Field { index, ty } => Load::Field {
            index: *index,
            ty: *ty,
        },
        Src::Int(v) => Load::Int(*v),
        Src::Salt { slot, .. } => Load::Salt(*slot),
        Src::Str(_) | Src::Concat(_) => {
            let bare = Expr {
                source: expr.source.clone(),
                ops: Vec::new(),
                ty: expr.ty,
                span: expr.span,
            };
            Load::Pieces {
                pieces: pieces(&bare)?.into(),
                concat: matches!(expr.source, Src::Concat(_)),
            }
        }
        Src::Rest => return None,
    })
}

/// The same bytes, whatever the row: the same pieces (spans aside).
fn same_pieces(a: &[Piece], b: &[Piece]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|pair| match pair {
            (Piece::Bytes(x), Piece::Bytes(y)) => x == y,
            (
                Piece::Field {
                    index: i, ty: s, ..
                },
                Piece::Field {
                    index: j, ty: t, ..
                },
            ) => i == j && s == t,
            (Piece::Salt(x), Piece::Salt(y)) => x == y,
            _ => false,
        })
}

/// The steps of `plan`, or none when it reads `rest` (its segments are made right to left).
pub(super) fn compile(plan: &Plan, deferrable: &[Option<Deferrable>]) -> Vec<Step> {
    if plan.uses_rest() {
        return Vec::new();
    }
    let mut steps = steps(plan, deferrable);
    // A segment that repeats an earlier digest's input reuses it.
    for j in 0..steps.len() {
        let found = match &steps[j] {
            Step::Direct { pieces, concat, .. } => steps[..j].iter().position(|s| {
                matches!(s, Step::Md5 {
                    source: Load::Pieces { pieces: p, concat: c },
                    before: 0,
                    ..
                } if c == concat && same_pieces(p, pieces))
            }),
            _ => None,
        };
        if let Step::Direct { same_as, .. } = &mut steps[j] {
            *same_as = found;
        }
    }
    steps
}

fn steps(plan: &Plan, deferrable: &[Option<Deferrable>]) -> Vec<Step> {
    plan.parts()
        .iter()
        .enumerate()
        .map(|(i, part)| {
            let expr = match part {
                PlanPart::Literal(bytes) => return Step::Bytes(bytes.as_slice().into()),
                PlanPart::Segment(expr) => expr,
            };
            if expr.ops.is_empty() {
                return pieces(expr).map_or(Step::Part(i), |p| Step::Direct {
                    pieces: p.into(),
                    concat: matches!(expr.source, Src::Concat(_)),
                    span: expr.span,
                    same_as: None,
                });
            }
            let Some(src) = source(expr) else {
                return Step::Part(i);
            };
            match deferrable.get(i).and_then(Option::as_ref) {
                Some(d) => Step::Md5 {
                    source: src,
                    ops: expr.ops.clone().into(),
                    before: d.before,
                    len: d.len,
                    span: expr.span,
                },
                None => Step::Ops {
                    chain: match &src {
                        Load::Field { index, ty } => IntChain::compile(*index, *ty, &expr.ops),
                        _ => None,
                    },
                    source: src,
                    ops: expr.ops.clone().into(),
                    span: expr.span,
                },
            }
        })
        .collect()
}

/// Append one piece's bytes to `out`.
#[inline]
pub(super) fn put_piece(
    piece: &Piece,
    row: &[Value],
    salts: &[JInt],
    out: &mut Vec<u8>,
) -> Result<(), crate::SpannedError> {
    match piece {
        Piece::Bytes(b) => super::append::append(out, b),
        Piece::Field { index, ty, span } => match (&row[*index], ty) {
            // The common cases first, without the general loader's conversions.
            (Value::Str(s), ValueType::Str | ValueType::Bytes) => {
                super::append::append(out, s.as_bytes())
            }
            (Value::Int(v), ValueType::Int(crate::java::Width::Long)) => write_decimal(out, *v),
            (v, ty) => {
                if let Res::Int(i) = ops::load_field(v, *ty, out, *span)? {
                    write_decimal(out, i);
                }
            }
        },
        Piece::Salt(slot) => write_decimal(out, salts[*slot]),
    }
    Ok(())
}

/// Load a step's source into `buf` (bytes) or return it (an int).
#[inline(always)]
pub(super) fn load(
    source: &Load,
    row: &[Value],
    salts: &[JInt],
    buf: &mut Vec<u8>,
    span: Span,
) -> Result<Res, crate::SpannedError> {
    buf.clear();
    Ok(match source {
        Load::Field { index, ty } => ops::load_field(&row[*index], *ty, buf, span)?,
        Load::Int(v) => Res::Int(*v),
        Load::Salt(slot) => Res::Int(salts[*slot]),
        Load::Pieces { pieces, concat } => {
            append_pieces(pieces, *concat, row, salts, buf, span)?;
            Res::Buf
        }
    })
}

/// Append a [`Load::Pieces`] to `out`; a `concat` longer than
/// [`MAX_VALUE_BYTES`](super::MAX_VALUE_BYTES) stops at the piece that made it so.
#[inline(always)]
pub(super) fn append_pieces(
    pieces: &[Piece],
    concat: bool,
    row: &[Value],
    salts: &[JInt],
    out: &mut Vec<u8>,
    span: Span,
) -> Result<(), crate::SpannedError> {
    let start = out.len();
    for p in pieces {
        put_piece(p, row, salts, out)?;
        if concat && out.len() - start > super::MAX_VALUE_BYTES {
            return Err(super::value_too_long(out.len() - start, span));
        }
    }
    Ok(())
}
