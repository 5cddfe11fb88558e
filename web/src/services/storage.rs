//! Autosave: the working design and the theme in `localStorage`.

const DESIGN_KEY: &str = "rowkey-playground.design";
const THEME_KEY: &str = "rowkey-playground.theme";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The autosaved design (JSON), if any.
pub fn load_design() -> Option<String> {
    storage()?.get_item(DESIGN_KEY).ok()?
}

/// Autosave the design (JSON). Storage can be full or disabled; the page works without it.
pub fn save_design(json: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(DESIGN_KEY, json);
    }
}

/// The saved theme name.
pub fn load_theme() -> Option<String> {
    storage()?.get_item(THEME_KEY).ok()?
}

/// Save the theme name.
pub fn save_theme(name: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(THEME_KEY, name);
    }
}
