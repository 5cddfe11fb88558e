// "Your keys" as a browser of the whole dump: pages of 100 keys (first, previous, next, last),
// each key with its line and region, and the keys of one region reached from its bar in the
// regions chart, all from the keyboard. The keys shown are checked against an independent
// reading of the generated dump here (each key's region from the split keys) and the region
// counts against `rowkey analyze DESIGN --keys F --format json`; at 1280 and 390 px wide, and in
// Chinese with the panel open. The page-number box (both ways of browsing) typed into key by
// key, its refusals, and no empty page ever shown while a page is read.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { englishLeft } from './english';
import { root, rowkey } from './cli';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';
import { Page } from '@playwright/test';

const designFile = path.join(root, 'testdata', 'who', 'tenants.design.json');
const SPLITS = ['t2', 't3'];

function link(file: string): string {
  const json = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')));
  return 'v1.' + zlib.deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url');
}

/** A key's region: how many split keys are at or below it (the keys here are ASCII). */
function regionOf(key: string): number {
  return SPLITS.filter((s) => s <= key).length;
}

/** An insertion-order dump: the tenants scattered through the file. */
function insertionKeys(n: number): string[] {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = (i * 7919) % 10;
    const tenant = r < 6 ? 't1' : r < 9 ? 't2' : 't3';
    keys.push(`${tenant}_u${i % 10}_${String(i).padStart(6, '0')}`);
  }
  return keys;
}

function tempFile(name: string, text: string): string {
  const f = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rowkey-')), name);
  fs.writeFileSync(f, text);
  return f;
}

/** The region counts `rowkey analyze --keys` gives for the dump. */
function cliCounts(file: string, format: string): number[] {
  const report = JSON.parse(rowkey(['analyze', designFile, '--keys', file, '--keys-format', format, '--format', 'json']));
  return report.regions.map((r: { count: number }) => r.count);
}

