// A first screen that explains itself: keys that hold UTF-8 text show
// it beside toStringBinary, the sizing panel gives the regions HBase reaches and a pre-split,
// and a report for another version of the design is dimmed and says why.
import { Page } from '@playwright/test';
import { test, expect, open, waitForReport, shot } from './fixtures';
import * as zlib from 'zlib';
import { rowkey } from './cli';

/** A share-link fragment for `design`, made as the core makes them: raw DEFLATE, base64url. */
function link(design: object): string {
  return '#v1.' + zlib.deflateRawSync(Buffer.from(JSON.stringify(design), 'utf8')).toString('base64url');
}

/** The bytes of a toStringBinary string (`\xHH` escapes, other characters as themselves). */
function fromBinary(s: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < s.length; ) {
    if (s.startsWith('\\x', i) && /^[0-9A-F]{2}$/.test(s.slice(i + 2, i + 4))) {
      out.push(parseInt(s.slice(i + 2, i + 4), 16));
      i += 4;
    } else {
      out.push(s.charCodeAt(i) & 0xff);
      i += 1;
    }
  }
  return Buffer.from(out);
}

const CITIES = {
  version: 1,
  name: 'Orders by city',
  template: '{city}_{id | i32}',
  fields: { city: 'choice("深圳", "北京", "上海")', id: 'seq(1, 1)' },
  sample: { count: 2000 },
  // 北 is E5 8C 97 and 深 is E6 B7 B1 in UTF-8.
  splits: { algorithm: 'explicit', keys: ['\\xE5\\x8C\\x97', '\\xE6\\xB7\\xB1'] },
};

test('keys with Chinese values show their text beside toStringBinary', async ({ page, watched }) => {
  await open(page, link(CITIES));
  await waitForReport(page);
  const keys = await page.getByTestId('sample-key').allTextContents();
  const texts = await page.getByTestId('sample-text').allTextContents();
  expect(keys.length).toBeGreaterThan(5);
  // Every key holds a city, so every row has its text line.
  expect(texts.length).toBe(keys.length);
  for (const [i, key] of keys.entries()) {
    // HBase's form is kept as it is: the city as escapes, the int as escapes.
    expect(key).toMatch(/^(\\x[0-9A-F]{2}){6}_(\\x[0-9A-F]{2}){4}$/);
    const sep = key.indexOf('_');
    const city = fromBinary(key.slice(0, sep)).toString('utf8');
    expect(['深圳', '北京', '上海']).toContain(city);
    // The text line decodes the city and leaves the binary int in toStringBinary.
    expect(texts[i]).toBe('text' + city + key.slice(sep));
  }
  // The int of row 1 is 1: its bytes stay escapes in the text line too.
  expect(texts[0].endsWith('_\\x00\\x00\\x00\\x01')).toBe(true);
  // The split keys list gives the text of each key beside its escapes (each split key ends
  // one region and starts the next).
  const splitTexts = page.getByTestId('split-key-text');
  await expect(splitTexts).toHaveText(['北', '北', '深', '深']);
  await expect(page.getByTestId('split-keys')).toContainText('\\xE5\\x8C\\x97');
  await shot(page, 'views-utf8-keys');
  // ASCII keys have nothing to add.
  await page.getByTestId('template-input').fill('{id}');
  await expect(page.getByTestId('sample-key').first()).toHaveText('1');
  await expect(page.getByTestId('sample-text')).toHaveCount(0);
});

const HEX = {
  version: 1,
  name: 'Sized',
  template: '{id | md5 | hex | left(8)}_{id}',
  fields: { id: 'seq(1, 1)' },
  sample: { count: 5000 },
  splits: { algorithm: 'hexstring', regions: 16 },
};

async function typeInto(page: Page, id: string, text: string) {
  const box = page.getByTestId(id);
  await box.fill('');
  await box.pressSequentially(text);
}

