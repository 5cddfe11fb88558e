//! B's side of compare mode, held by the App next to A's: B's design state (the same reducer as
//! A's), its own analysis worker, which design the editors point at, and the "Editing: A | B"
//! control that switches them.

use crate::i18n::texts::compare as text;
use crate::i18n::{t, use_lang, Message};
use crate::services::analysis::{self, AnalysisClient, WorkerEvent};
use crate::services::url;
use crate::state::{Action, AppState, Banner, Derived, Theme};
use rowkey_core::design::{check_design_size, Design};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Milliseconds of quiet after an edit of B before its analysis starts (as A's).
const DEBOUNCE_MS: u32 = 250;

/// Which design the editors change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The current design.
    A,
    /// Compare mode's second design.
    B,
}

/// Compare mode as the App holds it. See [`use_compare`].
#[derive(Clone, PartialEq)]
pub struct CompareHandle {
    /// Is compare mode open?
    pub active: UseStateHandle<bool>,
    /// B's state (kept while compare mode is closed, unused then).
    pub b: UseReducerHandle<AppState>,
    /// Which design the editors change.
    pub editing: UseStateHandle<Side>,
    /// B as last edited while compare mode is open (`None`: closed), for the URL and Share;
    /// set at once on open and leave, so an effect of A in the same render reads it right.
    pub b_latest: Rc<RefCell<Option<Design>>>,
}

impl CompareHandle {
    /// Open compare mode with `b` as B (a copy of A, or a link's second design).
    pub fn open(&self, b: Design) {
        *self.b_latest.borrow_mut() = Some(b.clone());
        self.b.dispatch(Action::LoadDesign(Box::new(b)));
        self.active.set(true);
    }

    /// Leave compare mode; the editors go back to A.
    pub fn leave(&self) {
        *self.b_latest.borrow_mut() = None;
        self.active.set(false);
        self.editing.set(Side::A);
    }

    /// "Compare…": B opens as a copy of `a`.
    pub fn on_open(&self, a: &Design) -> Callback<()> {
        let (this, a) = (self.clone(), a.clone());
        Callback::from(move |_| {
            let mut b = a.clone();
            b.name = Message::new(text::COPY_NAME)
                .arg("name", &a.name)
                .render(rowkey_core::i18n::current_lang());
            this.open(b);
        })
    }

    /// Leave compare mode keeping A (`None`: the link goes back to A alone) or B (`Some`: B
    /// becomes the design, through A's dispatcher).
    pub fn on_leave(
        &self,
        a: &Design,
        d: &UseReducerDispatcher<AppState>,
    ) -> Callback<Option<Design>> {
        let (this, a, d) = (self.clone(), a.clone(), d.clone());
        Callback::from(move |keep: Option<Design>| {
            this.leave();
            match keep {
                Some(b) => d.dispatch(Action::LoadDesign(Box::new(b))),
                None => url::write_fragment(&a, false),
            }
        })
    }

    /// Are the editors pointed at B?
    pub fn editing_b(&self) -> bool {
        *self.active && *self.editing == Side::B
    }
}

/// B's worker client: its events become B's actions. A worker of its own, so that B's
/// analysis neither stops nor waits for A's.
fn b_client(d: UseReducerDispatcher<AppState>) -> AnalysisClient {
    AnalysisClient::separate(move |event| match event {
        WorkerEvent::Progress { id, done, total } => {
            d.dispatch(Action::AnalysisProgress { id, done, total })
        }
        WorkerEvent::Interim { id, ms, data } => {
            if let Ok(r) = analysis::report(&data) {
                d.dispatch(Action::AnalysisDone {
                    id,
                    report: Rc::new(r),
                    ms,
                    interim: true,
                })
            }
        }
        WorkerEvent::Done { id, ms, data, .. } => match analysis::report(&data) {
            Ok(r) => d.dispatch(Action::AnalysisDone {
                id,
                report: Rc::new(r),
                ms,
                interim: false,
            }),
            Err(e) => d.dispatch(Action::AnalysisFailed {
                id,
                message: Message::new(text::UNREADABLE)
                    .arg("error", e)
                    .render(rowkey_core::i18n::current_lang()),
                error: None,
            }),
        },
        WorkerEvent::Failed {
            id, message, error, ..
        } => d.dispatch(Action::AnalysisFailed { id, message, error }),
        WorkerEvent::Crashed { id, message, .. } => {
            d.dispatch(Action::AnalysisCrashed { id, message })
        }
    })
}

