//! The template editor: text with live errors underlined at their span, and the segment chips.
//!
//! The underline uses the overlay technique: a `<div>` in normal flow mirrors the text with the
//! same font, padding and wrapping, and wraps each error span in a `<mark>`; the textarea sits
//! exactly on top of it (absolutely positioned, transparent background), so the marks show
//! through under the very characters they point at. Because the overlay is in flow, it also
//! sizes the editor to its content: the textarea never needs a scrollbar that would change its
//! wrapping width.

use crate::format::width_label;
use rowkey_core::template::{self, Part};
use rowkey_core::Span;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// One error in the template text.
#[derive(Clone, Debug, PartialEq)]
pub struct TemplateError {
    /// What is wrong.
    pub message: String,
    /// Where.
    pub span: Span,
}

/// What a segment chip shows.
#[derive(Clone, Debug, PartialEq)]
pub struct SegmentView {
    /// The segment's span in the template.
    pub span: Span,
    /// Its source in normal form.
    pub source: String,
    /// Its transforms in normal form.
    pub transforms: Vec<String>,
    /// Its output type (`str`, `int`, `long`, `bytes`).
    pub output: String,
    /// Shortest and longest byte width.
    pub width: (usize, usize),
    /// The first sample row's bytes for this segment, toStringBinary.
    pub sample: String,
}

/// Props of [`TemplateEditor`].
#[derive(Properties, PartialEq)]
pub struct TemplateEditorProps {
    /// The template text.
    pub text: AttrValue,
    /// Parse and type errors.
    pub errors: Rc<Vec<TemplateError>>,
    /// The segments (empty when the template does not compile).
    pub segments: Rc<Vec<SegmentView>>,
    /// A span to highlight (a lint was clicked).
    pub focus: Option<Span>,
    /// New template text.
    pub on_change: Callback<String>,
}

/// The id of the template textarea (the label and [`insert_at_caret`] find it by it).
pub const TEXTAREA_ID: &str = "template-input";

// ---------------------------------------------------------------------------------------------
// Offsets: spans are byte offsets into UTF-8 text; the DOM counts UTF-16 code units.
// ---------------------------------------------------------------------------------------------

/// The largest char boundary `<= at` (clamped to the text).
pub(crate) fn floor_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The smallest char boundary `>= at` (clamped to the text).
pub(crate) fn ceil_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// A byte span made safe to slice `text` with: clamped, on char boundaries, `start <= end`.
pub(crate) fn clamp_span(text: &str, span: Span) -> (usize, usize) {
    let start = floor_boundary(text, span.start);
    let end = ceil_boundary(text, span.end.max(start));
    (start, end)
}

