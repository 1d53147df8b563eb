import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListKind, type ArtworkRecord, type BlogListResponse, type ChosenListRecord, type ChosenListsResponse, type DeletedResponse, type InventoryListResponse, type PostRecord, type PostTableResponse, type RepresentativeListResponse, type RepresentativeRecord, type RestoreResponse, type ShowRecord, type TrashListResponse } from '../../schema';
import { dbRows, ownerApi, publishListBlock, refusal, uploadPicture, visitorPage, type OwnerApi } from '../test/back-office';
import { startTrashPurge } from '../services/back-office/trash';
import { mediaStoreFor } from '../services/site/media-store';
import { buyer, cardToken, postJson, sellableEditions, signIn, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let owner: OwnerApi;
let cookie: string;
const dataDir = mkdtempSync(join(tmpdir(), 'data-trash-'));
beforeAll(async () => {
  server = await startTestServer({ dataDir });
  cookie = await signIn(server.url);
  owner = ownerApi(server, cookie);
}, 120_000);
afterAll(() => server?.close());

async function created(body: Record<string, unknown>): Promise<ArtworkRecord> {
  const answer = await owner<ArtworkRecord>('POST', '/artworks', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('deleting an artwork', () => {
  it('is refused, naming the order, while an order bought it', async () => {
    const [edition] = await sellableEditions(server.db, 'demo', 'original');
    const token = await cardToken(server.url, '4242424242424242');
    const bought = await postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: edition.editionId, Quantity: 1 }], Token: token }));
    expect(bought.status, await bought.clone().text()).toBe(200);
    const { orderId } = (await bought.json()) as { orderId: number };

    const answer = refusal(await owner('DELETE', `/artworks/${edition.inventoryId}`));
    expect(answer).toEqual({
      status: 409,
      code: 'in_use',
      message: `This artwork was bought in order #${orderId}, which must keep it. Archive it instead: visitors will no longer see it.`,
    });
    const editionAnswer = refusal(await owner('DELETE', `/artworks/${edition.inventoryId}/editions/${edition.editionId}`));
    expect(editionAnswer.message).toBe(`This edition was bought in order #${orderId}, which must keep it. Make it inactive instead: visitors will no longer see it.`);
    expect((await owner('GET', `/artworks/${edition.inventoryId}`)).status).toBe(200);
  });

  it('is refused, naming the list and the page, while a list the published site shows holds it; allowed once the list is off the page', async () => {
    const work = await created({ title: 'Listed work' });
    const list = await owner<ChosenListRecord>('POST', '/chosen-lists', { name: 'On the home page', kind: 0, items: [work.id] });
    expect(list.status).toBe(201);
    await publishListBlock(server, cookie, 'inventory-list', list.body.id);

    const answer = refusal(await owner('DELETE', `/artworks/${work.id}`));
    expect(answer.status).toBe(409);
    expect(answer.message).toMatch(/^This artwork is in the list “On the home page”, which the page “[^”]+” of the published site shows\. Take it out of the list/);
    const listAnswer = refusal(await owner('DELETE', `/chosen-lists/${list.body.id}`));
    expect(listAnswer.message).toMatch(/^The list “On the home page” is shown on the page “[^”]+” of the published site\./);

    await publishListBlock(server, cookie, 'inventory-list', null);
    expect((await owner('DELETE', `/artworks/${work.id}`)).status).toBe(200);
    // Its entry left the list with it.
    expect((await owner<ChosenListRecord>('GET', `/chosen-lists/${list.body.id}`)).body.items).toEqual([]);
  });
});

