import type { BlockMeta } from './block-meta';
import { BlockType } from './block-types';

/**
 * The search results page's own blocks (spec §3 'search results list and search meta'): the page's
 * title and its search form, and the tabbed results with their cells. Like a detail template's blocks
 * they draw what the page is about (the words searched for and what they found), so they sit only in
 * the search results page template. Their config schemas and catalogue entries are in
 * search-blocks-schema.ts; this module has no zod, so the builder's first load carries none.
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

/** The search blocks' labels and defaults; no group, as the template offers them apart (search-blocks-schema.ts adds their configs). */
export const SEARCH_META = {
  [BlockType.SearchMeta]: { type: BlockType.SearchMeta, label: 'Search Meta', defaultConfig: { showTitle: true } },
  [BlockType.SearchResultsList]: { type: BlockType.SearchResultsList, label: 'Search Results List', defaultConfig: { showTabs: true, columns: 1 } },
} as const satisfies Record<string, BlockMeta>;
