// A key read back through the template from wherever the page shows one (a sample key, a split
// key, a region), checked against `rowkey decode` on the same key; and the cluster's own region
// numbers pasted or loaded, checked against `rowkey analyze --regions-metrics` on the same files.
// Bad metrics get a message and change nothing.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { root, rowkey } from './cli';
import * as fs from 'fs';
import * as path from 'path';
import * as zlib from 'zlib';
import { Locator, Page } from '@playwright/test';

/** Save a screenshot of one element as a test artifact under e2e/screenshots/. */
async function shotOf(l: Locator, name: string) {
  fs.mkdirSync(path.join(__dirname, 'screenshots'), { recursive: true });
  await l.screenshot({ path: path.join(__dirname, 'screenshots', `${name}.png`) });
}

const links = path.join(root, 'testdata', 'links');
const metricsDir = path.join(root, 'testdata', 'metrics');
const ordersFile = path.join(metricsDir, 'orders.design.json');
const fixture = (name: string) => fs.readFileSync(path.join(metricsDir, name), 'utf8');

/** A share-link fragment for a design file, made as the core makes them: raw DEFLATE, base64url. */
function link(file: string): string {
  const json = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')));
  return 'v1.' + zlib.deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url');
}

/** What the decode panel shows: the key, whether it matches, each field's value, the partly known fields. */
async function panel(page: Page) {
  const p = page.getByTestId('decode-panel');
  await expect(p.getByTestId('decode-key')).toBeVisible();
  return {
    key: await p.getByTestId('decode-key').textContent(),
    matches: (await p.getByTestId('decode-verdict').getAttribute('data-matches')) === 'true',
    fields: Object.fromEntries(
      await p.getByTestId('decode-field').evaluateAll((rows) =>
        rows.map((r) => [r.getAttribute('data-field'), r.querySelector('[data-testid=decode-value]')!.textContent]),
      ),
    ),
    partial: await p.getByTestId('decode-partial').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-field'))),
  };
}

/** `rowkey decode DESIGN KEY --format json` as the panel shows it. */
function cliDecode(design: string, key: string) {
  const d = JSON.parse(rowkey(['decode', design, key, '--format', 'json']));
  return { key: d.key, matches: d.matches, fields: d.fields, partial: d.partial.map((p: any) => p.field) };
}

