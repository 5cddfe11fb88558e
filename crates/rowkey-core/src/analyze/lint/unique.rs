//! `not-unique`: fields that reach the key only through transforms that map two values to one,
//! and repeated keys in the sample.

use super::{Cx, Lint, Severity, Visit};
use crate::keyspace::{Abs, ByteSet};
use crate::plan::ir::Op;
use crate::Span;

const RULE: &str = "not-unique";
const WHY: &str = "a put to an existing row key overwrites that row's cells (as a newer version): \
                   the earlier record is lost without an error";

/// Whether `op` can map two different values to one, given what can reach it. Transforms that
/// only lose information outside the values that reach them (`i32` of small ints, `left(20)` of
/// 10-char ids, `upper` of lowercase hex) are not lossy here.
pub(super) fn is_lossy(op: &Op, before: &Abs) -> bool {
    let int = match before {
        Abs::Int(i) => Some(i),
        Abs::Text(..) => None,
    };
    let longest = match before {
        Abs::Text(l, _) => Some(l.len_range().1),
        Abs::Int(_) => None,
    };
    match op {
        Op::Md5 | Op::Crc32 | Op::JavaHash | Op::ArrayHash | Op::Date(_) | Op::HexBytesLeft(_) => {
            true
        }
        Op::Mod(n) | Op::AbsMod(n) => {
            let m = (n.as_i64() as i128).abs();
            !int.is_some_and(|i| i.lo >= 0 && i.hi < m)
        }
        Op::And(m) => {
            let m = m.as_i64() as i128;
            // `x & m == x` for every x in range only when m is all low ones covering the range.
            !int.is_some_and(|i| m >= 0 && m & (m + 1) == 0 && i.lo >= 0 && i.hi <= m)
        }
        Op::Abs => int.is_none_or(|i| i.lo < 0),
        Op::Div(n) => n.as_i64().unsigned_abs() != 1,
        Op::Mul(n) => n.as_i64() == 0,
        Op::Left(n, _) | Op::Right(n, _) => longest.is_none_or(|m| m > *n),
        Op::Slice(a, b, _) => !(*a == 0 && longest.is_some_and(|m| m <= *b)),
        Op::Upper | Op::Lower => match before {
            Abs::Text(l, _) => case_collides(l.alphabet()),
            Abs::Int(_) => false,
        },
        Op::I32 | Op::I16 | Op::I8 => {
            let bits = match op {
                Op::I32 => 32,
                Op::I16 => 16,
                _ => 8,
            };
            let (min, max) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
            !int.is_some_and(|i| i.lo >= min && i.hi <= max)
        }
        Op::ParseInt { .. }
        | Op::IntToStr
        | Op::Add(_)
        | Op::Sub(_)
        | Op::Rev
        | Op::Dec(_)
        | Op::HexInt(_)
        | Op::HexBytes(_)
        | Op::Reverse
        | Op::PadLeft(..)
        | Op::PadRight(..)
        | Op::I64
        | Op::Sortable
        | Op::Desc
        | Op::Utf8 => false,
    }
}

/// Case mapping merges two strings when a letter can occur in both cases, and (Unicode case
/// rules being what they are) whenever non-ASCII text can occur.
fn case_collides(alphabet: ByteSet) -> bool {
    alphabet.iter().any(|b| b >= 0x80)
        || (b'a'..=b'z').any(|b| alphabet.contains(b) && alphabet.contains(b.to_ascii_uppercase()))
}

