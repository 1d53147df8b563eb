import { z } from 'zod';
import { BlockType } from './block-types';
import type { CatalogueEntry } from './catalogue';
import { countOptions, field } from './fields';
import { detailDisplayField } from './inventory-list-config';

/**
 * The search results page's own blocks (spec §3 'search results list and search meta'): the page's
 * title and its search form, and the tabbed results with their cells. Like a detail template's blocks
 * they draw what the page is about (the words searched for and what they found), so they sit only in
 * the search results page template.
 */

/** The search results page's own blocks, in the order the toolbox offers them. */
export const SEARCH_BLOCKS: readonly string[] = [BlockType.SearchMeta, BlockType.SearchResultsList];

/** Columns of result cells: one is the page's list, more lay the cells out side by side. */
export const SEARCH_RESULT_COLUMNS_MAX = 4;

/** The results the builder previews: columns times 3, as a list's builder page (spec §9). */
export function searchBuilderPageSize(columns: number): number {
  return columns * 3;
}

/** What the builder's preview search asks for: enough for the widest list. */
export const SEARCH_PREVIEW_LIMIT = searchBuilderPageSize(SEARCH_RESULT_COLUMNS_MAX);

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

function entry<C extends z.ZodTypeAny>(e: CatalogueEntry<C>): CatalogueEntry<C> {
  return e;
}

/** The search blocks' catalogue entries (catalogue.ts takes them in); no group, as the template offers them apart. */
export const SEARCH_CATALOGUE = {
  [BlockType.SearchMeta]: entry({ type: BlockType.SearchMeta, label: 'Search Meta', config: searchMetaConfigSchema, defaultConfig: { showTitle: true } }),
  [BlockType.SearchResultsList]: entry({
    type: BlockType.SearchResultsList,
    label: 'Search Results List',
    config: searchResultsListConfigSchema,
    defaultConfig: { showTabs: true, columns: 1 },
  }),
} as const;
