import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArtistRecord,
  ArtistTableResponse,
  ArtworkRecord,
  ChosenListRecord,
  DeletedResponse,
  PostRecord,
  RepresentativeListResponse,
  RepresentativeRecord,
  RestoreResponse,
  ShowRecord,
  SiteTagsResponse,
  TagChangeResponse,
} from '../../schema';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { ownerApi, publishListBlock, refusal, uploadPicture, visitorPage, type OwnerApi } from '../test/back-office';
import { signIn, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let owner: OwnerApi;
let other: OwnerApi;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signIn(server.url);
  owner = ownerApi(server, cookie);
  other = ownerApi(server, await signIn(server.url, ARTIST_OWNER_EMAIL));
}, 120_000);
afterAll(() => server?.close());

async function made<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await owner<T>('POST', path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** Another owner gets 404 for every call on the record; the record is left as it was. */
async function othersGet404(path: string, id: number, patch: Record<string, unknown>): Promise<void> {
  for (const [method, body] of [['GET'], ['PATCH', { revision: 0, ...patch }], ['DELETE']] as const) {
    const answer = refusal(await other(method, `${path}/${id}`, body));
    expect([answer.status, answer.code], `${method} ${path}/${id}`).toEqual([404, 'not_found']);
  }
  expect((await owner('GET', `${path}/${id}`)).status).toBe(200);
}

describe('artists', () => {
  it('are created with rich text sanitised on the server, listed, changed over the revision read, and shown to visitors at once', async () => {
    const cover = await uploadPicture(server, cookie, 'cover.jpg');
    const artist = await made<ArtistRecord>('/artists', {
      name: 'Ada Quill',
      beginDate: 1901,
      endDate: 1980,
      country: 'Portugal',
      state: 'Lisbon',
      biography: '<p onclick="x()">Painter <script>alert(1)</script><strong>of light</strong></p>',
      curriculumVitae: '<ul><li>1950 Lisbon</li></ul><iframe src="https://evil.example"></iframe>',
      coverImageId: cover.id,
      url: 'https://adaquill.example',
      tags: ['Modern'],
    });
    expect(artist).toMatchObject({ name: 'Ada Quill', biography: '<p>Painter <strong>of light</strong></p>', curriculumVitae: '<ul><li>1950 Lisbon</li></ul>', tags: ['modern'], works: 0, revision: 0 });
    expect(artist.cover?.id).toBe(cover.id);
    const table = await owner<ArtistTableResponse>('GET', '/artists?q=quill');
    expect(table.body.items.map((a) => a.name)).toEqual(['Ada Quill']);

    expect((await visitorPage(server, `/artist/${artist.id}`)).html).toContain('Ada Quill');
    const renamed = await owner<ArtistRecord>('PATCH', `/artists/${artist.id}`, { revision: 0, name: 'Ada Quillon' });
    expect(renamed.body).toMatchObject({ name: 'Ada Quillon', revision: 1, country: 'Portugal' });
    expect((await visitorPage(server, `/artist/${artist.id}`)).html).toContain('Ada Quillon');
    expect(refusal(await owner('PATCH', `/artists/${artist.id}`, { revision: 0, name: 'Late' }))).toMatchObject({
      status: 409,
      message: 'This artist was changed in another tab or by someone else. Reload it to see the changes, then make yours again.',
    });
    await othersGet404('/artists', artist.id, { name: 'Taken' });
  });

  it('refuses bad input with the field and the reason', async () => {
    for (const [body, message] of [
      [{}, /^name: /],
      [{ name: 'X', beginDate: 1990, endDate: 1950 }, /^endDate: The year of death must not be before the year of birth\.$/],
      [{ name: 'X', url: 'ftp://x' }, /^url: Enter a web address/],
      [{ name: 'X', coverImageId: 99999999 }, /^coverImageId: There is no picture 99999999/],
      [{ name: 'X', tags: 'a' }, /^tags: /],
    ] as const) {
      const answer = refusal(await owner('POST', '/artists', body));
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(message);
    }
  });

  it('are deleted only once no work names them, and come back from the trash', async () => {
    const artist = await made<ArtistRecord>('/artists', { name: 'Short Lived' });
    const work = await made<ArtworkRecord>('/artworks', { title: 'By Short Lived', artistId: artist.id });
    expect(refusal(await owner('DELETE', `/artists/${artist.id}`))).toMatchObject({
      status: 409,
      code: 'in_use',
      message: '1 artwork names this artist. Give it another artist or delete it first.',
    });
    await owner('PATCH', `/artworks/${work.id}`, { revision: 0, artistId: null });
    const deleted = await owner<DeletedResponse>('DELETE', `/artists/${artist.id}`);
    expect(deleted.status).toBe(200);
    expect((await owner('GET', `/artists/${artist.id}`)).status).toBe(404);
    const restored = await owner<RestoreResponse>('POST', `/trash/${deleted.body.trashId}/restore`);
    expect(restored.body).toMatchObject({ kind: 'artist', itemId: artist.id });
    expect((await owner<ArtistRecord>('GET', `/artists/${artist.id}`)).body.name).toBe('Short Lived');
  });
});

describe('exhibitions', () => {
  it('keep their works, artists and installation photos in order, and visitors see them', async () => {
    const [one, two] = [await uploadPicture(server, cookie, 'install-1.jpg'), await uploadPicture(server, cookie, 'install-2.jpg')];
    const artist = await made<ArtistRecord>('/artists', { name: 'Shown Artist' });
    const workA = await made<ArtworkRecord>('/artworks', { title: 'Shown A' });
    const workB = await made<ArtworkRecord>('/artworks', { title: 'Shown B' });
    const show = await made<ShowRecord>('/shows', {
      title: 'Summer Rooms',
      startDate: '2025-06-01',
      endDate: '2025-08-31',
      description: '<p>Rooms <img src="https://evil.example/x.png"></p>',
      openingReception: 'June 1, 6–8 pm',
      photos: [two.id, one.id],
      artworks: [workB.id, workA.id],
      artists: [artist.id],
      tags: ['summer'],
    });
    expect(show).toMatchObject({ description: '<p>Rooms </p>', artworks: [{ id: workB.id }, { id: workA.id }], artists: [{ id: artist.id, name: 'Shown Artist' }] });
    expect(show.photos.map((p) => p.id)).toEqual([two.id, one.id]);
    expect((await visitorPage(server, `/show/${show.id}`)).html).toContain('Summer Rooms');

    const reordered = await owner<ShowRecord>('PATCH', `/shows/${show.id}`, { revision: 0, artworks: [workA.id], photos: [one.id] });
    expect(reordered.body).toMatchObject({ title: 'Summer Rooms', artworks: [{ id: workA.id }], revision: 1 });
    expect(reordered.body.photos.map((p) => p.id)).toEqual([one.id]);
    expect(refusal(await owner('PATCH', `/shows/${show.id}`, { revision: 1, endDate: '2025-05-01' })).message).toBe('endDate: The end date must not be before the start date.');
    expect(refusal(await owner('POST', '/shows', { title: 'Bad', artworks: [99999999] })).message).toBe('artworks: There is no artwork 99999999 in this site.');
    expect(refusal(await owner('POST', '/shows', { title: 'Bad', startDate: '1 June' })).message).toMatch(/^startDate: Enter a date as YYYY-MM-DD\.$/);
    await othersGet404('/shows', show.id, { title: 'Taken' });

    const deleted = await owner<DeletedResponse>('DELETE', `/shows/${show.id}`);
    expect((await visitorPage(server, `/show/${show.id}`)).status).toBe(404);
    await owner('POST', `/trash/${deleted.body.trashId}/restore`);
    const back = await owner<ShowRecord>('GET', `/shows/${show.id}`);
    expect(back.body).toMatchObject({ artworks: [{ id: workA.id }], artists: [{ id: artist.id }] });
  });
});

describe('posts', () => {
  it('sanitise the body, make an excerpt when none is given, and stay hidden from visitors until their publish time', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const post = await made<PostRecord>('/posts', { title: 'Opening soon', html: '<p>We open <a href="javascript:x()">soon</a>.</p>', publishedAt: later });
    expect(post).toMatchObject({ html: '<p>We open <a>soon</a>.</p>', excerpt: 'We open soon.', isScheduled: true });
    expect((await visitorPage(server, `/post/${post.id}`)).status).toBe(404);
    const now = await owner<PostRecord>('PATCH', `/posts/${post.id}`, { revision: 0, publishedAt: new Date(Date.now() - 1000).toISOString() });
    expect(now.body.isScheduled).toBe(false);
    expect((await visitorPage(server, `/post/${post.id}`)).html).toContain('Opening soon');
    expect(refusal(await owner('POST', '/posts', { title: 'x', publishedAt: 'tomorrow' })).message).toMatch(/^publishedAt: /);
    expect(refusal(await owner('POST', '/posts', { title: 'x', inventoryId: 99999999 })).message).toBe('inventoryId: There is no artwork 99999999 in this site.');
    await othersGet404('/posts', post.id, { title: 'Taken' });
    expect((await owner('DELETE', `/posts/${post.id}`)).status).toBe(200);
    expect((await visitorPage(server, `/post/${post.id}`)).status).toBe(404);
  });

  it('comes out on the kept news page at its publish time, with nothing else changed', async () => {
    const at = Date.now() + 3000;
    const post = await made<PostRecord>('/posts', { title: 'Out on the stroke', html: '<p>Timed.</p>', publishedAt: new Date(at).toISOString() });
    // Rendered, kept, and answered from what was kept: the post is not out yet.
    expect((await visitorPage(server, '/news')).html).not.toContain('Out on the stroke');
    expect((await visitorPage(server, '/news')).html).not.toContain('Out on the stroke');
    await new Promise((resolve) => setTimeout(resolve, at + 200 - Date.now()));
    expect((await visitorPage(server, '/news')).html).toContain('Out on the stroke');
    expect((await visitorPage(server, `/post/${post.id}`)).status).toBe(200);
    expect((await owner('DELETE', `/posts/${post.id}`)).status).toBe(200);
  });
});

