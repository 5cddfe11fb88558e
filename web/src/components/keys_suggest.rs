//! The split keys a quantile over "Your keys" suggests: cut by key count (HashChoreWoker's
//! rule), and, when the dump gives row sizes, cut by bytes (HBase splits a region by its store
//! files' size, so regions of equal bytes are what its split policies keep). One click makes
//! either the design's explicit splits.

use crate::i18n::texts::keys_panel as text;
use crate::i18n::{t, use_lang, Message};
use crate::services::keys::Suggestion;
use rowkey_core::design::{SplitAlgorithm, Splits};
use rowkey_core::i18n::Arg;
use yew::prelude::*;

/// Properties of [`KeysSuggest`].
#[derive(Properties, PartialEq)]
pub struct KeysSuggestProps {
    /// What the quantile over the keys gave.
    pub suggestion: Suggestion,
    /// The design's split settings (to say when a suggestion is already in use).
    pub splits: Splits,
    /// Make these split keys (toStringBinary) the design's.
    pub on_apply: Callback<Vec<String>>,
}

/// How the split keys were cut.
#[derive(Clone, Copy, PartialEq)]
enum Cut {
    Keys,
    Bytes,
}

/// The suggestions, each with its button, or why there is none.
///
/// ```ignore
/// html! { <KeysSuggest suggestion={s} splits={design.splits.clone()} on_apply={apply} /> }
/// ```
#[function_component(KeysSuggest)]
pub fn keys_suggest(props: &KeysSuggestProps) -> Html {
    let lang = use_lang();
    let line = |cut: Cut, answer: &Result<Vec<String>, String>| -> Html {
        let (suggest, use_it, in_use, none) = match cut {
            Cut::Keys => (
                text::SUGGESTION,
                text::USE_SPLITS,
                text::IN_USE,
                text::NO_SUGGESTION,
            ),
            Cut::Bytes => (
                text::SUGGESTION_BYTES,
                text::USE_SPLITS_BYTES,
                text::IN_USE_BYTES,
                text::NO_SUGGESTION_BYTES,
            ),
        };
        // The test ids name the cut: `keys-use-splits`, `keys-use-bytes-splits`, ….
        let id = |what: &str| match cut {
            Cut::Keys => format!("keys-{what}"),
            Cut::Bytes => format!("keys-{what}").replacen("splits", "bytes-splits", 1),
        };
        match answer {
            Ok(keys) if keys.is_empty() => html! {},
            Ok(keys) => {
                let used = props.splits.algorithm == SplitAlgorithm::Explicit
                    && props.splits.keys == *keys;
                let apply = {
                    let (keys, on_apply) = (keys.clone(), props.on_apply.clone());
                    Callback::from(move |_: MouseEvent| on_apply.emit(keys.clone()))
                };
                html! {
                    <div class="keys-suggest">
                        if used {
                            <span class="muted" data-testid={id("splits-in-use")}>{ t(lang, in_use) }</span>
                        } else {
                            <span class="muted">{ Message::new(suggest)
                                .arg("keys", Arg::Int(keys.len() as i128))
                                .arg("regions", Arg::Int(keys.len() as i128 + 1))
                                .render(lang) }</span>
                            <button type="button" data-testid={id("use-splits")} onclick={apply}>{ t(lang, use_it) }</button>
                        }
                    </div>
                }
            }
            Err(why) => html! {
                <p class="muted keys-suggest" data-testid={id("no-splits")}>{ Message::new(none).arg("why", why).render(lang) }</p>
            },
        }
    };
    html! {
        <div data-testid="keys-suggest">
            { line(Cut::Keys, &props.suggestion.by_keys) }
            if let Some(by_bytes) = &props.suggestion.by_bytes {
                { line(Cut::Bytes, by_bytes) }
            }
        </div>
    }
}
