import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtistRecord, ArtistTableResponse, PostRecord, PostTableResponse, RecordBulkResponse, ShowRecord, ShowTableResponse } from '../../schema';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { ownerApi, refusal, type OwnerApi } from '../test/back-office';
import { signIn, startTestServer, type TestServer } from '../test/harness';

/** The artists, exhibitions and posts tables: each filter and order changes the answer, and bulk tagging is one transaction. */

let server: TestServer;
let owner: OwnerApi;
let other: OwnerApi;
beforeAll(async () => {
  server = await startTestServer();
  owner = ownerApi(server, await signIn(server.url));
  other = ownerApi(server, await signIn(server.url, ARTIST_OWNER_EMAIL));
}, 120_000);
afterAll(() => server?.close());

async function made<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await owner<T>('POST', path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function table<T>(path: string): Promise<T> {
  const answer = await owner<T>('GET', path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the artists table', () => {
  it('filters by tag and orders by name either way, by works and by newest', async () => {
    const zed = await made<ArtistRecord>('/artists', { name: 'Zed Table-Test', tags: ['tabletest'] });
    const abe = await made<ArtistRecord>('/artists', { name: 'Abe Table-Test', tags: ['tabletest', 'other'] });
    const tagged = await table<ArtistTableResponse>('/artists?tag=TableTest');
    expect(tagged.items.map((a) => a.name)).toEqual(['Abe Table-Test', 'Zed Table-Test']);
    expect(tagged.total).toBe(2);
    expect((await table<ArtistTableResponse>('/artists?tag=tabletest&sort=-name')).items.map((a) => a.id)).toEqual([zed.id, abe.id]);
    expect((await table<ArtistTableResponse>('/artists?sort=-created&limit=2')).items.map((a) => a.id)).toEqual([abe.id, zed.id]);
    const byWorks = (await table<ArtistTableResponse>('/artists?sort=-works&limit=200')).items;
    expect(byWorks[0].works).toBeGreaterThan(0);
    expect(byWorks.map((a) => a.works)).toEqual([...byWorks.map((a) => a.works)].sort((a, b) => b - a));
    expect((await table<ArtistTableResponse>('/artists?tag=no-such-tag')).total).toBe(0);
  });

  it('refuses an unknown order or parameter with the reason', async () => {
    expect(refusal(await owner('GET', '/artists?sort=age'))).toMatchObject({ status: 400, message: expect.stringMatching(/^sort: Sort by one of: name, -name, -works, -created\./) });
    expect(refusal(await owner('GET', '/artists?colour=red')).status).toBe(400);
    expect(refusal(await owner('GET', '/artists?tag=%20')).message).toMatch(/^tag: Enter a tag\./);
  });
});

describe('the exhibitions table', () => {
  it('filters by when they run and by tag, and orders by start or title', async () => {
    const past = await made<ShowRecord>('/shows', { title: 'Bygone Table Show', startDate: day(-60), endDate: day(-30), tags: ['tabletest'] });
    const now = await made<ShowRecord>('/shows', { title: 'Current Table Show', startDate: day(-5), endDate: day(5), tags: ['tabletest'] });
    const later = await made<ShowRecord>('/shows', { title: 'Awaited Table Show', startDate: day(30), tags: ['tabletest'] });
    const ids = async (query: string) => (await table<ShowTableResponse>(`/shows?tag=tabletest&${query}`)).items.map((s) => s.id);
    expect(await ids('when=current')).toEqual([now.id]);
    expect(await ids('when=upcoming')).toEqual([later.id]);
    expect(await ids('when=past')).toEqual([past.id]);
    expect(await ids('')).toEqual([later.id, now.id, past.id]);
    expect(await ids('sort=start')).toEqual([past.id, now.id, later.id]);
    expect(await ids('sort=title')).toEqual([later.id, past.id, now.id]);
    expect(await ids('sort=-title')).toEqual([now.id, past.id, later.id]);
    expect(refusal(await owner('GET', '/shows?when=soon')).message).toMatch(/^when: When is one of: current, upcoming, past\./);
  });
});

describe('the posts table', () => {
  it('filters published from scheduled posts and by tag, and orders by date or title', async () => {
    const old = await made<PostRecord>('/posts', { title: 'B Table Post', publishedAt: new Date(Date.now() - 86_400_000).toISOString(), tags: ['tabletest'] });
    const soon = await made<PostRecord>('/posts', { title: 'A Table Post', publishedAt: new Date(Date.now() + 86_400_000).toISOString(), tags: ['tabletest'] });
    const ids = async (query: string) => (await table<PostTableResponse>(`/posts?tag=tabletest&${query}`)).items.map((p) => p.id);
    expect(await ids('state=scheduled')).toEqual([soon.id]);
    expect(await ids('state=published')).toEqual([old.id]);
    expect(await ids('')).toEqual([soon.id, old.id]);
    expect(await ids('sort=published')).toEqual([old.id, soon.id]);
    expect(await ids('sort=title')).toEqual([soon.id, old.id]);
    expect(refusal(await owner('GET', '/posts?state=draft')).status).toBe(400);
  });
});

describe('bulk tagging', () => {
  it('adds and removes a tag over the chosen records, says which changed, and moves their revisions on', async () => {
    const one = await made<ArtistRecord>('/artists', { name: 'Bulk One', tags: ['keep'] });
    const two = await made<ArtistRecord>('/artists', { name: 'Bulk Two', tags: ['featured'] });
    const added = await owner<RecordBulkResponse>('POST', '/artists/bulk', { ids: [one.id, two.id], action: 'addTag', tag: ' Featured ' });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ changed: [one.id], unchanged: [two.id] });
    expect((await table<ArtistRecord>(`/artists/${one.id}`)).tags).toEqual(['keep', 'featured']);
    expect((await table<ArtistRecord>(`/artists/${one.id}`)).revision).toBe(one.revision + 1);
    // The form open on the old revision is refused rather than undoing the tag.
    expect(refusal(await owner('PATCH', `/artists/${one.id}`, { revision: one.revision, name: 'Stale' })).status).toBe(409);
    const removed = await owner<RecordBulkResponse>('POST', '/artists/bulk', { ids: [one.id, two.id], action: 'removeTag', tag: 'featured' });
    expect(removed.body).toEqual({ changed: [one.id, two.id], unchanged: [] });
    expect((await table<ArtistTableResponse>('/artists?tag=featured&q=bulk')).total).toBe(0);

    const show = await made<ShowRecord>('/shows', { title: 'Bulk Show' });
    const post = await made<PostRecord>('/posts', { title: 'Bulk Post' });
    expect((await owner<RecordBulkResponse>('POST', '/shows/bulk', { ids: [show.id], action: 'addTag', tag: 'spring' })).body.changed).toEqual([show.id]);
    expect((await owner<RecordBulkResponse>('POST', '/posts/bulk', { ids: [post.id], action: 'addTag', tag: 'spring' })).body.changed).toEqual([post.id]);
    expect((await table<ShowTableResponse>('/shows?tag=spring')).items.map((s) => s.id)).toEqual([show.id]);
  });

  it('changes nothing when one id is not the site’s, and refuses bad actions with the reason', async () => {
    const mine = await made<ArtistRecord>('/artists', { name: 'Bulk Mine' });
    const theirs = await other<ArtistRecord>('POST', '/artists', { name: 'Bulk Theirs' });
    const answer = refusal(await owner('POST', '/artists/bulk', { ids: [mine.id, theirs.body.id], action: 'addTag', tag: 'x' }));
    expect(answer).toMatchObject({ status: 404, code: 'not_found' });
    expect(answer.message).toContain(String(theirs.body.id));
    expect((await table<ArtistRecord>(`/artists/${mine.id}`)).tags).toEqual([]);
    expect(refusal(await owner('POST', '/artists/bulk', { ids: [], action: 'addTag', tag: 'x' })).message).toMatch(/Choose at least one record\./);
    expect(refusal(await owner('POST', '/artists/bulk', { ids: [mine.id], action: 'delete', tag: 'x' })).message).toMatch(/^action: Action is one of: addTag, removeTag\./);
    expect(refusal(await owner('POST', '/shows/bulk', { ids: [mine.id, mine.id], action: 'addTag', tag: 'x' })).message).toMatch(/Each item may be chosen once\./);
    expect(refusal(await owner('POST', '/posts/bulk', { ids: [1], action: 'addTag', tag: '' })).status).toBe(400);
  });
});
