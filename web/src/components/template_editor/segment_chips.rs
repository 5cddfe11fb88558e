//! The segment chips under the editor: one per segment, each editable in place.

use super::offsets::clamp_span;
use super::SegmentView;
use crate::format::width_label;
use crate::i18n::texts::template_editor as tx;
use crate::i18n::{t, use_lang, Message};
use rowkey_core::i18n::Arg;
use std::rc::Rc;
use yew::prelude::*;

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
pub(super) struct SegmentChipsProps {
    pub(super) text: AttrValue,
    pub(super) segments: Rc<Vec<SegmentView>>,
    pub(super) on_change: Callback<String>,
}

/// The most segment chips shown; a longer template lists the rest as a count.
const MAX_CHIPS: usize = 64;

/// The segment view: one chip per segment, grey chips for the literal text between them.
/// A chip opens an inline editor of the segment's text; committing replaces exactly its span.
#[component]
pub(super) fn SegmentChips(props: &SegmentChipsProps) -> Html {
    let lang = use_lang();
    let literal_title = t(lang, tx::LITERAL);
    // (segment index, draft text) while a chip is being edited; a ref mirrors it so that the
    // blur that follows Escape (or Enter) sees that there is nothing left to commit.
    let editing = use_state(|| None::<(usize, String)>);
    let live = use_mut_ref(|| None::<(usize, String)>);
    let edit_ref = use_node_ref();
    // The chip whose editor closed with Enter or Escape: its button takes the focus back, as a
    // keyboard user expects, instead of the focus falling to the page's body with the editor.
    let refocus = use_mut_ref(|| None::<usize>);
    let chips_ref = use_node_ref();
    {
        let (refocus, chips_ref) = (refocus.clone(), chips_ref.clone());
        use_effect(move || {
            let pending = *refocus.borrow();
            if let (Some(i), Some(chips)) = (pending, chips_ref.cast::<web_sys::Element>()) {
                let button = chips
                    .query_selector(&format!("[data-chip=\"{i}\"]"))
                    .ok()
                    .flatten()
                    .and_then(|el| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el).ok());
                if let Some(button) = button {
                    let _ = button.focus();
                    *refocus.borrow_mut() = None;
                }
            }
        });
    }
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
        html! { <span class="lit-chip mono" title={literal_title.clone()}>{ &text[a..b] }</span> }
    };
    for (i, (seg, &(s, e))) in props.segments.iter().zip(&spans).enumerate() {
        if i == MAX_CHIPS {
            // A template of thousands of segments would be a page of chips: the text above
            // holds them all; the chips stop here and say so.
            let more = props.segments.len() - MAX_CHIPS;
            nodes.push(html! {
                <span class="lit-chip more-chips" data-testid="more-chips">
                    { Message::new(tx::MORE_CHIPS).arg("more", Arg::Int(more as i128)).render(lang) }
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
                let refocus = refocus.clone();
                Callback::from(move |ev: KeyboardEvent| match ev.key().as_str() {
                    "Enter" => {
                        ev.prevent_default();
                        *refocus.borrow_mut() = Some(i);
                        commit();
                    }
                    "Escape" => {
                        ev.prevent_default();
                        *refocus.borrow_mut() = Some(i);
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
                <span class={classes!("segment-chip", "editing", color)} data-testid="segment-chip" data-user="segment">
                    <input ref={edit_ref.clone()} class="chip-edit mono" type="text" spellcheck="false"
                        aria-label={Message::new(tx::CHIP_EDIT_ARIA).arg("i", Arg::Int(i as i128 + 1)).render(lang)}
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
            html! { <code class="chip-sample" title={t(lang, tx::SAMPLE)}>{ binary_text(&seg.sample) }</code> }
        };
        nodes.push(html! {
            // The chip shows the user's segment, and its labels quote it.
            <span class={classes!("segment-chip", color)} data-testid="segment-chip" data-user="segment">
                <button type="button" class="chip-main" data-chip={i.to_string()} onclick={open}
                    title={Message::new(tx::EDIT_TITLE).arg("segment", seg_text.as_str()).render(lang)}
                    aria-label={Message::new(tx::EDIT_ARIA).arg("i", Arg::Int(i as i128 + 1)).arg("segment", seg_text.as_str()).render(lang)}>
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
                    aria-label={Message::new(tx::REMOVE_ARIA).arg("i", Arg::Int(i as i128 + 1)).arg("segment", seg_text.as_str()).render(lang)} title={t(lang, tx::REMOVE_TITLE)}>{ "×" }</button>
            </span>
        });
    }
    if cursor < text.len() && !spans.is_empty() {
        nodes.push(literal(cursor, text.len()));
    }
    html! { <div class="segment-chips" ref={chips_ref} aria-label={t(lang, tx::CHIPS_ARIA)}>{ for nodes }</div> }
}
