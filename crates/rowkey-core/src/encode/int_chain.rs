//! Integer pipelines without the general machinery: a field (or a hash of one) through integer
//! operations to its decimal or hex text, computed in registers and written straight into the
//! key (`{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}`, `{ts | rev}`).
//!
//! The general step loads the field into a scratch buffer and runs each operation through
//! [`super::ops::apply`] (a call and a `Result` per operation), then copies the text into the
//! key: most of an e-commerce key's encoding time. A chain does the same arithmetic with the
//! same [`JInt`] methods, and gives up ([`IntChain::run`] returns `None`) on anything it does
//! not cover (a value of another type than declared, a division by zero): the general step then
//! makes the key, or the error, exactly as before.

use super::{decimal, Value};
use crate::java::{self, JInt, Width};
use crate::plan::ir::{IntRule, Op, OpAt};
use crate::value::ValueType;

/// The first integer of a chain.
#[derive(Clone, Debug)]
pub(super) enum Start {
    /// An int field, at its declared width.
    Field { index: usize, width: Width },
    /// `javahash` of a text field.
    JavaHash(usize),
    /// `arrayhash` of a text or bytes field.
    ArrayHash(usize),
    /// `crc32` of a text or bytes field.
    Crc32(usize),
}

/// How the chain's integer is written.
#[derive(Clone, Copy, Debug)]
pub(super) enum End {
    /// Decimal (`"" + v`).
    Decimal,
    /// `dec(w)`: zero-padded decimal.
    Dec(usize),
    /// `hex(w)` of an int.
    Hex(usize),
}

/// The widest `dec(w)` / `hex(w)` a chain writes itself: far below the value-size limit, so
/// the general step's length check could never fire.
const MAX_WIDTH: usize = 64;

/// A segment's pipeline as a chain of integer operations.
#[derive(Clone, Debug)]
pub(super) struct IntChain {
    start: Start,
    ops: Box<[IntRule]>,
    end: End,
}

impl IntChain {
    /// The chain of a field source (`index`, typed `ty`) followed by `ops`, when the pipeline
    /// has that shape.
    pub(super) fn compile(index: usize, ty: ValueType, ops: &[OpAt]) -> Option<IntChain> {
        let (start, rest) = match (ty, ops.first().map(|o| &o.op)) {
            (ValueType::Int(width), _) => (Start::Field { index, width }, ops),
            (ValueType::Str, Some(Op::JavaHash)) => (Start::JavaHash(index), &ops[1..]),
            (ValueType::Str | ValueType::Bytes, Some(Op::ArrayHash)) => {
                (Start::ArrayHash(index), &ops[1..])
            }
            (ValueType::Str | ValueType::Bytes, Some(Op::Crc32)) => {
                (Start::Crc32(index), &ops[1..])
            }
            _ => return None,
        };
        let (end, middle) = match rest.last().map(|o| &o.op) {
            Some(Op::IntToStr) => (End::Decimal, &rest[..rest.len() - 1]),
            Some(Op::Dec(0)) => (End::Decimal, &rest[..rest.len() - 1]),
            Some(Op::Dec(w)) if *w <= MAX_WIDTH => (End::Dec(*w), &rest[..rest.len() - 1]),
            Some(Op::HexInt(w)) if *w <= MAX_WIDTH => (End::Hex(*w), &rest[..rest.len() - 1]),
            _ => (End::Decimal, rest),
        };
        let ops = middle
            .iter()
            .map(|o| match o.op {
                Op::Int(rule) => Some(rule),
                _ => None,
            })
            .collect::<Option<_>>()?;
        Some(IntChain { start, ops, end })
    }

    /// Append the segment's text for `row` to `out`; `None` (and `out` untouched) when the
    /// general step must make it.
    #[inline]
    pub(super) fn run(&self, row: &[Value], out: &mut Vec<u8>) -> Option<()> {
        let mut v = match (&self.start, row) {
            (Start::Field { index, width }, row) => match row.get(*index)? {
                Value::Int(i) => match width {
                    Width::Int => JInt::Int(i.to_int()),
                    Width::Long => JInt::Long(i.as_i64()),
                },
                _ => return None,
            },
            (Start::JavaHash(index), row) => match row.get(*index)? {
                Value::Str(s) => JInt::Int(java::string_hash(s)),
                _ => return None,
            },
            (Start::ArrayHash(index), row) => JInt::Int(java::array_hash(bytes(row, *index)?)),
            (Start::Crc32(index), row) => JInt::Long(crate::hash::crc32(bytes(row, *index)?)),
        };
        for rule in self.ops.iter() {
            v = rule.apply(v)?;
        }
        match self.end {
            End::Decimal => decimal::write_i64(out, v.as_i64()),
            End::Dec(w) => decimal::write_padded(out, v.as_i64(), w),
            End::Hex(w) => java::write_hex(out, v, w),
        }
        Some(())
    }
}

