// Browser benchmark (`cargo xtask bench`): figures are measured and printed, never asserted.
//  - gzip size of the wasm and JS the playground page loads;
//  - time until the page is interactive;
//  - sampling + analysing 1 million and 10 million keys of the e-commerce preset in the page's
//    worker;
//  - the JS module's `analyze` of the 10-million-key md5 design (`bench/md5-10m.json`, 1024
//    HexStringSplit regions) in Chromium, against the native CLI on one thread on the same
//    machine: the ratio.
// xtask's closing table picks figures from `e2e/bench-figures.txt` by name (`xtask/src/bench/
// table.rs`): rename one in both places.
import { expect, test, type Page } from '@playwright/test';
import { binary, root } from './cli';
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import * as zlib from 'zlib';

const figures: Record<string, string> = {};
test.afterAll(() => {
  const text = Object.entries(figures).map(([k, v]) => `${k}: ${v}`).join('\n');
  console.log(`\n=== benchmark figures ===\n${text}\n`);
  fs.writeFileSync(path.join(__dirname, 'bench-figures.txt'), text + '\n');
});

test('sizes and time to interactive', async ({ page }) => {
  const dist = path.join(root, 'dist');
  const gz = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  // The page's UI wasm, and the analysis worker's own wasm that index.html starts alongside it.
  const loaded = ['rowkey-web_bg.wasm', 'rowkey-web.js', 'worker.js', 'rowkey-worker_bg.wasm', 'rowkey-worker.js', 'index.html', 'style.css', 'editors.css', 'charts.css', 'panels.css'];
  const sizes = loaded.map((f) => [f, gz(f)] as const);
  const total = sizes.reduce((a, [, n]) => a + n, 0);
  // In bytes: the "500 KB" target is read as 500,000 bytes (the stricter reading).
  const kib = (n: number) => `${n} bytes (${(n / 1024).toFixed(1)} KiB)`;
  figures["gzip, the page's wasm"] = kib(gz('rowkey-web_bg.wasm'));
  figures["gzip, the worker's wasm"] = kib(gz('rowkey-worker_bg.wasm'));
  figures['gzip, wasm + JS the page loads'] = `${((gz('rowkey-web_bg.wasm') + gz('rowkey-web.js') + gz('worker.js') + gz('rowkey-worker_bg.wasm') + gz('rowkey-worker.js')) / 1024).toFixed(1)} KB (all files: ${(total / 1024).toFixed(1)} KB; ${sizes.map(([f, n]) => `${f} ${(n / 1024).toFixed(1)} KB`).join(', ')})`;
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = Date.now();
    await page.goto('/index.html?bench=' + i);
    await page.waitForSelector('[data-testid=template-input]');
    const tti = await page.evaluate(() => performance.now());
    runs.push(tti);
    void start;
  }
  figures['time to interactive (navigation start → editor ready), median of 3'] = `${runs.sort((a, b) => a - b)[1].toFixed(0)} ms`;
});

/** Medians of 3 times (ms, the worker's own clock) to sample and analyse `count` keys of the
 *  e-commerce preset in the page's analysis worker (on as many cores as the machine has: the
 *  worker counts shards in helper workers), each run checked to have analysed them all:
 *  `first`, a fresh worker's first large analysis (its helpers still starting: it waits for
 *  them), and `up`, the next one on the same worker (the helpers up, as in the page a moment
 *  after it opens). */
