import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MediaText, MEDIA_MAX_BYTES, PageType, type Block, type EditorDocumentResponse, type MediaItem, type MediaListResponse } from '../../schema';
import { ARTIST_OWNER_EMAIL } from '../services/seed';
import { OWNER_PASSWORD, postJson, signIn, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let owner: string;
let artist: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signIn(server.url);
  const res = await postJson(`${server.url}/api/auth/login`, { email: ARTIST_OWNER_EMAIL, password: OWNER_PASSWORD });
  artist = (res.headers.get('set-cookie') ?? '').split(';')[0];
}, 60_000);
afterAll(() => server?.close());

function upload(data: Buffer | string, name: string, cookie: string | null = owner): Promise<Response> {
  return fetch(`${server.url}/api/media`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name), ...(cookie ? { cookie } : {}) },
    body: typeof data === 'string' ? data : new Uint8Array(data),
  });
}

async function uploaded(data: Buffer, name: string): Promise<MediaItem> {
  const res = await upload(data, name);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as MediaItem;
}

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c04020' } });

async function list(cookie: string, q = ''): Promise<MediaListResponse> {
  const res = await fetch(`${server.url}/api/media?q=${encodeURIComponent(q)}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as MediaListResponse;
}

async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, ...body.error };
}

describe('uploading to the media library', () => {
  it('takes JPEG, PNG, WebP, AVIF, GIF and SVG, reads their size, and names them from the file', async () => {
    const files: [string, Buffer, string][] = [
      ['Blue Hour.jpg', await picture(640, 480).jpeg().toBuffer(), 'jpg'],
      ['studio_wall.png', await picture(300, 200).png().toBuffer(), 'png'],
      ['detail.webp', await picture(120, 90).webp().toBuffer(), 'webp'],
      ['night.avif', await picture(64, 48).avif().toBuffer(), 'avif'],
      ['loop.gif', await picture(40, 30).gif().toBuffer(), 'gif'],
      ['mark.svg', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="#123"/></svg>'), 'svg'],
    ];
    for (const [name, data, extension] of files) {
      const item = await uploaded(data, name);
      expect(item).toMatchObject({ extension, name, bytes: data.length, alt: '', caption: '' });
      expect(item.width).toBeGreaterThan(0);
    }
    const all = await list(owner);
    const blue = all.items.find((i) => i.name === 'Blue Hour.jpg')!;
    expect(blue).toMatchObject({ width: 640, height: 480, title: 'Blue Hour' });
    expect(all.items.find((i) => i.name === 'studio_wall.png')!.title).toBe('studio wall');
    expect(all.items.find((i) => i.name === 'mark.svg')).toMatchObject({ width: 80, height: 40 });
  });

  it('reads the size of a photo taken on its side as it is shown, upright', async () => {
    const sideways = await picture(400, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const item = await uploaded(sideways, 'phone.jpg');
    expect([item.width, item.height]).toEqual([100, 400]);
    const res = await fetch(`${server.url}/img/w_50/${item.id}.jpg`);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([50, 200]);
  });

  it('refuses anything else with a message that says why, and stores nothing', async () => {
    const before = (await list(owner)).total;
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const cases: [Buffer | string, string, number, string][] = [
      ['just some words', 'notes.txt', 415, MediaText.unsupported],
      [Buffer.from('%PDF-1.7\n1 0 obj'), 'catalogue.pdf', 415, MediaText.unsupported],
      // a JPEG's header with half its data gone
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'broken.jpg', 400, MediaText.corrupt],
      // a PNG's signature and nothing readable after it
      [Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64, 7)]), 'damaged.png', 400, MediaText.corrupt],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'evil.svg', 400, MediaText.svgScript],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>', 'onload.svg', 400, MediaText.svgScript],
      ['<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><a x:href="javascript:alert(1)"><rect width="5" height="5"/></a></svg>', 'link.svg', 400, MediaText.svgScript],
      ['', 'empty.png', 400, MediaText.empty],
    ];
    for (const [data, name, status, message] of cases) {
      const res = await upload(data, name);
      expect({ name, ...(await errorOf(res)) }).toEqual({ name, status, code: 'unsupported_media', message });
    }
    expect((await list(owner)).total).toBe(before);
  });

  it('refuses a file over 25 MB with 413 and its own message', async () => {
    const res = await upload(Buffer.alloc(MEDIA_MAX_BYTES + 1, 1), 'huge.jpg');
    expect(await errorOf(res)).toEqual({ status: 413, code: 'payload_too_large', message: MediaText.tooLarge });
  });

  it('asks for a session (401)', async () => {
    const res = await upload(await picture(10, 10).png().toBuffer(), 'a.png', null);
    expect(res.status).toBe(401);
    expect((await fetch(`${server.url}/api/media`)).status).toBe(401);
  });
});

describe('the library', () => {
  it('is searched by name, title, alt text and caption, and keeps the texts the owner gives', async () => {
    const item = await uploaded(await picture(50, 50).png().toBuffer(), 'IMG_0042.png');
    const res = await fetch(`${server.url}/api/media/${item.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: owner },
      body: JSON.stringify({ title: 'Opening night', alt: 'Visitors before a large red canvas', caption: 'Photo: <Jo & Ann>' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Opening night', alt: 'Visitors before a large red canvas', caption: 'Photo: <Jo & Ann>' });
    for (const q of ['img_0042', 'opening', 'RED CANVAS', 'jo & ann']) expect((await list(owner, q)).items.map((i) => i.id), q).toEqual([item.id]);
    expect((await list(owner, '100%')).items).toEqual([]);

    const bad = await fetch(`${server.url}/api/media/${item.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: owner },
      body: JSON.stringify({ alt: 'x'.repeat(501) }),
    });
    expect(bad.status).toBe(400);
  });

  it('belongs to one site: another owner neither sees nor changes nor deletes its images (404)', async () => {
    const item = await uploaded(await picture(20, 20).png().toBuffer(), 'private.png');
    expect((await list(artist)).items.map((i) => i.id)).not.toContain(item.id);
    const patch = await fetch(`${server.url}/api/media/${item.id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', cookie: artist }, body: '{"alt":"mine"}' });
    expect(await errorOf(patch)).toEqual({ status: 404, code: 'not_found', message: MediaText.notFound });
    const del = await fetch(`${server.url}/api/media/${item.id}`, { method: 'DELETE', headers: { cookie: artist } });
    expect(del.status).toBe(404);
    expect((await list(owner)).items.map((i) => i.id)).toContain(item.id);
  });
});

describe('deleting', () => {
  const imageBlock = (item: MediaItem): Block => ({ id: `img-${item.id}`, type: 'image', config: { image: { id: item.id, extension: item.extension }, altText: '', fit: 'fill' } });

  async function publishWith(blocks: Block[]): Promise<void> {
    const res = await fetch(`${server.url}/api/editor/document`, { headers: { cookie: owner } });
    const { document } = (await res.json()) as EditorDocumentResponse;
    const home = document.pages.find((p) => p.type === PageType.Home) ?? document.pages[0];
    home.blocks = [...home.blocks.filter((b) => !b.id.startsWith('img-')), ...blocks];
    const saved = await fetch(`${server.url}/api/editor/document`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie: owner }, body: JSON.stringify({ document }) });
    expect(saved.status).toBe(200);
    expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);
  }

  it('is refused, naming the page, while the published site shows the image; allowed once it no longer does', async () => {
    const item = await uploaded(await picture(300, 200).jpeg().toBuffer(), 'hero.jpg');
    await publishWith([imageBlock(item)]);
    const refused = await fetch(`${server.url}/api/media/${item.id}`, { method: 'DELETE', headers: { cookie: owner } });
    const error = await errorOf(refused);
    expect(error.status).toBe(409);
    expect(error.code).toBe('in_use');
    expect(error.message).toMatch(/^This image is shown on the published page “[^”]+”\. Remove it there and publish before deleting it\.$/);
    expect((await fetch(`${server.url}/img/w_100/${item.id}.jpg`)).status).toBe(200);

    await publishWith([]);
    const deleted = await fetch(`${server.url}/api/media/${item.id}`, { method: 'DELETE', headers: { cookie: owner } });
    expect(deleted.status).toBe(204);
    expect((await list(owner)).items.map((i) => i.id)).not.toContain(item.id);
    expect((await fetch(`${server.url}/img/original/${item.id}.jpg`)).status).toBe(404);
  });

  it('is refused while the published site uses the image as its logo', async () => {
    const item = await uploaded(await picture(400, 100).png().toBuffer(), 'logo.png');
    const setLogo = async (logo: { id: number; extension: string } | null) => {
      const { document } = (await (await fetch(`${server.url}/api/editor/document`, { headers: { cookie: owner } })).json()) as EditorDocumentResponse;
      document.site.logo = logo;
      const saved = await fetch(`${server.url}/api/editor/document`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie: owner }, body: JSON.stringify({ document }) });
      expect(saved.status).toBe(200);
      expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);
    };
    await setLogo({ id: item.id, extension: item.extension });
    const error = await errorOf(await fetch(`${server.url}/api/media/${item.id}`, { method: 'DELETE', headers: { cookie: owner } }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('This image is shown on the logo of the published site. Remove it there and publish before deleting it.');
    await setLogo(null);
    expect((await fetch(`${server.url}/api/media/${item.id}`, { method: 'DELETE', headers: { cookie: owner } })).status).toBe(204);
  });
  it('is refused while an artwork page template shows the image', async () => {
    const item = await uploaded(await picture(300, 200).jpeg().toBuffer(), 'template.jpg');
    const setTemplate = async (blocks: unknown[] | null) => {
      const { document } = (await (await fetch(`${server.url}/api/editor/document`, { headers: { cookie: owner } })).json()) as EditorDocumentResponse;
      document.site.templates = blocks ? { inventory: { blocks: blocks as never } } : undefined;
      const saved = await fetch(`${server.url}/api/editor/document`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie: owner }, body: JSON.stringify({ document }) });
      expect(saved.status).toBe(200);
      expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie: owner })).status).toBe(200);
    };
    await setTemplate([imageBlock(item)]);
    const error = await errorOf(await fetch(`${server.url}/api/media/${item.id}`, { method: 'DELETE', headers: { cookie: owner } }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('This image is shown on the Artwork page template of the published site. Remove it there and publish before deleting it.');
    await setTemplate(null);
    expect((await fetch(`${server.url}/api/media/${item.id}`, { method: 'DELETE', headers: { cookie: owner } })).status).toBe(204);
  });
});

