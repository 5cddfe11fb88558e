//! The analysis worker client: posts a design to `worker.js` (the same wasm, off the UI thread)
//! and hands back progress and the report. A new request while one runs terminates the worker
//! and starts a fresh one: a synchronous analysis cannot be interrupted any other way.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// What the worker reports.
#[derive(Clone, Debug, PartialEq)]
pub enum WorkerEvent {
    /// Rows done of rows in all.
    Progress {
        /// Job id.
        id: u64,
        /// Rows done.
        done: u64,
        /// Rows in all.
        total: u64,
    },
    /// The report as JSON, and the milliseconds it took.
    Done {
        /// Job id.
        id: u64,
        /// The report, JSON.
        report: String,
        /// Milliseconds.
        ms: f64,
    },
    /// Why it failed.
    Failed {
        /// Job id.
        id: u64,
        /// The message.
        message: String,
    },
}

struct Inner {
    worker: Option<Worker>,
    busy: bool,
    next_id: u64,
    on_event: Rc<dyn Fn(WorkerEvent)>,
    // Keep the closures alive as long as the worker they are attached to.
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

/// A handle to the analysis worker.
#[derive(Clone)]
pub struct AnalysisClient(Rc<RefCell<Inner>>);

impl std::fmt::Debug for AnalysisClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AnalysisClient")
    }
}

impl PartialEq for AnalysisClient {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

fn field(v: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(v, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

impl AnalysisClient {
    /// A client that calls `on_event` for every worker event.
    pub fn new(on_event: impl Fn(WorkerEvent) + 'static) -> AnalysisClient {
        AnalysisClient(Rc::new(RefCell::new(Inner {
            worker: None,
            busy: false,
            next_id: 1,
            on_event: Rc::new(on_event),
            _handlers: Vec::new(),
        })))
    }

    fn spawn(&self) -> Result<Worker, String> {
        let opts = WorkerOptions::new();
        opts.set_type(WorkerType::Module);
        let worker = Worker::new_with_options("./worker.js", &opts)
            .map_err(|e| format!("cannot start the analysis worker: {e:?}"))?;
        let inner = self.0.clone();
        let on_message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let Ok(e) = e.dyn_into::<MessageEvent>() else {
                return;
            };
            let data = e.data();
            let id = field(&data, "id").as_f64().unwrap_or(0.0) as u64;
            let kind = field(&data, "type").as_string().unwrap_or_default();
            let event = match kind.as_str() {
                "progress" => WorkerEvent::Progress {
                    id,
                    done: field(&data, "done").as_f64().unwrap_or(0.0) as u64,
                    total: field(&data, "total").as_f64().unwrap_or(0.0) as u64,
                },
                "result" => WorkerEvent::Done {
                    id,
                    report: field(&data, "report").as_string().unwrap_or_default(),
                    ms: field(&data, "ms").as_f64().unwrap_or(0.0),
                },
                _ => WorkerEvent::Failed {
                    id,
                    message: field(&data, "message")
                        .as_string()
                        .unwrap_or_else(|| "the analysis failed".into()),
                },
            };
            let on_event = {
                let mut i = inner.borrow_mut();
                if !matches!(event, WorkerEvent::Progress { .. }) {
                    i.busy = false;
                }
                i.on_event.clone()
            };
            on_event(event);
        });
        let inner = self.0.clone();
        let on_error = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            // A worker that died (it should not: the wasm never panics on input) is replaced
            // on the next request.
            let message = e
                .dyn_ref::<web_sys::ErrorEvent>()
                .map(|e| e.message())
                .unwrap_or_else(|| "the analysis worker stopped".into());
            let (on_event, id) = {
                let mut i = inner.borrow_mut();
                i.worker = None;
                i.busy = false;
                (i.on_event.clone(), i.next_id.saturating_sub(1))
            };
            on_event(WorkerEvent::Failed { id, message });
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let mut i = self.0.borrow_mut();
        i._handlers = vec![on_message, on_error];
        Ok(worker)
    }

    /// Analyse `design_json` with `count` sample keys; returns the job id. A job still running
    /// is cancelled.
    pub fn start(&self, design_json: &str, count: u64) -> Result<u64, String> {
        let cancel = {
            let i = self.0.borrow();
            i.busy
        };
        if cancel {
            self.cancel();
        }
        let needs_worker = self.0.borrow().worker.is_none();
        if needs_worker {
            let w = self.spawn()?;
            self.0.borrow_mut().worker = Some(w);
        }
        let mut i = self.0.borrow_mut();
        let id = i.next_id;
        i.next_id += 1;
        let msg = js_sys::Object::new();
        let set = |k: &str, v: JsValue| js_sys::Reflect::set(&msg, &JsValue::from_str(k), &v);
        let _ = set("id", JsValue::from_f64(id as f64));
        let _ = set("design", JsValue::from_str(design_json));
        let _ = set("count", JsValue::from_f64(count as f64));
        if let Some(w) = &i.worker {
            w.post_message(&msg)
                .map_err(|e| format!("cannot reach the analysis worker: {e:?}"))?;
        }
        i.busy = true;
        Ok(id)
    }

    /// Stop the running job, if any.
    pub fn cancel(&self) {
        let mut i = self.0.borrow_mut();
        if let Some(w) = i.worker.take() {
            w.terminate();
        }
        i.busy = false;
        i._handlers.clear();
    }
}
