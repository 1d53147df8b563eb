import { createElement, type ComponentType, type ReactNode } from 'react';
import { unknownBlockLabel } from '../../schema/block-meta';
import type { Block } from '../../schema/document';
import { blockConfig } from './config';
import { blockBox } from './style';
import type { BlockProps, RenderMode } from './types';

// Each component narrows its own config type; lookups are by a runtime type string.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BlockComponentLookup = (type: string) => ComponentType<BlockProps<any>> | undefined;
export type RenderBlocks = (blocks: Block[], mode: RenderMode) => ReactNode;

/**
 * Renders a tree of blocks with the components `lookup` knows: nested blocks are rendered first and
 * passed as children. Unknown types render nothing for visitors (the spec's 'Unknown Block'); the
 * builder shows a small note instead.
 */
export function renderBlockTree(blocks: Block[], mode: RenderMode, lookup: BlockComponentLookup): ReactNode {
  return blocks.map((block) => {
    const Component = lookup(block.type);
    if (!Component) {
      return mode === 'builder' ? createElement('p', { key: block.id, className: 'builder-hint unknown-block' }, unknownBlockLabel(block.type)) : null;
    }
    const children = block.blocks?.length ? renderBlockTree(block.blocks, mode, lookup) : undefined;
    const config = blockConfig(block);
    const drawn = createElement(Component, { key: block.id, id: block.id, config, mode, blocks: block.blocks }, children);
    // The common style fields (layout, colours, hover) draw a box around the block, as the builder's wrapper does.
    const box = blockBox(config);
    return box ? createElement('div', { key: block.id, className: box.className, style: box.style }, drawn) : drawn;
  });
}

let provided: RenderBlocks | null = null;

/**
 * Blocks that hold other documents (a header's or footer's own blocks) render them through whichever
 * renderer was provided: the full registry on the server and in tests (it provides itself when
 * imported), the builder's own until the registry's chunk has loaded there. Importing the registry
 * from such a block instead would put every block kind in the builder's first load.
 */
export function provideRenderBlocks(render: RenderBlocks): void {
  provided = render;
}

export function renderProvidedBlocks(blocks: Block[], mode: RenderMode): ReactNode {
  return provided ? provided(blocks, mode) : null;
}
