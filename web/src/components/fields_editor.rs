//! The fields: each field's generator (validated), sample count and seed, pasted CSV.
//!
//! Bad input never loses what the user typed: generator text always goes to the design (which
//! holds the text; validation shows the errors), while a name, count or seed that cannot be
//! used stays in its input with a message and the design keeps its last good value.

use crate::components::template_editor::clamp_span;
use crate::format::fmt_int;
use indexmap::IndexMap;
use rowkey_core::design::{DesignError, Sample, MAX_SAMPLE_COUNT};
use rowkey_core::encode::ValueType;
use rowkey_core::gen::{CsvData, GeneratorSpec, GENERATOR_NAMES};
use rowkey_core::Span;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`FieldsEditor`].
#[derive(Properties, PartialEq)]
pub struct FieldsEditorProps {
    /// Field name → generator expression.
    pub fields: IndexMap<String, String>,
    /// Fields the template reads (in template order).
    pub template_fields: Vec<String>,
    /// Design errors (those under `fields.*`, `sample.*`, `data` belong here).
    pub errors: Rc<Vec<DesignError>>,
    /// Sample count and seed.
    pub sample: Sample,
    /// Pasted CSV data.
    pub data: Option<String>,
    /// Set a field's generator (adds the field if new).
    pub on_set: Callback<(String, String)>,
    /// Rename a field.
    pub on_rename: Callback<(String, String)>,
    /// Remove a field.
    pub on_remove: Callback<String>,
    /// Sample count and seed.
    pub on_sample: Callback<Sample>,
    /// Pasted CSV data.
    pub on_data: Callback<Option<String>>,
}

/// One example per generator, in [`GENERATOR_NAMES`] order, with what it makes.
const GENERATOR_EXAMPLES: [(&str, &str); 12] = [
    ("seq(1, 1)", "1, 2, 3… (start, step)"),
    ("int(0, 999)", "uniform int in [lo, hi]"),
    ("zipf(1000, 1.1)", "ints 1..n, a few very hot"),
    (
        "timestamp(\"2024-02-15T00:00:00Z\", 500)",
        "epoch ms, increasing, rate rows/s",
    ),
    ("uuid()", "random v4 UUID"),
    ("phone([177, 159, 138])", "11-digit phone number"),
    (
        "choice(\"click\":5, \"view\":10)",
        "one of, optionally weighted",
    ),
    ("pattern(\"ORD########\")", "# digit, ? letter, * either"),
    ("hexstr(16)", "n random hex digits"),
    ("text(4, 12)", "lowercase letters, length in range"),
    ("list(\"a\", \"b\")", "row i gets item i mod len"),
    ("csv(\"column\")", "cells of a pasted CSV column"),
];

/// Whether `name` can be a field name in a template: `[a-zA-Z_][a-zA-Z0-9_]*`.
fn is_ident(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// A field name made from a CSV header: non-identifier characters become `_`.
fn ident_from(header: &str) -> String {
    let mut out: String = header
        .trim()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    if !out.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        out.insert(0, '_');
    }
    out
}

/// A JSON-style quoted string (the generator language's string syntax).
fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| format!("\"{s}\""))
}

