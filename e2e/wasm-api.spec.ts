// The rowkey-wasm JavaScript module in headless Chromium: every function, good and bad input.
// Results and error messages are compared with the native CLI; after every bad input the module
// must still work (no panic, no dead module).
import { test, expect } from './fixtures';
import { rowkey, rowkeyError, designFile, root } from './cli';
import * as fs from 'fs';
import * as path from 'path';
import * as zlib from 'zlib';
import { Page } from '@playwright/test';

const ecommerce = JSON.parse(fs.readFileSync(path.join(root, 'presets', 'ecommerce-orders.json'), 'utf8'));

async function openModule(page: Page) {
  await page.goto('/js-example.html');
  await page.waitForFunction(() => document.body.dataset.done);
}

/** Call a module function in the page; returns {ok, value} or {ok: false, message, span, path, isError}. */
async function call(page: Page, fn: string, ...args: unknown[]) {
  return page.evaluate(async ({ fn, args }) => {
    const m: any = await import('./rowkey-wasm/rowkey_wasm.js');
    try {
      const value = m[fn](...args);
      return { ok: true, value: value instanceof Uint8Array ? Array.from(value) : value };
    } catch (e: any) {
      return { ok: false, isError: e instanceof Error, message: e.message, span: e.span ?? null, path: e.path ?? null };
    }
  }, { fn, args });
}

test('the example page renders a design\'s split keys and regions with plain JavaScript', async ({ page, watched }) => {
  await openModule(page);
  await expect(page.locator('#splits li')).toHaveCount(9);
  const rows = page.locator('#regions tbody tr');
  await expect(rows).toHaveCount(10);
  const dead = await rows.evaluateAll((trs) => trs.map((tr, i) => (tr.classList.contains('dead') ? i : -1)).filter((i) => i >= 0));
  expect(dead).toEqual([0, 3, 4, 5, 6, 7]);
  await expect(page.locator('#version')).toContainText('rowkey-wasm 0.1.0');
});

test('checkTemplate gives the normal form and segments, or errors with kinds and spans', async ({ page, watched }) => {
  await openModule(page);
  const good = await call(page, 'checkTemplate', '{ id|md5|hex|left( 4 )}_{id}');
  expect(good.ok).toBe(true);
  expect(good.value.ok).toBe(true);
  expect(good.value.normalized).toBe(rowkey(['check', '--template', '{ id|md5|hex|left( 4 )}_{id}']).trim());
  expect(good.value.segments[0]).toMatchObject({ source: 'id', transforms: ['md5', 'hex', 'left(4)'], output: 'str', width: { min: 4, max: 4 } });
  expect(good.value.fields).toEqual(['id']);
  const bad = await call(page, 'checkTemplate', '{id | md5 | mod(3)}');
  expect(bad.value.ok).toBe(false);
  expect(bad.value.errors[0]).toEqual({ kind: 'type_mismatch', message: "mod needs an int; `md5` gives bytes (hash it with `arrayhash` or `crc32` first)", span: { start: 12, end: 18 } });
});

test('encode matches the CLI byte for byte and its errors', async ({ page, watched }) => {
  await openModule(page);
  const cases: [string, Record<string, string>][] = [
    ['{id | md5 | hex | left(4)}_{id}', { id: 'user123' }],
    ['{ts | i64}{seq | i32}', { ts: '1708000000000', seq: '-1' }],
    ['{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}', { user_id: 'user123', order_time: '1700000000000', order_id: 'ORD1' }],
    ['{phoenix_salt(16)}{host}\\x00{ts | i64 | sortable}', { host: 'h1', ts: '0' }],
  ];
  for (const [template, values] of cases) {
    const r = await call(page, 'encode', template, values);
    const args = ['encode', '--template', template, ...Object.entries(values).flatMap(([k, v]) => ['--set', `${k}=${v}`])];
    expect(r.ok, JSON.stringify(r)).toBe(true);
    expect(r.value.binary).toBe(rowkey(args).trim());
    expect(r.value.hex).toBe(rowkey([...args, '--format', 'hex']).trim());
    expect(r.value.length).toBe(r.value.hex.length / 2);
  }
  // Bytes and numbers.
  const bytes = await page.evaluate(async () => {
    const m: any = await import('./rowkey-wasm/rowkey_wasm.js');
    return m.encode('{raw}{n | i16}', { raw: new Uint8Array([0, 255]), n: 7 }).hex;
  });
  expect(bytes).toBe('00ff0007');
  // Errors carry the CLI's message and the span.
  for (const [template, values, cli] of [
    ['{id | md5 | mod(3)}', { id: '1' }, ['encode', '--template', '{id | md5 | mod(3)}', '--set', 'id=1']],
    ['{ts | rev}', { ts: 'soon' }, ['encode', '--template', '{ts | rev}', '--set', 'ts=soon']],
    ['{x}', { y: '1' }, ['encode', '--template', '{x}', '--set', 'y=1']],
    ['{id', {}, ['encode', '--template', '{id']],
  ] as [string, Record<string, string>, string[]][]) {
    const r = await call(page, 'encode', template, values);
    expect(r.ok).toBe(false);
    expect(r.isError).toBe(true);
    expect(r.message).toBe(rowkeyError(cli));
  }
  const withSpan = await call(page, 'encode', '{id | md6}', { id: '1' });
  expect(withSpan.span).toEqual({ start: 6, end: 9 });
  expect(withSpan.path).toBe('template');
});

