//! The URL: the design in the fragment (`#v1.…`), view options in the query
//! (`?embed=1&view=regions&theme=dark`). Editing replaces the history entry; Share pushes one.

use rowkey_core::design::Design;
use rowkey_core::link;

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// The fragment without `#`.
pub fn fragment() -> String {
    window()
        .and_then(|w| w.location().hash().ok())
        .map(|h| h.trim_start_matches('#').to_string())
        .unwrap_or_default()
}

/// A query parameter.
pub fn query_param(name: &str) -> Option<String> {
    let search = window()?.location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok()?;
    params.get(name)
}

/// The design in the fragment: `None` when there is none, `Some(Err)` when it cannot be read.
pub fn design_from_fragment() -> Option<Result<Design, String>> {
    let f = fragment();
    if f.is_empty() {
        return None;
    }
    Some(link::decode(&f).map_err(|e| e.message))
}

/// The second design in the fragment (compare mode, `&b=v1.…`): `None` when there is none,
/// `Some(Err)` saying why when it cannot be read (the first design is read apart, unaffected).
pub fn second_from_fragment() -> Option<Result<Design, String>> {
    link::decode_second(&fragment()).map(|r| r.map_err(|e| e.message))
}

/// The share link of compare mode: `a` and `b` in the fragment.
pub fn share_pair_url(a: &Design, b: &Design) -> String {
    format!("{}#{}", base_url(None), link::encode_pair(a, b))
}

/// Put `a` and, in compare mode, `b` in the fragment (as [`write_fragment`] does for one).
pub fn write_pair_fragment(a: &Design, b: Option<&Design>, push: bool) {
    let Some(b) = b else {
        return write_fragment(a, push);
    };
    let Some(w) = window() else { return };
    let Ok(history) = w.history() else { return };
    let url = format!("#{}", link::encode_pair(a, b));
    let state = wasm_bindgen::JsValue::NULL;
    let _ = if push {
        history.push_state_with_url(&state, "", Some(&url))
    } else {
        history.replace_state_with_url(&state, "", Some(&url))
    };
}

/// The page URL without fragment and with the given query (`None`: keep the current one).
pub fn base_url(query: Option<&str>) -> String {
    let Some(w) = window() else {
        return String::new();
    };
    let loc = w.location();
    let origin = loc.origin().unwrap_or_default();
    let path = loc.pathname().unwrap_or_default();
    let search = match query {
        Some(q) => q.to_string(),
        None => loc.search().unwrap_or_default(),
    };
    format!("{origin}{path}{search}")
}

/// The share link of `design` (this page, current query, the design in the fragment).
pub fn share_url(design: &Design) -> String {
    format!("{}#{}", base_url(None), link::encode(design))
}

/// The playground (not embedded) link of `design`.
pub fn open_url(design: &Design) -> String {
    format!("{}#{}", base_url(Some("")), link::encode(design))
}

/// The embed URL of `design` showing `view`, in `theme` (`None`: the reader's system theme).
pub fn embed_url(design: &Design, view: &str, theme: Option<&str>) -> String {
    let theme = theme.map(|t| format!("&theme={t}")).unwrap_or_default();
    format!(
        "{}#{}",
        base_url(Some(&format!("?embed=1&view={view}{theme}"))),
        link::encode(design)
    )
}

/// Put `design` in the fragment: `push` adds a history entry (Share), otherwise the current
/// entry is replaced (every edit).
pub fn write_fragment(design: &Design, push: bool) {
    let Some(w) = window() else { return };
    let Ok(history) = w.history() else { return };
    let url = format!("#{}", link::encode(design));
    let state = wasm_bindgen::JsValue::NULL;
    let _ = if push {
        history.push_state_with_url(&state, "", Some(&url))
    } else {
        history.replace_state_with_url(&state, "", Some(&url))
    };
}

/// Set the document title.
pub fn set_title(name: &str) {
    if let Some(doc) = window().and_then(|w| w.document()) {
        doc.set_title(&format!("{name} · RowKey Playground"));
    }
}
