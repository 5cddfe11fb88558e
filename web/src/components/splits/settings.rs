//! The split settings as the panel edits them: whether HBase would accept the values (the
//! core's RegionSplitter set-up says), and the drafts of inputs the design refused. Which
//! algorithms there are and which settings each reads is the core's table
//! ([`rowkey_core::design::SPLIT_ALGORITHMS`]).

use crate::i18n::texts::splits as text;
use crate::i18n::{Lang, Message};
use crate::state::SplitsEdit;
use rowkey_core::design::{RegionSplitter, SplitSetting, Splits, MAX_REGIONS};
use rowkey_core::hbase::{to_bytes_binary, to_string_binary};
use rowkey_core::i18n::Arg;

pub(super) use rowkey_protocol::SplitCheck;

/// The quick worker request checking `s`, or none when there is nothing to ask: the keys
/// would be too large to make for a check (the analysis computes them, or says why it cannot)
/// or the algorithm needs the compiled template (`salt`, `quantile` and `auto` are checked by
/// the analysis).
pub(super) fn check_request(s: &Splits) -> Option<rowkey_protocol::QuickRequest> {
    (s.bytes_estimate() <= Splits::QUICK_SPLIT_BYTES && RegionSplitter::of(s).is_some())
        .then(|| rowkey_protocol::MoreRequest::SplitCheck { splits: s.clone() }.into())
}

/// An input of the panel (which one an error belongs to).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Field {
    Regions,
    First,
    Last,
    Start,
    End,
}

/// Inputs that hold text the design refused, each with why. They only apply while the design
/// is still `base`: a preset or a link loaded since replaces them with the design's values.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Drafts {
    /// The settings the drafts were typed against.
    pub(super) base: Option<Splits>,
    /// Each refused input: its text and why.
    pub(super) items: Vec<(Field, String, String)>,
    /// Each accepted input as it was typed (`010`, `\x41`): the box keeps that text rather
    /// than the design's normal form of it, which would move the caret while typing.
    pub(super) typed: Vec<(Field, String)>,
}

impl Drafts {
    pub(super) fn active(&self, splits: &Splits) -> &[(Field, String, String)] {
        if self.base.as_ref() == Some(splits) {
            &self.items
        } else {
            &[]
        }
    }

    /// The text input `field` shows as typed, while the design is still `base`.
    pub(super) fn typed(&self, splits: &Splits, field: Field) -> Option<&str> {
        (self.base.as_ref() == Some(splits))
            .then(|| self.typed.iter().find(|(f, _)| *f == field))
            .flatten()
            .map(|(_, t)| t.as_str())
    }
}

/// The region count, when the algorithm uses one and it is out of range.
fn regions_problem(s: &Splits, lang: Lang) -> Option<String> {
    (s.algorithm.uses(SplitSetting::Regions) && !(1..=MAX_REGIONS).contains(&s.regions)).then(
        || {
            Message::new(text::REGIONS_RANGE)
                .arg("max", Arg::Int(MAX_REGIONS.into()))
                .render(lang)
        },
    )
}

/// A region count typed in the box, by the one number rule (`1,024`, `1e3`, `4千`), or why it is
/// not one from 1 to [`MAX_REGIONS`]. B's regions box in the compare panel reads the same way.
pub(crate) fn read_regions(text: &str, lang: Lang) -> Result<u32, String> {
    let range = |entry| {
        Message::new(entry)
            .arg("min", Arg::Int(1))
            .arg("max", Arg::Count(MAX_REGIONS.into()))
    };
    let at_most = || {
        Message::new(text::AT_MOST)
            .arg("n", Arg::Count(MAX_REGIONS.into()))
            .render(lang)
    };
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(range(text::NUMBER_EMPTY).render(lang));
    }
    match rowkey_core::i18n::with_lang(lang, || rowkey_core::number::parse_count(trimmed)) {
        Ok(0) => Err(Message::new(text::AT_LEAST)
            .arg("n", Arg::Count(1))
            .render(lang)),
        Ok(n) => u32::try_from(n)
            .ok()
            .filter(|n| *n <= MAX_REGIONS)
            .ok_or_else(at_most),
        // Digits alone fail only by being too many.
        Err(_) if trimmed.bytes().all(|b| b.is_ascii_digit()) => Err(at_most()),
        Err(_) => Err(range(text::NUMBER_BAD).arg("text", trimmed).render(lang)),
    }
}

/// What the page itself says of these settings before asking the quick worker: the region
/// count out of range.
pub(super) fn check_here(s: &Splits, lang: Lang) -> Result<(), String> {
    regions_problem(s, lang).map_or(Ok(()), Err)
}

/// Would HBase accept the settings, by the quick worker's answer? A range with a key still
/// missing is not refused here: the user is typing the other one. HBase's own refusals are the
/// core's words.
pub(super) fn verdict(answer: &SplitCheck) -> Result<(), String> {
    match &answer.error {
        Some(e) if !answer.missing => Err(e.clone()),
        _ => Ok(()),
    }
}

/// What the current settings still lack or break, to show under the inputs: the region count
/// here, the rest from the quick worker's answer about these settings (`checked`).
pub(super) fn problem(s: &Splits, checked: Option<&SplitCheck>, lang: Lang) -> Option<String> {
    regions_problem(s, lang).or_else(|| {
        checked
            .filter(|c| c.is_for(s))
            .and_then(|c| c.error.clone())
    })
}

