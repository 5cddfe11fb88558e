//! Keys that cannot repeat, by construction: then the sample needs no fingerprints to count
//! identical keys (there are none), which saves 8 bytes per key and a sort.

use crate::gen::Generator;
use crate::keyspace::Keyspace;
use crate::plan::ir::{Expr, Op, Src};
use crate::plan::PlanPart;
use crate::sample::Compiled;

/// The field that makes every key distinct, if the template provably does: a `seq` field
/// (never repeating within the sample) reaches the key through operations that lose nothing,
/// at a fixed offset (every part before it has a fixed length), as the last part or with a
/// fixed length itself — so two different rows cannot produce the same bytes.
///
/// ```
/// use rowkey_core::{analyze::unique::unique_field, design::Design, keyspace::Keyspace, sample::Compiled};
/// let mut d = Design::new("{n | md5 | hex | left(4)}_{concat(\"user\", n)}");
/// d.fields.insert("n".into(), "seq(0, 1)".into());
/// let c = Compiled::new(&d).unwrap();
/// assert_eq!(unique_field(&c, &Keyspace::new(&c)), Some("n".to_string()));
/// let mut d = Design::new("{n | mod(10)}_{x}");
/// d.fields.insert("n".into(), "seq(0, 1)".into());
/// d.fields.insert("x".into(), "text(1, 3)".into());
/// let c = Compiled::new(&d).unwrap();
/// assert_eq!(unique_field(&c, &Keyspace::new(&c)), None);
/// ```
pub fn unique_field(compiled: &Compiled, keyspace: &Keyspace) -> Option<String> {
    let plan = compiled.plan();
    let count = compiled.design().sample.count;
    let unique: Vec<bool> = compiled
        .field_specs()
        .iter()
        .map(|spec| match spec.generator() {
            Generator::Seq { start, step } => {
                // No wrap-around within the sample: start + (count-1)*step stays in range.
                *step != 0
                    && i64::try_from(
                        *start as i128 + (count.saturating_sub(1) as i128) * *step as i128,
                    )
                    .is_ok()
            }
            _ => false,
        })
        .collect();
    let langs = keyspace.parts();
    let last = plan.parts().len().checked_sub(1)?;
    for (i, part) in plan.parts().iter().enumerate() {
        if let PlanPart::Segment(e) = part {
            let (min, max) = langs[i].len_range();
            if i == last || min == max {
                if let Some(f) = lossless_field(e) {
                    if unique[f] {
                        return Some(plan.fields()[f].clone());
                    }
                }
            }
        }
        let (min, max) = langs[i].len_range();
        if min != max {
            return None;
        }
    }
    None
}

/// The field an expression carries without loss: the field itself through reversible
/// operations, or a `concat` of literals and one such field.
fn lossless_field(e: &Expr) -> Option<usize> {
    let reversible = e.ops.iter().all(|op| {
        matches!(
            op.op,
            Op::ParseInt { .. }
                | Op::IntToStr
                | Op::Dec(_)
                | Op::HexInt(_)
                | Op::Rev
                | Op::Add(_)
                | Op::Sub(_)
                | Op::I64
                | Op::Utf8
                | Op::Desc
                | Op::Sortable
        )
    });
    if !reversible {
        return None;
    }
    match &e.source {
        Src::Field { index, .. } => Some(*index),
        Src::Concat(args) => {
            let mut field = None;
            for a in args {
                match &a.source {
                    Src::Str(_) | Src::Int(_) if a.ops.is_empty() => {}
                    _ => {
                        // Only one variable argument, and it must come last so its end is the
                        // concat's end (decimal text is not prefix-free).
                        if field.is_some() {
                            return None;
                        }
                        field = Some(lossless_field(a)?);
                    }
                }
            }
            let last_is_field = args
                .last()
                .is_some_and(|a| !matches!(a.source, Src::Str(_) | Src::Int(_)));
            if last_is_field {
                field
            } else {
                None
            }
        }
        _ => None,
    }
}
