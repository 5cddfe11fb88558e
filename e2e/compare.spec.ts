// Compare mode: two designs side by side, from the Compare button or a two-design link.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { root, rowkey } from './cli';
import * as fs from 'fs';
import * as path from 'path';
import { Page } from '@playwright/test';

const links = path.join(root, 'testdata', 'links');
const fragment = (name: string) => fs.readFileSync(path.join(links, `${name}.v1.txt`), 'utf8').trim();
const designPath = (name: string) => path.join(links, `${name}.design.json`);
const design = (name: string) => JSON.parse(fs.readFileSync(designPath(name), 'utf8'));

/** Wait until both A's and B's reports are for their current versions. */
async function waitForBoth(page: Page) {
  await waitForReport(page);
  await expect(page.getByTestId('compare')).toHaveAttribute('data-current', 'true', { timeout: 90_000 });
}

/** Type B's template and wait for both reports of the new version. */
async function editB(page: Page, template: string) {
  const before = await page.getByTestId('compare').getAttribute('data-b-revision');
  await page.getByTestId('compare-b-template').fill(template);
  await expect(page.getByTestId('compare')).not.toHaveAttribute('data-b-revision', before!);
  await waitForBoth(page);
}

/** The table's rows as the CLI's differences give them: aspect, A's text, B's text, better. */
async function rows(page: Page) {
  return page.getByTestId('compare-row').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = tr.querySelectorAll('td');
      const strip = (t: string | null) => (t ?? '').replace(/^✓ /, '');
      return {
        aspect: tr.getAttribute('data-aspect'),
        a_text: strip(cells[0].textContent),
        b_text: strip(cells[1].textContent),
        better: tr.getAttribute('data-better'),
        marked: [cells[0].classList.contains('better'), cells[1].classList.contains('better')],
      };
    }),
  );
}

test('a two-design link opens compare mode; the table is the CLI\'s; editing B updates it', async ({ page, watched }) => {
  const [a, b] = [design('ecommerce-orders'), design('hbase-book-hex')];
  await open(page, `#${fragment('ecommerce-orders')}&b=${fragment('hbase-book-hex')}`);
  await expect(page.getByTestId('compare')).toBeVisible();
  await expect(page.getByTestId('template-input')).toHaveValue(a.template);
  await expect(page.getByTestId('compare-b-template')).toHaveValue(b.template);
  await expect(page.getByTestId('compare-b-name')).toHaveValue(b.name);
  await waitForBoth(page);

  // The same two designs through `rowkey compare`: the same differences, row for row.
  const cli = JSON.parse(rowkey(['compare', designPath('ecommerce-orders'), designPath('hbase-book-hex'), '--format', 'json']));
  const want = cli.differences.map((d: any) => ({
    aspect: d.aspect, a_text: d.a_text, b_text: d.b_text, better: d.better,
    marked: [d.better === 'a', d.better === 'b'],
  }));
  expect(want.length).toBeGreaterThan(3);
  expect(await rows(page)).toEqual(want);
  // Both designs' charts, side by side.
  await expect(page.getByTestId('compare-a').getByTestId('region-bar').first()).toBeVisible();
  await expect(page.getByTestId('compare-b').getByTestId('region-bar').first()).toBeVisible();
  // Each side's charts have ids of their own (an SVG download takes the chart it belongs to).
  await expect(page.getByTestId('compare-a').locator('svg#chart-regions-a')).toHaveCount(1);
  await expect(page.getByTestId('compare-b').locator('svg#chart-regions-b')).toHaveCount(1);
  await expect(page.getByTestId('compare-b').locator('svg#chart-heatmap-b')).toHaveCount(1);
  const repeated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(repeated).toEqual([]);
  await shot(page, 'compare-link');

  // Edit B: its key becomes 8 hex digits, and the table follows.
  const length = page.locator('[data-testid="compare-row"][data-aspect="mean_key_length"] td').nth(1);
  await expect(length).toHaveText(/^(✓ )?16\.0 bytes$/);
  await editB(page, '{id | md5 | hex | left(8)}');
  await expect(length).toHaveText(/^(✓ )?8\.0 bytes$/);
  // The URL carries both designs as they are now.
  expect(page.url()).toContain('&b=v1.');
});

test('Compare opens a copy as B; its link reopens in compare mode; leaving keeps the chosen one', async ({ page, browser, watched }) => {
  const a = design('phoenix-salted');
  await open(page, `#${fragment('phoenix-salted')}`);
  await waitForReport(page);
  await page.getByTestId('compare-open').click();
  await expect(page.getByTestId('compare-b-template')).toHaveValue(a.template);
  await waitForBoth(page);
  // A copy reads the same: nothing differs.
  await expect(page.getByTestId('compare-none')).toBeVisible();
  await expect(page.getByTestId('compare-row')).toHaveCount(0);

  const bTemplate = '{host}\\x00{ts | i64 | sortable}';
  await editB(page, bTemplate);
  const before = await rows(page);
  expect(before.length).toBeGreaterThan(0);

  // The URL now opens the same comparison in a fresh browser.
  const url = page.url();
  expect(url).toContain('&b=v1.');
  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto(url);
  await expect(fresh.getByTestId('compare-b-template')).toHaveValue(bTemplate);
  await expect(fresh.getByTestId('template-input')).toHaveValue(a.template);
  await waitForBoth(fresh);
  expect(await rows(fresh)).toEqual(before);
  await fresh.context().close();

  // Leave keeping B: B is the design, the link has one design again.
  await page.getByTestId('compare-keep-b').click();
  await expect(page.getByTestId('compare')).toHaveCount(0);
  await expect(page.getByTestId('template-input')).toHaveValue(bTemplate);
  await expect.poll(() => page.url()).not.toContain('&b=');
  // Again, leaving keeping A.
  await page.getByTestId('compare-open').click();
  await page.getByTestId('compare-b-template').fill(a.template);
  await page.getByTestId('compare-keep-a').click();
  await expect(page.getByTestId('compare')).toHaveCount(0);
  await expect(page.getByTestId('template-input')).toHaveValue(bTemplate);
  await expect.poll(() => page.url()).not.toContain('&b=');
});

test('a one-design link opens as it always did', async ({ page, watched }) => {
  const a = design('telecom-cdr');
  await open(page, `#${fragment('telecom-cdr')}`);
  await waitForReport(page);
  await expect(page.getByTestId('template-input')).toHaveValue(a.template);
  await expect(page.getByTestId('compare')).toHaveCount(0);
  await expect(page.getByTestId('regions-chart')).toHaveCount(1);
  await expect(page.getByTestId('banner')).toHaveCount(0);
});

test('a malformed B part says why and opens A alone', async ({ page, watched }) => {
  const a = design('hbase-book-hex');
  await open(page, `#${fragment('hbase-book-hex')}&b=v1.@@not-a-design`);
  await expect(page.getByTestId('banner')).toContainText(/could not be opened in compare mode: the second design \(B\) of the link cannot be read: the link is damaged: its design is not valid base64url/);
  await expect(page.getByTestId('template-input')).toHaveValue(a.template);
  await expect(page.getByTestId('compare')).toHaveCount(0);
  await waitForReport(page);
  await expect(page.getByTestId('region-bar').first()).toBeVisible();
});
