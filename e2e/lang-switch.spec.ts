// Switching the page's language re-renders the report it shows, made once: the report's
// messages cross from the worker as catalogue ids and arguments, so no new analysis runs.
import { test, expect, open, waitForReport } from './fixtures';
import { englishLeft, han } from './english';

test('after a 1M-key analysis, a language switch shows the report in the other language and starts no job', async ({ page, watched }) => {
  test.setTimeout(180_000);
  await open(page);
  await waitForReport(page);
  const count = page.getByTestId('sample-count');
  await count.fill('');
  await count.pressSequentially('1000000');
  await count.press('Enter');
  await expect(count).toHaveValue(/^1[,.\s]?000[,.\s]?000$/);
  await waitForReport(page);
  const app = page.locator('.app');
  await expect(app).toHaveAttribute('data-analysis', 'idle');
  const revision = await app.getAttribute('data-revision');
  const started = await app.getAttribute('data-jobs-started');
  expect(Number(started)).toBeGreaterThanOrEqual(2);
  const why = page.getByTestId('verdict-why').locator('li').first();
  const english = await why.innerText();
  expect(english).not.toMatch(han);
  const query = page.locator('.query-note').first();
  const englishQuery = await query.innerText();

  await page.getByTestId('lang-select').selectOption('zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // The same report (same revision, no new job), its reasons and notes now in Chinese.
  await expect(why).toHaveText(han);
  await expect(query).toHaveText(han);
  expect(await englishLeft(page, '#results')).toEqual([]);
  await expect(app).toHaveAttribute('data-revision', revision!);
  await expect(app).toHaveAttribute('data-report-revision', revision!);
  await expect(app).toHaveAttribute('data-analysis', 'idle');

  // And back, to the very texts the analysis showed first.
  await page.getByTestId('lang-select').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(why).toHaveText(english);
  await expect(query).toHaveText(englishQuery);
  await expect(app).toHaveAttribute('data-revision', revision!);
  await expect(app).toHaveAttribute('data-jobs-started', started!);
  await expect(app).toHaveAttribute('data-analysis', 'idle');
  expect(watched.errors).toEqual([]);
});
