import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderProvidedBlocks } from '../../renderer/blocks/render-tree';
import { BlockType } from '../../schema/block-types';
import { CATALOGUE } from '../../schema/catalogue';
import type { Block } from '../../schema/document';
import { blockRenderersLoaded, isCoreKind, loadBlockRenderers, needsMoreRenderers, rendererFor } from './block-renderers';

const text = (id: string, words: string): Block => ({ id, type: BlockType.Text, config: { content: { blocks: [{ type: 'paragraph', children: [{ type: 'text', text: words }] }] } } });

describe('the block renderers of the builder', () => {
  // Importing every renderer takes 5 to 10 s on a busy 2-core machine: not a measure of anything here.
  it('draws the basic kinds from the first load and fetches every other kind once a page needs one', { timeout: 60_000 }, async () => {
    const plain: Block[] = [{ id: 'c', type: BlockType.Columns, config: {}, blocks: [{ id: 'c1', type: BlockType.Column, config: {}, blocks: [text('t', 'Hello')] }] }];
    const withList: Block[] = [{ id: 'c', type: BlockType.Columns, config: {}, blocks: [{ id: 'c1', type: BlockType.Column, config: {}, blocks: [{ id: 'v', type: BlockType.Video, config: {} }] }] }];
    expect(needsMoreRenderers(plain)).toBe(false);
    expect(needsMoreRenderers(withList)).toBe(true);

    expect(rendererFor(BlockType.Text)).toBeDefined();
    expect(rendererFor(BlockType.Video)).toBeUndefined();
    expect(blockRenderersLoaded()).toBe(false);
    // A header's blocks draw with what is here so far: the basic kinds, not yet a video.
    expect(renderToStaticMarkup(<>{renderProvidedBlocks([text('t', 'Opening soon'), { id: 'v', type: BlockType.Video, config: {} }], 'visitor')}</>)).toContain('Opening soon');

    await Promise.all([loadBlockRenderers(), loadBlockRenderers()]);
    expect(blockRenderersLoaded()).toBe(true);
    // Every kind of the catalogue has its renderer once the chunk is here.
    const missing = Object.keys(CATALOGUE).filter((type) => !rendererFor(type));
    expect(missing).toEqual([]);
    expect(Object.keys(CATALOGUE).filter(isCoreKind).sort()).toEqual(
      [BlockType.Text, BlockType.Image, BlockType.Columns, BlockType.Column, BlockType.HoverContent, BlockType.HoverLayer].sort(),
    );
  });
});
