import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import { zipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ARTIST_IMPORT_FIELDS, ARTWORK_IMPORT_FIELDS, ImportText, type ArtworkListResponse, type ArtworkRecord } from '../schema';
import { signIn, SITE } from './helpers';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.ed-admin').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csvOf = (rows: string[][]) => rows.map((cells) => cells.map(quoted).join(',')).join('\r\n') + '\r\n';
/** A downloaded CSV's lines, its byte-order mark left out. */
const linesOf = async (download: Download) => (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');

/** The wizard's part of the screen (the builder stays mounted underneath with status lines of its own). */
const wizardOf = (page: Page) => page.getByRole('region', { name: 'Import', exact: true });

async function openImport(page: Page): Promise<void> {
  await signIn(page);
  await page.goto('/editor#/content/import');
  await expect(page.getByRole('heading', { name: 'Import and export', level: 1 })).toBeVisible();
}

/** The file a spreadsheet gives: headings the suggestion knows (Stock No., Retail Price…), one it does not (Werktitel), and two to ignore. */
const s = Date.now().toString(36);
const artist = `Ada Import ${s}`;
const works = { unique: { sku: `IMP-${s}-1`, title: `Harbour Study ${s}` }, numbered: { sku: `IMP-${s}-2`, title: `Dune Print ${s}` } };
const spreadsheet = csvOf([
  ['Stock No.', 'Werktitel', 'Artist', 'Year', 'Unique or numbered', 'Number', 'Edition of', 'Retail Price', 'Qty', 'Picture', 'Notes', 'Kommentar'],
  [works.unique.sku, works.unique.title, artist, '1921', 'Unique', '', '', '1,250.00', '1', 'harbour.jpg', 'Keep in the back room', 'x'],
  [works.numbered.sku, works.numbered.title, artist, '1976', 'Numbered', '1', '3', '300.00', '1', '', '', 'y'],
  [works.numbered.sku, '', '', '', 'Numbered', '2', '3', '320.00', '1', '', '', ''],
]);
const csvFile = { name: `works-${s}.csv`, mimeType: 'text/csv', buffer: Buffer.from(spreadsheet) };

/** Chooses the CSV with the file input and drops the zip of images on the drop zone. */
async function chooseFiles(page: Page, zip: Uint8Array): Promise<void> {
  await page.getByLabel('Choose the CSV file').setInputFiles(csvFile);
  const dataTransfer = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'pictures.zip', { type: 'application/zip' }));
    return transfer;
  }, Array.from(zip));
  await page.getByTestId('import-drop-zone').dispatchEvent('drop', { dataTransfer });
  const dropZone = page.getByTestId('import-drop-zone');
  await expect(dropZone.getByText(`${csvFile.name} (${csvFile.buffer.length} bytes)`)).toBeVisible();
  await expect(dropZone.getByText(/^pictures\.zip \(\d+(\.\d)? (bytes|KB)\)$/)).toBeVisible();
}

/** The mapping the owner makes by hand: Werktitel is the title, and the notes stay out. */
async function mapByHand(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await expect(page.getByRole('heading', { name: 'Map the columns' })).toBeFocused();
  await expect(page.getByLabel('Field for “Stock No.”')).toHaveValue('sku');
  await expect(page.getByLabel('Field for “Retail Price”')).toHaveValue('price');
  await expect(page.getByLabel('Field for “Werktitel”')).toHaveValue('');
  await page.getByLabel('Field for “Werktitel”').selectOption({ label: 'Title' });
  await page.getByLabel('Field for “Notes”').selectOption({ label: 'Ignore this column' });
}

