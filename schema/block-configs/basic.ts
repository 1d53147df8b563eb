import { z } from 'zod';
import { countOptions, CustomControl, field } from '../fields';
import { imageRefSchema } from '../image-ref';
import { richTextDocumentSchema } from '../rich-text-schema';
import { colourFields, hoverFields, layoutFields, linkField } from '../style-fields';

/** The first blocks: text, image, columns and hover content, with their slots. */


/**
 * A text block: structured rich text (rich-text.ts), typed on the canvas; the inspector shows the same
 * editor. Documents of the plain text block ({ text, variant, align }) are upgraded on load (migrate.ts).
 */
export const textConfigSchema = z.object({
  content: field(richTextDocumentSchema, { label: 'Text', control: 'custom', custom: CustomControl.RichText }),
});

export const imageConfigSchema = z.object({
  image: field(imageRefSchema.nullable(), { label: 'Image', control: 'custom', custom: CustomControl.ImageBlock }),
  altText: field(z.string().max(500), { label: 'Alt text', control: 'text', hint: 'Describes the image for people who cannot see it.' }),
  fit: field(z.enum(['fill', 'fit']), {
    label: 'Fit',
    control: 'select',
    options: [
      { value: 'fill', label: 'Fill the space' },
      { value: 'fit', label: 'Fit inside' },
    ],
  }),
  link: linkField(),
  ...layoutFields,
  ...hoverFields,
});

export const columnsConfigSchema = z.object({
  columnCount: field(z.number().int().min(1).max(6), { label: 'Number of columns', control: 'select', options: countOptions(1, 6) }),
  gap: field(z.number().int().min(0).max(120), { label: 'Gap', control: 'number', unit: 'px', min: 0, max: 120 }),
  ...layoutFields,
  ...colourFields,
});

export const columnConfigSchema = z.object({});

export const hoverContentConfigSchema = z.object({
  /** Which layer the builder shows: the spec's default/hover state selector. */
  builderState: field(z.enum(['default', 'hover']), {
    label: 'State',
    control: 'select',
    options: [
      { value: 'default', label: 'Default' },
      { value: 'hover', label: 'Hover' },
    ],
  }),
});

/** A hover layer's state is its place in its hover content, set when the layer is made, not edited. */
export const hoverLayerConfigSchema = z.object({
  state: z.enum(['default', 'hover']),
});
