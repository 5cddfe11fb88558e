//! One field of the fields editor: its name (renamed in place), its generator, and its errors.

use super::error_text::render_error;
use crate::hooks::use_draft;
use crate::i18n::texts::fields_editor as tx;
use crate::i18n::{t, use_lang, Message};
use rowkey_core::encode::ValueType;
use rowkey_core::gen::{CsvData, GeneratorSpec};
use rowkey_core::template::{field_name_problem, is_field_name};
use rowkey_core::Span;
use std::rc::Rc;
use yew::prelude::*;

/// The id of field `name`'s name box (the editor focuses a new field's by it).
pub(super) fn name_input_id(name: &str) -> String {
    format!("field-name-{name}")
}

/// The id of field `name`'s generator box.
fn expr_input_id(name: &str) -> String {
    format!("field-expr-{name}")
}

/// The id of field `name`'s remove button.
fn remove_button_id(name: &str) -> String {
    format!("field-remove-{name}")
}

/// The id, in the row of field `to`, of the control `id` is in the row of field `from`.
fn twin_id(id: &str, from: &str, to: &str) -> Option<String> {
    [
        (name_input_id as fn(&str) -> String),
        expr_input_id,
        remove_button_id,
    ]
    .into_iter()
    .find(|of| of(from) == id)
    .map(|of| of(to))
}

/// Props of [`FieldRow`].
#[derive(Properties, PartialEq)]
pub(super) struct FieldRowProps {
    pub(super) name: AttrValue,
    pub(super) expr: AttrValue,
    pub(super) used: bool,
    /// Problems the design reports for this field (beyond the parse error shown live).
    pub(super) design_errors: Vec<(String, Option<Span>)>,
    /// The other fields' names (a rename must not collide).
    pub(super) taken: Rc<Vec<String>>,
    pub(super) data: Option<Rc<CsvData>>,
    pub(super) on_set: Callback<(String, String)>,
    pub(super) on_rename: Callback<(String, String)>,
    /// The field was renamed while the focus was in its row (Enter in the name box, or Tab to
    /// the row's next control): the id of the element in the renamed row (a new row) that
    /// takes the focus.
    pub(super) on_renamed_here: Callback<String>,
    pub(super) on_remove: Callback<String>,
}

