// Who is in a region, for values a real table can hold and a page must not trust: markup, a
// right-to-left override, bytes that are not UTF-8, a 300-byte value, more distinct values than
// the counters hold; at 1280 px and at 390 px, from the keyboard, in English and Chinese; and a
// chart of 2,000 regions whose bars each hold several. Every figure is checked against
// `rowkey analyze --keys F --top 3` on the same dump.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { shownTop, whoValues } from './who';
import { rowkey, binary } from './cli';
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';
import { Page } from '@playwright/test';

const design = {
  name: 'tenants',
  template: '{tenant}_{user_id}_{n | dec(6)}',
  fields: { tenant: 'choice("t1": 6, "t2": 3, "t3": 1)', user_id: 'pattern("u#")', n: 'seq(0, 1)' },
  splits: { algorithm: 'explicit', keys: ['t2', 't3'] },
  sample: { count: 2000 },
};

function link(d: object): string {
  return 'v1.' + zlib.deflateRawSync(Buffer.from(JSON.stringify(d), 'utf8')).toString('base64url');
}

function tmp(name: string, text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rowkey-who-')), name);
  fs.writeFileSync(file, text);
  return file;
}

/** The dump, one `Bytes.toStringBinary` key per line: known heavy hitters in each region. */
function hostileDump(): string {
  const lines: string[] = [];
  let n = 0;
  const add = (tenant: string, user: string, times: number) => {
    for (let i = 0; i < times; i++) lines.push(`${tenant}_${user}_${String(n++).padStart(6, '0')}`);
  };
  add('t1', '<img src=x onerror="window.pwned=1">', 10);
  add('t1', 'W'.repeat(300), 8);
  add('t1', 'u1', 5);
  add('t2', '\\xE2\\x80\\xAEgnp.exe', 6); // U+202E, then "gnp.exe"
  add('t2', '\\xF0\\x9F\\x91\\xA9', 4); // an emoji, as four escaped bytes
  add('t2', '\\xFF\\xFE', 3); // not UTF-8
  // More distinct users than a region's counters hold, and one hot among them.
  for (let i = 0; i < 200; i++) add('t3', `v${i}`, 1);
  add('t3', 'hot', 120);
  lines.push('t3_no-number-here'); // does not match the template: line 357
  return lines.join('\n') + '\n';
}

/** Nothing on the page is wider than the window, and the drawer's lines wrap inside it. */
async function fitsWidth(page: Page) {
  const widths = await page.evaluate(() => {
    const who = document.querySelector('[data-testid="region-who"]') as HTMLElement | null;
    return {
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      who: who ? who.scrollWidth - who.clientWidth : 0,
    };
  });
  expect(widths.page, 'page wider than the window').toBeLessThanOrEqual(widths.window);
  expect(widths.who, 'who drawer overflows').toBeLessThanOrEqual(1);
}

async function analyseDump(page: Page, dump: string, keys: number) {
  await page.getByTestId('keys-format').selectOption('binary');
  await page.getByTestId('keys-paste').fill(dump);
  await page.getByTestId('keys-analyse-paste').click();
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', String(keys), { timeout: 60_000 });
}

for (const width of [1280, 390]) {
  test(`hostile values in who is in a region, keyboard only, at ${width} px`, async ({ page, watched }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const dialogs: string[] = [];
    page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
    const dump = hostileDump();
    const file = tmp('keys.txt', dump);
    const designPath = tmp('design.json', JSON.stringify(design));
    const cli = JSON.parse(rowkey(['analyze', designPath, '--keys', file, '--keys-format', 'binary', '--format', 'json', '--top', '3']));
    // The CLI's own figures, against an independent count of the dump above.
    expect(cli.regions.map((r: any) => r.count)).toEqual([23, 13, 321]);
    // (No `_` in the values: one would make the split before it ambiguous, and the key undecoded.)
    expect(cli.regions[0].top.find((t: any) => t.field === 'user_id')).toMatchObject({ field: 'user_id', value: '<img src=x onerror="window.pwned=1">', share: 10 / 23, error: 0 });
    expect(cli.regions[2].unmatched).toEqual({ count: 1, first: 357 });
    const hot = cli.regions[2].top.find((t: any) => t.value === 'hot');
    expect(hot.share).toBeGreaterThanOrEqual(120 / 321);
    expect(hot.share - hot.error).toBeLessThanOrEqual(120 / 321);

    await open(page, '#' + link(design));
    await waitForReport(page);
    await analyseDump(page, dump, 357);
    const bars = page.getByTestId('region-bar');
    await expect(bars).toHaveCount(3);
    const who = page.getByTestId('region-who');
    await bars.nth(0).focus();
    for (let i = 0; i < 3; i++) {
      if (i > 0) await page.keyboard.press('ArrowRight');
      await expect(bars.nth(i)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(who).toHaveAttribute('data-region', String(i));
      expect(await shownTop(page)).toEqual(cli.regions[i].top);
      // The leader read out after the bar's name is the CLI's first value, as text.
      const description = await bars.nth(i).getAttribute('aria-description');
      expect(description).toContain(cli.regions[i].top[0].value);
      await fitsWidth(page);
      await shot(page, `region-who-hostile-${i}-${width}`);
    }
    // Region 1: a right-to-left override in a value is shown as its code, so it cannot reverse
    // the words after it (the data attribute keeps the value itself).
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(who).toHaveAttribute('data-region', '1');
    const rtl = who.locator('[data-testid="who-value"][data-field="user_id"]').first();
    await expect(rtl).toHaveAttribute('data-value', '\u202Egnp.exe');
    await expect(rtl).toHaveText('region 1: `user_id` = `\\xE2\\x80\\xAEgnp.exe` takes 46.2 % of its keys');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // Region 2: shares counted past the counters say how far off they may be, and the key that
    // does not match is named by its line.
    await expect(who.locator('[data-testid="who-value"][data-field="user_id"]').first()).toContainText('hot');
    await expect(who.getByTestId('who-unmatched')).toHaveAttribute('data-first', '357');
    await expect(who.getByTestId('who-note')).toHaveText(cli.top.note);
    // Markup in a value is text: no element made of it, no script run, no dialog.
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(who).toHaveAttribute('data-region', '0');
    await expect(who.locator('img')).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as any).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(who.locator('[data-testid="who-value"][data-field="user_id"]').first()).toHaveText('region 0: `user_id` = `<img src=x onerror="window.pwned=1">` takes 43.5 % of its keys');
  });
}

