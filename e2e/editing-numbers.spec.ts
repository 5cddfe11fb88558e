// Numbers typed as a person types them, key by key: a box commits what was typed when typing
// pauses (or on Enter / leaving the box), never a prefix of it, reads one number rule (2e4,
// 20,000, 2万), keeps every keystroke right after the split algorithm changes, and B's regions
// box refuses what the main one refuses. Also the keyboard's focus after a rename or a chip
// edit, the compare growth boxes after a run, sizing typed without Enter across a reload, the
// blank design, the word on re-bound queries, the way to the exports, the embed's keys view in
// a 460-pixel frame, and the Chinese words for a table's first and last keys.
import { test, expect, open, waitForReport, presetDesign } from './fixtures';
import { Page } from '@playwright/test';

/** Replace what box `id` holds by typing `text` key by key. */
async function typeKeys(page: Page, id: string, text: string, delay = 30) {
  const box = page.getByTestId(id);
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  await box.pressSequentially(text, { delay });
}

/** The sample count the design is analysed with (the stats' key count). */
async function analysedKeys(page: Page) {
  await waitForReport(page);
  return (await page.getByTestId('stats').locator('.stat').first().locator('dd').textContent())!.trim();
}

/** Open a preset from the gallery. */
async function preset(page: Page, slug: string) {
  await page.getByTestId('open-presets').click();
  await page.getByTestId(`preset-${slug}`).click();
  await waitForReport(page);
}

test('Sample rows commits the number typed, never a prefix of it', async ({ page, watched }) => {
  await open(page);
  const before = await analysedKeys(page);
  const revision = await page.locator('.app').getAttribute('data-revision');
  // Twelve nines: no 10-million-row analysis of the seven typed on the way.
  await typeKeys(page, 'sample-count', '999999999999');
  const msg = page.locator('#sample-count-error');
  await expect(msg).toContainText('at most 10,000,000 rows');
  await expect(msg).toContainText(`still using ${before}`);
  expect(await page.locator('.app').getAttribute('data-revision')).toBe(revision);
  await expect(page.locator('.app')).not.toHaveAttribute('data-analysis', 'running');
  // An exponent is read whole (1e4 is not 1), and so are grouped and Chinese-scaled numbers.
  for (const [typed, keys] of [['1e4', '10,000'], ['20,000', '20,000'], ['3万', '30,000'], ['1.5e4', '15,000']]) {
    await typeKeys(page, 'sample-count', typed);
    await expect(page.getByTestId('sample-count')).toHaveValue(typed);
    await expect(msg).toHaveCount(0);
    await expect.poll(() => analysedKeys(page)).toBe(keys);
  }
  // A comma that does not group threes is refused with the reason.
  await typeKeys(page, 'sample-count', '1,5');
  await expect(msg).toContainText('in threes');
  await expect(msg).toContainText('still using 15,000');
});

test('Regions keeps every keystroke typed right after the algorithm changes', async ({ page, watched }) => {
  await open(page);
  await preset(page, 'hbase-book-hex');
  const algorithms = ['hexstring', 'decimal', 'uniform'];
  const counts = ['4096', '100', '2048', '1000', '30000', '512', '65536', '777', '12', '9999'];
  const regions = page.getByTestId('split-regions');
  for (let i = 0; i < 30; i++) {
    await page.getByTestId('split-algorithm').selectOption(algorithms[i % algorithms.length]);
    const want = counts[i % counts.length];
    // At once, fast, as a person who knows what to type.
    await regions.click();
    await regions.press('ControlOrMeta+a');
    await regions.pressSequentially(want, { delay: 10 });
    await expect(regions, `entry ${i + 1}`).toHaveValue(want);
    await expect(page.locator('#split-regions-error')).toHaveCount(0);
  }
  // The last count reached the design: 9,999 regions made from 9,998 split keys.
  await regions.press('Enter');
  await waitForReport(page);
  await expect(page.getByTestId('stats')).toContainText('9,999');
});

