//! The analysis progress indicator.

use crate::format::fmt_int;
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
            html! {
                <div class="progress" data-testid="progress" role="progressbar"
                    aria-label="Analysis progress"
                    aria-valuemin="0" aria-valuemax={total.to_string()} aria-valuenow={done.to_string()}
                    aria-valuetext={format!("{} of {} keys", fmt_int(*done), fmt_int(*total))}>
                    <div class="progress-track"><div class="progress-fill" style={format!("width: {pct:.1}%")} /></div>
                    <span class="progress-text">{ format!("Sampling {} of {} keys…", fmt_int(*done), fmt_int(*total)) }</span>
                    <button type="button" class="small" data-testid="cancel-analysis" onclick={cancel}
                        title="Stop this analysis; the charts keep the last one that finished">{ "Cancel" }</button>
                </div>
            }
        }
        Analysis::Failed(message) => html! {
            <div class="progress failed" data-testid="progress" role="status">
                <span class="progress-text">{ format!("Analysis failed: {message}") }</span>
            </div>
        },
        Analysis::Cancelled => html! {
            <div class="progress cancelled" data-testid="progress" role="status">
                <span class="progress-text" data-testid="analysis-cancelled">
                    { "Analysis cancelled: the charts show the last analysis that finished (stale); the next edit analyses again." }
                </span>
                <button type="button" class="small" data-testid="analyse-again" onclick={analyse}>{ "Analyse now" }</button>
            </div>
        },
        Analysis::Crashed(message) => html! {
            <div class="progress failed" data-testid="progress" role="status">
                <span class="progress-text">{ format!("Analysis stopped: the worker failed ({message}) and was restarted") }</span>
            </div>
        },
    };
    html! { <div class="progress-slot">{ inner }</div> }
}
