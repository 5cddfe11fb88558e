// Hostile use of the controls added with the Chinese page: the language menu switched fast while
// an analysis runs, compare mode's "Editing: A | B" switch clicked fast mid-edit, and compare
// mode's growth boxes typed into key by key with absurd numbers. The page never goes blank,
// nothing typed is lost, and what is wrong is said in the page's current language.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { Page } from '@playwright/test';
import { englishLeft, han } from './english';

/** The app is on the screen with its editors and results (not a blank or crashed page). */
async function expectAlive(page: Page) {
  await expect(page.locator('.app')).toHaveCount(1);
  await expect(page.getByTestId('template-input')).toBeVisible();
  await expect(page.getByTestId('share')).toBeVisible();
  expect(((await page.locator('body').innerText()) ?? '').length).toBeGreaterThan(200);
}

/** Wait until both A's and B's reports are for their current versions. */
async function waitForBoth(page: Page) {
  await waitForReport(page);
  await expect(page.getByTestId('compare')).toHaveAttribute('data-current', 'true', { timeout: 90_000 });
}

test('the language switched fast while an analysis runs: nothing lost, the last choice wins', async ({ page, watched }) => {
  test.setTimeout(240_000);
  await open(page);
  await waitForReport(page);
  const template = '{user_id | md5 | hex | left(4)}_{user_id}_{order_time | rev}';
  await page.getByTestId('template-input').fill(template);
  // A big sample, so that the switches land while its analysis is running.
  await page.getByTestId('sample-count').fill('2000000');
  await page.getByTestId('sample-count').press('Enter');
  const langs = ['zh-CN', 'en', 'zh-CN', 'en', 'zh-CN', 'en', 'zh-CN', 'en', 'zh-CN'];
  for (const lang of langs) {
    await page.getByTestId('lang-select').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectAlive(page);
  }
  await expect(page.getByTestId('template-input')).toHaveValue(template);
  await expect(page.getByTestId('sample-count')).toHaveValue(/^2[,.\s]?000[,.\s]?000$/);
  await waitForReport(page);
  await expect(page.locator('.app')).toHaveAttribute('data-analysis', 'idle');
  // The report that arrives is the last edit's, and everything on the page is in Chinese.
  await expect(page.getByTestId('sample-key').first()).toHaveText(/^[0-9a-f]{4}_user\d{6}_/);
  await expect(page.getByTestId('share')).toHaveText(han);
  expect(await englishLeft(page, 'body')).toEqual([]);
  // And back to English at once, with the same design.
  await page.getByTestId('lang-select').selectOption('en');
  await expect(page.getByTestId('share')).not.toHaveText(han);
  await expect(page.getByTestId('template-input')).toHaveValue(template);
});

test('Editing: A | B clicked fast while typing: each design keeps its own text', async ({ page, watched }) => {
  test.setTimeout(240_000);
  await open(page);
  await waitForReport(page);
  const a = await page.getByTestId('template-input').inputValue();
  await page.getByTestId('compare-open').click();
  await waitForBoth(page);
  await page.getByTestId('editing-b').click();
  const input = page.getByTestId('template-input');
  await input.fill('');
  const b = '{order_time | rev}_{user_id}';
  // Key by key, with the switch flipped in the middle and back.
  await input.pressSequentially(b.slice(0, 12));
  for (let i = 0; i < 6; i++) {
    await page.getByTestId(i % 2 === 0 ? 'editing-a' : 'editing-b').click();
  }
  await expect(page.getByTestId('editing-b')).toHaveAttribute('aria-pressed', 'true');
  await expect(input).toHaveValue(b.slice(0, 12));
  await input.pressSequentially(b.slice(12));
  await expect(input).toHaveValue(b);
  await expect(page.getByTestId('compare-b-template')).toHaveValue(b);
  await page.getByTestId('editing-a').click();
  await expect(input).toHaveValue(a);
  // A language switch keeps the side being edited and both texts.
  await page.getByTestId('editing-b').click();
  await page.getByTestId('lang-select').selectOption('zh-CN');
  await expect(page.getByTestId('editing-b')).toHaveAttribute('aria-pressed', 'true');
  await expect(input).toHaveValue(b);
  await page.getByTestId('editing-a').click();
  await expect(input).toHaveValue(a);
  await waitForBoth(page);
  await expectAlive(page);
  expect(await englishLeft(page, 'body')).toEqual([]);
});

/** Absurd growth settings, typed key by key into one box; each is refused with a message. */
const absurd: { box: string; text: string }[] = [
  { box: 'compare-growth-rows', text: '-5' },
  { box: 'compare-growth-rows', text: 'lots' },
  { box: 'compare-growth-rows', text: '1e400' },
  { box: 'compare-growth-rows', text: '99999999999999999999999' },
  { box: 'compare-growth-days', text: '١٢٣x' },
  { box: 'compare-growth-row-bytes', text: '10 parsecs' },
];

test.describe('in a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });

  test('compare growth boxes typed key by key with absurd numbers: a Chinese message, the text kept', async ({ page, watched }) => {
    test.setTimeout(240_000);
    await open(page);
    await waitForReport(page);
    await page.getByTestId('compare-open').click();
    await waitForBoth(page);
    const error = page.getByTestId('compare-growth-error');
    for (const { box, text } of absurd) {
      const input = page.getByTestId(box);
      await input.fill('');
      await input.pressSequentially(text);
      await page.getByTestId('compare-growth-run').click();
      await expect(error).toBeVisible();
      await expect(error).toHaveText(han);
      expect(await englishLeft(page, '[data-testid=compare-growth]')).toEqual([]);
      await expect(input).toHaveValue(text);
      await expect(page.getByTestId('compare-growth')).toHaveAttribute('data-running', 'false');
      await expectAlive(page);
      // Put the box back for the next one.
      await input.fill(box === 'compare-growth-days' ? '200' : box === 'compare-growth-rows' ? '1,000,000' : '1000');
    }
    // Two numbers fine on their own whose product is past what can be counted.
    await page.getByTestId('compare-growth-rows').fill('18446744073709551615');
    await page.getByTestId('compare-growth-days').fill('2');
    await page.getByTestId('compare-growth-run').click();
    await expect(error).toHaveText(han);
    // The message follows a language switch, and the boxes keep what was typed.
    const zh = await error.textContent();
    await page.getByTestId('lang-select').selectOption('en');
    await expect(error).not.toHaveText(han);
    expect(await error.textContent()).not.toBe(zh);
    await expect(page.getByTestId('compare-growth-rows')).toHaveValue('18446744073709551615');
    await expect(page.getByTestId('compare-growth-days')).toHaveValue('2');
    await page.getByTestId('lang-select').selectOption('zh-CN');
    await expect(error).toHaveText(han);
    await shot(page, 'zh-cn-compare-growth-error');
    // A sane setting then runs.
    await page.getByTestId('compare-growth-rows').fill('100,000');
    await page.getByTestId('compare-growth-days').fill('20');
    await page.getByTestId('compare-growth-run').click();
    await expect(page.getByTestId('compare-growth')).toHaveAttribute('data-done', 'true', { timeout: 180_000 });
    await expect(error).toHaveCount(0);
  });
});