/// Compare mode's state: open at start when the link carries two designs (never in an embedded
/// view). Every edit of B while open writes both designs to the URL and re-analyses B (at
/// once when compare mode opens, else after a pause); leaving stops B's worker.
#[hook]
pub fn use_compare(a: &Design, embedded: bool) -> CompareHandle {
    let from_link = use_memo((), move |_| {
        (!embedded)
            .then(url::second_from_fragment)
            .flatten()
            .and_then(Result::ok)
    });
    let active = {
        let open = from_link.is_some();
        use_state(move || open)
    };
    let b = {
        let initial = (*from_link).clone();
        use_reducer(move || {
            AppState::new(
                initial.unwrap_or_else(|| Design::new("")),
                Theme::System,
                None,
            )
        })
    };
    let editing = use_state(|| Side::A);
    let b_latest = {
        let initial = (*from_link).clone();
        use_mut_ref(move || initial)
    };
    let client = {
        let d = b.dispatcher();
        use_memo((), move |_| b_client(d))
    };
    let timer = use_mut_ref(|| None::<gloo_timers::callback::Timeout>);
    let was_active = use_mut_ref(|| false);
    {
        let (state, client, b_latest) = (b.clone(), client.clone(), b_latest.clone());
        let a = a.clone();
        use_effect_with((b.revision, *active), move |(_, active)| {
            let opening = !std::mem::replace(&mut *was_active.borrow_mut(), *active);
            if !*active {
                *timer.borrow_mut() = None;
                let _ = client.cancel();
                return;
            }
            let design = state.design.clone();
            *b_latest.borrow_mut() = Some(design.clone());
            // As A's: a B past a size limit is shown with its error but kept out of the URL.
            if check_design_size(&design).is_ok() {
                url::write_pair_fragment(&a, Some(&design), false);
            }
            let (revision, d) = (state.revision, state.dispatcher());
            let delay = if opening { 0 } else { DEBOUNCE_MS };
            let compiles = matches!(state.derived, Derived::Ok { .. });
            *timer.borrow_mut() = compiles.then(|| {
                gloo_timers::callback::Timeout::new(delay, move || {
                    let total = design.sample.count;
                    let json: Rc<str> = crate::state::analysable(&design).to_json().into();
                    match client.start(json, total) {
                        Ok(id) => d.dispatch(Action::AnalysisStarted {
                            id,
                            revision,
                            total,
                        }),
                        Err(message) => d.dispatch(Action::AnalysisFailed {
                            id: 0,
                            message,
                            error: None,
                        }),
                    }
                })
            });
        });
    }
    CompareHandle {
        active,
        b,
        editing,
        b_latest,
    }
}

/// A link pasted into an open page (its first design is already loaded as A): a second design
/// opens compare mode with it as B; a link with one design leaves compare mode (A is the link's
/// design); a second design that cannot be read leaves compare mode and says why.
pub fn follow_link(compare: &CompareHandle, a: &UseReducerDispatcher<AppState>) {
    match url::second_from_fragment() {
        Some(Ok(b)) => compare.open(b),
        Some(Err(why)) => {
            compare.leave();
            let a = a.clone();
            why.explain(move |why| {
                a.dispatch(Action::ShowBanner(Banner::error(
                    Message::new(text::ONE_DESIGN)
                        .arg("error", why)
                        .render(rowkey_core::i18n::current_lang()),
                )))
            });
        }
        None => compare.leave(),
    }
}

/// Props of [`EditingSwitch`].
#[derive(Properties, PartialEq, Clone)]
pub struct EditingSwitchProps {
    /// The side the editors change.
    pub editing: Side,
    /// Point the editors at a side.
    pub on_pick: Callback<Side>,
}

/// "Editing: A | B": a segmented control at the top of the editors column (two buttons, the
/// pressed one `aria-pressed="true"`; Tab and Enter/Space reach both).
#[component]
pub fn EditingSwitch(props: &EditingSwitchProps) -> Html {
    let lang = use_lang();
    let button = |side: Side, label: &'static str, title: String, id: &'static str| {
        let pressed = props.editing == side;
        let onclick = props.on_pick.reform(move |_: MouseEvent| side);
        html! {
            <button type="button" data-testid={id} aria-pressed={pressed.to_string()} title={title}
                class={classes!(pressed.then_some("active"))} onclick={onclick}>{ label }</button>
        }
    };
    let side = match props.editing {
        Side::A => "a",
        Side::B => "b",
    };
    html! {
        <div class="editing-switch" role="group" aria-label={t(lang, text::EDITING)}
            data-testid="editing-switch" data-editing={side}>
            <span class="muted">{ t(lang, text::EDITING) }</span>
            { button(Side::A, "A", t(lang, text::A_TITLE), "editing-a") }
            { button(Side::B, "B", t(lang, text::B_TITLE), "editing-b") }
        </div>
    }
}