describe('serving uploads through /img', () => {
  it('resizes raster uploads and sends SVG so that it cannot run script', async () => {
    const jpeg = await uploaded(await picture(1600, 1200).jpeg().toBuffer(), 'big.jpg');
    const res = await fetch(`${server.url}/img/w_1024/${jpeg.id}.jpg`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1024);

    // Never enlarged: a small upload asked for wider is sent at its own size; fill still draws the exact box.
    const small = await uploaded(await picture(640, 480).jpeg().toBuffer(), 'small.jpg');
    const wide = await fetch(`${server.url}/img/w_1920/${small.id}.jpg`);
    expect(await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 480 });
    const boxed = await fetch(`${server.url}/img/w_800,h_800,c_fill/${small.id}.jpg`);
    expect(await sharp(Buffer.from(await boxed.arrayBuffer())).metadata()).toMatchObject({ width: 800, height: 800 });

    const svg = await uploaded(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'dot.svg');
    const served = await fetch(`${server.url}/img/original/${svg.id}.svg`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');

    // A drawing of some size travels gzip'ed where the browser takes it; a JPEG, already packed, does not.
    const rects = Array.from({ length: 60 }, (_, i) => `<rect x="${i}" y="${i}" width="10" height="10" fill="#${(i * 4).toString(16).padStart(2, '0')}3366"/>`).join('');
    const drawing = await uploaded(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80">${rects}</svg>`), 'pattern.svg');
    const zipped = await fetch(`${server.url}/img/original/${drawing.id}.svg`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-type')).toBe('image/svg+xml');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toContain('<rect x="59" y="59"');
    const photo = await fetch(`${server.url}/img/w_1024/${jpeg.id}.jpg`, { headers: { 'accept-encoding': 'gzip' } });
    expect(photo.headers.get('content-encoding')).toBeNull();
  });
});
