//! A text box for a number the user types (the growth panels' rows, bytes, days): it keeps what
//! was typed across its panel's re-renders. Yew sets an input's DOM value to the `value` of
//! every render, so a box rendered with a fixed default would snap back to it whenever its
//! panel re-renders (a message shown, a language switched, a run's progress).

use yew::prelude::*;

/// Props of [`NumberBox`].
#[derive(Properties, PartialEq)]
pub struct NumberBoxProps {
    /// The element id (the label's `for`) and test id.
    pub id: AttrValue,
    /// What the box holds before anything is typed.
    pub default: AttrValue,
    /// The panel reads the typed text through this when it runs.
    pub node_ref: NodeRef,
}

/// The box; its text is its own state, so it is never reset behind the user's back.
///
/// ```ignore
/// html! { <NumberBox id="growth-days" default="200" node_ref={days_ref.clone()} /> }
/// ```
#[component]
pub fn NumberBox(props: &NumberBoxProps) -> Html {
    let text = use_state(|| props.default.clone());
    let oninput = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            text.set(AttrValue::from(v));
        })
    };
    html! {
        <input id={props.id.clone()} data-testid={props.id.clone()} type="text" inputmode="decimal" class="mono"
            spellcheck="false" autocomplete="off" ref={props.node_ref.clone()} value={(*text).clone()} {oninput} />
    }
}