describe('representatives', () => {
  it('are created, changed, put in order and deleted', async () => {
    const a = await made<RepresentativeRecord>('/representatives', { company: 'North Gallery', city: 'Oslo', website: 'https://north.example' });
    const b = await made<RepresentativeRecord>('/representatives', { company: 'South Gallery' });
    expect(refusal(await owner('POST', '/representatives', { city: 'Nowhere' })).message).toMatch(/^company: /);
    const changed = await owner<RepresentativeRecord>('PATCH', `/representatives/${a.id}`, { revision: 0, phone: '555-0101', city: '' });
    expect(changed.body).toMatchObject({ phone: '555-0101', city: null, revision: 1 });
    const all = (await owner<{ items: RepresentativeRecord[] }>('GET', '/representatives')).body.items.map((r) => r.id);
    const reversed = [...all].reverse();
    const ordered = await owner<{ items: RepresentativeRecord[] }>('PUT', '/representatives/order', { ids: reversed });
    expect(ordered.body.items.map((r) => r.id)).toEqual(reversed);
    expect(refusal(await owner('PUT', '/representatives/order', { ids: [a.id] })).status).toBe(400);
    await othersGet404('/representatives', b.id, { company: 'Taken' });
    expect((await owner('DELETE', `/representatives/${b.id}`)).status).toBe(200);
    expect((await owner('GET', `/representatives/${b.id}`)).status).toBe(404);
  });

  it('take a picture from the site’s media library, which visitors’ lists give with the representative', async () => {
    const picture = await uploadPicture(server, cookie, 'north-rooms.jpg');
    const rep = await made<RepresentativeRecord>('/representatives', { company: 'Pictured Gallery', imageId: picture.id });
    expect(rep.image).toMatchObject({ id: picture.id, extension: picture.extension, width: 120, height: 90 });
    expect((await owner<RepresentativeRecord>('GET', `/representatives/${rep.id}`)).body.image?.id).toBe(picture.id);
    const listed = async () => (await (await fetch(`${server.url}/api/representatives?sub=demo&limit=100`)).json()) as RepresentativeListResponse;
    expect((await listed()).representatives.find((r) => r.id === rep.id)?.image).toMatchObject({ id: picture.id, width: 120, height: 90 });

    // Another site's picture, or none of the site's, is refused naming the field; the representative is left as it was.
    const theirs = await uploadPicture(server, await signIn(server.url, ARTIST_OWNER_EMAIL), 'theirs.jpg');
    expect(refusal(await owner('PATCH', `/representatives/${rep.id}`, { revision: 0, imageId: theirs.id })).message).toBe(`imageId: There is no picture ${theirs.id} in this site’s media library.`);
    expect(refusal(await owner('POST', '/representatives', { company: 'x', imageId: 99999999 })).message).toMatch(/^imageId: There is no picture 99999999/);

    // Taken off: the representative is its words again.
    const plain = await owner<RepresentativeRecord>('PATCH', `/representatives/${rep.id}`, { revision: 0, imageId: null });
    expect(plain.body.image).toBeNull();
    expect((await listed()).representatives.find((r) => r.id === rep.id)?.image).toBeNull();
    expect((await owner('DELETE', `/representatives/${rep.id}`)).status).toBe(200);
  });
});

