import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

/** GET /fonts/{family}/{file}.woff2: the curated families' latin files, from the product itself. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

/** A raw GET, so the address reaches the server exactly as written (fetch would resolve the dot segments). */
function rawGet(path: string, host?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const req = request({ hostname: url.hostname, port: url.port, path, headers: host ? { host } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const packageFile = (path: string) => readFileSync(createRequire(import.meta.url).resolve(path));

describe('/fonts', () => {
  it('serves a curated latin file as font/woff2, cached for a year as immutable', async () => {
    const res = await rawGet('/fonts/lora/lora-latin-400-normal.woff2');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(res.body.equals(packageFile('@fontsource/lora/files/lora-latin-400-normal.woff2'))).toBe(true);
  });

  it('is served on a visitor site’s own host too', async () => {
    const port = new URL(server.url).port;
    const res = await rawGet('/fonts/playfair-display/playfair-display-latin-400-italic.woff2', `demo.localhost:${port}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
  });

  it.each([
    ['a way out of the package', '/fonts/inter/..%2f..%2fpackage.json'],
    ['a way out through the family', '/fonts/..%2f..%2f..%2fpackage.json/inter-latin-400-normal.woff2'],
    ['an unknown family', '/fonts/comic-sans/comic-sans-latin-400-normal.woff2'],
    ['another subset', '/fonts/inter/inter-cyrillic-400-normal.woff2'],
    ['a weight not served', '/fonts/inter/inter-latin-100-normal.woff2'],
    ['another family’s file', '/fonts/lora/inter-latin-400-normal.woff2'],
    ['the package’s CSS', '/fonts/inter/latin-400.css'],
  ])('answers 404 in the error shape for %s', async (_, path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ error: { code: 'not_found', message: 'There is no such font file.' } });
  });

  it('never reaches the package through plain dot segments: the address resolves to /package.json, the site’s not-found page', async () => {
    const res = await rawGet('/fonts/inter/../../package.json');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body.toString('utf8')).not.toContain('@fontsource');
  });
});
