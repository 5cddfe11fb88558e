//! The fields: each field's generator (validated), sample count and seed, pasted CSV.
//!
//! Bad input never loses what the user typed: generator text always goes to the design (which
//! holds the text; validation shows the errors), while a name, count or seed that cannot be
//! used stays in its input with a message and the design keeps its last good value.

mod error_text;
mod field_row;
mod number_input;

use crate::i18n::texts::fields_editor as tx;
use crate::i18n::{t, use_lang, Entry, Message};
use crate::state::SampleEdit;
use error_text::render_error_line;
use field_row::FieldRow;
use indexmap::IndexMap;
use number_input::NumberInput;
use rowkey_core::design::{DesignError, Sample};
use rowkey_core::gen::{CsvData, GENERATOR_NAMES};
use rowkey_core::i18n::Arg;
use rowkey_core::limits::MAX_SAMPLE_COUNT;
use rowkey_core::template::field_name_from;
use rowkey_core::value::ValueType;
use rowkey_core::Span;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`FieldsEditor`].
#[derive(Properties, PartialEq, Clone)]
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
    pub on_sample: Callback<SampleEdit>,
    /// Pasted CSV data.
    pub on_data: Callback<Option<String>>,
}

/// One example per generator, in [`GENERATOR_NAMES`] order, with what it makes.
const GENERATOR_EXAMPLES: [(&str, &Entry); 12] = [
    ("seq(1, 1)", tx::GEN_SEQ),
    ("int(0, 999)", tx::GEN_INT),
    ("zipf(1000, 1.1)", tx::GEN_ZIPF),
    (
        "timestamp(\"2024-02-15T00:00:00Z\", 500)",
        tx::GEN_TIMESTAMP,
    ),
    ("uuid()", tx::GEN_UUID),
    ("phone([177, 159, 138])", tx::GEN_PHONE),
    ("choice(\"click\":5, \"view\":10)", tx::GEN_CHOICE),
    ("pattern(\"ORD########\")", tx::GEN_PATTERN),
    ("hexstr(16)", tx::GEN_HEXSTR),
    ("text(4, 12)", tx::GEN_TEXT),
    ("list(\"a\", \"b\")", tx::GEN_LIST),
    ("csv(\"column\")", tx::GEN_CSV),
];

/// A JSON-style quoted string (the generator language's string syntax).
fn quote(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| format!("\"{s}\""))
}

