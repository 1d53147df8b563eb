import { z } from 'zod';
import { idSchema } from './api/fields';
import { MAX_TAG_LENGTH, MAX_TAGS, normaliseTag } from './api/tags';
import { DetailDisplay, InventorySubType, InventoryType } from './enums';
import { field } from './fields';

/**
 * The inventory list block's fields beyond its first ones (spec §3: list blocks accept source, tags,
 * list.listId, subType and type), and the owner's switch for the visitor filter bar. Each is optional,
 * so documents saved before they existed validate as they are: a missing field reads as "all works"
 * and "no filter bar".
 */

const TYPES = Object.values(InventoryType) as number[];

export { DetailDisplay } from './enums';

/** A list's detailDisplay; missing reads as the art page, so lists saved before it existed behave as they did. */
export const detailDisplaySchema = z.union([z.literal(DetailDisplay.Modal), z.literal(DetailDisplay.Page)]);

/**
 * The owner's Open artworks setting on a block that shows works but is no inventory list (related
 * works, an exhibition's, an artist's, search results): optional, so blocks saved before it open the art page.
 */
export function detailDisplayField() {
  return field(detailDisplaySchema.optional(), {
    label: 'Open artworks',
    control: 'select',
    options: [
      { value: DetailDisplay.Page, label: 'On their own page' },
      { value: DetailDisplay.Modal, label: 'In a window over the page' },
    ],
  });
}

/** Whether a list's works open in the modal. */
export function opensInModal(config: { detailDisplay?: unknown }): boolean {
  return config.detailDisplay === DetailDisplay.Modal;
}

const SUBTYPES = Object.values(InventorySubType) as number[];

export const inventoryListSourceFields = {
  /** 0 all works, 3 a chosen list (listId), 6 the works with any of the tags. */
  source: z.union([z.literal(0), z.literal(3), z.literal(6)]).optional(),
  listId: idSchema.nullable().optional(),
  tags: z.array(z.string().max(MAX_TAG_LENGTH).transform(normaliseTag)).max(MAX_TAGS).optional(),
  /** An inventory type (Artwork 0, Jewelry 5…) and subtype from the spec; null is any. */
  type: z
    .number()
    .int()
    .refine((v) => TYPES.includes(v), `type must be one of ${TYPES.join(', ')}.`)
    .nullable()
    .optional(),
  subType: z
    .number()
    .int()
    .refine((v) => SUBTYPES.includes(v), `subType must be one of ${SUBTYPES.join(', ')}.`)
    .nullable()
    .optional(),
  /** Visitors get the filter bar (search, colour, medium, price, size, status, sort) above the list. */
  showFilters: z.boolean().optional(),
  detailDisplay: detailDisplaySchema.optional(),
};