async function workerMedians(page: Page, count: number): Promise<{ first: number; up: number }> {
  await page.goto('/index.html');
  await page.waitForSelector('.app');
  const design = fs.readFileSync(path.join(root, 'presets', 'ecommerce-orders.json'), 'utf8');
  const first: number[] = [];
  const up: number[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await page.evaluate(async ({ design, count }) => {
      const w = new Worker('./worker.js', { type: 'module' });
      const run = (id: number, n: number) => new Promise<any>((resolve) => {
        w.onmessage = (e) => { if (e.data.type !== 'progress') resolve(e.data); };
        w.postMessage({ id, design, count: n });
      });
      // As in the page, whose analysis worker has always analysed the design it opens with
      // (which starts its shard helpers) before any large sample: a small analysis first.
      await run(0, 1000);
      const runs = [await run(1, count), await run(2, count)];
      w.terminate();
      return runs.map((r) => {
        if (r.type !== 'result') throw new Error(r.message);
        return { ms: r.ms as number, keys: JSON.parse(r.report).stats.keys as number };
      });
    }, { design, count });
    expect(r.map((x) => x.keys)).toEqual([count, count]);
    first.push(r[0].ms);
    up.push(r[1].ms);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
  return { first: median(first), up: median(up) };
}

test('1 million e-commerce keys sampled and analysed in the worker', async ({ page }) => {
  test.setTimeout(300_000);
  const { first, up } = await workerMedians(page, 1_000_000);
  figures['1M e-commerce keys in the worker (sample + analyse, helpers up), median of 3'] = `${up.toFixed(0)} ms`;
  figures["1M e-commerce keys, a fresh worker's first analysis (helpers starting), median of 3"] = `${first.toFixed(0)} ms`;
});

test('10 million e-commerce keys sampled and analysed in the worker', async ({ page }) => {
  test.setTimeout(900_000);
  const { first, up } = await workerMedians(page, 10_000_000);
  figures['10M e-commerce keys in the worker (sample + analyse, helpers up), median of 3'] = `${up.toFixed(0)} ms`;
  figures["10M e-commerce keys, a fresh worker's first analysis (helpers starting), median of 3"] = `${first.toFixed(0)} ms`;
});

test('rowkey-wasm analyze of 10M md5 keys vs the native CLI on one thread', async ({ page }) => {
  test.setTimeout(900_000);
  // The same design as xtask's native and Java figures.
  const file = path.join(root, 'bench', 'md5-10m.json');
  const design = JSON.parse(fs.readFileSync(file, 'utf8'));
  const nativeRuns: number[] = [];
  for (let i = 0; i < 2; i++) {
    const t = Date.now();
    // Its report (over 1 MB) is not read: execFileSync's buffer would refuse it.
    execFileSync(binary(), ['analyze', file, '--format', 'json', '--threads', '1'], { stdio: 'ignore' });
    nativeRuns.push(Date.now() - t);
  }
  await page.goto('/js-example.html');
  await page.waitForFunction(() => document.body.dataset.done);
  const wasmRuns: number[] = [];
  for (let i = 0; i < 2; i++) {
    wasmRuns.push(await page.evaluate(async (design) => {
      const m: any = await import('./rowkey-wasm/rowkey_wasm.js');
      const t = performance.now();
      const r = m.analyze(design);
      if (r.stats.keys !== 10_000_000) throw new Error('wrong key count');
      return performance.now() - t;
    }, design));
  }
  const native = Math.min(...nativeRuns);
  const wasm = Math.min(...wasmRuns);
  figures['10M md5 analyze, native CLI 1 thread (best of 2)'] = `${native} ms`;
  figures['10M md5 analyze, rowkey-wasm in Chromium (best of 2)'] = `${wasm.toFixed(0)} ms`;
  figures['wasm / native ratio'] = `${(wasm / native).toFixed(2)}x`;
});

// The first load as a user has it: `cargo xtask serve --dist` (the release build, precompressed
// brotli/gzip, as a production server sends it), a fresh browser context each time (cold HTTP
// cache), and the time from navigation until the first regions chart of the first report is in
// the DOM (a MutationObserver set before the page's scripts notes `performance.now()`). The bytes
// are the compressed bodies of every response, the worker's included.
test('first chart after navigation, served compressed', async ({ browser }) => {
  test.setTimeout(600_000);
  const { spawn } = await import('child_process');
  const server = spawn('cargo', ['xtask', 'serve', '--dist', '--no-build', '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let err = '';
      server.stderr!.on('data', (chunk) => {
        err += chunk;
        const m = /serving dist\/ on (http:\/\/\S+\/)/.exec(err);
        if (m) resolve(m[1]);
      });
      server.on('exit', (code) => reject(new Error(`xtask serve --dist exited (${code}):\n${err}`)));
    });
    const runs: number[] = [];
    let transfer = '';
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext();
      const bodies = new Map<string, { bytes: number; encoding: string }>();
      context.on('requestfinished', async (request) => {
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        const name = new URL(request.url()).pathname.replace(/^\//, '');
        const encoding = (await response.headerValue('content-encoding')) ?? 'none';
        bodies.set(name, { bytes: sizes.responseBodySize, encoding });
      });
      await context.addInitScript(() => {
        const seen = () => {
          if ((window as any).__firstChart === undefined && document.querySelector('#chart-regions .bars')) {
            (window as any).__firstChart = performance.now();
          }
        };
        new MutationObserver(seen).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.goto(base + 'index.html');
      await page.waitForFunction(() => (window as any).__firstChart !== undefined, null, { timeout: 120_000 });
      runs.push(await page.evaluate(() => (window as any).__firstChart as number));
      // Let the last responses' sizes arrive before reading them.
      await page.waitForTimeout(200);
      const total = [...bodies.values()].reduce((a, b) => a + b.bytes, 0);
      transfer = `${(total / 1024).toFixed(1)} KB in ${bodies.size} responses (` +
        [...bodies.entries()]
          .filter(([name]) => /\.(wasm|js)$/.test(name))
          .map(([name, b]) => `${name} ${(b.bytes / 1024).toFixed(1)} KB ${b.encoding}`)
          .join(', ') + ')';
      await context.close();
    }
    figures['first chart after navigation, served compressed (median of 3)'] = `${runs.sort((a, b) => a - b)[1].toFixed(0)} ms (runs: ${runs.map((r) => r.toFixed(0)).join(', ')})`;
    figures['bytes transferred until the first chart (compressed bodies)'] = transfer;
  } finally {
    server.kill();
  }
});
