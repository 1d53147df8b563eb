import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ROOM_PHOTO, ROOM_PHOTO_WIDTHS, roomByPath } from '../../schema/rooms';
import { roomRecipe } from '../../fixtures/rooms';
import { CONTENT_TYPES, drawGenerated, type ModernFormat } from './images';

/**
 * The virtual install's room photos (GET /img?path=rooms/{id}.jpg): drawn from their recipe on first
 * request at the width asked for, then kept as plain files under {dataDir}/images/rooms/, so any number
 * of server processes share them. A browser that takes WebP gets WebP, as with every other picture.
 */

export type RoomPhotoWidth = (typeof ROOM_PHOTO_WIDTHS)[number];

export function isRoomPhotoWidth(width: number): width is RoomPhotoWidth {
  return (ROOM_PHOTO_WIDTHS as readonly number[]).includes(width);
}

const drawing = new Map<string, Promise<Buffer>>();

/** The photo's bytes and type, or null when the path names no room. */
export async function roomPhoto(dataDir: string, path: string, width: RoomPhotoWidth, format: ModernFormat | null): Promise<{ data: Buffer; contentType: string } | null> {
  const room = roomByPath(path);
  const recipe = room ? roomRecipe(room) : null;
  if (!room || !recipe) return null;
  const extension = format ?? 'jpg';
  const file = join(dataDir, 'images', 'rooms', `w_${width}`, `${room.id}.${extension}`);
  const contentType = CONTENT_TYPES[extension];
  try {
    return { data: await readFile(file), contentType };
  } catch {
    // Not drawn yet: drawn once per file however many ask at the same time.
  }
  let pending = drawing.get(file);
  if (!pending) {
    pending = (async () => {
      const picture = await drawGenerated(recipe, width, Math.round((width * ROOM_PHOTO.height) / ROOM_PHOTO.width));
      const data = format === 'webp' ? await picture.webp({ quality: 80 }).toBuffer() : await picture.jpeg({ quality: 82, progressive: true }).toBuffer();
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
      return data;
    })().finally(() => drawing.delete(file));
    drawing.set(file, pending);
  }
  return { data: await pending, contentType };
}
