// The scanner for English left in a page meant to be Chinese: the playground's zh-CN flows
// (i18n.spec.ts) and the guide (guide-i18n.spec.ts) use the same rules.
import { Page } from '@playwright/test';

/** Words that stay as they are in Chinese: HBase identifiers and terms Chinese HBase engineers
 * use as they are (rowkey, region, split key), names of formats, hashes and products. */
export const KEPT = new Set(
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
   Playground playground shell Shell split compaction balancer store`.split(/\s+/).filter(Boolean),
);

/** English words (4+ letters) a person can read on the page outside code, keys and inputs:
 * text nodes of visible elements, and the title / aria-label / placeholder attributes. */
export async function englishLeft(page: Page, scope = 'body'): Promise<string[]> {
  const found = await page.evaluate(({ scope }) => {
    const skip = 'code, kbd, pre, samp, input, textarea, script, style, .mono, [data-user], [translate=no]';
    const root = document.querySelector(scope)!;
    const out: string[] = [];
    // What the user typed or the design holds (names, templates, queries) is data wherever
    // the page repeats it, e.g. a query's name in its Remove button's label.
    const data = [
      ...Array.from(root.querySelectorAll('input, textarea')).map((e) => (e as HTMLInputElement).value),
      ...Array.from(root.querySelectorAll('[data-user]')).map((e) => e.textContent ?? ''),
    ].map((v) => v.trim()).filter((v) => v.length >= 4).sort((a, b) => b.length - a.length);
    // Code is never translated: text in backquotes, template segments `{…}`, dotted names and
    // calls (java.util.zip.CRC32, Math.abs(x)), and words with `_`, `-` or a capital inside
    // (order_time, key-length, toStringBinary).
    const words = (t: string | null) => {
      let text = t ?? '';
      for (const d of data) text = text.split(d).join(' ');
      text = text.replace(/`[^`]*`/g, ' ').replace(/\{[^{}]*\}/g, ' ');
      return (text.match(/[A-Za-z][A-Za-z0-9_'.-]*\(?/g) ?? [])
        .filter((w) => !w.endsWith('(') && !/[A-Za-z0-9]\.[A-Za-z]/.test(w))
        .map((w) => w.replace(/[.']+$/, ''))
        .filter((w) => /^[A-Za-z][A-Za-z_'-]{3,}$/.test(w) && !/[_-]/.test(w) && !/^.+[A-Z]/.test(w));
    };
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

/** A Chinese character. */
export const han = /[\u4e00-\u9fff]/;