/// The settings with `field` set from `text`, or why `text` is not a value for it.
pub(super) fn with_field(
    s: &Splits,
    field: Field,
    text: &str,
    lang: Lang,
) -> Result<Splits, String> {
    let mut out = s.clone();
    let opt = |t: &str| (!t.is_empty()).then(|| t.to_owned());
    match field {
        // Never clamped: a count out of range is said, with the limit, and the design keeps
        // the one it has.
        Field::Regions => match read_regions(text, lang) {
            Ok(n) => out.regions = n,
            Err(why) => {
                return Err(Message::new(text::STILL_USING)
                    .arg("why", why)
                    .arg("regions", Arg::Int(s.regions.into()))
                    .render(lang))
            }
        },
        Field::First => out.first = opt(text),
        Field::Last => out.last = opt(text),
        Field::Start => out.start = opt(text),
        Field::End => out.end = opt(text),
    }
    Ok(out)
}

/// The design's value of `field`, as the input shows it.
pub(super) fn field_text(s: &Splits, field: Field) -> String {
    match field {
        Field::Regions => s.regions.to_string(),
        Field::First => s.first.clone().unwrap_or_default(),
        Field::Last => s.last.clone().unwrap_or_default(),
        Field::Start => s.start.clone().unwrap_or_default(),
        Field::End => s.end.clone().unwrap_or_default(),
    }
}

/// The edit making these keys the explicit split keys.
pub(super) fn explicit_edit(keys: &[Vec<u8>]) -> SplitsEdit {
    SplitsEdit::Explicit(keys.iter().map(|k| to_string_binary(k)).collect())
}

/// The edit setting `field` to its value in `s`: only that setting crosses to the design, so
/// an edit read against settings a re-render has not shown yet changes nothing else.
pub(super) fn field_edit(s: &Splits, field: Field) -> SplitsEdit {
    match field {
        Field::Regions => SplitsEdit::Regions(s.regions),
        Field::First => SplitsEdit::First(s.first.clone()),
        Field::Last => SplitsEdit::Last(s.last.clone()),
        Field::Start => SplitsEdit::Start(s.start.clone()),
        Field::End => SplitsEdit::End(s.end.clone()),
    }
}

pub(super) fn design_key_bytes(s: &Splits) -> Vec<Vec<u8>> {
    s.keys.iter().map(|k| to_bytes_binary(k)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rowkey_core::design::SplitAlgorithm;

    #[test]
    fn huge_bounds_are_not_split_for_a_check() {
        let mut s = Splits {
            algorithm: SplitAlgorithm::HexString,
            regions: MAX_REGIONS,
            ..Splits::default()
        };
        assert!(s.bytes_estimate() <= Splits::QUICK_SPLIT_BYTES);
        assert!(check_request(&s).is_some());
        s.first = Some("0".repeat(10_000));
        s.last = Some("f".repeat(10_000));
        assert!(s.bytes_estimate() > Splits::QUICK_SPLIT_BYTES);
        // Not asked: the quick worker would compute 65,536 keys of 10,000 characters.
        assert_eq!(check_request(&s), None);
        // Nor for the algorithms only the analysis can check.
        s.algorithm = SplitAlgorithm::Salt;
        s.first = None;
        s.last = None;
        assert_eq!(check_request(&s), None);
    }

    #[test]
    fn answers_apply_to_their_own_settings() {
        crate::test_support::zh_texts();
        let mut s = Splits {
            algorithm: SplitAlgorithm::Range,
            regions: 10,
            start: Some("0".into()),
            ..Splits::default()
        };
        let answer = |s: &Splits, error: Option<&str>, missing| SplitCheck {
            splits: s.clone(),
            error: error.map(str::to_owned),
            missing,
            rows: None,
        };
        let missing = answer(&s, Some("needs both keys"), true);
        // Typing the start key before the end key is not refused, but the panel says what is
        // still needed.
        assert_eq!(verdict(&missing), Ok(()));
        assert_eq!(
            problem(&s, Some(&missing), Lang::En).as_deref(),
            Some("needs both keys")
        );
        let refused = answer(&s, Some("HBase refuses"), false);
        assert_eq!(verdict(&refused), Err("HBase refuses".to_owned()));
        // An answer about other settings says nothing of these.
        s.end = Some("f".into());
        assert!(!refused.is_for(&s));
        assert_eq!(problem(&s, Some(&refused), Lang::En), None);
        s.algorithm = SplitAlgorithm::HexString;
        s.regions = 0;
        assert_eq!(
            problem(&s, None, Lang::ZhCn).as_deref(),
            Some("region 数必须是 1 到 65536 之间的整数")
        );
        assert!(check_here(&s, Lang::En).is_err());
    }

    #[test]
    fn checks_and_keeps_previous() {
        crate::test_support::zh_texts();
        let s = Splits {
            algorithm: SplitAlgorithm::HexString,
            ..Splits::default()
        };
        let en = |text: &str| with_field(&s, Field::Regions, text, Lang::En);
        let still = format!("; still using {}", s.regions);
        assert_eq!(en("0"), Err(format!("at least 1 region{still}")));
        assert_eq!(en("65537"), Err(format!("at most 65,536 regions{still}")));
        assert_eq!(en("99999999999999999999999"), en("65537"));
        assert_eq!(
            en("abc"),
            Err(format!(
                "`abc` is not a whole number from 1 to 65,536{still}"
            ))
        );
        assert_eq!(
            en(" "),
            Err(format!("enter a whole number from 1 to 65,536{still}"))
        );
        assert_eq!(en("8").map(|s| s.regions), Ok(8));
        assert_eq!(en("1,024").map(|s| s.regions), Ok(1024));
        assert_eq!(
            with_field(&s, Field::Regions, "65537", Lang::ZhCn),
            Err(format!("最多 65,536 个 region；仍使用 {}", s.regions))
        );
        let typed = with_field(&s, Field::First, "xyz", Lang::En);
        assert_eq!(typed.map(|t| t.first), Ok(Some("xyz".to_owned())));
    }
}