test('a sample key, a split key and a region decode to what `rowkey decode` says', async ({ page, watched }) => {
  test.setTimeout(180_000);
  const preset = path.join(links, 'ecommerce-orders.design.json');
  await open(page, '#' + link(preset));
  await waitForReport(page);
  // A sample key, clicked.
  const first = page.getByTestId('sample-decode').first();
  const sampleKey = await first.textContent();
  await first.click();
  const fromSample = await panel(page);
  expect(fromSample).toEqual(cliDecode(preset, sampleKey!));
  expect(fromSample.matches).toBe(true);
  expect(Object.keys(fromSample.fields)).toEqual(['user_id', 'order_time', 'order_id']);
  // The values the sample was made from, as the table shows them with "Field values".
  await page.locator('.sample-keys label.check input').check();
  const values = await page.getByTestId('sample-row').first().locator('.fv').evaluateAll((fv) =>
    Object.fromEntries(fv.map((f) => [f.querySelector('.fv-name')!.textContent!.replace(/=$/, ''), f.querySelector('.fv-value')!.textContent])),
  );
  expect(fromSample.fields).toEqual(values);
  await shot(page, 'decode-sample-en');
  await shotOf(page.getByTestId('decode-panel'), 'decode-panel-en');
  // A split key, from the keyboard: focused, then Enter.
  const split = page.getByTestId('split-decode').nth(2);
  const splitKey = (await split.textContent())!.trim();
  await split.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('decode-key')).toHaveText(splitKey);
  expect(await panel(page)).toEqual(cliDecode(preset, splitKey));
  // A region of the chart, clicked: its start key.
  const bar = page.getByTestId('region-bar').nth(4);
  await bar.click();
  const start = JSON.parse(rowkey(['analyze', preset, '--format', 'json'])).regions[4].start;
  await expect(page.getByTestId('decode-key')).toHaveText(start);
  expect(await panel(page)).toEqual(cliDecode(preset, start));
  // One of the user's own keys, typed into the keys panel, as a person types it,
  // decodes to the CLI's fields; one cut inside the time says where it stops matching.
  const own = (await page.getByTestId('sample-decode').nth(1).textContent())!;
  // One line tall, beside its button: the keys panel lays its other fields out in a column.
  const input = (await page.getByTestId('decode-input').boundingBox())!;
  const go = (await page.getByTestId('decode-input-go').boundingBox())!;
  expect(input.height).toBeLessThan(go.height * 1.5);
  expect(Math.abs(input.y + input.height / 2 - (go.y + go.height / 2))).toBeLessThan(4);
  expect(input.width).toBeGreaterThan(go.width * 2);
  await page.getByTestId('decode-input').pressSequentially(own);
  await page.getByTestId('decode-input').press('Enter');
  await expect(page.getByTestId('decode-key')).toHaveText(own);
  expect(await panel(page)).toEqual(cliDecode(preset, own));
  const cut = own.slice(0, 16);
  await page.getByTestId('decode-input').fill('');
  await page.getByTestId('decode-input').pressSequentially(cut);
  await page.getByTestId('decode-input-go').click();
  await expect(page.getByTestId('decode-key')).toHaveText(cut);
  const cutDecoded = await panel(page);
  expect(cutDecoded).toEqual(cliDecode(preset, cut));
  expect(cutDecoded.matches).toBe(false);
  await expect(page.getByTestId('decode-verdict')).toHaveAttribute('data-offset', String(JSON.parse(rowkey(['decode', preset, cut, '--format', 'json'])).mismatch.offset));
  // Closed.
  await page.getByTestId('decode-close').click();
  await expect(page.getByTestId('decode-panel')).toHaveCount(0);
});

/** The observed numbers per design region, as the chart shows them. */
async function observed(page: Page) {
  return page.getByTestId('observed-region').evaluateAll((rows) =>
    rows.map((r) => ({
      observed: r.getAttribute('data-observed') === 'true',
      reads: r.querySelector('[data-testid=observed-reads]')?.textContent ?? null,
      writes: r.querySelector('[data-testid=observed-writes]')?.textContent ?? null,
    })),
  );
}

/** `rowkey analyze --regions-metrics FILE...` as the chart shows it. */
function cliObserved(files: string[]) {
  const args = ['analyze', ordersFile, '--format', 'json'];
  for (const f of files) args.push('--regions-metrics', path.join(metricsDir, f));
  const m = JSON.parse(rowkey(args)).metrics;
  const figure = (v: number | null) => (v === null ? '–' : String(v));
  return {
    regions: m.regions.map((r: any) => ({
      observed: r.observed !== null,
      reads: r.observed ? figure(r.observed.read_requests) : null,
      writes: r.observed ? figure(r.observed.write_requests ?? r.observed.requests) : null,
    })),
    unmatched: m.unmatched.length,
    verdict: m.verdict.level,
  };
}

test('list_regions pasted and JMX files loaded show the numbers on the right regions', async ({ page, watched }) => {
  test.setTimeout(180_000);
  await open(page, '#' + link(ordersFile));
  await waitForReport(page);
  await page.getByTestId('metrics-paste').fill(fixture('list_regions.txt'));
  await page.getByTestId('metrics-apply').click();
  const want = cliObserved(['list_regions.txt']);
  await expect(page.getByTestId('observed-region')).toHaveCount(6);
  expect(await observed(page)).toEqual(want.regions);
  expect(want.regions.map((r: any) => r.observed)).toEqual([true, true, false, false, false, true]);
  await expect(page.getByTestId('observed-unmatched')).toHaveCount(want.unmatched);
  await expect(page.getByTestId('observed-verdict')).toHaveAttribute('data-verdict', want.verdict === 'needs_work' ? 'needs-work' : want.verdict);
  // The master UI page and both region servers' JMX, loaded as files (the paste cleared first).
  await page.getByTestId('metrics-clear').click();
  await expect(page.getByTestId('observed')).toHaveCount(0);
  await page.getByTestId('metrics-file').setInputFiles(['table.html', 'rs1.jmx.json', 'rs2.jmx.json'].map((f) => path.join(metricsDir, f)));
  const withJmx = cliObserved(['table.html', 'rs1.jmx.json', 'rs2.jmx.json']);
  await expect.poll(() => observed(page)).toEqual(withJmx.regions);
  // JMX splits reads from writes: the numbers differ from the shell's totals.
  expect(withJmx.regions[0].reads).not.toBe('–');
  await shot(page, 'metrics-en');
  await shotOf(page.getByTestId('regions-chart'), 'metrics-chart-en');
  await shotOf(page.getByTestId('metrics-panel'), 'metrics-panel-en');
});

