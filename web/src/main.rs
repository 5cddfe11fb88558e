//! RowKey Playground in the browser.
//!
//! One wasm serves the page and its workers: in the page it renders the Yew app; in a worker
//! (`www/worker.js` instantiates the page's own compiled module) only the entry points of
//! `rowkey-worker`, linked in here, are called. So `main` renders only when there is a window,
//! and the browser fetches and compiles the core once.

mod app;
mod case;
mod components;
mod embed;
mod format;
mod hooks;
mod i18n;
mod lazy;
mod notes;
mod presets;
mod services;
mod start;
mod state;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;

// The workers' entry points (`worker_analyze`, `worker_quick`, `KeysJob`…): exported from this
// wasm only if the crate is linked, and nothing in the page calls them.
use rowkey_worker as _;

fn main() {
    if web_sys::window().is_none() {
        return;
    }
    console_error_panic_hook::set_once();
    // The worker `www/index.html` started waits for this module: it instantiates it while the
    // first screen is built.
    services::analysis::AnalysisClient::give_early_module();
    // Before the first render (the shell's "Loading" stays meanwhile): in Chinese the Chinese
    // texts, so that the first render is Chinese, never English then Chinese (if they cannot be
    // had, the page opens in English and says why: App's initial state reads it); then the
    // link's designs, which the browser inflates.
    wasm_bindgen_futures::spawn_local(async {
        let (lang, _) = i18n::initial_lang();
        let lang = match i18n::zh_texts::ensure(lang).await {
            Ok(()) => lang,
            Err(why) => {
                i18n::zh_texts::set_failed(why);
                i18n::Lang::En
            }
        };
        // A link that cannot be read says why in the language the page opens in.
        rowkey_core::i18n::set_lang(lang);
        services::url::load_fragment(services::url::opened_fragment()).await;
        start();
    });
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