/// The expression with the error span underlined, then the message.
fn render_error(text: &str, message: &str, span: Option<Span>) -> Html {
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

/// Props of [`FieldRow`].
#[derive(Properties, PartialEq)]
struct FieldRowProps {
    name: AttrValue,
    expr: AttrValue,
    used: bool,
    /// Problems the design reports for this field (beyond the parse error shown live).
    design_errors: Vec<(String, Option<Span>)>,
    /// The other fields' names (a rename must not collide).
    taken: Rc<Vec<String>>,
    data: Option<Rc<CsvData>>,
    on_set: Callback<(String, String)>,
    on_rename: Callback<(String, String)>,
    on_remove: Callback<String>,
}

/// One field: name, generator, remove; errors under it.
#[component]
fn FieldRow(props: &FieldRowProps) -> Html {
    // The name being typed, and why it cannot be used (kept until it can).
    let draft = use_state(|| None::<String>);
    let name = props.name.to_string();
    let commit_name = {
        let draft = draft.clone();
        let on_rename = props.on_rename.clone();
        let name = name.clone();
        let taken = props.taken.clone();
        Rc::new(move |value: String| {
            let value = value.trim().to_string();
            if value == name {
                draft.set(None);
            } else if is_ident(&value) && !taken.contains(&value) {
                draft.set(None);
                on_rename.emit((name.clone(), value));
            } else {
                draft.set(Some(value));
            }
        })
    };
    let name_error = draft.as_ref().map(|v| {
        if v.is_empty() {
            "a field needs a name".to_string()
        } else if !is_ident(v) {
            format!("`{v}` is not a field name: letters, digits and _, not starting with a digit")
        } else {
            format!("there is already a field `{v}`")
        }
    });
    let onblur = {
        let commit = commit_name.clone();
        Callback::from(move |e: FocusEvent| {
            commit(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    let onkeydown = {
        let commit = commit_name.clone();
        let draft = draft.clone();
        let name = name.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "Enter" => {
                e.prevent_default();
                commit(
                    e.target_unchecked_into::<web_sys::HtmlInputElement>()
                        .value(),
                )
            }
            "Escape" => {
                let input = e.target_unchecked_into::<web_sys::HtmlInputElement>();
                input.set_value(&name);
                draft.set(None);
            }
            _ => {}
        })
    };
    let on_expr = {
        let on_set = props.on_set.clone();
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            on_set.emit((name.clone(), v));
        })
    };
    let remove = {
        let on_remove = props.on_remove.clone();
        let name = name.clone();
        Callback::from(move |_: MouseEvent| on_remove.emit(name.clone()))
    };
    let expr = props.expr.as_str();
    let parsed = GeneratorSpec::parse(expr);
    let mut errors: Vec<Html> = Vec::new();
    let mut shown: Vec<String> = Vec::new();
    if let Err(e) = &parsed {
        errors.push(render_error(expr, &e.message, Some(e.span)));
        shown.push(e.message.clone());
    }
    for (message, span) in &props.design_errors {
        if !shown.contains(message) {
            errors.push(render_error(expr, message, *span));
            shown.push(message.clone());
        }
    }
    let kind = parsed
        .as_ref()
        .ok()
        .map(|s| ValueType::name(s.value_type_with(props.data.as_deref())));
    let name_value = draft.as_ref().cloned().unwrap_or_else(|| name.clone());
    let expr_id = format!("field-expr-{name}");
    html! {
        <li class={classes!("field-row", (!errors.is_empty() || name_error.is_some()).then_some("invalid"))}
            data-testid={format!("field-{name}")}>
            <div class="field-line">
                <input class={classes!("field-name", "mono", name_error.is_some().then_some("invalid"))}
                    type="text" spellcheck="false" aria-label={format!("Name of field {name}")}
                    aria-invalid={name_error.is_some().to_string()}
                    value={name_value} {onblur} {onkeydown} />
                <input id={expr_id.clone()} class={classes!("field-expr", "mono", parsed.is_err().then_some("invalid"))}
                    data-testid={expr_id} type="text" spellcheck="false"
                    aria-label={format!("Generator of field {name}")}
                    aria-invalid={(!errors.is_empty()).to_string()}
                    value={props.expr.clone()} oninput={on_expr} />
                <span class="field-tags">
                    { for kind.map(|k| html! { <span class="tag" title="Value type">{ k }</span> }) }
                    if !props.used { <span class="tag warn" title="The template does not read this field">{ "unused" }</span> }
                </span>
                <button type="button" class="icon-btn" onclick={remove}
                    aria-label={format!("Remove field {name}")} title="Remove field">{ "×" }</button>
            </div>
            { for name_error.map(|m| html! { <div class="field-error name-error" data-testid="field-error" role="alert"><span class="err-msg">{ m }</span></div> }) }
            { for errors }
        </li>
    }
}

/// A sample setting typed as text: the count or the seed. What cannot be used stays in the
/// input with a message; the design keeps its last good value.
#[derive(Properties, PartialEq)]
struct NumberInputProps {
    id: AttrValue,
    label: AttrValue,
    value: u64,
    min: u64,
    max: u64,
    /// Why a value is refused, e.g. "a whole number from 1 to 10,000,000".
    expect: AttrValue,
    on_set: Callback<u64>,
}

#[component]
fn NumberInput(props: &NumberInputProps) -> Html {
    let draft = use_state(|| None::<String>);
    {
        // A new value from elsewhere (a preset, a link) replaces whatever was pending.
        let draft = draft.clone();
        use_effect_with(props.value, move |_| {
            draft.set(None);
            || ()
        });
    }
    let oninput = {
        let draft = draft.clone();
        let on_set = props.on_set.clone();
        let (min, max) = (props.min, props.max);
        let value = props.value;
        Callback::from(move |e: InputEvent| {
            let text = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            let clean: String = text
                .trim()
                .chars()
                .filter(|&c| c != '_' && c != ',')
                .collect();
            match clean.parse::<u64>() {
                Ok(v) if (min..=max).contains(&v) => {
                    draft.set(None);
                    if v != value {
                        on_set.emit(v);
                    }
                }
                _ => draft.set(Some(text)),
            }
        })
    };
    let error_id = format!("{}-error", props.id);
    let shown = (*draft).clone().unwrap_or_else(|| props.value.to_string());
    html! {
        <div class="num-setting">
            <label for={props.id.clone()}>{ props.label.clone() }</label>
            <input id={props.id.clone()} data-testid={props.id.clone()} class="mono" type="text"
                inputmode="numeric" spellcheck="false" value={shown} {oninput}
                aria-invalid={draft.is_some().to_string()}
                aria-describedby={draft.is_some().then(|| error_id.clone())} />
            if let Some(text) = &*draft {
                <div id={error_id} class="field-error" data-testid="field-error" role="alert">
                    <span class="err-msg">{
                        if text.trim().is_empty() {
                            format!("Enter {}; still using {}.", props.expect, fmt_int(props.value))
                        } else {
                            format!("`{}` is not {}; still using {}.", text.trim(), props.expect, fmt_int(props.value))
                        }
                    }</span>
                </div>
            }
        </div>
    }
}

/// The fields editor.
#[component]
pub fn FieldsEditor(props: &FieldsEditorProps) -> Html {
    let data = use_memo(props.data.clone(), |d| {
        d.as_deref()
            .filter(|t| !t.trim().is_empty())
            .map(|t| CsvData::parse(t).map(Rc::new))
    });
    let data_ok = match &*data {
        Some(Ok(d)) => Some(d.clone()),
        _ => None,
    };
    let names: Rc<Vec<String>> = Rc::new(props.fields.keys().cloned().collect());
    let design_errors = |name: &str| -> Vec<(String, Option<Span>)> {
        let path = format!("fields.{name}");
        props
            .errors
            .iter()
            .filter(|e| e.path == path)
            .map(|e| (e.message.clone(), e.span))
            .collect()
    };
    let rows = props.fields.iter().map(|(name, expr)| {
        let taken = Rc::new(names.iter().filter(|n| *n != name).cloned().collect());
        html! {
            <FieldRow key={name.clone()} name={name.clone()} expr={expr.clone()}
                used={props.template_fields.contains(name)}
                design_errors={design_errors(name)}
                {taken} data={data_ok.clone()}
                on_set={props.on_set.clone()} on_rename={props.on_rename.clone()}
                on_remove={props.on_remove.clone()} />
        }
    });
    let missing = props
        .template_fields
        .iter()
        .filter(|f| !props.fields.contains_key(*f))
        .map(|f| {
            let add = {
                let on_set = props.on_set.clone();
                let f = f.clone();
                Callback::from(move |_: MouseEvent| on_set.emit((f.clone(), "seq(1, 1)".into())))
            };
            html! {
                <li key={format!("missing-{f}")} class="field-row missing" data-testid={format!("field-{f}")}>
                    <div class="field-line">
                        <code class="field-name-static">{ f.clone() }</code>
                        <span class="missing-note">{ "read by the template, but has no generator" }</span>
                        <button type="button" class="primary small" onclick={add}>{ "add seq(1, 1)" }</button>
                    </div>
                </li>
            }
        });
    let add_field = {
        let on_set = props.on_set.clone();
        let fields = props.fields.clone();
        Callback::from(move |_: MouseEvent| {
            let name = (1..)
                .map(|i| format!("field_{i}"))
                .find(|n| !fields.contains_key(n))
                .unwrap_or_else(|| "field_x".into());
            on_set.emit((name, "text(4, 12)".into()));
        })
    };
    let on_count = {
        let on_sample = props.on_sample.clone();
        let sample = props.sample;
        Callback::from(move |count| on_sample.emit(Sample { count, ..sample }))
    };
    let on_seed = {
        let on_sample = props.on_sample.clone();
        let sample = props.sample;
        Callback::from(move |seed| on_sample.emit(Sample { seed, ..sample }))
    };
    let on_csv = {
        let on_data = props.on_data.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                .value();
            on_data.emit((!v.is_empty()).then_some(v));
        })
    };
    let csv_view = match &*data {
        None => {
            html! { <p class="muted small-note">{ "Paste CSV with a header row; its columns become usable as csv(\"column\")." }</p> }
        }
        Some(Err(e)) => {
            let text = props.data.clone().unwrap_or_default();
            render_error_line(&text, &e.message, e.span)
        }
        Some(Ok(d)) => {
            let cols = d.columns().iter().map(|c| {
                let field = ident_from(c.name());
                let expr = format!("csv({})", quote(c.name()));
                let exists = props.fields.get(&field) == Some(&expr);
                let onclick = {
                    let on_set = props.on_set.clone();
                    let (field, expr) = (field.clone(), expr.clone());
                    Callback::from(move |_: MouseEvent| on_set.emit((field.clone(), expr.clone())))
                };
                html! {
                    <li>
                        <code>{ c.name().to_string() }</code>
                        <span class="tag">{ ValueType::name(c.value_type()) }</span>
                        <button type="button" class="small" disabled={exists} {onclick}
                            title={format!("Add field {field} = {expr}")}>
                            { if exists { format!("field {field}") } else { format!("use as field {field}") } }
                        </button>
                    </li>
                }
            });
            html! {
                <>
                    <p class="muted small-note">{ format!("{} rows, {} columns", fmt_int(d.rows() as u64), d.columns().len()) }</p>
                    <ul class="csv-cols">{ for cols }</ul>
                </>
            }
        }
    };
    let other_errors = props
        .errors
        .iter()
        .filter(|e| e.path.starts_with("sample") || (e.path == "data" && data_ok.is_some()))
        .map(|e| html! { <div class="field-error" data-testid="field-error" role="alert"><span class="err-msg">{ e.to_string() }</span></div> });
    let generators = GENERATOR_NAMES.iter().zip(GENERATOR_EXAMPLES).map(|(name, (ex, what))| {
        html! { <tr><th scope="row"><code>{ *name }</code></th><td><code>{ ex }</code></td><td class="muted">{ what }</td></tr> }
    });
    html! {
        <section class="panel fields" aria-labelledby="fields-title">
            <h2 id="fields-title">{ "Fields" }
                <span class="actions">
                    <button type="button" class="small" data-testid="add-field" onclick={add_field}>{ "+ Add field" }</button>
                </span>
            </h2>
            <ul class="field-list">
                { for rows }
                { for missing }
            </ul>
            if props.fields.is_empty() && props.template_fields.is_empty() {
                <p class="muted small-note">{ "No fields: the template reads none." }</p>
            }
            <details class="gen-ref">
                <summary>{ "Generators" }</summary>
                <table class="gen-table"><tbody>{ for generators }</tbody></table>
            </details>
            <div class="sample-settings">
                <NumberInput id="sample-count" label="Sample rows" value={props.sample.count} min={1} max={MAX_SAMPLE_COUNT}
                    expect={format!("a whole number from 1 to {}", fmt_int(MAX_SAMPLE_COUNT))} on_set={on_count} />
                <NumberInput id="sample-seed" label="Seed" value={props.sample.seed} min={0} max={u64::MAX}
                    expect="a whole number from 0 to 18446744073709551615" on_set={on_seed} />
            </div>
            { for other_errors }
            <details class="csv-box" open={props.data.is_some()}>
                <summary>{ "CSV data" }{ for data_ok.as_ref().map(|d| html! { <span class="muted">{ format!(" · {} columns", d.columns().len()) }</span> }) }</summary>
                <label class="visually-hidden" for="csv-data">{ "CSV data with a header row" }</label>
                <textarea id="csv-data" data-testid="csv-data" class="csv-input mono" rows="4" spellcheck="false"
                    placeholder={"city,user\nHangzhou,u1\nBeijing,u2"}
                    value={props.data.clone().unwrap_or_default()} oninput={on_csv} />
                { csv_view }
            </details>
        </section>
    }
}

/// A CSV error: the message with the offending line quoted.
fn render_error_line(text: &str, message: &str, span: Span) -> Html {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_generator_has_a_working_example() {
        for (name, (ex, _)) in GENERATOR_NAMES.iter().zip(GENERATOR_EXAMPLES) {
            assert!(ex.starts_with(name), "{ex} is not an example of {name}");
            assert!(GeneratorSpec::parse(ex).is_ok(), "{ex} does not parse");
        }
    }

    #[test]
    fn names() {
        assert!(is_ident("user_id") && is_ident("_x1"));
        assert!(!is_ident("1x") && !is_ident("") && !is_ident("a-b"));
        assert_eq!(ident_from("user id"), "user_id");
        assert_eq!(ident_from("1st"), "_1st");
        assert_eq!(quote("a\"b"), "\"a\\\"b\"");
    }
}