test('bad metrics get a message naming the line and change nothing', async ({ page, watched }) => {
  test.setTimeout(180_000);
  await open(page, '#' + link(ordersFile));
  await waitForReport(page);
  const paste = page.getByTestId('metrics-paste');
  // Garbage, typed.
  await paste.pressSequentially('a,b,c\n1,2,3\n');
  await page.getByTestId('metrics-apply').click();
  await expect(page.getByTestId('metrics-error')).toContainText('nothing was changed');
  await expect(page.getByTestId('observed')).toHaveCount(0);
  // Good numbers, then a broken copy: the message names line 4, the numbers shown stay.
  await paste.fill(fixture('list_regions.txt'));
  await page.getByTestId('metrics-apply').click();
  await expect(page.getByTestId('observed-region')).toHaveCount(6);
  await expect(page.getByTestId('metrics-error')).toHaveCount(0);
  const before = await observed(page);
  const chart = await page.getByTestId('regions-chart').innerHTML();
  await paste.fill(fixture('list_regions.txt').replace('|  1228 |', '| 12x8 |'));
  await page.getByTestId('metrics-apply').click();
  await expect(page.getByTestId('metrics-error')).toContainText('line 4');
  await shotOf(page.getByTestId('metrics-panel'), 'metrics-error-en');
  expect(await observed(page)).toEqual(before);
  expect(await page.getByTestId('regions-chart').innerHTML()).toBe(chart);
  // Deep JSON and JMX with no region list beside it: said, nothing changed.
  await paste.fill('{"beans":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}');
  await page.getByTestId('metrics-apply').click();
  await expect(page.getByTestId('metrics-error')).toBeVisible();
  await expect(page.getByTestId('metrics-error')).not.toContainText('line 4');
  expect(await observed(page)).toEqual(before);
  await paste.fill(fixture('rs1.jmx.json'));
  await page.getByTestId('metrics-apply').click();
  await expect(page.getByTestId('metrics-error')).toContainText('list_regions');
  expect(await observed(page)).toEqual(before);
  // The page still answers: a sample key decodes.
  await page.getByTestId('sample-decode').first().click();
  await expect(page.getByTestId('decode-verdict')).toHaveAttribute('data-matches', 'true');
});

test.describe('in a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });

  test('the decode panel and the cluster metrics in Chinese', async ({ page, watched }) => {
    test.setTimeout(180_000);
    await open(page, '#' + link(ordersFile));
    await waitForReport(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByTestId('sample-decode').first().click();
    await expect(page.getByTestId('decode-panel')).toContainText('解码后的 key');
    await expect(page.getByTestId('decode-verdict')).toContainText('与模板相符');
    await page.getByTestId('metrics-paste').fill(fixture('list_regions.txt'));
    await page.getByTestId('metrics-apply').click();
    await expect(page.getByTestId('observed-region')).toHaveCount(6);
    await expect(page.getByTestId('observed')).toContainText('已被拆分或合并');
    await expect(page.getByTestId('observed-verdict')).toContainText('实际表');
    await shot(page, 'decode-metrics-zh');
    await shotOf(page.getByTestId('decode-panel'), 'decode-panel-zh');
    await shotOf(page.getByTestId('regions-chart'), 'metrics-chart-zh');
  });
});
