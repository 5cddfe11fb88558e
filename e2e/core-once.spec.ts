// The page and its workers run one wasm: the browser fetches the core once, and the wasm and JS
// fetched before the first chart (page and workers together, gzip) stay within the budget.
// A size check, not a timed one: the bytes are what they are however fast the machine is.
import { test, expect, waitForReport } from './fixtures';
import { probeFirstChart, watchFetches, describeFetches } from './fetched';

/** The wasm and JS before the first chart, gzip, in bytes (700 KB read as 700,000 bytes). */
const BUDGET = 700_000;

test('the core is fetched once and the bytes before the first chart stay within budget', async ({ page, baseURL, watched }) => {
  const context = page.context();
  await probeFirstChart(context);
  const fetches = watchFetches(context, baseURL!);
  // Every request for the wasm, the cached ones too: a worker must not ask for it at all.
  const wasmRequests: string[] = [];
  context.on('request', (r) => { if (/\.wasm$/.test(new URL(r.url()).pathname)) wasmRequests.push(r.url()); });

  await page.goto('/index.html');
  await page.waitForFunction(() => (window as any).__firstChart !== undefined, null, { timeout: 90_000 });
  const before = await fetches.read(fetches.finished.length);
  const total = before.reduce((a, f) => a + f.gzip, 0);
  const names = before.map((f) => f.name);
  expect(names, 'the page\'s wasm and glue are fetched').toEqual(expect.arrayContaining(['rowkey-web_bg.wasm', 'rowkey-web.js', 'worker.js']));
  expect(total, `wasm + JS before the first chart: ${describeFetches(before)}`).toBeLessThanOrEqual(BUDGET);

  // The analysis worker answered (the chart is its report) on the page's module; the quick
  // worker and a growth run start more workers, still on that module.
  await waitForReport(page);
  await page.getByTestId('template-input').pressSequentially('_x');
  await waitForReport(page);
  await expect(page.locator('#chart-regions .bars')).toBeVisible();
  expect(wasmRequests.map((u) => new URL(u).pathname.replace(/^.*\//, ''))).toEqual(['rowkey-web_bg.wasm']);
  const all = await fetches.read();
  expect(all.filter((f) => f.name.endsWith('.wasm')).map((f) => f.name)).toEqual(['rowkey-web_bg.wasm']);
  void watched;
});

test('a worker started without the page\'s module fetches the wasm itself and answers', async ({ page, watched }) => {
  await page.goto('/index.html');
  await page.waitForSelector('.app');
  const answer = await page.evaluate(async () => {
    const w = new Worker('./worker.js', { type: 'module' });
    const design = JSON.stringify({ version: 1, template: '{id}', fields: { id: 'seq(1, 1)' }, sample: { count: 100 } });
    const data: any = await new Promise((resolve) => {
      w.onmessage = (e) => { if (e.data.type !== 'progress') resolve(e.data); };
      w.postMessage({ id: 1, kind: 'analyze', design, count: 100 });
    });
    w.terminate();
    return data.type === 'result' ? JSON.parse(data.report).stats.keys : data;
  });
  expect(answer).toBe(100);
  void watched;
});