pub(super) fn not_unique(cx: &Cx<'_>) -> Vec<Lint> {
    let n = cx.plan.fields().len();
    let mut kept = vec![false; n];
    // The first lossy way each field reaches the key: the transform, the segment, its span.
    let mut lossy: Vec<Option<(String, String, Span)>> = vec![None; n];
    for seg in &cx.segs {
        cx.walk(seg, &mut |v| {
            if let Visit::Field { index, lossy: op } = v {
                match op {
                    None => {
                        if let Some(k) = kept.get_mut(index) {
                            *k = true;
                        }
                    }
                    Some(op) => {
                        if let Some(slot @ None) = lossy.get_mut(index) {
                            *slot = Some((cx.op_text(op), seg.label(), seg.info.span));
                        }
                    }
                }
            }
        });
    }
    let mut out = Vec::new();
    for (i, name) in cx.plan.fields().iter().enumerate() {
        if kept[i] {
            continue;
        }
        if let Some((op, label, span)) = &lossy[i] {
            out.push(Lint::new(
                RULE,
                Severity::Warning,
                format!(
                    "`{name}` reaches the key only through `{op}` (in {label}): records that \
                     differ only in {name} get the same key. Add `{{{name}}}` itself to the key \
                     if it identifies the record"
                ),
                WHY,
                Some(*span),
            ));
        }
    }
    if let Some(o) = cx.input.observed.filter(|o| o.collisions > 0) {
        out.push(Lint::new(
            RULE,
            Severity::Warning,
            format!(
                "{} of {} sample keys repeat an earlier key: the key has no part unique per \
                 record",
                o.collisions, o.keys
            ),
            WHY,
            None,
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{design, run, run_with};
    use super::super::Observed;
    use super::*;

    const TS: (&str, &str) = ("ts", "timestamp(\"2024-02-15T00:00:00Z\", 100)");

    #[test]
    fn a_field_kept_whole_somewhere_is_unique() {
        let ecommerce = "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}";
        let fields = [
            ("user_id", "pattern(\"user######\")"),
            ("order_time", TS.1),
            ("order_id", "pattern(\"ORD########\")"),
        ];
        assert!(run(ecommerce, &fields, not_unique).is_empty());
        assert!(run(
            "{id | md5 | hex | left(4)}_{id}",
            &[("id", "uuid()")],
            not_unique
        )
        .is_empty());
        assert!(run(
            "{ts | i64}{seq | i32}",
            &[TS, ("seq", "seq(0, 1)")],
            not_unique
        )
        .is_empty());
        assert!(run(
            "{id | hex | upper | pad(8)}",
            &[("id", "seq(1, 1)")],
            not_unique
        )
        .is_empty());
        assert!(run("{salt(4)}", &[], not_unique).is_empty());
    }

    #[test]
    fn hash_only_field_is_named_with_its_transform() {
        let iot = "{device_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{ts | div(3600000)}_{ts | rev}_{metric}";
        let l = run(
            iot,
            &[
                ("device_id", "pattern(\"dev####\")"),
                TS,
                ("metric", "choice(\"cpu\", \"mem\")"),
            ],
            not_unique,
        );
        assert_eq!(l.len(), 1, "{l:?}");
        assert!(l[0].message.starts_with(
            "`device_id` reaches the key only through `javahash` (in `{device_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}` at 0..60)"
        ), "{}", l[0].message);
        assert_eq!(l[0].span, Some(Span::new(0, 60)));
    }

    #[test]
    fn truncations_are_lossy() {
        let l = run(
            "{user_id}_{order_time | rev}_{order_id | right(6)}",
            &[
                ("user_id", "pattern(\"u###\")"),
                ("order_time", TS.1),
                ("order_id", "pattern(\"ORD########\")"),
            ],
            not_unique,
        );
        assert_eq!(l.len(), 1);
        assert!(l[0]
            .message
            .starts_with("`order_id` reaches the key only through `right(6)`"));
        let cdr = "{concat(caller, ts | date(\"%Y%m%d\")) | javahash | absmod(500) | dec(3)}{caller}{callee}{ts | date(\"%Y%m%d%H%M\")}";
        let l = run(
            cdr,
            &[("caller", "phone([138])"), ("callee", "phone([139])"), TS],
            not_unique,
        );
        assert_eq!(l.len(), 1);
        assert!(
            l[0].message
                .starts_with("`ts` reaches the key only through `date(\"%Y%m%d\")`"),
            "{}",
            l[0].message
        );
    }

    #[test]
    fn narrowing_and_case_depend_on_the_values() {
        let l = run("{id | i16}", &[("id", "seq(1, 1)")], not_unique);
        assert_eq!(l.len(), 1);
        assert!(l[0].message.contains("only through `i16`"));
        assert!(run("{id | i32}", &[("id", "seq(1, 1)")], not_unique).is_empty());
        let mut d = design("{name | upper}", &[("name", "csv(\"name\")")]);
        d.data = Some("name\nabc\nABC\n".into());
        let l = run_with(&d, &[], None, not_unique);
        assert!(l[0].message.contains("only through `upper`"));
        assert!(run("{name | upper}", &[("name", "hexstr(8)")], not_unique).is_empty());
    }

    #[test]
    fn observed_collisions_are_reported() {
        let d = design("{user}", &[("user", "choice(\"a\", \"b\")")]);
        let o = Observed {
            keys: 100,
            mean_len: 1.0,
            max_len: 1,
            collisions: 98,
        };
        let l = run_with(&d, &[], Some(o), not_unique);
        assert_eq!(l.len(), 1);
        assert!(l[0]
            .message
            .starts_with("98 of 100 sample keys repeat an earlier key"));
        assert_eq!(l[0].span, None);
        assert!(run_with(&d, &[], Some(Observed { collisions: 0, ..o }), not_unique).is_empty());
    }
}
