import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { migrateDocument, type MediaItem } from '../../schema';
import { getWithHost, postJson, signIn, startTestServer, type TestServer } from '../test/harness';

/** What every site answers around its pages: the no-such-site page and /favicon.ico. */
let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url);
}, 60_000);
afterAll(() => server?.close());

describe('an address with no site behind it', () => {
  it('gets the product’s own styled page with status 404, for an unknown and for an invalid name', async () => {
    const port = new URL(server.url).port;
    const answers = [
      await getWithHost(`${server.url}/`, `nosuchgallery.localhost:${port}`),
      await getWithHost(`${server.url}/art/1?sub=nosuchgallery`, `localhost:${port}`),
      await getWithHost(`${server.url}/?sub=bad_name!`, `localhost:${port}`),
    ];
    for (const { status, body } of answers) {
      expect(status).toBe(404);
      expect(body).toContain('<title>No such site</title>');
      expect(body).toContain('<style>');
      expect(body).toMatch(/<main><h1>No such site<\/h1><p>(There is no site at this address|That is not a valid site address)\./);
    }
  });
});

describe('/favicon.ico', () => {
  async function favicon(sub: string) {
    const res = await fetch(`${server.url}/favicon.ico?sub=${sub}`);
    return { res, image: res.ok ? await sharp(Buffer.from(await res.arrayBuffer())).stats() : null };
  }

  it('is a monogram on the accent colour until the owner chooses an icon, then that icon, 64 px square', async () => {
    const before = await favicon('demo');
    expect(before.res.status).toBe(200);
    expect(before.res.headers.get('content-type')).toBe('image/png');

    // A pure green icon from the library, chosen in the site settings and published.
    const upload = await fetch(`${server.url}/api/media`, {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'image/png', 'x-file-name': 'icon.png' },
      body: new Uint8Array(await sharp({ create: { width: 200, height: 200, channels: 3, background: '#00ff00' } }).png().toBuffer()),
    });
    const icon = (await upload.json()) as MediaItem;
    const draft = await (await fetch(`${server.url}/api/editor/document`, { headers: { cookie: owner } })).json();
    const document = migrateDocument(draft.document);
    document.site.icon = { id: icon.id, extension: icon.extension };
    const saved = await fetch(`${server.url}/api/editor/document`, { method: 'PUT', headers: { cookie: owner, 'content-type': 'application/json' }, body: JSON.stringify({ document }) });
    expect(saved.status).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);

    const after = await favicon('demo');
    expect(after.res.status).toBe(200);
    const bytes = Buffer.from(await (await fetch(`${server.url}/favicon.ico?sub=demo`)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([64, 64]);
    const [r, g, b] = after.image!.channels.map((c) => Math.round(c.mean));
    expect({ r, g, b }).toEqual({ r: 0, g: 255, b: 0 });

    // The other site keeps its own monogram.
    const artist = await favicon('artist');
    expect(artist.res.headers.get('content-type')).toBe('image/png');
    expect(Math.round(artist.image!.channels[1].mean)).not.toBe(255);
  });

  it('is 404 where there is no site', async () => {
    expect((await fetch(`${server.url}/favicon.ico?sub=nosuchgallery`)).status).toBe(404);
  });
});

describe('the site stylesheet the builder canvas links', () => {
  it('is served named by its content, cached for good under that name and revalidated without it', async () => {
    const plain = await fetch(`${server.url}/static/site.css`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    const css = await plain.text();
    for (const theme of ['arizona', 'classic', 'francisco', 'mariana', 'nashville', 'novara', 'piedmont', 'sydney']) expect(css).toContain(`.theme-${theme}{`);
    const etag = plain.headers.get('etag')!;
    expect((await fetch(`${server.url}/static/site.css`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const named = await fetch(`${server.url}/static/site.css?v=${etag.replace(/^W\//, '').replace(/"/g, '')}`);
    expect(named.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await named.text()).toBe(css);
  });

  it('goes gzip’ed to a browser that takes it, as every text answer does', async () => {
    // fetch takes gzip and unpacks it; the header says how it travelled.
    const css = await fetch(`${server.url}/static/site.css`, { headers: { 'accept-encoding': 'gzip' } });
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(await css.text()).toContain('.theme-sydney{');
    const page = await fetch(`${server.url}/?sub=demo`, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toContain('</html>');
    // Visitor pages, kept compressed, go brotli where the browser takes it (page-cache.test.ts).
    const brotli = await fetch(`${server.url}/?sub=demo`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toContain('</html>');
    const plain = await fetch(`${server.url}/?sub=demo`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});

describe('the analytics and ad pixel tags', () => {
  it('are on every visitor page of a site with ids, behind the consent gate, and on none of a site without', async () => {
    const draft = await (await fetch(`${server.url}/api/editor/document`, { headers: { cookie: owner } })).json();
    const document = migrateDocument(draft.document);
    document.site.analytics = { ga4MeasurementId: 'G-SHELL1234', metaPixelId: '445566778899' };
    const saved = await fetch(`${server.url}/api/editor/document`, { method: 'PUT', headers: { cookie: owner, 'content-type': 'application/json' }, body: JSON.stringify({ document }) });
    expect(saved.status).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);

    for (const path of ['/', '/artists', '/buy/', '/search?q=a']) {
      const page = await (await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}sub=demo`)).text();
      const script = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter((s) => s.includes('googletagmanager'));
      expect(script, path).toHaveLength(1);
      // Fetched and called only from inside the gate, which runs once the consent cookie says accepted.
      expect(script[0]).toMatch(/^\(function\(\)\{var done=false;function run\(\)\{if\(done\)return;done=true;/);
      expect(script[0]).toContain('"cookie_consent=accepted"');
      expect(script[0]).toContain("w.gtag('config',\"G-SHELL1234\")");
      expect(script[0]).toContain("v.fbq('init',\"445566778899\");v.fbq('track','PageView')");
      expect(page.match(/connect\.facebook\.net/g), path).toHaveLength(1);
    }
    const artistPage = await (await fetch(`${server.url}/?sub=artist`)).text();
    expect(artistPage).not.toContain('googletagmanager');
    expect(artistPage).not.toContain('fbevents');
  });
});
