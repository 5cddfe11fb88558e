//! A sample setting typed as text (the count or the seed).

use crate::format::fmt_int;
use yew::prelude::*;

/// A sample setting typed as text: the count or the seed. What cannot be used stays in the
/// input with a message; the design keeps its last good value.
#[derive(Properties, PartialEq)]
pub(super) struct NumberInputProps {
    pub(super) id: AttrValue,
    pub(super) label: AttrValue,
    pub(super) value: u64,
    pub(super) min: u64,
    pub(super) max: u64,
    /// Why a value is refused, e.g. "a whole number from 1 to 10,000,000".
    pub(super) expect: AttrValue,
    pub(super) on_set: Callback<u64>,
}

#[component]
pub(super) fn NumberInput(props: &NumberInputProps) -> Html {
    let draft = use_state(|| None::<String>);
    {
        // A new value from elsewhere (a preset, a link) replaces whatever was pending.
        let draft = draft.clone();
        use_effect_with(props.value, move |_| {
            draft.set(None);
            || ()
        });
    }
    let oninput = {
        let draft = draft.clone();
        let on_set = props.on_set.clone();
        let (min, max) = (props.min, props.max);
        let value = props.value;
        Callback::from(move |e: InputEvent| {
            let text = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let clean: String = text
                .trim()
                .chars()
                .filter(|&c| c != '_' && c != ',')
                .collect();
            match clean.parse::<u64>() {
                Ok(v) if (min..=max).contains(&v) => {
                    draft.set(None);
                    if v != value {
                        on_set.emit(v);
                    }
                }
                _ => draft.set(Some(text)),
            }
        })
    };
    let error_id = format!("{}-error", props.id);
    let shown = (*draft).clone().unwrap_or_else(|| props.value.to_string());
    html! {
        <div class="num-setting">
            <label for={props.id.clone()}>{ props.label.clone() }</label>
            <input id={props.id.clone()} data-testid={props.id.clone()} class="mono" type="text"
                inputmode="numeric" spellcheck="false" value={shown} {oninput}
                aria-invalid={draft.is_some().to_string()}
                aria-describedby={draft.is_some().then(|| error_id.clone())} />
            if let Some(text) = &*draft {
                <div id={error_id} class="field-error" data-testid="field-error" role="alert">
                    <span class="err-msg">{
                        if text.trim().is_empty() {
                            format!("Enter {}; still using {}.", props.expect, fmt_int(props.value))
                        } else {
                            format!("`{}` is not {}; still using {}.", text.trim(), props.expect, fmt_int(props.value))
                        }
                    }</span>
                </div>
            }
        </div>
    }
}
