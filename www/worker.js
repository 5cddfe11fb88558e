// The analysis worker, on the page's own wasm (rowkey-web_bg.wasm: the UI and, linked in,
// crates/rowkey-worker's entry points). Its first message from the page is
//   {module}                           the page's compiled WebAssembly.Module, instantiated here:
//                                      the wasm is fetched and compiled once for the page and all
//                                      its workers. A worker whose first message is a request
//                                      (a test's) fetches the wasm itself.
// Then the requests (the page writes them from rowkey_protocol::JobRequest, tagged by `kind`,
// with id, design and lang beside):
//   {id, kind: "analyze", design (JSON text), count, top?, interim?}
//                                      top: also each region's N top values of each field;
//                                      interim: first the report of the counts (its answer's
//                                      `interim`: no lints, queries' scans or top values), then
//                                      the whole one, whose code is a chunk of the split build's
//                                      wasm fetched after the page says it has shown the first:
//   {shown: id}                        (rowkey_protocol::InterimShown) no answer
//   {id, kind: "simulate", design (JSON text), options (JSON text of
//    rowkey_core::simulate::SimulateOptions)}: the growth simulation;
//                                      answered like an analysis, with the growth report
//   A request with a report as its answer may carry json: true (the browser tests'): the report
//   comes as JSON text too (`report`, as `rowkey analyze --format json` writes it), made from
//   the compact form by `worker_report_json`, whose code is a chunk of the split build's wasm.
//   Every request may also carry lang ("en", the default, or "zh-CN"): its report's lints and
//   notes and its error messages come back in that language. The wasm carries no Chinese texts:
//   the page's first Chinese request to a worker carries them (zhTexts, the text of
//   lang/zh-CN.json as the page loaded it); a worker without them fetches the file.
//   {id, kind: "quick", request (JSON text of rowkey_protocol::QuickRequest), file?}: the quick
//                                      worker's (a second instance of this worker); a `file` is
//                                      read here and its text handed to the wasm beside the request.
//                                      In the split build (`cargo xtask build`) the operations the
//                                      first chart does not need are a chunk of the wasm that this
//                                      worker fetches the first time one is asked for
// Messages out: what the wasm's entry points give back, posted as they are with the request's
// id added (a `compact` report's buffer transferred):
//   {id, answer (JSON text of rowkey_protocol::WorkerAnswer: progress, a report, a quick answer,
//    or a failure: the worker is still usable), compact? (Uint8Array: the report the answer
//    announces, rowkey_core::analyze::compact), report? (JSON text, asked with json: true)}
//   | {id, crash (text)}               the wasm trapped (a panic, `unreachable`, out of memory,
//                                      a stack overflow): its instance is dead, so this worker
//                                      closes itself and the page starts a new one
// The page cancels a running analysis by terminating this worker and starting a new one (which
// also ends its helper workers, below).
//
// An analysis of SHARD_MIN keys or more is counted in shards when the machine has
// the cores (navigator.hardwareConcurrency ≥ 2): this worker counts shard 0 and starts helper
// workers (this same script, `worker.js?helper`, started at this worker's first analysis and kept)
// for the others, then merges their counts into the same report as one worker's. The page's
// messages above do not change (this worker's shard passes over every row, so progress covers
// the whole). An analysis request may also carry
//   shards: N                          count in N shards (1: no helpers), instead of one per core
//   testHelper: "throw"                test hook: each helper fails instead of answering (an
//                                      `error` event here), so this worker counts its shard
// and a sharded analysis's report says how it ran (its answer's `shards` and `local`: shards
// counted here, 1 unless a helper failed).
// Between this worker and a helper (never the page's concern):
//   in:  {helper: {module?}}           first message: the compiled WebAssembly.Module to
//                                      instantiate (the helper fetches the wasm itself without)
//        {id, shard: {design, count, index, shards, top?, lang?, test?, zhTexts?}}
//   out: {type: "ready"}               its wasm is instantiated: it can count at once
//        {id, type: "partial", bytes (ArrayBuffer, transferred)}: `worker_shard`'s counts
//        | {id, type: "error", message}  | {id, type: "crash", message} (the helper then closes)
// A helper that fails in any way (an error or crash answer, an `error` event, counts the merge
// refuses) is dropped and its shard is counted here: the result is never wrong or missing.
//
// A key dump, read here in slices so that a file of any size is never
// held whole and never leaves the machine. Message in:
//   {id, kind: "keys", design (JSON text), keys: {blob (File | Blob), format ("auto" | "lines" |
//    "binary" | "hex" | "scan" | "csv"), column? (csv header name; first column when absent), order?
//    ("auto" when absent | "insertion" | "key"), quantile? (regions: also cut HashChoreWoker
//    split keys from the file's keys), top? (each region's N top values of each field), sizes?
//    (true: each line is key<TAB>bytes, in csv the `bytes` column; regions weighed in bytes)}}
// Answered as above: progress (bytes read of the file's bytes, keys read so far), then the
// report with the dump's first keys, its index of record boundaries and the quantile split
// keys, or a failure (a line of the dump that does not parse: the error's `line`, 1-based).
// One page of a key dump analysed before (sent to the quick worker):
//   {id, kind: "keys-page", job (JSON text of rowkey_protocol::JobRequest::KeysPage), blob}
// read here from the boundary the job names, in small slices, until the page is full; answered
// with a quick answer (rowkey_core::keys::pages::KeysPage) or a failure (the file changed).
// In the split build the key dump's code (both of these) is a chunk of the wasm that the worker
// fetches the first time it is asked for either; one it cannot fetch is a failure of that request.
import init, {
  worker_analyze, worker_simulate, worker_quick, worker_lang, worker_shard, worker_failed,
  worker_report_json, worker_keys_job, worker_keys_pager, worker_sharded_job, worker_zh_texts_needed,
  worker_zh_texts,
} from "./rowkey-web.js";