describe('the trash', () => {
  it('keeps a deleted artwork 30 days, and a restore puts it back with its id, editions, pictures, exhibitions and lists', async () => {
    const picture = await uploadPicture(server, cookie, 'kept.jpg');
    const work = await created({ title: 'Comes back', sku: 'BACK-1', images: [picture.id], editions: [{ price: 1200 }, { price: 800, editionType: 1, editionSize: 3, quantity: 3 }] });
    const show = await owner<ShowRecord>('POST', '/shows', { title: 'Back show', artworks: [work.id] });
    const list = await owner<ChosenListRecord>('POST', '/chosen-lists', { name: 'Back list', kind: 0, items: [work.id] });
    expect((await visitorPage(server, `/art/${work.id}`)).status).toBe(200);

    const deleted = await owner<DeletedResponse>('DELETE', `/artworks/${work.id}?revision=0`);
    expect(deleted.status).toBe(200);
    const days = (Date.parse(deleted.body.restoreUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await owner('GET', `/artworks/${work.id}`)).status).toBe(404);
    expect((await visitorPage(server, `/art/${work.id}`)).status).toBe(404);
    expect((await owner<ShowRecord>('GET', `/shows/${show.body.id}`)).body.artworks).toEqual([]);

    const trash = await owner<TrashListResponse>('GET', '/trash');
    expect(trash.body.items[0]).toMatchObject({ id: deleted.body.trashId, kind: 'artwork', itemId: work.id, label: 'Comes back' });

    const restored = await owner<RestoreResponse>('POST', `/trash/${deleted.body.trashId}/restore`);
    expect(restored.body).toEqual({ kind: 'artwork', itemId: work.id, notes: [] });
    const back = await owner<ArtworkRecord>('GET', `/artworks/${work.id}`);
    expect(back.body).toMatchObject({ title: 'Comes back', sku: 'BACK-1', status: 'available' });
    expect(back.body.editions.map((e) => [e.id, e.price])).toEqual(work.editions.map((e) => [e.id, e.price]));
    expect(back.body.images.map((i) => i.id)).toEqual([picture.id]);
    expect((await owner<ShowRecord>('GET', `/shows/${show.body.id}`)).body.artworks).toEqual([{ id: work.id, title: 'Comes back' }]);
    expect((await owner<ChosenListRecord>('GET', `/chosen-lists/${list.body.id}`)).body.items).toEqual([{ id: work.id, label: 'Comes back' }]);
    expect((await visitorPage(server, `/art/${work.id}`)).status).toBe(200);
    // Restored once, it is no longer in the trash.
    expect(refusal(await owner('POST', `/trash/${deleted.body.trashId}/restore`)).status).toBe(404);
  });

  it('restores without the sku another work took meanwhile, and says so', async () => {
    const work = await created({ title: 'Sku lost', sku: 'SKU-X' });
    const deleted = await owner<DeletedResponse>('DELETE', `/artworks/${work.id}`);
    await created({ title: 'Sku taker', sku: 'SKU-X' });
    const restored = await owner<RestoreResponse>('POST', `/trash/${deleted.body.trashId}/restore`);
    expect(restored.body.notes).toEqual(['Another artwork has the SKU “SKU-X” now, so this one was restored without one.']);
    expect((await owner<ArtworkRecord>('GET', `/artworks/${work.id}`)).body.sku).toBeNull();
  });

  it('is read a page at a time, newest first, of one kind when asked', async () => {
    const trashIds: number[] = [];
    for (const title of ['Paged A', 'Paged B', 'Paged C']) {
      const work = await created({ title });
      trashIds.push((await owner<DeletedResponse>('DELETE', `/artworks/${work.id}`)).body.trashId);
    }
    const show = await owner<ShowRecord>('POST', '/shows', { title: 'Paged show' });
    const showTrash = (await owner<DeletedResponse>('DELETE', `/shows/${show.body.id}`)).body.trashId;
    const first = (await owner<TrashListResponse>('GET', '/trash?limit=2')).body;
    expect(first.items.map((i) => i.id)).toEqual([showTrash, trashIds[2]]);
    const second = (await owner<TrashListResponse>('GET', '/trash?limit=2&offset=2')).body;
    expect(second.items.map((i) => i.id)).toEqual([trashIds[1], trashIds[0]]);
    expect(second.total).toBe(first.total);
    const works = (await owner<TrashListResponse>('GET', '/trash?kind=artwork&limit=3')).body;
    expect(works.items.map((i) => i.id)).toEqual([...trashIds].reverse());
    const shows = (await owner<TrashListResponse>('GET', '/trash?kind=show')).body;
    expect(shows.items.every((i) => i.kind === 'show') && shows.items.some((i) => i.id === showTrash)).toBe(true);
    expect(works.total + shows.total).toBeLessThanOrEqual(first.total);
    expect(works.total).toBeLessThan(first.total);
    expect(refusal(await owner('GET', '/trash?kind=painting')).message).toMatch(/^kind: Kind is one of: artwork, /);
    expect(refusal(await owner('GET', '/trash?limit=500')).status).toBe(400);
  });

  it('forgets what was deleted more than 30 days ago, pictures’ files included', async () => {
    const picture = await uploadPicture(server, cookie, 'old.jpg');
    const work = await created({ title: 'Long gone', images: [picture.id] });
    const deleted = await owner<DeletedResponse>('DELETE', `/artworks/${work.id}`);
    const file = join(dataDir, 'images', 'original', `${picture.id}.jpg`);
    expect(existsSync(file)).toBe(true);
    await dbRows(server, `update trash set deleted_at = now() - interval '29 days' where id = ${deleted.body.trashId}`);
    expect((await owner<TrashListResponse>('GET', '/trash')).body.items.map((i) => i.id)).toContain(deleted.body.trashId);
    await dbRows(server, `update trash set deleted_at = now() - interval '31 days' where id = ${deleted.body.trashId}`);
    const trash = await owner<TrashListResponse>('GET', '/trash');
    expect(trash.body.items.map((i) => i.id)).not.toContain(deleted.body.trashId);
    expect(existsSync(file)).toBe(false);
    expect(refusal(await owner('POST', `/trash/${deleted.body.trashId}/restore`))).toMatchObject({ status: 404, message: 'This item is no longer in the trash: it was restored already, or deleted more than 30 days ago.' });
  });

  it('is emptied of what expired by the server’s own purge, with no visit to the trash', async () => {
    const picture = await uploadPicture(server, cookie, 'forgotten.jpg');
    const work = await created({ title: 'Forgotten', images: [picture.id] });
    const deleted = await owner<DeletedResponse>('DELETE', `/artworks/${work.id}`);
    const file = join(dataDir, 'images', 'original', `${picture.id}.jpg`);
    await dbRows(server, `update trash set deleted_at = now() - interval '31 days' where id = ${deleted.body.trashId}`);
    const lines: string[] = [];
    const loop = startTrashPurge(server.db, mediaStoreFor(dataDir), { intervalMs: 60_000, log: (line) => lines.push(line) });
    await loop.stop();
    expect(await dbRows(server, `select id from trash where id = ${deleted.body.trashId}`)).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect(lines).toEqual(['[trash] 1 deleted record older than 30 days removed for good']);
  });

  it('is the site’s own: another owner cannot see or restore its entries', async () => {
    const work = await created({ title: 'Private trash' });
    const deleted = await owner<DeletedResponse>('DELETE', `/artworks/${work.id}`);
    const login = await postJson(`${server.url}/api/auth/login`, { email: 'owner@artist.localhost', password: 'secret-pass-1' });
    const other = ownerApi(server, (login.headers.get('set-cookie') ?? '').split(';')[0]);
    expect((await other<TrashListResponse>('GET', '/trash')).body.items.map((i) => i.id)).not.toContain(deleted.body.trashId);
    expect(refusal(await other('POST', `/trash/${deleted.body.trashId}/restore`)).status).toBe(404);
    expect((await owner('POST', `/trash/${deleted.body.trashId}/restore`)).status).toBe(200);
  });
});

