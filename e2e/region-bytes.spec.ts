// Regions weighed in bytes: a key dump whose lines give row sizes (`key<TAB>bytes`) and a design
// whose sizing names a size field give each region's bytes beside its keys, the bar's tooltip
// and accessible name say both (and the region's top value), and the verdict can be read in
// bytes — each figure checked against `rowkey analyze --keys-sizes --weigh bytes` on the same
// design and dump. Hostile sizes (negative, not a number, 2^63), a 1-key and a 1M-key dump, a
// language switch with the bytes verdict and a region's drawer open.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { root, rowkey, rowkeyError } from './cli';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';
import { Page } from '@playwright/test';

const designFile = path.join(root, 'testdata', 'who', 'tenants.design.json');

/** The design's share-link fragment, made as the core makes them: raw DEFLATE, base64url. */
function link(design: object): string {
  return 'v1.' + zlib.deflateRawSync(Buffer.from(JSON.stringify(design), 'utf8')).toString('base64url');
}

const tenants = JSON.parse(fs.readFileSync(designFile, 'utf8'));

function tmpFile(name: string, text: string): string {
  const f = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rowkey-')), name);
  fs.writeFileSync(f, text);
  return f;
}

const verdictClass = (v: string) => v.replace('_', '-');
// As the core writes a share: one decimal from 10 %, three significant digits under it.
const pct = (share: number) => {
  const p = share * 100;
  return `${p >= 10 || p === 0 ? p.toFixed(1) : p.toPrecision(3)} %`;
};

/** Paste `text` into "Your keys" with row sizes on, and wait for `keys` keys to be read. */
async function pasteSized(page: Page, text: string, keys: number) {
  await page.getByTestId('keys-sizes').check();
  await page.getByTestId('keys-paste').fill(text);
  await page.getByTestId('keys-analyse-paste').click();
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', String(keys), { timeout: 60_000 });
}

