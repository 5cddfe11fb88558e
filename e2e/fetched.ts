// The wasm and JS a page fetches over the network until its first chart: the page's own requests,
// its frames' and its workers' (Playwright reports a dedicated worker's requests on the context).
// Each file is counted at its gzip size in dist/ (node's zlib at level 9) once per network fetch,
// so that a second fetch of the same URL counts again when the HTTP cache missed; a response
// the browser took from its cache (no body on the wire) costs nothing.
import type { BrowserContext, Page, Request } from '@playwright/test';
import { root } from './cli';
import * as fs from 'fs';
import * as path from 'path';
import * as zlib from 'zlib';

/** One network fetch of a wasm or JS file. */
export type Fetch = { name: string; gzip: number; transferred: number; encoding: string };

/** The fetches so far, and the first-chart probe's hooks. */
export type Fetches = { finished: Request[]; read: (upTo?: number, before?: number) => Promise<Fetch[]> };

const gzipCache = new Map<string, number>();

/** The gzip size (level 9) of `name` (a path under dist/). */
export function gzipOf(name: string): number {
  let n = gzipCache.get(name);
  if (n === undefined) {
    n = zlib.gzipSync(fs.readFileSync(path.join(root, 'dist', name)), { level: 9 }).length;
    gzipCache.set(name, n);
  }
  return n;
}

/** Note every request `context` finishes; `read(upTo, before)` gives the wasm and JS fetches
 *  among the first `upTo` of them (all by default) that started before `before` (ms since the
 *  epoch, as `firstChartAt` gives it; any time by default). */
export function watchFetches(context: BrowserContext, origin: string): Fetches {
  const finished: Request[] = [];
  context.on('requestfinished', (request) => { finished.push(request); });
  const read = async (upTo = finished.length, before = Infinity) => {
    const out: Fetch[] = [];
    for (const request of finished.slice(0, upTo)) {
      const url = new URL(request.url());
      if (!request.url().startsWith(origin) || !/\.(wasm|js)$/.test(url.pathname)) continue;
      // Asked for after the first chart (the panels' chunk): not a byte the chart waited for.
      if (request.timing().startTime > before) continue;
      const response = await request.response();
      const sizes = await request.sizes();
      // A cached response (memory or disk cache, or a 304) brings no body.
      if (!response || response.status() !== 200 || sizes.responseBodySize === 0) continue;
      const name = url.pathname.slice(new URL(origin).pathname.length).replace(/^\//, '');
      out.push({
        name,
        gzip: gzipOf(name),
        transferred: sizes.responseBodySize,
        encoding: (await response.headerValue('content-encoding')) ?? 'none',
      });
    }
    return out;
  };
  return { finished, read };
}

/** What the probe logs to the console when the first chart is in the DOM. */
const FIRST_CHART_LOGGED = 'rowkey-e2e: first chart';

/** Make the page note `performance.now()` in `window.__firstChart` when the first regions chart
 *  of the first report is in the DOM (a MutationObserver set before the page's scripts), and
 *  say so on the console ([`waitForFirstChart`] listens). */
export async function probeFirstChart(context: BrowserContext) {
  await context.addInitScript((logged) => {
    const observer = new MutationObserver(() => {
      if ((window as any).__firstChart === undefined && document.querySelector('#chart-regions .bars')) {
        (window as any).__firstChart = performance.now();
        (window as any).__firstChartAt = performance.timeOrigin + (window as any).__firstChart;
        observer.disconnect();
        console.debug(logged);
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, FIRST_CHART_LOGGED);
}

/** Open `url` in `page` (whose context has [`probeFirstChart`]) and wait for its first chart.
 *  It listens for the probe's console line rather than polling the page (`waitForFunction`):
 *  a poll runs Playwright's injected script on the page's main thread while the page is still
 *  starting (about 40 ms of it in a traced run, just when the report arrives), which a user's
 *  page never pays. Returns `window.__firstChart` (ms since navigation). */
export async function gotoFirstChart(page: Page, url: string, timeout = 120_000): Promise<number> {
  const logged = page.waitForEvent('console', { predicate: (m) => m.text() === FIRST_CHART_LOGGED, timeout });
  await page.goto(url);
  await logged;
  return page.evaluate(() => (window as any).__firstChart as number);
}

/** Serve dist/ as production would (`cargo xtask serve --dist --no-build`: compressed, with an
 *  `ETag` per file, so a file a worker imports again is a bodiless `304`) on a free port, until
 *  `stop()`. `base` ends with a slash. */
export async function serveDist(): Promise<{ base: string; stop: () => void }> {
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
    return { base, stop: () => server.kill() };
  } catch (e) {
    server.kill();
    throw e;
  }
}

/** When the first chart was in the DOM, in ms since the epoch (as a request's `timing().startTime`):
 *  call after `window.__firstChart` is set. */
export async function firstChartAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as any).__firstChartAt as number);
}

/** "rowkey-web_bg.wasm 512.3 KB, …": the fetches, in KB of gzip. */
export function describeFetches(fetches: Fetch[]): string {
  return fetches.map((f) => `${f.name} ${(f.gzip / 1024).toFixed(1)} KB`).join(', ');
}
