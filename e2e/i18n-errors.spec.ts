// The core's errors on the page in the reader's language: split keys pasted into the splits
// panel that do not parse, and an export the target cannot express, read in Chinese under
// `?lang=zh-CN` (with their line and column, and no English UI text left) and in English under
// `?lang=en`, so each check can fail either way.
import { test, expect, open, waitForReport } from './fixtures';
import type { Page } from '@playwright/test';
import { englishLeft, han } from './english';

/** get_splits output whose `=>` list is never closed: line 3, column 4. */
const UNCLOSED = 'Total number of splits = 3\n10\n=> ["10"\n';

/** Open the playground in `lang` on a design RegionSplitter cannot express: family `d` sets
 * attributes, which RegionSplitter's command line cannot. */
async function openDesign(page: Page, lang: string) {
  await open(page, `?lang=${lang}`);
  await page.evaluate(() => {
    const d = {
      version: 1, name: 'Refused', template: '{id | md5 | hex}', fields: { id: 'seq(1, 1)' },
      splits: { algorithm: 'hexstring', regions: 4 },
      table: { name: 'events', families: [{ name: 'd', VERSIONS: 1 }] },
    };
    localStorage.setItem('rowkey-playground.design', JSON.stringify(d));
  });
  await page.goto(`/index.html?lang=${lang}`);
  await waitForReport(page);
}

/** Paste `text` as get_splits output and import it; the error shown under the box. */
async function pasteSplits(page: Page, text: string) {
  const box = page.getByTestId('split-paste');
  await box.scrollIntoViewIfNeeded();
  await page.getByTestId('split-format').selectOption('get-splits');
  await box.fill(text);
  await page.getByTestId('split-import').click();
  const error = page.locator('#split-paste-error');
  await expect(error).toBeVisible();
  return error;
}

/** Show the RegionSplitter export; the refusal shown instead of its text. */
async function regionSplitterRefusal(page: Page) {
  await page.getByTestId('export-regionsplitter').click();
  await expect(page.getByTestId('export-output')).toBeEmpty();
  return page.getByTestId('export-error');
}

test('in zh-CN a pasted get_splits error and an export refusal read in Chinese, with no English UI text', async ({ page, watched }) => {
  await openDesign(page, 'zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  const error = await pasteSplits(page, UNCLOSED);
  // The core's message in Chinese, after the line and column of the page's own words.
  await expect(error).toContainText('第 3 行第 4 列');
  await expect(error).toContainText('列表没有闭合：缺少 `]`');
  await expect(error).not.toContainText('is missing');
  expect(await englishLeft(page)).toEqual([]);

  const refusal = await regionSplitterRefusal(page);
  await expect(refusal).toHaveText(han);
  await expect(refusal).toContainText('RegionSplitter 用 HBase 的默认设置创建每个列族');
  // The names and the flags to use instead stay as they are.
  await expect(refusal).toContainText('`d`（table.families[0]）');
  await expect(refusal).toContainText('--to shell-numregions');
  await expect(refusal).not.toContainText('creates each column family');
  expect(await englishLeft(page)).toEqual([]);
});

test('in English the same paste and export show the English text', async ({ page, watched }) => {
  await openDesign(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const error = await pasteSplits(page, UNCLOSED);
  await expect(error).toContainText('line 3, column 4');
  await expect(error).toContainText('the list is not closed: `]` is missing');
  await expect(error).not.toHaveText(han);

  const refusal = await regionSplitterRefusal(page);
  await expect(refusal).toHaveText(
    "RegionSplitter creates each column family with HBase's defaults, and family `d` " +
    '(table.families[0]) sets attributes: use the shell export (--to shell, or --to shell-numregions).');
});
