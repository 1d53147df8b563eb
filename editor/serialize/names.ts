import type { Block } from '../../schema';
import { PAGE_ROOT } from '../../schema/block-types';
import { blockMeta } from '../../schema/block-meta';
import { CONTAINERS } from '../../schema/nesting';
import { hasSlots } from './slots';

/**
 * How our blocks are named in Craft's serialized map. A known block's Craft component is resolved
 * by its type value itself ('text', 'columns', ...); the page root and blocks this product does not
 * know have names of their own that no type value can take.
 */
export const PAGE_ROOT_NAME = 'PageRoot';
export const UNKNOWN_BLOCK_NAME = 'UnknownBlock';
/** Craft's fixed id for the root canvas. */
export const ROOT_ID = 'ROOT';

/** Props of a known block's Craft node: the block's config, untouched. */
export interface BlockNodeProps {
  config: Record<string, unknown>;
}

/** Props of an unknown block's Craft node: the whole block, kept verbatim so a save never loses it. */
export interface UnknownNodeProps {
  block: Block;
}

export function isKnownType(type: string): boolean {
  return blockMeta(type) !== undefined;
}

export function craftNameOf(type: string): string {
  return isKnownType(type) ? type : UNKNOWN_BLOCK_NAME;
}

/** A canvas takes free children; slotted owners (columns, hover content) hold linked slot canvases instead. */
export function isCanvasType(type: string): boolean {
  return isKnownType(type) && CONTAINERS.includes(type) && !hasSlots(type);
}

/** Whether a block of this type has a `blocks` list at all (containers always do, leaves never). */
export function holdsBlocks(type: string): boolean {
  return isKnownType(type) && CONTAINERS.includes(type);
}

/** Our block type of a Craft node, from the resolver name Craft gives it (unknown blocks keep theirs in props). */
export function nodeBlockType(node: { data: { name: string; props: Record<string, unknown> } }): string {
  if (node.data.name === PAGE_ROOT_NAME) return typeof node.data.props.rootType === 'string' ? node.data.props.rootType : PAGE_ROOT;
  if (node.data.name === UNKNOWN_BLOCK_NAME) return (node.data.props as unknown as UnknownNodeProps).block?.type ?? UNKNOWN_BLOCK_NAME;
  return node.data.name;
}
