//! What every worker client does with the browser: start `worker.js` (on this page's own
//! compiled wasm), post it a request, and read the messages it answers.

use rowkey_protocol::WorkerAnswer;
use wasm_bindgen::JsValue;
use web_sys::{Worker, WorkerOptions, WorkerType};

/// The property `name` of a JS object (`undefined` when it has none or is not an object).
///
/// ```ignore
/// let id = field(&data, "id").as_f64();
/// ```
pub fn field(v: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(v, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// A new analysis worker (`worker.js`, a module worker: the same script serves analyses, the
/// growth simulation and quick requests), or the browser's reason it could not start. It runs
/// this page's wasm ([`give_module`]).
///
/// ```ignore
/// let worker = start_worker().map_err(|e| format!("{e:?}"))?;
/// ```
pub fn start_worker() -> Result<Worker, JsValue> {
    let opts = WorkerOptions::new();
    opts.set_type(WorkerType::Module);
    let worker = Worker::new_with_options("./worker.js", &opts)?;
    give_module(&worker);
    Ok(worker)
}

/// Hands `worker` this page's compiled wasm module (`{module}`, its first message), which holds
/// the workers' entry points too: the worker instantiates it instead of fetching and compiling
/// the wasm again. A worker that never gets it (a test's, a page without this wasm) fetches the
/// wasm itself at its first request.
///
/// ```ignore
/// give_module(&early_worker);
/// ```
pub fn give_module(worker: &Worker) {
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(
        &message,
        &JsValue::from_str("module"),
        &wasm_bindgen::module(),
    );
    // A worker that cannot take it (it failed to start) says so through its `error` event.
    let _ = worker.post_message(&message);
}

/// Posts `message` (a request that names its `lang`) to `worker`, with the Chinese texts the
/// page loaded (`zhTexts`) the first time the request is in Chinese: the workers run this wasm,
/// which carries no Chinese texts, and take them from the page rather than fetch the file again.
///
/// ```ignore
/// post_request(&worker, &msg).map_err(|e| format!("{e:?}"))?;
/// ```
pub fn post_request(worker: &Worker, message: &JsValue) -> Result<(), JsValue> {
    let has = JsValue::from_str("__zhTexts");
    let chinese = rowkey_core::i18n::current_lang() == rowkey_core::i18n::Lang::ZhCn;
    if chinese && !field(worker, "__zhTexts").is_truthy() {
        if let Some(text) = crate::i18n::zh_texts::loaded_text() {
            js_sys::Reflect::set(message, &JsValue::from_str("zhTexts"), &text)?;
            js_sys::Reflect::set(worker, &has, &JsValue::TRUE)?;
        }
    }
    worker.post_message(message)
}

/// What a worker's message says: its `crash` text when the worker's wasm trapped (the script
/// says so, as the dead instance cannot), else its [`WorkerAnswer`] (an answer of another build,
/// a stale cached `worker.js`, is a failure saying what is wrong with it).
///
/// ```ignore
/// match worker_answer(&event.data()) {
///     Err(crash) => { /* the worker is dead: start a new one */ }
///     Ok(WorkerAnswer::Progress { done, total, .. }) => { /* … */ }
///     Ok(answer) => { /* … */ }
/// }
/// ```
pub fn worker_answer(data: &JsValue) -> Result<WorkerAnswer, String> {
    if let Some(crash) = field(data, "crash").as_string() {
        return Err(crash);
    }
    let text = field(data, "answer").as_string().unwrap_or_default();
    Ok(
        WorkerAnswer::from_json(&text).unwrap_or_else(|e| WorkerAnswer::Failed {
            message: e,
            error: None,
        }),
    )
}