test('sizing gives the region count and the pre-split, survives reload and links, and applies', async ({ page, browser, watched }) => {
  await open(page, link(HEX));
  await waitForReport(page);
  await expect(page.getByTestId('sizing-empty')).toBeVisible();
  await expect(page.getByTestId('sizing-max-filesize')).toHaveValue('10 GiB');
  await typeInto(page, 'sizing-rows', '2e9');
  await typeInto(page, 'sizing-row-bytes', '300');
  // Results follow what is typed; Enter keeps it in the design.
  await expect(page.getByTestId('sizing-regions')).toHaveText('56');
  await expect(page.getByTestId('sizing-presplit')).toHaveText('56');
  await expect(page.getByTestId('sizing-summary')).toHaveText(
    '2,000,000,000 rows × 300 bytes = 559 GiB → 56 regions of 10.00 GiB',
  );
  await expect(page.getByTestId('sizing-why')).toContainText('pre-split into the 56 regions');
  await page.getByTestId('sizing-row-bytes').press('Enter');
  await expect(page.getByTestId('sizing-pending')).toHaveCount(0);
  await expect(page.getByTestId('sizing-rows')).toHaveValue('2,000,000,000');
  await waitForReport(page);

  // A smaller region size: 20 GiB regions halve the count.
  await typeInto(page, 'sizing-max-filesize', '20GiB');
  await page.getByTestId('sizing-max-filesize').press('Enter');
  await expect(page.getByTestId('sizing-max-filesize')).toHaveValue('20 GiB');
  await expect(page.getByTestId('sizing-regions')).toHaveText('28');
  await waitForReport(page);

  // The autosave brings it back after a reload, and a share link carries it.
  await page.reload();
  await page.waitForSelector('.app');
  await expect(page.getByTestId('sizing-rows')).toHaveValue('2,000,000,000');
  await expect(page.getByTestId('sizing-row-bytes')).toHaveValue('300');
  await expect(page.getByTestId('sizing-regions')).toHaveText('28');
  await waitForReport(page);
  const url = page.url();
  expect(url).toMatch(/#v1\./);
  const ctx = await browser.newContext();
  const fresh = await ctx.newPage();
  await fresh.goto(url);
  await fresh.waitForSelector('.app');
  await expect(fresh.getByTestId('sizing-regions')).toHaveText('28');
  await expect(fresh.getByTestId('sizing-max-filesize')).toHaveValue('20 GiB');
  await ctx.close();

  // The suggestion goes to the splits in one click, keeping the algorithm.
  await page.getByTestId('sizing-apply').click();
  await expect(page.getByTestId('split-regions')).toHaveValue('28');
  await expect(page.getByTestId('split-algorithm')).toHaveValue('hexstring');
  await expect(page.getByTestId('sizing-apply')).toBeDisabled();
  await waitForReport(page);
  await expect(page.getByTestId('split-key')).toHaveCount(27);
  await shot(page, 'views-sizing');
});

test('bad sizing numbers get a message next to their box and change nothing', async ({ page, watched }) => {
  await open(page, link(HEX));
  await waitForReport(page);
  const rev = await page.locator('.app').getAttribute('data-revision');
  await typeInto(page, 'sizing-row-bytes', '300');
  const cases: [string, RegExp][] = [
    ['-5', /must be a positive number/],
    ['abc', /not a number/],
    ['99999999999999999999', /too large/],
    ['0', /at least 1 row/],
    ['2 zillion', /not a count scale/],
  ];
  for (const [typed, why] of cases) {
    await typeInto(page, 'sizing-rows', typed);
    await page.getByTestId('sizing-rows').press('Enter');
    await expect(page.getByTestId('sizing-rows-error')).toHaveText(why);
    await expect(page.getByTestId('sizing-rows')).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays in the box, to be fixed.
    await expect(page.getByTestId('sizing-rows')).toHaveValue(typed);
    await expect(page.getByTestId('sizing-result')).toHaveCount(0);
  }
  // None of it reached the design: no new revision, and the rest of the page is untouched.
  expect(await page.locator('.app').getAttribute('data-revision')).toBe(rev);
  await expect(page.getByTestId('region-bar').first()).toBeVisible();
  await expect(page.getByTestId('template-error')).toHaveCount(0);
  // Absurd totals are refused with the figure; a row over HBase's row size limit too.
  await typeInto(page, 'sizing-rows', '1e15');
  await typeInto(page, 'sizing-row-bytes', '1GiB');
  await expect(page.getByTestId('sizing-rows-error')).toContainText('over 1 EiB');
  await typeInto(page, 'sizing-row-bytes', '2GiB');
  await expect(page.getByTestId('sizing-row-bytes-error')).toContainText('hbase.table.max.rowsize');
  await typeInto(page, 'sizing-max-filesize', '1MB');
  await expect(page.getByTestId('sizing-max-filesize-error')).toContainText('2 MiB');
  // Fixing the box makes it good again.
  await typeInto(page, 'sizing-rows', '1000000');
  await typeInto(page, 'sizing-row-bytes', '1KiB');
  await typeInto(page, 'sizing-max-filesize', '');
  await expect(page.getByTestId('sizing-rows-error')).toHaveCount(0);
  await expect(page.getByTestId('sizing-regions')).toHaveText('1');
  await shot(page, 'views-sizing-errors');
});

test('a stale report is dimmed and says why until the fresh one arrives', async ({ page, watched }) => {
  await open(page, link(HEX));
  await waitForReport(page);
  const results = page.locator('#results');
  await expect(results).not.toHaveAttribute('data-stale', /.*/);
  await expect(page.getByTestId('stale-note')).toHaveCount(0);

  // An error in the template: the charts are the previous version's, dimmed, and say so.
  await page.getByTestId('template-input').fill('{id | md6}');
  await expect(results).toHaveAttribute('data-stale', 'errors');
  await expect(page.getByTestId('stale-note')).toHaveText(
    'Showing the report for the previous version — fix the errors in the editor',
  );
  await expect(page.locator('.app')).not.toHaveAttribute('data-report-revision', (await page.locator('.app').getAttribute('data-revision'))!);
  await expect(page.locator('#results > .panel').first()).toHaveCSS('opacity', '0.45');
  await shot(page, 'views-stale-errors');

  // Record every state the results go through while the fixed design is analysed.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as any).__staleSeen = seen;
    const app = document.querySelector('.app')!;
    const record = () => {
      const r = document.getElementById('results')!;
      const note = document.querySelector('[data-testid=stale-note]')?.textContent ?? '';
      seen.push(`${(app as HTMLElement).dataset.analysis}|${r.dataset.stale ?? ''}|${note}`);
    };
    new MutationObserver(record).observe(app, { attributes: true, subtree: true, childList: true });
  });
  await page.getByTestId('template-input').fill('{id | md5 | hex | left(4)}_{id}');
  await waitForReport(page);
  const seen: string[] = await page.evaluate(() => (window as any).__staleSeen);
  // While the analysis ran, the results were marked as analysing…
  expect(seen.some((s) => s.startsWith('running|running|Analysing…'))).toBe(true);
  // …and never while idle with the fresh report.
  await expect(results).not.toHaveAttribute('data-stale', /.*/);
  await expect(page.getByTestId('stale-note')).toHaveCount(0);
  await expect(page.locator('#results > .panel').first()).toHaveCSS('opacity', '1');
});

