// The time checks the page's own wasm leaves to the quick worker (its core is built without
// `time-checks`, so it links no date parser): a bad `date(...)` format in the template and a bad
// `timestamp` start in a generator still show at their span, in the page's language, and
// stay shown while the user keeps typing a bad text; fixing the text clears them.
import { test, expect, open, waitForReport } from './fixtures';
import type { Locator, Page } from '@playwright/test';

const TEMPLATE = '{ts | date("%Y%m%d")}_{id}';

/** Open the playground in `lang` on a design with a date format and a timestamp generator. */
async function openDesign(page: Page, lang: string) {
  await open(page, `?lang=${lang}`);
  await page.evaluate((template) => {
    const d = {
      version: 1, name: 'Times', template,
      fields: { ts: 'timestamp("2024-02-15T00:00:00Z", 10)', id: 'seq(1, 1)' },
    };
    localStorage.setItem('rowkey-playground.design', JSON.stringify(d));
  }, TEMPLATE);
  await page.goto(`/index.html?lang=${lang}`);
  await waitForReport(page);
  await expect(page.getByTestId('template-error')).toHaveCount(0);
}

/** Record, from now on, whether `within` ever shows no element matching `selector`. */
async function watchBlank(within: Locator, selector: string) {
  await within.evaluate((el, sel) => {
    const w = window as unknown as { __blank: boolean };
    w.__blank = false;
    new MutationObserver(() => {
      if (el.querySelectorAll(sel).length === 0) w.__blank = true;
    }).observe(el, { childList: true, subtree: true, characterData: true });
  }, selector);
}

async function blanked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __blank: boolean }).__blank);
}

const CASES = [
  {
    lang: 'en',
    format: (f: string) => `\`${f}\` is not a valid date format (strftime: %Y %m %d %H %M %S %j ...)`,
    start: (s: string) => `invalid start time \`${s}\`: expected RFC 3339`,
  },
  {
    lang: 'zh-CN',
    format: (f: string) => `\`${f}\` 不是有效的日期格式（strftime：%Y %m %d %H %M %S %j ...）`,
    start: (s: string) => `无效的起始时间 \`${s}\`：应为 RFC 3339 格式`,
  },
];

for (const c of CASES) {
  test(`a bad date format and a bad timestamp start show at their span (${c.lang})`, async ({ page, watched }) => {
    await openDesign(page, c.lang);

    // The template: the format's error under the editor, the format string underlined.
    const input = page.getByTestId('template-input');
    const errors = page.locator('#template-errors');
    await input.fill('{ts | date("%Q")}_{id}');
    await expect(errors.locator('.error-msg')).toHaveText([c.format('%Q')]);
    await expect(page.getByTestId('template-error')).toHaveText(['"%Q"']);
    // Still bad while typing on: the error stays (the last answer until the next).
    await watchBlank(errors, 'li');
    await input.fill('{ts | date("%Qx")}_{id}');
    await expect(errors.locator('.error-msg')).toHaveText([c.format('%Qx')]);
    await expect(page.getByTestId('template-error')).toHaveText(['"%Qx"']);
    expect(await blanked(page)).toBe(false);
    // Fixed: no error left, and the design is analysed again.
    await input.fill('{ts | date("%Y")}_{id}');
    await expect(page.getByTestId('template-error')).toHaveCount(0);
    await expect(errors.locator('li')).toHaveCount(0);
    await waitForReport(page);

    // The generator: the start's error under its box, the start text underlined.
    const box = page.getByTestId('field-expr-ts');
    const row = page.getByTestId('field-ts');
    await box.fill('timestamp("2024-13-01", 10)');
    await expect(row.getByTestId('field-error')).toHaveCount(1);
    await expect(row.getByTestId('field-error').locator('.err-msg')).toContainText(c.start('2024-13-01'));
    await expect(row.locator('.error-underline')).toHaveText('"2024-13-01"');
    await expect(box).toHaveClass(/invalid/);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await watchBlank(row, '[data-testid="field-error"]');
    await box.fill('timestamp("2024-13-02", 10)');
    await expect(row.getByTestId('field-error').locator('.err-msg')).toContainText(c.start('2024-13-02'));
    expect(await blanked(page)).toBe(false);
    await box.fill('timestamp("2024-12-02", 10)');
    await expect(row.getByTestId('field-error')).toHaveCount(0);
    await expect(box).not.toHaveClass(/invalid/);
    await waitForReport(page);
    await expect(page.getByTestId('sample-key').first()).toContainText('2024_');
  });
}

// Key by key, as a person types: the page's own check passes every prefix of a bad start that
// parses, the quick worker's answers come back while the next keys arrive, and none of them
// may take a keystroke, the focus or the caret.
test('a bad timestamp start typed key by key keeps every keystroke and shows its error', async ({ page, watched }) => {
  await openDesign(page, 'en');
  const box = page.getByTestId('field-expr-ts');
  const row = page.getByTestId('field-ts');
  await box.click();
  await box.press('End');
  // Back to `timestamp("2024-`, then the bad month and the rest.
  for (let i = 0; i < '02-15T00:00:00Z", 10)'.length; i++) await box.press('Backspace');
  await expect(box).toHaveValue('timestamp("2024-');
  await box.pressSequentially('13-01", 10)', { delay: 30 });
  await expect(box).toHaveValue('timestamp("2024-13-01", 10)');
  await expect(box).toBeFocused();
  await expect(row.getByTestId('field-error').locator('.err-msg')).toContainText('invalid start time `2024-13-01`: expected RFC 3339');
  expect(await box.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe('timestamp("2024-13-01", 10)'.length);
  // Mended the same way: the month's first digit, then the rest of the day; the error goes.
  for (let i = 0; i < '3-01", 10)'.length; i++) await box.press('Backspace');
  await box.pressSequentially('2-01", 10)', { delay: 30 });
  await expect(box).toHaveValue('timestamp("2024-12-01", 10)');
  await expect(row.getByTestId('field-error')).toHaveCount(0);
  await expect(box).toBeFocused();
  await waitForReport(page);
  await expect(page.getByTestId('sample-key').first()).toContainText('20241201_');
});
