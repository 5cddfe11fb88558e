// The layout in Chinese: the page at 1024 px and an embed at 600 px have no horizontal overflow,
// and no button or label is clipped (Chinese labels are wider per character than English ones,
// and do not break at spaces). Screenshots go to e2e/screenshots/ for a person to look at.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { Page } from '@playwright/test';

/** Elements under `scope` whose content is wider than their box and is cut off: overflow hidden
 *  or clipped, or a button / label (whose text must show whole). Scrollable boxes are meant to
 *  scroll. */
async function clipped(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const out: string[] = [];
    const root = document.querySelector(scope);
    if (!root) return [`${scope}: missing`];
    const all = [root, ...Array.from(root.querySelectorAll('*'))] as HTMLElement[];
    for (const el of all) {
      const box = el.getBoundingClientRect();
      // Not shown, or shown to screen readers only (1 px boxes, clipped).
      if (box.width <= 1 || box.height <= 1) continue;
      // Code and user data scroll or wrap as they are; screen-reader-only text is 1 px on purpose.
      if (el.closest('svg, pre, code, textarea, input, select, .mono, [data-user], .visually-hidden')) continue;
      const style = getComputedStyle(el);
      const scrolls = ['auto', 'scroll'].includes(style.overflowX);
      if (scrolls) continue;
      const control = el.matches('button, label, .btn, a.button, [role=button], [role=tab]');
      const cuts = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (!control && !cuts) continue;
      // A one-line summary cut with an ellipsis on purpose, whole in its tooltip.
      if (!control && style.textOverflow === 'ellipsis' && el.title) continue;
      // One pixel of slack: sub-pixel text widths round up.
      if (el.scrollWidth > el.clientWidth + 1) {
        const name = `<${el.tagName.toLowerCase()}${el.dataset.testid ? ` data-testid="${el.dataset.testid}"` : ''} class="${el.className}">`;
        out.push(`${name} ${el.scrollWidth} > ${el.clientWidth}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
      }
    }
    return out;
  }, scope);
}

/** The page's or an element's content is no wider than its box. */
async function overflowX(page: Page, selector: string): Promise<{ scroll: number; client: number }[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((e) => ({ scroll: e.scrollWidth, client: e.clientWidth })).filter((w) => w.scroll > w.client + 1),
  );
}

test.describe('in a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });

  test('the page at 1024 px: no horizontal overflow, no clipped button or label', async ({ page, watched }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1024, height: 900 });
    await open(page);
    await waitForReport(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    expect(await overflowX(page, '.topbar, .layout, .col.editors, .col.results')).toEqual([]);
    expect(await clipped(page, 'body')).toEqual([]);
    await shot(page, 'zh-cn-layout-1024');
    // With the growth panel run and compare mode open.
    await page.getByTestId('growth-rows').fill('100,000');
    await page.getByTestId('growth-run').click();
    await expect(page.getByTestId('growth-result')).toBeVisible({ timeout: 120_000 });
    await page.getByTestId('compare-open').click();
    await expect(page.getByTestId('compare')).toHaveAttribute('data-current', 'true', { timeout: 90_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    expect(await overflowX(page, '.topbar, .layout, .col.editors, .col.results, [data-testid=compare]')).toEqual([]);
    expect(await clipped(page, 'body')).toEqual([]);
    await shot(page, 'zh-cn-layout-1024-compare');
  });

  for (const view of ['regions', 'heatmap', 'keys']) {
    test(`the ${view} embed at 600 px: no horizontal overflow, no clipped label`, async ({ page, watched }) => {
      await page.setViewportSize({ width: 600, height: 500 });
      await open(page);
      await waitForReport(page);
      await page.getByTestId('share').click();
      const hash = new URL(page.url()).hash;
      await page.goto(`/index.html?embed=1&view=${view}${hash}`);
      await page.waitForSelector('.app.embed');
      await waitForReport(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
      expect(await overflowX(page, '.app.embed, .embed-bar')).toEqual([]);
      expect(await clipped(page, '.app.embed')).toEqual([]);
      await shot(page, `zh-cn-embed-600-${view}`);
    });
  }
});
