//! RowKey Playground in the browser.
//!
//! The page's wasm: the Yew app. The analysis runs in a worker with a wasm of its own
//! (`crates/rowkey-worker`, loaded by `www/worker.js`), so this one carries no analysis.

mod app;
mod case;
mod components;
mod embed;
mod format;
mod hooks;
mod i18n;
mod presets;
mod services;
mod state;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;

fn main() {
    if web_sys::window().is_none() {
        return;
    }
    console_error_panic_hook::set_once();
    let (lang, _) = i18n::initial_lang();
    if lang == i18n::Lang::ZhCn && !rowkey_core::i18n::zh_texts_ready() {
        // The Chinese texts first (the shell's "Loading" stays meanwhile), so the first render
        // is Chinese, never English then Chinese. If they cannot be had, the page opens in
        // English and says why (App's initial state reads it).
        wasm_bindgen_futures::spawn_local(async {
            if let Err(why) = i18n::zh_texts::load().await {
                i18n::zh_texts::set_failed(why);
            }
            start();
        });
    } else {
        start();
    }
}

/// Mounts the app in place of the static shell.
fn start() {
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
