//! The lints, each linking to its segment in the editor.

use crate::format::plural;
use rowkey_core::analyze::lint::{Lint, Severity};
use rowkey_core::Span;
use yew::prelude::*;

/// Props of [`LintsPanel`].
#[derive(Properties, PartialEq)]
pub struct LintsPanelProps {
    /// The lints.
    pub lints: Vec<Lint>,
    /// Highlight a span in the editor.
    pub on_focus: Callback<Span>,
}

/// Class, icon and the word a screen reader says for a severity.
fn severity_look(s: Severity) -> (&'static str, &'static str, &'static str) {
    match s {
        Severity::Error => ("error", "\u{2716}", "Error"),
        Severity::Warning => ("warning", "\u{25b2}", "Warning"),
        Severity::Info => ("info", "i", "Info"),
    }
}

/// Text with its `backquoted` parts (segments, transforms) as code, the way the core writes them.
pub fn with_code(text: &str) -> Html {
    let parts = text.split('`').enumerate().map(|(i, part)| {
        if i % 2 == 1 {
            html! { <code>{ part.to_owned() }</code> }
        } else {
            html! { { part.to_owned() } }
        }
    });
    // An odd number of backquotes leaves a stray one: show the text as it is.
    if text.matches('`').count() % 2 == 1 {
        html! { { text.to_owned() } }
    } else {
        html! { { for parts } }
    }
}

/// The lints panel.
#[component]
pub fn LintsPanel(props: &LintsPanelProps) -> Html {
    let count = |s: Severity| props.lints.iter().filter(|l| l.severity == s).count();
    let (errors, warnings, infos) = (
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Info),
    );
    let counts = [
        ("error", plural(errors, "error", "errors"), errors),
        ("warning", plural(warnings, "warning", "warnings"), warnings),
        ("info", plural(infos, "info", "info"), infos),
    ];
    html! {
        <section class="panel lints" data-testid="lints" aria-labelledby="lints-title">
            <h2 id="lints-title">
                { "Lints" }
                <span class="lint-counts">
                    { for counts.iter().filter(|c| c.2 > 0).map(|(class, text, _)| html! {
                        <span class={classes!("lint-count", *class)}>{ text.clone() }</span>
                    }) }
                </span>
            </h2>
            if props.lints.is_empty() {
                <p class="no-lints">{ "No lints: nothing in this design that the articles or the HBase book warn about." }</p>
            } else {
                <ul class="lint-list">
                    { for props.lints.iter().map(|l| lint_item(l, &props.on_focus)) }
                </ul>
            }
        </section>
    }
}

fn lint_item(lint: &Lint, on_focus: &Callback<Span>) -> Html {
    let (class, icon, word) = severity_look(lint.severity);
    let focus = lint.span.map(|span| {
        let on_focus = on_focus.clone();
        Callback::from(move |_: MouseEvent| on_focus.emit(span))
    });
    html! {
        <li class={classes!("lint", class)} data-testid="lint" data-rule={lint.rule.to_string()}
            data-severity={class}>
            <span class="lint-icon" aria-hidden="true">{ icon }</span>
            <div class="lint-body">
                <div class="lint-head">
                    <span class="visually-hidden">{ format!("{word}: ") }</span>
                    <code class="lint-rule">{ lint.rule.to_string() }</code>
                    <span class="lint-message">{ with_code(&lint.message.to_string()) }</span>
                </div>
                <p class="lint-why">{ with_code(&lint.why.to_string()) }</p>
            </div>
            if let Some(onclick) = focus {
                <button type="button" class="lint-focus" onclick={onclick}
                    aria-label={format!("Show the segment of {} in the template", lint.rule)}>
                    { "Show in template" }
                </button>
            }
        </li>
    }
}