/// The fields editor.
#[component]
pub fn FieldsEditor(props: &FieldsEditorProps) -> Html {
    let lang = use_lang();
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
            .map(|e| (e.message.render(lang), e.span))
            .collect()
    };
    // The element that should take the focus once its row is in the page: the name box of the
    // field "+ Add field" just made (its made-up name selected, so that typing replaces it), or
    // the control of a renamed field's row the focus was in or going to (a renamed field is a
    // new row).
    let focus_new = use_mut_ref(|| None::<String>);
    {
        let focus_new = focus_new.clone();
        use_effect(move || {
            let pending = focus_new.borrow().clone();
            if let Some(id) = pending {
                let input = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id(&id))
                    .and_then(|el| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el).ok());
                if let Some(el) = input {
                    let _ = el.focus();
                    if let Some(input) =
                        wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlInputElement>(&el)
                    {
                        input.select();
                    }
                    *focus_new.borrow_mut() = None;
                }
            }
        });
    }
    let refocus = {
        let focus_new = focus_new.clone();
        Callback::from(move |id: String| *focus_new.borrow_mut() = Some(id))
    };
    let rows = props.fields.iter().map(|(name, expr)| {
        let taken = Rc::new(names.iter().filter(|n| *n != name).cloned().collect());
        html! {
            <FieldRow key={name.clone()} name={name.clone()} expr={expr.clone()}
                used={props.template_fields.contains(name)}
                design_errors={design_errors(name)}
                {taken} data={data_ok.clone()}
                on_set={props.on_set.clone()} on_rename={props.on_rename.clone()}
                on_renamed_here={refocus.clone()}
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
                        <span class="missing-note">{ t(lang, tx::MISSING) }</span>
                        <button type="button" class="primary small" onclick={add}>{ t(lang, tx::ADD_SEQ) }</button>
                    </div>
                </li>
            }
        });
    let add_field = {
        let on_set = props.on_set.clone();
        let fields = props.fields.clone();
        let focus_new = focus_new.clone();
        Callback::from(move |_: MouseEvent| {
            let name = (1..)
                .map(|i| format!("field_{i}"))
                .find(|n| !fields.contains_key(n))
                .unwrap_or_else(|| "field_x".into());
            *focus_new.borrow_mut() = Some(field_row::name_input_id(&name));
            on_set.emit((name, "text(4, 12)".into()));
        })
    };
    // Each box says only what it changes: the reducer applies it to the sample the design has
    // then, so a count and a seed committed before a re-render both land.
    let on_count = props.on_sample.reform(SampleEdit::Count);
    let on_seed = props.on_sample.reform(SampleEdit::Seed);
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
            html! { <p class="muted small-note">{ t(lang, tx::CSV_HINT) }</p> }
        }
        Some(Err(e)) => {
            let text = props.data.clone().unwrap_or_default();
            render_error_line(&text, &e.message.render(lang), e.span)
        }
        Some(Ok(d)) => {
            let cols = d.columns().iter().map(|c| {
                let field = field_name_from(c.name());
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
                        <span class="tag" translate="no">{ ValueType::name(c.value_type()) }</span>
                        <button type="button" class="small" disabled={exists} {onclick}
                            title={Message::new(tx::USE_COLUMN_TITLE).arg("field", field.as_str()).arg("expr", expr.as_str()).render(lang)}>
                            { Message::new(if exists { tx::COLUMN_USED } else { tx::USE_COLUMN }).arg("field", field.as_str()).render(lang) }
                        </button>
                    </li>
                }
            });
            html! {
                <>
                    <p class="muted small-note">{ Message::new(tx::CSV_SIZE).arg("rows", Arg::Count(d.rows() as u64)).arg("columns", Arg::Int(d.columns().len() as i128)).render(lang) }</p>
                    <ul class="csv-cols">{ for cols }</ul>
                </>
            }
        }
    };
    let other_errors = props
        .errors
        .iter()
        .filter(|e| e.path.starts_with("sample") || (e.path == "data" && data_ok.is_some()))
        .map(|e| html! { <div class="field-error" data-testid="field-error" role="alert"><span class="err-msg">{ e.to_string() }</span></div> })
        // One node: a flattened list would make Yew rebuild the sample inputs before it (it
        // matches unkeyed siblings from the end) and take the focus out of them.
        .collect::<Html>();
    let generators = GENERATOR_NAMES.iter().zip(GENERATOR_EXAMPLES).map(|(name, (ex, what))| {
        html! { <tr><th scope="row"><code>{ *name }</code></th><td><code>{ ex }</code></td><td class="muted">{ t(lang, what) }</td></tr> }
    });
    html! {
        <section class="panel fields" aria-labelledby="fields-title">
            <h2 id="fields-title">{ t(lang, tx::TITLE) }
                <span class="actions">
                    <button type="button" class="small" data-testid="add-field" onclick={add_field}>{ t(lang, tx::ADD_FIELD) }</button>
                </span>
            </h2>
            <ul class="field-list">
                { for rows }
                { for missing }
            </ul>
            if props.fields.is_empty() && props.template_fields.is_empty() {
                <p class="muted small-note">{ t(lang, tx::NO_FIELDS) }</p>
            }
            <details class="gen-ref">
                <summary>{ t(lang, tx::GENERATORS) }</summary>
                <table class="gen-table"><tbody>{ for generators }</tbody></table>
            </details>
            <div class="sample-settings">
                <NumberInput id="sample-count" label={t(lang, tx::SAMPLE_ROWS)} value={props.sample.count} min={1} max={MAX_SAMPLE_COUNT}
                    unit="rows" on_set={on_count} />
                <NumberInput id="sample-seed" label={t(lang, tx::SEED)} value={props.sample.seed} min={0} max={u64::MAX}
                    on_set={on_seed} />
            </div>
            { other_errors }
            <details class="csv-box" open={props.data.is_some()}>
                <summary>{ t(lang, tx::CSV_DATA) }{ for data_ok.as_ref().map(|d| html! { <span class="muted">{ Message::new(tx::CSV_COLUMNS_SUFFIX).arg("n", Arg::Int(d.columns().len() as i128)).render(lang) }</span> }) }</summary>
                <label class="visually-hidden" for="csv-data">{ t(lang, tx::CSV_LABEL) }</label>
                <textarea id="csv-data" data-testid="csv-data" class="csv-input mono" rows="4" spellcheck="false"
                    placeholder={t(lang, tx::CSV_PLACEHOLDER)}
                    value={props.data.clone().unwrap_or_default()} oninput={on_csv} />
                { csv_view }
            </details>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rowkey_core::gen::GeneratorSpec;

    #[test]
    fn every_generator_has_a_working_example() {
        for (name, (ex, _)) in GENERATOR_NAMES.iter().zip(GENERATOR_EXAMPLES) {
            assert!(ex.starts_with(name), "{ex} is not an example of {name}");
            assert!(GeneratorSpec::parse(ex).is_ok(), "{ex} does not parse");
        }
    }

    #[test]
    fn quotes_in_the_generator_string_syntax() {
        assert_eq!(quote("a\"b"), "\"a\\\"b\"");
    }
}
