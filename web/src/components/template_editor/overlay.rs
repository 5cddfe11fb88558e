//! The overlay under the textarea: errors underlined at their span, or the segments tinted.

use super::offsets::clamp_span;
use super::{SegmentView, TemplateError};
use yew::prelude::*;

/// The overlay when there are errors: one `<mark>` per error, in text order. Overlapping
/// errors are clipped so marks never nest; an error hidden inside an earlier one gets an empty
/// (zero-advance) mark so that every error still has exactly one.
pub(super) fn overlay_errors(text: &str, errors: &[TemplateError]) -> Html {
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
pub(super) fn overlay_segments(
    text: &str,
    segments: &[SegmentView],
    focus: Option<(usize, usize)>,
) -> Html {
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
