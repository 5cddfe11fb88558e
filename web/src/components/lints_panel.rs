//! The lints, each linking to its segment in the editor.

use crate::i18n::texts::lints_panel as text;
use crate::i18n::{t, use_lang, Entry, Lang, Message};
use rowkey_core::analyze::lint::{Lint, Severity};
use rowkey_core::i18n::Arg;
use rowkey_core::Span;
use yew::prelude::*;

/// Props of [`LintsPanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct LintsPanelProps {
    /// The lints.
    pub lints: Vec<Lint>,
    /// The report shown is the interim one (its counts): its lints are still being made.
    #[prop_or_default]
    pub pending: bool,
    /// The analysis stopped before its lints came: say they were not checked.
    #[prop_or_default]
    pub unfinished: bool,
    /// Highlight a span in the editor.
    pub on_focus: Callback<Span>,
}

/// Class, icon and the word a screen reader says for a severity.
fn severity_look(s: Severity) -> (&'static str, &'static str, &'static Entry) {
    match s {
        Severity::Error => ("error", "\u{2716}", text::ERROR),
        Severity::Warning => ("warning", "\u{25b2}", text::WARNING),
        Severity::Info => ("info", "i", text::INFO),
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
    let lang = use_lang();
    let plural = |n: usize, entry| {
        Message::new(entry)
            .arg("n", Arg::Int(n as i128))
            .render(lang)
    };
    let count = |s: Severity| props.lints.iter().filter(|l| l.severity == s).count();
    let (errors, warnings, infos) = (
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Info),
    );
    let counts = [
        ("error", plural(errors, text::ERRORS), errors),
        ("warning", plural(warnings, text::WARNINGS), warnings),
        ("info", plural(infos, text::INFOS), infos),
    ];
    html! {
        <section class="panel lints" data-testid="lints" aria-labelledby="lints-title">
            <h2 id="lints-title">
                { t(lang, text::TITLE) }
                <span class="lint-counts">
                    { for counts.iter().filter(|c| c.2 > 0).map(|(class, text, _)| html! {
                        <span class={classes!("lint-count", *class)}>{ text.clone() }</span>
                    }) }
                </span>
            </h2>
            if props.unfinished {
                <p class="no-lints muted" data-testid="lints-unfinished">{ t(lang, text::UNFINISHED) }</p>
            } else if props.pending {
                <p class="no-lints muted" data-testid="lints-pending">{ t(lang, text::PENDING) }</p>
            } else if props.lints.is_empty() {
                <p class="no-lints">{ t(lang, text::NONE) }</p>
            } else {
                <ul class="lint-list">
                    { for props.lints.iter().map(|l| lint_item(l, &props.on_focus, lang)) }
                </ul>
            }
        </section>
    }
}

fn lint_item(lint: &Lint, on_focus: &Callback<Span>, lang: Lang) -> Html {
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
                    <span class="visually-hidden">{ Message::new(text::SEVERITY).arg("word", t(lang, word)).render(lang) }</span>
                    <code class="lint-rule">{ lint.rule.to_string() }</code>
                    <span class="lint-message">{ with_code(&lint.message.to_string()) }</span>
                </div>
                <p class="lint-why">{ with_code(&lint.why.to_string()) }</p>
            </div>
            if let Some(onclick) = focus {
                <button type="button" class="lint-focus" onclick={onclick}
                    aria-label={Message::new(text::SHOW_ARIA).arg("rule", lint.rule.to_string()).render(lang)}>
                    { t(lang, text::SHOW) }
                </button>
            }
        </li>
    }
}
