import { z } from 'zod';
import { countOptions, field, FieldGroup } from '../fields';
import { SLIDESHOW_TYPE_LABELS, SLIDESHOW_TYPES } from '../list-layouts';
import { colorSchema, colourFields, imageField, layoutFields } from '../style-fields';

/**
 * Layout blocks that hold other blocks: accordion, tabs (and their tabs), slider, slideshow, parallax and
 * the scroll-into-view fade. The spec's timings live beside their configs (§9).
 */

const toggle = (label: string, hint?: string) => field(z.boolean(), { label, control: 'toggle', hint });
const color = (label: string) => field(colorSchema.optional(), { label, control: 'color', group: FieldGroup.Colours });
const px = (label: string, min: number, max: number) => field(z.number().int().min(min).max(max), { label, control: 'number', unit: 'px', min, max });

/** §9: height animation 900 ms, opacity 400 ms, arrow rotation 250 ms; measurement delays 50 and 500 ms. */
export const ACCORDION_TIMING = { heightMs: 900, opacityMs: 400, arrowMs: 250, measureMs: [50, 500] } as const;

export const accordionConfigSchema = z.object({
  title: field(z.string().max(300), { label: 'Heading', control: 'text' }),
  open: toggle('Open when the page loads'),
  /** The spec's builder selector: the builder shows the accordion closed or open. */
  builderState: field(z.enum(['closed', 'open']), {
    label: 'In the builder',
    control: 'select',
    options: [
      { value: 'open', label: 'Open' },
      { value: 'closed', label: 'Closed' },
    ],
  }),
  arrowColor: color('Arrow colour'),
  arrowSize: px('Arrow size', 8, 64),
  backgroundColorOpen: color('Heading background when open'),
  backgroundColorClosed: color('Heading background when closed'),
  ...layoutFields,
});

export const tabsConfigSchema = z.object({
  separatorColor: field(colorSchema, { label: 'Separator colour', control: 'color', group: FieldGroup.Colours }),
  ...layoutFields,
});

export const tabConfigSchema = z.object({
  name: field(z.string().max(100), { label: 'Tab name', control: 'text' }),
  anchorName: field(z.string().max(100), {
    label: 'Anchor',
    control: 'text',
    hint: 'The address of this tab after #. Left blank: its name in lower case without the first space (its id when it has no name).',
  }),
});

const items = (label: string) => field(z.number().int().min(1).max(8), { label, control: 'select', options: countOptions(1, 8) });

export const sliderConfigSchema = z.object({
  items: items('Blocks shown at once'),
  itemsAt600: items('From 600 px wide'),
  itemsAt1000: items('From 1000 px wide'),
  margin: px('Space between', 0, 200),
  speed: field(z.number().int().min(100).max(10_000), { label: 'Speed', control: 'number', unit: 'ms', min: 100, max: 10_000 }),
  autoplay: toggle('Move on by itself'),
  ...layoutFields,
});

export const slideshowConfigSchema = z.object({
  transition: field(z.enum(SLIDESHOW_TYPES), {
    label: 'Transition',
    control: 'select',
    options: SLIDESHOW_TYPES.map((t) => ({ value: t, label: SLIDESHOW_TYPE_LABELS[t] })),
  }),
  duration: field(z.number().int().min(0).max(5000), { label: 'Animation', control: 'number', unit: 'ms', min: 0, max: 5000 }),
  autoplay: field(z.number().int().min(0).max(60_000), { label: 'Next slide after', control: 'number', unit: 'ms', min: 0, max: 60_000, hint: '0 waits for the visitor.' }),
  ...layoutFields,
});

export { PARALLAX } from '../parallax';

export const parallaxConfigSchema = z.object({
  image: imageField('Background image'),
  bannerHeight: px('Height', 100, 2000),
  ...colourFields,
  ...layoutFields,
});

/** §9: fade-in 1000 ms, random delay up to 500 ms, 100 px slide. */
export const SCROLL_FADE = { durationMs: 1000, maxDelayMs: 500, distancePx: 100 } as const;

export const scrollFadeConfigSchema = z.object({ ...layoutFields });
