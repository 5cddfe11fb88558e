//! `separator`: a variable-length segment followed by a separator byte it can itself contain.

use super::{msg, Cx, Lint, Rule, Severity};
use crate::hbase::to_string_binary;
use crate::i18n::Message;
use crate::keyspace::ByteSet;
use crate::plan::PlanPart;

pub(super) fn separator(cx: &Cx<'_>) -> Vec<Lint> {
    let mut out = Vec::new();
    for seg in &cx.segs {
        let (min, max) = seg.model.lang.len_range();
        if min == max {
            continue;
        }
        let Some(PlanPart::Literal(lit)) = cx.plan.parts().get(seg.part + 1) else {
            continue;
        };
        let Some(&b) = lit.first() else { continue };
        let alphabet = seg.model.lang.alphabet();
        if !alphabet.contains(b) {
            continue;
        }
        out.push(Lint::new(
            Rule::Separator,
            Severity::Warning,
            crate::msg!(
                msg::SEPARATOR,
                segment = seg.label(),
                sep = to_string_binary(&[b]),
                fix = fix(alphabet)
            ),
            crate::msg!(msg::SEPARATOR_WHY),
            Some(seg.info.span),
        ));
    }
    out
}

/// Suggest the lowest byte the segment cannot hold (written as a template escape), else fixed
/// widths.
fn fix(alphabet: ByteSet) -> Message {
    match (0u8..=255).find(|&b| !alphabet.contains(b)) {
        Some(free) => crate::msg!(msg::SEPARATOR_FIX_BYTE, byte = format!("{free:02X}")),
        None => crate::msg!(msg::SEPARATOR_FIX_WIDTH),
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{design, run, run_with};
    use super::*;

    #[test]
    fn separator_inside_the_values() {
        let mut d = design(
            "{user}|{action}",
            &[
                ("user", "csv(\"user\")"),
                ("action", "choice(\"click\", \"buy\")"),
            ],
        );
        d.data = Some("user\nann\nal|b\n".into());
        let l = run_with(&d, &[], None, separator);
        assert_eq!(l.len(), 1);
        assert!(
            l[0].message
                .starts_with("`{user}` at 0..6 varies in length and can contain the separator `|`"),
            "{}",
            l[0].message
        );
        assert!(l[0].message.contains("`\\x00`"));
        // A binary separator shows the HBase way, and the free byte skips what occurs.
        let mut d = design(
            "{name}\\x09{x}",
            &[("name", "csv(\"name\")"), ("x", "uuid()")],
        );
        d.data = Some("name\nab\n\"a\tb\"\n".into());
        let l = run_with(&d, &[], None, separator);
        assert!(
            l[0].message.contains("separator `\\x09`"),
            "{}",
            l[0].message
        );
        assert!(run(
            "{name}\\x00{x}",
            &[("name", "text(1, 9)"), ("x", "uuid()")],
            separator
        )
        .is_empty());
        let l = run(
            "{b | md5 | slice(0, 3)}\\x01z",
            &[("b", "uuid()")],
            separator,
        );
        assert!(l.is_empty(), "md5 slice has a fixed width");
    }

    #[test]
    fn safe_separators_and_fixed_widths() {
        let fields = [
            ("user", "text(3, 8)"),
            ("action", "choice(\"click\", \"buy\")"),
            ("ts", "seq(1, 1)"),
        ];
        assert!(run("{user}|{action}|{ts | rev}", &fields, separator).is_empty());
        assert!(run("{user | rpad(8, \"_\")}_{action}", &fields, separator).is_empty());
        assert!(run("{user}{action}", &fields, separator).is_empty());
        assert!(run("{user}", &fields, separator).is_empty());
        // Decimal numbers of varying length followed by a digit literal.
        let l = run("{ts}0{user}", &fields, separator);
        assert_eq!(l.len(), 1);
        assert!(l[0].message.contains("separator `0`"));
        assert!(l[0].message.contains("`\\x00`"));
    }
}
