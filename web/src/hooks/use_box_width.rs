//! The measured width of a chart's box.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The chart width used before the box has been measured.
const DEFAULT_WIDTH: f64 = 640.0;
/// Narrower than this, a chart is drawn at this width and scaled down.
const MIN_WIDTH: f64 = 360.0;

/// The width in CSS pixels of the element behind `node`, kept up to date.
///
/// Charts draw their SVG in user units equal to pixels (viewBox width = box width), so text and
/// strokes keep their size whether the chart is 1000 px wide or in a 600 px iframe, instead of
/// shrinking with a fixed viewBox. Measured after every render (one cheap read; the state only
/// changes when the width does) and on window resize.
#[hook]
pub fn use_box_width(node: NodeRef) -> f64 {
    let width = use_state_eq(|| DEFAULT_WIDTH);
    {
        let (width, node) = (width.clone(), node.clone());
        use_effect(move || {
            if let Some(el) = node.cast::<web_sys::Element>() {
                let w = el.client_width() as f64;
                if w > 0.0 {
                    width.set(w.max(MIN_WIDTH));
                }
            }
        });
    }
    {
        let width = width.clone();
        use_effect_with((), move |_| {
            let on_resize = Closure::<dyn FnMut()>::new(move || {
                if let Some(el) = node.cast::<web_sys::Element>() {
                    let w = el.client_width() as f64;
                    if w > 0.0 {
                        width.set(w.max(MIN_WIDTH));
                    }
                }
            });
            let win = web_sys::window();
            if let Some(win) = &win {
                let _ = win
                    .add_event_listener_with_callback("resize", on_resize.as_ref().unchecked_ref());
            }
            move || {
                if let Some(win) = &win {
                    let _ = win.remove_event_listener_with_callback(
                        "resize",
                        on_resize.as_ref().unchecked_ref(),
                    );
                }
                drop(on_resize);
            }
        });
    }
    *width
}
