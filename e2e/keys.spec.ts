// Real keys in the playground: a key file read in the worker and shown against the
// design's splits, checked against counts this test computes itself; the scan and error cases;
// "use splits from these keys" and what a share link then carries (the splits, never the keys).
import { Page } from '@playwright/test';
import { test, expect, waitForReport, shot } from './fixtures';
import * as zlib from 'zlib';

/** A share-link fragment for `design`, made as the core makes them: raw DEFLATE, base64url. */
function link(design: object): string {
  return 'v1.' + zlib.deflateRawSync(Buffer.from(JSON.stringify(design), 'utf8')).toString('base64url');
}

/** The design a share-link fragment (`#v1.…`) carries, as JSON text. */
function fromLink(url: string): string {
  const hash = new URL(url).hash;
  expect(hash).toMatch(/^#v1\./);
  return zlib.inflateRawSync(Buffer.from(hash.slice('#v1.'.length), 'base64url')).toString('utf8');
}

/** Bytes compared as HBase compares row keys: unsigned, lexicographic. */
function compare(a: Buffer, b: Buffer): number {
  return Buffer.compare(a, b);
}

/** Bytes.toBytesBinary: `\xNN` escapes, everything else as its byte. */
function toBytesBinary(s: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && s[i + 1] === 'x' && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 2, i + 4))) {
      out.push(parseInt(s.slice(i + 2, i + 4), 16));
      i += 3;
    } else {
      out.push(s.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(out);
}

/** Keys per region: each key's region found by binary search over the split keys (a region
 *  starts at its split key, inclusive). */
function countPerRegion(keys: Buffer[], splits: Buffer[]): number[] {
  const counts = new Array(splits.length + 1).fill(0);
  for (const k of keys) {
    let lo = 0;
    let hi = splits.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(splits[mid], k) <= 0) lo = mid + 1;
      else hi = mid;
    }
    counts[lo]++;
  }
  return counts;
}

/** HashChoreWoker's split keys: over the distinct keys in order, every (count / regions)-th
 *  (counting from 0, skipping the first), at most regions - 1 of them. */
function quantile(keys: Buffer[], regions: number): Buffer[] {
  const base = Math.floor(keys.length / regions);
  const sorted = [...keys].sort(compare);
  const out: Buffer[] = [];
  let pointer = 0;
  let previous: Buffer | null = null;
  for (const k of sorted) {
    if (previous && compare(previous, k) === 0) continue;
    previous = k;
    if (pointer !== 0 && pointer % base === 0 && out.length < regions - 1) out.push(k);
    pointer++;
  }
  return out;
}

/** A repeatable pseudo-random source (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` keys `u#####`, skewed towards low numbers, with duplicates. */
function skewedKeys(n: number, seed: number): Buffer[] {
  const r = random(seed);
  return Array.from({ length: n }, () => {
    const x = Math.floor(Math.pow(r(), 2) * 100000);
    return Buffer.from('u' + String(x).padStart(5, '0'));
  });
}

const design = (splits: object) => ({
  name: 'real keys',
  template: '{user}',
  fields: { user: 'pattern("u#####")' },
  sample: { count: 5000, seed: 7 },
  splits,
});

/** The split keys the splits panel shows (from the latest sample analysis), as bytes. */
async function shownSplitKeys(page: Page): Promise<Buffer[]> {
  await waitForReport(page);
  const texts = await page.getByTestId('split-key').evaluateAll((rows) =>
    rows.map((tr) => ((tr as HTMLTableRowElement).cells[1].firstChild?.textContent ?? '').trim()),
  );
  return texts.map(toBytesBinary);
}

/** The counts the regions chart shows, one per bar (one bar per region here). */
async function shownCounts(page: Page): Promise<number[]> {
  return page.getByTestId('region-bar').evaluateAll((bars) => bars.map((b) => Number((b as HTMLElement).dataset.count)));
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): { method: string; url: string; body: boolean }[] {
  const seen: { method: string; url: string; body: boolean }[] = [];
  page.on('request', (r) => seen.push({ method: r.method(), url: r.url(), body: r.postDataBuffer() !== null }));
  return seen;
}

