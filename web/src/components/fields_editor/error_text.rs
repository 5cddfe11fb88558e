//! Errors under a field: the text with the span underlined, then the message.

use crate::components::template_editor::clamp_span;
use rowkey_core::Span;
use yew::prelude::*;

/// The expression with the error span underlined, then the message.
pub(super) fn render_error(text: &str, message: &str, span: Option<Span>) -> Html {
    let snippet = span.map(|span| {
        let (s, mut e) = clamp_span(text, span);
        if s == e {
            e = text[s..].chars().next().map_or(s, |c| s + c.len_utf8());
        }
        html! {
            <code class="err-snippet">
                { &text[..s] }
                <mark class={classes!("error-underline", (s == e).then_some("empty"))}>{ &text[s..e] }</mark>
                { &text[e..] }
            </code>
        }
    });
    html! {
        <div class="field-error" data-testid="field-error" role="alert">
            { for snippet }
            <span class="err-msg">{ message.to_string() }</span>
        </div>
    }
}

/// A CSV error: the message with the offending line quoted.
pub(super) fn render_error_line(text: &str, message: &str, span: Span) -> Html {
    let (s, _) = clamp_span(text, span);
    let line_start = text[..s].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[s..].find('\n').map_or(text.len(), |i| s + i);
    render_error(
        &text[line_start..line_end],
        message,
        Some(Span::new(
            s - line_start,
            clamp_span(text, span).1.min(line_end) - line_start,
        )),
    )
}
