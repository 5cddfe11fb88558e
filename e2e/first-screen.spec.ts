// The first screen as a new user meets it: a static shell before the WebAssembly arrives (and a
// clear word when it cannot), a line saying what the tool is with a guide, preset cards that say
// what problem each shows, the Reference folded away, and an embed dialog that offers every view.
import { test, expect, open, waitForReport, shot } from './fixtures';
import { root } from './cli';
import { Page } from '@playwright/test';
import * as fs from 'fs';
import * as path from 'path';

const WASM = '**/rowkey-web_bg.wasm';

/** Record what reaches the (pretend) clipboard: the Clipboard API answers and keeps the text. */
async function recordClipboard(page: Page) {
  await page.addInitScript(() => {
    const w = window as any;
    w.__copied = [];
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: (text: string) => { w.__copied.push(text); return Promise.resolve(); },
    });
  });
}

test('the static shell is in the served HTML and shows until the wasm arrives', async ({ page, request, watched }) => {
  // In the HTML itself, so the first paint needs no script.
  const html = await (await request.get('/index.html')).text();
  expect(html).toContain('id="shell"');
  expect(html).toContain('Loading the playground…');
  expect(html).toMatch(/<noscript>[\s\S]*Scripts are off[\s\S]*<\/noscript>/);
  expect(html).toContain('href="guide.html"');

  // Hold the wasm back: the shell is what the user sees meanwhile, not a white page.
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(WASM, async (route) => { await held; await route.continue(); });
  await page.goto('/index.html', { waitUntil: 'domcontentloaded' });
  const shell = page.getByTestId('shell');
  await expect(shell).toBeVisible();
  await expect(shell.locator('h1')).toHaveText('RowKey Playground');
  await expect(page.getByTestId('shell-status')).toContainText('Loading the playground…');
  await expect(shell).toContainText('HBase');
  await expect(page.locator('.app')).toHaveCount(0);
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).not.toBe('rgba(0, 0, 0, 0)');
  await shot(page, 'first-screen-shell');

  // The wasm arrives: the app replaces the shell.
  release();
  await page.waitForSelector('.app');
  await expect(shell).toHaveCount(0);
  await waitForReport(page);
});

test('when the wasm cannot be loaded the shell says so instead of loading forever', async ({ page }) => {
  // No `watched` fixture: the failed request is reported on the console by the browser itself.
  await page.route(WASM, (route) => route.fulfill({ status: 404, body: 'not here' }));
  await page.goto('/index.html');
  const failed = page.getByTestId('shell-failed');
  await expect(failed).toBeVisible();
  await expect(page.getByTestId('shell-status')).toContainText('The playground could not start');
  await expect(page.getByTestId('shell-status')).not.toContainText('Loading the playground');
  await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.locator('.app')).toHaveCount(0);
  await shot(page, 'first-screen-shell-failed');

  // The app's module itself missing: its script element's error says so.
  const other = await page.context().newPage();
  await other.route('**/rowkey-web.js', (route) => route.fulfill({ status: 404, body: 'not here' }));
  await other.goto('/index.html');
  await expect(other.getByTestId('shell-failed')).toContainText(/What failed: the script .* could not be loaded/);
  await expect(other.getByTestId('shell-status')).not.toContainText('Loading the playground');
  await other.close();
});

test('with scripts off the shell says what to do', async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto('/index.html');
  await expect(page.getByTestId('shell')).toBeVisible();
  await expect(page.getByTestId('shell-noscript')).toContainText('allow scripts for this site and reload');
  // The guide needs no script.
  await page.getByTestId('shell-noscript').getByRole('link', { name: 'guide' }).click();
  // The guide holds both languages; without a script the English one shows.
  await expect(page.locator('h1:visible')).toHaveText('The five-minute guide');
  await ctx.close();
});

test('the first screen says what the tool is and links a guide shipped with it', async ({ page, context, request, watched }) => {
  await open(page);
  const html = await (await request.get('/index.html')).text();
  const purpose = page.getByTestId('purpose');
  await expect(purpose).toBeVisible();
  // The app says what the shell said.
  const line = (await purpose.locator('.intro-purpose').textContent())!;
  expect(line).toMatch(/HBase .*row key/);
  expect(html).toContain(line);
  const link = page.getByTestId('guide-link');
  // The guide opens in the page's language.
  await expect(link).toHaveAttribute('href', 'guide.html?lang=en');

  // The guide opens in a new tab (the design stays as it is), from dist/, with nothing else.
  const offOrigin: string[] = [];
  const problems: string[] = [];
  context.on('request', (r) => { if (!r.url().startsWith(page.url().split('/index.html')[0])) offOrigin.push(r.url()); });
  const [guide] = await Promise.all([context.waitForEvent('page'), link.click()]);
  guide.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  guide.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
  await guide.waitForLoadState('load');
  await expect(guide.locator('h1:visible')).toHaveText('The five-minute guide');
  const steps = await guide.locator('.guide[lang="en"] ol.steps > li h3').allTextContents();
  expect(steps).toEqual(['Pick a preset', 'Edit the template', 'Read the verdict', 'Fix the splits', 'Share it']);
  // Its styles are the playground's (the theme variables resolve).
  const accent = await guide.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim());
  expect(accent).not.toBe('');
  await shot(guide, 'guide');
  await guide.getByTestId('guide-open').click();
  await guide.waitForSelector('.app');
  expect(problems).toEqual([]);
  expect(offOrigin).toEqual([]);
  await guide.close();
});

