import type { Context } from 'hono';
import { ErrorCode } from '../../schema';
import { ROOM_PHOTO } from '../../schema/rooms';
import { acceptedFormat } from '../services/images';
import { isRoomPhotoWidth, roomPhoto } from '../services/room-images';

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * GET /img?path=rooms/{id}.jpg&sub={sub}[&w=320]: a room photo for the virtual install (spec §7). The
 * rooms are the product's own, the same for every site, so sub is checked for its shape only. The
 * photos never change under an address, so they are cached for a year.
 */
export async function roomPhotoResponse(c: Context, dataDir: string): Promise<Response> {
  const refuse = (message: string) => c.json({ error: { code: ErrorCode.InvalidRequest, message } }, 400);
  const path = c.req.query('path');
  const sub = c.req.query('sub');
  const width = c.req.query('w');
  if (!path) return refuse('Give the path of a room photo, e.g. ?path=rooms/living-room.jpg.');
  if (sub !== undefined && !SUBDOMAIN.test(sub)) return refuse('sub is not a site name.');
  const w = width === undefined ? ROOM_PHOTO.width : Number(width);
  if (!isRoomPhotoWidth(w)) return refuse('w must be 1920 or 320.');

  let photo: Awaited<ReturnType<typeof roomPhoto>>;
  try {
    photo = await roomPhoto(dataDir, path, w, acceptedFormat(c.req.header('accept')));
  } catch (error) {
    console.error(`Room photo ${path} could not be drawn:`, error);
    photo = null;
  }
  if (!photo) return c.json({ error: { code: ErrorCode.NotFound, message: 'There is no such room photo.' } }, 404);
  return c.body(new Uint8Array(photo.data), 200, {
    'Content-Type': photo.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept',
    'X-Content-Type-Options': 'nosniff',
  });
}
