//! The analysis worker client: posts a design to `worker.js` (the same wasm, off the UI thread)
//! and hands back progress and the report. A new request while one runs terminates the worker
//! and starts a fresh one: a synchronous analysis cannot be interrupted any other way.
//!
//! A worker can also die under us: its wasm traps (a panic is `unreachable` in the web build,
//! and so is running out of memory), it overflows its stack, its script throws outside the
//! analysis (an `error` event), or it goes silent. Each of these is reported once as
//! [`WorkerEvent::Crashed`] for the job that was running, the dead worker is dropped, and the
//! next [`AnalysisClient::start`] spawns a fresh one, so the page stays usable.

use crate::i18n::texts::notices as text;
use crate::i18n::{t, Message};
use crate::services::js::{field, give_module, post_request, start_worker, worker_answer};
use gloo_timers::callback::Timeout;
use rowkey_core::i18n::current_lang;
use rowkey_core::simulate::{GrowthReport, SimulateOptions};
use rowkey_protocol::{InterimShown, JobRequest, ReportAnswer, WorkerAnswer};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// Milliseconds without any message (progress included) from a busy worker before it is taken
/// for hung and stopped. Progress comes every few thousand sample rows, so a live analysis is
/// never this quiet; a keyspace model or split computation that never returns is.
const NO_ANSWER_MS: u32 = 60_000;

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
    /// The report without its top values, while they are counted (an analysis started with
    /// [`AnalysisClient::start`]): the job goes on, and its [`WorkerEvent::Done`] follows.
    Interim {
        /// Job id.
        id: u64,
        /// Milliseconds to the interim report.
        ms: f64,
        /// The whole message, as [`WorkerEvent::Done`]'s.
        data: JsValue,
    },
    /// The job's answer, and the milliseconds it took.
    Done {
        /// Job id.
        id: u64,
        /// The design the job analysed (JSON), as given to [`AnalysisClient::start`].
        design: Rc<str>,
        /// Milliseconds.
        ms: f64,
        /// The whole message: an analysis's report is read from it with [`report`], a growth
        /// simulation's with [`growth_report`], and what the answer says beside it (a keys
        /// job's quantile split keys and first keys) with [`report_answer`].
        data: JsValue,
    },
    /// The analysis refused the design (an ordinary error); the worker lives on.
    Failed {
        /// Job id.
        id: u64,
        /// The design the job analysed (JSON).
        design: Rc<str>,
        /// The message.
        message: String,
        /// The error in the design, with where it is, when the analysis says where.
        error: Option<rowkey_core::design::DesignError>,
        /// The 1-based line of the key file the error is on (a keys job only).
        line: Option<u64>,
    },
    /// The worker died while running job `id` (or gave no answer); it has been dropped and
    /// the next job starts a new one.
    Crashed {
        /// Job id.
        id: u64,
        /// The design the job analysed (JSON).
        design: Rc<str>,
        /// What happened, for the user.
        message: String,
    },
}

