import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageType, type Block, type EditorDocumentResponse, type SiteDocument } from '../../schema';
import { postJson, signIn, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = await signIn(server.url);
});
afterAll(() => server?.close());

async function draft(): Promise<EditorDocumentResponse> {
  const res = await fetch(`${server.url}/api/editor/document`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as EditorDocumentResponse;
}

/** Saves the draft with `block` first on the home page. */
async function saveWith(block: Block): Promise<Response> {
  const { document } = await draft();
  const home = document.pages.find((p) => p.type === PageType.Home)!;
  const pages = document.pages.map((p) => (p === home ? { ...p, blocks: [block, ...p.blocks.filter((b) => b.id !== block.id)] } : p));
  return fetch(`${server.url}/api/editor/document`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ document: { ...document, pages } satisfies SiteDocument }),
  });
}

const text = (content: unknown): Block => ({ id: 'rich', type: 'text', config: { content } });
const paragraph = (...children: unknown[]) => ({ blocks: [{ type: 'paragraph', children }] });

describe('saving rich text', () => {
  it('stores a text block’s rich text as it was sent, and the visitor page draws it with its tags, escaping its words', async () => {
    const content = {
      blocks: [
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Opening <script>alert(1)</script>' }] },
        { type: 'paragraph', align: 'center', children: [{ type: 'text', text: 'late', marks: ['bold'] }, { type: 'link', url: '/contact', linkType: 1, children: [{ type: 'text', text: 'Visit "us"' }] }] },
      ],
    };
    expect((await saveWith(text(content))).status).toBe(200);
    const saved = (await draft()).document.pages.find((p) => p.type === PageType.Home)!.blocks[0];
    expect(saved).toEqual(text(content));
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie })).status).toBe(200);
    const html = await (await fetch(`${server.url}/?sub=demo`)).text();
    expect(html).toContain('<h2>Opening &lt;script&gt;alert(1)&lt;/script&gt;</h2>');
    expect(html).toContain('<p class="rt-align-center"><strong>late</strong><a href="/contact">Visit &quot;us&quot;</a></p>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('takes the plain text block’s string and keeps it as rich text', async () => {
    expect((await saveWith({ id: 'rich', type: 'text', config: { text: 'One\n\nTwo', variant: 'paragraph', align: 'left' } })).status).toBe(200);
    const saved = (await draft()).document.pages.find((p) => p.type === PageType.Home)!.blocks[0];
    expect(saved.config).toEqual({ content: { blocks: [paragraph({ type: 'text', text: 'One' }).blocks[0], paragraph({ type: 'text', text: 'Two' }).blocks[0]] } });
  });

  it('refuses links to script, data and other sites’ protocol-relative addresses, unknown nodes and extra fields, with 422 and why', async () => {
    const refused = [
      paragraph({ type: 'link', url: 'javascript:alert(1)', linkType: 1, children: [{ type: 'text', text: 'x' }] }),
      paragraph({ type: 'link', url: 'data:text/html,<script>alert(1)</script>', linkType: 1, children: [{ type: 'text', text: 'x' }] }),
      paragraph({ type: 'link', url: '//evil.example/', linkType: 1, children: [{ type: 'text', text: 'x' }] }),
      { blocks: [{ type: 'html', html: '<img src=x onerror=alert(1)>' }] },
      paragraph({ type: 'text', text: 'x', html: '<b>x</b>' }),
      paragraph({ type: 'text', text: 'x', marks: ['script'] }),
      '<p>hello</p>',
      paragraph({ type: 'text', text: 'x'.repeat(20_001) }),
    ];
    for (const content of refused) {
      const res = await saveWith(text(content));
      expect(res.status, JSON.stringify(content).slice(0, 80)).toBe(422);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid_document');
      expect(body.error.message).toMatch(/^Text: /);
    }
  });
});
