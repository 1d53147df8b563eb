import sharp from 'sharp';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTWORK_IMPORT_FIELDS, ARTIST_IMPORT_FIELDS, IMPORT_MAX_ROWS, ImportText, type ArtworkListResponse, type ArtworkRecord, type ImportAnalysis, type ImportReport } from '../../schema';
import { parseCsv, writeCsv } from '../services/back-office/import/csv';
import { dbRows, ownerApi, type OwnerApi } from '../test/back-office';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { signIn, startTestServer, type TestServer } from '../test/harness';
import { hasTateData, SHARED_DATA_DIR, SPREADSHEET_HEADINGS, tateSpreadsheet } from '../test/import-csv';

let server: TestServer;
let cookie: string;
let owner: OwnerApi;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signIn(server.url);
  owner = ownerApi(server, cookie);
}, 120_000);
afterAll(() => server?.close());

interface Answer<T> {
  status: number;
  body: T & { error?: { code: string; message: string }; report?: ImportReport };
}

/** One step of the wizard as the screen sends it: the CSV, the zip of images and the mapping as a multipart form. */
async function step<T>(kind: string, path: string, csv: string | Buffer, options: { mapping?: Array<string | null>; zip?: Uint8Array; as?: string } = {}): Promise<Answer<T>> {
  const form = new FormData();
  form.set('file', new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }), 'works.csv');
  if (options.zip) form.set('images', new Blob([options.zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'images.zip');
  if (options.mapping) form.set('mapping', JSON.stringify(options.mapping));
  const res = await fetch(`${server.url}/api/owner/csv/${kind}/${path}`, { method: 'POST', headers: { cookie: options.as ?? cookie }, body: form });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

async function download(kind: string, what: string): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${server.url}/api/owner/csv/${kind}/${what}`, { headers: { cookie } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The works whose title, artist or sku holds q. */
async function find(q: string): Promise<ArtworkListResponse> {
  const answer = await owner<ArtworkListResponse>('GET', `/artworks?q=${encodeURIComponent(q)}&limit=200`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function record(sku: string): Promise<ArtworkRecord> {
  const [row] = (await find(sku)).items.filter((w) => w.sku === sku);
  expect(row, sku).toBeDefined();
  return (await owner<ArtworkRecord>('GET', `/artworks/${row.id}`)).body;
}

const workCount = async () => Number((await dbRows<{ n: string }>(server, `select count(*) as n from inventory`))[0].n);
const picture = (background: string) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).jpeg().toBuffer();

const csvOf = (headings: string[], rows: string[][]) => writeCsv(headings, rows);
const labels = ARTWORK_IMPORT_FIELDS.map((f) => f.label);
const row = (cells: Record<string, string>) => ARTWORK_IMPORT_FIELDS.map((f) => cells[f.key] ?? '');

describe('templates', () => {
  it('gives the artworks template: every heading and one example row, as a CSV file spreadsheets open', async () => {
    const file = await download('artworks', 'template');
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    const table = parseCsv(Buffer.from(file.text));
    expect(table.columns).toEqual(labels);
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0][labels.indexOf('Price')]).toBe('1250.00');
    // The example imports as it is.
    const dry = await step<ImportReport>('artworks', 'dry-run', file.text, { mapping: ARTWORK_IMPORT_FIELDS.map((f) => (f.key === 'images' ? null : f.key)) });
    expect(dry.body).toMatchObject({ created: 1, errorCount: 0 });
  });

  it('gives the artists template', async () => {
    const table = parseCsv(Buffer.from((await download('artists', 'template')).text));
    expect(table.columns).toEqual(ARTIST_IMPORT_FIELDS.map((f) => f.label));
    expect(table.rows).toHaveLength(1);
  });

  it('answers 404 for another kind', async () => {
    expect((await download('shows', 'template')).status).toBe(404);
  });
});

describe.skipIf(!hasTateData())(`a spreadsheet of 5,000 rows from the shared data (${SHARED_DATA_DIR})`, () => {
  let csv: string;
  let works: Awaited<ReturnType<typeof tateSpreadsheet>>['works'];
  let mapping: Array<string | null>;
  let before: number;

  beforeAll(async () => {
    ({ csv, works } = await tateSpreadsheet(5000));
    before = await workCount();
  });

  it('is analysed: its columns, a mapping suggested from the spreadsheet headings, and a preview', async () => {
    const answer = await step<ImportAnalysis>('artworks', 'analyze', csv);
    expect(answer.status).toBe(200);
    expect(answer.body.columns).toEqual(SPREADSHEET_HEADINGS);
    expect(answer.body.rows).toBe(5000);
    expect(answer.body.mapping).toEqual(['sku', 'title', 'artist', 'date', 'medium', 'tags', 'editionType', 'editionNumber', 'editionSize', 'price', 'quantity', 'height', 'width', 'depth']);
    expect(answer.body.preview).toHaveLength(5);
    expect(answer.body.preview[0][1]).toBe(works[0].title);
    mapping = answer.body.mapping;
  });

  it('is checked in a dry run that writes nothing', async () => {
    const answer = await step<ImportReport>('artworks', 'dry-run', csv, { mapping });
    expect(answer.status, JSON.stringify(answer.body.errors?.slice(0, 3))).toBe(200);
    expect(answer.body).toMatchObject({ dryRun: true, records: works.length, created: works.length, updated: 0, unchanged: 0, errorCount: 0 });
    expect(answer.body.editionsCreated).toBe(5000);
    expect(await workCount()).toBe(before);
  });

  it('is imported in one go: every work with its editions, prices in minor units, artists added by name', async () => {
    const started = performance.now();
    const answer = await step<ImportReport>('artworks', 'import', csv, { mapping });
    const seconds = (performance.now() - started) / 1000;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ dryRun: false, created: works.length, updated: 0, unchanged: 0, editionsCreated: 5000, errorCount: 0 });
    expect(answer.body.artistsCreated).toBeGreaterThan(0);
    expect(await workCount()).toBe(before + works.length);
    console.log(`imported 5,000 rows (${works.length} works) in ${seconds.toFixed(1)} s`);

    const numbered = works.find((w) => w.prices.length === 2)!;
    const work = await record(numbered.sku);
    expect(work.title).toBe(numbered.title);
    expect(work.artist?.name ?? null).toBe(numbered.artist);
    expect(work.editions.map((e) => [e.price, e.label, e.quantity])).toEqual([
      [numbered.prices[0], 'Edition 1 of 3', 1],
      [numbered.prices[1], 'Edition 2 of 3', 1],
    ]);
    const unique = works.find((w) => w.prices.length === 1 && w.height !== null)!;
    const one = await record(unique.sku);
    expect(one.editions).toHaveLength(1);
    expect(one.editions[0]).toMatchObject({ price: unique.prices[0], label: 'Unique', dimensions: { height: unique.height, metric: 1 } });
    // The visitors' site shows it at once.
    const page = await fetch(`${server.url}/art/${one.id}?sub=demo`);
    expect(await page.text()).toContain(unique.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').slice(0, 20));
  });

  it('changes nothing when the same file is imported again', async () => {
    const revisions = await dbRows(server, `select id, revision from inventory where sku like 'TATE-%' order by id`);
    const answer = await step<ImportReport>('artworks', 'import', csv, { mapping });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 0, updated: 0, unchanged: works.length, editionsCreated: 0, editionsUpdated: 0, artistsCreated: 0 });
    expect(await dbRows(server, `select id, revision from inventory where sku like 'TATE-%' order by id`)).toEqual(revisions);
  });

  it('updates the works whose rows changed, found by SKU', async () => {
    const lines = csv.split('\r\n');
    // The first data row's price goes up.
    const cells = parseCsv(Buffer.from(csv)).rows[0];
    const changed = [...cells];
    changed[9] = '9,999.50';
    lines[1] = writeCsv([], [changed]).replace(/^\uFEFF/, '').trim();
    const answer = await step<ImportReport>('artworks', 'import', lines.join('\r\n'), { mapping });
    expect(answer.body).toMatchObject({ created: 0, updated: 1, unchanged: works.length - 1, editionsUpdated: 1 });
    expect((await record(works[0].sku)).editions[0].price).toBe(999_950);
  });
});

describe('an edition with its own medium', () => {
  it('is imported, and exported back in the Edition medium column', async () => {
    const csv = csvOf(labels, [
      row({ sku: 'MED-1', title: 'Tide Table', medium: 'Oil on canvas', editionType: 'Numbered', editionNumber: '1', editionSize: '2', price: '300.00', editionMedium: 'Giclée on cotton rag' }),
      row({ sku: 'MED-1', title: 'Tide Table', medium: 'Oil on canvas', editionType: 'Numbered', editionNumber: '2', editionSize: '2', price: '300.00' }),
    ]);
    const answer = await step<ImportReport>('artworks', 'import', csv, { mapping: ARTWORK_IMPORT_FIELDS.map((f) => f.key) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await record('MED-1')).editions.map((e) => e.medium)).toEqual(['Giclée on cotton rag', null]);
    const exported = parseCsv(Buffer.from((await download('artworks', 'export')).text));
    const column = exported.columns.indexOf('Edition medium');
    expect(exported.rows.filter((r) => r[0] === 'MED-1').map((r) => r[column])).toEqual(['Giclée on cotton rag', '']);
  });
});

describe('a file with 20 bad rows', () => {
  const good = (i: number) => ({ sku: `BAD-${i}`, title: `Work ${i}`, price: '100.00' });
  const bad: Array<[Record<string, string>, string]> = [
    [{ price: 'abc' }, 'Price: “abc” is not a price. Write it in major units, such as 1250.00.'],
    [{ price: '', quantity: '1' }, 'Price: Enter a price, such as 1250.00.'],
    [{ title: '' }, 'Title: Enter a title.'],
    [{ sku: '' }, 'SKU: Enter a SKU. The rows that share one are an artwork and its editions.'],
    [{ unit: 'miles', height: '3' }, 'Unit: “miles” is not a unit: write in, cm or ft.'],
    [{ quantity: '2' }, 'Quantity: A unique original is one piece: its quantity is 0 (sold) or 1.'],
    [{ editionType: 'Numbered', editionSize: '3', quantity: '5' }, 'Quantity: No more can be left to sell than the edition counts (3).'],
    [{ type: 'Painting' }, 'Type: “Painting” is not a type: write Artwork, Merchandise, Jewelry, Furniture, Lighting or Decor.'],
    [{ type: 'Jewelry', subType: 'Chair' }, 'Subtype: “Chair” is not a subtype of Jewelry: write Ring, Necklace, Bracelet, Watch, Earrings, Cufflinks, Brooches or Other.'],
    [{ currency: 'XYZ' }, 'Currency: Enter a currency code such as USD or EUR.'],
    [{ canInquire: 'maybe' }, 'Can inquire: “maybe” is not yes or no.'],
    [{ contactUrl: 'call us' }, 'Contact URL: Enter a web address (https://…), a mailto: address or a path of this site (/contact).'],
    [{ height: 'tall' }, 'Height: “tall” is not a number.'],
    [{ height: '-4' }, 'Height: A size cannot be negative.'],
    [{ editionSize: '2.5' }, 'Edition size: “2.5” is not a whole number.'],
    [{ editionType: 'Limited' }, 'Edition type: “Limited” is not an edition type: write Unique or Numbered.'],
    [{ otherPrices: 'EURO' }, 'Other prices: “EURO” is not a price in another currency: write a code and an amount, such as EUR 1150.00.'],
    [{ otherPrices: 'USD 10.00' }, 'Other prices: The edition’s own price is in USD already.'],
    [{ images: 'missing.jpg' }, 'Images: missing.jpg is not a picture of this record, and no zip of images was uploaded with the file.'],
    [{ title: 'x'.repeat(301) }, 'Title: At most 300 characters.'],
  ];
  const rows = Array.from({ length: 60 }, (_, i) => ({ ...good(i) }));
  bad.forEach(([cells], n) => Object.assign(rows[n * 3 + 1], cells));
  const csv = csvOf(labels, rows.map(row));
  const mapping = ARTWORK_IMPORT_FIELDS.map((f) => f.key);

  it('reports each bad row by its number in the spreadsheet, with the reason, in the dry run', async () => {
    const answer = await step<ImportReport>('artworks', 'dry-run', csv, { mapping });
    expect(answer.status).toBe(200);
    expect(answer.body.errorCount).toBe(20);
    expect(answer.body.errors).toEqual(bad.map(([, message], n) => ({ row: n * 3 + 3, message })));
    expect(answer.body).toMatchObject({ created: 40 });
  });

  it('writes nothing at all on import, and says so', async () => {
    const before = await workCount();
    const answer = await step<unknown>('artworks', 'import', csv, { mapping });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'invalid_request', message: '20 rows have errors: nothing was imported. Fix them and import the file again.' });
    expect(answer.body.report?.errors).toHaveLength(20);
    expect(await workCount()).toBe(before);
    expect((await find('BAD-')).total).toBe(0);
  });

  it('refuses a SKU whose rows disagree about the artwork', async () => {
    const answer = await step<ImportReport>('artworks', 'dry-run', csvOf(labels, [row({ sku: 'D-1', title: 'One', price: '1' }), row({ sku: 'D-1', title: 'Two', price: '2' })]), { mapping });
    expect(answer.body.errors).toEqual([
      { row: 3, message: 'Title: “Two” differs from “One” on row 2, the same artwork (SKU D-1). Repeat the artwork’s columns as they are, or leave them empty.' },
    ]);
  });
});

describe('the mapping', () => {
  const headings = ['Kunstwerk', 'Nummer', 'Preis', 'Notiz'];
  const csv = csvOf(headings, [['Hafen', 'MAP-1', '2.500,00'.replace('.', '').replace(',', '.'), 'ignored']]);

  it('suggests nothing for headings it does not know, and imports renamed columns once mapped', async () => {
    const analysis = await step<ImportAnalysis>('artworks', 'analyze', csv);
    expect(analysis.body.mapping).toEqual([null, null, null, null]);
    const dry = await step<ImportReport>('artworks', 'dry-run', csv, { mapping: analysis.body.mapping });
    expect(dry.status).toBe(400);
    expect(dry.body.error?.message).toBe(ImportText.keyNotMapped('artworks'));
    const imported = await step<ImportReport>('artworks', 'import', csv, { mapping: ['title', 'sku', 'price', null] });
    expect(imported.body).toMatchObject({ created: 1, editionsCreated: 1 });
    const work = await record('MAP-1');
    expect(work).toMatchObject({ title: 'Hafen', notes: null });
    expect(work.editions[0].price).toBe(250_000);
  });

  it('refuses a field mapped twice, a field that does not exist, and a mapping of another length', async () => {
    expect((await step('artworks', 'dry-run', csv, { mapping: ['title', 'sku', 'title', null] })).body.error?.message).toBe(ImportText.mappedTwice('Title'));
    expect((await step('artworks', 'dry-run', csv, { mapping: ['title', 'sku', 'colour', null] })).body.error?.message).toBe('There is no field “colour” to import into.');
    expect((await step('artworks', 'dry-run', csv, { mapping: ['title', 'sku'] })).body.error?.message).toBe(ImportText.mappingLength(2, 4));
  });
});

describe('bad uploads', () => {
  it('answers 4xx with the reason, never 500', async () => {
    const res = await fetch(`${server.url}/api/owner/csv/artworks/analyze`, { method: 'POST', headers: { cookie, 'content-type': 'text/csv' }, body: 'a,b' });
    expect(res.status).toBe(400);
    const form = new FormData();
    const none = await fetch(`${server.url}/api/owner/csv/artworks/analyze`, { method: 'POST', headers: { cookie }, body: form });
    expect(await none.json()).toEqual({ error: { code: 'invalid_request', message: ImportText.noFile } });
    expect((await step('artworks', 'analyze', 'SKU,Title\r\n')).body.error?.message).toBe(ImportText.noRows);
    expect((await step('artworks', 'analyze', Buffer.from([0xff, 0xfe, 0x00, 0x41]))).body.error?.message).toBe(ImportText.notText);
    expect((await step('artworks', 'analyze', 'SKU,Title\r\nA,"open\r\n')).body.error?.message).toBe(ImportText.unreadable(2, 'a quoted cell is never closed (a " is missing).'));
    expect((await step('artworks', 'analyze', 'SKU,Title\r\nA,B\r\n', { zip: new Uint8Array([1, 2, 3, 4]) })).body.error?.message).toBe(ImportText.notZip);
    const tooMany = `SKU,Title,Price\n${'A,B,1\n'.repeat(IMPORT_MAX_ROWS + 1)}`;
    expect((await step('artworks', 'analyze', tooMany)).body.error?.message).toBe(ImportText.tooManyRows);
    const signedOut = await fetch(`${server.url}/api/owner/csv/artworks/export`);
    expect(signedOut.status).toBe(401);
  });

  it('refuses a CSV over 20 MB with 413 and the limit', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 'a');
    const answer = await step('artworks', 'analyze', big);
    expect(answer.status).toBe(413);
    expect(answer.body.error?.message).toBe(ImportText.csvTooLarge);
  });
});

describe('pictures from a zip', () => {
  const mapping = ARTWORK_IMPORT_FIELDS.map((f) => f.key);
  const csv = csvOf(labels, [row({ sku: 'ZIP-1', title: 'Pictured', price: '10.00', images: 'front.jpg; Back.JPG' })]);

  it('matches the file names to the zip, adds them to the media library in order, and reports a missing one by row', async () => {
    const front = await picture('#aa3300');
    const missing = await step<ImportReport>('artworks', 'dry-run', csv, { mapping, zip: zipSync({ 'photos/front.jpg': front }) });
    expect(missing.body.errors).toEqual([{ row: 2, message: 'Images: Back.JPG is not in the zip of images.' }]);

    const zip = zipSync({ 'photos/front.jpg': front, 'photos/back.jpg': await picture('#0033aa'), 'unused.txt': new Uint8Array([1]) });
    const analysis = await step<ImportAnalysis>('artworks', 'analyze', csv, { zip });
    expect(analysis.body.imageFiles).toBe(3);
    const imported = await step<ImportReport>('artworks', 'import', csv, { mapping, zip });
    expect(imported.body).toMatchObject({ created: 1, imagesAdded: 2 });
    const work = await record('ZIP-1');
    expect(work.images.map((p) => [p.width, p.height])).toEqual([
      [40, 30],
      [40, 30],
    ]);
    const names = await dbRows<{ name: string }>(server, `select name from images where inventory_id = ${work.id} order by position`);
    expect(names.map((n) => n.name)).toEqual(['front.jpg', 'back.jpg']);
    const served = await fetch(`${server.url}/img/w_100/${work.images[0].id}.jpg`);
    expect(served.status).toBe(200);

    // Again, with or without the zip: the pictures are the work's already.
    expect((await step<ImportReport>('artworks', 'import', csv, { mapping, zip })).body).toMatchObject({ unchanged: 1, imagesAdded: 0 });
    expect((await step<ImportReport>('artworks', 'import', csv, { mapping })).body).toMatchObject({ unchanged: 1, imagesAdded: 0 });
  });

  it('refuses a file of the zip that is not an image', async () => {
    const zip = zipSync({ 'front.jpg': new TextEncoder().encode('not a picture'), 'back.jpg': await picture('#000') });
    const answer = await step<ImportReport>('artworks', 'dry-run', csvOf(labels, [row({ sku: 'ZIP-2', title: 'Broken', price: '1', images: 'front.jpg' })]), { mapping, zip });
    expect(answer.body.errors).toEqual([{ row: 2, message: 'Images: front.jpg: This file type is not supported. Upload a JPEG, PNG, WebP, AVIF, GIF or SVG image.' }]);
  });
});

describe('another owner’s file', () => {
  it('is matched by SKU only within that owner’s site: the same SKU elsewhere is a new work, and the first stays as it was', async () => {
    const mapping = ARTWORK_IMPORT_FIELDS.map((f) => f.key);
    expect((await step<ImportReport>('artworks', 'import', csvOf(labels, [row({ sku: 'SCOPE-1', title: 'Ours', price: '10.00' })]), { mapping })).body).toMatchObject({ created: 1 });
    const artist = await signIn(server.url, ARTIST_OWNER_EMAIL);
    const theirs = await step<ImportReport>('artworks', 'import', csvOf(labels, [row({ sku: 'SCOPE-1', title: 'Theirs', price: '20.00' })]), { mapping, as: artist });
    expect(theirs.body).toMatchObject({ created: 1, updated: 0 });
    expect((await record('SCOPE-1')).title).toBe('Ours');
    const sites = await dbRows<{ subdomain: string; title: string }>(server, `select s.subdomain, i.title from inventory i join sites s on s.id = i.site_id where i.sku = 'SCOPE-1' order by i.id`);
    expect(sites.map((r) => r.title)).toEqual(['Ours', 'Theirs']);
    expect(sites[0].subdomain).not.toBe(sites[1].subdomain);
    // Each owner's export holds only their own.
    const exported = await fetch(`${server.url}/api/owner/csv/artworks/export`, { headers: { cookie: artist } });
    const table = parseCsv(Buffer.from(await exported.text()));
    expect(table.rows.filter((r) => r[labels.indexOf('SKU')] === 'SCOPE-1').map((r) => r[labels.indexOf('Title')])).toEqual(['Theirs']);
  });
});

describe('a failure while the rows are written', () => {
  it('leaves nothing of the import: the works written before it, their editions and pictures are all undone', async () => {
    // The database refuses one edition, after the works (and the editions and pictures before it) were written.
    await dbRows(server, `create function refuse_edition() returns trigger as $$ begin if new.price = 66600 then raise exception 'the disk is full'; end if; return new; end $$ language plpgsql`);
    await dbRows(server, `create trigger refuse_edition before insert on editions for each row execute function refuse_edition()`);
    try {
      const counts = async () => dbRows<{ works: string; editions: string; images: string }>(server, `select (select count(*) from inventory) as works, (select count(*) from editions) as editions, (select count(*) from images) as images`);
      const before = await counts();
      const files: Record<string, Uint8Array> = {};
      for (let i = 1; i <= 5; i++) files[`half-${i}.jpg`] = await picture(`#${i}${i}${i}`);
      const rows = [1, 2, 3, 4, 5].map((i) => row({ sku: `HALF-${i}`, title: `Half ${i}`, price: i === 4 ? '666.00' : '10.00', images: `half-${i}.jpg` }));
      const answer = await step<unknown>('artworks', 'import', csvOf(labels, rows), { mapping: ARTWORK_IMPORT_FIELDS.map((f) => f.key), zip: zipSync(files) });
      expect(answer.status).toBe(500);
      expect(answer.body.error?.code).toBe('internal');
      expect(await counts()).toEqual(before);
      expect((await find('HALF-')).total).toBe(0);
    } finally {
      await dbRows(server, `drop trigger refuse_edition on editions`);
      await dbRows(server, `drop function refuse_edition()`);
    }
  });
});