describe('chosen lists', () => {
  it('hold items of their kind in the owner’s order, reordered whole or added to at the end', async () => {
    const [x, y, z] = await Promise.all(['List X', 'List Y', 'List Z'].map((title) => made<ArtworkRecord>('/artworks', { title })));
    const list = await made<ChosenListRecord>('/chosen-lists', { name: 'Picks', kind: 0, items: [x.id, y.id] });
    expect(list.items).toEqual([
      { id: x.id, label: 'List X' },
      { id: y.id, label: 'List Y' },
    ]);
    const reordered = await owner<ChosenListRecord>('PATCH', `/chosen-lists/${list.id}`, { revision: 0, items: [y.id, x.id] });
    expect(reordered.body.items.map((i) => i.id)).toEqual([y.id, x.id]);
    const added = await owner<ChosenListRecord>('POST', `/chosen-lists/${list.id}/items`, { ids: [x.id, z.id] });
    expect(added.body.items.map((i) => i.id)).toEqual([y.id, x.id, z.id]);
    expect(refusal(await owner('PATCH', `/chosen-lists/${list.id}`, { revision: 1, name: 'Late' })).status).toBe(409);
    const theirs = (await other<ArtworkRecord>('POST', '/artworks', { title: 'Another site’s work' })).body;
    expect(refusal(await owner('POST', `/chosen-lists/${list.id}/items`, { ids: [theirs.id] })).message).toBe(`ids: There is no artwork ${theirs.id} in this site.`);
    expect(refusal(await owner('POST', '/chosen-lists', { name: 'Bad', kind: 9 })).message).toMatch(/^kind: /);
    const picture = await uploadPicture(server, cookie, 'gallery-wall.jpg');
    const pictures = await made<ChosenListRecord>('/chosen-lists', { name: 'Wall', kind: 4, items: [picture.id] });
    expect(pictures.items).toEqual([{ id: picture.id, label: 'gallery wall' }]);
    await othersGet404('/chosen-lists', list.id, { name: 'Taken' });
  });

  it('show visitors the saved order at once, and an artist in a list shown on the published site cannot be deleted', async () => {
    const artist = await made<ArtistRecord>('/artists', { name: 'Listed Artist' });
    const list = await made<ChosenListRecord>('/chosen-lists', { name: 'Home artists', kind: 1, items: [artist.id] });
    await publishListBlock(server, cookie, 'artists-list', list.id);
    expect((await visitorPage(server, '/')).html).toContain('Listed Artist');
    expect(refusal(await owner('DELETE', `/artists/${artist.id}`)).message).toMatch(/^This artist is in the list “Home artists”, which the page “[^”]+” of the published site shows\./);
    const renamed = await owner<ArtistRecord>('PATCH', `/artists/${artist.id}`, { revision: 0, name: 'Renamed Listed Artist' });
    expect(renamed.status).toBe(200);
    expect((await visitorPage(server, '/')).html).toContain('Renamed Listed Artist');
    await publishListBlock(server, cookie, 'artists-list', null);
  });
});