describe('restoring a post, a representative and a chosen list', () => {
  const blogs = async () => ((await (await fetch(`${server.url}/api/blogs?sub=demo&limit=100`)).json()) as BlogListResponse).blogs.map((b) => b.blogId);
  const companies = async () => ((await (await fetch(`${server.url}/api/representatives?sub=demo&limit=100`)).json()) as RepresentativeListResponse).representatives.map((r) => r.company);
  const listed = async (listId: number) => {
    const res = await fetch(`${server.url}/api/inventory?sub=demo&listId=${listId}`);
    return res.status === 200 ? ((await res.json()) as InventoryListResponse).inventory.map((i) => i.title) : res.status;
  };
  const inTrash = async (trashId: number) => (await owner<TrashListResponse>('GET', '/trash?limit=100')).body.items.find((i) => i.id === trashId);

  it('puts a post back with its id, body and place in its lists, and visitors read it again', async () => {
    const post = (await owner<PostRecord>('POST', '/posts', { title: 'Back in print', html: '<p>The <strong>whole</strong> story.</p>', publishedAt: new Date(Date.now() - 60_000).toISOString(), tags: ['news'] })).body;
    const list = (await owner<ChosenListRecord>('POST', '/chosen-lists', { name: 'Post picks', kind: ListKind.Blogs, items: [post.id] })).body;
    expect((await visitorPage(server, `/post/${post.id}`)).html).toContain('Back in print');
    expect(await blogs()).toContain(post.id);

    const deleted = await owner<DeletedResponse>('DELETE', `/posts/${post.id}?revision=0`);
    expect(deleted.status).toBe(200);
    expect((await visitorPage(server, `/post/${post.id}`)).status).toBe(404);
    expect(await blogs()).not.toContain(post.id);
    expect((await owner('GET', `/posts/${post.id}`)).status).toBe(404);
    expect((await owner<PostTableResponse>('GET', '/posts?q=back%20in%20print')).body.items).toEqual([]);
    expect((await owner<ChosenListRecord>('GET', `/chosen-lists/${list.id}`)).body.items).toEqual([]);
    expect(await inTrash(deleted.body.trashId)).toMatchObject({ kind: 'post', itemId: post.id, label: 'Back in print' });

    const restored = await owner<RestoreResponse>('POST', `/trash/${deleted.body.trashId}/restore`);
    expect(restored.body).toEqual({ kind: 'post', itemId: post.id, notes: [] });
    expect(await inTrash(deleted.body.trashId)).toBeUndefined();
    expect((await owner<PostRecord>('GET', `/posts/${post.id}`)).body).toMatchObject({ title: 'Back in print', html: '<p>The <strong>whole</strong> story.</p>', tags: ['news'], publishedAt: post.publishedAt });
    expect((await owner<PostTableResponse>('GET', '/posts?q=back%20in%20print')).body.items.map((p) => p.id)).toEqual([post.id]);
    expect((await owner<ChosenListRecord>('GET', `/chosen-lists/${list.id}`)).body.items).toEqual([{ id: post.id, label: 'Back in print' }]);
    const page = await visitorPage(server, `/post/${post.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<strong>whole</strong> story.');
    expect(await blogs()).toContain(post.id);
  });

  it('puts a representative back in its place in the site’s order, and visitors see it again', async () => {
    const made = async (company: string) => (await owner<RepresentativeRecord>('POST', '/representatives', { company, city: 'Porto' })).body;
    const [first, middle, last] = [await made('Trash Rep A'), await made('Trash Rep B'), await made('Trash Rep C')];
    const ours = (names: string[]) => names.filter((n) => n.startsWith('Trash Rep'));
    expect(ours(await companies())).toEqual(['Trash Rep A', 'Trash Rep B', 'Trash Rep C']);

    const deleted = await owner<DeletedResponse>('DELETE', `/representatives/${middle.id}`);
    expect(deleted.status).toBe(200);
    expect(ours(await companies())).toEqual(['Trash Rep A', 'Trash Rep C']);
    expect((await owner<{ items: RepresentativeRecord[] }>('GET', '/representatives')).body.items.map((r) => r.id)).not.toContain(middle.id);
    expect(await inTrash(deleted.body.trashId)).toMatchObject({ kind: 'representative', itemId: middle.id, label: 'Trash Rep B' });

    const restored = await owner<RestoreResponse>('POST', `/trash/${deleted.body.trashId}/restore`);
    expect(restored.body).toEqual({ kind: 'representative', itemId: middle.id, notes: [] });
    expect((await owner<RepresentativeRecord>('GET', `/representatives/${middle.id}`)).body).toMatchObject({ company: 'Trash Rep B', city: 'Porto' });
    expect((await owner<{ items: RepresentativeRecord[] }>('GET', '/representatives')).body.items.map((r) => r.id).filter((id) => [first.id, middle.id, last.id].includes(id))).toEqual([
      first.id,
      middle.id,
      last.id,
    ]);
    expect(ours(await companies())).toEqual(['Trash Rep A', 'Trash Rep B', 'Trash Rep C']);
    // The site's order can be set again with it among the others.
    const all = (await owner<{ items: RepresentativeRecord[] }>('GET', '/representatives')).body.items.map((r) => r.id);
    expect((await owner('PUT', '/representatives/order', { ids: [...all].reverse() })).status).toBe(200);
  });

  it('puts a chosen list back with its items in order, and a list block reading it shows them again', async () => {
    const [x, y, z] = [await created({ title: 'Chosen X' }), await created({ title: 'Chosen Y' }), await created({ title: 'Chosen Z' })];
    const list = (await owner<ChosenListRecord>('POST', '/chosen-lists', { name: 'Trash picks', kind: 0, items: [z.id, x.id, y.id] })).body;
    expect(await listed(list.id)).toEqual(['Chosen Z', 'Chosen X', 'Chosen Y']);

    const deleted = await owner<DeletedResponse>('DELETE', `/chosen-lists/${list.id}?revision=0`);
    expect(deleted.status).toBe(200);
    expect((await owner('GET', `/chosen-lists/${list.id}`)).status).toBe(404);
    expect((await owner<{ items: { id: number }[] }>('GET', '/chosen-lists')).body.items.map((l) => l.id)).not.toContain(list.id);
    expect(await listed(list.id)).toEqual([]);
    expect(await inTrash(deleted.body.trashId)).toMatchObject({ kind: 'chosenList', itemId: list.id, label: 'Trash picks' });
    // A work of the list deleted meanwhile stays out of it until it is restored too.
    const xGone = await owner<DeletedResponse>('DELETE', `/artworks/${x.id}`);

    const restored = await owner<RestoreResponse>('POST', `/trash/${deleted.body.trashId}/restore`);
    expect(restored.body).toEqual({ kind: 'chosenList', itemId: list.id, notes: [] });
    expect((await owner<ChosenListRecord>('GET', `/chosen-lists/${list.id}`)).body).toMatchObject({ name: 'Trash picks', items: [{ id: z.id }, { id: y.id }] });
    expect((await owner<{ items: { id: number; count: number }[] }>('GET', '/chosen-lists')).body.items.find((l) => l.id === list.id)).toMatchObject({ count: 2 });
    const picker = (await (await fetch(`${server.url}/api/editor/chosen-lists`, { headers: { cookie } })).json()) as ChosenListsResponse;
    expect(picker.lists.find((l) => l.listId === list.id)).toMatchObject({ name: 'Trash picks', count: 2 });
    expect(await listed(list.id)).toEqual(['Chosen Z', 'Chosen Y']);
    await publishListBlock(server, cookie, 'inventory-list', list.id);
    const home = (await visitorPage(server, '/')).html;
    expect(home.indexOf('Chosen Z')).toBeGreaterThan(-1);
    expect(home.indexOf('Chosen Z')).toBeLessThan(home.indexOf('Chosen Y'));
    await publishListBlock(server, cookie, 'inventory-list', null);

    await owner('POST', `/trash/${xGone.body.trashId}/restore`);
    expect(await listed(list.id)).toEqual(['Chosen Z', 'Chosen X', 'Chosen Y']);
    expect((await owner<ChosenListRecord>('GET', `/chosen-lists/${list.id}`)).body.items.map((i) => i.id)).toEqual([z.id, x.id, y.id]);

    // A list restored while one of its works is in the trash keeps the work's place; once the work is
    // gone for good after 30 days, so is its entry.
    const listAgain = await owner<DeletedResponse>('DELETE', `/chosen-lists/${list.id}`);
    const xAgain = await owner<DeletedResponse>('DELETE', `/artworks/${x.id}`);
    await owner('POST', `/trash/${listAgain.body.trashId}/restore`);
    const entries = async () => (await dbRows<{ item_id: number }>(server, `select item_id from chosen_list_items where list_id = ${list.id} order by position`)).map((r) => r.item_id);
    expect(await entries()).toEqual([z.id, x.id, y.id]);
    expect(await listed(list.id)).toEqual(['Chosen Z', 'Chosen Y']);
    await dbRows(server, `update trash set deleted_at = now() - interval '31 days' where id = ${xAgain.body.trashId}`);
    await owner('GET', '/trash');
    expect(await entries()).toEqual([z.id, y.id]);
  });
});
