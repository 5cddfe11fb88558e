// Key dumps read for what they are: the format told from the lines, the order they are in (a
// sorted dump has no write-time heatmap, and the switch says otherwise), and every panel that
// counts keys counting the dump's, or saying it shows the design's model.
import { Page } from '@playwright/test';
import { test, expect, waitForReport } from './fixtures';
import * as zlib from 'zlib';

function link(design: object): string {
  return 'v1.' + zlib.deflateRawSync(Buffer.from(JSON.stringify(design), 'utf8')).toString('base64url');
}

const SPLITS = ['u01000', 'u05000', 'u20000', 'u60000'];

const design = {
  name: 'dumps',
  template: '{user}',
  fields: { user: 'pattern("u#####")' },
  sample: { count: 5000, seed: 7 },
  splits: { algorithm: 'explicit', keys: SPLITS },
};

/** Keys per region, counted here: a region starts at its split key. */
function countPerRegion(keys: string[]): number[] {
  const counts = new Array(SPLITS.length + 1).fill(0);
  for (const k of keys) counts[SPLITS.filter((s) => s <= k).length]++;
  return counts;
}

/** `n` keys, most of them under `u01000`, sorted. */
function sortedKeys(n: number): string[] {
  const keys = Array.from({ length: n }, (_, i) => 'u' + String(i % 7 === 0 ? i * 13 : i % 997).padStart(5, '0'));
  return keys.sort();
}

/** The counts of the splits table, one per region. */
async function tableCounts(page: Page): Promise<number[]> {
  return page
    .locator('[data-testid="split-keys"] tr[data-region]')
    .evaluateAll((rows) => rows.map((tr) => Number((tr as HTMLTableRowElement).cells[3].textContent!.replace(/,/g, ''))));
}

async function paste(page: Page, text: string, keys: number) {
  await page.getByTestId('keys-paste').fill(text);
  await page.getByTestId('keys-analyse-paste').click();
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', String(keys), { timeout: 60_000 });
}

test('a sorted dump is key order with no write heatmap, the switch makes it write order, and the splits table counts the dump', async ({ page, watched }) => {
  await page.goto('/index.html#' + link(design));
  await waitForReport(page);
  await expect(page.getByTestId('keys-format')).toHaveValue('auto');
  const keys = sortedKeys(3000);
  await paste(page, keys.join('\n'), keys.length);

  const dump = page.getByTestId('keys-dump');
  await expect(dump).toHaveAttribute('data-order', 'key');
  await expect(page.getByTestId('keys-order-note')).toContainText('keys are sorted (unsigned byte order)');
  await expect(page.getByTestId('heatmap-key-order')).toBeVisible();
  // The verdict makes no claim about writes over time.
  await expect(page.getByTestId('heatmap-concurrency')).toHaveCount(0);

  // The splits table shows the dump's counts, not the sample's; the ruler says it is the model.
  await expect.poll(() => tableCounts(page)).toEqual(countPerRegion(keys));
  await expect(page.getByTestId('ruler-shows-sample')).toBeVisible();
  await page.getByTestId('show-sample').click();
  await expect.poll(async () => (await tableCounts(page)).reduce((a, b) => a + b, 0)).toBe(5000);
  await expect(page.getByTestId('ruler-shows-sample')).toHaveCount(0);
  await page.getByTestId('show-keys').click();

  // The file really is in write order: the switch says so, and the heatmap is drawn.
  await page.getByTestId('keys-order').selectOption('insertion');
  await expect(dump).toHaveAttribute('data-order', 'insertion', { timeout: 60_000 });
  await expect(page.getByTestId('heatmap-key-order')).toHaveCount(0);
  await expect(page.getByTestId('heatmap-concurrency')).toBeVisible();
});

const SCAN = [
  "hbase:001:0> scan 'users'",
  'ROW                         COLUMN+CELL',
  ' u00002                     column=cf:name, timestamp=2024-02-15T10:00:00.000Z, value=Ann',
  '  u00003                    column=cf:name, timestamp=2024-02-15T10:00:01.000Z, value=Bob',
  ' u07000                     column=cf:name, timestamp=2024-02-15T10:00:02.000Z, value=Cy',
  '3 row(s)',
  'Took 0.0213 seconds',
].join('\n');

test('a pasted scan is told as scan, and read as lines it is warned of', async ({ page, watched }) => {
  await page.goto('/index.html#' + link(design));
  await waitForReport(page);
  await paste(page, SCAN, 3);
  await expect(page.getByTestId('keys-dump')).toHaveAttribute('data-format', 'scan');
  await expect(page.getByTestId('keys-dump')).toHaveAttribute('data-order', 'key');
  await expect(page.getByTestId('keys-read-as')).toContainText('COLUMN+CELL');
  await expect(page.getByTestId('keys-warning')).toHaveCount(0);

  await page.getByTestId('keys-format').selectOption('lines');
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '7', { timeout: 60_000 });
  await expect(page.getByTestId('keys-warning').first()).toContainText('the dump looks like `scan`');
});
