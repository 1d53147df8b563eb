import { z } from 'zod';
import { ALIGN_OPTIONS, countOptions, CustomControl, field } from '../fields';
import { imageRefSchema } from '../image-ref';
import { colourFields, hoverFields, layoutFields, linkField } from '../style-fields';

/** The first blocks: text, image, columns and hover content, with their slots. */

const align = z.enum(['left', 'center', 'right']);

export const textConfigSchema = z.object({
  text: field(z.string().max(20_000), { label: 'Text', control: 'textarea' }),
  variant: field(z.enum(['paragraph', 'heading1', 'heading2', 'heading3']), {
    label: 'Style',
    control: 'select',
    options: [
      { value: 'paragraph', label: 'Paragraph' },
      { value: 'heading1', label: 'Heading 1' },
      { value: 'heading2', label: 'Heading 2' },
      { value: 'heading3', label: 'Heading 3' },
    ],
  }),
  align: field(align, { label: 'Alignment', control: 'select', options: ALIGN_OPTIONS }),
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
