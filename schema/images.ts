import { IMAGE_WIDTHS } from './enums';

export type CropMode = 'fill' | 'fit' | 'pad';

export interface ImageTransform {
  width?: number;
  height?: number;
  crop?: CropMode;
  /** Padding colour for c_pad, as hex without '#'. */
  background?: string;
}

/** Extensions that are served as stored, without resizing. */
export const UNRESIZED_EXTENSIONS = ['svg', 'gif'];

/** Builds /img/{transforms}/{imageId}.{extension}; svg and gif get no transforms. */
export function imageUrl(image: { id: number; extension: string }, t: ImageTransform = {}): string {
  const parts: string[] = [];
  if (!UNRESIZED_EXTENSIONS.includes(image.extension)) {
    if (t.width) parts.push(`w_${t.width}`);
    if (t.height) parts.push(`h_${t.height}`);
    if (t.crop) parts.push(`c_${t.crop}`);
    if (t.crop === 'pad' && t.background) parts.push(`b_${t.background.replace(/^#/, '')}`);
  }
  return `/img/${parts.length ? parts.join(',') : 'original'}/${image.id}.${image.extension}`;
}

/** A srcset over the spec's widths, capped at the image's own width when known. */
export function imageSrcSet(image: { id: number; extension: string; width?: number }, t: Omit<ImageTransform, 'width' | 'height'> = {}): string | undefined {
  if (UNRESIZED_EXTENSIONS.includes(image.extension)) return undefined;
  const widths = IMAGE_WIDTHS.filter((w) => !image.width || w <= image.width);
  const list = widths.length ? widths : [IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]];
  return [...list]
    .sort((a, b) => a - b)
    .map((w) => `${imageUrl(image, { ...t, width: w })} ${w}w`)
    .join(', ');
}

/** Parses the transforms segment of an /img address; null when it is malformed. */
export function parseImageTransforms(segment: string): ImageTransform | null {
  if (segment === 'original') return {};
  const t: ImageTransform = {};
  for (const part of segment.split(',')) {
    const match = /^([whcb])_([0-9a-zA-Z]+)$/.exec(part);
    if (!match) return null;
    const [, key, value] = match;
    if (key === 'w' || key === 'h') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > 4000) return null;
      if (key === 'w') t.width = n;
      else t.height = n;
    } else if (key === 'c') {
      if (value !== 'fill' && value !== 'fit' && value !== 'pad') return null;
      t.crop = value;
    } else {
      if (!/^([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value)) return null;
      t.background = value.toLowerCase();
    }
  }
  return t;
}
