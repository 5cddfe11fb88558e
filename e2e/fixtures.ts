// Shared test helpers: a page that records console errors and every request that leaves the
// origin, and waits for the analysis of the current design (and the panels loaded after it).
import { test as base, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import * as path from 'path';

export type Watched = { errors: string[]; offOrigin: string[] };

export const test = base.extend<{ watched: Watched }>({
  watched: async ({ page, baseURL }, use) => {
    const watched: Watched = { errors: [], offOrigin: [] };
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') watched.errors.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => watched.errors.push(`pageerror: ${e.message}`));
    page.on('request', (r) => {
      const u = r.url();
      if (!u.startsWith(baseURL!) && !u.startsWith('data:') && !u.startsWith('blob:')) watched.offOrigin.push(u);
    });
    await use(watched);
    expect(watched.offOrigin, 'requests that left the origin').toEqual([]);
    expect(watched.errors, 'console errors').toEqual([]);
  },
});
export { expect };

/** Wait until the analysis of the current design revision has arrived, and the panels the page
 *  loads after its first chart (a chunk of the wasm) are drawn: no placeholder is left. */
export async function waitForReport(page: Page) {
  await page.waitForFunction(() => {
    const a = document.querySelector('.app') as HTMLElement | null;
    return !!a && a.dataset.revision === a.dataset.reportRevision
      && document.querySelector('[data-testid="lazy-placeholder"]') === null;
  }, null, { timeout: 90_000 });
}

/** Open the playground on a fresh design (localStorage cleared), optionally with a query and fragment. */
export async function open(page: Page, suffix = '') {
  await page.goto('/index.html' + suffix);
  await page.waitForSelector('.app');
}

/** The share-link fragment of a preset file (made by the core, as the app makes them). */
export function presetDesign(slug: string): string {
  return fs.readFileSync(path.join(__dirname, '..', 'presets', `${slug}.json`), 'utf8');
}

/** Save a screenshot as a test artifact under e2e/screenshots/. */
export async function shot(page: Page, name: string) {
  fs.mkdirSync(path.join(__dirname, 'screenshots'), { recursive: true });
  await page.screenshot({ path: path.join(__dirname, 'screenshots', `${name}.png`), fullPage: true });
}
