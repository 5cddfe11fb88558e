// rowkey-wasm's entry point: the functions of the wasm-bindgen module (`rowkey_wasm_glue.js`,
// which `cargo xtask pkg` writes), each called through a guard that keeps the module usable
// whatever a call does to its WebAssembly instance.
//
// A call answers with a value or with the module's own `Error` (it has `kind`, `message`, and
// `span`/`path` when known). Anything else thrown out of the instance — `WebAssembly.RuntimeError`
// for a bug or for memory running out, a `RangeError` for a stack that overflowed — leaves the
// instance's memory and stack where the trap left them. The guard then starts a fresh instance
// of the same compiled module, synchronously, and throws the module's `Error` (kind
// `internal`) instead, so the next call runs as if nothing had happened.
//
// WebAssembly memory grows and never shrinks: after a call that left the instance holding more
// than MEMORY_LIMIT bytes, the guard starts a fresh instance too, so one large answer does not
// keep its memory for the life of the page.
import glueInit, * as glue from "./rowkey_wasm_glue.js";

/** The hidden property the module sets on the `Error`s it answers with (`src/errors.rs`). */
const ANSWER = Symbol.for("rowkey-wasm.answer");

/** The memory, in bytes, past which the instance is replaced after a call. */
const MEMORY_LIMIT = 32 * 1024 * 1024;

/** The instance's exports (its `memory`), once `init` or `initSync` has run. */
let instance;

function started(exports) {
  instance = exports;
  return exports;
}

/** Loads the module (as wasm-bindgen's `init`: a URL, a `Response`, bytes or a module). */
export default async function init(input) {
  return started(await glueInit(input));
}

/** Loads the module from bytes or a compiled `WebAssembly.Module`, synchronously. */
export function initSync(input) {
  return started(glue.initSync(input));
}

/** A fresh instance of the compiled module in place of the current one. */
function restart() {
  instance = undefined;
  started(glue.__rowkeyRestart());
}

/** The bytes of WebAssembly memory the module holds now (0 before it is loaded). */
export function memoryBytes() {
  return instance === undefined ? 0 : instance.memory.buffer.byteLength;
}

/** What was thrown, in words, without throwing again (a `Symbol`, a hostile `toString`). */
function describe(thrown) {
  try {
    return String(thrown);
  } catch {
    return "an exception";
  }
}

/** The `lang` option among a call's arguments (its last object), to word the error in. */
function langOf(args) {
  try {
    const last = args[args.length - 1];
    return last !== null && typeof last === "object" && typeof last.lang === "string" ? last.lang : undefined;
  } catch {
    return undefined;
  }
}

/** `f` of the glue, called through the guard. */
function guard(f) {
  return function (...args) {
    if (instance === undefined) {
      // Not loaded yet: the glue says so as it always has.
      return f(...args);
    }
    let answer;
    let thrown;
    let failed = false;
    try {
      answer = f(...args);
    } catch (e) {
      failed = true;
      thrown = e;
    }
    const trapped = failed && !(thrown instanceof Error && thrown[ANSWER] === true);
    if (trapped || instance.memory.buffer.byteLength > MEMORY_LIMIT) {
      restart();
    }
    if (trapped) {
      throw glue.__rowkeyTrapped(describe(thrown), langOf(args));
    }
    if (failed) {
      throw thrown;
    }
    return answer;
  };
}

export const checkTemplate = guard(glue.checkTemplate);
export const encode = guard(glue.encode);
export const sample = guard(glue.sample);
export const splits = guard(glue.splits);
export const analyze = guard(glue.analyze);
export const size = guard(glue.size);
export const encodeLink = guard(glue.encodeLink);
export const decodeLink = guard(glue.decodeLink);
export const analyzeKeys = guard(glue.analyzeKeys);
export const quantileSplits = guard(glue.quantileSplits);
export const decode = guard(glue.decode);
export const regionsMetrics = guard(glue.regionsMetrics);
export const version = guard(glue.version);
export const start = guard(glue.start);
