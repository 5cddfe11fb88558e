//! A segment's pipeline run backwards: from the bytes it wrote, what its source held — exactly,
//! in part, or not at all.
//!
//! Whether an operation can be read back, and so which one to name when a value is lost, is its
//! fact ([`Op::inverse_in`], from [`Op::facts`]); how each one is read back is said beside how
//! it is applied (`encode::ops::unapply`), and the type it gives is its [`Op::output_type`].
//! This module only walks a pipeline with them.
//!
//! [`Op::inverse_in`]: crate::plan::ir::Op::inverse_in
//! [`Op::facts`]: crate::plan::ir::Op::facts
//! [`Op::output_type`]: crate::plan::ir::Op::output_type

use crate::encode::ops::{keeps_partial, unapply};
use crate::java::{JInt, Width};
use crate::plan::ir::{Expr, Inverse, Op, Src};
use crate::readback::{int_width, narrow, opaque, Known};
use crate::value::ValueType;

/// Why bytes cannot have come out of a transform (`dec` never writes `x`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct NotForm {
    /// The transform as written.
    pub transform: String,
    /// What it was given to read back.
    pub found: Vec<u8>,
}

/// The type each op of `expr` receives, in order.
pub(super) fn input_types(expr: &Expr) -> Vec<ValueType> {
    let mut ty = match &expr.source {
        Src::Field { ty, .. } => *ty,
        Src::Str(_) | Src::Rest => ValueType::Str,
        Src::Int(i) => ValueType::Int(i.width()),
        Src::Concat(_) => ValueType::Bytes,
        Src::Salt { .. } => ValueType::Int(Width::Int),
    };
    let mut out = Vec::with_capacity(expr.ops.len());
    for op in expr.ops.iter().map(|o| &o.op) {
        out.push(ty);
        ty = op.output_type(ty);
    }
    out
}

/// Run `expr`'s operations backwards from `bytes`, the segment's bytes in the key: what its
/// source held. `types` are its [`input_types`]; `text` is the template (for naming
/// transforms).
pub(crate) fn invert(
    expr: &Expr,
    types: &[ValueType],
    bytes: &[u8],
    text: &str,
) -> Result<Known, NotForm> {
    let name = |i: usize| {
        let s = expr.ops[i].span;
        text.get(s.start..s.end).unwrap_or("?").to_string()
    };
    let mut cur = Known::Bytes(bytes.to_vec());
    if matches!(expr.ty, ValueType::Int(_)) {
        // An int at the end of a segment is written as decimal text.
        cur = Known::Int(parse_decimal(bytes, expr.ty).ok_or_else(|| NotForm {
            transform: "dec".into(),
            found: bytes.to_vec(),
        })?);
    }
    let owned;
    let types = if types.len() == expr.ops.len() {
        types
    } else {
        owned = input_types(expr);
        &owned
    };
    // The operation to name when nothing is known: named once, at the end.
    let mut lost = 0;
    for i in (0..expr.ops.len()).rev() {
        cur = match cur {
            Known::Bytes(_) | Known::Int(_) => {
                let back = unapply(&expr.ops[..=i], cur, types[i]).map_err(|found| NotForm {
                    transform: name(i),
                    found,
                })?;
                if matches!(back, Known::Opaque(_)) {
                    lost = i;
                }
                back
            }
            Known::Partial(p) if keeps_partial(&expr.ops[i].op) => Known::Partial(p),
            Known::Partial(_) => {
                lost = if lossy(expr, types, i) { i } else { i + 1 };
                opaque()
            }
            Known::Opaque(t) => {
                if lossy(expr, types, i) {
                    lost = i;
                }
                Known::Opaque(t)
            }
        };
    }
    if let Known::Opaque(_) = cur {
        cur = Known::Opaque(name(lost));
    }
    Ok(cur)
}

/// The width in bits of a cast that reads back a value which may have been cut: a cast to a
/// narrower int straight from the field (or its parsed text) reads back what the bytes hold,
/// which is the value only when it fitted ([`Op::inverse_in`](crate::plan::ir::Op::inverse_in)). `None` when the segment has no
/// such cast.
pub(super) fn cut_bits(expr: &Expr) -> Option<u32> {
    let types = input_types(expr);
    expr.ops.iter().enumerate().find_map(|(i, at)| {
        let input = int_width(types[i]);
        let input_bits = input.bits();
        match at.op.facts().loss {
            crate::plan::ir::Loss::Narrow(bits)
                if bits < input_bits
                    && at.op.inverse_in(before(expr, i), input) == Inverse::Exact =>
            {
                Some(bits)
            }
            _ => None,
        }
    })
}

/// Whether the op at `i` can lose what reached it ([`Op::loses_in`](crate::plan::ir::Op::loses_in)): the one to name when a
/// value is lost is the first such op.
fn lossy(expr: &Expr, types: &[ValueType], i: usize) -> bool {
    expr.ops[i]
        .op
        .loses_in(before(expr, i), int_width(types[i]))
}

/// The operations before the one at `i`.
fn before(expr: &Expr, i: usize) -> impl Iterator<Item = &Op> {
    expr.ops[..i].iter().map(|o| &o.op)
}

/// `s` read as the canonical decimal text of an int of type `ty`.
fn parse_decimal(s: &[u8], ty: ValueType) -> Option<JInt> {
    let t = std::str::from_utf8(s).ok()?;
    let digits = t.strip_prefix('-').unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    narrow(JInt::Long(t.parse::<i64>().ok()?), ty)
}