test('a dump with row sizes: bytes beside keys, in the tooltip, and the verdict read in bytes', async ({ page, watched }) => {
  test.setTimeout(180_000);
  // t1's rows are small, t3's large: even-ish in keys, far apart in bytes.
  const lines: string[] = [];
  for (let i = 0; i < 40; i++) lines.push(`t1_u${i % 4}_${String(i).padStart(6, '0')}\t${100 + i}`);
  for (let i = 0; i < 10; i++) lines.push(`t3_u${i % 2}_${String(i).padStart(6, '0')}\t5000`);
  const dump = tmpFile('sized.tsv', lines.join('\n') + '\n');
  const base = ['analyze', designFile, '--keys', dump, '--keys-sizes', '--format', 'json', '--top', '3'];
  const cli = JSON.parse(rowkey(base));
  const cliBytes = JSON.parse(rowkey([...base, '--weigh', 'bytes']));
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '#' + link(tenants));
  await waitForReport(page);
  // The sample has no sizes: no switch.
  await expect(page.getByTestId('weigh-switch')).toHaveCount(0);
  await pasteSized(page, lines.join('\n') + '\n', lines.length);

  const bars = page.getByTestId('region-bar');
  await expect(bars).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await expect(bars.nth(i)).toHaveAttribute('data-bytes', String(cli.regions[i].bytes));
    await expect(bars.nth(i)).toHaveAttribute('data-bytes-share', cli.regions[i].bytes_share.toFixed(6));
  }
  // A bytes bar beside each region with bytes (region 1 holds none).
  await expect(page.getByTestId('bytes-bar')).toHaveCount(2);
  const r0 = cli.regions[0];
  const keysShare = pct(r0.share);
  const bytesShare = pct(r0.bytes_share);
  await expect(bars.nth(0)).toHaveAttribute('aria-label',
    `Region 0: starts at \`(table start)\` · ${keysShare} of keys · ${bytesShare} of bytes · ${pct(r0.expected_share)} expected. Enter: decode its start key and show who is in it`);
  // The region's top value: its accessible description and in its tooltip.
  const top = [...r0.top].sort((a: any, b: any) => b.share - a.share)[0];
  const topText = `${top.field} = ${top.value}: ${pct(top.share)}`;
  expect(topText).toBe('tenant = t1: 100.0 %');
  await expect(bars.nth(0)).toHaveAttribute('aria-description', topText);
  const title = await bars.nth(0).locator('title').textContent();
  expect(title).toContain(`(${bytesShare} of bytes)`);
  expect(title).toContain(topText);

  // Keys first: the keys' verdict and figures.
  const sw = page.getByTestId('weigh-switch');
  await expect(sw).toHaveAttribute('data-weigh', 'keys');
  await expect(sw).toHaveAttribute('data-total-bytes', String(cli.bytes.total));
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toHaveAttribute('data-totals', verdictClass(cli.verdict.totals));
  await expect(page.getByTestId('verdict-deviation')).toHaveText(`${cli.stats.deviation_pct.toFixed(1)} %`);
  // A region picked stays picked across the switch.
  await bars.nth(2).click();
  await expect(page.getByTestId('region-who')).toHaveAttribute('data-region', '2');
  await page.getByTestId('weigh-bytes').click();
  await expect(sw).toHaveAttribute('data-weigh', 'bytes');
  await expect(page.getByTestId('weigh-bytes')).toHaveAttribute('aria-pressed', 'true');
  await expect(verdict).toHaveAttribute('data-totals', verdictClass(cliBytes.verdict.totals));
  await expect(verdict).toHaveAttribute('data-verdict', verdictClass(cliBytes.verdict.level));
  await expect(page.getByTestId('verdict-deviation')).toHaveText(`${cliBytes.bytes.deviation_pct.toFixed(1)} %`);
  await expect(page.getByTestId('verdict-why').locator('li').first()).toHaveText(cliBytes.verdict.reasons[0]);
  await expect(page.getByTestId('stats')).toHaveAttribute('data-weigh', 'bytes');
  await expect(page.getByTestId('region-who')).toHaveAttribute('data-region', '2');
  // Nothing was read again.
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', String(lines.length));
  await expect(page.getByTestId('keys-progress')).toHaveCount(0);
  await shot(page, 'region-bytes-1280');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByTestId('regions-chart').scrollIntoViewIfNeeded();
  await shot(page, 'region-bytes-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Another language with the bytes verdict and the drawer open: both stay, in Chinese.
  await page.getByTestId('lang-select').selectOption('zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(sw).toHaveAttribute('data-weigh', 'bytes');
  await expect(page.getByTestId('region-who')).toHaveAttribute('data-region', '2');
  await expect(page.getByTestId('region-who')).toContainText('2 号 region 里有谁');
  await expect(bars.nth(0)).toHaveAttribute('aria-label', new RegExp(`占字节的 ${pct(r0.bytes_share).replace(' %', '%')}`));
  await expect(sw).toContainText('字节数');
  await page.getByTestId('lang-select').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Back to keys: the keys' verdict again.
  await page.getByTestId('weigh-keys').click();
  await expect(verdict).toHaveAttribute('data-totals', verdictClass(cli.verdict.totals));
  await expect(page.getByTestId('verdict-deviation')).toHaveText(`${cli.stats.deviation_pct.toFixed(1)} %`);
  await expect(page.getByTestId('stats')).not.toHaveAttribute('data-weigh', 'bytes');
});