test('a key file from the file input is counted per region as a binary search over the shown splits counts it, and nothing leaves the page', async ({ page, baseURL, watched }) => {
  await page.goto('/index.html#' + link(design({ algorithm: 'explicit', keys: ['u01000', 'u05000', 'u20000', 'u60000'] })));
  const splits = await shownSplitKeys(page);
  expect(splits.map(String)).toEqual(['u01000', 'u05000', 'u20000', 'u60000']);

  const keys = skewedKeys(40_000, 12);
  const file = Buffer.from(keys.map(String).join('\n') + '\n');
  const requests = recordRequests(page);
  await page.getByTestId('keys-file').setInputFiles({ name: 'my-keys.txt', mimeType: 'text/plain', buffer: file });
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '40000', { timeout: 60_000 });
  await expect(page.getByTestId('keys-summary')).toContainText('my-keys.txt');
  await expect(page.getByTestId('keys-privacy')).toContainText('never leave this browser');

  // The charts show the keys, labelled as such, with the counts computed here.
  await expect(page.getByTestId('source-switch')).toHaveAttribute('data-showing', 'keys');
  await expect(page.getByTestId('show-keys')).toHaveText('your 40,000 keys');
  expect(await shownCounts(page)).toEqual(countPerRegion(keys, splits));

  // The sample is one click away, and back.
  await page.getByTestId('show-sample').click();
  await expect(page.getByTestId('source-switch')).toHaveAttribute('data-showing', 'sample');
  expect((await shownCounts(page)).reduce((a, b) => a + b, 0)).toBe(5000);
  await page.getByTestId('show-keys').click();
  expect(await shownCounts(page)).toEqual(countPerRegion(keys, splits));

  // Loading the keys made no request that leaves the origin and uploaded nothing: at most the
  // worker's own script and wasm, fetched with GET from the page's origin.
  for (const r of requests) {
    expect(r.url.startsWith(baseURL!), r.url).toBe(true);
    expect(r.method, r.url).toBe('GET');
    expect(r.body, r.url).toBe(false);
  }
  await page.getByTestId('keys-panel').scrollIntoViewIfNeeded();
  await shot(page, 'keys-file');
});

/** What the HBase shell's `scan` prints: a cell line per cell, a value over two lines, a binary
 *  row, and the summary. */
const SCAN = [
  "hbase:001:0> scan 'users'",
  'ROW                         COLUMN+CELL',
  ' row-a                      column=cf:name, timestamp=2024-02-15T10:00:00.000Z, value=Ann',
  ' row-a                      column=cf:note, timestamp=2024-02-15T10:00:00.000Z, value=first line',
  'second line of the same value',
  ' row-b                      column=cf:name, timestamp=2024-02-15T10:00:01.000Z, value=Bob',
  ' row\\x00\\x01               column=cf:name, timestamp=2024-02-15T10:00:02.000Z, value=\\xFF',
  ' row-c                      column=cf:name, timestamp=2024-02-15T10:00:03.000Z, value=Cy',
  '4 row(s)',
  'Took 0.0213 seconds',
];

test('a pasted HBase shell scan with a multi-line value, and the same scan as a CRLF file, give one key per row', async ({ page, watched }) => {
  await page.goto('/index.html#' + link(design({ algorithm: 'explicit', keys: ['row-b'] })));
  const splits = await shownSplitKeys(page);
  const rows = ['row-a', 'row-b', 'row\\x00\\x01', 'row-c'].map(toBytesBinary);
  const expected = countPerRegion(rows, splits);
  expect(expected).toEqual([2, 2]);

  await page.getByTestId('keys-format').selectOption('scan');
  await page.getByTestId('keys-paste').fill(SCAN.join('\n'));
  await page.getByTestId('keys-analyse-paste').click();
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '4', { timeout: 60_000 });
  expect(await shownCounts(page)).toEqual(expected);

  await page.getByTestId('keys-file').setInputFiles({ name: 'scan.txt', mimeType: 'text/plain', buffer: Buffer.from(SCAN.join('\r\n') + '\r\n') });
  await expect(page.getByTestId('keys-summary')).toContainText('scan.txt', { timeout: 60_000 });
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '4');
  expect(await shownCounts(page)).toEqual(expected);
});

