//! What the user is typing into a text box, kept apart from the design's committed value.

use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// A text box's draft: the text the user typed since the committed value last changed from
/// elsewhere, or `None` when the box shows the committed value.
///
/// Yew re-applies an input's `value` attribute on every render when it differs from the DOM, so a
/// box rendered as `value={committed}` loses whatever was typed but not yet committed each time
/// anything re-renders it (an analysis report, a progress tick). Rendering `value={draft.value()}`
/// instead keeps the typed text, and a change of the committed value from elsewhere (a preset, a
/// link, an import) replaces the draft.
///
/// A box may also commit as the user types (a number, a generator). Its own commits are told to
/// the draft with [`Draft::sent`]: when the committed value comes back as exactly what the box
/// sent, the draft stays, so the box keeps the text as typed (`1,000` stays `1,000` although the
/// design holds `1000`) and the keystrokes typed since are never overwritten by the echo.
///
/// ```ignore
/// let draft = use_draft(props.name.clone());
/// html! { <input value={draft.value()} oninput={draft.oninput()} onchange={commit} /> }
/// ```
#[derive(Clone)]
pub struct Draft {
    committed: AttrValue,
    typed: UseStateHandle<Option<AttrValue>>,
    sent: Rc<RefCell<Option<Sent>>>,
}

/// A commit this box told its draft about.
struct Sent {
    /// The committed value the commit makes (in the committed value's form).
    value: AttrValue,
    /// `None`: the box's own edit, the typed text stays when the value comes back. `Some`: the
    /// text the box held when a commit took it along; when the value comes back the box shows
    /// its committed form, unless it has been typed into since.
    along: Option<Option<AttrValue>>,
}

impl PartialEq for Draft {
    fn eq(&self, other: &Self) -> bool {
        self.committed == other.committed && *self.typed == *other.typed
    }
}

impl Draft {
    /// The text the box shows: what was typed, else the committed value.
    pub fn value(&self) -> AttrValue {
        (*self.typed)
            .clone()
            .unwrap_or_else(|| self.committed.clone())
    }

    /// Whether the box holds typed text that differs from the committed value.
    pub fn is_dirty(&self) -> bool {
        self.typed.as_ref().is_some_and(|t| *t != self.committed)
    }

    /// The typed text, when there is any.
    pub fn typed(&self) -> Option<AttrValue> {
        (*self.typed).clone()
    }

    /// Record `text` as what the box holds (for a box with its own `oninput`).
    pub fn record(&self, text: impl Into<AttrValue>) {
        self.typed.set(Some(text.into()));
    }

    /// The box is committing `committed` (in the form the committed value takes, e.g. a number
    /// as `u64::to_string`): when that value comes back, it is this box's own edit, and the
    /// typed text stays.
    pub fn sent(&self, committed: impl Into<AttrValue>) {
        *self.sent.borrow_mut() = Some(Sent {
            value: committed.into(),
            along: None,
        });
    }

    /// A commit takes this box's text along with others' (one change commits a group of
    /// boxes): when `committed` comes back, the box shows it in its committed form, but text
    /// typed into the box since the commit (the user went on typing in it) stays.
    pub fn sent_along(&self, committed: impl Into<AttrValue>) {
        *self.sent.borrow_mut() = Some(Sent {
            value: committed.into(),
            along: Some(self.typed()),
        });
    }

    /// The `oninput` handler that records each keystroke.
    pub fn oninput(&self) -> Callback<InputEvent> {
        let this = self.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            this.record(v);
        })
    }

    /// Forget the typed text (the box shows the committed value again), e.g. on Escape.
    pub fn reset(&self) {
        self.typed.set(None);
    }
}

/// The draft of a text box whose committed value is `committed`. See [`Draft`].
#[hook]
pub fn use_draft(committed: AttrValue) -> Draft {
    let typed = use_state_eq(|| None::<AttrValue>);
    let sent = use_mut_ref(|| None::<Sent>);
    {
        // A new committed value that this box did not send (a preset, a link, another control)
        // ends the draft; this box's own commit coming back does not.
        let typed = typed.clone();
        let sent = sent.clone();
        use_effect_with(committed.clone(), move |committed| {
            let keep = match &*sent.borrow() {
                Some(Sent { value, along }) if value == committed => match along {
                    None => true,
                    Some(then) => *then != *typed,
                },
                _ => false,
            };
            if !keep {
                typed.set(None);
            }
            || ()
        });
    }
    Draft {
        committed,
        typed,
        sent,
    }
}
