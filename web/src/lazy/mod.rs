//! The page's panels, loaded after the first chart.
//!
//! The first chart needs the page's shell, the template editor, the regions chart and the
//! worker's sample analysis; every other panel (the editors below the template, the results
//! under the chart, the dialogs) is in the `panels` chunk of the split build, which the page
//! starts to fetch as soon as the first chart is shown ([`use_panels`], [`Panels::start`]).
//! Each such panel is drawn by a stand-in of the same name and props ([`panels`]): a quiet
//! placeholder that keeps the panel's height while the chunk loads, the panel itself once it
//! is there, and a message with a way to try again if it cannot be fetched, so the page never
//! goes blank. Only the chunk names the panels' components: the stand-ins reach them through
//! [`panels::Views`], the functions the chunk's split point returns, so their code, vtables
//! and the code only they use stay out of the main wasm. Builds without the `split` feature
//! (the wasm unit tests) have the panels at once.

pub mod panels;
#[cfg(test)]
mod tests;

use crate::i18n::texts::notices as text;
use crate::i18n::{t, Lang, Message};
use panels::Views;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// Where the panels' code is.
#[derive(Clone, Debug)]
pub enum Load {
    /// Not asked for yet: the first chart is not shown.
    Waiting,
    /// Being fetched.
    Loading,
    /// There.
    Ready(Views),
    /// Could not be fetched (the loader's words); [`Panels::start`] tries again.
    Failed(String),
}

impl PartialEq for Load {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Load::Failed(a), Load::Failed(b)) => a == b,
            // Once there, the views never change.
            _ => std::mem::discriminant(self) == std::mem::discriminant(other),
        }
    }
}

/// What the stand-ins read from the page: where the panels are, and how to fetch them.
#[derive(Clone, Debug, PartialEq)]
pub struct Panels {
    pub load: Load,
    /// Fetch the panels (once; again after a failure).
    pub start: Callback<()>,
}

/// The panels' state for the page's root; it provides it to the stand-ins as a context.
#[hook]
pub fn use_panels() -> Panels {
    let load = use_state(first_load);
    // A fetch in flight or done: a second `start` does nothing.
    let busy = use_memo((), |_| {
        Rc::new(Cell::new(matches!(first_load(), Load::Ready(_))))
    });
    let start = {
        let setter = load.setter();
        let busy = (*busy).clone();
        use_memo((), move |_| {
            Callback::from(move |()| {
                if busy.replace(true) {
                    return;
                }
                setter.set(Load::Loading);
                let (setter, busy) = (setter.clone(), busy.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    match fetch_views().await {
                        Ok(views) => setter.set(Load::Ready(views)),
                        Err(why) => {
                            busy.set(false);
                            setter.set(Load::Failed(why));
                        }
                    }
                });
            })
        })
    };
    // A first analysis that runs long (a sample of millions of keys) would keep the editors
    // under the template as placeholders until it ends: after a while they are fetched anyway.
    {
        let start = (*start).clone();
        use_effect_with((), move |_| {
            let timer =
                gloo_timers::callback::Timeout::new(LATEST_START_MS, move || start.emit(()));
            move || drop(timer)
        });
    }
    Panels {
        load: (*load).clone(),
        start: (*start).clone(),
    }
}

/// Milliseconds after the page mounts by which the panels are fetched, first chart or not: the
/// default design's first chart comes well before, so its bytes stay after it.
const LATEST_START_MS: u32 = 3_000;

/// Start fetching the panels once `shown` (the first chart is on the page, or none will come),
/// after the next frame: the chart is painted before the chunk is asked for and compiled.
#[hook]
pub fn use_start_after(panels: &Panels, shown: bool) {
    let start = panels.start.clone();
    use_effect_with(shown, move |shown| {
        if *shown {
            after_paint(move || start.emit(()));
        }
    });
}

/// Run `f` in a task after the next frame is painted (at once where there is no window).
pub(crate) fn after_paint(f: impl FnOnce() + 'static) {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return f();
    };
    let next = wasm_bindgen::closure::Closure::once_into_js(move || {
        gloo_timers::callback::Timeout::new(0, f).forget();
    });
    // A window that draws no frames (a tab in the background) asks for the panels when it does.
    let _ = window.request_animation_frame(next.unchecked_ref());
}

/// The split build: nothing until asked for.
#[cfg(all(feature = "split", target_family = "wasm"))]
fn first_load() -> Load {
    Load::Waiting
}

/// A build without chunks: the panels are there.
#[cfg(not(all(feature = "split", target_family = "wasm")))]
fn first_load() -> Load {
    Load::Ready(panels::views())
}

/// The panels chunk's split point: the functions that draw the panels.
#[cfg(all(feature = "split", target_family = "wasm"))]
#[wasm_split_helpers::wasm_split(panels, fallible)]
fn split_views() -> Result<Views, wasm_split_helpers::SplitLoaderError> {
    Ok(panels::views())
}

#[cfg(all(feature = "split", target_family = "wasm"))]
async fn fetch_views() -> Result<Views, String> {
    split_views().await.map_err(|e| e.to_string())
}

#[cfg(not(all(feature = "split", target_family = "wasm")))]
async fn fetch_views() -> Result<Views, String> {
    Ok(panels::views())
}

/// A stand-in's view: the panel (`draw`) once its code is there; else, while it loads, a quiet
/// placeholder `rem` high (none for a dialog: `rem` 0), or why it could not be fetched.
/// `urgent`: the panel is wanted now (an open dialog), before the first chart too.
fn stand_in(
    panels: Option<&Panels>,
    lang: Lang,
    name: &'static str,
    rem: u8,
    draw: impl FnOnce(&Views) -> Html,
) -> Html {
    let Some(panels) = panels else {
        return html! {};
    };
    match &panels.load {
        Load::Ready(views) => draw(views),
        Load::Failed(why) => {
            let retry = panels.start.reform(|_: MouseEvent| ());
            html! {
                <div class="banner error lazy-failed" role="alert" data-testid="lazy-failed" data-panel={name}>
                    <span class="banner-icon" aria-hidden="true" />
                    <span class="banner-msg">{ Message::new(text::PANEL_NOT_LOADED).arg("error", why).render(lang) }</span>
                    <button type="button" data-testid="lazy-retry" onclick={retry}>{ t(lang, text::PANEL_RETRY) }</button>
                </div>
            }
        }
        _ if rem == 0 => html! {},
        _ => html! {
            <div class="lazy-placeholder" data-testid="lazy-placeholder" data-panel={name}
                aria-busy="true" aria-label={t(lang, text::PANEL_LOADING)}
                style={format!("min-height: {rem}rem")} />
        },
    }
}