struct Inner {
    worker: Option<Worker>,
    /// The job the worker is running, if any, and the design it analyses (JSON): events hand
    /// it back, so that the page can remember which designs answered and which crashed.
    current: Option<(u64, Rc<str>)>,
    next_id: u64,
    on_event: Rc<dyn Fn(WorkerEvent)>,
    /// A client with a worker of its own (the keys panel's): it never takes the worker the page
    /// started early, which belongs to the sample analysis.
    separate: bool,
    /// Fires when a busy worker has been silent for [`NO_ANSWER_MS`].
    watchdog: Option<Timeout>,
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

/// The report of an analysis's report message, from its compact form (`compact`,
/// [`rowkey_core::analyze::compact`]); otherwise what is wrong with it. The JSON `report` beside
/// it is the same report, but decoding JSON would take serde_json's visitors of every report
/// type into the page's wasm.
pub fn report(data: &JsValue) -> Result<rowkey_core::analyze::Report, String> {
    compact_report(data)
}

/// The report of a report message in its compact form, whichever report it is: its messages
/// come as ids and arguments, so the page shows them in its current language.
fn compact_report<R: serde::de::DeserializeOwned>(data: &JsValue) -> Result<R, String> {
    let bytes = field(data, "compact")
        .dyn_into::<js_sys::Uint8Array>()
        // A worker of another build (a stale cached `worker.js`) sends no compact form.
        .map_err(|_| String::from("the analysis worker sent no compact report"))?
        .to_vec();
    rowkey_core::analyze::compact::value_from_bytes(&bytes).map_err(|e| e.to_string())
}

/// What a report's message says beside the report ([`ReportAnswer`]: a keys job's quantile
/// split keys and first keys); the default for any other message.
pub fn report_answer(data: &JsValue) -> ReportAnswer {
    match worker_answer(data) {
        Ok(WorkerAnswer::Report(answer)) => answer,
        _ => ReportAnswer::default(),
    }
}

/// The growth report of a growth simulation's report message (its compact form), or what is
/// wrong with it.
pub fn growth_report(data: &JsValue) -> Result<GrowthReport, String> {
    compact_report(data)
}

/// The job of a growth simulation with `options`.
pub fn simulate_job(options: &SimulateOptions) -> JobRequest {
    // Serialising options cannot fail: every member is a number or a name.
    JobRequest::Simulate {
        options: serde_json::to_string(options).unwrap_or_default(),
    }
}

/// Top values of each field the page asks for per region (the regions chart's "who is in the
/// region"), for the sample and for key dumps alike.
pub const TOP_VALUES: u32 = rowkey_core::decode::top::DEFAULT_TOP as u32;

/// The largest sample whose keys the page decodes for the top values: decoding costs about
/// twice the analysis itself, too long past this for an analysis that runs on every edit.
pub const TOP_MAX_SAMPLE: u64 = 1_000_000;

/// A request to the worker: `job` (id `id`) on `design_json`, answered in the page's language.
fn request_message(id: u64, design_json: &str, job: &JobRequest) -> js_sys::Object {
    // The job's own fields, as its type writes them (an object, the JSON being one).
    let msg: js_sys::Object = js_sys::JSON::parse(&job.to_json())
        .ok()
        .and_then(|v| v.dyn_into().ok())
        .unwrap_or_default();
    let set = |k: &str, v: JsValue| js_sys::Reflect::set(&msg, &JsValue::from_str(k), &v);
    let _ = set("id", JsValue::from_f64(id as f64));
    let _ = set("design", JsValue::from_str(design_json));
    let _ = set("lang", JsValue::from_str(current_lang().tag()));
    msg
}

/// The longest the worker waits to hear that an interim report is shown.
const SHOWN_LATEST_MS: u32 = 1_000;

/// Where `www/index.html` leaves the worker it starts.
const EARLY: &str = "__rowkeyWorker";

impl AnalysisClient {
    /// A client that calls `on_event` for every worker event.
    pub fn new(on_event: impl Fn(WorkerEvent) + 'static) -> AnalysisClient {
        let client = Self::with_worker(on_event, false);
        client.install_test_hook();
        client
    }

    /// A client with a worker of its own, beside the sample analysis's (the keys panel's: a
    /// key file analysed there neither stops nor waits for the sample analysis).
    pub fn separate(on_event: impl Fn(WorkerEvent) + 'static) -> AnalysisClient {
        Self::with_worker(on_event, true)
    }

    fn with_worker(on_event: impl Fn(WorkerEvent) + 'static, separate: bool) -> AnalysisClient {
        AnalysisClient(Rc::new(RefCell::new(Inner {
            worker: None,
            current: None,
            next_id: 1,
            on_event: Rc::new(on_event),
            separate,
            watchdog: None,
            _handlers: Vec::new(),
        })))
    }

    /// The worker `worker` died (or went silent): drop it, and report the job it was running.
    /// Events from a worker that is no longer the current one are ignored.
    fn crashed(inner: &Rc<RefCell<Inner>>, worker: &Worker, message: String) {
        let (on_event, id) = {
            let mut i = inner.borrow_mut();
            if i.worker.as_ref() != Some(worker) {
                return;
            }
            if let Some(w) = i.worker.take() {
                w.terminate();
            }
            i.watchdog = None;
            // The handlers stay until the next spawn replaces them: this may be one of them.
            (i.on_event.clone(), i.current.take())
        };
        if let Some((id, design)) = id {
            on_event(WorkerEvent::Crashed {
                id,
                design,
                message,
            });
        }
    }

    /// (Re)arm the no-answer watchdog for the current worker.
    fn arm_watchdog(inner: &Rc<RefCell<Inner>>) {
        let Some(worker) = inner.borrow().worker.clone() else {
            return;
        };
        let weak = Rc::downgrade(inner);
        let timer = Timeout::new(NO_ANSWER_MS, move || {
            if let Some(inner) = weak.upgrade() {
                Self::crashed(
                    &inner,
                    &worker,
                    Message::new(text::NO_ANSWER)
                        .arg("seconds", (NO_ANSWER_MS / 1000).to_string())
                        .render(current_lang()),
                );
            }
        });
        inner.borrow_mut().watchdog = Some(timer);
    }

    /// The worker `www/index.html` starts before this wasm arrives (`window.__rowkeyWorker`),
    /// whether its script has failed or not.
    fn index_worker() -> Option<Worker> {
        let window = web_sys::window()?;
        let early = js_sys::Reflect::get(&window, &JsValue::from_str(EARLY)).ok()?;
        early.dyn_into::<Worker>().ok()
    }

