// The Growth panel: the seed's partition design (`id % 10` prefix, 10 pre-split regions) grows
// into more regions while its writes collapse onto one region per partition; the MD5-prefixed
// design keeps writing to every region. The panel runs in the worker and shows what the CLI's
// `rowkey simulate` computes for the same numbers.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { rowkey, designFile } from './cli';
import { Page } from '@playwright/test';
import * as path from 'path';
import * as zlib from 'zlib';

async function choosePreset(page: Page, slug: string) {
  await page.getByTestId('open-presets').click();
  await expect(page.getByTestId('preset-gallery')).toBeVisible();
  await page.getByTestId(`preset-${slug}`).click();
  await waitForReport(page);
}

/** The CLI's report for what the panel runs: 1,000,000 rows a day for 200 days, 1000 bytes a row. */
function cli(slug: string) {
  const design = path.join(__dirname, '..', 'presets', `${slug}.json`);
  return JSON.parse(rowkey(['simulate', design, '--rows', '200000000', '--row-bytes', '1000',
    '--sample', '200000', '--windows', '60', '--format', 'json']));
}

async function simulate(page: Page) {
  const panel = page.getByTestId('growth-panel');
  await panel.scrollIntoViewIfNeeded();
  await page.getByTestId('growth-rows').fill('1,000,000');
  await page.getByTestId('growth-row-bytes').fill('1000');
  await page.getByTestId('growth-days').fill('200');
  await page.getByTestId('growth-run').click();
  await expect(page.getByTestId('growth-result')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('growth-progress')).toHaveCount(0);
  return panel;
}

test('the partition design collapses onto one region per partition as it grows', async ({ page, watched }) => {
  test.setTimeout(180_000);
  await open(page);
  await choosePreset(page, 'partition');
  await expect(page.getByTestId('growth-policy-note')).toContainText('SteppingSplitPolicy');
  const panel = await simulate(page);
  const expected = cli('partition');
  const hot = page.getByTestId('growth-hot');
  await expect(hot).toHaveAttribute('data-hot', '10');
  await expect(hot).toHaveAttribute('data-regions', String(expected.final_regions.length));
  expect(expected.final_regions.length).toBeGreaterThan(10);
  expect(expected.hot_regions_last_window).toBe(10);
  // Every final region is listed; exactly one per partition takes the last writes.
  await expect(page.getByTestId('growth-region')).toHaveCount(expected.final_regions.length);
  await expect(page.locator('[data-testid=growth-region][data-hot=true]')).toHaveCount(10);
  await expect(page.getByTestId('growth-verdict')).toHaveAttribute('data-survives', 'false');
  // The chart: 60 windows; the region count rises while the regions taking writes stay at 10.
  const windows = page.getByTestId('growth-window');
  await expect(windows).toHaveCount(60);
  await expect(windows.first()).toHaveAttribute('data-regions', '10');
  await expect(windows.last()).toHaveAttribute('data-regions', String(expected.final_regions.length));
  await expect(windows.last()).toHaveAttribute('data-hot', String(expected.timeline[59].hot_regions));
  await panel.screenshot({ path: path.join(__dirname, 'screenshots', 'growth-partition.png') });
});

test('the MD5-prefixed design stays spread as it grows, and a run can be cancelled', async ({ page, watched }) => {
  test.setTimeout(180_000);
  await open(page);
  await choosePreset(page, 'md5-prefix');
  const expected = cli('md5-prefix');
  await simulate(page);
  const n = String(expected.final_regions.length);
  const hot = page.getByTestId('growth-hot');
  await expect(hot).toHaveAttribute('data-regions', n);
  await expect(hot).toHaveAttribute('data-hot', n);
  await expect(page.locator('[data-testid=growth-region][data-hot=false]')).toHaveCount(0);
  await expect(page.getByTestId('growth-verdict')).toHaveAttribute('data-survives', 'true');
  await shot(page, 'growth-md5');

  // A bigger run, cancelled while it runs: no result replaces the last one, and the panel is
  // ready again.
  await page.getByTestId('growth-policy').selectOption('increasing');
  await expect(page.getByTestId('growth-policy-note')).toContainText('IncreasingToUpperBoundRegionSplitPolicy');
  await page.getByTestId('growth-days').fill('20000');
  // The new worker's script arrives late, so the run is surely still going when Cancel is pressed.
  await page.context().route('**/worker.js*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue().catch(() => {});
  });
  await page.getByTestId('growth-run').click();
  await expect(page.getByTestId('growth-cancel')).toBeVisible();
  await page.getByTestId('growth-cancel').click();
  await expect(page.getByTestId('growth-progress')).toHaveCount(0);
  await expect(page.getByTestId('growth-run')).toBeEnabled();
  await expect(hot).toHaveAttribute('data-hot', n);

  // A bad number says which box.
  await page.getByTestId('growth-row-bytes').fill('10 GiBs');
  await page.getByTestId('growth-run').click();
  await expect(page.getByTestId('growth-error')).toContainText('Bytes per row');
});

