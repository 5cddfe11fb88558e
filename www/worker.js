// The analysis worker, with a wasm of its own (crates/rowkey-worker: the core's sampling and
// analysis, no UI), fetched and compiled while the page's starts. Messages in:
//   {id, design (JSON text), count}
//   {id, kind: "simulate", design (JSON text), options (JSON text)}: the growth simulation;
//                                      answered like an analysis, with the growth report
//   Every request may also carry lang ("en", the default, or "zh-CN"): its report's lints and
//   notes and its error messages come back in that language.
// Messages out:
//   {id, type: "progress", done, total} | {id, type: "result", report (JSON text)}
//   | {id, type: "error", message, path?, detail?, spanStart?, spanEnd?}
//                                      the design has a problem (where, when known); the worker
//                                      is still usable
//   | {id, type: "crash", message}     the wasm trapped (a panic, `unreachable`, out of memory,
//                                      a stack overflow): its instance is dead, so this worker
//                                      closes itself and the page starts a new one
//   {id, kind: "quick", request (JSON text)}: the quick worker's (a second instance of this
//                                      worker): answered like an analysis, with the answer's
//                                      JSON (crates/rowkey-worker/src/quick)
// The page cancels a running analysis by terminating this worker and starting a new one.
//
// A key dump (issue 12, "real keys"), read here in slices so that a file of any size is never
// held whole and never leaves the machine. Message in:
//   {id, design (JSON text), keys: {blob (File | Blob), format ("lines" | "binary" | "hex" |
//    "scan" | "csv"), column? (csv header name; first column when absent), quantile? (regions:
//    also cut HashChoreWoker split keys from the file's keys)}}
// Messages out:
//   {id, type: "progress", done, total, keys}   bytes read of the file's bytes; keys read so far
//   | {id, type: "result", report (JSON text, "source": "keys", "keys_read": N),
//      quantile?: {keys: [toStringBinary split keys], note} | {error}, ms}
//   | {id, type: "error", message, line?, detail?}  a line of the dump does not parse (`line`
//                                      1-based), or the design has a problem (then with `path`,
//                                      … as above); the worker is still usable
//   | {id, type: "crash", message}     as above
import init, { worker_analyze, worker_simulate, worker_quick, worker_lang, KeysJob } from "./rowkey-worker.js";

// Bytes read from the file at once: large enough that the slices cost nothing, small enough
// that progress moves and memory stays flat.
const KEYS_SLICE = 4 << 20;

const ready = init({ module_or_path: new URL("./rowkey-worker_bg.wasm", import.meta.url) });

// wasm-bindgen turns the analysis's own errors (`JsError`) into plain `Error`s. Anything else
// thrown out of the wasm (`WebAssembly.RuntimeError`, `RangeError: Maximum call stack size
// exceeded`, a `TypeError` from glue over a broken instance) means the instance cannot be
// trusted any more: its stack pointer, allocator and borrows are where the trap left them.
function isCrash(err) {
  return !(err instanceof Error) || err.constructor !== Error;
}

function describe(err) {
  if (err instanceof Error) {
    const name = err.constructor === Error ? "" : `${err.name}: `;
    return `${name}${err.message}`;
  }
  return String(err);
}

let dead = false;

// Test hooks (`window.__rowkeyTestWorker` in the page), so that the browser tests can make this
// worker really die: "oom" takes all of the instance's memory, so that the next analysis runs
// out of memory and traps; "throw" throws outside any handler (an `error` event in the page).
async function testHook(how) {
  if (how === "oom") {
    const wasm = await ready;
    try {
      for (;;) wasm.memory.grow(256);
    } catch (_) {
      // The instance has all the memory it may have.
    }
  } else if (how === "throw") {
    setTimeout(() => {
      throw new Error("the worker's script failed (test hook)");
    });
  }
}

self.onmessage = async (event) => {
  if (event.data.test) {
    await testHook(event.data.test);
    return;
  }
  const { id, design, count, keys } = event.data;
  if (dead) {
    self.postMessage({ id, type: "crash", message: "the analysis worker had already stopped" });
    return;
  }
  try {
    await ready;
    const started = performance.now();
    worker_lang(event.data.lang ?? undefined);
    if (event.data.kind === "quick") {
      self.postMessage({ id, type: "result", report: worker_quick(event.data.request) });
      return;
    }
    if (keys) {
      await analyzeKeys(id, design, keys, started);
      return;
    }
    const onProgress = (done, total) => {
      self.postMessage({ id, type: "progress", done, total });
    };
    const report = event.data.kind === "simulate"
      ? worker_simulate(design, event.data.options, onProgress)
      : worker_analyze(design, count, onProgress);
    self.postMessage({ id, type: "result", report, ms: performance.now() - started });
  } catch (err) {
    if (isCrash(err)) {
      dead = true;
      self.postMessage({ id, type: "crash", message: describe(err) });
      self.close();
    } else {
      // An error in the design carries where it is, for the page to show it there.
      const where = typeof err.path === "string"
        ? { path: err.path, detail: err.detail, spanStart: err.spanStart, spanEnd: err.spanEnd }
        : typeof err.line === "number"
          ? { line: err.line, detail: err.detail }
          : {};
      self.postMessage({ id, type: "error", message: describe(err), ...where });
    }
  }
};

// A key dump: read in slices, each pushed to the analysis as it arrives.
async function analyzeKeys(id, design, keys, started) {
  const job = new KeysJob(design, keys.format, keys.column ?? undefined);
  try {
    const blob = keys.blob;
    const total = blob.size;
    let read = 0;
    let count = 0;
    while (read < total) {
      const slice = new Uint8Array(await blob.slice(read, read + KEYS_SLICE).arrayBuffer());
      count = job.push(slice);
      read += slice.length;
      self.postMessage({ id, type: "progress", done: read, total, keys: count });
    }
    const report = job.finish();
    let quantile;
    if (keys.quantile) {
      try {
        quantile = JSON.parse(job.quantile(keys.quantile));
      } catch (err) {
        if (isCrash(err)) throw err;
        quantile = { error: describe(err) };
      }
    }
    self.postMessage({ id, type: "result", report, quantile, ms: performance.now() - started });
  } finally {
    job.free();
  }
}
