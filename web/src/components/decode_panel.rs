//! A key read back through the template: the panel that shows a clicked key's fields (in full,
//! in part, or the parts that cannot be inverted) and whether the key matches, computed by the
//! quick worker (`MoreRequest::Decode`).
//!
//! Keys anywhere on the page become buttons with [`KeyButton`]: a click (or Enter) sends the key
//! to the panel through the [`DecodeKey`] context the app provides.

use crate::hooks::use_quick;
use crate::i18n::texts::decode_panel as text;
use crate::i18n::{t, use_lang, Message};
use rowkey_core::design::Design;
use rowkey_core::i18n::Arg;
use rowkey_protocol::{DecodedKey, MoreRequest, QuickRequest};
use yew::prelude::*;

/// Where a clicked key goes: the app's decode panel.
#[derive(Clone, PartialEq)]
pub struct DecodeKey(pub Callback<Vec<u8>>);

/// Props of [`KeyButton`].
#[derive(Properties, PartialEq)]
pub struct KeyButtonProps {
    /// The key's bytes.
    pub key_bytes: Vec<u8>,
    /// Its toStringBinary form, for the button's accessible name.
    pub label: AttrValue,
    /// What the button shows (the key as its place renders it).
    pub children: Html,
    /// The `data-testid`, when the place has one.
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

/// A key that opens the decode panel when clicked or activated with Enter or Space; without the
/// app's [`DecodeKey`] context (an embedded chart) it is plain text.
#[component]
pub fn KeyButton(props: &KeyButtonProps) -> Html {
    let lang = use_lang();
    let Some(DecodeKey(on_decode)) = use_context::<DecodeKey>() else {
        return html! { <span data-testid={props.testid.clone()}>{ props.children.clone() }</span> };
    };
    let onclick = {
        let key = props.key_bytes.clone();
        Callback::from(move |_: MouseEvent| on_decode.emit(key.clone()))
    };
    let title = Message::new(text::DECODE_KEY)
        .arg("key", props.label.to_string())
        .render(lang);
    html! {
        <button type="button" class="key-button" data-testid={props.testid.clone()}
            title={title.clone()} aria-label={title} {onclick}>
            { props.children.clone() }
        </button>
    }
}

/// Props of [`DecodePanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct DecodePanelProps {
    /// The design the key is read through (none while it has errors).
    pub design: Option<Design>,
    /// The key clicked last.
    pub key_bytes: Option<Vec<u8>>,
    /// Close the panel.
    pub on_close: Callback<()>,
}

/// The decoded key, or nothing before a key is clicked.
#[component]
pub fn DecodePanel(props: &DecodePanelProps) -> Html {
    let lang = use_lang();
    let request = props
        .design
        .clone()
        .zip(props.key_bytes.clone())
        .map(|(design, key)| QuickRequest::from(MoreRequest::Decode { design, key }));
    let answer = use_quick::<DecodedKey>(request);
    let Some(_) = &props.key_bytes else {
        return html! {};
    };
    let close = {
        let on_close = props.on_close.clone();
        Callback::from(move |_: MouseEvent| on_close.emit(()))
    };
    let body = match answer.as_deref() {
        None => html! { <p class="muted">{ t(lang, text::WORKING) }</p> },
        Some(Err(e)) => {
            html! { <p class="error-text" data-testid="decode-error">{ e.clone() }</p> }
        }
        Some(Ok(d)) => decoded(d, lang),
    };
    html! {
        <section class="panel decode-panel" data-testid="decode-panel" aria-labelledby="decode-title" aria-live="polite">
            <h2 id="decode-title">{ t(lang, text::TITLE) }
                <span class="actions">
                    <button type="button" data-testid="decode-close" onclick={close}>{ t(lang, text::CLOSE) }</button>
                </span>
            </h2>
            { body }
        </section>
    }
}

