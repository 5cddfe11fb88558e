//! The analysis progress indicator.

use crate::i18n::texts::progress as text;
use crate::i18n::{t, use_lang, Entry, Message};
use crate::state::Analysis;
use yew::prelude::*;

/// Props of [`ProgressView`].
#[derive(Properties, PartialEq)]
pub struct ProgressProps {
    /// The worker's state.
    pub analysis: Analysis,
    /// Stop the running analysis.
    #[prop_or_default]
    pub on_cancel: Callback<()>,
    /// Analyse the design again (after a cancel).
    #[prop_or_default]
    pub on_analyse: Callback<()>,
}

/// The progress indicator. It lives in a slot of fixed height, so the page does not jump when
/// an analysis starts or ends.
#[component]
pub fn ProgressView(props: &ProgressProps) -> Html {
    let lang = use_lang();
    let click = |cb: &Callback<()>| {
        let cb = cb.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let (cancel, analyse) = (click(&props.on_cancel), click(&props.on_analyse));
    let inner = match &props.analysis {
        Analysis::Idle => html! {},
        Analysis::Running { done, total, .. } => {
            let pct = if *total == 0 {
                0.0
            } else {
                (*done as f64 / *total as f64 * 100.0).clamp(0.0, 100.0)
            };
            let of = |entry: &'static Entry| {
                Message::new(entry)
                    .arg("done", *done)
                    .arg("total", *total)
                    .render(lang)
            };
            html! {
                <div class="progress" data-testid="progress" role="progressbar"
                    aria-label={t(lang, text::LABEL)}
                    aria-valuemin="0" aria-valuemax={total.to_string()} aria-valuenow={done.to_string()}
                    aria-valuetext={of(text::VALUE)}>
                    <div class="progress-track"><div class="progress-fill" style={format!("width: {pct:.1}%")} /></div>
                    <span class="progress-text">{ of(text::SAMPLING) }</span>
                    <button type="button" class="small" data-testid="cancel-analysis" onclick={cancel}
                        title={t(lang, text::CANCEL_TITLE)}>{ t(lang, text::CANCEL) }</button>
                </div>
            }
        }
        Analysis::Failed(message) => html! {
            <div class="progress failed" data-testid="progress" role="status">
                <span class="progress-text">{ Message::new(text::FAILED).arg("message", message).render(lang) }</span>
            </div>
        },
        Analysis::Cancelled => html! {
            <div class="progress cancelled" data-testid="progress" role="status">
                <span class="progress-text" data-testid="analysis-cancelled">
                    { t(lang, text::CANCELLED) }
                </span>
                <button type="button" class="small" data-testid="analyse-again" onclick={analyse}>{ t(lang, text::ANALYSE_NOW) }</button>
            </div>
        },
        Analysis::Crashed(message) => html! {
            <div class="progress failed" data-testid="progress" role="status">
                <span class="progress-text">{ Message::new(text::CRASHED).arg("message", message).render(lang) }</span>
            </div>
        },
    };
    html! { <div class="progress-slot">{ inner }</div> }
}
