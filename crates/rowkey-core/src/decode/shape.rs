//! What the template alone says about a segment's bytes, walked through its pipeline with each
//! operation's step (`keyspace::absint::transfer::shape_after`).

use crate::keyspace::absint::shape_after;
use crate::plan::ir::{Expr, Op, Src};
use crate::readback::{Alphabet, Shape, ANY};

/// The shape of `expr`'s bytes.
pub(crate) fn shape(expr: &Expr) -> Shape {
    let mut s = match &expr.source {
        Src::Str(t) => Shape {
            width: Some(t.len()),
            alphabet: if t.is_ascii() {
                Alphabet::Ascii
            } else {
                Alphabet::Any
            },
            nonneg_max: None,
        },
        Src::Int(i) => Shape {
            width: Some(i.to_decimal().len()),
            alphabet: Alphabet::Decimal,
            nonneg_max: u64::try_from(i.as_i64()).ok(),
        },
        Src::Salt { buckets, .. } => Shape {
            width: None,
            alphabet: Alphabet::Decimal,
            nonneg_max: Some(u64::from(buckets.saturating_sub(1))),
        },
        Src::Field { .. } | Src::Rest | Src::Concat(_) => ANY,
    };
    for op in expr.ops.iter().map(|o| &o.op) {
        s = shape_after(op, s);
    }
    if expr.ty.name() == "int" || expr.ty.name() == "long" {
        // An int at the end of a segment is written as decimal text.
        s = shape_after(&Op::IntToStr, s);
    }
    s
}
