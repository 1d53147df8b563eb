import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makePage as page, PageType, type Block, type EditorDocumentResponse, type Page, type SiteDocument } from '../../schema';
import { richTextFromPlain } from '../../schema/rich-text';
import { sessions } from '../db/schema';
import { OWNER_EMAIL, OWNER_PASSWORD, postJson, signIn, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function put(path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function draft(cookie: string): Promise<EditorDocumentResponse> {
  const res = await fetch(`${server.url}/api/editor/document`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as EditorDocumentResponse;
}

function homeOf(document: SiteDocument) {
  return document.pages.find((p) => p.type === PageType.Home) ?? document.pages.find((p) => p.slug === '')!;
}

const textBlock = (id: string, text: string): Block => ({ id, type: 'text', config: { text, variant: 'paragraph', align: 'left' } });

describe('signing in', () => {
  it('refuses a wrong password with 401 and the exact message', async () => {
    const res = await postJson(`${server.url}/api/auth/login`, { email: OWNER_EMAIL, password: 'wrong' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'invalid_credentials', message: 'The email or password is incorrect.' } });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('sets an HttpOnly SameSite=Lax cookie whose token is not what the database stores', async () => {
    const res = await postJson(`${server.url}/api/auth/login`, { email: ` ${OWNER_EMAIL.toUpperCase()} `, password: OWNER_PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.email).toBe(OWNER_EMAIL);
    expect(body.site.subdomain).toBe('demo');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    const token = cookie.slice(4, 47);
    expect(await server.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);

    const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: `sid=${token}` } });
    expect((await me.json()).email).toBe(OWNER_EMAIL);
  });

  it('ends the session on logout', async () => {
    const cookie = await signIn(server.url);
    expect((await postJson(`${server.url}/api/auth/logout`, {}, { cookie })).status).toBe(200);
    expect((await fetch(`${server.url}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
  });
});

describe('saving and publishing', () => {
  it('refuses the editor calls without a session with 401', async () => {
    const res = await put('/api/editor/document', { document: {} });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
    expect((await fetch(`${server.url}/api/editor/document`)).status).toBe(401);
    expect((await postJson(`${server.url}/api/editor/publish`, {})).status).toBe(401);
  });

  it('refuses a document that puts an inventory list inside a column', async () => {
    const cookie = await signIn(server.url);
    const { document } = await draft(cookie);
    const home = homeOf(document);
    home.blocks.push({
      id: 'cols-bad',
      type: 'columns',
      config: { columnCount: 1, gap: 24 },
      blocks: [
        {
          id: 'col-bad',
          type: 'column',
          config: {},
          blocks: [
            {
              id: 'list-bad',
              type: 'inventory-list',
              config: { title: '', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null },
            },
          ],
        },
      ],
    });
    const res = await put('/api/editor/document', { document }, cookie);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe('invalid_document');
    expect(body.error.message).toContain('Inventory List cannot be placed inside Column');
  });

  it('refuses pages that clash or break the page rules, naming the page and the reason', async () => {
    const cookie = await signIn(server.url);
    const { document } = await draft(cookie);
    const taken = document.pages.find((p) => p.slug !== '')!;
    const cases: [Page, string][] = [
      [page('clash', 'Team', taken.slug, PageType.Custom), `Team: The page “${taken.title}” already uses /${taken.slug}.`],
      [page('reserved', 'Cart', 'buy', PageType.Custom), 'Cart: /buy is used by the site itself. Choose another address.'],
      [page('nowhere', 'Shop', '', PageType.ExternalLink, { externalUrl: 'javascript:alert(1)' }), 'Shop: Enter a full web address, starting with https://.'],
      [page('orphan', 'Hours', 'hours', PageType.Custom, { parentPageId: taken.pageId }), 'Hours: A page can only be placed inside a group page.'],
    ];
    for (const [extra, message] of cases) {
      const res = await put('/api/editor/document', { document: { ...document, pages: [...document.pages, extra] } }, cookie);
      expect(res.status).toBe(422);
      expect((await res.json()).error).toEqual({ code: 'invalid_document', message });
    }
    // Groups and external links have no address, so they never clash with the home page's.
    const fine = [...document.pages, page('g', 'Visit', '', PageType.Group), page('s', 'Shop', '', PageType.ExternalLink, { externalUrl: 'https://shop.example/' }), page('h', 'Hours', 'hours', PageType.Custom, { parentPageId: 'g' })];
    expect((await put('/api/editor/document', { document: { ...document, pages: fine } }, cookie)).status).toBe(200);
    expect((await put('/api/editor/document', { document }, cookie)).status).toBe(200);
  });

  it('refuses a document whose block config is wrong', async () => {
    const cookie = await signIn(server.url);
    const { document } = await draft(cookie);
    homeOf(document).blocks.push({ id: 'bad-text', type: 'text', config: { text: 5 } });
    const res = await put('/api/editor/document', { document }, cookie);
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toMatch(/^Text: /);
  });

  it('keeps block types named like inherited properties as unknown blocks, and the site still renders', async () => {
    const cookie = await signIn(server.url);
    const { document } = await draft(cookie);
    const before = structuredClone(document);
    const home = homeOf(document);
    home.blocks.push(
      { id: 'odd-1', type: 'toString', config: {} },
      { id: 'odd-2', type: 'constructor', config: {}, blocks: [textBlock('odd-3', 'inside')] },
      { id: 'odd-4', type: '__proto__', config: {} },
    );
    // An unknown type holding blocks breaks the nesting rules; without children they are kept.
    const nested = await put('/api/editor/document', { document }, cookie);
    expect(nested.status).toBe(422);
    expect((await nested.json()).error.message).toContain('Text cannot be placed inside constructor');
    home.blocks[home.blocks.length - 2].blocks = [];
    expect((await put('/api/editor/document', { document }, cookie)).status).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie })).status).toBe(200);
    expect((await fetch(`${server.url}/?sub=demo`)).status).toBe(200);
    expect((await put('/api/editor/document', { document: before }, cookie)).status).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie })).status).toBe(200);
  });

  it('publishes a saved draft so the visitor page shows it', async () => {
    const cookie = await signIn(server.url);
    const before = await draft(cookie);
    const sentence = `A sentence only this test writes ${Date.now()}.`;
    expect(await (await fetch(`${server.url}/?sub=demo`)).text()).not.toContain(sentence);

    homeOf(before.document).blocks.unshift(textBlock('test-sentence', sentence));
    const saved = await put('/api/editor/document', { document: before.document }, cookie);
    expect(saved.status).toBe(200);
    expect(Date.parse((await saved.json()).savedAt)).not.toBeNaN();
    const afterSave = await draft(cookie);
    expect(afterSave.hasUnpublishedChanges).toBe(true);
    // Kept as rich text: the plain text block's string is upgraded on save.
    expect(homeOf(afterSave.document).blocks[0]).toEqual({ id: 'test-sentence', type: 'text', config: { content: richTextFromPlain(sentence) } });
    // A draft is not live.
    expect(await (await fetch(`${server.url}/?sub=demo`)).text()).not.toContain(sentence);

    const published = await postJson(`${server.url}/api/editor/publish`, {}, { cookie });
    expect(published.status).toBe(200);
    expect((await published.json()).publishedVersion).toBe(before.publishedVersion + 1);
    expect(await (await fetch(`${server.url}/?sub=demo`)).text()).toContain(sentence);
    expect((await draft(cookie)).hasUnpublishedChanges).toBe(false);
    // The other site is untouched.
    expect(await (await fetch(`${server.url}/?sub=artist`)).text()).not.toContain(sentence);
  });
});
