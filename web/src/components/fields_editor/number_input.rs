//! A sample setting typed as text (the count or the seed).

use crate::format::fmt_int;
use crate::hooks::{use_typed_commit, Draft};
use crate::i18n::texts::fields_editor as tx;
use crate::i18n::{use_lang, Lang, Message};
use rowkey_core::i18n::Arg;
use yew::prelude::*;

/// A sample setting typed as text: the count or the seed. The box always holds what was typed
/// (never clamped, never rewritten by a re-render); a value in range is committed as it is
/// typed, and one that cannot be used stays in the box with the limit it breaks while the
/// design keeps its last good value.
#[derive(Properties, PartialEq)]
pub(super) struct NumberInputProps {
    pub(super) id: AttrValue,
    pub(super) label: AttrValue,
    pub(super) value: u64,
    pub(super) min: u64,
    pub(super) max: u64,
    /// What the number counts, for the messages ("rows"); none for a plain number.
    #[prop_or_default]
    pub(super) unit: Option<AttrValue>,
    pub(super) on_set: Callback<u64>,
}

/// The number in `text` (`1,000` and `1_000` allowed) if it is within `min..=max`, or why it
/// cannot be used, in English: over the limit says the limit ("at most 10,000,000 rows"), it is
/// never clamped. See [`read_number_in`].
pub(crate) fn read_number(
    text: &str,
    min: u64,
    max: u64,
    unit: Option<&str>,
) -> Result<u64, String> {
    read_number_in(Lang::En, text, min, max, unit)
}

/// [`read_number`] with the reason in `lang`. The units the page counts in (`"rows"`,
/// `"regions"`) are said in `lang`; any other unit is shown as given.
///
/// ```ignore
/// assert_eq!(read_number_in(Lang::ZhCn, "0", 1, 10, Some("rows")), Err("至少 1 行".into()));
/// ```
pub(crate) fn read_number_in(
    lang: Lang,
    text: &str,
    min: u64,
    max: u64,
    unit: Option<&str>,
) -> Result<u64, String> {
    let counted = |n: u64| -> Arg {
        let of = |entry| Arg::Msg(Box::new(Message::new(entry).arg("n", Arg::Count(n))));
        match unit {
            Some("rows") => of(tx::ROWS),
            Some("regions") => of(tx::REGIONS),
            // "1 row", "10,000,000 rows"
            Some(u) if n == 1 => Arg::Text(format!(
                "{} {}",
                fmt_int(n),
                u.strip_suffix('s').unwrap_or(u)
            )),
            Some(u) => Arg::Text(format!("{} {u}", fmt_int(n))),
            None => Arg::Count(n),
        }
    };
    let limit = |entry, n: u64| Message::new(entry).arg("n", counted(n)).render(lang);
    if text.trim().is_empty() {
        return Err(Message::new(tx::ENTER_NUMBER)
            .arg("min", Arg::Int(min.into()))
            .arg("max", Arg::Count(max))
            .render(lang));
    }
    // The one number rule (grouping in threes, exponents, scale words such as 2 million or
    // 2000万); a number beyond u64 is over any limit here.
    match rowkey_core::i18n::with_lang(lang, || rowkey_core::number::parse_count(text)) {
        Ok(v) if v > max => Err(limit(tx::AT_MOST, max)),
        Ok(v) if v < min => Err(limit(tx::AT_LEAST, min)),
        Ok(v) => Ok(v),
        // Digits alone fail only by being too many.
        Err(_) if text.trim().bytes().all(|b| b.is_ascii_digit()) => Err(limit(tx::AT_MOST, max)),
        Err(why) => Err(why),
    }
}

#[component]
pub(super) fn NumberInput(props: &NumberInputProps) -> Html {
    let lang = use_lang();
    let commit = {
        let on_set = props.on_set.clone();
        let (min, max, value) = (props.min, props.max, props.value);
        let unit = props.unit.clone();
        Callback::from(move |(text, draft): (String, Draft)| {
            if let Ok(v) = read_number(&text, min, max, unit.as_deref()) {
                draft.sent(v.to_string());
                if v != value {
                    on_set.emit(v);
                }
            }
        })
    };
    let typed = use_typed_commit(props.value.to_string().into(), commit);
    let draft = typed.draft();
    let problem = draft
        .typed()
        .filter(|_| !typed.is_waiting())
        .and_then(|t| read_number_in(lang, &t, props.min, props.max, props.unit.as_deref()).err());
    let error_id = format!("{}-error", props.id);
    html! {
        <div class="num-setting">
            <label for={props.id.clone()}>{ props.label.clone() }</label>
            <input id={props.id.clone()} data-testid={props.id.clone()} class="mono" type="text"
                inputmode="numeric" spellcheck="false" value={draft.value()} oninput={typed.oninput()}
                onkeydown={typed.onkeydown()} onblur={typed.onblur()}
                aria-invalid={problem.is_some().to_string()}
                aria-describedby={problem.is_some().then(|| error_id.clone())} />
            if let Some(problem) = problem {
                <div id={error_id} class="field-error" data-testid="field-error" role="alert">
                    <span class="err-msg">{ Message::new(tx::STILL_USING).arg("problem", problem).arg("value", Arg::Count(props.value)).render(lang) }</span>
                </div>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reason_is_in_the_language_asked() {
        crate::test_support::zh_texts();
        let max = rowkey_core::limits::MAX_SAMPLE_COUNT;
        assert_eq!(
            read_number_in(Lang::ZhCn, "20000000", 1, max, Some("rows")),
            Err("最多 10,000,000 行".into())
        );
        assert_eq!(
            read_number_in(Lang::ZhCn, "0", 1, 16, Some("regions")),
            Err("至少 1 个 region".into())
        );
        assert_eq!(
            read_number_in(Lang::ZhCn, "x", 0, 9, None),
            Err("`x` 不是数字".into())
        );
    }

    #[test]
    fn a_number_over_the_limit_says_the_limit() {
        let max = rowkey_core::limits::MAX_SAMPLE_COUNT;
        assert_eq!(
            read_number("20000000", 1, max, Some("rows")),
            Err("at most 10,000,000 rows".into())
        );
        assert_eq!(
            read_number("0", 1, max, Some("rows")),
            Err("at least 1 row".into())
        );
        assert_eq!(read_number("1,000", 1, max, Some("rows")), Ok(1000));
        assert_eq!(read_number("1e7", 1, max, Some("rows")), Ok(10_000_000));
        assert_eq!(read_number("2000万", 1, u64::MAX, None), Ok(20_000_000));
        assert!(read_number("1,5", 1, max, None)
            .unwrap_err()
            .contains("in threes"));
        assert_eq!(
            read_number("999999999999", 1, max, Some("rows")),
            Err("at most 10,000,000 rows".into())
        );
        assert_eq!(
            read_number("99999999999999999999999", 0, u64::MAX, None)
                .map_err(|e| e.starts_with("at most")),
            Err(true)
        );
        assert!(read_number("12a", 1, max, None)
            .unwrap_err()
            .contains("not a count scale"));
        assert!(read_number(" ", 1, max, None).is_err());
    }
}
