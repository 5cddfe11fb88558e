//! RowKey Playground in the browser.
//!
//! One wasm serves two roles: in the page it renders the Yew app; in the analysis worker
//! (`www/worker.js` imports the same module) it only exports [`worker_entry::worker_analyze`]. The
//! page's `main` therefore renders only when there is a window.

mod app;
mod components;
mod embed;
mod format;
mod hooks;
mod presets;
mod services;
mod state;
#[cfg(test)]
mod tests;
mod worker_entry;

fn main() {
    if web_sys::window().is_none() {
        return;
    }
    console_error_panic_hook::set_once();
    yew::Renderer::<app::App>::new().render();
    remove_shell();
}

/// Take away the static shell of `www/index.html` (title, purpose, "Loading the playground…").
/// Yew renders on a microtask, so the app replaces the shell before the next paint: the page is
/// never blank in between.
fn remove_shell() {
    if let Some(shell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("shell"))
    {
        shell.remove();
    }
}