/// UTF-16 offset of byte offset `at` (which must be a char boundary).
fn utf16_of(text: &str, at: usize) -> u32 {
    let n = text.get(..at).map_or(0, |s| s.encode_utf16().count());
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Byte offset of UTF-16 offset `at` (rounded down to a char boundary).
fn byte_of_utf16(text: &str, at: u32) -> usize {
    let mut units = 0u32;
    for (i, c) in text.char_indices() {
        let next = units + c.len_utf16() as u32;
        if next > at {
            return i;
        }
        units = next;
    }
    text.len()
}

/// 1-based line and column (in characters) of byte offset `at`.
pub(crate) fn line_col(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..floor_boundary(text, at)];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

// ---------------------------------------------------------------------------------------------
// Inserting a reference snippet.
// ---------------------------------------------------------------------------------------------

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
fn select_in(el: &HtmlTextAreaElement, text: &str, start: usize, end: usize) {
    let _ = el.focus();
    let _ = el.set_selection_range(utf16_of(text, start), utf16_of(text, end));
}

// ---------------------------------------------------------------------------------------------
// The overlay.
// ---------------------------------------------------------------------------------------------

/// The overlay when there are errors: one `<mark>` per error, in text order. Overlapping
/// errors are clipped so marks never nest; an error hidden inside an earlier one gets an empty
/// (zero-advance) mark so that every error still has exactly one.
fn overlay_errors(text: &str, errors: &[TemplateError]) -> Html {
    let mut order: Vec<(usize, usize, &str)> = errors
        .iter()
        .map(|e| {
            let (s, mut end) = clamp_span(text, e.span);
            // An empty span (e.g. "expected `}`") underlines the character it points at,
            // unless that is a line break or the end of the text.
            if s == end {
                if let Some(c) = text[s..].chars().next().filter(|&c| c != '\n') {
                    end = s + c.len_utf8();
                }
            }
            (s, end, e.message.as_str())
        })
        .collect();
    order.sort_by_key(|&(s, e, _)| (s, e));
    let mut nodes: Vec<Html> = Vec::new();
    let mut cursor = 0;
    for (s, e, message) in order {
        let s = s.max(cursor);
        let e = e.max(s);
        if s > cursor {
            nodes.push(html! { { &text[cursor..s] } });
        }
        let class = classes!("error-underline", (s == e).then_some("empty"));
        nodes.push(html! {
            <mark class={class} data-testid="template-error" title={message.to_string()}>{ &text[s..e] }</mark>
        });
        cursor = e;
    }
    nodes.push(html! { { &text[cursor..] } });
    nodes.into_iter().collect::<Html>()
}

/// The overlay of a compiling template: each segment tinted in its colour, the focused span
/// (a clicked lint) highlighted on top.
fn overlay_segments(text: &str, segments: &[SegmentView], focus: Option<(usize, usize)>) -> Html {
    // Elementary intervals between every boundary; each gets the classes of what covers it.
    let spans: Vec<(usize, usize)> = segments.iter().map(|s| clamp_span(text, s.span)).collect();
    let mut cuts: Vec<usize> = vec![0, text.len()];
    for &(s, e) in spans.iter().chain(focus.iter()) {
        cuts.push(s);
        cuts.push(e);
    }
    cuts.sort_unstable();
    cuts.dedup();
    let mut nodes: Vec<Html> = Vec::new();
    for w in cuts.windows(2) {
        let (a, b) = (w[0], w[1]);
        if a == b {
            continue;
        }
        let seg = spans.iter().position(|&(s, e)| s <= a && b <= e);
        let focused = focus.is_some_and(|(s, e)| s <= a && b <= e);
        let piece = &text[a..b];
        let inner = if focused {
            html! { <mark class="focus-highlight">{ piece }</mark> }
        } else {
            html! { { piece } }
        };
        match seg {
            Some(i) => nodes.push(html! {
                <span class={classes!("seg-tint", format!("seg-{}", i % 6))}>{ inner }</span>
            }),
            None => nodes.push(inner),
        }
    }
    nodes.into_iter().collect::<Html>()
}

// ---------------------------------------------------------------------------------------------
// The segment chips.
// ---------------------------------------------------------------------------------------------

/// A toStringBinary string with each `\xHH` escape as a unit of its own (dimmed, never split
/// across lines). In toStringBinary output a backslash always starts such an escape (a literal
/// backslash is itself written `\x5C`).
fn binary_text(s: &str) -> Html {
    let mut nodes: Vec<Html> = Vec::new();
    let mut rest = s;
    while let Some(i) = rest.find("\\x") {
        let end = (i + 4).min(rest.len());
        if !rest.is_char_boundary(end) {
            break;
        }
        if i > 0 {
            nodes.push(html! { { &rest[..i] } });
        }
        nodes.push(html! { <span class="esc">{ &rest[i..end] }</span> });
        rest = &rest[end..];
    }
    if !rest.is_empty() {
        nodes.push(html! { { rest } });
    }
    nodes.into_iter().collect::<Html>()
}

/// `text` with byte range `s..e` replaced by `with`.
fn replace_span(text: &str, (s, e): (usize, usize), with: &str) -> String {
    format!("{}{}{}", &text[..s], with, &text[e..])
}

/// Props of [`SegmentChips`].
#[derive(Properties, PartialEq)]
struct ChipsProps {
    text: AttrValue,
    segments: Rc<Vec<SegmentView>>,
    on_change: Callback<String>,
}

/// The most segment chips shown; a longer template lists the rest as a count.
const MAX_CHIPS: usize = 64;

/// The segment view: one chip per segment, grey chips for the literal text between them.
/// A chip opens an inline editor of the segment's text; committing replaces exactly its span.
#[component]
fn SegmentChips(props: &ChipsProps) -> Html {
    // (segment index, draft text) while a chip is being edited; a ref mirrors it so that the
    // blur that follows Escape (or Enter) sees that there is nothing left to commit.
    let editing = use_state(|| None::<(usize, String)>);
    let live = use_mut_ref(|| None::<(usize, String)>);
    let edit_ref = use_node_ref();
    {
        let edit_ref = edit_ref.clone();
        let open = editing.as_ref().map(|(i, _)| *i);
        use_effect_with(open, move |open| {
            if open.is_some() {
                if let Some(el) = edit_ref.cast::<web_sys::HtmlInputElement>() {
                    let _ = el.focus();
                    el.select();
                }
            }
            || ()
        });
    }
    let text = props.text.as_str();
    let spans: Vec<(usize, usize)> = props
        .segments
        .iter()
        .map(|s| clamp_span(text, s.span))
        .collect();
    let commit = {
        let editing = editing.clone();
        let live = live.clone();
        let on_change = props.on_change.clone();
        let text = props.text.clone();
        let spans = spans.clone();
        Rc::new(move || {
            let taken = live.borrow_mut().take();
            if let Some((i, draft)) = taken {
                if let Some(&span) = spans.get(i) {
                    if text.get(span.0..span.1) != Some(draft.as_str()) {
                        on_change.emit(replace_span(&text, span, &draft));
                    }
                }
            }
            editing.set(None);
        })
    };
    let mut nodes: Vec<Html> = Vec::new();
    let mut cursor = 0;
    let literal = |a: usize, b: usize| {
        html! { <span class="lit-chip mono" title="Literal text">{ &text[a..b] }</span> }
    };
    for (i, (seg, &(s, e))) in props.segments.iter().zip(&spans).enumerate() {
        if i == MAX_CHIPS {
            // A template of thousands of segments would be a page of chips: the text above
            // holds them all; the chips stop here and say so.
            let more = props.segments.len() - MAX_CHIPS;
            nodes.push(html! {
                <span class="lit-chip more-chips" data-testid="more-chips">
                    { format!("… and {more} more segment{} (edit them in the text above)", if more == 1 { "" } else { "s" }) }
                </span>
            });
            cursor = text.len();
            break;
        }
        if s > cursor {
            nodes.push(literal(cursor, s));
        }
        cursor = cursor.max(e);
        let color = format!("seg-{}", i % 6);
        let seg_text = text[s..e].to_string();
        let is_editing = editing.as_ref().filter(|(j, _)| *j == i).cloned();
        if let Some((_, draft)) = is_editing {
            let oninput = {
                let editing = editing.clone();
                let live = live.clone();
                Callback::from(move |ev: InputEvent| {
                    let v = ev
                        .target_unchecked_into::<web_sys::HtmlInputElement>()
                        .value();
                    *live.borrow_mut() = Some((i, v.clone()));
                    editing.set(Some((i, v)));
                })
            };
            let onkeydown = {
                let commit = commit.clone();
                let editing = editing.clone();
                let live = live.clone();
                Callback::from(move |ev: KeyboardEvent| match ev.key().as_str() {
                    "Enter" => {
                        ev.prevent_default();
                        commit();
                    }
                    "Escape" => {
                        ev.prevent_default();
                        live.borrow_mut().take();
                        editing.set(None);
                    }
                    _ => {}
                })
            };
            let onblur = {
                let commit = commit.clone();
                Callback::from(move |_: FocusEvent| commit())
            };
            nodes.push(html! {
                <span class={classes!("segment-chip", "editing", color)} data-testid="segment-chip">
                    <input ref={edit_ref.clone()} class="chip-edit mono" type="text" spellcheck="false"
                        aria-label={format!("Segment {} text (Enter to apply, Escape to cancel)", i + 1)}
                        value={draft} {oninput} {onkeydown} {onblur}
                        size={(seg_text.chars().count() + 2).to_string()} />
                </span>
            });
            continue;
        }
        let open = {
            let editing = editing.clone();
            let live = live.clone();
            let seg_text = seg_text.clone();
            Callback::from(move |_: MouseEvent| {
                *live.borrow_mut() = Some((i, seg_text.clone()));
                editing.set(Some((i, seg_text.clone())));
            })
        };
        let remove = {
            let on_change = props.on_change.clone();
            let text = props.text.clone();
            Callback::from(move |_: MouseEvent| on_change.emit(replace_span(&text, (s, e), "")))
        };
        let sample = if seg.sample.is_empty() {
            html! {}
        } else {
            html! { <code class="chip-sample" title="First sample value (toStringBinary)">{ binary_text(&seg.sample) }</code> }
        };
        nodes.push(html! {
            <span class={classes!("segment-chip", color)} data-testid="segment-chip">
                <button type="button" class="chip-main" onclick={open}
                    title={format!("Edit {seg_text}")}
                    aria-label={format!("Edit segment {}: {seg_text}", i + 1)}>
                    <span class="chip-pipeline mono">
                        <span class="chip-source">{ seg.source.clone() }</span>
                        { for seg.transforms.iter().map(|t| html! {
                            <><span class="chip-arrow" aria-hidden="true">{ "›" }</span><span class="chip-transform">{ t.clone() }</span></>
                        }) }
                    </span>
                    <span class="chip-meta">
                        <span class="chip-type">{ seg.output.clone() }</span>
                        <span class="chip-width">{ width_label(seg.width) }</span>
                        { sample }
                    </span>
                </button>
                <button type="button" class="chip-remove" onclick={remove}
                    aria-label={format!("Remove segment {}: {seg_text}", i + 1)} title="Remove this segment">{ "×" }</button>
            </span>
        });
    }
    if cursor < text.len() && !spans.is_empty() {
        nodes.push(literal(cursor, text.len()));
    }
    html! { <div class="segment-chips" aria-label="Segments">{ for nodes }</div> }
}

// ---------------------------------------------------------------------------------------------
// The editor.
// ---------------------------------------------------------------------------------------------

/// The template editor.
#[component]
pub fn TemplateEditor(props: &TemplateEditorProps) -> Html {
    let ta = use_node_ref();
    let overlay = use_node_ref();
    // The text at the time the focus span arrived: the highlight only means something while
    // the text is unchanged.
    let focus_text = {
        let text = props.text.clone();
        use_memo(props.focus, move |_| text)
    };
    {
        let ta = ta.clone();
        let text = props.text.clone();
        use_effect_with(props.focus, move |focus| {
            if let (Some(span), Some(el)) = (focus, ta.cast::<HtmlTextAreaElement>()) {
                let (s, e) = clamp_span(&text, *span);
                select_in(&el, &text, s, e);
            }
            || ()
        });
    }
    let text = props.text.as_str();
    let oninput = {
        let on_change = props.on_change.clone();
        Callback::from(move |e: InputEvent| {
            on_change.emit(e.target_unchecked_into::<HtmlTextAreaElement>().value());
        })
    };
    // The textarea is sized by the overlay, but the caret can still nudge its scroll position
    // by a pixel; keep the overlay in step.
    let onscroll = {
        let overlay = overlay.clone();
        let ta = ta.clone();
        Callback::from(move |_: Event| {
            if let (Some(o), Some(t)) = (
                overlay.cast::<web_sys::HtmlElement>(),
                ta.cast::<HtmlTextAreaElement>(),
            ) {
                o.set_scroll_top(t.scroll_top());
                o.set_scroll_left(t.scroll_left());
            }
        })
    };
    let focus = props
        .focus
        .filter(|_| focus_text.as_str() == text)
        .map(|s| clamp_span(text, s));
    let mirrored = if props.errors.is_empty() {
        overlay_segments(text, &props.segments, focus)
    } else {
        overlay_errors(text, &props.errors)
    };
    let error_items: Vec<Html> = props
        .errors
        .iter()
        .map(|e| {
            let (s, end) = clamp_span(text, e.span);
            let (line, col) = line_col(text, s);
            let onclick = {
                let ta = ta.clone();
                let text = props.text.clone();
                Callback::from(move |_: MouseEvent| {
                    if let Some(el) = ta.cast::<HtmlTextAreaElement>() {
                        select_in(&el, &text, s, end);
                    }
                })
            };
            let at = if text.contains('\n') {
                format!("{line}:{col}")
            } else {
                format!("col {col}")
            };
            html! {
                <li>
                    <button type="button" class="error-pos mono" {onclick}
                        title="Select this place in the template">{ at }</button>
                    <span class="error-msg">{ e.message.clone() }</span>
                </li>
            }
        })
        .collect();
    let status = if !props.errors.is_empty() {
        let n = props.errors.len();
        html! { <span class="tpl-status bad">{ format!("{n} {}", if n == 1 { "error" } else { "errors" }) }</span> }
    } else if !props.segments.is_empty() {
        let n = props.segments.len();
        html! { <span class="tpl-status ok">{ format!("{n} {}", if n == 1 { "segment" } else { "segments" }) }</span> }
    } else {
        html! {}
    };
    let chips = if props.errors.is_empty() && !props.segments.is_empty() {
        html! { <SegmentChips text={props.text.clone()} segments={props.segments.clone()} on_change={props.on_change.clone()} /> }
    } else if text.trim().is_empty() {
        html! { <p class="muted chips-note">{ "Type a template, e.g. {id | md5 | hex | left(4)}_{id}, or pick a preset." }</p> }
    } else if props.errors.is_empty() {
        // The template may be fine while another part of the design is not (a field's
        // generator, the sample): its problems are shown where they are.
        html! { <p class="muted chips-note">{ "The segments appear when the design compiles: see the problems below." }</p> }
    } else {
        html! { <p class="muted chips-note">{ "The segments appear when the design compiles." }</p> }
    };
    html! {
        <section class="panel template-editor" aria-labelledby="template-label">
            <h2>
                <label id="template-label" for={TEXTAREA_ID}>{ "Row-key template" }</label>
                { status }
            </h2>
            <div class={classes!("tpl-editor", (!props.errors.is_empty()).then_some("has-errors"))}>
                <div class="tpl-stack">
                <div class="tpl-overlay" ref={overlay} aria-hidden="true">{ mirrored }{ "\u{200b}" }</div>
                <textarea
                    ref={ta}
                    id={TEXTAREA_ID}
                    data-testid="template-input"
                    class="tpl-input"
                    spellcheck="false"
                    autocomplete="off"
                    autocapitalize="off"
                    aria-invalid={(!props.errors.is_empty()).to_string()}
                    aria-describedby="template-errors"
                    value={props.text.clone()}
                    {oninput}
                    {onscroll}
                />
                </div>
            </div>
            <ul id="template-errors" class="tpl-errors" aria-live="polite">{ for error_items }</ul>
            { chips }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boundaries_and_utf16() {
        let t = "a😀b";
        assert_eq!(floor_boundary(t, 3), 1);
        assert_eq!(ceil_boundary(t, 3), 5);
        assert_eq!(clamp_span(t, Span::new(2, 99)), (1, 6));
        assert_eq!(utf16_of(t, 5), 3);
        assert_eq!(byte_of_utf16(t, 3), 5);
        assert_eq!(byte_of_utf16(t, 2), 1);
        assert_eq!(byte_of_utf16(t, 9), 6);
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
    }

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