test('sample, splits, analyze and links agree with the CLI', async ({ page, watched }) => {
  await openModule(page);
  const file = designFile(ecommerce);
  const s = await call(page, 'sample', ecommerce, 25);
  expect(s.value.map((r: any) => r.key)).toEqual(rowkey(['sample', file, '--count', '25']).trim().split('\n'));
  expect(Object.keys(s.value[0].values)).toEqual(['user_id', 'order_time', 'order_id']);
  const sp = await call(page, 'splits', ecommerce);
  expect(sp.value.keys).toEqual(rowkey(['export', file, '--to', 'splits-file']).trim().split('\n'));
  const a = await call(page, 'analyze', JSON.stringify(ecommerce), 5000);
  expect(a.value).toEqual(JSON.parse(rowkey(['analyze', file, '--format', 'json', '--count', '5000'])));
  // Who is in each region: the same top values and unmatched keys as `--top`.
  const top = await call(page, 'analyze', ecommerce, 5000, { top: 2 });
  expect(top.value).toEqual(JSON.parse(rowkey(['analyze', file, '--format', 'json', '--count', '5000', '--top', '2'])));
  expect(top.value.top.per_field).toBe(2);
  const link = await call(page, 'encodeLink', ecommerce);
  expect(link.value).toMatch(/^v1\./);
  const back = await call(page, 'decodeLink', '#' + link.value);
  expect(back.value.template).toBe(ecommerce.template);
  expect(back.value.fields).toEqual(ecommerce.fields);
  const v = await call(page, 'version');
  expect(v.value).toBe('0.1.0');
});

test('bad input gives errors, never a panic or a dead module', async ({ page, watched }) => {
  await openModule(page);
  const bad: [string, unknown[], RegExp][] = [
    ['analyze', [undefined], /design/],
    ['analyze', [{}], /template/],
    ['analyze', ['{not json'], /JSON syntax error/],
    ['analyze', [{ template: '{a}', fields: { a: 'sequ(1)' } }], /fields\.a: unknown generator `sequ`; did you mean `seq`\?/],
    ['analyze', [ecommerce, 1e12], /count must be a whole number/],
    ['analyze', [ecommerce, -1], /count must be a whole number/],
    ['sample', [ecommerce, 0.5], /count must be a whole number/],
    ['splits', [{ template: '{id}', fields: { id: 'seq(1,1)' }, splits: { algorithm: 'range', regions: 2, start: 'a', end: 'b' } }], /three regions|at least/],
    ['encode', ['', {}], /the key is empty/],
    ['encode', ['{x}', 'not an object'], /values must be an object/],
    ['encode', ['{x}', { x: 1.5 }], /not a safe integer/],
    ['encode', ['{' + 'concat('.repeat(5000) + 'x' + ')'.repeat(5000) + '}', {}], /nested too deeply/],
    ['encode', ['a'.repeat(40000), {}], /longer than 32767/],
    ['decodeLink', ['v1.@@@'], /link: the link is damaged/],
    ['decodeLink', ['v7.abc'], /unknown link version/],
    ['decodeLink', [''], /no design/],
  ];
  for (const [fn, args, want] of bad) {
    const r = await call(page, fn, ...args);
    expect(r.ok, `${fn} should fail`).toBe(false);
    expect(r.isError, `${fn} throws an Error`).toBe(true);
    expect(r.message).toMatch(want);
  }
  // checkTemplate never throws, whatever the input.
  for (const t of ['', '{', '}', '\\x', '{"', '{' + '('.repeat(100000), '\u0000'.repeat(1000), '{a|b|c|d}'.repeat(20000)]) {
    const r = await call(page, 'checkTemplate', t);
    expect(r.ok).toBe(true);
  }
  // Still alive and correct.
  const again = await call(page, 'encode', '{id | md5 | hex | left(4)}_{id}', { id: 'user123' });
  expect(again.value.binary).toBe('6ad1_user123');
});

