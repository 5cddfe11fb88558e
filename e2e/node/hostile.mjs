// The JavaScript module (`pkg/rowkey-wasm`) against hostile arguments: every exported function is
// called with circular, deeply nested, wrongly typed and huge values in each of its arguments.
// Whatever happens, a call answers or throws the module's `Error` (a plain `Error` with a `kind`
// the declarations list and a message), and afterwards the same module still encodes a key
// correctly and holds no more memory than its guard allows. Run by `cargo xtask ready`:
// node --test e2e/node/hostile.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const dir = new URL("../../pkg/rowkey-wasm/", import.meta.url);
const mod = await import(new URL("rowkey_wasm.js", dir).href);
mod.initSync({ module: readFileSync(new URL("rowkey_wasm_bg.wasm", dir)) });
const declarations = readFileSync(new URL("rowkey_wasm.d.ts", dir), "utf8");

/** The error kinds the declarations promise (`ErrorKind`). */
const kinds = new Set(
  declarations
    .split("export type ErrorKind =")[1]
    .split(";")[0]
    .split("|")
    .map((k) => k.trim().replace(/"/g, ""))
    .filter(Boolean),
);

/** The memory the guard lets an instance keep between calls (rowkey_wasm.js). */
const MEMORY_LIMIT = 32 * 1024 * 1024;

/** The module still answers a plain call correctly, within its memory. */
function assertAlive(what) {
  const key = mod.encode("{id | md5 | hex | left(4)}_{id}", { id: "user123" });
  assert.equal(key.binary, "6ad1_user123", `after ${what}`);
  assert.deepEqual(Array.from(key.bytes.subarray(0, 4)), [0x36, 0x61, 0x64, 0x31], `after ${what}`);
  assert.ok(mod.memoryBytes() <= MEMORY_LIMIT, `after ${what}: ${mod.memoryBytes()} bytes of memory`);
}

/** Whether `e` is the module's own `Error`: a plain `Error`, a known kind, a message. */
function assertModuleError(e, what) {
  assert.ok(e instanceof Error, `${what}: threw ${typeof e} ${String(e?.constructor?.name)}`);
  assert.equal(e.constructor, Error, `${what}: threw a ${e.constructor.name}: ${e.message}`);
  assert.equal(typeof e.message, "string");
  assert.ok(e.message.length > 0, `${what}: an empty message`);
  assert.ok(kinds.has(e.kind), `${what}: kind ${String(e.kind)} (${e.message})`);
}

/**
 * Calls `fn(...args)`: it must answer or throw the module's `Error`, and leave the module alive.
 * Returns `{ value }` or `{ error }`.
 */
function attempt(fn, args, what) {
  let outcome;
  try {
    outcome = { value: mod[fn](...args) };
  } catch (error) {
    assertModuleError(error, what);
    outcome = { error };
  }
  assertAlive(what);
  return outcome;
}

/** Calls `fn(...args)`, which must throw the module's `Error` matching `want`. */
function refuses(fn, args, want, what = `${fn}`) {
  const r = attempt(fn, args, what);
  assert.ok(r.error, `${what} should throw, answered ${JSON.stringify(r.value)?.slice(0, 200)}`);
  for (const [k, v] of Object.entries(want)) {
    if (v instanceof RegExp) assert.match(String(r.error[k]), v, `${what}: ${k}`);
    else assert.equal(r.error[k], v, `${what}: ${k} (${r.error.message})`);
  }
  return r.error;
}

function circular() {
  const d = { template: "{id}", fields: { id: "seq(1, 1)" } };
  d.self = d;
  return d;
}

function circularDeep() {
  const fields = { id: "seq(1, 1)" };
  fields.again = { back: [fields] };
  return { template: "{id}", fields };
}

/** `[[[…]]]` nested `depth` deep, built without recursion. */
function nested(depth) {
  let v = [];
  for (let i = 1; i < depth; i++) v = [v];
  return v;
}

const deepText = (depth) => "[".repeat(depth) + "]".repeat(depth);

/** A design whose member `x` is nested `depth` deep, as JSON.parse gives it. */
const deepParsed = (depth) => JSON.parse(`{"template": "{id}", "x": ${deepText(depth)}}`);

function revokedProxy() {
  const { proxy, revoke } = Proxy.revocable({ template: "{id}" }, {});
  revoke();
  return proxy;
}

const throwingGetter = {
  get template() {
    throw new RangeError("a getter that throws");
  },
};

/** A proxy that makes a fresh object for every member it is asked for: endless, never circular. */
function endless() {
  const handler = {
    ownKeys: () => ["template", "more"],
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
    get: (_t, key) => (key === "template" ? "{id}" : new Proxy({}, handler)),
    getPrototypeOf: () => Object.prototype,
  };
  return new Proxy({}, handler);
}

/** Wrongly typed values: a name for the failure message and the value. */
const wrongTypes = [
  ["number", 42],
  ["NaN", NaN],
  ["object", { x: 1 }],
  ["Symbol", Symbol("hostile")],
  ["null", null],
  ["undefined", undefined],
  ["BigInt", 10n],
  ["array", [1, 2]],
  ["function", () => "{id}"],
  ["boolean", true],
  ["Map", new Map([["template", "{id}"]])],
  ["Uint8Array", new Uint8Array([1, 2, 3])],
];

/** Structures no JSON holds, and sizes no call should take whole. */
const hostileStructures = [
  ["circular", circular()],
  ["circular below the top", circularDeep()],
  ["an array holding itself", (() => { const a = []; a.push(a); return { template: "{id}", splits: { keys: a } }; })()],
  ["5,000 levels (JSON.parse)", deepParsed(5000)],
  ["5,000 levels", { template: "{id}", x: nested(5000) }],
  ["100,000 levels", { template: "{id}", x: nested(100000) }],
  ["100,000 levels as JSON text", `{"template": "{id}", "x": ${deepText(100000)}}`],
  ["a revoked proxy", revokedProxy()],
  ["a getter that throws", throwingGetter],
  ["an endless proxy", endless()],
  ["a sparse array of 4e9 members", (() => { const a = []; a.length = 4e9; return { template: "{id}", splits: { keys: a } }; })()],
  ["Infinity", Infinity],
  ["2**32 + 2", 2 ** 32 + 2],
  ["-1", -1],
  ["1e300", 1e300],
  ["1.5", 1.5],
  ["a 5 MB string", "{id}".repeat(1_250_001)],
];

const design = {
  template: "{user_id}",
  fields: { user_id: 'pattern("user####")' },
  sample: { count: 200 },
  splits: { algorithm: "explicit", keys: ["user3", "user6"] },
};
const keys = "user1\nuser4\nuser7\nuser8\n";
/** The shell's `list_regions` for a table split as `design` is. */
const listRegions = [
  " SERVER_NAME | START_KEY | END_KEY | SIZE | REQ |",
  " ----------- | --------- | ------- | ---- | --- |",
  " rs1,16020,1 |           |   user3 |   12 |   5 |",
  " rs1,16020,1 |     user3 |   user6 |    3 |   9 |",
  " rs1,16020,1 |     user6 |         |    4 |   7 |",
  " 3 rows",
  "",
].join("\n");

/** Every exported function with arguments it answers. */
const calls = {
  checkTemplate: ["{id | md5 | hex}", { lang: "en" }],
  encode: ["{id}_{n | i16}", { id: "a", n: 7 }, 1, { lang: "en" }],
  sample: [design, 5, { lang: "en" }],
  splits: [design, { lang: "en" }],
  analyze: [design, 100, { lang: "en" }],
  size: [{ rows: 2e9, row_bytes: 300 }, { lang: "en" }],
  encodeLink: [design, { lang: "en" }],
  decodeLink: [null, { lang: "en" }],
  analyzeKeys: [design, keys, "lines", { lang: "en" }],
  quantileSplits: [keys, "lines", 2, { lang: "en" }],
  decode: [design, ["user1", new Uint8Array([0x75, 0x73])], { lang: "en" }],
  regionsMetrics: [design, listRegions, "auto", { lang: "en" }],
  version: [],
  start: [],
};
calls.decodeLink[0] = mod.encodeLink(design);

test("every function is guarded and declared", () => {
  const declared = [...declarations.matchAll(/^export function (\w+)\(/gm)].map((m) => m[1]).sort();
  const exported = Object.keys(mod).filter((k) => typeof mod[k] === "function" && k !== "default" && k !== "initSync");
  assert.deepEqual(exported.sort(), declared.filter((k) => k !== "initSync"));
  assert.deepEqual(Object.keys(calls).sort(), declared.filter((k) => !["initSync", "memoryBytes"].includes(k)));
  for (const [fn, args] of Object.entries(calls)) attempt(fn, args, `${fn} with good arguments`);
  for (const [fn, args] of Object.entries(calls)) assert.ok(!attempt(fn, args, fn).error, `${fn} answers its good arguments`);
});

test("every argument of every function, given every hostile value, answers or throws the module's Error", () => {
  const values = [...wrongTypes, ...hostileStructures];
  let calls_made = 0;
  for (const [fn, good] of Object.entries(calls)) {
    // One more position than the function takes: an extra argument is ignored, never fatal.
    for (let i = 0; i <= good.length; i++) {
      for (const [name, value] of values) {
        const args = good.slice();
        args[i] = value;
        attempt(fn, args, `${fn} with ${name} as argument ${i}`);
        calls_made++;
      }
    }
  }
  assert.ok(calls_made > 500, `${calls_made} calls`);
});

test("a circular or deep design is refused with where it loops, and the module lives", () => {
  for (const fn of ["analyze", "splits", "encodeLink", "sample", "analyzeKeys"]) {
    const args = (d) => (fn === "analyzeKeys" ? [d, keys, "lines"] : [d]);
    refuses(fn, args(circular()), { kind: "invalid_json", path: "self", message: /^design: self: refers back to an object that holds it/ }, `${fn}(circular)`);
    refuses(fn, args(circularDeep()), { kind: "invalid_json", path: "fields.again.back[0]" }, `${fn}(circular below)`);
    for (const depth of [5000, 100000]) {
      const e = refuses(fn, args({ template: "{id}", x: nested(depth) }), { kind: "nesting_too_deep", message: /^design: x(\[0\])+: nested more than 128 levels deep$/ }, `${fn}(${depth} deep)`);
      assert.equal(e.path, "x" + "[0]".repeat(127));
    }
    refuses(fn, args(deepParsed(5000)), { kind: "nesting_too_deep" }, `${fn}(JSON.parse 5000 deep)`);
    // The same JSON as text is refused by the core's reader.
    refuses(fn, args(`{"template": "{id}", "x": ${deepText(5000)}}`), { kind: "invalid_json" }, `${fn}(5000 deep text)`);
  }
  // Chinese when asked.
  refuses("analyze", [circular(), 10, { lang: "zh-CN" }], { message: /^design：self：引用了包含它的对象/ });
  // Members that JSON has no word for, or that throw when read.
  refuses("analyze", [{ template: "{id}", sample: { count: NaN } }], { kind: "invalid_json", path: "sample.count", message: /NaN is not JSON data/ });
  refuses("analyze", [{ template: "{id}", fields: { id: Symbol("x") } }], { path: "fields.id", message: /Symbol is not JSON data/ });
  refuses("analyze", [{ template: "{id}", fields: new Map() }], { path: "fields", message: /Map is not JSON data/ });
  refuses("analyze", [throwingGetter], { path: "template", message: /cannot be read: RangeError: a getter that throws/ });
  refuses("analyze", [endless()], { kind: "nesting_too_deep" });
  // A member undefined is left out, as JSON.stringify leaves it.
  assert.equal(mod.sample({ ...design, name: undefined }, 1).length, 1);
});

test("wrongly typed or out-of-range arguments are named, never coerced or wrapped", () => {
  for (const [name, value] of wrongTypes.filter(([n]) => n !== "undefined")) {
    refuses("encode", [value, {}], { kind: "argument_type", path: "template", message: /^template: expected string, got / }, `encode(${name})`);
    refuses("checkTemplate", [value], { kind: "argument_type", path: "template" }, `checkTemplate(${name})`);
    refuses("quantileSplits", [keys, value, 2], { kind: "argument_type", path: "format" }, `quantileSplits format ${name}`);
    refuses("analyzeKeys", [design, keys, value], { kind: "argument_type", path: "format" }, `analyzeKeys format ${name}`);
    refuses("decodeLink", [value], { kind: "argument_type", path: "fragment" }, `decodeLink(${name})`);
  }
  refuses("encode", [Symbol("t"), {}], { message: "template: expected string, got Symbol" });
  refuses("encode", [undefined, {}], { message: "template: expected string, got undefined" });
  refuses("analyze", [null], { kind: "argument_type", message: "design: expected object | string, got null" });
  refuses("analyze", [10n], { message: "design: expected object | string, got BigInt" });
  refuses("analyze", [design, 10n], { kind: "argument_type", path: "count", message: "count: expected number, got BigInt" });
  refuses("analyze", [design, "100"], { kind: "argument_type", path: "count" });
  refuses("encode", ["{id}", { id: "1" }, -1], { kind: "out_of_range", path: "seed" });
  refuses("encode", ["{id}", { id: null }], { kind: "argument_type", path: "values.id" });
  refuses("encode", ["{id}", [1]], { kind: "argument_type", path: "values", message: "values must be an object of field names to values, got array" });
  // Regions: no wrap to 2, no -1 read as 4294967295.
  const big = refuses("quantileSplits", [keys, "lines", 2 ** 32 + 2], { kind: "out_of_range", path: "regions" });
  assert.equal(big.message, "regions: must be a whole number in 2..=2147483647, got 4294967298");
  const negative = refuses("quantileSplits", [keys, "lines", -1], { kind: "out_of_range" });
  assert.ok(!negative.message.includes("4294967295"), negative.message);
  refuses("quantileSplits", [keys, "lines", undefined], { kind: "argument_type", path: "regions" });
  refuses("quantileSplits", [keys, "lines", 2.5], { kind: "out_of_range" });
  // Options: a wrongly typed option or an unknown one is refused, not ignored.
  refuses("analyzeKeys", [design, keys, "csv", { column: { x: 1 } }], { kind: "argument_type", path: "options.column", message: "options.column: expected string, got object" });
  refuses("quantileSplits", [keys, "lines", 2, { colum: "k" }], { kind: "invalid_argument", path: "options.colum" });
  refuses("analyze", [design, 10, { lang: 7 }], { kind: "argument_type", path: "options.lang" });
  refuses("analyze", [design, 10, "zh-CN"], { kind: "argument_type", path: "options" });
  refuses("size", [{ rows: 2 ** 64, row_bytes: 1 }], { path: "sizing" });
  refuses("size", [{ rows: 10, row_bytes: 1, extra: 1 }], { message: /unknown field `extra`/ });
  // Unknown and wrongly typed design members, as the CLI refuses them in a file.
  refuses("analyze", [{ template: "{id}", colour: "red" }], { path: /^$|colour/, message: /unknown field `colour`/ });
  refuses("analyze", [{ template: "{id}", sample: { count: "ten" } }], { path: "sample.count", message: /invalid type: string "ten"/ });
  refuses("analyze", [{ template: "{id}", sample: { count: 2 ** 53 + 2 } }], { path: "sample.count", message: /invalid type: floating point/ });
  // Still what they were for good arguments.
  assert.equal(mod.encode("{n | i16}", { n: 7 }, null, null).hex, "0007");
  assert.equal(mod.encode("{id}", { id: 12n }).binary, "12");
  assert.deepEqual(mod.quantileSplits(keys, "lines", 2, null).keys, ["user7"]);
});

test("a call that traps the instance throws the module's Error and the next call runs in a fresh one", () => {
  // The instance's memory grown to the most wasm32 allows from outside: the allocator cannot
  // grow it further, so the next large allocation aborts (`unreachable`), as running out of
  // memory does.
  const raw = mod.initSync();
  let pages = 65536 - raw.memory.buffer.byteLength / 65536;
  while (pages > 0) {
    try {
      raw.memory.grow(pages);
      break;
    } catch {
      pages = Math.floor(pages / 2);
    }
  }
  console.log(`memory grown to ${raw.memory.buffer.byteLength} bytes`);
  for (const lang of ["en", "zh-CN"]) {
    const e = refuses("encode", ["{raw | md5 | hex}", { raw: new Uint8Array(256 << 20) }, 0, { lang }], { kind: "internal" });
    assert.match(e.message, lang === "en" ? /^internal: the call stopped the module \(RuntimeError: / : /^内部错误：这次调用使模块停止（RuntimeError: /);
    console.log(`after the trap: ${e.message}; memory ${mod.memoryBytes()} bytes`);
    // The fresh instance is the one the next trap is forced in.
    const next = mod.initSync();
    assert.notEqual(next, raw);
    next.memory.grow(65536 - next.memory.buffer.byteLength / 65536);
  }
  assertAlive("two traps");
});

test("huge answers do not keep their memory, and a call that traps leaves a working module", () => {
  const before = mod.memoryBytes();
  let t0 = performance.now();
  // 64 MB of bytes hashed: the instance grows past the guard's limit and is replaced after.
  const big = new Uint8Array(80 << 20).fill(7);
  const key = mod.encode("{raw | md5 | hex}", { raw: big });
  assert.equal(key.length, 32);
  const after = mod.memoryBytes();
  console.log(`memory: ${before} bytes before, ${after} after encoding 80 MiB of bytes (${Math.round(performance.now() - t0)} ms)`);
  assert.ok(after <= MEMORY_LIMIT, `${after} bytes after`);
  assertAlive("80 MiB of bytes");
  // A key dump larger than the guard's limit is read in slices.
  const rows = 3_000_000;
  const lines = [];
  for (let i = 0; i < rows; i++) lines.push(`k${String(i).padStart(8, "0")}`);
  const dump = lines.join("\n");
  let t = performance.now();
  const q = mod.quantileSplits(dump, "lines", 2);
  console.log(`quantileSplits of ${dump.length} bytes: ${Math.round(performance.now() - t)} ms`);
  // The middle key, or next to it when the dump is thinned to a sample.
  assert.equal(q.keys.length, 1);
  assert.ok(Math.abs(Number(q.keys[0].slice(1)) - rows / 2) < rows / 50, q.keys[0]);
  console.log(`memory: ${mod.memoryBytes()} bytes after a ${dump.length}-byte key dump`);
  assertAlive("a 72 MB key dump");
  // Values that double at every step: refused when checked, or stopped, never a dead module.
  const growth = { template: "{id | " + "utf8 | hex | ".repeat(40) + "left(4)}", fields: { id: "seq(1, 1)" }, sample: { count: 1 } };
  for (const fn of ["analyze", "sample", "splits", "encodeLink"]) {
    t = performance.now();
    const r = attempt(fn, [growth], `${fn} of a design whose values double 40 times`);
    console.log(`${fn} of values doubled 40 times: ${r.error ? `${r.error.kind}: ${r.error.message.slice(0, 120)}` : "answered"} (${Math.round(performance.now() - t)} ms)`);
  }
  attempt("encode", [growth.template, { id: "1" }], "encode of a template whose value doubles 40 times");
  for (const steps of [16, 20, 24]) {
    const template = "{id | " + "utf8 | hex | ".repeat(steps) + "left(4)}";
    const r = attempt("encode", [template, { id: "1" }], `encode of a value doubled ${steps} times`);
    console.log(`encode of a value doubled ${steps} times: ${r.error ? `${r.error.kind}: ${r.error.message.slice(0, 100)}` : "answered"}; memory after: ${mod.memoryBytes()} bytes`);
  }
  refuses("encode", ["{id}".repeat(1_250_001), {}], { kind: "out_of_range", path: "template" });
  refuses("analyze", [design, 1e300], { kind: "out_of_range", path: "count" });
});

test("a design past the document limit is refused with the CLI's words, as text or as an object", () => {
  const big = JSON.stringify({ template: "{id}", name: "x".repeat(4 * 1024 * 1024) });
  for (const [what, design] of [["text", big], ["object", JSON.parse(big)]]) {
    assert.throws(
      () => mod.splits(design),
      (e) => {
        assertModuleError(e, `a huge design as ${what}`);
        assert.equal(e.kind, "out_of_range");
        assert.equal(e.message, "design: the design is larger than 4 MiB, the limit for a design document");
        return true;
      },
    );
  }
  assertAlive("a huge design");
});

test("decode and regionsMetrics refuse huge, garbled and deep input with a message, and the module lives", () => {
  // More keys than one call decodes: refused from the array's length, before any is read.
  const sparse = [];
  sparse.length = 4e9;
  refuses("decode", [design, sparse], { kind: "out_of_range", path: "keys", message: /^keys: 4000000000 members is more than the 100,000 one call takes$/ });
  refuses("decode", [design, ["user1", 7]], { kind: "argument_type", path: "keys[1]", message: "keys[1]: expected string | Uint8Array, got number" });
  refuses("decode", [design, "x".repeat(200_000)], { kind: "out_of_range", path: "keys" });
  refuses("decode", [design, new Uint8Array(200_000)], { kind: "out_of_range", path: "keys" });
  // Garbage decodes to a key that does not match, never an error.
  const [garbage] = mod.decode({ template: "{id | i32}_{name}", fields: { id: "seq(1, 1)", name: 'pattern("a#")' } }, new Uint8Array([1, 2]));
  assert.equal(garbage.matches, false);
  // The i32 takes 4 bytes: the key ends at byte 2, where it stops matching.
  assert.equal(garbage.mismatch.offset, 2);
  // Metrics: a text past 32 MiB is refused before it is copied; garbage, a cut JSON and a deep
  // one each get where and what.
  refuses("regionsMetrics", [design, "x".repeat(33 << 20), "auto"], { kind: "out_of_range", path: "metrics" });
  refuses("regionsMetrics", [design, "a,b,c\n1,2,3\n", "auto"], { kind: "invalid_argument", path: "metrics", message: /^metrics: / });
  const cut = refuses("regionsMetrics", [design, '{"beans" : [ {', "auto"], { kind: "invalid_argument", path: "metrics" });
  assert.equal(cut.line, 1);
  const deep = '{"beans":' + "[".repeat(100_000) + "]".repeat(100_000) + "}";
  refuses("regionsMetrics", [design, deep, "jmx"], { kind: "invalid_argument", path: "metrics" });
  refuses("regionsMetrics", [design, [listRegions, 5], "auto"], { kind: "argument_type", path: "metrics[1]" });
  refuses("regionsMetrics", [design, listRegions, "csv"], { kind: "invalid_argument", path: "format", message: /^format: unknown name `csv`; the names here are auto, jmx, master-ui, shell$/ });
  const many = [];
  many.length = 1e6;
  refuses("regionsMetrics", [design, many, "auto"], { kind: "out_of_range", path: "metrics" });
});
