import { test, expect, open, waitForReport, shot } from './fixtures';

test('the playground loads, analyses the default design in the worker, and shows it', async ({ page, watched }) => {
  await open(page);
  await expect(page).toHaveTitle(/RowKey Playground/);
  await waitForReport(page);
  await shot(page, 'load-default');
  expect(watched.errors).toEqual([]);
});