test('the JS module sizes exactly as the CLI, and says what is wrong', async ({ page, watched }) => {
  await page.goto('/js-example.html');
  await page.waitForFunction(() => document.body.dataset.done);
  const run = (arg: unknown) =>
    page.evaluate(async (arg) => {
      const m: any = await import('./rowkey-wasm/rowkey_wasm.js');
      try {
        return { ok: true, value: m.size(arg) };
      } catch (e: any) {
        return { ok: false, isError: e instanceof Error, message: e.message, kind: e.kind ?? null, path: e.path ?? null };
      }
    }, arg);
  const good = await run({ rows: 2e9, row_bytes: 300, max_filesize: 1073741824 });
  expect(good.ok).toBe(true);
  const cli = JSON.parse(rowkey(['size', '--rows', '2e9', '--row-bytes', '300', '--max-filesize', '1GiB', '--format', 'json']));
  expect(good.value).toEqual(cli);
  expect(good.value.regions).toBe(559);
  // max_filesize may be left out: HBase's 10 GiB.
  const dflt = await run({ rows: 2e9, row_bytes: 300 });
  expect(dflt.value.regions).toBe(56);
  const zero = await run({ rows: 0, row_bytes: 300 });
  expect(zero).toEqual({ ok: false, isError: true, message: 'sizing.rows: must be at least 1 row, got 0', kind: 'out_of_range', path: 'sizing.rows' });
  const negative = await run({ rows: -1, row_bytes: 300 });
  expect(negative.ok).toBe(false);
  expect(negative.isError).toBe(true);
  expect(negative.path).toBe('sizing');
  // The module still answers after bad input.
  expect((await run({ rows: 10, row_bytes: 10 })).value.regions).toBe(1);
});

test('with the days the rows arrive over, the pre-split fits the first four weeks, and a link keeps them', async ({ page, browser, watched }) => {
  await open(page, link(HEX));
  await waitForReport(page);
  // A year at 50 million rows a day: 340 regions in the end, 27 for the first four weeks.
  await typeInto(page, 'sizing-rows', '18,250,000,000');
  await typeInto(page, 'sizing-row-bytes', '200');
  await expect(page.getByTestId('sizing-presplit')).toHaveText('340');
  await typeInto(page, 'sizing-days', '365');
  await page.getByTestId('sizing-days').press('Enter');
  await expect(page.getByTestId('sizing-regions')).toHaveText('340');
  await expect(page.getByTestId('sizing-presplit')).toHaveText('27');
  await expect(page.getByTestId('sizing-why')).toContainText('the first 4 weeks fill');
  // The CLI says the same of the same numbers.
  const cli = JSON.parse(rowkey(['size', '--rows', '18250000000', '--row-bytes', '200', '--days', '365', '--format', 'json']));
  expect(cli.presplit).toBe(27);
  await waitForReport(page);
  // A bad span is refused at its box; the design keeps the last good one.
  await typeInto(page, 'sizing-days', '0');
  await page.getByTestId('sizing-days').press('Enter');
  await expect(page.getByTestId('sizing-days-error')).toBeVisible();
  await typeInto(page, 'sizing-days', '365');
  await page.getByTestId('sizing-days').press('Enter');
  await expect(page.getByTestId('sizing-days-error')).toHaveCount(0);
  await waitForReport(page);
  const ctx = await browser.newContext();
  const fresh = await ctx.newPage();
  await fresh.goto(page.url());
  await fresh.waitForSelector('.app');
  await expect(fresh.getByTestId('sizing-days')).toHaveValue('365');
  await expect(fresh.getByTestId('sizing-presplit')).toHaveText('27');
  await ctx.close();
});