test.describe.serial('the import wizard', () => {
  let zip: Uint8Array;
  test.beforeAll(async () => {
    zip = zipSync({ 'harbour.jpg': await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer() });
  });

  test('an owner imports a spreadsheet whose headings are partly unknown, with a zip of images, through the mapping, a dry run and the import; a visitor sees a work', async ({ page }) => {
    await openImport(page);
    await expect(page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Import and export' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('radio', { name: 'Artworks and editions' })).toBeChecked();
    await chooseFiles(page, zip);
    await expectNoAxeViolations(page);

    await mapByHand(page);
    const werktitel = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Werktitel/ }) });
    await expect(werktitel).toContainText(`${works.unique.title} · ${works.numbered.title}`);
    await expect(werktitel).toContainText('Needed for a new artwork.');
    await expect(wizardOf(page).getByRole('status')).toHaveText('“Notes” is ignored.');
    const preview = page.getByRole('region', { name: 'The first rows as they will be read' });
    await expect(preview.getByRole('columnheader')).toHaveText(['Row', 'SKU', 'Title', 'Artist', 'Date', 'Edition type', 'Edition number', 'Edition size', 'Price', 'Quantity', 'Images']);
    await expect(preview.getByRole('row').nth(1)).toContainText(works.unique.title);
    await expect(page.getByText('SKU (needed) comes from the column “Stock No.”.')).toBeVisible();
    // Without its key the file cannot be imported, and the wizard says why before anything is sent.
    await page.getByLabel('Field for “Stock No.”').selectOption({ label: 'Ignore this column' });
    await expect(wizardOf(page).getByRole('alert')).toHaveText(ImportText.keyNotMapped('artworks'));
    await page.getByLabel('Field for “Stock No.”').selectOption({ label: 'SKU (needed)' });
    await expect(wizardOf(page).getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Next: check the file' }).click();
    await expect(page.getByRole('heading', { name: 'Check the file' })).toBeFocused();
    const report = page.locator('.ed-import-report');
    await expect(report.getByRole('paragraph')).toHaveText([
      '2 artworks will be created.',
      '3 editions will be added.',
      '1 artist not on the site yet will be added.',
      '1 picture will be added to the media library.',
      'Every row can be imported.',
    ]);
    await expect(wizardOf(page).getByRole('status')).toHaveText('Checked: every row can be imported.');
    await expectNoAxeViolations(page);

    // The import is held at the network until the importing step has been looked at.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/owner/csv/artworks/import', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Importing' })).toBeFocused();
    await expect(wizardOf(page).getByRole('status')).toHaveText('Importing 3 rows…');
    await expect(wizardOf(page).getByRole('progressbar')).toBeVisible();
    await expect(wizardOf(page).getByRole('listitem').filter({ hasText: 'Import' })).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByRole('heading', { name: 'Imported' })).toBeFocused();
    await page.unrouteAll();
    await expect(report.getByRole('paragraph')).toHaveText(['2 artworks were created.', '3 editions were added.', '1 new artist was added.', '1 picture was added to the media library.']);
    await expect(wizardOf(page).getByRole('status')).toHaveText('Imported. 2 artworks were created.');
    await expect(page.getByRole('link', { name: 'Open the artworks' })).toHaveAttribute('href', '#/content/artworks');
    await expect(page.getByRole('link', { name: 'Open the artists' })).toHaveAttribute('href', '#/content/artists');
    await expectNoAxeViolations(page);

    // The owner's API has the works, their editions and the picture; the ignored notes stayed out.
    const found = (await (await page.request.get(`/api/owner/artworks?q=${encodeURIComponent(`IMP-${s}`)}&limit=10`)).json()) as ArtworkListResponse;
    const record = async (sku: string) => (await (await page.request.get(`/api/owner/artworks/${found.items.find((w) => w.sku === sku)!.id}`)).json()) as ArtworkRecord;
    const unique = await record(works.unique.sku);
    expect(unique).toMatchObject({ title: works.unique.title, date: '1921', notes: null, artist: { name: artist } });
    expect(unique.images).toHaveLength(1);
    expect(unique.editions.map((e) => [e.label, e.price])).toEqual([['Unique', 125_000]]);
    const numbered = await record(works.numbered.sku);
    expect(numbered.editions.map((e) => [e.label, e.price])).toEqual([
      ['Edition 1 of 3', 30_000],
      ['Edition 2 of 3', 32_000],
    ]);

    const visitor = await page.context().newPage();
    await visitor.goto(`${SITE}/art/${unique.id}`);
    await expect(visitor.getByText(works.unique.title).first()).toBeVisible();
    await expect(visitor.locator(`img[src*="/${unique.images[0].id}."]`).first()).toBeVisible();
    await visitor.close();
  });

  test('importing the same file again reports that nothing changed', async ({ page }) => {
    await openImport(page);
    await chooseFiles(page, zip);
    await mapByHand(page);
    await page.getByRole('button', { name: 'Next: check the file' }).click();
    await expect(page.locator('.ed-import-report').getByRole('paragraph')).toHaveText(['Nothing will change: the 2 artworks in the file are the same as on the site.', 'Every row can be imported.']);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.locator('.ed-import-report').getByRole('paragraph')).toHaveText(['Nothing changed: the 2 artworks in the file were the same as on the site already.']);
  });
});

