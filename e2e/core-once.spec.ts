// The page and its workers run one wasm: the browser fetches the core once, and the wasm and JS
// fetched before the first chart (page and workers together, gzip) stay within the budget. The
// release build is split (`cargo xtask build`): code the first chart does not run is in chunks
// of the wasm (split_*.wasm, chunk_*.wasm), fetched after the first chart: the page's panels as
// soon as it is shown, the workers' rarer operations on first use.
// A size check, not a timed one: the bytes are what they are however fast the machine is.
import type { BrowserContext } from '@playwright/test';
import { test, expect, waitForReport } from './fixtures';
import { firstChartAt, gotoFirstChart, probeFirstChart, serveDist, watchFetches, describeFetches } from './fetched';

/** The wasm and JS before the first chart, gzip, in bytes (700 KB read as 700,000 bytes). */
const BUDGET = 700_000;

/** The chunks asked for (cached or not), by the realm that asked: the page, or a worker (its
 *  script's URL, the request's referrer). */
function askedByRealm(context: BrowserContext): Map<string, string[]> {
  const realms = new Map<string, string[]>();
  context.on('request', (r) => {
    const name = new URL(r.url()).pathname.replace(/^.*\//, '');
    if (!/^(split|chunk)_\w+\.wasm$/.test(name)) return;
    const realm = r.headers()['referer'] ?? 'unknown';
    realms.set(realm, [...(realms.get(realm) ?? []), name]);
  });
  return realms;
}

/** The workers started so far, by script URL: the analysis worker and the quick worker run the
 *  same script, so their requests name the same referrer. */
function workersByUrl(context: BrowserContext): Map<string, number> {
  const counts = new Map<string, number>();
  const seen = (w: { url(): string }) => counts.set(w.url(), (counts.get(w.url()) ?? 0) + 1);
  context.on('page', (p) => p.on('worker', seen));
  for (const p of context.pages()) p.on('worker', seen);
  return counts;
}

/** Each realm asked for each chunk at most once: a script that runs in several workers (the
 *  analysis worker and the quick worker are one script), at most once a worker. */
function expectEachOncePerRealm(realms: Map<string, string[]>, workers: Map<string, number>) {
  for (const [realm, names] of realms) {
    const times = new Map<string, number>();
    for (const n of names) times.set(n, (times.get(n) ?? 0) + 1);
    const most = Math.max(1, workers.get(realm) ?? 1);
    for (const [n, t] of times) expect(t, `${realm} asked for ${names.join(', ')}`).toBeLessThanOrEqual(most);
  }
}

test('the core is fetched once: the workers run the page\'s compiled module', async ({ page, baseURL, watched }) => {
  const context = page.context();
  await probeFirstChart(context);
  const fetches = watchFetches(context, baseURL!);
  // Every request for a wasm, the cached ones too: a worker must not ask for it at all.
  const wasmRequests: string[] = [];
  const realms = askedByRealm(context);
  const workers = workersByUrl(context);
  context.on('request', (r) => { if (/\.wasm$/.test(new URL(r.url()).pathname)) wasmRequests.push(r.url()); });

  await page.goto('/index.html');
  await page.waitForFunction(() => (window as any).__firstChart !== undefined, null, { timeout: 90_000 });
  const chartAt = await firstChartAt(page);
  const before = (await fetches.read(fetches.finished.length, chartAt)).map((f) => f.name);
  expect(before).toEqual(expect.arrayContaining(['rowkey-web_bg.wasm', 'rowkey-web.js', 'worker.js']));
  expect(before.filter((n) => n.endsWith('.wasm'))).toEqual(['rowkey-web_bg.wasm']);

  // The analysis worker answered (the chart is its report) and answers again after an edit; the
  // quick worker answers the sample table: all on the page's module.
  await waitForReport(page);
  await page.getByTestId('template-input').pressSequentially('_x');
  await waitForReport(page);
  await expect(page.getByTestId('sample-key').first()).toBeVisible();
  await expect(page.locator('#chart-regions .bars')).toBeVisible();
  // The panels the first chart does not need are there, from their chunk.
  await expect(page.getByTestId('sample-key').first()).toBeVisible();
  const names = wasmRequests.map((u) => new URL(u).pathname.replace(/^.*\//, ''));
  expect(names.filter((n) => n === 'rowkey-web_bg.wasm')).toHaveLength(1);
  // Besides the core only chunks, none before the first chart (above), each asked for once by
  // the page or a worker that uses it (a chunk of code that the page's panels and a worker's
  // operations share is asked for by both).
  expect(names.every((n) => n === 'rowkey-web_bg.wasm' || /^(split|chunk)_\w+\.wasm$/.test(n)), names.join(', ')).toBe(true);
  expectEachOncePerRealm(realms, workers);
  const fetched = (await fetches.read()).map((f) => f.name);
  expect(fetched.filter((n) => n === 'rowkey-web_bg.wasm')).toHaveLength(1);
  void watched;
});

test('an operation the first chart does not need fetches its chunk once, after the first chart', async ({ page, baseURL, watched }) => {
  const context = page.context();
  await probeFirstChart(context);
  const fetches = watchFetches(context, baseURL!);
  const wasmRequests: string[] = [];
  const realms = askedByRealm(context);
  const workers = workersByUrl(context);
  context.on('request', (r) => { if (/\.wasm$/.test(new URL(r.url()).pathname)) wasmRequests.push(new URL(r.url()).pathname.replace(/^.*\//, '')); });

  await page.goto('/index.html');
  await page.waitForFunction(() => (window as any).__firstChart !== undefined, null, { timeout: 90_000 });
  const chartAt = await firstChartAt(page);
  await waitForReport(page);
  const early = (await fetches.read(fetches.finished.length, chartAt)).map((f) => f.name);
  expect(early.filter((n) => n.endsWith('.wasm'))).toEqual(['rowkey-web_bg.wasm']);

  // Decoding a key is among the quick worker's operations in a chunk: the first decode fetches
  // it (the worker does, by a URL relative to the page's module); later ones find it loaded.
  const decoded = page.getByTestId('decode-panel').getByTestId('decode-key');
  const keys = page.getByTestId('sample-decode');
  await keys.first().click();
  await expect(decoded).toBeVisible();
  const first = (await decoded.textContent())!;
  await keys.nth(1).click();
  await expect(decoded).not.toHaveText(first);
  await expect(page.getByTestId('decode-panel').getByTestId('decode-field').first()).toBeVisible();
  const chunks = wasmRequests.filter((n) => n !== 'rowkey-web_bg.wasm');
  expect(chunks, `wasm requests: ${wasmRequests.join(', ')}`).toContain('split_quick_more.wasm');
  expect(chunks.every((n) => /^(split|chunk)_[\w]+\.wasm$/.test(n)), chunks.join(', ')).toBe(true);
  expect(wasmRequests.filter((n) => n === 'rowkey-web_bg.wasm')).toHaveLength(1);
  // Each asked for once by the page or worker that uses it: a second decode finds it loaded.
  expectEachOncePerRealm(realms, workers);
  expect(chunks.filter((n) => n === 'split_quick_more.wasm'), 'the worker asks for its chunk once').toHaveLength(1);
  void watched;
});

test('a chunk that cannot be fetched is an error where its answer goes, and is fetched again later', async ({ page }) => {
  // No `watched`: the failed fetches are logged on purpose.
  const anyChunk = /\/(split|chunk)_\w+\.wasm$/;
  let refused = 0;
  await page.context().route(anyChunk, (route) => { refused += 1; return route.abort(); });
  await page.goto('/index.html');
  // The chart is drawn from the report of the counts, in the main wasm; the rest of the report
  // (its chunk refused) cannot be made, and the page says so.
  await expect(page.locator('#chart-regions .bars')).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.app')).toHaveAttribute('data-analysis', 'failed');
  // The panels' chunk: each panel says it could not be loaded; the chart is there, the page goes on.
  await expect(page.getByTestId('lazy-failed').first()).toContainText('could not be loaded');
  await expect(page.locator('#chart-regions .bars')).toBeVisible();
  await expect(page.getByTestId('stopped')).toHaveCount(0);
  expect(refused).toBeGreaterThan(0);

  // Once it can be fetched, trying again brings the panels. The quick worker's chunk is still
  // refused: decoding a key says so where the decoded key would go.
  await page.context().unroute(anyChunk);
  await page.context().route(/\/split_quick_more\.wasm$/, (route) => route.abort());
  await page.getByTestId('lazy-retry').first().click();
  await expect(page.getByTestId('lazy-failed')).toHaveCount(0);
  // The analysis stopped after its counts: the lints panel says they were not checked, rather
  // than that it is still checking.
  await expect(page.getByTestId('lints-unfinished')).toBeVisible();
  await expect(page.getByTestId('lints-pending')).toHaveCount(0);
  const keys = page.getByTestId('sample-decode');
  await keys.first().click();
  await expect(page.getByTestId('decode-error')).toContainText('could not be loaded');
  await expect(page.locator('#chart-regions .bars')).toBeVisible();
  // …and once that chunk can be fetched, the next decode works.
  await page.context().unroute(/\/split_quick_more\.wasm$/);
  await keys.nth(1).click();
  await expect(page.getByTestId('decode-panel').getByTestId('decode-field').first()).toBeVisible();
});

test('the wasm and JS fetched before the first chart stay within 700 KB gzip', async ({ page }) => {
  // Served as production serves it (`cargo xtask serve --dist`): the workers import the page's
  // JS again, and a server that gives its files an `ETag` answers that with a bodiless `304`.
  // This suite's plain server sends no validator the browser can use, so the glue would come
  // again, whole, for each worker started before the first chart.
  test.setTimeout(300_000);
  const server = await serveDist();
  try {
    const context = page.context();
    // The page asks nothing of any other origin (the suite's `watched` checks its own server's).
    const elsewhere: string[] = [];
    context.on('request', (r) => { if (!r.url().startsWith(server.base)) elsewhere.push(r.url()); });
    await probeFirstChart(context);
    const fetches = watchFetches(context, server.base);
    await gotoFirstChart(page, server.base + 'index.html', 90_000);
    expect(elsewhere).toEqual([]);
    const before = await fetches.read(fetches.finished.length, await firstChartAt(page));
    const total = before.reduce((a, f) => a + f.gzip, 0);
    expect(before.map((f) => f.name), 'the main wasm is among them').toContain('rowkey-web_bg.wasm');
    expect(total, `wasm + JS before the first chart: ${describeFetches(before)}`).toBeLessThanOrEqual(BUDGET);
  } finally {
    server.stop();
  }
});

test('a worker started without the page\'s module fetches the wasm itself and answers', async ({ page, watched }) => {
  await page.goto('/index.html');
  await page.waitForSelector('.app');
  const answer = await page.evaluate(async () => {
    const w = new Worker('./worker.js', { type: 'module' });
    const design = JSON.stringify({ version: 1, template: '{id}', fields: { id: 'seq(1, 1)' }, sample: { count: 100 } });
    const data: any = await new Promise((resolve) => {
      w.onmessage = (e) => { if (!('progress' in JSON.parse(e.data.answer ?? '{}'))) resolve(e.data); };
      w.postMessage({ id: 1, kind: 'analyze', design, count: 100, json: true });
    });
    w.terminate();
    return 'report' in JSON.parse(data.answer ?? '{}') ? JSON.parse(data.report).stats.keys : data;
  });
  expect(answer).toBe(100);
  void watched;
});
