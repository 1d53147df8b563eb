import { mkdtempSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { images, inventory } from '../db/schema';
import { openTestDatabase } from '../db/test-database';
import { seedIfEmpty } from '../services/seed';
import { imageRoutes } from './images';

let database: Database;
let app: Hono;
let dataDir: string;
/** 'Slow Orange Weather', 152.4 × 121.9 cm: a generated 1600 × 2000 picture. */
let portrait: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const seeded = await seedIfEmpty(database.db, { artworksSamplePath: null, ownerEmail: null, ownerPassword: 'pw' });
  dataDir = mkdtempSync(join(tmpdir(), 'images-test-'));
  app = new Hono().route('/img', imageRoutes({ db: database.db, config: { ...loadConfig({}), dataDir } }));
  const [row] = await database.db
    .select({ id: images.id })
    .from(images)
    .innerJoin(inventory, eq(inventory.id, images.inventoryId))
    .where(and(eq(inventory.title, 'Slow Orange Weather'), eq(images.siteId, seeded!.sites[0].siteId)));
  portrait = row.id;
});
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function get(path: string) {
  const res = await app.request(path);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

async function size(path: string) {
  const { res, body } = await get(path);
  expect(res.status).toBe(200);
  const meta = await sharp(body).metadata();
  return [meta.format, meta.width, meta.height];
}

describe('GET /img/{transforms}/{id}.{extension}', () => {
  it('serves the generated original at its stored size as a long-cached JPEG, kept on disk', async () => {
    const { res } = await get(`/img/original/${portrait}.jpg`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await size(`/img/original/${portrait}.jpg`)).toEqual(['jpeg', 1600, 2000]);
    expect(existsSync(join(dataDir, 'images', 'original', `${portrait}.jpg`))).toBe(true);
  });

  it('resizes by width or height, keeping the aspect ratio', async () => {
    expect(await size(`/img/w_320/${portrait}.jpg`)).toEqual(['jpeg', 320, 400]);
    expect(await size(`/img/h_500/${portrait}.jpg`)).toEqual(['jpeg', 400, 500]);
    expect(existsSync(join(dataDir, 'images', 'cache', 'w_320', `${portrait}.jpg`))).toBe(true);
  });

  it('sends a resized picture as WebP to a browser that takes it, smaller, and the same size', async () => {
    const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const res = await app.request(`/img/w_640/${portrait}.jpg`, { headers: { accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('vary')).toBe('Accept');
    const webp = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 800]);
    const jpeg = await get(`/img/w_640/${portrait}.jpg`);
    expect(jpeg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(webp.length).toBeLessThan(jpeg.body.length);
    expect(existsSync(join(dataDir, 'images', 'cache', 'w_640', `${portrait}.webp`))).toBe(true);
    // The original stays as stored, whatever the browser takes.
    const original = await app.request(`/img/original/${portrait}.jpg`, { headers: { accept } });
    expect(original.headers.get('content-type')).toBe('image/jpeg');
  });

  it('c_fill crops to the exact box, c_fit fits inside it', async () => {
    expect(await size(`/img/w_200,h_200,c_fill/${portrait}.jpg`)).toEqual(['jpeg', 200, 200]);
    expect(await size(`/img/w_300,h_300,c_fit/${portrait}.jpg`)).toEqual(['jpeg', 240, 300]);
  });

  it('c_pad fits the picture and pads the rest of the box with the b_ colour', async () => {
    const { body } = await get(`/img/w_300,h_300,c_pad,b_ff0000/${portrait}.jpg`);
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 300]);
    // A portrait picture in a square box: the left and right strips are padding.
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    for (const [r, g, b] of [pixel(3, 150), pixel(296, 150)]) {
      expect(r).toBeGreaterThan(235);
      expect(g).toBeLessThan(20);
      expect(b).toBeLessThan(20);
    }
    const white = await get(`/img/w_300,h_300,c_pad/${portrait}.jpg`);
    const raw = await sharp(white.body).raw().toBuffer();
    expect([...raw.subarray((150 * 300 + 3) * 3, (150 * 300 + 3) * 3 + 3)].every((c) => c > 245)).toBe(true);
  });

  it('draws a small copy that matches the downscaled original', async () => {
    const other = portrait + 1;
    const small = await sharp((await get(`/img/w_400/${other}.jpg`)).body).stats();
    const original = (await get(`/img/original/${other}.jpg`)).body;
    const reference = await sharp(await sharp(original).resize(400).toBuffer()).stats();
    small.channels.slice(0, 3).forEach((c, i) => expect(Math.abs(c.mean - reference.channels[i].mean)).toBeLessThan(8));
  });

  it('answers 400 with an error body for malformed transforms', async () => {
    for (const transforms of ['w_abc', 'x_10', 'w_0', 'c_stretch', 'w_100,,h_100', 'b_zzzzzz']) {
      const { res, body } = await get(`/img/${transforms}/${portrait}.jpg`);
      expect(res.status).toBe(400);
      expect(JSON.parse(body.toString())).toMatchObject({ error: { code: 'invalid_request' } });
    }
  });

  it('answers 404 with an error body for an unknown image or a wrong extension', async () => {
    for (const path of ['/img/w_320/999999.jpg', `/img/w_320/${portrait}.png`, '/img/w_320/abc.jpg', '/img/w_320/99999999999.jpg']) {
      const { res, body } = await get(path);
      expect(res.status).toBe(404);
      expect(JSON.parse(body.toString())).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('serves svg files unchanged, whatever the transforms', async () => {
    const [row] = await database.db.insert(images).values({ siteId: 1, extension: 'svg', width: 10, height: 10 }).returning({ id: images.id });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    mkdirSync(join(dataDir, 'images', 'original'), { recursive: true });
    writeFileSync(join(dataDir, 'images', 'original', `${row.id}.svg`), svg);
    const { res, body } = await get(`/img/w_320,h_100,c_fill/${row.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(body.toString()).toBe(svg);
  });
});

describe('a page of pictures asked for at once', () => {
  it('answers every one of them, drawing them in turn instead of turning any away busy', async () => {
    const { startTestServer } = await import('../test/harness');
    const server = await startTestServer();
    try {
      const rows = await server.db.select({ id: images.id, extension: images.extension }).from(images).limit(16);
      expect(rows.length).toBe(16);
      const answers = await Promise.all(rows.map((row) => fetch(`${server.url}/img/w_480/${row.id}.${row.extension}`, { headers: { accept: 'image/webp' } })));
      expect(answers.map((res) => res.status)).toEqual(rows.map(() => 200));
      const busy = await Promise.all(answers.map((res) => res.arrayBuffer()));
      expect(busy.every((body) => body.byteLength > 1000)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
