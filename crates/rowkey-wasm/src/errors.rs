//! Errors as JS `Error`s with the CLI's message, the span and the error kind.

use rowkey_core::design::{Design, DesignError};
use rowkey_core::{join_errors, ErrorKind, SpannedError};
use wasm_bindgen::prelude::*;

/// The key of the hidden property that marks an `Error` as this module's answer. The package's
/// guard (`rowkey_wasm.js`) restarts the instance after anything else thrown out of a call,
/// since only an answer leaves the instance as it was.
const ANSWER_MARK: &str = "rowkey-wasm.answer";

/// A refused argument or design member: an `Error` with its `kind` and the `path` it names.
///
/// ```ignore
/// arg_error(ErrorKind::ArgumentType, &message, "template")
/// ```
pub fn arg_error(kind: ErrorKind, message: &str, path: &str) -> JsValue {
    js_error_of(
        Some(kind),
        message,
        None,
        (!path.is_empty()).then_some(path),
    )
}

/// A JS `Error` with `message`, a `kind` property (`"unknown_transform"`…) when the core says
/// one, and `span` / `path` properties when given.
pub(crate) fn js_error_of(
    kind: Option<ErrorKind>,
    message: &str,
    span: Option<rowkey_core::Span>,
    path: Option<&str>,
) -> JsValue {
    let err = js_sys::Error::new(message);
    if let Some(k) = kind {
        let _ = js_sys::Reflect::set(&err, &"kind".into(), &JsValue::from_str(k.as_str()));
    }
    if let Some(s) = span {
        let o = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&o, &"start".into(), &JsValue::from_f64(s.start as f64));
        let _ = js_sys::Reflect::set(&o, &"end".into(), &JsValue::from_f64(s.end as f64));
        let _ = js_sys::Reflect::set(&err, &"span".into(), &o);
    }
    if let Some(p) = path {
        let _ = js_sys::Reflect::set(&err, &"path".into(), &JsValue::from_str(p));
    }
    // Not enumerable and keyed by a symbol: invisible to JSON, `Object.keys` and comparisons.
    let err: JsValue = err.into();
    crate::js::set_hidden(
        &err,
        &js_sys::Symbol::for_(ANSWER_MARK).into(),
        &JsValue::TRUE,
    );
    err
}

/// Template errors as the CLI prints them: `template: message` and the template with carets,
/// one after another; the first error's kind and span on the `Error`.
pub fn template_error(template: &str, errors: &[SpannedError]) -> JsValue {
    let text = join_errors(
        errors
            .iter()
            .map(|e| format!("template: {}", e.render(template))),
    );
    let first = errors.first();
    js_error_of(
        first.map(|e| e.kind),
        &text,
        first.map(|e| e.span),
        Some("template"),
    )
}

/// Design errors as the CLI prints them (`design: path: message` with carets where they have a
/// span); the first error's kind, span and path on the `Error`.
pub fn design_error(json: &str, design: Option<&Design>, errors: &[DesignError]) -> JsValue {
    let text = join_errors(
        errors
            .iter()
            .map(|e| format!("design: {}", e.render(json, design))),
    );
    let first = errors.first();
    js_error_of(
        first.map(|e| e.kind),
        &text,
        first.and_then(|e| e.span),
        first.map(|e| e.path.as_str()),
    )
}

/// A design member's error on its own (`sizing.rows: must be ...`), with its kind and path.
pub fn member_error(e: &DesignError) -> JsValue {
    js_error_of(Some(e.kind), &e.to_string(), None, Some(&e.path))
}
