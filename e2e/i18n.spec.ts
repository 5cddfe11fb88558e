// The playground in Simplified Chinese as well as English: the language follows the browser, can
// be switched in the header and is remembered, `?lang=` forces it (embeds included), and in
// zh-CN no English UI text is left (HBase identifiers and the user's data aside).
import { test, expect, open, waitForReport, shot } from './fixtures';
import { Page } from '@playwright/test';

/** Words that stay as they are in Chinese: HBase identifiers and terms Chinese HBase engineers
 * use as they are (rowkey, region), names of formats, hashes and products. */
const KEPT = new Set(
  `HBase hbase RowKey Rowkey rowkey rowkeys Region region regions Bigtable Phoenix OpenTSDB HBaseWD
   Java JSON json CSV csv SVG PNG HTML iframe UTF-8 ASCII JavaScript Playground Chromium
   HexStringSplit DecimalStringSplit UniformSplit RegionSplitter toStringBinary SPLITS SPLITALGO
   NUMREGIONS VERSIONS COMPRESSION BLOOMFILTER DATA_BLOCK_ENCODING BLOCKSIZE IN_MEMORY
   SteppingSplitPolicy IncreasingToUpperBoundRegionSplitPolicy ConstantSizeRegionSplitPolicy
   DisabledRegionSplitPolicy KeyPrefixRegionSplitPolicy BusyRegionSplitPolicy
   hexstring decimal uniform quantile hash md5 sha1 sha256 crc32 murmur3 xxhash64 murmur
   HashChore HashChoreWoker MessageDigest Bytes hbase-site cbt createtable Snappy Gzip NONE ROW
   ROWCOL FAST_DIFF PREFIX SNAPPY GZIP DIFF TTL scan Scan
   KeyValue memstore MemStore BlockCache HFile RegionServer flush cell cells Cell worker Worker
   Playground playground shell Shell`.split(/\s+/).filter(Boolean),
);

/** English words (4+ letters) a person can read on the page outside code, keys and inputs:
 * text nodes of visible elements, and the title / aria-label / placeholder attributes. */
