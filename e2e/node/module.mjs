// The JavaScript module (`pkg/rowkey-wasm`, built by `cargo xtask pkg`) in Node, as docs
// tooling uses it: `initSync` with the wasm bytes, then encode and analyzeKeys against bytes and
// counts worked out here. Run by `cargo xtask ready`: node --test e2e/node/module.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";

const dir = new URL("../../pkg/rowkey-wasm/", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", dir), "utf8"));
const mod = await import(new URL("rowkey_wasm.js", dir).href);
mod.initSync({ module: readFileSync(new URL("rowkey_wasm_bg.wasm", dir)) });

test("package.json exports the module, its types and the wasm file", () => {
  const root = pkg.exports["."];
  assert.equal(Object.keys(root)[0], "types", "the types condition comes first");
  for (const target of [root.types, root.import, root.default, pkg.exports["./rowkey_wasm_bg.wasm"]]) {
    assert.ok(existsSync(new URL(target, dir)), `${target} exists`);
  }
  assert.ok(pkg.repository.url.length > 0);
  assert.ok(pkg.keywords.includes("hbase"));
});

test("encode gives HBase's bytes", () => {
  // Bytes.toBytes(1708000000000L) then Bytes.toBytes(-1): big-endian two's complement.
  const key = mod.encode("{ts | i64}{seq | i32}", { ts: "1708000000000", seq: "-1" });
  const ts = 1708000000000n;
  const want = [];
  for (let i = 7; i >= 0; i--) want.push(Number((ts >> BigInt(8 * i)) & 0xffn));
  want.push(0xff, 0xff, 0xff, 0xff);
  assert.equal(key.hex, want.map((b) => b.toString(16).padStart(2, "0")).join(""));
  assert.equal(mod.encode("{id | md5 | hex | left(4)}_{id}", { id: "user123" }).binary, "6ad1_user123");
});

const design = {
  template: "{user_id}",
  fields: { user_id: 'pattern("user####")' },
  splits: { algorithm: "explicit", keys: ["user3", "user6", "\\x80"] },
};
const splits = [Buffer.from("user3"), Buffer.from("user6"), Buffer.from([0x80])];

/** The region of a key: how many split keys are at or below it (unsigned byte order). */
function regionOf(key) {
  return splits.filter((s) => Buffer.compare(s, key) <= 0).length;
}

test("analyzeKeys counts a key dump as counting it here does", () => {
  const keys = [];
  for (let i = 0; i < 997; i++) {
    keys.push(Buffer.from(`user${(i * 7919) % 10000}`.padEnd(8, "0")));
  }
  keys.push(Buffer.from([0x80, 0x00]), Buffer.from([0xff, 0x0d]));
  const want = [0, 0, 0, 0];
  for (const k of keys) want[regionOf(k)]++;
  // Raw lines as bytes (no key holds a line break; the \r of one is kept off by CRLF).
  const bytes = Buffer.concat(keys.map((k) => Buffer.concat([k, Buffer.from("\r\n")])));
  const report = mod.analyzeKeys(design, new Uint8Array(bytes), "lines");
  assert.equal(report.source, "keys");
  assert.equal(report.keys_read, keys.length);
  assert.deepEqual(report.regions.map((r) => r.count), want);
  // The same keys as hex text.
  const hex = keys.map((k) => k.toString("hex")).join("\n");
  assert.deepEqual(mod.analyzeKeys(design, hex, "hex").regions.map((r) => r.count), want);
  // A sample report says so.
  assert.equal(mod.analyze(design, 100).source, "sample");
});

test("a bad line throws with its number", () => {
  assert.throws(() => mod.analyzeKeys(design, "00\nabc\n", "hex"), (err) => {
    assert.equal(err.line, 2);
    assert.match(err.message, /^line 2: an odd number of hex digits/);
    return true;
  });
});

test("quantileSplits follows HashChoreWoker", () => {
  const keys = ["e", "a", "d", "c", "b", "a"];
  // 6 keys, 3 regions: every 2nd of the sorted distinct keys a..e.
  assert.deepEqual(mod.quantileSplits(keys.join("\n"), "lines", 3).keys, ["c", "e"]);
});

test("lang: zh-CN writes the lints in Chinese with the same figures", () => {
  const hot = {
    template: "{ts}_{id}",
    fields: { ts: 'timestamp("2024-02-15T00:00:00Z", 100)', id: "uuid()" },
  };
  const lintOf = (r) => r.lints.find((l) => l.rule === "hotspot");
  const en = lintOf(mod.analyze(hot, 200));
  const zh = lintOf(mod.analyze(hot, 200, { lang: "zh-CN" }));
  assert.match(en.message, /^`\{ts\}` at 0\.\.4 rises with insertion order/);
  assert.match(zh.message, /^`\{ts\}`（位置 0\.\.4） 随写入顺序单调递增/);
  assert.match(zh.why, /[\u4e00-\u9fff]/);
  assert.ok(zh.message.includes("`{ts | javahash | absmod(16) | dec(2)}_`"), zh.message);
  // The same language for a key dump; English stays the default.
  const keys = mod.analyzeKeys(design, "user1\nuser1\n", "lines", { lang: "zh" });
  assert.ok(keys.lints.some((l) => /[\u4e00-\u9fff]/.test(l.message)), JSON.stringify(keys.lints));
  assert.equal(lintOf(mod.analyze(hot, 200, {})).message, en.message);
  assert.throws(() => mod.analyze(hot, 200, { lang: "fr" }), /options\.lang: unknown language "fr"; choose "en" or "zh-CN"/);
});
