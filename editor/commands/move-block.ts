import { nodeBlockType } from '../serialize';
import { blockTarget, isSlotLike, labelOfNode, nodeOf, placementRefusal, slotsOf, type CommandContext } from './blocks';
import { moveStep, type Direction, type TreeView } from './move-step';
import { CommandText } from './texts';

/** The open page's tree as move-step sees it. */
export function craftTreeView(ctx: CommandContext): TreeView {
  return {
    parentOf: (id) => nodeOf(ctx, id)?.data.parent ?? null,
    childrenOf: (id) => nodeOf(ctx, id)?.data.nodes ?? [],
    slotsOf: (id) => slotsOf(ctx, id),
    isCanvas: (id) => !!nodeOf(ctx, id)?.data.isCanvas,
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
