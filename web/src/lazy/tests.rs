//! The stand-ins in each state of the panels' code: a placeholder while it loads, why not and a
//! way to try again when it could not be fetched, the panel itself once it is there.

use super::panels::{views, LengthsChart};
use super::{Load, Panels};
use crate::test_support::{new_root, settle};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen_test::wasm_bindgen_test;
use yew::prelude::*;

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

#[derive(Properties, PartialEq)]
struct HostProps {
    panels: Panels,
}

#[component]
fn Host(props: &HostProps) -> Html {
    html! {
        <ContextProvider<Panels> context={props.panels.clone()}>
            <LengthsChart report={None} />
        </ContextProvider<Panels>>
    }
}

/// Mounts a stand-in with the panels in `load`; the count of `start`s it asked for.
async fn mount(load: Load) -> (web_sys::Element, Rc<Cell<u32>>) {
    let started = Rc::new(Cell::new(0));
    let start = {
        let started = started.clone();
        Callback::from(move |()| started.set(started.get() + 1))
    };
    let root = new_root();
    yew::Renderer::<Host>::with_root_and_props(
        root.clone(),
        HostProps {
            panels: Panels { load, start },
        },
    )
    .render();
    settle().await;
    (root, started)
}

fn find(root: &web_sys::Element, selector: &str) -> Option<web_sys::Element> {
    root.query_selector(selector).ok().flatten()
}

#[wasm_bindgen_test]
async fn a_panel_loading_keeps_its_place_quietly() {
    let (root, started) = mount(Load::Loading).await;
    let placeholder = find(&root, "[data-testid=lazy-placeholder]").expect("a placeholder");
    assert_eq!(
        placeholder.get_attribute("data-panel").as_deref(),
        Some("lengths")
    );
    assert_eq!(
        placeholder.get_attribute("aria-busy").as_deref(),
        Some("true")
    );
    assert!(placeholder
        .get_attribute("style")
        .is_some_and(|s| s.contains("min-height")));
    assert!(find(&root, "[data-testid=lazy-failed]").is_none());
    // A panel that is not urgent does not ask for the chunk itself: the page does, after its
    // first chart.
    assert_eq!(started.get(), 0);
}

#[wasm_bindgen_test]
async fn a_panel_whose_code_failed_says_so_and_tries_again() {
    let (root, started) = mount(Load::Failed("failed to load split module".into())).await;
    let failed = find(&root, "[data-testid=lazy-failed]").expect("the message");
    let text = failed.text_content().unwrap_or_default();
    assert!(text.contains("could not be loaded"), "{text}");
    assert!(text.contains("failed to load split module"), "{text}");
    assert_eq!(failed.get_attribute("role").as_deref(), Some("alert"));
    let retry: web_sys::HtmlElement = wasm_bindgen::JsCast::dyn_into(
        find(&root, "[data-testid=lazy-retry]").expect("a way to try again"),
    )
    .expect("a button");
    retry.click();
    settle().await;
    assert_eq!(started.get(), 1);
}

#[wasm_bindgen_test]
async fn a_loaded_panel_is_the_panel_itself() {
    let (root, _) = mount(Load::Ready(views())).await;
    assert!(find(&root, "[data-testid=lazy-placeholder]").is_none());
    let text = root.text_content().unwrap_or_default();
    assert!(text.contains("Key lengths"), "{text}");
}
