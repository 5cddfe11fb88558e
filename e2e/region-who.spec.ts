// Who is in a region: the regions chart's bars reached from the keyboard (one tab stop, arrow
// keys between bars, Enter or Space as a click), each showing the region's top values and its
// keys that do not match the template, checked against `rowkey analyze --top 3` on the same
// design and the same key dump; in English and in Chinese.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { shownTop } from './who';
import { root, rowkey } from './cli';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';

const designFile = path.join(root, 'testdata', 'who', 'tenants.design.json');

/** The design's share-link fragment, made as the core makes them: raw DEFLATE, base64url. */
function link(file: string): string {
  const json = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')));
  return 'v1.' + zlib.deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url');
}

test('region bars from the keyboard show who is in each region, as `rowkey analyze --top 3` says', async ({ page, watched }) => {
  test.setTimeout(180_000);
  const cli = JSON.parse(rowkey(['analyze', designFile, '--format', 'json', '--top', '3']));
  await open(page, '#' + link(designFile));
  await waitForReport(page);
  const bars = page.getByTestId('region-bar');
  await expect(bars).toHaveCount(3);
  // One tab stop for the chart: reached with Tab from the control before it.
  await expect(bars.nth(0)).toHaveAttribute('tabindex', '0');
  await expect(bars.nth(1)).toHaveAttribute('tabindex', '-1');
  await bars.nth(0).focus();
  await expect(bars.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(bars.nth(1)).toBeFocused();
  // Its accessible name: the region, its start key, its share, and what Enter does.
  const share = (cli.regions[1].share * 100).toFixed(1);
  await expect(bars.nth(1)).toHaveAttribute('role', 'button');
  const expected = (cli.regions[1].expected_share * 100).toFixed(1);
  await expect(bars.nth(1)).toHaveAttribute('aria-label', `Region 1: starts at \`t2\` · ${share} % observed · ${expected} % expected. Enter: decode its start key and show who is in it`);
  await page.keyboard.press('Enter');
  const who = page.getByTestId('region-who');
  await expect(who).toHaveAttribute('data-region', '1');
  expect(await shownTop(page)).toEqual(cli.regions[1].top);
  await expect(who.getByTestId('who-value').first()).toHaveText('region 1: `tenant` = `t2` takes 100.0 % of its keys');
  await expect(who.getByTestId('who-note')).toHaveText(cli.top.note);
  await expect(who.getByTestId('who-unmatched')).toHaveCount(0);
  // What a click opens: the region's start key, decoded.
  await expect(page.getByTestId('decode-key')).toHaveText('t2');
  // Space on the next bar, then End and Home.
  await page.keyboard.press('ArrowRight');
  await expect(bars.nth(2)).toBeFocused();
  await page.keyboard.press(' ');
  await expect(who).toHaveAttribute('data-region', '2');
  expect(await shownTop(page)).toEqual(cli.regions[2].top);
  await expect(page.getByTestId('decode-key')).toHaveText('t3');
  await page.keyboard.press('Home');
  await expect(bars.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(who).toHaveAttribute('data-region', '0');
  expect(await shownTop(page)).toEqual(cli.regions[0].top);
  await page.keyboard.press('End');
  await expect(bars.nth(2)).toBeFocused();
  // The focused bar is drawn as focused.
  const stroke = await bars.nth(2).locator('rect.hit').evaluate((r) => getComputedStyle(r).strokeWidth);
  expect(stroke).toBe('2px');
  await shot(page, 'region-who-en');
});

test('for a key dump, who is in a region and its keys that do not match, with the first one\'s line', async ({ page, watched }) => {
  test.setTimeout(180_000);
  // A dump with known heavy hitters: u7 in a quarter of t1's keys, and two keys that do not
  // match the template (lines 4 and 9).
  const lines: string[] = [];
  for (let i = 0; i < 40; i++) lines.push(`t1_u${i % 4 === 0 ? 7 : i % 10}_${String(i).padStart(6, '0')}`);
  for (let i = 0; i < 10; i++) lines.push(`t3_u${i % 2}_${String(i).padStart(6, '0')}`);
  lines.splice(3, 0, 't1_nope');
  lines.splice(8, 0, 't1_u1_12');
  const dump = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rowkey-')), 'keys.txt');
  fs.writeFileSync(dump, lines.join('\n') + '\n');
  const cli = JSON.parse(rowkey(['analyze', designFile, '--keys', dump, '--format', 'json', '--top', '3']));
  expect(cli.regions[0].unmatched).toEqual({ count: 2, first: 4 });
  await open(page, '#' + link(designFile));
  await waitForReport(page);
  await page.getByTestId('keys-paste').fill(lines.join('\n') + '\n');
  await page.getByTestId('keys-analyse-paste').click();
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', String(lines.length), { timeout: 60_000 });
  await page.getByTestId('region-bar').nth(0).click();
  const who = page.getByTestId('region-who');
  await expect(who).toHaveAttribute('data-region', '0');
  expect(await shownTop(page)).toEqual(cli.regions[0].top);
  // u7: every fourth of the 40 t1 keys plus those ending in 7 otherwise, of the region's 42.
  const u7 = cli.regions[0].top.find((t: any) => t.field === 'user_id');
  expect(u7.value).toBe('u7');
  expect(u7.share).toBe(14 / 42);
  const unmatched = who.getByTestId('who-unmatched');
  await expect(unmatched).toHaveAttribute('data-count', '2');
  await expect(unmatched).toHaveAttribute('data-first', '4');
  await expect(unmatched).toHaveText('region 0: 2 keys do not match the template (the first at line 4)');
  // A region with no keys lists no value.
  await page.getByTestId('region-bar').nth(1).click();
  await expect(who).toHaveAttribute('data-region', '1');
  await expect(who.getByTestId('who-value')).toHaveCount(0);
  await shot(page, 'region-who-keys-en');
});

test.describe('in a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });

  test('who is in a region, in Chinese', async ({ page, watched }) => {
    test.setTimeout(180_000);
    const cli = JSON.parse(rowkey(['analyze', designFile, '--format', 'json', '--top', '3']));
    await open(page, '#' + link(designFile));
    await waitForReport(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const bar = page.getByTestId('region-bar').nth(1);
    await expect(bar).toHaveAttribute('aria-label', /按回车键：解码其起始 key 并显示其中有谁$/);
    await bar.focus();
    await page.keyboard.press('Enter');
    const who = page.getByTestId('region-who');
    await expect(who).toContainText('1 号 region 里有谁');
    await expect(who.getByTestId('who-value').first()).toHaveText('1 号 region：`tenant` = `t2` 占其 key 的 100.0%');
    expect(await shownTop(page)).toEqual(cli.regions[1].top);
    await expect(who.getByTestId('who-note')).toContainText('SpaceSaving');
    await expect(who.getByTestId('who-note')).toContainText('每个 region 的高频取值');
    await shot(page, 'region-who-zh');
  });
});
