// Copying to the clipboard: the page says "copied" only when the text got there. The Clipboard
// API is replaced in each test (before the page's scripts run), so every path is exercised the
// same way in any browser: the API answers; the API refuses and the hidden-textarea fallback
// copies; both fail and the text is shown selected for the user to copy.
import { test, expect, open, waitForReport } from './fixtures';
import { Page } from '@playwright/test';

type Clip = 'api' | 'fallback' | 'none';

/** What reached the (pretend) clipboard, and by which way. */
async function copied(page: Page): Promise<{ via: string; text: string }[]> {
  return page.evaluate(() => (window as any).__copied);
}

/** Make the Clipboard API and `execCommand('copy')` behave as `how` says, recording copies. */
async function clipboard(page: Page, how: Clip) {
  await page.addInitScript((how: Clip) => {
    const w = window as any;
    w.__copied = [];
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: (text: string) => {
        if (how === 'api') {
          w.__copied.push({ via: 'api', text });
          return Promise.resolve();
        }
        return Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      },
    });
    const exec = document.execCommand.bind(document);
    document.execCommand = (command: string, ...rest: any[]) => {
      if (command !== 'copy') return exec(command, ...rest);
      if (how === 'none') return false;
      // What is selected is what `copy` copies.
      const area = document.activeElement as HTMLTextAreaElement | null;
      const text = area && area.tagName === 'TEXTAREA'
        ? area.value.substring(area.selectionStart, area.selectionEnd) : '';
      w.__copied.push({ via: 'fallback', text });
      return true;
    };
  }, how);
}

test('share copies the link through the Clipboard API and says so', async ({ page, watched }) => {
  await clipboard(page, 'api');
  await open(page);
  await page.getByTestId('share').click();
  await expect(page.getByTestId('banner')).toContainText('Link copied');
  await expect(page).toHaveURL(/#v1\./);
  expect(await copied(page)).toEqual([{ via: 'api', text: page.url() }]);
  await expect(page.getByTestId('banner-copy')).toHaveCount(0);
});

test('when the Clipboard API refuses, the textarea fallback copies the link', async ({ page, watched }) => {
  await clipboard(page, 'fallback');
  await open(page);
  await page.getByTestId('share').click();
  await expect(page.getByTestId('banner')).toContainText('Link copied');
  expect(await copied(page)).toEqual([{ via: 'fallback', text: page.url() }]);
  // The hidden textarea is gone, and focus is back on the button.
  await expect(page.locator('body > textarea')).toHaveCount(0);
  await expect(page.getByTestId('share')).toBeFocused();
  // "Copy iframe" opens the embed dialog; its Copy button copies (the regions view by default).
  await page.getByTestId('copy-iframe').click();
  await page.getByTestId('embed-copy').click();
  await expect(page.getByTestId('banner')).toContainText('Iframe snippet copied');
  const [, iframe] = await copied(page);
  expect(iframe.text).toMatch(/^<iframe src="[^"]*\?embed=1&view=regions#v1\./);
});

test('when no way copies, the page says so and shows the text selected', async ({ page, watched }) => {
  await clipboard(page, 'none');
  await open(page);
  await waitForReport(page);
  await page.getByTestId('share').click();
  const banner = page.getByTestId('banner');
  await expect(banner).toContainText('Copy failed — press Ctrl+C / ⌘C to copy the link');
  await expect(banner).not.toContainText('Link copied');
  const box = page.getByTestId('banner-copy');
  await expect(box).toHaveValue(page.url());
  await expect(box).toBeFocused();
  const selected = await box.evaluate((el: HTMLInputElement) => el.value.substring(el.selectionStart!, el.selectionEnd!));
  expect(selected).toBe(page.url());
  // An error banner stays until dismissed.
  await page.waitForTimeout(500);
  await expect(box).toBeVisible();
  await page.getByTestId('banner-dismiss').click();
  await expect(banner).toHaveCount(0);
  // The export's Copy says it failed too, and where else to get the text.
  await page.getByTestId('export-copy').click();
  await expect(page.getByTestId('export-copied')).toContainText('Copy failed');
  expect(await copied(page)).toEqual([]);
});