test("B's regions box refuses what the main Regions box refuses, with the same reason", async ({ page, watched }) => {
  await open(page);
  await preset(page, 'hbase-book-hex');
  const main: Record<string, string> = {};
  for (const typed of ['0', '-1', '65537', '1e9', '1.5']) {
    await typeKeys(page, 'split-regions', typed);
    await expect(page.locator('#split-regions-error')).toBeVisible();
    main[typed] = (await page.locator('#split-regions-error').textContent())!;
  }
  await typeKeys(page, 'split-regions', '10');
  await expect(page.locator('#split-regions-error')).toHaveCount(0);
  await page.getByTestId('compare-open').click();
  await expect(page.getByTestId('compare')).toBeVisible();
  const b = page.getByTestId('compare-b-regions');
  const revision = await page.getByTestId('compare').getAttribute('data-b-revision');
  for (const typed of Object.keys(main)) {
    await typeKeys(page, 'compare-b-regions', typed);
    await expect(b).toHaveValue(typed);
    await expect(page.getByTestId('compare-b-regions-error')).toHaveText(main[typed]);
    await expect(b).toHaveAttribute('aria-invalid', 'true');
  }
  // B was never compared at a refused count.
  expect(await page.getByTestId('compare').getAttribute('data-b-revision')).toBe(revision);
  await typeKeys(page, 'compare-b-regions', '20');
  await expect(page.getByTestId('compare-b-regions-error')).toHaveCount(0);
  await expect(page.getByTestId('compare')).not.toHaveAttribute('data-b-revision', revision!);
});