// Bytes read from the file at once: large enough that the slices cost nothing, small enough
// that progress moves and memory stays flat.
const KEYS_SLICE = 4 << 20;

// Bytes of a page read at once: a page of 100 keys after at most one index step of keys is
// mostly well under this, and a region's scattered keys take a few slices.
const PAGE_SLICE = 256 << 10;

// Analyses of fewer keys run in one worker: below this, starting the shards costs more than it
// saves.
const SHARD_MIN = 200_000;

// The most shards (this worker and its helpers) an analysis is counted in.
const MAX_SHARDS = 4;

// How long a sharded analysis waits for helpers that are still starting. In Chromium a helper
// started just before a long count of this worker's own (which never yields) gets going only
// once that count ends, so a fresh worker's first large analysis took longer sharded than in
// one worker (1M keys: 0.48 s against 0.32 s; waiting first: 0.25 s). Starting takes tens of
// milliseconds (the wasm is already compiled); a helper not ready in time is left out.
const HELPER_WAIT_MS = 2000;

// A helper worker (started by an analysis worker for its shards): it waits for its owner's
// compiled wasm module instead of fetching and compiling the wasm again.
const IS_HELPER = new URL(import.meta.url).searchParams.has("helper");

const WASM_URL = new URL("./rowkey-web_bg.wasm", import.meta.url);
const ZH_TEXTS_URL = new URL("./lang/zh-CN.json", import.meta.url);

// The compiled module, kept to hand to the helpers (wasm-bindgen's `init` does not keep it).
let wasmModule;
// Called once with the module this worker was given (the page's, or a helper's owner's), or
// with nothing when its first message is a request: then it fetches and compiles the wasm.
let given;
const ready = new Promise((resolve) => {
  given = resolve;
}).then((module) => {
  if (module instanceof WebAssembly.Module) {
    wasmModule = module;
    return init({ module_or_path: module });
  }
  return WebAssembly.compileStreaming(fetch(WASM_URL))
    .then((compiled) => {
      wasmModule = compiled;
      return init({ module_or_path: compiled });
    }, () => init({ module_or_path: WASM_URL }));
});

// The Chinese texts file as loaded here, for the helpers.
let zhTexts;

// The request's language, with the Chinese texts loaded first when it is Chinese and this
// wasm has not got them yet: from `texts` (the page's, sent with its first Chinese request),
// else fetched.
async function setLang(lang, texts) {
  if (worker_zh_texts_needed(lang ?? undefined)) {
    if (typeof texts !== "string") {
      const response = await fetch(ZH_TEXTS_URL);
      if (!response.ok) throw new Error(`HTTP ${response.status} ${ZH_TEXTS_URL.pathname}`);
      texts = await response.text();
    }
    worker_zh_texts(texts);
    zhTexts = texts;
  }
  worker_lang(lang ?? undefined);
}

