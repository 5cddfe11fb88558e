// Compare mode, finished: B edited through the page's own editors ("Editing: A | B"), the growth
// outcome of A and B, and two-design links pasted into an open page.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { root, rowkey, designFile } from './cli';
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

/** Make one edit of B (through `edit`) and wait for B's new report. */
async function editB(page: Page, edit: () => Promise<unknown>) {
  const before = await page.getByTestId('compare').getAttribute('data-b-revision');
  await edit();
  await expect(page.getByTestId('compare')).not.toHaveAttribute('data-b-revision', before!);
  await waitForBoth(page);
}

/** The table's rows: aspect, A's text, B's text, better (the ✓ mark stripped). */
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
      };
    }),
  );
}

/** `rowkey compare` of two design files, as rows of the table. */
function cliRows(a: string, b: string, extra: string[] = []) {
  const out = JSON.parse(rowkey(['compare', a, b, '--format', 'json', ...extra]));
  return out.differences.map((d: any) => ({ aspect: d.aspect, a_text: d.a_text, b_text: d.b_text, better: d.better }));
}

/** Ids that occur more than once on the page. */
async function repeatedIds(page: Page) {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
}

test('Editing: B points the editors at B: its split algorithm and a field generator change B only', async ({ page, watched }) => {
  const a = design('ecommerce-orders');
  await open(page, `#${fragment('ecommerce-orders')}`);
  await waitForReport(page);
  // Outside compare mode there is nothing to switch.
  await expect(page.getByTestId('editing-switch')).toHaveCount(0);
  await page.getByTestId('compare-open').click();
  await waitForBoth(page);
  await expect(page.getByTestId('compare-none')).toBeVisible();
  await expect(page.getByTestId('editing-a')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('editing-b')).toHaveAttribute('aria-pressed', 'false');

  const aCharts = await page.getByTestId('compare-a').innerHTML();
  const aRevision = await page.locator('.app').getAttribute('data-revision');

  // The switch works from the keyboard.
  await page.getByTestId('editing-b').focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('editing-b')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('editing-a')).toHaveAttribute('aria-pressed', 'false');

  await editB(page, () => page.getByTestId('split-algorithm').selectOption('quantile'));
  await editB(page, () => page.getByTestId('field-expr-order_id').fill('pattern("O######")'));
  await expect(page.getByTestId('split-algorithm')).toHaveValue('quantile');

  // A did not change: no new revision, the same charts, and the editors show A's design again.
  await expect(page.locator('.app')).toHaveAttribute('data-revision', aRevision!);
  expect(await page.getByTestId('compare-a').innerHTML()).toEqual(aCharts);
  const table = await rows(page);
  expect(table.map((r) => r.aspect)).toContain('mean_key_length');
  await page.getByTestId('editing-a').click();
  await expect(page.getByTestId('split-algorithm')).toHaveValue('salt');
  await expect(page.getByTestId('field-expr-order_id')).toHaveValue(a.fields.order_id);
  await page.getByTestId('editing-b').click();
  await expect(page.getByTestId('field-expr-order_id')).toHaveValue('pattern("O######")');
  expect(await repeatedIds(page)).toEqual([]);
  await shot(page, 'compare-editing-b');

  // The table is `rowkey compare` of A and B as the page holds B (B kept, then exported).
  expect(page.url()).toContain('&b=v1.');
  await page.getByTestId('compare-keep-b').click();
  await expect(page.getByTestId('compare')).toHaveCount(0);
  await expect(page.getByTestId('editing-switch')).toHaveCount(0);
  await page.getByTestId('export-design').click();
  // The exports come from the quick worker: wait for the design's JSON, not the last export.
  await expect(page.getByTestId('export-output')).toContainText('"template"');
  const b = JSON.parse((await page.getByTestId('export-output').textContent()) ?? '{}');
  expect(b.splits.algorithm).toBe('quantile');
  expect(b.fields.order_id).toBe('pattern("O######")');
  expect(b.template).toBe(a.template);
  const want = cliRows(designPath('ecommerce-orders'), designFile(b));
  expect(want.length).toBeGreaterThan(2);
  expect(table).toEqual(want);
});

