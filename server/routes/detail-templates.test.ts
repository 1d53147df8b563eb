import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueEntry, type EditorDocumentResponse, type InventoryListResponse } from '../../schema';
import { postJson, signIn, startTestServer, type TestServer } from '../test/harness';

/**
 * Detail templates over HTTP: the owner saves and publishes an artwork template, and every artwork's
 * page on the demo site follows it, a list block in it read as a page's are; a template that breaks
 * the nesting rules is refused on save.
 */

let server: TestServer;
let owner: string;
let request = 0;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url);
});
afterAll(() => server?.close());

const defaults = (type: string) => structuredClone(catalogueEntry(type)!.defaultConfig) as Record<string, unknown>;

async function page(path: string): Promise<string> {
  const html = await (await fetch(`${server.url}${path}?sub=demo&n=${++request}`)).text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

async function save(templates: Record<string, unknown>): Promise<Response> {
  const { document, revision } = (await (await fetch(`${server.url}/api/editor/document`, { headers: { cookie: owner } })).json()) as EditorDocumentResponse;
  return fetch(`${server.url}/api/editor/document`, {
    method: 'PUT',
    headers: { cookie: owner, 'content-type': 'application/json' },
    body: JSON.stringify({ document: { ...document, site: { ...document.site, templates } }, baseRevision: revision }),
  });
}

describe('a published artwork template', () => {
  it('draws every artwork’s page, with the data of the list blocks it holds', async () => {
    const { inventory } = (await (await fetch(`${server.url}/api/inventory?sub=demo&limit=2`)).json()) as InventoryListResponse;
    const [first, second] = inventory;
    const before = await page(`/art/${first.inventoryId}`);
    expect(before).toContain('art-page__images');

    const templates = {
      inventory: {
        blocks: [
          { id: 'notice', type: 'text', config: { text: 'Every work ships insured.', variant: 'paragraph', align: 'left' } },
          { id: 'meta', type: 'inventory-meta', config: defaults('inventory-meta') },
          { id: 'arrivals', type: 'inventory-list', config: { ...defaults('inventory-list'), title: 'New arrivals', maxLimit: 2 } },
        ],
      },
    };
    const saved = await save(templates);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);

    for (const work of [first, second]) {
      const html = await page(`/art/${work.inventoryId}`);
      expect(html).toContain('Every work ships insured.');
      expect(html).not.toContain('art-page__images');
      expect(html).toContain('<h2 id="list-title-arrivals" class="list-title">New arrivals</h2>');
      expect(html).toContain('inventory-card');
    }
  });

  it('is refused on save when a block of another template is in it', async () => {
    const saved = await save({ artist: { blocks: [{ id: 'wrong', type: 'show-title', config: defaults('show-title') }] } });
    expect(saved.status).toBe(422);
    expect(await saved.text()).toContain('Show Title cannot be placed inside the artist page template (block wrong)');
  });
});
