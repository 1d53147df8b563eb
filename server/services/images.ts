import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { own, type ImageTransform } from '../../schema';
import type { ImageRecipe } from '../../fixtures/image-recipe';
import { renderRecipeLayers } from '../../fixtures/image-svg';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { mediaKey, mediaStoreFor } from './site/media-store';

/**
 * Image files for /img: originals live in the media store (by default {dataDir}/images/original/{id}.{ext};
 * generated demo pictures are drawn there from their recipe on first request); resized copies are cached under
 * {dataDir}/images/cache/{transforms}/{id}.{ext}. Both caches are plain files, so any number of
 * server processes can share them; writes go through a temporary file and a rename.
 */

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** Raster formats sharp writes; other stored files are served as they are. */
const RESIZABLE = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif']);
/** Stored formats a resized copy may be sent in a newer format instead. */
const CONVERTIBLE = new Set(['jpg', 'jpeg', 'png']);

/**
 * The newer format a browser's Accept header allows. WebP only: AVIF is smaller still, but encoding a
 * 1024 px AVIF here takes several times the 300 ms a first request may take, and WebP is taken by
 * every browser that takes AVIF.
 */
export type ModernFormat = 'webp';
export function acceptedFormat(accept: string | undefined): ModernFormat | null {
  return accept && /(^|,)\s*image\/webp\s*(;|,|$)/i.test(accept) ? 'webp' : null;
}

/** What /img sends: a file on disk, or bytes read from the media store. */
export interface ImageFile {
  contentType: string;
  path?: string;
  data?: Buffer;
}

/** The canonical transforms segment, so equal requests share one cached file. */
export function canonicalTransforms(t: ImageTransform): string {
  const parts: string[] = [];
  if (t.width) parts.push(`w_${t.width}`);
  if (t.height) parts.push(`h_${t.height}`);
  if (t.crop) parts.push(`c_${t.crop}`);
  if (t.crop === 'pad') parts.push(`b_${t.background ?? 'ffffff'}`);
  return parts.join(',') || 'original';
}

/**
 * The file to send for an image id, extension and transforms, creating it when needed; null when
 * there is no such image (unknown id, another extension, or an uploaded file that is missing).
 * Originals come from the media store (as bytes); resized copies from the local cache (as a path).
 */
export async function imageFile(db: Db, dataDir: string, imageId: number, extension: string, t: ImageTransform, format: ModernFormat | null = null): Promise<ImageFile | null> {
  const [row] = await db
    .select({ id: images.id, extension: images.extension, width: images.width, height: images.height, generator: images.generator })
    .from(images)
    .where(eq(images.id, imageId))
    .limit(1);
  if (!row || row.extension !== extension) return null;
  const contentType = own(CONTENT_TYPES, extension) ?? 'application/octet-stream';

  const store = mediaStoreFor(dataDir);
  const originalKey = mediaKey(row.id, row.extension);
  const recipe = row.generator && RESIZABLE.has(row.extension) ? (row.generator as ImageRecipe) : null;
  const key = canonicalTransforms(t);
  const resized = key !== 'original' && RESIZABLE.has(extension);
  // A resized JPEG or PNG goes as WebP to browsers that take it: the same picture in fewer bytes.
  const output = resized && format && CONVERTIBLE.has(extension) ? format : row.extension;
  const outputType = own(CONTENT_TYPES, output) ?? contentType;
  const cached = join(dataDir, 'images', 'cache', key, `${row.id}.${output}`);
  if (resized && (await exists(cached))) return { path: cached, contentType: outputType };

  // A generated picture wanted smaller than its original is drawn at that size: far cheaper than
  // drawing the full original first, and the same picture.
  const scale = resized && recipe ? drawScale(t, row.width, row.height) : 1;
  let original: Buffer | null = null;
  if (scale >= 1) {
    original = await store.read(originalKey);
    if (!original && recipe) {
      await once(`${dataDir}:original:${originalKey}`, async () => store.write(originalKey, await encode(await drawGenerated(recipe, row.width, row.height), row.extension)));
      original = await store.read(originalKey);
    }
    if (!original) return null;
  }
  if (!resized) return { data: original!, contentType };

  await once(cached, async () => {
    let source: Sharp;
    if (recipe && scale < 1) {
      const drawn = await (await drawGenerated(recipe, Math.ceil(row.width * scale), Math.ceil(row.height * scale))).raw().toBuffer({ resolveWithObject: true });
      source = sharp(drawn.data, { raw: drawn.info });
    } else {
      // An upload is turned upright by its EXIF orientation before it is resized.
      source = recipe ? sharp(original!) : sharp(original!).rotate();
    }
    await writeAtomically(cached, await encode(transform(source, t), output));
  });
  return { path: cached, contentType: outputType };
}

