import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatMoney, INT32_MAX, roundToCurrency, type ArtworkListResponse, type ArtworkRecord, type ArtworkStatus, type BulkFilterCount, type BulkFilterResponse } from '../../schema';
import { priceAfter } from '../services/back-office/bulk-effects';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { dbRows, madeArtworks, ownerApi, refusal, visitorPage, type OwnerApi } from '../test/back-office';
import { signIn, startTestServer, type TestServer } from '../test/harness';

/**
 * Bulk actions over every work a filter of the artworks table matches (POST /api/owner/artworks/
 * bulk-by-filter and …/count), over a few hundred works: each action changes exactly the matching works
 * of the owner's site, the count asked first is what then changes, visitors see the change at once, and
 * a bad filter changes nothing.
 */

let server: TestServer;
let owner: OwnerApi;
let other: OwnerApi;
beforeAll(async () => {
  server = await startTestServer();
  owner = ownerApi(server, await signIn(server.url));
  other = ownerApi(server, await signIn(server.url, ARTIST_OWNER_EMAIL));
}, 120_000);
afterAll(() => server?.close());

type Filter = Record<string, string | number>;

async function rows(api: OwnerApi, filter: Filter): Promise<ArtworkListResponse['items']> {
  const items: ArtworkListResponse['items'] = [];
  for (let offset = 0; ; offset += 200) {
    const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, String(v)])), limit: '200', offset: String(offset) });
    const answer = await api<ArtworkListResponse>('GET', `/artworks?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    items.push(...answer.body.items);
    if (items.length >= answer.body.total) return items;
  }
}

async function count(api: OwnerApi, body: Record<string, unknown>): Promise<BulkFilterCount> {
  const answer = await api<BulkFilterCount>('POST', '/artworks/bulk-by-filter/count', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function bulk(api: OwnerApi, body: Record<string, unknown>): Promise<BulkFilterResponse> {
  const answer = await api<BulkFilterResponse>('POST', '/artworks/bulk-by-filter', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const ids = (works: { id: number }[]) => works.map((w) => w.id).sort((a, b) => a - b);

/**
 * `size` works of the demo site under one tag: every third priced from $1,000 (the 'dear' ones), the
 * rest below; 20 works of the artist site under the same tag; a few demo works outside it.
 */
async function collection(tag: string, size = 300) {
  const demo = await madeArtworks(
    owner,
    Array.from({ length: size }, (_, i) => ({ title: `Bulk filter ${tag} ${i}`, tags: [tag], editions: [{ price: i % 3 === 0 ? 100_000 + i : 5_000 + i }] })),
  );
  const dear = demo.filter((_, i) => i % 3 === 0);
  const cheap = demo.filter((_, i) => i % 3 !== 0);
  const outside = await madeArtworks(owner, [{ title: `Outside ${tag}`, tags: ['elsewhere'], editions: [{ price: 150_000 }] }]);
  const theirs = await madeArtworks(other, Array.from({ length: 20 }, (_, i) => ({ title: `Theirs ${tag} ${i}`, tags: [tag], editions: [{ price: 120_000 }] })));
  return { demo, dear, cheap, outside, theirs, dearFilter: { tag, minPrice: 100_000 } };
}

describe('bulk actions by filter', () => {
  it('tag exactly the works the filter matches, after a count that says how many will change, and no other site’s', async () => {
    const { demo, dear, cheap, outside, theirs, dearFilter } = await collection('bulk-tag');
    const tagged = await bulk(owner, { filter: { tag: 'bulk-tag' }, action: 'addTag', tag: 'Some' });
    expect(tagged).toEqual({ matching: 300, changed: 300, unchanged: 0 });
    // A part has the new tag already: the count says so, and so does the answer.
    expect(await count(owner, { filter: dearFilter, action: 'removeTag', tag: 'some' })).toEqual({ matching: 100, changing: 100 });
    expect(await bulk(owner, { filter: dearFilter, action: 'removeTag', tag: 'some', matching: 100 })).toEqual({ matching: 100, changed: 100, unchanged: 0 });
    expect(await count(owner, { filter: { tag: 'bulk-tag' }, action: 'addTag', tag: 'some' })).toEqual({ matching: 300, changing: 100 });
    expect(await bulk(owner, { filter: { tag: 'bulk-tag' }, action: 'addTag', tag: 'some', matching: 300 })).toEqual({ matching: 300, changed: 100, unchanged: 200 });

    const withTag = await rows(owner, { tag: 'some' });
    expect(ids(withTag)).toEqual(ids(demo));
    expect(ids(await rows(owner, { tag: 'some', minPrice: 100_000 }))).toEqual(ids(dear));
    expect(cheap.length + dear.length).toBe(300);
    expect((await owner<ArtworkRecord>('GET', `/artworks/${outside[0].id}`)).body.tags).toEqual(['elsewhere']);
    for (const work of theirs) expect((await other<ArtworkRecord>('GET', `/artworks/${work.id}`)).body.tags).toEqual(['bulk-tag']);
    // Each changed work's revision moved on, and its search document has the tag (kept once for all by the action).
    expect(refusal(await owner('PATCH', `/artworks/${demo[1].id}`, { revision: demo[1].revision, title: 'Stale' })).status).toBe(409);
    const [doc] = await dbRows<{ document: string }>(server, `select document::text as document from search_documents where kind = 0 and item_id = ${demo[1].id}`);
    expect(doc.document).toContain("'some'");
  });

  it('change every price of the matching works by the percent, report how many, and visitors see the new prices at once', async () => {
    const { dear, cheap, outside, theirs, dearFilter } = await collection('bulk-price');
    const sample = dear[3];
    expect((await visitorPage(server, `/art/${sample.id}`)).html).toContain(formatMoney(sample.editions[0].price));

    expect(await count(owner, { filter: dearFilter, action: 'price', percent: 10 })).toEqual({ matching: 100, changing: 100 });
    expect(await bulk(owner, { filter: dearFilter, action: 'price', percent: 10, matching: 100 })).toEqual({ matching: 100, changed: 100, unchanged: 0, prices: 100 });

    const after = new Map((await rows(owner, { tag: 'bulk-price' })).map((r) => [r.id, r]));
    for (const work of dear) expect(after.get(work.id)!.editions[0].price).toBe(Math.round(work.editions[0].price * 1.1));
    for (const work of cheap) expect(after.get(work.id)!.editions[0].price).toBe(work.editions[0].price);
    // The table's price filter reads the new lowest prices.
    expect(ids(await rows(owner, { tag: 'bulk-price', minPrice: 110_000 }))).toEqual(ids(dear));
    expect((await owner<ArtworkRecord>('GET', `/artworks/${outside[0].id}`)).body.editions[0].price).toBe(150_000);
    for (const work of theirs) expect((await other<ArtworkRecord>('GET', `/artworks/${work.id}`)).body.editions[0].price).toBe(120_000);
    expect((await visitorPage(server, `/art/${sample.id}`)).html).toContain(formatMoney(Math.round(sample.editions[0].price * 1.1)));
  });

  it('mark the matching works sold, on hold and available, and visitors can no longer buy what is sold', async () => {
    const { dear, cheap, theirs, dearFilter } = await collection('bulk-status', 150);
    const statuses = async (works: ArtworkRecord[]): Promise<Set<ArtworkStatus>> => {
      const now = new Map((await rows(owner, { tag: 'bulk-status' })).map((r) => [r.id, r.status]));
      return new Set(works.map((w) => now.get(w.id)!));
    };
    expect(await count(owner, { filter: dearFilter, action: 'markSold' })).toEqual({ matching: 50, changing: 50 });
    expect(await bulk(owner, { filter: dearFilter, action: 'markSold' })).toEqual({ matching: 50, changed: 50, unchanged: 0 });
    expect(await statuses(dear)).toEqual(new Set(['sold']));
    expect(await statuses(cheap)).toEqual(new Set(['available']));
    expect(ids(await rows(owner, { tag: 'bulk-status', status: 'sold' }))).toEqual(ids(dear));
    const visitor = (await (await fetch(`${server.url}/api/inventory?sub=demo&inventoryId=${dear[0].id}`)).json()) as { inventory: Array<{ available: boolean }> };
    expect(visitor.inventory[0].available).toBe(false);

    // Sold works filtered by their status: on hold, then available again.
    expect(await bulk(owner, { filter: { tag: 'bulk-status', status: 'sold' }, action: 'markOnHold', matching: 50 })).toMatchObject({ changed: 50 });
    expect(await statuses(dear)).toEqual(new Set(['on_hold']));
    expect(await count(owner, { filter: { tag: 'bulk-status' }, action: 'markAvailable' })).toEqual({ matching: 150, changing: 50 });
    expect(await bulk(owner, { filter: { tag: 'bulk-status' }, action: 'markAvailable' })).toEqual({ matching: 150, changed: 50, unchanged: 100 });
    expect(await statuses([...dear, ...cheap])).toEqual(new Set(['available']));
    for (const work of theirs) expect((await other<ArtworkRecord>('GET', `/artworks/${work.id}`)).body.status).toBe('available');
  });

  it('archive the matching works, which visitors no longer see, and bring them back by the archived filter', async () => {
    const { dear, cheap, outside, theirs, dearFilter } = await collection('bulk-archive', 150);
    expect((await visitorPage(server, `/art/${dear[0].id}`)).status).toBe(200);
    expect(await bulk(owner, { filter: dearFilter, action: 'archive', matching: 50 })).toEqual({ matching: 50, changed: 50, unchanged: 0 });
    expect(ids(await rows(owner, { tag: 'bulk-archive', status: 'archived' }))).toEqual(ids(dear));
    expect(ids(await rows(owner, { tag: 'bulk-archive', status: 'available' }))).toEqual(ids(cheap));
    expect((await visitorPage(server, `/art/${dear[0].id}`)).status).toBe(404);
    expect((await visitorPage(server, `/art/${cheap[0].id}`)).status).toBe(200);
    expect((await owner<ArtworkRecord>('GET', `/artworks/${outside[0].id}`)).body.active).toBe(true);
    for (const work of theirs) expect((await other<ArtworkRecord>('GET', `/artworks/${work.id}`)).body.active).toBe(true);
    // Archived works are out of the visitors' search too (their documents were kept by the action).
    const [doc] = await dbRows<{ visible: boolean }>(server, `select visible from search_documents where kind = 0 and item_id = ${dear[0].id}`);
    expect(doc.visible).toBe(false);

    expect(await bulk(owner, { filter: { tag: 'bulk-archive', status: 'archived' }, action: 'unarchive' })).toEqual({ matching: 50, changed: 50, unchanged: 0 });
    expect((await visitorPage(server, `/art/${dear[0].id}`)).status).toBe(200);
  });

  it('act on the signed-in owner’s site only: another owner’s same filter changes only their works', async () => {
    const { demo, theirs } = await collection('bulk-scope', 30);
    expect(await bulk(other, { filter: { tag: 'bulk-scope' }, action: 'archive' })).toEqual({ matching: 20, changed: 20, unchanged: 0 });
    for (const work of theirs) expect((await other<ArtworkRecord>('GET', `/artworks/${work.id}`)).body.active).toBe(false);
    expect(await rows(owner, { tag: 'bulk-scope', status: 'archived' })).toEqual([]);
    expect((await rows(owner, { tag: 'bulk-scope' })).length).toBe(demo.length);
    // A filter naming another site's artist matches nothing here.
    const [theirArtist] = await dbRows<{ id: number }>(server, `select a.id from artists a join sites s on s.id = a.site_id where s.subdomain = 'artist' limit 1`);
    expect(await count(owner, { filter: { artistId: theirArtist.id }, action: 'archive' })).toEqual({ matching: 0, changing: 0 });
    expect(await bulk(owner, { filter: { artistId: theirArtist.id }, action: 'archive' })).toEqual({ matching: 0, changed: 0, unchanged: 0 });
  });

  it('refuse a bad filter or action with 400 naming it, and a count that no longer holds with 409, changing nothing', async () => {
    const [work] = await madeArtworks(owner, [{ title: 'Bulk refused', tags: ['bulk-refused'], editions: [{ price: 1000 }] }]);
    const before = await dbRows<{ n: number }>(server, `select count(*)::int as n from inventory where active`);
    for (const [body, message] of [
      [{ filter: { colour: 'red' }, action: 'archive' }, /^filter: Unrecognized key: "colour"/],
      [{ filter: { status: 'lost' }, action: 'archive' }, /^filter\.status: status must be one of /],
      [{ filter: { minPrice: 500, maxPrice: 100 }, action: 'archive' }, /^filter\.maxPrice: The highest price must not be below the lowest\.$/],
      [{ filter: { minPrice: null }, action: 'archive' }, /^filter\.minPrice: A filter is a string or a number\.$/],
      [{ filter: { type: 4 }, action: 'archive' }, /^filter\.type: /],
      [{ filter: 'tag=bulk-refused', action: 'archive' }, /^filter: /],
      [{ action: 'archive' }, /^filter: /],
      [{ filter: { tag: 'bulk-refused' }, ids: [work.id], action: 'archive' }, /Unrecognized key: "ids"/],
      [{ filter: { tag: 'bulk-refused' }, action: 'paint' }, /^action: /],
      [{ filter: { tag: 'bulk-refused' }, action: 'price', percent: -101 }, /^percent: /],
    ] as const) {
      for (const path of ['/artworks/bulk-by-filter', '/artworks/bulk-by-filter/count']) {
        const answer = refusal(await owner('POST', path, body));
        expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, code: 'invalid_request' });
        expect(answer.message, JSON.stringify(body)).toMatch(message);
      }
    }
    const stale = refusal(await owner('POST', '/artworks/bulk-by-filter', { filter: { tag: 'bulk-refused' }, action: 'archive', matching: 2 }));
    expect(stale).toMatchObject({ status: 409, code: 'edit_conflict' });
    expect(stale.message).toBe('The filter now matches 1 artwork, not the 2 asked about: the works changed since. Nothing was changed; look again and confirm.');
    expect(await dbRows<{ n: number }>(server, `select count(*)::int as n from inventory where active`)).toEqual(before);
  });

  it('round a price by the percent in the database as the rule says, for cents, whole yen and the largest price', async () => {
    // The rule as TypeScript would say it: rid of binary noise at millionths, rounded for the currency, within 0 and INT32_MAX.
    const rule = (value: number, percent: number, currencyCode: string) =>
      Math.min(INT32_MAX, Math.max(0, roundToCurrency(Math.round(((value * (100 + percent)) / 100) * 1e6) / 1e6, currencyCode)));
    const values = [0, 1, 3, 5, 15, 333, 1005, 9999, 92050, 1500050, 123456789, INT32_MAX];
    const percents = [10, -10, 12.5, -12.5, 10.1, 33.333, -100, 1000, 0.5, -0.5];
    for (const currencyCode of ['USD', 'EUR', 'JPY', 'isk']) {
      for (const percent of percents) {
        const cases = values.map((value) => sql`${priceAfter(sql`${value}::int`, sql`${currencyCode}::text`, percent)}`);
        const { rows: [row] } = (await server.db.execute(sql`select array[${sql.join(cases, sql`, `)}] as after`)) as unknown as { rows: [{ after: number[] }] };
        expect(row.after, `${currencyCode} ${percent}%`).toEqual(values.map((v) => rule(v, percent, currencyCode)));
      }
    }
  });
});
