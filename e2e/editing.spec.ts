// Editing never loses input: every text box keeps each keystroke and the focus while a long
// analysis runs (progress ticks and reports re-render the page many times a second), a bad value
// in one box says why next to that box and blanks nothing else, and a long run can be cancelled.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { Locator, Page } from '@playwright/test';

/** Make the design sample `count` rows (typed into the box, committed as it is typed). */
async function setCount(page: Page, count: string) {
  const box = page.getByTestId('sample-count');
  await box.fill(count);
  await expect(box).toHaveValue(count);
}

let seed = 1000;

/** An analysis is running now: if the last one has finished, start another (a new seed). */
async function running(page: Page) {
  const app = page.locator('.app');
  if ((await app.getAttribute('data-analysis')) !== 'running') {
    await page.getByTestId('sample-seed').fill(String(++seed));
    // Enter commits at once: a pause would commit too, but a run of a million keys can end
    // between two of the expectation's polls.
    await page.getByTestId('sample-seed').press('Enter');
    await expect(app).toHaveAttribute('data-analysis', 'running');
  }
}

/**
 * With an analysis running, replace what `box` holds by typing `text` key by key, then check
 * that the box holds exactly `text` (or `want`) and still has the focus.
 */
async function typeWhileRunning(page: Page, box: Locator, text: string, want = text) {
  await running(page);
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.pressSequentially(text, { delay: 25 });
  await expect(box).toHaveValue(want);
  await expect(box).toBeFocused();
}

/** A large sample, so that each analysis lasts while the test types (the largest, 10 million,
 * for the tests that cancel a run: a million keys can be done before Cancel is reached). */
async function openWithLongRuns(page: Page, count = '1000000') {
  await open(page);
  await waitForReport(page);
  await setCount(page, count);
  await expect(page.locator('.app')).toHaveAttribute('data-analysis', 'running');
}

test('every text box keeps each keystroke and the focus while an analysis runs', async ({ page, watched }) => {
  test.setTimeout(300_000);
  await openWithLongRuns(page);

  // The template chip editor: opened from a chip, committed with Enter.
  await running(page);
  await page.getByTestId('segment-chip').nth(1).locator('.chip-main').click();
  const chip = page.locator('input.chip-edit');
  await expect(chip).toBeFocused();
  await chip.pressSequentially('{user_id | upper}', { delay: 25 });
  await expect(chip).toHaveValue('{user_id | upper}');
  await expect(chip).toBeFocused();
  await chip.press('Enter');
  await expect(page.getByTestId('template-input')).toHaveValue(/_\{user_id \| upper\}_/);

  // The template itself.
  const template = page.getByTestId('template-input');
  await typeWhileRunning(page, template, '{user_id | md5 | hex | left(4)}_{user_id}_{order_time | rev}_{order_id}');

  // The design name (committed on Enter).
  const name = page.getByTestId('design-name');
  await typeWhileRunning(page, name, 'E-commerce orders design v2');
  await name.press('Enter');
  await expect(page).toHaveTitle(/E-commerce orders design v2/);

  // Table name and families (committed when the box is left).
  const table = page.getByTestId('table-name');
  await typeWhileRunning(page, table, 'orders_v2_table');
  await table.press('Tab');
  const families = page.getByTestId('table-families');
  await typeWhileRunning(page, families, 'd, m');
  await families.press('Tab');
  await page.getByTestId('export-shell').click();
  await expect(page.getByTestId('export-output')).toContainText("create 'orders_v2_table', 'd', 'm'");

  // A field's generator (committed as typed) and its name (committed when left).
  await typeWhileRunning(page, page.getByTestId('field-expr-user_id'), 'pattern("usr#######")');
  await typeWhileRunning(page, page.getByTestId('field-name-order_id'), 'order_no');
  await page.getByTestId('field-name-order_id').press('Tab');
  await expect(page.getByTestId('field-name-order_no')).toHaveValue('order_no');
  await expect(template).toHaveValue(/\{order_no\}$/);

  // Splits: regions, then a range's start and end keys, then explicit keys in the paste box.
  await typeWhileRunning(page, page.getByTestId('split-regions'), '12');
  await page.getByTestId('split-algorithm').selectOption('range');
  await typeWhileRunning(page, page.getByTestId('split-start'), '00');
  await typeWhileRunning(page, page.getByTestId('split-end'), '99');
  await page.getByTestId('split-algorithm').selectOption('explicit');
  await typeWhileRunning(page, page.getByTestId('split-paste'), '30\n70', '30\n70');
  await expect(page.getByTestId('split-paste')).toHaveValue('30\n70');

  // Queries: a name and a bound value.
  await typeWhileRunning(page, page.locator('#query-0-name'), 'orders of one user');
  await typeWhileRunning(page, page.locator('#query-0-bind-0-value'), 'usr0000123');

  // The memory estimate's rows and cells.
  await typeWhileRunning(page, page.getByTestId('memory-rows'), '250000000');
  await typeWhileRunning(page, page.getByTestId('memory-cells'), '12');

  // The sample count and seed (committed as typed), last: `running` starts runs with new seeds.
  await typeWhileRunning(page, page.getByTestId('sample-count'), '1000000');
  await typeWhileRunning(page, page.getByTestId('sample-seed'), '12345');

  // Everything typed is what the design holds now.
  await page.getByTestId('export-design').click();
  // The exports come from the quick worker: wait for the design's JSON, not the last export.
  await expect(page.getByTestId('export-output')).toContainText('"template"');
  const design = JSON.parse((await page.getByTestId('export-output').textContent()) ?? '{}');
  expect(design.name).toBe('E-commerce orders design v2');
  expect(design.table).toEqual({ name: 'orders_v2_table', families: ['d', 'm'] });
  expect(design.fields.user_id).toBe('pattern("usr#######")');
  expect(Object.keys(design.fields)).toContain('order_no');
  expect(design.sample).toEqual({ count: 1000000, seed: 12345 });
  expect(design.queries[0].name).toBe('orders of one user');
  expect(design.queries[0].bind.user_id).toBe('usr0000123');
  await shot(page, 'editing-while-running');
});

