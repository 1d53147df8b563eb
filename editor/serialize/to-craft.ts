import type { SerializedNode, SerializedNodes } from '@craftjs/core';
import type { Block, Page } from '../../schema';
import { PAGE_ROOT } from '../../schema/block-types';
import { blockMeta } from '../../schema/block-meta';
import { PAGE_ROOT_NAME, ROOT_ID, craftNameOf, isCanvasType, isKnownType } from './names';
import { hasSlots, slotKey } from './slots';

function node(partial: Pick<SerializedNode, 'type' | 'isCanvas' | 'props' | 'displayName' | 'parent'>): SerializedNode {
  return { custom: {}, hidden: false, nodes: [], linkedNodes: {}, ...partial };
}

/**
 * Adds one block and everything under it to `out`. Config is deep-copied so Craft's edits never
 * reach the document the editor loaded.
 */
function addBlock(block: Block, parentId: string, out: SerializedNodes): void {
  if (!isKnownType(block.type)) {
    out[block.id] = node({
      type: { resolvedName: craftNameOf(block.type) },
      isCanvas: false,
      props: { block: structuredClone(block) },
      displayName: 'Unknown Block',
      parent: parentId,
    });
    return;
  }
  const children = block.blocks ?? [];
  const slotted = hasSlots(block.type);
  const entry = out[block.id] = node({
    type: { resolvedName: craftNameOf(block.type) },
    isCanvas: isCanvasType(block.type),
    props: { config: structuredClone(block.config) },
    displayName: blockMeta(block.type)?.label ?? block.type,
    parent: parentId,
  });
  children.forEach((child, index) => {
    if (slotted) entry.linkedNodes[slotKey(index)] = child.id;
    else entry.nodes.push(child.id);
    addBlock(child, block.id, out);
  });
}

/** One block as a Craft tree of its own, e.g. for the toolbox to drop in: the block's id is the tree root. */
export function blockToCraft(block: Block, parentId: string): SerializedNodes {
  const out: SerializedNodes = {};
  addBlock(block, parentId, out);
  return out;
}

/**
 * A page body as Craft's serialized node map; ROOT is the page root canvas holding the top-level blocks.
 * A header's or footer's own blocks load the same way, their root marked with its own nesting rules.
 */
export function toCraft(page: Pick<Page, 'blocks'>, rootType: string = PAGE_ROOT): SerializedNodes {
  const out: SerializedNodes = {
    [ROOT_ID]: node({
      type: { resolvedName: PAGE_ROOT_NAME },
      isCanvas: true,
      props: rootType === PAGE_ROOT ? {} : { rootType },
      displayName: 'Page',
      parent: null,
    }),
  };
  for (const block of page.blocks) {
    out[ROOT_ID].nodes.push(block.id);
    addBlock(block, ROOT_ID, out);
  }
  return out;
}