describe('tags', () => {
  it('are listed with counts, renamed (merging with a tag already there) and removed across the site’s records', async () => {
    const a = await made<ArtworkRecord>('/artworks', { title: 'Tagged A', tags: ['blue-period', 'early'] });
    const b = await made<ArtworkRecord>('/artworks', { title: 'Tagged B', tags: ['early', 'blue-period', 'late'] });
    const artist = await made<ArtistRecord>('/artists', { name: 'Tagged Artist', tags: ['blue-period'] });
    const counts = async () => (await owner<SiteTagsResponse>('GET', '/tags?kind=inventory')).body.tags;
    expect((await counts()).find((t) => t.tag === 'blue-period')?.count).toBe(2);

    const renamed = await owner<TagChangeResponse>('POST', '/tags/rename', { from: 'Blue-Period', to: 'early' });
    expect(renamed.body.changed).toMatchObject({ inventory: 2, artists: 1, shows: 0, blogs: 0, media: 0 });
    expect((await owner<ArtworkRecord>('GET', `/artworks/${a.id}`)).body).toMatchObject({ tags: ['early'], revision: 1 });
    expect((await owner<ArtworkRecord>('GET', `/artworks/${b.id}`)).body.tags).toEqual(['early', 'late']);
    expect((await owner<ArtistRecord>('GET', `/artists/${artist.id}`)).body.tags).toEqual(['early']);

    const removed = await owner<TagChangeResponse>('POST', '/tags/remove', { kind: 'inventory', tag: 'early' });
    expect(removed.body.changed).toEqual({ inventory: 2 });
    expect((await owner<ArtworkRecord>('GET', `/artworks/${b.id}`)).body.tags).toEqual(['late']);
    expect((await owner<ArtistRecord>('GET', `/artists/${artist.id}`)).body.tags).toEqual(['early']);
    expect(refusal(await owner('POST', '/tags/rename', { from: ' ', to: 'x' })).message).toMatch(/^from: Enter a tag\.$/);
    // Another owner's rename leaves this site's tags alone.
    expect((await other<TagChangeResponse>('POST', '/tags/rename', { from: 'late', to: 'theirs' })).body.changed.inventory).toBe(0);
    expect((await owner<ArtworkRecord>('GET', `/artworks/${b.id}`)).body.tags).toEqual(['late']);
  });
});

