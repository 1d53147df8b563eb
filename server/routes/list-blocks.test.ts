import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueEntry,
  ShowStatus,
  type ArtistListResponse,
  type BlogListResponse,
  type ChosenListsResponse,
  type EditorDocumentResponse,
  type PublicMediaListResponse,
  type RepresentativeListResponse,
  type ShowListResponse,
} from '../../schema';
import { postJson, signIn, startTestServer, type TestServer } from '../test/harness';

/** The content list blocks as visitors get them: every list's first page already in the server's HTML. */

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url);
});
afterAll(() => server?.close());

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function html(path: string): Promise<string> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Text as it stands in the HTML: React escapes &, <, > and quotes. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * The markup of the page's body without any island props, so a name found there is drawn, not only
 * carried (the head's structured data names the lists too).
 */
function drawn(page: string): string {
  return page.slice(page.indexOf('<body')).replace(/data-props="[^"]*"/g, '');
}

describe('the demo pages of the content lists', () => {
  it('server-render the first page of the artists list, every artist linked, with the layout tabs', async () => {
    const { artists, hasMore } = await api<ArtistListResponse>('/api/artists?sub=demo&limit=30&order=5&dir=asc');
    const page = drawn(await html('/artists?sub=demo'));
    expect(artists.length).toBeGreaterThan(0);
    for (const artist of artists) {
      expect(page).toContain(escaped(artist.name));
      expect(page).toContain(`href="/artist/${artist.artistId}?sub=demo"`);
    }
    expect(page).toContain('role="tablist"');
    expect(page).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Grid</);
    if (hasMore) expect(page).toContain('Load more');
  });

  it('server-render current and upcoming exhibitions, past ones and installation views on the exhibitions page', async () => {
    const current = await api<ShowListResponse>(`/api/shows?sub=demo&limit=30&status=${ShowStatus.CurrentAndUpcoming}`);
    const past = await api<ShowListResponse>(`/api/shows?sub=demo&limit=30&status=${ShowStatus.Past}`);
    const media = await api<PublicMediaListResponse>('/api/mediaItems?sub=demo&limit=24&maxLimit=24&tags=installation%20view');
    const page = drawn(await html('/exhibitions?sub=demo'));
    expect(current.shows.length).toBeGreaterThan(0);
    expect(past.shows.length).toBeGreaterThan(0);
    for (const show of [...current.shows, ...past.shows]) {
      expect(page).toContain(`href="/show/${show.showId}?sub=demo"`);
      expect(page).toContain(escaped(show.title));
    }
    const [currentPart, pastPart] = page.split('Past Exhibitions');
    expect(currentPart).toContain(escaped(current.shows[0].title));
    expect(pastPart).not.toContain(`href="/show/${current.shows[0].showId}?`);
    expect(media.media.length).toBeGreaterThan(0);
    for (const item of media.media) expect(page).toContain(`/${item.id}.${item.extension}`);
    // Installation views only: the representatives' pictures, media too, are on the contact page.
    const { representatives } = await api<RepresentativeListResponse>('/api/representatives?sub=demo');
    for (const r of representatives) expect(page).not.toContain(`/${r.image!.id}.jpg`);
    expect(page).toContain('list-items--waterfall');
  });

  it('server-render the posts on the news page and the representatives on the contact page', async () => {
    const { blogs } = await api<BlogListResponse>('/api/blogs?sub=demo&limit=30');
    const news = drawn(await html('/news?sub=demo'));
    expect(blogs.length).toBe(10);
    for (const post of blogs) expect(news).toContain(`href="/post/${post.blogId}?sub=demo">${escaped(post.title)}</a>`);
    expect(news).not.toContain(blogs[0].html.slice(0, 40));

    const { representatives } = await api<RepresentativeListResponse>('/api/representatives?sub=demo&limit=30');
    const contact = drawn(await html('/contact?sub=demo'));
    expect(representatives).toHaveLength(3);
    for (const r of representatives) expect(contact).toContain(escaped(r.company));
    // Each in its Gallery Cell with its picture: alt text, a srcset from /img and the grid's sizes.
    for (const r of representatives) {
      const id = r.image!.id;
      expect(contact).toMatch(new RegExp(`<img src="/img/w_640/${id}\\.jpg" srcSet="/img/w_320/${id}\\.jpg 320w, [^"]*/img/w_1600/${id}\\.jpg 1600w" sizes="\\(max-width: 767px\\) calc\\(100vw - 32px\\), 33vw" width="1600" height="1200" alt="${escaped(r.image!.imageAlt)}"`));
    }
  });

  it('give the artist site its own exhibitions, never the gallery’s', async () => {
    const own = await api<ShowListResponse>(`/api/shows?sub=artist&limit=30&status=${ShowStatus.Past}`);
    const gallery = await api<ShowListResponse>('/api/shows?sub=demo&limit=100');
    const page = drawn(await html('/exhibitions?sub=artist'));
    for (const show of own.shows) expect(page).toContain(`href="/show/${show.showId}?sub=artist"`);
    for (const show of gallery.shows) expect(page).not.toContain(`href="/show/${show.showId}?`);
  });
});

describe('a published list from a chosen list', () => {
  it('is offered to the owner among the site’s chosen lists, and shows its artists in its order', async () => {
    expect((await fetch(`${server.url}/api/editor/chosen-lists`)).status).toBe(401);
    const { lists } = (await (await fetch(`${server.url}/api/editor/chosen-lists`, { headers: { cookie: owner } })).json()) as ChosenListsResponse;
    const featured = lists.find((l) => l.name === 'Featured artists')!;
    expect(featured).toMatchObject({ kind: 1, count: 8 });
    expect(lists.map((l) => l.name)).toContain('Staff picks');

    const { artists } = await api<ArtistListResponse>(`/api/artists?sub=demo&listId=${featured.listId}&limit=30`);
    const { document, revision } = (await (await fetch(`${server.url}/api/editor/document`, { headers: { cookie: owner } })).json()) as EditorDocumentResponse;
    const config = { ...(catalogueEntry('artists-list')!.defaultConfig as Record<string, unknown>), title: 'Featured', source: 3, listId: featured.listId, layouts: ['list'], layout: 'list', maxLimit: 5 };
    const pages = document.pages.map((p) => (p.slug === 'artists' ? { ...p, blocks: [{ id: 'featured', type: 'artists-list', config }] } : p));
    const saved = await fetch(`${server.url}/api/editor/document`, {
      method: 'PUT',
      headers: { cookie: owner, 'content-type': 'application/json' },
      body: JSON.stringify({ document: { ...document, pages }, baseRevision: revision }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);

    const page = drawn(await html('/artists?sub=demo'));
    const shown = [...page.matchAll(/class="artist-cell__name">([^<]*)</g)].map((m) => m[1]);
    expect(shown).toEqual(artists.slice(0, 5).map((a) => escaped(a.name)));
    expect(page).not.toContain('role="tablist"');
    expect(page).not.toContain('Load more');
  });
});