test('preset cards say what problem each shows, and the problems are real', async ({ page, watched }) => {
  test.setTimeout(300_000);
  await open(page);
  await page.getByTestId('intro-presets').click();
  const gallery = page.getByTestId('preset-gallery');
  await expect(gallery).toBeVisible();
  const slugs = fs.readdirSync(path.join(root, 'presets')).map((f) => f.replace(/\.json$/, ''));
  for (const slug of slugs) {
    const card = page.getByTestId(`preset-${slug}`);
    await expect(card.getByTestId('preset-tag')).not.toBeEmpty();
    const shows = (await card.getByTestId('preset-shows').textContent())!;
    expect(shows.length, `${slug}: one line on what it shows`).toBeGreaterThan(40);
    expect(['problem', 'fix', 'trade-off']).toContain(await card.getAttribute('data-tone'));
  }
  const tag = (slug: string) => page.getByTestId(`preset-${slug}`).getByTestId('preset-tag');
  await expect(tag('binary-ts-seq')).toHaveText('hotspot');
  await expect(tag('hbase-book-hex')).toHaveText('dead regions');
  await expect(tag('random-salt')).toHaveText('salting');
  await expect(tag('md5-prefix')).toHaveText('hashing');
  await expect(tag('phone-reversal')).toHaveText('reversed keys');
  await expect(tag('iot-metrics')).toHaveText('time buckets');
  await expect(tag('phoenix-salted')).toHaveText('Phoenix salt');
  await shot(page, 'preset-cards');

  // What a "problem" card claims is what its analysis shows.
  const load = async (slug: string) => {
    if (!(await gallery.isVisible())) await page.getByTestId('open-presets').click();
    await page.getByTestId(`preset-${slug}`).click();
    await expect(gallery).toHaveCount(0);
    await waitForReport(page);
  };
  await load('binary-ts-seq');
  await expect(page.locator('[data-testid=lint][data-rule=hotspot]')).toHaveCount(1);
  await load('hbase-book-hex');
  await expect(page.locator('[data-testid=region-bar][data-dead=true]')).toHaveCount(6);
  await load('random-salt');
  await expect(page.locator('[data-testid=lint][data-rule=salt-get]')).toHaveCount(1);
  await load('ecommerce-product-index');
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-verdict', 'needs-work');
});

/** Where the page keeps whether the Reference is open (`web/src/services/storage.rs`). */
const REFERENCE_KEY = 'rowkey-playground.reference-open';

test('the Reference starts folded, opens, and stays as the user left it', async ({ page, watched }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  const details = page.getByTestId('reference');
  await expect(details).toHaveJSProperty('open', false);
  await expect(page.getByTestId('ref-md5')).toBeHidden();
  // Folded, it is one line: the fields come right after the template.
  const box = (await page.locator('.panel.reference').boundingBox())!;
  expect(box.height).toBeLessThan(60);
  await shot(page, 'first-screen');

  await page.getByTestId('reference-toggle').click();
  await expect(details).toHaveJSProperty('open', true);
  await expect(page.getByTestId('ref-md5')).toBeVisible();
  // The browser fires `toggle` a task after `open` changes: reload once the choice is saved.
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), REFERENCE_KEY)).toBe('1');
  await page.reload();
  await page.waitForSelector('.app');
  await expect(page.getByTestId('reference')).toHaveJSProperty('open', true);
  // Keyboard: the summary toggles it too.
  await page.getByTestId('reference-toggle').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('reference')).toHaveJSProperty('open', false);
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), REFERENCE_KEY)).toBe('0');
  await page.reload();
  await page.waitForSelector('.app');
  await expect(page.getByTestId('reference')).toHaveJSProperty('open', false);
});

