import { BlockType } from '../../schema/block-types';
import type { Block } from '../../schema/document';
import { findBlocks } from '../../schema/walk';
import { renderBlocks } from '../blocks/registry';
import { headingId } from '../blocks/detail/heading-id';
import { SearchText } from '../texts';
import { SEARCH_PAGE_CLASS, SearchContext } from './search/context';
import type { SearchRoute } from './search/route';

/**
 * /search?q=…&type=…: the search results page template's blocks (the default: Search Meta, then the
 * Search Results List), drawn with the search in context. The page is named by its Search Meta's
 * heading, or by the word Search when the owner has taken that block out.
 */
export function SearchPage({ route, blocks }: { route: SearchRoute; blocks: Block[] }) {
  const [meta] = findBlocks(blocks, BlockType.SearchMeta);
  const name = meta ? { 'aria-labelledby': headingId('search-title', meta.id) } : { 'aria-label': SearchText.title };
  return (
    <SearchContext.Provider value={route}>
      <section className={SEARCH_PAGE_CLASS} {...name}>
        {renderBlocks(blocks, 'visitor')}
      </section>
    </SearchContext.Provider>
  );
}