// The same guard in the browser's main thread as in Node (e2e/node/hostile.mjs runs the whole
// matrix): circular and deep designs, wrong types and a large answer leave a working module whose
// memory falls back, restarted synchronously where the page calls it.
test('hostile structures and types throw the module\'s Error and the module lives on', async ({ page, watched }) => {
  await openModule(page);
  const outcomes = await page.evaluate(async () => {
    const m: any = await import('./rowkey-wasm/rowkey_wasm.js');
    const out: { what: string; ok: boolean; plain: boolean; kind: string | null; path: string | null; message: string; alive: string; memory: number }[] = [];
    const run = (what: string, f: () => unknown) => {
      let r: any;
      try {
        f();
        r = { ok: true, plain: true, kind: null, path: null, message: '' };
      } catch (e: any) {
        r = { ok: false, plain: e instanceof Error && e.constructor === Error, kind: e?.kind ?? null, path: e?.path ?? null, message: String(e?.message ?? e) };
      }
      let alive = '';
      try { alive = m.encode('{id | md5 | hex | left(4)}_{id}', { id: 'user123' }).binary; } catch (e) { alive = String(e); }
      out.push({ what, ...r, alive, memory: m.memoryBytes() });
    };
    const d: any = { template: '{id}', fields: { id: 'seq(1, 1)' } };
    d.self = d;
    let deep: any = [];
    for (let i = 0; i < 100000; i++) deep = [deep];
    const parsed = JSON.parse('{"template": "{id}", "x": ' + '['.repeat(5000) + ']'.repeat(5000) + '}');
    for (const fn of ['analyze', 'splits', 'encodeLink', 'sample']) {
      run(`${fn} circular`, () => m[fn](d));
      run(`${fn} 100,000 deep`, () => m[fn]({ template: '{id}', x: deep }));
      run(`${fn} JSON.parse 5,000 deep`, () => m[fn](parsed));
    }
    run('analyzeKeys circular', () => m.analyzeKeys(d, 'a\n', 'lines'));
    for (const v of [42, { x: 1 }, Symbol('s'), null, undefined, 10n]) {
      run(`encode template ${typeof v}`, () => m.encode(v, {}));
      run(`checkTemplate ${typeof v}`, () => m.checkTemplate(v));
      run(`quantileSplits format ${typeof v}`, () => m.quantileSplits('a\nb\n', v, 2));
      run(`decodeLink ${typeof v}`, () => m.decodeLink(v));
    }
    run('quantileSplits 2**32 + 2', () => m.quantileSplits('a\nb\nc\n', 'lines', 2 ** 32 + 2));
    run('analyzeKeys column object', () => m.analyzeKeys({ template: '{id}', fields: { id: 'seq(1, 1)' } }, 'k\na\n', 'csv', { column: { x: 1 } }));
    run('encode 80 MiB', () => m.encode('{raw | md5 | hex}', { raw: new Uint8Array(80 << 20) }));
    return out;
  });
  for (const o of outcomes) {
    expect(o.alive, o.what).toBe('6ad1_user123');
    expect(o.memory, o.what).toBeLessThanOrEqual(32 << 20);
    if (o.what === 'encode 80 MiB') {
      expect(o.ok, o.message).toBe(true);
      continue;
    }
    expect(o.ok, o.what).toBe(false);
    expect(o.plain, `${o.what}: ${o.message}`).toBe(true);
    expect(o.kind, `${o.what}: ${o.message}`).toMatch(/^(argument_type|invalid_json|nesting_too_deep|out_of_range)$/);
  }
  expect(outcomes.find((o) => o.what === 'analyze circular')).toMatchObject({ kind: 'invalid_json', path: 'self' });
  expect(outcomes.find((o) => o.what === 'quantileSplits 2**32 + 2')?.message).toBe('regions: must be a whole number in 2..=2147483647, got 4294967298');
  expect(outcomes.find((o) => o.what === 'analyzeKeys column object')?.path).toBe('options.column');
});

// The page compresses its links with the browser's DEFLATE (CompressionStream), the JS module and
// the worker with the core's (miniz_oxide): either reads the other's, and the page's fragment
// follows every edit.
test('links the page writes open in the JS module, and the module\'s open in the page', async ({ page, watched }) => {
  await page.goto('/index.html');
  await page.waitForSelector('.app');
  const template = '{user_id | md5 | hex | left(6)}_{order_id}';
  await page.getByTestId('template-input').fill(template);
  // Written once the browser has compressed it: the fragment carries the edit.
  await expect.poll(() => {
    const hash = new URL(page.url()).hash;
    if (!hash.startsWith('#v1.')) return hash;
    const json = zlib.inflateRawSync(Buffer.from(hash.slice(4).split('&')[0], 'base64url')).toString('utf8');
    return JSON.parse(json).template;
  }).toBe(template);
  const pageLink = new URL(page.url()).hash;
  await openModule(page);
  const read = await call(page, 'decodeLink', pageLink);
  expect(read.value.template).toBe(template);
  expect(read.value.fields).toEqual(ecommerce.fields);
  const made = await call(page, 'encodeLink', { ...ecommerce, template: '{order_id}_{user_id | rev}' });
  await page.goto('/index.html#' + made.value);
  await page.waitForSelector('.app');
  await expect(page.getByTestId('template-input')).toHaveValue('{order_id}_{user_id | rev}');
  await expect(page.getByTestId('banner')).toHaveCount(0);
});