describe('a delete over an edit made in another tab', () => {
  it.each([
    ['artists', { name: 'Stale Artist' }, { name: 'Renamed Artist' }],
    ['shows', { title: 'Stale Show' }, { title: 'Renamed Show' }],
    ['posts', { title: 'Stale Post' }, { title: 'Renamed Post' }],
    ['representatives', { company: 'Stale Gallery' }, { company: 'Renamed Gallery' }],
    ['chosen-lists', { name: 'Stale List', kind: 0 }, { name: 'Renamed List' }],
  ])('is refused for %s with 409 and the reason, keeping the record; the revision read after the edit deletes it', async (path, fields, edit) => {
    const record = await made<{ id: number; revision: number }>(`/${path}`, fields);
    expect((await owner('PATCH', `/${path}/${record.id}`, { revision: record.revision, ...edit })).status).toBe(200);
    const stale = refusal(await owner('DELETE', `/${path}/${record.id}?revision=${record.revision}`));
    expect(stale).toMatchObject({ status: 409, code: 'edit_conflict' });
    expect(stale.message).toMatch(/^This .+ was changed in another tab or by someone else\. Reload it to see the changes, then make yours again\.$/);
    expect((await owner<Record<string, unknown>>('GET', `/${path}/${record.id}`)).body).toMatchObject(edit);
    expect((await owner('DELETE', `/${path}/${record.id}?revision=${record.revision + 1}`)).status).toBe(200);
    expect((await owner('GET', `/${path}/${record.id}`)).status).toBe(404);
  });
});

