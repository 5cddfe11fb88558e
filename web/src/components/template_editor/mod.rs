//! The template editor: text with live errors underlined at their span, and the segment chips.
//!
//! The underline uses the overlay technique: a `<div>` in normal flow mirrors the text with the
//! same font, padding and wrapping, and wraps each error span in a `<mark>`; the textarea sits
//! exactly on top of it (absolutely positioned, transparent background), so the marks show
//! through under the very characters they point at. Because the overlay is in flow, it also
//! sizes the editor to its content: the textarea never needs a scrollbar that would change its
//! wrapping width.

mod caret;
mod of_state;
mod offsets;
mod overlay;
mod segment_chips;
#[cfg(test)]
pub(crate) mod zh_tests;

pub use caret::insert_at_caret;
pub use of_state::{segment_views, template_errors};
pub(crate) use offsets::clamp_span;

use crate::i18n::texts::template_editor as tx;
use crate::i18n::{t, use_lang, Message};
use caret::select_in;
use offsets::line_col;
use overlay::{overlay_errors, overlay_segments};
use rowkey_core::i18n::Arg;
use rowkey_core::Span;
use segment_chips::SegmentChips;
use std::rc::Rc;
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

/// The template editor.
#[component]
pub fn TemplateEditor(props: &TemplateEditorProps) -> Html {
    let lang = use_lang();
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
                Message::new(tx::COLUMN)
                    .arg("col", Arg::Int(col as i128))
                    .render(lang)
            };
            html! {
                <li>
                    <button type="button" class="error-pos mono" {onclick}
                        title={t(lang, tx::SELECT_ERROR)}>{ at }</button>
                    <span class="error-msg">{ e.message.clone() }</span>
                </li>
            }
        })
        .collect();
    let status = if !props.errors.is_empty() {
        let n = props.errors.len();
        html! { <span class="tpl-status bad">{ Message::new(tx::ERRORS).arg("n", Arg::Int(n as i128)).render(lang) }</span> }
    } else if !props.segments.is_empty() {
        let n = props.segments.len();
        html! { <span class="tpl-status ok">{ Message::new(tx::SEGMENTS).arg("n", Arg::Int(n as i128)).render(lang) }</span> }
    } else {
        html! {}
    };
    let chips = if props.errors.is_empty() && !props.segments.is_empty() {
        html! { <SegmentChips text={props.text.clone()} segments={props.segments.clone()} on_change={props.on_change.clone()} /> }
    } else if text.trim().is_empty() {
        html! { <p class="muted chips-note">{ t(lang, tx::EMPTY) }</p> }
    } else if props.errors.is_empty() {
        // The template may be fine while another part of the design is not (a field's
        // generator, the sample): its problems are shown where they are.
        html! { <p class="muted chips-note">{ t(lang, tx::NOT_COMPILING_ELSEWHERE) }</p> }
    } else {
        html! { <p class="muted chips-note">{ t(lang, tx::NOT_COMPILING) }</p> }
    };
    html! {
        <section class="panel template-editor" aria-labelledby="template-label">
            <h2>
                <label id="template-label" for={TEXTAREA_ID}>{ t(lang, tx::HEADING) }</label>
                { status }
            </h2>
            <div class={classes!("tpl-editor", (!props.errors.is_empty()).then_some("has-errors"))}>
                <div class="tpl-stack">
                <div class="tpl-overlay" ref={overlay} aria-hidden="true" translate="no">{ mirrored }{ "\u{200b}" }</div>
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