// The helpers start at this worker's first analysis (whatever its size: the page's first is the
// design it opens with), so that a later large analysis finds them ready, while the quick and
// growth workers (the same script, never asked to analyse) start none.
let helpersStarted = false;
function startHelpers() {
  if (IS_HELPER || helpersStarted) return;
  helpersStarted = true;
  const cores = self.navigator?.hardwareConcurrency ?? 1;
  for (let n = helpers.length; n < Math.min(cores, MAX_SHARDS) - 1; n++) startHelper();
}

// The shards an analysis is counted in, once the helpers it needs are ready: `asked` shards
// when the request says (its helpers started if missing, and asked even if late: a late one
// only delays the result), else one per core but only with the helpers ready within
// HELPER_WAIT_MS, in their order (askHelper(n) is helpers[n]).
async function shardsReady(wanted, asked) {
  while (helpers.length < wanted - 1) startHelper();
  const needed = helpers.slice(0, wanted - 1);
  if (needed.some((h) => !h.ready)) {
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(resolve, HELPER_WAIT_MS);
    });
    await Promise.race([Promise.all(needed.map((h) => h.started)), late]);
    clearTimeout(timer);
  }
  if (asked) return wanted;
  let up = 0;
  while (up < wanted - 1 && helpers[up]?.ready) up++;
  return up + 1;
}

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

// The requests (ids) that asked for their reports as JSON text too (`json: true`).
const wantsJson = new Set();
// Messages waiting for a report's JSON text, posted in order after it.
let outbox = Promise.resolve();
let waiting = 0;

// The analyses waiting for the page to show their interim report ({shown: id},
// rowkey_protocol::InterimShown), by id: each goes on to complete its report then.
const shown = new Map();
function whenShown(id) {
  return new Promise((resolve) => shown.set(id, resolve));
}

// Posts one of the wasm's messages for request `id`, its compact report's buffer transferred;
// with the report's JSON text beside it when the request asked for it (the message waits for
// `worker_report_json`, whose chunk may have to be fetched first, and the messages after it
// wait for it).
function post(id, message) {
  message.id = id;
  const send = () => self.postMessage(message, message.compact ? [message.compact.buffer] : []);
  const json = message.compact !== undefined && wantsJson.has(id);
  if (!json && waiting === 0) {
    send();
    return;
  }
  waiting += 1;
  outbox = outbox.then(async () => {
    if (json) {
      try {
        message.report = await worker_report_json(message.compact);
      } catch (err) {
        message.reportError = String(err?.message ?? err);
      }
    }
    send();
    waiting -= 1;
  });
}

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
  if (!IS_HELPER && "module" in event.data) {
    given(event.data.module);
    return;
  }
  if (IS_HELPER) {
    await helperMessage(event.data);
    return;
  }
  if (event.data.shown !== undefined) {
    shown.get(event.data.shown)?.();
    shown.delete(event.data.shown);
    return;
  }
  // A request before any module: this worker fetches the wasm itself.
  given(undefined);
  if (event.data.test) {
    await testHook(event.data.test);
    return;
  }
  const { id, design, count, keys } = event.data;
  if (event.data.json === true) wantsJson.add(id);
  if (dead) {
    self.postMessage({ id, crash: "the analysis worker had already stopped" });
    return;
  }
  try {
    await ready;
    const started = performance.now();
    await setLang(event.data.lang, event.data.zhTexts);
    if (event.data.kind === "quick") {
      // A file's text is read here, off the page's thread (a report of up to 64 MiB).
      const text = event.data.file ? await event.data.file.text() : undefined;
      // A Promise: an operation the first chart does not need waits for its chunk of the wasm
      // (fetched once, on first use, by this worker: see `__wasm_split.js`).
      post(id, await worker_quick(event.data.request, text));
      return;
    }
    if (keys) {
      await analyzeKeys(id, design, keys, started);
      return;
    }
    if (event.data.kind === "keys-page") {
      await readPage(id, event.data.job, event.data.blob);
      return;
    }
    const onProgress = (message) => post(id, message);
    if (event.data.kind === "simulate") {
      // A Promise: the simulation is a chunk of the split build's wasm, fetched on first use.
      post(id, await worker_simulate(design, event.data.options, onProgress, started));
      return;
    }
    startHelpers();
    const wanted = shardsFor(design, count, event.data.shards);
    const shards = wanted > 1 ? await shardsReady(wanted, event.data.shards !== undefined) : 1;
    if (shards > 1) {
      post(id, await analyzeSharded(design, count, shards, event.data, onProgress, started));
      return;
    }
    // A Promise: the report past its counts is made by a chunk of the wasm, fetched on first
    // use (after the interim report, once the page has shown it, when the request asks for one).
    const interim = event.data.interim === true;
    post(id, await worker_analyze(design, count, onProgress, event.data.top ?? undefined,
      interim, interim ? whenShown(id) : undefined, started));
  } catch (err) {
    let failed;
    if (!isCrash(err)) {
      try {
        // The wasm's own errors carry what and where; the wasm makes the answer.
        failed = worker_failed(err);
      } catch (_) {
        // No instance to make it (the wasm never started): this worker is of no use.
      }
    }
    if (failed) {
      post(id, failed);
    } else {
      dead = true;
      self.postMessage({ id, crash: describe(err) });
      self.close();
    }
  } finally {
    wantsJson.delete(id);
  }
};