describe('bad input anywhere in the back office', () => {
  it('gets a 4xx with { error: { code, message } }, never a 500', async () => {
    const work = await made<ArtworkRecord>('/artworks', { title: 'Target', editions: [{ price: 1 }] });
    const edition = work.editions[0].id;
    const writes: Array<[string, string]> = [
      ['POST', '/artworks'],
      ['PATCH', `/artworks/${work.id}`],
      ['POST', `/artworks/${work.id}/archive`],
      ['POST', `/artworks/${work.id}/editions`],
      ['PATCH', `/artworks/${work.id}/editions/${edition}`],
      ['POST', '/artworks/bulk'],
      ['POST', '/tags/rename'],
      ['POST', '/tags/remove'],
      ...['artists', 'shows', 'posts', 'representatives', 'chosen-lists'].flatMap((path): Array<[string, string]> => [
        ['POST', `/${path}`],
        ['PATCH', `/${path}/1`],
      ]),
      ['PUT', '/representatives/order'],
      ['POST', '/chosen-lists/1/items'],
    ];
    const bodies = ['not json', '[]', 'null', '{"title": 5}', '{"revision": -1}', '{"revision": 99999999999}', '{"title": "\u0000"}'];
    for (const [method, path] of writes) {
      for (const body of bodies) {
        const res = await fetch(`${server.url}/api/owner${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body });
        expect(res.status, `${method} ${path} ${body}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} ${body}`).toBeLessThan(500);
        const { error } = (await res.json()) as { error: { code: string; message: string } };
        expect(error.message.length, `${method} ${path} ${body}`).toBeGreaterThan(0);
      }
    }
    for (const query of ['/artworks?offset=-1', '/artworks?artistId=zz', '/artworks/ids?status=x', '/artists?limit=0', '/tags?kind=cats', '/artworks/1e3', '/shows/0', '/trash/x/restore']) {
      const res = await fetch(`${server.url}/api/owner${query}`, { method: query.endsWith('restore') ? 'POST' : 'GET', headers: { cookie } });
      expect([400, 404], query).toContain(res.status);
    }
  });
});

describe('a picture the records show', () => {
  const deleteMedia = async (id: number, as = cookie) => {
    const res = await fetch(`${server.url}/api/media/${id}`, { method: 'DELETE', headers: { cookie: as } });
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  };

  it('is not deleted from the media library while a record shows it; the refusal names each record, and the picture goes once none does', async () => {
    const picture = await uploadPicture(server, cookie, 'everywhere.jpg');
    const artist = await made<ArtistRecord>('/artists', { name: 'Ines Cover', coverImageId: picture.id, profileImageId: picture.id });
    const show = await made<ShowRecord>('/shows', { title: 'Winter Rooms', startDate: '2025-12-01', endDate: '2026-01-31', coverImageId: picture.id, photos: [picture.id] });
    const post = await made<PostRecord>('/posts', { title: 'Pictured news', html: '<p>News.</p>', featuredImageId: picture.id });
    const rep = await made<RepresentativeRecord>('/representatives', { company: 'Harbour Agents', imageId: picture.id });

    const refused = refusal(await deleteMedia(picture.id));
    expect([refused.status, refused.code]).toEqual([409, 'in_use']);
    expect(refused.message).toBe(
      'This image is shown on the cover of the show “Winter Rooms” and on the cover picture of the artist “Ines Cover” and on the featured image of the post “Pictured news” and on 3 more records. Remove it there before deleting it.',
    );
    // Another site's owner cannot learn that it exists.
    expect(refusal(await deleteMedia(picture.id, await signIn(server.url, ARTIST_OWNER_EMAIL))).status).toBe(404);

    expect((await owner('PATCH', `/artists/${artist.id}`, { revision: 0, coverImageId: null, profileImageId: null })).status).toBe(200);
    expect((await owner('PATCH', `/shows/${show.id}`, { revision: 0, coverImageId: null })).status).toBe(200);
    expect((await owner('PATCH', `/posts/${post.id}`, { revision: 0, featuredImageId: null })).status).toBe(200);
    expect((await owner('PATCH', `/representatives/${rep.id}`, { revision: 0, imageId: null })).status).toBe(200);
    expect(refusal(await deleteMedia(picture.id)).message).toBe('This image is shown on the installation photos of the show “Winter Rooms”. Remove it there before deleting it.');
    // The show still has its photo: nothing was taken off it by the refused delete.
    expect((await owner<ShowRecord>('GET', `/shows/${show.id}`)).body.photos.map((p) => p.id)).toEqual([picture.id]);

    expect((await owner('PATCH', `/shows/${show.id}`, { revision: 1, photos: [] })).status).toBe(200);
    expect((await deleteMedia(picture.id)).status).toBe(204);
  });
});