    /// The worker `www/index.html` started, which has this page's compiled module already
    /// ([`AnalysisClient::give_early_module`]): taken once, and only if its script has not
    /// failed meanwhile (then a new one is started, whose failure is reported as usual).
    fn early_worker() -> Option<Worker> {
        let worker = Self::index_worker()?;
        if let Some(window) = web_sys::window() {
            let _ = js_sys::Reflect::delete_property(&window, &JsValue::from_str(EARLY));
        }
        if field(&worker, "__failed").is_truthy() {
            worker.terminate();
            return None;
        }
        Some(worker)
    }

    /// Hands the worker `www/index.html` started this page's module as soon as the page's
    /// wasm runs (`main`), before the first screen is built: it instantiates the module while
    /// the page renders, and is ready when the opening design's analysis is asked for.
    /// [`AnalysisClient`] takes the worker later ([`AnalysisClient::early_worker`]).
    ///
    /// ```ignore
    /// AnalysisClient::give_early_module();
    /// ```
    pub fn give_early_module() {
        if let Some(worker) = Self::index_worker() {
            if !field(&worker, "__failed").is_truthy() {
                give_module(&worker);
            }
        }
    }

    fn spawn(&self) -> Result<Worker, String> {
        let early = if self.0.borrow().separate {
            None
        } else {
            Self::early_worker()
        };
        let worker = match early {
            Some(worker) => worker,
            None => start_worker().map_err(|e| {
                Message::new(text::ANALYSIS_START)
                    .arg("error", format!("{e:?}"))
                    .render(current_lang())
            })?,
        };
        let inner = self.0.clone();
        let this = worker.clone();
        let on_message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let Ok(e) = e.dyn_into::<MessageEvent>() else {
                return;
            };
            if inner.borrow().worker.as_ref() != Some(&this) {
                return;
            }
            let data = e.data();
            let id = field(&data, "id").as_f64().unwrap_or(0.0) as u64;
            // Only the current job is ever answered (a new one replaces the worker).
            let design = || {
                inner
                    .borrow()
                    .current
                    .as_ref()
                    .filter(|(current, _)| *current == id)
                    .map_or_else(|| Rc::from(""), |(_, design)| design.clone())
            };
            let event = match worker_answer(&data) {
                Err(crash) => {
                    Self::crashed(&inner, &this, crash);
                    return;
                }
                Ok(WorkerAnswer::Progress { done, total, .. }) => {
                    WorkerEvent::Progress { id, done, total }
                }
                Ok(WorkerAnswer::Report(answer)) if answer.interim => WorkerEvent::Interim {
                    id,
                    ms: answer.ms,
                    data: data.clone(),
                },
                Ok(WorkerAnswer::Report(answer)) => WorkerEvent::Done {
                    id,
                    design: design(),
                    ms: answer.ms,
                    data: data.clone(),
                },
                Ok(WorkerAnswer::Failed { message, error }) => WorkerEvent::Failed {
                    id,
                    design: design(),
                    message,
                    line: error.as_ref().and_then(|e| e.line),
                    error: error.and_then(|e| e.design_error()),
                },
                Ok(WorkerAnswer::Quick { .. }) => WorkerEvent::Failed {
                    id,
                    design: design(),
                    message: t(current_lang(), text::ANALYSIS_FAILED),
                    line: None,
                    error: None,
                },
            };
            let on_event = {
                let mut i = inner.borrow_mut();
                if matches!(
                    event,
                    WorkerEvent::Progress { .. } | WorkerEvent::Interim { .. }
                ) {
                    None
                } else {
                    i.current = None;
                    i.watchdog = None;
                    Some(i.on_event.clone())
                }
            };
            let interim = matches!(event, WorkerEvent::Interim { .. });
            match on_event {
                // A sign of life: the analysis is moving.
                None => {
                    Self::arm_watchdog(&inner);
                    let on_event = inner.borrow().on_event.clone();
                    on_event(event);
                    if interim {
                        Self::say_shown(&this, id);
                    }
                }
                Some(on_event) => on_event(event),
            }
        });
        let inner = self.0.clone();
        let this = worker.clone();
        let on_error = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            // The worker's script threw outside the analysis, or the module did not load. Handled
            // here: not passed on to the page's global error handler, which would say the whole
            // page stopped.
            if let Some(e) = e.dyn_ref::<web_sys::Event>() {
                e.prevent_default();
            }
            let message = e
                .dyn_ref::<web_sys::ErrorEvent>()
                .map(|e| e.message())
                .filter(|m| !m.is_empty())
                .unwrap_or_else(|| t(current_lang(), text::ANALYSIS_STOPPED));
            Self::crashed(&inner, &this, message);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        worker.set_onmessageerror(Some(on_error.as_ref().unchecked_ref()));
        let mut i = self.0.borrow_mut();
        i._handlers = vec![on_message, on_error];
        Ok(worker)
    }

    /// Tell `worker` that job `id`'s interim report is shown ([`InterimShown`]) once the frame
    /// that draws it is painted, so that the worker fetches the code completing the report after
    /// the first chart, never before it; and after [`SHOWN_LATEST_MS`] in any case (a tab in the
    /// background paints no frames, and its analysis must still end).
    fn say_shown(worker: &Worker, id: u64) {
        let say = {
            let worker = worker.clone();
            move || {
                if let Ok(message) = js_sys::JSON::parse(&InterimShown { shown: id }.to_json()) {
                    let _ = worker.post_message(&message);
                }
            }
        };
        // The worker takes the first word and ignores the second.
        Timeout::new(SHOWN_LATEST_MS, say.clone()).forget();
        crate::lazy::after_paint(say);
    }

    /// Analyse `design_json` with `count` sample keys, each region's top values of each field
    /// counted too ([`TOP_VALUES`], up to [`TOP_MAX_SAMPLE`] keys), the report without them
    /// first ([`WorkerEvent::Interim`]: the charts need only the counts, and decoding every key
    /// for the top values takes several times the rest); returns the job id. A job still
    /// running is cancelled; a worker that died is replaced.
    pub fn start(&self, design_json: Rc<str>, count: u64) -> Result<u64, String> {
        let top = (count <= TOP_MAX_SAMPLE).then_some(TOP_VALUES);
        let job = JobRequest::Analyze {
            count,
            top,
            interim: top.is_some(),
        };
        self.start_job(design_json, &job, None)
    }

    /// Start `job` on `design_json` (a keys job's file `blob` put beside its `keys`); returns
    /// the job id. As [`AnalysisClient::start`].
    pub fn start_job(
        &self,
        design_json: Rc<str>,
        job: &JobRequest,
        blob: Option<&JsValue>,
    ) -> Result<u64, String> {
        let busy = self.0.borrow().current.is_some();
        if busy {
            let _ = self.cancel();
        }
        let needs_worker = self.0.borrow().worker.is_none();
        if needs_worker {
            let w = self.spawn()?;
            self.0.borrow_mut().worker = Some(w);
        }
        let id = {
            let mut i = self.0.borrow_mut();
            let id = i.next_id;
            i.next_id += 1;
            let msg = request_message(id, &design_json, job);
            if let Some(blob) = blob {
                let keys = field(&msg, "keys");
                let _ = js_sys::Reflect::set(&keys, &JsValue::from_str("blob"), blob);
            }
            if let Some(w) = &i.worker {
                post_request(w, &msg).map_err(|e| {
                    Message::new(text::ANALYSIS_REACH)
                        .arg("error", format!("{e:?}"))
                        .render(current_lang())
                })?;
            }
            i.current = Some((id, design_json));
            id
        };
        Self::arm_watchdog(&self.0);
        Ok(id)
    }

    /// Stop the running job, if any, and return its id. A worker cannot be interrupted in the
    /// middle of an analysis, so it is terminated (as when it dies) and the next job starts a
    /// new one.
    pub fn cancel(&self) -> Option<u64> {
        let mut i = self.0.borrow_mut();
        if let Some(w) = i.worker.take() {
            w.terminate();
        }
        i.watchdog = None;
        i._handlers.clear();
        i.current.take().map(|(id, _)| id)
    }

    /// `window.__rowkeyTestWorker(how)`: makes the real worker die, for the browser tests of
    /// what the page does then (no mock: the page sees exactly what a real failure gives).
    /// `"oom"` takes all the worker's wasm memory, so its next analysis runs out of memory and
    /// traps; `"throw"` throws in the worker's script (an `error` event). Returns whether a
    /// worker was there to receive it.
    fn install_test_hook(&self) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let inner = Rc::downgrade(&self.0);
        let hook = Closure::<dyn Fn(JsValue) -> bool>::new(move |how: JsValue| {
            let Some(inner) = inner.upgrade() else {
                return false;
            };
            let i = inner.borrow();
            let Some(w) = &i.worker else {
                return false;
            };
            let msg = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&msg, &JsValue::from_str("test"), &how);
            w.post_message(&msg).is_ok()
        });
        let _ = js_sys::Reflect::set(
            &window,
            &JsValue::from_str("__rowkeyTestWorker"),
            hook.as_ref(),
        );
        // The hook lives as long as the page (one client per page).
        hook.forget();
    }
}
