//! Where the caret is: inserting a reference snippet there, and selecting a span.

use super::offsets::{byte_of_utf16, clamp_span, floor_boundary, utf16_of};
use super::TEXTAREA_ID;
use rowkey_core::template::{self, Part};
use wasm_bindgen::JsCast;
use web_sys::HtmlTextAreaElement;

/// Insert a reference snippet into `text` at byte offset `at`, where it makes sense:
/// - a source snippet (a whole `{...}` segment) goes at the caret, or just after the segment
///   the caret is inside;
/// - a transform snippet (`md5`, `mod(16)`) is appended, as ` | md5`, to the pipeline of the
///   segment the caret is in or just after (else the nearest one before, else the first);
///   with no segment at all it becomes a new `{id | md5}` segment.
///
/// Returns the new text and the byte offset just after what was inserted.
pub fn insert_snippet(text: &str, at: usize, snippet: &str) -> (String, usize) {
    let at = floor_boundary(text, at);
    let segments: Option<Vec<(usize, usize)>> = template::parse(text).ok().map(|t| {
        t.parts
            .iter()
            .filter_map(|p| match p {
                Part::Segment(s) => Some(clamp_span(text, s.span)),
                Part::Literal(_) => None,
            })
            .collect()
    });
    let splice = |pos: usize, ins: &str| {
        let mut out = String::with_capacity(text.len() + ins.len());
        out.push_str(&text[..pos]);
        out.push_str(ins);
        out.push_str(&text[pos..]);
        (out, pos + ins.len())
    };
    if snippet.starts_with('{') {
        let pos = segments
            .as_deref()
            .unwrap_or_default()
            .iter()
            .find(|&&(s, e)| s < at && at < e)
            .map_or(at, |&(_, e)| e);
        return splice(pos, snippet);
    }
    let Some(segments) = segments else {
        // The template does not parse: the caret is the best guess of where it goes.
        let after_bar = text[..at].trim_end().ends_with('|');
        let glue = match (after_bar, text[..at].ends_with(' ')) {
            (true, true) => "",
            (true, false) => " ",
            (false, _) => " | ",
        };
        return splice(at, &format!("{glue}{snippet}"));
    };
    let target = segments
        .iter()
        .find(|&&(s, e)| s < at && at <= e)
        .or_else(|| segments.iter().rev().find(|&&(_, e)| e <= at))
        .or_else(|| segments.first());
    match target {
        Some(&(s, e)) if e > s && text[..e].ends_with('}') => {
            let inner_end = s + text[s..e - 1].trim_end().len();
            splice(inner_end, &format!(" | {snippet}"))
        }
        _ => splice(at, &format!("{{id | {snippet}}}")),
    }
}

/// The template textarea in the page, if it is there.
fn textarea() -> Option<HtmlTextAreaElement> {
    web_sys::window()?
        .document()?
        .get_element_by_id(TEXTAREA_ID)?
        .dyn_into::<HtmlTextAreaElement>()
        .ok()
}

/// `text` with `snippet` inserted where the template textarea's caret is (see
/// [`insert_snippet`]); at the end when the editor is not in the page. The textarea is updated
/// at once with the caret placed after the insertion, so that a second click inserts after the
/// first (the re-render then writes the same value, which leaves the caret alone).
pub fn insert_at_caret(text: &str, snippet: &str) -> String {
    let el = textarea();
    let at = el
        .as_ref()
        .and_then(|el| el.selection_end().ok().flatten())
        .map_or(text.len(), |u| byte_of_utf16(text, u));
    let (new_text, caret) = insert_snippet(text, at, snippet);
    if let Some(el) = el {
        el.set_value(&new_text);
        let c = utf16_of(&new_text, caret);
        let _ = el.set_selection_range(c, c);
    }
    new_text
}

/// Focus the textarea and select `start..end` (byte offsets into `text`).
pub(super) fn select_in(el: &HtmlTextAreaElement, text: &str, start: usize, end: usize) {
    let _ = el.focus();
    let _ = el.set_selection_range(utf16_of(text, start), utf16_of(text, end));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snippets_go_where_they_make_sense() {
        let t = "{id}_{ts}";
        assert_eq!(insert_snippet(t, 2, "md5").0, "{id | md5}_{ts}");
        assert_eq!(insert_snippet(t, 4, "md5").0, "{id | md5}_{ts}");
        assert_eq!(insert_snippet(t, 9, "rev").0, "{id}_{ts | rev}");
        assert_eq!(insert_snippet(t, 0, "rev").0, "{id | rev}_{ts}");
        assert_eq!(insert_snippet(t, 2, "{salt(10)}").0, "{id}{salt(10)}_{ts}");
        assert_eq!(
            insert_snippet(t, 9, "{salt(10)}"),
            ("{id}_{ts}{salt(10)}".into(), 19)
        );
        assert_eq!(insert_snippet("x_", 2, "md5").0, "x_{id | md5}");
        assert_eq!(insert_snippet("{id | ", 6, "md5").0, "{id | md5");
        assert_eq!(insert_snippet("{id |", 5, "md5").0, "{id | md5");
        assert_eq!(insert_snippet("{id", 3, "md5").0, "{id | md5");
    }
}
