import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DRAFT_CONFLICT_MESSAGE, type EditorDocumentResponse, type SiteDocument, type VersionListResponse } from '../../schema';
import { VIDEO_LINK_PROBLEM } from '../../schema/video';
import { sites } from '../db/schema';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { OWNER_EMAIL, OWNER_PASSWORD, postJson, signIn, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url);
}, 60_000);
afterAll(() => server?.close());

async function draft(cookie = owner): Promise<EditorDocumentResponse> {
  return (await fetch(`${server.url}/api/editor/document`, { headers: { cookie } })).json();
}
function save(document: SiteDocument, baseRevision?: number, cookie = owner): Promise<Response> {
  return fetch(`${server.url}/api/editor/document`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(baseRevision === undefined ? { document } : { document, baseRevision }),
  });
}
async function publish(cookie = owner) {
  const res = await postJson(`${server.url}/api/editor/publish`, {}, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}
async function versions(cookie = owner): Promise<VersionListResponse> {
  return (await fetch(`${server.url}/api/editor/versions`, { headers: { cookie } })).json();
}
const withText = (document: SiteDocument, text: string): SiteDocument => ({
  ...document,
  pages: document.pages.map((p, i) => (i === 0 ? { ...p, blocks: [{ id: `t-${text.length}-${Date.now()}`, type: 'text', config: { text, variant: 'paragraph', align: 'left' } }, ...p.blocks] } : p)),
});

describe('saving over a newer draft', () => {
  it('is refused with 409 and says why; a save on the latest revision goes through', async () => {
    const first = await draft();
    const mine = await save(withText(first.document, 'From tab one'), first.revision);
    expect(mine.status).toBe(200);
    const { revision } = await mine.json();
    expect(revision).toBe(first.revision + 1);

    // Another tab still holds the first revision.
    const stale = await save(withText(first.document, 'From tab two'), first.revision);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: { code: 'draft_conflict', message: DRAFT_CONFLICT_MESSAGE } });
    expect(JSON.stringify((await draft()).document)).toContain('From tab one');
    expect(JSON.stringify((await draft()).document)).not.toContain('From tab two');

    expect((await save(withText(first.document, 'Tab one again'), revision)).status).toBe(200);
  });
});

describe('a draft saved before video links were checked', () => {
  it('opens with the link the video block cannot play left blank, so the next save goes through; a save sending such a link is still refused', async () => {
    const first = await draft();
    const video = (id: string, url: string) => ({ id, type: 'video', config: { url, autoplay: false, hideControls: false, loop: false, width: 640, height: 360, title: '' } });
    const stored = {
      ...first.document,
      pages: first.document.pages.map((p, i) => (i === 0 ? { ...p, blocks: [video('old-bad', 'https://example.com/not-a-video'), video('old-good', 'https://youtu.be/dQw4w9WgXcQ'), ...p.blocks] } : p)),
    };
    // As a draft stored before the check: written straight to the database, as no save can now.
    await server.db.update(sites).set({ draftDocument: stored }).where(eq(sites.subdomain, 'demo'));

    const opened = await draft();
    const blocks = opened.document.pages[0].blocks;
    expect(blocks.find((b) => b.id === 'old-bad')?.config).toMatchObject({ url: '', width: 640 });
    expect(blocks.find((b) => b.id === 'old-good')?.config).toMatchObject({ url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect((await save(withText(opened.document, 'After the video check'), opened.revision)).status).toBe(200);

    const refused = await save(stored as SiteDocument);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(VIDEO_LINK_PROBLEM);
  });
});

describe('versions', () => {
  it('keeps every publish with when, who and what changed, and marks the live one', async () => {
    const start = await draft();
    const base = (await versions()).versions;
    expect(base.at(-1)).toMatchObject({ version: 1, publishedBy: 'Demo set-up' });

    const changed = withText(start.document, 'Spring show opens Friday');
    expect((await save(changed, start.revision)).status).toBe(200);
    const v2 = await publish();
    const settings = { ...changed, site: { ...changed.site, company: 'Northlight Gallery & Co' } };
    expect((await save(settings, start.revision + 1)).status).toBe(200);
    const v3 = await publish();
    expect(v3.publishedVersion).toBe(v2.publishedVersion + 1);

    const list = (await versions()).versions;
    expect(list[0]).toMatchObject({ version: v3.publishedVersion, publishedBy: OWNER_EMAIL, changes: ['Site settings'], isLive: true });
    expect(list[1]).toMatchObject({ version: v2.publishedVersion, changes: [start.document.pages[0].title], isLive: false });
    expect(list.filter((v) => v.isLive)).toHaveLength(1);
  });

  it('shows a past version read-only, as visitors saw it, and restores it as the draft', async () => {
    const list = (await versions()).versions;
    const older = list.find((v) => v.changes.length === 1 && !v.isLive && v.changes[0] !== 'Site settings')!;
    const preview = await fetch(`${server.url}/api/editor/versions/${older.version}/preview`, { headers: { cookie: owner } });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain('Spring show opens Friday');
    expect(html).not.toContain('Northlight Gallery &amp; Co');

    const restored = await fetch(`${server.url}/api/editor/versions/${older.version}/restore`, { method: 'POST', headers: { cookie: owner } });
    expect(restored.status).toBe(200);
    const body = (await restored.json()) as EditorDocumentResponse;
    expect(body.document.site.company).not.toBe('Northlight Gallery & Co');
    expect(body.hasUnpublishedChanges).toBe(true);
    expect((await draft()).revision).toBe(body.revision);
    // The live site is unchanged until the owner publishes.
    expect((await versions()).versions[0].isLive).toBe(true);
  });

  it('belongs to its site: unknown versions are 404, and no session is 401', async () => {
    expect((await fetch(`${server.url}/api/editor/versions/9999`, { headers: { cookie: owner } })).status).toBe(404);
    expect((await fetch(`${server.url}/api/editor/versions/abc/preview`, { headers: { cookie: owner } })).status).toBe(404);
    expect((await fetch(`${server.url}/api/editor/versions`)).status).toBe(401);
    const res = await postJson(`${server.url}/api/auth/login`, { email: ARTIST_OWNER_EMAIL, password: OWNER_PASSWORD });
    const artist = (res.headers.get('set-cookie') ?? '').split(';')[0];
    const theirs = (await versions(artist)).versions;
    expect(theirs.map((v) => v.version)).toEqual([1]);
    const preview = await (await fetch(`${server.url}/api/editor/versions/1/preview`, { headers: { cookie: artist } })).text();
    expect(preview).not.toContain('Spring show opens Friday');
  });
});
