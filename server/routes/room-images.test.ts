import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ROOM_PHOTO, ROOMS, roomImageUrl } from '../../schema/rooms';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function get(path: string, accept = 'image/*') {
  const res = await fetch(`${server.url}${path}`, { headers: { Accept: accept } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /img?path=rooms/{id}.jpg (virtual install room photos)', () => {
  it('serves every room as a 3:2 photo at full width, long cached, the same bytes the second time', async () => {
    for (const room of ROOMS) {
      const { res, body } = await get(roomImageUrl(room, 'demo'));
      expect(res.status, room.id).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ROOM_PHOTO.width, ROOM_PHOTO.height]);
      const again = await get(roomImageUrl(room, 'demo'));
      expect(again.body.equals(body)).toBe(true);
    }
  });

  it('sends WebP to a browser that takes it, and a 320 px thumbnail when asked', async () => {
    const { res, body } = await get(roomImageUrl(ROOMS[0], 'demo', 320), 'image/avif,image/webp,*/*');
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
  });

  it('answers a missing or unknown path, a bad width or a bad site name with a 4xx error body', async () => {
    const cases: Array<[string, number, string]> = [
      ['/img', 400, 'invalid_request'],
      ['/img?sub=demo', 400, 'invalid_request'],
      ['/img?path=rooms/attic.jpg&sub=demo', 404, 'not_found'],
      ['/img?path=../../etc/passwd', 404, 'not_found'],
      ['/img?path=rooms/living-room.jpg&w=999', 400, 'invalid_request'],
      ['/img?path=rooms/living-room.jpg&w=abc', 400, 'invalid_request'],
      ['/img?path=rooms/living-room.jpg&sub=%3Cscript%3E', 400, 'invalid_request'],
    ];
    for (const [path, status, code] of cases) {
      const { res, body } = await get(path);
      expect(res.status, path).toBe(status);
      const answer = JSON.parse(body.toString('utf8')) as { error: { code: string; message: string } };
      expect(answer.error.code, path).toBe(code);
      expect(answer.error.message.length, path).toBeGreaterThan(0);
    }
  });
});
