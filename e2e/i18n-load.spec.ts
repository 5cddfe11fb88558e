// The Chinese texts on demand: the page's wasm carries none, and loads `lang/zh-CN.json` before it
// renders in Chinese (web/src/i18n/zh_texts.rs). An English page never asks for it; a Chinese one
// renders fully in Chinese; switching to Chinese loads it first; a file that cannot be had keeps
// the page working in English, with a notice saying why.
import { test, expect, open, waitForReport } from './fixtures';
import { Page } from '@playwright/test';
import { englishLeft, han } from './english';

const ZH_FILE = /\/lang\/zh-CN\.json$/;

/** Every request of the page for the Chinese texts file, from now on. */
function zhRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (ZH_FILE.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the page makes no request for the Chinese texts', async ({ page, watched }) => {
    const asked = zhRequests(page);
    await open(page);
    await waitForReport(page);
    await expect(page.getByTestId('share')).toHaveText('Share');
    expect(asked).toEqual([]);
  });

  test('switching to Chinese loads the texts first, then the whole page is Chinese', async ({ page, watched }) => {
    const asked = zhRequests(page);
    await open(page);
    await waitForReport(page);
    await page.getByTestId('lang-select').selectOption('zh-CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('share')).toHaveText(han);
    await waitForReport(page);
    expect(await englishLeft(page, 'body')).toEqual([]);
    expect(asked.length).toBe(1);
    // Back to English and to Chinese again: the texts are loaded once.
    await page.getByTestId('lang-select').selectOption('en');
    await expect(page.getByTestId('share')).toHaveText('Share');
    await page.getByTestId('lang-select').selectOption('zh-CN');
    await expect(page.getByTestId('share')).toHaveText(han);
    expect(asked.length).toBe(1);
  });

  test('a Chinese texts file that cannot be had leaves the page in English, saying why', async ({ page }) => {
    await page.route(ZH_FILE, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await open(page);
    await waitForReport(page);
    await page.getByTestId('lang-select').selectOption('zh-CN');
    await expect(page.getByTestId('banner')).toContainText('The Chinese texts could not be loaded');
    await expect(page.getByTestId('banner')).toContainText('404');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('share')).toHaveText('Share');
    await expect(page.getByTestId('lang-select')).toHaveValue('en');
  });
});

test('?lang=zh-CN renders fully in Chinese, with the texts asked for once', async ({ page, watched }) => {
  const asked = zhRequests(page);
  await open(page, '?lang=zh-CN');
  await waitForReport(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('share')).toHaveText(han);
  expect(await englishLeft(page, 'body')).toEqual([]);
  expect(asked.length).toBe(1);
});

test('a page opened in Chinese whose texts fail to load opens in English with a notice', async ({ page }) => {
  await page.route(ZH_FILE, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await open(page, '?lang=zh-CN');
  await waitForReport(page);
  await expect(page.getByTestId('banner')).toContainText('The Chinese texts could not be loaded');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('share')).toHaveText('Share');
  await expect(page.getByTestId('lang-select')).toHaveValue('en');
});

test('a Chinese texts file that is not the texts is refused the same way', async ({ page }) => {
  await page.route(ZH_FILE, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>oops</html>' }));
  await open(page, '?lang=zh-CN');
  await expect(page.getByTestId('banner')).toContainText('The Chinese texts could not be loaded (not a JSON object of texts');
  await expect(page.getByTestId('share')).toHaveText('Share');
});
