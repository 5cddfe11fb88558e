// Designs too large for the page never reach its thread's input-sized work: a link, an autosave
// or an edit past a size limit (template segments, column families) is refused with the limit
// named, the page keeps what the user had, and it answers all the while, on first open and on
// reload. "Answers" is a page.evaluate round trip, each of which must come back within a second
// (the figure: a frozen page takes tens of seconds, so the margin is wide).
import { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import * as zlib from 'zlib';

/** A share-link fragment for `design`, made as the core makes them: raw DEFLATE, base64url. */
function link(design: object): string {
  return 'v1.' + zlib.deflateRawSync(Buffer.from(JSON.stringify(design), 'utf8')).toString('base64url');
}

const segments = (n: number) => ({
  name: `${n} segments`,
  template: '{id}'.repeat(n),
  fields: { id: 'seq(1, 1)' },
});

const families = (n: number) => ({
  name: `${n} families`,
  template: '{id}',
  fields: { id: 'seq(1, 1)' },
  table: { name: 't', families: Array.from({ length: n }, (_, i) => `f${i}`) },
});

/** Round trips to the page for `ms`, one every 100 ms: each must be answered within a second. */
async function expectAnswering(page: Page, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const start = Date.now();
    await page.evaluate(() => 1);
    expect(Date.now() - start, 'milliseconds the page took to answer a round trip').toBeLessThan(1000);
    await page.waitForTimeout(100);
  }
}

/** The playground is on screen and usable (not blank, not the loading shell). */
async function expectUsable(page: Page) {
  await expect(page.getByTestId('design-name')).toBeVisible();
  await expect(page.getByTestId('template-input')).toBeEditable();
}

/** Opens `url` and measures the page's answers from the moment it is committed, not loaded. */
async function openAnswering(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' });
  await expectAnswering(page);
  await expectUsable(page);
}

test('a link of 10,001 segments in 40 KB of template is refused naming the segment limit', async ({ page }) => {
  await openAnswering(page, '/index.html#' + link(segments(10_001)));
  await expect(page.getByTestId('banner')).toContainText('10,001 segments');
  await expect(page.getByTestId('banner')).toContainText('limit of 10,000 segments');
});

test('a 4.7 KB link of 900,000 segments is refused with the limit named, and the page answers', async ({ page }) => {
  const fragment = link(segments(900_000));
  expect(fragment.length).toBeLessThan(10_000);
  await openAnswering(page, '/index.html#' + fragment);
  // Its template is 3.6 MB: the first limit it passes is the template's bytes.
  await expect(page.getByTestId('banner')).toContainText('too large to open');
  await expect(page.getByTestId('banner')).toContainText('limit of 262,144 bytes for a template');
  await expect(page.getByTestId('design-name')).not.toHaveValue('900000 segments');
  await page.reload({ waitUntil: 'commit' });
  await expectAnswering(page);
  await expectUsable(page);
});

test('a 200,000-segment link is never autosaved, and an older autosave of it is not reopened', async ({ page }) => {
  const design = segments(200_000);
  await openAnswering(page, '/index.html#' + link(design));
  await expect(page.getByTestId('banner')).toContainText('limit of 262,144 bytes for a template');
  const saved = await page.evaluate(() => localStorage.getItem('rowkey-playground.design') ?? '');
  expect(saved.length).toBeLessThan(100_000);
  await page.reload({ waitUntil: 'commit' });
  await expectAnswering(page);
  await expectUsable(page);

  // A page without the size check autosaved it, marked unfinished: the next visit neither
  // opens it nor stops, and says why.
  const json = JSON.stringify({ version: 1, ...design });
  await page.evaluate((json) => {
    localStorage.setItem('rowkey-playground.design', json);
    localStorage.setItem('rowkey-playground.unfinished', JSON.stringify({ design: json, why: 'unfinished' }));
  }, json);
  await openAnswering(page, '/index.html');
  await expect(page.getByTestId('banner')).toContainText('autosaved design was not opened');
  await expect(page.getByTestId('banner')).toContainText('limit of 262,144 bytes for a template');
  await page.reload({ waitUntil: 'commit' });
  await expectAnswering(page);
  await expectUsable(page);
});

test('a link of 300,000 column families is refused with the limit named, and the page answers', async ({ page }) => {
  const fragment = link(families(300_000));
  // Under the 2 MiB link limit: the size check, not the link's, refuses it.
  expect(fragment.length).toBeLessThan(2 << 20);
  await openAnswering(page, '/index.html#' + fragment);
  await expect(page.getByTestId('banner')).toContainText('300,000 column families');
  await expect(page.getByTestId('banner')).toContainText('limit of 100 column families');
  await page.reload({ waitUntil: 'commit' });
  await expectAnswering(page);
  await expectUsable(page);
});

test('a two-design link whose B is too large opens A alone, and B cannot be picked', async ({ page }) => {
  const a = { name: 'design A', template: '{id}', fields: { id: 'seq(1, 1)' } };
  await openAnswering(page, `/index.html#${link(a)}&b=${link(segments(900_000))}`);
  await expect(page.getByTestId('design-name')).toHaveValue('design A');
  await expect(page.getByTestId('banner')).toContainText('compare mode');
  await expect(page.getByTestId('banner')).toContainText('limit of 262,144 bytes for a template');
  await expect(page.getByTestId('editing-b')).toHaveCount(0);
  await page.reload({ waitUntil: 'commit' });
  await expectAnswering(page);
  await expectUsable(page);
});

test("B's template typed past the limit says so, and editing B leaves the page answering", async ({ page }) => {
  const a = { name: 'design A', template: '{id}', fields: { id: 'seq(1, 1)' } };
  await openAnswering(page, '/index.html#' + link(a));
  await page.getByTestId('compare-open').click();
  await page.getByTestId('compare-b-template').fill('{id}'.repeat(10_001));
  await expect(page.getByTestId('compare-b-errors')).toContainText('limit of 10,000 segments');
  await page.getByTestId('editing-b').click();
  await expectAnswering(page, 5_000);
  await expect(page.getByTestId('template-error').first()).toBeVisible();
  await expect(page.getByTestId('template-input')).toHaveValue('{id}'.repeat(10_001));
  // B cut back under the limit compiles again.
  await page.getByTestId('template-input').fill('{id}_{id}');
  await expect(page.getByTestId('template-error')).toHaveCount(0);
  await expectAnswering(page, 3_000);
});
