import { eq, isNull, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteTagsResponseSchema, type SiteTagsResponse } from '../../schema';
import { artists, images, inventory, sites } from '../db/schema';
import { signIn, startTestServer, type TestServer } from '../test/harness';

/** GET /api/editor/tags: the tags the builder offers a list block's source "By tags". */

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url);
});
afterAll(() => server?.close());

const tagsOf = (kind: string, cookie: string | null = owner) => fetch(`${server.url}/api/editor/tags?kind=${kind}`, { headers: cookie ? { cookie } : {} });

/** Each tag with how many of the rows carry it, sorted by tag, as the endpoint should answer. */
function counted(rows: Array<{ tags: string[] }>): SiteTagsResponse['tags'] {
  const counts = new Map<string, number>();
  for (const row of rows) for (const tag of row.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([tag, count]) => ({ tag, count }));
}

async function siteId(subdomain: string): Promise<number> {
  const [site] = await server.db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, subdomain));
  return site.id;
}

describe('the site’s tags for the builder', () => {
  it('answers only the signed-in owner', async () => {
    expect((await tagsOf('inventory', null)).status).toBe(401);
  });

  it('lists the open site’s tags on its works, each once with how many works carry it', async () => {
    const res = await tagsOf('inventory');
    expect(res.status).toBe(200);
    const body = siteTagsResponseSchema.parse(await res.json());
    const works = await server.db.select({ tags: inventory.tags }).from(inventory).where(eq(inventory.siteId, await siteId('demo')));
    expect(body.tags.length).toBeGreaterThan(0);
    expect(body.tags).toEqual(counted(works));
  });

  it('keeps each kind’s tags apart: artists’ tags are the artists’ own, media leave out artworks’ pictures', async () => {
    const demo = await siteId('demo');
    const artistRows = await server.db.select({ tags: artists.tags }).from(artists).where(eq(artists.siteId, demo));
    expect(((await (await tagsOf('artists')).json()) as SiteTagsResponse).tags).toEqual(counted(artistRows));
    const mediaRows = await server.db.select({ tags: images.tags }).from(images).where(and(eq(images.siteId, demo), isNull(images.inventoryId)));
    expect(((await (await tagsOf('media')).json()) as SiteTagsResponse).tags).toEqual(counted(mediaRows));
  });

  it('refuses a kind that carries no tags, naming the field', async () => {
    const res = await tagsOf('representatives');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(/kind/);
  });
});
