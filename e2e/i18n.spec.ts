// The playground in Simplified Chinese as well as English: the language follows the browser, can
// be switched in the header and is remembered, `?lang=` forces it (embeds included), and in
// zh-CN no English UI text is left (HBase identifiers and the user's data aside).
import { test, expect, open, waitForReport, shot } from './fixtures';
import { Page } from '@playwright/test';
import { englishLeft, han } from './english';


/** English words left anywhere on the page (text, title, aria-label, placeholder), each with where it is. */
async function englishOnPage(page: Page): Promise<string[]> {
  return englishLeft(page, 'body');
}

test.describe('in a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });

  test('the page opens in Chinese with no English UI text left, and fits 1024 px', async ({ page, watched }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await open(page);
    await waitForReport(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('share')).toHaveText(han);
    expect(await englishOnPage(page)).toEqual([]);
    // Nothing wider than the window: Chinese labels fit where English ones did.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await shot(page, 'zh-cn-1024');
  });

  test('a preset from the gallery, and a template error, in Chinese', async ({ page, watched }) => {
    await open(page);
    await page.getByTestId('open-presets').click();
    await expect(page.getByTestId('preset-gallery')).toBeVisible();
    await expect(page.getByTestId('preset-gallery').locator('.preset-name').first()).toHaveText(han);
    await page.getByTestId('preset-partition').click();
    await waitForReport(page);
    expect(await englishOnPage(page)).toEqual([]);
    await page.getByTestId('template-input').fill('{user_id | md6}');
    const error = page.getByTestId('template-error').first();
    await expect(error).toBeVisible();
    // The message is the core's, rendered in Chinese, naming what the user typed.
    const message = (await page.locator('#template-errors').textContent()) ?? '';
    expect(message).toMatch(han);
    expect(message).toContain('md6');
    expect(await englishOnPage(page)).toEqual([]);
    await shot(page, 'zh-cn-template-error');
  });

  test('the growth panel, the keys panel and compare mode in Chinese, with no English left', async ({ page, watched }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width: 1024, height: 900 });
    await open(page);
    await waitForReport(page);

    // The growth simulation, run.
    await page.getByTestId('growth-panel').scrollIntoViewIfNeeded();
    await page.getByTestId('growth-rows').fill('100,000');
    await page.getByTestId('growth-run').click();
    await expect(page.getByTestId('growth-result')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('growth-verdict')).toHaveText(han);
    expect(await englishOnPage(page)).toEqual([]);

    // Keys of one's own, pasted; then a line that does not parse.
    const keys = Array.from({ length: 40 }, (_, i) => `user${String(i * 25_000).padStart(6, '0')}`);
    await page.getByTestId('keys-paste').fill(keys.join('\n'));
    await page.getByTestId('keys-analyse-paste').click();
    await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '40', { timeout: 60_000 });
    await expect(page.getByTestId('keys-use-splits')).toHaveText(han);
    await waitForReport(page);
    expect(await englishOnPage(page)).toEqual([]);
    await page.getByTestId('keys-format').selectOption('hex');
    await page.getByTestId('keys-paste').fill('7530\n75zz31\n');
    await page.getByTestId('keys-analyse-paste').click();
    await expect(page.getByTestId('keys-error')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('keys-error')).toHaveText(han);
    expect(await englishOnPage(page)).toEqual([]);

    // Compare mode, editing B, and the growth of A and B.
    await page.getByTestId('compare-open').click();
    await expect(page.getByTestId('compare')).toHaveAttribute('data-current', 'true', { timeout: 90_000 });
    expect(await englishOnPage(page)).toEqual([]);
    await page.getByTestId('editing-b').click();
    await expect(page.getByTestId('editing-b')).toHaveAttribute('aria-pressed', 'true');
    expect(await englishOnPage(page)).toEqual([]);
    const growth = page.getByTestId('compare-growth');
    await page.getByTestId('compare-growth-rows').fill('100,000');
    await page.getByTestId('compare-growth-run').click();
    await expect(growth).toHaveAttribute('data-done', 'true', { timeout: 180_000 });
    expect(await englishOnPage(page)).toEqual([]);
    await shot(page, 'zh-cn-compare-growth-1024');
  });

  test('a share link keeps the design; the language is the reader\'s', async ({ page, browser, watched }) => {
    await open(page);
    await page.getByTestId('template-input').fill('{user_id | md5 | hex | left(4)}_{user_id}');
    await waitForReport(page);
    await page.getByTestId('share').click();
    await expect(page).toHaveURL(/#v1\./);
    const url = page.url();
    expect(url).not.toContain('lang=');
    for (const [locale, lang] of [['zh-CN', 'zh-CN'], ['en-US', 'en']]) {
      const ctx = await browser.newContext({ locale });
      const fresh = await ctx.newPage();
      await fresh.goto(url);
      await fresh.waitForSelector('.app');
      await waitForReport(fresh);
      await expect(fresh.locator('html')).toHaveAttribute('lang', lang);
      await expect(fresh.getByTestId('template-input')).toHaveValue('{user_id | md5 | hex | left(4)}_{user_id}');
      if (lang === 'zh-CN') expect(await englishOnPage(fresh)).toEqual([]);
      else await expect(fresh.getByTestId('share')).not.toHaveText(han);
      await ctx.close();
    }
  });

  test('the embed follows ?lang= and fits 600 px', async ({ page, watched }) => {
    await page.setViewportSize({ width: 600, height: 500 });
    await open(page);
    await waitForReport(page);
    await page.getByTestId('share').click();
    const hash = new URL(page.url()).hash;
    await page.goto(`/index.html?embed=1&view=regions${hash}`);
    await page.waitForSelector('.app');
    await waitForReport(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await englishLeft(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
    await shot(page, 'zh-cn-embed-600');
    // The docs page's choice wins over the reader's browser, and is not remembered as theirs.
    await page.goto(`/index.html?embed=1&view=regions&lang=en${hash}`);
    await page.waitForSelector('.app');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/index.html');
    await page.waitForSelector('.app');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test('the header switches the language, it is remembered, and ?lang= forces it', async ({ page, watched }) => {
  await open(page);
  await waitForReport(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const before = await page.getByTestId('template-input').inputValue();
  await page.getByTestId('lang-select').selectOption('zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('share')).toHaveText(han);
  // Switching loses nothing the user had.
  await expect(page.getByTestId('template-input')).toHaveValue(before);
  await waitForReport(page);
  expect(await englishOnPage(page)).toEqual([]);
  await page.reload();
  await page.waitForSelector('.app');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goto('/index.html?lang=en');
  await page.waitForSelector('.app');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('share')).not.toHaveText(han);
  await page.getByTestId('lang-select').selectOption('en');
  await page.goto('/index.html');
  await page.waitForSelector('.app');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
