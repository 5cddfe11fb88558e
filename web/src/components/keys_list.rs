//! The key dump's first keys in "Your keys", each a button that opens the *Decoded key* panel
//! (the worker keeps the dump and sends only these: `rowkey_protocol::ListedKey`).

use crate::components::decode_panel::KeyButton;
use crate::i18n::texts::keys_panel as text;
use crate::i18n::{use_lang, Message};
use rowkey_core::hbase::to_string_binary;
use rowkey_core::i18n::Arg;
use rowkey_protocol::ListedKey;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`KeysList`].
#[derive(Properties, PartialEq)]
pub struct KeysListProps {
    /// The keys listed, with their lines.
    pub keys: Rc<Vec<ListedKey>>,
    /// The keys the dump holds in all.
    pub total: u64,
}

/// The listed keys, in a closed-by-default list under the summary; nothing when there are none.
///
/// ```ignore
/// html! { <KeysList keys={Rc::new(vec![ListedKey { line: 1, key: b"u1".to_vec() }])} total={1} /> }
/// ```
#[component]
pub fn KeysList(props: &KeysListProps) -> Html {
    let lang = use_lang();
    if props.keys.is_empty() {
        return html! {};
    }
    let summary = Message::new(text::LISTED)
        .arg("shown", Arg::Count(props.keys.len() as u64))
        .arg("total", Arg::Count(props.total))
        .render(lang);
    html! {
        <details class="keys-listed" data-testid="keys-listed">
            <summary>{ summary }</summary>
            <ol class="keys-listed-keys">
                { for props.keys.iter().map(|k| {
                    let shown = to_string_binary(&k.key);
                    html! {
                        <li data-testid="keys-listed-key" data-line={k.line.to_string()}>
                            <span class="muted">{ Message::new(text::LISTED_LINE).arg("line", Arg::Int(k.line.into())).render(lang) }</span>
                            { " " }
                            // The user's own key: data, which no language check reads as words.
                            <span data-user="">
                                <KeyButton key_bytes={k.key.clone()} label={shown.clone()} testid="keys-listed-decode">
                                    <span class="mono">{ shown }</span>
                                </KeyButton>
                            </span>
                        </li>
                    }
                }) }
            </ol>
        </details>
    }
}
