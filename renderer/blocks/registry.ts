import { createElement, type ComponentType, type ReactNode } from 'react';
import { BlockType } from '../../schema/block-types';
import { catalogueEntry, unknownBlockLabel } from '../../schema/catalogue';
import type { Block } from '../../schema/document';
import { own } from '../../schema/own';
import ColumnBlock from './Column';
import ColumnsBlock from './Columns';
import HoverContentBlock from './HoverContent';
import HoverLayerBlock from './HoverLayer';
import ImageBlock from './Image';
import InventoryListBlock from './InventoryList';
import ArtistsListBlock from './ArtistsList';
import ExhibitionsListBlock from './ExhibitionsList';
import BlogsListBlock from './BlogsList';
import MediaListBlock from './MediaList';
import RepresentativesListBlock from './RepresentativesList';
import RecentlyViewedBlock from './RecentlyViewed';
import SearchMetaBlock from './SearchMeta';
import SearchResultsListBlock from './SearchResultsList';
import TextBlock from './Text';
import { FORM_BLOCK_COMPONENTS } from '../forms/blocks';
import { CART_BLOCK_COMPONENTS } from '../commerce/blocks';
import { DETAIL_BLOCK_COMPONENTS } from './detail/components';
import { MORE_BLOCK_COMPONENTS } from './more-components';
import { blockBox } from './style';
import type { BlockProps, RenderMode } from './types';

/** The renderer of each block type value. The editor's Craft nodes reuse these with mode 'builder'. */
// Each component narrows its own config type; the map is looked up by a runtime type string.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const BLOCK_COMPONENTS: Record<string, ComponentType<BlockProps<any>>> = {
  [BlockType.Text]: TextBlock,
  [BlockType.Image]: ImageBlock,
  [BlockType.Columns]: ColumnsBlock,
  [BlockType.Column]: ColumnBlock,
  [BlockType.HoverContent]: HoverContentBlock,
  [BlockType.HoverLayer]: HoverLayerBlock,
  [BlockType.InventoryList]: InventoryListBlock,
  [BlockType.ArtistsList]: ArtistsListBlock,
  [BlockType.ExhibitionsList]: ExhibitionsListBlock,
  [BlockType.BlogsList]: BlogsListBlock,
  [BlockType.MediaList]: MediaListBlock,
  [BlockType.RepresentativesList]: RepresentativesListBlock,
  [BlockType.RecentlyViewed]: RecentlyViewedBlock,
  [BlockType.SearchMeta]: SearchMetaBlock,
  [BlockType.SearchResultsList]: SearchResultsListBlock,
  ...DETAIL_BLOCK_COMPONENTS,
  ...FORM_BLOCK_COMPONENTS,
  ...MORE_BLOCK_COMPONENTS,
  ...CART_BLOCK_COMPONENTS,
};

/**
 * A block's config with the catalogue defaults under it, so a document saved before a field existed
 * (or edited by hand) still renders.
 */
export function blockConfig(block: Pick<Block, 'type' | 'config'>): Record<string, unknown> {
  const defaults = catalogueEntry(block.type)?.defaultConfig as Record<string, unknown> | undefined;
  return { ...(defaults ?? {}), ...(block.config ?? {}) };
}

/**
 * Renders a tree of blocks: nested blocks are rendered first and passed as children. Unknown types
 * render nothing for visitors (the spec's 'Unknown Block'); the builder shows a small note instead.
 */
export function renderBlocks(blocks: Block[], mode: RenderMode): ReactNode {
  return blocks.map((block) => {
    const Component = own(BLOCK_COMPONENTS, block.type);
    if (!Component) {
      return mode === 'builder' ? createElement('p', { key: block.id, className: 'builder-hint unknown-block' }, unknownBlockLabel(block.type)) : null;
    }
    const children = block.blocks?.length ? renderBlocks(block.blocks, mode) : undefined;
    const config = blockConfig(block);
    const drawn = createElement(Component, { key: block.id, id: block.id, config, mode, blocks: block.blocks }, children);
    // The common style fields (layout, colours, hover) draw a box around the block, as the builder's wrapper does.
    const box = blockBox(config);
    return box ? createElement('div', { key: block.id, className: box.className, style: box.style }, drawn) : drawn;
  });
}
