//! Autosave: the working design and the theme in `localStorage`, and what protects the user
//! from a design that kills the analysis.
//!
//! Three slots hold designs: the working design (every edit), the last *good* design (the last
//! one whose analysis gave an answer, a report or an ordinary error) and the *unfinished* mark
//! (the design whose analysis is running, with why it did not finish when it did not). The mark
//! is set when an analysis starts and cleared when it answers, so a design whose analysis
//! crashed the worker, hung, or took the whole tab down stays marked: the next visit opens it
//! without analysing it and offers the last good one. The working design is written only after
//! an edit has been compiled and shown, so a design that stops the page itself is never saved.

const DESIGN_KEY: &str = "rowkey-playground.design";
const GOOD_KEY: &str = "rowkey-playground.good";
const UNFINISHED_KEY: &str = "rowkey-playground.unfinished";
const THEME_KEY: &str = "rowkey-playground.theme";
const REFERENCE_KEY: &str = "rowkey-playground.reference-open";
const LANG_KEY: &str = "rowkey-playground.lang";

use crate::i18n::t;
use crate::i18n::texts::notices::NOT_FINISHED;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Storage can be full or disabled; the page works without it.
fn set(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

/// The autosaved design (JSON), if any.
pub fn load_design() -> Option<String> {
    get(DESIGN_KEY)
}

/// Autosave the design (JSON).
pub fn save_design(json: &str) {
    set(DESIGN_KEY, json);
}

/// The last design whose analysis answered (JSON), if any.
pub fn load_good() -> Option<String> {
    get(GOOD_KEY)
}

/// An analysis is about to run on `json`: mark it unfinished until it answers.
pub fn mark_running(json: &str) {
    // In the page's language now: the reason is shown as it was stored, on the next visit.
    let why = t(rowkey_core::i18n::current_lang(), NOT_FINISHED);
    set(UNFINISHED_KEY, &unfinished_entry(json, &why));
}

/// The analysis of `json` answered: it is the last good design, and nothing is unfinished.
pub fn mark_good(json: &str) {
    set(GOOD_KEY, json);
    if let Some(s) = storage() {
        let _ = s.remove_item(UNFINISHED_KEY);
    }
}

/// The analysis of `json` stopped the worker: remember why, for the next visit.
pub fn mark_crashed(json: &str, why: &str) {
    set(UNFINISHED_KEY, &unfinished_entry(json, why));
}

/// The user stopped the running analysis: it did not fail, so nothing is unfinished.
pub fn clear_unfinished() {
    if let Some(s) = storage() {
        let _ = s.remove_item(UNFINISHED_KEY);
    }
}

/// Why the analysis of `json` did not finish last time, when it is the unfinished design.
pub fn unfinished_reason(json: &str) -> Option<String> {
    parse_unfinished(&get(UNFINISHED_KEY)?, json)
}

fn unfinished_entry(json: &str, why: &str) -> String {
    serde_json::json!({ "design": json, "why": why }).to_string()
}

/// The reason in an unfinished entry, when the entry is about `json`.
fn parse_unfinished(entry: &str, json: &str) -> Option<String> {
    let v: serde_json::Value = serde_json::from_str(entry).ok()?;
    (v.get("design")?.as_str()? == json).then(|| v.get("why")?.as_str().map(str::to_owned))?
}

/// The saved theme name.
pub fn load_theme() -> Option<String> {
    get(THEME_KEY)
}

/// Save the theme name.
pub fn save_theme(name: &str) {
    set(THEME_KEY, name);
}

/// The language the user chose (a BCP 47 tag), if they did.
pub fn load_lang() -> Option<String> {
    get(LANG_KEY)
}

/// Remember the language the user chose.
pub fn save_lang(tag: &str) {
    set(LANG_KEY, tag);
}

/// Whether the user left the Reference open (it starts folded away).
pub fn load_reference_open() -> bool {
    get(REFERENCE_KEY).as_deref() == Some("1")
}

/// Remember whether the Reference is open.
pub fn save_reference_open(open: bool) {
    set(REFERENCE_KEY, if open { "1" } else { "0" });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unfinished_entry_names_only_its_design() {
        let e = unfinished_entry("{\"a\":1}", "RuntimeError: unreachable");
        assert_eq!(
            parse_unfinished(&e, "{\"a\":1}").as_deref(),
            Some("RuntimeError: unreachable")
        );
        assert_eq!(parse_unfinished(&e, "{\"a\":2}"), None);
        assert_eq!(parse_unfinished("not json", "{\"a\":1}"), None);
    }
}
