import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SITE_CHANGED_MESSAGE, type SiteSettings } from '../../schema';
import { sites } from '../db/schema';
import { signIn, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signIn(server.url);
}, 60_000);
afterAll(() => server?.close());

const SEEDED: SiteSettings = { userType: 0, canDownloadImages: false, canReceiveOffers: true };

const getSettings = (headers: Record<string, string> = { cookie }) => fetch(`${server.url}/api/editor/site-settings`, { headers });
function patch(body: unknown, headers: Record<string, string> = { cookie }): Promise<Response> {
  return fetch(`${server.url}/api/editor/site-settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
async function patchOk(body: Partial<SiteSettings>): Promise<SiteSettings> {
  const res = await patch(body);
  expect(res.status).toBe(200);
  return (await res.json()) as SiteSettings;
}
async function stored(subdomain: string): Promise<SiteSettings> {
  const [row] = await server.db
    .select({ userType: sites.userType, canDownloadImages: sites.canDownloadImages, canReceiveOffers: sites.canReceiveOffers })
    .from(sites)
    .where(eq(sites.subdomain, subdomain));
  return row as SiteSettings;
}
const visitorHome = async () => (await fetch(`${server.url}/?sub=demo`)).text();
const bodyClass = (html: string) => /<body class="([^"]*)"/.exec(html)?.[1] ?? '';

describe('the site settings API', () => {
  it('refuses both calls without a session with 401', async () => {
    const read = await getSettings({});
    expect(read.status).toBe(401);
    expect((await read.json()).error.code).toBe('unauthorized');
    expect((await patch({ canDownloadImages: true }, {})).status).toBe(401);
    expect(await stored('demo')).toEqual(SEEDED);
  });

  it('answers the session site’s values', async () => {
    const res = await getSettings();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(SEEDED);
  });

  it('refuses bad bodies with 400, naming the field, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ userType: 2 }, 'userType: Choose 0 (gallery) or 1 (artist).'],
      [{ userType: '1' }, 'userType: Choose 0 (gallery) or 1 (artist).'],
      [{ canDownloadImages: 'yes' }, 'canDownloadImages:'],
      [{ canReceiveOffers: null }, 'canReceiveOffers:'],
      [{ canDownloadImage: true }, 'Unrecognized key: "canDownloadImage"'],
      [[], ''],
      ['{"userType":', 'The request body must be valid JSON.'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('invalid_request');
      expect(error.message).toContain(message);
    }
    expect(await stored('demo')).toEqual(SEEDED);
  });

  it('refuses a change from another origin, or named for another site than the session’s', async () => {
    const foreign = await patch({ canDownloadImages: true }, { cookie, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const stale = await patch({ canDownloadImages: true }, { cookie, 'x-site': 'artist' });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toBe(SITE_CHANGED_MESSAGE);
    expect(await stored('demo')).toEqual(SEEDED);
  });

  it('changes only the fields sent, of the session’s site only, and answers the new values', async () => {
    const artistBefore = await stored('artist');
    expect(await patchOk({ canReceiveOffers: false })).toEqual({ ...SEEDED, canReceiveOffers: false });
    expect(await patchOk({ userType: 1, canDownloadImages: true })).toEqual({ userType: 1, canDownloadImages: true, canReceiveOffers: false });
    expect(await stored('demo')).toEqual({ userType: 1, canDownloadImages: true, canReceiveOffers: false });
    expect(await (await getSettings()).json()).toEqual({ userType: 1, canDownloadImages: true, canReceiveOffers: false });
    expect(await stored('artist')).toEqual(artistBefore);
    // The session's own view of the site follows (the builder reads its type from it).
    expect((await (await fetch(`${server.url}/api/auth/me`, { headers: { cookie } })).json()).site.userType).toBe(1);
    expect(await patchOk(SEEDED)).toEqual(SEEDED);
  });
});

describe('visitors see a change at once, without a publish', () => {
  it('protects images until downloads are allowed, in pages already cached', async () => {
    // Twice, so the second answer comes from the page cache.
    expect(bodyClass(await visitorHome())).toContain('images-protected');
    expect(bodyClass(await visitorHome())).toContain('images-protected');
    await patchOk({ canDownloadImages: true });
    expect(bodyClass(await visitorHome())).not.toContain('images-protected');
    await patchOk({ canDownloadImages: false });
    expect(bodyClass(await visitorHome())).toContain('images-protected');
  });

  it('hides artist names on artwork cards once the site is an artist’s, and shows them again as a gallery', async () => {
    const artistNames = (html: string) => (html.match(/class="inventory-card__artist"/g) ?? []).length;
    expect(artistNames(await visitorHome())).toBeGreaterThan(0);
    await patchOk({ userType: 1 });
    expect(artistNames(await visitorHome())).toBe(0);
    await patchOk({ userType: 0 });
    expect(artistNames(await visitorHome())).toBeGreaterThan(0);
  });

  it('answers the public artwork lists with the offers option as it is now', async () => {
    const offers = async () => {
      const res = await fetch(`${server.url}/api/inventory?sub=demo&limit=4`);
      expect(res.status).toBe(200);
      const { inventory } = (await res.json()) as { inventory: { canReceiveOffers: boolean }[] };
      expect(inventory.length).toBeGreaterThan(0);
      return [...new Set(inventory.map((i) => i.canReceiveOffers))];
    };
    expect(await offers()).toEqual([true]);
    expect(await offers()).toEqual([true]);
    await patchOk({ canReceiveOffers: false });
    expect(await offers()).toEqual([false]);
    await patchOk({ canReceiveOffers: true });
    expect(await offers()).toEqual([true]);
  });
});