test('a chart of 2,000 regions: bars of several regions, reached from the keyboard, list at most eight', async ({ page, watched }) => {
  test.setTimeout(240_000);
  const many = { ...design, splits: { algorithm: 'hexstring', regions: 2000 } };
  const designPath = tmp('design.json', JSON.stringify(many));
  // 2,000 regions' JSON is past execFileSync's default buffer.
  const cli = JSON.parse(execFileSync(binary(), ['analyze', designPath, '--format', 'json', '--top', '3'], { encoding: 'utf8', maxBuffer: 64 << 20 }));
  expect(cli.regions.length).toBe(2000);
  await open(page, '#' + link(many));
  await waitForReport(page);
  const bars = page.getByTestId('region-bar');
  const count = await bars.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThan(2000);
  await bars.nth(0).focus();
  await page.keyboard.press('End');
  await expect(bars.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Enter');
  const who = page.getByTestId('region-who');
  const first = Number(await bars.nth(count - 1).getAttribute('data-index'));
  await expect(who).toHaveAttribute('data-region', String(first));
  // The bar's regions, at most eight listed: each region with keys lists the CLI's values, in
  // order; an empty one lists nothing.
  const len = 2000 - first;
  expect(len).toBeGreaterThan(1);
  const listed = await who.locator('li[data-region]').evaluateAll((items) => [...new Set(items.map((li) => Number(li.getAttribute('data-region'))))]);
  const withKeys = [...Array(Math.min(len, 8)).keys()].map((i) => first + i).filter((r) => cli.regions[r].count > 0);
  expect(listed).toEqual(withKeys);
  expect(listed.length).toBeGreaterThan(0);
  for (const r of listed) {
    const shown = await whoValues(who.locator(`li[data-testid="who-value"][data-region="${r}"]`));
    expect(shown).toEqual(cli.regions[r].top);
  }
  // The keys all start with `t` (0x74), past every hex split key: the last region holds them,
  // and its values are listed under the last bar. A bar of several regions names no one
  // region's leader after its name; the drawer does.
  const holding = cli.regions.findIndex((r: any) => r.count > 0);
  expect(holding).toBe(1999);
  expect(listed).toContain(holding);
  expect(await bars.nth(count - 1).getAttribute('aria-description')).toBeNull();
  await shot(page, 'region-who-2000');
});

test.describe('in a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });

  test('hostile values in who is in a region, in Chinese at 390 px', async ({ page, watched }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 900 });
    const dump = hostileDump();
    const file = tmp('keys.txt', dump);
    const designPath = tmp('design.json', JSON.stringify(design));
    const cli = JSON.parse(rowkey(['analyze', designPath, '--keys', file, '--keys-format', 'binary', '--format', 'json', '--top', '3', '--lang', 'zh-CN']));
    await open(page, '#' + link(design));
    await waitForReport(page);
    await analyseDump(page, dump, 357);
    const bars = page.getByTestId('region-bar');
    await bars.nth(2).focus();
    await page.keyboard.press('Enter');
    const who = page.getByTestId('region-who');
    await expect(who).toHaveAttribute('data-region', '2');
    expect(await shownTop(page)).toEqual(cli.regions[2].top);
    await expect(who.getByTestId('who-note')).toHaveText(cli.top.note);
    await expect(who.getByTestId('who-unmatched')).toContainText('357');
    await fitsWidth(page);
    await shot(page, 'region-who-hostile-zh-390');
  });
});