test('split key boxes keep each keystroke during a 10-million-key run, then the design takes them', async ({ page, watched }) => {
  test.setTimeout(300_000);
  await openWithLongRuns(page, '10000000');
  // Right after the algorithm changes (the quick worker answers for the new algorithm while
  // the run re-renders the panel), then each box typed key by key as a person does.
  await page.getByTestId('split-algorithm').selectOption('hexstring');
  await typeWhileRunning(page, page.getByTestId('split-first'), '00000000');
  await typeWhileRunning(page, page.getByTestId('split-last'), '7fffffff');
  await page.getByTestId('split-algorithm').selectOption('range');
  await typeWhileRunning(page, page.getByTestId('split-start'), '0000');
  await typeWhileRunning(page, page.getByTestId('split-end'), '9999');
  // Once typing pauses the design takes the keys: the first split key is the start key.
  await expect(page.getByTestId('split-key').first().locator('td.key').first()).toHaveText('0000');
  await expect(page.getByTestId('split-start')).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByTestId('split-start')).toHaveValue('0000');
  await expect(page.getByTestId('split-end')).toHaveValue('9999');
});

test('typing a new generator over an old one keeps the focus, with the error next to the box', async ({ page, watched }) => {
  await open(page);
  await waitForReport(page);
  const box = page.getByTestId('field-expr-order_id');
  await expect(box).toHaveValue('pattern("ORD############")');
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.pressSequentially('u', { delay: 25 });
  // Invalid while being typed: the message is under this field, and the box keeps the focus.
  const row = page.getByTestId('field-order_id');
  await expect(row.getByTestId('field-error')).toContainText('unknown generator');
  await expect(box).toBeFocused();
  await box.pressSequentially('uid()', { delay: 25 });
  await expect(box).toHaveValue('uuid()');
  await expect(box).toBeFocused();
  await expect(row.getByTestId('field-error')).toHaveCount(0);
  await waitForReport(page);
  await expect(page.getByTestId('sample-key').first()).toContainText(/_[0-9a-f]{8}-[0-9a-f]{4}-4/);
});

test('a bad table name is reported next to its box and blanks nothing else', async ({ page, watched }) => {
  await open(page);
  await waitForReport(page);
  await expect(page.getByTestId('segment-chip')).toHaveCount(4);
  const table = page.getByTestId('table-name');
  const error = page.getByTestId('table-error');
  for (const bad of ["my'table", '订单', '']) {
    await table.fill('');
    if (bad) await table.pressSequentially(bad);
    await table.press('Tab');
    await expect(table).toHaveValue(bad);
    await expect(error).toBeVisible();
    await expect(error).toContainText(bad ? 'is not allowed in an HBase table name' : 'a table needs a name');
    await expect(error).toContainText('The exports still use `orders`');
    // Keys, segments, regions and the exports keep working from the last valid table.
    await expect(page.getByTestId('sample-key').first()).toBeVisible();
    await expect(page.getByTestId('segment-chip')).toHaveCount(4);
    await expect(page.getByTestId('region-bar').first()).toBeVisible();
    await page.getByTestId('export-shell').click();
    await expect(page.getByTestId('export-output')).toContainText("create 'orders'");
  }
  const families = page.getByTestId('table-families');
  await families.fill(' , ');
  await families.press('Tab');
  await expect(families).toHaveValue(' , ');
  await expect(page.getByTestId('table-error').filter({ hasText: 'Families' })).toContainText('at least one column family');
  await shot(page, 'table-name-error');

  // A design saved with a bad table name still analyses; only the exports that create the
  // table say why they cannot.
  await page.evaluate(() => {
    const key = 'rowkey-playground.design';
    const d = JSON.parse(localStorage.getItem(key)!);
    d.table = { name: "my'table", families: ['d'] };
    localStorage.setItem(key, JSON.stringify(d));
  });
  await page.goto('/index.html');
  await waitForReport(page);
  await expect(page.getByTestId('table-name')).toHaveValue("my'table");
  await expect(page.getByTestId('table-error')).toContainText('is not allowed in an HBase table name');
  await expect(page.getByTestId('sample-key').first()).toBeVisible();
  await expect(page.getByTestId('region-bar').first()).toBeVisible();
  await page.getByTestId('export-shell').click();
  await expect(page.locator('.export-error')).toContainText('creates the table');
  await page.getByTestId('export-splits-file').click();
  await expect(page.getByTestId('export-output')).not.toBeEmpty();
  // Fixing the name makes every export again.
  await page.getByTestId('table-name').fill('orders');
  await page.getByTestId('table-name').press('Enter');
  await expect(page.getByTestId('table-error')).toHaveCount(0);
  await page.getByTestId('export-shell').click();
  await expect(page.getByTestId('export-output')).toContainText("create 'orders'");
});

