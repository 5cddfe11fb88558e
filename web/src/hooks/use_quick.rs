//! `use_quick`: a quick worker answer kept in state, asked again whenever the request changes.

use crate::services::quick;
use rowkey_protocol::QuickRequest;
use serde::de::DeserializeOwned;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// The answer to `request` (of the type its variant names), parsed as `T`, or what went wrong: `None`
/// until the first answer comes, and without a request. The last answer stays until a newer
/// one arrives, so what it shows never blanks while the user types; answers to requests older
/// than the one shown are dropped.
#[hook]
pub fn use_quick<T: DeserializeOwned + 'static>(
    request: Option<QuickRequest>,
) -> Option<Rc<Result<T, String>>> {
    let answer = use_state(|| None::<Rc<Result<T, String>>>);
    // Requests made, and the request whose answer is shown.
    let seq = use_mut_ref(|| (Cell::new(0u64), Cell::new(0u64)));
    {
        let answer = answer.clone();
        use_effect_with(request, move |request| {
            let asked = seq.borrow().0.get() + 1;
            seq.borrow().0.set(asked);
            match request {
                None => {
                    seq.borrow().1.set(asked);
                    answer.set(None);
                }
                Some(r) => quick::ask(r, move |result| {
                    if seq.borrow().1.get() >= asked {
                        return;
                    }
                    seq.borrow().1.set(asked);
                    let parsed = result.and_then(|text| {
                        serde_json::from_str(&text).map_err(|e| format!("quick worker: {e}"))
                    });
                    answer.set(Some(Rc::new(parsed)));
                }),
            }
        });
    }
    (*answer).clone()
}
