//! A box whose text is committed when typing pauses, on Enter, or when the box loses focus —
//! never on each keystroke, so a half-typed number (`1` of `1e7`, `9999999` of `999999999999`)
//! is never taken.

use super::{use_draft, Draft};
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// How long typing must pause before the text is committed, in milliseconds.
pub const PAUSE_MS: u32 = 700;

/// A box's typed text and its pending commit. See [`use_typed_commit`].
#[derive(Clone)]
pub struct TypedCommit {
    draft: Draft,
    timer: Rc<RefCell<Option<Timeout>>>,
    commit: Rc<RefCell<Callback<(String, Draft)>>>,
    waiting: UseStateHandle<bool>,
}

impl PartialEq for TypedCommit {
    fn eq(&self, other: &Self) -> bool {
        self.draft == other.draft && *self.waiting == *other.waiting
    }
}

impl TypedCommit {
    /// The draft (what the box shows; [`Draft::sent`] for the box's own commits).
    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// Whether typed text waits for its commit (the user is typing): a box says nothing of
    /// text that is not committed yet.
    pub fn is_waiting(&self) -> bool {
        *self.waiting
    }

    /// Commit `text` now, ending any wait.
    fn commit_now(&self, text: String) {
        self.timer.borrow_mut().take();
        self.waiting.set(false);
        let commit = self.commit.borrow().clone();
        commit.emit((text, self.draft.clone()));
    }

    /// The `oninput` handler: record the text, commit it once typing pauses.
    pub fn oninput(&self) -> Callback<InputEvent> {
        let this = self.clone();
        Callback::from(move |e: InputEvent| {
            let text = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            this.draft.record(text.clone());
            this.waiting.set(true);
            let later = this.clone();
            *this.timer.borrow_mut() = Some(Timeout::new(PAUSE_MS, move || {
                later.commit_now(text);
            }));
        })
    }

    /// The `onkeydown` handler: Enter commits at once.
    pub fn onkeydown(&self) -> Callback<KeyboardEvent> {
        let this = self.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" {
                let text = e
                    .target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value();
                this.commit_now(text);
            }
        })
    }

    /// The `onblur` handler: leaving the box commits what waits.
    pub fn onblur(&self) -> Callback<FocusEvent> {
        let this = self.clone();
        Callback::from(move |e: FocusEvent| {
            if this.timer.borrow().is_some() {
                let text = e
                    .target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value();
                this.commit_now(text);
            }
        })
    }
}

/// The typed text of a box whose committed value is `committed`; `commit` gets the text (and
/// the draft, to tell it what the box sends) when typing pauses ([`PAUSE_MS`]), on Enter or on
/// blur, and is the one of the latest render (it sees the latest design, not the one of the
/// render the typing started in).
///
/// ```ignore
/// let typed = use_typed_commit(value.to_string().into(), commit);
/// html! { <input value={typed.draft().value()} oninput={typed.oninput()}
///     onkeydown={typed.onkeydown()} onblur={typed.onblur()} /> }
/// ```
#[hook]
pub fn use_typed_commit(committed: AttrValue, commit: Callback<(String, Draft)>) -> TypedCommit {
    let draft = use_draft(committed);
    let timer = use_mut_ref(|| None::<Timeout>);
    let latest = use_mut_ref(Callback::noop);
    *latest.borrow_mut() = commit;
    let waiting = use_state_eq(|| false);
    {
        // A box that goes away takes its pending commit with it.
        let timer = timer.clone();
        use_effect_with((), move |_| move || drop(timer.borrow_mut().take()));
    }
    TypedCommit {
        draft,
        timer,
        commit: latest,
        waiting,
    }
}