/** How much `transform` shrinks or grows a width × height picture. */
export function drawScale(t: ImageTransform, width: number, height: number): number {
  const sx = t.width ? t.width / width : null;
  const sy = t.height ? t.height / height : null;
  if (sx === null || sy === null) return sx ?? sy ?? 1;
  return t.crop === 'fill' ? Math.max(sx, sy) : Math.min(sx, sy);
}

/**
 * w_/h_ resize; c_fill covers and crops, c_fit fits inside, c_pad fits and pads with b_ (white by default).
 * Fitting inside never enlarges: a 640 px upload asked for at w_1920 (a srcset's widest, a lightbox) is
 * sent at 640 px, as sharp cannot add detail and the bytes would triple; the browser scales it as before.
 * Fill and pad draw the exact box they are asked for.
 */
export function transform(image: Sharp, t: ImageTransform): Sharp {
  if (!t.width && !t.height) return image;
  if (t.width && t.height && t.crop === 'fill') return image.resize(t.width, t.height, { fit: 'cover' });
  if (t.width && t.height && t.crop === 'pad') {
    return image.resize(t.width, t.height, { fit: 'contain', background: `#${t.background ?? 'ffffff'}` });
  }
  return image.resize(t.width ?? null, t.height ?? null, { fit: 'inside', withoutEnlargement: true });
}

function encode(image: Sharp, extension: string): Promise<Buffer> {
  switch (extension) {
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 82 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 60 }).toBuffer();
    default:
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 84, progressive: true }).toBuffer();
  }
}

/** Draws a generated picture at its stored size: a small blurred layer scaled up, sharp shapes on top, then grain. */
export async function drawGenerated(recipe: ImageRecipe, width: number, height: number): Promise<Sharp> {
  const layers = renderRecipeLayers(recipe, width, height);
  const soft = await sharp(Buffer.from(layers.soft.svg)).raw().toBuffer({ resolveWithObject: true });
  const overlays: OverlayOptions[] = [];
  if (layers.crisp) overlays.push({ input: Buffer.from(layers.crisp) });
  if (layers.grain > 0) overlays.push({ input: await grainTile(layers.grain, Math.min(256, width, height)), tile: true, blend: 'soft-light' });
  return sharp(soft.data, { raw: soft.info }).resize(width, height, { fit: 'fill' }).composite(overlays);
}

const grainTiles = new Map<string, Promise<Buffer>>();

/** A square tile of grey noise, repeated over the picture; one per strength and size (never larger than the picture). */
function grainTile(strength: number, size: number): Promise<Buffer> {
  const level = Math.round(strength * 20) / 20;
  const key = `${level}:${size}`;
  let tile = grainTiles.get(key);
  if (!tile) {
    tile = sharp({ create: { width: size, height: size, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 10 + 70 * level } } })
      .greyscale()
      .png()
      .toBuffer();
    grainTiles.set(key, tile);
  }
  return tile;
}

const inFlight = new Map<string, Promise<void>>();

/**
 * Pictures drawn or resized at once: one per core. More would only share the same cores (sharp's
 * threads) and hold more pictures in memory; the rest wait their turn, however many a page asks for.
 */
const DRAWING_SLOTS = Math.max(1, availableParallelism());
let drawing = 0;
const drawQueue: Array<() => void> = [];

async function inDrawingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (drawing >= DRAWING_SLOTS) await new Promise<void>((resolve) => drawQueue.push(resolve));
  else drawing += 1;
  try {
    return await work();
  } finally {
    const next = drawQueue.shift();
    if (next) next();
    else drawing -= 1;
  }
}

/**
 * Runs `work` once per path at a time in this process, so a burst of requests draws a picture once, in
 * a drawing slot.
 */
async function once(path: string, work: () => Promise<void>): Promise<void> {
  let running = inFlight.get(path);
  if (!running) {
    running = inDrawingSlot(work).finally(() => inFlight.delete(path));
    inFlight.set(path, running);
  }
  await running;
}

async function writeAtomically(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
