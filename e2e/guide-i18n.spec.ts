// The five-minute guide (www/guide.html) in Simplified Chinese as well as English: it follows
// the playground's language rule (`?lang=`, else the stored choice, else the browser), sets
// `<html lang>`, offers a switch, and in zh-CN no English is left (identifiers aside).
import { test, expect, open, shot } from './fixtures';
import { Page } from '@playwright/test';
import { englishLeft, han } from './english';

const LANG_KEY = 'rowkey-playground.lang';

/** Opens the guide (with a query string, if any) and waits for its language to be settled. */
async function openGuide(page: Page, query = '') {
  await page.goto(`/guide.html${query}`);
  await page.waitForLoadState('domcontentloaded');
}

test.describe('in a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });

  test('the guide is in Chinese with no English left, and fits 600 px', async ({ page, watched }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await openGuide(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1:visible')).toHaveText('五分钟入门指南');
    await expect(page).toHaveTitle(/入门指南/);
    // Only one language shows.
    await expect(page.locator('.guide[lang="en"]')).toBeHidden();
    expect(await englishLeft(page)).toEqual([]);
    // The terms Chinese HBase engineers use, and the identifiers left as they are.
    const text = await page.locator('.guide[lang="zh-CN"]').innerText();
    for (const term of ['rowkey', 'region', '预分区', '热点', '加盐', '哈希', '全表扫描', 'HexStringSplit', 'toStringBinary']) {
      expect(text).toContain(term);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
    await shot(page, 'guide-zh-cn-600');
  });

  test('?lang=en forces English, and the way back to the playground keeps it', async ({ page, watched }) => {
    await openGuide(page, '?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1:visible')).toHaveText('The five-minute guide');
    await expect(page.locator('.guide[lang="zh-CN"]')).toBeHidden();
    await expect(page.getByTestId('guide-open')).toHaveAttribute('href', 'index.html?lang=en');
    // A link's choice is not remembered as the reader's.
    await openGuide(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the guide is in English as before, with a switch to Chinese', async ({ page, watched }) => {
    await openGuide(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Guide · RowKey Playground');
    await expect(page.locator('h1:visible')).toHaveText('The five-minute guide');
    await expect(page.locator('.guide[lang="zh-CN"]')).toBeHidden();
    const shown = await page.locator('.guide[lang="en"] main').innerText();
    expect(shown).toContain('RowKey Playground shows what an HBase (or Bigtable) row key design does');
    expect(shown).toContain('Keyboard: every control is reachable with Tab; Escape closes the preset gallery.');
    expect(shown).not.toMatch(han);
    // Without a `?lang=` the playground finds the language itself.
    await expect(page.getByTestId('guide-open')).toHaveAttribute('href', 'index.html');
  });

  test('?lang=zh-CN forces Chinese; the switch is remembered by the guide and the playground', async ({ page, watched }) => {
    await openGuide(page, '?lang=zh-CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1:visible')).toHaveText('五分钟入门指南');
    expect(await englishLeft(page)).toEqual([]);
    await expect(page.getByTestId('guide-open-zh')).toHaveAttribute('href', 'index.html?lang=zh-CN');
    expect(await page.evaluate((k) => localStorage.getItem(k), LANG_KEY)).toBeNull();

    await openGuide(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('guide-lang-zh').click();
    await expect(page).toHaveURL(/guide\.html\?lang=zh-CN$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate((k) => localStorage.getItem(k), LANG_KEY)).toBe('zh-CN');
    await openGuide(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // The playground reads the same choice.
    await page.goto('/index.html');
    await page.waitForSelector('.app');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await openGuide(page);
    await page.getByTestId('guide-lang-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await openGuide(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the playground\'s guide link speaks the page\'s language, even a forced one', async ({ page, watched }) => {
    await open(page, '?lang=zh-CN');
    const link = page.getByTestId('guide-link');
    await expect(link).toHaveAttribute('href', 'guide.html?lang=zh-CN');
    const [guide] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await guide.waitForLoadState('domcontentloaded');
    await expect(guide.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(guide.locator('h1:visible')).toHaveText('五分钟入门指南');
    await guide.close();
    await page.getByTestId('lang-select').selectOption('en');
    await expect(link).toHaveAttribute('href', 'guide.html?lang=en');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'zh-CN' });

  test('the guide still reads, in English', async ({ page }) => {
    await page.goto('/guide.html');
    await expect(page.locator('h1:visible')).toHaveText('The five-minute guide');
    await expect(page.locator('.guide[lang="zh-CN"]')).toBeHidden();
  });
});
