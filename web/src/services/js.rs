//! The two things every worker client does with the browser: start `worker.js`, and read a
//! property of the messages it answers.

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
/// growth simulation and quick requests), or the browser's reason it could not start.
///
/// ```ignore
/// let worker = start_worker().map_err(|e| format!("{e:?}"))?;
/// ```
pub fn start_worker() -> Result<Worker, JsValue> {
    let opts = WorkerOptions::new();
    opts.set_type(WorkerType::Module);
    Worker::new_with_options("./worker.js", &opts)
}