// A key dump: read in slices, each pushed to the analysis as it arrives.
async function analyzeKeys(id, design, keys, started) {
  // A Promise: the key dump's code is a chunk of the split build's wasm, fetched on first use.
  const job = await worker_keys_job(
    design, keys.format, keys.column ?? undefined, keys.order ?? undefined, keys.top ?? undefined,
    keys.sizes === true,
  );
  let crashed = false;
  try {
    const blob = keys.blob;
    const total = blob.size;
    let read = 0;
    while (read < total) {
      const slice = new Uint8Array(await blob.slice(read, read + KEYS_SLICE).arrayBuffer());
      read += slice.length;
      post(id, job.push(slice, read, total));
    }
    post(id, job.finish(keys.quantile ?? undefined, started));
  } catch (err) {
    // As in analyzeSharded: after a trap, freeing the job would throw a plain `Error` in place
    // of the crash, and the page would keep a dead worker.
    if (isCrash(err)) crashed = true;
    throw err;
  } finally {
    if (!crashed) job.free();
  }
}

// One page of a key dump: the file read from the page's boundary in slices until it is full.
async function readPage(id, job, blob) {
  const pager = await worker_keys_pager(job, blob.size);
  let crashed = false;
  try {
    let at = pager.start();
    let full = false;
    while (!full && at < blob.size) {
      // A file changed or removed since it was picked cannot be read: a failure of this page,
      // not of the worker.
      const bytes = await blob.slice(at, at + PAGE_SLICE).arrayBuffer().catch((e) => {
        throw new Error(`${e?.name ?? "Error"}: ${e?.message ?? e}`);
      });
      const slice = new Uint8Array(bytes);
      at += slice.length;
      full = pager.push(slice);
    }
    post(id, pager.finish());
  } catch (err) {
    if (isCrash(err)) crashed = true;
    throw err;
  } finally {
    if (!crashed) pager.free();
  }
}

// The shards to count an analysis of `count` keys (the design's own count when not given) in:
// the request's `shards` when it says, else one per core (up to MAX_SHARDS) for a large sample.
function shardsFor(design, count, asked) {
  if (Number.isInteger(asked) && asked >= 1) return Math.min(asked, MAX_SHARDS);
  let keys = count;
  if (!(Number.isFinite(keys) && keys >= 1)) {
    try {
      keys = JSON.parse(design)?.sample?.count ?? 0;
    } catch (_) {
      keys = 0; // worker_analyze says what is wrong with the design
    }
  }
  const cores = self.navigator?.hardwareConcurrency ?? 1;
  return keys >= SHARD_MIN && cores >= 2 ? Math.min(cores, MAX_SHARDS) : 1;
}

// The helper workers, kept between analyses: {worker, waiting: Map(request id → resolve)}.
const helpers = [];
let helperRequests = 0;

// A helper is dropped for good after any failure: its requests resolve to null (counted here).
function dropHelper(helper) {
  const at = helpers.indexOf(helper);
  if (at >= 0) helpers.splice(at, 1);
  helper.worker.terminate();
  helper.onStarted(false);
  for (const resolve of helper.waiting.values()) resolve(null);
  helper.waiting.clear();
}

