// The exports panel speaks every dialect: the shell with namespaces and family attributes, the
// shell's NUMREGIONS form, RegionSplitter's command line, Bigtable's cbt and hbase-site.xml; an
// export the target cannot express shows why instead of a blank box.
import { test, expect, open, waitForReport } from './fixtures';
import type { Page } from '@playwright/test';

const ATTRS = {
  name: 'd', VERSIONS: 1, COMPRESSION: 'SNAPPY', BLOOMFILTER: 'ROW', TTL: 86400,
  DATA_BLOCK_ENCODING: 'FAST_DIFF', BLOCKSIZE: 65536, IN_MEMORY: true,
};
const D_ATTRS =
  "{NAME => 'd', VERSIONS => 1, COMPRESSION => 'SNAPPY', BLOOMFILTER => 'ROW', TTL => 86400, " +
  "DATA_BLOCK_ENCODING => 'FAST_DIFF', BLOCKSIZE => 65536, IN_MEMORY => 'true'}";

/** Open the playground on `table` with hexstring splits into 4 regions. */
async function openDesign(page: Page, table: unknown) {
  await open(page);
  await page.evaluate((table) => {
    const d = {
      version: 1, name: 'Dialects', template: '{id | md5 | hex}', fields: { id: 'seq(1, 1)' },
      splits: { algorithm: 'hexstring', regions: 4 }, table,
    };
    localStorage.setItem('rowkey-playground.design', JSON.stringify(d));
  }, table);
  await page.goto('/index.html');
  await waitForReport(page);
}

async function exported(page: Page, id: string) {
  await page.getByTestId(`export-${id}`).click();
  return page.getByTestId('export-output');
}

test('every dialect tab shows its text, or why the target cannot express the design', async ({ page, watched }) => {
  await openDesign(page, { name: 'ns:events', families: [ATTRS, 'm'] });
  const keys = "SPLITS => ['40000000', '80000000', 'c0000000']";
  await expect(await exported(page, 'shell')).toHaveText(
    `create_namespace 'ns'\ncreate 'ns:events', ${D_ATTRS}, 'm', ${keys}\n`);
  await expect(await exported(page, 'shell-numregions')).toHaveText(
    `create_namespace 'ns'\ncreate 'ns:events', ${D_ATTRS}, 'm', {NUMREGIONS => 4, SPLITALGO => 'HexStringSplit'}\n`);
  await expect(await exported(page, 'regionsplitter')).toBeEmpty();
  await expect(page.getByTestId('export-error')).toHaveText(
    "RegionSplitter creates each column family with HBase's defaults, and family `d` " +
    '(table.families[0]) sets attributes: use the shell export (--to shell, or --to shell-numregions).');
  await expect(page.getByTestId('export-download')).toBeDisabled();
  await expect(await exported(page, 'cbt')).toBeEmpty();
  await expect(page.getByTestId('export-error')).toContainText('Bigtable has no namespaces');
  const site = await exported(page, 'hbase-site');
  await expect(site).toContainText('<name>hbase.hregion.max.filesize</name>\n    <value>10737418240</value>');
  await expect(site).toContainText('<value>org.apache.hadoop.hbase.regionserver.ConstantSizeRegionSplitPolicy</value>');
  await expect(page.getByTestId('export-download')).toHaveText('Download hbase-site.xml');
  // The families box shows names; editing it keeps the attributes of the families kept.
  await expect(page.getByTestId('table-families')).toHaveValue('d, m');

  // Plain families, no namespace: RegionSplitter and cbt express it.
  await openDesign(page, { name: 'events', families: ['d', 'm'] });
  await expect(await exported(page, 'regionsplitter')).toHaveText(
    'hbase org.apache.hadoop.hbase.util.RegionSplitter events HexStringSplit -c 4 -f d:m\n');
  await expect(await exported(page, 'cbt')).toHaveText(
    'cbt createtable events families=d,m splits=40000000,80000000,c0000000\n');
  await expect(page.getByTestId('export-download')).toHaveText('Download events-cbt.sh');
  await expect(await exported(page, 'shell')).toContainText("create 'events', 'd', 'm', SPLITS");
});

test('a salted design asks for KeyPrefixRegionSplitPolicy with its prefix length', async ({ page, watched }) => {
  await open(page);
  await page.evaluate(() => {
    const d = {
      version: 1, name: 'Salted', template: '{id | javahash | absmod(16) | dec(2)}_{id}',
      fields: { id: 'seq(1, 1)' }, splits: { algorithm: 'salt', regions: 4 },
      table: { name: 'salted', families: ['d'] },
    };
    localStorage.setItem('rowkey-playground.design', JSON.stringify(d));
  });
  await page.goto('/index.html');
  await waitForReport(page);
  const site = await exported(page, 'hbase-site');
  await expect(site).toContainText('<value>org.apache.hadoop.hbase.regionserver.KeyPrefixRegionSplitPolicy</value>');
  await expect(site).toContainText("METADATA => {'KeyPrefixRegionSplitPolicy.prefix_length' => '2'}");
  await expect(await exported(page, 'shell-numregions')).toBeEmpty();
  await expect(page.getByTestId('export-error')).toContainText("this design's split keys come from `salt`, which the shell cannot compute");
});
