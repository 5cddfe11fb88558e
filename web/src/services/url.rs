//! The URL: the design in the fragment (`#v1.…`), view options in the query
//! (`?embed=1&view=regions&theme=dark`). Editing replaces the history entry; Share pushes one.

use crate::services::quick;
use rowkey_core::design::Design;
use rowkey_core::link::{self, LinkError};

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

/// A link that cannot be read. The page's wasm reads designs without the core's `json-paths`
/// feature (it saves about 11 KB gzipped), so when a member of the link's design has the wrong
/// type or shape it cannot say which; the quick worker, which can, is asked for the words.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkFailure {
    /// What this wasm says (without the member's path when `locate` is set).
    message: String,
    /// The quick worker's `link-error` request, when its words are needed.
    locate: Option<String>,
}

impl LinkFailure {
    fn new(fragment: &str, second: bool, e: LinkError) -> LinkFailure {
        let locate = e.unplaced.then(|| {
            serde_json::json!({ "op": "link-error", "fragment": fragment, "second": second })
                .to_string()
        });
        LinkFailure {
            message: e.message,
            locate,
        }
    }

    /// Why the link cannot be read, when the words are at hand (not to be asked for).
    pub fn ready(&self) -> Option<&str> {
        self.locate.is_none().then_some(self.message.as_str())
    }

    /// Gives `show` why the link cannot be read: at once, or when the quick worker answers (it
    /// names the wrongly typed member); if it cannot answer, with this wasm's words, unnamed.
    pub fn explain(self, show: impl FnOnce(String) + 'static) {
        let Some(request) = self.locate else {
            return show(self.message);
        };
        let fallback = self.message;
        quick::ask(request, move |answer| {
            let located = answer
                .ok()
                .and_then(|a| serde_json::from_str::<Option<String>>(&a).ok().flatten());
            show(located.unwrap_or(fallback));
        });
    }
}

/// The design in the fragment: `None` when there is none, `Some(Err)` when it cannot be read.
pub fn design_from_fragment() -> Option<Result<Design, LinkFailure>> {
    let f = fragment();
    if f.is_empty() {
        return None;
    }
    Some(link::decode(&f).map_err(|e| LinkFailure::new(&f, false, e)))
}

/// The second design in the fragment (compare mode, `&b=v1.…`): `None` when there is none,
/// `Some(Err)` saying why when it cannot be read (the first design is read apart, unaffected).
pub fn second_from_fragment() -> Option<Result<Design, LinkFailure>> {
    let f = fragment();
    link::decode_second(&f).map(|r| r.map_err(|e| LinkFailure::new(&f, true, e)))
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
