import { SEARCH_IN_TYPE } from '../../../schema/block-configs/site-actions';
import type { BlockConfig } from '../../../schema/catalogue';
import { SearchForm } from '../../site/SearchForm';
import { SearchText } from '../../texts';
import type { BlockProps } from '../types';

/**
 * The header's search form as a block (spec §2 link shapes): the spec's placeholder and 'Search', a
 * plain GET to /search with q carrying sub, layout and dataSub, sent only when it holds words, filled
 * from q by the search script. The owner may open a tab of the search page other than All.
 */
export function SearchBlock({ id, config, mode }: BlockProps<BlockConfig<'search'>>) {
  const type = SEARCH_IN_TYPE[config.searchIn] ?? null;
  return (
    <div className="block-search">
      <SearchForm
        id={`search-${id}`}
        label={SearchText.blockLabel}
        placeholder={SearchText.placeholder}
        extra={type === null ? {} : { type: String(type) }}
        inert={mode === 'builder'}
      />
    </div>
  );
}

export default SearchBlock;