/// One field: name, generator, remove; errors under it.
#[component]
pub(super) fn FieldRow(props: &FieldRowProps) -> Html {
    let lang = use_lang();
    // The name being typed (kept through re-renders), and why the last commit of it was refused.
    let name_draft = use_draft(props.name.clone());
    let refused = use_state_eq(|| None::<String>);
    let name = props.name.to_string();
    let commit_name = {
        let draft = name_draft.clone();
        let refused = refused.clone();
        let on_rename = props.on_rename.clone();
        let name = name.clone();
        let taken = props.taken.clone();
        // Returns the new name when the field was renamed.
        Rc::new(move |value: String| -> Option<String> {
            let value = value.trim().to_string();
            if value == name {
                draft.reset();
                refused.set(None);
            } else if is_field_name(&value) && !taken.contains(&value) {
                refused.set(None);
                on_rename.emit((name.clone(), value.clone()));
                return Some(value);
            } else {
                refused.set(Some(if value.is_empty() {
                    t(lang, tx::NEEDS_NAME)
                } else if let Some(problem) = field_name_problem(&value) {
                    problem.message(&value).render(lang)
                } else {
                    Message::new(tx::NAME_TAKEN)
                        .arg("name", value.as_str())
                        .render(lang)
                }));
            }
            None
        })
    };
    let name_error = (*refused).clone();
    let onblur = {
        let commit = commit_name.clone();
        let on_renamed_here = props.on_renamed_here.clone();
        let name = name.clone();
        Callback::from(move |e: FocusEvent| {
            // Where the focus goes (Tab to the generator, Shift+Tab…): a control of this row
            // goes away with the renamed row, so its twin in the new row takes the focus.
            let going_to = e
                .related_target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                .map(|el| el.id());
            let renamed = commit(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            );
            if let (Some(to), Some(id)) = (renamed, going_to) {
                if let Some(twin) = twin_id(&id, &name, &to) {
                    on_renamed_here.emit(twin);
                }
            }
        })
    };
    let onkeydown = {
        let commit = commit_name.clone();
        let draft = name_draft.clone();
        let refused = refused.clone();
        let on_renamed_here = props.on_renamed_here.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "Enter" => {
                e.prevent_default();
                // The renamed field is a new row: the editor puts the focus back in its name.
                if let Some(to) = commit(
                    e.target_unchecked_into::<web_sys::HtmlInputElement>()
                        .value(),
                ) {
                    on_renamed_here.emit(name_input_id(&to));
                }
            }
            "Escape" => {
                draft.reset();
                refused.set(None);
            }
            _ => {}
        })
    };
    // The generator goes to the design on every keystroke (the design holds the text, valid or
    // not); the box shows what was typed, so the design's echo never rewrites it.
    let expr_draft = use_draft(props.expr.clone());
    let on_expr = {
        let on_set = props.on_set.clone();
        let draft = expr_draft.clone();
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            draft.record(v.clone());
            draft.sent(v.clone());
            on_set.emit((name.clone(), v));
        })
    };
    let remove = {
        let on_remove = props.on_remove.clone();
        let name = name.clone();
        Callback::from(move |_: MouseEvent| on_remove.emit(name.clone()))
    };
    let expr = props.expr.as_str();
    // The page's check (without the time checks: those come from the quick worker, among the
    // design errors).
    let parsed = GeneratorSpec::check(expr);
    let mut errors: Vec<Html> = Vec::new();
    let mut shown: Vec<String> = Vec::new();
    if let Err(e) = &parsed {
        errors.push(render_error(expr, &e.message.render(lang), Some(e.span)));
        shown.push(e.message.render(lang));
    }
    for (message, span) in &props.design_errors {
        if !shown.contains(message) {
            errors.push(render_error(expr, message, *span));
            shown.push(message.clone());
        }
    }
    // An error in the expression itself (a span in it), the page's or the quick worker's:
    // the box is marked and the values have no type.
    let bad = parsed.is_err() || props.design_errors.iter().any(|(_, span)| span.is_some());
    let kind = parsed
        .as_ref()
        .ok()
        .filter(|_| !bad)
        .map(|s| ValueType::name(s.value_type_with(props.data.as_deref())));
    let expr_id = expr_input_id(&name);
    html! {
        <li class={classes!("field-row", (!errors.is_empty() || name_error.is_some()).then_some("invalid"))}
            data-testid={format!("field-{name}")}>
            <div class="field-line">
                <input id={name_input_id(&name)} data-testid={name_input_id(&name)}
                    class={classes!("field-name", "mono", name_error.is_some().then_some("invalid"))}
                    type="text" spellcheck="false" data-user="field" aria-label={Message::new(tx::NAME_ARIA).arg("name", name.as_str()).render(lang)}
                    aria-invalid={name_error.is_some().to_string()}
                    value={name_draft.value()} oninput={name_draft.oninput()} {onblur} {onkeydown} />
                <input id={expr_id.clone()} class={classes!("field-expr", "mono", bad.then_some("invalid"))}
                    data-testid={expr_id} type="text" spellcheck="false" data-user="field"
                    aria-label={Message::new(tx::GENERATOR_ARIA).arg("name", name.as_str()).render(lang)}
                    aria-invalid={(!errors.is_empty()).to_string()}
                    value={expr_draft.value()} oninput={on_expr} />
                <span class="field-tags">
                    { for kind.map(|k| html! { <span class="tag" translate="no" title={t(lang, tx::VALUE_TYPE)}>{ k }</span> }) }
                    if !props.used { <span class="tag warn" title={t(lang, tx::UNUSED_TITLE)}>{ t(lang, tx::UNUSED) }</span> }
                </span>
                <button type="button" id={remove_button_id(&name)} class="icon-btn" data-user="field" onclick={remove}
                    aria-label={Message::new(tx::REMOVE_ARIA).arg("name", name.as_str()).render(lang)} title={t(lang, tx::REMOVE_TITLE)}>{ "×" }</button>
            </div>
            // One node each, never a flattened list: Yew matches unkeyed siblings from the end, so
            // an error appearing after the inputs' line would otherwise rebuild that line and take
            // the focus out of the box being typed in.
            { name_error.map(|m| html! { <div class="field-error name-error" data-testid="field-error" role="alert"><span class="err-msg">{ m }</span></div> }).unwrap_or_default() }
            { errors.into_iter().collect::<Html>() }
        </li>
    }
}
