import { z } from 'zod';
import { CURRENCY_CODES } from '../currencies';
import { ALIGN_OPTIONS, field } from '../fields';
import { SITE_CURRENCY } from './more-meta';

/**
 * The edition-set tokens of an artwork's page: one fact of the work's edition set each (its price in a
 * chosen currency, title, dimensions, medium, edition, framing, SKU, quantity, location, notes, or a status
 * indicator), so an owner composes the facts as the page should read.
 */
export const EDITION_TOKENS = ['price', 'title', 'dimensions', 'medium', 'edition', 'framing', 'sku', 'quantity', 'location', 'notes', 'status'] as const;
export type EditionToken = (typeof EDITION_TOKENS)[number];
export const EDITION_TOKEN_LABELS: Record<EditionToken, string> = {
  price: 'Price',
  title: 'Title',
  dimensions: 'Dimensions',
  medium: 'Medium',
  edition: 'Edition',
  framing: 'Framing',
  sku: 'SKU',
  quantity: 'Quantity',
  location: 'Location',
  notes: 'Notes',
  status: 'Status indicator',
};

export const editionTokensConfigSchema = z.object({
  token: field(z.enum(EDITION_TOKENS), { label: 'Shows', control: 'select', options: EDITION_TOKENS.map((t) => ({ value: t, label: EDITION_TOKEN_LABELS[t] })) }),
  currency: field(z.union([z.literal(SITE_CURRENCY), z.enum(CURRENCY_CODES)]), {
    label: 'Currency',
    control: 'select',
    options: [{ value: SITE_CURRENCY, label: 'The work’s own' }, ...CURRENCY_CODES.map((code) => ({ value: code, label: code }))],
    hint: 'A price the work has in this currency; otherwise its own.',
    when: (config) => config.token === 'price',
  }),
  showLabel: field(z.boolean(), { label: 'Show the name before it', control: 'toggle' }),
  align: field(z.enum(['left', 'center', 'right']), { label: 'Alignment', control: 'select', options: ALIGN_OPTIONS }),
});
