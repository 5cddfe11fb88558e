// The key dump's code is a chunk of the split build's wasm (`split_keys.wasm`): nothing before
// the first chart asks for it; the worker that first reads a dump (or a page of one) fetches it.
// A chunk that cannot be fetched is an error where the dump's answer goes, in the request's
// language; the page goes on, nothing the user had is lost, and the next try fetches it again.
import { test, expect, waitForReport } from './fixtures';

const KEYS = /\/split_keys\.wasm$/;

/** The keys pasted: one a line, read as lines. */
const PASTE = Array.from({ length: 250 }, (_, i) => `user${String(i).padStart(4, '0')}`).join('\n') + '\n';

test('a key dump whose chunk cannot be fetched says so where its answer goes, and reads on the next try', async ({ page }) => {
  // No `watched`: the refused fetches are logged on purpose.
  const asked: string[] = [];
  page.context().on('request', (r) => {
    const name = new URL(r.url()).pathname.replace(/^.*\//, '');
    if (name === 'split_keys.wasm') asked.push(r.headers()['referer'] ?? 'unknown');
  });
  let refused = 0;
  await page.context().route(KEYS, (route) => { refused += 1; return route.abort(); });
  await page.goto('/index.html');
  await waitForReport(page);
  // Nothing on the first screen needs the key dump's code.
  expect(asked).toEqual([]);
  const template = await page.getByTestId('template-input').inputValue();

  await page.getByTestId('keys-paste').fill(PASTE);
  await page.getByTestId('keys-analyse-paste').click();
  const error = page.getByTestId('keys-error');
  await expect(error).toContainText('could not be loaded', { timeout: 60_000 });
  expect(refused).toBeGreaterThan(0);
  // The page goes on: the chart, the design and the pasted keys are still there.
  await expect(page.locator('#chart-regions .bars')).toBeVisible();
  await expect(page.getByTestId('stopped')).toHaveCount(0);
  await expect(page.getByTestId('template-input')).toHaveValue(template);
  await expect(page.getByTestId('keys-paste')).toHaveValue(PASTE);

  // In Chinese the same failure says so in Chinese: the message is the request's language.
  await page.getByTestId('lang-select').selectOption('zh-CN');
  await page.getByTestId('keys-analyse-paste').click();
  await expect(error).toContainText('无法加载', { timeout: 60_000 });
  await expect(error).not.toContainText('could not be loaded');

  // Once the chunk can be fetched, the next try reads the dump, and its pages (read by the
  // quick worker, which fetches the chunk itself).
  await page.context().unroute(KEYS);
  const askedBlocked = asked.length;
  await page.getByTestId('lang-select').selectOption('en');
  await page.getByTestId('keys-analyse-paste').click();
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '250', { timeout: 60_000 });
  await expect(error).toHaveCount(0);
  await page.getByTestId('keys-browser-summary').click();
  await expect(page.getByTestId('keys-listed-key')).toHaveCount(100, { timeout: 30_000 });
  await expect(page.getByTestId('keys-listed-key').first()).toContainText('user0000');
  // Once it could be fetched, each of the two workers asked for it at most once.
  expect(asked.length - askedBlocked, asked.join(', ')).toBeGreaterThanOrEqual(1);
  expect(asked.length - askedBlocked, asked.join(', ')).toBeLessThanOrEqual(2);
});

test('a page of a dump whose chunk cannot be fetched says so, and the next page reads', async ({ page }) => {
  await page.goto('/index.html');
  await waitForReport(page);
  await page.getByTestId('keys-paste').fill(PASTE);
  await page.getByTestId('keys-analyse-paste').click();
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '250', { timeout: 60_000 });

  // The quick worker reads the pages: its first fetch of the chunk is refused.
  let refused = 0;
  await page.context().route(KEYS, (route) => { refused += 1; return route.abort(); });
  await page.getByTestId('keys-browser-summary').click();
  await expect(page.getByTestId('keys-page-error')).toContainText('could not be loaded', { timeout: 30_000 });
  expect(refused).toBeGreaterThan(0);
  await expect(page.locator('#chart-regions .bars')).toBeVisible();
  await expect(page.getByTestId('keys-summary')).toHaveAttribute('data-keys', '250');

  await page.context().unroute(KEYS);
  await page.getByTestId('keys-page-next').click();
  await expect(page.getByTestId('keys-page-error')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('keys-listed-key').first()).toContainText('user0100', { timeout: 30_000 });
});
