//! The quick worker client: a second instance of the analysis worker's wasm (`worker.js`,
//! `worker_quick`) that answers what the page shows from the core's heavy parts (the keyspace
//! ruler, the segment widths, the exports), so that the page's own wasm carries none of that
//! code. It is a worker of its own, so it answers while the analysis worker is busy on a long
//! run. Requests are answered in order, one at a time; each answer goes to its own callback.
//!
//! A quick worker that dies (its wasm trapped, its script failed) fails the requests it held
//! with what happened, and the next request starts a new one.

use crate::i18n::texts::notices as text;
use crate::i18n::{t, Message};
use crate::services::js::{field, post_request, start_worker, worker_answer};
use rowkey_core::i18n::current_lang;
use rowkey_core::keys::pages::KeysPage;
use rowkey_protocol::{JobRequest, QuickRequest, WorkerAnswer};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

type Answer = Box<dyn FnOnce(Result<String, String>)>;

#[derive(Default)]
struct Inner {
    worker: Option<Worker>,
    next_id: u64,
    pending: HashMap<u64, Answer>,
    // Keep the closures alive as long as the worker they are attached to.
    handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

thread_local! {
    static CLIENT: Rc<RefCell<Inner>> = Rc::new(RefCell::new(Inner::default()));
}

/// The worker `worker` stopped: drop it and fail what it held.
fn died(inner: &Rc<RefCell<Inner>>, worker: &Worker, message: &str) {
    let pending = {
        let mut i = inner.borrow_mut();
        if i.worker.as_ref() != Some(worker) {
            return;
        }
        if let Some(w) = i.worker.take() {
            w.terminate();
        }
        std::mem::take(&mut i.pending)
    };
    for (_, answer) in pending {
        answer(Err(Message::new(text::QUICK_STOPPED)
            .arg("error", message)
            .render(current_lang())));
    }
}

fn spawn(inner: &Rc<RefCell<Inner>>) -> Result<Worker, String> {
    let worker = start_worker().map_err(|e| {
        Message::new(text::QUICK_START)
            .arg("error", format!("{e:?}"))
            .render(current_lang())
    })?;
    let (weak, this) = (Rc::downgrade(inner), worker.clone());
    let on_message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        let (Some(inner), Ok(e)) = (weak.upgrade(), e.dyn_into::<MessageEvent>()) else {
            return;
        };
        let data = e.data();
        let said = match worker_answer(&data) {
            Err(crash) => {
                died(&inner, &this, &crash);
                return;
            }
            Ok(said) => said,
        };
        let id = field(&data, "id").as_f64().unwrap_or(0.0) as u64;
        let answer = inner.borrow_mut().pending.remove(&id);
        if let Some(answer) = answer {
            answer(match said {
                WorkerAnswer::Quick { answer } => Ok(answer),
                WorkerAnswer::Failed { message, .. } => Err(message),
                WorkerAnswer::Progress { .. } | WorkerAnswer::Report(_) => {
                    Err(t(current_lang(), text::NO_ANSWER_PLAIN))
                }
            });
        }
    });
    let (weak, this) = (Rc::downgrade(inner), worker.clone());
    let on_error = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
        // Handled here: not passed on to the page's global error handler, which would say the
        // whole page stopped.
        if let Some(e) = e.dyn_ref::<web_sys::Event>() {
            e.prevent_default();
        }
        let message = e
            .dyn_ref::<web_sys::ErrorEvent>()
            .map(|e| e.message())
            .filter(|m| !m.is_empty())
            .unwrap_or_else(|| t(current_lang(), text::SCRIPT_FAILED));
        if let Some(inner) = weak.upgrade() {
            died(&inner, &this, &message);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    worker.set_onmessageerror(Some(on_error.as_ref().unchecked_ref()));
    inner.borrow_mut().handlers = vec![on_message, on_error];
    Ok(worker)
}

/// Ask the quick worker `request`; `answer` gets the answer's JSON text (of the type the
/// request's variant names), or what went wrong.
pub fn ask(request: &QuickRequest, answer: impl FnOnce(Result<String, String>) + 'static) {
    ask_with(request.to_json(), None, answer)
}

/// Ask the quick worker for a page of a key dump (`job`, a [`JobRequest::KeysPage`]) read from
/// `blob`, the dump's file, in slices: `answer` gets the page, or what went wrong.
pub fn ask_keys_page(
    job: &JobRequest,
    blob: &web_sys::Blob,
    answer: impl FnOnce(Result<KeysPage, String>) + 'static,
) {
    let extra = js_sys::Object::new();
    let set = |k: &str, v: JsValue| js_sys::Reflect::set(&extra, &JsValue::from_str(k), &v);
    let _ = set("kind", JsValue::from_str("keys-page"));
    let _ = set("job", JsValue::from_str(&job.to_json()));
    let _ = set("blob", blob.into());
    send(extra, move |said| {
        answer(said.and_then(|text| {
            serde_json::from_str::<KeysPage>(&text).map_err(|e| {
                Message::new(text::UNREADABLE)
                    .arg("error", e.to_string())
                    .render(current_lang())
            })
        }))
    })
}

/// [`ask`] about a file: the worker reads `file` and gives its text as the request's `text`, so
/// the page's thread never copies or escapes it.
pub fn ask_about_file(
    request: &QuickRequest,
    file: web_sys::File,
    answer: impl FnOnce(Result<String, String>) + 'static,
) {
    ask_with(request.to_json(), Some(file), answer)
}

fn ask_with(
    request: String,
    file: Option<web_sys::File>,
    answer: impl FnOnce(Result<String, String>) + 'static,
) {
    let msg = js_sys::Object::new();
    let set = |k: &str, v: JsValue| js_sys::Reflect::set(&msg, &JsValue::from_str(k), &v);
    let _ = set("kind", JsValue::from_str("quick"));
    let _ = set("request", JsValue::from_str(&request));
    if let Some(file) = &file {
        let _ = set("file", file.into());
    }
    send(msg, answer)
}

/// Post `msg` (with an id and the language added) to the quick worker, started if needed.
fn send(msg: js_sys::Object, answer: impl FnOnce(Result<String, String>) + 'static) {
    CLIENT.with(|inner| {
        if inner.borrow().worker.is_none() {
            match spawn(inner) {
                Ok(w) => inner.borrow_mut().worker = Some(w),
                Err(e) => return answer(Err(e)),
            }
        }
        let mut i = inner.borrow_mut();
        i.next_id += 1;
        let id = i.next_id;
        let set = |k: &str, v: JsValue| js_sys::Reflect::set(&msg, &JsValue::from_str(k), &v);
        let _ = set("id", JsValue::from_f64(id as f64));
        let _ = set(
            "lang",
            JsValue::from_str(rowkey_core::i18n::current_lang().tag()),
        );
        let posted = i.worker.as_ref().map(|w| post_request(w, &msg));
        match posted {
            Some(Ok(())) => {
                i.pending.insert(id, Box::new(answer));
            }
            _ => {
                drop(i);
                answer(Err(t(current_lang(), text::QUICK_REACH)));
            }
        }
    });
}

pub use rowkey_protocol::SegmentModel;
