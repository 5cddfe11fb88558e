// "Open report…" in the keys panel: a report the CLI made from partials (`rowkey analyze
// --partial` per part, `rowkey merge --format json`) shown in the page's charts with the
// report's own numbers; a report of another design or other splits said to be; hostile files
// refused with a message, the page as it was.
import { Page } from '@playwright/test';
import { test, expect, waitForReport } from './fixtures';
import { rowkey, designFile } from './cli';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';

/** A share-link fragment for `design`, made as the core makes them: raw DEFLATE, base64url. */
function link(design: object): string {
  return 'v1.' + zlib.deflateRawSync(Buffer.from(JSON.stringify(design), 'utf8')).toString('base64url');
}

const design = (splits: string[], template = '{user}') => ({
  name: 'cluster keys',
  template,
  fields: { user: 'pattern("u#####")' },
  sample: { count: 5000, seed: 7 },
  splits: { algorithm: 'explicit', keys: splits },
});

const SPLITS = ['u01000', 'u05000', 'u20000', 'u60000'];

/** A file in a temporary directory. */
function temp(name: string, bytes: Buffer | string): string {
  const f = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rowkey-report-')), name);
  fs.writeFileSync(f, bytes);
  return f;
}

/** `n` keys `u#####`, skewed towards low numbers (a repeatable sequence). */
function keys(n: number): string[] {
  let seed = 12;
  return Array.from({ length: n }, () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const x = Math.floor(Math.pow(seed / 4294967296, 2) * 100000);
    return 'u' + String(x).padStart(5, '0');
  });
}

/** The report `rowkey merge --format json` gives for `ks` cut into three parts, as a file. */
function mergedReport(designJson: object, ks: string[]): { file: string; report: any } {
  const d = designFile(designJson);
  const cuts = [0, Math.floor(ks.length / 3), Math.floor((ks.length * 2) / 3), ks.length];
  const lines = [2, 0, 1].map((i) => {
    const part = temp(`part-${i}.txt`, ks.slice(cuts[i], cuts[i + 1]).join('\n') + '\n');
    return rowkey(['analyze', d, '--keys', part, '--partial', '--part', String(i)]);
  });
  const partials = temp('parts.txt', lines.join(''));
  const json = rowkey(['merge', partials, '--format', 'json']);
  return { file: temp('report.json', json), report: JSON.parse(json) };
}

async function shownCounts(page: Page): Promise<number[]> {
  return page.getByTestId('region-bar').evaluateAll((bars) => bars.map((b) => Number((b as HTMLElement).dataset.count)));
}

async function openReport(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('report-file').setInputFiles(file);
}

test('a report merged from partials shows its own numbers, says when it is of another design, and hostile files change nothing', async ({ page, watched }) => {
  test.setTimeout(180_000);
  await page.goto('/index.html#' + link(design(SPLITS)));
  await waitForReport(page);

  const ks = keys(30_000);
  const { file, report } = mergedReport(design(SPLITS), ks);
  expect(report.keys_read).toBe(30_000);
  await openReport(page, file);
  await expect(page.getByTestId('report-opened')).toHaveAttribute('data-keys', '30000', { timeout: 60_000 });
  await expect(page.getByTestId('report-opened')).toContainText('report.json');
  await expect(page.getByTestId('report-mismatch')).toHaveCount(0);

  // The charts show the report: its counts, verdict and findings, labelled as loaded keys.
  await expect(page.getByTestId('source-switch')).toHaveAttribute('data-showing', 'keys');
  const counts = report.regions.map((r: any) => r.count);
  expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(30_000);
  await expect.poll(() => shownCounts(page)).toEqual(counts);
  const verdict = { good: 'good', acceptable: 'acceptable', needs_work: 'needs-work' } as Record<string, string>;
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-verdict', verdict[report.verdict.level]);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-totals', verdict[report.verdict.totals]);
  const rules = await page.getByTestId('lint').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset.rule));
  expect(rules.sort()).toEqual(report.lints.map((l: any) => l.rule).sort());

  // A report of the same keys over other split keys, and of another template.
  const otherSplits = mergedReport(design(['u03000', 'u30000']), ks.slice(0, 3000));
  await openReport(page, otherSplits.file);
  await expect(page.getByTestId('report-opened')).toHaveAttribute('data-keys', '3000', { timeout: 60_000 });
  await expect(page.getByTestId('report-mismatch')).toHaveAttribute('data-why', 'splits');
  await expect(page.getByTestId('report-mismatch')).toContainText('other split keys');
  await expect.poll(() => shownCounts(page)).toEqual(otherSplits.report.regions.map((r: any) => r.count));
  const otherDesign = mergedReport(design(SPLITS, 'x{user}'), ks.slice(0, 2000).map((k) => 'x' + k));
  await openReport(page, otherDesign.file);
  await expect(page.getByTestId('report-opened')).toHaveAttribute('data-keys', '2000', { timeout: 60_000 });
  await expect(page.getByTestId('report-mismatch')).toHaveAttribute('data-why', 'design');
  await expect(page.getByTestId('report-mismatch')).toContainText('another design');

  // Back to the first report; then hostile files, each refused with a message, the page as it was.
  await openReport(page, file);
  await expect(page.getByTestId('report-opened')).toHaveAttribute('data-keys', '30000', { timeout: 60_000 });
  const newer = JSON.parse(JSON.stringify(report));
  newer.fingerprint.version = 9;
  const inconsistent = JSON.parse(JSON.stringify(report));
  inconsistent.regions[0].count += 1;
  const huge = temp('huge.json', Buffer.alloc(65 * 1024 * 1024, 0x20));
  const hostile: [string, string | { name: string; mimeType: string; buffer: Buffer }, RegExp][] = [
    ['not JSON', { name: 'photo.json', mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1') }, /not JSON/],
    ['deep', { name: 'deep.json', mimeType: 'application/json', buffer: Buffer.from('['.repeat(200_000)) }, /nested too deeply/],
    ['shape', { name: 'shape.json', mimeType: 'application/json', buffer: Buffer.from('{"regions": 5}') }, /not a rowkey report/],
    ['version', { name: 'newer.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(newer)) }, /format version 9/],
    ['inconsistent', { name: 'odd.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(inconsistent)) }, /does not hold together/],
    ['partial of a newer version', { name: 'p.txt', mimeType: 'text/plain', buffer: Buffer.from('rowkey-partial-v7:AAAA\n') }, /format version 7/],
    ['huge', huge, /too large/],
  ];
  for (const [what, f, message] of hostile) {
    await openReport(page, f);
    await expect(page.getByTestId('report-error'), what).toContainText(message, { timeout: 60_000 });
    await expect(page.getByTestId('report-error'), what).toContainText('Nothing was changed');
    await expect(page.getByTestId('report-opened'), what).toHaveAttribute('data-keys', '30000');
    expect(await shownCounts(page), what).toEqual(counts);
  }
  // The page still works: the sample is one click away.
  await page.getByTestId('show-sample').click();
  await expect(page.getByTestId('source-switch')).toHaveAttribute('data-showing', 'sample');
  expect((await shownCounts(page)).reduce((a, b) => a + b, 0)).toBe(5000);
  expect(watched.errors).toEqual([]);
});