// A time-first key writes to one region at any moment, whatever the rows per day: the outcome
// is the same at 1 million and at 50 million rows a day, equals the CLI's, and loses to a salted
// key in the compare panel.
const iotFields = {
  device_id: 'pattern("dev-#####")',
  ts: 'timestamp("2024-02-15T00:00:00Z", 1000)',
  metric: 'choice("cpu", "mem", "disk", "net")',
};
const timeFirst = { version: 1, name: 'time first', template: '{ts}_{device_id}_{metric}', fields: iotFields };
const salted = {
  version: 1, name: 'salted', fields: iotFields,
  template: '{device_id | javahash | and(0x7fffffff) | mod(10) | dec(1)}_{ts}_{device_id}_{metric}',
  splits: { algorithm: 'salt', regions: 10 },
};
const fragmentOf = (design: object) =>
  'v1.' + zlib.deflateRawSync(Buffer.from(JSON.stringify(design), 'utf8')).toString('base64url');

async function growFor(page: Page, perDay: string) {
  const panel = page.getByTestId('growth-panel');
  await panel.scrollIntoViewIfNeeded();
  await page.getByTestId('growth-rows').fill(perDay);
  await page.getByTestId('growth-row-bytes').fill('200');
  await page.getByTestId('growth-days').fill('365');
  await page.getByTestId('growth-run').click();
  await expect(page.getByTestId('growth-progress')).toHaveCount(0, { timeout: 170_000 });
  await expect(page.getByTestId('growth-result')).toBeVisible();
}

test('a time-first key reaches one region after growth at 1 million and at 50 million rows a day', async ({ page, watched }) => {
  test.setTimeout(420_000);
  await open(page, `#${fragmentOf(timeFirst)}`);
  await waitForReport(page);
  const file = designFile(timeFirst);
  for (const perDay of ['1,000,000', '50,000,000']) {
    await growFor(page, perDay);
    const hot = page.getByTestId('growth-hot');
    await expect(hot).toHaveAttribute('data-hot', '1');
    await expect(page.getByTestId('growth-verdict')).toHaveAttribute('data-survives', 'false');
    // The CLI, given the settings the panel names, says the same.
    const command = (await page.getByTestId('growth-cli').textContent())!;
    const args = command.slice(command.indexOf('rowkey simulate ') + 'rowkey simulate '.length).trim().split(/\s+/);
    expect(args[0]).toBe('design.json');
    const expected = JSON.parse(rowkey(['simulate', file, ...args.slice(1), '--format', 'json']));
    expect(expected.end_reach.reached).toBe(1);
    await expect(hot).toHaveAttribute('data-regions', String(expected.final_regions.length));
  }
});

test('after growth the compare panel ranks a salted key above a time-first one', async ({ page, watched }) => {
  test.setTimeout(420_000);
  await open(page, `#${fragmentOf(timeFirst)}&b=${fragmentOf(salted)}`);
  await waitForReport(page);
  await expect(page.getByTestId('compare')).toHaveAttribute('data-current', 'true', { timeout: 90_000 });
  const growth = page.getByTestId('compare-growth');
  await growth.scrollIntoViewIfNeeded();
  await page.getByTestId('compare-growth-rows').fill('50,000,000');
  await page.getByTestId('compare-growth-row-bytes').fill('200');
  await page.getByTestId('compare-growth-days').fill('365');
  await page.getByTestId('compare-growth-run').click();
  await expect(growth).toHaveAttribute('data-done', 'true', { timeout: 400_000 });
  const rows = page.locator('[data-testid="compare-row"][data-aspect^="growth_"]');
  const better = await rows.evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-aspect'), tr.getAttribute('data-better')]));
  expect(better.length).toBeGreaterThan(0);
  for (const [aspect, side] of better) expect(side, `${aspect}`).not.toBe('a');
  await expect(page.locator('[data-testid="compare-row"][data-aspect="growth_hot_regions"]')).toHaveAttribute('data-better', 'b');
});
