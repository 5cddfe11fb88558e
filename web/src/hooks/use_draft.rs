//! What the user is typing into a text box, kept apart from the design's committed value.

use yew::prelude::*;

/// A text box's draft: the text the user typed since the last commit, or `None` when the box
/// shows the committed value.
///
/// Yew re-applies an input's `value` attribute on every render when it differs from the DOM, so a
/// box rendered as `value={committed}` loses whatever was typed but not yet committed each time
/// anything re-renders it (an analysis report, a progress tick). Rendering `value={draft.value()}`
/// instead keeps the typed text until it is committed, and a change of the committed value from
/// elsewhere (undo, a preset, a link) replaces the draft.
///
/// ```ignore
/// let draft = use_draft(props.name.clone());
/// html! { <input value={draft.value()} oninput={draft.oninput()} onchange={commit} /> }
/// ```
#[derive(Clone)]
pub struct Draft {
    committed: AttrValue,
    typed: UseStateHandle<Option<AttrValue>>,
}

impl Draft {
    /// The text the box shows: what was typed, else the committed value.
    pub fn value(&self) -> AttrValue {
        (*self.typed)
            .clone()
            .unwrap_or_else(|| self.committed.clone())
    }

    /// The `oninput` handler that records each keystroke.
    pub fn oninput(&self) -> Callback<InputEvent> {
        let typed = self.typed.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            typed.set(Some(v.into()));
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
    {
        // A new committed value (the user's own commit, or an edit from elsewhere) ends the draft.
        let typed = typed.clone();
        use_effect_with(committed.clone(), move |_| {
            typed.set(None);
            || ()
        });
    }
    Draft { committed, typed }
}