/** The keys the browser shows, once it shows `n`: [line, region, key]. */
async function shown(page: Page, n: number): Promise<[number, number, string][]> {
  await expect(page.getByTestId('keys-page-loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('keys-listed-key')).toHaveCount(n, { timeout: 30_000 });
  return page.getByTestId('keys-listed-key').evaluateAll((items) =>
    items.map((li) => [
      Number(li.getAttribute('data-line')),
      Number(li.getAttribute('data-region')),
      li.querySelector('.mono')!.textContent!,
    ] as [number, number, string]),
  );
}

/** The browser shows exactly `want`. */
async function expectKeys(page: Page, want: (string | number)[][]) {
  expect(await shown(page, want.length)).toEqual(want);
}

/** Press Enter on a control, reached by focus (the keyboard's way). */
async function press(page: Page, testid: string, nth = 0) {
  const el = page.getByTestId(testid).nth(nth);
  await el.focus();
  await expect(el).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Type `typed` into the page-number box key by key, reached by Tab from the last enabled
 * button before it, and press Enter in the box (or Tab on to Go and press Enter on it). */
async function goTo(page: Page, typed: string, how: 'enter' | 'go' = 'enter') {
  const nav = page.getByTestId('keys-browser').locator('nav button:enabled');
  await nav.last().focus();
  await page.keyboard.press('Tab');
  const box = page.getByTestId('keys-page-number');
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await box.pressSequentially(typed);
  await expect(box).toHaveValue(typed);
  if (how === 'go') {
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('keys-page-go')).toBeFocused();
  }
  await page.keyboard.press('Enter');
}

/** A page-number typed that is not a page: the reason next to the box, nothing else changed. */
async function refused(page: Page, typed: string, reason: string) {
  const info = page.getByTestId('keys-page-info');
  const before = [await info.textContent(), await shown(page, await page.getByTestId('keys-listed-key').count())];
  await goTo(page, typed, 'go');
  await expect(page.getByTestId('keys-page-number-error')).toHaveText(reason);
  await expect(page.getByTestId('keys-page-number')).toHaveAttribute('aria-invalid', 'true');
  expect([await info.textContent(), await shown(page, before[1].length)]).toEqual(before);
}

/** Nothing wider than the window, and the browser's controls not overlapping. */
async function fits(page: Page) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(over).toBeLessThanOrEqual(0);
  const [scroll, inner] = await page.evaluate(() => [document.scrollingElement!.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
  const controls = page.getByTestId('keys-browser').locator('nav button, .keys-goto input, .keys-goto button');
  await expect(controls).toHaveCount(6);
  const boxes = await controls.evaluateAll((bs) =>
    bs.map((b) => b.getBoundingClientRect()).map((r) => [r.left, r.top, r.right, r.bottom]),
  );
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const overlap = a[0] < b[2] - 0.5 && b[0] < a[2] - 0.5 && a[1] < b[3] - 0.5 && b[1] < a[3] - 0.5;
      expect(overlap, `buttons ${i} and ${j} overlap`).toBe(false);
    }
  }
}

for (const width of [1280, 390]) {
  test(`an insertion-order dump paged and a region's keys, keyboard only, ${width} px`, async ({ page, watched }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const keys = insertionKeys(3000);
    const text = keys.join('\n') + '\n';
    const file = tempFile('keys.txt', text);
    const counts = cliCounts(file, 'lines');
    expect(counts).toEqual([0, 1, 2].map((r) => keys.filter((k) => regionOf(k) === r).length));
    await open(page, '#' + link(designFile));
    await waitForReport(page);
    await page.getByTestId('keys-file').setInputFiles({ name: 'keys.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '3000', { timeout: 60_000 });
    const browser = page.getByTestId('keys-browser');
    await expect(browser).toContainText('Browse the 3,000 keys (100 a page; click one to decode it)');
    // Opened from the keyboard.
    await press(page, 'keys-browser-summary');
    const info = page.getByTestId('keys-page-info');
    await expect(info).toHaveText('Page 1 of 30: keys 1–100');
    const expectPage = async (n: number) => {
      await expectKeys(page, keys.slice(n * 100, n * 100 + 100).map((k, i) => [n * 100 + i + 1, regionOf(k), k]));
    };
    await expectPage(0);
    await expect(page.getByTestId('keys-page-prev')).toBeDisabled();
    await press(page, 'keys-page-next');
    await expect(info).toHaveText('Page 2 of 30: keys 101–200');
    await expectPage(1);
    await press(page, 'keys-page-last');
    await expect(info).toHaveText('Page 30 of 30: keys 2,901–3,000');
    await expectPage(29);
    await expect(page.getByTestId('keys-page-next')).toBeDisabled();
    await press(page, 'keys-page-prev');
    await expect(info).toHaveText('Page 29 of 30: keys 2,801–2,900');
    await expectPage(28);
    await press(page, 'keys-page-first');
    await expectPage(0);
    // A page typed, with Enter in the box or Go.
    await goTo(page, '17');
    await expect(info).toHaveText('Page 17 of 30: keys 1,601–1,700');
    await expectPage(16);
    await goTo(page, '30', 'go');
    await expectPage(29);
    await press(page, 'keys-page-first');
    await expectPage(0);
    // A key opens the decoded key panel, from the keyboard.
    await press(page, 'keys-listed-decode', 3);
    await expect(page.getByTestId('decode-key')).toHaveText(keys[3]);

    // Region 2's keys, from its bar in the regions chart.
    const bars = page.getByTestId('region-bar');
    await expect(bars).toHaveCount(3);
    await bars.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(bars.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('region-who')).toHaveAttribute('data-region', '2');
    await press(page, 'who-show-keys');
    await expect(page.getByTestId('keys-page-title')).toBeFocused();
    await expect(browser).toHaveAttribute('data-browse', '2');
    const inRegion = keys.map((k, i) => [i + 1, regionOf(k), k] as [number, number, string]).filter((k) => k[1] === 2);
    expect(inRegion.length).toBe(counts[2]);
    const count = counts[2].toLocaleString('en-US');
    await expect(info).toHaveText(`Keys 1–100 of ${count} in region 2`);
    await expectKeys(page, inRegion.slice(0, 100));
    await press(page, 'keys-page-next');
    await expect(info).toHaveText(`Keys 101–200 of ${count} in region 2`);
    await expectKeys(page, inRegion.slice(100, 200));
    await press(page, 'keys-page-next');
    await expect(info).toHaveText(`Keys 201–${count} of ${count} in region 2`);
    await expectKeys(page, inRegion.slice(200, 300));
    await expect(page.getByTestId('keys-page-next')).toBeDisabled();
    await expect(page.getByTestId('keys-page-last')).toBeDisabled();
    await press(page, 'keys-page-prev');
    await expectKeys(page, inRegion.slice(100, 200));
    // Last and a page typed, in the region too.
    await press(page, 'keys-page-first');
    await expectKeys(page, inRegion.slice(0, 100));
    await press(page, 'keys-page-last');
    await expect(info).toHaveText(`Keys 201–${count} of ${count} in region 2`);
    await expectKeys(page, inRegion.slice(200));
    await goTo(page, '2', 'enter');
    await expect(info).toHaveText(`Keys 101–200 of ${count} in region 2`);
    await expectKeys(page, inRegion.slice(100, 200));
    await refused(page, '4', 'The last page is 3: type a number from 1 to 3.');
    await goTo(page, '1', 'go');
    await expectKeys(page, inRegion.slice(0, 100));
    await expect(page.getByTestId('keys-page-number-error')).toHaveCount(0);
    await goTo(page, '2', 'go');
    await expectKeys(page, inRegion.slice(100, 200));
    await fits(page);
    await shot(page, `keys-browser-region-${width}`);
    await page.getByTestId('keys-browser').screenshot({ path: path.join(root, 'test-results', `keys-browser-${width}.png`) });

    // In Chinese, with the panel open: the same keys, the texts in Chinese.
    await page.getByTestId('lang-select').selectOption('zh-CN');
    await expect(info).toHaveText(`2 号 region 的 ${counts[2]} 个 key 中的第 101–200 个`);
    await expectKeys(page, inRegion.slice(100, 200));
    await expect(page.getByTestId('keys-page-next')).toHaveText('下一页');
    await expect(page.getByTestId('keys-listed-key').first()).toContainText(`第 ${inRegion[100][0]} 行 · 2 号 region`);
    await refused(page, '0', '页码从 1 开始：请输入 1 到 3 之间的整数。');
    await expect(page.getByTestId('keys-page-go')).toHaveText('跳转');
    expect(await englishLeft(page, '[data-testid="keys-browser"]')).toEqual([]);
    await goTo(page, '3', 'go');
    await expect(info).toHaveText(`2 号 region 的 ${counts[2]} 个 key 中的第 201–${counts[2]} 个`);
    await expectKeys(page, inRegion.slice(200));
    await press(page, 'keys-page-all');
    await expect(info).toHaveText('第 1 页，共 30 页：第 1–100 个 key');
    await goTo(page, '２０');
    await expect(info).toHaveText('第 20 页，共 30 页：第 1,901–2,000 个 key');
    expect(await englishLeft(page, '[data-testid="keys-browser"]')).toEqual([]);
    await fits(page);
    await page.getByTestId('keys-browser').screenshot({ path: path.join(root, 'test-results', `keys-browser-zh-${width}.png`) });
    expect(watched.errors).toEqual([]);
  });
}

test('a sorted scan dump: its pages, a region with few keys, a new dump and a design edit', async ({ page, watched }) => {
  test.setTimeout(240_000);
  const keys = insertionKeys(2500).sort();
  const scan = ['hbase:001:0> scan \'t\'', 'ROW  COLUMN+CELL'];
  for (const k of keys) {
    scan.push(` ${k}  column=d:a, timestamp=1, value=x`);
    scan.push(` ${k}  column=d:b, timestamp=1, value=y`);
  }
  scan.push(`${keys.length} row(s)`, 'Took 0.1 seconds');
  const text = scan.join('\n') + '\n';
  const file = tempFile('scan.txt', text);
  const counts = cliCounts(file, 'scan');
  await open(page, '#' + link(designFile));
  await waitForReport(page);
  await page.getByTestId('keys-file').setInputFiles({ name: 'scan.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '2500', { timeout: 60_000 });
  await expect(page.getByTestId('keys-dump')).toHaveAttribute('data-format', 'scan');
  await press(page, 'keys-browser-summary');
  const info = page.getByTestId('keys-page-info');
  await expect(info).toHaveText('Page 1 of 25: keys 1–100');
  // Each key on its first cell's line: two lines a row, after the prompt and the header.
  const line = (i: number) => 3 + 2 * i;
  await expectKeys(page, keys.slice(0, 100).map((k, i) => [line(i), regionOf(k), k]));
  await press(page, 'keys-page-last');
  await expectKeys(page, keys.slice(2400).map((k, i) => [line(2400 + i), regionOf(k), k]));
  // Region 2 (the smallest): its keys start part-way into the sorted dump.
  const bars = page.getByTestId('region-bar');
  await bars.nth(0).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await press(page, 'who-show-keys');
  const first = keys.findIndex((k) => regionOf(k) === 2);
  await expect(info).toHaveText(`Keys 1–100 of ${counts[2]} in region 2`);
  await expectKeys(page, keys.slice(first, first + 100).map((k, i) => [line(first + i), 2, k]));
  // The design edited (the splits a quantile over these keys gives, applied): the pages start
  // again against the new splits, still on region 2, never a page of the old ones.
  await press(page, 'keys-use-splits');
  const starts = async () => bars.evaluateAll((bs) => bs.map((b) => /`([^`]*)`/.exec(b.getAttribute('aria-label') ?? '')?.[1] ?? ''));
  await expect.poll(async () => (await starts()).slice(1), { timeout: 60_000 }).not.toEqual(SPLITS);
  const splits = (await starts()).slice(1);
  const newRegion = (k: string) => splits.filter((s) => s <= k).length;
  const region2 = keys.map((k, i) => [line(i), newRegion(k), k] as [number, number, string]).filter((k) => k[1] === 2);
  await expect(info).toHaveText(`Keys 1–100 of ${region2.length.toLocaleString('en-US')} in region 2`, { timeout: 60_000 });
  await expectKeys(page, region2.slice(0, 100));
  // Another design and a new, one-key dump: its one page, and a region with no keys.
  const edited = JSON.parse(fs.readFileSync(designFile, 'utf8'));
  edited.splits.keys = ['t1_u5', 't2', 't3'];
  await page.goto('about:blank');
  await open(page, '#' + link(tempFile('d.json', JSON.stringify(edited))));
  await waitForReport(page);
  await page.getByTestId('keys-file').setInputFiles({ name: 'one.txt', mimeType: 'text/plain', buffer: Buffer.from('t2_u1_000001') });
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '1', { timeout: 60_000 });
  await press(page, 'keys-browser-summary');
  await expect(info).toHaveText('Page 1 of 1: keys 1–1');
  await expectKeys(page, [[1, 2, 't2_u1_000001']]);
  // A region with no keys says so.
  await bars.nth(0).focus();
  await page.keyboard.press('Enter');
  await press(page, 'who-show-keys');
  await expect(info).toHaveText('Region 0 holds none of these keys.');
  await expect(page.getByTestId('keys-listed-key')).toHaveCount(0);
  expect(watched.errors).toEqual([]);
});

test('a page typed that is no page is refused beside the box, and no page ever shows as empty while read', async ({ page, watched }) => {
  test.setTimeout(240_000);
  const keys = insertionKeys(20_000);
  const text = keys.join('\n') + '\n';
  await open(page, '#' + link(designFile));
  await waitForReport(page);
  // Every text the browser shows, from now on: the nodes added and the texts changed.
  await page.evaluate(() => {
    const seen: string[] = ((window as any).__keysTexts = []);
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') seen.push(r.target.textContent ?? '');
        for (const n of Array.from(r.addedNodes)) seen.push(n.textContent ?? '');
      }
      const el = document.querySelector('[data-testid="keys-browser"]');
      if (el) seen.push(el.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const texts = async () => {
    const all: string[] = await page.evaluate(() => (window as any).__keysTexts.splice(0));
    return all;
  };
  await page.getByTestId('keys-file').setInputFiles({ name: 'keys.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '20000', { timeout: 60_000 });
  const info = page.getByTestId('keys-page-info');
  const empty = ['No keys on this page', 'The dump holds no keys', 'holds none of these keys'];
  const noEmptyPage = async (what: string) => {
    const seen = await texts();
    expect(seen.some((t) => t.includes('Reading the page…')), `${what}: "Reading the page…" shown`).toBe(true);
    for (const e of empty) expect(seen.filter((t) => t.includes(e)), `${what}: ${e}`).toEqual([]);
  };
  await texts();
  // What the closed browser holds is what shows the moment it opens.
  await page.evaluate(() => (window as any).__keysTexts.push(document.querySelector('[data-testid="keys-browser"]')!.textContent));
  await press(page, 'keys-browser-summary');
  await expectKeys(page, keys.slice(0, 100).map((k, i) => [i + 1, regionOf(k), k]));
  await noEmptyPage('opened');
  await press(page, 'keys-page-last');
  await expectKeys(page, keys.slice(19_900).map((k, i) => [19_901 + i, regionOf(k), k]));
  await noEmptyPage('last page');
  await goTo(page, '101', 'go');
  await expect(info).toHaveText('Page 101 of 200: keys 10,001–10,100');
  await expectKeys(page, keys.slice(10_000, 10_100).map((k, i) => [10_001 + i, regionOf(k), k]));
  await noEmptyPage('page typed');
  // Refused: nothing, 0, negative, words, past the last page, a number no dump has pages for.
  const range = 'type a number from 1 to 200.';
  await refused(page, '0', `Pages start at 1: ${range}`);
  await refused(page, '-5', `Pages start at 1: ${range}`);
  await refused(page, 'ten', 'That is not a page number: type a whole number from 1 to 200.');
  await refused(page, '2.5', 'That is not a page number: type a whole number from 1 to 200.');
  await refused(page, '201', `The last page is 200: ${range}`);
  await refused(page, '99999999999999999999999999999', `The last page is 200: ${range}`);
  await refused(page, ' ', 'Type a page number from 1 to 200.');
  // A region's page from its bar, then its last page: read from the index, never empty.
  const bars = page.getByTestId('region-bar');
  await bars.nth(0).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await texts();
  await press(page, 'who-show-keys');
  const inRegion = keys.map((k, i) => [i + 1, regionOf(k), k] as [number, number, string]).filter((k) => k[1] === 2);
  await expectKeys(page, inRegion.slice(0, 100));
  await noEmptyPage('region opened');
  const pages = Math.ceil(inRegion.length / 100);
  await goTo(page, String(pages - 1), 'enter');
  await expectKeys(page, inRegion.slice((pages - 2) * 100, (pages - 1) * 100));
  await noEmptyPage('region page typed');
  await press(page, 'keys-page-last');
  await expectKeys(page, inRegion.slice((pages - 1) * 100));
  await noEmptyPage('region last page');
  await refused(page, String(pages + 1), `The last page is ${pages}: type a number from 1 to ${pages}.`);
  expect(watched.errors).toEqual([]);
});
