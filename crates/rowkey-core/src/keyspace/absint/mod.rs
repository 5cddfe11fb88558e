//! Abstract interpretation of a compiled template: for each segment, the language of byte
//! strings it can produce (from the field generators and the transforms), and whether it rises
//! or falls with insertion order.
//!
//! The abstract values ([`Abs`], [`IntAbs`], [`Trend`]) and the walk over a pipeline
//! ([`Interp`]) live here; the rest is split by what it models:
//! - `int`: integer ranges and value sets, and reading text as an integer;
//! - `numbers`: integers spelt as bytes (decimal, hex digit groups, two's complement);
//! - `generators`: what each field generator can produce;
//! - `arith`: the transfer functions of the integer operations and the integer hashes;
//! - `text`: the transfer functions of padding and date formatting;
//! - `transfer`: the transfer function of every operation ([`apply`]).

mod arith;
mod generators;
mod int;
mod numbers;
mod text;
mod transfer;

pub use generators::generator_abs;
pub use int::IntAbs;
pub use numbers::{decimal_lang, to_text};
pub use transfer::apply;
pub(crate) use transfer::shape_after;

use super::lang::ByteLang;
use crate::java::Width;
use crate::plan::ir::{Expr, Src};
use crate::value::ValueType;

/// How a value moves as rows are written in insertion order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Trend {
    /// Never decreases (sequence numbers, timestamps).
    Increasing,
    /// Never increases (reversed timestamps).
    Decreasing,
    /// No order (hashes, salts, random values).
    None,
}

impl Trend {
    fn flip(self) -> Trend {
        match self {
            Trend::Increasing => Trend::Decreasing,
            Trend::Decreasing => Trend::Increasing,
            Trend::None => Trend::None,
        }
    }
}

/// A value's possibilities.
#[derive(Clone, Debug)]
pub enum Abs {
    /// An integer.
    Int(IntAbs),
    /// Text or bytes.
    Text(ByteLang, Trend),
}

/// Context for interpreting one template.
#[derive(Debug)]
pub struct Interp<'a> {
    /// Each plan field's possible values.
    pub fields: &'a [Abs],
    /// Hash the known values of small inputs exactly (the keys this design's data makes), or
    /// treat every hash as uniform over its range (the buckets the template defines).
    pub exact_hashes: bool,
}

impl Interp<'_> {
    /// The possibilities of a checked pipeline, given the language of what follows it (`rest`).
    pub fn expr(&self, e: &Expr, rest: &ByteLang) -> Abs {
        let mut v = match &e.source {
            Src::Field { index, ty } => match (&self.fields[*index], ty) {
                (Abs::Int(i), ValueType::Int(w)) => Abs::Int(IntAbs {
                    width: *w,
                    ..i.clone()
                }),
                (a, _) => a.clone(),
            },
            Src::Str(s) => Abs::Text(ByteLang::Lit(s.as_bytes().to_vec()), Trend::None),
            Src::Int(v) => Abs::Int(IntAbs::set(vec![(v.as_i64(), 1.0)], v.width(), Trend::None)),
            Src::Salt { buckets, .. } => Abs::Int(IntAbs::range(
                0,
                *buckets as i128 - 1,
                Width::Int,
                Trend::None,
            )),
            Src::Rest => Abs::Text(rest.clone(), Trend::None),
            Src::Concat(args) => {
                let mut trend = None;
                let parts = args
                    .iter()
                    .map(|a| {
                        let (l, t) = to_text(self.expr(a, rest));
                        trend.get_or_insert(t);
                        l
                    })
                    .collect();
                Abs::Text(ByteLang::cat(parts), trend.unwrap_or(Trend::None))
            }
        };
        for op in &e.ops {
            v = apply(&op.op, v, self.exact_hashes);
        }
        v
    }
}

/// A cheap over-approximation of a value: an integer's range without its known values, a
/// text's coarse shape (per-position byte sets or a run). Modelling from these costs little
/// per segment, whatever the fields hold.
pub fn coarse_abs(v: &Abs) -> Abs {
    match v {
        Abs::Int(i) => Abs::Int(IntAbs {
            values: None,
            ..i.clone()
        }),
        Abs::Text(l, t) => Abs::Text(super::nfa::coarse(l), *t),
    }
}