test('a file with bad rows: each is reported by its row number with the reason, can be downloaded, and nothing is written', async ({ page }) => {
  await openImport(page);
  // A file that is not text: the server's message as it words it.
  await page.getByLabel('Choose the CSV file').setInputFiles({ name: 'works.csv', mimeType: 'text/csv', buffer: Buffer.from([0xff, 0xfe, 0x00, 0x41]) });
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await expect(wizardOf(page).getByRole('alert')).toHaveText(ImportText.notText);

  const b = `BAD-${Date.now().toString(36)}`;
  const labels = ARTWORK_IMPORT_FIELDS.map((f) => f.label);
  const row = (cells: Record<string, string>) => ARTWORK_IMPORT_FIELDS.map((f) => cells[f.key] ?? '');
  const csv = csvOf([
    labels,
    row({ sku: `${b}-1`, title: 'Fine', price: '10.00' }),
    row({ sku: `${b}-2`, title: 'Bad price', price: 'abc' }),
    row({ sku: `${b}-3`, title: 'Fine too', price: '12.00' }),
    row({ sku: `${b}-4`, title: '', price: '14.00' }),
  ]);
  await page.getByLabel('Choose the CSV file').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await expect(page.getByRole('heading', { name: 'Map the columns' })).toBeFocused();
  await page.getByRole('button', { name: 'Next: check the file' }).click();
  await expect(page.getByRole('heading', { name: 'Check the file' })).toBeFocused();
  await expect(page.locator('.ed-import-report').getByRole('paragraph')).toHaveText([
    '2 artworks will be created.',
    '2 editions will be added.',
    '2 rows have errors: nothing can be imported until they are fixed. Correct the file or the mapping and check again.',
  ]);
  const errors = page.getByRole('region', { name: 'Rows with errors' }).getByRole('row');
  await expect(errors).toHaveText([
    'RowReason',
    '3Price: “abc” is not a price. Write it in major units, such as 1250.00.',
    '5Title: Enter a title.',
  ]);
  await expect(wizardOf(page).getByRole('status')).toHaveText('Checked: 2 rows have errors.');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // By keyboard: from the step's heading, the next stop is the download.
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Download the errors (CSV)' })).toBeFocused();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('stock-errors.csv');
  expect(await linesOf(download)).toEqual(['Row,Reason', '3,"Price: “abc” is not a price. Write it in major units, such as 1250.00."', '5,Title: Enter a title.', '']);

  const found = (await (await page.request.get(`/api/owner/artworks?q=${b}&limit=10`)).json()) as ArtworkListResponse;
  expect(found.total).toBe(0);

  // Back to fix the mapping, or to choose another file.
  await page.getByRole('button', { name: 'Back: change the mapping' }).click();
  await expect(page.getByRole('heading', { name: 'Map the columns' })).toBeFocused();
  await page.getByRole('button', { name: 'Next: check the file' }).click();
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await expect(page.getByRole('heading', { name: 'Choose what to import' })).toBeFocused();
  await expect(page.getByTestId('import-drop-zone').getByText(`stock.csv (${csv.length} bytes)`)).toBeVisible();
});

test('the templates and the exports download as CSV files with the import’s headings', async ({ page }) => {
  await openImport(page);
  const download = async (name: string) => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name }).click();
    return downloading;
  };
  const artworkHeader = ARTWORK_IMPORT_FIELDS.map((f) => f.label).join(',');
  const artistHeader = ARTIST_IMPORT_FIELDS.map((f) => f.label).join(',');

  const template = await download('Download the artworks template');
  expect(template.suggestedFilename()).toBe('artworks-template.csv');
  expect((await linesOf(template))[0]).toBe(artworkHeader);
  await page.getByRole('radio', { name: 'Artists' }).check();
  expect((await linesOf(await download('Download the artists template')))[0]).toBe(artistHeader);

  const artworks = await linesOf(await download('Export artworks and editions'));
  expect(artworks[0]).toBe(artworkHeader);
  expect(artworks.length).toBeGreaterThan(2);
  const artists = await linesOf(await download('Export artists'));
  expect(artists[0]).toBe(artistHeader);
  expect(artists.length).toBeGreaterThan(2);
  await expectNoAxeViolations(page);
});
