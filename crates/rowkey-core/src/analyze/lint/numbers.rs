//! `unpadded-number` and `signed-int`: numbers whose byte order is not their numeric order.

use super::{int, msg, Cx, Lint, Rule, Severity, Visit};
use crate::i18n::Message;
use crate::keyspace::Abs;
use crate::plan::ir::NumberText;
use crate::value::ValueType;

/// A segment that ends by writing a number as text of varying length.
pub(super) fn unpadded_number(cx: &Cx<'_>) -> Vec<Lint> {
    let mut out = Vec::new();
    for seg in &cx.segs {
        let written = seg.expr.ops.last().and_then(|o| o.op.facts().number_text);
        let kind = match written {
            Some(NumberText::Decimal) => "dec",
            Some(NumberText::Hex) => "hex",
            // An int at the end of a segment is written in decimal.
            None if matches!(seg.expr.ty, ValueType::Int(_)) => "dec",
            None => continue,
        };
        let (min, max) = seg.model.lang.len_range();
        if min == max {
            continue;
        }
        let optional = |on: bool, entry: &'static crate::i18n::Entry| -> crate::i18n::Arg {
            match on {
                true => Message::new(entry).into(),
                false => crate::i18n::Arg::Text(String::new()),
            }
        };
        let interleave = optional(
            seg.part + 1 < cx.plan.parts().len(),
            msg::UNPADDED_INTERLEAVE,
        );
        let negative = optional(
            seg.model.lang.alphabet().contains(b'-'),
            msg::UNPADDED_NEGATIVE,
        );
        out.push(Lint::new(
            Rule::UnpaddedNumber,
            Severity::Warning,
            crate::msg!(
                msg::UNPADDED,
                segment = seg.label(),
                kind = Message::new(if kind == "dec" {
                    msg::DECIMAL
                } else {
                    msg::HEX
                }),
                min = int(min),
                max = int(max),
                interleave = interleave,
                op = kind,
                negative = negative
            ),
            crate::msg!(msg::UNPADDED_WHY),
            Some(seg.info.span),
        ));
    }
    out
}

/// A binary integer (`i64` … `i8`) that can be negative and is written without `sortable`.
pub(super) fn signed_int(cx: &Cx<'_>) -> Vec<Lint> {
    let mut out = Vec::new();
    for seg in &cx.segs {
        cx.walk(seg, &mut |v| {
            let Visit::Op { op, before, after } = v else {
                return;
            };
            if op.op.facts().binary_int.is_none() {
                return;
            }
            let Abs::Int(i) = before else { return };
            // `sortable` fixes the order; a hash afterwards makes the order irrelevant.
            let fixed = after.iter().any(|o| {
                let f = o.op.facts();
                f.fixes_sign_order || f.hash.is_some()
            });
            if i.lo >= 0 || fixed {
                return;
            }
            let t = cx.op_text(op);
            out.push(Lint::new(
                Rule::SignedInt,
                Severity::Warning,
                crate::msg!(
                    msg::SIGNED_INT,
                    segment = seg.label(),
                    op = t,
                    lo = int(i.lo)
                ),
                crate::msg!(msg::SIGNED_INT_WHY),
                Some(seg.info.span),
            ));
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::testutil::run;
    use super::*;

    #[test]
    fn unpadded_decimal_and_hex() {
        let l = run(
            "{id}_{x}",
            &[("id", "seq(1, 1)"), ("x", "uuid()")],
            unpadded_number,
        );
        assert_eq!(l.len(), 1);
        assert!(
            l[0].message.starts_with(
                "`{id}` at 0..4 writes numbers as decimal of 1 to 6 characters, which sort as text"
            ),
            "{}",
            l[0].message
        );
        assert!(l[0].message.contains("interleave"));
        assert!(l[0].message.contains("Use `dec(6)`"));
        let l = run("{id | hex}", &[("id", "int(0, 100000)")], unpadded_number);
        assert!(l[0].message.contains("Use `hex(5)`"), "{}", l[0].message);
        assert!(!l[0].message.contains("interleave"));
        let l = run(
            "{u | javahash | and(0x7fffffff) | mod(100) | dec}_{u}",
            &[("u", "uuid()")],
            unpadded_number,
        );
        assert!(l[0].message.contains("Use `dec(2)`"));
        let l = run("{n | dec(2)}", &[("n", "int(-50, 500)")], unpadded_number);
        assert!(
            l[0].message.contains("Use `dec(3)`") && l[0].message.contains("add(N)"),
            "{}",
            l[0].message
        );
    }

    #[test]
    fn fixed_width_numbers_are_fine() {
        let ts = ("ts", "timestamp(\"2024-02-15T00:00:00Z\", 100)");
        assert!(run("{ts}_{ts | rev}", &[ts], unpadded_number).is_empty());
        assert!(run(
            "{u | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{u}",
            &[("u", "uuid()")],
            unpadded_number
        )
        .is_empty());
        assert!(run(
            "{id | dec(8)}{id | hex(8)}",
            &[("id", "seq(1, 1)")],
            unpadded_number
        )
        .is_empty());
        assert!(run(
            "{id | dec | pad(8)}",
            &[("id", "seq(1, 1)")],
            unpadded_number
        )
        .is_empty());
        // Text that happens to vary in length is not a number.
        assert!(run("{name}", &[("name", "text(3, 9)")], unpadded_number).is_empty());
    }

    #[test]
    fn negative_binary_ints_need_sortable() {
        let l = run(
            "{n | i64}{id | i32}",
            &[("n", "int(-5, 5)"), ("id", "seq(1, 1)")],
            signed_int,
        );
        assert_eq!(l.len(), 1);
        assert!(
            l[0].message.starts_with(
                "`{n | i64}` at 0..9: `i64` writes values as low as -5 in two's complement"
            ),
            "{}",
            l[0].message
        );
        let l = run("{n | sub(10) | i16}", &[("n", "seq(1, 1)")], signed_int);
        assert!(l[0].message.contains("as low as -9"), "{}", l[0].message);
        // Inside concat too.
        let l = run(
            "{concat(\"a\", n | i8)}",
            &[("n", "int(-1, 1)")],
            signed_int,
        );
        assert_eq!(l.len(), 1);
    }

    #[test]
    fn sortable_hashed_or_non_negative_ints_are_fine() {
        assert!(run("{n | i64 | sortable}", &[("n", "int(-5, 5)")], signed_int).is_empty());
        assert!(run("{n | i64 | md5 | hex}", &[("n", "int(-5, 5)")], signed_int).is_empty());
        assert!(run(
            "{ts | i64}{seq | i32}",
            &[("ts", "seq(1, 1)"), ("seq", "int(0, 9)")],
            signed_int
        )
        .is_empty());
        // Phoenix's salt byte: absmod keeps it non-negative.
        assert!(run(
            "{phoenix_salt(16)}{host}",
            &[("host", "pattern(\"h##\")")],
            signed_int
        )
        .is_empty());
        assert!(run("{n | abs | i64}", &[("n", "int(-5, 5)")], signed_int).is_empty());
    }
}