test('"use splits of equal bytes" cuts the dump as `rowkey split quantile --by bytes` does, undoably', async ({ page, watched }) => {
  test.setTimeout(180_000);
  // Many small t1 rows, a few large t3 rows: equal keys and equal bytes cut far apart.
  const lines: string[] = [];
  for (let i = 0; i < 300; i++) lines.push(`t1_u${i % 7}_${String(i).padStart(6, '0')}\t${120 + (i % 50)}`);
  for (let i = 0; i < 60; i++) lines.push(`t2_u${i % 3}_${String(i).padStart(6, '0')}\t${900 + i}`);
  for (let i = 0; i < 20; i++) lines.push(`t3_u${i % 2}_${String(i).padStart(6, '0')}\t${20_000 + 37 * i}`);
  const dump = tmpFile('equal-bytes.tsv', lines.join('\n') + '\n');
  const regions = tenants.splits.keys.length + 1;
  const byBytes = rowkey(['split', 'quantile', '--keys', dump, '--by', 'bytes', '--regions', String(regions)]).trim().split('\n');
  const keysOnly = lines.map((l) => l.split('\t')[0]);
  const byKeys = rowkey(['split', 'quantile', '--keys', tmpFile('equal-keys.txt', keysOnly.join('\n') + '\n'), '--regions', String(regions)])
    .trim().split('\n');
  expect(byBytes).toHaveLength(regions - 1);
  expect(byBytes).not.toEqual(byKeys);
  await open(page, '#' + link(tenants));
  await waitForReport(page);
  await pasteSized(page, lines.join('\n') + '\n', lines.length);
  const suggest = page.getByTestId('keys-suggest');
  await expect(suggest).toContainText(`${regions - 1} split keys (${regions} regions of equal bytes)`);
  await page.getByTestId('keys-use-bytes-splits').click();
  await expect(page.getByTestId('keys-bytes-splits-in-use')).toBeVisible({ timeout: 60_000 });
  await waitForReport(page);
  const shown = await page.getByTestId('split-key').evaluateAll((rows) =>
    rows.map((tr) => ((tr as HTMLTableRowElement).cells[1].firstChild?.textContent ?? '').trim()),
  );
  expect(shown).toEqual(byBytes);
  // Against those splits the regions' bytes are what the CLI counts over the same dump.
  const design = { ...tenants, splits: { algorithm: 'explicit', keys: byBytes } };
  const cli = JSON.parse(rowkey(['analyze', tmpFile('equal.design.json', JSON.stringify(design)), '--keys', dump, '--keys-sizes', '--format', 'json']));
  const bars = page.getByTestId('region-bar');
  await expect(bars).toHaveCount(regions);
  for (let i = 0; i < regions; i++) await expect(bars.nth(i)).toHaveAttribute('data-bytes', String(cli.regions[i].bytes));
  // The key-count cut is still offered beside it, and one click takes the change back.
  await expect(page.getByTestId('keys-use-splits')).toBeVisible();
  await page.getByTestId('keys-undo').click();
  await expect(page.getByTestId('keys-use-bytes-splits')).toBeVisible({ timeout: 60_000 });
  await waitForReport(page);
  const back = await page.getByTestId('split-key').evaluateAll((rows) =>
    rows.map((tr) => ((tr as HTMLTableRowElement).cells[1].firstChild?.textContent ?? '').trim()),
  );
  expect(back).toEqual(tenants.splits.keys);
  // A dump without sizes offers only the key-count cut.
  await page.getByTestId('keys-sizes').uncheck();
  await page.getByTestId('keys-paste').fill(keysOnly.join('\n') + '\n');
  await page.getByTestId('keys-analyse-paste').click();
  await expect(page.getByTestId('keys-use-splits')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('keys-use-bytes-splits')).toHaveCount(0);
});