test('a sample count over the limit stays as typed and says the limit', async ({ page, watched }) => {
  await open(page);
  await waitForReport(page);
  const box = page.getByTestId('sample-count');
  const before = await box.inputValue();
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.pressSequentially('20000000', { delay: 25 });
  // Never clamped, never a prefix: the box holds what was typed, the message says the limit,
  // and the design keeps the count it had (not the 2,000,000 typed on the way).
  await expect(box).toHaveValue('20000000');
  await expect(box).toBeFocused();
  const msg = page.locator('#sample-count-error');
  await expect(msg).toContainText('at most 10,000,000 rows');
  await expect(msg).toContainText(`still using ${Number(before).toLocaleString('en-US')}`);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  // Back in range: the message goes and the count is used.
  await box.press('Backspace');
  await box.press('Backspace');
  await box.press('Backspace');
  await expect(box).toHaveValue('20000');
  await expect(msg).toHaveCount(0);
  await waitForReport(page);
  await expect(page.getByTestId('stats')).toContainText(/20,?000/);

  // The same rule for the region count.
  const regions = page.getByTestId('split-regions');
  const had = await regions.inputValue();
  await regions.click();
  await regions.press('ControlOrMeta+a');
  await regions.pressSequentially('70000', { delay: 25 });
  await expect(regions).toHaveValue('70000');
  await expect(regions).toBeFocused();
  await expect(page.locator('#split-regions-error')).toContainText(`at most 65,536 regions; still using ${had}`);
});

test('+ Add field focuses the new field, ready to be named', async ({ page, watched }) => {
  await open(page);
  await waitForReport(page);
  await page.getByTestId('add-field').click();
  const name = page.getByTestId('field-name-field_1');
  await expect(name).toBeFocused();
  await name.pressSequentially('region', { delay: 25 });
  await expect(name).toHaveValue('region');
  await name.press('Enter');
  await expect(page.getByTestId('field-expr-region')).toHaveValue('text(4, 12)');
  // Renamed with Enter, the field's name box keeps the focus; Tab goes on to its generator.
  await expect(page.getByTestId('field-name-region')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('field-expr-region')).toBeFocused();
});

test('Cancel stops a long analysis, keeps the last report and the next edit analyses again', async ({ page, watched }) => {
  test.setTimeout(180_000);
  await openWithLongRuns(page, '10000000');
  const app = page.locator('.app');
  const cancel = page.getByTestId('cancel-analysis');
  await expect(cancel).toBeVisible();
  await cancel.click();
  await expect(app).toHaveAttribute('data-analysis', 'cancelled');
  await expect(page.getByTestId('progress')).toContainText('Analysis cancelled');
  await expect(cancel).toHaveCount(0);
  // The last report stays, older than the design (stale).
  await expect(page.getByTestId('region-bar').first()).toBeVisible();
  const revision = await app.getAttribute('data-revision');
  expect(await app.getAttribute('data-report-revision')).not.toBe(revision);
  await shot(page, 'analysis-cancelled');
  // The next edit analyses again, in a new worker.
  await setCount(page, '20000');
  await waitForReport(page);
  await expect(app).toHaveAttribute('data-analysis', 'idle');
  await expect(page.getByTestId('stats')).toContainText(/20,?000/);
});

test('the header cancels a long run after the progress line scrolled away', async ({ page, watched }) => {
  test.setTimeout(180_000);
  await openWithLongRuns(page, '10000000');
  const app = page.locator('.app');
  // Far down the page the progress line is out of view; the sticky header still offers Cancel.
  await page.getByTestId('heatmap').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('cancel-analysis')).not.toBeInViewport();
  const cancel = page.getByTestId('header-cancel');
  await expect(cancel).toBeInViewport();
  await cancel.click();
  await expect(app).toHaveAttribute('data-analysis', 'cancelled');
  await expect(page.getByTestId('header-cancel')).toHaveCount(0);
  await expect(page.getByTestId('analysis-cancelled-status')).toBeVisible();
});
