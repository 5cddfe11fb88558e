// The analysis worker: the same wasm as the page, without its UI. Messages in:
//   {id, design (JSON text), count}
// Messages out:
//   {id, type: "progress", done, total} | {id, type: "result", report (JSON text)}
//   | {id, type: "error", message}
// The page cancels a running analysis by terminating this worker and starting a new one.
import init, { worker_analyze } from "./rowkey-web.js";

const ready = init({ module_or_path: new URL("./rowkey-web_bg.wasm", import.meta.url) });

self.onmessage = async (event) => {
  const { id, design, count } = event.data;
  try {
    await ready;
    const started = performance.now();
    const report = worker_analyze(design, count, (done, total) => {
      self.postMessage({ id, type: "progress", done, total });
    });
    self.postMessage({ id, type: "result", report, ms: performance.now() - started });
  } catch (err) {
    self.postMessage({ id, type: "error", message: String((err && err.message) || err) });
  }
};
