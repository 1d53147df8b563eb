import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackOfficeText, InventorySubType, InventoryType, type ArtworkRecord, type DeletedResponse, type EditionRecord, type EditionSetResponse, type InventoryListResponse, type MediaItem, type SearchResponse } from '../../schema';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { dbRows, ownerApi, refusal, uploadPicture, visitorPage, type OwnerApi } from '../test/back-office';
import { OWNER_PASSWORD, postJson, signIn, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let owner: OwnerApi;
let otherOwner: OwnerApi;
let ownerCookie: string;
let otherCookie: string;
beforeAll(async () => {
  server = await startTestServer();
  ownerCookie = await signIn(server.url);
  owner = ownerApi(server, ownerCookie);
  const res = await postJson(`${server.url}/api/auth/login`, { email: ARTIST_OWNER_EMAIL, password: OWNER_PASSWORD });
  otherCookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  otherOwner = ownerApi(server, otherCookie);
}, 120_000);
afterAll(() => server?.close());

const CONFLICT = 'This artwork was changed in another tab or by someone else. Reload it to see the changes, then make yours again.';

async function created(body: Record<string, unknown>): Promise<ArtworkRecord> {
  const answer = await owner<ArtworkRecord>('POST', '/artworks', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('creating an artwork', () => {
  let pictures: MediaItem[];
  beforeAll(async () => {
    pictures = [await uploadPicture(server, ownerCookie, 'front.jpg'), await uploadPicture(server, ownerCookie, 'back.jpg')];
  });

  it('stores every field, its editions and its pictures in order, and visitors see it at once', async () => {
    const work = await created({
      title: '  Harbour at Dusk ',
      subtitle: 'Study',
      date: 'c. 1921',
      medium: 'Oil on canvas',
      type: InventoryType.Jewelry,
      subType: InventorySubType.Ring,
      sku: 'BO-1',
      location: 'Rack 4',
      notes: 'Private note',
      images: [pictures[1].id, pictures[0].id],
      seoTitle: 'Harbour at Dusk, oil',
      seoDescription: 'A harbour',
      tags: ['Seascape', 'seascape ', 'Oil'],
      canInquire: false,
      canReceiveOffers: true,
      contactUrl: '/contact',
      editions: [
        { price: 250000, dimensions: { height: 24, width: 20, depth: null, metric: 0 } },
        { editionType: 1, number: '3', editionSize: 25, price: 90000, quantity: 10, framing: 'Oak', mounting: 'Float' },
      ],
    });
    expect(work).toMatchObject({
      title: 'Harbour at Dusk',
      subtitle: 'Study',
      sku: 'BO-1',
      type: InventoryType.Jewelry,
      subType: InventorySubType.Ring,
      tags: ['seascape', 'oil'],
      canInquire: false,
      contactUrl: '/contact',
      active: true,
      status: 'available',
      revision: 0,
    });
    expect(work.images.map((i) => i.id)).toEqual([pictures[1].id, pictures[0].id]);
    expect(work.editions.map((e) => [e.label, e.price, e.quantity, e.currencyCode])).toEqual([
      ['Unique', 250000, 1, 'USD'],
      ['Edition 3 of 25', 90000, 10, 'USD'],
    ]);

    const page = await visitorPage(server, `/art/${work.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Harbour at Dusk');
    // The size the visitors' filters read, in centimetres, from the first edition's inches.
    const [row] = await dbRows(server, `select height_cm, width_cm, lowest_price, dimensions_text from inventory where id = ${work.id}`);
    expect(row).toMatchObject({ height_cm: 60.96, width_cm: 50.8, lowest_price: 90000, dimensions_text: '24 × 20 in' });
  });

  it('takes the pictures out of the media library, and puts back those taken off', async () => {
    const picture = await uploadPicture(server, ownerCookie, 'loose.jpg');
    const work = await created({ title: 'With a picture', images: [picture.id] });
    const library = async () => ((await (await fetch(`${server.url}/api/media`, { headers: { cookie: ownerCookie } })).json()) as { items: MediaItem[] }).items.map((i) => i.id);
    expect(await library()).not.toContain(picture.id);
    const taken = await created({ title: 'Wants the same', images: [picture.id] }).catch(() => null);
    expect(taken).toBeNull();
    const off = await owner<ArtworkRecord>('PATCH', `/artworks/${work.id}`, { revision: work.revision, images: [] });
    expect(off.body.images).toEqual([]);
    expect(await library()).toContain(picture.id);
  });

  it('refuses bad input with 400 naming the field and the reason, and writes nothing', async () => {
    const other = await uploadPicture(server, otherCookie, 'theirs.jpg');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{}, /^title: /],
      [{ title: '   ' }, /^title: Enter a title\.$/],
      [{ title: 'x', colour: 'red' }, /colour/],
      [{ title: 'x', type: 3 }, /^type: Choose one of the inventory types/],
      [{ title: 'x', type: InventoryType.Furniture, subType: InventorySubType.Ring }, /^subType: This subtype does not belong to the inventory type\.$/],
      [{ title: 'x', artistId: 999999 }, /^artistId: There is no artist 999999 in this site\.$/],
      [{ title: 'x', images: [other.id] }, new RegExp(`^images: There is no picture ${other.id} in this site’s media library\\.$`)],
      [{ title: 'x', images: [1, 1] }, /^images: Each item may be chosen once\.$/],
      [{ title: 'x', contactUrl: 'javascript:alert(1)' }, /^contactUrl: Enter a web address/],
      [{ title: 'x', sku: 'BO-1' }, /^sku: Another artwork of this site has the SKU “BO-1”\. Each SKU names one artwork\.$/],
      [{ title: 'x', editions: [{ price: -1 }] }, /^editions\.0\.price: A price cannot be negative\.$/],
      [{ title: 'x', editions: [{ price: 10.5 }] }, /^editions\.0\.price: A price is a whole number of cents\.$/],
      [{ title: 'x', editions: [{ price: 100, currencyCode: 'XYZ' }] }, /^editions\.0\.currencyCode: Enter a currency code/],
      [{ title: 'x', editions: [{ price: 100 }, { price: 100, quantity: 2 }] }, /^editions\.1\.quantity: A unique original is one piece/],
      [{ title: 'x', editions: [{ price: 100, editionType: 1, editionSize: 5, quantity: 6 }] }, /^editions\.0\.quantity: No more can be left to sell than the edition counts \(5\)\.$/],
    ];
    const before = (await owner<{ total: number }>('GET', '/artworks?limit=1')).body.total;
    for (const [body, message] of cases) {
      const answer = refusal(await owner('POST', '/artworks', body));
      expect([answer.status, answer.code], JSON.stringify(body)).toEqual([400, 'invalid_request']);
      expect(answer.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await owner<{ total: number }>('GET', '/artworks?limit=1')).body.total).toBe(before);
  });

  it('needs a signed-in owner', async () => {
    const res = await fetch(`${server.url}/api/owner/artworks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"title":"x"}' });
    expect(res.status).toBe(401);
  });
});

describe('another owner’s artworks', () => {
  it('answer 404 to every call, as if they did not exist', async () => {
    const mine = await created({ title: 'Only mine', editions: [{ price: 100 }] });
    const edition = mine.editions[0].id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/artworks/${mine.id}`],
      ['PATCH', `/artworks/${mine.id}`, { revision: 0, title: 'Theirs now' }],
      ['POST', `/artworks/${mine.id}/duplicate`],
      ['POST', `/artworks/${mine.id}/archive`, {}],
      ['DELETE', `/artworks/${mine.id}`],
      ['POST', `/artworks/${mine.id}/editions`, { price: 5 }],
      ['PATCH', `/artworks/${mine.id}/editions/${edition}`, { revision: 0, price: 5 }],
      ['DELETE', `/artworks/${mine.id}/editions/${edition}`],
      ['POST', '/artworks/bulk', { ids: [mine.id], action: 'archive' }],
    ];
    for (const [method, path, body] of calls) {
      const answer = refusal(await otherOwner(method, path, body));
      expect([answer.status, answer.code], `${method} ${path}`).toEqual([404, 'not_found']);
    }
    expect((await owner<ArtworkRecord>('GET', `/artworks/${mine.id}`)).body).toMatchObject({ title: 'Only mine', revision: 0, active: true });
    expect(refusal(await owner('GET', '/artworks/abc')).status).toBe(404);
    expect(refusal(await owner('GET', '/artworks/99999999999')).message).toBe(BackOfficeText.notFound('artwork'));
  });
});

describe('updating an artwork', () => {
  it('changes only the fields sent, and the kept visitor page and search show the new title at once', async () => {
    const work = await created({ title: 'Quiet Morning', medium: 'Ink', tags: ['ink'], editions: [{ price: 1000 }] });
    // The visitor page is rendered and kept before the change.
    expect((await visitorPage(server, `/art/${work.id}`)).html).toContain('Quiet Morning');
    const search = async (q: string) => {
      const { results } = (await (await fetch(`${server.url}/api/search?sub=demo&q=${q}&type=0&limit=100`)).json()) as SearchResponse;
      return results.some((r) => r.id === work.id);
    };
    expect(await search('quiet')).toBe(true);

    const answer = await owner<ArtworkRecord>('PATCH', `/artworks/${work.id}`, { revision: work.revision, title: 'Loud Evening' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'Loud Evening', medium: 'Ink', tags: ['ink'], revision: 1 });
    const page = await visitorPage(server, `/art/${work.id}`);
    expect(page.html).toContain('Loud Evening');
    expect(page.html).not.toContain('Quiet Morning');
    expect(await search('loud')).toBe(true);
    expect(await search('quiet')).toBe(false);
  });

  it('shows visitors the subtitle, SEO title and description, and each edition’s mounting and alternate size, and their changes at once', async () => {
    const work = await created({
      title: 'Salt Flats',
      subtitle: 'Study in grey',
      medium: 'Oil on linen',
      seoTitle: 'Salt Flats, an oil study',
      seoDescription: 'Grey light over the salt flats & the far hills.',
      editions: [
        { price: 300000, framing: 'Walnut', mounting: 'Float mounted', dimensions: { height: 40, width: 30, depth: null, metric: 1 }, alternateDimensions: { height: 15.75, width: 11.81, depth: null, metric: 0 } },
        { price: 90000, editionType: 1, editionSize: 10, quantity: 10, mounting: 'Dibond', dimensions: { height: 100, width: 80, depth: null, metric: 1 } },
      ],
    });
    const page = (await visitorPage(server, `/art/${work.id}`)).html;
    expect(page).toContain('<title>Salt Flats, an oil study | ');
    expect(page).toContain('<meta name="description" content="Grey light over the salt flats &amp; the far hills.">');
    expect(page).toContain('<meta property="og:title" content="Salt Flats, an oil study | ');
    expect(page).toContain('<meta property="og:description" content="Grey light over the salt flats &amp; the far hills.">');
    expect(page).toContain('<h1 class="art-page__title">Salt Flats</h1><p class="art-page__subtitle">Study in grey</p>');
    expect(page).toContain('<dd>40 × 30 cm (15.75 × 11.81 in)</dd>');
    expect(page).toContain('Unique · 40 × 30 cm (15.75 × 11.81 in) · Walnut · Float mounted');
    expect(page).toContain('Edition of 10 · 100 × 80 cm · Dibond');
    // The detail popup reads the same from the list API.
    const [listed] = ((await (await fetch(`${server.url}/api/inventory?sub=demo&inventoryId=${work.id}`)).json()) as InventoryListResponse).inventory;
    expect(listed).toMatchObject({ subtitle: 'Study in grey', seo: { title: 'Salt Flats, an oil study', description: 'Grey light over the salt flats & the far hills.' } });
    expect(listed.editions.map((e) => [e.mounting, e.alternateDimensions?.formatted ?? null])).toEqual([
      ['Float mounted', '15.75 × 11.81 in'],
      ['Dibond', null],
    ]);

    // Cleared, the page is titled and described by the work again, at once.
    await owner<ArtworkRecord>('PATCH', `/artworks/${work.id}`, { revision: work.revision, seoTitle: null, seoDescription: '', subtitle: null });
    await owner<EditionRecord>('PATCH', `/artworks/${work.id}/editions/${work.editions[1].id}`, { revision: 0, mounting: 'Aluminium' });
    const after = (await visitorPage(server, `/art/${work.id}`)).html;
    expect(after).toContain('<title>Salt Flats | ');
    expect(after).toContain('<meta name="description" content="Salt Flats, Oil on linen">');
    expect(after).not.toContain('<p class="art-page__subtitle">');
    expect(after).toContain('Edition of 10 · 100 × 80 cm · Aluminium');
  });

  it('refuses an edit over a newer one with 409 and a clear message, changing nothing', async () => {
    const work = await created({ title: 'Two Tabs' });
    const first = await owner<ArtworkRecord>('PATCH', `/artworks/${work.id}`, { revision: work.revision, notes: 'from tab one' });
    expect(first.status).toBe(200);
    const second = refusal(await owner('PATCH', `/artworks/${work.id}`, { revision: work.revision, notes: 'from tab two' }));
    expect(second).toEqual({ status: 409, code: 'edit_conflict', message: CONFLICT });
    expect((await owner<ArtworkRecord>('GET', `/artworks/${work.id}`)).body).toMatchObject({ notes: 'from tab one', revision: 1 });
    // Deleting what another tab changed since is refused the same way.
    expect(refusal(await owner('DELETE', `/artworks/${work.id}?revision=0`)).status).toBe(409);
  });

  it('needs the revision, checks the subtype against the stored type, and drops a subtype the new type lacks', async () => {
    const work = await created({ title: 'A ring', type: InventoryType.Jewelry, subType: InventorySubType.Ring });
    expect(refusal(await owner('PATCH', `/artworks/${work.id}`, { title: 'No revision' })).message).toMatch(/^revision: /);
    expect(refusal(await owner('PATCH', `/artworks/${work.id}`, { revision: 0, subType: InventorySubType.Chair })).message).toBe(
      'subType: This subtype does not belong to the inventory type.',
    );
    const moved = await owner<ArtworkRecord>('PATCH', `/artworks/${work.id}`, { revision: 0, type: InventoryType.Furniture });
    expect(moved.body).toMatchObject({ type: InventoryType.Furniture, subType: null });
    expect(refusal(await owner('PATCH', `/artworks/${work.id}`, { revision: 1, sku: 'BO-1' })).message).toMatch(/^sku: Another artwork/);
  });
});

describe('duplicating, archiving', () => {
  it('duplicates a work with its editions, pictures and tags, without its sku', async () => {
    const picture = await uploadPicture(server, ownerCookie, 'dup.jpg');
    const work = await created({ title: 'Original', sku: 'DUP-1', tags: ['a'], images: [picture.id], editions: [{ price: 500, framing: 'Black' }] });
    const copy = await owner<ArtworkRecord>('POST', `/artworks/${work.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ title: 'Original (copy)', sku: null, tags: ['a'], revision: 0 });
    expect(copy.body.id).not.toBe(work.id);
    expect(copy.body.editions.map((e) => [e.price, e.framing])).toEqual([[500, 'Black']]);
    expect(copy.body.editions[0].id).not.toBe(work.editions[0].id);
    expect(copy.body.images).toHaveLength(1);
    expect(copy.body.images[0].id).not.toBe(picture.id);
    expect((await fetch(`${server.url}/img/w_320/${copy.body.images[0].id}.jpg`)).status).toBe(200);
  });

  it('archives a work so visitors no longer see it, and brings it back', async () => {
    const work = await created({ title: 'Archivable', editions: [{ price: 700 }] });
    expect((await visitorPage(server, `/art/${work.id}`)).status).toBe(200);
    const archived = await owner<ArtworkRecord>('POST', `/artworks/${work.id}/archive`, { revision: 0 });
    expect(archived.body).toMatchObject({ active: false, status: 'archived', revision: 1 });
    expect((await visitorPage(server, `/art/${work.id}`)).status).toBe(404);
    expect(refusal(await owner('POST', `/artworks/${work.id}/unarchive`, { revision: 0 })).status).toBe(409);
    const back = await owner<ArtworkRecord>('POST', `/artworks/${work.id}/unarchive`, { revision: 1 });
    expect(back.body).toMatchObject({ active: true, status: 'available' });
    expect((await visitorPage(server, `/art/${work.id}`)).status).toBe(200);
  });
});

describe('editions', () => {
  it('are added, changed and deleted under their work; the work’s price and size follow', async () => {
    const work = await created({ title: 'Editioned', editions: [{ price: 5000 }] });
    const added = await owner<EditionRecord>('POST', `/artworks/${work.id}/editions`, { price: 3000, editionType: 1, editionSize: 10, quantity: 4, dimensions: { height: 2, width: 1, depth: null, metric: 2 }, alternateDimensions: { height: 61, width: 30.5, depth: null, metric: 1 } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ label: 'Edition of 10', quantity: 4, isSold: false, alternateDimensions: { height: 61, width: 30.5, depth: null, metric: 1 } });
    const lowest = async () => (await dbRows(server, `select lowest_price, height_cm, dimensions_text from inventory where id = ${work.id}`))[0];
    expect(await lowest()).toMatchObject({ lowest_price: 3000, height_cm: 60.96, dimensions_text: '2 × 1 ft (61 × 30.5 cm)' });

    const changed = await owner<EditionRecord>('PATCH', `/artworks/${work.id}/editions/${added.body.id}`, { revision: 0, price: 9000, isSold: true });
    expect(changed.body).toMatchObject({ price: 9000, quantity: 0, isSold: true, revision: 1 });
    expect(await lowest()).toMatchObject({ lowest_price: 5000 });
    expect(refusal(await owner('PATCH', `/artworks/${work.id}/editions/${added.body.id}`, { revision: 0, price: 1 }))).toMatchObject({
      status: 409,
      message: 'This edition was changed in another tab or by someone else. Reload it to see the changes, then make yours again.',
    });
    expect(refusal(await owner('PATCH', `/artworks/${work.id}/editions/${added.body.id}`, { revision: 1, quantity: 11 })).message).toMatch(/^quantity: No more/);
    // An edition of one work is not found under another.
    expect(refusal(await owner('PATCH', `/artworks/${work.id + 1}/editions/${added.body.id}`, { revision: 1, price: 1 })).status).toBe(404);

    const gone = await owner<DeletedResponse>('DELETE', `/artworks/${work.id}/editions/${added.body.id}`);
    expect(gone.status).toBe(200);
    expect((await owner<ArtworkRecord>('GET', `/artworks/${work.id}`)).body.editions.map((e) => e.price)).toEqual([5000]);
    expect(await lowest()).toMatchObject({ lowest_price: 5000, height_cm: null });
    // Back from the trash with its id, price and size.
    expect((await owner('POST', `/trash/${gone.body.trashId}/restore`)).body).toEqual({ kind: 'edition', itemId: added.body.id, notes: [] });
    expect((await owner<ArtworkRecord>('GET', `/artworks/${work.id}`)).body.editions.map((e) => [e.id, e.price])).toEqual([
      [work.editions[0].id, 5000],
      [added.body.id, 9000],
    ]);
    expect(await lowest()).toMatchObject({ height_cm: 60.96 });
  });
  it('carry a medium of their own, which the purchase popup groups them by, and none falls back to the work’s', async () => {
    const size = { height: 40, width: 30, depth: null, metric: 1 };
    const work = await created({
      title: 'Printed Twice',
      medium: 'Oil on canvas',
      editions: [
        { price: 500000, dimensions: size },
        { price: 40000, editionType: 1, editionSize: 20, quantity: 20, medium: ' Archival pigment print ', dimensions: size },
      ],
    });
    expect(work.editions.map((e) => e.medium)).toEqual([null, 'Archival pigment print']);
    const groups = async () => {
      const res = await fetch(`${server.url}/api/editionSets?sub=demo&editionSetId=${work.id}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as EditionSetResponse).groups.map((g) => [g.medium, g.dimensions, g.editions.map((e) => e.editionId)]);
    };
    const [unique, print] = work.editions;
    expect(await groups()).toEqual([
      ['Oil on canvas', '40 × 30 cm', [unique.id]],
      ['Archival pigment print', '40 × 30 cm', [print.id]],
    ]);

    const changed = await owner<EditionRecord>('PATCH', `/artworks/${work.id}/editions/${unique.id}`, { revision: 0, medium: 'Archival pigment print' });
    expect(changed.body).toMatchObject({ medium: 'Archival pigment print', revision: 1 });
    expect(await groups()).toEqual([['Archival pigment print', '40 × 30 cm', [unique.id, print.id]]]);
    // Other fields left out keep it; an empty one gives the work's back.
    expect((await owner<EditionRecord>('PATCH', `/artworks/${work.id}/editions/${unique.id}`, { revision: 1, price: 510000 })).body.medium).toBe('Archival pigment print');
    expect((await owner<EditionRecord>('PATCH', `/artworks/${work.id}/editions/${unique.id}`, { revision: 2, medium: '  ' })).body.medium).toBeNull();
    expect((await groups())[0]).toEqual(['Oil on canvas', '40 × 30 cm', [unique.id]]);

    const tooLong = 'x'.repeat(501);
    expect(refusal(await owner('PATCH', `/artworks/${work.id}/editions/${unique.id}`, { revision: 3, medium: tooLong }))).toMatchObject({ status: 400, message: 'medium: At most 500 characters.' });
    expect(refusal(await owner('PATCH', `/artworks/${work.id}/editions/${unique.id}`, { revision: 3, medium: 7 }))).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(refusal(await owner('POST', `/artworks/${work.id}/editions`, { price: 1, medium: tooLong })).message).toBe('medium: At most 500 characters.');
    expect(refusal(await owner('POST', '/artworks', { title: 'x', editions: [{ price: 1, medium: tooLong }] })).message).toBe('editions.0.medium: At most 500 characters.');
    expect((await owner<ArtworkRecord>('GET', `/artworks/${work.id}`)).body.editions.map((e) => [e.revision, e.medium])).toEqual([
      [3, null],
      [0, 'Archival pigment print'],
    ]);
  });

  it('carry prices in other currencies, shown to visitors beside the price, each currency once and never the edition’s own', async () => {
    const work = await created({ title: 'Priced Twice', editions: [{ price: 120000, currencyCode: 'USD', prices: [{ currencyCode: 'eur', value: 110000 }] }] });
    const [edition] = work.editions;
    expect(edition.prices).toEqual([{ currencyCode: 'EUR', value: 110000 }]);
    const changed = await owner<EditionRecord>('PATCH', `/artworks/${work.id}/editions/${edition.id}`, { revision: 0, prices: [{ currencyCode: 'EUR', value: 111000 }, { currencyCode: 'GBP', value: 95000 }] });
    expect(changed.body.prices).toEqual([{ currencyCode: 'EUR', value: 111000 }, { currencyCode: 'GBP', value: 95000 }]);

    expect((await visitorPage(server, `/art/${work.id}`)).html).toContain('€1,110.00 · £950.00');

    expect(refusal(await owner('PATCH', `/artworks/${work.id}/editions/${edition.id}`, { revision: 1, prices: [{ currencyCode: 'USD', value: 1 }] })).message).toBe(
      "prices.0.currencyCode: The edition's own price is in USD already.",
    );
    expect(refusal(await owner('PATCH', `/artworks/${work.id}/editions/${edition.id}`, { revision: 1, prices: [{ currencyCode: 'GBP', value: 1 }, { currencyCode: 'gbp', value: 2 }] })).message).toMatch(/GBP is priced twice/);
    expect(refusal(await owner('PATCH', `/artworks/${work.id}/editions/${edition.id}`, { revision: 1, prices: [{ currencyCode: 'XYZ', value: 1 }] })).message).toMatch(/currency code/);
    expect((await owner<ArtworkRecord>('GET', `/artworks/${work.id}`)).body.editions[0]).toMatchObject({ revision: 1, prices: [{ currencyCode: 'EUR', value: 111000 }, { currencyCode: 'GBP', value: 95000 }] });
  });
});
