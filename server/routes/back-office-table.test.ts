import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, InventoryType, type ArtworkListResponse, type ArtworkRecord, type ArtworkRow, type BulkResponse } from '../../schema';
import { yearOf } from '../services/back-office/artwork-record';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { dbRows, ownerApi, refusal, visitorPage, type OwnerApi } from '../test/back-office';
import { buyer, cardToken, postJson, sellableEditions, signIn, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let owner: OwnerApi;
let other: OwnerApi;
beforeAll(async () => {
  server = await startTestServer();
  owner = ownerApi(server, await signIn(server.url));
  other = ownerApi(server, await signIn(server.url, ARTIST_OWNER_EMAIL));
}, 120_000);
afterAll(() => server?.close());

async function table(query: string): Promise<ArtworkListResponse> {
  const answer = await owner<ArtworkListResponse>('GET', `/artworks?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function created(body: Record<string, unknown>): Promise<ArtworkRecord> {
  const answer = await owner<ArtworkRecord>('POST', '/artworks', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function siteCount(where = 'true'): Promise<number> {
  const [row] = await dbRows<{ n: number }>(server, `select count(*)::int as n from inventory where site_id = (select id from sites where subdomain = 'demo') and ${where}`);
  return row.n;
}

describe('the artworks table', () => {
  it('pages through every work of the site, archived ones too, newest first, with the total', async () => {
    const first = await table('limit=20');
    expect(first.total).toBe(await siteCount());
    expect(first.items).toHaveLength(20);
    const second = await table('limit=20&offset=20');
    expect(second.items.map((r) => r.id)).not.toContain(first.items[0].id);
    const created = first.items.map((r) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const row = first.items[0];
    expect(row).toMatchObject({ revision: expect.any(Number), status: expect.any(String), tags: expect.any(Array), editions: expect.any(Array) });
  });

  it('finds works by a part of the title, the artist’s name or the sku, in any case', async () => {
    const [sample] = (await table('limit=1&sort=title')).items;
    const work = await owner<ArtworkRecord>('GET', `/artworks/${sample.id}`);
    const byTitle = await table(`q=${encodeURIComponent(sample.title.slice(1, 6).toUpperCase())}&limit=200`);
    expect(byTitle.items.map((r) => r.id)).toContain(sample.id);
    for (const r of byTitle.items) expect(`${r.title} ${r.artist?.name ?? ''} ${r.sku ?? ''}`.toLowerCase()).toContain(sample.title.slice(1, 6).toLowerCase());
    const bySku = await table(`q=${encodeURIComponent(work.body.sku!.toLowerCase())}`);
    expect(bySku.items.map((r) => r.id)).toEqual([sample.id]);
    const withArtist = (await table('limit=50')).items.find((r) => r.artist)!;
    const byArtist = await table(`q=${encodeURIComponent(withArtist.artist!.name)}&limit=200`);
    expect(byArtist.total).toBe(await siteCount(`artist_id = ${withArtist.artist!.id}`));
    expect((await table('q=%25%25zz_no_such')).total).toBe(0);
  });

  it('keeps the sort, the paging and the other filters within a search', async () => {
    const word = 'a';
    const all = await table(`q=${word}&sort=title&limit=200`);
    expect(all.total).toBeGreaterThan(20);
    const titles = all.items.map((r) => r.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const page = await table(`q=${word}&sort=title&limit=10&offset=10`);
    expect(page.items.map((r) => r.id)).toEqual(all.items.slice(10, 20).map((r) => r.id));
    expect(page.total).toBe(all.total);
    const newest = await table(`q=${word}&sort=created&dir=desc&limit=200`);
    const created = newest.items.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const available = await table(`q=${word}&status=available&sort=title&limit=200`);
    expect(available.total).toBeLessThan(all.total);
    expect(available.items.every((r) => r.status === 'available' && `${r.title} ${r.artist?.name ?? ''} ${r.sku ?? ''}`.toLowerCase().includes(word))).toBe(true);
  });

  it('filters by type, artist, status, price range and tag', async () => {
    const ring = await created({ title: 'Filter ring', type: InventoryType.Jewelry, subType: 0, tags: ['filter-tag'], editions: [{ price: 123456 }] });
    expect((await table(`type=${InventoryType.Jewelry}`)).items.map((r) => r.id)).toEqual([ring.id]);
    expect((await table('tag=Filter-Tag')).items.map((r) => r.id)).toEqual([ring.id]);
    expect((await table('minPrice=123456&maxPrice=123456')).items.map((r) => r.id)).toContain(ring.id);
    for (const r of (await table('minPrice=100000&maxPrice=200000&limit=200')).items) {
      expect(r.lowestPrice).toBeGreaterThanOrEqual(100000);
      expect(r.lowestPrice).toBeLessThanOrEqual(200000);
    }
    const withArtist = (await table('limit=50')).items.find((r) => r.artist)!;
    const byArtist = await table(`artistId=${withArtist.artist!.id}&limit=200`);
    expect(byArtist.items.every((r) => r.artist?.id === withArtist.artist!.id)).toBe(true);

    await created({ title: 'Nothing to sell' });
    const archived = await created({ title: 'Put away', editions: [{ price: 10 }] });
    expect((await owner('POST', `/artworks/${archived.id}/archive`, {})).status).toBe(200);
    const statuses = ['available', 'on_hold', 'sold', 'archived', 'not_for_sale'] as const;
    let sum = 0;
    for (const status of statuses) {
      const page = await table(`status=${status}&limit=200`);
      expect(page.total, status).toBeGreaterThan(0);
      expect(page.items.every((r) => r.status === status), status).toBe(true);
      sum += page.total;
    }
    // Every work has exactly one status.
    expect(sum).toBe(await siteCount());
  });

  it('shows a sale made by a visitor in the status at once', async () => {
    const [edition] = await sellableEditions(server.db, 'demo', 'original');
    expect((await table('status=sold&limit=200')).items.map((r) => r.id)).not.toContain(edition.inventoryId);
    const token = await cardToken(server.url, '4242424242424242');
    const bought = await postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: edition.editionId, Quantity: 1 }], Token: token }));
    expect(bought.status).toBe(200);
    expect((await table('status=sold&limit=200')).items.map((r) => r.id)).toContain(edition.inventoryId);
    expect((await table('status=available&limit=200')).items.map((r) => r.id)).not.toContain(edition.inventoryId);
  });

  it('sorts by title, artist, date, price and creation, each way', async () => {
    const check = (rows: ArtworkRow[], key: (r: ArtworkRow) => string | number | null, dir: 1 | -1) => {
      const keys = rows.map(key).filter((k) => k !== null);
      const sorted = [...keys].sort((a, b) => (a! < b! ? -dir : a! > b! ? dir : 0));
      expect(keys).toEqual(sorted);
    };
    check((await table('sort=title&limit=100')).items, (r) => r.title.toLowerCase(), 1);
    check((await table('sort=title&dir=desc&limit=100')).items, (r) => r.title.toLowerCase(), -1);
    check((await table('sort=price&limit=100')).items, (r) => r.lowestPrice, 1);
    check((await table('sort=price&dir=desc&limit=100')).items, (r) => r.lowestPrice, -1);
    check((await table('sort=artist&limit=100')).items, (r) => r.artist?.name.toLowerCase() ?? null, 1);
    check((await table('sort=date&limit=100')).items, (r) => yearOf(r.date), 1);
    check((await table('sort=date&dir=desc&limit=100')).items, (r) => yearOf(r.date), -1);
    check((await table('sort=created&dir=asc&limit=100')).items, (r) => r.createdAt, 1);
  });

  it('refuses a bad query with 400 naming the parameter', async () => {
    for (const [query, message] of [
      ['status=lost', /^status: status must be one of available, on_hold, sold, archived, not_for_sale\.$/],
      ['sort=colour', /^sort: /],
      ['minPrice=500&maxPrice=100', /^maxPrice: The highest price must not be below the lowest\.$/],
      ['limit=5000', /^limit: /],
      ['type=4', /^type: /],
    ] as const) {
      const answer = refusal(await owner('GET', `/artworks?${query}`));
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(message);
    }
  });

  it('gives every id a filter matches, for a bulk action over a filtered selection', async () => {
    const { ids, total } = (await owner<{ ids: number[]; total: number }>('GET', '/artworks/ids?status=sold')).body;
    expect(total).toBe((await table('status=sold')).total);
    expect(ids).toHaveLength(total);
  });
});

describe('bulk actions', () => {
  it('change prices by a percent, rounded to whole cents and never below 0, and kept visitor pages show the new price at once', async () => {
    const a = await created({ title: 'Bulk A', editions: [{ price: 1005 }, { price: 2000, editionType: 1, editionSize: 2, quantity: 2 }] });
    const b = await created({ title: 'Bulk B', editions: [{ price: 333 }] });
    const c = await created({ title: 'Bulk C' });
    expect((await visitorPage(server, `/art/${b.id}`)).html).toContain(formatMoney(333));

    const raised = await owner<BulkResponse>('POST', '/artworks/bulk', { ids: [a.id, b.id, c.id], action: 'price', percent: 10 });
    expect(raised.status).toBe(200);
    expect(raised.body.changed).toEqual([a.id, b.id]);
    expect(raised.body.unchanged).toEqual([c.id]);
    expect(raised.body.prices!.map((p) => [p.artworkId, p.before, p.after])).toEqual([
      [a.id, 1005, 1106],
      [a.id, 2000, 2200],
      [b.id, 333, 366],
    ]);
    expect((await visitorPage(server, `/art/${b.id}`)).html).toContain(formatMoney(366));

    const halved = await owner<BulkResponse>('POST', '/artworks/bulk', { ids: [b.id], action: 'price', percent: -12.5 });
    expect(halved.body.prices!.map((p) => p.after)).toEqual([320]);
    const zero = await owner<BulkResponse>('POST', '/artworks/bulk', { ids: [b.id], action: 'price', percent: -100 });
    expect(zero.body.prices!.map((p) => p.after)).toEqual([0]);
    // A form opened before the change is told to reload.
    expect(refusal(await owner('PATCH', `/artworks/${a.id}`, { revision: a.revision, title: 'Stale' })).status).toBe(409);
    expect(refusal(await owner('POST', '/artworks/bulk', { ids: [b.id], action: 'price', percent: -101 })).message).toMatch(/^percent: /);
  });

  it('change every currency’s price of each edition, each rounded for its currency, and visitors see the new ones', async () => {
    const work = await created({
      title: 'Bulk in three currencies',
      editions: [
        { price: 100000, currencyCode: 'USD', prices: [{ currencyCode: 'EUR', value: 92050 }, { currencyCode: 'JPY', value: 15000000 }] },
        { price: 1500050, currencyCode: 'JPY', editionType: 1, editionSize: 5, quantity: 5, prices: [{ currencyCode: 'USD', value: 9999 }] },
      ],
    });
    const [usd, yen] = work.editions;
    const raised = await owner<BulkResponse>('POST', '/artworks/bulk', { ids: [work.id], action: 'price', percent: 12.5 });
    expect(raised.status).toBe(200);
    expect(raised.body.changed).toEqual([work.id]);
    // 920.50 € × 1.125 = 1,035.5625 € → 1,035.56 €; ¥150,000 × 1.125 = ¥168,750; ¥15,000.50 × 1.125 = ¥16,875.5625 → whole yen ¥16,876.
    expect(raised.body.prices!.map((p) => [p.editionId, p.currencyCode, p.before, p.after])).toEqual([
      [usd.id, 'USD', 100000, 112500],
      [usd.id, 'EUR', 92050, 103556],
      [usd.id, 'JPY', 15000000, 16875000],
      [yen.id, 'JPY', 1500050, 1687600],
      [yen.id, 'USD', 9999, 11249],
    ]);
    const stored = (await owner<ArtworkRecord>('GET', `/artworks/${work.id}`)).body.editions;
    expect(stored.map((e) => [e.price, e.prices])).toEqual([
      [112500, [{ currencyCode: 'EUR', value: 103556 }, { currencyCode: 'JPY', value: 16875000 }]],
      [1687600, [{ currencyCode: 'USD', value: 11249 }]],
    ]);
    expect(stored.map((e) => e.revision)).toEqual([1, 1]);
    expect((await visitorPage(server, `/art/${work.id}`)).html).toContain(`${formatMoney(103556, 'EUR')} · ${formatMoney(16875000, 'JPY')}`);

    // Down to nothing, every currency at 0; once there, nothing more changes.
    const zero = await owner<BulkResponse>('POST', '/artworks/bulk', { ids: [work.id], action: 'price', percent: -100 });
    expect(zero.body.prices!.map((p) => p.after)).toEqual([0, 0, 0, 0, 0]);
    const again = await owner<BulkResponse>('POST', '/artworks/bulk', { ids: [work.id], action: 'price', percent: -100 });
    expect(again.body).toMatchObject({ changed: [], unchanged: [work.id], prices: [] });
  });

  it('tag, untag, mark sold, on hold and available, and archive, answering what changed', async () => {
    const a = await created({ title: 'Mark A', tags: ['kept'], editions: [{ price: 100 }] });
    const b = await created({ title: 'Mark B', editions: [{ price: 100, editionType: 1, editionSize: 5, quantity: 5 }] });
    const ids = [a.id, b.id];
    const run = async (body: Record<string, unknown>) => (await owner<BulkResponse>('POST', '/artworks/bulk', { ids, ...body })).body;
    const statusOf = async () => (await Promise.all(ids.map(async (id) => (await owner<ArtworkRecord>('GET', `/artworks/${id}`)).body.status)));

    expect(await run({ action: 'addTag', tag: 'Kept' })).toMatchObject({ changed: [b.id], unchanged: [a.id] });
    expect(await run({ action: 'removeTag', tag: 'kept' })).toMatchObject({ changed: ids, unchanged: [] });
    expect(await run({ action: 'markOnHold' })).toMatchObject({ changed: ids });
    expect(await statusOf()).toEqual(['on_hold', 'on_hold']);
    expect(await run({ action: 'markSold' })).toMatchObject({ changed: ids });
    expect(await statusOf()).toEqual(['sold', 'sold']);
    const { inventory } = (await (await fetch(`${server.url}/api/inventory?sub=demo&inventoryId=${a.id}`)).json()) as { inventory: Array<{ available: boolean }> };
    expect(inventory[0].available).toBe(false);
    expect(await run({ action: 'markAvailable' })).toMatchObject({ changed: ids });
    expect(await statusOf()).toEqual(['available', 'available']);
    expect(await run({ action: 'archive' })).toMatchObject({ changed: ids });
    expect(await run({ action: 'archive' })).toMatchObject({ changed: [], unchanged: ids });
    expect(await statusOf()).toEqual(['archived', 'archived']);
    expect(await run({ action: 'markAvailable' })).toMatchObject({ changed: ids });
    expect(await statusOf()).toEqual(['available', 'available']);
  });

  it('change nothing when any id is not the site’s (404), and refuse bad actions (400)', async () => {
    const mine = await created({ title: 'Bulk mine', editions: [{ price: 1000 }] });
    const answer = refusal(await other('POST', '/artworks/bulk', { ids: [mine.id], action: 'price', percent: 50 }));
    expect(answer).toMatchObject({ status: 404, code: 'not_found' });
    const mixed = refusal(await owner('POST', '/artworks/bulk', { ids: [mine.id, 99999999], action: 'price', percent: 50 }));
    expect(mixed.message).toBe('There is no such artwork in this site. (99999999) Nothing was changed.');
    expect((await owner<ArtworkRecord>('GET', `/artworks/${mine.id}`)).body.editions[0].price).toBe(1000);
    for (const body of [{ ids: [], action: 'archive' }, { ids: [mine.id], action: 'paint' }, { ids: [mine.id], action: 'addTag' }, { ids: [mine.id, mine.id], action: 'archive' }]) {
      expect(refusal(await owner('POST', '/artworks/bulk', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
