import { FORM_CONTAINERS } from '../../schema/block-configs/forms';
import { nodeBlockType } from '../serialize';
import { blockTarget, isSlotLike, labelOfNode, nodeOf, placementRefusal, slotsOf, type CommandContext } from './blocks';
import { moveStep, type Direction, type TreeView } from './move-step';
import { CommandText } from './texts';

/**
 * The open page's tree as move-step sees it. A form holds only its messages, so other blocks step past
 * it as past any block rather than being told it refuses them; its messages still move among themselves.
 */
export function craftTreeView(ctx: CommandContext): TreeView {
  return {
    parentOf: (id) => nodeOf(ctx, id)?.data.parent ?? null,
    childrenOf: (id) => nodeOf(ctx, id)?.data.nodes ?? [],
    slotsOf: (id) => slotsOf(ctx, id),
    isCanvas: (id) => {
      const node = nodeOf(ctx, id);
      return !!node?.data.isCanvas && !FORM_CONTAINERS.includes(nodeBlockType(node));
    },
    isSlotLike: (id) => isSlotLike(ctx, id),
    refusal: (containerId, blockId) => {
      const block = nodeOf(ctx, blockId);
      return block ? placementRefusal(ctx, containerId, { type: nodeBlockType(block) }) : null;
    },
  };
}

/** Moves the selected block one step up or down the page, and says where it went. */
export function moveSelected(ctx: CommandContext, direction: Direction): void {
  const target = blockTarget(ctx);
  if (!target.ok) return ctx.announce(target.message);
  const step = moveStep(craftTreeView(ctx), target.id, direction);
  if (step.kind === 'edge') return ctx.announce(direction === 'up' ? CommandText.atTop(target.label) : CommandText.atBottom(target.label));
  if (step.kind === 'refused') return ctx.announce(CommandText.notMoved(step.reason));
  ctx.editor.actions.move(target.id, step.parentId, step.index);
  ctx.editor.actions.selectNode(target.id);
  const placeLabel = (id: string) => {
    const node = nodeOf(ctx, id);
    return node ? labelOfNode(node) : '';
  };
  switch (step.how) {
    case 'swap':
      return ctx.announce(direction === 'up' ? CommandText.movedUp(target.label) : CommandText.movedDown(target.label));
    case 'into':
      return ctx.announce(CommandText.movedInto(target.label, placeLabel(step.container)));
    case 'out':
      return ctx.announce(CommandText.movedOutOf(target.label, placeLabel(step.container)));
    case 'past':
      return ctx.announce(CommandText.movedPast(target.label, placeLabel(step.container), step.reason));
  }
}

/**
 * Moves a block to a place chosen in the Layers panel (a drag): into `parentId` at `index`, counted as
 * Craft does (the block itself still in its list). The nesting rules are checked first, and the move
 * says where the block went or why it did not.
 */
export function moveBlockTo(ctx: CommandContext, id: string, parentId: string, index: number): void {
  const node = nodeOf(ctx, id);
  if (!node) return ctx.announce(CommandText.noSelection);
  if (ctx.editor.query.node(id).isLinkedNode()) {
    const owner = nodeOf(ctx, node.data.parent);
    return ctx.announce(CommandText.partOf(labelOfNode(node), owner ? labelOfNode(owner) : 'its'));
  }
  const label = labelOfNode(node);
  if (parentId === id || ctx.editor.query.node(id).descendants(true).includes(parentId)) return ctx.announce(CommandText.notMoved(CommandText.insideItself(label)));
  const refusal = placementRefusal(ctx, parentId, { type: nodeBlockType(node) });
  if (refusal) return ctx.announce(CommandText.notMoved(refusal));
  const from = node.data.parent;
  const fromIndex = nodeOf(ctx, from)?.data.nodes.indexOf(id) ?? -1;
  ctx.editor.actions.move(id, parentId, index);
  ctx.editor.actions.selectNode(id);
  const parent = nodeOf(ctx, parentId);
  if (from === parentId) return ctx.announce(index > fromIndex ? CommandText.movedDown(label) : CommandText.movedUp(label));
  ctx.announce(CommandText.movedInto(label, parent ? labelOfNode(parent) : 'the page'));
}
