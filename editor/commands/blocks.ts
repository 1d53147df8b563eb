import { ROOT_NODE, type EditorStore, type Node, type SerializedNodes } from '@craftjs/core';
import type { Block } from '../../schema';
import { blockMeta } from '../../schema/block-meta';
import { templateRootKind, type TemplateKind } from '../../schema/detail-blocks';
import { canContain, findNestingViolations } from '../../schema/nesting';
import { labelOf, refusalMessage } from '../panels/insert';
import { blockFromCraft, blockToNodeTree, nodeBlockType, slotCount } from '../serialize';
import { slotIndex } from '../serialize/slots';
import { CommandText } from './texts';

/** What every command runs with: Craft's store (the open page), the open site, and the live region. */
export interface CommandContext {
  editor: EditorStore;
  /** The open site: its clipboard is the one copy and paste use. */
  subdomain: string;
  /** Says what a command did, or why it did nothing, where screen readers hear it. */
  announce(message: string): void;
}

export function nodeOf(ctx: CommandContext, id: string | null | undefined): Node | undefined {
  return id ? ctx.editor.query.getNodes()[id] : undefined;
}

/** The selected block's id; none when nothing or only the page itself is selected. */
export function selectedId(ctx: CommandContext): string | null {
  const id = ctx.editor.query.getEvent('selected').first() as string | undefined;
  return id && id !== ROOT_NODE && nodeOf(ctx, id) ? id : null;
}

/** A block's name in messages ('Text', 'Columns'), or 'the page' for the page itself. */
export function labelOfNode(node: Node): string {
  return labelOf(nodeBlockType(node));
}

/** The kind of template open on the canvas, whose own blocks its columns may take. */
export function openTemplate(ctx: CommandContext): TemplateKind | null {
  const root = nodeOf(ctx, ROOT_NODE);
  return root ? templateRootKind(nodeBlockType(root)) : null;
}

/** Slots (a column, a hover layer, a tab) belong to their owner: created, copied and moved with it. */
export function isSlotLike(ctx: CommandContext, id: string): boolean {
  const node = nodeOf(ctx, id);
  if (!node) return false;
  return ctx.editor.query.node(id).isLinkedNode() || blockMeta(nodeBlockType(node))?.isSlot === true;
}

/** A slotted block's slot canvases in slot order, as many as its config shows. */
export function slotsOf(ctx: CommandContext, id: string): string[] {
  const node = nodeOf(ctx, id);
  return node ? slotIdsOf(node) : [];
}

/** A node's slots (linked nodes) in slot order, as many as its config shows; none for other blocks. */
export function slotIdsOf(node: Node): string[] {
  const count = slotCount(nodeBlockType(node), (node.data.props.config ?? {}) as Record<string, unknown>);
  return Object.entries(node.data.linkedNodes ?? {})
    .map(([key, slotId]) => ({ index: slotIndex(key), slotId }))
    .filter((slot): slot is { index: number; slotId: string } => slot.index !== null && slot.index < count)
    .sort((a, b) => a.index - b.index)
    .map((slot) => slot.slotId);
}

export type BlockTarget = { ok: true; id: string; node: Node; label: string } | { ok: false; message: string };

/**
 * The block a block command (delete, duplicate, copy, move) acts on: the selected one, unless it is a
 * slot that only exists as part of its owner (a column of a Columns block).
 */
export function blockTarget(ctx: CommandContext): BlockTarget {
  const id = selectedId(ctx);
  const node = nodeOf(ctx, id);
  if (!id || !node) return { ok: false, message: CommandText.noSelection };
  const label = labelOfNode(node);
  if (ctx.editor.query.node(id).isLinkedNode()) {
    const owner = nodeOf(ctx, node.data.parent);
    return { ok: false, message: CommandText.partOf(label, owner ? labelOfNode(owner) : 'its') };
  }
  return { ok: true, id, node, label };
}

/** One block and everything under it, as our document's JSON. */
export function readBlock(ctx: CommandContext, id: string): Block | null {
  const { query } = ctx.editor;
  const tree = query.node(id).toNodeTree();
  const serialized: SerializedNodes = {};
  for (const nodeId of Object.keys(tree.nodes)) serialized[nodeId] = query.node(nodeId).toSerializedNode();
  return blockFromCraft(serialized, id);
}

/**
 * Why a block (with everything under it) may not go into a container, or null when it may. Craft
 * checks the nesting rules only on drag, so every other insert asks here first; the blocks inside are
 * checked too, since a copy from a detail template may hold that template's own blocks.
 */
export function placementRefusal(ctx: CommandContext, parentId: string, block: Pick<Block, 'type' | 'blocks'>): string | null {
  const parent = nodeOf(ctx, parentId);
  if (!parent) return CommandText.noSelection;
  const parentType = nodeBlockType(parent);
  const template = openTemplate(ctx);
  if (!parent.data.isCanvas || !canContain(parentType, block.type, template)) return refusalMessage(block.type, parentType);
  const [inner] = findNestingViolations((block.blocks ?? []) as Block[], block.type, template);
  return inner ? refusalMessage(inner.childType, inner.parentType) : null;
}

/** Adds a block (ids as given) to a container at an index (the end when none), and selects it. */
export function insertBlock(ctx: CommandContext, block: Block, parentId: string, index?: number): void {
  const { actions, query } = ctx.editor;
  const tree = blockToNodeTree(query, block, parentId);
  actions.addNodeTree(tree, parentId, index);
  actions.selectNode(tree.rootNodeId);
}
