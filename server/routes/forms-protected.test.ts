import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueEntry, FormRefusal, FormText, makePage, RATE_LIMITS, type EditorDocumentResponse } from '../../schema';
import { richTextFromPlain } from '../../schema/rich-text';
import { postJson, signIn, startTestServer, type TestServer } from '../test/harness';
import { errorOf, fetchPatiently, FORMS_TEST_CONFIG, freshAddress, post } from '../test/forms';
import { publicAddresses, unsweptRoutes } from '../test/public-addresses';

/**
 * Password-protected pages: the password page until the right password, a signed HttpOnly cookie for
 * that browser afterwards, old cookies ended by a new password, wrong attempts limited per address,
 * and the page's content absent from every answer to anyone without the cookie.
 */
const SENTINEL = 'SENTINEL-d41d8cd98f00b204';
/** The sentinel in each place a page holds words: its text, its title, its description and its blocks. */
const PLACED = {
  text: `${SENTINEL}-text`,
  title: `${SENTINEL}-title`,
  description: `${SENTINEL}-description`,
  button: `${SENTINEL}-button`,
  accordion: `${SENTINEL}-accordion`,
};
const PAGE_ID = 'members-only';
const PASSWORD = 'open sesame';
let server: TestServer;
let ownerCookie: string;

