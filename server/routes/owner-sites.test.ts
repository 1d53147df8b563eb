import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { PageType, SITE_CHANGED_MESSAGE, type EditorDocumentResponse, type MediaListResponse, type OwnerSitesResponse, type SiteDocument, type VersionListResponse } from '../../schema';
import { sites } from '../db/schema';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { OWNER_EMAIL, OWNER_PASSWORD, postJson, signIn, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let artistCompany: string;
beforeAll(async () => {
  server = await startTestServer();
  const [artist] = await server.db.select({ company: sites.company }).from(sites).where(eq(sites.subdomain, 'artist'));
  artistCompany = artist.company;
}, 60_000);
afterAll(() => server?.close());

async function signInAs(email: string): Promise<string> {
  const res = await postJson(`${server.url}/api/auth/login`, { email, password: OWNER_PASSWORD });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}
const get = (path: string, cookie?: string) => fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
const switchTo = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  postJson(`${server.url}/api/editor/site`, body, { ...(cookie ? { cookie } : {}), ...headers });

async function ownerSites(cookie: string): Promise<OwnerSitesResponse> {
  const res = await get('/api/editor/sites', cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as OwnerSitesResponse;
}
async function draft(cookie: string): Promise<EditorDocumentResponse> {
  const res = await get('/api/editor/document', cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as EditorDocumentResponse;
}
function save(cookie: string, document: SiteDocument, baseRevision: number, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/api/editor/document`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ document, baseRevision }),
  });
}
/** The document with a paragraph put first on its home page. */
function withText(document: SiteDocument, text: string): SiteDocument {
  const home = document.pages.find((p) => p.type === PageType.Home) ?? document.pages.find((p) => p.slug === '')!;
  const paragraph = { id: `t-${Date.now()}`, type: 'text', config: { text, variant: 'paragraph', align: 'left' } };
  return { ...document, pages: document.pages.map((p) => (p === home ? { ...p, blocks: [paragraph, ...p.blocks] } : p)) };
}

describe('listing the owner’s sites', () => {
  it('gives the gallery owner both demo sites in sign-in order, the session’s marked current', async () => {
    const cookie = await signIn(server.url);
    expect((await ownerSites(cookie)).sites).toEqual([
      { subdomain: 'demo', company: 'Northlight Gallery', userType: 0, isCurrent: true },
      { subdomain: 'artist', company: artistCompany, userType: 1, isCurrent: false },
    ]);
  });

  it('gives the artist owner the artist site only', async () => {
    const cookie = await signInAs(ARTIST_OWNER_EMAIL);
    expect((await ownerSites(cookie)).sites).toEqual([{ subdomain: 'artist', company: artistCompany, userType: 1, isCurrent: true }]);
  });

  it('answers 401 without a session', async () => {
    const res = await get('/api/editor/sites');
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
    expect((await switchTo({ subdomain: 'artist' })).status).toBe(401);
    expect((await switchTo({ subdomain: 'artist' }, 'sid=not-a-real-session')).status).toBe(401);
  });
});

describe('switching the session’s site', () => {
  it('moves every owner call to the chosen site: draft, publish, versions, media and mailbox', async () => {
    const cookie = await signIn(server.url);
    const demoBefore = await draft(cookie);
    expect(demoBefore.subdomain).toBe('demo');

    const res = await switchTo({ subdomain: ' Artist ' }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      email: OWNER_EMAIL,
      site: { subdomain: 'artist', company: artistCompany, userType: 1 },
      // The session lists every site the owner may switch to, so the builder lays out its bar once.
      sites: [
        { subdomain: 'demo', company: expect.any(String), userType: 0, isCurrent: false },
        { subdomain: 'artist', company: artistCompany, userType: 1, isCurrent: true },
      ],
    });
    expect((await (await get('/api/auth/me', cookie)).json()).site.subdomain).toBe('artist');
    expect((await ownerSites(cookie)).sites.map((s) => [s.subdomain, s.isCurrent])).toEqual([
      ['demo', false],
      ['artist', true],
    ]);

    // The draft and a save are the artist site's.
    const artistDraft = await draft(cookie);
    expect(artistDraft.subdomain).toBe('artist');
    expect(artistDraft.document.site.company).toBe(artistCompany);
    expect((await save(cookie, withText(artistDraft.document, 'Studio open this weekend'), artistDraft.revision)).status).toBe(200);

    // Publishing publishes the artist site, and its versions are listed.
    const published = await postJson(`${server.url}/api/editor/publish`, {}, { cookie });
    expect(published.status).toBe(200);
    expect((await getVisitorPage('artist')).includes('Studio open this weekend')).toBe(true);
    expect((await getVisitorPage('demo')).includes('Studio open this weekend')).toBe(false);
    const versions = (await (await get('/api/editor/versions', cookie)).json()) as VersionListResponse;
    expect(versions.versions[0]).toMatchObject({ version: 2, publishedBy: OWNER_EMAIL, isLive: true });

    // An upload goes to the artist site's library, which its own owner sees and the gallery does not.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2050c0' } }).png().toBuffer();
    const upload = await fetch(`${server.url}/api/media`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/octet-stream', 'x-file-name': 'studio-wall.png' },
      body: new Uint8Array(png),
    });
    expect(upload.status).toBe(201);
    const artistOwner = await signInAs(ARTIST_OWNER_EMAIL);
    const theirs = (await (await get('/api/media?q=studio-wall', artistOwner)).json()) as MediaListResponse;
    expect(theirs.items.map((i) => i.name)).toEqual(['studio-wall.png']);

    // The mailbox is the artist site's.
    expect(await (await get('/dev/mailbox', cookie)).text()).toContain(`Mailbox: ${artistCompany}`);

    // Back on the gallery, nothing of that shows.
    expect((await switchTo({ subdomain: 'demo' }, cookie)).status).toBe(200);
    const demoAfter = await draft(cookie);
    expect(demoAfter.subdomain).toBe('demo');
    expect(demoAfter.revision).toBe(demoBefore.revision);
    expect(JSON.stringify(demoAfter.document)).not.toContain('Studio open this weekend');
    expect(((await (await get('/api/media?q=studio-wall', cookie)).json()) as MediaListResponse).items).toEqual([]);
    expect(((await (await get('/api/editor/versions', cookie)).json()) as VersionListResponse).versions.map((v) => v.version)).toEqual([1]);
  });

  it('leaves the other sessions of the owner where they were, and a new sign-in starts on the first site', async () => {
    const first = await signIn(server.url);
    const second = await signIn(server.url);
    expect((await switchTo({ subdomain: 'artist' }, first)).status).toBe(200);
    expect((await draft(second)).subdomain).toBe('demo');
    expect((await draft(await signIn(server.url))).subdomain).toBe('demo');
  });

  it('answers 404 for a site the owner lacks, or that does not exist, and stays on its site', async () => {
    const artistOwner = await signInAs(ARTIST_OWNER_EMAIL);
    for (const subdomain of ['demo', 'nowhere']) {
      const res = await switchTo({ subdomain }, artistOwner);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: `You have no site called “${subdomain}”.` } });
    }
    expect((await draft(artistOwner)).subdomain).toBe('artist');
  });

  it('answers 400 for a bad body', async () => {
    const cookie = await signIn(server.url);
    for (const body of [{}, { subdomain: 7 }, { subdomain: '' }, { subdomain: 'x'.repeat(64) }, ['demo']]) {
      const res = await switchTo(body, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.code).toBe('invalid_request');
    }
    const notJson = await fetch(`${server.url}/api/editor/site`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{subdomain' });
    expect(notJson.status).toBe(400);
  });

  it('refuses a switch requested from another site’s page', async () => {
    const cookie = await signIn(server.url);
    const res = await switchTo({ subdomain: 'artist' }, cookie, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await draft(cookie)).subdomain).toBe('demo');
  });

  it('refuses a change that names the site the session has left, so a stale tab cannot write to the new one', async () => {
    const cookie = await signIn(server.url);
    const demo = await draft(cookie);
    expect((await switchTo({ subdomain: 'artist' }, cookie)).status).toBe(200);
    const artist = await draft(cookie);
    const stale = await save(cookie, withText(demo.document, 'Meant for the gallery'), artist.revision, { 'x-site': 'demo' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: { code: 'site_changed', message: SITE_CHANGED_MESSAGE } });
    expect(JSON.stringify((await draft(cookie)).document)).not.toContain('Meant for the gallery');
    expect((await save(cookie, artist.document, artist.revision, { 'x-site': 'artist' })).status).toBe(200);
  });
});

async function getVisitorPage(subdomain: string): Promise<string> {
  const res = await get(`/?sub=${subdomain}`);
  expect(res.status).toBe(200);
  return res.text();
}