test('a line that does not parse is named by its number next to the box', async ({ page, watched }) => {
  await page.goto('/index.html#' + link(design({ algorithm: 'explicit', keys: ['u5'] })));
  await waitForReport(page);
  await page.getByTestId('keys-format').selectOption('hex');
  await page.getByTestId('keys-paste').fill('7530\n\n75zz31\n7532\n');
  await page.getByTestId('keys-analyse-paste').click();
  const error = page.getByTestId('keys-error');
  await expect(error).toBeVisible({ timeout: 60_000 });
  await expect(error).toHaveAttribute('data-line', '3');
  await expect(page.getByTestId('keys-error-line')).toHaveText('Line 3');
  await expect(page.getByTestId('keys-paste')).toHaveAttribute('aria-invalid', 'true');
  // Fixed, it reads.
  await page.getByTestId('keys-paste').fill('7530\n\n7531\n7532\n');
  await page.getByTestId('keys-analyse-paste').click();
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '3', { timeout: 60_000 });
  await expect(error).toHaveCount(0);
});

test('"use splits from these keys" makes them the split keys, undoably, and a share link carries the splits but no keys', async ({ page, watched }) => {
  await page.goto('/index.html#' + link(design({ algorithm: 'uniform', regions: 6 })));
  await waitForReport(page);
  const keys = skewedKeys(12_000, 99);
  await page.getByTestId('keys-file').setInputFiles({ name: 'k.txt', mimeType: 'text/plain', buffer: Buffer.from(keys.map(String).join('\n')) });
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '12000', { timeout: 60_000 });

  const want = quantile(keys, 6).map(String);
  expect(want).toHaveLength(5);
  await page.getByTestId('keys-use-splits').click();
  // The design's splits are now those keys, and the keys are analysed against them again.
  await expect(page.getByTestId('keys-splits-in-use')).toBeVisible({ timeout: 60_000 });
  const splits = await shownSplitKeys(page);
  expect(splits.map(String)).toEqual(want);
  const counts = await shownCounts(page);
  expect(counts).toEqual(countPerRegion(keys, splits));
  // Quantiles spread the keys: no region holds more than twice its even share.
  for (const c of counts) expect(c).toBeLessThan((2 * 12_000) / 6);

  await page.getByTestId('share').click();
  await expect(page.getByTestId('banner')).toBeVisible();
  const shared = JSON.parse(fromLink(page.url()));
  expect(shared.splits.algorithm).toBe('explicit');
  expect(shared.splits.keys).toEqual(want);
  // No key of the file is in the link other than the split keys it chose.
  const text = JSON.stringify(shared);
  const others = keys.map(String).filter((k) => !want.includes(k));
  expect(others.filter((k) => text.includes(k))).toEqual([]);
  expect(text).not.toContain('k.txt');

  // Undo puts the earlier splits back.
  await page.getByTestId('keys-undo').click();
  await waitForReport(page);
  const back = JSON.parse(fromLink(page.url()));
  expect(back.splits.algorithm).toBe('uniform');
  expect(back.splits.keys ?? []).toEqual([]);
});

test('a file dropped on the panel is read, and Cancel stops a read and keeps the page usable', async ({ page, watched }) => {
  await page.goto('/index.html#' + link(design({ algorithm: 'explicit', keys: ['u50000'] })));
  const splits = await shownSplitKeys(page);
  const keys = skewedKeys(3_000, 5);
  const dropped = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'dropped.txt', { type: 'text/plain' }));
    return dt;
  }, keys.map(String).join('\n'));
  await page.getByTestId('keys-panel').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByTestId('keys-summary')).toContainText('dropped.txt', { timeout: 60_000 });
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '3000');
  expect(await shownCounts(page)).toEqual(countPerRegion(keys, splits));

  // Cancel while a 40 MB file is being read (its progress has moved), then read it again.
  const block = skewedKeys(100_000, 6).map(String).join('\n') + '\n';
  const big = Buffer.from(block.repeat(60));
  await page.getByTestId('keys-file').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: big });
  const progress = page.getByTestId('keys-progress');
  await expect(progress).toHaveAttribute('data-total', String(big.length));
  await expect.poll(async () => Number(await progress.getAttribute('data-done')), { timeout: 60_000 }).toBeGreaterThan(0);
  await page.getByTestId('keys-cancel').dispatchEvent('click');
  await expect(page.getByTestId('keys-cancelled')).toBeVisible();
  await expect(progress).toHaveCount(0);
  await page.getByTestId('keys-retry').dispatchEvent('click');
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '6000000', { timeout: 90_000 });
  await expect(page.getByTestId('keys-summary')).toContainText('big.txt');
});
