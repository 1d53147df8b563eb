import { z } from 'zod';
import { BlockType } from './block-types';
import { withConfig } from './catalogue-entry';
import { countOptions, field } from './fields';
import { detailDisplayField } from './inventory-list-config';
import { SEARCH_META, SEARCH_RESULT_COLUMNS_MAX } from './search-blocks';

/** The search blocks' config schemas with their inspector fields, and their catalogue entries (search-blocks.ts has the rest). */

export const searchMetaConfigSchema = z.object({
  showTitle: field(z.boolean(), {
    label: 'Show the title',
    control: 'toggle',
    hint: 'Hidden, the Search heading still names the page for screen readers.',
  }),
});

export const searchResultsListConfigSchema = z.object({
  showTabs: field(z.boolean(), {
    label: 'Show the tabs',
    control: 'toggle',
    hint: 'All, Artists, Blogs, Inventory and Exhibitions (no Artists on artist sites).',
  }),
  columns: field(z.number().int().min(1).max(SEARCH_RESULT_COLUMNS_MAX), { label: 'Columns', control: 'select', options: countOptions(1, SEARCH_RESULT_COLUMNS_MAX) }),
  /** Where an artwork found opens: the detail modal (0), walking the artworks found, or its art page (1, and when missing). */
  detailDisplay: detailDisplayField(),
});

/** The search blocks' catalogue entries (catalogue.ts takes them in). */
export const SEARCH_CATALOGUE = {
  [BlockType.SearchMeta]: withConfig(SEARCH_META[BlockType.SearchMeta], searchMetaConfigSchema),
  [BlockType.SearchResultsList]: withConfig(SEARCH_META[BlockType.SearchResultsList], searchResultsListConfigSchema),
} as const;
