//! `hotspot`: a key that starts with a value rising (or falling) with insertion order.

use super::{msg, Cx, Lint, Rule, Seg, Severity};
use crate::analyze::verdict::OrderedLead;
use crate::i18n::Message;
use crate::keyspace::Trend;

const RULE: Rule = Rule::Hotspot;

/// The leading segment, when it moves with insertion order. Only the leading segment decides
/// where a write goes. Segments that can only make one string (`{"app"}`) are part of the literal
/// prefix in effect, so they are skipped.
fn lead<'c>(cx: &'c Cx<'_>) -> Option<(&'c Seg<'c>, bool)> {
    let seg = cx.segs.iter().find(|s| s.model.lang.count(1).is_none())?;
    match seg.model.trend {
        Trend::Increasing => Some((seg, true)),
        Trend::Decreasing => Some((seg, false)),
        Trend::None => None,
    }
}

/// The leading segment that rises or falls with insertion order, for the verdict.
pub(super) fn ordered_lead(cx: &Cx<'_>) -> Option<OrderedLead> {
    lead(cx).map(|(seg, rises)| OrderedLead {
        segment: seg.label().to_string(),
        rises,
    })
}

pub(super) fn hotspot(cx: &Cx<'_>) -> Vec<Lint> {
    let Some((seg, rises)) = lead(cx) else {
        return Vec::new();
    };
    let entry = if rises {
        msg::HOTSPOT_RISES
    } else {
        msg::HOTSPOT_FALLS
    };
    let field = seg.field().unwrap_or("id");
    let message = Message::new(entry)
        .arg("segment", seg.label())
        .arg("field", field);
    vec![Lint::new(
        RULE,
        Severity::Warning,
        message,
        crate::msg!(msg::HOTSPOT_WHY),
        Some(seg.info.span),
    )]
}

#[cfg(test)]
mod tests {
    use super::super::testutil::run;
    use super::*;

    const TS: (&str, &str) = ("ts", "timestamp(\"2024-02-15T00:00:00Z\", 100)");

    #[test]
    fn leading_timestamp_is_a_hotspot() {
        let l = run("{ts}_{id}", &[TS, ("id", "uuid()")], hotspot);
        assert_eq!(l.len(), 1);
        assert_eq!(l[0].span, Some(crate::Span::new(0, 4)));
        assert!(l[0].message.starts_with(
            "`{ts}` at 0..4 rises with insertion order: every write goes to the last region"
        ));
        assert!(l[0]
            .message
            .contains("`{ts | javahash | absmod(16) | dec(2)}_`"));
    }

    #[test]
    fn reversed_timestamp_goes_to_the_first_region() {
        let l = run("app_{ts | rev}", &[TS], hotspot);
        assert!(
            l[0].message.starts_with("`{ts | rev}` at 4..14 falls"),
            "{}",
            l[0].message
        );
        assert!(l[0].message.contains("first region"));
    }

    #[test]
    fn constant_segments_are_skipped() {
        let l = run("{\"app\"}_{seq}", &[("seq", "seq(1, 1)")], hotspot);
        assert_eq!(l.len(), 1);
        assert!(l[0].message.starts_with("`{seq}`"));
    }

    #[test]
    fn hashed_or_salted_or_late_timestamps_are_fine() {
        assert!(run(
            "{id | md5 | hex | left(4)}_{ts}",
            &[TS, ("id", "uuid()")],
            hotspot
        )
        .is_empty());
        assert!(run("{salt(10)}_{ts}", &[TS], hotspot).is_empty());
        assert!(run(
            "{user}_{ts}",
            &[TS, ("user", "pattern(\"u####\")")],
            hotspot
        )
        .is_empty());
        assert!(run("only-a-literal", &[], hotspot).is_empty());
    }
}
