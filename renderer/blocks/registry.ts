import type { ComponentType, ReactNode } from 'react';
import { BlockType } from '../../schema/block-types';
import type { Block } from '../../schema/document';
import { own } from '../../schema/own';
import InventoryListBlock from './InventoryList';
import ArtistsListBlock from './ArtistsList';
import ExhibitionsListBlock from './ExhibitionsList';
import BlogsListBlock from './BlogsList';
import MediaListBlock from './MediaList';
import RepresentativesListBlock from './RepresentativesList';
import RecentlyViewedBlock from './RecentlyViewed';
import SearchMetaBlock from './SearchMeta';
import SearchResultsListBlock from './SearchResultsList';
import PasswordFormBlock from './PasswordForm';
import { CELL_PART_COMPONENTS } from './CellParts';
import { FORM_BLOCK_COMPONENTS } from '../forms/blocks';
import { CART_BLOCK_COMPONENTS } from '../commerce/blocks';
import { DETAIL_BLOCK_COMPONENTS } from './detail/components';
import { MORE_BLOCK_COMPONENTS } from './more-components';
import { blockConfig } from './config';
import { CORE_BLOCK_COMPONENTS } from './core-components';
import { provideRenderBlocks, renderBlockTree } from './render-tree';
import type { BlockProps, RenderMode } from './types';

/** The renderer of each block type value. The editor's Craft nodes reuse these with mode 'builder'. */
// Each component narrows its own config type; the map is looked up by a runtime type string.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const BLOCK_COMPONENTS: Record<string, ComponentType<BlockProps<any>>> = {
  ...CORE_BLOCK_COMPONENTS,
  [BlockType.InventoryList]: InventoryListBlock,
  [BlockType.ArtistsList]: ArtistsListBlock,
  [BlockType.ExhibitionsList]: ExhibitionsListBlock,
  [BlockType.BlogsList]: BlogsListBlock,
  [BlockType.MediaList]: MediaListBlock,
  [BlockType.RepresentativesList]: RepresentativesListBlock,
  [BlockType.RecentlyViewed]: RecentlyViewedBlock,
  [BlockType.SearchMeta]: SearchMetaBlock,
  [BlockType.SearchResultsList]: SearchResultsListBlock,
  [BlockType.PasswordForm]: PasswordFormBlock,
  ...DETAIL_BLOCK_COMPONENTS,
  ...CELL_PART_COMPONENTS,
  ...FORM_BLOCK_COMPONENTS,
  ...MORE_BLOCK_COMPONENTS,
  ...CART_BLOCK_COMPONENTS,
};

export { blockConfig };

/** Renders a tree of blocks with every kind of the catalogue (see render-tree.ts). */
export function renderBlocks(blocks: Block[], mode: RenderMode): ReactNode {
  return renderBlockTree(blocks, mode, (type) => own(BLOCK_COMPONENTS, type));
}

provideRenderBlocks(renderBlocks);
