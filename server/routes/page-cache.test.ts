import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KeptPages } from '../http/kept-pages';
import { signIn, startTestServer, type TestServer } from '../test/harness';

/**
 * Kept visitor pages on the wire: compressed once (brotli or gzip as the browser takes them), tagged,
 * answered 304 on a repeat visit, and changed at once by a publish.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the headers given (fetch would add its own Accept-Encoding and decode). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('kept visitor pages', () => {
  it('go brotli to browsers that take it, gzip to others, plain otherwise, the same page each way', async () => {
    const plain = await rawGet('/?sub=demo');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString();
    expect(html).toContain('<!doctype html>');
    const br = await rawGet('/?sub=demo', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gzip = await rawGet('/?sub=demo', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 4);
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answer a repeat visit with 304 and no body while the page is unchanged', async () => {
    const first = await rawGet('/?sub=demo');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await rawGet('/?sub=demo', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await rawGet('/?sub=demo', { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
  });

  it('change at once when the owner publishes, and the old tag no longer matches', async () => {
    const before = await rawGet('/?sub=demo');
    const cookie = await signIn(server.url);
    const draft = (await (await fetch(`${server.url}/api/editor/document`, { headers: { cookie } })).json()) as { document: { site: { company: string } }; revision: number };
    draft.document.site.company = 'Northlight Gallery, renamed';
    const saved = await fetch(`${server.url}/api/editor/document`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ document: draft.document }) });
    expect(saved.status).toBe(200);
    expect((await fetch(`${server.url}/api/editor/publish`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    const after = await rawGet('/?sub=demo', { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('Northlight Gallery, renamed');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('leave pages that are not found uncompressed by this path and untagged', async () => {
    const missing = await rawGet('/no-such-page?sub=demo', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('a kept page answered before the app', () => {
  it('carries the very bytes and headers the app sent when it rendered the page', async () => {
    const path = '/?sub=demo&from=kept-test';
    const headers = { 'accept-encoding': 'br' };
    const rendered = await rawGet(path, headers);
    const kept = await rawGet(path, headers);
    expect(rendered.status).toBe(200);
    expect(kept.status).toBe(200);
    expect(kept.body.equals(rendered.body)).toBe(true);
    const comparable = (raw: Raw) => Object.fromEntries(Object.entries(raw.headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));
    expect(comparable(kept)).toEqual(comparable(rendered));
    expect(kept.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(kept.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('is not used for another site, another address or a HEAD', async () => {
    await rawGet('/?sub=demo&from=kept-other');
    const other = await rawGet('/?sub=artist&from=kept-other');
    expect(other.status).toBe(200);
    expect(other.body.toString()).not.toBe((await rawGet('/?sub=demo&from=kept-other')).body.toString());
    const head = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/?sub=demo&from=kept-other`, { method: 'HEAD' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(head).toBe(200);
  });
});

describe('an address answered before the app again', () => {
  /** The art page of the first available work, with the owner's cookie to edit it. */
  async function someWork(): Promise<{ id: number; title: string; revision: number; cookie: string }> {
    const { inventory } = (await (await fetch(`${server.url}/api/inventory?sub=demo&status=5&limit=1`)).json()) as { inventory: { inventoryId: number }[] };
    const cookie = await signIn(server.url);
    const id = inventory[0].inventoryId;
    const record = (await (await fetch(`${server.url}/api/owner/artworks/${id}`, { headers: { cookie } })).json()) as { title: string; revision: number };
    return { id, title: record.title, revision: record.revision, cookie };
  }

  it('is answered from what was found for it, without the full look-up, in every encoding and as 304', async () => {
    const path = '/?sub=demo&from=known-address';
    const first = await rawGet(path, { 'accept-encoding': 'gzip' }); // rendered by the app
    await rawGet(path); // found among the kept pages, and remembered
    const lookUps = vi.spyOn(KeptPages.prototype, 'find');
    try {
      const comparable = (raw: Raw) => Object.fromEntries(Object.entries(raw.headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));
      const gzip = await rawGet(path, { 'accept-encoding': 'gzip' });
      expect(gzip.body.equals(first.body)).toBe(true);
      expect(comparable(gzip)).toEqual(comparable(first));
      const br = await rawGet(path, { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).equals(gunzipSync(first.body))).toBe(true);
      expect((await rawGet(path, { 'accept-encoding': 'gzip;q=0, identity' })).headers['content-encoding']).toBeUndefined();
      const notModified = await rawGet(path, { 'if-none-match': `"x", ${String(first.headers.etag)}` });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(first.headers.etag);
      expect(notModified.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(lookUps).not.toHaveBeenCalled();
    } finally {
      lookUps.mockRestore();
    }
  });

  it('shows an edit of a work (a stock change) at once, and looks the address up again after it', async () => {
    const work = await someWork();
    const path = `/art/${work.id}?sub=demo&from=known-stock`;
    for (let i = 0; i < 3; i += 1) expect((await rawGet(path)).body.toString()).not.toContain('Retitled while kept');
    const lookUps = vi.spyOn(KeptPages.prototype, 'find');
    try {
      await rawGet(path);
      expect(lookUps).not.toHaveBeenCalled();
      const patched = await fetch(`${server.url}/api/owner/artworks/${work.id}`, {
        method: 'PATCH',
        headers: { cookie: work.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ revision: work.revision, title: 'Retitled while kept' }),
      });
      expect(patched.status).toBe(200);
      expect((await rawGet(path)).body.toString()).toContain('Retitled while kept');
      expect(lookUps).toHaveBeenCalled();
    } finally {
      lookUps.mockRestore();
    }
  });

  it('sends a page just rendered compressed quickly, then, answered again, compressed well, each with its own length', async () => {
    const path = '/?sub=demo&from=known-quality';
    const headers = { 'accept-encoding': 'br' };
    const first = await rawGet(path, headers);
    await expect.poll(async () => (await rawGet(path, headers)).body.length, { timeout: 2000, interval: 20 }).toBeLessThan(first.body.length);
    const later = await rawGet(path, headers);
    expect(Number(later.headers['content-length'])).toBe(later.body.length);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(brotliDecompressSync(later.body).equals(brotliDecompressSync(first.body))).toBe(true);
  });

  it('looks the address up afresh when the hour turns (the hour is part of a kept page\'s key)', async () => {
    const path = '/?sub=demo&from=known-hour';
    await rawGet(path);
    await rawGet(path);
    const lookUps = vi.spyOn(KeptPages.prototype, 'find');
    const realNow = Date.now;
    const clock = vi.spyOn(Date, 'now');
    try {
      clock.mockImplementation(() => realNow());
      await rawGet(path);
      expect(lookUps).not.toHaveBeenCalled();
      clock.mockImplementation(() => realNow() + 3_600_000);
      expect((await rawGet(path)).status).toBe(200);
      expect(lookUps).toHaveBeenCalledTimes(1);
    } finally {
      clock.mockRestore();
      lookUps.mockRestore();
    }
  });

  it('is another address with another query, and never serves a HEAD or a POST from what it found', async () => {
    const path = '/?sub=demo&from=known-other';
    await rawGet(path);
    await rawGet(path);
    const other = await rawGet('/?sub=artist&from=known-other');
    expect(other.body.toString()).not.toBe((await rawGet(path)).body.toString());
    const head = await new Promise<{ status: number; length: number }>((resolve, reject) => {
      const req = request(`${server.url}${path}`, { method: 'HEAD' }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, length: Buffer.concat(chunks).length }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(head).toEqual({ status: 200, length: 0 });
    expect((await fetch(`${server.url}${path}`, { method: 'POST' })).status).not.toBe(200);
  });
});