fn decoded(d: &DecodedKey, lang: crate::i18n::Lang) -> Html {
    let verdict = match &d.mismatch {
        None => {
            html! { <p class="decode-verdict good" data-testid="decode-verdict" data-matches="true">{ t(lang, text::MATCHES) }</p> }
        }
        Some(m) => {
            let entry = if m.undecided {
                text::UNDECIDED
            } else {
                text::MISMATCH
            };
            let words = Message::new(entry)
                .arg("offset", Arg::Int(m.offset as i128))
                .arg("expected", m.expected.as_str())
                .render(lang);
            html! {
                <p class="decode-verdict bad" data-testid="decode-verdict" data-matches={d.matches.to_string()}
                    data-offset={m.offset.to_string()}>{ words }</p>
            }
        }
    };
    let nothing = d.fields.is_empty() && d.partial.is_empty() && d.opaque.is_empty();
    html! {
        <>
            <p class="mono decode-key" data-testid="decode-key">{ d.key.clone() }</p>
            { verdict }
            if !d.fields.is_empty() {
                <h3>{ t(lang, text::FIELDS) }</h3>
                <table class="decode-fields">
                    <tbody>
                        { for d.fields.iter().map(|(name, value)| html! {
                            <tr data-testid="decode-field" data-field={name.clone()}>
                                <th scope="row">{ name.clone() }</th>
                                <td class="mono" data-testid="decode-value">{ value.clone() }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            }
            if !d.partial.is_empty() {
                <h3>{ t(lang, text::PARTIAL) }</h3>
                <ul class="decode-partial">
                    { for d.partial.iter().map(|(name, words)| html! {
                        <li data-testid="decode-partial" data-field={name.clone()}><strong>{ name.clone() }</strong>{ ": " }{ words.clone() }</li>
                    }) }
                </ul>
            }
            if !d.opaque.is_empty() {
                <h3>{ t(lang, text::OPAQUE) }</h3>
                <ul class="decode-opaque">
                    { for d.opaque.iter().map(|(segment, bytes, transform)| html! {
                        <li data-testid="decode-opaque">
                            <code>{ segment.clone() }</code>{ " = " }<code>{ bytes.clone() }</code>{ " · " }
                            { Message::new(text::OPAQUE_WHY).arg("transform", transform.as_str()).render(lang) }
                        </li>
                    }) }
                </ul>
            }
            if nothing {
                <p class="muted">{ t(lang, text::NONE) }</p>
            }
        </>
    }
}

/// A key of the user's own typed or pasted (toStringBinary, as `get`, `scan` and the key dumps
/// print them) and decoded with Enter or the button.
#[component]
pub fn DecodeInput() -> Html {
    let lang = use_lang();
    let typed = use_state(String::new);
    let decode = use_context::<DecodeKey>();
    let Some(DecodeKey(decode)) = decode else {
        return html! {};
    };
    let go = {
        let (typed, decode) = (typed.clone(), decode.clone());
        move || {
            if !typed.is_empty() {
                decode.emit(rowkey_core::hbase::to_bytes_binary(&typed));
            }
        }
    };
    let on_input = {
        let typed = typed.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            typed.set(input.value());
        })
    };
    let on_key = {
        let go = go.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" {
                e.prevent_default();
                go();
            }
        })
    };
    let on_click = Callback::from(move |_: MouseEvent| go());
    html! {
        <div class="field decode-input">
            <label for="decode-input">{ t(lang, text::YOUR_KEY) }</label>
            <input id="decode-input" data-testid="decode-input" type="text" class="mono" spellcheck="false"
                autocomplete="off" placeholder={t(lang, text::YOUR_KEY_PLACEHOLDER)}
                value={(*typed).clone()} oninput={on_input} onkeydown={on_key} />
            <button type="button" data-testid="decode-input-go" onclick={on_click}
                disabled={typed.is_empty()}>{ t(lang, text::DECODE) }</button>
        </div>
    }
}
