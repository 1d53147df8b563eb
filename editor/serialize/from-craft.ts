import type { SerializedNode, SerializedNodes } from '@craftjs/core';
import type { Block } from '../../schema';
import { ROOT_ID, UNKNOWN_BLOCK_NAME, holdsBlocks, type BlockNodeProps, type UnknownNodeProps } from './names';
import { hasSlots, slotCount, slotIndex } from './slots';

function resolvedName(node: SerializedNode): string | null {
  const type = node.type;
  return typeof type === 'object' && type !== null && typeof type.resolvedName === 'string' ? type.resolvedName : null;
}

/** A slotted block's slots in slot order, trimmed to the count its config shows. */
function slotIds(node: SerializedNode, type: string, config: Record<string, unknown>): string[] {
  const keyed = Object.entries(node.linkedNodes ?? {})
    .map(([key, id]) => ({ index: slotIndex(key), id }))
    .filter((slot): slot is { index: number; id: string } => slot.index !== null)
    .sort((a, b) => a.index - b.index);
  const count = slotCount(type, config);
  return keyed.filter((slot) => slot.index < count).map((slot) => slot.id);
}

/** One Craft node and its subtree as our block; null for nodes that are not blocks (plain HTML, missing). */
export function blockFromCraft(nodes: SerializedNodes, id: string): Block | null {
  const node = nodes[id];
  if (!node) return null;
  const name = resolvedName(node);
  if (name === null) return null;
  if (name === UNKNOWN_BLOCK_NAME) return structuredClone((node.props as UnknownNodeProps).block);
  const config = structuredClone((node.props as BlockNodeProps).config ?? {});
  const block: Block = { id, type: name, config };
  if (holdsBlocks(name)) {
    const childIds = hasSlots(name) ? slotIds(node, name, config) : (node.nodes ?? []);
    block.blocks = childIds.map((childId) => blockFromCraft(nodes, childId)).filter((b): b is Block => b !== null);
  }
  return block;
}

/** The page body from Craft's serialized node map: ROOT's children, in order, as our blocks. */
export function fromCraft(nodes: SerializedNodes): Block[] {
  const root = nodes[ROOT_ID];
  if (!root) return [];
  return (root.nodes ?? []).map((id) => blockFromCraft(nodes, id)).filter((b): b is Block => b !== null);
}
