import { z } from 'zod';
import { countOptions, CustomControl, field } from '../fields';
import { imageRefSchema } from '../image-ref';
import { hoverFields, layoutFields } from '../style-fields';
import { VIDEO_LINK_PROBLEM, videoSource } from '../video';
import { isWebAddress } from '../web';

/** Media blocks: video, embed, custom HTML and the image gallery with its lightbox. */

const webAddress = z
  .string()
  .max(2000)
  .refine((url) => url === '' || isWebAddress(url), 'Enter a full web address, starting with https://.');
/** Leaflet fills {z}, {x} and {y} in for each tile; an address without them would draw one picture everywhere. */
export const TILES_PROBLEM = 'Enter a tile address with {z}, {x} and {y}, starting with https://.';
export function isTilesAddress(url: string): boolean {
  return isWebAddress(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
}
const tilesAddress = z
  .string()
  .max(2000)
  .refine((url) => url === '' || isTilesAddress(url), TILES_PROBLEM);
/** A link the video block can play (schema/video.ts), or blank. */
const videoLink = z
  .string()
  .max(2000)
  .refine((url) => url === '' || videoSource(url) !== null, VIDEO_LINK_PROBLEM);
const toggle = (label: string, hint?: string) => field(z.boolean(), { label, control: 'toggle', hint });
const px = (label: string, min: number, max: number) => field(z.number().int().min(min).max(max), { label, control: 'number', unit: 'px', min, max });
const frameTitle = (fallback: string) =>
  field(z.string().max(200), { label: 'Title', control: 'text', hint: `Names the frame for people using screen readers. Left blank: “${fallback}”.` });

export const videoConfigSchema = z.object({
  url: field(videoLink, { label: 'Video link', control: 'url', hint: 'A YouTube or Vimeo link: a watch link, a short link or a numbered video link.' }),
  autoplay: toggle('Play by itself (muted)'),
  hideControls: toggle('Hide the controls'),
  loop: toggle('Play in a loop'),
  width: px('Width', 100, 3840),
  height: px('Height', 100, 2160),
  title: frameTitle('Video'),
});

export const embedConfigSchema = z.object({
  url: field(webAddress, { label: 'Address', control: 'url', hint: 'The full address of the page to embed, starting with https://.' }),
  frameHeight: px('Height', 50, 3000),
  title: frameTitle('Embedded content'),
  ...layoutFields,
});

export const customHtmlConfigSchema = z.object({
  code: field(z.string().max(100_000), {
    label: 'HTML',
    control: 'textarea',
    hint: 'Runs in a sealed frame: it cannot read this site’s cookies or the page around it.',
  }),
  frameHeight: px('Height', 20, 3000),
  title: frameTitle('Custom code'),
  ...layoutFields,
});

export const MAX_GALLERY_IMAGES = 200;

export const imageGalleryConfigSchema = z.object({
  images: field(z.array(imageRefSchema.extend({ alt: z.string().max(500).optional() })).max(MAX_GALLERY_IMAGES), {
    label: 'Images',
    control: 'custom',
    custom: CustomControl.GalleryImages,
  }),
  columns: field(z.number().int().min(1).max(6), { label: 'Columns', control: 'select', options: countOptions(1, 6) }),
  gap: px('Gap', 0, 120),
  lightbox: toggle('Open an image large when clicked'),
  ...layoutFields,
  ...hoverFields,
});

/** The tiles a map uses when the owner names none. */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const mapConfigSchema = z.object({
  latitude: field(z.number().min(-90).max(90), { label: 'Latitude', control: 'number', min: -90, max: 90, step: 0.000001 }),
  longitude: field(z.number().min(-180).max(180), { label: 'Longitude', control: 'number', min: -180, max: 180, step: 0.000001 }),
  zoom: field(z.number().int().min(1).max(19), { label: 'Zoom', control: 'select', options: countOptions(1, 19) }),
  marker: field(z.string().max(200), { label: 'Marker label', control: 'text', hint: 'Named on the map’s marker; left blank, there is no marker.' }),
  tilesUrl: field(tilesAddress, {
    label: 'Map tiles',
    control: 'url',
    hint: 'A tile address with {z}, {x} and {y}; left blank, OpenStreetMap’s.',
  }),
  attribution: field(z.string().max(300), { label: 'Tiles credit', control: 'text' }),
  frameHeight: px('Height', 100, 2000),
  ...layoutFields,
});