test('a two-design link pasted into an open page opens compare mode; a one-design link leaves it', async ({ page, watched }) => {
  const [a, b, c] = [design('ecommerce-orders'), design('hbase-book-hex'), design('phoenix-salted')];
  await open(page, `#${fragment('telecom-cdr')}`);
  await waitForReport(page);
  await expect(page.getByTestId('compare')).toHaveCount(0);

  // Pasted into the address bar: the hash changes, the page does not reload.
  await page.evaluate(() => ((window as any).__notReloaded = true));
  await page.evaluate((h) => { location.hash = h; }, `${fragment('ecommerce-orders')}&b=${fragment('hbase-book-hex')}`);
  await expect(page.getByTestId('compare')).toBeVisible();
  await expect(page.getByTestId('template-input')).toHaveValue(a.template);
  await expect(page.getByTestId('compare-b-name')).toHaveValue(b.name);
  await expect(page.getByTestId('compare-b-template')).toHaveValue(b.template);
  await waitForBoth(page);
  expect(await page.evaluate(() => (window as any).__notReloaded)).toBe(true);
  expect(await rows(page)).toEqual(cliRows(designPath('ecommerce-orders'), designPath('hbase-book-hex')));
  expect(await repeatedIds(page)).toEqual([]);
  expect(page.url()).toContain('&b=v1.');

  // A one-design link pasted while in compare mode leaves compare mode with that design.
  await page.evaluate((h) => { location.hash = h; }, fragment('phoenix-salted'));
  await expect(page.getByTestId('compare')).toHaveCount(0);
  await expect(page.getByTestId('template-input')).toHaveValue(c.template);
  await expect.poll(() => page.url()).not.toContain('&b=');
  await waitForReport(page);
  await expect(page.getByTestId('region-bar').first()).toBeVisible();
});

/** Open a preset from the gallery; the URL then carries its one-design link. */
async function presetFragment(page: Page, slug: string) {
  await page.getByTestId('open-presets').click();
  await page.getByTestId(`preset-${slug}`).click();
  await waitForReport(page);
  await expect.poll(() => page.url()).toContain('#v1.');
  return page.url().split('#')[1];
}

test('compare mode simulates A and B growing: the partition preset collapses, the MD5 one stays spread', async ({ page, watched }) => {
  test.setTimeout(300_000);
  await open(page);
  const md5 = await presetFragment(page, 'md5-prefix');
  const partition = await presetFragment(page, 'partition');
  await page.evaluate((h) => { location.hash = h; }, `${partition}&b=${md5}`);
  await expect(page.getByTestId('compare')).toBeVisible();
  await waitForBoth(page);
  // No growth rows before a simulation.
  expect((await rows(page)).filter((r) => r.aspect!.startsWith('growth_'))).toEqual([]);

  const growth = page.getByTestId('compare-growth');
  await page.getByTestId('compare-growth-rows').fill('1,000,000');
  await page.getByTestId('compare-growth-row-bytes').fill('1000');
  await page.getByTestId('compare-growth-days').fill('200');
  await page.getByTestId('compare-growth-policy').selectOption('stepping');
  await page.getByTestId('compare-growth-run').click();
  await expect(growth).toHaveAttribute('data-done', 'true', { timeout: 180_000 });
  await expect(growth).toHaveAttribute('data-running', 'false');
  await expect(page.getByTestId('compare-growth-error')).toHaveCount(0);

  // `rowkey compare --rows` of the two preset files with the settings the page ran.
  const presets = path.join(root, 'presets');
  const opt = async (k: string) => (await growth.getAttribute(`data-${k}`))!;
  const want = cliRows(path.join(presets, 'partition.json'), path.join(presets, 'md5-prefix.json'), [
    '--rows', await opt('rows'), '--row-bytes', await opt('row-bytes'), '--policy', await opt('policy'),
    '--servers', await opt('servers'), '--sample', await opt('sample'), '--windows', await opt('windows'),
  ]);
  const table = await rows(page);
  expect(table).toEqual(want);
  // The outcome visibly differs: B (MD5) keeps more regions taking writes and survives growth.
  const aspect = (a: string) => table.find((r) => r.aspect === a);
  expect(aspect('growth_hot_regions')?.better).toBe('b');
  expect(aspect('growth_busiest_share')?.better).toBe('b');
  expect(aspect('growth_survives')).toMatchObject({ a_text: 'no', b_text: 'yes', better: 'b' });
  await expect(page.locator('[data-testid="compare-row"][data-aspect="growth_survives"] td.better')).toHaveCount(1);
  expect(await repeatedIds(page)).toEqual([]);
  await shot(page, 'compare-growth');

  // An edit of B after the run: the growth rows are marked as for an earlier version.
  await page.getByTestId('editing-b').click();
  await editB(page, () => page.getByTestId('split-regions').fill('8'));
  await expect(growth).toHaveAttribute('data-stale', 'true');
});
