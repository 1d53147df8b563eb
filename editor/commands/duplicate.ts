import { blockTarget, insertBlock, nodeOf, placementRefusal, readBlock } from './blocks';
import type { Command } from './command';
import { withFreshIds } from './fresh-ids';
import { CommandText } from './texts';

/** A copy of the selected block (new ids throughout) right after it, selected. */
export const duplicateCommand: Command = {
  id: 'duplicate',
  label: 'Duplicate',
  shortcuts: [{ key: 'd', mod: true }],
  menus: ['edit', 'block'],
  scope: 'blocks',
  canRun: (ctx) => blockTarget(ctx).ok,
  run(ctx) {
    const target = blockTarget(ctx);
    if (!target.ok) return ctx.announce(target.message);
    const block = readBlock(ctx, target.id);
    const parentId = target.node.data.parent;
    const parent = nodeOf(ctx, parentId);
    if (!block || !parentId || !parent) return ctx.announce(CommandText.noSelection);
    const refusal = placementRefusal(ctx, parentId, block);
    if (refusal) return ctx.announce(CommandText.notDuplicated(refusal));
    insertBlock(ctx, withFreshIds(block), parentId, parent.data.nodes.indexOf(target.id) + 1);
    ctx.announce(CommandText.duplicated(target.label));
  },
};