/// A text or bytes field's bytes, as the general loader reads them for a byte hash.
#[inline]
fn bytes(row: &[Value], index: usize) -> Option<&[u8]> {
    match row.get(index)? {
        Value::Str(s) => Some(s.as_bytes()),
        Value::Bytes(b) => Some(b),
        Value::Int(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encode::Encoder;
    use crate::plan::{Plan, PlanPart};

    /// The chain of the template's first segment.
    fn chain_of(plan: &Plan) -> Option<IntChain> {
        let Some(PlanPart::Segment(e)) = plan.parts().first() else {
            return None;
        };
        match &e.source {
            crate::plan::ir::Src::Field { index, ty } => IntChain::compile(*index, *ty, &e.ops),
            _ => None,
        }
    }

    fn long(v: i64) -> Value {
        Value::Int(JInt::Long(v))
    }

    /// The program (with its chains) and the general part-by-part walk give the same bytes and
    /// the same errors, for values of the declared type and of other types.
    #[test]
    fn chains_write_what_the_general_walk_writes() {
        let int_field = ValueType::Int(Width::Long);
        let int32_field = ValueType::Int(Width::Int);
        let text_field = ValueType::Str;
        let cases: [(&str, ValueType); 12] = [
            (
                "{u | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{u}",
                text_field,
            ),
            ("{u | javahash | absmod(7)}", text_field),
            ("{u | arrayhash | mod(16) | hex(2)}", text_field),
            ("{u | crc32 | mod(1000) | dec(4)}", text_field),
            ("{u | javahash}", text_field),
            ("{t | rev}_{t}", int_field),
            ("{t | add(5) | mul(3) | sub(1) | div(2) | abs}", int_field),
            ("{t | mod(10) | dec(3)}", int_field),
            ("{t | and(0xffff) | hex(8)}", int_field),
            ("{t | rev | dec(25)}", int_field),
            ("{t | add(1) | mod(7)}", int32_field),
            ("{t | rev | hex}", int_field),
        ];
        let values = [
            long(0),
            long(1),
            long(-1),
            long(i64::MAX),
            long(i64::MIN),
            long(1_707_955_200_123),
            Value::Int(JInt::Int(i32::MIN)),
            Value::Str("user000123".into()),
            Value::Str("".into()),
            Value::Str("héllo😀".into()),
            Value::Str("-42".into()),
            Value::Str("not a number".into()),
            Value::Bytes(vec![0xff, 0, 0x80]),
        ];
        for (template, ty) in cases {
            let plan = Plan::compile_typed(template, &|_| ty).unwrap_or_else(|e| panic!("{e:?}"));
            assert!(chain_of(&plan).is_some(), "{template} has a chain");
            for v in &values {
                let row = vec![v.clone(); plan.fields().len()];
                let mut enc = Encoder::new(&plan);
                let (mut fast, mut walk, mut ends) = (b"old".to_vec(), Vec::new(), Vec::new());
                let a = enc.encode_into(&row, &mut |_| 0, &mut fast);
                let b = enc.encode_parts_into(&row, &mut |_| 0, &mut walk, &mut ends);
                match (a, b) {
                    (Ok(()), Ok(())) => assert_eq!(fast, walk, "{template} with {v:?}"),
                    (Err(x), Err(y)) => assert_eq!(x, y, "{template} with {v:?}"),
                    (x, y) => panic!("{template} with {v:?}: {x:?} but {y:?}"),
                }
            }
        }
    }

    #[test]
    fn only_integer_pipelines_are_chains() {
        for template in [
            "{u | md5 | hex}",
            "{u | javahash | mod(10) | dec(2) | left(1)}",
            "{u | left(3)}",
            "{u | javahash | i32}",
            "{u | javahash | dec(100)}",
        ] {
            let plan = Plan::compile_typed(template, &|_| ValueType::Str).unwrap();
            assert!(chain_of(&plan).is_none(), "{template}");
        }
    }
}
