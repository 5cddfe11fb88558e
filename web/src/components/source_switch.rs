//! Above the charts, once keys are loaded: which keys the charts show, the user's or the
//! sample's, and the switch between them.

use crate::i18n::texts::keys_panel as text;
use crate::i18n::{t, use_lang, Message};
use yew::prelude::*;

/// Props of [`SourceSwitch`].
#[derive(Properties, PartialEq)]
pub struct SourceSwitchProps {
    /// Keys in the user's report.
    pub keys: u64,
    /// Keys in the sample's report, when there is one.
    pub sample: Option<u64>,
    /// Do the charts show the user's keys?
    pub showing_keys: bool,
    /// Show the user's keys (`true`) or the sample.
    pub on_show: Callback<bool>,
}

/// Above the charts, once keys are loaded: which keys the charts show, "your N keys" or the
/// sample, and the switch between them.
#[component]
pub fn SourceSwitch(props: &SourceSwitchProps) -> Html {
    let lang = use_lang();
    let pick = |keys: bool| {
        let on_show = props.on_show.clone();
        Callback::from(move |_: MouseEvent| on_show.emit(keys))
    };
    let sample = props.sample.map_or_else(
        || t(lang, text::SAMPLE),
        |n| Message::new(text::SAMPLE_KEYS).arg("keys", n).render(lang),
    );
    html! {
        <div class="source-switch" role="group" aria-label={t(lang, text::SHOWING)} data-testid="source-switch"
            data-showing={if props.showing_keys { "keys" } else { "sample" }}>
            <span class="muted">{ t(lang, text::SHOWING) }</span>
            <button type="button" data-testid="show-keys" aria-pressed={props.showing_keys.to_string()}
                class={classes!(props.showing_keys.then_some("active"))} onclick={pick(true)}>
                { Message::new(text::YOUR_KEYS).arg("keys", props.keys).render(lang) }
            </button>
            <button type="button" data-testid="show-sample" aria-pressed={(!props.showing_keys).to_string()}
                class={classes!((!props.showing_keys).then_some("active"))} onclick={pick(false)}>
                { sample }
            </button>
        </div>
    }
}
