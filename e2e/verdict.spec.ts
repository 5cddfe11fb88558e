// The verdict and the lints do not mislead: a time-first key needs work even with even totals,
// repeated sample values are the generator's (not a design error), lints name the real cause,
// and the splitter's remainder region says why it is hot. The page shows what the CLI says.
import { test, expect, open, waitForReport, shot, presetDesign } from './fixtures';
import { rowkey, designFile } from './cli';
import { Page } from '@playwright/test';

async function choosePreset(page: Page, slug: string) {
  await page.getByTestId('open-presets').click();
  await expect(page.getByTestId('preset-gallery')).toBeVisible();
  await page.getByTestId(`preset-${slug}`).click();
  await waitForReport(page);
}

test('a time-first key with quantile splits needs work, with the write-concurrency figure', async ({ page, watched }) => {
  test.setTimeout(180_000);
  await open(page);
  await choosePreset(page, 'ecommerce-orders');
  await page.getByTestId('template-input').fill('{order_time}_{user_id}');
  await page.getByTestId('split-algorithm').selectOption('quantile');
  await waitForReport(page);
  await expect(page.getByTestId('region-bar')).toHaveCount(10);

  const verdict = page.getByTestId('verdict');
  // Even totals (what used to show a green GOOD) but every moment's writes in one region.
  await expect(verdict).toHaveAttribute('data-verdict', 'needs-work');
  await expect(verdict).toHaveAttribute('data-totals', 'good');
  await expect(verdict).toHaveAttribute('data-writes', 'needs-work');
  await expect(verdict.locator('.verdict-badge')).toHaveText('needs work');
  await expect(page.getByTestId('write-concurrency')).toHaveText(/^1(\.\d)? of 10 regions$/);
  const why = page.getByTestId('verdict-why').locator('li').first();
  // Segments show as code, as in the lints: the text reads without the backquotes.
  await expect(why.locator('code').first()).toHaveText('{order_time}');
  await expect(why).toContainText('time-ordered lead: {order_time} at 0..12 rises with insertion order');
  await expect(why).toContainText('last region');

  // The CLI says the same, word for word, for the same design.
  const design = JSON.parse(presetDesign('ecommerce-orders'));
  design.template = '{order_time}_{user_id}';
  design.splits = { algorithm: 'quantile', regions: 10 };
  const cli = JSON.parse(rowkey(['analyze', designFile(design), '--format', 'json']));
  expect(cli.verdict.level).toBe('needs_work');
  await expect(why).toHaveText(cli.verdict.reasons[0].split('`').join(''));
  const busiest = (cli.verdict.concurrency.busiest_share * 100).toFixed(1);
  await expect(page.getByTestId('busiest-share')).toHaveText(`${busiest} %`);
  // The heatmap, where the writes are drawn, states the same figure.
  const heat = page.getByTestId('heatmap-concurrency');
  await expect(heat).toHaveAttribute('data-writes', 'needs-work');
  await expect(heat).toContainText(/Each time window's writes reach 1(\.\d)? of 10 regions/);
  await shot(page, 'verdict-time-first');

  // Back to the salted lead: the writes spread again.
  await page.getByTestId('template-input').fill('{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}');
  await waitForReport(page);
  await expect(verdict).toHaveAttribute('data-writes', 'good');
  await expect(verdict).not.toHaveAttribute('data-verdict', 'needs-work');
});

test('the MD5 preset reports repeated ids as the generator, not a not-unique design error', async ({ page, watched }) => {
  test.setTimeout(120_000);
  await open(page);
  await choosePreset(page, 'md5-prefix');
  const lints = page.getByTestId('lint');
  await expect(lints.first()).toBeVisible();
  await expect(page.locator('[data-testid=lint][data-rule="not-unique"]')).toHaveCount(0);
  const repeats = page.locator('[data-testid=lint][data-rule="sample-repeats"]');
  await expect(repeats).toHaveCount(1);
  await expect(repeats).toContainText('but not because of the key');
  await expect(repeats).toContainText('id = pattern("user######") makes 1,000,000 distinct values');
  await shot(page, 'verdict-md5-repeats');
});

test('the telecom lint names both segments ts reaches and the cut to the minute', async ({ page, watched }) => {
  test.setTimeout(120_000);
  await open(page);
  await choosePreset(page, 'telecom-cdr');
  const lint = page.locator('[data-testid=lint][data-rule="not-unique"]');
  await expect(lint).toHaveCount(1);
  await expect(lint).toContainText('in segment 1');
  await expect(lint).toContainText('date("%Y%m%d%H%M") in segment 4');
  await expect(lint).toContainText('cuts time to the minute');
});

test('the last HexStringSplit region says it holds the remainder of the keyspace', async ({ page, watched }) => {
  test.setTimeout(180_000);
  await open(page);
  await choosePreset(page, 'md5-prefix');
  const regions = page.getByTestId('split-regions');
  await regions.fill('1000');
  await regions.press('Tab');
  await waitForReport(page);
  const note = page.getByTestId('remainder-note');
  await expect(note).toContainText('Region 999: HexStringSplit gives the last region the remainder of the keyspace');
  await expect(note).toContainText('not a hotspot in the key design');
  await shot(page, 'verdict-hexstring-remainder');
});

test('splits that cannot be made give no GOOD: the verdict says why, beside the badge', async ({ page, watched }) => {
  test.setTimeout(180_000);
  await open(page);
  await choosePreset(page, 'iot-metrics');
  await page.getByTestId('template-input').fill('{device_id}_{ts}');
  await waitForReport(page);
  // Salt splits over a lead that is no salt: the table would be one region.
  await expect(page.getByTestId('region-bar')).toHaveCount(1);
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'needs-work');
  await expect(verdict.locator('.verdict-badge')).toHaveText('needs work');
  await expect(page.getByTestId('verdict-why').locator('li').first()).toContainText('the splits cannot be made');
  await shot(page, 'verdict-unmade-splits');
});