test('Tab after a rename goes to the renamed field\'s generator; Escape in a chip editor returns to the chip', async ({ page, watched }) => {
  await open(page);
  await preset(page, 'hbase-book-hex');
  const name = page.getByTestId('field-name-id');
  await name.click();
  await name.press('ControlOrMeta+a');
  await name.pressSequentially('row_id', { delay: 30 });
  await name.press('Tab');
  await expect(page.getByTestId('field-expr-row_id')).toBeFocused();
  await expect(page.getByTestId('template-input')).toHaveValue(/\{row_id \|/);
  // Shift+Tab back, rename again, and the focus stays in the row.
  await page.keyboard.press('Shift+Tab');
  const renamed = page.getByTestId('field-name-row_id');
  await expect(renamed).toBeFocused();
  await renamed.press('ControlOrMeta+a');
  await renamed.pressSequentially('key_id', { delay: 30 });
  await renamed.press('Tab');
  await expect(page.getByTestId('field-expr-key_id')).toBeFocused();

  // The chip editor: Escape and Enter give the focus back to the chip.
  const chip = page.getByTestId('segment-chip').first().locator('.chip-main');
  await chip.focus();
  await page.keyboard.press('Enter');
  const editor = page.locator('input.chip-edit');
  await expect(editor).toBeFocused();
  await editor.pressSequentially('x', { delay: 30 });
  await editor.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(page.getByTestId('segment-chip').first().locator('.chip-main')).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});

test('the compare growth boxes keep what was typed after a run', async ({ page, watched }) => {
  test.setTimeout(300_000);
  await open(page);
  await preset(page, 'hbase-book-hex');
  await page.getByTestId('compare-open').click();
  await expect(page.getByTestId('compare')).toBeVisible();
  const typed = { 'compare-growth-rows': '20,000', 'compare-growth-row-bytes': '500', 'compare-growth-days': '30' };
  for (const [id, text] of Object.entries(typed)) await typeKeys(page, id, text);
  await page.getByTestId('compare-growth-run').click();
  const growth = page.getByTestId('compare-growth');
  await expect(growth).toHaveAttribute('data-done', 'true', { timeout: 180_000 });
  // The run used the typed values, and the boxes still show them.
  await expect(growth).toHaveAttribute('data-rows', '600000');
  await expect(growth).toHaveAttribute('data-row-bytes', '500');
  for (const [id, text] of Object.entries(typed)) await expect(page.getByTestId(id)).toHaveValue(text);
});

test('sizing typed without Enter survives a reload, and a size is shown back in bytes', async ({ page, watched }) => {
  await open(page);
  await waitForReport(page);
  await typeKeys(page, 'sizing-rows', '20亿');
  await typeKeys(page, 'sizing-row-bytes', '1KB');
  await expect(page.getByTestId('sizing-row-bytes-bytes')).toContainText('1,024 bytes');
  await expect(page.getByTestId('sizing-result')).toBeVisible();
  // No Enter, no leaving the box: the pause commits it, and the autosave keeps it.
  await expect(page.getByTestId('sizing-pending')).toHaveCount(0);
  await waitForReport(page);
  await page.reload();
  await page.waitForSelector('.app');
  await expect(page.getByTestId('sizing-rows')).toHaveValue('2,000,000,000');
  await expect(page.getByTestId('sizing-row-bytes')).toHaveValue('1,024');
  // 10GB is HBase's 10 GiB, as in the CLI.
  await typeKeys(page, 'sizing-max-filesize', '10GB');
  await expect(page.getByTestId('sizing-max-filesize-bytes')).toContainText('10,737,418,240 bytes');
});

test('a blank design, a word when a rename re-binds queries, and the exports one click from the verdict', async ({ page, watched }) => {
  await open(page);
  await preset(page, 'ecommerce-orders');
  const design = JSON.parse(presetDesign('ecommerce-orders'));
  expect(design.queries.length).toBeGreaterThan(0);
  const name = page.getByTestId('field-name-user_id');
  await name.click();
  await name.press('ControlOrMeta+a');
  await name.pressSequentially('customer', { delay: 30 });
  await name.press('Enter');
  await expect(page.getByTestId('banner')).toContainText('now bind the value of `user_id` to `customer`');

  await page.getByTestId('jump-exports').click();
  await expect(page.getByTestId('exports')).toBeFocused();
  await expect(page.getByTestId('exports')).toBeInViewport();

  await page.getByTestId('open-presets').click();
  await page.getByTestId('preset-blank').click();
  await expect(page.getByTestId('template-input')).toHaveValue('{id}');
  await waitForReport(page);
  await expect(page.getByTestId('field-name-id')).toBeVisible();
  await expect(page.getByTestId('field-name-customer')).toHaveCount(0);
});

test("the embed's keys view shows its last row and its lints line whole in a 460-pixel frame", async ({ page, watched }) => {
  await page.setViewportSize({ width: 600, height: 460 });
  await open(page);
  await preset(page, 'ecommerce-orders');
  const fragment = page.url().split('#')[1];
  await page.goto(`/index.html?embed=1&view=keys#${fragment}`);
  await page.waitForSelector('.app.embed');
  const rows = page.getByTestId('sample-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const last = await rows.last().boundingBox();
  const scroller = await page.locator('.app.embed .table-scroll').boundingBox();
  expect(last!.y + last!.height).toBeLessThanOrEqual(scroller!.y + scroller!.height + 1);
  expect(scroller!.y + scroller!.height).toBeLessThanOrEqual(460);
  const lints = page.locator('.embed-lints').last();
  await expect(lints).toBeVisible();
  const cut = await lints.evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(cut).toBeLessThanOrEqual(1);
  const box = await lints.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(460);
});

test('in Chinese the first and last keys read as the table\'s start and end', async ({ page, watched }) => {
  await open(page, '?lang=zh-CN');
  await preset(page, 'hbase-book-hex');
  const list = page.getByTestId('split-keys');
  await expect(list).toContainText('表的起始');
  await expect(list).toContainText('表的末尾');
  await expect(list).not.toContainText('表头');
  await expect(page.locator('.app')).not.toContainText('（平均 ');
});