test('hostile row sizes are refused naming their line; one key and a million keys weigh in bytes', async ({ page, watched }) => {
  test.setTimeout(300_000);
  await open(page, '#' + link(tenants));
  await waitForReport(page);
  const sampleKeys = await page.getByTestId('stats').locator('dd').first().textContent();
  await page.getByTestId('keys-sizes').check();
  const cases: [string, RegExp][] = [
    ['t1_u1_000001\t10\nt1_u2_000002\t-5\n', /`-5` is not a whole number of bytes/],
    ['t1_u1_000001\tlots\n', /`lots` is not a whole number of bytes/],
    ['t1_u1_000001\t10\nt1_u1_000002\t10\nt3_u1_000003\t9223372036854775808\n', /row size `9223372036854775808` passes HBase.s largest row, 1 GiB/],
    ['t1_u1_000001\n', /no row size/],
  ];
  for (const [text, why] of cases) {
    const dump = tmpFile('bad.tsv', text);
    const cliWhy = rowkeyError(['analyze', designFile, '--keys', dump, '--keys-sizes']);
    expect(cliWhy).toMatch(why);
    const line = Number(/line (\d+)/.exec(cliWhy)![1]);
    const paste = page.getByTestId('keys-paste');
    await paste.fill('');
    // Typed as a person types it (the tab too).
    await paste.pressSequentially(text);
    await page.getByTestId('keys-analyse-paste').click();
    await expect(page.getByTestId('keys-error')).toContainText(why, { timeout: 60_000 });
    await expect(page.getByTestId('keys-error')).toHaveAttribute('data-line', String(line));
    // The charts still show the sample, whole.
    await expect(page.getByTestId('stats').locator('dd').first()).toHaveText(sampleKeys!);
  }

  // One key: all its bytes in one region.
  await page.getByTestId('keys-paste').fill('');
  await pasteSized(page, 't3_u1_000001\t1073741824\n', 1);
  const bars = page.getByTestId('region-bar');
  await expect(bars.nth(2)).toHaveAttribute('data-bytes', '1073741824');
  await expect(bars.nth(2)).toHaveAttribute('data-bytes-share', (1).toFixed(6));
  await page.getByTestId('weigh-bytes').click();
  await expect(page.getByTestId('stats')).toHaveAttribute('data-weigh', 'bytes');
  await bars.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('region-who')).toHaveAttribute('data-region', '2');

  // A million keys from a file, as the CLI reads the same file.
  const lines: string[] = [];
  for (let i = 0; i < 1_000_000; i++) lines.push(`t${1 + (i % 3)}_u${i % 97}_${String(i).padStart(6, '0')}\t${i % 3 === 2 ? 900 : 100}`);
  const big = tmpFile('million.tsv', lines.join('\n') + '\n');
  const cli = JSON.parse(rowkey(['analyze', designFile, '--keys', big, '--keys-sizes', '--weigh', 'bytes', '--format', 'json']));
  await page.getByTestId('keys-file').setInputFiles(big);
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '1000000', { timeout: 120_000 });
  for (let i = 0; i < 3; i++) await expect(bars.nth(i)).toHaveAttribute('data-bytes', String(cli.regions[i].bytes));
  // Still read in bytes: the switch kept its place for the new report.
  await expect(page.getByTestId('weigh-switch')).toHaveAttribute('data-weigh', 'bytes');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-totals', verdictClass(cli.verdict.totals));
  await expect(page.getByTestId('verdict-deviation')).toHaveText(`${cli.bytes.deviation_pct.toFixed(1)} %`);
});

test('a design whose sizing names a size field weighs its sample in bytes and sizes from their mean', async ({ page, watched }) => {
  test.setTimeout(180_000);
  const design = {
    ...tenants,
    fields: { ...tenants.fields, len: 'seq(100, 2)' },
    sizing: { rows: 100000000, row_bytes: 500, row_bytes_field: 'len' },
  };
  const file = tmpFile('design.json', JSON.stringify(design));
  const cli = JSON.parse(rowkey(['analyze', file, '--format', 'json', '--top', '3']));
  await open(page, '#' + link(design));
  await waitForReport(page);
  const bars = page.getByTestId('region-bar');
  for (let i = 0; i < 3; i++) await expect(bars.nth(i)).toHaveAttribute('data-bytes', String(cli.regions[i].bytes));
  await expect(page.getByTestId('sizing-measured')).toHaveText(cli.sizing.summary);
  await expect(page.getByTestId('sizing-measured')).toContainText('row size from `len`');
  await page.getByTestId('weigh-bytes').click();
  await expect(page.getByTestId('stats')).toHaveAttribute('data-weigh', 'bytes');
});