test('the iframe dialog offers every view, and each snippet loads that view', async ({ page, browser, baseURL, watched }) => {
  test.setTimeout(240_000);
  await recordClipboard(page);
  await open(page);
  await waitForReport(page);
  await page.getByTestId('copy-iframe').click();
  const dialog = page.getByTestId('embed-dialog');
  await expect(dialog).toBeVisible();
  // Focus is in the dialog; every view is offered, regions first.
  await expect(page.getByRole('button', { name: 'Close the embed dialog' })).toBeFocused();
  await expect(page.getByTestId('embed-view-regions')).toBeChecked();
  const views = { regions: 'region-bar', heatmap: 'heatmap', keys: 'sample-key' } as const;
  const snippets: Record<string, string> = {};
  for (const view of Object.keys(views) as (keyof typeof views)[]) {
    if (!(await dialog.isVisible())) await page.getByTestId('copy-iframe').click();
    await page.getByTestId(`embed-view-${view}`).check();
    const snippet = page.getByTestId('embed-snippet');
    await expect(snippet).toHaveValue(new RegExp(`^<iframe src="[^"]*\\?embed=1&view=${view}#v1\\.`));
    if (view === 'keys') {
      // Focused, the snippet is selected whole, ready for Ctrl+C.
      await snippet.focus();
      const selected = await snippet.evaluate((el: HTMLTextAreaElement) => el.value.substring(el.selectionStart, el.selectionEnd));
      expect(selected).toBe(await snippet.inputValue());
    }
    // The preview shows that very view.
    const preview = page.frameLocator('[data-testid=embed-preview]');
    await expect(preview.locator(`.app.embed[data-view=${view}]`)).toBeVisible();
    if (view === 'regions') await shot(page, 'embed-dialog');
    await page.getByTestId('embed-copy').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('banner')).toContainText('Iframe snippet copied');
    const copied: string[] = await page.evaluate(() => (window as any).__copied);
    snippets[view] = copied[copied.length - 1];
    expect(snippets[view]).toContain(`view=${view}`);
  }
  expect(new Set(Object.values(snippets)).size).toBe(3);
  // Focus went back to the button that opened the dialog.
  await expect(page.getByTestId('copy-iframe')).toBeFocused();

  // Each copied snippet, pasted into a docs page, shows its view.
  const ctx = await browser.newContext({ baseURL });
  const docs = await ctx.newPage();
  for (const [view, testid] of Object.entries(views)) {
    const src = snippets[view].match(/src="([^"]+)"/)![1];
    const height = Number(snippets[view].match(/height="(\d+)"/)![1]);
    await docs.setViewportSize({ width: 600, height });
    await docs.goto(src);
    await docs.waitForSelector('.app.embed');
    await expect(docs.locator('.app.embed')).toHaveAttribute('data-view', view);
    if (view !== 'keys') await waitForReport(docs);
    await expect(docs.getByTestId(testid).first()).toBeVisible();
    const overflow = await docs.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await ctx.close();

  // A theme chosen for the docs page goes into the snippet, and is not taken as the user's own.
  await page.getByTestId('copy-iframe').click();
  await page.getByTestId('embed-theme').selectOption('dark');
  await expect(page.getByTestId('embed-snippet')).toHaveValue(/\?embed=1&view=\w+&theme=dark#v1\./);
  await expect(page.frameLocator('[data-testid=embed-preview]').locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('rowkey-playground.theme'))).not.toBe('dark');
});

test('a long template wraps in the embedded view', async ({ page, watched }) => {
  await open(page);
  const long = '{user_id | javahash | and(0x7fffffff) | mod(100) | dec(2)}_{user_id}_{order_time | rev}_{order_id}_'
    + '{user_id | md5 | hex | left(8)}_{order_id | right(6)}_{order_time | date("%Y%m%d%H%M")}_'
    + 'a-long-literal-without-any-space-' + 'x'.repeat(120);
  await page.getByTestId('template-input').fill(long);
  await waitForReport(page);
  const fragment = new URL(page.url()).hash;
  expect(fragment).toMatch(/^#v1\./);
  await page.setViewportSize({ width: 600, height: 460 });
  await page.goto('/index.html?embed=1&view=regions' + fragment);
  await page.waitForSelector('.app.embed');
  const template = page.locator('.embed-template');
  await expect(template).toHaveText(long);
  const m = await template.evaluate((el) => ({
    scroll: el.scrollWidth, client: el.clientWidth, height: el.getBoundingClientRect().height,
    line: parseFloat(getComputedStyle(el).lineHeight) || 16,
  }));
  // Wrapped: nothing runs off to the side, and it takes several lines.
  expect(m.scroll).toBeLessThanOrEqual(m.client);
  expect(m.height).toBeGreaterThan(2 * m.line);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await waitForReport(page);
  // The chart is still in the iframe's first screen.
  const bar = (await page.getByTestId('region-bar').first().boundingBox())!;
  expect(bar.y).toBeLessThan(460);
  await shot(page, 'embed-long-template');
});
