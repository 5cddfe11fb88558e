// The splits panel's work that the quick worker does (crates/rowkey-worker/src/quick): reading a
// paste with the core's importers on Import, and RegionSplitter's check of the settings with the
// algorithm's default rows. The answers arrive after the input; what the user sees is the same.
import { test, expect, open } from './fixtures';
import * as fs from 'fs';
import * as path from 'path';

const fixture = (name: string) =>
  fs.readFileSync(path.join(__dirname, '..', 'crates', 'rowkey-cli', 'tests', 'fixtures', name), 'utf8');

test('Import reads HBase shell output into explicit keys, and a bad paste says where, in the page language', async ({ page, watched }) => {
  await open(page);
  await page.getByTestId('split-paste').fill(fixture('get_splits.txt'));
  await page.getByTestId('split-import').click();
  await expect(page.getByTestId('split-algorithm')).toHaveValue('explicit');
  await expect(page.getByTestId('split-paste')).toHaveValue('10\n20\\x00\na|b\nuser\\xFF\\x00');
  await expect(page.locator('.split-paste .ok-text')).toHaveText('Imported 4 split keys (5 regions) from get-splits input.');

  // REST JSON that is not the REST document: the error names the format and the line.
  await page.getByTestId('split-format').selectOption('rest-json');
  await page.getByTestId('split-paste').fill('{"Region": 5}');
  await page.getByTestId('split-import').click();
  await expect(page.locator('#split-paste-error')).toContainText(/^rest-json line 1/);
  await expect(page.getByTestId('split-paste')).toHaveAttribute('aria-invalid', 'true');

  await open(page, '?lang=zh-CN');
  await page.getByTestId('split-format').selectOption('rest-json');
  await page.getByTestId('split-paste').fill('{"Region": 5}');
  await page.getByTestId('split-import').click();
  await expect(page.locator('#split-paste-error')).toContainText(/^rest-json 第 1 行/);
  expect(watched.errors).toEqual([]);
});

test('a first row HBase refuses stays in its box with the reason; the default rows are shown', async ({ page, watched }) => {
  await open(page);
  await page.getByTestId('split-algorithm').selectOption('hexstring');
  await expect(page.getByTestId('split-first')).toHaveAttribute('placeholder', '00000000');
  await expect(page.getByTestId('split-last')).toHaveAttribute('placeholder', 'ffffffff');
  await page.getByTestId('split-first').fill('xyz');
  await expect(page.getByTestId('split-first')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#split-first-error')).toContainText('is not a hexadecimal number');
  await page.getByTestId('split-first').fill('10');
  await expect(page.getByTestId('split-first')).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator('#split-first-error')).toHaveCount(0);
  expect(watched.errors).toEqual([]);
});
