//! Errors as JS `Error`s with the CLI's message, the span and the error kind.

use rowkey_core::design::{Design, DesignError};
use rowkey_core::i18n::Message;
use rowkey_core::{join_errors, ErrorKind, SpannedError};
use rowkey_protocol::WorkerError;
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
    js_error(&WorkerError {
        path: (!path.is_empty()).then(|| path.to_owned()),
        ..WorkerError::plain(kind, Message::rendered(message))
    })
}

/// An error of the protocol's one shape ([`WorkerError`], as the playground's workers answer
/// it) as this module throws it: a JS `Error` whose message is the error's text, with a `kind`
/// property (`"unknown_transform"`…), and `span` (`{start, end}`) and `path` properties when it
/// has them (the names this module's API has always used).
pub(crate) fn js_error(e: &WorkerError) -> JsValue {
    let err = js_sys::Error::new(&e.text);
    let _ = js_sys::Reflect::set(&err, &"kind".into(), &JsValue::from_str(e.kind.as_str()));
    if let Some(s) = e.span {
        let o = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&o, &"start".into(), &JsValue::from_f64(s.start as f64));
        let _ = js_sys::Reflect::set(&o, &"end".into(), &JsValue::from_f64(s.end as f64));
        let _ = js_sys::Reflect::set(&err, &"span".into(), &o);
    }
    if let Some(p) = &e.path {
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

/// The first of several errors, with `text` saying them all (an internal error when there are
/// none, which the core never gives).
fn first_of(first: Option<WorkerError>, text: String) -> JsValue {
    let first = first.unwrap_or_else(|| {
        WorkerError::plain(ErrorKind::Internal, Message::rendered(text.clone()))
    });
    js_error(&WorkerError { text, ..first })
}

/// Template errors as the CLI prints them: `template: message` and the template with carets,
/// one after another; the first error's kind and span on the `Error`.
pub fn template_error(template: &str, errors: &[SpannedError]) -> JsValue {
    let text = join_errors(
        errors
            .iter()
            .map(|e| format!("template: {}", e.render(template))),
    );
    let first = errors.first().map(|e| WorkerError {
        kind: e.kind,
        path: Some("template".to_owned()),
        span: Some(e.span),
        line: None,
        message: e.message.clone(),
        text: String::new(),
    });
    first_of(first, text)
}

/// Design errors as the CLI prints them (`design: path: message` with carets where they have a
/// span); the first error's kind, span and path on the `Error`.
pub fn design_error(json: &str, design: Option<&Design>, errors: &[DesignError]) -> JsValue {
    let text = join_errors(
        errors
            .iter()
            .map(|e| format!("design: {}", e.render(json, design))),
    );
    first_of(errors.first().map(WorkerError::from_design), text)
}

/// A design member's error on its own (`sizing.rows: must be ...`), with its kind and path.
pub fn member_error(e: &DesignError) -> JsValue {
    js_error(&WorkerError {
        span: None,
        ..WorkerError::from_design(e)
    })
}
