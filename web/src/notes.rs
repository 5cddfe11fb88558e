//! What the page says above its results when they are not for the design shown: the held
//! design (not analysed, with the ways on) and why the charts are dimmed.

use crate::i18n::texts::notices as text;
use crate::i18n::{t, Message};
use crate::services::storage;
use crate::state::{Action, AppState, Derived};
use rowkey_core::design::{check_design_size, Design};
use yew::prelude::*;

/// Why the design is not being analysed, with the ways on: analyse it anyway, or go back to
/// the last design whose analysis answered.
pub fn held_notice(state: &AppState, d: &UseReducerDispatcher<AppState>) -> Html {
    let lang = state.lang;
    let Some(why) = &state.held else {
        return html! {};
    };
    let good = storage::load_good()
        .filter(|g| *g != state.design.to_json())
        .and_then(|g| Design::from_json(&g).ok())
        .filter(|g| check_design_size(g).is_ok());
    let open_good = good.map(|g| {
        let d = d.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            d.dispatch(Action::LoadDesign(Box::new(g.clone())))
        });
        html! {
            <button type="button" data-testid="held-open-good" onclick={onclick}>
                { t(lang, text::HELD_OPEN_GOOD) }
            </button>
        }
    });
    let analyse = {
        let d = d.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::AnalyseNow))
    };
    html! {
        <div class="banner error held" role="alert" data-testid="held">
            <span class="banner-icon" aria-hidden="true" />
            <span class="banner-msg">
                { Message::new(text::HELD).arg("why", why).render(lang) }
            </span>
            <button type="button" data-testid="held-analyse" onclick={analyse}>{ t(lang, text::HELD_ANALYSE) }</button>
            { for open_good }
        </div>
    }
}

/// Why the results do not show the current design, if they do not: `(data-stale value, what
/// the note says)`. The charts keep the last report (they never blank while the user types),
/// so whenever that report is for another version they are dimmed and say why.
pub fn stale_note(state: &AppState) -> Option<(&'static str, String)> {
    use crate::state::Analysis;
    let has_report = state.report.is_some();
    let current = state
        .report
        .as_ref()
        .is_some_and(|(r, _)| *r == state.revision);
    if matches!(state.derived, Derived::Err(_)) || !state.quick_errors.is_empty() {
        return has_report.then(|| ("errors", t(state.lang, text::STALE_ERRORS)));
    }
    let (why, note) = match &state.analysis {
        Analysis::Running { .. } => ("running", text::STALE_RUNNING),
        _ if current || !has_report => return None,
        _ if state.held.is_some() => ("held", text::STALE_HELD),
        Analysis::Failed(_) | Analysis::Crashed(_) => ("failed", text::STALE_FAILED),
        Analysis::Cancelled => ("cancelled", text::STALE_CANCELLED),
        // An edit waiting for its analysis to start (the pause after typing).
        Analysis::Idle => ("running", text::STALE_PAUSE),
    };
    Some((why, t(state.lang, note)))
}
