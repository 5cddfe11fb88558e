//! The keys browser's page-number box: a page typed and Go (or Enter) turns to it. What is not a
//! page of the browser (nothing, 0, a negative number, words, a page past the last, a number
//! too large for any dump) is said next to the box and turns nothing.

use crate::i18n::texts::keys_panel as text;
use crate::i18n::{t, use_lang, Entry, Message};
use rowkey_core::i18n::Arg;
use yew::prelude::*;

/// The 0-based page `typed` names among `pages`, or why it names none. Digits may be the
/// full-width ones a Chinese input method types; spaces around them are ignored.
pub fn page_typed(typed: &str, pages: u64) -> Result<u64, &'static Entry> {
    let typed: String = typed
        .trim()
        .chars()
        .map(|c| match c {
            '０'..='９' => char::from(b'0' + (c as u32 - '０' as u32) as u8),
            '－' => '-',
            c => c,
        })
        .collect();
    let (negative, digits) = match typed.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, typed.as_str()),
    };
    if typed.is_empty() {
        return Err(text::GOTO_EMPTY);
    }
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(text::GOTO_NOT_NUMBER);
    }
    if negative {
        return Err(text::GOTO_TOO_LOW);
    }
    // More digits than a u64 holds is past any dump's last page.
    let Ok(n) = digits.parse::<u64>() else {
        return Err(text::GOTO_TOO_HIGH);
    };
    match n {
        0 => Err(text::GOTO_TOO_LOW),
        n if n > pages => Err(text::GOTO_TOO_HIGH),
        n => Ok(n - 1),
    }
}

/// Props of [`PageJump`].
#[derive(Properties, PartialEq)]
pub struct PageJumpProps {
    /// Pages there are (at least 1).
    pub pages: u64,
    /// Turn to this page (0-based).
    pub on_go: Callback<u64>,
}

/// The page-number box with its Go button, in a form so that Enter in the box goes too.
///
/// ```ignore
/// html! { <PageJump pages={30} on_go={Callback::from(|page: u64| ())} /> }
/// ```
#[component]
pub fn PageJump(props: &PageJumpProps) -> Html {
    let lang = use_lang();
    let typed = use_state(String::new);
    let error = use_state(|| None::<&'static Entry>);
    let pages = props.pages.max(1);
    let oninput = {
        let typed = typed.clone();
        Callback::from(move |e: InputEvent| {
            typed.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let onsubmit = {
        let (typed, error, on_go) = (typed.clone(), error.clone(), props.on_go.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match page_typed(&typed, pages) {
                Ok(page) => {
                    error.set(None);
                    on_go.emit(page);
                }
                Err(why) => error.set(Some(why)),
            }
        })
    };
    let message = error.map(|why| {
        Message::new(why)
            .arg("pages", Arg::Count(pages))
            .render(lang)
    });
    let label = Message::new(text::GOTO_LABEL)
        .arg("pages", Arg::Count(pages))
        .render(lang);
    html! {
        <form class="keys-goto" data-testid="keys-page-goto" {onsubmit} novalidate=true>
            <label for="keys-page-number">{ label }</label>
            <input id="keys-page-number" data-testid="keys-page-number" type="text"
                inputmode="numeric" autocomplete="off" spellcheck="false" size="8" class="mono"
                value={(*typed).clone()} {oninput}
                aria-invalid={error.is_some().then_some("true")}
                aria-describedby={error.is_some().then_some("keys-page-number-error")} />
            <button type="submit" class="small" data-testid="keys-page-go">{ t(lang, text::GOTO) }</button>
            if let Some(message) = message {
                <span id="keys-page-number-error" class="error-text" role="alert"
                    data-testid="keys-page-number-error">{ message }</span>
            }
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_typed_are_read_or_refused_with_the_reason() {
        assert_eq!(page_typed("1", 30), Ok(0));
        assert_eq!(page_typed(" 30 ", 30), Ok(29));
        assert_eq!(page_typed("００７", 30), Ok(6));
        assert_eq!(page_typed("", 30), Err(text::GOTO_EMPTY));
        assert_eq!(page_typed("   ", 30), Err(text::GOTO_EMPTY));
        assert_eq!(page_typed("0", 30), Err(text::GOTO_TOO_LOW));
        assert_eq!(page_typed("-3", 30), Err(text::GOTO_TOO_LOW));
        assert_eq!(page_typed("－3", 30), Err(text::GOTO_TOO_LOW));
        assert_eq!(page_typed("31", 30), Err(text::GOTO_TOO_HIGH));
        assert_eq!(
            page_typed("99999999999999999999999999", 30),
            Err(text::GOTO_TOO_HIGH)
        );
        assert_eq!(
            page_typed(&u64::MAX.to_string(), 30),
            Err(text::GOTO_TOO_HIGH)
        );
        for bad in ["abc", "1.5", "1e3", "+2", "2 3", "-", "--1", "١٢", "0x10"] {
            assert_eq!(page_typed(bad, 30), Err(text::GOTO_NOT_NUMBER), "{bad}");
        }
    }
}
