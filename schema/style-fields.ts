import { z } from 'zod';
import { field, FieldGroup } from './fields';
import { imageRefSchema } from './image-ref';
import { isWebAddress } from './web';
import { ALIGN_ITEMS, COLOR_SLOTS, HEX_COLOR, HOVER_DEFAULTS, HOVER_LIMITS, HoverEffect, LENGTH_UNITS } from './style-values';

export * from './style-values';

/**
 * The style groups blocks share (spec §3 Block): layout fields as value-with-unit ({value, unit}),
 * colours (a colour of the owner's or one of the site's nine colour slots), hover effects (1 colour
 * overlay, 2 scale, 3 zoom), links to a page or an external address, and an image from the media library.
 * Every field is optional, so a block saved before its kind took them still validates.
 */

/** A length as the spec stores layout fields: a number and its unit. */
export const lengthSchema = z.object({
  value: z.number().finite().min(-10_000).max(10_000),
  unit: z.enum(LENGTH_UNITS),
});

/** Margins or paddings: a length per side, any of them left out. */
export const boxSchema = z.object({
  top: lengthSchema.optional(),
  right: lengthSchema.optional(),
  bottom: lengthSchema.optional(),
  left: lengthSchema.optional(),
});

/** A hex colour, or the name of one of the site's colour slots (which follows the site's settings). */
export const colorSchema = z.union([z.string().regex(HEX_COLOR, 'Enter a colour such as #1a2b3c.'), z.enum(COLOR_SLOTS)]);

const length = (label: string) => field(lengthSchema.optional(), { label, control: 'length', group: FieldGroup.Layout });
const box = (label: string) => field(boxSchema.optional(), { label, control: 'box', group: FieldGroup.Layout });

/** The spec's layout fields, each value-with-unit. */
export const layoutFields = {
  width: length('Width'),
  minWidth: length('Minimum width'),
  maxWidth: length('Maximum width'),
  height: length('Height'),
  minHeight: length('Minimum height'),
  maxHeight: length('Maximum height'),
  margins: box('Margins'),
  paddings: box('Paddings'),
  alignItems: field(z.enum(ALIGN_ITEMS).optional(), {
    label: 'Align content',
    control: 'select',
    group: FieldGroup.Layout,
    options: [
      { value: 'stretch', label: 'Full width' },
      { value: 'flex-start', label: 'Left' },
      { value: 'center', label: 'Center' },
      { value: 'flex-end', label: 'Right' },
    ],
  }),
  isCropped: field(z.boolean().optional(), { label: 'Crop what does not fit', control: 'toggle', group: FieldGroup.Layout }),
};

const color = (label: string, group: string = FieldGroup.Colours) => field(colorSchema.optional(), { label, control: 'color', group });

export const colourFields = {
  backgroundColor: color('Background colour'),
  textColor: color('Text colour'),
};

export const hoverFields = {
  hoverEffect: field(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(), {
    label: 'On hover',
    control: 'select',
    group: FieldGroup.Hover,
    options: [
      { value: HoverEffect.None, label: 'Nothing' },
      { value: HoverEffect.ColorOverlay, label: 'Colour overlay' },
      { value: HoverEffect.Scale, label: 'Scale' },
      { value: HoverEffect.Zoom, label: 'Zoom' },
    ],
  }),
  hoverColor: field(colorSchema.optional(), {
    label: 'Overlay colour',
    control: 'color',
    group: FieldGroup.Hover,
    when: (c) => c.hoverEffect === HoverEffect.ColorOverlay,
  }),
  /** How much larger the block grows, in percent of its size. */
  hoverScale: field(z.number().int().min(HOVER_LIMITS.min).max(HOVER_LIMITS.max).optional(), {
    label: 'Scale to',
    control: 'range',
    unit: '%',
    min: HOVER_LIMITS.min,
    max: HOVER_LIMITS.max,
    fallback: HOVER_DEFAULTS.hoverScale,
    group: FieldGroup.Hover,
    when: (c) => c.hoverEffect === HoverEffect.Scale,
  }),
  /** How far the block's content zooms inside its own box, in percent. */
  hoverZoom: field(z.number().int().min(HOVER_LIMITS.min).max(HOVER_LIMITS.max).optional(), {
    label: 'Zoom to',
    control: 'range',
    unit: '%',
    min: HOVER_LIMITS.min,
    max: HOVER_LIMITS.max,
    fallback: HOVER_DEFAULTS.hoverZoom,
    group: FieldGroup.Hover,
    when: (c) => c.hoverEffect === HoverEffect.Zoom,
  }),
};

/**
 * A link (spec §2 Link shapes): to one of the site's pages, or to an external address, which opens in the
 * same window when its link type is 1 and in a new one otherwise.
 */
export const linkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), pageId: z.string().min(1).max(64) }),
  z.object({
    kind: z.literal('external'),
    url: z.string().max(2000).refine((url) => isWebAddress(url) || /^(mailto|tel):/.test(url), 'Enter a full web address, starting with https://.'),
    linkType: z.union([z.literal(0), z.literal(1)]),
  }),
]);

export const linkField = (label = 'Link') => field(linkSchema.nullable().optional(), { label, control: 'link', group: FieldGroup.Link });

export const imageField = (label = 'Image') => field(imageRefSchema.nullable().optional(), { label, control: 'image' });

/** Every style group a block that takes them all has. */
export const styleFields = { ...layoutFields, ...colourFields, ...hoverFields };