async function englishLeft(page: Page, scope = 'body'): Promise<string[]> {
  const found = await page.evaluate(({ scope }) => {
    const skip = 'code, kbd, pre, samp, input, textarea, script, style, .mono, [data-user], [translate=no]';
    const root = document.querySelector(scope)!;
    const out: string[] = [];
    // Text in backquotes is code, and so is a word with `_`, `-` or a capital inside
    // (order_time, key-length, toStringBinary): identifiers, never translated.
    const words = (t: string | null) => ((t ?? '').replace(/`[^`]*`/g, ' ').match(/[A-Za-z][A-Za-z_'-]{3,}/g) ?? [])
      .filter((w) => !/[_-]/.test(w) && !/^.+[A-Z]/.test(w));
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest(skip)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      for (const w of words(n.textContent)) out.push(`${w} (in <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">)`);
    }
    for (const el of Array.from(root.querySelectorAll('[title], [aria-label], [placeholder]'))) {
      if (el.closest(skip.replace('input, textarea, ', ''))) continue;
      for (const a of ['title', 'aria-label', 'placeholder']) {
        for (const w of words(el.getAttribute(a))) out.push(`${w} (${a} of <${el.tagName.toLowerCase()}>)`);
      }
    }
    return out;
  }, { scope });
  return [...new Set(found.filter((f) => !KEPT.has(f.split(' ')[0])))];
}

const han = /[\u4e00-\u9fff]/;

/** The parts of the page that are in Chinese so far; the editors column, the keyspace ruler,
 * the sample table, sizing and queries still speak English only
 * (issue 14 is open): when they are translated, the check below becomes the whole page. */
const TRANSLATED = [
  '.topbar', '[data-testid=purpose]', '[data-testid=heatmap]', '[data-testid=lengths-chart]',
  '[data-testid=lints]', '[data-testid=keys-panel]', '[data-testid=growth-panel]',
  '.template-editor', '[aria-labelledby=fields-title]', '[data-testid=keyspace-ruler]',
  '.panel.splits', '[data-testid=sizing-panel]', '[data-testid=queries]', '.panel.sample-keys',
  '[data-testid=exports]', '.compare-open', '[data-testid=compare]', '[data-testid=editing-switch]',
  '[data-testid=stale-note]', '[data-testid=held]', '.skip',
];

/** English words left in the translated parts of the page, each with where it is. */
async function englishLeftInTranslated(page: Page): Promise<string[]> {
  const left: string[] = [];
  for (const scope of TRANSLATED) {
    if ((await page.locator(scope).count()) === 0) continue;
    for (const w of await englishLeft(page, scope)) left.push(`${scope}: ${w}`);
  }
  return left;
}

test.describe('in a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });

  test('the page opens in Chinese with no English UI text left, and fits 1024 px', async ({ page, watched }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await open(page);
    await waitForReport(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('share')).toHaveText(han);
    expect(await englishLeftInTranslated(page)).toEqual([]);
    // Nothing wider than the window: Chinese labels fit where English ones did.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await shot(page, 'zh-cn-1024');
  });

  test('a preset from the gallery, and a template error, in Chinese', async ({ page, watched }) => {
    await open(page);
    await page.getByTestId('open-presets').click();
    await expect(page.getByTestId('preset-gallery')).toBeVisible();
    await expect(page.getByTestId('preset-gallery').locator('.preset-name').first()).toHaveText(han);
    await page.getByTestId('preset-partition').click();
    await waitForReport(page);
    expect(await englishLeftInTranslated(page)).toEqual([]);
    await page.getByTestId('template-input').fill('{user_id | md6}');
    const error = page.getByTestId('template-error').first();
    await expect(error).toBeVisible();
    // The message is the core's, rendered in Chinese, naming what the user typed.
    const message = (await page.locator('#template-errors').textContent()) ?? '';
    expect(message).toMatch(han);
    expect(message).toContain('md6');
    await shot(page, 'zh-cn-template-error');
  });

  test('a share link keeps the design; the language is the reader\'s', async ({ page, browser, watched }) => {
    await open(page);
    await page.getByTestId('template-input').fill('{user_id | md5 | hex | left(4)}_{user_id}');
    await waitForReport(page);
    await page.getByTestId('share').click();
    await expect(page).toHaveURL(/#v1\./);
    const url = page.url();
    expect(url).not.toContain('lang=');
    for (const [locale, lang] of [['zh-CN', 'zh-CN'], ['en-US', 'en']]) {
      const ctx = await browser.newContext({ locale });
      const fresh = await ctx.newPage();
      await fresh.goto(url);
      await fresh.waitForSelector('.app');
      await waitForReport(fresh);
      await expect(fresh.locator('html')).toHaveAttribute('lang', lang);
      await expect(fresh.getByTestId('template-input')).toHaveValue('{user_id | md5 | hex | left(4)}_{user_id}');
      if (lang === 'zh-CN') expect(await englishLeftInTranslated(fresh)).toEqual([]);
      else await expect(fresh.getByTestId('share')).not.toHaveText(han);
      await ctx.close();
    }
  });

  test('the embed follows ?lang= and fits 600 px', async ({ page, watched }) => {
    await page.setViewportSize({ width: 600, height: 500 });
    await open(page);
    await waitForReport(page);
    await page.getByTestId('share').click();
    const hash = new URL(page.url()).hash;
    await page.goto(`/index.html?embed=1&view=regions${hash}`);
    await page.waitForSelector('.app');
    await waitForReport(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await englishLeft(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
    await shot(page, 'zh-cn-embed-600');
    // The docs page's choice wins over the reader's browser, and is not remembered as theirs.
    await page.goto(`/index.html?embed=1&view=regions&lang=en${hash}`);
    await page.waitForSelector('.app');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/index.html');
    await page.waitForSelector('.app');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test('the header switches the language, it is remembered, and ?lang= forces it', async ({ page, watched }) => {
  await open(page);
  await waitForReport(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const before = await page.getByTestId('template-input').inputValue();
  await page.getByTestId('lang-select').selectOption('zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('share')).toHaveText(han);
  // Switching loses nothing the user had.
  await expect(page.getByTestId('template-input')).toHaveValue(before);
  await waitForReport(page);
  expect(await englishLeftInTranslated(page)).toEqual([]);
  await page.reload();
  await page.waitForSelector('.app');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goto('/index.html?lang=en');
  await page.waitForSelector('.app');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('share')).not.toHaveText(han);
  await page.getByTestId('lang-select').selectOption('en');
  await page.goto('/index.html');
  await page.waitForSelector('.app');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
