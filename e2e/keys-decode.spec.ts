// "Your keys": the loaded key dump's keys browsed with their lines, each opening the Decoded key
// panel as `rowkey decode` reads the same key; the dump itself stays in its file.
import { test, expect, open, waitForReport } from './fixtures';
import { root, rowkey } from './cli';
import * as fs from 'fs';
import * as path from 'path';
import * as zlib from 'zlib';

const designFile = path.join(root, 'testdata', 'who', 'tenants.design.json');

/** The design's share-link fragment, made as the core makes them: raw DEFLATE, base64url. */
function link(file: string): string {
  const json = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')));
  return 'v1.' + zlib.deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url');
}

test('a key of "Your keys" clicked or entered opens the decoded key, as `rowkey decode` says', async ({ page, watched }) => {
  test.setTimeout(180_000);
  const lines: string[] = [];
  for (let i = 0; i < 150; i++) lines.push(`t${1 + (i % 3)}_u${i % 10}_${String(i).padStart(6, '0')}`);
  lines[4] = 't2_bad';
  await open(page, '#' + link(designFile));
  await waitForReport(page);
  // Typed as a person types a few keys, then the rest pasted.
  await page.getByTestId('keys-paste').pressSequentially(lines.slice(0, 3).join('\n') + '\n');
  await page.getByTestId('keys-paste').fill(lines.join('\n') + '\n');
  await page.getByTestId('keys-analyse-paste').click();
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '150', { timeout: 60_000 });
  const listed = page.getByTestId('keys-browser');
  await expect(listed).toContainText('Browse the 150 keys (100 a page; click one to decode it)');
  await listed.locator('summary').click();
  const keys = page.getByTestId('keys-listed-key');
  await expect(keys).toHaveCount(100);
  expect(await keys.evaluateAll((li) => li.slice(0, 6).map((l) => [l.getAttribute('data-line'), l.querySelector('.mono')!.textContent]))).toEqual(
    lines.slice(0, 6).map((k, i) => [String(i + 1), k]),
  );
  // Clicked: the key decoded, the same as the CLI.
  await page.getByTestId('keys-listed-decode').nth(1).click();
  const cli = (key: string) => JSON.parse(rowkey(['decode', designFile, key, '--format', 'json']));
  await expect(page.getByTestId('decode-key')).toHaveText(lines[1]);
  await expect(page.getByTestId('decode-verdict')).toHaveAttribute('data-matches', 'true');
  const fields = await page.getByTestId('decode-field').evaluateAll((rows) =>
    Object.fromEntries(rows.map((r) => [r.getAttribute('data-field'), r.querySelector('[data-testid=decode-value]')!.textContent])),
  );
  expect(fields).toEqual(cli(lines[1]).fields);
  // From the keyboard: the key that does not match, focused and entered.
  await page.getByTestId('keys-listed-decode').nth(4).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('decode-key')).toHaveText('t2_bad');
  await expect(page.getByTestId('decode-verdict')).toHaveAttribute('data-matches', 'false');
  await expect(page.getByTestId('decode-verdict')).toHaveAttribute('data-offset', String(cli('t2_bad').mismatch.offset));
});

test.describe('in a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });

  test('the listed keys in Chinese', async ({ page, watched }) => {
    test.setTimeout(180_000);
    await open(page, '#' + link(designFile));
    await waitForReport(page);
    await page.getByTestId('keys-paste').fill('t1_u1_000001\nt3_u2_000002\n');
    await page.getByTestId('keys-analyse-paste').click();
    await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '2', { timeout: 60_000 });
    await expect(page.getByTestId('keys-browser')).toContainText('浏览全部 2 个 key（每页 100 个；点击即可解码）');
    await page.getByTestId('keys-browser').locator('summary').click();
    await expect(page.getByTestId('keys-listed-key').nth(1)).toContainText('第 2 行 · 2 号 region');
    await page.getByTestId('keys-listed-decode').nth(1).click();
    await expect(page.getByTestId('decode-key')).toHaveText('t3_u2_000002');
    await expect(page.getByTestId('decode-verdict')).toContainText('与模板相符');
  });
});