describe('export', () => {
  it('gives back what the import takes: importing the export changes nothing', async () => {
    const file = await download('artworks', 'export');
    expect(file.status).toBe(200);
    const table = parseCsv(Buffer.from(file.text));
    expect(table.columns).toEqual(labels);
    const works = await workCount();
    const demoWorks = Number((await dbRows<{ n: string }>(server, `select count(*) as n from inventory i join sites s on s.id = i.site_id where s.subdomain = 'demo'`))[0].n);
    expect(new Set(table.rows.map((r) => r[0])).size).toBe(demoWorks);
    const answer = await step<ImportReport>('artworks', 'import', file.text, { mapping: ARTWORK_IMPORT_FIELDS.map((f) => f.key) });
    expect(answer.status, JSON.stringify(answer.body.errors?.slice(0, 3) ?? answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ created: 0, updated: 0, unchanged: demoWorks, errorCount: 0 });
    expect(await workCount()).toBe(works);
    expect((await download('artworks', 'export')).text).toBe(file.text);
  });
});

describe('artists', () => {
  const labelsOf = ARTIST_IMPORT_FIELDS.map((f) => f.label);
  const artistRow = (cells: Record<string, string>) => ARTIST_IMPORT_FIELDS.map((f) => cells[f.key] ?? '');

  it('adds new artists, updates one found by name in any case, and exports them back as the import takes them', async () => {
    const existing = (await dbRows<{ name: string }>(server, `select a.name from artists a join sites s on s.id = a.site_id where s.subdomain = 'demo' order by a.id limit 1`))[0].name;
    const csv = csvOf(labelsOf, [
      artistRow({ name: 'Ada Moreau', beginDate: '1921', nationality: 'French', biography: 'Paints harbours.\n\nLives by the sea.', tags: 'Painter; sea' }),
      artistRow({ name: existing.toUpperCase(), country: 'Atlantis' }),
      artistRow({ name: 'Bad Years', beginDate: '1990', endDate: '1950' }),
      artistRow({ name: 'ada moreau' }),
    ]);
    const mapping = ARTIST_IMPORT_FIELDS.map((f) => f.key);
    const dry = await step<ImportReport>('artists', 'dry-run', csv, { mapping });
    expect(dry.body.errors).toEqual([
      { row: 4, message: 'Died: The year of death must not be before the year of birth.' },
      { row: 5, message: 'Name: ada moreau is on row 2 already. Each artist has one row.' },
    ]);
    const fixed = csvOf(labelsOf, [artistRow({ name: 'Ada Moreau', beginDate: '1921', nationality: 'French', biography: 'Paints harbours.\n\nLives by the sea.', tags: 'Painter; sea' }), artistRow({ name: existing.toUpperCase(), country: 'Atlantis' })]);
    // Only the columns mapped are changed: the existing artist keeps everything but the country.
    const partial = ARTIST_IMPORT_FIELDS.map((f) => (['name', 'beginDate', 'nationality', 'biography', 'tags', 'country'].includes(f.key) ? f.key : null));
    const imported = await step<ImportReport>('artists', 'import', fixed, { mapping: partial });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ created: 1, updated: 1 });
    const [ada] = await dbRows<{ biography: string; tags: string[] }>(server, `select biography, tags from artists where name = 'Ada Moreau'`);
    expect(ada).toEqual({ biography: '<p>Paints harbours.</p><p>Lives by the sea.</p>', tags: ['painter', 'sea'] });
    const [updated] = await dbRows<{ name: string; country: string }>(server, `select name, country from artists where lower(name) = lower('${existing.replace(/'/g, "''")}')`);
    expect(updated.country).toBe('Atlantis');

    const exported = await download('artists', 'export');
    const table = parseCsv(Buffer.from(exported.text));
    expect(table.columns).toEqual(labelsOf);
    expect(table.rows.find((r) => r[0] === 'Ada Moreau')).toEqual(artistRow({ name: 'Ada Moreau', beginDate: '1921', nationality: 'French', biography: '<p>Paints harbours.</p><p>Lives by the sea.</p>', tags: 'painter; sea' }));
    const again = await step<ImportReport>('artists', 'import', exported.text, { mapping });
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: table.rows.length, errorCount: 0 });
  });
});