async function visit(path: string, cookie?: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetchPatiently(`${server.url}${path}${path.includes('?') ? '&' : '?'}sub=demo`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

async function setPassword(password: string | null) {
  const res = await fetchPatiently(`${server.url}/api/owner/pages/${PAGE_ID}/password`, {
    method: 'PUT',
    headers: { cookie: ownerCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The right password, as the page's script sends it; answers the page cookie. */
async function unlock(password = PASSWORD, address = freshAddress()): Promise<{ isAuthenticated: boolean; cookie: string | null }> {
  const answer = await post(server, '/api/challenges', { Challenge: password, PageId: PAGE_ID, Sub: 'demo' }, address);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const setCookie = answer.headers.get('set-cookie');
  return { isAuthenticated: answer.body.isAuthenticated as boolean, cookie: setCookie ? setCookie.split(';')[0] : null };
}

beforeAll(async () => {
  server = await startTestServer(FORMS_TEST_CONFIG);
  ownerCookie = await signIn(server.url);
  const { document } = (await (await fetchPatiently(`${server.url}/api/editor/document`, { headers: { cookie: ownerCookie } })).json()) as EditorDocumentResponse;
  const config = (type: string, own: Record<string, unknown>) => ({ ...(catalogueEntry(type)!.defaultConfig as Record<string, unknown>), ...own });
  // The page's name is its menu entry on every page (the way in to the password form), so the sentinel is in its SEO title.
  document.pages.push(
    makePage(PAGE_ID, 'Members', 'members', 0, {
      isProtected: true,
      seoTitle: `Members ${PLACED.title}`,
      seoDescription: `Only for members ${PLACED.description}`,
      blocks: [
        { id: 'secret-text', type: 'text', config: config('text', { content: richTextFromPlain(`The zanzibarquartz secret is ${PLACED.text}`) }) },
        { id: 'secret-button', type: 'button', config: config('button', { text: PLACED.button }) },
        { id: 'secret-accordion', type: 'accordion', config: config('accordion', { title: PLACED.accordion }) },
      ],
    }),
  );
  const saved = await fetchPatiently(`${server.url}/api/editor/document`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie: ownerCookie }, body: JSON.stringify({ document }) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: ownerCookie })).status).toBe(200);
  expect((await setPassword(PASSWORD)).status).toBe(200);
});
afterAll(() => server?.close());

/**
 * Every answer a visitor without the page's cookie can get: an address for each GET route the app
 * has (public-addresses.ts), every address the sitemap lists and every link of the site's pages.
 */
async function unauthenticatedAnswers(): Promise<Array<[string, string]>> {
  const answers: Array<[string, string]> = [];
  for (const path of await publicAddresses(server, { pageSlug: 'members', searchWord: 'zanzibarquartz' })) answers.push([path, (await visit(path)).html]);
  return answers;
}

it('sweeps an address for every GET route of the app, so a new route is swept or this fails', () => {
  expect(unsweptRoutes()).toEqual([]);
});

describe('a protected page', () => {
  it('shows the password page, and nothing of the page, to a browser without its cookie', async () => {
    const page = await visit('/members');
    expect(page.status).toBe(401);
    expect(page.html).toContain(FormText.passwordRequired);
    expect(page.html).toContain('action="/api/challenges"');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    for (const [path, body] of await unauthenticatedAnswers()) expect(body, path).not.toContain(SENTINEL);
  });

  it('opens with the right password for that browser alone, and stays closed to others', async () => {
    expect(await unlock('wrong password')).toEqual({ isAuthenticated: false, cookie: null });
    const { isAuthenticated, cookie } = await unlock();
    expect(isAuthenticated).toBe(true);
    const answer = await post(server, '/api/challenges', { Challenge: PASSWORD, PageId: PAGE_ID, Sub: 'demo' });
    expect(answer.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(answer.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);

    const open = await visit('/members', cookie!);
    expect(open.status).toBe(200);
    // Each place holds its sentinel once the page is open, so the sweep would see any of them leak.
    for (const placed of Object.values(PLACED)) expect(open.html).toContain(placed);
    expect(open.headers.get('cache-control')).toBe('private, no-store');
    // Once opened for one browser, every other answer is as closed as before (nothing was kept).
    for (const [path, body] of await unauthenticatedAnswers()) expect(body, path).not.toContain(SENTINEL);
    // A cookie for this page made up or taken from another page opens nothing.
    expect((await visit('/members', `${cookie!.split('=')[0]}=99999999999.${'a'.repeat(43)}`)).status).toBe(401);
  });

  it('works without JavaScript: the form posts and is sent back to the page, open or saying the password was wrong', async () => {
    const form = (password: string) =>
      fetchPatiently(`${server.url}/api/challenges`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshAddress() },
        body: new URLSearchParams({ Challenge: password, PageId: PAGE_ID, Sub: 'demo' }).toString(),
        redirect: 'manual',
      });
    const wrong = await form('nope');
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/members?password=invalid');
    const again = await visit('/members?password=invalid');
    expect(again.html).toContain(FormText.invalidPassword);
    expect(again.html).not.toContain(SENTINEL);

    const right = await form(PASSWORD);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/members');
    const cookie = right.headers.get('set-cookie')!.split(';')[0];
    expect((await visit('/members', cookie)).html).toContain(SENTINEL);
  });

  it("ends every earlier unlock when the owner changes the page's password, and opens to no one without one", async () => {
    const { cookie } = await unlock();
    expect((await visit('/members', cookie!)).status).toBe(200);
    expect((await setPassword('a new password')).body).toMatchObject({ pageId: PAGE_ID, hasPassword: true });
    expect((await visit('/members', cookie!)).status).toBe(401);
    expect((await unlock()).isAuthenticated).toBe(false);
    const fresh = await unlock('a new password');
    expect((await visit('/members', fresh.cookie!)).status).toBe(200);

    expect((await setPassword(null)).body).toEqual({ pageId: PAGE_ID, hasPassword: false, updatedAt: null });
    expect((await visit('/members', fresh.cookie!)).status).toBe(401);
    expect((await unlock('a new password')).isAuthenticated).toBe(false);
    await setPassword(PASSWORD);
  });

  it(`refuses more than ${RATE_LIMITS.passwordAttempts.attempts} wrong passwords from one address`, async () => {
    const address = freshAddress();
    for (let i = 0; i < RATE_LIMITS.passwordAttempts.attempts; i++) expect((await unlock(`guess ${i}`, address)).isAuthenticated).toBe(false);
    const refused = await post(server, '/api/challenges', { Challenge: PASSWORD, PageId: PAGE_ID, Sub: 'demo' }, address);
    expect(refused.status).toBe(429);
    expect(errorOf(refused).message).toBe(FormRefusal.tooManyPasswords);
    expect((await unlock(PASSWORD)).isAuthenticated).toBe(true);
  });

  it('refuses pages that are not protected or not there, and bad input, with 4xx errors', async () => {
    for (const PageId of ['home', 'no-such-page']) {
      const answer = await post(server, '/api/challenges', { Challenge: 'x', PageId, Sub: 'demo' });
      expect(answer.status, PageId).toBe(404);
      expect(errorOf(answer).message).toBe(FormRefusal.noSuchPage);
    }
    for (const body of [{}, { Challenge: '', PageId: PAGE_ID, Sub: 'demo' }, { Challenge: 'x'.repeat(201), PageId: PAGE_ID, Sub: 'demo' }, { Challenge: 1, PageId: PAGE_ID, Sub: 'demo' }, 'not json']) {
      const answer = await post(server, '/api/challenges', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer).code).toBe('invalid_request');
    }
  });

  it("lets only the signed-in owner set a page's password, for the site's own pages", async () => {
    expect((await fetchPatiently(`${server.url}/api/owner/pages/${PAGE_ID}/password`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"password":"x1234"}' })).status).toBe(401);
    const res = await fetchPatiently(`${server.url}/api/owner/pages/nope/password`, { method: 'PUT', headers: { cookie: ownerCookie, 'content-type': 'application/json' }, body: '{"password":"x1234"}' });
    expect(res.status).toBe(404);
    expect((await setPassword('abc')).status).toBe(400);
    const list = (await (await fetchPatiently(`${server.url}/api/owner/pages/passwords`, { headers: { cookie: ownerCookie } })).json()) as { pages: Array<{ pageId: string }> };
    // This test's page, and the demo gallery's viewing room, which the seed protects.
    expect(list.pages.map((p) => p.pageId)).toEqual([PAGE_ID, 'p-viewing-room']);
  });
});
