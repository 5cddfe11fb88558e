// The playground in Simplified Chinese as well as English: the language follows the browser, can
// be switched in the header and is remembered, `?lang=` forces it (embeds included), and in
// zh-CN no English UI text is left (HBase identifiers and the user's data aside).
import { test, expect, open, waitForReport, shot } from './fixtures';
import { Page } from '@playwright/test';
import { englishLeft, han } from './english';


/** The parts of the page that are in Chinese so far; the editors column, the keyspace ruler,
 * the sample table, sizing and queries still speak English only
 * (issue 14 is open): when they are translated, the check below becomes the whole page. */
const TRANSLATED = [
  '.topbar', '[data-testid=purpose]', '[data-testid=heatmap]', '[data-testid=lengths-chart]',
  '[data-testid=lints]', '[data-testid=keys-panel]', '[data-testid=growth-panel]',
  '.template-editor', '[aria-labelledby=fields-title]', '[data-testid=keyspace-ruler]',
  '.panel.splits', '[data-testid=sizing-panel]', '[data-testid=queries]', '.panel.sample-keys',
  '[data-testid=exports]', '.compare-open', '[data-testid=compare]', '[data-testid=editing-switch]',
  '[data-testid=stale-note]', '[data-testid=held]', '.skip',
];

/** English words left in the translated parts of the page, each with where it is. */
async function englishLeftInTranslated(page: Page): Promise<string[]> {
  const left: string[] = [];
  for (const scope of TRANSLATED) {
    if ((await page.locator(scope).count()) === 0) continue;
    for (const w of await englishLeft(page, scope)) left.push(`${scope}: ${w}`);
  }
  return left;
}

test.describe('in a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });

  test('the page opens in Chinese with no English UI text left, and fits 1024 px', async ({ page, watched }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await open(page);
    await waitForReport(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('share')).toHaveText(han);
    expect(await englishLeftInTranslated(page)).toEqual([]);
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
    expect(await englishLeftInTranslated(page)).toEqual([]);
    await page.getByTestId('template-input').fill('{user_id | md6}');
    const error = page.getByTestId('template-error').first();
    await expect(error).toBeVisible();
    // The message is the core's, rendered in Chinese, naming what the user typed.
    const message = (await page.locator('#template-errors').textContent()) ?? '';
    expect(message).toMatch(han);
    expect(message).toContain('md6');
    await shot(page, 'zh-cn-template-error');
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
      if (lang === 'zh-CN') expect(await englishLeftInTranslated(fresh)).toEqual([]);
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
  expect(await englishLeftInTranslated(page)).toEqual([]);
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