function startHelper() {
  const worker = new Worker(new URL("./worker.js?helper", import.meta.url), { type: "module" });
  // `started`: resolves once the helper has its wasm instance (true) or was dropped (false).
  const helper = { worker, waiting: new Map(), ready: false };
  helper.started = new Promise((resolve) => {
    helper.onStarted = resolve;
  });
  worker.onmessage = (event) => {
    const { id, type, bytes } = event.data;
    if (type === "ready") {
      helper.ready = true;
      helper.onStarted(true);
      return;
    }
    const resolve = helper.waiting.get(id);
    helper.waiting.delete(id);
    if (type === "partial") {
      resolve?.(new Uint8Array(bytes));
    } else {
      resolve?.(null);
      dropHelper(helper);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    dropHelper(helper);
  };
  worker.onmessageerror = () => dropHelper(helper);
  // The compiled module: the helper only instantiates it.
  worker.postMessage({ helper: { module: wasmModule } });
  helpers.push(helper);
  return helper;
}

// Shard `shard` of `shards` counted by helper `n` (started when missing): its bytes, or null
// when it failed.
function askHelper(n, shard) {
  const helper = helpers[n] ?? startHelper();
  const id = ++helperRequests;
  return new Promise((resolve) => {
    helper.waiting.set(id, resolve);
    try {
      helper.worker.postMessage({ id, shard });
    } catch (_) {
      dropHelper(helper);
    }
  });
}

// The analysis in `shards` shards: shard 0 here (with the page's progress), the others in the
// helpers at the same time, each one a helper fails counted here after; then merged.
async function analyzeSharded(design, count, shards, request, onProgress, started) {
  // A Promise: the code that makes the report is a chunk of the wasm, fetched on first use.
  const job = await worker_sharded_job(design, count, request.top ?? undefined);
  let local = 1;
  let crashed = false;
  try {
    const asks = [];
    for (let s = 1; s < shards; s++) {
      asks.push(askHelper(s - 1, {
        design, count, index: s, shards, top: request.top, lang: request.lang,
        test: request.testHelper, zhTexts,
      }));
    }
    job.run(0, shards, onProgress);
    for (let s = 1; s < shards; s++) {
      const bytes = await asks[s - 1];
      let added = false;
      if (bytes) {
        try {
          job.add(bytes);
          added = true;
        } catch (err) {
          if (isCrash(err)) throw err;
        }
      }
      if (!added) {
        job.run(s, shards, () => {});
        local += 1;
      }
    }
    try {
      return job.finish(local, started);
    } catch (err) {
      if (isCrash(err)) throw err;
      // A helper's counts the merge refused: count every shard here instead.
      for (let s = 0; s < shards; s++) job.run(s, shards, () => {});
      return job.finish(shards, started);
    }
  } catch (err) {
    // After a trap the instance is broken: freeing the job would throw a plain `Error` ("value
    // borrowed") in place of the crash.
    if (isCrash(err)) crashed = true;
    throw err;
  } finally {
    if (!crashed) job.free();
  }
}

// A helper's side: the owner's module first, then one shard per request.
async function helperMessage(data) {
  if (data.helper) {
    given(data.helper.module);
    try {
      await ready;
      self.postMessage({ type: "ready" });
    } catch (err) {
      self.postMessage({ type: "crash", message: describe(err) });
      self.close();
    }
    return;
  }
  const { id, shard } = data;
  try {
    await ready;
    if (shard.test === "throw") {
      setTimeout(() => {
        throw new Error("the helper worker failed (test hook)");
      });
      return;
    }
    await setLang(shard.lang, shard.zhTexts);
    // A Promise: the counting code is a chunk of the split build's wasm, fetched on first use.
    const bytes = await worker_shard(
      shard.design, shard.count, shard.index, shard.shards, shard.top ?? undefined,
    );
    self.postMessage({ id, type: "partial", bytes: bytes.buffer }, [bytes.buffer]);
  } catch (err) {
    const crashed = isCrash(err);
    self.postMessage({ id, type: crashed ? "crash" : "error", message: describe(err) });
    if (crashed) self.close();
  }
}
