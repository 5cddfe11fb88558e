// The JavaScript module (`pkg/rowkey-wasm`, built by `cargo xtask pkg`) in Node, as docs
// tooling uses it: `initSync` with the wasm bytes, then encode and analyzeKeys against bytes and
// counts worked out here. Run by `cargo xtask ready`: node --test e2e/node/module.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

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

test("quantileSplits by bytes cuts what `rowkey split quantile --by bytes` cuts", () => {
  // Skewed sizes: every 9th row is 40 times larger; keys and sizes from a fixed LCG.
  let x = 7;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
  const lines = [];
  for (let i = 0; i < 3000; i++) {
    const key = `u${String(next() % 100000).padStart(5, "0")}`;
    lines.push(`${key}\t${i % 9 === 0 ? 20000 + (next() % 5000) : 100 + (next() % 900)}`);
  }
  const dump = lines.join("\n") + "\n";
  const dir = mkdtempSync(join(tmpdir(), "rowkey-"));
  const file = join(dir, "sized.txt");
  writeFileSync(file, dump);
  for (const regions of [2, 7, 40]) {
    const cli = rowkey(["split", "quantile", "--regions", String(regions), "--keys", file,
      "--keys-format", "lines", "--by", "bytes"]).trim().split("\n");
    const js = mod.quantileSplits(dump, "lines", regions, { by: "bytes" });
    assert.deepEqual(js.keys, cli, `${regions} regions`);
    assert.match(js.note, /^cut by bytes from the 3000 keys read/);
    assert.notDeepEqual(mod.quantileSplits(dump.replace(/\t\d+/g, ""), "lines", regions).keys, js.keys);
  }
  // A csv size column, by default `bytes` or named with `sizes`, as `--keys-sizes[=COLUMN]`.
  const csv = "key,bytes,len\n" + lines.map((l) => `${l.replace("\t", ",")},${l.split("\t")[1]}`).join("\n");
  const want = mod.quantileSplits(dump, "lines", 7, { by: "bytes" }).keys;
  assert.deepEqual(mod.quantileSplits(csv, "csv", 7, { by: "bytes" }).keys, want);
  assert.deepEqual(mod.quantileSplits(csv, "csv", 7, { by: "bytes", sizes: "len" }).keys, want);
  assert.throws(() => mod.quantileSplits(dump, "lines", 7, { by: "rows" }), /options\.by: "rows" is neither "keys" nor "bytes"/);
  assert.throws(() => mod.quantileSplits(dump, "lines", 7, { sizes: "len" }), /options\.sizes names the csv column/);
  assert.throws(() => mod.quantileSplits("a\tx\n", "lines", 2, { by: "bytes" }), /line 1/);
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

/** The native `rowkey` built most recently (`cargo test` builds the debug one), for comparing. */
function rowkey(args) {
  const built = ["target/release/rowkey", "target/debug/rowkey"]
    .map((p) => new URL(`../../${p}`, import.meta.url))
    .filter((u) => existsSync(u))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  assert.ok(built.length > 0, "build the CLI first: cargo build -p rowkey-cli");
  return execFileSync(fileURLToPath(built[0]), args, { encoding: "utf8", maxBuffer: 64 << 20 });
}

const metricsDir = new URL("../../testdata/metrics/", import.meta.url);
const ordersFile = fileURLToPath(new URL("orders.design.json", metricsDir));
const orders = JSON.parse(readFileSync(ordersFile, "utf8"));

test("decode gives the objects `rowkey decode --format json` prints, for text and byte keys", () => {
  const designs = [
    { template: "{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}",
      fields: { user_id: 'pattern("user####")', order_time: 'timestamp("2024-02-15T00:00:00Z", 200)', order_id: "seq(1, 1)" } },
    { template: "{id | md5 | hex | left(4)}_{id}_{ts | i64}_{n | i32}",
      fields: { id: 'pattern("u###")', ts: 'timestamp("2024-02-15T00:00:00Z", 1000)', n: "seq(5, 3)" } },
    { template: '{ts | date("%Y%m%d")}|{name | left(3)}|{v | dec(6)}',
      fields: { ts: 'timestamp("2024-02-15T00:00:00Z", 100000)', name: 'pattern("name####")', v: "seq(1, 7)" } },
  ];
  for (const design of designs) {
    const file = join(mkdtempSync(join(tmpdir(), "rowkey-")), "design.json");
    writeFileSync(file, JSON.stringify(design));
    const rows = mod.sample(design, 6);
    // Sample keys, one cut short and one with a byte changed: every case the CLI prints.
    const keys = rows.map((r) => r.key);
    keys.push(keys[0].slice(0, 5), "X" + keys[1].slice(1));
    const cli = rowkey(["decode", file, ...keys, "--format", "json"]).trim().split("\n").map((l) => JSON.parse(l));
    assert.deepEqual(mod.decode(design, keys), cli, design.template);
    // The same keys as bytes, one at a time.
    for (const [i, r] of rows.entries()) {
      const bytes = Uint8Array.from(Buffer.from(r.hex, "hex"));
      assert.deepEqual(mod.decode(design, bytes), [cli[i]]);
      assert.equal(cli[i].matches, true, r.key);
    }
  }
  // The decoded values are the ones the sample was made from.
  const [first] = mod.sample(designs[1], 1);
  const [d] = mod.decode(designs[1], first.key);
  assert.equal(d.fields.id, first.values.id);
  assert.equal(d.fields.ts, first.values.ts);
  assert.equal(d.fields.n, first.values.n);
  assert.equal(d.opaque[0].transform, "md5");
  // Chinese when asked: the same fields, the partial values' words translated.
  const zh = mod.decode(designs[2], mod.sample(designs[2], 1)[0].key, { lang: "zh-CN" })[0];
  assert.ok(zh.partial.some((p) => /[\u4e00-\u9fff]/.test(p.message)), JSON.stringify(zh.partial));
});

test("regionsMetrics gives the report `rowkey analyze --regions-metrics` prints, for each form and together", () => {
  const text = (n) => readFileSync(new URL(n, metricsDir), "utf8");
  const cases = [
    [["list_regions.txt"], "auto"],
    [["table.html"], "auto"],
    [["table.html"], "master-ui"],
    [["list_regions.txt", "rs1.jmx.json", "rs2.jmx.json"], "auto"],
  ];
  for (const [files, format] of cases) {
    const args = ["analyze", ordersFile, "--format", "json"];
    for (const f of files) args.push("--regions-metrics", fileURLToPath(new URL(f, metricsDir)));
    if (format !== "auto") args.push("--regions-metrics-format", format);
    const cli = JSON.parse(rowkey(args));
    const js = mod.regionsMetrics(orders, files.length === 1 ? text(files[0]) : files.map(text), format);
    assert.deepEqual(js.metrics, cli.metrics, files.join(" + "));
    assert.deepEqual(js.regions, cli.regions);
    // Three of the six design regions match the table's; [2_, 3_) split and [3_, 5_) merged since.
    assert.deepEqual(js.metrics.regions.map((r) => r.observed !== null), [true, true, false, false, false, true]);
    assert.deepEqual(js.metrics.unmatched.map((u) => u.kind).sort(), ["merged", "split", "split"]);
  }
  // Bytes read as they are: the same answer as the text.
  const bytes = new Uint8Array(readFileSync(new URL("list_regions.txt", metricsDir)));
  assert.deepEqual(mod.regionsMetrics(orders, bytes, "shell").metrics, mod.regionsMetrics(orders, text("list_regions.txt"), "auto").metrics);
  // JMX alone has no start keys: the CLI's message.
  assert.throws(() => mod.regionsMetrics(orders, text("rs1.jmx.json"), "auto"), (e) => {
    assert.match(e.message, /^metrics: .*list_regions/);
    return true;
  });
  // A bad line is named, with `line`.
  const broken = text("list_regions.txt").replace("|  1228 |", "| 12x8 |");
  assert.throws(() => mod.regionsMetrics(orders, broken, "auto"), (e) => {
    assert.equal(e.line, 4);
    assert.match(e.message, /^metrics: line 4: /);
    return true;
  });
});

test("top values: analyze, analyzeKeys and regionsMetrics give what `rowkey analyze --top N` prints", () => {
  const dir = mkdtempSync(join(tmpdir(), "rowkey-"));
  const people = {
    template: "{tenant}_{user_id}_{n | dec(4)}",
    fields: { tenant: 'choice("t1": 6, "t2": 3, "t3": 1)', user_id: 'pattern("u#")', n: "seq(0, 1)" },
    splits: { algorithm: "explicit", keys: ["t2", "t3"] },
  };
  const file = join(dir, "design.json");
  writeFileSync(file, JSON.stringify(people));
  // The sample.
  const cli = JSON.parse(rowkey(["analyze", file, "--format", "json", "--count", "3000", "--top", "2"]));
  const js = mod.analyze(people, 3000, { top: 2 });
  assert.deepEqual(js, cli);
  assert.equal(js.regions[0].top[0].field, "tenant");
  assert.equal(js.regions[0].top[0].value, "t1");
  assert.equal(js.regions[0].top[0].share, 1);
  assert.equal(js.top.per_field, 2);
  // A key dump with known heavy hitters and keys that do not match, counted here too.
  const lines = [];
  for (let i = 0; i < 400; i++) lines.push(`t1_u${i % 5 === 0 ? 7 : i % 10}_${String(i).padStart(4, "0")}`);
  for (let i = 0; i < 100; i++) lines.push(`t3_u${i % 2}_${String(i).padStart(4, "0")}`);
  lines.splice(3, 0, "t1_nope", "t1_");
  const dump = join(dir, "keys.txt");
  writeFileSync(dump, lines.join("\n") + "\n");
  const keysCli = JSON.parse(rowkey(["analyze", file, "--keys", dump, "--keys-format", "lines", "--format", "json", "--top", "3"]));
  const keys = mod.analyzeKeys(people, lines.join("\n") + "\n", "lines", { top: 3 });
  assert.deepEqual(keys, keysCli);
  const t1 = keys.regions[0];
  assert.deepEqual(t1.unmatched, { count: 2, first: 4 });
  const users = t1.top.filter((t) => t.field === "user_id");
  // u7 is every fifth key (80) plus the i % 10 == 7 ones (40) of 402 in the region.
  assert.equal(users[0].value, "u7");
  assert.equal(users[0].share, 120 / 402);
  assert.equal(keys.regions[2].top.find((t) => t.field === "tenant").share, 1);
  // Beside the cluster's numbers.
  const metricsFile = fileURLToPath(new URL("list_regions.txt", metricsDir));
  const withMetrics = JSON.parse(rowkey(["analyze", ordersFile, "--format", "json", "--regions-metrics", metricsFile, "--top", "1"]));
  const jsMetrics = mod.regionsMetrics(orders, readFileSync(metricsFile, "utf8"), "auto", { top: 1 });
  assert.deepEqual(jsMetrics.regions, withMetrics.regions);
  assert.deepEqual(jsMetrics.top, withMetrics.top);
  // Without `top` nothing is decoded; a bad `top` is refused with the CLI's range.
  assert.equal(mod.analyze(people, 100).top, undefined);
  assert.equal(mod.analyze(people, 100).regions[0].top, undefined);
  for (const bad of [0, 65, 1.5, "3", 10n]) {
    assert.throws(() => mod.analyze(people, 100, { top: bad }), (e) => {
      assert.equal(e.path, "options.top");
      assert.match(e.kind, /^(out_of_range|argument_type)$/);
      return true;
    });
  }
});

test("a design's size field loads, keeps through links and weighs the sample's regions", () => {
  const sized = {
    template: "{user}#{len}",
    fields: { user: 'pattern("u#")', len: "int(10, 5000)" },
    splits: { algorithm: "explicit", keys: ["u5"] },
    sample: { count: 500, seed: 3 },
    sizing: { rows: 1000000, row_bytes: 300, row_bytes_field: "len" },
  };
  assert.equal(mod.decodeLink(mod.encodeLink(sized)).sizing.row_bytes_field, "len");
  // Each row weighs its `len`, summed here over the same sample.
  const want = [0, 0];
  for (const r of mod.sample(sized, 500)) want[r.key >= "u5" ? 1 : 0] += Number(r.values.len);
  const report = mod.analyze(sized, 500);
  assert.deepEqual(report.regions.map((r) => r.bytes), want);
  assert.equal(report.bytes.total, want[0] + want[1]);
  assert.throws(
    () => mod.analyze({ ...sized, sizing: { ...sized.sizing, row_bytes_field: "size" } }),
    /sizing\.row_bytes_field: no field `size`/,
  );
});
